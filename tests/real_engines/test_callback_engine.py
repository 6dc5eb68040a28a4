"""An engine that plays a whole round in one call with callbacks, wrapped by replaying it to the
decision point as docs/ADAPTERS.md says, is checked and certified like any other game."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bjkit.cli import main

GAME = "python:tests.real_engines.callback_engine:replaying_game"
ROOT = Path(__file__).resolve().parents[2]


def test_adapter_check_passes_the_replaying_adapter(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["adapter-check", GAME, "--rounds", "40", "--seed", "7"]) == 0
    printed = capsys.readouterr().out
    assert "PASS:" in printed
    assert "[n/a ] batch" in printed  # no play_rounds: the rounds are played one call at a time


def test_the_features_of_payment_and_doubling_pass_on_it(tmp_path: Path) -> None:
    """The engine is the reference under the wrapping, so every scenario of 2.7 and 2.10 that
    applies passes: the replay changes nothing the kit compares."""
    ran = subprocess.run(
        [
            sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
            "features/2.07-payment-of-blackjack.feature", "features/2.10-doubling-down.feature",
            "--adapter", GAME, "--profile", "quick", "--cases-dir", str(tmp_path / "cases"),
        ],
        cwd=ROOT, env=dict(os.environ), capture_output=True, text=True, timeout=900, check=False,
    )  # fmt: skip
    assert ran.returncode == 0, ran.stdout[-3000:]
    assert " passed" in ran.stdout and "failed" not in ran.stdout
