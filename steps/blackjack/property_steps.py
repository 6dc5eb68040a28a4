"""Steps of property scenarios: which rounds to generate, and the property every one must have.

    Given rounds in which box 1 has a blackjack against a ten-valued card
    And house options drawn from those the edition allows
    Then in every round, every wager is settled as the rules require

Parser convention: `parsers.parse`, and `parsers.re` where a phrase holds one of listed words:
the situations of `SITUATION_WORDS`, `BESIDE_A_HIT_WORDS` and `BESIDE_A_STAND_WORDS`
(`suite.harness.strategies.SITUATIONS`, the rare ones from `suite.harness.rare_strategies`),
the properties of `suite.harness.checks.CHECKS` but those of the additional wagers, which
`steps.wagers.side_wager_steps` runs over rounds with the wagers placed.

Rounds of a situation that deals to boxes beside box 1 (`suite.harness.strategies.OTHER_BOXES`)
wager on those boxes too, and are played by `suite.harness.property_runner.run_generated`, which
also plays the rounds of the additional wagers.
"""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import assume
from hypothesis import strategies as st
from pytest_bdd import given as given_step
from pytest_bdd import parsers, then

from suite.harness import rare_strategies  # noqa: F401 - registers the rare situations
from suite.harness.checks import (
    CHECKS,
    TIMING_CHECKS,
    check_named,
    require_settlement_events,
)
from suite.harness.property_runner import (
    GeneratedRound,
    PropertySetup,
    generated_rounds,
    one_of,
    run_generated,
    run_property,
)
from suite.harness.round_under_test import RoundUnderTest
from suite.harness.strategies import OTHER_BOXES
from suite.run.certification import Certification, effective_options
from vendor_adapters.protocol import Wager

__all__ = ["SITUATION_WORDS"]

SITUATION_WORDS = {
    "a blackjack against a ten-valued card": "natural-against-ten",
    "a blackjack against an ace": "natural-against-ace",
    "a blackjack against a 2 to 9": "natural-against-2-to-9",
    "a pair of aces": "pair-of-aces",
    "a pair to split into four hands": "split-to-four-hands",
    "five cards totalling 21": "five-cards-totalling-21",
    "6-7-8 of one suit": "suited-6-7-8",
    "three sevens": "three-sevens",
    # Rare situations reached on purpose (suite.harness.rare_strategies, docs/RARE_SITUATIONS.md)
    "five cards totalling 21 against a dealer's 21 in three cards": (
        "five-card-21-against-three-card-21"
    ),
    "21 in three or four cards against a dealer's 21 in another number of cards": (
        "twenty-ones-of-other-counts"
    ),
    "a pair to split and double against an ace or a ten-valued card": (
        "double-after-split-against-ace-or-ten"
    ),
    "9 to 11 to double against an ace or a ten-valued card": "double-against-ace-or-ten",
}
# Box 2's blackjack while box 1, first to play, hits (the timing of 2.7(a), (b)).
BESIDE_A_HIT_WORDS = {
    "a blackjack against a 2 to 9": "natural-beside-a-hit",
    "a blackjack against an ace or a ten-valued card": "natural-against-ace-or-ten-beside-a-hit",
}
# Box 2's blackjack while box 1, first to play, stands and the dealer goes on to 21 (2.7(b)).
BESIDE_A_STAND_WORDS = {
    "a blackjack against an ace or a ten-valued card": "natural-beside-dealer-21-in-four-or-more",
}


# The properties this module runs; those of the additional wagers are
# steps.wagers.side_wager_steps'.
_PROPERTIES = one_of(CHECKS)


@pytest.fixture
def property_setup() -> PropertySetup:
    return PropertySetup()


@given_step("rounds dealt from shuffled shoes")
def _(property_setup: PropertySetup) -> None:
    property_setup.situation = None


@given_step(parsers.re(rf"rounds in which box 1 has (?P<situation>{one_of(SITUATION_WORDS)})"))
def _(property_setup: PropertySetup, situation: str) -> None:
    property_setup.situation = SITUATION_WORDS[situation]


@given_step(
    parsers.re(
        rf"rounds in which box 2 has (?P<situation>{one_of(BESIDE_A_HIT_WORDS)}) and box 1 hits"
    )
)
def _(property_setup: PropertySetup, situation: str) -> None:
    property_setup.situation = BESIDE_A_HIT_WORDS[situation]


@given_step(
    parsers.re(
        rf"rounds in which box 2 has (?P<situation>{one_of(BESIDE_A_STAND_WORDS)}) and box 1 "
        r"stands while the dealer makes 21 in four or more cards"
    )
)
def _(property_setup: PropertySetup, situation: str) -> None:
    property_setup.situation = BESIDE_A_STAND_WORDS[situation]


@given_step("house options drawn from those the edition allows")
def _(property_setup: PropertySetup) -> None:
    property_setup.generate_options = True


@given_step("the players stand on every hand")
def _(property_setup: PropertySetup) -> None:
    property_setup.always_stand = True


@then(parsers.re(rf"in every round, (?P<words>{_PROPERTIES})\.?"))
def _(
    certification: Certification,
    property_setup: PropertySetup,
    round_under_test: RoundUnderTest,
    request: pytest.FixtureRequest,
    words: str,
) -> None:
    check = check_named(words)
    if words in TIMING_CHECKS:
        require_settlement_events(certification.game.handshake()["protocol"])
    # House options a scenario stated with the table steps hold for every generated round.
    property_setup.take_table_of(round_under_test)
    others = OTHER_BOXES.get(property_setup.situation or "", ())
    if not others:
        run_property(
            certification,
            property_setup,
            check,
            scenario=request.node.name,
            nodeid=request.node.nodeid,
        )
        return
    edition, house = certification.edition, dict(certification.house)
    run_generated(
        certification,
        property_setup,
        lambda capabilities: _beside(
            generated_rounds(property_setup, edition, house, capabilities), edition, others
        ),
        check,
        scenario=request.node.name,
        nodeid=request.node.nodeid,
    )


@st.composite
def _beside(
    draw: st.DrawFn,
    rounds: st.SearchStrategy[GeneratedRound],
    edition: str,
    others: tuple[int, ...],
) -> GeneratedRound:
    """The rounds with a wager like box 1's on each of the other boxes the situation deals to
    (its shoe is stacked for them too), at a table with that many boxes."""
    generated = draw(rounds)
    assume(max(others) <= effective_options(edition, generated.options).boxes)
    amount = generated.wagers[0]["amount"]
    wagers = tuple(Wager(box=box, player=f"box{box}", amount=amount) for box in others)
    return dataclasses.replace(generated, wagers=(*generated.wagers, *wagers))


# Rounds generated by other strategies -----------------------------------------------------------
