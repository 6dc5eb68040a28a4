"""Exact outcome counts of the additional wagers of 2.17 decided on the player's initial cards:
over or under 13 (2.17(b)1, (b)2, (c)), same suit (2.17(b)3, (e)2) and sevens (2.17(b)4, (e)3),
over ordered sequences of distinct physical cards of a full shoe
(`reference_impl.par.initial_cards`). Written from the counting, not from the engine's rule
functions; the tests check both agree on one deck."""

from __future__ import annotations

from fractions import Fraction

from reference_impl.par.initial_cards import (
    ACE_AS_ONE_VALUES,
    RANKS,
    SUITS,
    cards_of_value,
    three_card_sequences,
    two_card_sequences,
)

__all__ = [
    "OverUnderCounts",
    "SameSuitCounts",
    "SevensCounts",
    "over_under_counts",
    "same_suit_counts",
    "sevens_counts",
]


class OverUnderCounts:
    """Ordered two-card sequences by their total with every ace as one (2.2(b)3ii)."""

    def __init__(self, over: int, thirteen: int, under: int, decks: int) -> None:
        self.over, self.thirteen, self.under, self.decks = over, thirteen, under, decks

    def probability(self, count: int) -> Fraction:
        return Fraction(count, two_card_sequences(self.decks))


def over_under_counts(decks: int) -> OverUnderCounts:
    over = thirteen = under = 0
    for first in ACE_AS_ONE_VALUES:
        for second in ACE_AS_ONE_VALUES:
            ways = cards_of_value(first, decks) * (
                cards_of_value(second, decks) - (first == second)
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
    per_suit = RANKS * decks
    suited = SUITS * per_suit * (per_suit - 1)
    king_queen = SUITS * 2 * decks * decks  # either order; a king and a queen are never one card
    return SameSuitCounts(
        king_queen, suited - king_queen, two_card_sequences(decks) - suited, decks
    )


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
    sevens = SUITS * decks
    suited_two = SUITS * decks * (decks - 1)  # a seven, then a seven of its suit
    two = sevens * (sevens - 1)
    after_two = cards - 2
    lines: dict[str, int] = {}
    if third_card:
        suited_three = SUITS * decks * (decks - 1) * (decks - 2)
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
