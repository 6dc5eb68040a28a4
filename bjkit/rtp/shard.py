"""One shard of a return verification, played where it is sent (a local worker process or a
cluster node): its rounds dealt by the reference engine, played by the game in batches, every
outcome checked against the reference's, and the wager's net tallied from the game's ledger.

A shard opens the game once per process and keeps it for the shards after it: one adapter
process per worker.
"""

from __future__ import annotations

import contextlib
import time
from collections import Counter
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from bjkit.rtp.plan import WagerPlan
from bjkit.rtp.rounds import DealtRound, deal_shard
from vendor_adapters.capabilities import options_on_the_wire
from vendor_adapters.compare import compare_outcomes
from vendor_adapters.errors import AdapterError, AdapterRefusal
from vendor_adapters.protocol import Outcome
from vendor_adapters.session import GameSession
from vendor_adapters.specs import open_adapter

__all__ = ["ShardJob", "run_shard"]

BATCH = 1_000
EXAMPLES_KEPT = 3  # failing rounds kept per shard, each reproducible from its seed
_SESSIONS: dict[tuple[str, float], GameSession] = {}


@dataclass(frozen=True)
class ShardJob:
    adapter: str
    timeout: float
    plan: WagerPlan
    seed: int
    shard: int
    rounds: int


def _session(job: ShardJob) -> GameSession:
    key = (job.adapter, job.timeout)
    session = _SESSIONS.get(key)
    if session is None:
        session = GameSession(open_adapter(job.adapter, timeout=job.timeout))
        session.handshake()
        _SESSIONS[key] = session
    return session


def _drop_session(job: ShardJob) -> None:
    session = _SESSIONS.pop((job.adapter, job.timeout), None)
    if session is not None:
        # The game may already be gone; the shard's error says why.
        with contextlib.suppress(AdapterError, AdapterRefusal, OSError):
            session.close()


class _Tally:
    def __init__(self, job: ShardJob) -> None:
        self.job = job
        self.kinds = {job.plan.wager, *job.plan.paid_with}
        self.played = 0
        self.net = Decimal(0)
        self.net_squares = Decimal(0)
        self.results: Counter[str] = Counter()
        self.mismatches = 0
        self.examples: list[dict[str, Any]] = []

    def add(self, dealt: DealtRound, actual: Outcome | AdapterRefusal) -> None:
        self.played += 1
        if isinstance(actual, AdapterRefusal):
            self._mismatch(dealt, [f"the game refused the round: {actual}"])
            return
        differences = compare_outcomes(dealt.expected, actual)
        if differences:
            self._mismatch(dealt, [str(difference) for difference in differences])
        net = Decimal(0)
        for entry in actual["ledger"]:
            if entry["box"] == 1 and entry["kind"] in self.kinds:
                net += Decimal(entry["net"])
                if entry["kind"] == self.job.plan.wager:
                    odds = f" at {entry['odds']}" if entry["odds"] else ""
                    self.results[f"{entry['result']}{odds}"] += 1
        self.net += net
        self.net_squares += net * net

    def _mismatch(self, dealt: DealtRound, differences: list[str]) -> None:
        self.mismatches += 1
        if len(self.examples) < EXAMPLES_KEPT:
            script = dealt.script
            self.examples.append(
                {
                    "round": dealt.number,
                    "differences": differences,
                    "shoe": list(script.shoe),
                    "wagers": [dict(wager) for wager in script.wagers],
                    "decisions": list(script.decisions),
                }
            )

    def record(self, started: float, error: str | None) -> dict[str, Any]:
        return {
            "event": "shard",
            "wager": self.job.plan.wager,
            "shard": self.job.shard,
            "seed": self.job.seed,
            "rounds": self.job.rounds,
            "played": self.played,
            "net": str(self.net),
            "net_squares": str(self.net_squares),
            "results": dict(sorted(self.results.items())),
            "mismatches": self.mismatches,
            "examples": self.examples,
            "error": error,
            "seconds": round(time.monotonic() - started, 3),
        }


def run_shard(job: ShardJob) -> dict[str, Any]:
    """Play the shard's rounds on the game; a game that fails mid-shard leaves the rounds played
    so far and the error (the next shard opens the game again)."""
    started = time.monotonic()
    tally = _Tally(job)
    dealt = list(deal_shard(job.plan, job.seed, job.shard, job.rounds))
    try:
        session = _session(job)
        table = session.table(job.plan.rules.edition, options_on_the_wire(job.plan.rules))
        outcomes = session.play_many(table, [item.script for item in dealt], batch_size=BATCH)
        for item, actual in zip(dealt, outcomes, strict=False):
            tally.add(item, actual)
    except AdapterRefusal as refusal:
        return tally.record(started, f"the game refused the table or a batch: {refusal}")
    except AdapterError as error:
        _drop_session(job)
        return tally.record(started, f"the game failed: {error}")
    except Exception as error:
        # An in-process game's own exception is the game's failure, not the kit's: recorded with
        # its type, and the next shard opens the game again.
        _drop_session(job)
        return tally.record(started, f"the game raised {type(error).__name__}: {error}")
    return tally.record(started, None)
