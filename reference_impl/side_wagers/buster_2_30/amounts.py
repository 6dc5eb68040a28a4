"""The amounts of Buster Blackjack's pay tables that `bjkit impact` compares between editions:
every cell of 2.30(g) and of the Free Bonus's 2.30(i), described and cited."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from typing import cast

from reference_impl.side_wagers.buster_2_30.tables import BUSTER_TABLE, FREE_BONUS_TABLE
from reference_impl.side_wagers.buster_2_30.thresholds import MOST_CARDS_ROW
from reference_impl.wager_model import PrintedAmount
from regulations import Corpus
from regulations.paytables import PrintedOdds, read_table

__all__ = ["buster_amounts", "free_bonus_amounts"]


def _clause(corpus: Corpus, edition: str, path: str) -> str:
    return corpus.clause(f"{corpus.edition(edition).chapter}-{path}", edition=edition).id


def buster_amounts(corpus: Corpus, edition: str) -> Iterator[PrintedAmount]:
    """Every cell of 2.30(g) in `edition`, by pay table and cards in the dealer's busted hand."""
    clause = _clause(corpus, edition, "2.30(g)")
    for table, rows in read_table(corpus, edition, BUSTER_TABLE).items():
        for cards, cell in rows.items():
            odds = cast(PrintedOdds, cell)
            more = " or more" if int(cards) == MOST_CARDS_ROW else ""
            what = f"Buster, Paytable {table}, {cards}{more} cards"
            yield PrintedAmount(what, clause, odds.printed, str(odds.ratio))


def free_bonus_amounts(corpus: Corpus, edition: str) -> Iterator[PrintedAmount]:
    """Every fixed amount of 2.30(i) in `edition`, by pay table and cards."""
    clause = _clause(corpus, edition, "2.30(i)")
    for table, rows in read_table(corpus, edition, FREE_BONUS_TABLE).items():
        for cards, cell in rows.items():
            amount = cast(Decimal, cell)
            shown = f"${amount:,.2f}"
            yield PrintedAmount(
                f"Buster Free Bonus, Paytable {table}, {cards} cards", clause, shown, ""
            )
