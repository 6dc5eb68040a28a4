"""`bjkit round --game`: a round of craps or Baccarat-Punto Banco played on its reference engine
through the protocol, with the amounts worked out by hand from the clauses (issue 30)."""

from __future__ import annotations

import json

import pytest

from bjkit.cli import main

BANKER_WINS = {
    # Player's Hand 7S KD: 7 + 0 = 7; Banker's Hand 8H QC: 8 + 0 = 8 (3.1(b), (c)).
    "wagers": [
        {"player": "1", "wager": "banker", "amount": "13"},
        {"player": "2", "wager": "tie", "amount": "5"},
    ],
    "dealt": [
        {"hand": "player", "card": "7S"},
        {"hand": "banker", "card": "8H"},
        {"hand": "player", "card": "KD"},
        {"hand": "banker", "card": "QC"},
    ],
}


def test_a_banker_win_pays_even_money_less_the_rounded_vigorish(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # The Banker's Hand wins (3.2(a)1i): $13 at 1 to 1; the vigorish is 5 % of the $13 won,
    # $0.65, rounded off to the next multiple of 25 cents, $0.75 (3.3(c)). The Tie Bet loses
    # its $5 (3.2(a)3).
    argv = [
        "round",
        "--game",
        "baccarat-punto-banco",
        "--house",
        "vigorish_rounding=up-to-multiple",
    ]
    assert main([*argv, "--play", json.dumps(BANKER_WINS), "--json"]) == 0
    ledger = json.loads(capsys.readouterr().out)["ledger"]
    nets = [(entry["player"], entry["net"], entry["clause"]) for entry in ledger]
    assert nets == [
        ("1", "13.00", "19:47-3.3(c)"),
        ("1", "-0.75", "19:47-3.3(c)"),
        ("2", "-5.00", "19:47-3.2(a)3"),
    ]


def test_a_hardway_six_is_lost_to_an_easy_six(capsys: pytest.CaptureFixture[str]) -> None:
    # 4 and 2 is a six thrown another way than 3 and 3 before a hard six: Six the Hardway loses
    # its $5 (1.2(a)8). The Pass Bet's come out 6 is its point, made on the next roll, an easy
    # six: it wins $10 at 1 to 1 (1.2(a)1ii).
    round_ = {
        "rolls": [[5, 1], [4, 2]],
        "placements": [
            {"before_roll": 0, "player": "p1", "wager": "pass-bet", "amount": "10.00"},
            {"before_roll": 1, "player": "p1", "wager": "six-the-hardway", "amount": "5.00"},
        ],
    }
    assert main(["round", "--game", "craps", "--play", json.dumps(round_)]) == 0
    printed = capsys.readouterr().out
    assert "six-the-hardway 6 $5.00 lose (roll 1): net -5.00  [19:47-1.2(a)8]" in printed
    assert "pass-bet $10.00 win at 1 to 1 (roll 1): net 10.00  [19:47-1.2(a)1ii]" in printed


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--edition", "nj-2024", "--play", "{}"], "game craps is not in edition nj-2024"),
        (["--play", "not json"], "--play: not JSON"),
        (["--play", "{}"], "'rolls' is a required property"),
        ([], "--play is required for craps"),
    ],
)
def test_a_bad_round_is_refused_naming_what_is_wrong(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    assert main(["round", "--game", "craps", *argv]) == 2
    assert message in capsys.readouterr().err
