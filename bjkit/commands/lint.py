"""`bjkit lint EDITION [--json] [--acknowledged FILE]`: what the text of an edition gets wrong,
as a gate a CI job runs.

Issue 17, item 5 and issue 29, deliver 5 (`regulations.text_lint`): cross-references to sections
the edition lacks (listed as external, with the clauses that cite them), exclusion lists that name
their own section, pairs of offerings excluded by one clause and not by the other's, N/A pay-table
cells that contradict the clause saying the wager wins, pay tables that differ between editions,
numbering gaps, an amount or odds an amendment changes in one clause that another still states,
and (`bjkit.lint_returns`, from the par sheets) a pay table the text permits that returns more
than 100 % at a deck count the text allows. Each finding cites the clause and quotes its words.

A finding a person has read and accepted is listed, with who accepted it and why, in
`regulations/lint-acknowledged.toml` and in each `--acknowledged FILE`
(`regulations.lint_acknowledged`); it is shown as acknowledged and does not fail the gate.

Exit status: 0 when every finding is informational (external references, absent subsections) or
acknowledged, 1 when there is any other finding (a new one), 2 on bad input (an edition the
corpus does not hold, an acknowledgements file that cannot be read or has an entry without its
clause, finding, acceptor or reason).
"""

from __future__ import annotations

import argparse
import json
import textwrap
from collections.abc import Sequence
from pathlib import Path

from bjkit.lint_returns import return_findings
from regulations import load_corpus
from regulations.lint_acknowledged import (
    ACKNOWLEDGED_FILE,
    Acknowledgement,
    acknowledgement_of,
    lineage,
    load_acknowledgements,
)
from regulations.text_lint import LintFinding, LintKind, lint_edition

__all__ = ["lint_status", "register"]


def lint_status(
    findings: Sequence[LintFinding], acknowledged: Sequence[Acknowledgement | None] = ()
) -> int:
    """0 when every finding is informational or acknowledged (`acknowledged[i]` is the entry that
    accepts `findings[i]`, None where none does), else 1."""
    accepted = list(acknowledged) + [None] * (len(findings) - len(acknowledged))
    return (
        0
        if all(f.informational or a is not None for f, a in zip(findings, accepted, strict=True))
        else 1
    )


def _wrap(text: str, indent: str) -> list[str]:
    return textwrap.wrap(text, 100, initial_indent=indent, subsequent_indent=indent + "  ")


def _kinds(findings: Sequence[LintFinding]) -> list[LintKind]:
    present = [kind for kind in LintKind if any(f.kind is kind for f in findings)]
    return sorted(present, key=lambda kind: kind in {f.kind for f in findings if f.informational})


def _acknowledged_lines(
    accepted: Sequence[tuple[LintFinding, Acknowledgement]], unused: Sequence[Acknowledgement]
) -> list[str]:
    lines: list[str] = []
    if accepted:
        lines.extend(("", f"acknowledged (accepted, not failing the gate): {len(accepted)}"))
        for finding, entry in accepted:
            lines.extend(_wrap(f'{finding.clause} {finding.kind.value}: "{finding.quote}"', "  "))
            lines.extend(_wrap(f"accepted by {entry.accepted_by}: {entry.reason}", "    "))
    if unused:
        lines.extend(("", f"acknowledgements that match no finding now: {len(unused)}"))
        for entry in unused:
            lines.extend(
                _wrap(f'{entry.where()}: {entry.clause} {entry.kind.value} "{entry.quote}"', "  ")
            )
    return lines


def _lines(findings: Sequence[LintFinding], edition: str, accepted: int) -> list[str]:
    informational = sum(1 for f in findings if f.informational)
    lines = [
        f"{edition}: {len(findings) - informational} findings, {informational} informational"
        + (f", {accepted} acknowledged" if accepted else "")
    ]
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
    entries = load_acknowledgements(
        [ACKNOWLEDGED_FILE, *(Path(path) for path in args.acknowledged)]
    )
    every = [*lint_edition(edition, corpus), *return_findings(edition)]
    order = list(LintKind)
    every.sort(key=lambda finding: order.index(finding.kind))
    editions = lineage(edition.name, corpus)
    verdicts = [
        None if finding.informational else acknowledgement_of(finding, editions, entries)
        for finding in every
    ]
    status = lint_status(every, verdicts)
    new = [f for f, entry in zip(every, verdicts, strict=True) if entry is None]
    accepted = [(f, e) for f, e in zip(every, verdicts, strict=True) if e is not None]
    used = {id(entry) for _, entry in accepted}
    unused = [e for e in entries if edition.name in e.editions and id(e) not in used]
    if args.json:
        counts = {kind.value: sum(1 for f in every if f.kind is kind) for kind in LintKind}
        record = {
            "edition": edition.name,
            "status": status,
            "counts": {kind: count for kind, count in counts.items() if count},
            "acknowledged": len(accepted),
            "findings": [
                {
                    **finding.record(),
                    "acknowledged": None
                    if entry is None
                    else {
                        "accepted_by": entry.accepted_by,
                        "reason": entry.reason,
                        "file": str(entry.file),
                        "entry": entry.index,
                    },
                }
                for finding, entry in zip(every, verdicts, strict=True)
            ],
            "unused_acknowledgements": [
                {"file": str(e.file), "entry": e.index, "clause": e.clause, "kind": e.kind.value}
                for e in unused
            ],
        }
        print(json.dumps(record, indent=2, ensure_ascii=False))
    else:
        lines = _lines(new, edition.name, len(accepted))
        print("\n".join([*lines, *_acknowledged_lines(accepted, unused)]))
    return status


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "lint",
        help="what the text of an edition gets wrong, each finding quoting the clause",
        description="Lint the regulation text of an edition: external cross-references, "
        "exclusion lists naming their own section, asymmetric exclusions, N/A pay-table cells "
        "contradicting the clause that says the wager wins, pay tables differing between "
        "editions, numbering gaps, an amount or odds an amendment changes in one clause and "
        "another still states, a permitted pay table returning more than 100 %% at a deck "
        "count the text allows (from the par sheets). Findings listed as accepted in "
        "regulations/lint-acknowledged.toml or an --acknowledged file are shown as "
        "acknowledged. Exit 0 when every finding is informational (external references, "
        "absent subsections) or acknowledged, 1 on any other (new) finding, 2 on bad input "
        "(an unknown edition, an acknowledgements file that cannot be read or is incomplete).",
    )
    parser.add_argument("edition", metavar="EDITION", help="the edition to lint")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument(
        "--acknowledged",
        action="append",
        default=[],
        metavar="FILE",
        help="a file of findings your lab or office has accepted, in the form of "
        "regulations/lint-acknowledged.toml (repeatable; the kit's own list is always read)",
    )
    parser.set_defaults(handler=_run)
