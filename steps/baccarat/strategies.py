"""Hypothesis strategies for Baccarat-Punto Banco: whole shoes the kit stacks, cut and burns, with
one to three rounds dealt from them, and targeted shoes whose first round reaches a rare event
on purpose (a tie, a natural, a two-digit total, a 9 beside a ten-valued card, a burn card worth
ten).

A generated shoe is plain data: the table's options, the shoe's order after the cut (front
first), the cut and the cutting card, the cards the text burns (3.5(d)), and each round's wagers
and hands, dealt from the cards after the burn in the order the kit stacks them (P, B, P, B,
then the third cards: the drawing rules are outside the corpus, I-baccarat-drawing-rules, so a
hand's two or three cards are drawn, not decided).
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from hypothesis import assume
from hypothesis import strategies as st

from steps.baccarat.oracle import burn_count, card_value, point_count
from steps.baccarat.scenario import DECK, dealing_order, uncut

__all__ = [
    "SITUATIONS",
    "GeneratedRound",
    "GeneratedShoe",
    "drawn_options",
    "generated_shoes",
]

_TEN_VALUED = [card for card in DECK if card[0] in "TJQK"]
_AMOUNTS = ("1.00", "2.00", "5.00", "7.00", "7.50", "10.00", "13.00", "25.00", "99.75", "500.00")
_PLAYERS = ("1", "2", "3")
_WAGERS = ("banker", "player", "tie")


@dataclass(frozen=True)
class GeneratedRound:
    wagers: tuple[tuple[str, str, str], ...]  # player, wager, amount
    player: tuple[str, ...]
    banker: tuple[str, ...]

    def to_wire(self) -> dict[str, Any]:
        return {
            "wagers": [{"player": p, "wager": w, "amount": a} for p, w, a in self.wagers],
            "dealt": [{"hand": h, "card": c} for h, c in dealing_order(self.player, self.banker)],
        }


@dataclass(frozen=True)
class GeneratedShoe:
    options: Mapping[str, object]
    order: tuple[str, ...]  # after the cut, front first
    cut_at: int
    cutting_card: int
    rounds: tuple[GeneratedRound, ...]
    stacked: bool = True  # False: the game deals the hands from its own cards (forced-hands)

    @property
    def burned(self) -> tuple[str, ...]:
        """3.5(d): the first card and as many more as its amount."""
        return self.order[: 1 + burn_count(self.order[0])]

    def wires(self) -> list[dict[str, Any]]:
        """The rounds as the protocol's `round`: the first stacks the shoe (where the kit
        stacks it), the last ends it."""
        wires = [r.to_wire() for r in self.rounds]
        if self.stacked:
            wires[0]["shoe"] = {
                "stack": uncut(self.order, self.cut_at),
                "cut": {"at": self.cut_at},
                "cutting_card": self.cutting_card,
            }
        wires[-1]["end_shoe"] = True
        return wires

    def unstacked(self) -> GeneratedShoe:
        """The first round alone, dealt from the game's own cards: for a game without
        `shoe-procedures`, whose own shoe the kit knows nothing of (I-baccarat-kit-rounds)."""
        return dataclasses.replace(self, rounds=self.rounds[:1], stacked=False)

    def describe(self) -> str:
        rounds = "; ".join(
            f"round {i + 1}: P {' '.join(r.player)} B {' '.join(r.banker)}, wagers "
            + ", ".join(f"{p} {w} {a}" for p, w, a in r.wagers)
            for i, r in enumerate(self.rounds)
        )
        options = ", ".join(f"{k}={v}" for k, v in sorted(self.options.items()))
        return (
            f"table {options}; shoe cut at {self.cut_at}, cutting card {self.cutting_card} from "
            f"the back, first cards after the cut {' '.join(self.order[:12])}; {rounds}"
        )


def drawn_options(fixed: Mapping[str, object], defaults: Mapping[str, object]) -> Any:
    """Tables the rules allow (3.1(a), 3.3(b), (c), 3.5(e)), the scenario's options kept."""
    drawn = st.fixed_dictionaries(
        {
            "decks": st.sampled_from((6, 7, 8)),
            "tie_odds": st.sampled_from(("8 to 1", "9 to 1", "17 to 2", "10 to 1")),
            "vigorish_percent": st.sampled_from((4, 5)),
            "vigorish_rounding": st.sampled_from(("none", "up-to-multiple")),
            "vigorish_rounding_of": st.sampled_from(("each-win", "amount-collected")),
            "vigorish_collection": st.sampled_from(("at-payout", "deferred")),
        }
    )
    return drawn.map(lambda options: {**defaults, **options, **fixed})


def _card(draw: Any, cards: Sequence[str] = DECK) -> str:
    return str(draw(st.sampled_from(tuple(cards))))


def _cards_of_value(value: int) -> list[str]:
    return [card for card in DECK if card_value(card) == value]


def _hand_to(draw: Any, count: int, size: int) -> tuple[str, ...]:
    """`size` cards whose Point Count is `count` (the last card chosen to make it)."""
    first = [_card(draw) for _ in range(size - 1)]
    need = (count - sum(card_value(c) for c in first)) % 10
    return (*first, _card(draw, _cards_of_value(need)))


def _tie(draw: Any) -> tuple[tuple[str, ...], tuple[str, ...]]:
    player = tuple(_card(draw) for _ in range(draw(st.integers(2, 3))))
    return player, _hand_to(draw, point_count(player), draw(st.integers(2, 3)))


def _natural(draw: Any) -> tuple[tuple[str, ...], tuple[str, ...]]:
    natural = _hand_to(draw, draw(st.sampled_from((8, 9))), 2)
    other = tuple(_card(draw) for _ in range(draw(st.integers(2, 3))))
    return (natural, other) if draw(st.booleans()) else (other, natural)


def _two_digits(draw: Any) -> tuple[tuple[str, ...], tuple[str, ...]]:
    high = [card for card in DECK if card_value(card) >= 4]
    hand = tuple(_card(draw, high) for _ in range(draw(st.integers(2, 3))))
    other = tuple(_card(draw) for _ in range(draw(st.integers(2, 3))))
    return (hand, other) if draw(st.booleans()) else (other, hand)


def _nine_and_ten(draw: Any) -> tuple[tuple[str, ...], tuple[str, ...]]:
    nine = _card(draw, [card for card in DECK if card[0] == "9"])
    hand = (nine, _card(draw, _TEN_VALUED), *[_card(draw) for _ in range(draw(st.integers(0, 1)))])
    other = tuple(_card(draw) for _ in range(draw(st.integers(2, 3))))
    return (hand, other) if draw(st.booleans()) else (other, hand)


# situation words -> how the first round's hands are drawn (None: from the shuffled shoe)
SITUATIONS: dict[str, Any] = {
    "the hands tie": _tie,
    "a hand is a natural 8 or 9": _natural,
    "a hand's total has two digits": _two_digits,
    "a hand holds a 9 and a ten-valued card": _nine_and_ten,
    "the first card after the cut is a ten or a face card": None,
}


def _wagers(draw: Any) -> tuple[tuple[str, str, str], ...]:
    chosen = draw(
        st.lists(
            st.tuples(st.sampled_from(_PLAYERS), st.sampled_from(_WAGERS)),
            min_size=1,
            max_size=4,
            unique=True,
        )
    )
    return tuple((p, w, str(draw(st.sampled_from(_AMOUNTS)))) for p, w in chosen)


def _split(
    dealt: Sequence[str], player_size: int, banker_size: int
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Cards in the kit's dealing order (P, B, P, B, third cards) back into two hands."""
    player: list[str] = []
    banker: list[str] = []
    cards = iter(dealt)
    for index in range(max(player_size, banker_size)):
        if index < player_size:
            player.append(next(cards))
        if index < banker_size:
            banker.append(next(cards))
    return tuple(player), tuple(banker)


BURN_WORTH_TEN = "the first card after the cut is a ten or a face card"


@st.composite
def generated_shoes(draw: Any, options: Any, situation: str | None) -> GeneratedShoe:
    """A shoe at a table drawn from `options`, its first round reaching `situation` (None: a
    whole shuffled shoe)."""
    table = draw(options)
    decks = int(str(table["decks"]))
    full = [card for card in DECK for _ in range(decks)]
    first_round: tuple[tuple[str, ...], tuple[str, ...]] | None = None
    if situation is None:
        order = list(draw(st.permutations(full)))
    else:
        first = _card(draw, _TEN_VALUED if situation == BURN_WORTH_TEN else DECK)
        front = [first, *[_card(draw) for _ in range(burn_count(first))]]
        hands = SITUATIONS[situation]
        if hands is not None:
            first_round = hands(draw)
            front += [card for _, card in dealing_order(*first_round)]
        left = Counter(full)
        left.subtract(front)
        assume(min(left.values()) >= 0)
        rest = [card for card in DECK for _ in range(left[card])]
        draw(st.randoms(use_true_random=False)).shuffle(rest)
        order = [*front, *rest]
    size = len(order)
    after_burn = order[1 + burn_count(order[0]) :]
    rounds = []
    position = 0
    for number in range(draw(st.integers(1, 3))):
        if number == 0 and first_round is not None:
            player, banker = first_round
        else:
            player_size, banker_size = draw(st.integers(2, 3)), draw(st.integers(2, 3))
            dealt = after_burn[position : position + player_size + banker_size]
            player, banker = _split(dealt, player_size, banker_size)
        position += len(player) + len(banker)
        rounds.append(GeneratedRound(_wagers(draw), player, banker))
    return GeneratedShoe(
        options=table,
        order=tuple(order),
        cut_at=draw(st.integers(10, size - 10)),
        cutting_card=draw(st.integers(14, 120)),
        rounds=tuple(rounds),
    )
