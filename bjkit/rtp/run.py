"""A return verification run: the plans of the wagers asked, their shards, the records written
as they arrive to `results.jsonl`, and the verdicts written to `rtp.json`."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any

from bjkit.rtp.detection import LineDetection, line_detections, missed_at
from bjkit.rtp.plan import SHARD_ROUNDS, WagerPlan
from bjkit.rtp.runner import INTERRUPTED, run_jobs
from bjkit.rtp.shard import ShardJob
from bjkit.rtp.verdicts import WagerVerdict, judge
from reference_impl.wager_model import declarations
from regulations import load_corpus

__all__ = ["RtpRun", "pay_clauses", "shard_jobs"]

RESULTS = "results.jsonl"
SUMMARY = "rtp.json"


def shard_jobs(
    plans: list[WagerPlan], *, adapter: str, timeout: float, seed: int, rounds: int
) -> list[ShardJob]:
    jobs: list[ShardJob] = []
    for plan in plans:
        for shard, start in enumerate(range(0, rounds, SHARD_ROUNDS)):
            size = min(SHARD_ROUNDS, rounds - start)
            jobs.append(ShardJob(adapter, timeout, plan, seed, shard, size))
    return jobs


def pay_clauses(plan: WagerPlan) -> list[str]:
    """The paths of the clauses that fix what the wager pays, which a wrong return fails: its
    own (`SideWagerKind.pay_clause`), then those of what is paid with it (the Free Bonus's)."""
    offerings, kinds = declarations()
    paid = [kind for name in plan.paid_with for kind in offerings[name].kinds]
    return [
        path
        for path in (kinds[plan.wager].pay_clause, *(kinds[kind].pay_clause for kind in paid))
        if path
    ]


def cited(plan: WagerPlan) -> str:
    """The pay-table clauses in the edition's own numbering ("13:69F-" and the paths)."""
    path = ", ".join(pay_clauses(plan))
    return f"{load_corpus().edition(plan.rules.edition).chapter}-{path}"


@dataclass
class RtpRun:
    out: Path
    adapter: str
    seed: int
    rounds: int
    workers: int
    cluster: str | None
    plans: list[WagerPlan]
    timeout: float = 10.0
    cluster_timeout: float = 30.0
    interrupted: bool = False
    started: float = field(default_factory=time.monotonic)

    def _append(self, event: dict[str, Any]) -> None:
        with (self.out / RESULTS).open("a", encoding="utf-8") as log:
            log.write(json.dumps(event) + "\n")

    def play(self, progress: Any = None) -> list[WagerVerdict]:
        self.out.mkdir(parents=True, exist_ok=True)
        (self.out / RESULTS).unlink(missing_ok=True)
        self._append(
            {
                "event": "rtp",
                "adapter": self.adapter,
                "seed": self.seed,
                "rounds": self.rounds,
                "shard_rounds": SHARD_ROUNDS,
                "workers": self.workers,
                "cluster": self.cluster,
                "wagers": [
                    {
                        "wager": plan.wager,
                        "edition": plan.rules.edition,
                        "decks": plan.rules.decks,
                        "pay_table": plan.sheet.pay_table,
                        "stake": f"{plan.stake:.2f}",
                    }
                    for plan in self.plans
                ],
            }
        )
        jobs = shard_jobs(
            self.plans,
            adapter=self.adapter,
            timeout=self.timeout,
            seed=self.seed,
            rounds=self.rounds,
        )
        done = 0

        def arrived(record: dict[str, Any]) -> None:
            nonlocal done
            done += 1
            self._append(record)
            if progress is not None:
                progress(done, len(jobs), record)

        records = run_jobs(
            jobs,
            workers=self.workers,
            cluster=self.cluster,
            on_record=arrived,
            connect_timeout=self.cluster_timeout,
        )
        self.interrupted = INTERRUPTED in records
        records = [record for record in records if record is not INTERRUPTED]
        verdicts = [self._verdict(plan, records) for plan in self.plans]
        self._write_summary(verdicts, records)
        return verdicts

    def first_failing_round(self, wager: str) -> dict[str, Any] | None:
        """The first round of `wager` the game settled otherwise, as `rtp.json` keeps it."""
        summary = json.loads((self.out / SUMMARY).read_text(encoding="utf-8"))
        for item in summary["wagers"]:
            if item["wager"] == wager and item["failing_rounds"]:
                return dict(item["failing_rounds"][0])
        return None

    def _verdict(self, plan: WagerPlan, records: list[dict[str, Any]]) -> WagerVerdict:
        mine = [record for record in records if record["wager"] == plan.wager]
        return judge(
            plan.sheet,
            cited(plan),
            rounds=sum(record["played"] for record in mine),
            net=sum((Decimal(record["net"]) for record in mine), Decimal(0)),
            stake=plan.stake,
            mismatches=sum(record["mismatches"] for record in mine),
            errors=sum(1 for record in mine if record["error"]),
            unfinished=self.interrupted,
        )

    def _write_summary(self, verdicts: list[WagerVerdict], records: list[dict[str, Any]]) -> None:
        summary = {
            "adapter": self.adapter,
            "seed": self.seed,
            "rounds": self.rounds,
            "workers": self.workers,
            "cluster": self.cluster,
            "seconds": round(time.monotonic() - self.started, 1),
            "complete": not self.interrupted,
            "wagers": [
                {
                    **verdict.record(),
                    "par_sheet": plan.sheet.to_json(),
                    "detection": [_detection(item) for item in line_detections(plan.sheet)],
                    # The lines a wrong pay of which the interval at the rounds played is too
                    # wide to catch (`bjkit rtp` warns of them), with the rounds they need.
                    "interval_too_wide_for": [
                        _detection(item) for item in missed_at(plan.sheet, verdict.rounds)
                    ],
                    "results": _results(plan, records),
                    "failing_rounds": _examples(plan, records),
                    "shard_errors": [
                        {"shard": record["shard"], "error": record["error"]}
                        for record in records
                        if record["wager"] == plan.wager and record["error"]
                    ],
                }
                for plan, verdict in zip(self.plans, verdicts, strict=True)
            ],
        }
        (self.out / SUMMARY).write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
        self._append(
            {"event": "finished", "seconds": summary["seconds"], "complete": not self.interrupted}
        )


def _detection(item: LineDetection) -> dict[str, Any]:
    return {
        "outcome": item.outcome,
        "probability": str(item.probability),
        "rounds_to_detect_one_unit_less": item.test_rounds,
        "rounds_to_see_once": item.seen_rounds,
    }


def _results(plan: WagerPlan, records: list[dict[str, Any]]) -> dict[str, int]:
    total: dict[str, int] = {}
    for record in records:
        if record["wager"] == plan.wager:
            for result, count in record["results"].items():
                total[result] = total.get(result, 0) + count
    return dict(sorted(total.items()))


def _examples(plan: WagerPlan, records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [
        {"shard": record["shard"], "seed": record["seed"], **example}
        for record in records
        if record["wager"] == plan.wager
        for example in record["examples"]
    ][:5]
