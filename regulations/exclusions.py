"""The exclusion clauses of an edition, read from its text: the sections each forbids beside its
own.

An exclusion clause says that what its section authorises may not stand at a table beside what
other sections authorise, in one of the sentence forms the rules use:

- "The streak wager may not be offered at a blackjack table which offers ... 13:69F-2.18, ..."
  (2.20(l), 2.22(l), 2.24(i) to 2.28(g), and the like clause of a section a notice adds);
- "This option may not be used at any blackjack table which offers ..." (2.13(a), 2.18(a));
- "... except that when a casino licensee offers ... 19:47-2.18 or on any blackjack table which
  offers ... 19:47-2.19, the surrender option shall not be available" (2.8(c));
- "... at a blackjack table that does not offer ... 19:47-2.19 the option to make one of the
  following additional wagers" (2.17(a));
- "... except that this option shall not be available in games in which ... 19:47-2.18"
  (2.11(e)).

The sections an exclusion lists are the citations inside the matched words ("N.J.A.C. 19:47-2.19",
"N.J.A.C. 13:69F-2.19", "13:69F-2.26"), whichever chapter the edition's text cites them in. Two
clauses disagree where one lists a section whose own exclusion clause does not list it back, or
where a clause lists its own section. A clause the edition's sources cut off (status incomplete)
may have lost its exclusion sentence: its exclusions are not known, never guessed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from regulations.model import Clause, Edition

__all__ = [
    "CutOffClause",
    "Disagreement",
    "ExclusionClause",
    "cited_sections",
    "cut_off_clauses",
    "disagreements",
    "exclusion_clauses",
    "section_of",
]

# A sentence ends at a period followed by a capital letter or the end of the text; the periods
# of "N.J.A.C. 19:47-2.19" are followed by a digit.
_END = r"(?=\.(?:\s+[A-Z]|\s*$))"
_FORMS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "may not be offered or used at a table which offers",
        re.compile(
            r"may not be (?:offered|used) at (?:a|any) blackjack table which offers "
            rf"(?P<listed>.+?){_END}"
        ),
    ),
    (
        "the surrender option shall not be available",
        re.compile(
            r"except that when (?P<listed>.+?), the surrender option shall not be available"
        ),
    ),
    (
        "at a table that does not offer",
        re.compile(r"at a blackjack table that does not offer (?P<listed>.+?) the option to make"),
    ),
    (
        "this option shall not be available in games in which",
        re.compile(rf"this option shall not be available in games in which (?P<listed>.+?){_END}"),
    ),
)
# A citation of a section of the rules of the games, in the old chapter or the new one.
_CITATION = re.compile(r"\b(?:19:47|13:69F)-(?P<section>\d+\.\d+)(?![\d.])")
_SECTION = re.compile(r"^(?P<section>\d+\.\d+)")


@dataclass(frozen=True, slots=True, kw_only=True)
class ExclusionClause:
    """A clause that forbids what its section authorises beside the sections it lists."""

    clause: str  # canonical id in the edition, e.g. "13:69F-2.22(l)"
    path: str  # edition-neutral, e.g. "2.22(l)"
    section: str  # the section whose offering it restricts, e.g. "2.22"
    excludes: tuple[str, ...]  # the sections it lists, in the order of the text
    form: str  # the sentence form it was read in
    wording: str  # the words the sections were read from

    def lists(self, section: str) -> bool:
        return section in self.excludes


@dataclass(frozen=True, slots=True, kw_only=True)
class CutOffClause:
    """A clause of a section that exclusions concern, whose text the sources cut off: whether it
    excludes anything is not known."""

    clause: str
    path: str
    section: str
    note: str


@dataclass(frozen=True, slots=True, kw_only=True)
class Disagreement:
    """`clause` lists `section`, and the exclusion clauses of `section` (`silent`) do not list the
    section of `clause` back; or `clause` lists its own section (`silent` is empty)."""

    clause: str
    owner: str  # the section of `clause`
    section: str
    silent: tuple[str, ...]

    @property
    def lists_itself(self) -> bool:
        return self.section == self.owner

    def describe(self) -> str:
        if self.lists_itself:
            return f"{self.clause} lists its own section {self.section}"
        silent = " and ".join(self.silent)
        verb = "do" if len(self.silent) > 1 else "does"
        return f"{self.clause} lists {self.section}; {silent} {verb} not list {self.owner}"


def section_of(path: str) -> str:
    """ "2.22(l)" or "13:69F-2.22(l)" -> "2.22"."""
    match = _SECTION.match(path.rsplit("-", 1)[-1])
    if match is None:
        raise ValueError(f"{path!r} is not a section path")
    return match["section"]


def _path(clause: Clause) -> str:
    return clause.id.split("-", 1)[1]


def _sections(text: str) -> tuple[str, ...]:
    found: list[str] = []
    for match in _CITATION.finditer(text):
        if match["section"] not in found:
            found.append(match["section"])
    return tuple(found)


def _read(clause: Clause) -> ExclusionClause | None:
    for form, pattern in _FORMS:
        match = pattern.search(clause.own_text)
        if match is None:
            continue
        listed = _sections(match["listed"])
        if listed:
            path = _path(clause)
            return ExclusionClause(
                clause=clause.id,
                path=path,
                section=section_of(path),
                excludes=listed,
                form=form,
                wording=match[0],
            )
    return None


def exclusion_clauses(edition: Edition) -> tuple[ExclusionClause, ...]:
    """Every exclusion clause of `edition`, in corpus order."""
    found = (_read(clause) for clause in edition.clauses.values())
    return tuple(clause for clause in found if clause is not None)


def cited_sections(edition: Edition) -> frozenset[str]:
    """Every section of the rules of the games that some clause of `edition` cites."""
    return frozenset(
        section for clause in edition.clauses.values() for section in _sections(clause.own_text)
    )


def cut_off_clauses(edition: Edition) -> tuple[CutOffClause, ...]:
    """The incomplete clauses of the sections that the edition's exclusion clauses concern (their
    own sections and the sections they list): each may have lost an exclusion sentence."""
    concerned = set()
    for exclusion in exclusion_clauses(edition):
        concerned.add(exclusion.section)
        concerned.update(exclusion.excludes)
    return tuple(
        CutOffClause(
            clause=clause.id,
            path=_path(clause),
            section=section_of(_path(clause)),
            note=clause.status_note,
        )
        for clause in edition.clauses.values()
        if not clause.complete and section_of(_path(clause)) in concerned
    )


def disagreements(edition: Edition) -> tuple[Disagreement, ...]:
    """Where the edition's exclusion clauses disagree: a clause listing a section whose exclusion
    clauses do not list it back, and a clause listing its own section. A listed section without
    an exclusion clause, or with a clause the sources cut off, is no disagreement."""
    clauses = exclusion_clauses(edition)
    cut_off = {clause.section for clause in cut_off_clauses(edition)}
    found: list[Disagreement] = []
    for exclusion in clauses:
        for section in exclusion.excludes:
            own = tuple(other for other in clauses if other.section == section)
            if section == exclusion.section:
                silent: tuple[str, ...] = ()
            elif not own or section in cut_off or any(o.lists(exclusion.section) for o in own):
                continue
            else:
                silent = tuple(other.clause for other in own)
            found.append(
                Disagreement(
                    clause=exclusion.clause,
                    owner=exclusion.section,
                    section=section,
                    silent=silent,
                )
            )
    return tuple(found)
