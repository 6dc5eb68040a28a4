"""What one edition changes against another, clause by clause.

Clauses are matched by canonical id or by the recodification alias (19:47-2.7(a) in nj-2004 is
13:69F-2.7(a) in nj-2024), and compared by the text the features quote (`Clause.text`, a clause
with every paragraph under it). A clause is:

- *added* when the later edition has it and the earlier has not,
- *removed* when the earlier edition has it and the later has not,
- *amended* when both have it with different text, and
- *unchanged* otherwise (carried over, or restated word for word).

`bjkit diff`, `bjkit impact` and `bjkit lint` read these, so they agree on what changed.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum

from regulations.model import Clause, Edition, Section

__all__ = ["Change", "ClauseChange", "EditionChanges", "changes_between", "counterpart"]


class Change(StrEnum):
    ADDED = "added"
    REMOVED = "removed"
    AMENDED = "amended"
    UNCHANGED = "unchanged"


@dataclass(frozen=True, slots=True, kw_only=True)
class ClauseChange:
    """One clause of either edition: `before` in the earlier, `after` in the later (None where
    the edition lacks it)."""

    change: Change
    before: Clause | None
    after: Clause | None

    @property
    def id(self) -> str:
        """The clause's id in the later edition, or in the earlier one when it was removed."""
        clause = self.after or self.before
        assert clause is not None
        return clause.id


@dataclass(frozen=True, slots=True, kw_only=True)
class HeadingChange:
    section: str
    before: str
    after: str


@dataclass(frozen=True, slots=True, kw_only=True)
class EditionChanges:
    """Every clause of two editions, classified, in the later edition's order (removed clauses
    after), and the section headings that changed."""

    earlier: Edition
    later: Edition
    clauses: tuple[ClauseChange, ...]
    headings: tuple[HeadingChange, ...]

    def of(self, *kinds: Change) -> Iterator[ClauseChange]:
        return (c for c in self.clauses if c.change in kinds)

    @property
    def changed(self) -> tuple[ClauseChange, ...]:
        """The clauses added, removed or amended."""
        return tuple(self.of(Change.ADDED, Change.REMOVED, Change.AMENDED))

    def changed_ids(self) -> frozenset[str]:
        """The ids (and aliases) of every clause added, removed or amended, in either edition."""
        ids: set[str] = set()
        for change in self.changed:
            for clause in (change.before, change.after):
                if clause is not None:
                    ids.add(clause.id)
                    ids.update(clause.aliases)
        return frozenset(ids)


def counterpart(clause: Clause, edition: Edition) -> Clause | None:
    """The clause of `edition` with the id or an alias of `clause`, if it has one."""
    for identifier in (clause.id, *clause.aliases):
        found = edition.clauses.get(identifier)
        if found is not None:
            return found
    for other in edition.clauses.values():
        if clause.id in other.aliases:
            return other
    return None


def _section_counterpart(section: Section, sections: dict[str, Section]) -> Section | None:
    for identifier in (section.id, *section.aliases):
        if identifier in sections:
            return sections[identifier]
    return None


def changes_between(earlier: Edition, later: Edition) -> EditionChanges:
    """How `later` differs from `earlier`, clause by clause (see the module docstring)."""
    changes: list[ClauseChange] = []
    matched: set[str] = set()
    for clause in later.clauses.values():
        before = counterpart(clause, earlier)
        if before is None:
            changes.append(ClauseChange(change=Change.ADDED, before=None, after=clause))
            continue
        matched.add(before.id)
        kind = Change.UNCHANGED if before.text == clause.text else Change.AMENDED
        changes.append(ClauseChange(change=kind, before=before, after=clause))
    for clause in earlier.clauses.values():
        if clause.id not in matched:
            changes.append(ClauseChange(change=Change.REMOVED, before=clause, after=None))
    earlier_sections = {s.id: s for s in earlier.sections}
    headings = []
    for section in later.sections:
        old = _section_counterpart(section, earlier_sections)
        if old is not None and old.heading != section.heading:
            headings.append(
                HeadingChange(section=section.id, before=old.heading, after=section.heading)
            )
    return EditionChanges(
        earlier=earlier, later=later, clauses=tuple(changes), headings=tuple(headings)
    )


__all__ += ["HeadingChange"]
