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

Each hook is declared below, in the order of a round: its signature, what it does and the
clause it carries out. Its body is the function of the module that holds that part of the round
(`flow`, `deal`, `player_turn`, `dealer`, `dealer_completion`, `legality`, `settlement`,
`irregular_flow`, `side_wager_steps`), named in the declaration's `@_hook(...)`, taking the
procedure first, citing its clause and registered with `@implements`. The class binds that
function itself, so a method call costs no more than the function call it replaces (a round is
played tens of thousands of times a second); `_hook` checks that the declaration and the body
take the same parameters, and the type checker that they take the same types. The step modules
type the procedure they are given against `round_view.Procedure`, not this class.
A procedure holds no state of its own: one instance plays any number of rounds.
"""

# The declarations' bodies are their `_hook` functions: a declaration has a docstring only.
# mypy: disable-error-code="empty-body"

from __future__ import annotations

import inspect
from collections.abc import Callable, Generator, Sequence
from typing import Any, ClassVar, Concatenate, ParamSpec, TypeVar

from reference_impl import deal as _deal
from reference_impl import dealer as _dealer
from reference_impl import dealer_completion as _dealer_completion
from reference_impl import flow as _flow
from reference_impl import irregular_flow as _irregular_flow
from reference_impl import legality as _legality
from reference_impl import player_turn as _player_turn
from reference_impl import settlement as _settlement
from reference_impl import side_wager_placement, side_wager_steps
from reference_impl.actions import Action, ActionKind, Prompt
from reference_impl.entry import EntryHistory
from reference_impl.irregularities import Irregularity, IrregularShoe, RoundIrregularities
from reference_impl.ledger import Result
from reference_impl.money import Odds
from reference_impl.rules import TableRules
from reference_impl.state import BoxState, Hand, RoundState, Wager
from reference_impl.wager_model import DealerCompletion
from reference_impl.wagers import BoxWager, Seating

__all__ = ["REFERENCE_PROCEDURE", "RoundProcedure"]

_P = ParamSpec("_P")
_R = TypeVar("_R")
_Flow = Generator[Prompt, Action, None]


def _parameters(function: Callable[..., object]) -> list[tuple[str, object, object]]:
    """The parameters after the first (`self`, or the procedure a step's function takes)."""
    parameters = list(inspect.signature(function).parameters.values())[1:]
    return [(p.name, p.kind, p.default) for p in parameters]


def _hook(
    body: Callable[Concatenate[Any, _P], _R],
) -> Callable[[Callable[Concatenate[Any, _P], _R]], Callable[Concatenate[Any, _P], _R]]:
    """Declare a hook whose body is `body`, a step module's function taking the procedure first:
    the class binds `body` itself. The declaration must take the same parameters after `self`."""

    def declare(declared: Callable[Concatenate[Any, _P], _R]) -> Callable[Concatenate[Any, _P], _R]:
        if _parameters(declared) != _parameters(body):
            raise TypeError(f"{declared.__qualname__} does not take the parameters of {body}")
        return body

    return declare


class RoundProcedure:
    """The steps of a round of blackjack and the rules they consult, each an overridable method.

    `run` plays the round: `deal` (or `deal_irregular`), `naturals_and_insurance`, each box's
    `player_turn` (with insurance first where the table offers it before each box's
    decisions), `play_late_hands`, `dealer_hand`, `close_irregularities`, `finish`. The class
    attributes `hand_class` (every hand of the round, the dealer's too), `irregular_shoe_class`
    (the shoe of a round with irregularities, whose remedies are its methods) and
    `table_rules_class` (the table an adapter opens for the game: its
    `refuse_forbidden_offerings` refuses what the exclusion clauses forbid) may be swapped too.
    """

    __slots__ = ()

    # The round's steps ---------------------------------------------------------------------

    @_hook(_flow.run_round)
    def run(self, state: RoundState) -> Generator[Prompt | None, Action, None]:
        """The round as a generator of prompts, then None once it is settled: the steps below in
        their order (2.6)."""

    @_hook(_deal.deal_initial)
    def deal(self, state: RoundState) -> None:
        """The initial deal from the dealer's left: a card to each box, one to the dealer, a
        second to each box, then the hole card face down or face up (2.6(e), (j), (k)); the
        blackjacks announced (2.7(a), (b))."""

    @_hook(_irregular_flow.deal_initial_irregular)
    def deal_irregular(self, state: RoundState) -> Generator[Prompt, Action, bool]:
        """The deal of a round with irregularities of 2.15 (2.15(h), (k) announced): the first
        cards, then `deal_irregular_up_card`, `deal_irregular_second_cards` and
        `deal_irregular_hole_card`. True when every hand is dead (2.15(j)1)."""

    @_hook(_irregular_flow.deal_irregular_up_card)
    def deal_irregular_up_card(self, state: RoundState) -> bool:
        """The dealer's first card (2.6(e)2), or the miss announced and the card left until the
        players have two cards each (2.15(e)); True when it is left."""

    @_hook(_irregular_flow.deal_irregular_second_cards)
    def deal_irregular_second_cards(self, state: RoundState) -> _Flow:
        """The boxes' second cards (2.6(e)3); a box dealt none is a dead hand, a box dealt one is
        offered its second card after the others, `second_card_later` (2.15(g))."""

    @_hook(_irregular_flow.deal_irregular_hole_card)
    def deal_irregular_hole_card(self, state: RoundState) -> bool:
        """The dealer's second card, perhaps missed and dealt once noticed (2.15(e)), the
        blackjacks announced, and a hole card put into the reader for no reason,
        `hole_card_into_reader` (2.15(j)). True when every hand is dead (2.15(j)1)."""

    @_hook(_flow.naturals_and_insurance)
    def naturals_and_insurance(self, state: RoundState) -> Generator[Prompt, Action, bool]:
        """After the deal: insurance offered right after it (2.9(a), (b)), the card reader's
        peek (2.6(j)) and the blackjacks paid at once (2.7(a), (b)). True when the dealer's
        blackjack ends the round."""

    @_hook(_player_turn.play_box)
    def player_turn(self, state: RoundState, box: BoxState) -> _Flow:
        """A box's decisions, hand by hand from the dealer's left, each total announced and each
        card dealt as the decision calls for it (2.6(f), (g), 2.11(b), (c), 2.12(a))."""

    @_hook(_player_turn.play_hand)
    def play_hand(self, state: RoundState, box: BoxState, hand: Hand, index: int) -> _Flow:
        """The caller's decisions on one hand until it stands, busts, doubles or surrenders
        (2.6(f), (g)); a split hand is placed at `index` (2.11(b))."""

    @_hook(_player_turn.play_late_hands)
    def play_late_hands(self, state: RoundState) -> _Flow:
        """The hands whose requested card was missed get it after all other players (2.15(i))."""

    @_hook(_dealer.dealer_hand)
    def dealer_hand(self, state: RoundState) -> None:
        """The dealer's second or hole card and what it settles (2.6(h), (j), 2.7(b), 2.8(a)2,
        2.9(d)), his draws to 17 unless none can matter (2.12(b), (c)), the hands settled, and
        his hand completed for the side wagers it decides (`complete_dealer_hand`)."""

    @_hook(_dealer_completion.complete_dealer_hand)
    def complete_dealer_hand(self, state: RoundState) -> None:
        """Once every blackjack wager is determined, the dealer draws for the side wagers still
        in play that his completed hand decides, while `completion_draws` says so (the clause of
        the offering's `DealerCompletion`)."""

    @_hook(_dealer_completion.completion_draws)
    def completion_draws(self, completion: DealerCompletion, dealer: Hand) -> bool:
        """Whether the dealer completing his hand for an offering's wagers draws another card:
        by the offering's rule (`DealerCompletion.must_draw`)."""

    @_hook(_settlement.settle_hands)
    def settle_hands(self, state: RoundState) -> None:
        """Every hand still open settled against the dealer's final hand (2.3(a), (b)); a busted
        player's cards kept under his side wager whose offering keeps them (`KeptCards`)."""

    @_hook(_irregular_flow.close_irregularities)
    def close_irregularities(self, state: RoundState) -> None:
        """After the dealer's hand: an exposed card nobody used burned (2.15(c)), a card drawn by
        accident on seventeen or more burned (2.15(d))."""

    @_hook(_flow.finish)
    def finish(self, state: RoundState) -> None:
        """The side wagers still open settled, then the cards picked up from the dealer's far
        right, the dealer's last (2.6(i))."""

    # Side wagers (2.17(d), (e), and each offering's declaration) ---------------------------
    # Bound as static methods: a call from a step is one function call, four times a round. A
    # variant overrides either with a method and reaches these through `super()`.

    # `settle_side_wagers(state, point, box=None)`: the side wagers that `point` of the round
    # decides settled, on `box` or every box (2.17(d), (e), (i)): at `INITIAL_DEAL`, at
    # `FIRST_DECISION` per box, at `DEALER_DONE` and at `ROUND_END`; called only when side
    # wagers are placed.
    settle_side_wagers = staticmethod(side_wager_steps.settle_side_wagers)

    # `side_outcome(wager, view)`: how a side wager is settled at `view.point`, by its
    # declaration's rule, or None while it cannot be decided yet.
    side_outcome = staticmethod(side_wager_steps.side_outcome)

    def arrange_wagers(
        self, rules: TableRules, wagers: Sequence[BoxWager], entry: EntryHistory | None = None
    ) -> Seating:
        """The wagers made before the first card, checked and ordered by box (2.3(a), 2.13,
        2.14), each side wager checked by `check_side_stakes` (2.17(a), (b), (g))."""
        return Seating.arrange(rules, wagers, entry, self.check_side_stakes)

    # `check_side_stakes(rules, wager, cite)`: the side wagers placed with one main wager,
    # refused with the clause unless the table offers them in that amount (the clauses each
    # offering declares, `Offering.placement_paths`).
    check_side_stakes = staticmethod(side_wager_placement.check_side_stakes)

    # Insurance and blackjacks (2.6(j), 2.7, 2.9) -------------------------------------------

    @_hook(_flow.offer_insurance)
    def offer_insurance(self, state: RoundState, box: BoxState) -> _Flow:
        """Each person on the box may insure up to half the initial wager, or to the next chip
        unit (2.9(a), (b), 2.13(f)); an insured blackjack may take even money (2.7(c))."""

    @_hook(_flow.consolidated_net_payout)
    def consolidated_net_payout(
        self, state: RoundState, box: BoxState, stake: Wager, insurance: Wager
    ) -> None:
        """A blackjack insured for exactly half the wager paid 1 to 1 at once, as one net payout
        for both wagers (2.7(c))."""

    @_hook(_flow.peek)
    def peek(self, state: RoundState) -> bool:
        """With a card reader and an ace or ten-valued first card, whether the hole card gives
        the dealer blackjack, learned before any more cards (2.6(j), 2.9(d))."""

    @_hook(_flow.pay_blackjacks)
    def pay_blackjacks(
        self, state: RoundState, path: str, interpretation: str | None = None
    ) -> None:
        """Each player's blackjack paid now and its cards removed (2.7(a), (b)), or kept under
        a side wager whose offering keeps them (`KeptCards`)."""

    # Decisions (2.6(f), 2.8, 2.10, 2.11, 2.12(a), 2.13) ------------------------------------

    @_hook(_legality.legal_play)
    def legal_play(self, rules: TableRules, box: BoxState, hand: Hand) -> tuple[ActionKind, ...]:
        """The caller's choices on a hand in the order of 2.6(f): surrender, double, split, hit,
        stand, as 2.8(a), 2.10(a), 2.11(c), 2.12(a) and 2.6(k) allow them."""

    @_hook(_legality.can_split)
    def can_split(self, rules: TableRules, box: BoxState, hand: Hand) -> bool:
        """Two cards identical in value may be split (2.11(a)), as often as 2.11(c)1, (e) and
        2.6(k)5 allow."""

    @_hook(_legality.check_amount)
    def check_amount(self, state: RoundState, prompt: Prompt, action: Action) -> None:
        """An amount refused, with `IllegalActionError`, unless it is more than nothing and
        within what the prompt allows (2.9(b), 2.10(a), 2.13(d))."""

    @_hook(_player_turn.double)
    def double(self, state: RoundState, box: BoxState, hand: Hand, action: Action) -> _Flow:
        """The caller adds up to the original wager and takes one card (2.10(a)); each other
        person on the box may add too (2.13(d))."""

    @_hook(_player_turn.split)
    def split(self, state: RoundState, box: BoxState, hand: Hand, position: int) -> _Flow:
        """Two hands, an equal wager on the second (2.11(a)); each other person on the box may
        split too (2.13(e))."""

    @_hook(_player_turn.surrender)
    def surrender(self, state: RoundState, hand: Hand) -> None:
        """Half the wager settled at once against a 2 to 9, or once the dealer's blackjack is
        ruled out (2.8(a))."""

    # The dealer's hand (2.12) --------------------------------------------------------------

    @_hook(_dealer.dealer_must_draw)
    def dealer_must_draw(self, dealer: Hand) -> bool:
        """The dealer draws until a hard or soft total of 17 to 21 (2.12(b))."""

    @_hook(_dealer.draws_can_matter)
    def draws_can_matter(self, state: RoundState) -> bool:
        """Whether the dealer's draws can still change any open wager (2.12(c))."""

    @_hook(_dealer.second_card_can_matter)
    def second_card_can_matter(self, state: RoundState) -> bool:
        """Whether the dealer's second card under 2.6(h) can change any open wager (2.12(c)), a
        side wager his completed hand decides among them."""

    # Settlement (2.3, 2.6(k), 2.7, 2.8, 2.9, 2.10(b), 2.11(d), 2.15, 2.16) -----------------

    @_hook(_settlement.blackjack_odds)
    def blackjack_odds(self, hand: Hand, rules: TableRules) -> tuple[Odds, str]:
        """A blackjack pays 3 to 2 (2.3(e)), 1 to 1 with a face-up hole card (2.6(k)2), or the
        table's suited blackjack bonus (2.3(e)3); the odds and the path."""

    @_hook(_settlement.winning_odds)
    def winning_odds(self, hand: Hand, rules: TableRules) -> tuple[Odds, str]:
        """A winning hand that is not a blackjack pays 1 to 1 (2.3(e)), or the bonus the table
        offers (2.3(e)1, 2, 4, 2.16(a)); the odds and the path."""

    @_hook(_settlement.hand_result)
    def hand_result(
        self,
        hand: Hand,
        dealer_total: int,
        dealer_cards: int,
        dealer_blackjack: bool,
        rules: TableRules,
    ) -> tuple[Result, Odds | None, str]:
        """The main wager of a hand that is not a blackjack against the dealer's final hand:
        result, odds and path (2.3(a), (b), 2.6(k)1, 2.16(b))."""

    @_hook(_settlement.settle_hand)
    def settle_hand(
        self,
        state: RoundState,
        hand: Hand,
        dealer_total: int,
        dealer_cards: int,
        dealer_blackjack: bool,
    ) -> None:
        """Every open wager on `hand` settled after the round (2.3(e)), the double and split
        wagers with it (2.10(b), 2.11(d))."""

    @_hook(_settlement.settle_additional)
    def settle_additional(  # noqa: PLR0917 - positional, as its body is
        self,
        state: RoundState,
        hand: Hand,
        wager: Wager,
        result: Result,
        odds: Odds | None,
        path: str,
        dealer_blackjack: bool,
    ) -> None:
        """A double or split wager on `hand` settled with its main wager's result, or as the
        table's option has it against a dealer's blackjack (2.10(b), 2.11(d))."""

    @_hook(_settlement.settle_blackjack)
    def settle_blackjack(
        self, state: RoundState, hand: Hand, timing_path: str, interpretation: str | None = None
    ) -> None:
        """A player's blackjack paid (2.7(a), (b)), or void against the dealer's (2.7(b),
        2.6(k)1)."""

    @_hook(_settlement.settle_insurance)
    def settle_insurance(
        self,
        state: RoundState,
        wager: Wager,
        box: int,
        dealer_blackjack: bool,
        interpretation: str | None = None,
    ) -> None:
        """Insurance wins 2 to 1 on a dealer's blackjack and is otherwise collected before he
        draws (2.9(c), (d), 2.8(b))."""

    @_hook(_settlement.settle_surrender)
    def settle_surrender(
        self, state: RoundState, hand: Hand, path: str, dealer_blackjack: bool
    ) -> None:
        """Half a surrendered wager collected and half returned, the whole of it against a
        dealer's blackjack (2.8(a)1, 2)."""

    @_hook(_settlement.settle_against_dealer_blackjack)
    def settle_against_dealer_blackjack(self, state: RoundState) -> None:
        """The dealer has blackjack: everything still open settled (2.3, 2.7(b), 2.8(a)2, 2.9)."""

    @_hook(_settlement.settle_dead_hand)
    def settle_dead_hand(self, state: RoundState, hand: Hand, path: str) -> None:
        """A dead hand: every open wager on it returned (2.15(g), (i), (j)1)."""

    # Irregularities (2.15) -----------------------------------------------------------------

    @_hook(_irregular_flow.irregular_rules)
    def irregular_rules(
        self,
        rules: TableRules,
        wagers: Sequence[BoxWager] | Seating,
        irregularities: Sequence[Irregularity],
    ) -> tuple[TableRules, RoundIrregularities]:
        """The injected irregularities checked against the table and the wagers; a card reader
        that malfunctions leaves the round to the procedure without one (2.15(k))."""

    @_hook(_irregular_flow.second_card_later)
    def second_card_later(self, state: RoundState, box: BoxState) -> _Flow:
        """A box dealt one card takes its second after the others, or declines it and has a
        dead hand (2.15(g), I-2.15g-one-card)."""

    @_hook(_irregular_flow.hole_card_into_reader)
    def hole_card_into_reader(self, state: RoundState) -> bool:
        """A hole card put into the reader for no reason: all hands dead when a player could
        learn it (2.15(j)1), play on when not (2.15(j)2). True when every hand is dead."""

    @_hook(_player_turn.offer_exposed_card)
    def offer_exposed_card(
        self, state: RoundState, box: BoxState, hand: Hand, legal: tuple[ActionKind, ...]
    ) -> Generator[Prompt, Action, bool | None]:
        """A card drawn in error and exposed is offered to the caller the round has come to,
        who may take or refuse it (2.15(c))."""

    @_hook(_player_turn.requested_card_not_dealt)
    def requested_card_not_dealt(self, state: RoundState, box: BoxState, hand: Hand) -> _Flow:
        """A requested card the dealer fails to deal: dealt after the other players, or a dead
        hand at the player's option (2.15(i))."""

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
