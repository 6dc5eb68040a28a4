"""The round as a generator: it deals, yields a `Prompt` whenever a decision is needed, receives
the `Action`, and settles. Order: 2.6(e) deal, 2.9 insurance, 2.7 blackjacks, 2.6(f) and 2.11(b)
decisions, 2.6(h)/(j)/(k) dealer's hand with 2.12, settlement."""

from __future__ import annotations

from collections.abc import Generator

from reference_impl.actions import Action, ActionKind, Prompt, PromptKind
from reference_impl.cards import ACE, RANK_OF
from reference_impl.clauses import implements
from reference_impl.deal import deal_initial
from reference_impl.dealer import dealer_must_draw, draws_can_matter, second_card_can_matter
from reference_impl.irregular_flow import close_irregularities, deal_initial_irregular
from reference_impl.ledger import Result, WagerKind
from reference_impl.money import ZERO, format_money, round_up_to_unit
from reference_impl.options import (
    BlackjackPaymentWhenHoleCardKnown,
    DealerSecondCard,
    HoleCardProcedure,
    InsuranceTiming,
)
from reference_impl.player_turn import play_box, play_late_hands
from reference_impl.settlement import (
    ONE_TO_ONE,
    settle_against_dealer_blackjack,
    settle_blackjack,
    settle_hand,
    settle_insurance,
    settle_surrender,
)
from reference_impl.state import BoxState, RoundState, Wager

__all__ = ["run_round"]

Flow = Generator[Prompt, Action, None]


def run_round(state: RoundState) -> Generator[Prompt | None, Action, None]:
    """Yield each prompt, then None once the round is settled (so that callers never need to
    catch StopIteration on the hot path)."""
    rules = state.rules
    irregular = state.irregular
    if irregular is None:
        deal_initial(state)
    elif (yield from deal_initial_irregular(state)):
        close_irregularities(state)
        finish(state)
        yield None
        return
    dealer = state.dealer
    up_ace = RANK_OF[dealer.cards[0]] == ACE
    may_blackjack = state.dealer_may_have_blackjack
    offers_insurance = up_ace and not rules.face_up_hole_card
    if offers_insurance and rules.insurance_timing is InsuranceTiming.AFTER_DEAL:
        for box in state.boxes:
            yield from offer_insurance(state, box)
    if may_blackjack and rules.card_reader and peek(state):
        settle_against_dealer_blackjack(state)
        if irregular is not None:
            close_irregularities(state)
        finish(state)
        yield None
        return
    if not may_blackjack:
        pay_blackjacks(state, "2.7(a)")
    elif state.hole_known and (
        rules.blackjack_payment_when_hole_card_known
        is BlackjackPaymentWhenHoleCardKnown.IMMEDIATELY
    ):
        pay_blackjacks(state, "2.7(b)", "I-2.7b-known-hole-card")
    for box in state.boxes:
        if offers_insurance and rules.insurance_timing is InsuranceTiming.BEFORE_OWN_DECISIONS:
            yield from offer_insurance(state, box)
        yield from play_box(state, box)
    if irregular is not None:
        yield from play_late_hands(state)
    dealer_turn(state)
    if irregular is not None:
        close_irregularities(state)
    finish(state)
    yield None


@implements("2.9(a)", "2.9(b)", "2.7(c)", "2.13(f)")
def offer_insurance(state: RoundState, box: BoxState) -> Flow:
    """Each person on the box may insure up to half the initial wager, or to the next chip unit
    when half cannot be bet in chips (2.9(a), (b), 2.13(f)). A blackjack insured for exactly
    half is paid 1 to 1 at once as a consolidated net payout where the table offers it (2.7(c))."""
    rules = state.rules
    hand = box.hands[0]
    clause = state.cite("2.9(b)")
    for player in box.players:
        stake = hand.stake_of(player)
        if stake is None or stake.settled:
            continue
        most = round_up_to_unit(stake.amount / 2, rules.chip_unit)
        action = yield Prompt(
            PromptKind.INSURANCE,
            box.number,
            1,
            player,
            (ActionKind.INSURE, ActionKind.NO_INSURANCE),
            clause,
            most,
        )
        if action.kind is ActionKind.NO_INSURANCE:
            state.event("no-insurance", "2.9(b)", box.number, 1, note=player)
            continue
        amount = most if action.amount is None else action.amount
        wager = Wager(player, WagerKind.INSURANCE, amount)
        state.ledger.staked += amount
        box.insurance.append(wager)  # on the insurance line, not on the hand
        state.event("insurance", "2.9(b)", box.number, 1, note=f"{player} {format_money(amount)}")
        if rules.consolidated_net_payout and hand.blackjack and amount * 2 == stake.amount:
            state.settle(box.number, 1, stake, Result.WIN, stake.amount, "2.7(c)", ONE_TO_ONE)
            state.settle(box.number, 1, wager, Result.CONSOLIDATED, ZERO, "2.7(c)")
            state.event("consolidated-net-payout", "2.7(c)", box.number, 1, note=player)


@implements("2.6(j)", "2.9(d)")
def peek(state: RoundState) -> bool:
    """With a card reader and an ace or ten-valued first card, the dealer learns whether the
    hole card gives blackjack before any more cards are dealt (2.6(j)). Losing insurance is
    collected then (I-2.9d-reader-insurance)."""
    dealer = state.dealer
    blackjack = dealer.total == 21
    state.hole_known = True
    state.dealer_blackjack = blackjack
    note = "blackjack" if blackjack else "no blackjack"
    state.event("card-reader-peek", "2.6(j)", 0, 1, note=note)
    if blackjack:
        state.event("reveal-hole-card", "2.6(j)", 0, 1, dealer.cards[1], 21)
        return True
    for box in state.boxes:
        for wager in box.insurance:
            if not wager.settled:
                settle_insurance(state, wager, box.number, False, "I-2.9d-reader-insurance")
    return False


def pay_blackjacks(state: RoundState, path: str, interpretation: str | None = None) -> None:
    """Pay each player's blackjack now and remove the cards (2.7(a)); see settle_blackjack."""
    for hand in state.blackjacks:
        if not hand.settled:
            settle_blackjack(state, hand, path, interpretation)
            state.event("remove-cards", path, hand.box, 1, interpretation=interpretation)
            state.shoe.discard(hand.cards)
            hand.removed = True


@implements("2.6(h)", "2.6(j)", "2.12(b)", "2.12(c)", "2.8(a)2", "2.9(d)", "2.7(b)")
def dealer_turn(state: RoundState) -> None:
    """Complete the dealer's hand: the second card (2.6(h)) or the hole card (2.6(j)); settle
    what the second card decides (2.7(b), 2.8(a)2, 2.9); then draw to 17 (2.12(b)) unless no
    card can matter (2.12(c))."""
    rules = state.rules
    dealer = state.dealer
    events = state.events
    cite = state.cite
    procedure = rules.hole_card
    if procedure is HoleCardProcedure.NO_HOLE_CARD:
        if rules.dealer_second_card_when_no_effect is DealerSecondCard.WITHHOLD and not (
            second_card_can_matter(state)
        ):
            state.event(
                "no-second-card", "2.12(c)", 0, 1, interpretation="I-2.12c-dealer-second-card"
            )
            _settle_remaining(state)
            return
        state.event("announce-dealers-card", "2.6(h)", 0, 1, note="Dealer's Card")
        card = state.shoe.draw()
        state.event("dealer-second-card", "2.6(h)", 0, 1, card, dealer.add(card))
        state.dealer_blackjack = dealer.total == 21
    elif procedure is not HoleCardProcedure.FACE_UP:
        total = dealer.total
        events.append(
            ("reveal-hole-card", cite("2.6(j)"), 0, 1, dealer.cards[1], total, None, None)
        )
        state.dealer_blackjack = total == 21
    if state.dealer_blackjack:
        state.event("announce-dealer-blackjack", "2.7(b)", 0, 1, None, 21)
        settle_against_dealer_blackjack(state)
        return
    for box in state.boxes:
        for wager in box.insurance:
            if not wager.settled:
                settle_insurance(state, wager, box.number, False)
        for hand in box.hands:
            if hand.surrendered and not hand.settled:
                settle_surrender(state, hand, "2.8(a)2", False)
    pay_blackjacks(state, "2.7(b)")
    draw = state.shoe.draw
    draw_clause = cite("2.12(b)")
    while dealer_must_draw(dealer.total):
        if not draws_can_matter(state):
            events.append(
                ("no-further-cards", cite("2.12(c)"), 0, 1, None, dealer.total, None, None)
            )
            break
        card = draw()
        events.append(("dealer-draw", draw_clause, 0, 1, card, dealer.add(card), None, None))
    events.append(("announce-dealer-total", cite("2.6(h)"), 0, 1, None, dealer.total, None, None))
    _settle_remaining(state)


def _settle_remaining(state: RoundState) -> None:
    dealer = state.dealer
    total, count = dealer.total, len(dealer.cards)
    for box in state.boxes:
        for hand in box.hands:
            if not hand.settled:
                settle_hand(state, hand, total, count, False)


@implements("2.6(i)")
def finish(state: RoundState) -> None:
    """Pick up the cards from the dealer's far right, counterclockwise, then the dealer's
    (2.6(i))."""
    discard = state.shoe.discard
    for box in reversed(state.boxes):
        for hand in box.hands:
            if not hand.removed:
                discard(hand.cards)
    discard(state.dealer.cards)
    state.events.append(("collect-cards", state.cite("2.6(i)"), None, None, None, None, None, None))
