"""Shared helpers of the craps engine tests: a table on forced dice and the entry of one bet."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from reference_impl.craps import CrapsLedgerEntry, CrapsOptions, CrapsTable, CrapsWager

__all__ = ["after_point", "entry_of", "new_table", "place"]


def new_table(rolls: Sequence[str], **options: Any) -> CrapsTable:
    """A table on `rolls` (forced dice) with the default house options except `options`."""
    return CrapsTable(CrapsOptions(**options), rolls)


def after_point(point_roll: str, rolls: Sequence[str], **options: Any) -> CrapsTable:
    """A table whose come out roll `point_roll` has been thrown (a come out point stands) and
    whose next rolls are `rolls`."""
    table = new_table([point_roll, *rolls], **options)
    table.roll()
    assert table.point is not None and not table.come_out_next
    return table


def entry_of(table: CrapsTable, bet_id: int) -> CrapsLedgerEntry | None:
    """The ledger entry of bet `bet_id`, or None while it is undecided."""
    found = [entry for entry in table.ledger.entries if entry.bet == bet_id]
    assert len(found) <= 1, f"bet {bet_id} decided more than once: {found}"
    return found[0] if found else None


def place(table: CrapsTable, wager: CrapsWager, amount: object, **kwargs: Any) -> int:
    """Place one wager that makes one bet; its id."""
    (bet_id,) = table.place(wager, amount, **kwargs)
    return bet_id
