"""Insurance asked in a play prompt that offers `double` too, with one `max_amount` (issue 27,
Deliver 4): the prompt's `max_amount` is the double's, never the insurance's limit, which is at
most half the initial wager (2.9(b)). A game that takes exactly half, $2.50 on $5, is legal and
settles as the reference does; with `max_amounts` the insurance's own most is read. Every amount
is worked out by hand from the clauses in the test's comment.

Deal order at the default table (no hole card, 2.6(e), (h)): box 1's first card, the dealer's
face up card, box 1's second card; the box's decisions; the dealer's second card and his draws.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

import pytest

from suite.harness.checks import (
    PropertyViolation,
    settled_as_the_rules_require,
    settles_as_the_reference,
)
from suite.harness.settlement_oracle import Decision
from tests.faulty_games.defects import InsurancePaidEvenMoney
from tests.real_engines.combined_insurance import CombinedInsurance
from tests.real_engines.test_prompt_following import _in_step, _ledger, _play, _wagers
from vendor_adapters.compare import compare_outcomes
from vendor_adapters.prompt_following import most_allowed
from vendor_adapters.protocol import Prompt

# Box 1 TS QH = 20 against the dealer's AD; his second card 7C: soft 18, no blackjack, stands
# (2.12(b)).
ACE_UP_NO_BLACKJACK = "TS AD QH 7C"
# Box 1 TS 9H = 19 against AD KC: the dealer's blackjack.
ACE_UP_BLACKJACK = "TS AD 9H KC"

GAMES: dict[str, Callable[[], CombinedInsurance]] = {
    "one max_amount": CombinedInsurance,
    "max_amounts": lambda: CombinedInsurance(per_decision=True),
}


def _prompt(legal: list[str], kind: str = "play", **most: object) -> Prompt:
    return {"kind": kind, "box": 1, "hand": 1, "player": "box1", "legal": legal, **most}  # type: ignore[typeddict-item]


def test_a_play_prompts_max_amount_is_never_the_insurance_limit() -> None:
    # A play prompt's `max_amount` is the double's (2.10(a)), whether or not double is offered.
    with_double = _prompt(["hit", "stand", "double", "insure"], max_amount="5.00")
    without_double = _prompt(["hit", "stand", "insure"], max_amount="5.00")
    assert most_allowed(with_double, "insure") is None
    assert most_allowed(without_double, "insure") is None
    assert most_allowed(with_double, "double") == Decimal("5.00")
    # An insurance prompt's `max_amount` is the insurance's (2.9(b)); `max_amounts` rules both.
    assert most_allowed(_prompt(["insure"], "insurance", max_amount="2.50"), "insure") == Decimal(
        "2.50"
    )
    per_decision = _prompt(
        ["stand", "double", "insure"],
        max_amount="5.00",
        max_amounts={"double": "5.00", "insure": "2.50"},
    )
    assert most_allowed(per_decision, "insure") == Decimal("2.50")
    assert most_allowed(per_decision, "double") == Decimal("5.00")


@pytest.mark.parametrize("game", GAMES.values(), ids=GAMES.keys())
def test_half_insurance_in_a_combined_prompt_without_a_dealers_blackjack(
    game: Callable[[], CombinedInsurance],
) -> None:
    # $5 on box 1; insurance at most half, $2.50 (2.9(b)). AD 7C is no blackjack: the $2.50 is
    # lost (2.9(a)); TS QH = 20 beats 18: +$5.00 at 1 to 1 (2.3(b)).
    played = _play(game(), ACE_UP_NO_BLACKJACK, _wagers("5"), ["insure", "stand"])
    first = played.script.prompts[0]
    assert first["kind"] == "play" and {"double", "insure"} <= set(first["legal"])
    assert first["max_amount"] == "5.00"  # the double's most, not the insurance's
    assert _ledger(played) == [
        (1, 1, "insurance", "lose", "2.50", "-2.50"),
        (1, 1, "main", "win", "5.00", "5.00"),
    ]
    settles_as_the_reference(played)
    settled_as_the_rules_require(played)


@pytest.mark.parametrize("game", GAMES.values(), ids=GAMES.keys())
def test_half_insurance_in_a_combined_prompt_against_a_dealers_blackjack(
    game: Callable[[], CombinedInsurance],
) -> None:
    # AD KC: the dealer's blackjack. The $2.50 insurance wins 2 to 1, $5.00 (2.9(c)); TS 9H = 19
    # loses its $5 (2.3(b)).
    played = _play(game(), ACE_UP_BLACKJACK, _wagers("5"), ["insure", "stand"])
    assert _ledger(played) == [
        (1, 1, "insurance", "win", "2.50", "5.00"),
        (1, 1, "main", "lose", "5.00", "-5.00"),
    ]
    settles_as_the_reference(played)
    settled_as_the_rules_require(played)


def test_the_settlement_oracle_never_takes_the_doubles_most_for_insurance() -> None:
    prompt = _prompt(["hit", "stand", "double", "insure"], max_amount="5.00")
    assert Decision(prompt, "insure").amount() is None  # the oracle's own half, not $5.00
    assert Decision(prompt, "insure:2.50").amount() == Decimal("2.50")


def test_a_real_defect_of_a_game_with_a_combined_prompt_is_still_caught() -> None:
    # The same blackjack round on a game that pays insurance 1 to 1: $2.50 instead of $5.00.
    game = CombinedInsurance(procedure=InsurancePaidEvenMoney())
    played = _play(game, ACE_UP_BLACKJACK, _wagers("5"), ["insure", "stand"])
    with pytest.raises(PropertyViolation) as found:
        settles_as_the_reference(played)
    assert (
        "ledger box 1 hand 1 insurance (box1): expected win at 2 to 1, stake 2.50, net 5.00, "
        "got win at 1 to 1, stake 2.50, net 2.50"
    ) in str(found.value)


@pytest.mark.parametrize("game", GAMES.values(), ids=GAMES.keys())
@pytest.mark.parametrize("shoe", [ACE_UP_BLACKJACK, ACE_UP_NO_BLACKJACK])
def test_in_step_a_combined_prompts_insurance_is_compared_as_the_game_took_it(
    game: Callable[[], CombinedInsurance], shoe: str
) -> None:
    played = _in_step(game(), shoe, _wagers("5"), ["insure", "stand"])
    assert played.problem is None
    assert played.outcome is not None and played.expected is not None
    stakes = {e["kind"]: e["stake"] for e in played.outcome["ledger"]}
    assert stakes["insurance"] == "2.50"
    assert compare_outcomes(played.expected, played.outcome) == []
