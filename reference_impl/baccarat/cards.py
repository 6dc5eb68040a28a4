"""Cards' values at Baccarat-Punto Banco: the point count of 19:47-3.1 and the burn of 3.5(d).

The cards are the kit's card codes (`reference_impl.cards`: rank * 4 + suit, ranks A, 2..9, T,
J, Q, K as 0..12). Two different values are read off a rank: 3.1(b) counts tens and faces as
zero for a hand's point count, 3.5(d) counts them as ten for the burn.
"""

from __future__ import annotations

from collections.abc import Iterable

from reference_impl.cards import RANK_OF

__all__ = ["burn_value", "card_value", "hand_total", "point_of_total"]

_ACE = 0
_NINE = 8  # rank index of the 9


def card_value(card: int) -> int:
    """The "Value" of a card under 19:47-3.1(b): 2 to 9 their face value (3.1(b)1), any Ten, Jack,
    Queen or King zero (3.1(b)2), any ace one (3.1(b)3)."""
    rank = RANK_OF[card]
    if rank == _ACE:
        return 1  # 3.1(b)3
    if rank <= _NINE:
        return rank + 1  # 3.1(b)1
    return 0  # 3.1(b)2


def hand_total(cards: Iterable[int]) -> int:
    """The total of the values of a hand's cards (19:47-3.1(c), first sentence)."""
    return sum(card_value(card) for card in cards)


def point_of_total(total: int) -> int:
    """The Point Count of a total under 19:47-3.1(c): a two-digit total loses its left digit, the
    right digit is the Point Count."""
    return total % 10


def burn_value(card: int) -> int:
    """How many more cards the first card of a shoe burns under 19:47-3.5(d): "an additional amount
    of cards equal to the amount on the first card drawn ... Face cards and tens count as tens.
    Aces count as one." A different value from 3.1(b)'s, where tens and faces are zero."""
    rank = RANK_OF[card]
    return 1 if rank == _ACE else min(rank + 1, 10)
