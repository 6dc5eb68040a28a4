"""`bjkit round` and `bjkit rules` as a user runs them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bjkit.cli import main


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_round_json_pays_three_to_two_on_five(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "round", "--bet", "1=5", "--shoe", "AS 9D KH 7C", "--json")
    report = json.loads(out)
    assert status == 0
    # 2.7(a): 5 x 3 / 2 = 7.50.
    assert report["ledger"] == [
        {
            "box": 1,
            "player": "box1",
            "hand": 1,
            "kind": "main",
            "stake": "5.00",
            "result": "win",
            "odds": "3 to 2",
            "net": "7.50",
            "clause": "13:69F-2.7(a)",
        }
    ]
    assert report["balanced"] is True
    assert report["final_hands"][0]["cards"] == ["AS", "KH"]
    assert all("clause" in event for event in report["transcript"])


def test_round_readable_account(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(
        capsys,
        "round", "--edition", "nj-1996", "--hole-card", "face-down-card-reader",
        "--bet", "1=10", "--shoe", "TS 9D 6H 7C 4C 9C", "--decisions", "hit stand",
    )  # fmt: skip
    # Player 16 + 4 = 20; dealer 9 + 7 = 16 draws 9: 25, over 21: +10.00 (2.3(a)1).
    assert status == 0
    assert "19:47-2.3(a)1" in out
    assert "Players' net: 10.00" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("--bet", "1=10", "--shoe", "AS 9D QX 7C"), "unknown card 'QX'"),
        (("--decks", "1", "--bet", "1=10", "--shoe", "AS AS KH 7C"), "AS appears 2 times"),
        (("--bet", "1=2", "--shoe", "TS 9D 6H 8C"), "below the table minimum"),
        (("--bet", "1=10", "--shoe", "TS 9D 6H 8C", "--decisions", "surrender"), "2.8(c)"),
        (("--bet", "1=10", "--shoe", "TS 9D"), "shoe ran out"),
        (
            ("--hole-card", "face-up", "--surrender", "true", "--bet", "1=10", "--shoe", "TS"),
            "2.6(k)3",
        ),
    ],
)
def test_round_bad_input_is_a_clear_error(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], message: str
) -> None:
    status, _, err = _run(capsys, "round", *argv)
    assert status == 2
    assert message in err


def test_round_waiting_for_a_decision_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = _run(capsys, "round", "--bet", "1=10", "--shoe", "TS 9D 6H 8C")
    assert status == 2
    assert "waits for a decision" in err and "hit, stand, double" in err


def test_round_replays_its_own_record(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    _, out, _ = _run(
        capsys, "round", "--bet", "1=10", "--shoe", "6S 7D 5H 9C TC", "--decisions", "double",
        "--json",
    )  # fmt: skip
    record = tmp_path / "round.json"
    record.write_text(out, encoding="utf-8")
    _, again, _ = _run(capsys, "round", "--replay", str(record), "--json")
    assert json.loads(again)["ledger"] == json.loads(out)["ledger"]


def test_rules_lists_every_option_with_default_and_clause(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = _run(capsys, "rules", "--edition", "nj-1996", "--json")
    options = {row["option"]: row for row in json.loads(out)["options"]}
    assert status == 0
    assert options["surrender"]["clause"] == "19:47-2.8(c)"
    assert options["surrender"]["default"] is False
    assert options["hole_card"]["default"] == "no-hole-card"
    assert options["bonus_five_card_21_odds"]["clause_incomplete"] is True
    assert options["dealer_second_card_when_no_effect"]["interpretation"] == (
        "I-2.12c-dealer-second-card"
    )


def test_round_with_an_exposed_card_shows_the_remedy(capsys: pytest.CaptureFixture[str]) -> None:
    # 2.15(c): 5H is exposed at the first decision; box 1 (TS 6C, 16) refuses it and stands;
    # box 2 (9S 7H, 16) takes it (21); the dealer 6D KD (16) draws 9C (25). Both win $10.
    status, out, _ = _run(
        capsys,
        "round",
        "--bet", "1=10", "--bet", "2=10",
        "--shoe", "TS 9S 6D 6C 7H 5H KD 9C 2S",
        "--decisions", "refuse-card accept-card stand",
        "--irregularity", "exposed-card-drawn-in-error:decision=1",
    )  # fmt: skip
    assert status == 0
    assert "Irregularity injected: exposed-card-drawn-in-error(decision=1) [13:69F-2.15(c)]" in out
    assert "!refuse-exposed-card" in out
    assert "box 2 hand 1: 9S 7H 5H = 21" in out
    assert "Players' net: 20.00" in out


def test_round_record_replays_its_irregularities(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # 2.15(d): box TS 8C (18), dealer 7D KH (17); 4S drawn by accident on 17 is burned.
    status, out, _ = _run(
        capsys,
        "round", "--bet", "1=10", "--shoe", "TS 7D 8C KH 4S", "--decisions", "stand",
        "--irregularity", "dealer-draws-on-seventeen", "--json",
    )  # fmt: skip
    record = json.loads(out)
    assert record["irregularities"] == [{"kind": "dealer-draws-on-seventeen"}]
    assert record["player_net"] == "10.00"
    saved = tmp_path / "round.json"
    saved.write_text(out, encoding="utf-8")
    status, again, _ = _run(capsys, "round", "--replay", str(saved), "--json")
    assert status == 0 and json.loads(again)["transcript"] == record["transcript"]


@pytest.mark.parametrize(
    ("irregularity", "message"),
    [
        ("card-reader-malfunction", "needs a table with a card reader device"),
        ("card-face-up-in-shoe:cards=2", "unknown field cards"),
        ("card-face-up-in-shoe:2", "write FIELD=VALUE"),
        ("dealer-misses-card:dealer_card=1,box=2", "takes only `dealer_card`"),
    ],
)
def test_round_refuses_a_bad_irregularity(
    capsys: pytest.CaptureFixture[str], irregularity: str, message: str
) -> None:
    status, _, err = _run(
        capsys, "round", "--bet", "1=10", "--shoe", "TS 9D 8C 7H", "--irregularity", irregularity
    )
    assert status == 2 and message in err
