"""The pytest plugin that makes `features/` a certification of a game under test.

    pytest features                                   # the reference engine, nj-2024
    pytest features --adapter "stdio:./my-game --rpc" --edition nj-2004 --house surrender=true
    pytest features/2.07-payment-of-blackjack.feature --clause 2.7(b) --profile certify

It adds the options, collects `.feature` files, turns the Gherkin tags `@clause:`, `@edition:`,
`@section:` and `@reviewed:` into markers, runs only the Rules whose text is that of the edition
certified, gives `@manual` scenarios the manual verdict, marks adapter failures as errors, and
writes every verdict to a JSONL file as it is reached. Under pytest-xdist (`-n N`) each worker
opens its own game on its first scenario (the controller plays nothing and opens none), and
only the controller writes the JSONL file.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Generator, Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

from suite.features import REVIEW_TAG
from suite.harness.property_runner import defects_of
from suite.harness.round_under_test import ROUND_UNDER_TEST, RoundUnderTest
from suite.harness.strategies import PROFILES, load_profile
from suite.run.certification import (
    Certification,
    HouseRulesError,
    RequiredCapabilityMissing,
    parse_house_options,
)
from suite.run.collection import FeatureModule, scenario_of, scenario_title
from suite.run.expectations import Expectations, ExpectationsError, load_expectations
from suite.run.failure_cases import RoundCase, prepare_case, save_case
from suite.run.filing import example_defects
from suite.run.results_log import ResultsLog, scenario_facts, verdict_of_report
from suite.run.verdicts import Verdict, is_adapter_error, manual
from vendor_adapters.errors import AdapterError, AdapterSpecError
from vendor_adapters.specs import check_adapter_spec
from vendor_adapters.stdio_client import DEFAULT_TIMEOUT_SECONDS

# Every `*_steps.py` module of the sub-packages of `steps/` holds step definitions of one area.
_STEPS = Path(__file__).parent
pytest_plugins = sorted(
    ".".join(("steps", *path.relative_to(_STEPS).with_suffix("").parts))
    for path in _STEPS.rglob("*_steps.py")
)

# Tags of the form NAME:VALUE that become the marker NAME with the argument VALUE.
VALUED_TAGS = ("clause", "edition", "section", REVIEW_TAG)
MARKERS = {
    "clause": "clause(ID): the Rule quotes this clause",
    "edition": "edition(NAME): the Rule's text is this edition's",
    "section": "section(ID): the feature's section",
    REVIEW_TAG: "reviewed(HASH): a person reviewed the Rule's scenarios against the text whose "
    "sha256 starts with HASH",
    "example": "a stacked shoe and amounts worked out by hand from the clause",
    "property": "a property of every generated round, decision sequence and house option",
    "validation": "a house-option combination the rules forbid (or allow) is refused (or opened)",
    "manual": "a physical procedure a person checks at a live table; listed in the checklist",
    "incomplete": "the clause's text is incomplete in the source",
}

_CERTIFICATION = pytest.StashKey[Certification]()
_RESULTS = pytest.StashKey[ResultsLog]()
_EXPECTATIONS = pytest.StashKey[Expectations]()
# The adapter errors of the scenarios that ended in one, since the last that did not.
_ADAPTER_ERRORS_IN_A_ROW = pytest.StashKey[list[str]]()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("bjkit", "bjkit certification")
    group.addoption(
        "--adapter",
        default="reference",
        help="the game under test: reference | python:pkg.module:factory | stdio:COMMAND ARGS",
    )
    group.addoption("--edition", default="nj-2024", help="edition certified (default nj-2024)")
    group.addoption(
        "--house",
        action="append",
        default=[],
        metavar="OPTION=VALUE",
        help="a house option of the tables (repeatable); `bjkit rules` lists them",
    )
    group.addoption(
        "--profile",
        choices=sorted(PROFILES),
        default="ci",
        help="hypothesis profile: quick (development), ci (derandomized), certify (deep)",
    )
    group.addoption(
        "--adapter-timeout",
        type=float,
        default=DEFAULT_TIMEOUT_SECONDS,
        help="seconds a stdio adapter may take to answer one call",
    )
    group.addoption(
        "--clause",
        action="append",
        default=[],
        metavar="CLAUSE",
        help="only scenarios under Rules of this clause or section, e.g. 2.7(b) or 2.11",
    )
    group.addoption(
        "--cases-dir",
        default=str(Path("out") / "failures"),
        metavar="DIR",
        help="where the round of each failure is saved for `bjkit replay` (default out/failures)",
    )
    group.addoption(
        "--certification",
        action="store_true",
        help="certification mode: a scenario that needs a capability certification requires "
        "(forced-shoe) fails instead of being not applicable",
    )
    group.addoption(
        "--max-adapter-errors",
        type=int,
        default=5,
        metavar="N",
        help="after N scenarios in a row end in adapter errors, the rest are errors without "
        "calling the game again (0: never give up; default 5); under pytest-xdist each worker "
        "counts those of its own game",
    )
    group.addoption(
        "--expectations",
        default=None,
        metavar="FILE",
        help="the vendor's expectations file: declared failures, each with a reason",
    )
    group.addoption(
        "--results-jsonl",
        default=None,
        metavar="PATH",
        help="append one JSON line per scenario verdict, flushed as it is reached",
    )


def pytest_configure(config: pytest.Config) -> None:
    for name, text in MARKERS.items():
        config.addinivalue_line("markers", f"{name}: {text}")
    if config.getoption("hypothesis_profile", None) is None:
        load_profile(config.getoption("profile"))
    edition = config.getoption("edition")
    try:
        house = parse_house_options(config.getoption("house"), edition)
    except HouseRulesError as error:
        raise pytest.UsageError(str(error)) from None
    try:
        check_adapter_spec(config.getoption("adapter"))
    except AdapterSpecError as error:
        raise pytest.UsageError(str(error)) from None
    config.stash[_CERTIFICATION] = Certification(
        adapter=config.getoption("adapter"),
        edition=edition,
        house=house,
        timeout=config.getoption("adapter_timeout"),
        cases_dir=Path(config.getoption("cases_dir")),
        certification_mode=config.getoption("certification"),
    )
    expectations_file = config.getoption("expectations")
    if expectations_file:
        try:
            config.stash[_EXPECTATIONS] = load_expectations(Path(expectations_file))
        except ExpectationsError as error:
            raise pytest.UsageError(str(error)) from None
    path = config.getoption("results_jsonl")
    if path and not hasattr(config, "workerinput"):
        # Under pytest-xdist only the controller writes, as the workers' reports reach it.
        log = ResultsLog(
            Path(path),
            {"adapter": config.getoption("adapter"), "edition": edition, "house": house},
            config.rootpath,
        )
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
    """`@clause:13:69F-2.7(a)` becomes `pytest.mark.clause("13:69F-2.7(a)")`; other tags are
    markers of their own name, so `--strict-markers` catches a misspelt kind tag."""
    name, sep, value = tag.partition(":")
    if sep and name in VALUED_TAGS:
        getattr(pytest.mark, name)(value)(function)
        return True
    getattr(pytest.mark, tag)(function)
    return True


def clause_selects(wanted: str, clause: str) -> bool:
    """Whether `--clause WANTED` selects a Rule tagged CLAUSE: the clause itself or one under it
    (2.11 selects 2.11(a); 2.1 does not)."""

    def bare(text: str) -> str:
        return text.split("-", 1)[1] if "-" in text else text

    wanted, clause = bare(wanted.strip()), bare(clause)
    if not clause.startswith(wanted):
        return False
    rest = clause[len(wanted) :]
    return not rest or rest.startswith("(") or (wanted.endswith(")") and rest[0].isdigit())


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Keep the scenarios of Rules whose text is the certified edition's, and of `--clause`."""
    edition = config.getoption("edition")
    wanted = config.getoption("clause")
    kept: list[pytest.Item] = []
    dropped: list[pytest.Item] = []
    for item in items:
        template = scenario_of(item)
        if template is None:
            kept.append(item)
            continue
        # A scenario's own @edition tags narrow its Rule's: an example resting on text another
        # clause changed in a later edition (an amount 2.17(a) fixes) runs in the editions whose
        # text it rests on, and its counterpart for the amended text in the others.
        own = [tag.split(":", 1)[1] for tag in template.tags if tag.startswith("edition:")]
        editions = own or [m.args[0] for m in item.iter_markers("edition")]
        clauses = [m.args[0] for m in item.iter_markers("clause")]
        in_edition = not editions or edition in editions
        chosen = not wanted or any(clause_selects(w, c) for w in wanted for c in clauses)
        (kept if in_edition and chosen else dropped).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept


@pytest.fixture(scope="session")
def certification(request: pytest.FixtureRequest) -> Certification:
    """The run's game, edition and house options."""
    return request.config.stash[_CERTIFICATION]


def pytest_runtest_setup(item: pytest.Item) -> None:
    """A game that has failed `--max-adapter-errors` scenarios in a row with adapter errors (it
    hangs or crashes on every call) is not called again: each remaining scenario is an error at
    once, instead of waiting out every time limit. Under pytest-xdist each worker plays its own
    game process and counts its own errors: the workers wait out their time limits side by side,
    so giving up takes as long as with one worker."""
    limit = item.config.getoption("max_adapter_errors")
    in_a_row = item.config.stash.setdefault(_ADAPTER_ERRORS_IN_A_ROW, [])
    if not limit or len(in_a_row) < limit or scenario_of(item) is None:
        return
    if item.get_closest_marker("manual") is not None:
        return
    raise AdapterError(
        "gave up",
        f"the game failed the last {len(in_a_row)} scenarios with adapter errors, so this one "
        f"does not call it (--max-adapter-errors {limit}); the last: {in_a_row[-1]}",
    )


@pytest.hookimpl(trylast=True)
def pytest_bdd_before_scenario(request: pytest.FixtureRequest) -> None:
    """A `@manual` scenario ends as a checklist item once its scenario has started, so that
    allure-pytest-bdd, which records only started scenarios, lists it too."""
    item = request.node
    template = scenario_of(item)
    if template is not None and item.get_closest_marker("manual") is not None:
        reason = " ".join(template.description.split()) or "(no reason given)"
        manual(reason)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report = yield
    if scenario_of(item) is None:
        return report
    if report.when == "call" or report.outcome != "passed":
        verdict = verdict_of_report(report)
        error = call.excinfo.value if call.excinfo is not None else None
        if report.failed and error is not None and is_adapter_error(error):
            verdict = Verdict.ERROR
        _count_adapter_errors(item.config, verdict, call)
        facts = scenario_facts(item)
        expectations = item.config.stash.get(_EXPECTATIONS, None)
        required = call.excinfo is not None and isinstance(
            call.excinfo.value, RequiredCapabilityMissing
        )
        case = _failure_case(item, call) if report.failed else None
        defects = _defects(item, call, case) if report.failed else {}
        if expectations is not None and not required:
            verdict = _expected(verdict, facts, expectations, report, defects.get("clauses", []))
        if report.failed:
            failure = {
                "details": report.longreprtext[:20_000],
                "case": case,
                **defects,
            }
            report.user_properties.append(("failure", json.dumps(failure, default=str)))
        report.user_properties.append(("verdict", verdict))
        report.user_properties.append(("scenario", json.dumps(facts)))
    return report


def _expected(
    verdict: str,
    facts: dict[str, Any],
    expectations: Expectations,
    report: pytest.TestReport,
    broken: Sequence[str] = (),
) -> str:
    """A declared failure that fails is an expected failure; one that passes is flagged. An
    adapter error is never excused. A failure is excused only when every clause it breaks is
    (`Expectations.match_failure`)."""
    found = expectations.match_failure(facts.get("scenario"), facts.get("clauses", []), broken)
    if found is None or verdict not in (Verdict.FAIL, Verdict.PASS):
        return verdict
    report.user_properties.append(
        (
            "expectation",
            json.dumps(
                {
                    "index": found.index,
                    "reason": found.reason,
                    "clause": found.clause,
                    "scenario": found.scenario,
                }
            ),
        )
    )
    return Verdict.EXPECTED_FAILURE if verdict == Verdict.FAIL else Verdict.UNEXPECTED_PASS


def _failure_case(item: pytest.Item, call: pytest.CallInfo[None]) -> dict[str, Any] | None:
    """The failing round, saved for `bjkit replay`: the property's counterexample, or the
    example's stacked round."""
    error = call.excinfo.value if call.excinfo is not None else None
    record = getattr(error, "case_record", None)
    try:
        if record is None:
            record = _example_case(item)
        if record is None:
            return None
        record["scenario"] = scenario_title(item)
        save_case(record)
    except Exception as problem:
        return {"error": f"the failing round could not be kept: {problem!r}"}
    return dict(record)


def _defects(
    item: pytest.Item, call: pytest.CallInfo[None], example: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    """The clauses a failure breaks (as the edition cites them) and each distinct defect with
    its own minimal round, each case saved for `bjkit replay` (suite.harness.checks.Defect): a
    property's, as it found them; an example's, from the game's and the reference's outcomes
    of its kept round `example` (suite.run.filing); nothing for a failure that names none, which
    stays with the Rule that hosts it."""
    error = call.excinfo.value if call.excinfo is not None else None
    edition = item.config.stash[_CERTIFICATION].edition
    # A property's defects, or each of a Hypothesis ExceptionGroup's distinct failures.
    defects = defects_of(error, edition)
    if not defects:
        defects = example_defects(example, edition, getattr(error, "breaches", None) or ())
    if not defects:
        return {}
    shown = []
    for defect in defects:
        case = None
        if defect.case is not None:
            case = dict(defect.case)
            case["scenario"] = scenario_title(item)
            try:
                save_case(case)
            except OSError as problem:
                case = {"error": f"the failing round could not be kept: {problem!r}"}
        shown.append({"clauses": list(defect.clauses), "message": defect.message, "case": case})
    broken = list(dict.fromkeys(clause for d in defects for clause in d.clauses if clause))
    return {"clauses": broken, "defects": shown}


def _decisions_of(played: RoundUnderTest) -> tuple[str, ...]:
    """The decisions applied, and those the scenario stated that a broken round never reached
    (`RoundUnderTest.stated_decisions`), so that the case replays the scenario's whole round."""
    return played.stated_decisions()


def _example_case(item: pytest.Item) -> dict[str, Any] | None:
    found = _example_round_case(item)
    if found is None:
        return None
    case, certification = found
    return prepare_case(case, certification.oracle, certification.cases_dir)


def _example_round_case(item: pytest.Item) -> tuple[RoundCase, Certification] | None:
    """The example's stacked round as a case, and the run's certification; None for a scenario
    that played no stacked round."""
    round_under_test = item.stash.get(ROUND_UNDER_TEST, None)
    if round_under_test is None or round_under_test.shoe is None:
        return None
    certification = round_under_test.certification
    outcome = round_under_test.result
    decisions = _decisions_of(round_under_test)
    # The prompts each decision answered, when every decision was reached: the reference then
    # follows the game's prompts (vendor_adapters.prompt_following).
    answered = tuple(d.prompt for d in round_under_test.decisions)
    case = RoundCase(
        edition=certification.edition,
        options=round_under_test.table_options(),
        wagers=tuple(round_under_test.wagers),
        shoe=round_under_test.shoe,
        decisions=decisions,
        scenario=getattr(scenario_of(item), "name", ""),
        nodeid=item.nodeid,
        adapter=certification.adapter,
        game={**outcome} if outcome is not None else {"note": "the round did not finish"},
        irregularities=tuple(round_under_test.irregularities),
        prompts=answered if len(answered) == len(decisions) else (),
    )
    return case, certification


def _count_adapter_errors(config: pytest.Config, verdict: str, call: pytest.CallInfo[None]) -> None:
    in_a_row = config.stash.setdefault(_ADAPTER_ERRORS_IN_A_ROW, [])
    if verdict == Verdict.ERROR and call.excinfo is not None:
        error = call.excinfo.value
        if not (isinstance(error, AdapterError) and error.kind == "gave up"):
            in_a_row.append(str(error).splitlines()[0])
    elif verdict in (Verdict.PASS, Verdict.FAIL):
        in_a_row.clear()
