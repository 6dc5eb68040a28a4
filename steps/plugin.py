"""The pytest plugin that makes `features/` a certification of a game under test.

    pytest features                                   # the reference engine, nj-2024
    pytest features --adapter "stdio:./my-game --rpc" --edition nj-2004 --house surrender=true
    pytest features/2.07-payment-of-blackjack.feature --clause 2.7(b) --profile certify

Wiring only, as pytest-bdd's own plugin is: each hook hands its work to the suite's run tools.
The options are the run options `bjkit certify` takes too (suite.run.options), read once into the
run's settings (suite.run.settings); `.feature` files are collected as modules of scenarios and
only the Rules of the certified edition's text, under `--clause`, are kept (suite.run.collection);
the Gherkin tags become markers and `@manual` scenarios get the manual verdict (suite.run.tags); a
game that keeps failing with adapter errors is given up on (suite.run.adapter_streak); each
scenario's verdict is recorded on its report (suite.run.outcome) and written to the JSONL file as
it is reached (suite.run.results_log). Under pytest-xdist (`-n N`) each worker opens its own game
on its first scenario (the controller plays nothing and opens none), and only the controller
writes the JSONL file.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from pathlib import Path

import pytest

from reference_impl.plugins import installed_wagers
from regulations.errors import KitError
from suite.harness.strategies import load_profile
from suite.run.adapter_streak import AdapterErrorStreak
from suite.run.certification import Certification
from suite.run.collection import FeatureModule, scenario_of, select_scenarios
from suite.run.options import PLUGIN_OPTIONS, add_run_options
from suite.run.outcome import record_outcome
from suite.run.results_log import ResultsLog
from suite.run.settings import RunSettings, read_settings
from suite.run.tags import apply_tag, end_manual_scenario, register_markers

# Every `*_steps.py` module of the sub-packages of `steps/` holds step definitions of one area.
# Every installed wager's step modules, oracles and strategies come after them (its plugin's
# `STEPS`, reference_impl.plugins): they register themselves with the kit's checks as they load.
_STEPS = Path(__file__).parent
pytest_plugins = [
    # Each wager's package first, whose import registers its oracle, checks and rare deals.
    *sorted(f"steps.wagers.{path.parent.name}" for path in _STEPS.glob("wagers/*/__init__.py")),
    *sorted(
        ".".join(("steps", *path.relative_to(_STEPS).with_suffix("").parts))
        for path in _STEPS.rglob("*_steps.py")
    ),
    *(module for plugin in installed_wagers() for module in plugin.steps()),
]

_SETTINGS = pytest.StashKey[RunSettings]()
_CERTIFICATION = pytest.StashKey[Certification]()
_RESULTS = pytest.StashKey[ResultsLog]()
_STREAK = pytest.StashKey[AdapterErrorStreak]()


def pytest_addoption(parser: pytest.Parser) -> None:
    add_run_options(parser.getgroup("bjkit", "bjkit certification").addoption, PLUGIN_OPTIONS)


def pytest_configure(config: pytest.Config) -> None:
    register_markers(config)
    if config.getoption("hypothesis_profile", None) is None:
        load_profile(config.getoption("profile"))
    try:
        settings = read_settings(config.getoption)
    except KitError as error:
        raise pytest.UsageError(str(error)) from None
    config.stash[_SETTINGS] = settings
    config.stash[_CERTIFICATION] = settings.certification()
    config.stash[_STREAK] = AdapterErrorStreak(settings.max_adapter_errors)
    if settings.results_jsonl and not hasattr(config, "workerinput"):
        # Under pytest-xdist only the controller writes, as the workers' reports reach it.
        log = ResultsLog(settings.results_jsonl, settings.run_facts(), config.rootpath)
        config.stash[_RESULTS] = log
        config.pluginmanager.register(log, "bjkit-results-log")


def pytest_unconfigure(config: pytest.Config) -> None:
    if _CERTIFICATION in config.stash:
        config.stash[_CERTIFICATION].close()
    if _RESULTS in config.stash:
        config.stash[_RESULTS].close()


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if file_path.suffix == ".feature":
        module: pytest.Collector = FeatureModule.from_parent(parent, path=file_path)
        return module
    return None


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function: Callable[..., object]) -> object:
    apply_tag(tag, function)
    return True


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    settings = config.stash[_SETTINGS]
    kept, dropped = select_scenarios(items, settings.edition, settings.clauses, settings.game)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept


@pytest.fixture(scope="session")
def certification(request: pytest.FixtureRequest) -> Certification:
    """The run's game, edition and house options."""
    return request.config.stash[_CERTIFICATION]


def pytest_runtest_setup(item: pytest.Item) -> None:
    if scenario_of(item) is not None and item.get_closest_marker("manual") is None:
        item.config.stash[_STREAK].check()


@pytest.hookimpl(trylast=True)
def pytest_bdd_before_scenario(request: pytest.FixtureRequest) -> None:
    # Once the scenario has started, so that allure-pytest-bdd, which records only started
    # scenarios, lists a manual one too.
    end_manual_scenario(request.node)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report = yield
    if scenario_of(item) is not None:
        settings = item.config.stash[_SETTINGS]
        record_outcome(
            item,
            call,
            report,
            edition=settings.edition,
            expectations=settings.expectations,
            streak=item.config.stash[_STREAK],
        )
    return report
