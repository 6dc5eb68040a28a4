"""A wager a decision makes and the game never settles was never made (issue 27): a double's
additional wager breaks 2.10(a) and a split's wager on the second hand 2.11(a), whatever the
hand's result would have been, in the differential comparison and in the settlement check.

The reference's rounds are played on the reference engine; the game's outcomes are the same
rounds with the wager's ledger entry taken out, the way a game that takes the decision without
the wager (jackblack below its own minimum bet) settles them.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

import pytest

from reference_impl.catalog import rules_from_mapping
from suite.harness.checks import differences_by_clause, own_settlement_breaches
from suite.harness.example_tables import play_on_reference
from suite.harness.settlement_oracle import Decision
from vendor_adapters.protocol import Outcome, Wager
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession

_OPTIONS = {"hole_card": "face-down", "max_splits": 1}


def _reference(shoe: Sequence[str], decisions: Sequence[str]) -> Any:
    played = play_on_reference(
        GameSession(ReferenceAdapter()),
        "nj-2024",
        options=_OPTIONS,
        shoe=shoe,
        wagers=[Wager(box=1, player="p1", amount="10")],
        decisions=decisions,
    )
    assert played.outcome is not None, played.problem
    return played


def _without(outcome: Outcome, kind: str) -> Any:
    game: Any = copy.deepcopy(outcome)
    game["ledger"] = [e for e in game["ledger"] if e["kind"] != kind]
    return game


# 5S box 1, TH up, 4C box 1 (9), the hole card 7D (17): box 1 doubles and takes 2H (11), so
# both wagers lose $10 (2.3(a)); with 8C instead (17), both push (2.3(b)).
# 8S box 1, TH up, 8C box 1, the hole card 9D (19): box 1 splits; 3D (11) stands, 9C (17)
# stands; both hands lose to 19 (2.3(a)).
CASES = [
    (("5S", "TH", "4C", "7D", "2H", "3S"), ["double"], "double", "2.10(a)"),
    (("5S", "TH", "4C", "7D", "8C", "3S"), ["double"], "double", "2.10(a)"),
    (("8S", "TH", "8C", "9D", "3D", "9C", "5S"), ["split", "stand", "stand"], "split", "2.11(a)"),
]


@pytest.mark.parametrize(("shoe", "decisions", "kind", "clause"), CASES)
def test_a_wager_taken_and_never_settled_breaks_the_clause_that_makes_it(
    shoe: tuple[str, ...], decisions: list[str], kind: str, clause: str
) -> None:
    played = _reference(shoe, decisions)
    expected = played.outcome
    assert any(e["kind"] == kind for e in expected["ledger"])
    game = _without(expected, kind)
    assert {b.clause for b in differences_by_clause(expected, game)} == {clause}
    own = own_settlement_breaches(
        wagers=[{"box": 1, "player": "p1", "amount": "10"}],
        outcome=game,
        decisions=[Decision(prompt, token) for prompt, token in played.asked],
        rules=rules_from_mapping({"edition": "nj-2024", **_OPTIONS}),
        reference=lambda: expected,
    )
    assert {b.clause for b in own} == {clause}
