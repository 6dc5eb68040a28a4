"""The faulty rules of multiple action blackjack (2.18): each class is the reference's multiple
action round (`MultipleActionSteps` before `RoundProcedure`) with one step overridden, getting one
rule of 2.18 wrong the way a vendor's developer might. Each docstring cites the clause it breaks.

As in `defects.py`, nothing here changes `reference_impl`: the reference's own rounds are played by
its own procedure. A class that lists `MultipleActionSteps` among its bases is played as it is at
a multiple action table (`RoundProcedure.for_table` adds the mixin only when it is missing).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import replace

from reference_impl.actions import Action, Prompt
from reference_impl.ledger import Result, WagerKind
from reference_impl.multiple_action import MultipleActionSteps, every_hand_busted, open_on
from reference_impl.procedure import RoundProcedure
from reference_impl.rules import TableRules
from reference_impl.side_wagers.multiple_action_2_18 import MULTIPLE_ACTION
from reference_impl.state import BoxState, Hand, RoundState, Wager

__all__ = [
    "BustedPlayersLaterSpotsLeftInPlay",
    "DoubleChargedOnce",
    "InsuranceDecidedByFirstHand",
    "SurrenderAtMultipleActionTable",
    "ThirdHandDealtWithoutThirdWager",
    "UpCardReusedWithOldSecondCard",
]


class UpCardReusedWithOldSecondCard(MultipleActionSteps, RoundProcedure):
    """The dealer moves his face up card to the next hand's area together with the second card of
    the hand just settled, and deals on to them; 2.18(f)2 and (g) have him collect every card but
    the face up card and deal the next hand a second card of its own."""

    __slots__ = ()

    def next_dealer_hand(self, state: RoundState, spot: int) -> None:
        dealer = state.dealer
        if len(dealer.cards) < 2:
            super().next_dealer_hand(state, spot)
            return
        up, second = dealer.cards[0], dealer.cards[1]
        state.shoe.discard(dealer.cards[2:])
        state.event("collect-dealer-cards", "2.18(f)2", 0, dealer.number, None, dealer.total)
        following = self.hand_class(0, spot)
        following.add(up)
        following.add(second)
        state.event("move-up-card", "2.18(g)", 0, spot, up, following.total)
        state.dealer = following
        state.dealer_blackjack = False
        assert state.dealer_hands is not None
        state.dealer_hands.append(following)


class BustedPlayersLaterSpotsLeftInPlay(MultipleActionSteps, RoundProcedure):
    """A busted hand loses its first spot's wagers only; the wagers on its later spots stay on the
    layout until the dealer's hands for them are formed, even when every player has busted.
    2.18(f) has all of the player's wagers collected with his cards when his hand exceeds 21, and
    (f)1 forms no further hand of the dealer when every player's hand has."""

    __slots__ = ()

    def collect_busted_hand(self, state: RoundState, hand: Hand) -> None:
        for wager in hand.wagers:
            if not wager.settled and wager.spot == 1:
                state.settle(hand.box, hand.number, wager, Result.LOSE, -wager.amount, "2.3(a)1")

    def further_hand(self, state: RoundState, spot: int) -> bool:
        return open_on(state, spot)


class InsuranceDecidedByFirstHand(MultipleActionSteps, RoundProcedure):
    """Every spot's insurance is decided by the second card of the dealer's first hand; 2.18(d)
    decides each insurance wager by the second card dealt to the dealer's hand of its own
    spot."""

    __slots__ = ()

    def settle_insurance(
        self,
        state: RoundState,
        wager: Wager,
        box: int,
        dealer_blackjack: bool,
        interpretation: str | None = None,
    ) -> None:
        super().settle_insurance(state, wager, box, dealer_blackjack, interpretation)
        if wager.spot != 1:
            return
        for each in state.boxes:
            if each.number != box:
                continue
            for other in each.insurance:
                if not other.settled and other.player == wager.player:
                    super().settle_insurance(state, other, box, dealer_blackjack, interpretation)


class DoubleChargedOnce(MultipleActionSteps, RoundProcedure):
    """A double adds one additional wager, on the first spot, whatever the number of spots;
    2.18(c) requires an additional wager for each wager the player placed."""

    __slots__ = ()

    def double(
        self, state: RoundState, box: BoxState, hand: Hand, action: Action
    ) -> Generator[Prompt, Action, None]:
        stake = hand.stake_of(box.caller)
        assert stake is not None
        amount = stake.amount if action.amount is None else min(action.amount, stake.amount)
        state.place(hand, box.caller, WagerKind.DOUBLE, amount, 1)
        state.event("double", "2.10(a)", box.number, hand.number, note=f"{box.caller} {amount}")
        hand.doubled = True
        card = state.shoe.draw()
        state.event(
            "double-card-sideways", "2.10(a)", box.number, hand.number, card, hand.add(card)
        )
        if hand.busted:
            state.event("bust", "2.3(a)1", box.number, hand.number, None, hand.total)
        yield from ()


class ThirdHandDealtWithoutThirdWager(MultipleActionSteps, RoundProcedure):
    """The dealer always forms three hands, the third one too when nobody made a third wager;
    2.18(h) concludes the round after the second hand if no player has made a third wager."""

    __slots__ = ()

    def seat_spots(self, state: RoundState) -> None:
        super().seat_spots(state)
        state.spots = 3

    def further_hand(self, state: RoundState, spot: int) -> bool:
        if every_hand_busted(state):
            return super().further_hand(state, spot)
        return True


class _TableOfferingSurrenderBesideMultipleAction(TableRules):
    """A table that checks the exclusion clauses for everything but surrender beside multiple
    action."""

    def refuse_forbidden_offerings(self) -> None:
        if self.surrender and MULTIPLE_ACTION in self.side_wagers:
            # Everything else is still checked against the exclusion clauses.
            replace(self, surrender=False)
            return
        super().refuse_forbidden_offerings()


class SurrenderAtMultipleActionTable(RoundProcedure):
    """The game opens a multiple action table that offers surrender and lets its players
    surrender; 2.8(c) makes the surrender option unavailable where multiple action blackjack is
    offered."""

    __slots__ = ()
    table_rules_class = _TableOfferingSurrenderBesideMultipleAction
