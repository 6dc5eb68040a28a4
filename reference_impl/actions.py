"""Decisions a round asks for, and the actions that answer them."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from decimal import Decimal
from typing import NamedTuple

from reference_impl.errors import IllegalActionError
from reference_impl.money import format_money, parse_money

__all__ = ["Action", "ActionKind", "Prompt", "PromptKind", "parse_action", "parse_actions"]


class ActionKind(enum.Enum):
    HIT = "hit"
    STAND = "stand"
    DOUBLE = "double"
    SPLIT = "split"
    SURRENDER = "surrender"
    INSURE = "insure"
    NO_INSURANCE = "no-insurance"
    NO_DOUBLE = "no-double"  # another player on the box declines the caller's double (2.13(d))
    COVER = "cover"  # another player covers the new split hand (2.13(e))
    KEEP = "keep"  # ... or keeps the initial wager on the first hand
    MOVE = "move"  # ... or moves it to the second hand
    CHANGE_WAGER = "change-wager"  # never legal once the first card is out (2.3(c), (f), (g))
    WITHDRAW = "withdraw"
    ACCEPT_CARD = "accept-card"  # the exposed card drawn in error is taken as a hit (2.15(c))
    REFUSE_CARD = "refuse-card"  # ... or refused: no more cards this round (2.15(c))
    DEAL_LATER = "deal-later"  # the card missed is dealt after the other players (2.15(g), (i))
    DEAD_HAND = "dead-hand"  # ... or the hand is dead and the wager returned (2.15(g), (i))


class PromptKind(enum.Enum):
    PLAY = "play"  # 2.6(f), 2.11(c): the caller's decision on a hand
    INSURANCE = "insurance"  # 2.9(b)
    OTHER_PLAYER_DOUBLE = "other-player-double"  # 2.13(d)
    OTHER_PLAYER_SPLIT = "other-player-split"  # 2.13(e)
    EXPOSED_CARD = "exposed-card"  # 2.15(c): take the exposed card drawn in error, or refuse it
    MISSED_CARD = "missed-card"  # 2.15(g), (i): the card not dealt later, or a dead hand


_TAKES_AMOUNT = frozenset({ActionKind.DOUBLE, ActionKind.INSURE, ActionKind.CHANGE_WAGER})


@dataclass(frozen=True, slots=True)
class Action:
    """A decision; `amount` is for a double for less or an insurance amount (None: the most
    allowed)."""

    kind: ActionKind
    amount: Decimal | None = None

    def __str__(self) -> str:
        if self.amount is None:
            return self.kind.value
        return f"{self.kind.value}:{format_money(self.amount)}"


class Prompt(NamedTuple):
    """What the round is waiting for: who decides, on which hand, and what is legal."""

    kind: PromptKind
    box: int
    hand: int
    player: str
    legal: tuple[ActionKind, ...]
    clause: str
    max_amount: Decimal | None = None
    spot: int | None = None  # the spot whose wager an insurance prompt asks about (2.18(d))

    def legal_tokens(self) -> tuple[str, ...]:
        return tuple(kind.value for kind in self.legal)

    def to_dict(self) -> dict[str, object]:
        """Whose decision, which, what is legal and the clause, as round records show it."""
        shown: dict[str, object] = {
            "kind": self.kind.value,
            "box": self.box,
            "hand": self.hand,
            "player": self.player,
            "legal": list(self.legal_tokens()),
            "clause": self.clause,
        }
        if self.spot is not None:
            shown["spot"] = self.spot
        return shown


def parse_action(token: str) -> Action:
    """Read "hit", "double", "double:5", "insure:2.50", "no-insurance", ..."""
    name, _, amount_text = token.strip().lower().partition(":")
    try:
        kind = ActionKind(name)
    except ValueError:
        known = tuple(kind.value for kind in ActionKind)
        raise IllegalActionError(
            f"unknown decision {token!r}", legal=known, clause="decision vocabulary"
        ) from None
    if not amount_text:
        return Action(kind)
    if kind not in _TAKES_AMOUNT:
        raise IllegalActionError(
            f"decision {token!r}: {name} takes no amount",
            legal=tuple(k.value for k in _TAKES_AMOUNT),
            clause="decision vocabulary",
        )
    return Action(kind, parse_money(amount_text, field=name))


def parse_actions(text: str) -> tuple[Action, ...]:
    return tuple(parse_action(token) for token in text.replace(",", " ").split())
