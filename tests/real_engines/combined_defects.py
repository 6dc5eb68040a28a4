"""Games that combine two or three defects, one of which is the order of the first deal, as the
real engines certified for issue 27 do: each is the reference engine with small overrides of its
`RoundProcedure` hooks (tests/faulty_games/defects.py), played by the reference adapter under its
own identity (tests/faulty_games/engine.py). The deal is the procedure's, so the game deals player,
player, dealer, dealer in single rounds, in generated rounds and in the rounds of a whole shoe
(`play_shoe`) alike.

- `players_first_hits_soft_17_no_blackjack_insurance`: each box its two cards, then the dealer's
  (2.6(e) deals a first card to each box, the dealer's face up card, then a second card to each
  box); the dealer draws to a soft 17 (2.12(b): he stands on a hard or soft 17); a box holding a
  blackjack is not offered insurance when the dealer's first card is an ace (2.9(a): "to each
  player").
- `players_first_six_to_five_split_aces_hit`: the same deal; a blackjack paid 6 to 5 (2.7(a),
  (b): 3 to 2); a split ace may draw more cards (2.11(c)2: one card to each split ace).
- `hit_and_double_on_21`: a hand of 21 that is no blackjack is offered a hit (2.12(a)1: no
  additional card to a 21), and on two cards a double too (2.10(a) excepts a 21 in two cards),
  as two real engines do: every Rule whose example sees it offered files it under those clauses.
- `draws_always_six_to_five`: the dealer draws to 17 even when no hand can be changed (2.12(c):
  no additional card then), and a blackjack is paid 6 to 5 (2.7(a), (b)), as one real engine
  does: in a round with a blackjack the two show together, and neither may hide or absorb the
  other.

    pytest features --adapter \
        python:tests.real_engines.combined_defects:players_first_hits_soft_17_no_blackjack_insurance
"""

from __future__ import annotations

from reference_impl.actions import ActionKind
from reference_impl.deal import (
    announce_blackjacks,
    deal_dealer_up_card,
    deal_hole_card,
    deal_to_boxes,
)
from reference_impl.flow import Flow
from reference_impl.procedure import RoundProcedure
from reference_impl.rules import TableRules
from reference_impl.state import BoxState, Hand, RoundState
from tests.faulty_games.defects import (
    BlackjackPaid6To5,
    DealerHitsSoft17,
    DoubleOnTwoCard21,
    SplitAcesMayHit,
)
from tests.faulty_games.engine import FaultyAdapter

__all__ = [
    "DealerDrawsWhenNothingCanChange",
    "NoInsuranceToBlackjack",
    "PlayersFirstDeal",
    "draws_always_six_to_five",
    "hit_and_double_on_21",
    "players_first_hits_soft_17_no_blackjack_insurance",
    "players_first_six_to_five_split_aces_hit",
]


class PlayersFirstDeal(RoundProcedure):
    __slots__ = ()

    def deal(self, state: RoundState) -> None:
        """Each box its two cards from the dealer's left, then the dealer's face up card and his
        hole card (none under 2.6(h)); 2.6(e) deals a first card to each box, the dealer's face
        up card, then a second card to each box. The pieces are the reference deal's."""
        for box in state.boxes:
            deal_to_boxes(state, (box,), "2.6(e)1")
            deal_to_boxes(state, (box,), "2.6(e)3")
        deal_dealer_up_card(state)
        deal_hole_card(state)
        announce_blackjacks(state)


class NoInsuranceToBlackjack(RoundProcedure):
    __slots__ = ()

    def offer_insurance(self, state: RoundState, box: BoxState) -> Flow:
        """A box whose first two cards are a blackjack is not offered insurance; 2.9(a) has the
        dealer offer it to each player when his first card is an ace."""
        if box.hands[0].blackjack:
            return
        yield from super().offer_insurance(state, box)


class DealerDrawsWhenNothingCanChange(RoundProcedure):
    __slots__ = ()

    def draws_can_matter(self, state: RoundState) -> bool:
        """The dealer draws to 17 whatever the players' hands; 2.12(c) gives him no additional
        card when no hand can be changed by his point count (every hand busted, or blackjacks
        already paid)."""
        return True


class HitOn21(RoundProcedure):
    __slots__ = ()

    def legal_play(self, rules: TableRules, box: BoxState, hand: Hand) -> tuple[ActionKind, ...]:
        """A hand of 21 (not a split ace) may draw; 2.12(a)1 deals no additional card to a
        player whose point count is 21."""
        legal = super().legal_play(rules, box, hand)
        if ActionKind.STAND in legal and hand.total == 21 and not hand.split_aces:
            return (ActionKind.HIT, *legal)
        return legal


class _HitAndDoubleOn21(HitOn21, DoubleOnTwoCard21):
    __slots__ = ()


class _DrawsAlwaysSixToFive(DealerDrawsWhenNothingCanChange, BlackjackPaid6To5):
    __slots__ = ()


class _SoftSeventeenNoBlackjackInsurance(
    PlayersFirstDeal, DealerHitsSoft17, NoInsuranceToBlackjack
):
    __slots__ = ()


class _SixToFiveSplitAcesHit(PlayersFirstDeal, BlackjackPaid6To5, SplitAcesMayHit):
    __slots__ = ()


def players_first_hits_soft_17_no_blackjack_insurance() -> FaultyAdapter:
    """Player, player, dealer, dealer (2.6(e)); soft 17 hit (2.12(b)); no insurance offered to a
    blackjack (2.9(a))."""
    return FaultyAdapter(
        "players_first_hits_soft_17_no_blackjack_insurance",
        "deals player, player, dealer, dealer; hits soft 17; no insurance to a blackjack",
        _SoftSeventeenNoBlackjackInsurance(),
    )


def players_first_six_to_five_split_aces_hit() -> FaultyAdapter:
    """Player, player, dealer, dealer (2.6(e)); a blackjack paid 6 to 5 (2.7(a), (b)); split
    aces may draw (2.11(c)2)."""
    return FaultyAdapter(
        "players_first_six_to_five_split_aces_hit",
        "deals player, player, dealer, dealer; pays a blackjack 6 to 5; split aces may draw",
        _SixToFiveSplitAcesHit(),
    )


def draws_always_six_to_five() -> FaultyAdapter:
    """The dealer draws when no hand can be changed (2.12(c)); a blackjack paid 6 to 5 (2.7(a),
    (b))."""
    return FaultyAdapter(
        "draws_always_six_to_five",
        "the dealer draws when no hand can be changed; pays a blackjack 6 to 5",
        _DrawsAlwaysSixToFive(),
    )


def hit_and_double_on_21() -> FaultyAdapter:
    """A hit offered on 21 (2.12(a)1); a double offered on a two-card 21 (2.10(a))."""
    return FaultyAdapter(
        "hit_and_double_on_21",
        "offers a hit on 21 and a double on a two-card 21",
        _HitAndDoubleOn21(),
    )
