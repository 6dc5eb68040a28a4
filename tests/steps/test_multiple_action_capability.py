"""The scenarios of 2.18 are not applicable, never passed nor failed, to a game that does not
declare the capability `multiple-action` (tests/steps/no_multiple_action_game.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPOSITORY = Path(__file__).resolve().parents[2]
FEATURE = REPOSITORY / "features" / "2.18-multiple-action-blackjack-rule.feature"


@pytest.mark.parametrize("edition", ["nj-1996", "nj-2024+bet-the-set"])
def test_a_game_without_multiple_action_has_no_verdict_but_not_applicable_and_manual(
    tmp_path: Path, edition: str
) -> None:
    results = tmp_path / "results.jsonl"
    process = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "steps.plugin",
            "-p",
            "no:cacheprovider",
            str(FEATURE),
            "--edition",
            edition,
            "--adapter",
            "python:tests.steps.no_multiple_action_game:no_multiple_action_game",
            "--results-jsonl",
            str(results),
            "-q",
        ],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(REPOSITORY)},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert process.returncode == 0, process.stdout[-3000:]
    records = [json.loads(line) for line in results.read_text().splitlines()]
    verdicts = {r["scenario"]: r["verdict"] for r in records if r["event"] == "result"}
    kinds = {r["scenario"]: r.get("kind") for r in records if r["event"] == "result"}
    assert verdicts, "no scenario ran"
    assert set(verdicts.values()) <= {"not applicable", "manual"}, {
        name: verdict
        for name, verdict in verdicts.items()
        if verdict not in ("not applicable", "manual")
    }
    assert {kinds[name] for name, v in verdicts.items() if v == "not applicable"} >= {
        "example",
        "property",
        "validation",
    }
