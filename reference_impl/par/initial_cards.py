"""What the exact outcome counts of the wagers decided on the player's initial cards share (each
wager's own counts are beside its declaration, `reference_impl.side_wagers.*.counts`).

Each count is of ordered sequences of distinct physical cards from a full shoe of `decks` decks
(N = 52 x decks), so a probability is the count over N(N-1) for two cards and N(N-1)(N-2) for
three. The player's cards are the shoe's first cards in effect: the cards dealt to the dealer and
other players between them are unseen, and a shuffled shoe is exchangeable. These are written
from the counting, not from the engine's rule functions; the tests check both agree on one deck.
"""

from __future__ import annotations

__all__ = [
    "ACE_AS_ONE_VALUES",
    "RANKS",
    "SUITS",
    "cards_of_value",
    "three_card_sequences",
    "two_card_sequences",
]

SUITS = 4
RANKS = 13
ACE_AS_ONE_VALUES = range(1, 11)


def cards_of_value(value: int, decks: int) -> int:
    """Cards of a value with the ace as one: four ranks are worth ten (T, J, Q, K)."""
    return SUITS * decks * (4 if value == 10 else 1)


def two_card_sequences(decks: int) -> int:
    cards = 52 * decks
    return cards * (cards - 1)


def three_card_sequences(decks: int) -> int:
    cards = 52 * decks
    return cards * (cards - 1) * (cards - 2)
