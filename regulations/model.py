"""The corpus as values: editions hold sections, sections hold clauses, each with its provenance."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

__all__ = [
    "AbsentSubsection",
    "Clause",
    "ClauseKind",
    "ClauseStatus",
    "Edition",
    "Erratum",
    "FurnitureLine",
    "Provenance",
    "Section",
]


class ClauseStatus(StrEnum):
    """Whether the source gives a clause's whole text."""

    COMPLETE = "complete"
    INCOMPLETE = "incomplete"


class ClauseKind(StrEnum):
    """Where a clause sits: a section without subsections, a subsection, or a paragraph of one."""

    SECTION = "section"
    SUBSECTION = "subsection"
    PARAGRAPH = "paragraph"


@dataclass(frozen=True, slots=True, kw_only=True)
class Provenance:
    """Which source file and which of its lines (1-based, inclusive) a text was read from."""

    source: str
    first_line: int
    last_line: int

    def __str__(self) -> str:
        if self.first_line == self.last_line:
            return f"{self.source}, line {self.first_line}"
        return f"{self.source}, lines {self.first_line}-{self.last_line}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Clause:
    """An addressable unit of a section: the section itself, a subsection or a paragraph.

    `own_text` is the provision's words without its label; `text` adds every paragraph under it,
    each on its own line behind its label as printed, and is what the features quote.
    `amended_by` names the register notice whose text this is, when a notice added or restated
    the clause (its name, as `notices/<name>.toml` stores it); a clause carried over unchanged
    has None.
    """

    id: str
    aliases: tuple[str, ...]
    edition: str
    section: str
    kind: ClauseKind
    label: str
    depth: int
    own_text: str
    text: str
    sha256: str
    status: ClauseStatus
    status_note: str
    provenance: Provenance
    carried_over_from: str | None
    children: tuple[str, ...] = ()
    amended_by: str | None = None

    @property
    def complete(self) -> bool:
        return self.status is ClauseStatus.COMPLETE


@dataclass(frozen=True, slots=True, kw_only=True)
class AbsentSubsection:
    """A subsection letter that the section had but its source does not give, and why."""

    letter: str
    reason: str


@dataclass(frozen=True, slots=True, kw_only=True)
class FurnitureLine:
    """Page furniture inside a section's range: a whole source line, or part of one."""

    line: int
    text: str
    reason: str
    part_of_line: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class Section:
    """A section of one edition, e.g. `19:47-2.7 Payment of blackjack` in `nj-1996`."""

    id: str
    aliases: tuple[str, ...]
    edition: str
    game: str
    heading: str
    provenance: Provenance
    carried_over_from: str | None
    clauses: tuple[Clause, ...]
    absent: tuple[AbsentSubsection, ...] = ()
    furniture: tuple[FurnitureLine, ...] = ()
    notes: tuple[str, ...] = ()

    @property
    def subsections(self) -> tuple[Clause, ...]:
        """The top-level clauses: the subsections, or the section itself when it has none."""
        return tuple(clause for clause in self.clauses if clause.depth == 1)


@dataclass(frozen=True, slots=True, kw_only=True)
class Erratum:
    """A correction of an unambiguous slip in a source, made before the text enters the corpus."""

    source: str
    line: int
    as_printed: str
    as_corrected: str
    why: str


@dataclass(frozen=True, kw_only=True)
class Edition:
    """A named set of sections in force together."""

    name: str
    title: str
    chapter: str
    description: str
    sources: tuple[str, ...]
    carries_over_from: str | None
    sections: tuple[Section, ...]
    notes: tuple[str, ...] = ()
    _clauses: dict[str, Clause] = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        for section in self.sections:
            for clause in section.clauses:
                self._clauses[clause.id] = clause

    @property
    def clauses(self) -> dict[str, Clause]:
        """Every clause of the edition by canonical id, in corpus order."""
        return self._clauses

    def games(self) -> dict[str, int]:
        """The number of top-level clauses of each game in the edition."""
        counts: dict[str, int] = {}
        for section in self.sections:
            counts[section.game] = counts.get(section.game, 0) + len(section.subsections)
        return counts
