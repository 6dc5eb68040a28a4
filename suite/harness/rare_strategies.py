"""Rare situations of the main game reached on purpose at the `ci` profile (issue 27, Deliver 5).

A shuffled shoe deals a player's blackjack beside a dealer's 21 in four or more cards, or a
five-card 21 against a dealer's three-card 21, about once in thousands of rounds: never in the
hundred rounds of a `ci` run. Each situation here stacks the cards that make it (box 1's, the
other boxes', the dealer's up card, second card and draws) and lets hypothesis permute the rest
of the shoe; `suite.harness.strategies.targeted_rounds` composes the shoe for the table's hole-card
procedure. The dealer's hands are drawn from the hands 2.12(b) completes: every total before the
last card is below 17 (he draws), the last card makes exactly the wanted total, and his first two
cards are no blackjack.

Each situation is registered in `suite.harness.strategies.SITUATIONS` (and in `OTHER_BOXES` where it
deals to box 2); docs/RARE_SITUATIONS.md lists them with their clauses and scenarios, and
tests/steps/test_rare_situations.py plays a few draws of each on the reference engine and checks
the situation holds in the round dealt.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from hypothesis import strategies as st

from suite.harness.strategies import OTHER_BOXES, SITUATIONS, SUITS

__all__ = ["RARE_SITUATIONS", "dealer_hands_of", "hand_total"]

_TEN_RANKS = "TJQK"
# A card value (an ace as 1) -> the ranks of that value.
_RANKS_OF = {1: "A", **{v: str(v) for v in range(2, 10)}, 10: _TEN_RANKS}


def hand_total(values: Sequence[int]) -> int:
    """2.2(b)3i: the total of card values (an ace as 1), an ace counting eleven where that does
    not take the hand over 21."""
    total = sum(values)
    return total + 10 if 1 in values and total <= 11 else total


@functools.cache
def dealer_hands_of(
    count: int, total: int, up_values: tuple[int, ...]
) -> tuple[tuple[int, ...], ...]:
    """The card values of every dealer's hand of exactly `count` cards that 2.12(b) completes at
    `total`: an up card of `up_values`, no blackjack in the first two cards, each shorter hand
    (two cards on) below 17 so that he draws, and the last card making `total`."""
    found: list[tuple[int, ...]] = []

    def extend(values: tuple[int, ...]) -> None:
        if len(values) == count:
            if hand_total(values) == total:
                found.append(values)
            return
        if len(values) >= 2 and hand_total(values) >= 17:
            return  # he stands here (2.12(b)): no longer hand is his
        for value in range(1, 11):
            if len(values) == 1 and hand_total((*values, value)) == 21:
                continue  # a blackjack ends his hand at two cards
            extend((*values, value))

    for up in up_values:
        extend((up,))
    return tuple(found)


def _card(draw: st.DrawFn, value: int) -> str:
    return draw(st.sampled_from(_RANKS_OF[value])) + draw(st.sampled_from(SUITS))


def _one_of(draw: st.DrawFn, choices: Sequence[tuple[int, ...]]) -> tuple[int, ...]:
    # An index, not sampled_from: hypothesis would build the repr of the whole table.
    return choices[draw(st.integers(0, len(choices) - 1))]


def _dealer(draw: st.DrawFn, counts: Sequence[int], up_values: tuple[int, ...]) -> list[str]:
    count = draw(st.sampled_from(list(counts)))
    return [_card(draw, v) for v in _one_of(draw, dealer_hands_of(count, 21, up_values))]


def _dealt(
    box: Sequence[str],
    dealer: Sequence[str],
    draws: Sequence[str] = (),
    opening: Sequence[str] = (),
    **more: Any,
) -> dict[str, Any]:
    """A situation's parts (`suite.harness.strategies.targeted_rounds`)."""
    return {
        "box": tuple(box),
        "up": dealer[0],
        "second": dealer[1],
        "dealer_draws": tuple(dealer[2:]),
        "draws": tuple(draws),
        "opening": tuple(opening),
        **more,
    }


# Box 1's hard totals of two cards of 2 to 10 it stands on, 17 to 20.
_STANDING_PAIRS = tuple((a, b) for a in range(2, 11) for b in range(2, 11) if 17 <= a + b <= 20)
_ACE_OR_TEN = (1, 10)


@st.composite
def _natural_beside_dealer_long_21(draw: st.DrawFn) -> dict[str, Any]:
    """2.7(b), 2.3(a)3: box 2 has a blackjack against an ace or ten-valued card; box 1, first to
    play, stands on a hard 17 to 20, so the dealer completes his hand, which makes 21 in four or
    five cards. The blackjack is paid 3 to 2: the dealer's second card gave him no blackjack, and
    21 in two cards beats his 21 in more than two."""
    first, second = _one_of(draw, _STANDING_PAIRS)
    blackjack = draw(st.permutations([_card(draw, 1), _card(draw, 10)]))
    return _dealt(
        [_card(draw, first), _card(draw, second)],
        _dealer(draw, (4, 5), _ACE_OR_TEN),
        opening=("stand",),
        others={2: tuple(blackjack)},
    )


# Five cards of 2 to 6 totalling 21: none of them reaches 21 before the fifth.
_FIVE_CARD_21S = tuple(
    (a, b, c, d, 21 - a - b - c - d)
    for a in range(2, 7)
    for b in range(2, 7)
    for c in range(2, 7)
    for d in range(2, 7)
    if 2 <= 21 - a - b - c - d <= 6
)


@st.composite
def _five_card_21_against_three_card_21(draw: st.DrawFn) -> dict[str, Any]:
    """2.16(b): box 1 hits three times to 21 in five cards; the dealer makes 21 in three cards
    (void where the table offers 2.16, 2.3(b) otherwise)."""
    values = _one_of(draw, _FIVE_CARD_21S)
    cards = [_card(draw, v) for v in values]
    return _dealt(
        cards[:2],
        _dealer(draw, (3,), tuple(range(1, 11))),
        cards[2:],
        ("hit", "hit", "hit"),
    )


def _player_21s(count: int) -> tuple[tuple[int, ...], ...]:
    """Hands of `count` cards of 2 to 10 that are first 21 at the last card."""
    hands: list[tuple[int, ...]] = []

    def extend(values: tuple[int, ...]) -> None:
        total = sum(values)
        if len(values) == count:
            if total == 21:
                hands.append(values)
            return
        if len(values) >= 2 and total >= 21:
            return
        for value in range(2, 11):
            extend((*values, value))

    extend(())
    return tuple(hands)


_PLAYER_21S = {3: _player_21s(3), 4: _player_21s(4)}


@st.composite
def _twenty_ones_of_other_counts(draw: st.DrawFn) -> dict[str, Any]:
    """2.3(b): box 1 hits to 21 in three or four cards and the dealer makes 21 in three to five
    cards, never as many as box 1: equal scores, a stand-off whatever the number of cards (only
    21 in two cards beats a longer 21, 2.3(a)3, and five cards where 2.16 is offered)."""
    count = draw(st.sampled_from([3, 4]))
    cards = [_card(draw, v) for v in _one_of(draw, _PLAYER_21S[count])]
    dealer = _dealer(draw, [n for n in (3, 4, 5) if n != count], tuple(range(1, 11)))
    return _dealt(cards[:2], dealer, cards[2:], ("hit",) * (count - 2))


# Two cards of one value that split into hands of 9 to 11 with a second card of 4 to 9.
@st.composite
def _double_after_split_against_ace_or_ten(draw: st.DrawFn) -> dict[str, Any]:
    """2.10(a), (b), 2.11(d): box 1 splits a pair of 2 to 5; the first split hand's second card
    makes 9 to 11 and it doubles; the second split hand is the policy's. The dealer shows an ace
    or ten and half the time his second card gives him blackjack, after the double where no card
    reader looks for it (2.6(h), (j)): the dealer then collects neither the split wager nor the
    amount doubled."""
    pair = draw(st.integers(2, 5))
    second = draw(st.integers(max(2, 9 - pair), min(9, 11 - pair)))
    up = draw(st.sampled_from(_ACE_OR_TEN))
    hole = (11 - up if up == 10 else 10) if draw(st.booleans()) else draw(st.integers(2, 6))
    return _dealt(
        [_card(draw, pair), _card(draw, pair)],
        [_card(draw, up), _card(draw, hole)],
        [_card(draw, second), _card(draw, draw(st.integers(1, 10)))],
        ("split", "double"),
    )


@st.composite
def _double_against_ace_or_ten(draw: st.DrawFn) -> dict[str, Any]:
    """2.15(k), 2.10(b): box 1 doubles a hard 9 to 11 against an ace or ten-valued card, whose
    second card gives the dealer blackjack half the time. With a card reader the blackjack ends
    the round before the double (2.6(j)); dealt without one, after a malfunction, the double is
    made and returned."""
    first = draw(st.integers(2, 9))
    second = draw(st.integers(max(2, 9 - first), min(9, 11 - first)))
    up = draw(st.sampled_from(_ACE_OR_TEN))
    hole = (11 - up if up == 10 else 10) if draw(st.booleans()) else draw(st.integers(2, 6))
    return _dealt(
        [_card(draw, first), _card(draw, second)],
        [_card(draw, up), _card(draw, hole)],
        [_card(draw, draw(st.integers(1, 10)))],
        ("double",),
    )


RARE_SITUATIONS = {
    "natural-beside-dealer-21-in-four-or-more": _natural_beside_dealer_long_21,
    "five-card-21-against-three-card-21": _five_card_21_against_three_card_21,
    "twenty-ones-of-other-counts": _twenty_ones_of_other_counts,
    "double-after-split-against-ace-or-ten": _double_after_split_against_ace_or_ten,
    "double-against-ace-or-ten": _double_against_ace_or_ten,
}
SITUATIONS.update(RARE_SITUATIONS)
OTHER_BOXES["natural-beside-dealer-21-in-four-or-more"] = (2,)
