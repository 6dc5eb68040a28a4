"""The dealer's hand completed for the side wagers that are decided by it, and the player's cards
kept under such a wager.

An offering declares a `DealerCompletion` (when the dealer draws for its wagers, and the clause
that makes him) and `KeptCards` (where the player's cards go once his blackjack wager is settled,
and the clauses that put them there); the steps of the round read them here and never name the
offering. The clauses each step implements are the ones the declarations give
(`reference_impl.clauses.implements_declared`, with the selectors below).

Each function taking a procedure is a step of `RoundProcedure` (`reference_impl.procedure`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from reference_impl.clauses import implements_declared
from reference_impl.wager_model import DealerCompletion, Offering, SideWagerKind, declarations

if TYPE_CHECKING:
    from reference_impl.round_view import Procedure
    from reference_impl.state import BoxState, Hand, RoundState
    from reference_impl.table_view import TableView

__all__ = [
    "complete_dealer_hand",
    "completion_draws",
    "completion_paths",
    "dealer_decided_paths",
    "keep_cards",
    "kept_blackjack_paths",
    "kept_bust_paths",
    "kept_paths",
    "open_wagers_need_dealer",
    "table_wide_completion",
]


# The clauses an offering declares for the steps of the round that read it (`implements_declared`).
def completion_paths(offering: Offering) -> tuple[str, ...]:
    """The clause by which the dealer completes his hand for the offering's wagers."""
    completion = offering.dealer_completion
    return () if completion is None else (completion.path,)


def dealer_decided_paths(offering: Offering) -> tuple[str, ...]:
    """The clause authorising an offering whose wagers the dealer's completed hand decides."""
    return () if offering.dealer_completion is None else (offering.clause,)


def kept_blackjack_paths(offering: Offering) -> tuple[str, ...]:
    """The clause keeping a player's cards under the wager once his blackjack is paid."""
    kept = offering.kept_cards
    return () if kept is None else (kept.blackjack_path,)


def kept_bust_paths(offering: Offering) -> tuple[str, ...]:
    """The clause keeping a player's cards under the wager once his busted hand is collected."""
    kept = offering.kept_cards
    return () if kept is None else (kept.bust_path,)


def kept_paths(offering: Offering) -> tuple[str, ...]:
    """Both clauses that keep a player's cards under the offering's wager."""
    return kept_blackjack_paths(offering) + kept_bust_paths(offering)


def _offering_of(kind: object) -> Offering | None:
    if not isinstance(kind, SideWagerKind):
        return None
    offerings, _ = declarations()
    return offerings.get(kind.offering)


def _open_completions(state: RoundState) -> list[DealerCompletion]:
    found: list[DealerCompletion] = []
    for box in state.boxes:
        for wager in box.side_wagers:
            if wager.settled:
                continue
            offering = _offering_of(wager.kind)
            completion = offering.dealer_completion if offering else None
            if completion is not None and completion not in found:
                found.append(completion)
    return found


def open_wagers_need_dealer(state: RoundState) -> bool:
    """Whether an open side wager is decided by the dealer's completed hand (its offering declares
    a `DealerCompletion`), so that his second card and his draws matter to it even when no
    blackjack wager is left."""
    return bool(state.side_wagers_placed and _open_completions(state))


def table_wide_completion(rules: TableView) -> DealerCompletion | None:
    """The completion rule by which the dealer draws for every wager at this table, when the
    table chose the option that makes it so (`DealerCompletion.table_wide`, on the interpretation
    the completion names), else None."""
    offerings, _ = declarations()
    for name in rules.side_wagers:
        offering = offerings.get(name)
        completion = offering.dealer_completion if offering else None
        if completion is None or completion.table_wide is None:
            continue
        option, value = completion.table_wide
        if rules.side_option(option) == value:
            return completion
    return None


@implements_declared(completion_paths)
def complete_dealer_hand(procedure: Procedure, state: RoundState) -> None:
    """Once every blackjack wager is determined, the dealer completes his hand for the side
    wagers still in play that his completed hand decides, drawing while `completion_draws` says
    so, by the clause the offering's `DealerCompletion` cites."""
    dealer = state.dealer
    if len(dealer.cards) < 2 or state.dealer_blackjack:
        return
    for completion in _open_completions(state):
        drew = False
        while procedure.completion_draws(completion, dealer):
            card = state.shoe.draw()
            state.event(
                "dealer-draw",
                completion.path,
                0,
                1,
                card,
                dealer.add(card),
                interpretation=completion.interpretation,
            )
            drew = True
        if drew:
            state.event("announce-dealer-total", completion.path, 0, 1, None, dealer.total)


@implements_declared(completion_paths)
def completion_draws(procedure: Procedure, completion: DealerCompletion, dealer: Hand) -> bool:
    """Whether the dealer, completing his hand for the wagers of an offering, draws another card:
    by the offering's rule (`DealerCompletion.must_draw`, under the clause `DealerCompletion.path`
    cites; a faulty game overrides this hook to draw by another rule)."""
    return completion.must_draw(dealer)


@implements_declared(kept_paths)
def keep_cards(state: RoundState, box: BoxState, hand: Hand, busted: bool) -> bool:
    """After a player's blackjack is paid, or his busted hand's wager collected, his cards go
    face up under his open side wager whose offering keeps them (`KeptCards`, citing its
    `blackjack_path` or `bust_path`) instead of to the discard rack; True when they were kept."""
    for wager in box.side_wagers:
        if wager.settled:
            continue
        offering = _offering_of(wager.kind)
        kept = offering.kept_cards if offering else None
        if offering is None or kept is None:
            continue
        path = kept.bust_path if busted else kept.blackjack_path
        state.event("cards-under-side-wager", path, box.number, hand.number, note=offering.name)
        return True
    return False
