"""The certification report lists the exclusion clauses of the run's edition that disagree, and
those the sources cut off (I-offerings-disagreement)."""

from __future__ import annotations

from typing import Any

import jsonschema

from reports.html_report import render_report
from reports.results import build_results
from reports.summary import summary_lines
from tests.reports.test_results import SCHEMA, _complete_run

BET_THE_SET = "nj-2024+bet-the-set"


def _results(edition: str) -> dict[str, Any]:
    events = _complete_run()
    events[0] = {**events[0], "edition": edition}
    results = build_results(events)
    jsonschema.Draft7Validator(SCHEMA).validate(results)
    return results


def test_the_bet_the_set_run_lists_its_twenty_disagreements() -> None:
    results = _results(BET_THE_SET)
    found = results["exclusions"]["disagreements"]
    assert len(found) == 20
    texts = {d["text"] for d in found}
    assert "13:69F-2.20(l) lists 2.29; 13:69F-2.29(i) does not list 2.20" in texts
    assert "13:69F-2.22(l) lists its own section 2.22" in texts
    assert results["exclusions"]["cut_off"] == []
    page = render_report(results)
    assert "Exclusion clauses that disagree</h2>" in page
    assert "<li>13:69F-2.27(g) lists 2.22; 13:69F-2.22(l) does not list 2.27</li>" in page
    lines = summary_lines(results)
    assert any(line.startswith("  exclusion clauses: 20 disagreements in ") for line in lines)


def test_a_2024_run_lists_no_disagreement_and_the_cut_off_2_18a() -> None:
    results = _results("nj-2024")
    assert results["exclusions"]["disagreements"] == []
    assert [c["clause"] for c in results["exclusions"]["cut_off"]] == ["13:69F-2.18(a)"]
    page = render_report(results)
    assert "<code>13:69F-2.18(a)</code>: The source stops mid-sentence" in page
    assert not any("exclusion clauses" in line for line in summary_lines(results))


def test_a_results_document_without_the_section_still_renders() -> None:
    results = _results("nj-1996")
    assert results["exclusions"] == {"disagreements": [], "cut_off": []}
    del results["exclusions"]
    jsonschema.Draft7Validator(SCHEMA).validate(results)
    assert "None: no two exclusion clauses of the edition disagree." in render_report(results)
