"""Allure labels for a certification run written by allure-pytest-bdd.

    pytest features -p suite.run.allure_labels --alluredir out/allure --edition nj-2004

Each scenario's Allure result carries epic = the edition certified, feature = the Feature (its
name starts with its section: "13:69F-2.7 Payment of blackjack" in nj-2024, "19:47-2.7 Payment of
blackjack" in nj-2004), one story per clause of its Rule, and the parameters edition, adapter and
house options, so that one Allure report groups the run by edition, section and clause, and never
takes two editions, games or tables of one scenario for retries of one test. The section and the
clauses are cited as the edition certified cites them (suite.run.citations), whatever chapter the
feature's tags use, and the result's title is the scenario's title with a Scenario Outline's
example filled in (suite.run.collection.scenario_title). allure-pytest-bdd already tags each result
with its kind (example, property, validation, manual), from the markers without arguments.

The labels are set with `allure.dynamic` once allure-pytest-bdd has started the scenario's result,
and only when its listener is writing results (`--alluredir` given); otherwise this module does
nothing and imports nothing of Allure's. Never run it with allure-pytest: the two Allure plugins
must not share a pytest run.

allure-pytest-bdd writes a result only for a scenario that started: one skipped in
`pytest_runtest_setup`, as steps/plugin.py skips `@manual` ones, has none, labels or not.
"""

from __future__ import annotations

from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

from suite.run.citations import cite_clauses, cite_text
from suite.run.collection import scenario_of, scenario_title

__all__ = ["scenario_labels", "scenario_parameters"]

_ACTIVE = pytest.StashKey[bool]()


def scenario_labels(item: pytest.Item, edition: str) -> list[tuple[str, str]]:
    """(label, value) pairs of a scenario's Allure result; none for a test that is no scenario."""
    template = scenario_of(item)
    if template is None:
        return []
    feature = template.feature.name
    section = item.get_closest_marker("section")
    if section is not None and not feature.startswith(str(section.args[0])):
        feature = f"{section.args[0]} {feature}"
    clauses = cite_clauses((str(m.args[0]) for m in item.iter_markers("clause")), edition)
    feature = cite_text(feature, edition)
    return [("epic", edition), ("feature", feature), *(("story", c) for c in clauses)]


def scenario_parameters(config: pytest.Config) -> list[tuple[str, str]]:
    """(name, value) pairs that tell one run's result of a scenario from another run's."""
    house = ", ".join(sorted(config.getoption("house", None) or [])) or "defaults"
    return [
        ("edition", str(config.getoption("edition", ""))),
        ("adapter", str(config.getoption("adapter", ""))),
        ("house options", house),
    ]


@pytest.hookimpl(trylast=True)
def pytest_configure(config: pytest.Config) -> None:
    """Active when allure-pytest-bdd is loaded and writes results (its own condition)."""
    config.stash[_ACTIVE] = config.pluginmanager.has_plugin("allure_pytest_bdd") and bool(
        config.getoption("allure_report_dir", None)
    )
    if config.stash[_ACTIVE]:
        _title_paths_outside_the_root()


def _title_paths_outside_the_root() -> None:
    """allure-pytest-bdd names a result's path by its feature file's path under the run's root,
    and fails on a feature outside it; an installed wager's features are outside the kit's root
    (reference_impl.plugins), and are named by their folder and file instead."""
    from allure_pytest_bdd import pytest_bdd_listener  # noqa: PLC0415 - only when writing

    title_path = pytest_bdd_listener.get_title_path
    if getattr(title_path, "outside_the_root", False):
        return

    def within_or_outside(request: pytest.FixtureRequest, feature: Any) -> list[str]:
        try:
            return list(title_path(request, feature))
        except ValueError:
            path = Path(feature.filename)
            return [path.parent.name, feature.name or path.name]

    within_or_outside.outside_the_root = True  # type: ignore[attr-defined]
    pytest_bdd_listener.get_title_path = within_or_outside


@pytest.hookimpl(wrapper=True)
def pytest_bdd_before_scenario(request: pytest.FixtureRequest) -> Generator[None, object, object]:
    """After allure-pytest-bdd's own hook has started the scenario's result, add the labels, even
    when a later hook ends the scenario there (a skip)."""
    try:
        return (yield)
    finally:
        _label(request.config, request.node)


def _label(config: pytest.Config, item: pytest.Item | pytest.Collector) -> None:
    if not config.stash.get(_ACTIVE, False) or not isinstance(item, pytest.Item):
        return
    labels = scenario_labels(item, str(config.getoption("edition", "")))
    if not labels:
        return
    import allure  # noqa: PLC0415 - only when allure-pytest-bdd is writing results

    # allure-pytest-bdd names the result after the scenario it renders; the kit's own title is
    # set too, so that Allure shows the title every other output of the run shows.
    allure.dynamic.title(scenario_title(item))  # type: ignore[no-untyped-call]
    for name, value in labels:
        allure.dynamic.label(name, value)  # type: ignore[no-untyped-call]
    for name, value in scenario_parameters(config):
        allure.dynamic.parameter(name, value)
