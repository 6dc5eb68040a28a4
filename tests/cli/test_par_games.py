"""`bjkit par` for the wagers of the other games of the 1996 chapter (issue 30, Deliver 6): a
craps wager priced from 19:47-1.2(a) at the posted odds a user gives, with the published house
edges worked out by hand below; a baccarat wager named and refused with the reason, since its
figures follow from drawing rules that no source gives."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from bjkit.cli import main


def _sheet(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, object]:
    assert main(["par", *argv, "--json"]) == 0
    (sheet,) = json.loads(capsys.readouterr().out)
    assert isinstance(sheet, dict)
    return sheet


def test_the_pass_bet_at_even_money(capsys: pytest.CaptureFixture[str]) -> None:
    # Come out: 7 or 11 wins (8/36), 2, 3, 12 lose (4/36). A point n (ways w of 36) is made before
    # a 7 with w / (w + 6): 4 and 10: 3/36 x 3/9 = 1/36 each; 5 and 9: 4/36 x 4/10 = 2/45 each;
    # 6 and 8: 5/36 x 5/11 = 25/396 each. P(win) = 2/9 + 2/36 + 4/45 + 25/198 = 244/495, so the
    # edge at 1 to 1 is 251/495 - 244/495 = 7/495 (1.414 %).
    sheet = _sheet(capsys, "pass-bet", "--pays", "1:1")
    assert Fraction(str(sheet["house_edge"])) == Fraction(7, 495)
    lines = {line["outcome"]: line for line in sheet["lines"]}  # type: ignore[attr-defined]
    assert Fraction(lines["decided by a roll of 6, wins"]["probability"]) == Fraction(25, 396)
    assert Fraction(lines["loses"]["probability"]) == Fraction(251, 495)
    assert sheet["equipment"] == "two dice" and sheet["clause"] == "19:47-1.2(a)1"
    assert any("19:47-1.4" in a for a in sheet["assumptions"])  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("per_decision", "edge"),
    [
        # A 12 on the come out (1/36) is void (1.2(a)2iv). Don't Pass wins on 2, 3 (3/36) and on
        # every point missed (the Pass Bet's loss less its come out craps: 251/495 - 4/36 =
        # 196/495): 3/36 + 196/495 = 949/1980. It loses when the Pass Bet wins: 244/495 =
        # 976/1980. Per wager placed: 976/1980 - 949/1980 = 27/1980 = 3/220 (1.364 %).
        (False, Fraction(3, 220)),
        # Per decision, the void left out: (27/1980) / (35/36) = 27/1925 (1.403 %).
        (True, Fraction(27, 1925)),
    ],
)
def test_the_dont_pass_bet_counts_the_void_as_asked(
    capsys: pytest.CaptureFixture[str], per_decision: bool, edge: Fraction
) -> None:
    argv = ["dont-pass-bet", "--pays", "1:1", *(["--per-decision"] if per_decision else [])]
    assert Fraction(str(_sheet(capsys, *argv)["house_edge"])) == edge


@pytest.mark.parametrize(
    ("argv", "edge"),
    [
        # Place 6 at 7 to 6: 5/11 x 7/6 - 6/11 = 35/66 - 36/66 = -1/66.
        (("place-bet-to-win", "--number", "6", "--pays", "7:6"), Fraction(1, 66)),
        # Place 4 at 9 to 5: 1/3 x 9/5 - 2/3 = 3/5 - 2/3 = -1/15.
        (("place-bet-to-win", "--number", "4", "--pays", "9:5"), Fraction(1, 15)),
        # Hard 6 at 9 to 1: one way against 4 easy sixes and 6 sevens, 1/11 x 9 - 10/11 = -1/11.
        (("six-the-hardway", "--pays", "9:1"), Fraction(1, 11)),
        # Any seven at 4 to 1: 1/6 x 4 - 5/6 = -1/6.
        (("any-seven", "--pays", "4:1"), Fraction(1, 6)),
        # Field, 2 at 2 to 1 and 12 at 3 to 1, others even: wins 2 x 1/36 + 3 x 1/36 +
        # 14/36 (3, 4, 9, 10, 11) = 19/36, loses 5, 6, 7, 8 = 20/36: edge 1/36.
        (("field-bet", "--pays", "2=2:1", "--pays", "12=3:1"), Fraction(1, 36)),
    ],
)
def test_published_house_edges_at_the_odds_given(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], edge: Fraction
) -> None:
    assert Fraction(str(_sheet(capsys, *argv)["house_edge"])) == edge


def test_a_baccarat_wager_is_named_and_not_priced(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["par", "bankers-hand"]) == 2
    error = capsys.readouterr().err
    assert "no par sheet" in error and "19:47-3.6 to 3.12" in error
    assert "I-baccarat-drawing-rules" in error


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("pass-bet", "--decks", "6"), "--decks: a blackjack table's option"),
        (("bet-the-set", "--pays", "1:1"), "--pays: a posted-odds flag of another game's wager"),
        (("pass-bet", "--pays", "6=1:1"), "one odds, no totals [19:47-1.2(a)1]"),
        (("field-bet", "--pays", "5=1:1"), "2, 3, 4, 9, 10, 11, 12 only [19:47-1.2(a)11]"),
        (("place-bet-to-win", "--pays", "7:6"), "a place bet is on 4, 5, 6, 8, 9 or 10"),
    ],
)
def test_what_a_craps_wager_cannot_be_priced_with_is_refused(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], message: str
) -> None:
    assert main(["par", *argv]) == 2
    assert message in capsys.readouterr().err
