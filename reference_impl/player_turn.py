"""One box's turn: the caller's decisions on each hand, left to right (2.6(f), (g), 2.11(b)), and
what each decision does (2.8(a), 2.10(a), 2.11(a), 2.13(d), (e)); the exposed card and the missed
hit of 2.15(c) and (i).

Each function here is a step or hook of `RoundProcedure` (`reference_impl.procedure`), the
procedure its first argument, and calls the others through the procedure."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from reference_impl.actions import Action, ActionKind, Prompt, PromptKind
from reference_impl.cards import ACE, RANK_OF
from reference_impl.clauses import implements
from reference_impl.irregularities import IrregularityKind, IrregularShoe
from reference_impl.ledger import WagerKind
from reference_impl.money import format_money
from reference_impl.state import BoxState, Hand, RoundState
from reference_impl.wager_model import DecisionPoint

if TYPE_CHECKING:
    from reference_impl.round_view import Procedure

__all__ = [
    "MISSED_CARD_ANSWERS",
    "double",
    "offer_exposed_card",
    "play_box",
    "play_hand",
    "play_late_hands",
    "requested_card_not_dealt",
    "split",
    "surrender",
]

Flow = Generator[Prompt, Action, None]
_OTHER_DOUBLE = (ActionKind.DOUBLE, ActionKind.NO_DOUBLE)
_OTHER_SPLIT = (ActionKind.COVER, ActionKind.KEEP, ActionKind.MOVE)
_EXPOSED_CARD_ANSWERS = (ActionKind.ACCEPT_CARD, ActionKind.REFUSE_CARD)
MISSED_CARD_ANSWERS = (ActionKind.DEAL_LATER, ActionKind.DEAD_HAND)
# Module constants, not class attributes: an enum class's attribute lookup goes through its
# metaclass's `__getattr__` hook and costs several times a global's on the hot path.
_PLAY = PromptKind.PLAY
_HIT, _STAND, _DOUBLE, _SPLIT = (
    ActionKind.HIT,
    ActionKind.STAND,
    ActionKind.DOUBLE,
    ActionKind.SPLIT,
)
# `Prompt(...)` goes through type.__call__ to the NamedTuple's generated `__new__`, a Python
# function; the prompt of every decision is built from all eight of its fields at once instead.
_new_tuple = tuple.__new__


@implements("2.6(f)", "2.6(g)", "2.11(b)", "2.11(c)", "2.12(a)")
def play_box(procedure: Procedure, state: RoundState, box: BoxState) -> Flow:
    """Announce each hand's total and ask the caller (2.6(f)); deal what each decision needs and
    announce the new total (2.6(g)); finish the first incomplete hand on the dealer's left
    before dealing to another (2.11(b))."""
    hands = box.hands
    cite = state.cite
    events = state.events
    number = box.number
    index = 0
    while index < len(hands):
        hand = hands[index]
        index += 1
        if hand.blackjack or hand.settled:
            continue
        if len(hand.cards) == 1:
            # A split hand's second card is dealt even to a player who refused an exposed card
            # (2.15(c)): it completes the hand 2.11(b) makes, it is not a card he chooses
            # (I-2.15c-exposed-card); his drawing stops after it.
            card = state.shoe.draw()
            events.append(
                ("deal", cite("2.11(b)"), number, hand.number, card, hand.add(card), None, None)
            )
        else:
            total = hand.total
            events.append(
                ("announce-total", cite("2.6(f)"), number, hand.number, None, total, None, None)
            )
        yield from procedure.play_hand(state, box, hand, index)


@implements("2.6(f)", "2.6(g)")
def play_hand(
    procedure: Procedure, state: RoundState, box: BoxState, hand: Hand, index: int
) -> Flow:
    """The caller's decisions on one hand until it stands, busts, doubles or surrenders (2.6(f),
    (g)); a split puts the new hand at `index` in the box's hands (2.11(b)). Once the box's
    first decision is carried out, with the card it calls for, the side wagers it decides are
    settled."""
    rules = state.rules
    events = state.events
    shoe = state.shoe
    irregular = state.irregular
    cite = state.cite
    play_clause = cite("2.6(f)")
    hit_clause = cite("2.6(g)")
    number, hand_number, caller = box.number, hand.number, box.caller
    caller_stake = hand.stake_of(caller)
    most = None if caller_stake is None else caller_stake.amount
    if state.spots > 1 and caller_stake is not None:
        # A double adds up to each spot's own wager (I-2.18c-double-each-spot).
        most = max(stake.amount for stake in hand.stakes_of(caller))
    # The box's first decision is made on its first hand, dealt two cards and not split yet.
    first_decision = (
        state.side_wagers_placed
        and hand.number == 1
        and len(hand.cards) == 2
        and not hand.from_split
    )
    while True:
        legal = procedure.legal_play(rules, box, hand)
        if not legal:  # doubled or busted: nothing left to decide
            break
        if irregular is not None:
            taken = yield from procedure.offer_exposed_card(state, box, hand, legal)
            if taken is False:
                break
            if taken:
                if hand.busted:
                    state.event("bust", "2.3(a)1", box.number, hand.number, None, hand.total)
                    break
                continue
        action = yield _new_tuple(
            Prompt, (_PLAY, number, hand_number, caller, legal, play_clause, most, None)
        )
        kind = action.kind
        done = True
        if kind is _HIT:
            if irregular is not None and irregular.at_decision(
                IrregularityKind.REQUESTED_CARD_NOT_DEALT, state.decisions_made
            ):
                yield from procedure.requested_card_not_dealt(state, box, hand)
            else:
                card = shoe.draw()
                total = hand.add(card)
                events.append(("hit", hit_clause, number, hand_number, card, total, None, None))
                if hand.busted:
                    events.append(
                        ("bust", cite("2.3(a)1"), number, hand_number, None, total, None, None)
                    )
                else:
                    done = False
        elif kind is _STAND:
            if len(legal) == 1:
                _note_forced_stand(state, hand)
            events.append(("stand", play_clause, number, hand_number, None, hand.total, None, None))
        elif kind is _DOUBLE:
            yield from procedure.double(state, box, hand, action)
        elif kind is _SPLIT:
            yield from procedure.split(state, box, hand, index)
            card = shoe.draw()
            state.event("deal", "2.11(b)", box.number, hand.number, card, hand.add(card))
            done = False
        else:
            procedure.surrender(state, hand)
        if first_decision:
            first_decision = False
            procedure.settle_side_wagers(state, DecisionPoint.FIRST_DECISION, box)
        if done:
            break


@implements("2.15(c)")
def offer_exposed_card(
    procedure: Procedure,
    state: RoundState,
    box: BoxState,
    hand: Hand,
    legal: tuple[ActionKind, ...],
) -> Generator[Prompt, Action, bool | None]:
    """When the round asks the decision an exposed card is drawn in error at, the card is drawn
    and shown; it is then offered as the next card to each hand that may draw, in turn. A
    player who refuses it has no additional card dealt to him in the round (2.15(c)).

    Returns True when the hand took the card, False when it may draw no more (refused now or
    before), None when nothing was offered."""
    irregular = state.irregular
    assert irregular is not None
    if box.number in irregular.refused_boxes:
        state.event(
            "no-further-cards-for-hand", "2.15(c)", box.number, hand.number, None, hand.total
        )
        return False
    number = state.decisions_made + 1
    shoe = state.shoe
    if (
        irregular.exposed_card is None
        and isinstance(shoe, IrregularShoe)
        and irregular.at_decision(IrregularityKind.EXPOSED_CARD_DRAWN_IN_ERROR, number)
    ):
        card = shoe.expose_next()
        state.event("exposed-card-drawn-in-error", "2.15(c)", None, None, card)
    if irregular.exposed_card is None or ActionKind.HIT not in legal:
        return None
    answer = yield Prompt(
        PromptKind.EXPOSED_CARD,
        box.number,
        hand.number,
        box.caller,
        _EXPOSED_CARD_ANSWERS,
        state.cite("2.15(c)"),
    )
    if answer.kind is ActionKind.REFUSE_CARD:
        irregular.refused_boxes.add(box.number)
        state.event(
            "refuse-exposed-card",
            "2.15(c)",
            box.number,
            hand.number,
            None,
            hand.total,
            interpretation="I-2.15c-exposed-card",
        )
        return False
    card = shoe.draw()
    state.event("hit", "2.15(c)", box.number, hand.number, card, hand.add(card))
    return True


@implements("2.15(i)")
def requested_card_not_dealt(
    procedure: Procedure, state: RoundState, box: BoxState, hand: Hand
) -> Flow:
    """The dealer fails to deal the card a player asked for: at the player's option the card is
    dealt after all other players have had theirs, before the hole card is revealed, or the
    hand is dead and the wager returned (2.15(i))."""
    irregular = state.irregular
    assert irregular is not None
    state.event("requested-card-not-dealt", "2.15(i)", box.number, hand.number, None, hand.total)
    answer = yield Prompt(
        PromptKind.MISSED_CARD,
        box.number,
        hand.number,
        box.caller,
        MISSED_CARD_ANSWERS,
        state.cite("2.15(i)"),
    )
    if answer.kind is ActionKind.DEAD_HAND:
        procedure.settle_dead_hand(state, hand, "2.15(i)")
    else:
        irregular.late_hands.append((box, hand))
        state.event("deal-later", "2.15(i)", box.number, hand.number)


@implements("2.15(i)")
def play_late_hands(procedure: Procedure, state: RoundState) -> Flow:
    """The hands whose requested card was missed get it now, after all other players, and play
    on (2.15(i))."""
    irregular = state.irregular
    assert irregular is not None
    while irregular.late_hands:
        late: tuple[BoxState, Hand] = irregular.late_hands.pop(0)
        box, hand = late
        card = state.shoe.draw()
        state.event("hit", "2.15(i)", box.number, hand.number, card, hand.add(card))
        if hand.busted:
            state.event("bust", "2.3(a)1", box.number, hand.number, None, hand.total)
            continue
        yield from procedure.play_hand(state, box, hand, box.hands.index(hand) + 1)


def _note_forced_stand(state: RoundState, hand: Hand) -> None:
    path = "2.11(c)2" if hand.split_aces and hand.total < 21 else "2.12(a)1"
    state.event("no-further-cards-for-hand", path, hand.box, hand.number, None, hand.total)


@implements("2.10(a)", "2.13(d)")
def double(
    procedure: Procedure, state: RoundState, box: BoxState, hand: Hand, action: Action
) -> Flow:
    """The caller adds up to the original wager (2.10(a)); each other person on the box may also
    double (2.13(d)); one card only, dealt face up and sideways (2.10(a)). At a multiple action
    table each person doubles every wager he placed, each spot's additional wager the amount he
    names but not above that spot's wager (2.18(c), I-2.18c-double-each-spot)."""
    _place_doubles(state, box, hand, box.caller, action, path="2.10(a)")
    for player in box.players[1:]:
        stake = hand.stake_of(player)
        if stake is None:
            continue
        answer = yield Prompt(
            PromptKind.OTHER_PLAYER_DOUBLE,
            box.number,
            hand.number,
            player,
            _OTHER_DOUBLE,
            state.cite("2.13(d)"),
            stake.amount,
        )
        if answer.kind is ActionKind.DOUBLE:
            _place_doubles(state, box, hand, player, answer, path="2.13(d)")
    hand.doubled = True
    card = state.shoe.draw()
    state.event("double-card-sideways", "2.10(a)", box.number, hand.number, card, hand.add(card))
    if hand.busted:
        state.event("bust", "2.3(a)1", box.number, hand.number, None, hand.total)


def _place_doubles(
    state: RoundState, box: BoxState, hand: Hand, player: str, action: Action, *, path: str
) -> None:
    """The player's additional wager on each spot he wagers on (one spot but at a multiple
    action table, 2.18(c))."""
    multiple = state.spots > 1
    for stake in hand.stakes_of(player):
        amount = stake.amount if action.amount is None else action.amount
        if multiple and amount > stake.amount:
            amount = stake.amount  # not above that spot's wager (2.10(a))
        state.place(hand, player, WagerKind.DOUBLE, amount, stake.spot)
        where = f"{player} spot {stake.spot}" if multiple else player
        note = f"{where} {format_money(amount)}"
        if multiple:
            state.event("double", "2.18(c)", box.number, hand.number, note=note)
        else:
            state.event("double", path, box.number, hand.number, note=note)


@implements("2.11(a)", "2.13(e)")
def split(
    procedure: Procedure, state: RoundState, box: BoxState, hand: Hand, position: int
) -> Flow:
    """Split into two hands with an equal wager on the second (2.11(a)); each other person on the
    box covers the new hand or says which hand the initial wager stays with (2.13(e)). The
    first hand's second card is dealt by `play_hand` (2.11(b))."""
    aces = RANK_OF[hand.cards[0]] == ACE
    second = procedure.hand_class(box.number, len(box.hands) + 1)
    second.add(hand.cards[1])
    hand.reset(hand.cards[0])
    for split_hand in (hand, second):
        split_hand.from_split = True
        split_hand.split_aces = aces
    box.splits += 1
    if aces:
        box.ace_splits += 1
    box.hands.insert(position, second)
    for caller_stake in hand.stakes_of(box.caller):  # each spot at multiple action (2.18(c))
        state.place(second, box.caller, WagerKind.SPLIT, caller_stake.amount, caller_stake.spot)
    state.event("split", "2.11(a)", box.number, hand.number, note=f"new hand {second.number}")
    if state.spots > 1:
        state.event("split-each-spot", "2.18(c)", box.number, hand.number, note=box.caller)
    for player in box.players[1:]:
        stake = hand.stake_of(player)
        if stake is None:
            continue
        answer = yield Prompt(
            PromptKind.OTHER_PLAYER_SPLIT,
            box.number,
            hand.number,
            player,
            _OTHER_SPLIT,
            state.cite("2.13(e)"),
        )
        if answer.kind is ActionKind.COVER:
            for each in hand.stakes_of(player):
                state.place(second, player, WagerKind.SPLIT, each.amount, each.spot)
        elif answer.kind is ActionKind.MOVE:
            for each in hand.stakes_of(player):
                hand.wagers.remove(each)
                second.wagers.append(each)
        state.event("split-choice", "2.13(e)", box.number, hand.number, note=f"{player} {answer}")


@implements("2.8(a)")
def surrender(procedure: Procedure, state: RoundState, hand: Hand) -> None:
    """Settled at once against a dealer's 2 to 9 (2.8(a)1); against an ace or ten-valued card
    the wager waits on the cards for the dealer's second card (2.8(a)2)."""
    hand.surrendered = True
    if state.dealer_may_have_blackjack:
        state.event("surrender-pending", "2.8(a)2", hand.box, hand.number)
    else:
        state.event("surrender", "2.8(a)1", hand.box, hand.number)
        procedure.settle_surrender(state, hand, "2.8(a)1", False)
