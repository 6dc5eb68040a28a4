"""Strategies of Buster Blackjack (2.30): the dealer's long busts, his soft 17s and the players'
blackjacks reached on purpose, not by luck.

A bust in seven or more cards is rare in a shuffled shoe (about one round in a few hundred), yet
it is where the pay tables of 2.30(g) pay most and where the Free Bonus of (h) and (i) is paid.
So the dealer's hand is composed: low cards drawn one by one, each chosen among those that keep
the dealer drawing under (f)3 (below 17, or a soft 17) and leave room for the cards still to come,
then a card that busts him. A soft 17 (an ace and cards of 2 to 6 totalling 7) is where (f)3
departs from 2.12(b). Each situation is registered in `suite.harness.strategies.SITUATIONS`: box 1's
cards and the dealer's are stacked in the deal order of the hole-card procedure drawn, the rest
of the shoe is permuted, and box 1 stands at once (its first decision), so that no draw of its
own shifts the dealer's cards.
"""

from __future__ import annotations

import itertools
from typing import Any

from hypothesis import reject
from hypothesis import strategies as st

from steps.wagers.buster.oracle import completion_must_draw
from suite.harness.settlement_oracle import card_value
from suite.harness.strategies import SITUATIONS, SUITS

__all__ = ["BUSTER_SITUATIONS", "busting_dealer", "soft_17_dealer"]

_RANKS = "A23456789TJQK"
_LOW = "A23456"
# The dealer's first cards that make a soft 17 (an ace and 2 to 6, hard 7) in two to four
# cards; every shorter hand of them is below 17 and draws under 2.12(b) and (f)3 alike.
_SOFT_17S = tuple(
    ranks
    for count in (2, 3, 4)
    for ranks in itertools.product(_LOW, repeat=count)
    if "A" in ranks and sum(card_value(rank + "S") for rank in ranks) == 7
)


def _card(draw: st.DrawFn, ranks: str) -> str:
    return draw(st.sampled_from(ranks)) + draw(st.sampled_from(SUITS))


@st.composite
def busting_dealer(draw: st.DrawFn, least: int = 7, most: int = 10) -> list[str]:
    """The dealer's cards, up card first, of a hand that (f)3 completes as a bust of `least` to
    `most` cards: low cards while he must draw, then one that takes him over 21."""
    count = draw(st.integers(least, most))
    cards: list[str] = []
    hard = 0
    for position in range(count - 1):
        after = count - 2 - position  # low cards still to come before the busting card
        choices = [
            rank
            for rank in _LOW
            if _keeps_drawing([*cards, rank + "S"], hard + _value(rank), after)
        ]
        if not choices:
            reject()
        card = _card(draw, "".join(choices))
        cards.append(card)
        hard += card_value(card)
    # The hand is a hard 12 to 16 here: a card of 22 - hard or more busts it.
    cards.append(_card(draw, "".join(r for r in _RANKS[1:] if hard + _value(r) > 21)))
    return cards


def _keeps_drawing(cards: list[str], hard: int, after: int) -> bool:
    """The dealer still draws on `cards` ((f)3), and `after` more low cards (an ace to a 6) can
    bring him to a hard 12 to 16, from which one card busts him."""
    if len(cards) >= 2 and not completion_must_draw(cards):
        return False
    return hard + after <= 16 and hard + 6 * after >= 12


@st.composite
def soft_17_dealer(draw: st.DrawFn) -> list[str]:
    """The dealer's first cards, up card first, making a soft 17 (2.12(b) stands, (f)3 draws)."""
    ranks = _SOFT_17S[draw(st.integers(0, len(_SOFT_17S) - 1))]
    return [rank + draw(st.sampled_from(SUITS)) for rank in ranks]


def _parts(draw: st.DrawFn, box: tuple[str, str], dealer: list[str], **more: Any) -> dict[str, Any]:
    """A situation's parts (`suite.harness.strategies.targeted_rounds`): box 1's cards, the dealer's
    up card, second card and draws, and box 1 standing at once unless `more` says otherwise."""
    return {
        "box": box,
        "up": dealer[0],
        "second": dealer[1],
        "dealer_draws": tuple(dealer[2:]),
        "draws": (),
        "opening": ("stand",),
        **more,
    }


def _any_two(draw: st.DrawFn) -> tuple[str, str]:
    return (_card(draw, _RANKS), _card(draw, _RANKS))


def _blackjack(draw: st.DrawFn) -> tuple[str, str]:
    cards = [_card(draw, "A"), _card(draw, "TJQK")]
    return tuple(draw(st.permutations(cards)))  # type: ignore[return-value]


@st.composite
def _dealer_busts_long(draw: st.DrawFn) -> dict[str, Any]:
    """(g), rows 7 and "8 or more": box 1 stands on any two cards, the dealer busts in seven to
    ten cards."""
    return _parts(draw, _any_two(draw), draw(busting_dealer()))


@st.composite
def _dealer_soft_17(draw: st.DrawFn) -> dict[str, Any]:
    """(f)3: box 1 stands on any two cards, the dealer's first cards make a soft 17, and the
    shoe decides what he draws to it."""
    return _parts(draw, _any_two(draw), draw(soft_17_dealer()))


@st.composite
def _blackjack_against_any(draw: st.DrawFn) -> dict[str, Any]:
    """(f)1, (h)(i): box 1 has a blackjack; the dealer's cards are the shoe's."""
    return {
        "box": _blackjack(draw),
        "up": _card(draw, _RANKS),
        "second": _card(draw, _RANKS),
        "draws": (),
        "opening": (),
    }


@st.composite
def _blackjack_dealer_busts_long(draw: st.DrawFn) -> dict[str, Any]:
    """(h), (i): box 1 has a blackjack and the dealer busts in seven to ten cards."""
    return _parts(draw, _blackjack(draw), draw(busting_dealer()), opening=())


@st.composite
def _box_busts(draw: st.DrawFn) -> dict[str, Any]:
    """(f)2 and (f)3 after every blackjack wager is lost: box 1 holds a hard 12 to 16 of two
    cards, hits once and busts; the dealer's cards are the shoe's."""
    first = _card(draw, "23456789T")
    second = _card(draw, "".join(r for r in "3456789T" if 12 <= _value(first) + _value(r) <= 16))
    held = _value(first) + _value(second)
    busting = _card(draw, "".join(r for r in "6789TJQK" if held + _value(r) > 21))
    return {
        "box": (first, second),
        "up": _card(draw, _RANKS),
        "second": _card(draw, _RANKS),
        "draws": (busting,),
        "opening": ("hit",),
    }


def _value(card_or_rank: str) -> int:
    """2.2(b): the value of a card or a rank, an ace as one."""
    return card_value(card_or_rank[0] + "S")


BUSTER_SITUATIONS = {
    "buster-dealer-busts-long": _dealer_busts_long,
    "buster-dealer-soft-17": _dealer_soft_17,
    "buster-blackjack": _blackjack_against_any,
    "buster-blackjack-dealer-busts-long": _blackjack_dealer_busts_long,
    "buster-box-busts": _box_busts,
}
SITUATIONS.update(BUSTER_SITUATIONS)
