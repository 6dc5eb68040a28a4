"""The faulty rules: each class is the reference `RoundProcedure` with one hook overridden, and
gets one rule wrong, the way a vendor's developer might. Each docstring cites the clause it
breaks. Where it can, a faulty hook calls the reference hook (`super()`) and changes only its
answer, so that the rest of the rule stays right.

`games.py` says which game plays which procedure. Nothing here changes `reference_impl`: a
procedure is a subclass, and the reference engine's own rounds are played by
`reference_impl.procedure.REFERENCE_PROCEDURE` as before.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from dataclasses import replace
from decimal import Decimal
from fractions import Fraction

from reference_impl.actions import Action, ActionKind, Prompt, PromptKind
from reference_impl.cards import ACE, HARD_VALUE, RANK_OF, SUIT_OF, TEN_VALUED
from reference_impl.deal import (
    announce_blackjacks,
    deal_dealer_up_card,
    deal_hole_card,
    deal_to_boxes,
)
from reference_impl.irregularities import (
    Irregularity,
    IrregularityKind,
    IrregularShoe,
    RoundIrregularities,
)
from reference_impl.ledger import Result, WagerKind
from reference_impl.money import ZERO, Odds, payout
from reference_impl.options import HoleCardProcedure, InsuranceTiming
from reference_impl.procedure import RoundProcedure
from reference_impl.rules import TableRules
from reference_impl.side_wagers import rule_text
from reference_impl.side_wagers.additional_2_17 import tables as printed_2_17
from reference_impl.side_wagers.bet_the_set_2_29 import tables as printed_2_29
from reference_impl.side_wagers.buster_2_30 import dealer_total
from reference_impl.side_wagers.buster_2_30 import tables as printed_2_30
from reference_impl.state import BoxState, Hand, RoundState, Wager
from reference_impl.table_view import PlacedWager, TableView
from reference_impl.wager_model import (
    DealerCompletion,
    DecisionPoint,
    SideBonus,
    SideOutcome,
    SideView,
    SideWagerKind,
)
from reference_impl.wagers import BoxWager, Seating

__all__ = [
    "AcesAlwaysOne",
    "AcesOneHand",
    "AcesSplitAgain",
    "BetTheSetRegularPairFromSuitedCellAtPaytable5",
    "BetTheSetSettledAfterThirdCard",
    "BetTheSetSuitedPairPaidAsRegularPair",
    "BlackjackPaid3To2FaceUp",
    "BlackjackPaid6To5",
    "BrokenReaderStillPeeks",
    "BusterCompletionStandsOnSoft17",
    "BusterEightCardsPaidAtSevenCardRow",
    "BusterNotCompletedWhenEveryPlayerBusted",
    "BusterPaidOnDealer21",
    "BusterSixCardsPaid12To1AtTableA",
    "CardDrawnInErrorBurned",
    "ConsolidatedPayout3To2",
    "DealerHitsSoft17",
    "DealerKeepsCardDrawnOn17",
    "DealerMissedCardDealtAtOnce",
    "DealerStandsOn16",
    "DealerUpCardDealtLast",
    "DoubleAboveOriginalWager",
    "DoubleLostToDealerBlackjack",
    "DoubleOnAnyFaceUpTotal",
    "DoubleOnTwoCard21",
    "EmptyBoxWagerCollected",
    "EqualScoresLose",
    "ExposedCardToStandingDealer",
    "FaceUpCardInShoeDealt",
    "FaceUpEqualScoresVoid",
    "FaceUpOffersInsurance",
    "FiveCard21LosesToDealer21",
    "FiveCard21PaidEvenMoney",
    "FiveCard21PaidWhenNotOffered",
    "FreeBonusPaidAtSixCards",
    "FreeBonusPaidUnderFiveDollars",
    "HidingReaderHandsDead",
    "InsuranceAboveHalfAccepted",
    "InsurancePaidEvenMoney",
    "InsuranceWinsOnDealer21",
    "MissedRequestDeadHandCollected",
    "MissedRequestDealtAtOnce",
    "NaturalPaidBeforeSecondCard",
    "OneCardBoxCompletedInTurn",
    "OverUnderAceCountsEleven",
    "RefusedExposedCardBurned",
    "ReshuffleWithoutBurn",
    "ResplitAtOneSplit",
    "RevealingReaderPlayContinues",
    "SameSuit2004TableIn2024",
    "SameSuitKingQueen25To1AtSixDecks",
    "SevensPaidTwoLines",
    "ShoeBurningCardDrawnInError",
    "ShoeDealingFaceUpCard",
    "ShoeNotBurningAfterReshuffle",
    "SideWagerAboveMainWagerAccepted",
    "SideWagersSettledAtDealersTurn",
    "Simple21VoidAgainstBlackjack",
    "Split21VoidAgainstDealer21",
    "SplitAcesMayHit",
    "SplitLostToDealerBlackjack",
    "SurrenderAfterHit",
    "SurrenderHalfAgainstBlackjack",
    "SurrenderReturnsWholeWager",
    "ThirteenReturnedOverUnder",
    "ThreeSevensPaid2To1",
    "TwoSevensPaidAtTheDeal",
    "WrongSideRoundCalledOff",
]

ONE_TO_ONE = Odds(1, 1)
SIX_TO_FIVE = Odds(6, 5)
THREE_TO_TWO = Odds(3, 2)
TWO_TO_ONE = Odds(2, 1)

HandOutcome = tuple[Result, Odds | None, str]
Flow = Generator[Prompt, Action, None]

HIT, STAND, DOUBLE, SURRENDER = (
    ActionKind.HIT,
    ActionKind.STAND,
    ActionKind.DOUBLE,
    ActionKind.SURRENDER,
)


# Odds (blackjack_odds, winning_odds) ---------------------------------------------------------


class BlackjackPaid6To5(RoundProcedure):
    __slots__ = ()

    def blackjack_odds(self, hand: Hand, rules: TableRules) -> tuple[Odds, str]:
        """A standard blackjack paid 6 to 5; 2.7(a), (b) and 2.3(e) pay it 3 to 2."""
        odds, path = super().blackjack_odds(hand, rules)
        return (SIX_TO_FIVE, path) if path == "2.3(e)" else (odds, path)


class BlackjackPaid3To2FaceUp(RoundProcedure):
    __slots__ = ()

    def blackjack_odds(self, hand: Hand, rules: TableRules) -> tuple[Odds, str]:
        """With the face-up hole card, a blackjack paid 3 to 2 as in the standard game; 2.6(k)2
        pays it 1 to 1."""
        odds, path = super().blackjack_odds(hand, rules)
        return (THREE_TO_TWO, "2.3(e)") if path == "2.6(k)2" else (odds, path)


class FiveCard21PaidEvenMoney(RoundProcedure):
    __slots__ = ()

    def winning_odds(self, hand: Hand, rules: TableRules) -> tuple[Odds, str]:
        """Five cards totalling 21 paid 1 to 1 where the table offers the option; 2.16(a) pays
        2 to 1."""
        odds, path = super().winning_odds(hand, rules)
        return (ONE_TO_ONE, "2.3(e)") if path in ("2.16(a)", "2.3(e)4") else (odds, path)


class FiveCard21PaidWhenNotOffered(RoundProcedure):
    __slots__ = ()

    def winning_odds(self, hand: Hand, rules: TableRules) -> tuple[Odds, str]:
        """Five cards totalling 21 paid 2 to 1 although the table does not offer the option;
        2.3(a)4 and 2.16(c) make it a licensee's choice, and without it the hand wins 1 to 1."""
        if not rules.five_card_21 and len(hand.cards) == 5 and hand.total == 21:
            return TWO_TO_ONE, "2.16(a)"
        return super().winning_odds(hand, rules)


class ThreeSevensPaid2To1(RoundProcedure):
    __slots__ = ()

    def winning_odds(self, hand: Hand, rules: TableRules) -> tuple[Odds, str]:
        """Three sevens paid 2 to 1 (the 6-7-8 suited odds); 2.3(e)2 pays them 3 to 2."""
        odds, path = super().winning_odds(hand, rules)
        return (TWO_TO_ONE, path) if path == "2.3(e)2" else (odds, path)


# Results (hand_result) ---------------------------------------------------------------------


class Simple21VoidAgainstBlackjack(RoundProcedure):
    __slots__ = ()

    def hand_result(
        self,
        hand: Hand,
        dealer_total: int,
        dealer_cards: int,
        dealer_blackjack: bool,
        rules: TableRules,
    ) -> HandOutcome:
        """A player's 21 that is not a blackjack is a stand-off against a dealer's blackjack;
        2.3(b) says the wager is lost."""
        if dealer_blackjack and hand.total == 21:
            return Result.VOID, None, "2.3(b)"
        return super().hand_result(hand, dealer_total, dealer_cards, dealer_blackjack, rules)


class EqualScoresLose(RoundProcedure):
    __slots__ = ()

    def hand_result(
        self,
        hand: Hand,
        dealer_total: int,
        dealer_cards: int,
        dealer_blackjack: bool,
        rules: TableRules,
    ) -> HandOutcome:
        """Equal scores lose in the standard game; 2.3(b) makes the wager void."""
        result, odds, path = super().hand_result(
            hand, dealer_total, dealer_cards, dealer_blackjack, rules
        )
        if result is Result.VOID and path == "2.3(b)":
            return Result.LOSE, None, "2.3(b)"
        return result, odds, path


class FiveCard21LosesToDealer21(RoundProcedure):
    __slots__ = ()

    def hand_result(
        self,
        hand: Hand,
        dealer_total: int,
        dealer_cards: int,
        dealer_blackjack: bool,
        rules: TableRules,
    ) -> HandOutcome:
        """Five cards totalling 21 lose to a dealer's 21 in three or more cards; 2.16(b) makes
        the wager void."""
        result, odds, path = super().hand_result(
            hand, dealer_total, dealer_cards, dealer_blackjack, rules
        )
        if result is Result.VOID and path == "2.16(b)":
            return Result.LOSE, None, "2.16(b)"
        return result, odds, path


class Split21VoidAgainstDealer21(RoundProcedure):
    __slots__ = ()

    def hand_result(
        self,
        hand: Hand,
        dealer_total: int,
        dealer_cards: int,
        dealer_blackjack: bool,
        rules: TableRules,
    ) -> HandOutcome:
        """A two-card 21 of a split hand is a stand-off against a dealer's 21 in more than two
        cards; 2.3(a)3 says it wins (1 to 1, 2.3(e))."""
        result, odds, path = super().hand_result(
            hand, dealer_total, dealer_cards, dealer_blackjack, rules
        )
        if path == "2.3(a)3":
            return Result.VOID, None, "2.3(b)"
        return result, odds, path


class FaceUpEqualScoresVoid(RoundProcedure):
    __slots__ = ()

    def hand_result(
        self,
        hand: Hand,
        dealer_total: int,
        dealer_cards: int,
        dealer_blackjack: bool,
        rules: TableRules,
    ) -> HandOutcome:
        """With the face-up hole card, equal scores are a stand-off as in the standard game;
        2.6(k)1 says the player's wager is lost."""
        result, odds, path = super().hand_result(
            hand, dealer_total, dealer_cards, dealer_blackjack, rules
        )
        if result is Result.LOSE and path == "2.6(k)1":
            return Result.VOID, None, "2.3(b)"
        return result, odds, path


# Settlements (settle_*, consolidated_net_payout) ---------------------------------------------


class InsurancePaidEvenMoney(RoundProcedure):
    __slots__ = ()

    def settle_insurance(
        self,
        state: RoundState,
        wager: Wager,
        box: int,
        dealer_blackjack: bool,
        interpretation: str | None = None,
    ) -> None:
        """Winning insurance paid 1 to 1; 2.9(c) pays it 2 to 1."""
        if dealer_blackjack:
            state.settle(box, 1, wager, Result.WIN, wager.amount, "2.9(c)", ONE_TO_ONE)
        else:
            super().settle_insurance(state, wager, box, dealer_blackjack, interpretation)


class InsuranceWinsOnDealer21(RoundProcedure):
    """Insurance settled against the dealer's final hand instead of his second card: the one
    defect moves a settlement from one step to another, so it overrides the hook that settles
    insurance (to leave it open) and the one that settles against the final hand."""

    __slots__ = ()

    def settle_insurance(
        self,
        state: RoundState,
        wager: Wager,
        box: int,
        dealer_blackjack: bool,
        interpretation: str | None = None,
    ) -> None:
        """Insurance is settled at once on a dealer's blackjack, and otherwise left open until
        the dealer's hand is complete (see `settle_hands`)."""
        if dealer_blackjack:
            super().settle_insurance(state, wager, box, dealer_blackjack, interpretation)

    def settle_hands(self, state: RoundState) -> None:
        """Insurance wins when the dealer's final hand totals 21, in any number of cards;
        2.9(a) says it wins only on a blackjack (a ten-valued second card to the ace) and is
        lost on any other second card, before the dealer draws (2.9(d))."""
        twenty_one = state.dealer.total == 21
        for box in state.boxes:
            for wager in box.insurance:
                if not wager.settled:
                    super().settle_insurance(state, wager, box.number, twenty_one)
        super().settle_hands(state)


class SurrenderReturnsWholeWager(RoundProcedure):
    __slots__ = ()

    def settle_surrender(
        self, state: RoundState, hand: Hand, path: str, dealer_blackjack: bool
    ) -> None:
        """A surrender returns the whole wager; 2.8(a) collects one half of it."""
        if dealer_blackjack:
            super().settle_surrender(state, hand, path, dealer_blackjack)
            return
        for wager in hand.wagers:
            if not wager.settled:
                state.settle(hand.box, hand.number, wager, Result.VOID, ZERO, path)


class SurrenderHalfAgainstBlackjack(RoundProcedure):
    __slots__ = ()

    def settle_surrender(
        self, state: RoundState, hand: Hand, path: str, dealer_blackjack: bool
    ) -> None:
        """A surrender against an ace or ten-valued card collects one half of the wager even
        when the dealer's second card gives him blackjack; 2.8(a)2 collects the entire wager
        then."""
        super().settle_surrender(state, hand, path, False)


class DoubleLostToDealerBlackjack(RoundProcedure):
    __slots__ = ()

    def settle_additional(  # noqa: PLR0917 - the hook's signature
        self,
        state: RoundState,
        hand: Hand,
        wager: Wager,
        result: Result,
        odds: Odds | None,
        path: str,
        dealer_blackjack: bool,
    ) -> None:
        """The amount doubled is collected when the dealer obtains blackjack after the double;
        2.10(b) collects only the original wager."""
        if dealer_blackjack and wager.kind is WagerKind.DOUBLE:
            state.settle(hand.box, hand.number, wager, Result.LOSE, -wager.amount, "2.3(a)2")
            return
        super().settle_additional(state, hand, wager, result, odds, path, dealer_blackjack)


class SplitLostToDealerBlackjack(RoundProcedure):
    __slots__ = ()

    def settle_additional(  # noqa: PLR0917 - the hook's signature
        self,
        state: RoundState,
        hand: Hand,
        wager: Wager,
        result: Result,
        odds: Odds | None,
        path: str,
        dealer_blackjack: bool,
    ) -> None:
        """The amount wagered in splitting pairs is collected when the dealer obtains blackjack
        after the split; 2.11(d) collects only the original wager."""
        if dealer_blackjack and wager.kind is WagerKind.SPLIT:
            state.settle(hand.box, hand.number, wager, Result.LOSE, -wager.amount, "2.3(a)2")
            return
        super().settle_additional(state, hand, wager, result, odds, path, dealer_blackjack)


class ConsolidatedPayout3To2(RoundProcedure):
    __slots__ = ()

    def consolidated_net_payout(
        self, state: RoundState, box: BoxState, stake: Wager, insurance: Wager
    ) -> None:
        """The consolidated net payout of a blackjack insured for half the wager is paid 3 to 2;
        2.7(c) pays it 1 to 1 on the initial wager, for both wagers."""
        rules = state.rules
        net = payout(stake.amount, THREE_TO_TWO, rules.payout_rounding, rules.chip_unit)
        state.settle(box.number, 1, stake, Result.WIN, net, "2.7(c)", THREE_TO_TWO)
        state.settle(box.number, 1, insurance, Result.CONSOLIDATED, ZERO, "2.7(c)")
        state.event("consolidated-net-payout", "2.7(c)", box.number, 1, note=stake.player)


# The deal and the dealer's hand (deal, dealer_must_draw, hand_class) -----------------------


class NaturalPaidBeforeSecondCard(RoundProcedure):
    __slots__ = ()

    def deal(self, state: RoundState) -> None:
        """Under the no-hole-card procedure, every blackjack is paid 3 to 2 as soon as the
        initial cards are dealt; 2.7(b) pays a blackjack against an ace or a ten-valued card
        only once the dealer's second card is known, and makes it void if that gives the dealer
        blackjack."""
        super().deal(state)
        if state.rules.hole_card is HoleCardProcedure.NO_HOLE_CARD:
            self.pay_blackjacks(state, "2.7(a)")


class DealerUpCardDealtLast(RoundProcedure):
    __slots__ = ()

    def deal(self, state: RoundState) -> None:
        """Each box receives both its cards before the dealer's face-up card; 2.6(e) deals the
        dealer's card between the boxes' first and second cards. The pieces are the reference
        deal's."""
        deal_to_boxes(state, state.boxes, "2.6(e)1")
        deal_to_boxes(state, state.boxes, "2.6(e)3")
        deal_dealer_up_card(state)
        deal_hole_card(state)
        announce_blackjacks(state)


class DealerStandsOn16(RoundProcedure):
    __slots__ = ()

    def dealer_must_draw(self, dealer: Hand) -> bool:
        """The dealer draws below 16 and stands on 16; 2.12(b) makes him draw until 17 to 21."""
        return super().dealer_must_draw(dealer) and dealer.total != 16


class DealerHitsSoft17(RoundProcedure):
    __slots__ = ()

    def dealer_must_draw(self, dealer: Hand) -> bool:
        """The dealer draws to a soft 17; 2.12(b) makes him stand on a hard or soft 17."""
        return super().dealer_must_draw(dealer) or (dealer.total == 17 and dealer.soft)


class AcesOneHand(Hand):
    """A hand in which every ace counts one, soft totals never happen, and only an ace with a
    ten-valued card as the first two cards makes 21; 2.2(b)3i counts an ace eleven unless
    that takes the score over 21 (A+7 is 18, not 8)."""

    __slots__ = ()

    def add(self, card: int) -> int:
        self.cards.append(card)
        hard = self.hard + HARD_VALUE[card]
        self.hard = hard
        if RANK_OF[card] == ACE:
            self.has_ace = True
        total = 21 if len(self.cards) == 2 and self.has_ace and hard == 11 else hard
        self.total = total
        if total > 21:
            self.busted = True
        return total

    @property
    def soft(self) -> bool:
        return False


class AcesAlwaysOne(RoundProcedure):
    """Every hand of the round, the dealer's and the split hands too, is an `AcesOneHand`:
    2.2(b)3i counts an ace eleven unless that takes the score over 21."""

    __slots__ = ()
    hand_class = AcesOneHand


# Decisions (can_split, legal_play, player_turn, check_amount) --------------------------------


class ResplitAtOneSplit(RoundProcedure):
    __slots__ = ()

    def can_split(self, rules: TableRules, box: BoxState, hand: Hand) -> bool:
        """A pair may be split again at a table offering one split (max_splits 1 is read as
        2); 2.11(c)1 forbids splitting again unless the table offers 2.11(e)."""
        if rules.max_splits == 1 and box.splits == 1 and hand.is_pair:
            # The reference's answer at a table of two splits.
            return not (rules.aces_split_once and box.ace_splits and RANK_OF[hand.cards[0]] == ACE)
        return super().can_split(rules, box, hand)


class AcesSplitAgain(RoundProcedure):
    __slots__ = ()

    def can_split(self, rules: TableRules, box: BoxState, hand: Hand) -> bool:
        """Aces may be split again although the table splits aces once (aces_split_once);
        2.11(e) lets the licensee forbid it."""
        return hand.is_pair and box.splits < rules.max_splits


class SplitAcesMayHit(RoundProcedure):
    __slots__ = ()

    def legal_play(self, rules: TableRules, box: BoxState, hand: Hand) -> tuple[ActionKind, ...]:
        """A split ace may draw cards like any other split hand; 2.11(c)2 and 2.12(a)3 give
        each split ace one card only."""
        legal = super().legal_play(rules, box, hand)
        if hand.split_aces and legal and hand.total < 21:
            return (HIT, *legal)
        return legal


class DoubleOnTwoCard21(RoundProcedure):
    __slots__ = ()

    def legal_play(self, rules: TableRules, box: BoxState, hand: Hand) -> tuple[ActionKind, ...]:
        """A double is offered on a 21 in two cards (of a split hand: a blackjack is never
        asked); 2.10(a) excepts blackjack and 21 in two cards."""
        legal = super().legal_play(rules, box, hand)
        if (
            legal == (STAND,)
            and len(hand.cards) == 2
            and hand.total == 21
            and not hand.split_aces
            and not rules.face_up_hole_card
        ):
            return (STAND, DOUBLE)
        return legal


class DoubleOnAnyFaceUpTotal(RoundProcedure):
    __slots__ = ()

    def legal_play(self, rules: TableRules, box: BoxState, hand: Hand) -> tuple[ActionKind, ...]:
        """With the face-up hole card, a double is offered on any first two cards; 2.6(k)4
        allows it only on 9, 10 or 11."""
        legal = super().legal_play(rules, box, hand)
        if (
            rules.face_up_hole_card
            and len(hand.cards) == 2
            and HIT in legal
            and DOUBLE not in legal
        ):
            after_stand = legal.index(STAND) + 1
            return (*legal[:after_stand], DOUBLE, *legal[after_stand:])
        return legal


class SurrenderAfterHit(RoundProcedure):
    __slots__ = ()

    def legal_play(self, rules: TableRules, box: BoxState, hand: Hand) -> tuple[ActionKind, ...]:
        """Surrender is offered after the player has drawn; 2.8(a) allows it only as the first
        decision on the first two cards."""
        legal = super().legal_play(rules, box, hand)
        if rules.surrender and not hand.from_split and len(hand.cards) > 2 and HIT in legal:
            return (*legal, SURRENDER)
        return legal


class FaceUpOffersInsurance(RoundProcedure):
    __slots__ = ()

    def player_turn(self, state: RoundState, box: BoxState) -> Flow:
        """With the face-up hole card, insurance is offered against an ace, to every box before
        the first box plays, as in the standard game; 2.6(k)3 says insurance is not
        available."""
        if (
            state.rules.face_up_hole_card
            and RANK_OF[state.up_card] == ACE
            and box is state.boxes[0]
        ):
            for each in state.boxes:
                yield from self.offer_insurance(state, each)
        yield from super().player_turn(state, box)


class DoubleAboveOriginalWager(RoundProcedure):
    __slots__ = ()

    def check_amount(self, state: RoundState, prompt: Prompt, action: Action) -> None:
        """A double for any amount in chips is accepted, above the original wager too (the
        prompt still says the most is the original wager); 2.10(a) limits a double to the
        original wager."""
        if action.kind is ActionKind.DOUBLE and prompt.kind is PromptKind.PLAY:
            prompt = prompt._replace(max_amount=None)
        super().check_amount(state, prompt, action)


class InsuranceAboveHalfAccepted(RoundProcedure):
    __slots__ = ()

    def check_amount(self, state: RoundState, prompt: Prompt, action: Action) -> None:
        """An insurance up to the whole initial wager is accepted (the prompt still says the
        most is half, or the next chip unit above it); 2.9(b) allows no more than half the
        initial wager, or the next unit that can be wagered in chips when half cannot be."""
        if action.kind is ActionKind.INSURE:
            box = next(b for b in state.boxes if b.number == prompt.box)
            stake = box.hands[0].stake_of(prompt.player)
            if stake is not None:
                prompt = prompt._replace(max_amount=stake.amount)
        super().check_amount(state, prompt, action)


# Irregularities (2.15): the shoe's remedies (irregular_shoe_class) --------------------------


class ShoeDealingFaceUpCard(IrregularShoe):
    __slots__ = ()

    def face_up_card_used(self, card: int) -> bool:
        """A card found face up in the shoe is dealt like any other card; 2.15(a) says it shall
        not be used and is placed in the discard rack."""
        return True  # nobody looks at the card's face


class ShoeBurningCardDrawnInError(IrregularShoe):
    __slots__ = ()

    def drawn_in_error_used(self, card: int) -> bool:
        """A card drawn in error without its face exposed is burned and the next card used;
        2.15(b) says it shall be used as though it were the next card from the shoe."""
        super().drawn_in_error_used(card)
        self.discard((card,))
        self.note("burn", "2.15(b)", card)
        return False


class ShoeNotBurningAfterReshuffle(IrregularShoe):
    __slots__ = ()

    def continue_short_shoe(self) -> None:
        """When the shoe runs short, the discards are shuffled and cut and dealing goes on with
        their first card; 2.15(f) burns a card first."""
        self.note("insufficient-cards", "2.15(f)", None)  # reshuffled; no burn


class FaceUpCardInShoeDealt(RoundProcedure):
    """The shoe of a round with irregularities deals a card found face up (2.15(a))."""

    __slots__ = ()
    irregular_shoe_class = ShoeDealingFaceUpCard


class CardDrawnInErrorBurned(RoundProcedure):
    """The shoe of a round with irregularities burns a card drawn in error (2.15(b))."""

    __slots__ = ()
    irregular_shoe_class = ShoeBurningCardDrawnInError


class ReshuffleWithoutBurn(RoundProcedure):
    """The shoe of a round with irregularities burns no card after a reshuffle (2.15(f))."""

    __slots__ = ()
    irregular_shoe_class = ShoeNotBurningAfterReshuffle


# Irregularities (2.15): the round's remedies -----------------------------------------------


class RefusedExposedCardBurned(RoundProcedure):
    __slots__ = ()

    def offer_exposed_card(
        self, state: RoundState, box: BoxState, hand: Hand, legal: tuple[ActionKind, ...]
    ) -> Generator[Prompt, Action, bool | None]:
        """An exposed card drawn in error is burned as soon as the first player refuses it;
        2.15(c) offers it to the next player in turn, and to the dealer, before it is
        burned."""
        irregular = state.irregular
        assert irregular is not None
        refused_before = box.number in irregular.refused_boxes
        taken = yield from super().offer_exposed_card(state, box, hand, legal)
        card = irregular.exposed_card
        if taken is False and not refused_before and card is not None:
            irregular.exposed_card = None
            state.shoe.discard((card,))
            state.event("burn", "2.15(c)", None, None, card, note="exposed card refused")
        return taken


class ExposedCardToStandingDealer(RoundProcedure):
    __slots__ = ()

    def settle_hands(self, state: RoundState) -> None:
        """An exposed card drawn in error that no player took is added to the dealer's hand
        although he stands; 2.15(c) gives it to the dealer only as a card he draws, and
        otherwise burns it."""
        irregular = state.irregular
        if irregular is not None and irregular.exposed_card is not None:
            dealer_hand = state.dealer
            card = state.shoe.draw()  # the exposed card
            state.event("dealer-draw", "2.15(c)", 0, 1, card, dealer_hand.add(card))
        super().settle_hands(state)


class DealerKeepsCardDrawnOn17(RoundProcedure):
    __slots__ = ()

    def settle_hands(self, state: RoundState) -> None:
        """The card the dealer draws by accident when he stands on 17 or more stays in his hand
        and counts; 2.15(d) burns it."""
        irregular = state.irregular
        dealer_hand = state.dealer
        if (
            irregular is not None
            and irregular.has(IrregularityKind.DEALER_DRAWS_ON_SEVENTEEN)
            and 17 <= dealer_hand.total <= 21
            and len(dealer_hand.cards) >= 2
        ):
            card = state.shoe.draw()
            state.event("dealer-draw", "2.15(d)", 0, 1, card, dealer_hand.add(card))
            del irregular.by_kind[IrregularityKind.DEALER_DRAWS_ON_SEVENTEEN]  # dealt with here
        super().settle_hands(state)


class DealerMissedCardDealtAtOnce(RoundProcedure):
    __slots__ = ()

    def deal_irregular_up_card(self, state: RoundState) -> bool:
        """A dealer who missed his first card deals it to himself as soon as he notices, before
        the players' second cards; 2.15(e) has him deal it after all players have their first
        two cards."""
        irregular = state.irregular
        assert irregular is not None
        if not irregular.dealer_misses(1):
            return super().deal_irregular_up_card(state)
        state.event("dealer-misses-card", "2.15(e)", 0, 1, note="first card")
        deal_dealer_up_card(state, "2.15(e)")  # at once
        return False


class OneCardBoxCompletedInTurn(RoundProcedure):
    __slots__ = ()

    def deal_irregular_second_cards(self, state: RoundState) -> Generator[Prompt, Action, None]:
        """A box dealt only one card is offered its second card in its turn of the second
        cards, before the boxes on its left; 2.15(g) deals it after all other players have
        their second card."""
        irregular = state.irregular
        assert irregular is not None
        one_card = irregular.boxes(IrregularityKind.ONE_CARD_TO_BOX)
        if not one_card or irregular.dealer_misses(1):
            return (yield from super().deal_irregular_second_cards(state))
        dead = irregular.boxes(IrregularityKind.NO_CARDS_TO_BOX)
        for box in state.boxes:
            if box.number in dead:
                continue
            if box.number in one_card:
                yield from self.second_card_later(state, box)  # in its turn
            else:
                deal_to_boxes(state, (box,), "2.6(e)3")
        for box in state.boxes:
            if box.number in dead:
                state.event("no-cards-dealt", "2.15(g)", box.number, 1, note="dead hand")
                self.settle_dead_hand(state, box.hands[0], "2.15(g)")


class WrongSideRoundCalledOff(RoundProcedure):
    __slots__ = ()

    def deal_irregular(self, state: RoundState) -> Generator[Prompt, Action, bool]:
        """A round drawn from the wrong side of a double shoe is called off: every hand dead and
        every wager returned; 2.15(h) treats the cards as drawn from the appropriate side and
        has the round concluded."""
        ended = yield from super().deal_irregular(state)
        irregular = state.irregular
        assert irregular is not None
        if ended or not irregular.has(IrregularityKind.WRONG_SIDE_OF_DOUBLE_SHOE):
            return ended
        state.event("all-hands-dead", "2.15(h)", 0, 1)
        for box in state.boxes:
            for hand in box.hands:
                self.settle_dead_hand(state, hand, "2.15(h)")
        return True


class EmptyBoxWagerCollected(RoundProcedure):
    __slots__ = ()

    def settle_dead_hand(self, state: RoundState, hand: Hand, path: str) -> None:
        """The wager of a box dealt no cards is collected; 2.15(g) makes it a dead hand, its
        wager returned."""
        if path == "2.15(g)" and not hand.cards:
            for wager in hand.wagers:
                if not wager.settled:
                    state.settle(hand.box, hand.number, wager, Result.LOSE, -wager.amount, path)
            hand.removed = True
            return
        super().settle_dead_hand(state, hand, path)


class MissedRequestDeadHandCollected(RoundProcedure):
    __slots__ = ()

    def settle_dead_hand(self, state: RoundState, hand: Hand, path: str) -> None:
        """A player whose requested card was not dealt and who takes the dead hand loses his
        wager; 2.15(i) returns it."""
        if path == "2.15(i)":
            for wager in hand.wagers:
                if not wager.settled:
                    state.settle(hand.box, hand.number, wager, Result.LOSE, -wager.amount, path)
            state.shoe.discard(hand.cards)
            hand.removed = True
            return
        super().settle_dead_hand(state, hand, path)


class MissedRequestDealtAtOnce(RoundProcedure):
    __slots__ = ()

    def requested_card_not_dealt(self, state: RoundState, box: BoxState, hand: Hand) -> Flow:
        """A player whose requested card was not dealt and who asks for it gets it at once, and
        plays on, before the players on his left; 2.15(i) deals it after all other players
        have had their cards."""
        yield from super().requested_card_not_dealt(state, box, hand)
        yield from self.play_late_hands(state)  # now, not after the other players


class RevealingReaderPlayContinues(RoundProcedure):
    __slots__ = ()

    def hole_card_into_reader(self, state: RoundState) -> bool:
        """The hole card put into a card reader that lets a player learn it, with a first card
        that is neither an ace nor ten-valued: play continues; 2.15(j)1 makes all hands
        dead."""
        if not _hole_card_wrongly_read(state):
            return False
        state.event("continue-play", "2.15(j)2", 0, 1)
        return False


class HidingReaderHandsDead(RoundProcedure):
    __slots__ = ()

    def hole_card_into_reader(self, state: RoundState) -> bool:
        """The hole card put into a card reader that does not let a player learn it, with a
        first card that is neither an ace nor ten-valued: all hands dead and every wager
        returned; 2.15(j)2 has play continue."""
        if not _hole_card_wrongly_read(state):
            return False
        state.event("all-hands-dead", "2.15(j)1", 0, 1)
        for box in state.boxes:
            for hand in box.hands:
                self.settle_dead_hand(state, hand, "2.15(j)1")
        return True


def _hole_card_wrongly_read(state: RoundState) -> bool:
    up = state.dealer.cards[0]
    if RANK_OF[up] == ACE or TEN_VALUED[up]:
        return False
    state.event("hole-card-into-reader", "2.15(j)", 0, 1)
    return True


class BrokenReaderStillPeeks(RoundProcedure):
    __slots__ = ()

    def irregular_rules(
        self,
        rules: TableRules,
        wagers: Sequence[BoxWager] | Seating,
        irregularities: Sequence[Irregularity],
    ) -> tuple[TableRules, RoundIrregularities]:
        """A malfunctioning card reader is still used to look for the dealer's blackjack;
        2.15(k) has the round dealt with the procedure without a card reader."""
        _, irregular = super().irregular_rules(rules, wagers, irregularities)
        return rules, irregular


# The additional wagers of 2.17 (side_outcome, settle_side_wagers, check_side_stakes) -------


def _side_kind(wager: Wager) -> SideWagerKind:
    kind = wager.kind
    assert isinstance(kind, SideWagerKind)
    return kind


def _same_suit_option(rules: TableView) -> int:
    return int(rules.pay_table_of("same-suit") or "1")


class SameSuitKingQueen25To1AtSixDecks(RoundProcedure):
    __slots__ = ()

    def side_outcome(self, wager: Wager, view: SideView) -> SideOutcome | None:
        """At a six-deck table under payout option 1, a suited king and queen is paid 25 to 1
        (the cell of option 2, one column over); the "King and Queen" row of 13:69F-2.17(e)2iv
        prints 5 to 1 under option 1. Every other cell is paid as printed."""
        outcome = super().side_outcome(wager, view)
        rules = view.rules
        if (
            outcome is not None
            and outcome.line == "king-and-queen"
            and rules.decks == 6
            and _same_suit_option(rules) == 1
        ):
            return replace(outcome, odds=Odds(25, 1))
        return outcome


class SameSuit2004TableIn2024(RoundProcedure):
    __slots__ = ()

    def side_outcome(self, wager: Wager, view: SideView) -> SideOutcome | None:
        """In nj-2024 a winning same suit wager is paid from the nj-2004 tables of 19:47-2.17(e)2
        (a build whose tables were never updated): a suited king and queen at a single deck under
        option 1 is paid 5 to 1, where 13:69F-2.17(e)2i prints 50 to 1. The other cells of the
        two editions are the same."""
        outcome = super().side_outcome(wager, view)
        rules = view.rules
        if (
            outcome is None
            or outcome.result is not Result.WIN
            or _side_kind(wager).offering != "same-suit"
            or rules.edition != "nj-2024"
            or outcome.line is None
        ):
            return outcome
        tables, _ = printed_2_17.same_suit("nj-2004")
        cell = tables[rules.decks][_same_suit_option(rules)][outcome.line]
        return replace(outcome, odds=rule_text.as_odds(cell))


class OverUnderAceCountsEleven(RoundProcedure):
    __slots__ = ()

    def side_outcome(self, wager: Wager, view: SideView) -> SideOutcome | None:
        """For the over or under 13 wager an ace of the initial two cards counts eleven, as it
        does for the hand (AS 2D is 13, AS QH 21); 2.2(b)3ii counts it one for the wager of
        2.17(a)1, so AS 2D is 3 and AS QH 11, and 2.17(b)1, (b)2 and (c) settle that total."""
        outcome = super().side_outcome(wager, view)
        kind = _side_kind(wager)
        if outcome is None or kind.offering != "over-under-13" or len(view.cards) < 2:
            return outcome
        first, second = view.cards[0], view.cards[1]
        total = HARD_VALUE[first] + HARD_VALUE[second]
        if ACE not in (RANK_OF[first], RANK_OF[second]) or total + 10 > 21:
            return outcome
        total += 10  # the ace as eleven (2.2(b)3i), which the hand uses
        wins = total > 13 if kind.name == "over-13" else total < 13
        if wins:
            return SideOutcome(Result.WIN, ONE_TO_ONE, "2.17(e)1")
        lost_under = "2.17(b)1" if kind.name == "over-13" else "2.17(b)2"
        return SideOutcome(Result.LOSE, None, "2.17(c)" if total == 13 else lost_under)


class ThirteenReturnedOverUnder(RoundProcedure):
    __slots__ = ()

    def side_outcome(self, wager: Wager, view: SideView) -> SideOutcome | None:
        """Initial two cards totalling 13 are a stand-off for the over or under 13 wager, which
        is returned; 2.17(c) says the wager is lost."""
        outcome = super().side_outcome(wager, view)
        if outcome is not None and outcome.result is Result.LOSE and outcome.path == "2.17(c)":
            return SideOutcome(Result.VOID, None, "2.17(c)")
        return outcome


class SevensPaidTwoLines(RoundProcedure):
    __slots__ = ()

    def side_outcome(self, wager: Wager, view: SideView) -> SideOutcome | None:
        """Three sevens are paid both their three-sevens line and the two-sevens line their
        initial two cards make (three sevens of any suit after 7S 7D: 500 + 50 = 550 to 1);
        13:69F-2.17(e)3 pays "only for the highest winning payout" (500 to 1)."""
        outcome = super().side_outcome(wager, view)
        if outcome is None or outcome.odds is None or outcome.line is None:
            return outcome
        if not outcome.line.startswith("three-sevens-"):
            return outcome
        first, second = view.cards[0], view.cards[1]
        suited = SUIT_OF[first] == SUIT_OF[second]
        two = printed_2_17.sevens(view.rules.edition)[
            "two-sevens-same-suit" if suited else "two-sevens-any-suit"
        ]
        both = Fraction(outcome.odds.win, outcome.odds.stake) + Fraction(two.win, two.stake)
        return replace(outcome, odds=Odds(both.numerator, both.denominator))


class TwoSevensPaidAtTheDeal(RoundProcedure):
    __slots__ = ()

    def side_outcome(self, wager: Wager, view: SideView) -> SideOutcome | None:
        """Two sevens as the initial two cards are paid at once, after every player's second
        card, on the two-sevens line, like every other additional wager; the second sentence of
        13:69F-2.17(e) pays them only after the player's first election (draw, surrender, stand,
        double down or split), on the highest line the third card then makes."""
        if view.point is DecisionPoint.INITIAL_DEAL and _side_kind(wager).offering == "sevens":
            view = replace(view, point=DecisionPoint.FIRST_DECISION)  # as if elected already
        return super().side_outcome(wager, view)


class SideWagersSettledAtDealersTurn(RoundProcedure):
    __slots__ = ()

    def settle_side_wagers(
        self, state: RoundState, point: DecisionPoint, box: BoxState | None = None
    ) -> None:
        """The additional wagers are left on the layout until the dealer's hand is complete and
        settled then, just before the main wagers; 13:69F-2.17(d) collects the losing ones and
        (e) pays the winning ones immediately after every player's second card, before any
        further card (two sevens after the player's first election)."""
        if point in (DecisionPoint.INITIAL_DEAL, DecisionPoint.FIRST_DECISION):
            return
        super().settle_side_wagers(state, point, box)


class SideWagerAboveMainWagerAccepted(RoundProcedure):
    __slots__ = ()

    @staticmethod
    def check_side_stakes(rules: TableView, wager: PlacedWager, cite: Callable[[str], str]) -> None:
        """An additional wager larger than the main wager is accepted; 13:69F-2.17(g)1 limits it
        to the lesser of the blackjack wager and the licensee's maximum. (The amount fixed by
        2.17(a), the licensee's maximum of (g)2 and every other check stay.)"""
        assert isinstance(wager, BoxWager)  # the engine's wagers are placed here
        largest = max((stake.amount for stake in wager.side), default=wager.amount)
        unchecked = replace(wager, amount=max(wager.amount, largest))  # the cap never bites
        RoundProcedure.check_side_stakes(rules, unchecked, cite)


# Buster Blackjack (2.30: side_outcome, completion_draws, complete_dealer_hand) ------------


def _buster_win(wager: Wager, outcome: SideOutcome | None) -> bool:
    return (
        outcome is not None
        and outcome.result is Result.WIN
        and _side_kind(wager).offering == "buster"
    )


def _buster_odds(rules: TableView, row: int) -> Odds:
    table = rules.pay_table_of("buster") or "A"
    return rule_text.as_odds(printed_2_30.buster(rules.edition)[table][row])


class BusterSixCardsPaid12To1AtTableA(RoundProcedure):
    __slots__ = ()

    def side_outcome(self, wager: Wager, view: SideView) -> SideOutcome | None:
        """Under pay table A a dealer's bust in six cards is paid 12 to 1 (the cell of tables C,
        D and E); 13:69F-2.30(g) prints 15 to 1 for table A. Every other cell is paid as
        printed."""
        outcome = super().side_outcome(wager, view)
        if (
            outcome is not None
            and _buster_win(wager, outcome)
            and outcome.line == "6-cards"
            and view.rules.pay_table_of("buster") == "A"
        ):
            return replace(outcome, odds=Odds(12, 1))
        return outcome


class BusterEightCardsPaidAtSevenCardRow(RoundProcedure):
    __slots__ = ()

    def side_outcome(self, wager: Wager, view: SideView) -> SideOutcome | None:
        """A dealer's bust in eight or more cards is paid on the 7-card row (table A: 50 to 1);
        13:69F-2.30(g) pays it on the "8 or more" row (table A: 250 to 1). (The Free Bonus, a
        separate row of (i), is left as it is.)"""
        outcome = super().side_outcome(wager, view)
        if (
            outcome is not None
            and _buster_win(wager, outcome)
            and outcome.line == "8-or-more-cards"
        ):
            return replace(outcome, odds=_buster_odds(view.rules, 7), line="7-cards")
        return outcome


class BusterPaidOnDealer21(RoundProcedure):
    __slots__ = ()

    def side_outcome(self, wager: Wager, view: SideView) -> SideOutcome | None:
        """A dealer's completed hand of exactly 21 counts as a bust for the Buster wager (a
        "21 or more" test), paid on the row of its number of cards; 13:69F-2.30(d)2 loses the
        wager on a completed hand that does not exceed 21. (A dealer's blackjack still loses it
        under (d)1.)"""
        outcome = super().side_outcome(wager, view)
        if (
            outcome is None
            or outcome.result is not Result.LOSE
            or outcome.path != "2.30(d)2"
            or dealer_total(view.dealer)[0] != 21
        ):
            return outcome
        row = min(len(view.dealer), 8)
        line = "8-or-more-cards" if row == 8 else f"{row}-cards"
        return SideOutcome(Result.WIN, _buster_odds(view.rules, row), "2.30(g)", line)


class FreeBonusPaidAtSixCards(RoundProcedure):
    __slots__ = ()

    def side_outcome(self, wager: Wager, view: SideView) -> SideOutcome | None:
        """The Free Bonus is paid on a dealer's bust of six cards, at the 7-card amount of its
        pay table ($1,000.00), the other conditions met (a player's blackjack, a wager of $5.00
        or more); 13:69F-2.30(h)(iii) pays it only when the dealer's hand busted with at least
        seven cards."""
        outcome = super().side_outcome(wager, view)
        rules = view.rules
        if (
            outcome is None
            or not _buster_win(wager, outcome)
            or outcome.line != "6-cards"
            or "buster-free-bonus" not in rules.side_wagers
            or not view.blackjack
            or view.stake < Decimal("5.00")
        ):
            return outcome
        table = rules.pay_table_of("buster-free-bonus") or "B1"
        amount = printed_2_30.free_bonus(rules.edition)[table][7]
        return replace(outcome, bonus=SideBonus("buster-free-bonus", amount, "2.30(i)", "7-cards"))


class FreeBonusPaidUnderFiveDollars(RoundProcedure):
    __slots__ = ()

    def side_outcome(self, wager: Wager, view: SideView) -> SideOutcome | None:
        """The Free Bonus is paid with a winning Buster wager of any amount (a $4.00 wager on a
        player's blackjack, the dealer busting in seven cards, gets $1,000.00);
        13:69F-2.30(h)(ii) requires a Buster wager of at least $5.00."""
        outcome = super().side_outcome(wager, view)
        if outcome is None or not _buster_win(wager, outcome) or outcome.bonus is not None:
            return outcome
        if view.stake >= Decimal("5.00"):
            return outcome
        as_five = super().side_outcome(wager, replace(view, stake=Decimal("5.00")))
        if as_five is None or as_five.bonus is None:
            return outcome
        return replace(outcome, bonus=as_five.bonus)


class BusterCompletionStandsOnSoft17(RoundProcedure):
    __slots__ = ()

    def completion_draws(self, completion: DealerCompletion, dealer: Hand) -> bool:
        """The dealer completes his hand for the Buster wagers still in play by the rule of
        2.12(b), standing on every 17, a soft 17 too; 13:69F-2.30(f)3 has him draw until a hard
        17 to 21, a soft 18 to 21, or a bust."""
        return self.dealer_must_draw(dealer)


class BusterNotCompletedWhenEveryPlayerBusted(RoundProcedure):
    __slots__ = ()

    def complete_dealer_hand(self, state: RoundState) -> None:
        """When every player's hand busted, the dealer draws no further card (as 2.12(c) has it
        for the blackjack wagers) and the Buster wagers are settled on his two cards, lost
        unless he busted; 13:69F-2.30(f)3 has him complete his hand for any Buster wager still
        in play once all the blackjack wagers are determined. With any hand not busted he
        completes it as the rule says."""
        if all(hand.busted for box in state.boxes for hand in box.hands):
            return
        super().complete_dealer_hand(state)


# Bet the Set 21 (2.29: side_outcome) ------------------------------------------------------

_REGULAR_PAIR, _SUITED_PAIR = "regular-pair", "suited-pair"


def _bet_the_set_cell(rules: TableView, line: str) -> Odds | None:
    table = printed_2_29.bet_the_set(rules.edition)[rules.pay_table_of("bet-the-set") or "2"]
    cell = table[line]
    return None if cell is None else rule_text.as_odds(cell)


class BetTheSetRegularPairFromSuitedCellAtPaytable5(RoundProcedure):
    __slots__ = ()

    def side_outcome(self, wager: Wager, view: SideView) -> SideOutcome | None:
        """Under Paytable 5 a regular pair is read from the "Suited Pair" cell, which prints N/A,
        and loses; 13:69F-2.29(g) pays a regular pair 12 to 1 under Paytable 5. Every other pay
        table, and a suited pair (N/A under Paytable 5, paid on the "Regular Pair" line by the
        table's reading, I-2.29g-not-available), are paid as the reference pays them."""
        outcome = super().side_outcome(wager, view)
        if (
            outcome is None
            or outcome.result is not Result.WIN
            or _side_kind(wager).offering != "bet-the-set"
            or outcome.line != _REGULAR_PAIR
            or SUIT_OF[view.cards[0]] == SUIT_OF[view.cards[1]]  # a suited pair on the pair line
            or view.rules.pay_table_of("bet-the-set") != "5"
        ):
            return outcome
        return SideOutcome(Result.LOSE, None, "2.29(g)", _SUITED_PAIR)


class BetTheSetSuitedPairPaidAsRegularPair(RoundProcedure):
    __slots__ = ()

    def side_outcome(self, wager: Wager, view: SideView) -> SideOutcome | None:
        """A suited pair is paid on the "Regular Pair" line of the table's pay table (Paytable
        2: 10 to 1), and lost where that line prints N/A (Paytable 1); 13:69F-2.29(g) pays it on
        the "Suited Pair" line (Paytable 2: 25 to 1)."""
        outcome = super().side_outcome(wager, view)
        if (
            outcome is None
            or outcome.result is not Result.WIN
            or _side_kind(wager).offering != "bet-the-set"
            or outcome.line != _SUITED_PAIR
        ):
            return outcome
        odds = _bet_the_set_cell(view.rules, _REGULAR_PAIR)
        if odds is None:
            return SideOutcome(Result.LOSE, None, "2.29(g)", _REGULAR_PAIR)
        return replace(outcome, odds=odds, line=_REGULAR_PAIR, interpretation=None)


class BetTheSetSettledAfterThirdCard(RoundProcedure):
    __slots__ = ()

    def side_outcome(self, wager: Wager, view: SideView) -> SideOutcome | None:
        """The Bet the Set wager is settled with each player's first election, after the card
        it calls for (his third card); 13:69F-2.29(e) collects and pays every Bet the Set wager
        after the second card is dealt to all players, before any additional card."""
        if view.point is DecisionPoint.INITIAL_DEAL and _side_kind(wager).offering == "bet-the-set":
            return None
        return super().side_outcome(wager, view)


class _TableTakingBetTheSetBesideAnything(TableRules):
    """A table that checks the exclusion clauses for every offering but Bet the Set."""

    def refuse_forbidden_offerings(self) -> None:
        if "bet-the-set" in self.side_wagers:
            # The other offerings are still checked against one another.
            replace(self, side_wagers=self.side_wagers - {"bet-the-set"})
            return
        super().refuse_forbidden_offerings()


class BetTheSetBesideForbiddenWagers(RoundProcedure):
    """The game opens a Bet the Set table beside wagers 2.29(i) forbids (the streak wager,
    multiple action, the progressive wager, ...); 13:69F-2.29(i) refuses such a table. Tables
    without Bet the Set are checked as the reference checks them."""

    __slots__ = ()
    table_rules_class = _TableTakingBetTheSetBesideAnything


# Rare situations and odd amounts (issue 27): defects the suite missed at --profile ci ---------


class BlackjackVoidAgainstDealerLong21(RoundProcedure):
    __slots__ = ()

    def settle_blackjack(
        self,
        state: RoundState,
        hand: Hand,
        timing_path: str,
        interpretation: str | None = None,
    ) -> None:
        """A blackjack against an ace or ten-valued card is held until the dealer completes his
        hand (`settle_hands`); only his blackjack settles it at once. The face-up hole card game
        (2.6(k)) is left as it is."""
        if timing_path == "2.7(b)" and not (
            state.dealer_blackjack or state.rules.face_up_hole_card
        ):
            return
        super().settle_blackjack(state, hand, timing_path, interpretation)

    def settle_hands(self, state: RoundState) -> None:
        """The held blackjack is a stand-off when the dealer makes 21 in four or more cards, and
        paid otherwise; 2.7(b) pays it 3 to 2 once his second card gives him no blackjack,
        whatever he then draws."""
        dealer = state.dealer
        for box in state.boxes:
            for hand in box.hands:
                if not (hand.blackjack and not hand.settled):
                    continue
                if dealer.total == 21 and len(dealer.cards) >= 4:
                    for wager in hand.wagers:
                        if not wager.settled:
                            state.settle(hand.box, hand.number, wager, Result.VOID, ZERO, "2.7(b)")
                else:
                    super().settle_blackjack(state, hand, "2.7(b)")
        super().settle_hands(state)


class TwentyOnesComparedByCardCount(RoundProcedure):
    __slots__ = ()

    def hand_result(
        self,
        hand: Hand,
        dealer_total: int,
        dealer_cards: int,
        dealer_blackjack: bool,
        rules: TableRules,
    ) -> HandOutcome:
        """A player's 21 in fewer cards than the dealer's 21 wins 1 to 1, as if 2.3(a)3 said "in
        fewer cards" rather than "in two cards"; 2.3(b) makes equal scores of three or more
        cards void."""
        result, odds, path = super().hand_result(
            hand, dealer_total, dealer_cards, dealer_blackjack, rules
        )
        cards = len(hand.cards)
        if path == "2.3(b)" and result is Result.VOID and hand.total == 21 and cards < dealer_cards:
            return Result.WIN, Odds(1, 1), "2.3(a)3"
        return result, odds, path


class InsuranceOfOddWagerRoundedDown(RoundProcedure):
    __slots__ = ()

    def offer_insurance(self, state: RoundState, box: BoxState) -> Generator[Prompt, Action, None]:
        """The most a player may insure is half the initial wager rounded down to the chip unit
        ($2 on $5, $7 on $15 with $1 chips), and more is refused; 2.9(b) allows half, or the next
        unit above it where half cannot be bet in chips."""
        flow = super().offer_insurance(state, box)
        unit = state.rules.chip_unit
        try:
            prompt = next(flow)
            while True:
                if prompt.max_amount is not None and prompt.max_amount % unit == 0:
                    below = prompt.max_amount - unit
                    stake = box.hands[0].stake_of(prompt.player, prompt.spot or 1)
                    if stake is not None and below < stake.amount / 2 < prompt.max_amount:
                        prompt = prompt._replace(max_amount=below)
                prompt = flow.send((yield prompt))
        except StopIteration:
            return


class SplitHandDoubleCollectedByDealerBlackjack(RoundProcedure):
    __slots__ = ()

    def settle_additional(  # noqa: PLR0917 - the hook's signature
        self,
        state: RoundState,
        hand: Hand,
        wager: Wager,
        result: Result,
        odds: Odds | None,
        path: str,
        dealer_blackjack: bool,
    ) -> None:
        """The amount doubled on a split hand is collected when the dealer then obtains
        blackjack (the split wager is returned, as is a double on an unsplit hand); 2.10(b)
        collects only the original wager."""
        if dealer_blackjack and wager.kind is WagerKind.DOUBLE and hand.from_split:
            state.settle(hand.box, hand.number, wager, Result.LOSE, -wager.amount, "2.3(a)2")
            return
        super().settle_additional(state, hand, wager, result, odds, path, dealer_blackjack)


class BrokenReaderStillPeeksUnderAnAce(RoundProcedure):
    __slots__ = ()

    def naturals_and_insurance(self, state: RoundState) -> Generator[Prompt, Action, bool]:
        """After a card reader malfunction the dealer still looks under an ace (for the
        insurance) and ends the round on his blackjack; 2.15(k) deals the round as without a
        card reader, in which no card is looked at before the players' decisions."""
        ended = yield from super().naturals_and_insurance(state)
        irregular = state.irregular
        if (
            ended
            or irregular is None
            or not irregular.has(IrregularityKind.CARD_READER_MALFUNCTION)
            or RANK_OF[state.dealer.cards[0]] != ACE
            or len(state.dealer.cards) < 2
            or not self.peek(state)
        ):
            return ended
        if state.side_wagers_placed:
            self.settle_side_wagers(state, DecisionPoint.DEALER_DONE)
        self.settle_against_dealer_blackjack(state)
        return True


# Options of a later edition applied in an earlier one (issue 27, Deliver 6) ------------------


class _TableInsuringBeforeOwnDecisions(TableRules):
    """A table that takes insurance just before each player's own decisions wherever insurance
    is offered without a card reader, also in an edition whose 2.9(b) does not allow it."""

    def __post_init__(self) -> None:
        super().__post_init__()
        if not (self.card_reader or self.face_up_hole_card):
            object.__setattr__(self, "insurance_timing", InsuranceTiming.BEFORE_OWN_DECISIONS)


class EarlyInsuranceInEveryEdition(RoundProcedure):
    """Insurance is offered just before each player's own decisions, the option nj-2004 added to
    2.9(b), at every table of nj-1996 too, whose 2.9(b) has all insurance placed after the second
    card is dealt to each player and before any other card."""

    __slots__ = ()
    table_rules_class = _TableInsuringBeforeOwnDecisions


class ConsolidatedNetPayoutInEveryEdition(RoundProcedure):
    __slots__ = ()

    def offer_insurance(self, state: RoundState, box: BoxState) -> Generator[Prompt, Action, None]:
        """A blackjack insured for exactly half is paid 1 to 1 at once, the consolidated net
        payout of 2.7(c) (nj-2004 on), at a table that does not offer it, in nj-1996 too; 2.7(b)
        and 2.9(c), (d) settle the blackjack and the insurance each on its own."""
        yield from super().offer_insurance(state, box)
        if state.rules.consolidated_net_payout or not box.hands:
            return
        hand = box.hands[0]
        for wager in box.insurance:
            stake = hand.stake_of(wager.player, wager.spot)
            if hand.blackjack and not wager.settled and stake and wager.amount * 2 == stake.amount:
                self.consolidated_net_payout(state, box, stake, wager)


class _TableOpenedWithConsolidatedPayout(TableRules):
    """A table that offers the consolidated net payout in any edition, also in one without
    2.7(c); every other option is checked as the reference checks it."""

    def __post_init__(self) -> None:
        if not (self.consolidated_net_payout and self.edition == "nj-1996"):
            super().__post_init__()
            return
        object.__setattr__(self, "consolidated_net_payout", False)
        super().__post_init__()
        object.__setattr__(self, "consolidated_net_payout", True)


class ConsolidatedPayoutTableInNj1996(RoundProcedure):
    """The game opens a table with `consolidated_net_payout` in nj-1996, whose 2.7 has no (c),
    and pays insured blackjacks 1 to 1 there; the reference refuses the table [19:47-2.7(c) is
    not in nj-1996]."""

    __slots__ = ()
    table_rules_class = _TableOpenedWithConsolidatedPayout
