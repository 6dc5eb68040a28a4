"""The round as a procedure of overridable steps, and the rules those steps consult.

`RoundProcedure` is the reference engine's round: its steps (`run`, `deal`,
`naturals_and_insurance`, `player_turn`, `dealer_hand`, `settle_hands`, `finish`, ...) and the
rule hooks they call (`hand_result`, `legal_play`, `dealer_must_draw`, ...) are its methods, and
every call the engine makes to one of them goes through the round's procedure
(`state.procedure`). A variant of the game is a subclass that overrides one method, the way a
chess variant overrides one hook of the board; it changes the rule everywhere the engine uses
it, and nobody copies engine code:

    class EqualScoresLose(RoundProcedure):
        def hand_result(self, hand, dealer_total, dealer_cards, dealer_blackjack, rules):
            result, odds, path = super().hand_result(
                hand, dealer_total, dealer_cards, dealer_blackjack, rules
            )
            ...

    Round(rules, shoe, wagers, procedure=EqualScoresLose())

The methods' bodies are the functions of the modules that hold each part of the round (`flow`,
`deal`, `player_turn`, `dealer`, `legality`, `settlement`, `irregular_flow`), each taking the
procedure as its first argument, citing its clause and registered with `@implements`; they are
bound here as they are, so a method call costs no more than the function call it replaces.
A procedure holds no state of its own: one instance plays any number of rounds.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from reference_impl import deal as _deal
from reference_impl import dealer as _dealer
from reference_impl import dealer_completion as _dealer_completion
from reference_impl import flow as _flow
from reference_impl import irregular_flow as _irregular_flow
from reference_impl import legality as _legality
from reference_impl import player_turn as _player_turn
from reference_impl import settlement as _settlement
from reference_impl import side_wager_placement, side_wager_steps
from reference_impl.entry import EntryHistory
from reference_impl.irregularities import IrregularShoe
from reference_impl.rules import TableRules
from reference_impl.state import Hand
from reference_impl.wagers import BoxWager, Seating

__all__ = ["REFERENCE_PROCEDURE", "RoundProcedure"]


class RoundProcedure:
    """The steps of a round of blackjack and the rules they consult, each an overridable method.

    Steps, in the order of a round (signatures after `self`):

    - `run(state)`: the round as a generator of prompts (None once settled): `deal` (or
      `deal_irregular`), `naturals_and_insurance`, each box's `player_turn` (with insurance
      first where the table offers it before each box's decisions), `play_late_hands`,
      `dealer_hand`, `close_irregularities`, `finish`.
    - `deal(state)`: the initial deal (2.6(e)); `deal_irregular(state)`: the deal of a round with
      irregularities of 2.15 (a generator; True when every hand is dead).
    - `naturals_and_insurance(state)`: insurance offered after the deal, the card reader's peek
      and the blackjacks paid at once (a generator; True when the dealer's blackjack ends it).
    - `player_turn(state, box)`, `play_hand(state, box, hand, index)`: the decisions (generators);
      `double`, `split`, `surrender` carry one out; `play_late_hands(state)`: 2.15(i).
    - `dealer_hand(state)`: the dealer's second or hole card, what it decides, his draws.
    - `complete_dealer_hand(state)`: once the blackjack wagers are settled, the dealer's draws
      for the side wagers his completed hand decides (2.30(f)3).
    - `settle_hands(state)`: every hand still open against the dealer's final hand.
    - `finish(state)`: the side wagers still open, then the cards picked up (2.6(i)).
    - `settle_side_wagers(state, point, box=None)`: the side wagers `point` decides, each by
      `side_outcome(wager, view)` (its declaration's rule).
    - `arrange_wagers(rules, wagers, entry=None)`: the wagers made before the first card, side
      wagers checked by `check_side_stakes(rules, wager, cite)`.

    Rule hooks: `offer_insurance`, `consolidated_net_payout`, `peek`, `pay_blackjacks`;
    `legal_play`, `can_split`, `check_amount`; `dealer_must_draw`, `draws_can_matter`,
    `second_card_can_matter`; `blackjack_odds`, `winning_odds`, `hand_result`, `settle_hand`,
    `settle_additional`, `settle_blackjack`, `settle_insurance`, `settle_surrender`,
    `settle_against_dealer_blackjack`, `settle_dead_hand`; for 2.15 `irregular_rules`,
    `second_card_later`, `hole_card_into_reader`, `offer_exposed_card`,
    `requested_card_not_dealt`. Classes: `hand_class` (every hand of the round, the dealer's
    too), `irregular_shoe_class` (the shoe of a round with irregularities, whose remedies are
    its methods) and `table_rules_class` (the table an adapter opens for the game: its
    `refuse_forbidden_offerings` refuses what the exclusion clauses forbid).
    """

    __slots__ = ()

    # The round's steps ---------------------------------------------------------------------
    run = _flow.run_round
    deal = _deal.deal_initial
    deal_irregular = _irregular_flow.deal_initial_irregular
    naturals_and_insurance = _flow.naturals_and_insurance
    player_turn = _player_turn.play_box
    play_hand = _player_turn.play_hand
    play_late_hands = _player_turn.play_late_hands
    dealer_hand = _dealer.dealer_hand
    complete_dealer_hand = _dealer_completion.complete_dealer_hand
    settle_hands = _settlement.settle_hands
    close_irregularities = _irregular_flow.close_irregularities
    finish = _flow.finish

    # `settle_side_wagers(state, point, box=None)`: settle the side wagers that `point` of the
    # round decides, on `box` or on every box (2.17(d), (e)). The steps call it only when side
    # wagers are placed (`state.side_wagers_placed`): at `INITIAL_DEAL` after the deal (normal or
    # irregular) unless every hand is dead, at `FIRST_DECISION` once per box after its first
    # decision and the card it calls for, at `DEALER_DONE` when the dealer's hand is complete,
    # and at `ROUND_END` in `finish`, on every path that ends a round.
    # `side_outcome(wager, view)`: how a side wager is settled at `view.point`, by its
    # declaration's rule (`decide`), or None while it cannot be decided yet.
    # Both are the functions of `side_wager_steps` themselves, which take no procedure: bound as
    # static methods, a call from a step is one function call rather than two, four times a
    # round. A variant overrides either with a method and reaches these through `super()`.
    settle_side_wagers = staticmethod(side_wager_steps.settle_side_wagers)
    side_outcome = staticmethod(side_wager_steps.side_outcome)

    def arrange_wagers(
        self, rules: TableRules, wagers: Sequence[BoxWager], entry: EntryHistory | None = None
    ) -> Seating:
        """The wagers made before the first card, checked and ordered by box (2.3(a), 2.13,
        2.14), each side wager checked by `check_side_stakes` (2.17(a), (b), (g))."""
        return Seating.arrange(rules, wagers, entry, self.check_side_stakes)

    check_side_stakes = staticmethod(side_wager_placement.check_side_stakes)

    # Insurance and blackjacks (2.6(j), 2.7, 2.9) -------------------------------------------
    offer_insurance = _flow.offer_insurance
    consolidated_net_payout = _flow.consolidated_net_payout
    peek = _flow.peek
    pay_blackjacks = _flow.pay_blackjacks

    # Decisions (2.6(f), 2.8, 2.10, 2.11, 2.12(a), 2.13) ------------------------------------
    legal_play = _legality.legal_play
    can_split = _legality.can_split
    check_amount = _legality.check_amount
    double = _player_turn.double
    split = _player_turn.split
    surrender = _player_turn.surrender

    # The dealer's hand (2.12) --------------------------------------------------------------
    dealer_must_draw = _dealer.dealer_must_draw
    draws_can_matter = _dealer.draws_can_matter
    second_card_can_matter = _dealer.second_card_can_matter

    # Settlement (2.3, 2.6(k), 2.7, 2.8, 2.9, 2.10(b), 2.11(d), 2.15, 2.16) -----------------
    blackjack_odds = _settlement.blackjack_odds
    winning_odds = _settlement.winning_odds
    hand_result = _settlement.hand_result
    settle_hand = _settlement.settle_hand
    settle_additional = _settlement.settle_additional
    settle_blackjack = _settlement.settle_blackjack
    settle_insurance = _settlement.settle_insurance
    settle_surrender = _settlement.settle_surrender
    settle_against_dealer_blackjack = _settlement.settle_against_dealer_blackjack
    settle_dead_hand = _settlement.settle_dead_hand

    # Irregularities (2.15) -----------------------------------------------------------------
    irregular_rules = _irregular_flow.irregular_rules
    second_card_later = _irregular_flow.second_card_later
    hole_card_into_reader = _irregular_flow.hole_card_into_reader
    offer_exposed_card = _player_turn.offer_exposed_card
    requested_card_not_dealt = _player_turn.requested_card_not_dealt

    # The classes a variant may swap --------------------------------------------------------
    hand_class: ClassVar[type[Hand]] = Hand
    table_rules_class: ClassVar[type[TableRules]] = TableRules
    irregular_shoe_class: ClassVar[type[IrregularShoe]] = IrregularShoe

    def for_table(self, rules: TableRules) -> RoundProcedure:
        """This procedure, or at a table offering a variant of the round (multiple action
        blackjack, 2.18) the variant's steps placed before it, so that a variant of the game
        played by this procedure keeps its own rules there too."""
        variant = rules.round_variant
        if variant is None or isinstance(self, variant):
            return self
        return _with_variant(type(self), variant)

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


_VARIANTS: dict[tuple[type, type], RoundProcedure] = {}


def _with_variant(procedure: type[RoundProcedure], variant: type) -> RoundProcedure:
    key = (procedure, variant)
    found = _VARIANTS.get(key)
    if found is None:
        name = f"{variant.__name__}{procedure.__name__}"
        found = _VARIANTS[key] = type(name, (variant, procedure), {"__slots__": ()})()
    return found


# The reference engine's procedure, shared by every round that is not given another.
REFERENCE_PROCEDURE = RoundProcedure()
