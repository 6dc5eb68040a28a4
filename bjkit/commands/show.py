"""`bjkit show ID [--edition E] [--json]`: the verbatim text, status and provenance of a clause,
or of a whole section, every subsection and paragraph of it in order."""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import Any

from regulations import Clause, Section, load_corpus
from regulations.model import AbsentSubsection

__all__ = ["clause_record", "register", "section_record"]

# How far each level below a subsection is indented in the text of a whole section.
_INDENT = "    "


def clause_record(clause: Clause, heading: str) -> dict[str, Any]:
    return {
        "id": clause.id,
        "aliases": list(clause.aliases),
        "edition": clause.edition,
        "section": clause.section,
        "heading": heading,
        "kind": clause.kind.value,
        "status": clause.status.value,
        "status_note": clause.status_note,
        "carried_over_from": clause.carried_over_from,
        "amended_by": clause.amended_by,
        "provenance": {
            "source": clause.provenance.source,
            "first_line": clause.provenance.first_line,
            "last_line": clause.provenance.last_line,
        },
        "sha256": clause.sha256,
        "paragraphs": list(clause.children),
        "text": clause.text,
    }


def section_record(section: Section) -> dict[str, Any]:
    """A section with subsections as JSON: its own facts and, in `clauses`, the record of every
    subsection and paragraph in the corpus's order (each as `bjkit show` gives it alone)."""
    return {
        "id": section.id,
        "aliases": list(section.aliases),
        "edition": section.edition,
        "section": section.id,
        "heading": section.heading,
        "kind": "section",
        "game": section.game,
        "carried_over_from": section.carried_over_from,
        "provenance": {
            "source": section.provenance.source,
            "first_line": section.provenance.first_line,
            "last_line": section.provenance.last_line,
        },
        "notes": list(section.notes),
        "absent": [{"letter": a.letter, "reason": a.reason} for a in section.absent],
        "subsections": [clause.id for clause in section.subsections],
        "clauses": [clause_record(clause, section.heading) for clause in section.clauses],
    }


def _clause_lines(clause: Clause) -> list[str]:
    """One clause of a section as printed: its label and own words, indented by its depth (the
    paragraphs under it are clauses of their own and follow it); tables keep their rows."""
    indent = _INDENT * (clause.depth - 1)
    first, *rest = clause.own_text.splitlines() or [""]
    label = f"{clause.label} " if clause.label else ""
    lines = [f"{indent}{label}{first}"]
    lines += [f"{indent}{' ' * len(label)}{line}" for line in rest]
    marks = []
    if not clause.complete:
        marks.append(f"incomplete: {clause.status_note}" if clause.status_note else "incomplete")
    if clause.amended_by:
        marks.append(f"text of the register notice: {clause.amended_by}")
    lines += [f"{indent}{' ' * len(label)}[{mark}]" for mark in marks]
    return lines


def _absent_lines(absent: Sequence[AbsentSubsection]) -> list[str]:
    """The subsections the sources lack, a run of letters with one reason on one line."""
    runs: list[tuple[list[str], str]] = []
    for item in absent:
        if runs and runs[-1][1] == item.reason:
            runs[-1][0].append(item.letter)
        else:
            runs.append(([item.letter], item.reason))
    lines = []
    for letters, reason in runs:
        span = f"({letters[0]})" if len(letters) == 1 else f"({letters[0]}) to ({letters[-1]})"
        lines.append(f"not in the sources: {span}: {reason}")
    return lines


def _print_section(section: Section) -> None:
    print(f"{section.id}  {section.heading}  [{section.edition}]")
    if section.aliases:
        print(f"also cited as: {', '.join(section.aliases)}")
    if section.carried_over_from:
        print(f"carried over from: {section.carried_over_from}")
    print(f"source: {section.provenance}")
    incomplete = [clause.id for clause in section.clauses if not clause.complete]
    if incomplete:
        print(f"incomplete: {', '.join(incomplete)}")
    for line in _absent_lines(section.absent):
        print(line)
    for note in section.notes:
        print(f"note: {note}")
    for clause in section.clauses:
        # A blank line before each subsection, as the sources set them apart.
        if clause.depth == 1:
            print()
        for line in _clause_lines(clause):
            print(line)


def _print_clause(clause: Clause, heading: str) -> None:
    print(f"{clause.id}  {heading}  [{clause.edition}]")
    if clause.aliases:
        print(f"also cited as: {', '.join(clause.aliases)}")
    status = clause.status.value
    if clause.status_note:
        status += f" - {clause.status_note}"
    print(f"status: {status}")
    if clause.carried_over_from:
        print(f"carried over from: {clause.carried_over_from}")
    if clause.amended_by:
        print(f"text of the register notice: {clause.amended_by}")
    print(f"source: {clause.provenance}")
    print(f"sha256: {clause.sha256}")
    print()
    label = f"{clause.label} " if clause.label else ""
    print(label + clause.text)


def _run(args: argparse.Namespace) -> int:
    corpus = load_corpus()
    found = corpus.entry(args.clause, edition=args.edition)
    if isinstance(found, Section):
        if args.json:
            print(json.dumps(section_record(found), indent=2, ensure_ascii=False))
        else:
            _print_section(found)
        return 0
    edition = corpus.edition(found.edition)
    heading = next(s.heading for s in edition.sections if s.id == found.section)
    if args.json:
        print(json.dumps(clause_record(found, heading), indent=2, ensure_ascii=False))
    else:
        _print_clause(found, heading)
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "show",
        help="print a clause's or a section's verbatim text, status and provenance",
        description="Print the verbatim text, status and provenance of a clause, or of a whole "
        "section with every subsection and paragraph in order. The id may be a section, "
        "subsection or paragraph (19:47-2.7, 19:47-2.7(a), 13:69F-2.17(e)2ii), with or without "
        "its chapter (2.7(a) reads it in the edition's); 19:47 and 13:69F spellings of the same "
        "section are aliases. With --json a section is an object whose `clauses` lists the "
        "record of each of its clauses.",
    )
    parser.add_argument("clause", help="clause or section id, e.g. 19:47-2.7(a) or 2.7")
    parser.add_argument(
        "--edition", help="edition to read the clause from (default: nj-2024, else the latest)"
    )
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(handler=_run)
