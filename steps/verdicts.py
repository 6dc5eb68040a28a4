"""The verdicts a scenario can have beyond pass and fail, and how a step declares them.

DESIGN.md's verdicts: pass, fail, error (the adapter broke), not applicable (the game lacks a
capability or does not offer an option), manual (a person checks it at a live table), expected
failure (declared, with a reason, in the vendor's expectations file) and unexpected pass (declared
so, yet it passed: the expectations file is out of date). pytest
knows pass, fail and skip; the kit's verdicts travel as the skip reason's prefix and as the
report's `verdict` user property, which the JSONL log, JUnit and the report read.
"""

from __future__ import annotations

from typing import NoReturn

import pytest

__all__ = [
    "MANUAL_PREFIX",
    "NOT_APPLICABLE_PREFIX",
    "Verdict",
    "manual",
    "not_applicable",
    "verdict_of_skip",
]

NOT_APPLICABLE_PREFIX = "not applicable: "
MANUAL_PREFIX = "manual: "


class Verdict:
    PASS = "pass"
    FAIL = "fail"
    ERROR = "error"
    NOT_APPLICABLE = "not applicable"
    MANUAL = "manual"
    EXPECTED_FAILURE = "expected failure"
    UNEXPECTED_PASS = "unexpected pass"


def not_applicable(reason: str) -> NoReturn:
    """End the scenario as not applicable: never passed, never failed."""
    pytest.skip(NOT_APPLICABLE_PREFIX + reason)


def manual(reason: str) -> NoReturn:
    """End the scenario as a manual checklist item with the reason a person must check it."""
    pytest.skip(MANUAL_PREFIX + reason)


def verdict_of_skip(reason: str) -> str:
    """The kit's verdict for a skipped test, from its reason."""
    text = reason.removeprefix("Skipped: ")
    if text.startswith(MANUAL_PREFIX):
        return Verdict.MANUAL
    return Verdict.NOT_APPLICABLE
