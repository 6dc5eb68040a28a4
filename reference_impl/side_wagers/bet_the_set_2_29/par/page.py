"""The page of Bet the Set 21 in the par-sheet document (docs/PAR_SHEETS.md): the house edge by
pay table and decks, and the sheet of Paytable 2 at six decks."""

from __future__ import annotations

from reference_impl.wager_model import ParDetail, ParGrid, ParPart, ParRow

__all__ = ["BET_THE_SET_PAGE"]

_EDITION = "nj-2024+bet-the-set"


def _row(table: str) -> ParRow:
    return ParRow(
        label=f"Paytable {table}",
        kind="bet-the-set",
        options={
            "edition": _EDITION,
            "side_wagers": "bet-the-set",
            "side_wager_pay_tables": f"bet-the-set:{table}",
        },
    )


BET_THE_SET_PAGE: tuple[ParPart, ...] = (
    ParGrid(
        title="## Bet the Set 21 (13:69F-2.29(g)): house edge by pay table and decks",
        rows=tuple(_row(table) for table in "123456"),
    ),
    "A pair is two cards of one rank and Paytable 5's N/A suited pair is paid on the "
    "regular line (the tables' defaults); Paytable 1 pays no regular pair, and one deck has "
    "no suited pair. A negative edge is the player's advantage: Paytable 2 (25 and 10 to 1) "
    "favours the player from four decks on, a figure a lab reviewing a table of many decks "
    "at that pay table would want to see.\n",
    ParDetail(row=_row("2")),
)
