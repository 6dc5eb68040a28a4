"""What an edition asks of the features: the subsections they quote in it, which of them it
changed against the edition it carries over, and the one command that writes its quotes.

The features quote each subsection (a clause of depth 1) of the covered sections
(`suite.features.COVERED_SECTIONS`), keyed without their chapter (`("2.17", "a")`), so that
19:47-2.17(a) and 13:69F-2.17(a) are one key. What changed is `regulations.changes`'s answer,
kept to those subsections; the changed subsections of other sections have no feature to quote
them and are listed apart (`uncovered_changes`).
"""

from __future__ import annotations

import shlex
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from regulations.changes import Change, ClauseChange, changes_between
from regulations.model import Clause, Edition
from suite.features import COVERED_SECTIONS, FEATURES_DIR, clause_key, find_section

__all__ = [
    "ClauseKey",
    "SubsectionChange",
    "subsection_changes",
    "subsections_of",
    "uncovered_changes",
    "write_command",
]

# A subsection independent of its chapter: ("2.7", "a"), or ("2.14", "") for a section without
# subsections (as `suite.features` keys Rules).
ClauseKey = tuple[str, str]


def subsections_of(
    edition: Edition, sections: Sequence[str] = COVERED_SECTIONS
) -> dict[ClauseKey, Clause]:
    """The subsections of `sections` in an edition, by key, in section and corpus order: the
    clauses whose text a Rule tagged with the edition must quote."""
    found: dict[ClauseKey, Clause] = {}
    for section in sections:
        located = find_section(edition, section)
        for clause in located.subsections if located is not None else ():
            key = clause_key(clause.id)
            if key is not None:
                found[key] = clause
    return found


@dataclass(frozen=True, slots=True, kw_only=True)
class SubsectionChange(ClauseChange):
    """A subsection's `ClauseChange` with the key the features file its Rules under."""

    key: ClauseKey

    @property
    def changed(self) -> bool:
        return self.change is not Change.UNCHANGED


def _subsection_key(change: ClauseChange) -> ClauseKey | None:
    clause = change.after or change.before
    if clause is None or clause.depth != 1:
        return None
    return clause_key(clause.id)


def subsection_changes(
    later: Edition, earlier: Edition, sections: Sequence[str] = COVERED_SECTIONS
) -> tuple[SubsectionChange, ...]:
    """Every subsection of `sections` in either edition, added, removed, amended or unchanged in
    `later` against `earlier` (`regulations.changes.changes_between`), in the later edition's
    order with removed subsections after."""
    found: list[SubsectionChange] = []
    for change in changes_between(earlier, later).clauses:
        key = _subsection_key(change)
        if key is not None and key[0] in sections:
            found.append(
                SubsectionChange(
                    key=key, change=change.change, before=change.before, after=change.after
                )
            )
    return tuple(found)


def uncovered_changes(
    later: Edition, earlier: Edition, sections: Sequence[str] = COVERED_SECTIONS
) -> tuple[ClauseChange, ...]:
    """The subsections `later` added, removed or amended outside `sections`: no feature quotes
    them (definitions, other games, a section new to the rules that no feature covers yet)."""
    found: list[ClauseChange] = []
    for change in changes_between(earlier, later).changed:
        clause = change.after or change.before
        if clause is None or clause.depth != 1:
            continue
        key = _subsection_key(change)
        if key is None or key[0] not in sections:
            found.append(change)
    return tuple(found)


def write_command(editions: Sequence[str], features_dir: Path = FEATURES_DIR) -> str:
    """The command that writes the quotes of `editions` into a features folder."""
    words = ["python", "-m", "suite.features", "--write"]
    for name in editions:
        words += ["--edition", name]
    if features_dir.resolve() != FEATURES_DIR.resolve():
        words += ["--features-dir", str(features_dir)]
    return shlex.join(words)
