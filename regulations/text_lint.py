"""The regulation lint: what the text of an edition gets wrong, each finding citing the clause and
quoting its words (`bjkit lint EDITION`).

Every check reads the edition's data, so that an edition a future notice produces is linted the
same way:

- `external-reference` (informational): a citation (`regulations.citations`: "N.J.A.C.
  13:69F-8.3", "N.J.A.C. 13:69F-2.6A", "N.J.A.C. 19:47-2.5 and 2.6") of a section the edition does
  not hold, holds only as "(Reserved)", holds only in part (subsections absent) or holds only as
  an incomplete text;
- `unresolved-reference`: a citation of a subsection or paragraph of a section the edition holds,
  which that section does not have and does not mark absent;
- `self-exclusion`: an exclusion clause whose list names its own section (13:69F-2.22(l) in
  nj-2024+bet-the-set: the streak wager may not be offered at a table which offers "a streak wager
  pursuant to N.J.A.C. 13:69F-2.22");
- `asymmetric-exclusion`: a clause excluding a section whose own exclusion clauses do not exclude
  it back (`regulations.exclusions.disagreements`);
- `paytable-contradiction`: an N/A cell on a row that a clause says wins, and `paytable-differs`:
  a cell that another edition prints otherwise (`regulations.lint_tables`);
- `numbering-gap`: a subsection letter or paragraph number skipped that the section does not mark
  absent, and `absent-subsections` (informational): the letters a section marks absent, with why;
- `amount-still-stated`: an amount or odds an amendment changes in one clause that another clause
  still states about the same thing (`regulations.lint_amendments`);
- `return-above-100`: a pay table the text permits whose return to the player is above 100 % at a
  deck count the text allows. It needs the engine's par sheets, so `bjkit lint` adds it
  (`bjkit.lint_returns`); this module only names the kind.

Findings a person has read and accepted are listed in `regulations/lint-acknowledged.toml`
(`regulations.lint_acknowledged`); `bjkit lint` exits 1 only on a finding none acknowledges.

Informational findings describe what the sources lack, not what the text gets wrong: `bjkit lint`
exits 0 when they are all it finds.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from regulations.citations import citations, parse_cited, spelled_in_era
from regulations.corpus import Corpus
from regulations.exclusions import disagreements, exclusion_clauses
from regulations.lint_amendments import still_stated
from regulations.lint_tables import not_available_contradictions, tables_differing
from regulations.model import Clause, Edition, Section

__all__ = ["INFORMATIONAL", "LintFinding", "LintKind", "Quote", "lint_edition"]


class LintKind(StrEnum):
    """What a finding is about (see the module docstring)."""

    EXTERNAL_REFERENCE = "external-reference"
    UNRESOLVED_REFERENCE = "unresolved-reference"
    SELF_EXCLUSION = "self-exclusion"
    ASYMMETRIC_EXCLUSION = "asymmetric-exclusion"
    PAYTABLE_CONTRADICTION = "paytable-contradiction"
    PAYTABLE_DIFFERS = "paytable-differs"
    NUMBERING_GAP = "numbering-gap"
    AMOUNT_STILL_STATED = "amount-still-stated"
    RETURN_ABOVE_100 = "return-above-100"
    ABSENT_SUBSECTIONS = "absent-subsections"


INFORMATIONAL = frozenset({LintKind.EXTERNAL_REFERENCE, LintKind.ABSENT_SUBSECTIONS})
"""The kinds that say what the sources lack rather than what the text gets wrong."""


@dataclass(frozen=True, slots=True)
class Quote:
    """Words quoted exactly from a clause (of another edition when `edition` is given)."""

    clause: str
    words: str
    edition: str | None = None

    def record(self) -> dict[str, Any]:
        return {"clause": self.clause, "words": self.words, "edition": self.edition}


@dataclass(frozen=True, slots=True, kw_only=True)
class LintFinding:
    """One thing the text gets wrong (or, when informational, lacks): the clause it cites, the
    words quoted exactly from that clause, a message, the other clauses it rests on and, for a
    reference, the section referred to (`subject`)."""

    kind: LintKind
    clause: str
    quote: str
    message: str
    related: tuple[Quote, ...] = ()
    subject: str = ""

    @property
    def informational(self) -> bool:
        return self.kind in INFORMATIONAL

    def record(self) -> dict[str, Any]:
        return {
            "kind": self.kind.value,
            "informational": self.informational,
            "clause": self.clause,
            "quote": self.quote,
            "message": self.message,
            "subject": self.subject,
            "related": [quote.record() for quote in self.related],
        }


def _sections_by_id(edition: Edition) -> dict[str, Section]:
    found: dict[str, Section] = {}
    for section in edition.sections:
        for name in (section.id, *section.aliases):
            found.setdefault(name, section)
    return found


def _how_lacking(section: Section | None) -> str | None:
    """Why a cited section is not in the edition as text, or None when it is."""
    if section is None:
        return "is not in the edition"
    if all(clause.own_text.strip() == "(Reserved)" for clause in section.clauses):
        return "is only '(Reserved)' in the edition"
    if section.absent:
        held = ", ".join(c.label for c in section.subsections if c.label) or "none"
        return f"is in the edition only in part (held: {held}; the others are in no source)"
    if len(section.clauses) == 1 and not section.clauses[0].complete:
        return "is in the edition only in part (its text is incomplete)"
    return None


def _reference_findings(edition: Edition) -> Iterator[LintFinding]:
    sections = _sections_by_id(edition)
    for clause in edition.clauses.values():
        seen: set[str] = set()  # targets already checked, and sections already reported
        for cited in citations(clause):
            parsed = parse_cited(cited.target)
            if parsed is None or cited.target in seen:
                continue
            seen.add(cited.target)
            section = sections.get(parsed.section_id)
            lacking = _how_lacking(section)
            if lacking is not None:
                subject = section.id if section is not None else spelled_in_era(parsed, edition)
                if f"section {subject}" not in seen:
                    seen.add(f"section {subject}")
                    yield LintFinding(
                        kind=LintKind.EXTERNAL_REFERENCE,
                        clause=clause.id,
                        quote=cited.words,
                        message=f"cites {parsed.section_id}, which {lacking}",
                        subject=subject,
                    )
                continue
            assert section is not None
            if parsed.subsection is None:
                continue
            alias = parsed.alias()
            known = {str(parsed), *([str(alias)] if alias else [])}
            absent = {a.letter for a in section.absent}
            if known.isdisjoint(edition.clauses) and parsed.subsection not in absent:
                yield LintFinding(
                    kind=LintKind.UNRESOLVED_REFERENCE,
                    clause=clause.id,
                    quote=cited.words,
                    message=f"cites {parsed}, but {section.id} in {edition.name} has no such "
                    "subsection or paragraph",
                    subject=str(parsed),
                )


def _listed_item(wording: str, section: str) -> str:
    """The item of an exclusion list that cites `section` ("a streak wager pursuant to N.J.A.C.
    13:69F-2.22"), as printed."""
    citation = re.compile(rf"(?:19:47|13:69F)-{re.escape(section)}(?![\d.]\d)")
    for item in re.split(r",\s+(?:or\s+)?|\s+or\s+|\boffers?\s+|\bin which\s+", wording):
        if citation.search(item):
            return item.strip().rstrip(".")
    return wording


def _restriction(clause: Clause, wording: str) -> str:
    """The words of `clause` that say what its exclusion restricts, up to its list: "The streak
    wager may not be offered at a blackjack table which offers"."""
    text = clause.own_text
    at = text.find(wording)
    head = re.match(r".*?\b(?:offers?|in which|when)\b", wording)
    if at < 0 or head is None:
        return wording
    starts = [m.end() for m in re.finditer(r"\.\s+(?=[A-Z])", text[:at])]
    return text[(starts[-1] if starts else 0) : at + head.end()]


def _exclusion_findings(edition: Edition) -> Iterator[LintFinding]:
    by_clause = {exclusion.clause: exclusion for exclusion in exclusion_clauses(edition)}
    clauses = edition.clauses
    for disagreement in disagreements(edition):
        exclusion = by_clause[disagreement.clause]
        chapter = exclusion.clause.split("-", 1)[0]
        item = _listed_item(exclusion.wording, disagreement.section)
        if disagreement.lists_itself:
            yield LintFinding(
                kind=LintKind.SELF_EXCLUSION,
                clause=exclusion.clause,
                quote=item,
                message=f"the exclusion list of {exclusion.clause} names its own section "
                f"{chapter}-{disagreement.section}: read literally, what the section authorises "
                "may not be offered at a table which offers it",
                subject=f"{chapter}-{disagreement.section}",
            )
            continue
        silent = " and ".join(disagreement.silent)
        yield LintFinding(
            kind=LintKind.ASYMMETRIC_EXCLUSION,
            clause=exclusion.clause,
            quote=item,
            message=f"{exclusion.clause} excludes {chapter}-{disagreement.section} "
            f"({item}), but {silent} "
            f"{'do' if len(disagreement.silent) > 1 else 'does'} not exclude "
            f"{chapter}-{disagreement.owner} back",
            related=tuple(
                Quote(clause=other, words=_restriction(clauses[other], by_clause[other].wording))
                for other in disagreement.silent
            ),
            subject=f"{chapter}-{disagreement.section}",
        )


def _table_findings(edition: Edition, corpus: Corpus) -> Iterator[LintFinding]:
    for contradiction in not_available_contradictions(edition):
        cell = contradiction.cell
        yield LintFinding(
            kind=LintKind.PAYTABLE_CONTRADICTION,
            clause=contradiction.clause,
            quote=cell.line,
            message=f"{cell.column} prints {cell.text} for {cell.row}, but "
            f'{contradiction.win_clause} says the wager wins on "{contradiction.named}"',
            related=(Quote(clause=contradiction.win_clause, words=contradiction.wins),),
            subject=f"{cell.column}: {cell.row}",
        )
    differences: dict[tuple[str, str, str], list[Any]] = {}
    for difference in tables_differing(edition, corpus):
        cell = difference.cell
        differences.setdefault((difference.clause, cell.row, cell.column), []).append(difference)
    for (clause, row, column), found in differences.items():
        others = "; ".join(f"{d.other_text} in {d.other} ({d.other_clause})" for d in found)
        yield LintFinding(
            kind=LintKind.PAYTABLE_DIFFERS,
            clause=clause,
            quote=found[0].cell.line,
            message=f"{column}, {row}: {found[0].cell.text} in {edition.name}; {others}",
            related=tuple(
                Quote(clause=d.other_clause, words=d.other_line, edition=d.other) for d in found
            ),
            subject=f"{column}: {row}",
        )


_ROMANS = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii", "xiii")
_FIRST = {"letter": "a", "number": "1", "roman": "i"}


def _next_label(label: str, mode: str) -> str | None:
    """The label after `label` in a sequence of letters (a, b), numbers (2, 3) or roman
    numerals (iii, iv); None when `label` is not of that sequence."""
    if mode == "number":
        return str(int(label) + 1) if label.isdigit() else None
    if mode == "roman":
        index = _ROMANS.index(label) if label in _ROMANS[:-1] else None
        return None if index is None else _ROMANS[index + 1]
    if len(label) == 1 and "a" <= label < "z":
        return chr(ord(label) + 1)
    return None


def _opening(clause: Clause, words: int = 8) -> str:
    text = " ".join(clause.own_text.split()[:words])
    return f"{clause.label} {text}".strip()


def _gaps(parent: str, clauses: list[Clause], absent: set[str], mode: str) -> Iterator[LintFinding]:
    """A finding for every label of `clauses` that skips labels of its sequence which `absent`
    does not excuse."""
    previous: str | None = None
    for clause in clauses:
        label = clause.label.strip("().")
        expected = _FIRST[mode] if previous is None else _next_label(previous, mode)
        skipped: list[str] = []
        while expected is not None and expected != label and len(skipped) < 26:
            skipped.append(expected)
            expected = _next_label(expected, mode)
        if expected != label:  # not a sequence the lint knows (e.g. "aa"): leave it
            previous = label
            continue
        missing = [s for s in skipped if s not in absent]
        if missing:
            after = f"follows ({previous})" if previous else "opens the sequence"
            kind = "subsection" if mode == "letter" else "paragraph"
            yield LintFinding(
                kind=LintKind.NUMBERING_GAP,
                clause=clause.id,
                quote=_opening(clause),
                message=f"{kind} {', '.join(missing)} of {parent} is skipped: {clause.label} "
                f"{after}, and the section does not mark {', '.join(missing)} absent",
                subject=parent,
            )
        previous = label


def _absent_ranges(section: Section) -> Iterator[tuple[str, str]]:
    """The section's absent letters as ranges with one reason: ("(a) – (k)", reason)."""
    run: list[str] = []
    reason = ""
    for absent in (*section.absent, None):
        follows = run and _next_label(run[-1], "letter") == absent.letter if absent else False
        if absent is not None and follows and absent.reason == reason:
            run.append(absent.letter)
            continue
        if run:
            span = f"({run[0]})" if len(run) == 1 else f"({run[0]}) – ({run[-1]})"
            yield span, reason
        if absent is not None:
            run, reason = [absent.letter], absent.reason


def _numbering_findings(edition: Edition) -> Iterator[LintFinding]:
    for section in edition.sections:
        absent = {a.letter for a in section.absent}
        subsections = [c for c in section.subsections if c.id != section.id]
        gaps = list(_gaps(section.id, subsections, absent, "letter"))
        by_id = {c.id: c for c in section.clauses}
        for clause in section.clauses:
            children = [by_id[child] for child in clause.children if child in by_id]
            if children:
                first = children[0].label.strip("().")
                mode = "number" if first.isdigit() else "roman"
                gaps.extend(_gaps(clause.id, children, set(), mode))
        order = list(by_id)
        yield from sorted(gaps, key=lambda gap: order.index(gap.clause))
        for span, reason in _absent_ranges(section):
            yield LintFinding(
                kind=LintKind.ABSENT_SUBSECTIONS,
                clause=section.id,
                quote=section.heading,
                message=f"{span} of {section.id} {'is' if len(span) == 3 else 'are'} absent "
                f"from the edition: {reason}",
                subject=section.id,
            )


def _amendment_findings(edition: Edition, corpus: Corpus) -> Iterator[LintFinding]:
    for stated in still_stated(edition, corpus):
        figure = stated.figure
        yield LintFinding(
            kind=LintKind.AMOUNT_STILL_STATED,
            clause=stated.clause.id,
            quote=figure.line,
            message=f"{stated.amended.id} no longer states {figure.words} "
            f'(it read "{stated.before}" in {edition.carries_over_from}), but '
            f"{stated.clause.id} still does",
            related=(Quote(stated.amended.id, stated.after),),
            subject=stated.amended.id,
        )


def lint_edition(edition: Edition, corpus: Corpus) -> list[LintFinding]:
    """Every finding of the regulation lint in `edition` (see the module docstring), by kind in
    the order of `LintKind`, then in corpus order. `corpus` holds the editions whose pay tables
    the edition's are compared with."""
    findings = [
        *_reference_findings(edition),
        *_exclusion_findings(edition),
        *_table_findings(edition, corpus),
        *_numbering_findings(edition),
        *_amendment_findings(edition, corpus),
    ]
    order = list(LintKind)
    return sorted(findings, key=lambda finding: order.index(finding.kind))
