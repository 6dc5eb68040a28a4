"""The ledger: one entry per settled wager, exact to the cent, each citing its clause."""

from __future__ import annotations

import enum
from decimal import Decimal
from typing import TYPE_CHECKING

from reference_impl.money import ZERO, Odds, format_money

if TYPE_CHECKING:
    from reference_impl.wager_model import SideWagerKind

__all__ = ["Ledger", "LedgerEntry", "Result", "WagerKind"]


class WagerKind(enum.Enum):
    """The wagers of the base game; side wagers are declarations (`wager_model.SideWagerKind`)
    whose `value` is their name, so that a ledger entry reads either the same way."""

    MAIN = "main"  # 2.3(a)
    DOUBLE = "double"  # 2.10(a)
    SPLIT = "split"  # 2.11(a)
    INSURANCE = "insurance"  # 2.9


class Result(enum.Enum):
    WIN = "win"
    LOSE = "lose"
    VOID = "void"  # stand off: the stake is returned
    SURRENDER = "surrender"  # half the wager collected, half returned (2.8)
    CONSOLIDATED = "consolidated"  # insurance absorbed in the 2.7(c) consolidated net payout
    DEAD = "dead"  # a dead hand: the wager is returned (2.15(g), (i), (j)1)


class LedgerEntry:
    """One settled wager. `net` is what the player gains (positive) or loses (negative)."""

    __slots__ = (
        "box",
        "clause",
        "dealer_hand",
        "hand",
        "interpretation",
        "kind",
        "net",
        "odds",
        "player",
        "result",
        "stake",
    )

    def __init__(  # noqa: PLR0917 - positional on the hot path
        self,
        box: int,
        player: str,
        hand: int,
        kind: WagerKind | SideWagerKind,
        stake: Decimal,
        result: Result,
        odds: Odds | None,
        net: Decimal,
        clause: str,
        interpretation: str | None = None,
        dealer_hand: int | None = None,
    ) -> None:
        self.box = box
        self.player = player
        self.hand = hand
        self.kind = kind
        self.stake = stake
        self.result = result
        self.odds = odds
        self.net = net
        self.clause = clause
        self.interpretation = interpretation
        # The dealer's hand the wager was settled against, at a multiple action table (2.18).
        self.dealer_hand = dealer_hand

    def to_dict(self) -> dict[str, object]:
        # An enum member's `_value_` is its `value` without the descriptor call that `value`
        # costs: every outcome an adapter answers converts each entry of its ledger.
        kind, result, odds = self.kind, self.result, self.odds
        entry: dict[str, object] = {
            "box": self.box,
            "player": self.player,
            "hand": self.hand,
            "kind": kind._value_ if isinstance(kind, WagerKind) else kind.value,
            "stake": format_money(self.stake),
            "result": result._value_ if isinstance(result, Result) else result.value,
            "odds": None if odds is None else str(odds),
            "net": format_money(self.net),
            "clause": self.clause,
        }
        if self.interpretation is not None:
            entry["interpretation"] = self.interpretation
        if self.dealer_hand is not None:
            entry["dealer_hand"] = self.dealer_hand
        return entry

    def __repr__(self) -> str:
        return f"LedgerEntry({self.to_dict()!r})"


class Ledger:
    """The entries of one round, in the order the dealer settled them."""

    __slots__ = ("entries", "staked")

    def __init__(self) -> None:
        self.entries: list[LedgerEntry] = []
        self.staked: Decimal = ZERO  # every stake placed, for the balance check

    def player_net(self) -> Decimal:
        return sum((entry.net for entry in self.entries), ZERO)

    def house_net(self) -> Decimal:
        return -self.player_net()

    def returned_to_players(self) -> Decimal:
        """Stakes plus winnings handed back; it equals staked plus the players' net."""
        return sum((entry.stake + entry.net for entry in self.entries), ZERO)

    def is_balanced(self) -> bool:
        """Every stake placed is settled once, no entry returns less than nothing, and what the
        players got back is what they staked plus their net."""
        settled = sum((entry.stake for entry in self.entries), ZERO)
        no_negative_return = all(entry.stake + entry.net >= 0 for entry in self.entries)
        return (
            settled == self.staked
            and no_negative_return
            and self.returned_to_players() == self.staked + self.player_net()
        )
