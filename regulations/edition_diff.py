"""What one edition changes against another, with a word-level redline of every amended clause.

Issue 17, item 3 (`bjkit diff EDITION_A EDITION_B`): the clauses added, removed, amended and
carried over unchanged, and the section headings that changed. The classification is
`regulations.changes.changes_between` (clauses matched by id or recodification alias, compared by
`Clause.text`), so `bjkit diff`, `bjkit impact` and `bjkit lint` agree on what changed.

The redline of an amended clause compares its own words (`Clause.own_text`, without the
paragraphs under it, which are clauses of their own and have their own redline) word by word with
`difflib`, punctuation split off the words, so that it is blind to runs of whitespace
(`regulations.notation_readings.print_edit`). It is rendered in the New Jersey
Register's own notation: deleted words in [brackets], added words in **bold**. A clause whose own
words are unchanged is amended through its paragraphs; the diff names them.
"""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from regulations.changes import Change, ClauseChange, HeadingChange, changes_between
from regulations.model import Clause, Edition
from regulations.notation_readings import marked_spans, print_edit

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
    """Consecutive words that a redline keeps, deletes or adds, spaced as in the text (a line
    break kept where a table row ends). `glued`: printed with no space before it, where the
    change splits or joins a word or meets punctuation ("2.3(b)" then "**.**")."""

    op: Op
    text: str
    glued: bool = False

    def record(self) -> dict[str, Any]:
        record: dict[str, Any] = {"op": self.op.value, "text": self.text}
        if self.glued:
            record["glued"] = True
        return record


_AROUND_BREAK = re.compile(r" ?\n ?")


def _runs(printed: str) -> tuple[RedlineRun, ...]:
    runs: list[RedlineRun] = []
    space = False  # whether the text printed since the last run ends with a space
    for span in marked_spans(printed):
        op = Op.DELETE if span.deleted else Op.ADD if span.added else Op.KEEP
        if op is Op.KEEP:
            # Spaces around kept words separate runs; spaces inside marks are the text's own.
            text = span.text.strip(" ")
            if not text:
                space = True
                continue
            glued = bool(runs) and not space and not span.text.startswith(" ")
        else:
            text = span.text
            glued = bool(runs) and not space
        if runs and runs[-1].op is op and (op is Op.KEEP or not glued):
            joined = runs[-1].text + ("" if glued else " ") + text
            runs[-1] = RedlineRun(op, _AROUND_BREAK.sub("\n", joined), runs[-1].glued)
        else:
            runs.append(RedlineRun(op, text, glued))
        space = op is Op.KEEP and span.text.endswith(" ")
    return tuple(runs)


def redline(before: str, after: str) -> tuple[RedlineRun, ...]:
    """The redline from `before` to `after`: runs of words kept, deleted and added.

    Words are compared with the punctuation before and after them split off, and whitespace
    collapsed, so a change of spacing is no change, and a changed citation followed by a full
    stop marks the citation, not the stop; a line break (the rows of a pay table) is kept, so a
    table stays a table. Where a stretch is replaced, its deleted words come before the added
    ones, as the register prints a replacement ("[player's] **players**"). It is printed as
    `notation_readings.print_edit` prints it, so that reading the rendering back
    (`earlier_reading`, `new_reading`) gives exactly `before` and `after` (issue 29).
    """
    return _runs(print_edit(before, after))


def render_redline(runs: tuple[RedlineRun, ...] | list[RedlineRun]) -> str:
    """A redline in the register's notation: [deleted words], **added words**."""
    pieces: list[str] = []
    for run in runs:
        if run.op is Op.DELETE:
            piece = f"[{run.text}]"
        elif run.op is Op.ADD:
            piece = f"**{run.text}**"
        else:
            piece = run.text
        pieces.append(piece if run.glued or not pieces else " " + piece)
    return _AROUND_BREAK.sub("\n", "".join(pieces))


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
