"""The house options of 19:47-3.1(a), 3.3(b)-(d), 3.5(b), (e): allowed values and refusals that
name the option, its value and the clause."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from reference_impl.baccarat import (
    BaccaratOptions,
    RecutBy,
    VigorishCollection,
    VigorishRounding,
)
from reference_impl.errors import RulesError
from reference_impl.money import Odds


def refusal(**options: Any) -> str:
    with pytest.raises(RulesError) as error:
        BaccaratOptions(**options)
    return str(error.value)


def test_six_decks_is_the_fewest_3_1a_allows() -> None:
    assert BaccaratOptions(decks=6).decks == 6
    message = refusal(decks=5)
    assert "decks=5" in message
    assert "[19:47-3.1(a)]" in message


def test_a_tie_bet_pays_at_least_8_to_1() -> None:
    assert BaccaratOptions(tie_odds=Odds(8, 1)).tie_odds == Odds(8, 1)
    assert BaccaratOptions(tie_odds=Odds(9, 1)).tie_odds == Odds(9, 1)
    assert BaccaratOptions(tie_odds=Odds(17, 2)).tie_odds == Odds(17, 2)  # 8.5 to 1
    message = refusal(tie_odds=Odds(7, 1))
    assert "tie_odds=7 to 1" in message
    assert "[19:47-3.3(b)]" in message


def test_8_for_1_is_7_to_1_and_is_refused() -> None:
    # "8 for 1" returns 8 for each 1 staked, the stake included: 7 to 1, below 3.3(b)'s floor
    assert "[19:47-3.3(b)]" in refusal(tie_odds=Odds(15, 2))  # 7.5 to 1
    assert "[19:47-3.3(b)]" in refusal(tie_odds=Odds(7, 1))


@pytest.mark.parametrize("percent", [4, 5])
def test_the_vigorish_is_four_or_five_percent(percent: int) -> None:
    assert BaccaratOptions(vigorish_percent=percent).vigorish_percent == percent


@pytest.mark.parametrize("percent", [0, 3, 6, 10])
def test_any_other_vigorish_percentage_is_refused_under_3_3c(percent: int) -> None:
    message = refusal(vigorish_percent=percent)
    assert f"vigorish_percent={percent}" in message
    assert "[19:47-3.3(c)]" in message


def test_one_rate_applies_to_all_players_at_the_table() -> None:
    # 3.3(d): a rate per player is not a house option
    message = refusal(vigorish_percent={"1": 4, "2": 5})
    assert "vigorish_percent=" in message
    assert "[19:47-3.3(d)]" in message


def test_the_rounding_multiple_follows_the_rate() -> None:
    # 3.3(c): a five percent vigorish to 25 cents, a four percent one to 20 cents
    assert BaccaratOptions(vigorish_percent=5).rounding_unit == Decimal("0.25")
    assert BaccaratOptions(vigorish_percent=4).rounding_unit == Decimal("0.20")


def test_options_are_the_enums_the_text_offers() -> None:
    assert "[19:47-3.3(c)]" in refusal(vigorish_rounding="up")
    assert "[19:47-3.3(c)]" in refusal(vigorish_collection="later")
    assert "[19:47-3.5(e)]" in refusal(recut_by="anyone")
    assert "[19:47-3.5(b)]" in refusal(reshuffle_after_lacing="yes")
    assert "[19:47-3.1(a)]" in refusal(decks="6")
    assert "[19:47-3.3(b)]" in refusal(tie_odds="8 to 1")


def test_the_defaults_are_what_the_text_requires_at_least() -> None:
    options = BaccaratOptions()
    assert options.tie_odds == Odds(8, 1)
    assert options.vigorish_rounding is VigorishRounding.NONE
    assert options.vigorish_collection is VigorishCollection.AT_PAYOUT
    assert options.recut_by is RecutBy.LAST_CUTTER


def test_options_are_frozen() -> None:
    options = BaccaratOptions()
    with pytest.raises(AttributeError):
        options.decks = 4  # type: ignore[misc]
