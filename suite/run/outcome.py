"""A scenario's verdict, recorded on its pytest report as it ends.

The verdict is pytest's outcome read as the kit's (suite.run.verdicts): a failure the adapter
caused is an error, never a fail; a declared failure is excused by the vendor's expectations
(suite.run.expectations.excuse), except where certification requires the capability it lacks. A
failure keeps its details, its round and its defects (suite.run.failure_rounds). Everything is
attached to the report's user properties (`verdict`, `scenario`, `failure`, `expectation`), which
pytest-xdist carries from a worker to the controller, where the results log writes it.
"""

from __future__ import annotations

import json

import pytest

from suite.run.adapter_streak import AdapterErrorStreak
from suite.run.certification import RequiredCapabilityMissing
from suite.run.expectations import Expectations, excuse
from suite.run.failure_rounds import failure_case, failure_defects
from suite.run.results_log import scenario_facts, verdict_of_report
from suite.run.verdicts import Verdict, is_adapter_error

__all__ = ["DETAILS_LIMIT", "record_outcome"]

# The characters of a failure's details kept in the results.
DETAILS_LIMIT = 20_000


def record_outcome(
    item: pytest.Item,
    call: pytest.CallInfo[None],
    report: pytest.TestReport,
    *,
    edition: str,
    expectations: Expectations | None,
    streak: AdapterErrorStreak,
) -> None:
    """Attach the verdict of the scenario `item` to `report`, once per phase that decides it
    (the call, or a setup or teardown that did not pass), and count it in the `streak` of
    adapter errors."""
    if report.when != "call" and report.outcome == "passed":
        return
    error = call.excinfo.value if call.excinfo is not None else None
    verdict = verdict_of_report(report)
    if report.failed and error is not None and is_adapter_error(error):
        verdict = Verdict.ERROR
    streak.count(verdict, error)
    facts = scenario_facts(item)
    required = isinstance(error, RequiredCapabilityMissing)
    case = failure_case(item, error) if report.failed else None
    defects = failure_defects(item, error, edition, case) if report.failed else {}
    if expectations is not None and not required:
        verdict, entry = excuse(verdict, facts, expectations, defects.get("clauses", []))
        if entry is not None:
            report.user_properties.append(("expectation", json.dumps(entry)))
    if report.failed:
        failure = {"details": report.longreprtext[:DETAILS_LIMIT], "case": case, **defects}
        report.user_properties.append(("failure", json.dumps(failure, default=str)))
    report.user_properties.append(("verdict", verdict))
    report.user_properties.append(("scenario", json.dumps(facts)))
