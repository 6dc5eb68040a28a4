"""Steps of property scenarios: which rounds to generate, and the property every one must have.

    Given rounds in which box 1 has a blackjack against a ten-valued card
    And house options drawn from those the edition allows
    Then in every round, every wager is settled as the rules require

Parser convention: `parsers.parse`. The situations are those of `steps.strategies.SITUATIONS`,
the properties those of `steps.checks.CHECKS`.
"""

from __future__ import annotations

import pytest
from pytest_bdd import given, parsers, then

from steps.certification import Certification
from steps.checks import check_named
from steps.property_runner import PropertySetup, run_property
from steps.round_under_test import RoundUnderTest

SITUATION_WORDS = {
    "a blackjack against a ten-valued card": "natural-against-ten",
    "a blackjack against an ace": "natural-against-ace",
    "a blackjack against a 2 to 9": "natural-against-2-to-9",
    "a pair of aces": "pair-of-aces",
    "a pair to split into four hands": "split-to-four-hands",
    "five cards totalling 21": "five-cards-totalling-21",
    "6-7-8 of one suit": "suited-6-7-8",
    "three sevens": "three-sevens",
}


@pytest.fixture
def property_setup() -> PropertySetup:
    return PropertySetup()


@given("rounds dealt from shuffled shoes")
def _(property_setup: PropertySetup) -> None:
    property_setup.situation = None


@given(parsers.parse("rounds in which box 1 has {situation}"))
def _(property_setup: PropertySetup, situation: str) -> None:
    if situation not in SITUATION_WORDS:
        raise ValueError(f"{situation!r}: the situations are {', '.join(SITUATION_WORDS)}")
    property_setup.situation = SITUATION_WORDS[situation]


@given("house options drawn from those the edition allows")
def _(property_setup: PropertySetup) -> None:
    property_setup.generate_options = True


@given("the players stand on every hand")
def _(property_setup: PropertySetup) -> None:
    property_setup.always_stand = True


@then(parsers.parse("in every round, {words}"))
def _(
    certification: Certification,
    property_setup: PropertySetup,
    round_under_test: RoundUnderTest,
    request: pytest.FixtureRequest,
    words: str,
) -> None:
    check = check_named(words)
    # House options a scenario stated with the table steps hold for every generated round.
    property_setup.options.update(round_under_test.options)
    run_property(
        certification,
        property_setup,
        check,
        scenario=request.node.name,
        nodeid=request.node.nodeid,
    )
