"""The dealer's hand: the second card (2.6(h)) or the hole card (2.6(j)), what they decide, drawing
to 17 (2.12(b)) and drawing nothing that cannot matter (2.12(c)).

Each function here is a step or hook of `RoundProcedure` (`reference_impl.procedure`), the
procedure its first argument; `dealer_hand` consults the others through the procedure."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from reference_impl.clauses import implements, implements_declared
from reference_impl.dealer_completion import (
    completion_paths,
    dealer_decided_paths,
    open_wagers_need_dealer,
    table_wide_completion,
)
from reference_impl.ledger import WagerKind
from reference_impl.options import (
    AdditionalWagersOnBustedHands,
    DealerSecondCard,
    HoleCardProcedure,
)
from reference_impl.state import Hand, RoundState
from reference_impl.wager_model import DecisionPoint

if TYPE_CHECKING:
    from reference_impl.round_view import Procedure

__all__ = ["dealer_hand", "dealer_must_draw", "draws_can_matter", "second_card_can_matter"]

# Final dealer hands a draw can lead to: 17 to 21 in three or more cards, or over 21.
_FINALS = (17, 18, 19, 20, 21, 22)
_DEALER_DONE = DecisionPoint.DEALER_DONE
# Module constants, not class attributes: an enum class's attribute lookup goes through its
# metaclass's `__getattr__` hook and costs several times a global's on the hot path.
_NO_HOLE_CARD, _FACE_UP = HoleCardProcedure.NO_HOLE_CARD, HoleCardProcedure.FACE_UP
_WITHHOLD = DealerSecondCard.WITHHOLD
_MAIN = WagerKind.MAIN
_RETURN = AdditionalWagersOnBustedHands.RETURN


@implements_declared(completion_paths)
@implements("2.6(h)", "2.6(j)", "2.12(b)", "2.12(c)", "2.8(a)2", "2.9(d)", "2.7(b)")
def dealer_hand(procedure: Procedure, state: RoundState) -> None:
    """Complete the dealer's hand: the second card (2.6(h)) or the hole card (2.6(j)); settle
    what the second card decides (2.7(b), 2.8(a)2, 2.9); then draw to 17 (2.12(b)) unless no
    card can matter (2.12(c)); then the side wagers the dealer's hand decides and the hands; then
    the dealer completes his hand for the side wagers still in play (an offering's
    `DealerCompletion`). At a table that chose to draw by a side wager's rule for every wager
    (`DealerCompletion.table_wide`), the dealer draws by it, citing its clause and
    interpretation."""
    rules = state.rules
    dealer = state.dealer
    events = state.events
    cite = state.cite
    hole_card = rules.hole_card
    if hole_card is _NO_HOLE_CARD:
        if rules.dealer_second_card_when_no_effect is _WITHHOLD and not (
            procedure.second_card_can_matter(state)
        ):
            state.event(
                "no-second-card",
                "2.12(c)",
                0,
                dealer.number,
                interpretation="I-2.12c-dealer-second-card",
            )
            if state.side_wagers_placed:
                procedure.settle_side_wagers(state, _DEALER_DONE)
            procedure.settle_hands(state)
            return
        clause = cite("2.6(h)")
        number = dealer.number
        events.append(
            ("announce-dealers-card", clause, 0, number, None, None, "Dealer's Card", None)
        )
        card = state.shoe.draw()
        events.append(("dealer-second-card", clause, 0, number, card, dealer.add(card), None, None))
        state.dealer_blackjack = dealer.total == 21
    elif hole_card is not _FACE_UP:
        total = dealer.total
        events.append(
            ("reveal-hole-card", cite("2.6(j)"), 0, 1, dealer.cards[1], total, None, None)
        )
        state.dealer_blackjack = total == 21
    if state.dealer_blackjack:
        state.event("announce-dealer-blackjack", "2.7(b)", 0, dealer.number, None, 21)
        if state.side_wagers_placed:
            procedure.settle_side_wagers(state, _DEALER_DONE)
        procedure.settle_against_dealer_blackjack(state)
        return
    spot = state.spot
    for box in state.boxes:
        for wager in box.insurance:
            if not wager.settled and wager.spot == spot:
                procedure.settle_insurance(state, wager, box.number, False)
        for hand in box.hands:
            if hand.surrendered and not hand.settled:
                procedure.settle_surrender(state, hand, "2.8(a)2", False)
    if state.blackjacks:
        procedure.pay_blackjacks(state, "2.7(b)")
    shoe = state.shoe
    number = dealer.number
    draw_clause = cite("2.12(b)")
    must_draw: Callable[[Hand], bool] = procedure.dealer_must_draw
    note = None
    table_wide = table_wide_completion(rules) if rules.side_wagers else None
    if table_wide is not None:  # the table draws by the side wager's rule (its interpretation)
        must_draw, draw_clause, note = (
            table_wide.must_draw,
            cite(table_wide.path),
            table_wide.interpretation,
        )
    while must_draw(dealer):
        if not procedure.draws_can_matter(state):
            events.append(
                ("no-further-cards", cite("2.12(c)"), 0, number, None, dealer.total, None, None)
            )
            break
        card = shoe.draw()
        events.append(("dealer-draw", draw_clause, 0, number, card, dealer.add(card), None, note))
    events.append(
        ("announce-dealer-total", cite("2.6(h)"), 0, number, None, dealer.total, None, None)
    )
    if state.side_wagers_placed:
        procedure.settle_side_wagers(state, _DEALER_DONE)
    procedure.settle_hands(state)
    if state.side_wagers_placed:
        procedure.complete_dealer_hand(state)


@implements("2.12(b)")
def dealer_must_draw(procedure: Procedure, dealer: Hand) -> bool:
    """The dealer draws until a hard or soft total of 17 to 21 (2.12(b)); there is no option to
    draw to a soft 17 in these editions."""
    return dealer.total < 17


@implements("2.12(c)")
def draws_can_matter(procedure: Procedure, state: RoundState) -> bool:
    """Whether the dealer's point count can still change the outcome of any open wager
    (2.12(c)). A two-card 21 of a split hand beats every dealer's 21 of three or more cards
    (2.3(a)3), so it alone does not make the dealer draw."""
    rules = state.rules
    spot = state.spot
    for box in state.boxes:
        for hand in box.hands:
            if hand.busted or hand.surrendered or hand.blackjack:
                continue
            if hand.total < 21:
                if not hand.settled_on(spot):
                    return True
                continue
            if hand.settled_on(spot):
                continue
            result = procedure.hand_result
            outcomes = {result(hand, final, 3, False, rules)[0] for final in _FINALS}
            if len(outcomes) > 1:
                return True
    return False


@implements_declared(dealer_decided_paths)
@implements("2.12(c)", "2.6(h)")
def second_card_can_matter(procedure: Procedure, state: RoundState) -> bool:
    """Under 2.6(h), whether the dealer's second card can change any open wager: insurance,
    a deferred surrender or blackjack, a double or split wager that a dealer's blackjack would
    return, a live hand (see I-2.12c-dealer-second-card), or a side wager decided by the dealer's
    completed hand (an offering declaring a `DealerCompletion`, under the clause authorising
    it)."""
    could_blackjack = state.dealer_may_have_blackjack
    returns_busted = state.rules.additional_wagers_on_busted_hands is _RETURN
    spot = state.spot
    for box in state.boxes:
        if any(not wager.settled and wager.spot == spot for wager in box.insurance):
            return True
        for hand in box.hands:
            if hand.settled_on(spot):
                continue
            if hand.surrendered or hand.blackjack:
                return True
            if hand.busted:
                if (
                    could_blackjack
                    and returns_busted
                    and any(wager.kind is not _MAIN and wager.spot == spot for wager in hand.wagers)
                ):
                    return True
                continue
            if could_blackjack:
                return True
    return procedure.draws_can_matter(state) or open_wagers_need_dealer(state)
