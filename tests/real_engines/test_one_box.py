"""A game of one box (tests.real_engines.one_box) is checked and certified at its own table.

`bjkit adapter-check` takes the table a game offers with `--house` and `--rules`, as `bjkit
certify` does: without it, the kit's seven-box tables are refused and the check fails, naming
the table; with `--house boxes=1` every table and round is played at one box and the check
passes. Under pytest, an example of several boxes is not applicable at a table of one (the
reference engine refuses its wagers too), and a validation asks for the run's table with the
scenario's options over it, not applicable where the run's table makes it meaningless.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bjkit.cli import main
from tests.steps.test_plugin import run_features, verdicts

ONE_BOX = "python:tests.real_engines.one_box:one_box_game"
ACES_ONCE = "python:tests.real_engines.one_box:aces_once_game"


def _check(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, dict[str, Any]]:
    status = main(["adapter-check", *arguments, "--rounds", "30", "--json"])
    return status, json.loads(capsys.readouterr().out)


def _items(report: dict[str, Any], status: str, section: str | None = None) -> dict[str, str]:
    return {
        item["name"]: item["detail"]
        for item in report["items"]
        if item["status"] == status and section in (None, item["section"])
    }


# adapter-check ----------------------------------------------------------------------------------


def test_adapter_check_fails_at_the_kits_seven_box_tables_naming_them(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, report = _check(capsys, ONE_BOX)
    assert status == 1
    failed = _items(report, "fail", "tables")
    # One table per declared hole-card procedure and edition: 4 procedures, 4 editions.
    assert sorted(failed) == [
        "nj-1996 no-hole-card",
        "nj-2004 face-down",
        "nj-2024 face-down-card-reader",
        "nj-2024+bet-the-set face-up",
    ]
    for detail in failed.values():
        assert "boxes=7 is not offered" in detail
        assert "the table asked for has boxes=7" in detail
        assert "--house boxes=VALUE or --rules FILE" in detail


def test_adapter_check_passes_at_the_games_own_table(capsys: pytest.CaptureFixture[str]) -> None:
    status, report = _check(capsys, ONE_BOX, "--house", "boxes=1")
    assert status == 0, _items(report, "fail")
    assert report["ok"] is True
    assert report["rounds_played"] == 30
    assert report["rounds_failed"] == 0
    notes = _items(report, "info", "tables")
    assert notes["the run's table"].startswith("boxes=1 (--rules/--house)")
    opened = _items(report, "pass", "tables")
    assert len(opened) == 4
    # The multiple action rounds of two boxes are not played: the reference refuses box 2.
    multiple = _items(report, "pass", "multiple action")
    assert "box=2: this table has boxes 1 to 1" in multiple["multiple-action nj-2024 no-hole-card"]


def test_what_the_run_table_cannot_play_is_not_applicable_with_the_reason(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, report = _check(capsys, ONE_BOX, "--house", "boxes=1", "--house", "hole_card=face-down")
    assert status == 0, _items(report, "fail")
    capabilities = _items(report, "not applicable", "capabilities")
    fixed = "not checked: the run's table has hole_card=face-down (--rules/--house)"
    for procedure in ("no-hole-card", "face-down-card-reader", "face-up"):
        assert capabilities[f"hole-card:{procedure}"] == fixed
    # Multiple action forms the dealer's hands under 2.6(h): not at a face-down table.
    assert "this check needs hole_card=no-hole-card" in capabilities["multiple-action"]
    assert _items(report, "pass", "capabilities")["hole-card:face-down"].startswith("on the table")


def test_a_game_that_splits_aces_once_fails_until_its_table_says_so(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, report = _check(capsys, ACES_ONCE, "--house", "boxes=1")
    assert status == 1
    failed = _items(report, "fail", "tables")
    assert failed, report["items"]
    for detail in failed.values():
        assert "the table asked for has aces_split_once=false" in detail


def test_a_rules_file_gives_the_games_table_and_its_edition(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    rules = tmp_path / "one-box.toml"
    rules.write_text(
        'description = "one box, pairs split twice, aces once"\n'
        'edition = "nj-2024"\n'
        "[house]\nboxes = 1\nmax_splits = 2\naces_split_once = true\n",
        encoding="utf-8",
    )
    status, report = _check(capsys, ACES_ONCE, "--rules", str(rules))
    assert status == 0, _items(report, "fail")
    skipped = _items(report, "not applicable", "tables")
    for edition in ("nj-1996", "nj-2004", "nj-2024+bet-the-set"):
        assert skipped[edition] == "not checked: the rules file's table is for nj-2024"
    # Pairs split again with the hole card face up: 2.6(k)5 forbids it, so it is not checked.
    assert "[13:69F-2.6(k)5]" in skipped["nj-2024 face-up"]
    opened = _items(report, "pass", "tables")
    assert sorted(opened) == [
        "nj-2024 face-down",
        "nj-2024 face-down-card-reader",
        "nj-2024 no-hole-card",
    ]


def test_a_table_the_rules_forbid_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["adapter-check", ONE_BOX, "--house", "boxes=9"]) == 2
    error = capsys.readouterr().err
    assert "boxes=9: a table has one to seven boxes" in error


# pytest features ---------------------------------------------------------------------------------

FEATURE = """\
@section:19:47-2.7
Feature: 19:47-2.7 Payment of blackjack (one-box test)

  @clause:13:69F-2.7(a) @edition:nj-2024
  Rule: 13:69F-2.7(a) in nj-2024
    (the quote)

    @example
    Scenario: A blackjack on box 1 against a 9 is paid 3 to 2
      Given box 1 wagers $10
      And the shoe deals "box 1: AS KH; dealer: 9D 7C"
      When the round is played
      # 3 to 2 on $10 is $15
      Then box 1's main wager wins $15 at 3 to 2

    @example
    Scenario: Blackjacks on two boxes against a 9 are each paid 3 to 2
      Given box 1 wagers $10
      And box 2 wagers $20
      And the shoe deals "box 1: AS KH; box 2: AD QC; dealer: 9D 7C"
      When the round is played
      # 3 to 2 on $10 is $15, on $20 is $30
      Then box 1's main wager wins $15 at 3 to 2
      And box 2's main wager wins $30 at 3 to 2

  @clause:13:69F-2.11(e) @edition:nj-2024
  Rule: 13:69F-2.11(e) in nj-2024
    (the quote)

    @validation
    Scenario: Splitting twice is allowed
      When a table is asked for at which the house lets a pair be split up to 2 times
      Then the game opens the table

    @validation
    Scenario: Splitting three times is refused at a table with seven boxes
      When a table is asked for at which the house lets a pair be split up to 3 times and the table has 7 boxes
      Then the game refuses the table as forbidden by the rules
"""  # noqa: E501 - a Gherkin step is one line

ONE_BOX_RUN = ("--edition", "nj-2024", "--adapter", ONE_BOX)
TWO_BOXES = "Blackjacks on two boxes against a 9 are each paid 3 to 2"


def _results(records: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {r["scenario"]: r for r in records if r["event"] == "result"}


def test_without_its_table_every_scenario_is_not_applicable(tmp_path: Path) -> None:
    process, records = run_features(tmp_path, *ONE_BOX_RUN, feature=FEATURE)
    assert set(verdicts(records).values()) == {"not applicable"}, process.stdout
    for result in _results(records).values():
        assert "boxes=7 is not offered" in result["message"], result


def test_at_one_box_a_several_boxes_example_is_not_applicable_and_the_rest_run(
    tmp_path: Path,
) -> None:
    process, records = run_features(tmp_path, *ONE_BOX_RUN, "--house", "boxes=1", feature=FEATURE)
    assert process.returncode == 0, process.stdout
    assert verdicts(records) == {
        "A blackjack on box 1 against a 9 is paid 3 to 2": "pass",
        TWO_BOXES: "not applicable",
        "Splitting twice is allowed": "pass",
        # Asked with boxes=7 over the run's boxes=1: a table the one-box game does not offer.
        "Splitting three times is refused at a table with seven boxes": "not applicable",
    }
    message = _results(records)[TWO_BOXES]["message"]
    assert "the scenario wagers on box 2, and this run's table has one box (boxes=1)" in message


def test_the_k_selected_several_boxes_example_is_skipped_with_the_reason(tmp_path: Path) -> None:
    process, records = run_features(
        tmp_path, *ONE_BOX_RUN, "--house", "boxes=1", "-k", "two_boxes", feature=FEATURE
    )
    assert process.returncode == 0, process.stdout
    assert verdicts(records) == {TWO_BOXES: "not applicable"}
    assert "1 skipped" in process.stdout
    assert "wagers on box 2" in process.stdout  # -rs shows the reason


def test_a_validation_the_run_table_makes_meaningless_is_not_applicable(tmp_path: Path) -> None:
    process, records = run_features(
        tmp_path,
        *ONE_BOX_RUN,
        "--house",
        "boxes=1",
        "--house",
        "hole_card=face-up",
        "-k",
        "splitting",
        feature=FEATURE,
    )
    assert process.returncode == 0, process.stdout
    results = _results(records)
    assert {name: r["verdict"] for name, r in results.items()} == {
        "Splitting twice is allowed": "not applicable",
        "Splitting three times is refused at a table with seven boxes": "not applicable",
    }
    # The face-up hole card forbids any resplit (2.6(k)5): the opening cannot be asked, and the
    # refusal of three splits at seven boxes (2.11(e)) would be one for another clause.
    opening = results["Splitting twice is allowed"]["message"]
    assert "is not one nj-2024 allows, so its opening cannot be asked" in opening
    assert "[13:69F-2.6(k)5]" in opening
    refusal = results["Splitting three times is refused at a table with seven boxes"]["message"]
    assert "is forbidden for another reason" in refusal
    assert "[13:69F-2.11(e)]" in refusal
