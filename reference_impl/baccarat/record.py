"""What a Baccarat-Punto Banco table records: the transcript (an event for every card and every
resolution, each citing its clause) and the ledger (an entry for every payment and collection,
exact Decimal, each citing its clause)."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from decimal import Decimal

from reference_impl.money import ZERO, Odds, format_money

__all__ = [
    "Entry",
    "EntryKind",
    "Event",
    "Ledger",
    "Result",
    "Side",
    "WagerKind",
]


class Side(enum.Enum):
    """The two hands of a round (19:47-3.2(a))."""

    PLAYER = "player"
    BANKER = "banker"


class WagerKind(enum.Enum):
    """The three wagers 19:47-3.2(a) permits."""

    BANKER = "banker"  # 3.2(a)1, the "Banker's Hand"
    PLAYER = "player"  # 3.2(a)2, the "Player's Hand"
    TIE = "tie"  # 3.2(a)3, the "Tie Bet"


class Result(enum.Enum):
    """How 19:47-3.2(a) decides a wager."""

    WIN = "win"
    LOSE = "lose"
    VOID = "void"  # the stake is returned (3.2(a)1iii, 2iii)


class EntryKind(enum.Enum):
    """A payment or collection: a wager settled, or a vigorish collected (19:47-3.3(c))."""

    SETTLEMENT = "settlement"
    VIGORISH = "vigorish"


@dataclass(frozen=True, slots=True)
class Event:
    """One transcript event; `seq` counts from 1 over the table's life."""

    seq: int
    kind: str
    clause: str
    note: str = ""
    card: str | None = None
    side: Side | None = None
    player: str | None = None
    interpretation: str | None = None

    def to_dict(self) -> dict[str, object]:
        """The event as plain data, without its empty fields."""
        data: dict[str, object] = {"seq": self.seq, "kind": self.kind, "clause": self.clause}
        optional = {
            "note": self.note or None,
            "card": self.card,
            "side": None if self.side is None else self.side.value,
            "player": self.player,
            "interpretation": self.interpretation,
        }
        data.update({key: value for key, value in optional.items() if value is not None})
        return data


@dataclass(frozen=True, slots=True)
class Entry:
    """One payment or collection. `net` is what the player gains (positive) or pays (negative);
    a settlement's `stake` is the wager settled, a vigorish entry's stake is zero."""

    round_number: int
    player: str
    kind: EntryKind
    wager: WagerKind | None
    stake: Decimal
    result: Result | None
    odds: Odds | None
    net: Decimal
    clause: str
    interpretation: str | None = None

    def to_dict(self) -> dict[str, object]:
        """The entry as plain data; amounts as two-decimal strings."""
        return {
            "round": self.round_number,
            "player": self.player,
            "kind": self.kind.value,
            "wager": None if self.wager is None else self.wager.value,
            "stake": format_money(self.stake),
            "result": None if self.result is None else self.result.value,
            "odds": None if self.odds is None else str(self.odds),
            "net": format_money(self.net),
            "clause": self.clause,
            "interpretation": self.interpretation,
        }


class Ledger:
    """Every payment and collection of a table, in the order made, and the stakes placed."""

    __slots__ = ("entries", "staked")

    def __init__(self) -> None:
        self.entries: list[Entry] = []
        self.staked: Decimal = ZERO  # every stake on the layout at "No More Bets"

    def add(self, entry: Entry) -> None:
        """Record a payment or collection."""
        self.entries.append(entry)

    def player_net(self, player: str | None = None) -> Decimal:
        """What the players (or one player) gained, vigorish paid included."""
        return sum(
            (e.net for e in self.entries if player is None or e.player == player),
            ZERO,
        )

    def house_net(self) -> Decimal:
        """What the house gained: the players' net, negated."""
        return -self.player_net()

    def vigorish_collected(self, player: str | None = None) -> Decimal:
        """The vigorish collected so far (a positive amount)."""
        return -sum(
            (
                e.net
                for e in self.entries
                if e.kind is EntryKind.VIGORISH and (player is None or e.player == player)
            ),
            ZERO,
        )

    def is_balanced(self) -> bool:
        """Every stake placed is settled once; no settlement returns less than nothing, a void
        returns the stake exactly and a loss takes it all; a vigorish is a collection."""
        settlements = [e for e in self.entries if e.kind is EntryKind.SETTLEMENT]
        settled = sum((e.stake for e in settlements), ZERO)
        shapes = all(
            (e.result is Result.WIN and e.net > 0)
            or (e.result is Result.LOSE and e.net == -e.stake)
            or (e.result is Result.VOID and e.net == 0)
            for e in settlements
        )
        collections = all(
            e.net < 0 and e.stake == 0 for e in self.entries if e.kind is EntryKind.VIGORISH
        )
        return settled == self.staked and shapes and collections
