"""The parts of a round that irregularities of 2.15 change: the initial deal when the dealer
misses a card (2.15(e)) or a box misses one or both (2.15(g)), the hole card put into a card
reader for no reason (2.15(j)), and what the dealer does with a card he should not take
(2.15(c), (d)), and the table rules a malfunctioning card reader leaves the round (2.15(k)). The
rest of the flow calls these only when the round has irregularities. The remedies for the
dealer's original face up card of multiple action blackjack (2.15(l), (m)) are steps of that
variant (`reference_impl.multiple_action`).

Each function here is a step or hook of `RoundProcedure` (`reference_impl.procedure`), the
procedure its first argument, and calls the others through the procedure."""

from __future__ import annotations

import dataclasses
from collections.abc import Generator, Sequence
from typing import TYPE_CHECKING

from reference_impl.actions import Action, ActionKind, Prompt, PromptKind
from reference_impl.cards import ACE, RANK_OF, TEN_VALUED
from reference_impl.clauses import implements
from reference_impl.deal import (
    announce_blackjacks,
    deal_dealer_up_card,
    deal_hole_card,
    deal_to_boxes,
)
from reference_impl.irregularities import (
    Irregularity,
    IrregularityKind,
    RoundIrregularities,
    check_table_allows,
    spots_wagered,
)
from reference_impl.options import HoleCardProcedure
from reference_impl.player_turn import MISSED_CARD_ANSWERS
from reference_impl.rules import TableRules
from reference_impl.state import BoxState, RoundState
from reference_impl.wagers import BoxWager, Seating

if TYPE_CHECKING:
    from reference_impl.round_view import Procedure

__all__ = [
    "close_irregularities",
    "deal_initial_irregular",
    "deal_irregular_hole_card",
    "deal_irregular_second_cards",
    "deal_irregular_up_card",
    "hole_card_into_reader",
    "irregular_rules",
    "second_card_later",
]


@implements("2.15(k)")
def irregular_rules(
    procedure: Procedure,
    rules: TableRules,
    wagers: Sequence[BoxWager] | Seating,
    irregularities: Sequence[Irregularity],
) -> tuple[TableRules, RoundIrregularities]:
    """Check the injections fit the table and the wagers (the spots wagered on name the dealer's
    hands of multiple action blackjack, 2.15(l), (m)); a card reader that malfunctions leaves
    the round to the procedure without one (2.15(k))."""
    placed = wagers.wagers if isinstance(wagers, Seating) else tuple(wagers)
    check_table_allows(
        rules, irregularities, {wager.box for wager in placed}, spots=spots_wagered(placed)
    )
    irregular = RoundIrregularities(irregularities)
    if irregular.has(IrregularityKind.CARD_READER_MALFUNCTION):
        rules = dataclasses.replace(rules, hole_card=HoleCardProcedure.FACE_DOWN)
    return rules, irregular


@implements("2.15(h)", "2.15(k)")
def deal_initial_irregular(
    procedure: Procedure, state: RoundState
) -> Generator[Prompt, Action, bool]:
    """The deal of 2.6(e) with the irregularities that touch it, in four steps a variant may
    override one at a time: the first card to each box with cards coming (2.6(e)1), the
    dealer's first card (`deal_irregular_up_card`), the boxes' second cards
    (`deal_irregular_second_cards`) and the dealer's second card (`deal_irregular_hole_card`).
    A card reader that malfunctions (2.15(k)) and cards drawn from the wrong side of a double
    shoe (2.15(h)) are announced first.
    Returns True when the round ends here because every hand is dead (2.15(j)1)."""
    irregular = state.irregular
    assert irregular is not None
    if irregular.has(IrregularityKind.CARD_READER_MALFUNCTION):
        state.event(
            "card-reader-malfunction", "2.15(k)", note="dealt without the card reader device"
        )
    if irregular.has(IrregularityKind.WRONG_SIDE_OF_DOUBLE_SHOE):
        state.event(
            "wrong-side-of-double-shoe",
            "2.15(h)",
            note="treated as drawn from the appropriate side and concluded",
        )
    dead = irregular.boxes(IrregularityKind.NO_CARDS_TO_BOX)
    deal_to_boxes(state, [box for box in state.boxes if box.number not in dead], "2.6(e)1")
    up_card_missed = procedure.deal_irregular_up_card(state)
    yield from procedure.deal_irregular_second_cards(state)
    if up_card_missed:
        deal_dealer_up_card(state, "2.15(e)")
    return procedure.deal_irregular_hole_card(state)


@implements("2.15(e)")
def deal_irregular_up_card(procedure: Procedure, state: RoundState) -> bool:
    """The dealer's first card (2.6(e)2); a dealer who misses it announces the miss and deals it
    after all players have their first two cards (2.15(e)). True when it is missed."""
    irregular = state.irregular
    assert irregular is not None
    if irregular.dealer_misses(1):
        state.event("dealer-misses-card", "2.15(e)", 0, 1, note="first card")
        return True
    deal_dealer_up_card(state)
    return False


@implements("2.15(g)")
def deal_irregular_second_cards(
    procedure: Procedure, state: RoundState
) -> Generator[Prompt, Action, None]:
    """The second card to each box dealt its first (2.6(e)3); then, box by box, a box dealt no
    cards is a dead hand whose wager is returned and a box dealt only one is offered its second
    card after all other players have theirs (2.15(g), `second_card_later`)."""
    irregular = state.irregular
    assert irregular is not None
    dead = irregular.boxes(IrregularityKind.NO_CARDS_TO_BOX)
    one_card = irregular.boxes(IrregularityKind.ONE_CARD_TO_BOX)
    deal_to_boxes(
        state,
        [box for box in state.boxes if box.number not in dead and box.number not in one_card],
        "2.6(e)3",
    )
    for box in state.boxes:
        if box.number in dead:
            state.event("no-cards-dealt", "2.15(g)", box.number, 1, note="dead hand")
            procedure.settle_dead_hand(state, box.hands[0], "2.15(g)")
        elif box.number in one_card:
            yield from procedure.second_card_later(state, box)


@implements("2.15(e)", "2.15(j)", "2.15(j)1", "2.15(j)2")
def deal_irregular_hole_card(procedure: Procedure, state: RoundState) -> bool:
    """The end of the irregular deal: the dealer's second card, dealt as soon as he notices he
    missed it (2.15(e)), the players' blackjacks announced, and a hole card put into the card
    reader for no reason (2.15(j), `hole_card_into_reader`). True when every hand is dead
    (2.15(j)1)."""
    irregular = state.irregular
    assert irregular is not None
    if irregular.dealer_misses(2):
        state.event("dealer-misses-card", "2.15(e)", 0, 1, note="second card")
        deal_hole_card(state, "2.15(e)")
    else:
        deal_hole_card(state)
    announce_blackjacks(state)
    if irregular.has(IrregularityKind.HOLE_CARD_INTO_READER):
        return procedure.hole_card_into_reader(state)
    return False


@implements("2.15(g)")
def second_card_later(
    procedure: Procedure, state: RoundState, box: BoxState
) -> Generator[Prompt, Action, None]:
    """Only one card dealt to the box: at the player's option the second card is dealt after
    all other players have their second card (2.15(g)); declining it leaves a dead hand whose
    wager is returned (I-2.15g-one-card)."""
    hand = box.hands[0]
    state.event("one-card-dealt", "2.15(g)", box.number, 1, None, hand.total)
    answer = yield Prompt(
        PromptKind.MISSED_CARD,
        box.number,
        1,
        box.caller,
        MISSED_CARD_ANSWERS,
        state.cite("2.15(g)"),
    )
    if answer.kind is ActionKind.DEAD_HAND:
        state.event("dead-hand", "2.15(g)", box.number, 1, interpretation="I-2.15g-one-card")
        procedure.settle_dead_hand(state, hand, "2.15(g)")
        return
    deal_to_boxes(state, (box,), "2.15(g)")


@implements("2.15(j)", "2.15(j)1", "2.15(j)2")
def hole_card_into_reader(procedure: Procedure, state: RoundState) -> bool:
    """The hole card put into the card reader although the first card is not an ace or a
    ten-valued card: all hands dead and every wager returned when the device lets a player
    learn the hole card (2.15(j)1), play continues when it does not (2.15(j)2)."""
    irregular = state.irregular
    assert irregular is not None
    up = state.dealer.cards[0]
    if RANK_OF[up] == ACE or TEN_VALUED[up]:
        return False  # the reader is meant for this card: no irregularity
    state.event("hole-card-into-reader", "2.15(j)", 0, 1)
    if not irregular.reader_reveals():
        state.event("continue-play", "2.15(j)2", 0, 1)
        return False
    state.event("all-hands-dead", "2.15(j)1", 0, 1)
    for box in state.boxes:
        for hand in box.hands:
            procedure.settle_dead_hand(state, hand, "2.15(j)1")
    return True


@implements("2.15(c)", "2.15(d)")
def close_irregularities(procedure: Procedure, state: RoundState) -> None:
    """After the dealer's hand: an exposed card drawn in error that nobody used is burned
    (2.15(c)); a card the dealer draws by accident on seventeen or more is burned (2.15(d),
    I-2.15d-seventeen)."""
    irregular = state.irregular
    assert irregular is not None
    shoe = state.shoe
    if irregular.exposed_card is not None:
        card = irregular.exposed_card
        irregular.exposed_card = None
        shoe.discard((card,))
        state.event(
            "burn",
            "2.15(c)",
            None,
            None,
            card,
            note="exposed card nobody used",
            interpretation="I-2.15c-exposed-card",
        )
    dealer = state.dealer
    if irregular.has(IrregularityKind.DEALER_DRAWS_ON_SEVENTEEN) and 17 <= dealer.total <= 21:
        if len(dealer.cards) < 2:
            return
        card = shoe.draw()
        shoe.discard((card,))
        state.event(
            "dealer-draws-on-seventeen",
            "2.15(d)",
            0,
            1,
            None,
            dealer.total,
            interpretation="I-2.15d-seventeen" if dealer.total > 17 else None,
        )
        state.event("burn", "2.15(d)", None, None, card)
