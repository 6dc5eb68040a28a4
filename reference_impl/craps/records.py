"""The craps table's transcript and ledger: every roll, point, decision and payment, each citing
its clause, in the order it happens."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from reference_impl.craps.wagers import CrapsWager
from reference_impl.ledger import Result
from reference_impl.money import ZERO, Odds, format_money

__all__ = ["CrapsEvent", "CrapsLedger", "CrapsLedgerEntry"]


@dataclass(frozen=True, slots=True)
class CrapsEvent:
    """One transcript event. `kind` is one of: "placed", "horn-high-broken-down", "called-on",
    "come-out-roll", "roll", "come-out-point", "come-point", "inactive", "decision",
    "next-roll-come-out". `roll` is the number of the roll it belongs to (0 before the first)."""

    seq: int
    kind: str
    clause: str
    roll: int
    bet: int | None = None
    dice: str | None = None
    total: int | None = None
    note: str | None = None
    interpretation: str | None = None

    def to_dict(self) -> dict[str, object]:
        return {
            name: getattr(self, name) for name in self.__slots__ if getattr(self, name) is not None
        }


@dataclass(frozen=True, slots=True)
class CrapsLedgerEntry:
    """One decided bet: `net` is what the player gains (positive) or loses (negative); a void
    bet's stake is returned with `net` zero (I-craps-void-returned)."""

    seq: int
    roll: int
    bet: int
    wager: CrapsWager
    number: int | None
    stake: Decimal
    result: Result
    odds: Odds | None
    net: Decimal
    clause: str
    interpretation: str | None = None

    def to_dict(self) -> dict[str, object]:
        entry: dict[str, object] = {
            "roll": self.roll,
            "bet": self.bet,
            "wager": self.wager.label,
            "stake": format_money(self.stake),
            "result": self.result.value,
            "net": format_money(self.net),
            "clause": self.clause,
        }
        if self.number is not None:
            entry["number"] = self.number
        if self.odds is not None:
            entry["odds"] = str(self.odds)
        if self.interpretation is not None:
            entry["interpretation"] = self.interpretation
        return entry


class CrapsLedger:
    """The entries of a table, in the order the bets were decided; `staked` counts every stake
    placed, so that the stakes on the layout plus the stakes decided make it."""

    __slots__ = ("entries", "staked")

    def __init__(self) -> None:
        self.entries: list[CrapsLedgerEntry] = []
        self.staked: Decimal = ZERO

    def player_net(self) -> Decimal:
        return sum((entry.net for entry in self.entries), ZERO)

    def decided_stakes(self) -> Decimal:
        return sum((entry.stake for entry in self.entries), ZERO)

    def is_balanced(self, on_layout: Decimal) -> bool:
        """Every stake placed is either decided once or still on the layout (`on_layout`), and no
        decided bet hands back less than nothing (a loss costs at most its stake)."""
        return self.decided_stakes() + on_layout == self.staked and all(
            entry.stake + entry.net >= 0 for entry in self.entries
        )
