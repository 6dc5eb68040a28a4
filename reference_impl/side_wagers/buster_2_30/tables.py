"""The pay tables of Buster Blackjack as the corpus prints them: the odds of 2.30(g) by the number
of cards in the dealer's busted hand (bare numbers under the heading 'all pays "to 1"'), and the
fixed amounts of the Free Bonus of 2.30(i)."""

from __future__ import annotations

import functools
from decimal import Decimal
from typing import cast

from reference_impl.side_wagers import rule_text
from regulations.paytables import Cells, Columns, PrintedOdds, Rows, TableShape

__all__ = ["BUSTER_TABLE", "FREE_BONUS_TABLE", "buster", "free_bonus"]

BUSTER_TABLE = TableShape(
    what="the Buster Blackjack pay tables",
    path="2.30(g)",
    columns=Columns.PAY_TABLES,
    rows=Rows.CARDS,
    cells=Cells.TO_ONE,
    must_say='all pays "to 1"',
)
# The source stops after the row of seven cards: only the rows the corpus holds are read.
FREE_BONUS_TABLE = TableShape(
    what="the Free Bonus pay tables",
    path="2.30(i)",
    columns=Columns.PAY_TABLES,
    rows=Rows.CARDS,
    cells=Cells.AMOUNT,
)


@functools.cache
def buster(edition: str) -> dict[str, dict[int, PrintedOdds]]:
    """2.30(g) in `edition`: pay table ("A" to "F") -> cards in the dealer's busted hand (8: "8
    or more") -> odds."""
    table = rule_text.table(edition, BUSTER_TABLE)
    return {
        name: {int(cards): cast(PrintedOdds, odds) for cards, odds in rows.items()}
        for name, rows in table.items()
    }


@functools.cache
def free_bonus(edition: str) -> dict[str, dict[int, Decimal]]:
    """2.30(i) in `edition`: pay table ("B1", "B3") -> cards in the dealer's busted hand -> the
    fixed amount."""
    table = rule_text.table(edition, FREE_BONUS_TABLE)
    return {
        name: {int(cards): cast(Decimal, amount) for cards, amount in rows.items()}
        for name, rows in table.items()
    }
