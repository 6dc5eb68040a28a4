"""Rounds of multiple action blackjack with an irregularity of the dealer's original face up
card (2.15(l), (m); protocol 1.4): the round of an example scenario as a `PlayedRound`, and the
property runner over generated rounds.

The rounds are those of `suite.wagers.multiple_action_strategies` (two or three wagers in each
betting area, 2.18(b), at a table that deals no hole card, 2.18(e)) with the irregularity placed by
`suite.harness.irregularity_strategies`, played and judged by
`suite.harness.property_runner.check_every_round` as every property's rounds are. A game without
`multiple-action` or `irregularity:<kind>` makes the scenario not applicable.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from hypothesis import strategies as st

from suite.harness.checks import PlayedRound
from suite.harness.irregularity_strategies import irregularity_placements
from suite.harness.property_runner import GeneratedRound, check_every_round, require_generated_table
from suite.harness.round_under_test import RoundUnderTest
from suite.run.certification import Certification
from suite.wagers.multiple_action_strategies import multiple_action_rounds
from vendor_adapters.session import RoundScript

__all__ = ["MULTIPLE_ACTION_TABLE", "played_round", "run_up_card_property"]

# The house options of a table offering multiple action blackjack (2.18(a), (e)).
MULTIPLE_ACTION_TABLE: dict[str, object] = {
    "side_wagers": "multiple-action-blackjack",
    "hole_card": "no-hole-card",
}


def played_round(round_under_test: RoundUnderTest) -> PlayedRound:
    """The scenario's round, played out, as the property checks judge one: its clean round is
    replayed on the same table of the same game."""
    outcome = round_under_test.play_out()
    table, rules = round_under_test.table()
    session = round_under_test.session
    certification = round_under_test.certification
    options = round_under_test.table_options()
    assert round_under_test.shoe is not None
    script = RoundScript(
        tuple(round_under_test.shoe),
        tuple(round_under_test.wagers),
        tuple(decision.token for decision in round_under_test.decisions),
        tuple(round_under_test.irregularities),
    )
    return PlayedRound(
        edition=certification.edition,
        options=options,
        rules=rules,
        script=script,
        decisions=list(round_under_test.decisions),
        outcome=outcome,
        replay=lambda s: session.play(table, s),
        oracle=lambda s: certification.oracle.play(
            certification.oracle.table(certification.edition, options), s
        ),
    )


@st.composite
def _up_card_rounds(
    draw: st.DrawFn, kind: str, edition: str, fixed: dict[str, object]
) -> GeneratedRound:
    """A multiple action round of `suite.wagers.multiple_action_strategies` from a shuffled shoe,
    with the irregularity at a dealer's hand whose spot somebody wagers on."""
    generated = draw(multiple_action_rounds(edition, fixed, None))
    spots = 1 + max(len(w.get("side_wagers", ())) for w in generated.wagers)
    boxes = [w["box"] for w in generated.wagers]
    placed = draw(irregularity_placements(kind, boxes, "no-hole-card", spots))
    return dataclasses.replace(generated, irregularities=placed)


def run_up_card_property(
    certification: Certification,
    kind: str,
    check: Callable[[PlayedRound], None],
    *,
    scenario: str,
    nodeid: str,
) -> None:
    """`check` on every generated multiple action round with an irregularity of `kind`
    (2.15(l), (m)) at a table offering multiple action blackjack with the run's house options."""
    fixed = {**certification.house, **MULTIPLE_ACTION_TABLE}
    require_generated_table(
        certification,
        fixed,
        kind,
        not_a_table="this run's house options offer no multiple action table",
        spot_wagers=True,
    )
    check_every_round(
        certification,
        _up_card_rounds(kind, certification.edition, fixed),
        check,
        scenario=scenario,
        nodeid=nodeid,
        none_played="no generated round is one the game plays at its multiple action table",
    )
