"""`bjkit lint EDITION [--json]`: what the text of an edition gets wrong.

Issue 17, item 5 (`regulations.text_lint`): cross-references to sections the edition lacks
(listed as external, with the clauses that cite them), exclusion lists that name their own
section, pairs of offerings excluded by one clause and not by the other's, N/A pay-table cells
that contradict the clause saying the wager wins, pay tables that differ between editions, and
numbering gaps. Each finding cites the clause and quotes its words.

Exit status: 0 when every finding is informational (external references, absent subsections), 1
when there is any other finding, 2 on bad input (an edition the corpus does not hold).
"""

from __future__ import annotations

import argparse
import json
import textwrap
from collections.abc import Sequence

from regulations import load_corpus
from regulations.text_lint import LintFinding, LintKind, lint_edition

__all__ = ["lint_status", "register"]


def lint_status(findings: Sequence[LintFinding]) -> int:
    """0 when every finding is informational, else 1."""
    return 0 if all(finding.informational for finding in findings) else 1


def _wrap(text: str, indent: str) -> list[str]:
    return textwrap.wrap(text, 100, initial_indent=indent, subsequent_indent=indent + "  ")


def _kinds(findings: Sequence[LintFinding]) -> list[LintKind]:
    present = [kind for kind in LintKind if any(f.kind is kind for f in findings)]
    return sorted(present, key=lambda kind: kind in {f.kind for f in findings if f.informational})


def _lines(findings: Sequence[LintFinding], edition: str) -> list[str]:
    informational = sum(1 for f in findings if f.informational)
    lines = [f"{edition}: {len(findings) - informational} findings, {informational} informational"]
    for kind in _kinds(findings):
        group = [f for f in findings if f.kind is kind]
        note = " (informational)" if group[0].informational else ""
        lines.extend(("", f"{kind.value}{note}: {len(group)}"))
        if kind is LintKind.EXTERNAL_REFERENCE:
            subjects = dict.fromkeys(f.subject for f in group)
            for subject in subjects:
                cited = [f for f in group if f.subject == subject]
                reason = cited[0].message.split(", which ", 1)[-1]
                lines.append(f"  {subject}: {reason}; cited by")
                for finding in cited:
                    lines.extend(_wrap(f'{finding.clause} "{finding.quote}"', "    "))
            continue
        for finding in group:
            lines.extend(_wrap(f'{finding.clause}: "{finding.quote}"', "  "))
            lines.extend(_wrap(finding.message, "    "))
            for quote in finding.related:
                where = f" ({quote.edition})" if quote.edition else ""
                lines.extend(_wrap(f'{quote.clause}{where}: "{quote.words}"', "    "))
    return lines


def _run(args: argparse.Namespace) -> int:
    corpus = load_corpus()
    edition = corpus.edition(args.edition)
    findings = lint_edition(edition, corpus)
    status = lint_status(findings)
    if args.json:
        counts = {kind.value: sum(1 for f in findings if f.kind is kind) for kind in LintKind}
        record = {
            "edition": edition.name,
            "status": status,
            "counts": {kind: count for kind, count in counts.items() if count},
            "findings": [finding.record() for finding in findings],
        }
        print(json.dumps(record, indent=2, ensure_ascii=False))
    else:
        print("\n".join(_lines(findings, edition.name)))
    return status


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "lint",
        help="what the text of an edition gets wrong, each finding quoting the clause",
        description="Lint the regulation text of an edition: external cross-references, "
        "exclusion lists naming their own section, asymmetric exclusions, N/A pay-table cells "
        "contradicting the clause that says the wager wins, pay tables differing between "
        "editions, numbering gaps. Exit 0 when only informational findings remain (external "
        "references, absent subsections), 1 otherwise, 2 on bad input.",
    )
    parser.add_argument("edition", metavar="EDITION", help="the edition to lint")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(handler=_run)
