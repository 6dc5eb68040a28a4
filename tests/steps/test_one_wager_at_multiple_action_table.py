"""At a multiple action table a person makes two or three wagers (2.18(b)): a scenario of the base
game, whose rounds place one wager on a box, is not applicable there, never a failure of the
clause it checks (the game refuses its wagers, as the reference does)."""

from __future__ import annotations

from pathlib import Path

from tests.steps.test_plugin import run_features, verdicts

FEATURE = """\
@section:19:47-2.7
Feature: 19:47-2.7 Payment of blackjack

  @clause:19:47-2.7(a) @edition:nj-2024
  Rule: 19:47-2.7(a) in nj-2024
    (the quote)

    @example
    Scenario: A blackjack against a 9 is paid 3 to 2
      Given box 1 wagers $10
      And the shoe deals "box 1: AS KH; dealer: 9D 7C"
      When the round is played
      # 3 to 2 on $10 is $15
      Then box 1's main wager wins $15 at 3 to 2

    @property
    Scenario: Blackjacks against a 2 to 9 are settled as the rules require
      Given rounds in which box 1 has a blackjack against a 2 to 9
      Then in every round, every wager is settled as the rules require
"""

MULTIPLE_ACTION = ("--house", "side_wagers=multiple-action-blackjack")


def test_one_wager_scenarios_are_played_at_an_ordinary_table(tmp_path: Path) -> None:
    process, records = run_features(tmp_path, "--edition", "nj-2024", feature=FEATURE)
    assert set(verdicts(records).values()) == {"pass"}, process.stdout


def test_one_wager_scenarios_are_not_applicable_at_a_multiple_action_table(
    tmp_path: Path,
) -> None:
    process, records = run_features(
        tmp_path, "--edition", "nj-2024", *MULTIPLE_ACTION, feature=FEATURE
    )
    results = {r["scenario"]: r for r in records if r["event"] == "result"}
    assert {r["verdict"] for r in results.values()} == {"not applicable"}, process.stdout
    for result in results.values():
        assert "two or three wagers" in result["message"], result
        assert "[13:69F-2.18(b)]" in result["message"], result
