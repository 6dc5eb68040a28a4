"""The certification report's par-sheet section: each side wager the certified table offers, at
its pay tables, with exact probabilities worked out here by hand. The report renders the par
sheets the results document holds (`results["par_sheets"]`), and computes none itself."""

from __future__ import annotations

from typing import Any

import pytest

from reference_impl.catalog import rules_from_mapping
from reference_impl.par import PAR_WAGERS, par_sheet
from reports.html_report import render_report
from reports.par_sheets import sheet_of_json
from reports.results import build_results
from tests.reports.test_html_report import _section
from tests.reports.test_results import CERTIFY, _complete_run


def _document(table: dict[str, object]) -> dict[str, Any]:
    """The results document of a run at `table`, as `bjkit certify` builds it."""
    events = _complete_run()
    events[0] = {**CERTIFY, "table": table}
    return build_results(events)


def _page(table: dict[str, object]) -> str:
    return render_report(_document(table))


def test_a_table_offering_buster_with_the_free_bonus_shows_its_par_sheet() -> None:
    section = _section(
        _page({"decks": 6, "side_wagers": "buster,buster-free-bonus",
               "side_wager_pay_tables": "buster:A,buster-free-bonus:B3"}),
        "par-sheets",
    )  # fmt: skip
    assert "buster, Paytable A, Free Bonus B3, nj-2024, 6 decks" in section
    # The dealer's blackjack: an ace and a ten in either order, 2 x 24 x 96 / (312 x 311).
    assert "192/4043" in section
    assert "$5,000.00 Free Bonus (B3)" in section
    assert "House edge" in section and "Assumptions" in section


def test_a_same_suit_table_shows_its_option() -> None:
    section = _section(
        _page({"decks": 8, "side_wagers": "same-suit", "side_wager_pay_tables": "same-suit:2"}),
        "par-sheets",
    )
    assert "same-suit, option 2, nj-2024, 8 decks" in section
    # A suited king and queen: 4 suits x 2 orders x 8 x 8 out of 416 x 415 ordered pairs.
    assert "16/5395" in section  # 512 / 172,640


def test_a_table_without_side_wagers_says_so() -> None:
    section = _section(_page({"decks": 6}), "par-sheets")
    assert "offers no side wager with a par sheet" in section


def test_results_json_carries_the_par_sheets_of_the_table() -> None:
    events = _complete_run()
    table = dict(events[0]["table"])
    events[0] = {**CERTIFY, "table": {**table, "side_wagers": "over-under-13"}}
    document = build_results(events)
    assert [sheet["wager"] for sheet in document["par_sheets"]] == ["over-13", "under-13"]
    over = document["par_sheets"][0]
    # Six decks, ace as one: 3 and a ten either way, 2 x 24 x 96 = 4,608; 4-9, 5-8 and 6-7
    # either way, 6 x 24 x 24 = 3,456; 8,064 of 312 x 311 = 97,032 ordered pairs.
    thirteen = next(line for line in over["lines"] if line["outcome"] == "total of 13")
    assert thirteen["probability"] == "336/4043"


def test_the_report_shows_the_par_sheets_the_results_document_holds() -> None:
    """What the section shows comes from `results["par_sheets"]`: a document whose sheet says
    otherwise is shown as it says, and one without sheets shows none, whatever its table."""
    document = _document({"decks": 6, "side_wagers": "over-under-13"})
    over = document["par_sheets"][0]
    over["lines"][0]["outcome"] = "an outcome only this document names"
    section = _section(render_report(document), "par-sheets")
    assert "an outcome only this document names" in section
    document["par_sheets"] = []
    section = _section(render_report(document), "par-sheets")
    assert "offers no side wager with a par sheet" in section


def test_a_wager_without_a_par_sheet_at_the_table_is_noted_in_the_document_and_the_report() -> None:
    document = _document({"decks": 6, "side_wagers": "over-under-13"})
    assert "par_sheet_notes" not in document  # every wager of this table has its sheet
    document["par_sheet_notes"] = ["sevens: no par sheet at this table: (a note)"]
    section = _section(render_report(document), "par-sheets")
    assert "sevens: no par sheet at this table: (a note)" in section


@pytest.mark.parametrize("wager", sorted(PAR_WAGERS))
def test_a_par_sheet_reads_back_exactly_from_the_results_document(wager: str) -> None:
    """`sheet_of_json` gives back the very sheet `to_json` wrote: same fractions, same figures."""
    offering = PAR_WAGERS[wager][0]
    edition = "nj-2024+bet-the-set" if offering == "bet-the-set" else "nj-2024"
    mapping: dict[str, object] = {"edition": edition, "decks": 6, "side_wagers": offering}
    if offering == "buster":
        mapping = {
            **mapping,
            "side_wagers": "buster,buster-free-bonus",
            "side_wager_pay_tables": "buster:A,buster-free-bonus:B3",
        }
    sheet = par_sheet(wager, rules_from_mapping(mapping))
    assert sheet_of_json(sheet.to_json()) == sheet
