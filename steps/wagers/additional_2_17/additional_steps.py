"""Steps of the additional wagers of 2.17 beyond those every side wager shares
(`steps.wagers.side_wager_steps`): the same-suit table's payout option (2.17(e)2) and the sevens
wager's reading of a split (I-2.17e-sevens-third-card).

Parser convention: `parsers.parse`.
"""

from __future__ import annotations

from pytest_bdd import given, parsers

from suite.harness.round_under_test import RoundUnderTest

_SAME_SUIT = "same-suit"


@given(parsers.parse("the table offers the same suit wager at payout option {option:d}"))
def _(round_under_test: RoundUnderTest, option: int) -> None:
    round_under_test.set_option("side_wagers", _SAME_SUIT)
    round_under_test.set_option("side_wager_pay_tables", f"{_SAME_SUIT}:{option}")


@given("the house counts no third card for the sevens wager after a split")
def _(round_under_test: RoundUnderTest) -> None:
    round_under_test.set_option("sevens_third_card_after_split", "none")
