"""Exact outcome counts of Bet the Set 21 (13:69F-2.29(d), (g)): the pairs of the player's first
two cards over ordered sequences of distinct physical cards of a full shoe
(`reference_impl.par.initial_cards`). Written from the counting, not from the engine's rule
functions; the tests check both agree on one deck."""

from __future__ import annotations

from fractions import Fraction

from reference_impl.par.initial_cards import (
    RANKS,
    SUITS,
    two_card_sequences,
)

__all__ = ["PairCounts", "pair_counts"]


class PairCounts:
    """Ordered two-card sequences that are a pair of one suit, a pair of two suits, or no pair;
    a pair is two cards of one rank, or with `same_value` of one point value (I-2.29d-pair)."""

    def __init__(self, suited: int, regular: int, none: int, decks: int) -> None:
        self.suited, self.regular, self.none, self.decks = suited, regular, none, decks

    def probability(self, count: int) -> Fraction:
        return Fraction(count, two_card_sequences(self.decks))


def pair_counts(decks: int, *, same_value: bool = False) -> PairCounts:
    # With `same_value`: nine values of one rank each (ace to nine) and the value ten of four
    # ranks; else thirteen ranks.
    groups = [SUITS * decks] * 9 + [SUITS * decks * 4] if same_value else [SUITS * decks] * RANKS
    pairs = sum(size * (size - 1) for size in groups)
    # Within a group, the cards of one suit: a quarter of the group.
    suited = sum(SUITS * (size // SUITS) * (size // SUITS - 1) for size in groups)
    return PairCounts(suited, pairs - suited, two_card_sequences(decks) - pairs, decks)
