"""Hypothesis strategies of the suite, in one place: shoes, rare situations, house options and
decision policies; and the profiles (quick, ci, certify).

Rare situations are reached on purpose, not by luck: a targeted shoe fixes the first cards of the
deal through the shoe composer and lets hypothesis permute the rest.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from hypothesis import HealthCheck, Phase, assume, settings
from hypothesis import strategies as st

from reference_impl.options import HoleCardProcedure
from suite.harness.shoe_composer import DealPlan, compose_shoe

__all__ = [
    "HOLE_CARD_PROCEDURES",
    "OPTION_CHOICES",
    "OTHER_BOXES",
    "PROFILES",
    "SITUATIONS",
    "TargetedRound",
    "choose_by_indices",
    "decision_indices",
    "full_shoes",
    "house_options",
    "load_profile",
    "register_profiles",
    "shuffled_shoes",
    "targeted_rounds",
]

RANKS = "A23456789TJQK"
SUITS = "SHDC"
DECK = tuple(rank + suit for rank in RANKS for suit in SUITS)
TEN_VALUED_RANKS = "TJQK"

# name -> settings; `max_examples` is never set in a test's own @settings, which would override
# the profile (a known trap).
# The explain phase traces coverage to say which lines a failure ran, which costs seconds and
# says less than the round the kit prints.
_PHASES = (Phase.explicit, Phase.reuse, Phase.generate, Phase.target, Phase.shrink)

PROFILES: dict[str, dict[str, Any]] = {
    "quick": {"max_examples": 25, "deadline": None, "phases": _PHASES},
    "ci": {
        "max_examples": 100,
        "deadline": None,
        "derandomize": True,
        "database": None,
        "print_blob": False,
        "phases": _PHASES,
    },
    "certify": {"max_examples": 2000, "deadline": None, "print_blob": False, "phases": _PHASES},
}


def register_profiles() -> None:
    for name, values in PROFILES.items():
        settings.register_profile(
            name,
            # Full shoes are large examples by design; generation time is not the game's fault.
            suppress_health_check=[
                HealthCheck.too_slow,
                HealthCheck.data_too_large,
                HealthCheck.large_base_example,
            ],
            **values,
        )


def load_profile(name: str) -> None:
    if name not in PROFILES:
        raise ValueError(f"hypothesis profile {name!r} is not one of {', '.join(PROFILES)}")
    register_profiles()
    settings.load_profile(name)


def full_shoes(decks: int) -> st.SearchStrategy[list[str]]:
    """Every ordering of `decks` full decks."""
    return st.permutations(list(DECK) * decks)


# A round of up to three boxes with splits and draws takes far fewer cards than this.
DEALT_DEPTH = 60


@st.composite
def shuffled_shoes(draw: st.DrawFn, decks: int, depth: int = DEALT_DEPTH) -> list[str]:
    """A full shoe of `decks` decks whose first `depth` cards are drawn one by one without
    replacement (every ordering of them is possible) and whose rest follows in deck order."""
    left = _in_deck_order(DECK * decks)
    return _drawn_in_order(draw, left, depth) + left


@dataclass(frozen=True)
class TargetedRound:
    """A shoe stacked to reach a situation, and the decisions that reach it for box 1; after
    them, a policy decides. `boxes` are the boxes in play: box 1, and those the situation
    deals to beside it (`OTHER_BOXES`)."""

    situation: str
    shoe: tuple[str, ...]
    opening: tuple[str, ...]
    boxes: tuple[int, ...] = (1,)


def _card(rank_choices: str) -> st.SearchStrategy[str]:
    return st.tuples(st.sampled_from(rank_choices), st.sampled_from(SUITS)).map("".join)


@st.composite
def _rest(draw: st.DrawFn, used: Sequence[str], decks: int) -> list[str]:
    """The next 40 cards after the stacked ones, drawn from what the decks have left."""
    left = Counter(dict.fromkeys(DECK, decks))
    left.subtract(Counter(used))
    return _drawn_in_order(draw, _in_deck_order(left.elements()), 40)


def _in_deck_order(cards: Iterable[str]) -> list[str]:
    return sorted(cards, key=lambda card: (RANKS.index(card[0]), card[1]))


def _drawn_in_order(draw: st.DrawFn, left: list[str], depth: int) -> list[str]:
    # Each card is an index into the cards left, so a failing shoe shrinks card by card toward
    # the start of the deck order instead of reshuffling hundreds of cards at every step.
    return [left.pop(draw(st.integers(0, len(left) - 1))) for _ in range(min(depth, len(left)))]


@st.composite
def _natural_against(draw: st.DrawFn, up_ranks: str) -> dict[str, Any]:
    return {
        "box": (draw(_card("A")), draw(_card(TEN_VALUED_RANKS))),
        "up": draw(_card(up_ranks)),
        "second": draw(_card(RANKS)),
        "draws": (),
        "opening": (),
    }


@st.composite
def _pair(draw: st.DrawFn, ranks: str, extra_of_rank: int) -> dict[str, Any]:
    rank = draw(st.sampled_from(ranks))
    suits = draw(
        st.lists(st.sampled_from(SUITS), min_size=2 + extra_of_rank, max_size=2 + extra_of_rank)
    )
    cards = [rank + suit for suit in suits]
    return {
        "box": (cards[0], cards[1]),
        "up": draw(_card("23456789")),
        "second": draw(_card(RANKS)),
        "draws": tuple(cards[2:]),
        "opening": ("split",) * (1 + extra_of_rank),
    }


# Five cards of 2 to 6 totalling 21: none of them reaches 21 before the fifth.
_FIVE_CARD_21_VALUES = tuple(
    values for values in itertools.product(range(2, 7), repeat=5) if sum(values) == 21
)


@st.composite
def _five_card_21(draw: st.DrawFn) -> dict[str, Any]:
    # An index, not sampled_from: hypothesis would build the repr of the whole table.
    values = _FIVE_CARD_21_VALUES[draw(st.integers(0, len(_FIVE_CARD_21_VALUES) - 1))]
    cards = [str(v) + draw(st.sampled_from(SUITS)) for v in values]
    return {
        "box": (cards[0], cards[1]),
        "up": draw(_card("789T")),
        "second": draw(_card("789")),
        "draws": tuple(cards[2:]),
        "opening": ("hit", "hit", "hit"),
    }


def _third_card_hand(draw: st.DrawFn, cards: Sequence[str]) -> dict[str, Any]:
    """Box 1 holds the first two of `cards` and hits once for the third."""
    return {
        "box": (cards[0], cards[1]),
        "up": draw(_card("23456789")),
        "second": draw(_card(RANKS)),
        "draws": (cards[2],),
        "opening": ("hit",),
    }


@st.composite
def _suited_678(draw: st.DrawFn) -> dict[str, Any]:
    suit = draw(st.sampled_from(SUITS))
    order = draw(st.permutations(["6", "7", "8"]))
    return _third_card_hand(draw, [rank + suit for rank in order])


@st.composite
def _three_sevens(draw: st.DrawFn) -> dict[str, Any]:
    suits = draw(st.lists(st.sampled_from(SUITS), min_size=3, max_size=3))
    return _third_card_hand(draw, ["7" + suit for suit in suits])


@st.composite
def _natural_beside_a_hit(draw: st.DrawFn, up_ranks: str) -> dict[str, Any]:
    """Box 2 has a blackjack against a dealer's card of `up_ranks`, and box 1, before it in the
    order of play (2.6(f)), holds two cards of 2 to 9 and hits. Against a 2 to 9 the blackjack
    is to be paid and removed before box 1's third card (2.7(a)); against an ace or ten, only
    after it and the dealer's second card (2.7(b))."""
    return {
        "box": (draw(_card("23456789")), draw(_card("23456789"))),
        "up": draw(_card(up_ranks)),
        "second": draw(_card(RANKS)),
        "draws": (draw(_card(RANKS)),),
        "opening": ("hit",),
        "others": {
            2: tuple(draw(st.permutations([draw(_card("A")), draw(_card(TEN_VALUED_RANKS))])))
        },
    }


SITUATIONS: dict[str, Callable[[], st.SearchStrategy[dict[str, Any]]]] = {
    "natural-against-ten": lambda: _natural_against(TEN_VALUED_RANKS),
    "natural-against-ace": lambda: _natural_against("A"),
    "natural-against-2-to-9": lambda: _natural_against("23456789"),
    "pair-of-aces": lambda: _pair("A", 0),
    "split-to-four-hands": lambda: _pair("23456789", 2),
    "five-cards-totalling-21": _five_card_21,
    "suited-6-7-8": _suited_678,
    "three-sevens": _three_sevens,
    "natural-beside-a-hit": lambda: _natural_beside_a_hit("23456789"),
    "natural-against-ace-or-ten-beside-a-hit": lambda: _natural_beside_a_hit(
        "A" + TEN_VALUED_RANKS
    ),
}
# The boxes a situation deals to beside box 1 (its parts' "others"), each wagered on like box 1.
OTHER_BOXES: dict[str, tuple[int, ...]] = {
    "natural-beside-a-hit": (2,),
    "natural-against-ace-or-ten-beside-a-hit": (2,),
}


@st.composite
def targeted_rounds(
    draw: st.DrawFn, situation: str, *, hole_card: str, decks: int = 6
) -> TargetedRound:
    """Box 1's round in `situation`, with the rest of the shoe permuted. A situation's parts
    may stack the dealer's draws after his second card too (`dealer_draws`), for the rounds
    where box 1 stands at once."""
    parts = draw(SITUATIONS[situation]())
    others: dict[int, tuple[str, str]] = parts.get("others", {})
    cards = [*parts["box"], *itertools.chain(*others.values()), parts["up"], parts["second"]]
    dealer_draws = tuple(parts.get("dealer_draws", ()))
    cards += [*parts["draws"], *dealer_draws]
    # A situation these decks cannot hold (three 7S in one deck) is not a round at all.
    assume(max(Counter(cards).values()) <= decks)
    plan = DealPlan(
        hole_card=hole_card,
        boxes={1: parts["box"], **others},
        dealer_up=parts["up"],
        dealer_second=parts["second"],
        player_draws=parts["draws"],
        dealer_draws=dealer_draws,
        decks=decks,
        filler=False,
    )
    stacked = compose_shoe(plan)
    # Under 2.6(h) the planned second card goes to the dealer only if the policy draws no more
    # than the opening; the situations are about the first cards, which stay where planned.
    shoe = (*stacked, *draw(_rest(stacked, decks)))
    return TargetedRound(situation, tuple(shoe), parts["opening"], (1, *sorted(others)))


HOLE_CARD_PROCEDURES = tuple(procedure.value for procedure in HoleCardProcedure)

OPTION_CHOICES: dict[str, st.SearchStrategy[Any]] = {
    "decks": st.integers(1, 8),
    "boxes": st.integers(1, 7),
    "hole_card": st.sampled_from(HOLE_CARD_PROCEDURES),
    "surrender": st.booleans(),
    "insurance_timing": st.sampled_from(["after-deal", "before-own-decisions"]),
    "consolidated_net_payout": st.booleans(),
    "max_splits": st.integers(1, 3),
    "aces_split_once": st.booleans(),
    "five_card_21": st.booleans(),
    "bonus_suited_678": st.booleans(),
    "bonus_three_sevens": st.booleans(),
}


@st.composite
def house_options(
    draw: st.DrawFn, edition: str, valid: Callable[[str, dict[str, Any]], bool]
) -> dict[str, Any]:
    """House options the edition allows; `valid(edition, options)` says which combinations are
    (the suite passes the rules' own check, so that generation never invents a rule)."""
    options = {name: draw(choice) for name, choice in OPTION_CHOICES.items()}
    assume(valid(edition, options))
    return options


def decision_indices() -> st.SearchStrategy[list[int]]:
    """Indices into the legal decisions of each prompt in turn; they shrink toward standing."""
    return st.lists(st.integers(0, 7), max_size=40)


# Shrinking toward index 0 should end hands, so the preference order starts with standing.
_PREFERENCE = (
    "stand",
    "no-insurance",
    "no-double",
    "keep",
    "hit",
    "double",
    "split",
    "surrender",
    "insure",
    "cover",
    "move",
)


def choose_by_indices(indices: Sequence[int]) -> Callable[[dict[str, Any]], str]:
    """A decision policy: the i-th prompt gets the legal decision at indices[i] (in the order of
    `_PREFERENCE`), and standing (or the first legal decision) once the indices run out."""
    remaining = list(indices)

    def choose(prompt: dict[str, Any]) -> str:
        legal = sorted(
            prompt["legal"], key=lambda d: _PREFERENCE.index(d) if d in _PREFERENCE else 99
        )
        index = remaining.pop(0) if remaining else 0
        decision: str = legal[index % len(legal)]
        return decision

    return choose


# Situations for the irregularities of 2.15 ----------------------------------------------------

_VALUE = {rank: min(10, RANKS.index(rank) + 1) for rank in RANKS}


def _two_card_total(first: str, second: str) -> int:
    total = _VALUE[first] + _VALUE[second]
    return total + 10 if "A" in (first, second) and total <= 11 else total


# The dealer's two-card hands he stands on (2.12(b)): 17 to 21, hard or soft.
_DEALER_STANDING_PAIRS = tuple(
    (first, second)
    for first in RANKS
    for second in RANKS
    if 17 <= _two_card_total(first, second) <= 21
)


@st.composite
def _dealer_stands_on_17_to_21(draw: st.DrawFn) -> dict[str, Any]:
    """The dealer's first two cards total 17 to 21, so that he stands on them (2.12(b)) unless
    a player's draws shift his second card (2.6(h)); box 1's cards are any."""
    up, second = _DEALER_STANDING_PAIRS[draw(st.integers(0, len(_DEALER_STANDING_PAIRS) - 1))]
    return {
        "box": (draw(_card(RANKS)), draw(_card(RANKS))),
        "up": up + draw(st.sampled_from(SUITS)),
        "second": second + draw(st.sampled_from(SUITS)),
        "draws": (),
        "opening": (),
    }


SITUATIONS["dealer-stands-on-17-to-21"] = _dealer_stands_on_17_to_21
