"""`bjkit certify --recertify-from RUN_DIR`: a partial re-certification against an earlier run.

When a register notice amends clauses, the verdicts an earlier run gave on them no longer hold
for the new edition (`bjkit.impact.certifications`). A partial re-certification runs the features
of just those clauses against the same game in the new edition, and its report says so: which
earlier run (folder, edition, start, run id), which clauses were run again, and which of the
earlier run's verdicts the new ones replace. The verdicts it does not replace stand as the
earlier run gave them.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bjkit.impact.certifications import RunImpact, read_run, run_impact
from bjkit.impact.engine import under
from regulations import Corpus, load_corpus
from regulations.errors import KitError

__all__ = ["Recertification", "plan_recertification"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Recertification:
    """The clauses to run and the line results.jsonl records about the earlier run."""

    clauses: tuple[str, ...]
    event: dict[str, Any]


def _bare(clause: str) -> str:
    return clause.split("-", 1)[1] if "-" in clause else clause


def plan_recertification(
    folder: Path, edition: str, adapter: str, clauses: list[str], corpus: Corpus | None = None
) -> Recertification:
    """What a re-certification of `folder`'s run in `edition` runs: `clauses` when given, else
    the clauses the impact says to run again. Refused (KitError) when the folder is not a run,
    the run certified another game, or nothing is to be run again."""
    corpus = load_corpus() if corpus is None else corpus
    run = read_run(folder)
    if run.adapter != adapter:
        raise KitError(
            f"--recertify-from {folder}: that run certified --adapter {run.adapter!r}, not "
            f"{adapter!r}; a partial re-certification runs the same game"
        )
    impact: RunImpact = run_impact(run, corpus.edition(edition), corpus)
    wanted = tuple(clauses) or impact.rerun
    if not wanted:
        raise KitError(
            f"--recertify-from {folder}: {edition} invalidates none of that run's verdicts "
            f"({run.edition}); nothing to run again"
        )
    judged = [
        row
        for row in run.results["clauses"]
        if row.get("verdict") != "not covered"
        and any(under(_bare(w), _bare(str(row["id"]))) for w in wanted)
    ]
    replaced = {str(row["id"]) for row in judged}
    event = {
        "event": "recertify",
        "from": run.record(),
        "clauses": list(wanted),
        "replaces": [{"clause": str(r["id"]), "verdict": str(r["verdict"])} for r in judged],
        "still_invalid": [
            {"clause": v.clause, "verdict": v.verdict, "why": v.why}
            for v in impact.invalid
            if v.clause not in replaced
        ],
        "still_valid": len(impact.valid),
    }
    return Recertification(clauses=wanted, event=event)
