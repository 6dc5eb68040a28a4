"""`bjkit round` with multiple action blackjack (19:47-2.18), as a user runs it: the dealer's
events and hands named by their number, the ledger with the dealer's hand each entry is decided
against, `--json` carrying both, and an ordinary round printed as before.

Every amount is worked out by hand from the rule text. The tables are nj-1996, six decks, no hole
card (2.18(e); 2.6(h)): the shoe gives box 1's first card, the dealer's face up card, box 1's
second card, box 1's draws, then the dealer's hand 1 (his second card and draws), hand 2 and
hand 3, each formed with his original face up card (2.18(g), (h)).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bjkit.cli import main

MULTIPLE_ACTION = ("--edition", "nj-1996", "--side-wagers", "multiple-action-blackjack")

# Box 1 wagers $10 on each spot; TS 9C is 19 and stands against the dealer's TH. Hand 1: TH TD,
# 20: spot 1 lost, -$10.00 (2.3(a)2). Hand 2: TH 6S (16) draws 8H, 24, a bust: spot 2 won 1 to 1,
# +$10.00 (2.3(a)1). Hand 3: TH 9D, 19: spot 3 a push, $0.00 (2.3(b)). Net $0.00.
NINETEEN = (
    "round", *MULTIPLE_ACTION, "--bet", "1=10,second-spot=10,third-spot=10",
    "--shoe", "TS TH 9C TD 6S 8H 9D", "--decisions", "stand",
)  # fmt: skip

# Insurance spot by spot (2.18(d)) on $10, $20 and $30 wagers, each insured for half: 5, 10, 15.
# Against the dealer's AH: hand 1 AH 9D (20), hand 2 AH KD (a blackjack), hand 3 AH 7C (18).
# Spot 1: insurance lost -5, wager lost -10 (19 against 20). Spot 2: insurance won 2 to 1 +20
# (2.9(c)), wager lost -20 to the blackjack. Spot 3: insurance lost -15, wager won +30 (19 v 18).
# Net -5 - 10 + 20 - 20 - 15 + 30 = $0.00.
INSURED = (
    "round", *MULTIPLE_ACTION, "--bet", "1=10,second-spot=20,third-spot=30",
    "--shoe", "TS AH 9C 9D KD 7C", "--decisions", "insure insure insure stand",
)  # fmt: skip


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def _json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    status, out, err = _run(capsys, *argv, "--json")
    assert status == 0, err
    report: dict[str, Any] = json.loads(out)
    return report


def test_the_account_names_each_hand_of_the_dealer(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, *NINETEEN)
    assert status == 0
    lines = out.splitlines()
    assert any("move-up-card" in line and "dealer hand 2 TH total 10" in line for line in lines)
    assert any("dealer-draw" in line and "dealer hand 2 8H total 24" in line for line in lines)
    assert any(
        "dealer-second-card" in line and "dealer hand 3 9D total 19" in line for line in lines
    )
    assert any("conclude-multiple-action" in line and "dealer hand 3" in line for line in lines)
    assert "  dealer hand 1: TH TD = 20" in lines
    assert "  dealer hand 2: TH 6S 8H = 24" in lines
    assert "  dealer hand 3: TH 9D = 19" in lines
    assert not any(line.startswith("  dealer:") for line in lines)


def test_the_ledger_names_the_dealers_hand_of_each_entry(
    capsys: pytest.CaptureFixture[str],
) -> None:
    _, out, _ = _run(capsys, *NINETEEN)
    ledger = out.split("\nLedger:\n", 1)[1].split("Players' net", 1)[0].splitlines()
    assert len(ledger) == 3
    for line, (hand, result, net) in zip(
        ledger, [(1, "lose", "-10.00"), (2, "win", "10.00"), (3, "void", "0.00")], strict=True
    ):
        assert f"main      vs dealer hand {hand}  stake    10.00  {result}" in line
        assert f"net {net:>8}" in line
    assert "Players' net: 0.00; ledger balanced: True" in out


def test_insurance_is_entered_against_the_hand_of_its_spot(
    capsys: pytest.CaptureFixture[str],
) -> None:
    report = _json(capsys, *INSURED)
    entries = {
        (e["kind"], e["dealer_hand"]): (e["stake"], e["result"], e["net"]) for e in report["ledger"]
    }
    assert entries == {
        ("insurance", 1): ("5.00", "lose", "-5.00"),
        ("main", 1): ("10.00", "lose", "-10.00"),
        ("insurance", 2): ("10.00", "win", "20.00"),
        ("main", 2): ("20.00", "lose", "-20.00"),
        ("insurance", 3): ("15.00", "lose", "-15.00"),
        ("main", 3): ("30.00", "win", "30.00"),
    }
    assert report["player_net"] == "0.00"
    _, out, _ = _run(capsys, *INSURED)
    assert "insurance vs dealer hand 2  stake    10.00  win          at 2 to 1" in out


def test_json_carries_the_dealers_hands_and_events(capsys: pytest.CaptureFixture[str]) -> None:
    report = _json(capsys, *NINETEEN)
    assert [e["dealer_hand"] for e in report["ledger"]] == [1, 2, 3]
    dealer = [(h["hand"], h["cards"], h["total"]) for h in report["final_hands"] if h["box"] == 0]
    assert dealer == [(1, ["TH", "TD"], 20), (2, ["TH", "6S", "8H"], 24), (3, ["TH", "9D"], 19)]
    moved = [e for e in report["transcript"] if e["kind"] == "move-up-card"]
    assert [(e["box"], e["hand"], e["card"], e["clause"]) for e in moved] == [
        (0, 2, "TH", "19:47-2.18(g)"),
        (0, 3, "TH", "19:47-2.18(h)"),
    ]
    collected = [e["hand"] for e in report["transcript"] if e["kind"] == "collect-dealer-cards"]
    assert collected == [1, 2]


def test_no_third_hand_without_a_third_wager(capsys: pytest.CaptureFixture[str]) -> None:
    # Two spots only: after hand 2 (TH 6S 8H, 24) no wager is left, and 9D stays in the shoe
    # (2.18(h)).
    status, out, _ = _run(
        capsys, "round", *MULTIPLE_ACTION, "--bet", "1=10,second-spot=10",
        "--shoe", "TS TH 9C TD 6S 8H 9D", "--decisions", "stand",
    )  # fmt: skip
    assert status == 0
    assert "dealer hand 3" not in out
    assert "  dealer hand 2: TH 6S 8H = 24" in out


def test_the_round_replays_from_its_record(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _, out, _ = _run(capsys, *INSURED, "--json")
    record = tmp_path / "round.json"
    record.write_text(out, encoding="utf-8")
    again = _json(capsys, "round", "--replay", str(record))
    assert again["ledger"] == json.loads(out)["ledger"]
    assert again["final_hands"] == json.loads(out)["final_hands"]


@pytest.mark.parametrize(
    ("options", "bet", "message"),
    [
        ((), "1=10", "add a second-spot wager [19:47-2.18(b)]"),
        ((), "1=10,third-spot=10", "add a second-spot wager [19:47-2.18(b)]"),
        (
            ("--multiple-action-wagers", "three"),
            "1=10,second-spot=10",
            "add a third-spot wager [19:47-2.18(b)]",
        ),
        ((), "1=10,second-spot=1", "below the posted minimum of 5.00 for each wager"),
    ],
)
def test_a_missing_or_short_spot_wager_exits_2_citing_2_18_b(
    capsys: pytest.CaptureFixture[str], options: tuple[str, ...], bet: str, message: str
) -> None:
    status, out, err = _run(
        capsys, "round", *MULTIPLE_ACTION, *options, "--bet", bet, "--shoe", "TS TH 9C TD"
    )
    assert status == 2
    assert out == ""
    assert message in err


def test_an_ordinary_round_is_printed_as_before(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(
        capsys, "round", "--edition", "nj-1996", "--bet", "1=10",
        "--shoe", "TS TH 9C TD", "--decisions", "stand",
    )  # fmt: skip
    assert status == 0
    assert "dealer hand" not in out
    assert "vs dealer hand" not in out
    assert "  dealer: TH TD = 20" in out.splitlines()
    assert "  2. dealer-up-card             dealer TH total 10 [19:47-2.6(e)2]" in out
    assert (
        "  box 1 hand 1 box1     main      stake    10.00  lose                      "
        "net   -10.00  [19:47-2.3(a)2]"
    ) in out
    report = _json(
        capsys, "round", "--edition", "nj-1996", "--bet", "1=10",
        "--shoe", "TS TH 9C TD", "--decisions", "stand",
    )  # fmt: skip
    assert "dealer_hand" not in report["ledger"][0]
    assert [h["hand"] for h in report["final_hands"] if h["box"] == 0] == [1]
