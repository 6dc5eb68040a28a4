"""The faulty rules: each function stands in for one function of the reference engine (same
signature) and gets one rule wrong, the way a vendor's developer might. Each docstring cites
the clause it breaks. Where it can, a faulty function calls the reference function and changes
only its answer, so that the rest of the rule stays right.

`games.py` says which reference function each one replaces; `engine.py` does the replacing in
a private copy of the engine, never in `reference_impl` itself.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence

from reference_impl import deal, dealer, flow, irregular_flow, legality, player_turn, settlement
from reference_impl.actions import Action, ActionKind, Prompt, PromptKind
from reference_impl.cards import ACE, HARD_VALUE, RANK_OF, TEN_VALUED
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
    check_table_allows,
)
from reference_impl.ledger import Result, WagerKind
from reference_impl.money import ZERO, Odds, payout
from reference_impl.options import HoleCardProcedure
from reference_impl.round import Round
from reference_impl.rules import TableRules
from reference_impl.shoe import Shoe
from reference_impl.state import BoxState, Hand, RoundState, Wager
from reference_impl.wagers import BoxWager, SeatedBox, Seating

__all__ = [
    "AcesOneHand",
    "AcesOneRoundState",
    "ShoeBurningCardDrawnInError",
    "ShoeDealingFaceUpCard",
    "ShoeNotBurningAfterReshuffle",
    "blackjack_odds_3_to_2_face_up",
    "blackjack_odds_6_to_5",
    "can_split_aces_again",
    "can_split_twice_at_one_split",
    "check_double_without_limit",
    "check_insurance_against_whole_wager",
    "deal_initial_calling_off_wrong_side",
    "deal_initial_missed_card_at_once",
    "deal_initial_one_card_box_in_turn",
    "deal_initial_paying_naturals_at_once",
    "deal_initial_up_card_last",
    "dealer_stands_on_16",
    "hand_result_equal_scores_lose",
    "hand_result_face_up_ties_void",
    "hand_result_five_card_21_loses_to_21",
    "hand_result_simple_21_void_against_blackjack",
    "hand_result_split_21_void_against_21",
    "hole_card_into_reader_hands_dead",
    "hole_card_into_reader_play_continues",
    "irregular_rules_reader_still_peeks",
    "legal_play_double_on_any_face_up_total",
    "legal_play_double_on_two_card_21",
    "legal_play_hit_split_aces",
    "legal_play_surrender_after_hit",
    "offer_exposed_card_burning_refused",
    "offer_insurance_consolidating_at_3_to_2",
    "play_box_insuring_face_up",
    "requested_card_not_dealt_dealt_at_once",
    "settle_additional_double_lost_to_blackjack",
    "settle_additional_split_lost_to_blackjack",
    "settle_dead_hand_collecting_empty_box",
    "settle_dead_hand_collecting_missed_request",
    "settle_insurance_at_even_money",
    "settle_insurance_when_dealer_done",
    "settle_remaining_dealer_taking_exposed_card",
    "settle_remaining_hitting_soft_17",
    "settle_remaining_insurance_on_21",
    "settle_remaining_keeping_card_drawn_on_17",
    "settle_surrender_half_against_blackjack",
    "settle_surrender_returning_wager",
    "winning_odds_five_card_21_always",
    "winning_odds_five_card_21_even_money",
    "winning_odds_three_sevens_2_to_1",
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


# Odds (replace settlement.blackjack_odds and settlement.winning_odds) ------------------------


def blackjack_odds_6_to_5(hand: Hand, rules: TableRules) -> tuple[Odds, str]:
    """A standard blackjack paid 6 to 5; 2.7(a), (b) and 2.3(e) pay it 3 to 2."""
    odds, path = settlement.blackjack_odds(hand, rules)
    return (SIX_TO_FIVE, path) if path == "2.3(e)" else (odds, path)


def blackjack_odds_3_to_2_face_up(hand: Hand, rules: TableRules) -> tuple[Odds, str]:
    """With the face-up hole card, a blackjack paid 3 to 2 as in the standard game; 2.6(k)2
    pays it 1 to 1."""
    odds, path = settlement.blackjack_odds(hand, rules)
    return (THREE_TO_TWO, "2.3(e)") if path == "2.6(k)2" else (odds, path)


def winning_odds_five_card_21_even_money(hand: Hand, rules: TableRules) -> tuple[Odds, str]:
    """Five cards totalling 21 paid 1 to 1 where the table offers the option; 2.16(a) pays
    2 to 1."""
    odds, path = settlement.winning_odds(hand, rules)
    return (ONE_TO_ONE, "2.3(e)") if path in ("2.16(a)", "2.3(e)4") else (odds, path)


def winning_odds_five_card_21_always(hand: Hand, rules: TableRules) -> tuple[Odds, str]:
    """Five cards totalling 21 paid 2 to 1 although the table does not offer the option;
    2.3(a)4 and 2.16(c) make it a licensee's choice, and without it the hand wins 1 to 1."""
    if not rules.five_card_21 and len(hand.cards) == 5 and hand.total == 21:
        return TWO_TO_ONE, "2.16(a)"
    return settlement.winning_odds(hand, rules)


def winning_odds_three_sevens_2_to_1(hand: Hand, rules: TableRules) -> tuple[Odds, str]:
    """Three sevens paid 2 to 1 (the 6-7-8 suited odds); 2.3(e)2 pays them 3 to 2."""
    odds, path = settlement.winning_odds(hand, rules)
    return (TWO_TO_ONE, path) if path == "2.3(e)2" else (odds, path)


# Results (replace settlement.hand_result) -------------------------------------------------


def hand_result_simple_21_void_against_blackjack(
    hand: Hand, dealer_total: int, dealer_cards: int, dealer_blackjack: bool, rules: TableRules
) -> HandOutcome:
    """A player's 21 that is not a blackjack is a stand-off against a dealer's blackjack;
    2.3(b) says the wager is lost."""
    if dealer_blackjack and hand.total == 21:
        return Result.VOID, None, "2.3(b)"
    return settlement.hand_result(hand, dealer_total, dealer_cards, dealer_blackjack, rules)


def hand_result_equal_scores_lose(
    hand: Hand, dealer_total: int, dealer_cards: int, dealer_blackjack: bool, rules: TableRules
) -> HandOutcome:
    """Equal scores lose in the standard game; 2.3(b) makes the wager void."""
    result, odds, path = settlement.hand_result(
        hand, dealer_total, dealer_cards, dealer_blackjack, rules
    )
    if result is Result.VOID and path == "2.3(b)":
        return Result.LOSE, None, "2.3(b)"
    return result, odds, path


def hand_result_five_card_21_loses_to_21(
    hand: Hand, dealer_total: int, dealer_cards: int, dealer_blackjack: bool, rules: TableRules
) -> HandOutcome:
    """Five cards totalling 21 lose to a dealer's 21 in three or more cards; 2.16(b) makes the
    wager void."""
    result, odds, path = settlement.hand_result(
        hand, dealer_total, dealer_cards, dealer_blackjack, rules
    )
    if result is Result.VOID and path == "2.16(b)":
        return Result.LOSE, None, "2.16(b)"
    return result, odds, path


def hand_result_split_21_void_against_21(
    hand: Hand, dealer_total: int, dealer_cards: int, dealer_blackjack: bool, rules: TableRules
) -> HandOutcome:
    """A two-card 21 of a split hand is a stand-off against a dealer's 21 in more than two
    cards; 2.3(a)3 says it wins (1 to 1, 2.3(e))."""
    result, odds, path = settlement.hand_result(
        hand, dealer_total, dealer_cards, dealer_blackjack, rules
    )
    if path == "2.3(a)3":
        return Result.VOID, None, "2.3(b)"
    return result, odds, path


def hand_result_face_up_ties_void(
    hand: Hand, dealer_total: int, dealer_cards: int, dealer_blackjack: bool, rules: TableRules
) -> HandOutcome:
    """With the face-up hole card, equal scores are a stand-off as in the standard game;
    2.6(k)1 says the player's wager is lost."""
    result, odds, path = settlement.hand_result(
        hand, dealer_total, dealer_cards, dealer_blackjack, rules
    )
    if result is Result.LOSE and path == "2.6(k)1":
        return Result.VOID, None, "2.3(b)"
    return result, odds, path


# Settlements (replace settlement.settle_* and flow.offer_insurance) --------------------------


def settle_insurance_at_even_money(
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
        settlement.settle_insurance(state, wager, box, dealer_blackjack, interpretation)


def settle_insurance_when_dealer_done(
    state: RoundState,
    wager: Wager,
    box: int,
    dealer_blackjack: bool,
    interpretation: str | None = None,
) -> None:
    """Insurance is settled at once on a dealer's blackjack, and otherwise left open until the
    dealer's hand is complete (see `settle_remaining_insurance_on_21`)."""
    if dealer_blackjack:
        settlement.settle_insurance(state, wager, box, dealer_blackjack, interpretation)


def settle_remaining_insurance_on_21(state: RoundState) -> None:
    """Insurance wins when the dealer's final hand totals 21, in any number of cards; 2.9(a)
    says it wins only on a blackjack (a ten-valued second card to the ace) and is lost on any
    other second card, before the dealer draws (2.9(d))."""
    twenty_one = state.dealer.total == 21
    for box in state.boxes:
        for wager in box.insurance:
            if not wager.settled:
                settlement.settle_insurance(state, wager, box.number, twenty_one)
    flow._settle_remaining(state)


def settle_surrender_returning_wager(
    state: RoundState, hand: Hand, path: str, dealer_blackjack: bool
) -> None:
    """A surrender returns the whole wager; 2.8(a) collects one half of it."""
    if dealer_blackjack:
        settlement.settle_surrender(state, hand, path, dealer_blackjack)
        return
    for wager in hand.wagers:
        if not wager.settled:
            state.settle(hand.box, hand.number, wager, Result.VOID, ZERO, path)


def settle_surrender_half_against_blackjack(
    state: RoundState, hand: Hand, path: str, dealer_blackjack: bool
) -> None:
    """A surrender against an ace or ten-valued card collects one half of the wager even when
    the dealer's second card gives him blackjack; 2.8(a)2 collects the entire wager then."""
    settlement.settle_surrender(state, hand, path, False)


def settle_additional_double_lost_to_blackjack(  # noqa: PLR0917 - the signature it stands in for
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
    settlement._settle_additional(state, hand, wager, result, odds, path, dealer_blackjack)


def settle_additional_split_lost_to_blackjack(  # noqa: PLR0917 - the signature it stands in for
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
    settlement._settle_additional(state, hand, wager, result, odds, path, dealer_blackjack)


def offer_insurance_consolidating_at_3_to_2(state: RoundState, box: BoxState) -> Flow:
    """The consolidated net payout of a blackjack insured for half the wager is paid 3 to 2;
    2.7(c) pays it 1 to 1 on the initial wager, for both wagers."""
    settled = len(state.ledger.entries)
    yield from flow.offer_insurance(state, box)
    rules = state.rules
    for entry in state.ledger.entries[settled:]:
        if entry.kind is WagerKind.MAIN and entry.result is Result.WIN:
            entry.odds = THREE_TO_TWO
            entry.net = payout(entry.stake, THREE_TO_TWO, rules.payout_rounding, rules.chip_unit)


# The deal and the dealer's hand (replace deal.deal_initial, flow._settle_remaining,
# dealer.dealer_must_draw) -----------------------------------------------------------------


def deal_initial_paying_naturals_at_once(state: RoundState) -> None:
    """Under the no-hole-card procedure, every blackjack is paid 3 to 2 as soon as the initial
    cards are dealt; 2.7(b) pays a blackjack against an ace or a ten-valued card only once the
    dealer's second card is known, and makes it void if that gives the dealer blackjack."""
    deal.deal_initial(state)
    if state.rules.hole_card is HoleCardProcedure.NO_HOLE_CARD:
        flow.pay_blackjacks(state, "2.7(a)")


def deal_initial_up_card_last(state: RoundState) -> None:
    """Each box receives both its cards before the dealer's face-up card; 2.6(e) deals the
    dealer's card between the boxes' first and second cards. The rest is the reference deal."""
    draw = state.shoe.draw
    for box in state.boxes:
        card = draw()
        state.event("deal", "2.6(e)1", box.number, 1, card, box.hands[0].add(card))
    for box in state.boxes:
        card = draw()
        hand = box.hands[0]
        state.event("deal", "2.6(e)3", box.number, 1, card, hand.add(card))
        if hand.total == 21:
            hand.blackjack = True
            state.blackjacks.append(hand)
    dealer_hand = state.dealer
    card = draw()
    state.event("dealer-up-card", "2.6(e)2", 0, 1, card, dealer_hand.add(card))
    procedure = state.rules.hole_card
    if procedure in (HoleCardProcedure.FACE_DOWN, HoleCardProcedure.FACE_DOWN_CARD_READER):
        dealer_hand.add(draw())
        state.event("hole-card-face-down", "2.6(j)", 0, 1)
    elif procedure is HoleCardProcedure.FACE_UP:
        card = draw()
        state.event("hole-card-face-up", "2.6(k)", 0, 1, card, dealer_hand.add(card))
        state.hole_known = True
        state.dealer_blackjack = dealer_hand.total == 21
    for hand in state.blackjacks:
        path = "2.7(b)" if state.dealer_may_have_blackjack else "2.7(a)"
        state.event("announce-blackjack", path, hand.box, 1, None, 21)


def dealer_stands_on_16(total: int) -> bool:
    """The dealer draws below 16 and stands on 16; 2.12(b) makes him draw until 17 to 21."""
    return total < 16


def settle_remaining_hitting_soft_17(state: RoundState) -> None:
    """The dealer draws to a soft 17; 2.12(b) makes him stand on a hard or soft 17. The
    reference dealer has stopped; this one draws on while his hand is a soft 17 or under 17,
    and the announcement of his total moves after the new cards."""
    hand = state.dealer
    events = state.events
    if len(hand.cards) > 1 and hand.total == 17 and hand.soft:
        announced = events.pop() if events and events[-1][0] == "announce-dealer-total" else None
        while (hand.total < 17 or (hand.total == 17 and hand.soft)) and dealer.draws_can_matter(
            state
        ):
            card = state.shoe.draw()
            state.event("dealer-draw", "2.12(b)", 0, 1, card, hand.add(card))
        if announced is not None:
            kind, clause, box, number, card_code, _, note, interpretation = announced
            events.append((kind, clause, box, number, card_code, hand.total, note, interpretation))
    flow._settle_remaining(state)


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


class AcesOneRoundState(RoundState):
    """A round whose dealer and boxes hold `AcesOneHand`s (split hands are made one too)."""

    __slots__ = ()

    def __init__(
        self,
        rules: TableRules,
        shoe: Shoe,
        boxes: tuple[SeatedBox, ...],
        irregular: RoundIrregularities | None = None,
    ) -> None:
        super().__init__(rules, shoe, boxes, irregular)
        self.dealer = AcesOneHand(0, 1)
        for box in self.boxes:
            first = box.hands[0]
            hand = AcesOneHand(first.box, first.number)
            hand.wagers = first.wagers
            box.hands[0] = hand


# Decisions (replace legality.legal_play, legality.can_split, player_turn.play_box and
# Round._check_amount) ------------------------------------------------------------------


def can_split_twice_at_one_split(rules: TableRules, box: BoxState, hand: Hand) -> bool:
    """A pair may be split again at a table offering one split (max_splits 1 is read as 2);
    2.11(c)1 forbids splitting again unless the table offers 2.11(e)."""
    if not hand.is_pair or box.splits >= max(rules.max_splits, 2):
        return False
    return not (rules.aces_split_once and box.ace_splits and RANK_OF[hand.cards[0]] == ACE)


def can_split_aces_again(rules: TableRules, box: BoxState, hand: Hand) -> bool:
    """Aces may be split again although the table splits aces once (aces_split_once); 2.11(e)
    lets the licensee forbid it."""
    return hand.is_pair and box.splits < rules.max_splits


def legal_play_hit_split_aces(
    rules: TableRules, box: BoxState, hand: Hand
) -> tuple[ActionKind, ...]:
    """A split ace may draw cards like any other split hand; 2.11(c)2 and 2.12(a)3 give each
    split ace one card only."""
    legal = legality.legal_play(rules, box, hand)
    if hand.split_aces and legal and hand.total < 21:
        return (HIT, *legal)
    return legal


def legal_play_double_on_two_card_21(
    rules: TableRules, box: BoxState, hand: Hand
) -> tuple[ActionKind, ...]:
    """A double is offered on a 21 in two cards (of a split hand: a blackjack is never asked);
    2.10(a) excepts blackjack and 21 in two cards."""
    legal = legality.legal_play(rules, box, hand)
    if (
        legal == (STAND,)
        and len(hand.cards) == 2
        and hand.total == 21
        and not hand.split_aces
        and not rules.face_up_hole_card
    ):
        return (STAND, DOUBLE)
    return legal


def legal_play_double_on_any_face_up_total(
    rules: TableRules, box: BoxState, hand: Hand
) -> tuple[ActionKind, ...]:
    """With the face-up hole card, a double is offered on any first two cards; 2.6(k)4 allows
    it only on 9, 10 or 11."""
    legal = legality.legal_play(rules, box, hand)
    if rules.face_up_hole_card and len(hand.cards) == 2 and HIT in legal and DOUBLE not in legal:
        after_stand = legal.index(STAND) + 1
        return (*legal[:after_stand], DOUBLE, *legal[after_stand:])
    return legal


def legal_play_surrender_after_hit(
    rules: TableRules, box: BoxState, hand: Hand
) -> tuple[ActionKind, ...]:
    """Surrender is offered after the player has drawn; 2.8(a) allows it only as the first
    decision on the first two cards."""
    legal = legality.legal_play(rules, box, hand)
    if rules.surrender and not hand.from_split and len(hand.cards) > 2 and HIT in legal:
        return (*legal, SURRENDER)
    return legal


def play_box_insuring_face_up(state: RoundState, box: BoxState) -> Flow:
    """With the face-up hole card, insurance is offered against an ace, to every box before the
    first box plays, as in the standard game; 2.6(k)3 says insurance is not available."""
    if state.rules.face_up_hole_card and RANK_OF[state.up_card] == ACE and box is state.boxes[0]:
        for each in state.boxes:
            yield from flow.offer_insurance(state, each)
    yield from player_turn.play_box(state, box)


def check_double_without_limit(game: Round, prompt: Prompt, action: Action) -> None:
    """A double for any amount in chips is accepted, above the original wager too (the prompt
    still says the most is the original wager); 2.10(a) limits a double to the original
    wager."""
    if action.kind is ActionKind.DOUBLE and prompt.kind is PromptKind.PLAY:
        prompt = prompt._replace(max_amount=None)
    Round._check_amount(game, prompt, action)


def check_insurance_against_whole_wager(game: Round, prompt: Prompt, action: Action) -> None:
    """An insurance up to the whole initial wager is accepted (the prompt still says the most is
    half, or the next chip unit above it); 2.9(b) allows no more than half the initial wager,
    or the next unit that can be wagered in chips when half cannot be."""
    if action.kind is ActionKind.INSURE:
        box = next(b for b in game.state.boxes if b.number == prompt.box)
        stake = box.hands[0].stake_of(prompt.player)
        if stake is not None:
            prompt = prompt._replace(max_amount=stake.amount)
    Round._check_amount(game, prompt, action)


# Irregularities (2.15): the shoe's remedies (subclasses of IrregularShoe) -------------------


class ShoeDealingFaceUpCard(IrregularShoe):
    """A card found face up in the shoe is dealt like any other card; 2.15(a) says it shall not
    be used and is placed in the discard rack."""

    __slots__ = ()

    def __init__(
        self,
        shoe: Shoe,
        irregular: RoundIrregularities,
        note: Callable[[str, str, int | None], None],
    ) -> None:
        super().__init__(shoe, irregular, note)
        self._face_up = set()  # nobody looks at the card's face


class ShoeBurningCardDrawnInError(IrregularShoe):
    """A card drawn in error without its face exposed is burned and the next card used; 2.15(b)
    says it shall be used as though it were the next card from the shoe."""

    __slots__ = ()

    def draw(self) -> int:
        if self._irregular.exposed_card is not None:
            return super().draw()
        card = super().draw()
        if self.position - self._start in self._drawn_in_error:  # the card just drawn
            self._shoe.discard((card,))
            self._note("burn", "2.15(b)", card)
            return self.draw()
        return card


class ShoeNotBurningAfterReshuffle(IrregularShoe):
    """When the shoe runs short, the discards are shuffled and cut and dealing goes on with
    their first card; 2.15(f) burns a card first."""

    __slots__ = ()

    def draw(self) -> int:
        number = self.position - self._start + 1
        if self._irregular.exposed_card is None and number in self._runs_short_at:
            self._note("insufficient-cards", "2.15(f)", None)
            self._runs_short_at = self._runs_short_at - {number}  # reshuffled; no burn
        return super().draw()


# Irregularities (2.15): the round's remedies ------------------------------------------------


def offer_exposed_card_burning_refused(
    state: RoundState, box: BoxState, hand: Hand, legal: tuple[ActionKind, ...]
) -> Generator[Prompt, Action, bool | None]:
    """An exposed card drawn in error is burned as soon as the first player refuses it; 2.15(c)
    offers it to the next player in turn, and to the dealer, before it is burned."""
    irregular = state.irregular
    assert irregular is not None
    refused_before = box.number in irregular.refused_boxes
    taken = yield from player_turn.offer_exposed_card(state, box, hand, legal)
    card = irregular.exposed_card
    if taken is False and not refused_before and card is not None:
        irregular.exposed_card = None
        state.shoe.discard((card,))
        state.event("burn", "2.15(c)", None, None, card, note="exposed card refused")
    return taken


def settle_remaining_dealer_taking_exposed_card(state: RoundState) -> None:
    """An exposed card drawn in error that no player took is added to the dealer's hand although
    he stands; 2.15(c) gives it to the dealer only as a card he draws, and otherwise burns it."""
    irregular = state.irregular
    if irregular is not None and irregular.exposed_card is not None:
        dealer_hand = state.dealer
        card = state.shoe.draw()  # the exposed card
        state.event("dealer-draw", "2.15(c)", 0, 1, card, dealer_hand.add(card))
    flow._settle_remaining(state)


def settle_remaining_keeping_card_drawn_on_17(state: RoundState) -> None:
    """The card the dealer draws by accident when he stands on 17 or more stays in his hand and
    counts; 2.15(d) burns it."""
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
    flow._settle_remaining(state)


def deal_initial_missed_card_at_once(state: RoundState) -> Generator[Prompt, Action, bool]:
    """A dealer who missed his first card deals it to himself as soon as he notices, before the
    players' second cards; 2.15(e) has him deal it after all players have their first two
    cards. (The rest is `irregular_flow.deal_initial_irregular`.)"""
    irregular = state.irregular
    assert irregular is not None
    if not irregular.dealer_misses(1):
        return (yield from irregular_flow.deal_initial_irregular(state))
    dead = irregular.boxes(IrregularityKind.NO_CARDS_TO_BOX)
    one_card = irregular.boxes(IrregularityKind.ONE_CARD_TO_BOX)
    live = [box for box in state.boxes if box.number not in dead]
    deal_to_boxes(state, live, "2.6(e)1")
    state.event("dealer-misses-card", "2.15(e)", 0, 1, note="first card")
    deal_dealer_up_card(state, "2.15(e)")  # at once
    deal_to_boxes(state, [box for box in live if box.number not in one_card], "2.6(e)3")
    for box in state.boxes:
        if box.number in dead:
            state.event("no-cards-dealt", "2.15(g)", box.number, 1, note="dead hand")
            settlement.settle_dead_hand(state, box.hands[0], "2.15(g)")
        elif box.number in one_card:
            yield from irregular_flow._second_card_later(state, box)
    if irregular.dealer_misses(2):
        state.event("dealer-misses-card", "2.15(e)", 0, 1, note="second card")
        deal_hole_card(state, "2.15(e)")
    else:
        deal_hole_card(state)
    announce_blackjacks(state)
    if irregular.has(IrregularityKind.HOLE_CARD_INTO_READER):
        return irregular_flow._hole_card_into_reader(state)
    return False


def deal_initial_one_card_box_in_turn(state: RoundState) -> Generator[Prompt, Action, bool]:
    """A box dealt only one card is offered its second card in its turn of the second cards,
    before the boxes on its left; 2.15(g) deals it after all other players have their second
    card. (The rest is `irregular_flow.deal_initial_irregular`.)"""
    irregular = state.irregular
    assert irregular is not None
    one_card = irregular.boxes(IrregularityKind.ONE_CARD_TO_BOX)
    if not one_card or irregular.dealer_misses(1):
        return (yield from irregular_flow.deal_initial_irregular(state))
    dead = irregular.boxes(IrregularityKind.NO_CARDS_TO_BOX)
    live = [box for box in state.boxes if box.number not in dead]
    deal_to_boxes(state, live, "2.6(e)1")
    deal_dealer_up_card(state)
    for box in live:
        if box.number in one_card:
            yield from irregular_flow._second_card_later(state, box)  # in its turn
        else:
            deal_to_boxes(state, (box,), "2.6(e)3")
    for box in state.boxes:
        if box.number in dead:
            state.event("no-cards-dealt", "2.15(g)", box.number, 1, note="dead hand")
            settlement.settle_dead_hand(state, box.hands[0], "2.15(g)")
    if irregular.dealer_misses(2):
        state.event("dealer-misses-card", "2.15(e)", 0, 1, note="second card")
        deal_hole_card(state, "2.15(e)")
    else:
        deal_hole_card(state)
    announce_blackjacks(state)
    if irregular.has(IrregularityKind.HOLE_CARD_INTO_READER):
        return irregular_flow._hole_card_into_reader(state)
    return False


def deal_initial_calling_off_wrong_side(state: RoundState) -> Generator[Prompt, Action, bool]:
    """A round drawn from the wrong side of a double shoe is called off: every hand dead and
    every wager returned; 2.15(h) treats the cards as drawn from the appropriate side and has
    the round concluded."""
    ended = yield from irregular_flow.deal_initial_irregular(state)
    irregular = state.irregular
    assert irregular is not None
    if ended or not irregular.has(IrregularityKind.WRONG_SIDE_OF_DOUBLE_SHOE):
        return ended
    state.event("all-hands-dead", "2.15(h)", 0, 1)
    for box in state.boxes:
        for hand in box.hands:
            settlement.settle_dead_hand(state, hand, "2.15(h)")
    return True


def settle_dead_hand_collecting_empty_box(state: RoundState, hand: Hand, path: str) -> None:
    """The wager of a box dealt no cards is collected; 2.15(g) makes it a dead hand, its wager
    returned."""
    if path == "2.15(g)" and not hand.cards:
        for wager in hand.wagers:
            if not wager.settled:
                state.settle(hand.box, hand.number, wager, Result.LOSE, -wager.amount, path)
        hand.removed = True
        return
    settlement.settle_dead_hand(state, hand, path)


def settle_dead_hand_collecting_missed_request(state: RoundState, hand: Hand, path: str) -> None:
    """A player whose requested card was not dealt and who takes the dead hand loses his wager;
    2.15(i) returns it."""
    if path == "2.15(i)":
        for wager in hand.wagers:
            if not wager.settled:
                state.settle(hand.box, hand.number, wager, Result.LOSE, -wager.amount, path)
        state.shoe.discard(hand.cards)
        hand.removed = True
        return
    settlement.settle_dead_hand(state, hand, path)


def requested_card_not_dealt_dealt_at_once(state: RoundState, box: BoxState, hand: Hand) -> Flow:
    """A player whose requested card was not dealt and who asks for it gets it at once, and plays
    on, before the players on his left; 2.15(i) deals it after all other players have had
    their cards."""
    yield from player_turn.requested_card_not_dealt(state, box, hand)
    yield from player_turn.play_late_hands(state)  # now, not after the other players


def hole_card_into_reader_play_continues(state: RoundState) -> bool:
    """The hole card put into a card reader that lets a player learn it, with a first card that
    is neither an ace nor ten-valued: play continues; 2.15(j)1 makes all hands dead."""
    if not _hole_card_wrongly_read(state):
        return False
    state.event("continue-play", "2.15(j)2", 0, 1)
    return False


def hole_card_into_reader_hands_dead(state: RoundState) -> bool:
    """The hole card put into a card reader that does not let a player learn it, with a first
    card that is neither an ace nor ten-valued: all hands dead and every wager returned;
    2.15(j)2 has play continue."""
    if not _hole_card_wrongly_read(state):
        return False
    state.event("all-hands-dead", "2.15(j)1", 0, 1)
    for box in state.boxes:
        for hand in box.hands:
            settlement.settle_dead_hand(state, hand, "2.15(j)1")
    return True


def _hole_card_wrongly_read(state: RoundState) -> bool:
    up = state.dealer.cards[0]
    if RANK_OF[up] == ACE or TEN_VALUED[up]:
        return False
    state.event("hole-card-into-reader", "2.15(j)", 0, 1)
    return True


def irregular_rules_reader_still_peeks(
    rules: TableRules,
    wagers: Sequence[BoxWager] | Seating,
    irregularities: Sequence[Irregularity],
) -> tuple[TableRules, RoundIrregularities]:
    """A malfunctioning card reader is still used to look for the dealer's blackjack; 2.15(k)
    has the round dealt with the procedure without a card reader."""
    placed = wagers.wagers if isinstance(wagers, Seating) else tuple(wagers)
    check_table_allows(rules, irregularities, {wager.box for wager in placed})
    return rules, RoundIrregularities(irregularities)
