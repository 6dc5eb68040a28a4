"""The features run against a game in a child process, as `bjkit certify` would run them: what
the detection-power runs, the pinning census and the detection-reach tests read."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

__all__ = ["REPOSITORY", "run_features"]

REPOSITORY = Path(__file__).resolve().parents[2]


def run_features(
    arguments: Sequence[str], *, timeout: float = 900
) -> tuple[list[dict[str, Any]], int]:
    """`pytest ARGUMENTS` in a child process at the repository's root, with the results written
    one record a line (`--results-jsonl`): the records read back, and pytest's exit status. A
    run that writes no results (it ended before collecting) gives no records."""
    with tempfile.TemporaryDirectory() as directory:
        results = Path(directory) / "results.jsonl"
        command = [sys.executable, "-m", "pytest", *arguments, "-p", "no:cacheprovider"]
        process = subprocess.run(
            [*command, "--results-jsonl", str(results)],
            cwd=REPOSITORY,
            env={**os.environ, "PYTHONPATH": str(REPOSITORY)},
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
        lines = results.read_text().splitlines() if results.exists() else []
    return [json.loads(line) for line in lines], process.returncode
