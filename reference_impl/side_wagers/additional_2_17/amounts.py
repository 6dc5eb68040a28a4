"""The amounts of 2.17's pay tables that `bjkit impact` compares between editions: every cell of
the same-suit tables of (e)2 and of the sevens lines of (e)3, described and cited."""

from __future__ import annotations

from collections.abc import Iterator
from typing import cast

from reference_impl.side_wagers.additional_2_17.tables import SAME_SUIT_TABLE, SEVENS_TABLE
from reference_impl.wager_model import PrintedAmount
from regulations import Corpus
from regulations.paytables import PrintedOdds, read_table, read_tables_by_decks

__all__ = ["same_suit_amounts", "sevens_amounts"]


def same_suit_amounts(corpus: Corpus, edition: str) -> Iterator[PrintedAmount]:
    """Every cell of (e)2 in `edition`, by deck count, option and row."""
    for decks, (clause, table) in read_tables_by_decks(corpus, edition, SAME_SUIT_TABLE).items():
        for option, rows in table.items():
            for row, cell in rows.items():
                odds = cast(PrintedOdds, cell)
                what = f"same suit, {decks} deck(s), option {option}, {row}"
                yield PrintedAmount(what, clause, odds.printed, str(odds.ratio))


def sevens_amounts(corpus: Corpus, edition: str) -> Iterator[PrintedAmount]:
    """Every line of (e)3 in `edition`."""
    clause = corpus.clause(f"{corpus.edition(edition).chapter}-2.17(e)3", edition=edition).id
    for line, cell in read_table(corpus, edition, SEVENS_TABLE).get("", {}).items():
        odds = cast(PrintedOdds, cell)
        yield PrintedAmount(f"sevens, {line}", clause, odds.printed, str(odds.ratio))
