"""The round of multiple action blackjack (2.18): the steps of `RoundProcedure` a table offering it
plays by, as a mixin placed before the procedure's own class (`RoundProcedure.for_table`).

The player's hand is played once; the dealer's hand is formed up to three times with his original
face up card. Before the first card, each person's second and third wagers move from the side
wagers to his hand, on spots 2 and 3 (2.18(b)). Every other step of the round reads the spot:
doubles and splits add a wager for each spot (2.18(c)), insurance is asked spot by spot (2.18(d)),
and the dealer's hand in play settles the wagers of its spot only (2.18(f), (h), (i)). A busted
hand loses every spot at once (2.18(f)).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING

from reference_impl.actions import Action, Prompt
from reference_impl.clauses import implements
from reference_impl.ledger import Result, WagerKind
from reference_impl.money import ZERO
from reference_impl.side_wagers.multiple_action_2_18 import MULTIPLE_ACTION, SPOT_OF_KIND
from reference_impl.state import BoxState, Hand, RoundState, Wager
from reference_impl.wager_model import SideWagerKind

if TYPE_CHECKING:
    from reference_impl.procedure import RoundProcedure as _Base  # what the mixin is placed before
else:
    _Base = object

__all__ = ["MultipleActionSteps", "every_hand_busted", "open_on", "seat_spots"]

Flow = Generator[Prompt, Action, None]


def seat_spots(state: RoundState) -> None:
    """Each person's wagers on the second and third spots of his betting area become wagers on
    his hand, after his first-spot wager, decided by the dealer's second and third hands
    (2.18(b)); the round then plays as many spots as the most any person wagered on."""
    spots = 1
    still_side = False
    for box in state.boxes:
        hand = box.hands[0]
        kept: list[Wager] = []
        for wager in box.side_wagers:
            kind = wager.kind
            if isinstance(kind, SideWagerKind) and kind.offering == MULTIPLE_ACTION:
                spot = SPOT_OF_KIND[kind.name]
                hand.wagers.append(Wager(wager.player, WagerKind.MAIN, wager.amount, spot))
                spots = max(spots, spot)
            else:
                kept.append(wager)
        box.side_wagers = kept
        still_side = still_side or bool(kept)
        hand.wagers.sort(key=lambda wager: wager.spot)
    state.spots = spots
    state.side_wagers_placed = still_side
    state.dealer_hands = [state.dealer]


def open_on(state: RoundState, spot: int) -> bool:
    """Whether any wager on `spot`, on a hand or on the insurance line, is still open."""
    for box in state.boxes:
        for wager in box.insurance:
            if not wager.settled and wager.spot == spot:
                return True
        for hand in box.hands:
            if not hand.settled_on(spot):
                return True
    return False


def every_hand_busted(state: RoundState) -> bool:
    """2.18(f)1: the hand of each player at the table has exceeded a hard total of 21."""
    return all(hand.busted for box in state.boxes for hand in box.hands)


class MultipleActionSteps(_Base):
    """The steps a multiple action round overrides, and the steps of its own (`seat_spots`,
    `collect_busted_hand`, `further_hand`, `next_dealer_hand`, `return_undecided_insurance`),
    each overridable one at a time. The overrides call the procedure's own step for one spot
    through `super()`, so that a variant of the game below the mixin still applies."""

    __slots__ = ()

    def run(self, state: RoundState) -> Generator[Prompt | None, Action, None]:
        """Seat the spots' wagers, then play the round (2.18(b), (c))."""
        self.seat_spots(state)
        yield from super().run(state)

    def seat_spots(self, state: RoundState) -> None:
        """The spots' wagers placed on the hand before the first card (2.18(b)); see
        `seat_spots`."""
        seat_spots(state)

    def play_hand(self, state: RoundState, box: BoxState, hand: Hand, index: int) -> Flow:
        """The caller's decisions on a hand (2.18(c)); a hand that busts loses every spot at once
        (2.18(f))."""
        yield from super().play_hand(state, box, hand, index)
        if hand.busted and not hand.settled:
            self.collect_busted_hand(state, hand)

    @implements("2.18(f)")
    def collect_busted_hand(self, state: RoundState, hand: Hand) -> None:
        """A hand that exceeds a hard 21 loses the wagers on every spot, collected at once with
        its cards (2.18(f)), before the dealer's hand of any spot is formed
        (I-2.18f-busted-wagers)."""
        for wager in hand.wagers:
            if not wager.settled:
                state.settle(hand.box, hand.number, wager, Result.LOSE, -wager.amount, "2.18(f)")
        state.event("collect-busted-hand", "2.18(f)", hand.box, hand.number, None, hand.total)
        if not hand.removed:
            state.shoe.discard(hand.cards)
            hand.removed = True

    @implements("2.18(e)", "2.18(f)", "2.18(g)", "2.18(h)", "2.18(i)")
    def dealer_hand(self, state: RoundState) -> None:
        """The dealer's hands in turn, each formed with his original face up card, a second card
        and his draws (2.18(e), (g), (h); 2.6(h), 2.12(b)), each settling the wagers of its spot
        ((f), (h), (i)), while `further_hand` finds one is needed."""
        for box in state.boxes:
            for hand in box.hands:
                if hand.busted and not hand.settled:
                    self.collect_busted_hand(state, hand)  # a late card of 2.15(i)
        for spot in range(1, state.spots + 1):
            if spot > 1:
                if not self.further_hand(state, spot):
                    break
                self.next_dealer_hand(state, spot)
            state.spot = spot
            super().dealer_hand(state)
        self.return_undecided_insurance(state)

    @implements("2.18(f)1", "2.18(f)2", "2.18(h)")
    def further_hand(self, state: RoundState, spot: int) -> bool:
        """Whether the dealer forms his hand for `spot`: not when every player's hand busted
        ((f)1), nor when no wager remains on the spot ((f)2, (h): I-2.18h-no-wager-remains).
        When he does not, the event says why."""
        if every_hand_busted(state):
            state.event("no-further-dealer-hands", "2.18(f)1", 0, spot - 1)
            return False
        if not open_on(state, spot):
            state.event(
                "no-further-dealer-hands",
                "2.18(h)",
                0,
                spot - 1,
                interpretation="I-2.18h-no-wager-remains",
            )
            return False
        return True

    @implements("2.18(f)2", "2.18(g)", "2.18(h)")
    def next_dealer_hand(self, state: RoundState, spot: int) -> None:
        """The dealer's cards but his original face up card go to the discard rack ((f)2, (h));
        the face up card moves to the area of the layout for his next hand ((g), (h))."""
        dealer = state.dealer
        up = dealer.cards[0]
        collect_path, move_path = ("2.18(f)2", "2.18(g)") if spot == 2 else ("2.18(h)", "2.18(h)")
        state.shoe.discard(dealer.cards[1:])
        state.event("collect-dealer-cards", collect_path, 0, dealer.number, None, dealer.total)
        following = self.hand_class(0, spot)
        following.add(up)
        state.event("move-up-card", move_path, 0, spot, up, following.total)
        state.dealer = following
        state.dealer_blackjack = False
        if state.dealer_hands is None:
            state.dealer_hands = [dealer]
        state.dealer_hands.append(following)

    @implements("2.18(f)1", "2.18(d)")
    def return_undecided_insurance(self, state: RoundState) -> None:
        """Insurance on a spot whose hand the dealer never forms, because every player's hand
        busted (2.18(f)1), has no second card to decide it (2.18(d)): it is returned
        (I-2.18f1-insurance)."""
        for box in state.boxes:
            for wager in box.insurance:
                if not wager.settled:
                    state.settle(
                        box.number,
                        1,
                        wager,
                        Result.VOID,
                        ZERO,
                        "2.18(f)1",
                        None,
                        "I-2.18f1-insurance",
                    )

    @implements("2.18(j)")
    def finish(self, state: RoundState) -> None:
        """At the conclusion of the round every card still on the layout is picked up under
        2.6(i) (2.18(j))."""
        state.event("conclude-multiple-action", "2.18(j)", 0, state.dealer.number)
        super().finish(state)
