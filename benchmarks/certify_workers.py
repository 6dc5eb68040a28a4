"""`bjkit certify` of the whole features with one worker and with every core: wall time and ratio.

Both runs certify the reference engine in nj-2024 with the ci profile (derandomized), so their
verdicts must agree clause for clause and scenario for scenario; the benchmark checks that before
it prints the wall seconds of each and how many times faster the workers were. Each run is a
`python -m bjkit certify` of its own, timed from start to exit as a lab would see it (the report
written); the two runs take several minutes together.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bjkit.feature_run import KIT_ROOT

__all__ = ["run"]


def _certify(out: Path, workers: int) -> tuple[float, dict[str, Any]]:
    """Wall seconds of one run and its results.json."""
    command = [sys.executable, "-m", "bjkit", "certify", "--profile", "ci"]
    command += ["--workers", str(workers), "--out", str(out)]
    start = time.perf_counter()
    done = subprocess.run(command, cwd=KIT_ROOT, capture_output=True, text=True, check=False)
    seconds = time.perf_counter() - start
    # 0: passed; 1: some verdict failed, still a whole run whose verdicts can be compared.
    if done.returncode not in (0, 1):
        raise RuntimeError(f"{' '.join(command)} exited {done.returncode}:\n{done.stdout}")
    results: dict[str, Any] = json.loads((out / "results.json").read_text("utf-8"))
    return seconds, results


def _verdicts(results: dict[str, Any]) -> tuple[dict[str, str], dict[str, str]]:
    return (
        {c["id"]: c["verdict"] for c in results["clauses"]},
        {s["nodeid"]: s["verdict"] for s in results["scenarios"]},
    )


def run() -> None:
    workers = os.cpu_count() or 1
    with tempfile.TemporaryDirectory(prefix="bjkit-bench-") as folder:
        one_seconds, one = _certify(Path(folder) / "one", 1)
        all_seconds, every = _certify(Path(folder) / "all", workers)
    assert one["complete"] and every["complete"], "a run did not finish"
    one_clauses, one_scenarios = _verdicts(one)
    all_clauses, all_scenarios = _verdicts(every)
    differ = sorted(c for c in one_clauses if one_clauses[c] != all_clauses.get(c))
    assert not differ, f"clause verdicts differ between 1 and {workers} workers: {differ}"
    assert one_scenarios == all_scenarios, f"scenario verdicts differ with {workers} workers"
    print(
        f"certify_workers: bjkit certify --profile ci, {len(one_scenarios)} scenarios, "
        f"{len(one_clauses)} clauses, the same verdicts: 1 worker {one_seconds:.1f} s wall; "
        f"{workers} workers {all_seconds:.1f} s wall; {one_seconds / all_seconds:.2f}x"
    )


if __name__ == "__main__":
    run()
