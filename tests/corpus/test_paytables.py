"""Every cell of the pay tables of 2.17, as read from the corpus, against the printed tables typed
here by hand from each edition's source: a reading slip in `regulations.paytables` (a row shifted,
a "2.5" read as 2, a "5,000" read as 5) fails here."""

from __future__ import annotations

from fractions import Fraction

import pytest

from reference_impl.side_wagers.additional_2_17.tables import SAME_SUIT_TABLE, SEVENS_TABLE
from regulations import Corpus
from regulations.errors import UnknownClauseError
from regulations.paytables import (
    Cell,
    PayTableError,
    PrintedOdds,
    parse_odds,
    read_table,
    read_tables_by_decks,
    row_key,
)


def same_suit_tables(corpus: Corpus, edition: str) -> dict[int, dict[int, dict[str, Cell]]]:
    """(e)2 read by the one reader in the shape the wager declares: decks -> option -> row."""
    return {
        decks: {int(option): rows for option, rows in table.items()}
        for decks, (_, table) in read_tables_by_decks(corpus, edition, SAME_SUIT_TABLE).items()
    }


def same_suit_clauses(corpus: Corpus, edition: str) -> dict[int, str]:
    return {
        decks: clause
        for decks, (clause, _) in read_tables_by_decks(corpus, edition, SAME_SUIT_TABLE).items()
    }


def sevens_table(corpus: Corpus, edition: str) -> dict[str, Cell]:
    """(e)3 read in the shape the wager declares; none in an edition without the clause."""
    try:
        return read_table(corpus, edition, SEVENS_TABLE).get("", {})
    except UnknownClauseError:
        return {}


# Decks -> (King and queen row, Any two cards row), options 1 to 4 (three at eight decks), as
# printed in 19:47-2.17(e)2i to v of the 1996 supplement.
SAME_SUIT_1996 = {
    1: (("50", "10", "5", "25"), ("2.5", "3", "3", "2.5")),
    2: (("10", "5", "25", "20"), ("3", "3", "2.5", "2.5")),
    4: (("5", "25", "20", "50"), ("3", "2.5", "2.5", "2")),
    6: (("5", "25", "20", "15"), ("3", "2.5", "2.5", "2.5")),
    8: (("5", "25", "50"), ("3", "2.5", "2")),
}
# The 2004 text prints single-deck Option 1 King and queen as 5 to 1; every other cell as 1996.
SAME_SUIT_2004 = {**SAME_SUIT_1996, 1: (("5", "10", "5", "25"), ("2.5", "3", "3", "2.5"))}
# 13:69F-2.17(e)2 as current through 2024 prints 50 to 1 again.
SAME_SUIT_2024 = SAME_SUIT_1996
# nj-2024+bet-the-set carries 2.17 over from nj-2024 unchanged.
SAME_SUIT = {
    "nj-1996": SAME_SUIT_1996,
    "nj-2004": SAME_SUIT_2004,
    "nj-2024": SAME_SUIT_2024,
    "nj-2024+bet-the-set": SAME_SUIT_2024,
}

SEVENS = {
    "three-sevens-same-suit": 5000,
    "three-sevens-any-suit": 500,
    "two-sevens-same-suit": 100,
    "two-sevens-any-suit": 50,
    "one-seven": 3,
}


def _ratio(cell: Cell) -> Fraction:
    assert isinstance(cell, PrintedOdds)
    return cell.ratio


def _printed(cell: Cell) -> str:
    assert isinstance(cell, PrintedOdds)
    return cell.printed


@pytest.mark.parametrize("edition", sorted(SAME_SUIT))
def test_every_same_suit_cell_is_read_as_printed(corpus: Corpus, edition: str) -> None:
    tables = same_suit_tables(corpus, edition)
    assert sorted(tables) == [1, 2, 4, 6, 8]
    for decks, (king_queen, any_two) in SAME_SUIT[edition].items():
        options = tables[decks]
        assert sorted(options) == list(range(1, len(king_queen) + 1)), (edition, decks)
        for number, (kq, two) in enumerate(zip(king_queen, any_two, strict=True), start=1):
            cell = options[number]
            assert _ratio(cell["king-and-queen"]) == Fraction(kq), (edition, decks, number)
            assert _ratio(cell["any-two-cards"]) == Fraction(two), (edition, decks, number)
            assert set(cell) == {"king-and-queen", "any-two-cards"}


def test_single_deck_option_1_differs_between_editions(corpus: Corpus) -> None:
    printed = [
        _printed(same_suit_tables(corpus, edition)[1][1]["king-and-queen"])
        for edition in ("nj-1996", "nj-2004", "nj-2024")
    ]
    assert printed == ["50 to 1", "5 to 1", "50 to 1"]


@pytest.mark.parametrize("edition", ["nj-2004", "nj-2024", "nj-2024+bet-the-set"])
def test_every_sevens_line_is_read_as_printed(corpus: Corpus, edition: str) -> None:
    table = sevens_table(corpus, edition)
    assert list(table) == list(SEVENS)  # highest line first, as printed
    for line, odds in SEVENS.items():
        assert _ratio(table[line]) == odds, (edition, line)


def test_the_1996_text_has_no_sevens_wager(corpus: Corpus) -> None:
    assert sevens_table(corpus, "nj-1996") == {}


def test_each_deck_count_names_its_paragraph(corpus: Corpus) -> None:
    assert same_suit_clauses(corpus, "nj-2024") == {
        1: "13:69F-2.17(e)2i",
        2: "13:69F-2.17(e)2ii",
        4: "13:69F-2.17(e)2iii",
        6: "13:69F-2.17(e)2iv",
        8: "13:69F-2.17(e)2v",
    }


def test_odds_are_read_exactly() -> None:
    assert parse_odds("2.5 to 1").ratio == Fraction(5, 2)
    assert parse_odds("5,000 to 1").ratio == 5000
    assert parse_odds("5,000 to 1").printed == "5,000 to 1"
    with pytest.raises(PayTableError, match="not odds"):
        parse_odds("even money")


def test_row_labels_become_keys() -> None:
    assert row_key("King and Queen") == "king-and-queen"
    assert row_key("Two sevens of the same suit (initial two cards)") == "two-sevens-same-suit"
    assert row_key("One Seven (initial card)") == "one-seven"
