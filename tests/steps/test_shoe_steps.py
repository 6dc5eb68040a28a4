"""The whole-shoe steps at tables with a minimum above $10, run by pytest as a certification
would run them (`tests.steps.test_plugin.run_features`).

A shoe procedure does not depend on the amount wagered: its rounds wager the table minimum and
run at any table. A round that states an amount the table cannot take is not applicable, as a
single round's is; the reference engine failed its own certification at a $15 table when the
shoe scenarios wagered a fixed $10 it refused.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.steps.test_plugin import run_features, verdicts

FEATURE = """\
@section:19:47-2.6
Feature: 19:47-2.6 Procedure for dealing cards (shoe steps test)

  @clause:13:69F-2.6(c) @edition:nj-2024
  Rule: 13:69F-2.6(c) in nj-2024
    (the quote)

    @example
    Scenario: At the table minimum
      Given the shoe holds 1 deck
      And the dealer takes no hole card
      And players sit at boxes "1" in the order they came
      And shuffle 1 is stacked so that a cut at 10 puts "5C TS 9D 9C 8S" in front
      And round 1 has the table minimum on box 1, which decides to stand
      When the shoe is played
      # 5C is burned; box 1 TS, dealer 9D, box 1 9C (19), dealer 8S (17): 19 wins at 1 to 1
      Then there is 1 "burn" event
      And round 1 deals "TS 9D 9C 8S"
      And in round 1 box 1's main wager wins {won}
      And the events match the reference engine's on kind, box, card and round

    @example
    Scenario: At $10
      Given the shoe holds 1 deck
      And the dealer takes no hole card
      And players sit at boxes "1" in the order they came
      And shuffle 1 is stacked so that a cut at 10 puts "5C TS 9D 9C 8S" in front
      And round 1 has $10 on box 1, which decides to stand
      When the shoe is played
      Then round 1 deals "TS 9D 9C 8S"
      And in round 1 box 1's main wager wins $10

    @example
    Scenario: Rounds at the table minimum on two boxes
      Given the shoe holds 1 deck
      And the dealer takes no hole card
      And players sit at boxes "1, 2" in the order they came
      And shuffle 1 is stacked so that a cut at 10 puts "{two_rounds}" in front
      And rounds 1 to 2 each have the table minimum on boxes "1, 2", every box standing
      When the shoe is played
      # 5C is burned; round 1: box 1 TS, box 2 7S, dealer 9D, box 1 9C (19), box 2 8C (15),
      # dealer 8S (17): box 1 wins at 1 to 1, box 2 loses. Round 2: box 1 2C, box 2 JD, dealer
      # 4H, box 1 3H (5), box 2 5D (15); the dealer 4H 6D (10) draws a new deck's first card,
      # AS: 21. Both lose
      Then in round 1 box 1's main wager wins at 1 to 1
      And in round 1 box 2's main wager loses
      And round 2 deals "2C JD 4H 3H 5D 6D AS"
      And in round 2 box 1's main wager loses
      And in round 2 box 2's main wager loses
      And the events match the reference engine's on kind, box, card and round
"""

FEATURE = FEATURE.replace("{two_rounds}", "5C TS 7S 9D 9C 8C 8S 2C JD 4H 3H 5D 6D")
SHOE_MINIMUM = FEATURE.replace("{won}", "at 1 to 1")


@pytest.mark.parametrize(
    "house",
    [
        (),
        ("--house", "table_minimum=15.00"),
        ("--house", "table_minimum=25.00", "--house", "chip_unit=5.00"),
    ],
    ids=["default-table", "minimum-15", "minimum-25-in-5-chips"],
)
def test_a_shoe_at_the_table_minimum_runs_at_any_table(
    tmp_path: Path, house: tuple[str, ...]
) -> None:
    process, records = run_features(tmp_path, *house, feature=SHOE_MINIMUM)
    found = verdicts(records)
    assert found["At the table minimum"] == "pass", process.stdout
    assert found["Rounds at the table minimum on two boxes"] == "pass", process.stdout


def test_the_table_minimum_is_the_amount_wagered(tmp_path: Path) -> None:
    feature = FEATURE.replace("{won}", "$15")
    process, records = run_features(tmp_path, "--house", "table_minimum=15.00", feature=feature)
    assert verdicts(records)["At the table minimum"] == "pass", process.stdout


@pytest.mark.parametrize(
    ("house", "verdict"),
    [
        ((), "pass"),
        (("--house", "table_minimum=15.00"), "not applicable"),
        (("--house", "table_minimum=25.00", "--house", "chip_unit=5.00"), "not applicable"),
    ],
    ids=["default-table", "minimum-15", "minimum-25-in-5-chips"],
)
def test_a_shoe_wagering_what_the_table_cannot_take_is_not_applicable(
    tmp_path: Path, house: tuple[str, ...], verdict: str
) -> None:
    process, records = run_features(tmp_path, *house, feature=SHOE_MINIMUM)
    assert process.returncode == 0, process.stdout
    result = next(r for r in records if r.get("scenario") == "At $10" and r["event"] == "result")
    assert result["verdict"] == verdict, process.stdout
    if verdict == "not applicable":
        assert "$10.00 wager is outside this table's limits" in result["message"]
