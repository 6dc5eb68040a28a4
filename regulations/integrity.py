"""Integrity checks of the corpus: ids, subsection sequences, hashes, carry-overs, errata and the
provenance of every text in its source. `bjkit certify` prints them; the corpus tests assert them.

A clause a register notice added or restated (`Clause.amended_by`) is checked against the notice's
lines read in force: the printed text with [deleted] text removed and ** marks dropped
(`regulations.notation`), which is how the stored notice derived it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from regulations.ids import parse_clause_id
from regulations.loader import load_editions, load_errata
from regulations.model import Clause, Edition, Erratum, Section
from regulations.normalise import comparable, text_sha256
from regulations.notation import amended_reading
from regulations.sources import read_source_lines, sources_dir
from regulations.verbatim import check_spacing

__all__ = ["CheckResult", "Finding", "run_integrity_checks"]

_ROMANS = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii")


@dataclass(frozen=True, slots=True)
class Finding:
    """One thing a check found wrong, named by edition and clause."""

    edition: str
    clause: str
    message: str

    def __str__(self) -> str:
        return f"{self.edition} {self.clause}: {self.message}"


@dataclass
class CheckResult:
    name: str
    description: str
    checked: int = 0
    findings: list[Finding] = field(default_factory=list)
    skipped: str | None = None

    @property
    def passed(self) -> bool:
        return self.skipped is None and not self.findings


def check_unique_ids(editions: dict[str, Edition]) -> CheckResult:
    result = CheckResult("unique ids", "every clause id occurs once in its edition")
    for edition in editions.values():
        seen: set[str] = set()
        for section in edition.sections:
            for clause in section.clauses:
                result.checked += 1
                if clause.id in seen:
                    result.findings.append(Finding(edition.name, clause.id, "id occurs twice"))
                seen.add(clause.id)
                parsed = parse_clause_id(clause.id)
                if parsed is None or str(parsed) != clause.id:
                    result.findings.append(Finding(edition.name, clause.id, "id is not canonical"))
    return result


def _expected_sequence(kind: str, count: int, first: str = "a") -> list[str]:
    if kind == "letter":
        return [chr(ord(first) + i) for i in range(count)]
    if kind == "number":
        return [str(i + 1) for i in range(count)]
    return list(_ROMANS[:count])


def _sequence_findings(section: Section) -> list[Finding]:
    findings: list[Finding] = []
    letters = [
        c.id[len(section.id) + 1 : -1]
        for c in section.clauses
        if c.depth == 1 and c.id != section.id
    ]
    absent = {a.letter for a in section.absent}
    if letters:
        present = sorted(set(letters) | absent)
        expected = _expected_sequence("letter", len(present))
        if present != expected or len(letters) != len(set(letters)):
            missing = sorted(set(expected) - set(present))
            findings.append(
                Finding(
                    section.edition, section.id, f"subsection letters break off: missing {missing}"
                )
            )
    by_id = {c.id: c for c in section.clauses}
    for clause in section.clauses:
        children = [by_id[child] for child in clause.children]
        if not children:
            continue
        labels = [c.label.strip("().") for c in children]
        kind = "number" if labels[0].isdigit() else "roman"
        if labels != _expected_sequence(kind, len(labels)):
            findings.append(
                Finding(section.edition, clause.id, f"paragraph labels out of sequence: {labels}")
            )
    return findings


def check_sequences(editions: dict[str, Edition]) -> CheckResult:
    result = CheckResult(
        "subsection sequence",
        "no letter or paragraph number is skipped unless the section marks it absent",
    )
    for edition in editions.values():
        for section in edition.sections:
            result.checked += 1
            result.findings.extend(_sequence_findings(section))
    return result


def check_hashes(editions: dict[str, Edition]) -> CheckResult:
    result = CheckResult("hashes", "each recorded sha256 is that of the whitespace-normalised text")
    for edition in editions.values():
        for clause in edition.clauses.values():
            result.checked += 1
            if text_sha256(clause.text) != clause.sha256:
                result.findings.append(
                    Finding(edition.name, clause.id, "recorded sha256 does not match its text")
                )
    return result


def check_carry_over(editions: dict[str, Edition]) -> CheckResult:
    result = CheckResult(
        "carry-over", "a clause carried over has the same text as in the edition it came from"
    )
    for edition in editions.values():
        for clause in edition.clauses.values():
            if clause.carried_over_from is None:
                continue
            result.checked += 1
            origin = editions.get(clause.carried_over_from)
            parsed = parse_clause_id(clause.id)
            if origin is None or parsed is None:
                result.findings.append(Finding(edition.name, clause.id, "origin edition unknown"))
                continue
            alias = parsed.alias()
            original = origin.clauses.get(clause.id) or (
                origin.clauses.get(str(alias)) if alias else None
            )
            if original is None:
                result.findings.append(
                    Finding(edition.name, clause.id, f"not found in {origin.name}")
                )
            elif original.text != clause.text or original.provenance != clause.provenance:
                result.findings.append(
                    Finding(edition.name, clause.id, f"differs from {origin.name} {original.id}")
                )
    return result


def _corrected_lines(
    source: str, errata: tuple[Erratum, ...], folder: Path
) -> tuple[list[str], list[Finding]]:
    lines = read_source_lines(source, folder)
    findings: list[Finding] = []
    for erratum in errata:
        if erratum.source != source:
            continue
        text = lines[erratum.line - 1]
        if erratum.as_printed not in text:
            findings.append(
                Finding(
                    "errata",
                    f"{source}:{erratum.line}",
                    f"{erratum.as_printed!r} is not on that line",
                )
            )
            continue
        lines[erratum.line - 1] = text.replace(erratum.as_printed, erratum.as_corrected)
    return lines, findings


def check_errata(errata: tuple[Erratum, ...], folder: Path) -> CheckResult:
    result = CheckResult("errata", "every erratum's printed text stands on the line it names")
    for source in sorted({e.source for e in errata}):
        _, findings = _corrected_lines(source, errata, folder)
        result.checked += sum(1 for e in errata if e.source == source)
        result.findings.extend(findings)
    return result


def _last_line(section: Section, clause: Clause) -> int:
    by_id = {c.id: c for c in section.clauses}
    last = clause.provenance.last_line
    stack = list(clause.children)
    while stack:
        child = by_id[stack.pop()]
        last = max(last, child.provenance.last_line)
        stack.extend(child.children)
    return last


def check_provenance(
    editions: dict[str, Edition], errata: tuple[Erratum, ...], folder: Path
) -> CheckResult:
    result = CheckResult(
        "provenance",
        "every text, with its paragraph labels, stands in the source lines it names once page "
        "furniture is dropped and the errata applied (a notice's lines read in force)",
    )
    corrected: dict[str, list[str]] = {}
    for edition in editions.values():
        for section in edition.sections:
            for clause in section.clauses:
                result.checked += 1
                source = clause.provenance.source
                if source not in corrected:
                    corrected[source] = _corrected_lines(source, errata, folder)[0]
                lines = corrected[source]
                span = _body_without_furniture(
                    lines,
                    section,
                    clause.provenance.first_line,
                    _last_line(section, clause),
                    in_force=clause.amended_by is not None,
                )
                if comparable(clause.text) not in span:
                    result.findings.append(
                        Finding(edition.name, clause.id, f"text not found in {clause.provenance}")
                    )
            heading_source = section.provenance.source
            if heading_source not in corrected:
                corrected[heading_source] = _corrected_lines(heading_source, errata, folder)[0]
            heading_line = corrected[heading_source][section.provenance.first_line - 1]
            if comparable(section.heading) not in comparable(heading_line):
                result.findings.append(
                    Finding(edition.name, section.id, f"heading not found in {section.provenance}")
                )
    return result


def _body_without_furniture(
    lines: list[str], section: Section, first: int, last: int, *, in_force: bool = False
) -> str:
    """Source lines `first` to `last` without the section's furniture, comparable with a text;
    `in_force` reads a notice's lines in its notation ([deleted] removed, ** marks dropped)."""
    whole = {f.line for f in section.furniture if not f.part_of_line}
    kept: list[str] = []
    for number in range(first, last + 1):
        if number in whole:
            continue
        text = lines[number - 1]
        for fragment in (f for f in section.furniture if f.part_of_line and f.line == number):
            text = text.replace(fragment.text, "")
        kept.append(text)
    joined = " ".join(kept)
    return comparable(amended_reading(joined) if in_force else joined)


def _first_difference(expected: str, actual: str) -> str:
    index = next(
        (i for i, (a, b) in enumerate(zip(expected, actual, strict=False)) if a != b),
        min(len(expected), len(actual)),
    )
    return f"source has {expected[index : index + 40]!r}, corpus has {actual[index : index + 40]!r}"


def check_completeness(
    editions: dict[str, Edition], errata: tuple[Erratum, ...], folder: Path
) -> CheckResult:
    result = CheckResult(
        "completeness",
        "every line of a section's body is in one of its clauses: nothing is dropped or added",
    )
    corrected: dict[str, list[str]] = {}
    for edition in editions.values():
        for section in edition.sections:
            groups: list[list[Clause]] = []
            for clause in section.subsections:
                if groups and groups[-1][-1].provenance.source == clause.provenance.source:
                    groups[-1].append(clause)
                else:
                    groups.append([clause])
            for group in groups:
                head = group[0]
                if head.provenance == section.provenance:
                    continue  # a reserved section: its only text is its heading
                result.checked += 1
                source = head.provenance.source
                if source not in corrected:
                    corrected[source] = _corrected_lines(source, errata, folder)[0]
                expected = _body_without_furniture(
                    corrected[source],
                    section,
                    head.provenance.first_line,
                    max(_last_line(section, c) for c in group),
                    in_force=head.amended_by is not None,
                )
                actual = comparable("".join(f"{c.label} {c.text}" for c in group))
                if expected != actual:
                    result.findings.append(
                        Finding(edition.name, head.id, _first_difference(expected, actual))
                    )
    return result


def check_verbatim(
    editions: dict[str, Edition], errata: tuple[Erratum, ...], folder: Path
) -> CheckResult:
    """Every text keeps its source's spacing (`regulations.verbatim`, issue 29)."""
    result = CheckResult(
        "spacing",
        "every text keeps the spacing its source prints (word by word, errata applied): "
        "verbatim, not only whitespace-blind",
    )
    result.checked, found = check_spacing(editions, errata, folder)
    result.findings += [Finding(edition, clause, message) for edition, clause, message in found]
    return result


def run_integrity_checks(folder: Path | None = None) -> list[CheckResult]:
    """Run every check; the source-dependent ones are skipped, with the reason, without sources."""
    editions = load_editions()
    errata = load_errata()
    folder = folder or sources_dir()
    results = [
        check_unique_ids(editions),
        check_sequences(editions),
        check_hashes(editions),
        check_carry_over(editions),
    ]
    source_checks: list[tuple[str, str, Callable[[], CheckResult]]] = [
        ("errata", "every erratum applies", lambda: check_errata(errata, folder)),
        (
            "provenance",
            "texts stand in their sources",
            lambda: check_provenance(editions, errata, folder),
        ),
        (
            "completeness",
            "nothing in a section's body is dropped",
            lambda: check_completeness(editions, errata, folder),
        ),
        (
            "spacing",
            "texts keep their sources' spacing",
            lambda: check_verbatim(editions, errata, folder),
        ),
    ]
    for name, description, run in source_checks:
        if not folder.is_dir():
            results.append(CheckResult(name, description, skipped=f"sources not found at {folder}"))
        else:
            results.append(run())
    return results
