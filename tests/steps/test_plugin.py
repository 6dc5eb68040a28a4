"""The steps plugin end to end: a feature file run by pytest as a certification would run it.

Each test writes a small feature into a temporary directory and runs pytest on it in a child
process with `-p steps.plugin`, as a vendor's CI would, then reads the exit status, the output
and the JSONL verdicts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

REPOSITORY = Path(__file__).resolve().parents[2]
MISBEHAVING = REPOSITORY / "tests" / "protocol" / "misbehaving_adapter.py"

FEATURE = """\
@section:19:47-2.7
Feature: 19:47-2.7 Payment of blackjack (plugin test)

  @clause:13:69F-2.7(a) @edition:nj-2024
  Rule: 13:69F-2.7(a) in nj-2024
    (the quote)

    @example
    Scenario: A blackjack against a 9 is paid 3 to 2
      Given box 1 wagers $10
      And the shoe deals "box 1: AS KH; dealer: 9D 7C"
      When the round is played
      # 3 to 2 on $10 is $15
      Then box 1's main wager wins $15 at 3 to 2
      And no other wager is settled

    @example
    Scenario: A double on 11 wins its own stake
      Given box 1 wagers $10
      And the shoe deals "box 1: 6S 5H; dealer: 9D 7C; draws: TS; dealer draws: 2C"
      When box 1 decides to double down
      And the round is played
      # 21 against the dealer's 9D 7C 2C = 18: $10 and $10 at 1 to 1
      Then box 1's main wager wins $10 at 1 to 1
      And box 1's double wager wins $10 at 1 to 1

    @example
    Scenario: Surrender against a 9 collects half
      Given the house offers surrender
      And box 1 wagers $10
      And the shoe deals "box 1: TS 6H; dealer: 9D 7C"
      When box 1 decides to surrender
      And the round is played
      Then box 1's main wager is surrendered for $5

    @manual
    Scenario: The dealer announces the blackjack
      Only a person at the table hears the announcement.

  @clause:19:47-2.7(a) @edition:nj-1996
  Rule: 19:47-2.7(a) in nj-1996
    (the older quote)

    @example
    Scenario: The older text pays 3 to 2 too
      Given box 1 wagers $10
      And the shoe deals "box 1: AS KH; dealer: 9D 7C"
      When the round is played
      Then box 1's main wager wins $15 at 3 to 2
"""


def run_features(
    tmp_path: Path, *options: str, feature: str = FEATURE
) -> tuple[subprocess.CompletedProcess[str], list[dict[str, Any]]]:
    (tmp_path / "trial.feature").write_text(feature, encoding="utf-8")
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
            "--strict-markers",
            "-rs",
            "trial.feature",
            "--results-jsonl",
            str(results),
            *options,
        ],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(REPOSITORY)},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    lines = results.read_text().splitlines() if results.exists() else []
    return process, [json.loads(line) for line in lines]


def verdicts(records: list[dict[str, Any]]) -> dict[str, str]:
    return {r["scenario"]: r["verdict"] for r in records if r["event"] == "result"}


def test_reference_passes_and_other_editions_are_deselected(tmp_path: Path) -> None:
    process, records = run_features(tmp_path)
    assert process.returncode == 0, process.stdout
    assert verdicts(records) == {
        "A blackjack against a 9 is paid 3 to 2": "pass",
        "A double on 11 wins its own stake": "pass",
        "Surrender against a 9 collects half": "pass",
        "The dealer announces the blackjack": "manual",
    }
    first = next(r for r in records if r.get("kind") == "example")
    assert first["clauses"] == ["13:69F-2.7(a)"] and first["editions"] == ["nj-2024"]
    manual = next(r for r in records if r.get("kind") == "manual")
    assert manual["message"] == "Only a person at the table hears the announcement."
    assert records[0]["event"] == "run" and records[-1]["event"] == "end"


def test_edition_option_runs_that_editions_rules(tmp_path: Path) -> None:
    process, records = run_features(tmp_path, "--edition", "nj-1996")
    assert process.returncode == 0, process.stdout
    assert verdicts(records) == {"The older text pays 3 to 2 too": "pass"}


def test_missing_capability_and_unoffered_option_are_not_applicable(tmp_path: Path) -> None:
    process, records = run_features(
        tmp_path, "--adapter", "python:tests.steps.limited_game:limited_game"
    )
    assert process.returncode == 0, process.stdout
    found = {r["scenario"]: r for r in records if r["event"] == "result"}
    assert found["A double on 11 wins its own stake"]["verdict"] == "not applicable"
    assert "needs double" in found["A double on 11 wins its own stake"]["message"]
    surrender = found["Surrender against a 9 collects half"]
    assert surrender["verdict"] == "not applicable"
    assert "surrender" in surrender["message"]
    assert found["A blackjack against a 9 is paid 3 to 2"]["verdict"] == "pass"


def test_a_wrong_amount_fails_with_both_amounts(tmp_path: Path) -> None:
    wrong = FEATURE.replace(
        "Then box 1's main wager wins $15 at 3 to 2\n      And no",
        "Then box 1's main wager wins $12 at 6 to 5\n      And no",
    )
    process, records = run_features(tmp_path, feature=wrong)
    assert process.returncode == 1
    failed = next(r for r in records if r.get("verdict") == "fail")
    assert failed["scenario"] == "A blackjack against a 9 is paid 3 to 2"
    assert "expected a win of $12.00 at 6 to 5" in failed["message"]
    assert "win at 3 to 2 net 15.00" in failed["message"]


def test_an_adapter_that_crashes_is_an_error_and_the_run_goes_on(tmp_path: Path) -> None:
    spec = f"stdio:{sys.executable} {MISBEHAVING} exit-mid-round"
    process, records = run_features(tmp_path, "--adapter", spec, "--adapter-timeout", "5")
    assert process.returncode == 1
    found = verdicts(records)
    assert found["A double on 11 wins its own stake"] == "error"
    assert found["The dealer announces the blackjack"] == "manual"
    assert len(found) == 4  # every scenario has its verdict although the adapter died


def test_forbidden_house_options_are_a_usage_error_citing_the_clause(tmp_path: Path) -> None:
    process, _ = run_features(tmp_path, "--house", "hole_card=face-up", "--house", "surrender=true")
    assert process.returncode == 4
    assert "13:69F-2.6(k)3" in process.stderr
    assert "surrender" in process.stderr


@pytest.mark.parametrize("bad", ["decks", "decks=nine", "colour=red"])
def test_malformed_house_options_are_named(tmp_path: Path, bad: str) -> None:
    process, _ = run_features(tmp_path, "--house", bad)
    assert process.returncode == 4
    assert bad.split("=", maxsplit=1)[0] in process.stderr


def test_a_misspelt_kind_tag_is_refused(tmp_path: Path) -> None:
    process, _ = run_features(tmp_path, feature=FEATURE.replace("@manual", "@manuel"))
    assert process.returncode != 0
    assert "manuel" in process.stdout + process.stderr


def test_a_malformed_adapter_spec_is_a_usage_error(tmp_path: Path) -> None:
    process, _ = run_features(tmp_path, "--adapter", "jar:game.jar")
    assert process.returncode == 4
    assert "jar:game.jar" in process.stderr


def test_clause_option_selects_by_clause(tmp_path: Path) -> None:
    process, records = run_features(tmp_path, "--clause", "2.9(a)")
    assert process.returncode == 5  # nothing selected
    process, records = run_features(tmp_path, "--clause", "2.7")
    assert len(verdicts(records)) == 4


def test_a_review_tag_is_a_marker_and_the_rule_still_runs(tmp_path: Path) -> None:
    reviewed = FEATURE.replace(
        "@clause:13:69F-2.7(a) @edition:nj-2024\n",
        "@clause:13:69F-2.7(a) @edition:nj-2024 @reviewed:0123456789ab\n",
    )
    process, records = run_features(tmp_path, "-m", "reviewed", feature=reviewed)
    assert process.returncode == 0, process.stdout + process.stderr
    assert len(verdicts(records)) == 4
