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
from reference_impl.irregularities import IrregularityKind
from reference_impl.ledger import Result, WagerKind
from reference_impl.money import ZERO
from reference_impl.side_wagers.multiple_action_2_18 import MULTIPLE_ACTION, SPOT_OF_KIND
from reference_impl.state import BoxState, Hand, RoundState, Wager
from reference_impl.wager_model import SideWagerKind

if TYPE_CHECKING:
    from reference_impl.procedure import RoundProcedure
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


def _collect_but_up_card(state: RoundState, spot: int) -> None:
    """The dealer's cards but his original face up card go to the discard rack before his hand
    `spot` ((f)2, (h)), as `MultipleActionSteps.next_dealer_hand` collects them; for the
    irregularities of 2.15(l), (m)."""
    dealer = state.dealer
    state.shoe.discard(dealer.cards[1:])
    path = "2.18(f)2" if spot == 2 else "2.18(h)"
    state.event("collect-dealer-cards", path, 0, dealer.number, None, dealer.total)


def _form_dealer_hand(procedure: RoundProcedure, state: RoundState, spot: int, up: int) -> Hand:
    """The dealer's hand `spot` begun with his original face up card `up` ((g), (h)), as
    `MultipleActionSteps.next_dealer_hand` begins it; for the irregularities of 2.15(l), (m)."""
    previous = state.dealer
    following = procedure.hand_class(0, spot)
    following.add(up)
    state.dealer = following
    state.dealer_blackjack = False
    if state.dealer_hands is None:
        state.dealer_hands = [previous]
    state.dealer_hands.append(following)
    return following


class MultipleActionSteps(_Base):
    """The steps a multiple action round overrides, and the steps of its own (`seat_spots`,
    `collect_busted_hand`, `further_hand`, `next_dealer_hand`, `return_undecided_insurance`),
    each overridable one at a time. The overrides call the procedure's own step for one spot
    through `super()`, so that a variant of the game below the mixin still applies."""

    __slots__ = ()

    def run(self, state: RoundState) -> Generator[Prompt | None, Action, None]:
        """Seat the spots' wagers, then play the round (2.18(b), (c)). At a table that does not
        offer multiple action (a faulty game of it, dealing another table) the round is the
        procedure's own: `state.dealer_hands` stays None and every step below defers to it."""
        if MULTIPLE_ACTION in state.rules.side_wagers:
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
        if hand.busted and not hand.settled and state.dealer_hands is not None:
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
        if state.dealer_hands is None:
            super().dealer_hand(state)
            return
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
        ((f)1), nor when no wager remains on this spot or a later one ((f)2, (h):
        I-2.18h-no-wager-remains). When he does not, the event says why."""
        if every_hand_busted(state):
            state.event("no-further-dealer-hands", "2.18(f)1", 0, spot - 1)
            return False
        if not any(open_on(state, later) for later in range(spot, state.spots + 1)):
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
        the face up card moves to the area of the layout for his next hand ((g), (h)). An
        irregularity of 2.15(l) or (m) placed at the hand takes its place (`irregular_up_card`)."""
        if state.irregular is not None and state.irregular.up_card_at(spot) is not None:
            self.irregular_up_card(state, spot)
            return
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

    @implements("2.15(l)", "2.15(m)")
    def irregular_up_card(self, state: RoundState, spot: int) -> None:
        """The dealer's next hand when an irregularity of his original face up card is placed
        at it: the card not moved (2.15(l), `up_card_not_moved`) or put in the discard rack
        (2.15(m), `up_card_discarded`)."""
        assert state.irregular is not None
        if state.irregular.up_card_at(spot) is IrregularityKind.UP_CARD_NOT_MOVED:
            self.up_card_not_moved(state, spot)
        else:
            self.up_card_discarded(state, spot)

    @implements("2.15(l)")
    def up_card_not_moved(self, state: RoundState, spot: int) -> None:
        """The dealer collects his other cards ((f)2, (h)) but fails to move his original face
        up card to the area of the layout for his hand `spot`: the round continues as if it
        was moved (2.15(l)), his hand `spot` formed with it as 2.18(g), (h) say."""
        dealer = state.dealer
        up = dealer.cards[0]
        _collect_but_up_card(state, spot)
        state.event(
            "up-card-not-moved",
            "2.15(l)",
            0,
            dealer.number,
            up,
            note=f"left in the area of the dealer's hand {dealer.number}, not moved to the area "
            f"of his hand {spot}",
        )
        following = _form_dealer_hand(self, state, spot, up)
        state.event(
            "continue-as-if-moved",
            "2.15(l)",
            0,
            spot,
            up,
            following.total,
            note=f"the round continues as if the original face up card was moved to the area of "
            f"the dealer's hand {spot}",
        )

    @implements("2.15(m)")
    def up_card_discarded(self, state: RoundState, spot: int) -> None:
        """The dealer collects his cards ((f)2, (h)) and inadvertently his original face up card
        with them, into the discard rack, before his hand `spot` is complete. He notifies the
        casino supervisor, who removes the cards of the last hand of play, the dealer's hand
        before, from the discard rack and reconstructs it to determine the original face up
        card, its first card; that card is placed in the area of the hand `spot`, the remaining
        cards are returned to the discard rack, and play resumes (2.15(m),
        I-2.15m-up-card-discarded). The rack ends as if the card had been moved."""
        dealer = state.dealer
        up = dealer.cards[0]
        count = len(dealer.cards)
        _collect_but_up_card(state, spot)
        rack = state.shoe.discard_rack
        rack.append(up)
        state.event(
            "up-card-discarded",
            "2.15(m)",
            0,
            dealer.number,
            up,
            note=f"placed in the discard rack with the dealer's other cards before his hand {spot}",
        )
        state.event("notify-supervisor", "2.15(m)", 0, dealer.number)
        removed = rack[-count:]
        del rack[-count:]
        reconstructed = self.hand_class(0, dealer.number)
        for card in dealer.cards:  # the last hand of play, card for card
            reconstructed.add(card)
        assert sorted(removed) == sorted(reconstructed.cards), (removed, reconstructed.cards)
        original = reconstructed.cards[0]
        state.event(
            "reconstruct-last-hand",
            "2.15(m)",
            0,
            dealer.number,
            original,
            reconstructed.total,
            note=f"the {count} cards of the dealer's hand {dealer.number} removed from the "
            "discard rack; its first card is his original face up card",
            interpretation="I-2.15m-up-card-discarded",
        )
        following = _form_dealer_hand(self, state, spot, original)
        state.event("place-up-card", "2.15(m)", 0, spot, original, following.total)
        state.shoe.discard(reconstructed.cards[1:])
        state.event(
            "return-to-discard-rack",
            "2.15(m)",
            0,
            dealer.number,
            note="the remaining card" if count == 2 else f"the {count - 1} remaining cards",
        )
        state.event("resume-play", "2.15(m)", 0, spot)

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
        if state.dealer_hands is not None:
            state.event("conclude-multiple-action", "2.18(j)", 0, state.dealer.number)
        super().finish(state)
