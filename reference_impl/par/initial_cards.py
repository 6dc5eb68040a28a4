"""Exact outcome counts of the wagers decided on the player's initial cards: over or under 13
(2.17(b)1, (b)2, (c)), same suit (2.17(b)3, (e)2), sevens (2.17(b)4, (e)3) and Bet the Set 21
(2.29(d), (g)).

Each count is of ordered sequences of distinct physical cards from a full shoe of `decks` decks
(N = 52 x decks), so a probability is the count over N(N-1) for two cards and N(N-1)(N-2) for
three. The player's cards are the shoe's first cards in effect: the cards dealt to the dealer and
other players between them are unseen, and a shuffled shoe is exchangeable. These are written
from the counting, not from the engine's rule functions; the tests check both agree on one deck.
"""

from __future__ import annotations

from fractions import Fraction

__all__ = [
    "OverUnderCounts",
    "PairCounts",
    "SameSuitCounts",
    "SevensCounts",
    "over_under_counts",
    "pair_counts",
    "same_suit_counts",
    "sevens_counts",
]

_SUITS = 4
_RANKS = 13
_ACE_AS_ONE_VALUES = range(1, 11)


def _cards_of_value(value: int, decks: int) -> int:
    """Cards of a value with the ace as one: four ranks are worth ten (T, J, Q, K)."""
    return _SUITS * decks * (4 if value == 10 else 1)


def two_card_sequences(decks: int) -> int:
    cards = 52 * decks
    return cards * (cards - 1)


def three_card_sequences(decks: int) -> int:
    cards = 52 * decks
    return cards * (cards - 1) * (cards - 2)


class OverUnderCounts:
    """Ordered two-card sequences by their total with every ace as one (2.2(b)3ii)."""

    def __init__(self, over: int, thirteen: int, under: int, decks: int) -> None:
        self.over, self.thirteen, self.under, self.decks = over, thirteen, under, decks

    def probability(self, count: int) -> Fraction:
        return Fraction(count, two_card_sequences(self.decks))


def over_under_counts(decks: int) -> OverUnderCounts:
    over = thirteen = under = 0
    for first in _ACE_AS_ONE_VALUES:
        for second in _ACE_AS_ONE_VALUES:
            ways = _cards_of_value(first, decks) * (
                _cards_of_value(second, decks) - (first == second)
            )
            total = first + second
            if total > 13:
                over += ways
            elif total == 13:
                thirteen += ways
            else:
                under += ways
    return OverUnderCounts(over, thirteen, under, decks)


class SameSuitCounts:
    """Ordered two-card sequences of one suit: a king and a queen, any other two, and the rest."""

    def __init__(self, king_queen: int, other_suited: int, unsuited: int, decks: int) -> None:
        self.king_queen, self.other_suited, self.unsuited = king_queen, other_suited, unsuited
        self.decks = decks

    def probability(self, count: int) -> Fraction:
        return Fraction(count, two_card_sequences(self.decks))


def same_suit_counts(decks: int) -> SameSuitCounts:
    per_suit = _RANKS * decks
    suited = _SUITS * per_suit * (per_suit - 1)
    king_queen = _SUITS * 2 * decks * decks  # either order; a king and a queen are never one card
    return SameSuitCounts(
        king_queen, suited - king_queen, two_card_sequences(decks) - suited, decks
    )


class PairCounts:
    """Ordered two-card sequences that are a pair of one suit, a pair of two suits, or no pair;
    a pair is two cards of one rank, or with `same_value` of one point value (I-2.29d-pair)."""

    def __init__(self, suited: int, regular: int, none: int, decks: int) -> None:
        self.suited, self.regular, self.none, self.decks = suited, regular, none, decks

    def probability(self, count: int) -> Fraction:
        return Fraction(count, two_card_sequences(self.decks))


def pair_counts(decks: int, *, same_value: bool = False) -> PairCounts:
    if same_value:
        # Nine values of one rank each (ace to nine) and the value ten of four ranks.
        groups = [_SUITS * decks] * 9 + [_SUITS * decks * 4]
    else:
        groups = [_SUITS * decks] * _RANKS
    pairs = sum(size * (size - 1) for size in groups)
    # Within a group, the cards of one suit: a quarter of the group.
    suited = sum(_SUITS * (size // _SUITS) * (size // _SUITS - 1) for size in groups)
    return PairCounts(suited, pairs - suited, two_card_sequences(decks) - pairs, decks)


class SevensCounts:
    """Ordered three-card sequences by the lines of 2.17(e)3 under the kit's reading: the first
    card must be a seven (I-2.17e3-initial-card); with two sevens the third card counts only
    when the player's first election deals him one (`third_card`)."""

    def __init__(self, lines: dict[str, int], decks: int) -> None:
        self.lines, self.decks = lines, decks

    def probability(self, line: str) -> Fraction:
        return Fraction(self.lines[line], three_card_sequences(self.decks))


def sevens_counts(decks: int, *, third_card: bool = True) -> SevensCounts:
    cards = 52 * decks
    sevens = _SUITS * decks
    suited_two = _SUITS * decks * (decks - 1)  # a seven, then a seven of its suit
    two = sevens * (sevens - 1)
    after_two = cards - 2
    lines: dict[str, int] = {}
    if third_card:
        suited_three = _SUITS * decks * (decks - 1) * (decks - 2)
        three = sevens * (sevens - 1) * (sevens - 2)
        not_seven_third = cards - sevens  # the third card is none of the remaining sevens
        lines["three-sevens-same-suit"] = suited_three
        lines["three-sevens-any-suit"] = three - suited_three
        lines["two-sevens-same-suit"] = suited_two * not_seven_third
        lines["two-sevens-any-suit"] = (two - suited_two) * not_seven_third
    else:
        lines["three-sevens-same-suit"] = 0
        lines["three-sevens-any-suit"] = 0
        lines["two-sevens-same-suit"] = suited_two * after_two
        lines["two-sevens-any-suit"] = (two - suited_two) * after_two
    lines["one-seven"] = sevens * (cards - sevens) * after_two
    lines["no-seven-first"] = (cards - sevens) * (cards - 1) * after_two
    return SevensCounts(lines, decks)
