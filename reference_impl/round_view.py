"""The round as the steps of its procedure see it: `Procedure`, the protocol every step module of
the engine types its procedure against.

A step of the round (`flow`, `deal`, `player_turn`, `dealer`, `dealer_completion`, `legality`,
`settlement`, `irregular_flow`, `side_wager_steps`) takes the round's procedure and calls the
other steps and rules through it, so that a variant overriding one hook changes it everywhere
(`reference_impl.procedure`). The steps type that procedure against this protocol, not against
`RoundProcedure`, which binds the steps themselves: so the modules of the round import one
another one way only (issue 28; `tests/design/test_import_cycles.py`). The hooks, their clauses
and what each does are documented where `RoundProcedure` declares them.

The engine types below are imported for type checking only: at run time this module imports
nothing of the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, ClassVar, Protocol

if TYPE_CHECKING:
    from reference_impl.actions import Action, ActionKind, Prompt
    from reference_impl.irregularities import IrregularShoe
    from reference_impl.ledger import Result
    from reference_impl.money import Odds
    from reference_impl.rules import TableRules
    from reference_impl.state import BoxState, Hand, RoundState, Wager
    from reference_impl.wager_model import DealerCompletion, DecisionPoint, SideOutcome, SideView

__all__ = ["Procedure", "SettlesSideWagers"]


class SettlesSideWagers(Protocol):
    """`settle_side_wagers(state, point, box=None)`: the side wagers `point` decides settled."""

    def __call__(
        self, state: RoundState, point: DecisionPoint, box: BoxState | None = None
    ) -> None: ...


class Procedure(Protocol):
    """The steps and rule hooks of a round that its steps call (`RoundProcedure` declares and
    documents each), and the classes of the round's hands and of the shoe of a round with
    irregularities."""

    hand_class: ClassVar[type[Hand]]
    irregular_shoe_class: ClassVar[type[IrregularShoe]]

    # The round's steps --------------------------------------------------------------------
    def deal(self, state: RoundState) -> None: ...
    def deal_irregular(self, state: RoundState) -> Generator[Prompt, Action, bool]: ...
    def naturals_and_insurance(self, state: RoundState) -> Generator[Prompt, Action, bool]: ...
    def player_turn(self, state: RoundState, box: BoxState) -> Generator[Prompt, Action, None]: ...
    def play_hand(
        self, state: RoundState, box: BoxState, hand: Hand, index: int
    ) -> Generator[Prompt, Action, None]: ...
    def play_late_hands(self, state: RoundState) -> Generator[Prompt, Action, None]: ...
    def dealer_hand(self, state: RoundState) -> None: ...
    def complete_dealer_hand(self, state: RoundState) -> None: ...
    def settle_hands(self, state: RoundState) -> None: ...
    def close_irregularities(self, state: RoundState) -> None: ...
    def finish(self, state: RoundState) -> None: ...
    def deal_irregular_up_card(self, state: RoundState) -> bool: ...
    def deal_irregular_second_cards(self, state: RoundState) -> Generator[Prompt, Action, None]: ...
    def deal_irregular_hole_card(self, state: RoundState) -> bool: ...

    # Insurance and blackjacks (2.6(j), 2.7, 2.9) ------------------------------------------
    def offer_insurance(
        self, state: RoundState, box: BoxState
    ) -> Generator[Prompt, Action, None]: ...
    def consolidated_net_payout(
        self, state: RoundState, box: BoxState, stake: Wager, insurance: Wager
    ) -> None: ...
    def peek(self, state: RoundState) -> bool: ...
    def pay_blackjacks(
        self, state: RoundState, path: str, interpretation: str | None = None
    ) -> None: ...

    # Decisions (2.6(f), 2.8, 2.10, 2.11, 2.12(a), 2.13) -----------------------------------
    def legal_play(
        self, rules: TableRules, box: BoxState, hand: Hand
    ) -> tuple[ActionKind, ...]: ...
    def can_split(self, rules: TableRules, box: BoxState, hand: Hand) -> bool: ...
    def check_amount(self, state: RoundState, prompt: Prompt, action: Action) -> None: ...
    def double(
        self, state: RoundState, box: BoxState, hand: Hand, action: Action
    ) -> Generator[Prompt, Action, None]: ...
    def split(
        self, state: RoundState, box: BoxState, hand: Hand, position: int
    ) -> Generator[Prompt, Action, None]: ...
    def surrender(self, state: RoundState, hand: Hand) -> None: ...

    # The dealer's hand (2.12, and an offering's `DealerCompletion`) -----------------------
    def dealer_must_draw(self, dealer: Hand) -> bool: ...
    def draws_can_matter(self, state: RoundState) -> bool: ...
    def second_card_can_matter(self, state: RoundState) -> bool: ...
    def completion_draws(self, completion: DealerCompletion, dealer: Hand) -> bool: ...

    # Settlement (2.3, 2.6(k), 2.7, 2.8, 2.9, 2.10(b), 2.11(d), 2.15, 2.16) ----------------
    def blackjack_odds(self, hand: Hand, rules: TableRules) -> tuple[Odds, str]: ...
    def winning_odds(self, hand: Hand, rules: TableRules) -> tuple[Odds, str]: ...
    def hand_result(
        self,
        hand: Hand,
        dealer_total: int,
        dealer_cards: int,
        dealer_blackjack: bool,
        rules: TableRules,
    ) -> tuple[Result, Odds | None, str]: ...
    def settle_hand(
        self,
        state: RoundState,
        hand: Hand,
        dealer_total: int,
        dealer_cards: int,
        dealer_blackjack: bool,
    ) -> None: ...
    def settle_additional(  # noqa: PLR0917 - positional, as the settlement hook is
        self,
        state: RoundState,
        hand: Hand,
        wager: Wager,
        result: Result,
        odds: Odds | None,
        path: str,
        dealer_blackjack: bool,
    ) -> None: ...
    def settle_blackjack(
        self, state: RoundState, hand: Hand, timing_path: str, interpretation: str | None = None
    ) -> None: ...
    def settle_insurance(
        self,
        state: RoundState,
        wager: Wager,
        box: int,
        dealer_blackjack: bool,
        interpretation: str | None = None,
    ) -> None: ...
    def settle_surrender(
        self, state: RoundState, hand: Hand, path: str, dealer_blackjack: bool
    ) -> None: ...
    def settle_against_dealer_blackjack(self, state: RoundState) -> None: ...
    def settle_dead_hand(self, state: RoundState, hand: Hand, path: str) -> None: ...

    # Irregularities (2.15) ----------------------------------------------------------------
    def second_card_later(
        self, state: RoundState, box: BoxState
    ) -> Generator[Prompt, Action, None]: ...
    def hole_card_into_reader(self, state: RoundState) -> bool: ...
    def offer_exposed_card(
        self, state: RoundState, box: BoxState, hand: Hand, legal: tuple[ActionKind, ...]
    ) -> Generator[Prompt, Action, bool | None]: ...
    def requested_card_not_dealt(
        self, state: RoundState, box: BoxState, hand: Hand
    ) -> Generator[Prompt, Action, None]: ...

    # Side wagers (2.17(d), (e), and each offering's declaration) -----------------------------
    # Bound as static methods by `RoundProcedure`; a variant may override them with methods.
    @property
    def settle_side_wagers(self) -> SettlesSideWagers: ...
    @property
    def side_outcome(self) -> Callable[[Wager, SideView], SideOutcome | None]: ...
