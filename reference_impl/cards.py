"""Cards and their values (2.2).

A card is a small int, `rank * 4 + suit`, so that the hot path indexes precomputed tables instead
of building objects. Ranks run A, 2..9, T, J, Q, K (0..12); suits S, H, D, C (0..3).
"""

from __future__ import annotations

from collections.abc import Iterable

from reference_impl.clauses import implements
from reference_impl.errors import ShoeError

__all__ = [
    "ACE",
    "CARD_LABELS",
    "HARD_VALUE",
    "RANKS",
    "RANK_OF",
    "SUITS",
    "SUIT_OF",
    "TEN_VALUED",
    "ace_as_one_total",
    "card_label",
    "card_value",
    "parse_card",
    "parse_cards",
]

RANKS = "A23456789TJQK"
SUITS = "SHDC"
ACE = 0
CARD_LABELS: tuple[str, ...] = tuple(rank + suit for rank in RANKS for suit in SUITS)
RANK_OF: tuple[int, ...] = tuple(code // 4 for code in range(52))
SUIT_OF: tuple[int, ...] = tuple(code % 4 for code in range(52))
# Value with every ace counted as one; hands add ten for one ace when that stays within 21.
HARD_VALUE: tuple[int, ...] = tuple(min(rank + 1, 10) for rank in RANK_OF)
TEN_VALUED: tuple[bool, ...] = tuple(value == 10 for value in HARD_VALUE)
_BY_LABEL: dict[str, int] = {label: code for code, label in enumerate(CARD_LABELS)}


@implements("2.2(b)1", "2.2(b)2", "2.2(b)3i")
def card_value(card: int) -> int:
    """Value of one card under 2.2(b): face value 2 to 10, ten for J, Q, K, eleven for an ace.

    An ace counts eleven unless that would take the score over 21 (2.2(b)3i); `hands.score`
    applies that part, since it depends on the other cards.
    """
    return 11 if RANK_OF[card] == ACE else HARD_VALUE[card]


@implements("2.2(b)3ii")
def ace_as_one_total(first: int, second: int) -> int:
    """Point total of a player's initial two cards with every ace as one (2.2(b)3ii).

    Only the additional wager that 2.2(b)3ii cites (its decider, in its declaration) uses it; every
    other purpose counts the ace under 2.2(b)3i.
    """
    return HARD_VALUE[first] + HARD_VALUE[second]


def card_label(card: int) -> str:
    """The two-character label of a card, e.g. "AS", "TD"."""
    return CARD_LABELS[card]


def parse_card(text: str) -> int:
    """Read a card such as "AS", "9d", "TH" or "10H"; an unknown card names itself."""
    token = text.strip().upper()
    if token.startswith("10"):
        token = "T" + token[2:]
    code = _BY_LABEL.get(token)
    if code is None:
        raise ShoeError(
            f"unknown card {text!r}: a card is a rank (A, 2-9, T or 10, J, Q, K) "
            "followed by a suit (S, H, D, C)"
        )
    return code


def parse_cards(text: str | Iterable[str]) -> tuple[int, ...]:
    """Read cards separated by spaces or commas, or an iterable of card labels."""
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return tuple(parse_card(token) for token in tokens)
