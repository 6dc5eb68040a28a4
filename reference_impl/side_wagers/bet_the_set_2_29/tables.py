"""The pay tables of Bet the Set 21 as the corpus prints them: 2.29(g), pay tables 1 to 6 by
regular pair and suited pair, "N/A" where a table pays nothing on a line."""

from __future__ import annotations

import functools
from typing import cast

from reference_impl.side_wagers import rule_text
from regulations.paytables import Columns, PrintedOdds, TableShape

__all__ = ["BET_THE_SET_TABLE", "bet_the_set"]

BET_THE_SET_TABLE = TableShape(
    what="the Bet the Set pay tables",
    path="2.29(g)",
    columns=Columns.PAY_TABLES,
    not_available=True,
)


@functools.cache
def bet_the_set(edition: str) -> dict[str, dict[str, PrintedOdds | None]]:
    """2.29(g) in `edition`: pay table -> "regular-pair" / "suited-pair" -> odds or None (N/A)."""
    table = rule_text.table(edition, BET_THE_SET_TABLE)
    return {name: cast(dict[str, PrintedOdds | None], rows) for name, rows in table.items()}
