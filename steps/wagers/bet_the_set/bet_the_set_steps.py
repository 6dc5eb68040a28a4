"""Steps of Bet the Set 21 (13:69F-2.29, edition nj-2024+bet-the-set, protocol 1.2): the pay
table, the readings of "pair" and "N/A", the moment before the card reader, and a bet the set
wager without a blackjack wager the table takes.

    Given the table offers the bet the set wager at pay table 5
    And the house counts a king and a queen as a pair
    And the house pays a suited pair on the regular pair line where the pay table prints N/A
    And box 1 wagers $10 and $5 on bet the set
    Then box 1's bet the set wager wins $60 at 12 to 1 under 2.29(g)
    And box 1's bet the set wager is paid before the dealer uses the card reader

The phrases shared with the additional wagers of 2.17 (`the table offers the bet the set wager`,
`box 1 wagers $10 and $5 on bet the set`, `box 1's bet the set wager wins ...`, `loses ...`,
`is paid after the second card is dealt to each player and before any additional card`, the
licensee's maximum, the rounds and properties) are `steps.wagers.side_wager_steps`'. A game without
the capability `side-wager:bet-the-set` makes the scenario not applicable, and so does an edition
without the wager.

The card reader's use is read from the transcript's `card-reader-peek` event, which the
protocol does not require: a game that reports none makes that step not applicable.

Parser convention: `parsers.parse`.
"""

from __future__ import annotations

from decimal import Decimal

from pytest_bdd import given, parsers, then

from steps.wagers.bet_the_set.oracle import BET_THE_SET, CARD_READER_USED
from suite.harness.round_under_test import RoundUnderTest
from suite.run.verdicts import not_applicable
from suite.wagers.side_wager_oracle import settlement_event, settlement_transcript
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import ErrorCode

__all__: list[str] = []

_PAIR = "bet_the_set_pair"
_NOT_AVAILABLE = "bet_the_set_not_available"


@given(parsers.parse("the table offers the bet the set wager at pay table {table}"))
def _(round_under_test: RoundUnderTest, table: str) -> None:
    round_under_test.set_option("side_wagers", BET_THE_SET)
    round_under_test.set_option("side_wager_pay_tables", f"{BET_THE_SET}:{table}")


@given("the house counts a king and a queen as a pair")
def _(round_under_test: RoundUnderTest) -> None:
    round_under_test.set_option(_PAIR, "same-value")


@given("the house counts only two cards of one rank as a pair")
def _(round_under_test: RoundUnderTest) -> None:
    round_under_test.set_option(_PAIR, "same-rank")


@given("the house pays a suited pair on the regular pair line where the pay table prints N/A")
def _(round_under_test: RoundUnderTest) -> None:
    round_under_test.set_option(_NOT_AVAILABLE, "pair-line")


@given("the house lets a suited pair lose where the pay table prints N/A")
def _(round_under_test: RoundUnderTest) -> None:
    round_under_test.set_option(_NOT_AVAILABLE, "lose")


@then(
    parsers.parse("box {box:d}'s bet the set wager is {how} before the dealer uses the card reader")
)
def _(round_under_test: RoundUnderTest, box: int, how: str) -> None:
    outcome = round_under_test.play_out()
    events = settlement_transcript(outcome, round_under_test.session.handshake()["protocol"])
    index = settlement_event(events, box, f"box{box}", BET_THE_SET)
    assert index is not None, f"no pay or collect event for box {box}'s bet the set wager"
    wanted = {"paid": "pay", "collected": "collect"}[how]
    assert events[index].get("kind") == wanted, (
        f"box {box}'s bet the set wager is settled by a {events[index].get('kind')!r} event, "
        f"not {wanted!r}"
    )
    used = next((i for i, e in enumerate(events) if e.get("kind") == CARD_READER_USED), None)
    if used is None:
        not_applicable(
            f"the game reports no {CARD_READER_USED} event, so when the dealer uses the card "
            "reader cannot be seen"
        )
    assert index < used, (
        f"box {box}'s bet the set wager is {how} at event {index + 1}, after the dealer uses the "
        f"card reader device (event {used + 1}); 2.29(e) settles it before"
    )


@then("the wagers are refused, the blackjack wager being below the table minimum")
def _(round_under_test: RoundUnderTest) -> None:
    """2.29(c): the scenario's blackjack wager is deliberately one 2.3(a) does not allow, so the
    round is begun without `RoundUnderTest`'s check that makes such a wager not applicable."""
    _, rules = round_under_test.table()
    low = [w for w in round_under_test.wagers if Decimal(w["amount"]) < rules.table_minimum]
    assert low, (
        f"the scenario's blackjack wagers are all at least the table minimum "
        f"${rules.table_minimum:.2f}"
    )
    try:
        round_under_test.begin_unchecked()
    except AdapterRefusal as refusal:
        assert refusal.code == ErrorCode.BAD_WAGER, (
            f"the game refused the wagers with code {refusal.code}, not 1006 (bad wager): {refusal}"
        )
        return
    raise AssertionError(
        f"the game took a bet the set wager with a blackjack wager of ${low[0]['amount']}, "
        f"below the table minimum ${rules.table_minimum:.2f}: 2.29(c) permits it only with a "
        "blackjack wager in compliance with 2.3(a) and (d)"
    )
