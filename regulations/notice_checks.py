"""The checks of one restated provision against the clause it restates (`bjkit amend`).

A restated provision must have balanced marks; its [deleted] words must stand in the clause; and
its unmarked text (bold left out, brackets dropped) must be the clause's current text, but for
punctuation (I-amend-punctuation) or where the edition holds the clause incomplete
(I-amend-incomplete-current-text). Each problem names the provision and quotes the words.
"""

from __future__ import annotations

from dataclasses import dataclass

from regulations.model import Clause
from regulations.normalise import normalise_whitespace
from regulations.notice_marks import (
    amended_text,
    deleted_fragments,
    earlier_text,
    excerpt,
    mark_problems,
    punctuation_blind,
)

__all__ = ["Restatement", "check_restatement", "quoted"]


@dataclass(frozen=True, slots=True)
class Restatement:
    """The amended text of a provision, the problems that refuse it and the notes to show."""

    text: str
    problems: list[str]
    warnings: list[str]


def quoted(text: str, limit: int = 90) -> str:
    return repr(text if len(text) <= limit else text[: limit - 1] + "…")


def first_difference(notice: str, current: str) -> str:
    """Where the notice's text and the current text part, quoted from each."""
    at = next(
        (i for i, (a, b) in enumerate(zip(notice, current, strict=False)) if a != b),
        min(len(notice), len(current)),
    )
    printed, held = excerpt(notice, at - 25, at + 45), excerpt(current, at - 25, at + 45)
    return f"the notice reads {quoted(printed)} where it reads {quoted(held)}"


def check_restatement(
    where: str, printed: str, current: Clause | None, edition: str
) -> Restatement:
    """Check the provision `where` as the notice prints it against `current` (its clause in
    `edition`, or None for a provision the edition does not have)."""
    marks = mark_problems(printed)
    if marks:
        return Restatement("", [f"{where}: {m.problem}: {quoted(m.offending)}" for m in marks], [])
    problems: list[str] = []
    warnings: list[str] = []
    if current is None:
        return Restatement(amended_text(printed), problems, warnings)
    now = punctuation_blind(current.own_text)
    for fragment in deleted_fragments(printed):
        if punctuation_blind(fragment) not in now and current.complete:
            problems.append(
                f"{where}: the deleted text {quoted(fragment)} does not stand in {current.id} "
                f"of {edition}"
            )
    before = earlier_text(printed)
    if normalise_whitespace(before) != normalise_whitespace(current.own_text):
        blind_before = punctuation_blind(before)
        if current.complete and blind_before == now:
            warnings.append(
                f"{where}: the notice's unmarked text differs from {edition}'s only in "
                "punctuation or in the spacing inside an amount or a citation "
                f"({first_difference(before, current.own_text)}); the notice's text is kept "
                "(I-amend-punctuation, I-verbatim-amount-spacing)"
            )
        elif not current.complete and blind_before.startswith(now):
            warnings.append(
                f"{where}: {edition} holds this clause incomplete; the notice restates it whole, "
                "and its unmarked text begins with the text the edition has "
                "(I-amend-incomplete-current-text)"
            )
        elif not problems:
            problems.append(
                f"{where}: the unmarked text of the restatement is not the current text of "
                f"{current.id} in {edition}: {first_difference(before, current.own_text)}"
            )
    return Restatement(amended_text(printed), problems, warnings)
