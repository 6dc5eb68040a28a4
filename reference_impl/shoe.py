"""The shoe: explicit cards in dealing order, cut card, discard rack and burn state.

Nothing here draws randomness; callers stack or shuffle the cards they pass in. Shoe procedures
(2.5, 2.6(c) burn, (l) cut card) attach here in a later issue.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from operator import eq

from reference_impl.cards import CARD_LABELS, parse_cards
from reference_impl.errors import ShoeError

__all__ = ["Shoe", "full_decks", "validate_copies"]


def full_decks(decks: int) -> list[int]:
    """Every card of `decks` decks, in order."""
    return [card for _ in range(decks) for card in range(52)]


def validate_copies(cards: Iterable[int], decks: int) -> None:
    """Refuse more copies of a card than `decks` decks hold (2.2(a))."""
    ordered = sorted(cards)
    # In sorted order a card appears more than `decks` times exactly where a card equals the one
    # `decks` places after it: a check in C, where counting every card's copies costs more than
    # the rest of reading a scripted round's shoe. The copies are counted only to name the card.
    if not any(map(eq, ordered, ordered[decks:])):
        return
    for card, count in Counter(ordered).items():
        if count > decks:
            raise ShoeError(
                f"card {CARD_LABELS[card]} appears {count} times but {decks} "
                f"deck{'s' if decks != 1 else ''} hold{'' if decks != 1 else 's'} only {decks}"
            )


class Shoe:
    """Cards leave from the front. `cut_card_position` is the number of cards before the cut
    card; reaching it lets the round finish before the reshuffle (2.6(l))."""

    __slots__ = ("_cards", "_position", "burned", "cut_card_position", "decks", "discard_rack")

    def __init__(
        self,
        cards: Sequence[int],
        *,
        decks: int,
        cut_card_position: int | None = None,
        validate: bool = True,
    ) -> None:
        if validate:
            validate_copies(cards, decks)
        self._cards = list(cards)
        self._position = 0
        self.decks = decks
        self.cut_card_position = (
            len(self._cards) if cut_card_position is None else cut_card_position
        )
        self.discard_rack: list[int] = []
        self.burned: list[int] = []

    @classmethod
    def from_text(cls, text: str, *, decks: int) -> Shoe:
        """A shoe stacked with the cards of `text`, e.g. "AS 9D KH 7C" (T or 10 for tens)."""
        return cls(parse_cards(text), decks=decks)

    def draw(self) -> int:
        position = self._position
        try:
            card = self._cards[position]
        except IndexError:
            raise ShoeError(
                f"the shoe ran out after {position} cards; the round needs more cards "
                "(insufficient cards are an irregularity of 2.15(f))"
            ) from None
        self._position = position + 1
        return card

    def burn(self) -> int:
        card = self.draw()
        self.burned.append(card)
        self.discard_rack.append(card)
        return card

    def discard(self, cards: Iterable[int]) -> None:
        self.discard_rack.extend(cards)

    @property
    def position(self) -> int:
        return self._position

    @property
    def remaining(self) -> int:
        return len(self._cards) - self._position

    @property
    def cut_card_reached(self) -> bool:
        return self._position > self.cut_card_position

    def remaining_cards(self) -> tuple[int, ...]:
        return tuple(self._cards[self._position :])

    def dealt_between(self, start: int, end: int) -> tuple[int, ...]:
        return tuple(self._cards[start:end])
