"""What each wager's steps register for the kit's generic checks, so that no generic module names a
wager: a wager's oracle, its checks and its situations sit beside its steps (`steps/wagers/<wager>/`
for the kit's, a plugin's `STEPS` for an installed one) and register themselves here when a
certification loads them.

- a *card oracle* says how a wager settles on the cards of the box it is placed on (the player's
  initial cards, a third card, his first election): the generic checks settle every side wager
  placed with one (`suite.wagers.side_wager_oracle.side_differences`) and read the moment it must
  be settled at;
- a *round oracle* settles a wager the rest of the round decides (the dealer's completed hand),
  with the dealer's hand the main wagers are settled against where the wager makes the dealer draw
  further for it;
- a *property check* is a sentence of the features ("Then in every round, ...") with the clause a
  failure breaks and the function that finds the problems of a played round;
- the *settlement clauses* of an offering are those a failure of the settlement property breaks
  in rounds that place it;
- a *situation* is a rare deal a property's rounds are drawn from, in the features' words.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from hypothesis import strategies as st

from reference_impl.rules import TableRules
from suite.harness.strategies import SITUATIONS
from vendor_adapters.protocol import FinalHand, Outcome, Wager

if TYPE_CHECKING:
    from suite.harness.checks import PlayedRound
    from suite.wagers.side_wager_oracle import BoxCards, SideExpectation

__all__ = [
    "CARD_ORACLES",
    "PROPERTY_CHECKS",
    "ROUND_ORACLES",
    "SETTLEMENT_CLAUSES",
    "SITUATION_WORDS",
    "TIMED_CHECKS",
    "RoundOracle",
    "register_card_oracle",
    "register_check",
    "register_round_oracle",
    "register_settlement_clauses",
    "register_situation",
]

Problems = list[str]
CardOracle = Callable[["BoxCards", TableRules], "SideExpectation"]
Check = Callable[["PlayedRound"], Problems]


@dataclass(frozen=True)
class RoundOracle:
    """A wager the rest of the round decides: `differences` lists what the game settled otherwise
    than the rules for each such wager placed; `main_game_hands`, where the wager makes the dealer
    draw further for it, gives the final hands with the dealer's hand as the main wagers were
    settled against it."""

    differences: Callable[[Outcome, Sequence[Wager], TableRules], Problems]
    main_game_hands: Callable[[Sequence[FinalHand], TableRules], list[FinalHand]] | None = None


CARD_ORACLES: dict[str, CardOracle] = {}
ROUND_ORACLES: dict[str, RoundOracle] = {}
PROPERTY_CHECKS: dict[str, tuple[str, Check]] = {}
TIMED_CHECKS: set[str] = set()
SETTLEMENT_CLAUSES: dict[str, str] = {}
SITUATION_WORDS: dict[str, str] = {}


def _once(registry: Mapping[str, object], key: str, what: str) -> None:
    if key in registry:
        raise ValueError(f"two {what} are registered for {key!r}")


def register_card_oracle(kind: str, expected: CardOracle) -> None:
    """The wager `kind` settles on its box's cards as `expected` says."""
    _once(CARD_ORACLES, kind, "card oracles")
    CARD_ORACLES[kind] = expected


def register_round_oracle(kind: str, oracle: RoundOracle) -> None:
    """The wager `kind` is decided by the rest of the round, as `oracle` settles it."""
    _once(ROUND_ORACLES, kind, "round oracles")
    ROUND_ORACLES[kind] = oracle


def register_check(words: str, clause: str, check: Check, *, timing: bool = False) -> None:
    """The property "in every round, `words`", whose failure breaks `clause`; `timing` where it
    reads the moment of a settlement (protocol 1.2's settlement events)."""
    _once(PROPERTY_CHECKS, words, "property checks")
    PROPERTY_CHECKS[words] = (clause, check)
    if timing:
        TIMED_CHECKS.add(words)


def register_settlement_clauses(offering: str, clauses: str) -> None:
    """The clauses a failure of the settlement property breaks in rounds that place `offering`."""
    _once(SETTLEMENT_CLAUSES, offering, "settlement clauses")
    SETTLEMENT_CLAUSES[offering] = clauses


def register_situation(
    words: str, name: str, strategy: Callable[[], st.SearchStrategy[dict[str, Any]]]
) -> None:
    """A rare deal, `name`, that the features call `words` ("a pair of one suit"), drawn by
    `strategy` (`suite.harness.strategies.SITUATIONS`)."""
    _once(SITUATION_WORDS, words, "situations")
    _once(SITUATIONS, name, "situation strategies")
    SITUATION_WORDS[words] = name
    SITUATIONS[name] = strategy
