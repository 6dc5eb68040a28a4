"""Side wagers in the round: at each named point of the round, every open side wager whose
declaration decides it there is settled, paid or collected as an event in the order it happens
(2.17(d), (e); 2.17(i): a side wager has no bearing on any other wager)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from reference_impl.clauses import implements
from reference_impl.ledger import Result
from reference_impl.money import ZERO, payout
from reference_impl.state import Wager
from reference_impl.wager_model import (
    DecisionPoint,
    SideOutcome,
    SideView,
    SideWagerKind,
    declarations,
)

if TYPE_CHECKING:
    from reference_impl.state import BoxState, RoundState

__all__ = ["box_cards", "settle_side_wagers", "side_outcome"]


# Module constants, not class attributes: an enum class's attribute lookup goes through its
# metaclass's `__getattr__` hook and costs several times a global's on the hot path.
_WIN, _LOSE, _DEAD = Result.WIN, Result.LOSE, Result.DEAD


@implements("2.17(d)", "2.17(e)", "2.17(i)")
def settle_side_wagers(
    state: RoundState, point: DecisionPoint, box: BoxState | None = None
) -> None:
    """Settle the side wagers that `point` decides, on `box` or on every box: losing ones are
    collected and winning ones paid at once (2.17(d), (e)), each by its own declaration and
    never by the outcome of another wager (2.17(i))."""
    if not state.side_wagers_placed:
        return
    for each in (box,) if box is not None else state.boxes:
        open_wagers = [wager for wager in each.side_wagers if not wager.settled]
        if not open_wagers:
            continue
        # What every wager of the box is decided on, read once for the box before any of them
        # is settled; each wager's view is this plus its own stake, built directly rather than
        # by `dataclasses.replace`, which inspects the fields on every call.
        split_first = each.splits > 0
        cards = box_cards(each)
        dealer = tuple(state.dealer.cards)
        dead = _dead(state, each)
        rules = state.rules
        blackjack = each.hands[0].blackjack
        dealer_blackjack = state.dealer_blackjack
        outcome_of = state.procedure.side_outcome
        for wager in open_wagers:
            view = SideView(
                point,
                cards,
                split_first,
                dealer,
                dead,
                rules,
                blackjack,
                wager.amount,
                dealer_blackjack,
            )
            outcome = outcome_of(wager, view)
            if outcome is not None:  # else it stays open until a later point decides it
                _settle_one(state, each, wager, outcome)


def _settle_one(state: RoundState, box: BoxState, wager: Wager, outcome: SideOutcome) -> None:
    result = outcome.result
    if result is _WIN:
        odds = outcome.odds
        assert odds is not None
        rules = state.rules
        net = payout(wager.amount, odds, rules.payout_rounding, rules.chip_unit)
    elif result is _LOSE:
        odds = None
        net = -wager.amount
    else:
        odds = None
        net = ZERO
    state.settle(box.number, 1, wager, result, net, outcome.path, odds, outcome.interpretation)
    bonus = outcome.bonus
    if bonus is not None:
        _, kinds = declarations()
        paid = Wager(wager.player, kinds[bonus.kind], ZERO)
        state.settle(
            box.number, 1, paid, _WIN, bonus.amount, bonus.path, None, bonus.interpretation
        )


def side_outcome(wager: Wager, view: SideView) -> SideOutcome | None:
    """The outcome the wager's declaration gives at this point of the round, or None while it
    cannot be decided yet (wager_model.SideWagerKind.decide)."""
    kind = wager.kind
    assert isinstance(kind, SideWagerKind)
    return kind.decide(view)


def box_cards(box: BoxState) -> tuple[int, ...]:
    """The first cards the box received, in the order it received them, up to its third: after
    a split of the first two, the first split hand's second card is the third card received."""
    hands = box.hands
    first = hands[0].cards
    if box.splits == 0 or len(hands) < 2:
        return tuple(first[:3])
    second = hands[1].cards
    cards = [first[0], second[0]]
    if len(first) > 1:
        cards.append(first[1])
    return tuple(cards)


def _dead(state: RoundState, box: BoxState) -> bool:
    """The box's hand was declared dead under 2.15 (its main wager returned as dead)."""
    if state.irregular is None:
        return False
    return any(entry.box == box.number and entry.result is _DEAD for entry in state.ledger.entries)
