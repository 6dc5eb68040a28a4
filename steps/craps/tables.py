"""The craps game under test as the steps reach it: the run's house options over the kit's
defaults, a table opened through the protocol (a table the game does not offer: not
applicable), and a round played with `play` (1.5)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from reference_impl.games.craps import PAR_NAMES
from suite.harness.checks import require_under
from suite.run.certification import Certification
from suite.run.verdicts import not_applicable
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.games.craps import DEFAULT_WIRE_OPTIONS, OPTION_NAMES
from vendor_adapters.session import GameSession, is_not_offered

__all__ = ["craps_table", "item_of", "play_craps", "require", "run_house_options"]


def run_house_options(certification: Certification) -> dict[str, object]:
    """The run's house options that are a craps table's (`--house`), over the kit's defaults."""
    house = getattr(certification, "house", None) or {}
    return {
        **DEFAULT_WIRE_OPTIONS,
        **{name: value for name, value in house.items() if name in OPTION_NAMES},
    }


def craps_table(
    certification: Certification, options: Mapping[str, object]
) -> tuple[GameSession, str]:
    """The game under test and the id of its table with `options`; a table the game does not
    offer makes the scenario not applicable."""
    session = certification.game
    try:
        return session, session.table(certification.edition, dict(options))
    except AdapterRefusal as refusal:
        if is_not_offered(refusal):
            not_applicable(f"the game does not offer this craps table: {refusal.message}")
        raise


def play_craps(session: GameSession, table: str, round_: Mapping[str, object]) -> dict[str, Any]:
    """One round through the protocol's `play` (1.5), checked against the game's schemas."""
    return session.play_round(table, dict(round_))


def item_of(wager: str) -> str:
    """The item of 19:47-1.2(a) that defines the wager named `wager` on the protocol
    ("dont-pass-bet" -> "19:47-1.2(a)2"), as the game's declaration names it."""
    return PAR_NAMES[wager].clause


def require(condition: object, clause: str, problem: str) -> None:
    """Fail the scenario under `clause` (a canonical id) when `condition` does not hold: the
    failure is filed under the item or definition it breaks, not only the Rule's subsection."""
    require_under(condition, clause, problem)
