"""The dealer's completed hand for the Buster Blackjack wager (13:69F-2.30), by exact recursion
over the shoe's composition: the chance of a dealer's blackjack ((d)1), of a completed hand of 21
or less ((d)2), and of a bust in each number of cards ((e), (g)), the dealer drawing to a hard 17
to 21 or a soft 18 to 21 ((f)3).

The shoe is ten counts of values, ace (one) to ten; the dealer's hand is the next cards of a
shuffled shoe. Only the cards whose ranks are known are taken out first (`removed`): cards dealt
to the players and never looked at do not change the chance of the dealer's cards, because a
shuffled shoe is exchangeable.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from fractions import Fraction

__all__ = [
    "BUST_ROWS",
    "DEALER_BLACKJACK",
    "NO_BUST",
    "dealer_outcomes",
    "player_blackjack",
    "shoe_values",
    "ten_and_ace_removed",
]

DEALER_BLACKJACK = "dealer-blackjack"
NO_BUST = "dealer-21-or-less"
MOST_CARDS = 8  # the row "8 or more" of 2.30(g) and (i)
BUST_ROWS = tuple(range(3, MOST_CARDS + 1))


def bust_line(cards: int) -> str:
    return "bust-8-or-more-cards" if cards >= MOST_CARDS else f"bust-{cards}-cards"


def shoe_values(decks: int, removed: Sequence[int] = ()) -> tuple[int, ...]:
    """Counts of the values 1 (ace) to 10 in `decks` decks less the values in `removed`."""
    counts = [4 * decks] * 9 + [16 * decks]
    for value in removed:
        counts[value - 1] -= 1
        if counts[value - 1] < 0:
            raise ValueError(f"a shoe of {decks} decks has no more cards of value {value}")
    return tuple(counts)


def _must_draw(hard: int, ace: bool) -> bool:
    """2.30(f)3: the dealer draws until a hard 17 to 21 or a soft 18 to 21 (or a bust)."""
    soft = ace and hard + 10 <= 21
    total = hard + 10 if soft else hard
    return total < 17 or (total == 17 and soft)


@functools.cache
def _completion(
    counts: tuple[int, ...], hard: int, ace: bool, cards: int
) -> tuple[tuple[str, Fraction], ...]:
    if cards == 2 and ace and hard == 11:
        return ((DEALER_BLACKJACK, Fraction(1)),)
    if hard > 21:
        return ((bust_line(cards), Fraction(1)),)
    if cards >= 2 and not _must_draw(hard, ace):
        return ((NO_BUST, Fraction(1)),)
    remaining = sum(counts)
    outcome: dict[str, Fraction] = {}
    for index, count in enumerate(counts):
        if not count:
            continue
        after = (*counts[:index], count - 1, *counts[index + 1 :])
        value = index + 1
        chance = Fraction(count, remaining)
        for line, probability in _completion(after, hard + value, ace or value == 1, cards + 1):
            outcome[line] = outcome.get(line, Fraction(0)) + chance * probability
    return tuple(outcome.items())


def dealer_outcomes(counts: tuple[int, ...]) -> dict[str, Fraction]:
    """Every completed dealer hand from a shoe of `counts`: dealer's blackjack, 21 or less, or a
    bust in 3 to 7 cards or 8 or more; the probabilities add up to one."""
    found = dict(_completion(counts, 0, False, 0))
    lines = [DEALER_BLACKJACK, NO_BUST, *(bust_line(cards) for cards in BUST_ROWS)]
    return {line: found.get(line, Fraction(0)) for line in lines}


def ten_and_ace_removed(decks: int) -> tuple[int, ...]:
    """The shoe after the player's blackjack (an ace and a ten-valued card) is dealt."""
    return shoe_values(decks, (1, 10))


def player_blackjack(decks: int) -> Fraction:
    """The chance that the player's initial two cards are an ace and a ten-valued card."""
    cards = 52 * decks
    return Fraction(2 * 4 * decks * 16 * decks, cards * (cards - 1))
