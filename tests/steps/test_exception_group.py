"""A Hypothesis `ExceptionGroup` ("Hypothesis found 2 distinct failures") is split into its
defects, each with the clauses it breaks (issue 27, Deliver 4), in the scenario's failure, in
results.json and in the report's findings, never recorded as one failure of no clause.

A property that fails two distinct ways: insurance paid 1 to 1 (2.9(c) pays it 2 to 1) on one
round, a blackjack paid 1 to 1 (2.7(b) pays it 3 to 2) on another.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reports.results import build_results
from suite.harness.checks import PropertyViolation
from suite.harness.property_runner import defects_of
from tests.steps.test_plugin import run_features


def _two_ways(number: int) -> None:
    if number == 3:
        raise PropertyViolation("2.9(c): insurance against a blackjack paid 1 to 1, not 2 to 1")
    if number == 7:
        raise PropertyViolation("2.7(b): a blackjack paid 1 to 1, not 3 to 2")


def _failing_two_ways() -> BaseExceptionGroup[BaseException]:
    @settings(max_examples=200, database=None, derandomize=True)
    @given(st.integers(0, 10))
    def every_round(number: int) -> None:
        _two_ways(number)

    with pytest.raises(BaseExceptionGroup) as raised:
        every_round()
    return raised.value


def test_a_group_of_two_distinct_failures_is_two_defects_with_their_clauses() -> None:
    group = _failing_two_ways()
    assert len(group.exceptions) == 2
    defects = defects_of(group, "nj-2024")
    assert sorted(d.clauses for d in defects) == [("13:69F-2.7(b)",), ("13:69F-2.9(c)",)]
    assert sorted(d.message.split(":")[0] for d in defects) == ["2.7(b)", "2.9(c)"]


def test_a_member_that_names_no_clause_is_still_a_defect() -> None:
    group = ExceptionGroup("two", [PropertyViolation("2.9(c): paid 1 to 1"), ValueError("boom")])
    defects = defects_of(group, "nj-2024")
    assert [d.clauses for d in defects] == [("13:69F-2.9(c)",), ("",)]
    assert defects[1].message == "boom"


FEATURE = """\
@section:19:47-2.9
Feature: 19:47-2.9 Insurance (group test)

  @clause:13:69F-2.9(c) @edition:nj-2024
  Rule: 13:69F-2.9(c) in nj-2024
    (the quote)

    @property
    Scenario: Every round settles insurance and blackjacks as the rules require
      Then a property that fails two distinct ways
"""

CONFTEST = """\
from hypothesis import given, settings
from hypothesis import strategies as st
from pytest_bdd import then

from tests.steps.test_exception_group import _two_ways


@then("a property that fails two distinct ways")
def _() -> None:
    @settings(max_examples=200, database=None, derandomize=True)
    @given(st.integers(0, 10))
    def every_round(number: int) -> None:
        _two_ways(number)

    every_round()
"""


def test_the_group_reaches_results_and_findings_as_its_defects(tmp_path: Path) -> None:
    (tmp_path / "conftest.py").write_text(CONFTEST, encoding="utf-8")
    process, records = run_features(
        tmp_path, "--edition", "nj-2024", "--adapter", "reference", feature=FEATURE
    )
    (result,) = [r for r in records if r["event"] == "result"]
    assert result["verdict"] == "fail", process.stdout
    failure = result["failure"]
    assert sorted(failure["clauses"]) == ["13:69F-2.7(b)", "13:69F-2.9(c)"]
    assert sorted(tuple(d["clauses"]) for d in failure["defects"]) == [
        ("13:69F-2.7(b)",),
        ("13:69F-2.9(c)",),
    ]
    results = build_results(records)
    (scenario,) = [s for s in results["scenarios"] if s["verdict"] == "fail"]
    assert sorted(tuple(d["clauses"]) for d in scenario["failure"]["defects"]) == [
        ("13:69F-2.7(b)",),
        ("13:69F-2.9(c)",),
    ]
    assert sorted(tuple(f["clauses"]) for f in results["findings"]) == [
        ("13:69F-2.7(b)",),
        ("13:69F-2.9(c)",),
    ]
