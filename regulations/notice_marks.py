"""The marks of a restated provision: [deleted] and **added** text, and what each reading says.

A restated provision prints the text in force before the notice with deleted words in brackets
and the text after it with added words in bold. So:

- the *earlier reading* (bold text left out, brackets dropped) must be the current text, and
- the *amended reading* (bracketed text left out, bold marks dropped) is the new text.

Tables keep one row per line; a deletion that leaves two commas side by side (a list item struck
out before its comma) leaves one. How the spaces around a span a reading leaves out are kept is
`regulations.notation_readings`' (I-notation-spacing).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from regulations.normalise import normalise_whitespace
from regulations.notation_readings import earlier_reading, marked_spans, new_reading

__all__ = [
    "MarkProblem",
    "amended_text",
    "deleted_fragments",
    "earlier_text",
    "excerpt",
    "mark_problems",
    "punctuation_blind",
]

_PUNCTUATION = re.compile(r"[’'`\"“”‘]")
_DASHES = re.compile(r"[–—]")
# Spacing inside an amount ("$ 1.00") or a citation ("13:69F- 2.17", "19:47 -2.3"): the sources
# and the Register print both ways (I-verbatim-amount-spacing).
_AMOUNT_SPACE = re.compile(r"\$\s+(?=\d)")
_CITATION_SPACE = re.compile(r"(\d+:\d+[A-Z]?)\s*-\s*(?=\d)")


@dataclass(frozen=True, slots=True)
class MarkProblem:
    problem: str
    offending: str


def excerpt(text: str, start: int, end: int) -> str:
    """`text[start:end]` widened to whole words."""
    start, end = max(0, start), min(len(text), end)
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    while end < len(text) and not text[end].isspace():
        end += 1
    return text[start:end].strip()


def _excerpt(text: str, at: int) -> str:
    return excerpt(text, at - 20, at + 60)


def mark_problems(printed: str) -> list[MarkProblem]:
    """Unbalanced brackets or bold marks, each with the text around the offending mark."""
    problems: list[MarkProblem] = []
    opened: int | None = None
    for index, char in enumerate(printed):
        if char == "[":
            if opened is not None:
                problems.append(
                    MarkProblem("a [ opens inside a deletion", _excerpt(printed, index))
                )
            opened = index
        elif char == "]":
            if opened is None:
                problems.append(MarkProblem("a ] closes no deletion", _excerpt(printed, index)))
            opened = None
    if opened is not None:
        problems.append(MarkProblem("a [ is never closed", _excerpt(printed, opened)))
    if printed.count("**") % 2:
        at = printed.rfind("**")
        problems.append(MarkProblem("a ** bold mark is never closed", _excerpt(printed, at)))
    return problems


def amended_text(printed: str) -> str:
    """The text in force after the notice: deletions left out, bold marks dropped, spaced as the
    Register prints it (`notation_readings.new_reading`, I-notation-spacing)."""
    return new_reading(printed)


def earlier_text(printed: str) -> str:
    """The text in force before the notice, as the notice prints it: additions left out,
    brackets dropped (`notation_readings.earlier_reading`)."""
    return earlier_reading(printed)


def deleted_fragments(printed: str) -> list[str]:
    """Each stretch of deleted text that the earlier reading holds (bold inside a deletion is
    in neither reading, I-notation-nested-marks)."""
    fragments: list[str] = []
    previous_deleted = False
    for span in marked_spans(printed):
        deleted = span.deleted and not span.added
        if deleted and previous_deleted:
            fragments[-1] += span.text
        elif deleted:
            fragments.append(span.text)
        previous_deleted = deleted
    return [f for f in (normalise_whitespace(f) for f in fragments) if f]


def punctuation_blind(text: str) -> str:
    """Text compared without quotation marks and apostrophes, dashes as hyphens, no space inside
    an amount or a citation and whitespace collapsed: what a transcription changes without
    changing the words (I-amend-punctuation, I-verbatim-amount-spacing)."""
    text = _DASHES.sub("-", _PUNCTUATION.sub("", text))
    text = _CITATION_SPACE.sub(r"\1-", _AMOUNT_SPACE.sub("$", text))
    return normalise_whitespace(text)
