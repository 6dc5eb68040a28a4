"""`bjkit round` with side wagers (2.17) and `bjkit rules` listing them, as a user runs them.
The amounts are worked by hand from the rule text."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bjkit.cli import main
from reference_impl.wager_model import declarations
from vendor_adapters.capabilities import CAPABILITIES


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


# Six decks, nj-2024, no hole card. Box 1 wagers $10 and $1 on same-suit, and is dealt KS QS:
# 2.17(e)2iv, six decks, payout option 1, "King and queen ... 5 to 1": +$5.00. It stands on 20;
# the dealer's 9D 7C TC is 26, over 21: the main wager wins 1 to 1, +$10.00 (2.3(a)1).
KING_QUEEN = (
    "round", "--side-wagers", "same-suit", "--bet", "1=10,same-suit=1",
    "--shoe", "KS 9D QS 7C TC", "--decisions", "stand",
)  # fmt: skip

# Over-under-13, nj-2024. Box 1: 5H 6H = 11, under-13 wins 1 to 1 (2.17(b)2, (e)1): +$1.00.
# Box 2: TH 3C = 13, over-13 loses, 13 counting neither (2.17(c)): -$1.00. Both settled after the
# second cards, before any decision (2.17(d), (e)). Box 1 stands on 11, box 2 hits 4D to 17; the
# dealer's 9D 8S is 17: box 1 loses $10 (2.3(a)2), box 2 ties and its wager is returned (2.3(b)).
OVER_UNDER = (
    "round", "--side-wagers", "over-under-13",
    "--bet", "1=10,under-13=1", "--bet", "2=10,over-13=1",
    "--shoe", "5H TH 9D 6H 3C 4D 8S", "--decisions", "stand hit stand",
)  # fmt: skip


def test_a_suited_king_and_queen_pays_5_to_1(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, *KING_QUEEN, "--json")
    report = json.loads(out)
    assert status == 0
    assert report["rules"]["side_wagers"] == "same-suit"
    assert report["wagers"] == [
        {
            "box": 1,
            "player": "box1",
            "amount": "10.00",
            "seated": True,
            "side_wagers": [{"kind": "same-suit", "amount": "1.00"}],
        }
    ]
    same_suit, main_wager = report["ledger"]
    assert same_suit == {
        "box": 1,
        "player": "box1",
        "hand": 1,
        "kind": "same-suit",
        "stake": "1.00",
        "result": "win",
        "odds": "5 to 1",
        "net": "5.00",
        "clause": "13:69F-2.17(e)2iv",
        "interpretation": "I-2.17e2-king-queen",
    }
    assert (main_wager["kind"], main_wager["net"]) == ("main", "10.00")
    assert report["player_net"] == "15.00"
    assert report["balanced"] is True


def test_the_account_shows_side_wagers_placed_then_paid_collected_returned_in_order(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = _run(capsys, *OVER_UNDER)
    assert status == 0
    assert "box 1 box1     main 10.00, under-13 1.00" in out
    assert "box 2 box2     main 10.00, over-13 1.00" in out
    settled = [
        line.split("(", 1)[1].split(")", 1)[0]
        for line in out.splitlines()
        if line[5:].split(" ", 1)[0] in ("pay", "collect", "return")
    ]
    assert settled == [
        "under-13 box1 1.00",
        "over-13 box2 -1.00",
        "main box1 -10.00",
        "main box2 0.00",
    ]
    lines = out.splitlines()
    first_decision = next(i for i, line in enumerate(lines) if " stand " in line)
    side_events = [i for i, line in enumerate(lines) if "-13 box" in line and "[" in line]
    assert side_events and max(side_events[:2]) < first_decision
    assert "[13:69F-2.17(c)]" in out
    assert "Players' net: -10.00; ledger balanced: True" in out


def test_the_record_replays_with_its_side_wagers(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _, out, _ = _run(capsys, *OVER_UNDER, "--json")
    record = tmp_path / "round.json"
    record.write_text(out, encoding="utf-8")
    status, again, _ = _run(capsys, "round", "--replay", str(record), "--json")
    assert status == 0
    assert json.loads(again)["ledger"] == json.loads(out)["ledger"]
    assert json.loads(again)["wagers"] == json.loads(out)["wagers"]


def test_a_named_player_places_side_wagers_too(capsys: pytest.CaptureFixture[str]) -> None:
    argv = list(KING_QUEEN)
    argv[argv.index("1=10,same-suit=1")] = "1:alice=10,same-suit=1"
    status, out, _ = _run(capsys, *argv, "--json")
    assert status == 0
    assert {(e["player"], e["kind"], e["net"]) for e in json.loads(out)["ledger"]} == {
        ("alice", "same-suit", "5.00"),
        ("alice", "main", "10.00"),
    }


@pytest.mark.parametrize(
    ("options", "bet", "message"),
    [
        (("--side-wagers", "same-suit"), "1=10,flush=1", "side wager 'flush' by 'box1' on box 1"),
        ((), "1=10,same-suit=1", "this table does not offer same-suit (side_wagers: none)"),
        (("--side-wagers", "same-suit"), "1=10,same-suit=2", "is 1.00 in nj-2024 [13:69F-2.17(a)]"),
        (
            ("--edition", "nj-1996", "--side-wagers", "same-suit"),
            "1=5,same-suit=10",
            "above the main wager of 5.00 [19:47-2.17(g)1]",
        ),
        (
            ("--side-wagers", "over-under-13"),
            "1=10,over-13=1,under-13=1",
            "a player indicates one wager of over-under-13 [13:69F-2.17(b)]",
        ),
        (("--side-wagers", "same-suit"), "1=10,same-suit", "write each side wager as KIND=AMOUNT"),
        (("--side-wagers", "same-suit"), "1=10,same-suit=1,same-suit=1", "given twice"),
    ],
)
def test_a_bad_side_wager_exits_2_with_the_engine_message(
    capsys: pytest.CaptureFixture[str], options: tuple[str, ...], bet: str, message: str
) -> None:
    status, out, err = _run(
        capsys, "round", *options, "--bet", bet, "--shoe", "KS 9D QS 7C TC", "--decisions", "stand"
    )
    assert status == 2
    assert out == ""
    assert message in err


def test_rules_lists_the_side_wager_options_and_each_editions_side_wagers(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = _run(capsys, "rules", "--edition", "nj-2004")
    assert status == 0
    for flag in ("--side-wagers", "--side-wager-pay-tables", "--side-wager-maximums"):
        assert f"\n{flag}  [19:47-2.17" in out
    assert "  nj-1996: multiple-action-blackjack, over-under-13, same-suit\n" in out
    assert "  nj-2004: multiple-action-blackjack, over-under-13, same-suit, sevens\n" in out
    # Every edition that carries nj-2004's 2.17(a)3 over has the sevens wager.
    assert "sevens  [19:47-2.17(a)3]  (nj-2004, nj-2024, nj-2024+bet-the-set)" in out
    assert "    same-suit  [19:47-2.17(b)3]" in out
    assert "wager: 1.00 in nj-2004" in out  # the sevens wager, 2.17(a)3i


def test_rules_json_lists_every_declared_offering_with_its_capability(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = _run(capsys, "rules", "--json")
    assert status == 0
    listed = {row["offering"]: row for row in json.loads(out)["side_wagers"]}
    offerings, _ = declarations()
    assert set(listed) == set(offerings)
    dealt = {row["capability"] for row in listed.values() if row["dealt"]}
    assert dealt == {c for c in CAPABILITIES if c.startswith("side-wager:")} | {"multiple-action"}
    assert listed["multiple-action-blackjack"]["capability"] == "multiple-action"
    assert [kind["kind"] for kind in listed["over-under-13"]["kinds"]] == ["over-13", "under-13"]
    assert listed["same-suit"]["pay_tables"]["clause"] == "13:69F-2.17(e)2"
