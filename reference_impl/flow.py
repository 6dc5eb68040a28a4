"""The round as a generator, and the steps around the players' turns: it deals, yields a `Prompt`
whenever a decision is needed, receives the `Action`, and settles. Order: 2.6(e) deal, 2.9
insurance, 2.7 blackjacks, 2.6(f) and 2.11(b) decisions, 2.6(h)/(j)/(k) dealer's hand with 2.12,
settlement, 2.6(i) the cards picked up.

Each function here is a step or hook of `RoundProcedure` (`reference_impl.procedure`), the
procedure its first argument, and calls every other step and rule through the procedure."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from reference_impl.actions import Action, ActionKind, Prompt, PromptKind
from reference_impl.cards import ACE, RANK_OF, TEN_VALUED
from reference_impl.clauses import implements, implements_declared
from reference_impl.dealer_completion import keep_cards, kept_blackjack_paths
from reference_impl.ledger import Result, WagerKind
from reference_impl.money import ZERO, format_money, round_up_to_unit
from reference_impl.options import BlackjackPaymentWhenHoleCardKnown, InsuranceTiming
from reference_impl.settlement import ONE_TO_ONE
from reference_impl.state import BoxState, RoundState, Wager
from reference_impl.wager_model import DecisionPoint

if TYPE_CHECKING:
    from reference_impl.round_view import Procedure

__all__ = [
    "consolidated_net_payout",
    "finish",
    "naturals_and_insurance",
    "offer_insurance",
    "pay_blackjacks",
    "peek",
    "run_round",
]

Flow = Generator[Prompt, Action, None]

# Module constants, not class attributes: an enum class's attribute lookup goes through its
# metaclass's `__getattr__` hook and costs several times a global's on the hot path.
_AFTER_DEAL = InsuranceTiming.AFTER_DEAL
_BEFORE_OWN_DECISIONS = InsuranceTiming.BEFORE_OWN_DECISIONS
_INSURANCE = PromptKind.INSURANCE
_INSURANCE_ANSWERS = (ActionKind.INSURE, ActionKind.NO_INSURANCE)
_NO_INSURANCE = ActionKind.NO_INSURANCE


def run_round(procedure: Procedure, state: RoundState) -> Generator[Prompt | None, Action, None]:
    """Yield each prompt, then None once the round is settled (so that callers never need to
    catch StopIteration on the hot path)."""
    irregular = state.irregular
    if irregular is None:
        procedure.deal(state)
    elif (yield from procedure.deal_irregular(state)):
        procedure.close_irregularities(state)
        procedure.finish(state)
        yield None
        return
    if state.side_wagers_placed:
        procedure.settle_side_wagers(state, DecisionPoint.INITIAL_DEAL)
    if not (yield from procedure.naturals_and_insurance(state)):
        rules = state.rules
        insure_before_own = (
            rules.insurance_timing is _BEFORE_OWN_DECISIONS
            and RANK_OF[state.dealer.cards[0]] == ACE
            and not rules.face_up_hole_card
        )
        for box in state.boxes:
            if insure_before_own:
                yield from procedure.offer_insurance(state, box)
            yield from procedure.player_turn(state, box)
        if irregular is not None:
            yield from procedure.play_late_hands(state)
        procedure.dealer_hand(state)
    if irregular is not None:
        procedure.close_irregularities(state)
    procedure.finish(state)
    yield None


@implements("2.7(a)", "2.7(b)", "2.9(a)")
def naturals_and_insurance(
    procedure: Procedure, state: RoundState
) -> Generator[Prompt, Action, bool]:
    """After the deal: insurance offered against an ace when the table offers it right after the
    deal (2.9(a), (b)); with a card reader, the peek for the dealer's blackjack (2.6(j)); the
    players' blackjacks paid at once against a 2 to 9 (2.7(a)), or against an ace or ten-valued
    card when the hole card is known and the table pays then (I-2.7b-known-hole-card). Returns
    True when the peek finds the dealer's blackjack, which settles the round."""
    rules = state.rules
    up = state.dealer.cards[0]
    up_ace = RANK_OF[up] == ACE
    offers_insurance = up_ace and not rules.face_up_hole_card  # 2.9(a), 2.6(k)3
    if offers_insurance and rules.insurance_timing is _AFTER_DEAL:
        for box in state.boxes:
            yield from procedure.offer_insurance(state, box)
    may_blackjack = up_ace or TEN_VALUED[up]  # 2.7(b), 2.8(a)2
    if may_blackjack and rules.card_reader and procedure.peek(state):
        if state.side_wagers_placed:
            procedure.settle_side_wagers(state, DecisionPoint.DEALER_DONE)
        procedure.settle_against_dealer_blackjack(state)
        return True
    if not state.blackjacks:  # no blackjack to pay
        return False
    if not may_blackjack:
        procedure.pay_blackjacks(state, "2.7(a)")
    elif state.hole_known and (
        rules.blackjack_payment_when_hole_card_known
        is BlackjackPaymentWhenHoleCardKnown.IMMEDIATELY
    ):
        procedure.pay_blackjacks(state, "2.7(b)", "I-2.7b-known-hole-card")
    return False


@implements("2.9(a)", "2.9(b)", "2.7(c)", "2.13(f)", "2.18(d)")
def offer_insurance(procedure: Procedure, state: RoundState, box: BoxState) -> Flow:
    """Each person on the box may insure up to half the initial wager, or to the next chip unit
    when half cannot be bet in chips (2.9(a), (b), 2.13(f)). A blackjack insured for exactly
    half is paid 1 to 1 at once as a consolidated net payout where the table offers it (2.7(c)).
    At a multiple action table the person is asked for each of his wagers, spot by spot, each
    insurance wager decided by the dealer's hand of its spot (2.18(d))."""
    rules = state.rules
    hand = box.hands[0]
    spots = state.spots
    path = "2.9(b)" if spots == 1 else "2.18(d)"
    clause = state.cite(path)
    for player in box.players:
        for spot in range(1, spots + 1):
            stake = hand.stake_of(player, spot)
            if stake is None or stake.settled:
                continue
            most = round_up_to_unit(stake.amount / 2, rules.chip_unit)
            action = yield Prompt(
                _INSURANCE,
                box.number,
                1,
                player,
                _INSURANCE_ANSWERS,
                clause,
                most,
                None if spots == 1 else spot,
            )
            where = player if spots == 1 else f"{player} spot {spot}"
            if action.kind is _NO_INSURANCE:
                state.event("no-insurance", path, box.number, 1, note=where)
                continue
            amount = most if action.amount is None else action.amount
            wager = Wager(player, WagerKind.INSURANCE, amount, spot)
            state.ledger.staked += amount
            box.insurance.append(wager)  # on the insurance line, not on the hand
            state.event("insurance", path, box.number, 1, note=f"{where} {format_money(amount)}")
            if rules.consolidated_net_payout and hand.blackjack and amount * 2 == stake.amount:
                procedure.consolidated_net_payout(state, box, stake, wager)


@implements("2.7(c)")
def consolidated_net_payout(
    procedure: Procedure, state: RoundState, box: BoxState, stake: Wager, insurance: Wager
) -> None:
    """A blackjack insured for exactly half the initial wager is paid 1 to 1 on the initial
    wager at once, as one consolidated net payout for both wagers (2.7(c))."""
    state.settle(box.number, 1, stake, Result.WIN, stake.amount, "2.7(c)", ONE_TO_ONE)
    state.settle(box.number, 1, insurance, Result.CONSOLIDATED, ZERO, "2.7(c)")
    state.event("consolidated-net-payout", "2.7(c)", box.number, 1, note=stake.player)


@implements("2.6(j)", "2.9(d)")
def peek(procedure: Procedure, state: RoundState) -> bool:
    """With a card reader and an ace or ten-valued first card, the dealer learns whether the
    hole card gives blackjack before any more cards are dealt (2.6(j)). Losing insurance is
    collected then (I-2.9d-reader-insurance)."""
    dealer = state.dealer
    blackjack = dealer.total == 21
    state.hole_known = True
    state.dealer_blackjack = blackjack
    note = "blackjack" if blackjack else "no blackjack"
    clause = state.cite("2.6(j)")
    state.events.append(("card-reader-peek", clause, 0, 1, None, None, note, None))
    if blackjack:
        state.events.append(("reveal-hole-card", clause, 0, 1, dealer.cards[1], 21, None, None))
        return True
    for box in state.boxes:
        for wager in box.insurance:
            if not wager.settled:
                procedure.settle_insurance(
                    state, wager, box.number, False, "I-2.9d-reader-insurance"
                )
    return False


@implements_declared(kept_blackjack_paths)
@implements("2.7(a)", "2.7(b)")
def pay_blackjacks(
    procedure: Procedure, state: RoundState, path: str, interpretation: str | None = None
) -> None:
    """Pay each player's blackjack now and remove the cards (2.7(a), (b)); see
    `settle_blackjack`."""
    settle = procedure.settle_blackjack
    for hand in state.blackjacks:
        if not hand.settled:
            settle(state, hand, path, interpretation)
            if state.side_wagers_placed and keep_cards(
                state, next(box for box in state.boxes if box.number == hand.box), hand, False
            ):
                continue  # under the side wager until the cards are picked up (`KeptCards`)
            if not hand.settled:
                continue  # a later spot's wagers wait for the dealer's next hand (2.18(f))
            state.event("remove-cards", path, hand.box, 1, interpretation=interpretation)
            state.shoe.discard(hand.cards)
            hand.removed = True


@implements("2.6(i)")
def finish(procedure: Procedure, state: RoundState) -> None:
    """Settle the side wagers still open at the end of the round, then pick up the cards from
    the dealer's far right, counterclockwise, then the dealer's (2.6(i))."""
    if state.side_wagers_placed:
        procedure.settle_side_wagers(state, DecisionPoint.ROUND_END)
    shoe = state.shoe
    for box in reversed(state.boxes):
        for hand in box.hands:
            if not hand.removed:
                shoe.discard(hand.cards)
    shoe.discard(state.dealer.cards)
    state.events.append(("collect-cards", state.cite("2.6(i)"), None, None, None, None, None, None))
