"""Rounds of multiple action blackjack (2.18) for the properties: the table, each person's two or
three wagers, the shoe and the decisions.

A round is dealt to box 1 and up to two boxes beside it, each person wagering on two or three
spots (all three where the licensee requires it), each spot's wager a multiple of the table's
minimum, the spots' wagers drawn apart so that a payment made on the wrong spot shows. The shoe
is shuffled, or stacked to reach a situation on purpose rather than by luck: box 1's first cards
and the dealer's face up card are composed, the cards the dealer's hands are likely to receive
next are weighted toward what the situation needs (an ace behind a ten-valued face up card, a ten
behind an ace, so that the same face up card forms hands with and without a blackjack), and the
rest is drawn from what the decks have left. Box 1 takes the situation's opening decision (hit to
a bust, double, split); a drawn decision policy answers every other prompt, insurance spot by spot
included.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from decimal import Decimal
from typing import Any

from hypothesis import reject
from hypothesis import strategies as st

from reference_impl.errors import RulesError
from suite.harness.property_runner import GeneratedRound
from suite.harness.settlement_oracle import card_value
from suite.harness.shoe_composer import DealPlan, compose_shoe
from suite.harness.strategies import DECK, RANKS, decision_indices, shuffled_shoes
from suite.run.certification import effective_options
from suite.wagers.multiple_action_oracle import (
    MULTIPLE_ACTION,
    multiple_action_offering,
    spot_kinds,
)
from vendor_adapters.protocol import SideWager, Wager

__all__ = ["MULTIPLE_ACTION_SITUATIONS", "WAGERS_REQUIRED", "multiple_action_rounds"]

_TENS = "TJQK"
_TWO_TO_NINE = "23456789"
# The cards after the initial deal weighted toward what the dealer's hands need.
_DEALER_CARDS = 12
_REST_DRAWN = 40


# The house option of (b): two or three wagers, or three where the licensee requires them.
_REQUIRED = multiple_action_offering().options[0]
WAGERS_REQUIRED = _REQUIRED.name


class _Cards:
    """The cards the decks have left, taken one by one as hypothesis chooses."""

    def __init__(self, decks: int) -> None:
        self.left = Counter(dict.fromkeys(DECK, decks))

    def take(self, draw: st.DrawFn, ranks: str = RANKS) -> str:
        choices = sorted(card for card, count in self.left.items() if count and card[0] in ranks)
        if not choices:
            reject()
        card = choices[draw(st.integers(0, len(choices) - 1))]
        self.left[card] -= 1
        return card

    def rest(self, draw: st.DrawFn) -> list[str]:
        order = sorted(self.left.elements(), key=lambda c: (RANKS.index(c[0]), c[1]))
        count = min(_REST_DRAWN, len(order))
        drawn = [order.pop(draw(st.integers(0, len(order) - 1))) for _ in range(count)]
        return drawn + order


def _value(rank: str) -> int:
    return card_value(rank + "S")


def _blackjack(draw: st.DrawFn, cards: _Cards) -> tuple[str, str]:
    pair = [cards.take(draw, "A"), cards.take(draw, _TENS)]
    return (pair[0], pair[1]) if draw(st.booleans()) else (pair[1], pair[0])


def _hard_total(draw: st.DrawFn, cards: _Cards, low: int, high: int) -> tuple[str, str]:
    """Two cards of 2 to a ten totalling `low` to `high` (no ace: a hard total)."""
    first = cards.take(draw, "23456789T")
    ranks = "".join(r for r in "23456789TJQK" if low <= _value(first[0]) + _value(r) <= high)
    return first, cards.take(draw, ranks)


# A situation: (draw, cards) -> box 1's two cards, the dealer's face up card, box 1's stacked
# draws, its opening decisions, the ranks the dealer's next cards lean to, and how many boxes.
Situation = Callable[[st.DrawFn, _Cards], dict[str, Any]]


def _natural_against(up_ranks: str, lean: str) -> Situation:
    def parts(draw: st.DrawFn, cards: _Cards) -> dict[str, Any]:
        box = _blackjack(draw, cards)
        return {"box": box, "up": cards.take(draw, up_ranks), "lean": lean}

    return parts


def _busts() -> Situation:
    """Box 1 holds a hard 12 to 16, hits, and the card busts it: every spot is lost at once
    ((f)); alone at the table ("every-box-busts"), every player's hand has busted ((f)1)."""

    def parts(draw: st.DrawFn, cards: _Cards) -> dict[str, Any]:
        box = _hard_total(draw, cards, 12, 16)
        held = sum(_value(card[0]) for card in box)
        busting = cards.take(draw, "".join(r for r in RANKS if held + _value(r) > 21))
        up = cards.take(draw)
        return {"box": box, "up": up, "draws": (busting,), "opening": ("hit",)}

    return parts


def _doubles(draw: st.DrawFn, cards: _Cards) -> dict[str, Any]:
    """(c): box 1 holds 9 to 11 and doubles: an additional wager on each spot."""
    box = _hard_total(draw, cards, 9, 11)
    return {
        "box": box,
        "up": cards.take(draw),
        "draws": (cards.take(draw),),
        "opening": ("double",),
    }


def _splits(draw: st.DrawFn, cards: _Cards) -> dict[str, Any]:
    """(c): box 1 holds a pair and splits it: a wager on the new hand for each spot."""
    rank = draw(st.sampled_from("A23456789T"))
    box = (cards.take(draw, rank), cards.take(draw, rank))
    return {"box": box, "up": cards.take(draw), "opening": ("split",)}


def _ace_up(draw: st.DrawFn, cards: _Cards) -> dict[str, Any]:
    """(d): the dealer's face up card is an ace; each spot may be insured, each decided by the
    second card of its own hand of the dealer's."""
    box = (cards.take(draw), cards.take(draw))
    return {"box": box, "up": cards.take(draw, "A"), "lean": _TENS}


MULTIPLE_ACTION_SITUATIONS: dict[str, Situation] = {
    "natural-against-ten": _natural_against(_TENS, "A"),
    "natural-against-ace": _natural_against("A", _TENS),
    "natural-against-2-to-9": _natural_against(_TWO_TO_NINE, RANKS),
    "box-busts": _busts(),
    "every-box-busts": _busts(),
    "doubles": _doubles,
    "splits": _splits,
    "ace-up": _ace_up,
}


def _stacked_shoe(
    draw: st.DrawFn, situation: str, decks: int, boxes: list[int]
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    cards = _Cards(decks)
    parts = MULTIPLE_ACTION_SITUATIONS[situation](draw, cards)
    others = {box: (cards.take(draw), cards.take(draw)) for box in boxes if box != 1}
    lean: str = parts.get("lean", RANKS)
    dealer = [
        cards.take(draw, lean if draw(st.booleans()) else RANKS) for _ in range(_DEALER_CARDS)
    ]
    plan = DealPlan(
        hole_card="no-hole-card",
        boxes={1: parts["box"], **others},
        dealer_up=parts["up"],
        dealer_second=dealer[0],
        player_draws=tuple(parts.get("draws", ())),
        dealer_draws=tuple(dealer[1:]),
        decks=decks,
        filler=False,
    )
    return (*compose_shoe(plan), *cards.rest(draw)), tuple(parts.get("opening", ()))


def _person(draw: st.DrawFn, box: int, stakes: list[Decimal], three: bool) -> Wager:
    spots = 3 if three else draw(st.sampled_from((2, 3)))
    amounts = [draw(st.sampled_from(stakes)) for _ in range(spots)]
    kinds = sorted(spot_kinds(), key=spot_kinds().__getitem__)
    sides = [
        SideWager(kind=kind, amount=f"{amount:.2f}")
        for kind, amount in zip(kinds, amounts[1:], strict=False)
    ]
    return Wager(box=box, player=f"box{box}", amount=f"{amounts[0]:.2f}", side_wagers=sides)


@st.composite
def multiple_action_rounds(
    draw: st.DrawFn,
    edition: str,
    fixed: Mapping[str, object],
    situation: str | None,
) -> GeneratedRound:
    """A round at a table offering multiple action blackjack with the `fixed` house options
    (the run's and the scenario's), in `situation` (`MULTIPLE_ACTION_SITUATIONS`) or from a
    shuffled shoe."""
    options: dict[str, object] = {
        **fixed,
        "side_wagers": MULTIPLE_ACTION,
        "hole_card": "no-hole-card",  # (e), (g): the second card is dealt under 2.6(h)
    }
    if "decks" not in fixed:
        options["decks"] = draw(st.sampled_from((1, 2, 6, 8)))
    if WAGERS_REQUIRED not in fixed:
        options[WAGERS_REQUIRED] = draw(st.sampled_from(_REQUIRED.values))
    try:
        rules = effective_options(edition, options)
    except RulesError:
        reject()
    minimum = rules.table_minimum
    stakes = [minimum * k for k in (1, 2, 3, 5) if minimum * k <= rules.table_maximum]
    others: list[int] = []
    if situation != "every-box-busts" and rules.boxes > 1:
        others = draw(st.lists(st.integers(2, rules.boxes), max_size=2, unique=True))
    boxes = sorted([1, *others])
    three = options[WAGERS_REQUIRED] == "three"
    wagers = tuple(_person(draw, box, stakes, three) for box in boxes)
    shoe: tuple[str, ...]
    opening: tuple[str, ...] = ()
    if situation is None:
        shoe = tuple(draw(shuffled_shoes(rules.decks)))
    else:
        shoe, opening = _stacked_shoe(draw, situation, rules.decks, boxes)
    return GeneratedRound(options, wagers, shoe, opening, tuple(draw(decision_indices())))
