"""Steps of a Baccarat-Punto Banco table: its house options in the rule's words
(steps.baccarat.words) and the tables the rules forbid.

    Given the house extracts a vigorish of 4 percent
    When a baccarat table is asked for at which the house posts odds of 7 to 1 on the Tie Bet
    Then the baccarat table is refused citing 3.3(b)

A refusal of a table is the protocol's 1001 citing the clause; 1000 (the game does not offer the
option) makes the validation not applicable.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from pytest_bdd import given, parsers, then, when

from steps.baccarat.scenario import BaccaratScenario, bare
from steps.baccarat.words import baccarat_house_words
from suite.run.certification import Certification
from suite.run.verdicts import not_applicable
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import ErrorCode
from vendor_adapters.session import is_not_offered


@pytest.fixture
def baccarat(certification: Certification) -> BaccaratScenario:
    """The scenario's Baccarat-Punto Banco table and rounds."""
    return BaccaratScenario(certification)


@given(baccarat_house_words("{phrases}", single=True))
def _(baccarat: BaccaratScenario, options: dict[str, object]) -> None:
    """A house option in the rule's words: `the house defers the vigorish to a later time`."""
    baccarat.options.update(options)


@dataclass
class BaccaratTableAttempt:
    options: dict[str, object]
    refusal: AdapterRefusal | None = None


@pytest.fixture
def baccarat_table_attempt() -> list[BaccaratTableAttempt]:
    return []


@when(baccarat_house_words("a baccarat table is asked for at which {phrases}"))
def _(
    certification: Certification,
    baccarat_table_attempt: list[BaccaratTableAttempt],
    options: dict[str, object],
) -> None:
    """Ask the game for a table of exactly these options (the others at the protocol's
    defaults), in the run's edition."""
    attempt = BaccaratTableAttempt(dict(options))
    try:
        certification.game.table(certification.edition, dict(options))
    except AdapterRefusal as refusal:
        attempt.refusal = refusal
    baccarat_table_attempt.append(attempt)


def _attempt(attempts: list[BaccaratTableAttempt]) -> BaccaratTableAttempt:
    assert attempts, "no baccarat table was asked for"
    attempt = attempts[-1]
    if attempt.refusal is not None and is_not_offered(attempt.refusal):
        not_applicable(f"the game does not offer {attempt.options}: {attempt.refusal}")
    return attempt


@then(parsers.parse("the baccarat table is refused citing {clause}"))
def _(baccarat_table_attempt: list[BaccaratTableAttempt], clause: str) -> None:
    """Refused with 1001 (the rules forbid it), the clause in `data.clause` or the message."""
    attempt = _attempt(baccarat_table_attempt)
    assert attempt.refusal is not None, (
        f"the game opens a table of {attempt.options}, which {clause} forbids"
    )
    refusal = attempt.refusal
    assert refusal.code == int(ErrorCode.FORBIDDEN_RULES), (
        f"the table of {attempt.options} is refused with {refusal.code}, not as forbidden by the "
        f"rules (1001): {refusal}"
    )
    cited = str(refusal.data.get("clause", ""))
    assert (
        bare(cited) == clause or f"-{clause}]" in str(refusal) or f"-{clause}," in str(refusal)
    ), f"the table of {attempt.options} is refused citing {cited or 'no clause'}, not {clause}"


@then("the baccarat table is opened")
def _(baccarat_table_attempt: list[BaccaratTableAttempt]) -> None:
    attempt = _attempt(baccarat_table_attempt)
    assert attempt.refusal is None, (
        f"the game refuses a table of {attempt.options}, which the rules allow: {attempt.refusal}"
    )
