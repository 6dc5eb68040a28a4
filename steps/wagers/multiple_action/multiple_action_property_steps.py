"""Steps of the properties of multiple action blackjack (2.18): which rounds to generate, and
the property every one must have.

    Given multiple action rounds in which box 1 doubles down
    Then in every multiple action round, every wager on every spot is settled against the
        dealer's hand of its spot as the rules require

The rounds are `suite.wagers.multiple_action_strategies`', stacked for a situation or dealt from a
shuffled shoe, at a table offering multiple action blackjack with the run's house options and
the scenario's (`the licensee requires a wager against all three of the dealer's hands`); the
properties are `suite.wagers.multiple_action_checks`'. A game without the capability
`multiple-action` makes them not applicable.

Parser convention: `parsers.re`, the phrases being listed words.
"""

from __future__ import annotations

import pytest
from pytest_bdd import given, parsers, then

from suite.harness.checks import PlayedRound, violation_of
from suite.harness.property_runner import PropertySetup, one_of, run_generated
from suite.harness.round_under_test import RoundUnderTest
from suite.run.certification import Certification
from suite.wagers.multiple_action_checks import MULTIPLE_ACTION_CHECKS, TRANSCRIPT_CHECKS
from suite.wagers.multiple_action_oracle import MULTIPLE_ACTION
from suite.wagers.multiple_action_round import require_multiple_action
from suite.wagers.multiple_action_strategies import multiple_action_rounds
from suite.wagers.side_wager_oracle import require_settlement_events

__all__ = ["SITUATION_WORDS"]

SITUATION_WORDS = {
    "box 1 has a blackjack against a ten-valued card": "natural-against-ten",
    "box 1 has a blackjack against an ace": "natural-against-ace",
    "box 1 has a blackjack against a 2 to 9": "natural-against-2-to-9",
    "box 1 busts": "box-busts",
    "every player busts": "every-box-busts",
    "box 1 doubles down": "doubles",
    "box 1 splits a pair": "splits",
    "the dealer's face up card is an ace": "ace-up",
}


# Properties ------------------------------------------------------------------------------------


@given("multiple action rounds dealt from shuffled shoes")
def _(property_setup: PropertySetup) -> None:
    property_setup.situation = None


@given(parsers.re(rf"multiple action rounds in which (?P<words>{one_of(SITUATION_WORDS)})"))
def _(property_setup: PropertySetup, words: str) -> None:
    property_setup.situation = SITUATION_WORDS[words]


@then(parsers.re(rf"in every multiple action round, (?P<words>{one_of(MULTIPLE_ACTION_CHECKS)})"))
def _(
    certification: Certification,
    property_setup: PropertySetup,
    round_under_test: RoundUnderTest,
    request: pytest.FixtureRequest,
    words: str,
) -> None:
    session = certification.game
    require_multiple_action(session)
    if words in TRANSCRIPT_CHECKS:
        require_settlement_events(session.handshake()["protocol"])
    clause, problems_of = MULTIPLE_ACTION_CHECKS[words]
    property_setup.options.update(round_under_test.options)
    property_setup.options.update(side_wagers=MULTIPLE_ACTION, hole_card="no-hole-card")
    fixed = {**certification.house, **property_setup.options}
    edition, situation = certification.edition, property_setup.situation

    def check(played: PlayedRound) -> None:
        problems = problems_of(played)
        if problems:
            raise violation_of(clause, problems, played)

    run_generated(
        certification,
        property_setup,
        lambda _: multiple_action_rounds(edition, fixed, situation),
        check,
        scenario=request.node.name,
        nodeid=request.node.nodeid,
        spot_wagers=True,
    )
