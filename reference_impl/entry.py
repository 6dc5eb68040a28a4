"""Entry restrictions between reshuffles (2.3(i) and (j))."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import TYPE_CHECKING

from reference_impl.clauses import implements
from reference_impl.errors import WagerError
from reference_impl.money import format_money
from reference_impl.options import EntryRestriction

if TYPE_CHECKING:
    from reference_impl.rules import TableRules
    from reference_impl.table_view import PlacedWager

__all__ = ["EntryHistory", "check_entry"]


@dataclass(frozen=True, kw_only=True)
class EntryHistory:
    """Who played since the last reshuffle, as far as 2.3(i) needs it.

    `newcomers` made no wager on the first round after the reshuffle; `sat_out` wagered on a
    round and then declined a later one; `reserved` left the table with a spot kept (2.3(j)).
    """

    newcomers: frozenset[str] = field(default_factory=frozenset)
    sat_out: frozenset[str] = field(default_factory=frozenset)
    reserved: frozenset[str] = field(default_factory=frozenset)


@implements("2.3(i)1", "2.3(i)2", "2.3(i)3", "2.3(i)4", "2.3(j)")
def check_entry(
    rules: TableRules,
    history: EntryHistory,
    wagers: Sequence[PlacedWager],
    cite: Callable[[str], str],
) -> None:
    """Apply the 2.3(i) options the table uses, uniformly to everyone (2.3(j)); a person whose
    spot was reserved on leaving is excepted from (i)3 and (i)4 (2.3(j))."""
    chosen = rules.entry_restrictions
    minimum = rules.table_minimum
    for wager in wagers:
        who = wager.who
        if who in history.newcomers:
            _apply(
                chosen,
                EntryRestriction.NO_ENTRY_UNTIL_RESHUFFLE,
                EntryRestriction.NEWCOMER_MINIMUM_UNTIL_RESHUFFLE,
                wager,
                minimum,
                cite,
                f"{who!r} made no wager on the first round after the reshuffle",
            )
        if who in history.sat_out and who not in history.reserved:
            _apply(
                chosen,
                EntryRestriction.NO_RETURN_AFTER_SITTING_OUT,
                EntryRestriction.MINIMUM_AFTER_SITTING_OUT,
                wager,
                minimum,
                cite,
                f"{who!r} declined to wager on a round after wagering",
            )


def _apply(  # noqa: PLR0917 - positional on the hot path
    chosen: frozenset[EntryRestriction],
    refuse: EntryRestriction,
    limit: EntryRestriction,
    wager: PlacedWager,
    minimum: Decimal,
    cite: Callable[[str], str],
    why: str,
) -> None:
    if refuse in chosen:
        raise WagerError(f"{why}: no wager until a reshuffle [{cite(refuse.clause)}]")
    if limit in chosen and wager.amount != minimum:
        raise WagerError(
            f"{why}: only the table minimum {format_money(minimum)} until a reshuffle, "
            f"not {format_money(wager.amount)} [{cite(limit.clause)}]"
        )
