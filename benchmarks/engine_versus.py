"""The engine against itself before issue 18 (commit BASELINE), measured in the same run.

The earlier engine is checked out into a temporary git worktree and both run
`benchmarks.engine_rounds` in child processes, alternately (the machine's load drifts; taking
turns shares it), RUNS times each; the figure is each side's median, and the ratio is of the
medians. Without git history (a source tarball) it says so and measures the engine alone.
"""

from __future__ import annotations

import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

__all__ = ["BASELINE", "run"]

BASELINE = "e8149e5"  # main before issue 18
RUNS = 5
ROUNDS = "100000"
_RATE = re.compile(r"= ([\d,]+) rounds/s")
ROOT = Path(__file__).resolve().parents[1]


def _rate(checkout: Path) -> float:
    environment = {**os.environ, "PYTHONPATH": str(checkout), "BJKIT_CORPUS": ""}
    printed = subprocess.run(
        [
            sys.executable,
            "-c",
            f"import sys; sys.argv[1:] = ['{ROUNDS}']; "
            "import benchmarks.engine_rounds as b; b.run()",
        ],
        cwd=checkout,
        env=environment,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    found = _RATE.search(printed)
    if found is None:
        raise RuntimeError(f"engine_rounds printed no rate: {printed!r}")
    return float(found.group(1).replace(",", ""))


def run() -> None:
    with tempfile.TemporaryDirectory() as folder:
        baseline = Path(folder) / "baseline"
        added = subprocess.run(
            ["git", "worktree", "add", "--detach", str(baseline), BASELINE],
            cwd=ROOT,
            check=False,
            capture_output=True,
            text=True,
        )
        if added.returncode != 0:
            print(
                f"engine_versus: no checkout of {BASELINE} ({added.stderr.strip()}); "
                f"the engine alone: {_rate(ROOT):,.0f} rounds/s"
            )
            return
        try:
            now, before = [], []
            for _ in range(RUNS):
                before.append(_rate(baseline))
                now.append(_rate(ROOT))
        finally:
            subprocess.run(
                ["git", "worktree", "remove", "--force", str(baseline)],
                cwd=ROOT,
                check=False,
                capture_output=True,
            )
    print(
        f"engine_versus: {ROUNDS} rounds, {RUNS} runs each, alternated: now median "
        f"{statistics.median(now):,.0f} (best {max(now):,.0f}) rounds/s; before issue 18 "
        f"({BASELINE}) median {statistics.median(before):,.0f} (best {max(before):,.0f}); "
        f"ratio {statistics.median(now) / statistics.median(before):.3f}"
    )


if __name__ == "__main__":
    run()
