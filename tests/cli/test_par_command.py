"""`bjkit par`: the par sheet of a wager at the table the options describe, as text or JSON, and
a clear refusal (exit 2) for a table the rule text does not print."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from bjkit.cli import main


def test_the_json_gives_exact_fractions(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["par", "bet-the-set", "--decks", "6", "--table", "6", "--json"]) == 0
    (sheet,) = json.loads(capsys.readouterr().out)
    lines = {line["outcome"]: line for line in sheet["lines"]}
    # Six decks: 311 cards left after the first; 5 of its suit and rank, 18 of its rank only.
    assert Fraction(lines["suited pair"]["probability"]) == Fraction(5, 311)
    assert Fraction(lines["pair of two suits"]["probability"]) == Fraction(18, 311)
    # 20 x 5 + 10 x 18 - 288 = -8, over 311.
    assert Fraction(sheet["expected_return"]) == Fraction(-8, 311)
    assert sheet["edition"] == "nj-2024+bet-the-set"
    assert any("one player" in item for item in sheet["assumptions"])


def test_the_text_shows_every_line_and_the_house_edge(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["par", "over-13", "--decks", "1"]) == 0
    printed = capsys.readouterr().out
    assert "total of 13" in printed and "house edge" in printed and "Assumptions:" in printed


def test_buster_with_the_free_bonus_at_a_stake(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["par", "buster", "--free-bonus", "B3", "--stake", "25", "--json"]) == 0
    (sheet,) = json.loads(capsys.readouterr().out)
    assert sheet["stake"] == "25.00"
    bonus = [line for line in sheet["lines"] if "bonus" in line]
    # 8 or more cards: 250 to 1 and $5,000 on a $25 wager, 250 + 200 per unit.
    assert [line["net"] for line in bonus] == ["450", "90"]


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["same-suit", "--decks", "3"], "no pay table for a table of 3 decks"),
        (["sevens", "--edition", "nj-1996"], "sevens is not a wager of nj-1996"),
        (["same-suit", "--free-bonus", "B1"], "nothing is paid with the same-suit wager"),
        (["buster", "--free-bonus", "B1", "--stake", "4"], "at least $5.00"),
    ],
)
def test_a_table_the_text_does_not_print_is_refused(
    arguments: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["par", *arguments]) == 2
    assert message in capsys.readouterr().err
