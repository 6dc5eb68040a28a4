"""Rounds per second of `bjkit rtp`: differential rounds (each dealt by the reference engine,
played by the game, its outcome compared with the reference's and tallied) through stdio with
one worker and with every core, and against the reference adapter in process.

The wager is same-suit at six decks; every figure is measured in this run and the ratios are
between figures of this run.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

from bjkit.rtp.plan import plan_wager
from bjkit.rtp.run import RtpRun
from reference_impl.catalog import rules_from_mapping

__all__ = ["rate", "run"]

ROUNDS = 40_000
STDIO = f"stdio:{sys.executable} -m vendor_adapters.serve reference"


def rate(adapter: str, workers: int, rounds: int = ROUNDS) -> float:
    """Rounds per second of a whole `bjkit rtp` run of one wager (the par sheet, the shards,
    the adapter processes started, the verdict written)."""
    rules = rules_from_mapping({"edition": "nj-2024", "decks": 6, "side_wagers": "same-suit"})
    plan = plan_wager("same-suit", rules)
    with tempfile.TemporaryDirectory() as folder:
        run = RtpRun(Path(folder), adapter, 2024, rounds, workers, None, [plan])
        started = time.perf_counter()
        (verdict,) = run.play()
        elapsed = time.perf_counter() - started
    if verdict.mismatches or verdict.errors or verdict.rounds != rounds:
        raise AssertionError(f"the reference did not play cleanly: {verdict}")
    return rounds / elapsed


def run() -> None:
    cores = os.cpu_count() or 1
    stdio_one = rate(STDIO, 1)
    stdio_all = rate(STDIO, cores)
    local_one = rate("reference", 1)
    local_all = rate("reference", cores)
    print(
        f"rtp_rounds: {ROUNDS:,} differential rounds of same-suit (dealt by the reference, "
        f"played, compared, tallied): through stdio {stdio_one:,.0f} rounds/s with 1 worker, "
        f"{stdio_all:,.0f} with {cores} (x{stdio_all / stdio_one:.2f}); reference adapter in "
        f"process {local_one:,.0f} with 1 worker, {local_all:,.0f} with {cores} "
        f"(x{local_all / local_one:.2f})"
    )


if __name__ == "__main__":
    run()
