"""Who wins what: the settlement rules of 2.3, 2.6(k), 2.7, 2.8, 2.9, 2.10(b), 2.11(d), 2.16.

Each function here is a hook of `RoundProcedure` (`reference_impl.procedure`), the procedure its
first argument: outcome functions are pure (hand, dealer, rules) -> (result, odds, clause path);
`settle_*` functions write the ledger entries. They consult one another through the procedure, so
that a variant overriding one (`hand_result`, say) changes every settlement that uses it.
"""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING

from reference_impl.cards import RANK_OF, SUIT_OF
from reference_impl.clauses import implements, implements_declared
from reference_impl.dealer_completion import keep_cards, kept_bust_paths
from reference_impl.ledger import Result, WagerKind
from reference_impl.money import ZERO, Odds, payout
from reference_impl.options import AdditionalWagersOnBustedHands
from reference_impl.rules import TableRules
from reference_impl.state import Hand, RoundState, Wager

if TYPE_CHECKING:
    from reference_impl.round_view import Procedure

__all__ = [
    "ONE_TO_ONE",
    "blackjack_odds",
    "hand_result",
    "settle_additional",
    "settle_against_dealer_blackjack",
    "settle_blackjack",
    "settle_dead_hand",
    "settle_hand",
    "settle_hands",
    "settle_insurance",
    "settle_surrender",
    "winning_odds",
]

ONE_TO_ONE = Odds(1, 1)
THREE_TO_TWO = Odds(3, 2)
TWO_TO_ONE = Odds(2, 1)
_SIX, _SEVEN, _EIGHT = 5, 6, 7  # rank indexes

Outcome = tuple[Result, Odds | None, str]

# Module constants, not class attributes: an enum class's attribute lookup goes through its
# metaclass's `__getattr__` hook and costs several times a global's on the hot path.
_WIN, _LOSE, _VOID = Result.WIN, Result.LOSE, Result.VOID
_MAIN = WagerKind.MAIN
# The outcomes that take no odds, built once.
_BUSTED: Outcome = (_LOSE, None, "2.3(a)1")
_LOSE_TO_BLACKJACK_21: Outcome = (_LOSE, None, "2.3(b)")
_LOSE_TO_BLACKJACK: Outcome = (_LOSE, None, "2.3(a)2")
_LOWER: Outcome = (_LOSE, None, "2.3(a)2")
_EQUAL_FACE_UP: Outcome = (_LOSE, None, "2.6(k)1")
_EQUAL_FIVE_CARD_21: Outcome = (_VOID, None, "2.16(b)")
_SPLIT_TWO_CARD_21: Outcome = (_WIN, ONE_TO_ONE, "2.3(a)3")
_EQUAL: Outcome = (_VOID, None, "2.3(b)")


@implements("2.3(e)", "2.3(e)3", "2.6(k)2")
def blackjack_odds(procedure: Procedure, hand: Hand, rules: TableRules) -> tuple[Odds, str]:
    """Standard blackjack pays 3 to 2 (2.3(e)); 1 to 1 with a face-up hole card (2.6(k)2); the
    designated ace and face card pays the odds the licensee posted (2.3(e)3)."""
    designated = rules.designated_blackjack
    if designated is not None and designated.matches(hand.cards[0], hand.cards[1]):
        return designated.odds, "2.3(e)3"
    if rules.face_up_hole_card:
        return ONE_TO_ONE, "2.6(k)2"
    return THREE_TO_TWO, "2.3(e)"


@implements("2.3(e)1", "2.3(e)2", "2.3(e)4", "2.16(a)")
def winning_odds(procedure: Procedure, hand: Hand, rules: TableRules) -> tuple[Odds, str]:
    """Odds of a winning hand that is not a blackjack: 1 to 1 (2.3(e)), or a bonus the table
    offers: 6-7-8 of one suit 2 to 1 (2.3(e)1), three 7's 3 to 2 (2.3(e)2), five cards totalling
    21 at 2 to 1 (2.16(a)) or at the odds posted under 2.3(e)4."""
    cards = hand.cards
    count = len(cards)
    if count == 3 and (rules.bonus_suited_678 or rules.bonus_three_sevens):
        ranks = sorted(RANK_OF[card] for card in cards)
        if (
            rules.bonus_suited_678
            and ranks == [_SIX, _SEVEN, _EIGHT]
            and len({SUIT_OF[card] for card in cards}) == 1
        ):
            return TWO_TO_ONE, "2.3(e)1"
        if rules.bonus_three_sevens and ranks == [_SEVEN, _SEVEN, _SEVEN]:
            return THREE_TO_TWO, "2.3(e)2"
    elif count == 5 and rules.five_card_21 and hand.total == 21:
        if rules.bonus_five_card_21_odds is not None:
            return rules.bonus_five_card_21_odds, "2.3(e)4"
        return TWO_TO_ONE, "2.16(a)"
    return ONE_TO_ONE, "2.3(e)"


@implements("2.3(a)1", "2.3(a)2", "2.3(a)3", "2.3(a)4", "2.3(b)", "2.6(k)1", "2.16(b)")
def hand_result(  # noqa: PLR0917 - positional on the hot path
    procedure: Procedure,
    hand: Hand,
    dealer_total: int,
    dealer_cards: int,
    dealer_blackjack: bool,
    rules: TableRules,
) -> Outcome:
    """Result of the main wager of a hand that is not a blackjack, against the dealer's final
    hand (2.3(a), (b)); five cards totalling 21 (2.3(a)4, 2.16(b)); with a face-up hole card
    equal scores lose (2.6(k)1)."""
    total = hand.total
    if total > 21:
        return _BUSTED
    if dealer_blackjack:
        return _LOSE_TO_BLACKJACK_21 if total == 21 else _LOSE_TO_BLACKJACK
    if dealer_total > 21:
        odds, path = procedure.winning_odds(hand, rules)
        return _WIN, odds, path if path != "2.3(e)" else "2.3(a)1"
    if total > dealer_total:
        odds, path = procedure.winning_odds(hand, rules)
        return _WIN, odds, path if path != "2.3(e)" else "2.3(a)2"
    if total < dealer_total:
        return _LOWER
    # Equal scores.
    if rules.face_up_hole_card:
        return _EQUAL_FACE_UP
    if rules.five_card_21 and total == 21 and len(hand.cards) == 5:
        return _EQUAL_FIVE_CARD_21
    if total == 21 and len(hand.cards) == 2 and dealer_cards > 2:
        return _SPLIT_TWO_CARD_21
    return _EQUAL


def _net(result: Result, stake: Decimal, odds: Odds | None, rules: TableRules) -> Decimal:
    if result is _WIN:
        assert odds is not None
        return payout(stake, odds, rules.payout_rounding, rules.chip_unit)
    if result is _LOSE:
        return -stake
    return ZERO


@implements("2.3(e)", "2.10(b)", "2.11(d)")
def settle_hand(  # noqa: PLR0917 - positional on the hot path
    procedure: Procedure,
    state: RoundState,
    hand: Hand,
    dealer_total: int,
    dealer_cards: int,
    dealer_blackjack: bool,
) -> None:
    """Settle every open wager on `hand` after the round (2.3(e)). Against a dealer's blackjack
    only the original wager is collected; double and split wagers are void (2.10(b), 2.11(d)).
    At a multiple action table only the wagers on the spot the dealer's hand decides
    (2.18(f), (h), (i))."""
    rules = state.rules
    result, odds, path = procedure.hand_result(
        hand, dealer_total, dealer_cards, dealer_blackjack, rules
    )
    interpretation = None
    if hand.total == 21 and not dealer_blackjack:
        interpretation = _interpretation_of_21(hand, path)
    spot = state.spot
    for wager in hand.wagers:
        if wager.settled or wager.spot != spot:
            continue
        if wager.kind is _MAIN:
            state.settle(
                hand.box,
                hand.number,
                wager,
                result,
                _net(result, wager.amount, odds, rules),
                path,
                odds if result is _WIN else None,
                interpretation,
            )
        else:
            procedure.settle_additional(state, hand, wager, result, odds, path, dealer_blackjack)


def _interpretation_of_21(hand: Hand, path: str) -> str | None:
    if path == "2.6(k)1":
        return "I-2.6k-equal-scores"
    if path == "2.3(a)3" and hand.from_split:
        return "I-2.3a3-split-two-card-21"
    return None


@implements("2.10(b)", "2.11(d)")
def settle_additional(  # noqa: PLR0917 - positional on the hot path
    procedure: Procedure,
    state: RoundState,
    hand: Hand,
    wager: Wager,
    result: Result,
    odds: Odds | None,
    path: str,
    dealer_blackjack: bool,
) -> None:
    """Settle a double or split wager on `hand`, whose main wager had `result` at `odds`. Against
    a dealer's blackjack it is returned (2.10(b), 2.11(d)), or collected on a busted hand where
    the table collects (I-2.10b-busted-additional-wagers); otherwise it has the hand's result,
    with the bonus odds of 2.3(e)1 and (e)2 only where the table pays them on additional wagers
    (I-2.3e-bonus-on-additional-wagers)."""
    rules = state.rules
    protected_path = "2.10(b)" if wager.kind is WagerKind.DOUBLE else "2.11(d)"
    if dealer_blackjack:
        if hand.busted and (
            rules.additional_wagers_on_busted_hands is AdditionalWagersOnBustedHands.COLLECT
        ):
            state.settle(
                hand.box,
                hand.number,
                wager,
                _LOSE,
                -wager.amount,
                "2.3(a)1",
                interpretation="I-2.10b-busted-additional-wagers",
            )
            return
        note = "I-2.10b-busted-additional-wagers" if hand.busted else None
        state.settle(hand.box, hand.number, wager, _VOID, ZERO, protected_path, None, note)
        return
    interpretation = None
    if result is _WIN and odds is not None and path in ("2.3(e)1", "2.3(e)2"):
        interpretation = "I-2.3e-bonus-on-additional-wagers"
        if not rules.bonus_odds_on_additional_wagers:
            odds = ONE_TO_ONE
    net = _net(result, wager.amount, odds, rules)
    state.settle(
        hand.box,
        hand.number,
        wager,
        result,
        net,
        path,
        odds if result is _WIN else None,
        interpretation,
    )


@implements("2.7(a)", "2.7(b)", "2.6(k)1")
def settle_blackjack(
    procedure: Procedure,
    state: RoundState,
    hand: Hand,
    timing_path: str,
    interpretation: str | None = None,
) -> None:
    """Pay a player's blackjack (2.7(a), (b)); void against a dealer's blackjack (2.7(b)) except
    with a face-up hole card, where both blackjacks win for the player (2.6(k)1). At a multiple
    action table the wagers on every spot are paid at once against a 2 to 9 (2.7(a)), which no
    hand of the dealer formed with it can beat, and otherwise those on the spot his hand decides
    (2.18(f), (h), (i))."""
    rules = state.rules
    spot = state.spot
    if state.dealer_blackjack and not rules.face_up_hole_card:
        for wager in hand.wagers:
            if not wager.settled and wager.spot == spot:
                state.settle(hand.box, hand.number, wager, _VOID, ZERO, "2.7(b)")
        return
    odds, odds_path = procedure.blackjack_odds(hand, rules)
    path = odds_path if odds_path != "2.3(e)" else timing_path
    if state.dealer_blackjack:
        path = "2.6(k)1"
    for wager in hand.wagers:
        if not wager.settled and (wager.spot == spot or not state.dealer_may_have_blackjack):
            net = payout(wager.amount, odds, rules.payout_rounding, rules.chip_unit)
            state.settle(hand.box, hand.number, wager, _WIN, net, path, odds, interpretation)


@implements("2.9(c)", "2.9(d)", "2.8(b)")
def settle_insurance(  # noqa: PLR0917 - positional, as the steps call it
    procedure: Procedure,
    state: RoundState,
    wager: Wager,
    box: int,
    dealer_blackjack: bool,
    interpretation: str | None = None,
) -> None:
    """Insurance wins 2 to 1 on a dealer's blackjack (2.9(a), (c)) and is otherwise collected
    before the dealer draws (2.9(d)); it has no bearing on a surrender (2.8(b))."""
    if dealer_blackjack:
        net = payout(wager.amount, TWO_TO_ONE, state.rules.payout_rounding, state.rules.chip_unit)
        state.settle(box, 1, wager, _WIN, net, "2.9(c)", TWO_TO_ONE)
    else:
        state.settle(box, 1, wager, _LOSE, -wager.amount, "2.9(d)", None, interpretation)


@implements("2.8(a)1", "2.8(a)2")
def settle_surrender(
    procedure: Procedure, state: RoundState, hand: Hand, path: str, dealer_blackjack: bool
) -> None:
    """Half the wager is collected and half returned (2.8(a)1, (a)2); the whole wager is
    collected when the dealer's second card gives him blackjack (2.8(a)2)."""
    for wager in hand.wagers:
        if wager.settled:
            continue
        if dealer_blackjack:
            state.settle(hand.box, hand.number, wager, _LOSE, -wager.amount, path)
        else:
            state.settle(hand.box, hand.number, wager, Result.SURRENDER, -wager.amount / 2, path)


def settle_against_dealer_blackjack(procedure: Procedure, state: RoundState) -> None:
    """The dealer has blackjack: settle everything still open (2.3, 2.7(b), 2.8(a)2, 2.9), on
    the spot his hand decides at a multiple action table (2.18(d))."""
    spot = state.spot
    for box in state.boxes:
        for wager in box.insurance:
            if not wager.settled and wager.spot == spot:
                procedure.settle_insurance(state, wager, box.number, True)
        for hand in box.hands:
            if hand.surrendered:
                procedure.settle_surrender(state, hand, "2.8(a)2", True)
            elif hand.blackjack:
                procedure.settle_blackjack(state, hand, "2.7(b)")
            else:
                procedure.settle_hand(state, hand, 21, 2, True)


@implements_declared(kept_bust_paths)
@implements("2.3(a)1", "2.3(a)2", "2.3(b)")
def settle_hands(procedure: Procedure, state: RoundState) -> None:
    """Settle every hand still open against the dealer's final hand (2.3(a), (b)), once it is
    complete; a busted hand's cards go under the box's side wager that keeps them (`KeptCards`,
    citing its `bust_path`)."""
    dealer = state.dealer
    total, count = dealer.total, len(dealer.cards)
    side_wagers = state.side_wagers_placed
    for box in state.boxes:
        for hand in box.hands:
            if not hand.settled:
                procedure.settle_hand(state, hand, total, count, False)
                if side_wagers and hand.busted:
                    keep_cards(state, box, hand, True)


@implements("2.15(g)", "2.15(i)", "2.15(j)1")
def settle_dead_hand(procedure: Procedure, state: RoundState, hand: Hand, path: str) -> None:
    """A dead hand: every open wager on it is returned (2.15(g), (i), (j)1)."""
    for wager in hand.wagers:
        if not wager.settled:
            state.settle(hand.box, hand.number, wager, Result.DEAD, ZERO, path)
    if not hand.removed:
        state.shoe.discard(hand.cards)
        hand.removed = True
