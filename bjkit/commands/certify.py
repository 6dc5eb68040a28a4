"""`bjkit certify`: the certification the kit can run today, starting with the corpus it quotes.

It checks the integrity of the regulation corpus (ids, sequences, hashes, carry-overs, errata and
the provenance of every text), prints a readable summary and writes it to the output folder.
"""

from __future__ import annotations

import argparse
import json
from datetime import UTC, datetime
from pathlib import Path

from bjkit import __version__
from bjkit.commands.editions import edition_summary
from regulations import load_corpus
from regulations.integrity import CheckResult, run_integrity_checks
from regulations.sources import sources_dir

__all__ = ["register"]


def _check_line(result: CheckResult) -> str:
    if result.skipped:
        return f"  SKIPPED  {result.name}: {result.skipped}"
    verdict = "PASS" if result.passed else "FAIL"
    line = f"  {verdict:7}  {result.name}: {result.checked} checked - {result.description}"
    for finding in result.findings[:20]:
        line += f"\n             {finding}"
    if len(result.findings) > 20:
        line += f"\n             ... and {len(result.findings) - 20} more"
    return line


def _run(args: argparse.Namespace) -> int:
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    corpus = load_corpus()
    results = run_integrity_checks(Path(args.sources) if args.sources else None)
    lines = [f"bjkit {__version__} certification: regulation corpus integrity", ""]
    for edition in corpus.editions.values():
        summary = edition_summary(edition)
        lines.append(
            f"  {summary['name']:8} {summary['sections']:3} sections  {summary['clauses']:4} "
            f"clauses  {summary['incomplete_clauses']:2} incomplete  "
            f"{summary['carried_over_clauses']:3} carried over"
        )
    lines.append("")
    lines.extend(_check_line(result) for result in results)
    failed = [r for r in results if r.findings]
    skipped = [r for r in results if r.skipped]
    verdict = "FAIL" if failed else "PASS (with checks skipped)" if skipped else "PASS"
    lines += ["", f"verdict: {verdict}"]
    report = {
        "kit_version": __version__,
        "generated": datetime.now(UTC).isoformat(timespec="seconds"),
        "sources": str(Path(args.sources) if args.sources else sources_dir()),
        "editions": [edition_summary(e) for e in corpus.editions.values()],
        "checks": [
            {
                "name": r.name,
                "description": r.description,
                "checked": r.checked,
                "passed": r.passed,
                "skipped": r.skipped,
                "findings": [str(f) for f in r.findings],
            }
            for r in results
        ],
        "verdict": verdict,
    }
    (out / "corpus-integrity.json").write_text(
        json.dumps(report, indent=2) + "\n", encoding="utf-8"
    )
    (out / "corpus-integrity.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))
    print(f"\nreport written to {out / 'corpus-integrity.txt'} and corpus-integrity.json")
    return 1 if failed else 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "certify",
        help="run a certification and write its report",
        description="Run the certification the kit can do and write its report. Today it checks "
        "the regulation corpus that every verdict will quote.",
    )
    parser.add_argument("--out", default="out/certify", help="report folder (default out/certify)")
    parser.add_argument(
        "--sources",
        help="folder of the regulation source texts (default ../shared/regulation-sources or "
        "$BJKIT_SOURCES)",
    )
    parser.set_defaults(handler=_run)
