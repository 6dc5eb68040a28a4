"""Which decisions are legal on a hand, the amounts a double or insurance may be, and why a
refused decision is not (2.6(f), 2.8, 2.9(b), 2.10, 2.11, 2.12(a), 2.13(d), 2.6(k)3 to 5).

`can_split`, `legal_play` and `check_amount` are hooks of `RoundProcedure`
(`reference_impl.procedure`), the procedure their first argument."""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING

from reference_impl.actions import Action, ActionKind, Prompt, PromptKind
from reference_impl.cards import ACE, RANK_OF
from reference_impl.clauses import implements
from reference_impl.errors import IllegalActionError
from reference_impl.money import ZERO, format_money
from reference_impl.rules import TableRules
from reference_impl.state import BoxState, Hand, RoundState

if TYPE_CHECKING:
    from reference_impl.round_view import Procedure

__all__ = ["can_split", "check_amount", "explain_illegal", "legal_play"]

HIT, STAND, DOUBLE, SPLIT, SURRENDER = (
    ActionKind.HIT,
    ActionKind.STAND,
    ActionKind.DOUBLE,
    ActionKind.SPLIT,
    ActionKind.SURRENDER,
)
_HIT_STAND = (HIT, STAND)
_SPLIT_STAND = (SPLIT, STAND)
_STAND_ONLY = (STAND,)
# The choices on a hand's first two cards, in the order of 2.6(f), built once rather than as a
# list on every decision: index 4 if double is allowed, + 2 if split, + 1 if surrender.
_FIRST_TWO_CARDS: tuple[tuple[ActionKind, ...], ...] = tuple(
    (HIT, STAND)
    + ((DOUBLE,) if key & 4 else ())
    + ((SPLIT,) if key & 2 else ())
    + ((SURRENDER,) if key & 1 else ())
    for key in range(8)
)


@implements("2.11(a)", "2.11(c)1", "2.11(e)", "2.6(k)5")
def can_split(procedure: Procedure, rules: TableRules, box: BoxState, hand: Hand) -> bool:
    """Two cards identical in value may be split (2.11(a)); once only (2.11(c)1) unless the
    table allows up to two or three splits (2.11(e)), aces perhaps once (2.11(e))."""
    if not hand.is_pair or box.splits >= rules.max_splits:
        return False
    return not (rules.aces_split_once and box.ace_splits and RANK_OF[hand.cards[0]] == ACE)


@implements(
    "2.6(f)", "2.8(a)", "2.10(a)", "2.11(c)2", "2.12(a)1", "2.12(a)2", "2.12(a)3", "2.6(k)4"
)
def legal_play(
    procedure: Procedure, rules: TableRules, box: BoxState, hand: Hand
) -> tuple[ActionKind, ...]:
    """The caller's choices on a hand in the order of 2.6(f): surrender only as the first
    decision on the first two cards (2.8(a)); double on any first two cards but a 21 (2.10(a)),
    only on 9, 10 or 11 with a face-up hole card (2.6(k)4); no card after 21 (2.12(a)1), after
    a double (2.12(a)2) or to a split ace (2.11(c)2, 2.12(a)3). A hand of 21 or a split ace is
    still asked, with stand the only answer; a doubled or busted hand is not asked."""
    if hand.doubled or hand.busted:
        return ()
    two_cards = len(hand.cards) == 2
    if hand.split_aces:
        return _SPLIT_STAND if two_cards and procedure.can_split(rules, box, hand) else _STAND_ONLY
    if hand.total == 21:
        # The player still indicates a decision (2.6(f), 2.11(c)); only standing is left.
        return _STAND_ONLY
    if not two_cards:
        return _HIT_STAND
    key = 4 if not rules.face_up_hole_card or 9 <= hand.total <= 11 else 0
    if procedure.can_split(rules, box, hand):
        key += 2
    if rules.surrender and not hand.from_split:
        key += 1
    return _FIRST_TWO_CARDS[key]


@implements("2.9(b)", "2.10(a)", "2.13(d)")
def check_amount(procedure: Procedure, state: RoundState, prompt: Prompt, action: Action) -> None:
    """Refuse, with `IllegalActionError`, an amount that is not more than nothing, exceeds what
    the prompt allows (half the initial wager or the next chip unit above it for insurance,
    2.9(b); the original wager for a double, 2.10(a); the person's own wager for another
    player's double, 2.13(d)), or is not a whole number of chip units. An insurance of exactly
    half the initial wager is "not more than half" (2.9(b)) even where half is not a whole
    number of chip units ($2.50 on $5 at a $1 table): both it and the next chip unit are legal
    (I-2.9b-exactly-half)."""
    amount = action.amount
    assert amount is not None
    most = prompt.max_amount
    if action.kind is ActionKind.INSURE:
        path, limit = "2.9(b)", "half the initial wager, or the next chip unit above it"
    elif prompt.kind is PromptKind.OTHER_PLAYER_DOUBLE:
        path, limit = "2.13(d)", "the person's own wager"
    else:
        path, limit = "2.10(a)", "the original wager"
    problem = None
    if amount <= ZERO:
        problem = "must be more than nothing"
    elif most is not None and amount > most:
        problem = f"exceeds {format_money(most)}, {limit}"
    elif action.kind is ActionKind.INSURE and amount == _half_initial_wager(state, prompt):
        # 2.9(b): "an amount not more than half the amount staked on the player's initial
        # wager": exactly half is within the clause whatever the chips; the next chip unit
        # above it is the exception for when half cannot be bet in chips.
        return
    elif amount % state.rules.chip_unit:
        problem = f"is not a whole number of chip units of {format_money(state.rules.chip_unit)}"
    if problem is not None:
        raise IllegalActionError(
            f"{action}: the amount {format_money(amount)} {problem}",
            legal=prompt.legal_tokens(),
            clause=state.cite(path),
        )


def _half_initial_wager(state: RoundState, prompt: Prompt) -> Decimal | None:
    """Half the initial wager an insurance prompt asks about (2.9(b); on a spot, 2.18(d))."""
    box = next((b for b in state.boxes if b.number == prompt.box), None)
    if box is None or not box.hands:
        return None
    stake = box.hands[0].stake_of(prompt.player, prompt.spot or 1)
    return None if stake is None else stake.amount / 2


def explain_illegal(state: RoundState, prompt: Prompt | None, action: Action) -> tuple[str, str]:
    """Why `action` is refused now: (reason, clause path). Only computed on the error path."""
    kind = action.kind
    if kind is ActionKind.CHANGE_WAGER or kind is ActionKind.WITHDRAW:
        path = "2.3(g)" if prompt is not None and prompt.kind is not PromptKind.PLAY else "2.3(c)"
        return "no wager may be made, increased or withdrawn after the first card is dealt", path
    if prompt is None:
        return "the round is complete", "2.3(e)"
    rules = state.rules
    if prompt.kind is PromptKind.INSURANCE:
        return "insurance is decided now, before any other decision", "2.9(b)"
    if prompt.kind is PromptKind.OTHER_PLAYER_DOUBLE:
        return "the other players on the box may double with the caller or not", "2.13(d)"
    if prompt.kind is PromptKind.OTHER_PLAYER_SPLIT:
        return "the other players cover the split hand or choose a hand", "2.13(e)"
    box = next(b for b in state.boxes if b.number == prompt.box)
    hand = next(h for h in box.hands if h.number == prompt.hand)
    if kind in (ActionKind.INSURE, ActionKind.NO_INSURANCE):
        if rules.face_up_hole_card:
            return "insurance is not available with a face-up hole card", "2.6(k)3"
        if RANK_OF[state.up_card] != ACE:
            return "insurance is offered only when the dealer's first card is an ace", "2.9(a)"
        return "insurance is placed before any additional card is dealt", "2.9(b)"
    if kind is SURRENDER:
        if rules.face_up_hole_card:
            return "surrender is not available with a face-up hole card", "2.6(k)3"
        if not rules.surrender:
            return "this table does not offer surrender", "2.8(c)"
        return "surrender is decided first, on the first two cards only", "2.8(a)"
    if kind is DOUBLE:
        if hand.split_aces:
            return "a split ace receives one card only", "2.11(c)2"
        if len(hand.cards) == 2 and hand.total == 21:
            return "no double down on blackjack or 21 in two cards", "2.10(a)"
        if len(hand.cards) != 2 or hand.doubled:
            return "double down only on the first two cards of a hand", "2.10(a)"
        if rules.face_up_hole_card:
            return "with a face-up hole card, double only on 9, 10 or 11", "2.6(k)4"
    if kind is SPLIT:
        if not hand.is_pair:
            return "only two initial cards identical in value may be split", "2.11(a)"
        if rules.face_up_hole_card:
            return "with a face-up hole card, pairs may not be split again", "2.6(k)5"
        if rules.max_splits == 1:
            return "a pair may not be split again without the resplit option", "2.11(c)1"
        return f"no more splits: the table allows {rules.max_splits}, aces perhaps once", "2.11(e)"
    if kind is HIT:
        if hand.split_aces:
            return "a split ace receives one card only", "2.11(c)2"
        if hand.doubled:
            return "one and only one card after a double down", "2.12(a)2"
        if hand.total >= 21:
            return "no card may be drawn on 21", "2.12(a)1"
    if kind in (ActionKind.NO_DOUBLE, ActionKind.COVER, ActionKind.KEEP, ActionKind.MOVE):
        return "only the other players on a box answer the caller's double or split", "2.13(b)"
    return "not a decision the player may make now", "2.6(f)"
