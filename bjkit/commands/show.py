"""`bjkit show CLAUSE [--edition E] [--json]`: a clause's verbatim text, status and provenance."""

from __future__ import annotations

import argparse
import json
from typing import Any

from regulations import Clause, load_corpus

__all__ = ["clause_record", "register"]


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


def _run(args: argparse.Namespace) -> int:
    corpus = load_corpus()
    clause = corpus.clause(args.clause, edition=args.edition)
    edition = corpus.edition(clause.edition)
    heading = next(s.heading for s in edition.sections if s.id == clause.section)
    if args.json:
        print(json.dumps(clause_record(clause, heading), indent=2, ensure_ascii=False))
        return 0
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
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "show",
        help="print a clause's verbatim text, status and provenance",
        description="Print a clause's verbatim text, status and provenance. The id may be a "
        "section, subsection or paragraph (19:47-2.7, 19:47-2.7(a), 13:69F-2.17(e)2ii); "
        "19:47 and 13:69F spellings of the same section are aliases.",
    )
    parser.add_argument("clause", help="clause id, e.g. 19:47-2.7(a)")
    parser.add_argument(
        "--edition", help="edition to read the clause from (default: nj-2024, else the latest)"
    )
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(handler=_run)
