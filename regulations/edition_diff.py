"""What one edition changes against another, with a word-level redline of every amended clause.

Issue 17, item 3 (`bjkit diff EDITION_A EDITION_B`): the clauses added, removed, amended and
carried over unchanged, and the section headings that changed. The classification is
`regulations.changes.changes_between` (clauses matched by id or recodification alias, compared by
`Clause.text`), so `bjkit diff`, `bjkit impact` and `bjkit lint` agree on what changed.

The redline of an amended clause compares its own words (`Clause.own_text`, without the
paragraphs under it, which are clauses of their own and have their own redline) word by word with
`difflib`, so that it is blind to whitespace and line breaks. It is rendered in the New Jersey
Register's own notation: deleted words in [brackets], added words in **bold**. A clause whose own
words are unchanged is amended through its paragraphs; the diff names them.
"""

from __future__ import annotations

import difflib
import re
import textwrap
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from regulations.changes import Change, ClauseChange, HeadingChange, changes_between
from regulations.model import Clause, Edition

__all__ = [
    "AmendedClause",
    "EditionDiff",
    "Op",
    "RedlineRun",
    "diff_editions",
    "redline",
    "render_redline",
]


class Op(StrEnum):
    """What a run of words of a redline does."""

    KEEP = "keep"
    DELETE = "delete"
    ADD = "add"


@dataclass(frozen=True, slots=True)
class RedlineRun:
    """Consecutive words that a redline keeps, deletes or adds, joined by single spaces."""

    op: Op
    text: str

    def record(self) -> dict[str, str]:
        return {"op": self.op.value, "text": self.text}


_WORDS = re.compile(r"\S+|\n")
_AROUND_BREAK = re.compile(r" ?\n ?")


def _joined(words: list[str]) -> str:
    return _AROUND_BREAK.sub("\n", " ".join(words))


def redline(before: str, after: str) -> tuple[RedlineRun, ...]:
    """The word-level redline from `before` to `after`: runs of words kept, deleted and added.

    Words are split at whitespace, so a change of spacing is no change; a line break (the rows of
    a pay table) is kept as a token of its own, so a table stays a table. Where a stretch is
    replaced, its deleted words come before the added ones, as the register prints a replacement
    ("[player's] **players**").
    """
    old, new = _WORDS.findall(before), _WORDS.findall(after)
    runs: list[RedlineRun] = []

    def emit(op: Op, words: list[str]) -> None:
        if not words:
            return
        if runs and runs[-1].op is op:
            runs[-1] = RedlineRun(op, _joined([runs[-1].text, *words]))
        else:
            runs.append(RedlineRun(op, _joined(words)))

    matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            emit(Op.KEEP, old[i1:i2])
        else:
            emit(Op.DELETE, old[i1:i2])
            emit(Op.ADD, new[j1:j2])
    return tuple(runs)


def render_redline(runs: tuple[RedlineRun, ...] | list[RedlineRun]) -> str:
    """A redline in the register's notation: [deleted words], **added words**."""
    pieces = []
    for run in runs:
        if run.op is Op.DELETE:
            pieces.append(f"[{run.text}]")
        elif run.op is Op.ADD:
            pieces.append(f"**{run.text}**")
        else:
            pieces.append(run.text)
    return _joined(pieces)


def _labelled(clause: Clause) -> str:
    return f"{clause.label} {clause.own_text}".strip() if clause.label else clause.own_text


@dataclass(frozen=True, slots=True, kw_only=True)
class AmendedClause:
    """A clause both editions have with different text: its redline and, when its own words are
    unchanged, the paragraphs through which it changed."""

    before: Clause
    after: Clause
    runs: tuple[RedlineRun, ...]
    changed_paragraphs: tuple[str, ...]

    @property
    def id(self) -> str:
        return self.after.id

    @property
    def own_words_changed(self) -> bool:
        return any(run.op is not Op.KEEP for run in self.runs)

    def words(self, op: Op) -> tuple[str, ...]:
        """Every word of the redline with operation `op`, in order."""
        return tuple(word for run in self.runs if run.op is op for word in run.text.split())

    def record(self) -> dict[str, Any]:
        return {
            "id": self.after.id,
            "before_id": self.before.id,
            "amended_by": self.after.amended_by,
            "redline": [run.record() for run in self.runs],
            "redline_text": render_redline(self.runs),
            "deleted_words": list(self.words(Op.DELETE)),
            "added_words": list(self.words(Op.ADD)),
            "changed_paragraphs": list(self.changed_paragraphs),
            "before": self.before.own_text,
            "after": self.after.own_text,
        }


def _clause_record(clause: Clause) -> dict[str, Any]:
    return {
        "id": clause.id,
        "label": clause.label,
        "status": clause.status.value,
        "amended_by": clause.amended_by,
        "text": clause.own_text,
    }


@dataclass(frozen=True, slots=True, kw_only=True)
class EditionDiff:
    """How edition `b` differs from edition `a` (see the module docstring)."""

    a: Edition
    b: Edition
    added: tuple[Clause, ...]
    removed: tuple[Clause, ...]
    amended: tuple[AmendedClause, ...]
    unchanged: tuple[Clause, ...]
    headings: tuple[HeadingChange, ...]

    @property
    def counts(self) -> dict[str, int]:
        return {
            "added": len(self.added),
            "removed": len(self.removed),
            "amended": len(self.amended),
            "unchanged": len(self.unchanged),
            "headings": len(self.headings),
        }

    @property
    def empty(self) -> bool:
        """True when the editions hold the same clauses with the same texts and headings."""
        return not (self.added or self.removed or self.amended or self.headings)

    def record(self) -> dict[str, Any]:
        """The diff as JSON-ready data (what `bjkit diff --json` prints)."""
        return {
            "from": self.a.name,
            "to": self.b.name,
            "counts": self.counts,
            "headings": [
                {"section": h.section, "before": h.before, "after": h.after} for h in self.headings
            ],
            "amended": [amended.record() for amended in self.amended],
            "added": [_clause_record(clause) for clause in self.added],
            "removed": [_clause_record(clause) for clause in self.removed],
            "unchanged": [clause.id for clause in self.unchanged],
        }

    def text(self, width: int = 100) -> str:
        """A rendering for a terminal: counts, heading changes, the redline of each amended
        clause in the register's notation, the added and removed clauses, and the unchanged ids."""
        counts = self.counts
        lines = [
            f"{self.a.name} -> {self.b.name}: {counts['added']} added, {counts['removed']} "
            f"removed, {counts['amended']} amended, {counts['unchanged']} unchanged, "
            f"{counts['headings']} heading changes",
            "(redline: [deleted words], **added words**)",
        ]

        def block(title: str, entries: list[tuple[str, str]]) -> None:
            if not entries:
                return
            lines.extend(("", f"{title} ({len(entries)})"))
            for head, body in entries:
                lines.append(f"  {head}")
                for paragraph in body.splitlines():
                    lines.extend(
                        textwrap.wrap(
                            paragraph, width, initial_indent="    ", subsequent_indent="    "
                        )
                        or [""]
                    )

        block(
            "Heading changes",
            [(h.section, f'"{h.before}" -> "{h.after}"') for h in self.headings],
        )
        amended = []
        for change in self.amended:
            head = (
                change.id
                if change.before.id == change.id
                else f"{change.id} (was {change.before.id})"
            )
            if change.own_words_changed:
                body = f"{change.after.label} {render_redline(change.runs)}".strip()
            else:
                body = "its own words are unchanged; amended in " + ", ".join(
                    change.changed_paragraphs
                )
            amended.append((head, body))
        block("Amended", amended)
        block("Added", [(clause.id, _labelled(clause)) for clause in self.added])
        block("Removed", [(clause.id, _labelled(clause)) for clause in self.removed])
        if self.unchanged:
            lines.extend(("", f"Unchanged ({len(self.unchanged)})"))
            ids = ", ".join(clause.id for clause in self.unchanged)
            lines.extend(textwrap.wrap(ids, width, initial_indent="  ", subsequent_indent="  "))
        return "\n".join(lines)


def _amended(change: ClauseChange, changes: dict[str, ClauseChange]) -> AmendedClause:
    assert change.before is not None and change.after is not None
    # A paragraph of either edition: one the later edition dropped is named by its earlier id.
    children = dict.fromkeys((*change.after.children, *change.before.children))
    changed_paragraphs = tuple(
        child
        for child in children
        if child in changes and changes[child].change is not Change.UNCHANGED
    )
    return AmendedClause(
        before=change.before,
        after=change.after,
        runs=redline(change.before.own_text, change.after.own_text),
        changed_paragraphs=changed_paragraphs,
    )


def diff_editions(a: Edition, b: Edition) -> EditionDiff:
    """How `b` differs from `a`: the clauses of `changes_between(a, b)`, with a redline of each
    amended clause."""
    changes = changes_between(a, b)
    by_id = {change.id: change for change in changes.clauses}
    added, removed, unchanged = [], [], []
    amended = []
    for change in changes.clauses:
        if change.change is Change.ADDED and change.after is not None:
            added.append(change.after)
        elif change.change is Change.REMOVED and change.before is not None:
            removed.append(change.before)
        elif change.change is Change.AMENDED:
            amended.append(_amended(change, by_id))
        elif change.after is not None:
            unchanged.append(change.after)
    return EditionDiff(
        a=a,
        b=b,
        added=tuple(added),
        removed=tuple(removed),
        amended=tuple(amended),
        unchanged=tuple(unchanged),
        headings=changes.headings,
    )
