"""The rounds a failing scenario leaves behind, saved for `bjkit replay`.

A failure keeps its round (`failure_case`): a property's counterexample, or an example's stacked
round played again on the reference engine; and each distinct defect it shows with its own
minimal round (`failure_defects`): a property's as it found them, an example's from the game's
and the reference's outcomes of its kept round (suite.run.filing). A failure that names no clause
stays with the Rule that hosts it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from suite.harness.property_runner import defects_of
from suite.harness.round_under_test import ROUND_UNDER_TEST
from suite.run.collection import scenario_of, scenario_title
from suite.run.failure_cases import RoundCase, prepare_case, save_case
from suite.run.filing import example_defects

__all__ = ["failure_case", "failure_defects"]


def failure_case(item: pytest.Item, error: BaseException | None) -> dict[str, Any] | None:
    """The failing round, saved for `bjkit replay`: the property's counterexample, or the
    example's stacked round; None for a scenario that played neither."""
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


def failure_defects(
    item: pytest.Item,
    error: BaseException | None,
    edition: str,
    example: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The clauses a failure breaks (as `edition` cites them) and each distinct defect with its
    own minimal round, each case saved for `bjkit replay` (suite.harness.checks.Defect): a
    property's, as it found them; an example's, from the game's and the reference's outcomes of
    its kept round `example`; nothing for a failure that names none."""
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


def _example_case(item: pytest.Item) -> dict[str, Any] | None:
    """The example's stacked round as a case, played on the reference engine; None for a
    scenario that played no stacked round."""
    round_under_test = item.stash.get(ROUND_UNDER_TEST, None)
    if round_under_test is None or round_under_test.shoe is None:
        return None
    certification = round_under_test.certification
    outcome = round_under_test.result
    # The decisions applied, and those the scenario stated that a broken round never reached
    # (`RoundUnderTest.stated_decisions`), so that the case replays the scenario's whole round.
    decisions = round_under_test.stated_decisions()
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
    return prepare_case(case, certification.oracle, certification.cases_dir)
