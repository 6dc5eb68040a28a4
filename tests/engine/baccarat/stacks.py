"""Stacked shoes for the baccarat engine's tests: full decks with chosen cards where the test needs
them, and the stack that puts them there after a given cut (19:47-3.5(d))."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from reference_impl.baccarat import BaccaratOptions, BaccaratProcedure, BaccaratTable
from reference_impl.cards import parse_cards

DECK = 52


def full_stack(decks: int = 6) -> list[int]:
    """Every card of `decks` decks, deck by deck in card order."""
    return [card for _ in range(decks) for card in range(DECK)]


def order_with_front(front: str | Sequence[int], decks: int = 6) -> list[int]:
    """A full shoe whose first cards are `front`, the rest in card order."""
    cards = list(parse_cards(front)) if isinstance(front, str) else list(front)
    left = Counter(full_stack(decks))
    left.subtract(cards)
    assert min(left.values()) >= 0, "more copies than the decks hold"
    rest = []
    for card in full_stack(decks):
        if left[card] > 0:
            left[card] -= 1
            rest.append(card)
    return cards + rest


def uncut(order: Sequence[int], at: int) -> list[int]:
    """The stack that a cut at `at` turns into `order`: the cut places the first `at` cards at the
    back, so they are `order`'s last `at` cards."""
    return list(order[-at:]) + list(order[:-at])


def ready_table(
    after_burn: str,
    *,
    burn: str = "AS 2S",
    at: int = 30,
    from_back: int = 14,
    procedure: BaccaratProcedure | None = None,
    **options: Any,
) -> BaccaratTable:
    """A table cut at `at`, its cutting card `from_back` cards from the back and burned (`burn`:
    the burn card and the cards it burns), whose next cards are `after_burn`."""
    opts = BaccaratOptions(**options)
    order = order_with_front(f"{burn} {after_burn}", opts.decks)
    table = BaccaratTable(opts, uncut(order, at), procedure=procedure)
    table.cut(at)
    table.place_cutting_card(from_back)
    table.burn()
    return table
