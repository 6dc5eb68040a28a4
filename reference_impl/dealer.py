"""The dealer's hand: drawing to 17 (2.12(b)) and drawing nothing that cannot matter (2.12(c))."""

from __future__ import annotations

from reference_impl.clauses import implements
from reference_impl.ledger import WagerKind
from reference_impl.options import AdditionalWagersOnBustedHands
from reference_impl.settlement import hand_result
from reference_impl.state import RoundState

__all__ = ["dealer_must_draw", "draws_can_matter", "second_card_can_matter"]

# Final dealer hands a draw can lead to: 17 to 21 in three or more cards, or over 21.
_FINALS = (17, 18, 19, 20, 21, 22)


@implements("2.12(b)")
def dealer_must_draw(total: int) -> bool:
    """The dealer draws until a hard or soft total of 17 to 21 (2.12(b)); there is no option to
    draw to a soft 17 in these editions."""
    return total < 17


@implements("2.12(c)")
def draws_can_matter(state: RoundState) -> bool:
    """Whether the dealer's point count can still change the outcome of any open wager
    (2.12(c)). A two-card 21 of a split hand beats every dealer's 21 of three or more cards
    (2.3(a)3), so it alone does not make the dealer draw."""
    rules = state.rules
    for box in state.boxes:
        for hand in box.hands:
            if hand.busted or hand.surrendered or hand.blackjack:
                continue
            if hand.total < 21:
                if not hand.settled:
                    return True
                continue
            if hand.settled:
                continue
            outcomes = {hand_result(hand, final, 3, False, rules)[0] for final in _FINALS}
            if len(outcomes) > 1:
                return True
    return False


@implements("2.12(c)", "2.6(h)")
def second_card_can_matter(state: RoundState) -> bool:
    """Under 2.6(h), whether the dealer's second card can change any open wager: insurance,
    a deferred surrender or blackjack, a double or split wager that a dealer's blackjack would
    return, or a live hand (see I-2.12c-dealer-second-card)."""
    could_blackjack = state.dealer_may_have_blackjack
    returns_busted = (
        state.rules.additional_wagers_on_busted_hands is AdditionalWagersOnBustedHands.RETURN
    )
    for box in state.boxes:
        if any(not wager.settled for wager in box.insurance):
            return True
        for hand in box.hands:
            if hand.settled:
                continue
            if hand.surrendered or hand.blackjack:
                return True
            if hand.busted:
                if (
                    could_blackjack
                    and returns_busted
                    and any(wager.kind is not WagerKind.MAIN for wager in hand.wagers)
                ):
                    return True
                continue
            if could_blackjack:
                return True
    return draws_can_matter(state)
