"""Steps about the table: the house options a scenario needs, and tables the rules forbid.

Parser convention of every step module: `parsers.parse`, amounts written `$10` or `$7.50`,
cards and decisions in double quotes in the kit's notation (docs/ADAPTERS.md).
"""

from __future__ import annotations

import pytest
from pytest_bdd import given, parsers, then, when

from steps.certification import Certification
from steps.round_under_test import ROUND_UNDER_TEST, RoundUnderTest, show_options
from steps.verdicts import not_applicable
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import ErrorCode
from vendor_adapters.session import is_not_offered

HOLE_CARD_WORDS = {
    "takes no hole card": "no-hole-card",
    "deals a face-down hole card": "face-down",
    "deals a face-down hole card into a card reader": "face-down-card-reader",
    "deals the hole card face up": "face-up",
}


@pytest.fixture
def round_under_test(
    certification: Certification, request: pytest.FixtureRequest
) -> RoundUnderTest:
    """The scenario's table and round, kept on the test item so that a failure's round can be
    saved as a replayable case."""
    played = RoundUnderTest(certification)
    request.node.stash[ROUND_UNDER_TEST] = played
    return played


def _option_value(text: str) -> object:
    """An option value as JSON would carry it: true/false, a whole number, or text."""
    word = text.strip()
    if word.lower() in ("true", "false"):
        return word.lower() == "true"
    if word.isdigit():
        return int(word)
    return word


def parse_options(text: str) -> dict[str, object]:
    """`"hole_card=face-up, surrender=true"` as option values."""
    options: dict[str, object] = {}
    for part in text.split(","):
        name, sep, value = part.partition("=")
        if not sep:
            raise ValueError(f"{part.strip()!r}: write OPTION=VALUE")
        options[name.strip()] = _option_value(value)
    return options


@given("the dealer takes no hole card")
def _(round_under_test: RoundUnderTest) -> None:
    round_under_test.set_option("hole_card", HOLE_CARD_WORDS["takes no hole card"])


@given("the dealer deals a face-down hole card")
def _(round_under_test: RoundUnderTest) -> None:
    round_under_test.set_option("hole_card", HOLE_CARD_WORDS["deals a face-down hole card"])


@given("the dealer deals a face-down hole card into a card reader")
def _(round_under_test: RoundUnderTest) -> None:
    words = "deals a face-down hole card into a card reader"
    round_under_test.set_option("hole_card", HOLE_CARD_WORDS[words])


@given("the dealer deals the hole card face up")
def _(round_under_test: RoundUnderTest) -> None:
    round_under_test.set_option("hole_card", HOLE_CARD_WORDS["deals the hole card face up"])


@given("the house offers surrender")
def _(round_under_test: RoundUnderTest) -> None:
    round_under_test.set_option("surrender", True)


@given("the house offers insurance just before each player's own decisions")
def _(round_under_test: RoundUnderTest) -> None:
    round_under_test.set_option("insurance_timing", "before-own-decisions")


@given("the house offers the consolidated net payout")
def _(round_under_test: RoundUnderTest) -> None:
    round_under_test.set_option("consolidated_net_payout", True)


@given(parsers.parse("the house lets a pair be split up to {times:d} times"))
def _(round_under_test: RoundUnderTest, times: int) -> None:
    round_under_test.set_option("max_splits", times)


@given("the house lets aces be split only once")
def _(round_under_test: RoundUnderTest) -> None:
    round_under_test.set_option("aces_split_once", True)


@given("the house offers five cards totalling 21")
def _(round_under_test: RoundUnderTest) -> None:
    round_under_test.set_option("five_card_21", True)


@given("the house pays 6-7-8 of one suit at 2 to 1")
def _(round_under_test: RoundUnderTest) -> None:
    round_under_test.set_option("bonus_suited_678", True)


@given("the house pays three sevens at 3 to 2")
def _(round_under_test: RoundUnderTest) -> None:
    round_under_test.set_option("bonus_three_sevens", True)


@given(parsers.parse("the table has {boxes:d} boxes"))
def _(round_under_test: RoundUnderTest, boxes: int) -> None:
    round_under_test.set_option("boxes", boxes)


@given(parsers.parse("the shoe holds {decks:d} decks"))
@given(parsers.parse("the shoe holds {decks:d} deck"))
def _(round_under_test: RoundUnderTest, decks: int) -> None:
    round_under_test.set_option("decks", decks)


@given(parsers.parse("the house lets up to {people:d} people wager on a box"))
def _(round_under_test: RoundUnderTest, people: int) -> None:
    round_under_test.set_option("players_per_box", people)


@given("the house lets a player wager on more than one box")
def _(round_under_test: RoundUnderTest) -> None:
    round_under_test.set_option("multiple_boxes_per_player", True)


@given(parsers.parse("the house option {name} is {value}"))
def _(round_under_test: RoundUnderTest, name: str, value: str) -> None:
    round_under_test.set_option(name, _option_value(value))


# Validation: a table is asked for with exactly the scenario's options, not the run's.


class TableAttempt:
    def __init__(self) -> None:
        self.options: dict[str, object] = {}
        self.refusal: AdapterRefusal | None = None
        self.opened = False


@pytest.fixture
def table_attempt() -> TableAttempt:
    return TableAttempt()


@when(parsers.parse('a table is asked for with "{options}"'))
def _(certification: Certification, table_attempt: TableAttempt, options: str) -> None:
    table_attempt.options = parse_options(options)
    session = certification.game
    try:
        session.table(certification.edition, table_attempt.options)
        table_attempt.opened = True
    except AdapterRefusal as refusal:
        table_attempt.refusal = refusal


def _rule_clause(request: pytest.FixtureRequest) -> str:
    marks = [m.args[0] for m in request.node.iter_markers("clause")]
    return marks[0] if marks else "the rules"


@then("the game refuses the table as forbidden by the rules")
def _(table_attempt: TableAttempt, request: pytest.FixtureRequest) -> None:
    shown = show_options(table_attempt.options)
    refusal = table_attempt.refusal
    if refusal is not None and is_not_offered(refusal):
        not_applicable(f"the game does not offer {shown} at all: {refusal}")
    if table_attempt.opened:
        raise AssertionError(
            f"the game opened a table with {shown}, which {_rule_clause(request)} forbids"
        )
    assert refusal is not None
    assert refusal.code == ErrorCode.FORBIDDEN_RULES, (
        f"the game refused {shown} with code {refusal.code}, not 1001 (forbidden rules): {refusal}"
    )


@then("the game opens the table")
def _(table_attempt: TableAttempt, request: pytest.FixtureRequest) -> None:
    shown = show_options(table_attempt.options)
    refusal = table_attempt.refusal
    if refusal is not None and is_not_offered(refusal):
        not_applicable(f"the game does not offer {shown}: {refusal}")
    assert table_attempt.opened, (
        f"the game refused {shown}, which {_rule_clause(request)} allows: {refusal}"
    )
