"""The initial deal of 2.6(e) and the dealer's hole card of 2.6(j) and (k), in pieces that the
irregular deals of 2.15(e) and (g) put together in another order.

`deal_initial` is the `deal` step of `RoundProcedure` (`reference_impl.procedure`), the procedure
its first argument; the pieces take the round's state only."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from reference_impl.clauses import implements
from reference_impl.options import HoleCardProcedure
from reference_impl.state import BoxState, RoundState

if TYPE_CHECKING:
    from reference_impl.round_view import Procedure

__all__ = [
    "announce_blackjacks",
    "deal_dealer_up_card",
    "deal_hole_card",
    "deal_initial",
    "deal_to_boxes",
]

# Module constants, not class attributes: an enum class's attribute lookup goes through its
# metaclass's `__getattr__` hook and costs several times a global's on the hot path.
_FACE_DOWN = HoleCardProcedure.FACE_DOWN
_FACE_DOWN_CARD_READER = HoleCardProcedure.FACE_DOWN_CARD_READER
_FACE_UP = HoleCardProcedure.FACE_UP


@implements("2.6(e)1", "2.6(e)2", "2.6(e)3", "2.6(j)", "2.6(k)", "2.7(a)", "2.7(b)")
def deal_initial(procedure: Procedure, state: RoundState) -> None:
    """Deal from the dealer's left: one card to each box with a wager, one to the dealer, a
    second to each box (2.6(e)); then the hole card face down (2.6(j)) or face up (2.6(k))."""
    deal_to_boxes(state, state.boxes, "2.6(e)1")
    deal_dealer_up_card(state)
    deal_to_boxes(state, state.boxes, "2.6(e)3")
    deal_hole_card(state)
    if state.blackjacks:  # most deals have none to announce
        announce_blackjacks(state)


def deal_to_boxes(state: RoundState, boxes: Iterable[BoxState], path: str) -> None:
    """One card face up to each of `boxes`, from the dealer's left (2.6(e)1, (e)3)."""
    shoe = state.shoe
    events = state.events
    clause = state.cite(path)
    for box in boxes:
        card = shoe.draw()
        hand = box.hands[0]
        events.append(("deal", clause, box.number, 1, card, hand.add(card), None, None))
        if hand.total == 21 and len(hand.cards) == 2:
            hand.blackjack = True
            state.blackjacks.append(hand)


def deal_dealer_up_card(state: RoundState, path: str = "2.6(e)2") -> None:
    """The dealer's face-up card (2.6(e)2)."""
    card = state.shoe.draw()
    total = state.dealer.add(card)
    state.events.append(("dealer-up-card", state.cite(path), 0, 1, card, total, None, None))


def deal_hole_card(state: RoundState, path: str | None = None) -> None:
    """The hole card face down (2.6(j)) or face up (2.6(k)); none under 2.6(h)."""
    hole_card = state.rules.hole_card
    dealer = state.dealer
    if hole_card is _FACE_DOWN_CARD_READER or hole_card is _FACE_DOWN:
        dealer.add(state.shoe.draw())
        clause = state.cite(path or "2.6(j)")
        state.events.append(("hole-card-face-down", clause, 0, 1, None, None, None, None))
    elif hole_card is _FACE_UP:
        card = state.shoe.draw()
        state.event("hole-card-face-up", path or "2.6(k)", 0, 1, card, dealer.add(card))
        state.hole_known = True
        state.dealer_blackjack = dealer.total == 21


def announce_blackjacks(state: RoundState) -> None:
    """Announce the players' blackjacks of the deal (2.7(a), (b))."""
    if not state.blackjacks:
        return
    path = "2.7(a)" if not state.dealer_may_have_blackjack else "2.7(b)"
    for hand in state.blackjacks:
        state.event("announce-blackjack", path, hand.box, 1, None, 21)
