"""The page of Buster Blackjack in the par-sheet document (docs/PAR_SHEETS.md): the house edge by
pay table and decks, with the Free Bonus at a $5.00 wager, and the sheet of Paytable A with the
Free Bonus B1 at six decks."""

from __future__ import annotations

from reference_impl.wager_model import ParDetail, ParGrid, ParPart, ParRow

__all__ = ["BUSTER_PAGE"]

_NJ_2024 = "nj-2024"


def _row(label: str, offered: str, tables: str) -> ParRow:
    return ParRow(
        label=label,
        kind="buster",
        options={"edition": _NJ_2024, "side_wagers": offered, "side_wager_pay_tables": tables},
    )


def _with_bonus(bonus: str) -> ParRow:
    return _row(
        f"Paytable A, {bonus}", "buster,buster-free-bonus", f"buster:A,buster-free-bonus:{bonus}"
    )


BUSTER_PAGE: tuple[ParPart, ...] = (
    ParGrid(
        title="## Buster Blackjack (13:69F-2.30(g)): house edge by pay table and decks",
        rows=tuple(_row(f"Paytable {table}", "buster", f"buster:{table}") for table in "ABCDEF"),
    ),
    ParGrid(
        title="With the Free Bonus (2.30(h), (i)) at a $5.00 wager",
        rows=tuple(_with_bonus(bonus) for bonus in ("B1", "B3")),
    ),
    ParDetail(row=_with_bonus("B1")),
)
