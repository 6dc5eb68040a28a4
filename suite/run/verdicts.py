"""The verdicts a scenario can have beyond pass and fail, and how a step declares them.

DESIGN.md's verdicts: pass, fail, error (the adapter broke), not applicable (the game lacks a
capability or does not offer an option), manual (a person checks it at a live table), expected
failure (declared, with a reason, in the vendor's expectations file) and unexpected pass (declared
so, yet it passed: the expectations file is out of date). pytest
knows pass, fail and skip; the kit's verdicts travel as the skip reason's prefix and as the
report's `verdict` user property, which the JSONL log, JUnit and the report read. The names are
defined here once (`Verdict`, `VERDICTS`, `FAILING_VERDICTS`) and every reader takes them from
here; the module imports pytest only where a step ends a scenario, so that a command that reads
verdicts (`bjkit report`, `bjkit par`) never imports it.

An adapter that broke is an *error*, never a *fail* (`is_adapter_error`): a crash, a hang, a bad
message, and the refusals docs/ADAPTERS.md reports as errors, such as a forced shoe run out
before the round ended (1005).
"""

from __future__ import annotations

from typing import NoReturn

from vendor_adapters.errors import AdapterError, AdapterRefusal, AdapterSpecError
from vendor_adapters.protocol import ErrorCode

__all__ = [
    "ERROR_REFUSALS",
    "FAILING_VERDICTS",
    "MANUAL_PREFIX",
    "NOT_APPLICABLE_PREFIX",
    "VERDICTS",
    "Verdict",
    "is_adapter_error",
    "manual",
    "not_applicable",
    "verdict_of_skip",
]

NOT_APPLICABLE_PREFIX = "not applicable: "
MANUAL_PREFIX = "manual: "


class Verdict:
    """The name of each verdict, as results.jsonl, results.json, JUnit, Allure and the HTML
    report write it."""

    PASS = "pass"
    FAIL = "fail"
    ERROR = "error"
    NOT_APPLICABLE = "not applicable"
    MANUAL = "manual"
    EXPECTED_FAILURE = "expected failure"
    UNEXPECTED_PASS = "unexpected pass"


# Every verdict, in the order results.json counts them.
VERDICTS = (
    Verdict.PASS,
    Verdict.FAIL,
    Verdict.ERROR,
    Verdict.UNEXPECTED_PASS,
    Verdict.EXPECTED_FAILURE,
    Verdict.NOT_APPLICABLE,
    Verdict.MANUAL,
)
# The verdicts that fail a run: a rule broken, a game that broke, an expectation out of date.
FAILING_VERDICTS = frozenset({Verdict.FAIL, Verdict.ERROR, Verdict.UNEXPECTED_PASS})


def not_applicable(reason: str) -> NoReturn:
    """End the scenario as not applicable: never passed, never failed."""
    import pytest  # noqa: PLC0415 - only a running scenario ends so (module docstring)

    pytest.skip(NOT_APPLICABLE_PREFIX + reason)


def manual(reason: str) -> NoReturn:
    """End the scenario as a manual checklist item with the reason a person must check it."""
    import pytest  # noqa: PLC0415 - only a running scenario ends so (module docstring)

    pytest.skip(MANUAL_PREFIX + reason)


def verdict_of_skip(reason: str) -> str:
    """The kit's verdict for a skipped test, from its reason."""
    text = reason.removeprefix("Skipped: ")
    if text.startswith(MANUAL_PREFIX):
        return Verdict.MANUAL
    return Verdict.NOT_APPLICABLE


# The refusals docs/ADAPTERS.md ("Errors") reports as an error of the scenario, not as a rule the
# game breaks: the forced shoe ran out before the round ended (1005), and a request the adapter
# could not take although the kit sent it as the protocol says (-32700, -32600, -32602, -32603),
# names a table or round it does not know (1007) or out of order (1008).
ERROR_REFUSALS = frozenset(
    {
        ErrorCode.SHOE_EXHAUSTED,
        ErrorCode.PARSE_ERROR,
        ErrorCode.INVALID_REQUEST,
        ErrorCode.INVALID_PARAMS,
        ErrorCode.INTERNAL_ERROR,
        ErrorCode.UNKNOWN_ID,
        ErrorCode.OUT_OF_ORDER,
    }
)


def is_adapter_error(error: BaseException) -> bool:
    """Whether a scenario that ended in `error` ends in the verdict *error*: the game broke (an
    adapter error: crash, hang, bad message), the adapter spec names no game, or the adapter
    refused with a code of ERROR_REFUSALS (a shoe run out, 1005). A step that turned such a
    refusal into a failed assertion (raised while handling it) counts too: the refusal, not
    the rule, ended the scenario."""
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if isinstance(current, AdapterError | AdapterSpecError):
            return True
        if isinstance(current, AdapterRefusal) and current.code in ERROR_REFUSALS:
            return True
        if isinstance(current, BaseExceptionGroup):
            # Hypothesis reports a property's distinct failures as a group (a game that hangs at
            # one call, then at another): the game broke when every one of them is its breaking.
            return all(is_adapter_error(inner) for inner in current.exceptions)
        current = current.__cause__ or current.__context__
    return False
