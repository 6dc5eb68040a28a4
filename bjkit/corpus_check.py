"""The regulation corpus's integrity, checked at the start of every certification run.

Every verdict quotes the corpus, so a run first checks it (ids, subsection sequences, hashes,
carry-overs between editions, errata, the provenance of every text in its source) and writes
corpus-integrity.txt and .json to the run folder.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

from bjkit import __version__
from bjkit.commands.editions import edition_summary
from regulations import load_corpus
from regulations.integrity import CheckResult, run_integrity_checks
from regulations.sources import sources_dir

__all__ = ["write_corpus_integrity"]


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


def write_corpus_integrity(out: Path, sources: Path | None = None) -> str | None:
    """Check the corpus, write the two files to `out`, and return what failed (None if nothing
    did; checks skipped for want of the source texts are said in the files)."""
    corpus = load_corpus()
    results = run_integrity_checks(sources)
    lines = [f"bjkit {__version__}: regulation corpus integrity", ""]
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
        "sources": str(sources if sources else sources_dir()),
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
    out.mkdir(parents=True, exist_ok=True)
    (out / "corpus-integrity.json").write_text(
        json.dumps(report, indent=2) + "\n", encoding="utf-8"
    )
    (out / "corpus-integrity.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    if failed:
        return "the regulation corpus fails its integrity checks: " + ", ".join(
            r.name for r in failed
        )
    return None
