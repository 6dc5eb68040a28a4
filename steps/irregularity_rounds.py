"""Rounds of multiple action blackjack with an irregularity of the dealer's original face up
card (2.15(l), (m); protocol 1.4): the round of an example scenario as a `PlayedRound`, and the
property runner over generated rounds.

The rounds are those of `steps.multiple_action_strategies` (two or three wagers in each betting
area, 2.18(b), at a table that deals no hole card, 2.18(e)) with the irregularity placed by
`steps.irregularity_strategies`; the runners of `steps.property_runner` and
`steps.property_steps` play no irregularity in such a round, so this one does, and shows a
failure as they do. A game without `multiple-action` or `irregularity:<kind>` makes the
scenario not applicable.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from hypothesis import given, reject
from hypothesis import strategies as st
from hypothesis.errors import FailedHealthCheck, Unsatisfiable

from reference_impl.errors import RulesError
from steps.certification import Certification, effective_options
from steps.checks import PlayedRound, PropertyViolation
from steps.irregularity_strategies import irregularity_placements
from steps.multiple_action_strategies import multiple_action_rounds
from steps.property_runner import GeneratedRound, describe_failure
from steps.round_under_test import RoundUnderTest
from steps.settlement_oracle import Decision
from steps.strategies import choose_by_indices
from steps.verdicts import not_applicable
from vendor_adapters.capabilities import capabilities_for_irregularities, capabilities_for_options
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import Prompt
from vendor_adapters.session import RoundScript, is_not_offered

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
    """A multiple action round of `steps.multiple_action_strategies` from a shuffled shoe, with
    the irregularity at a dealer's hand whose spot somebody wagers on."""
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
    session = certification.game
    certification.require("forced-shoe", "generated shoes cannot be dealt")
    edition = certification.edition
    fixed = {**certification.house, **MULTIPLE_ACTION_TABLE}
    try:
        effective_options(edition, fixed)
    except RulesError as error:
        not_applicable(f"this run's house options offer no multiple action table: {error}")
    missing = (
        capabilities_for_options(fixed) | capabilities_for_irregularities([{"kind": kind}])
    ) - session.capabilities
    if missing:
        not_applicable(f"the game does not declare {', '.join(sorted(missing))}")

    @given(_up_card_rounds(kind, edition, fixed))
    def every_round(generated: GeneratedRound) -> None:
        rules = effective_options(edition, generated.options)
        try:
            table = session.table(edition, generated.options)
        except AdapterRefusal as refusal:
            if is_not_offered(refusal):
                reject()
            raise
        choose = choose_by_indices(generated.indices)
        decisions: list[Decision] = []

        def recorded(prompt: Prompt) -> str:
            token = choose(dict(prompt))
            decisions.append(Decision(prompt, token))
            return token

        try:
            outcome, script = session.play_choosing(
                table,
                generated.shoe,
                generated.wagers,
                recorded,
                limit=80,
                irregularities=generated.irregularities,
            )
        except AdapterRefusal as refusal:
            if is_not_offered(refusal):
                reject()
            raise
        played = PlayedRound(
            edition=edition,
            options=generated.options,
            rules=rules,
            script=script,
            decisions=decisions,
            outcome=outcome,
            replay=lambda s: session.play(table, s),
            oracle=lambda s: certification.oracle.play(
                certification.oracle.table(edition, generated.options), s
            ),
        )
        try:
            check(played)
        except PropertyViolation as violation:
            raise describe_failure(
                str(violation), played, certification, scenario, nodeid
            ) from None

    try:
        every_round()
    except (Unsatisfiable, FailedHealthCheck):
        not_applicable("no generated round is one the game plays at its multiple action table")
