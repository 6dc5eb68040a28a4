"""The certification report's par-sheet section: each side wager the certified table offers, at
its pay tables, with exact probabilities worked out here by hand."""

from __future__ import annotations

from reports.html_report import render_report
from reports.results import build_results
from tests.reports.test_html_report import _section, results, scenario
from tests.reports.test_results import CERTIFY, _complete_run


def _page(table: dict[str, object]) -> str:
    document = results([scenario("a blackjack against a 9 is paid 3 to 2")])
    document["run"]["table"] = table
    return render_report(document)


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
