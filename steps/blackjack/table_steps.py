"""Steps about the table: the house options a scenario needs, and tables the rules forbid.

A validation (`When a table is asked for with "..."`) asks for the run's table (`--house`,
`--rules`) with the scenario's options over it, so that a game that offers only its own table
(one box, six decks, ...) is asked about tables it could open. Where the run's options change
what the rules say of the scenario's table (they make a table the scenario expects opened one
the edition forbids, or allow a table it expects refused, or forbid it for another clause), the
validation means nothing at this run's table and is not applicable, with the reason.

Parser convention of every step module: `parsers.parse`, amounts written `$10` or `$7.50`,
cards and decisions in double quotes in the kit's notation (docs/ADAPTERS.md).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

import pytest
from pytest_bdd import given, parsers, then, when

from reference_impl.errors import RulesError
from suite.harness.checks import clause_path
from suite.harness.round_under_test import ROUND_UNDER_TEST, RoundUnderTest, show_options
from suite.run.certification import Certification, effective_options
from suite.run.collection import stated_decisions
from suite.run.verdicts import not_applicable
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
    clauses = tuple(clause_path(m.args[0]) for m in request.node.iter_markers("clause"))
    played = RoundUnderTest(
        certification, clauses=clauses, stated_ahead=stated_decisions(request.node)
    )
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
    round_under_test.write_for(HOLE_CARD_WORDS["takes no hole card"])


@given("the dealer deals a face-down hole card")
def _(round_under_test: RoundUnderTest) -> None:
    round_under_test.write_for(HOLE_CARD_WORDS["deals a face-down hole card"])


@given("the dealer deals a face-down hole card into a card reader")
def _(round_under_test: RoundUnderTest) -> None:
    words = "deals a face-down hole card into a card reader"
    round_under_test.write_for(HOLE_CARD_WORDS[words])


@given("the dealer deals the hole card face up")
def _(round_under_test: RoundUnderTest) -> None:
    round_under_test.write_for(HOLE_CARD_WORDS["deals the hole card face up"])


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
    if name == "hole_card":
        # The procedure the example is worked out for, not a requirement of its table.
        round_under_test.write_for(str(value))
        return
    round_under_test.set_option(name, _option_value(value))


# Validation: a table is asked for with the scenario's options over the run's.


class TableAttempt:
    """The table a validation asks for (the run's options with the scenario's over them), and
    whether the game opened or refused it."""

    def __init__(self) -> None:
        self.options: dict[str, object] = {}
        self.refusal: AdapterRefusal | None = None
        self.opened = False


@pytest.fixture
def table_attempt() -> TableAttempt:
    return TableAttempt()


_CITED = re.compile(r"\[([^\]]+)\]")


def _rules_say(edition: str, options: Mapping[str, object]) -> str | None:
    """What the edition's rules say of a table with these options: None where they allow it,
    else the refusal, citing the clause that forbids it."""
    try:
        effective_options(edition, options)
    except RulesError as error:
        return str(error)
    return None


def _same_reason(one: str, other: str) -> bool:
    """Two refusals for one reason: the same clauses cited (or, citing none, the same words)."""
    cited = set(_CITED.findall(one)), set(_CITED.findall(other))
    return cited[0] == cited[1] if cited[0] or cited[1] else one == other


def meaningless_at_run_table(
    edition: str, house: Mapping[str, object], asked: Mapping[str, object]
) -> str | None:
    """Why the run's table `house` makes a validation of the table `asked` meaningless: with the
    run's options under the scenario's, the rules say something else of the table than of the
    scenario's own (its options, the rest at their defaults); None when they say the same."""
    if not house:
        return None
    own = _rules_say(edition, asked)
    at_run = _rules_say(edition, {**house, **asked})
    where = (
        f"at this run's table ({show_options(house)}) the scenario's table ({show_options(asked)})"
    )
    if own is None and at_run is not None:
        return f"{where} is not one {edition} allows, so its opening cannot be asked: {at_run}"
    if own is not None and at_run is None:
        return f"{where} is one {edition} allows, so the refusal it checks cannot be asked: {own}"
    if own is not None and at_run is not None and not _same_reason(own, at_run):
        return (
            f"{where} is forbidden for another reason ({at_run}) than the one the scenario "
            f"checks ({own})"
        )
    return None


@when(parsers.parse('a table is asked for with "{options}"'))
def _(certification: Certification, table_attempt: TableAttempt, options: str) -> None:
    asked = parse_options(options)
    reason = meaningless_at_run_table(certification.edition, certification.house, asked)
    if reason is not None:
        not_applicable(reason)
    table_attempt.options = {**certification.house, **asked}
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
