"""Steps about the table: the house options a scenario needs, and tables the rules forbid.

A validation (`When a table is asked for at which the house offers surrender and ...`) asks for
the run's table (`--house`, `--rules`) with the scenario's options over it, so that a game that
offers only its own table (one box, six decks, ...) is asked about tables it could open. Where
the run's options change what the rules say of the scenario's table (they make a table the
scenario expects opened one the edition forbids, or allow a table it expects refused, or forbid
it for another clause), the validation means nothing at this run's table and is not
applicable, with the reason.

The house options are said in the rule's words, one phrase each (steps.blackjack.words); the
phrases, not a parser of option names, are what a `Given` and a validation read.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

import pytest
from pytest_bdd import given, then, when

from reference_impl.errors import RulesError
from steps.blackjack.words import house_words, stated_decisions
from suite.harness.checks import clause_path
from suite.harness.round_under_test import ROUND_UNDER_TEST, RoundUnderTest, show_options
from suite.harness.table_attempt import TableAttempt
from suite.run.certification import Certification, effective_options
from suite.run.verdicts import not_applicable
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import ErrorCode
from vendor_adapters.session import is_not_offered


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


@given(house_words("{phrases}", single=True))
def _(round_under_test: RoundUnderTest, options: dict[str, object]) -> None:
    """A house option in the rule's words (steps.blackjack.words): `the dealer takes no hole
    card`, `the house offers surrender`, `the table minimum is $5`. The hole-card procedure is
    the one the example is worked out for, not a requirement of its table."""
    for name, value in options.items():
        if name == "hole_card":
            round_under_test.write_for(str(value))
        else:
            round_under_test.set_option(name, value)


# Validation: a table is asked for with the scenario's options over the run's.


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


@when(house_words("a table is asked for at which {phrases}"))
def _(
    certification: Certification, table_attempt: TableAttempt, options: dict[str, object]
) -> None:
    """A table asked for by house phrases joined with `, ` and `and`: `a table is asked for at
    which the dealer deals the hole card face up and the house offers surrender`."""
    asked = dict(options)
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
