"""The marks of a restated provision: [deleted] and **added** text, and what each reading says.

A restated provision prints the text in force before the notice with deleted words in brackets
and the text after it with added words in bold. So:

- the *earlier reading* (bold text left out, brackets dropped) must be the current text, and
- the *amended reading* (bracketed text left out, bold marks dropped) is the new text.

Tables keep one row per line; a deletion that leaves two commas side by side (a list item struck
out before its comma) leaves one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from regulations.normalise import normalise_whitespace

__all__ = [
    "MarkProblem",
    "amended_text",
    "deleted_fragments",
    "earlier_text",
    "excerpt",
    "mark_problems",
    "punctuation_blind",
]

_DELETED = re.compile(r"\[([^\[\]]*)\]")
_ADDED = re.compile(r"\*\*(.*?)\*\*", re.DOTALL)
_DOUBLED_COMMA = re.compile(r"\s*,\s*,")
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


def _per_line(text: str, edit: re.Pattern[str], replacement: str) -> str:
    lines = []
    for printed in edit.sub(replacement, text).split("\n"):
        lines.append(normalise_whitespace(_DOUBLED_COMMA.sub(",", printed.replace("**", ""))))
    return "\n".join(line for line in lines if line)


def amended_text(printed: str) -> str:
    """The text in force after the notice: deletions left out, bold marks dropped."""
    return _per_line(_DELETED.sub("", printed), _ADDED, r"\1")


def earlier_text(printed: str) -> str:
    """The text in force before the notice, as the notice prints it: additions left out,
    brackets dropped."""
    return _per_line(_ADDED.sub("", printed), _DELETED, r"\1")


def deleted_fragments(printed: str) -> list[str]:
    return [normalise_whitespace(f) for f in _DELETED.findall(printed)]


def punctuation_blind(text: str) -> str:
    """Text compared without quotation marks and apostrophes, dashes as hyphens, no space inside
    an amount or a citation and whitespace collapsed: what a transcription changes without
    changing the words (I-amend-punctuation, I-verbatim-amount-spacing)."""
    text = _DASHES.sub("-", _PUNCTUATION.sub("", text))
    text = _CITATION_SPACE.sub(r"\1-", _AMOUNT_SPACE.sub("$", text))
    return normalise_whitespace(text)
