"""The cards of a shoe at the table: a stack with its cutting card and discards, where the card
behind the cutting card went (2.5(e)2, (e)3), and the Bart Carter reinsert (2.6(m))."""

from __future__ import annotations

from dataclasses import dataclass

from reference_impl.cards import CARD_LABELS
from reference_impl.round import Round
from reference_impl.shoe_script import ShoeProcedureError

__all__ = ["Reach", "Stack", "bart_carter_insert", "receiver"]


class Stack:
    """The cards of one shoe, or of one side of a double shoe: the cards front first, how many
    have left it, the index of the first card behind the cutting card (None: no cutting card),
    and its discards (the discard rack, or the side's segregated area)."""

    __slots__ = ("all_cards", "cards", "cut_at", "discards", "next", "side")

    def __init__(self, side: str | None, all_cards: list[int]) -> None:
        self.side = side
        self.all_cards = all_cards
        self.cards: list[int] = []
        self.next = 0
        self.cut_at: int | None = None
        self.discards: list[int] = []

    def label(self, why: str | None = None) -> str:
        name = "the shoe" if self.side is None else f"the {self.side} side"
        return name if why is None else f"{why}: {name}"

    def load(self, cards: list[int], cut_at: int | None) -> None:
        self.cards = cards
        self.next = 0
        self.cut_at = cut_at

    @property
    def remaining(self) -> int:
        return len(self.cards) - self.next

    def take(self) -> tuple[int, bool]:
        """The next card, and whether it is the first card behind the cutting card."""
        index = self.next
        self.next = index + 1
        return self.cards[index], index == self.cut_at

    def take_rest(self) -> list[int]:
        rest = self.cards[self.next :]
        self.next = len(self.cards)
        return rest


@dataclass
class Reach:
    """The cutting card reached: the table event to complete, the card behind it, and the
    index of that card among the round's draws (None: not dealt to a hand, e.g. burned)."""

    event: int
    card: int
    round_index: int | None
    side: str | None


def receiver(game: Round, card: int, round_index: int) -> int | None:
    """The box (0 for the dealer) that holds `card`, the round's draw number `round_index`
    (0-based). A card held by one hand names its box; copies of the card in several hands are
    told apart by the transcript's order of draws; a card on no hand gives None."""
    state = game.state
    holders = [box.number for box in state.boxes for hand in box.hands if card in hand.cards]
    holders += [0] * state.dealer.cards.count(card)
    if len(set(holders)) <= 1:
        return holders[0] if holders else None
    label = CARD_LABELS[card]
    hole = CARD_LABELS[state.dealer.cards[1]] if len(state.dealer.cards) > 1 else None
    drawn = [c for c in game.cards_dealt()[: round_index + 1] if c == card]
    seen = 0
    for event in game.events:
        shown = hole if event.kind == "hole-card-face-down" else event.card
        if shown != label or event.kind == "reveal-hole-card":
            continue
        seen += 1
        if seen == len(drawn):
            return event.box
    raise ShoeProcedureError(
        f"cannot tell which hand received {label}, draw {round_index + 1} of the round: the "
        "round's transcript does not list that draw"
    )


def bart_carter_insert(
    shuffled: list[int],
    sizes: tuple[int, int, int],
    locations: tuple[int, int, int],
    remaining: list[int],
) -> list[int] | str:
    """The shoe after the shuffled discards, split into stacks of `sizes`, are inserted at the
    premarked `locations` (cards from the front of `remaining`, in order) (2.6(m)); or what is
    wrong with the sizes or locations."""
    if len(sizes) != 3 or any(size < 1 for size in sizes) or sum(sizes) != len(shuffled):
        return f"stacks={sizes}: three stacks of at least one card, {len(shuffled)} in all"
    if (
        len(locations) != 3
        or list(locations) != sorted(locations)
        or not (locations[0] >= 0 and locations[-1] <= len(remaining))
    ):
        return (
            f"locations={locations}: three positions in order, from 0 to {len(remaining)} "
            "(the cards left in the shoe)"
        )
    result: list[int] = []
    start = taken = 0
    for size, location in zip(sizes, locations, strict=True):
        result += remaining[start:location] + shuffled[taken : taken + size]
        start, taken = location, taken + size
    return result + remaining[start:]
