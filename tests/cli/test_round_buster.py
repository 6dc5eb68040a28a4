"""`bjkit round` with Buster Blackjack (13:69F-2.30) and its Free Bonus, as a user runs them: the
cards kept under the Buster wager and the dealer's completion draws in the account and in
`--json`, the Free Bonus line in the ledger.

Every amount is worked out by hand from the rule text: 2.30(g) (pay tables A to F by the number
of cards in the dealer's busted hand, "8 or more" for eight and above), 2.30(h) (the Free Bonus:
a player's blackjack, a Buster wager of at least $5.00, a dealer's bust of at least seven cards)
and 2.30(i) (B1: 7 cards $1,000.00, 8 or more $8,000.00; B3: $1,000.00 and $5,000.00). Tables are
nj-2024, six decks, no hole card (2.6(h)): the shoe gives box 1's first card, the dealer's face-up
card, box 1's second card, box 1's draws, the dealer's second card, then the dealer's draws.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bjkit.cli import main


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def _json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    status, out, err = _run(capsys, *argv, "--json")
    assert status == 0, err
    report: dict[str, Any] = json.loads(out)
    return report


def _ledger(report: dict[str, Any]) -> dict[str, tuple[str, str, str | None, str, str]]:
    return {
        e["kind"]: (e["stake"], e["result"], e["odds"], e["net"], e["clause"])
        for e in report["ledger"]
    }


# Every player busts: box 1's TC 6D (16) hits TS, 26: the main wager is collected, -$10.00
# (2.3(a)1), and the cards kept under the Buster wager (2.30(f)2). The dealer's 6S AH is a soft 17,
# where 2.12(b) stands, but a Buster wager is still open: he completes his hand drawing to a soft 17
# (2.30(f)3): 5C, 12; TH, 22. A bust in four cards: table A pays 2 to 1, $5 x 2 = +$10.00.
# Players' net: -10 + 10 = $0.00.
ALL_BUST = (
    "round", "--side-wagers", "buster", "--bet", "1=10,buster=5",
    "--shoe", "TC 6S 6D TS AH 5C TH", "--decisions", "hit",
)  # fmt: skip

# The Free Bonus: box 1's AS KD is a blackjack against the dealer's 2C: paid 3 to 2, $10 x 3/2 =
# +$15.00, at once (2.7(a)), its cards kept under the Buster wager (2.30(f)1). The dealer takes his
# second card 2D (4) for the Buster wager and completes his hand: 2H 6, 2S 8, 3C 11, 3D 14, TH 24,
# a bust in seven cards. Table A, seven cards: 50 to 1, $5 x 50 = +$250.00. A blackjack, $5.00 on
# Buster, seven cards: the Free Bonus, B1 seven cards, +$1,000.00. Net 15 + 250 + 1,000 = $1,265.
SEVEN_CARDS = "AS 2C KD 2D 2H 2S 3C 3D TH"
FREE_BONUS = (
    "round", "--side-wagers", "buster buster-free-bonus", "--bet", "1=10,buster=5",
    "--shoe", SEVEN_CARDS,
)  # fmt: skip


def test_the_dealer_completes_his_hand_when_every_player_busts(
    capsys: pytest.CaptureFixture[str],
) -> None:
    report = _json(capsys, *ALL_BUST)
    assert _ledger(report) == {
        "main": ("10.00", "lose", None, "-10.00", "13:69F-2.3(a)1"),
        "buster": ("5.00", "win", "2 to 1", "10.00", "13:69F-2.30(g)"),
    }
    assert report["player_net"] == "0.00"
    assert report["side_wager_procedure"] == {
        "cards_kept": [
            {
                "box": 1,
                "hand": 1,
                "offering": "buster",
                "cards": ["TC", "6D", "TS"],
                "clause": "13:69F-2.30(f)2",
            }
        ],
        "dealer_completion": [
            {
                "offering": "buster",
                "clause": "13:69F-2.30(f)3",
                "draws": ["5C", "TH"],
                "cards": ["6S", "AH", "5C", "TH"],
                "total": 22,
                "busted": True,
                "blackjack": False,
                "card_count": 4,
            }
        ],
    }
    draws = [
        (e["card"], e["total"], e["clause"])
        for e in report["transcript"]
        if e["kind"] == "dealer-draw"
    ]
    assert draws == [("5C", 12, "13:69F-2.30(f)3"), ("TH", 22, "13:69F-2.30(f)3")]


def test_the_account_shows_the_kept_cards_and_the_completion_draws(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = _run(capsys, *ALL_BUST)
    assert status == 0
    assert (
        "Side wagers offered: buster at pay table A [13:69F-2.30(g)] "
        "(buster_dealer_soft_17: buster-only)"
    ) in out
    lines = out.splitlines()
    kept = next(i for i, line in enumerate(lines) if "cards-under-side-wager" in line)
    assert lines[kept].endswith("box 1 hand 1 (TC 6D TS under the buster wager) [13:69F-2.30(f)2]")
    assert lines[kept][4] == "*"  # the dealer's procedure for a side wager is marked
    assert "(main box1 -10.00)" in lines[kept - 1]  # after the busted hand's wager is collected
    draws = [line for line in lines if "dealer-draw" in line]
    assert [line[4] for line in draws] == ["*", "*"]
    assert "dealer 5C total 12 [13:69F-2.30(f)3]" in draws[0]
    assert "dealer TH total 22 [13:69F-2.30(f)3]" in draws[1]
    assert "  box 1 hand 1: TC 6D TS kept face up under the buster wager [13:69F-2.30(f)2]" in out
    assert (
        "  the dealer completed his hand for the buster wagers, drawing 5C TH: "
        "6S AH 5C TH = 22 in 4 cards, bust [13:69F-2.30(f)3]"
    ) in out
    assert "Players' net: 0.00; ledger balanced: True" in out


def test_a_blackjack_against_a_seven_card_bust_gets_the_free_bonus(
    capsys: pytest.CaptureFixture[str],
) -> None:
    report = _json(capsys, *FREE_BONUS)
    assert _ledger(report) == {
        "main": ("10.00", "win", "3 to 2", "15.00", "13:69F-2.7(a)"),
        "buster": ("5.00", "win", "50 to 1", "250.00", "13:69F-2.30(g)"),
        "buster-free-bonus": ("0.00", "win", None, "1000.00", "13:69F-2.30(i)"),
    }
    assert report["player_net"] == "1265.00"
    assert report["balanced"] is True
    procedure = report["side_wager_procedure"]
    assert procedure["cards_kept"] == [
        {
            "box": 1,
            "hand": 1,
            "offering": "buster",
            "cards": ["AS", "KD"],
            "clause": "13:69F-2.30(f)1",
        }
    ]
    (completion,) = procedure["dealer_completion"]
    assert completion["draws"] == ["2H", "2S", "3C", "3D", "TH"]
    assert (completion["total"], completion["card_count"], completion["busted"]) == (24, 7, True)


def test_the_free_bonus_is_a_line_of_the_ledger_with_no_stake(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = _run(capsys, *FREE_BONUS)
    assert status == 0
    assert "buster-free-bonus at pay table B1 [13:69F-2.30(i)]" in out
    ledger = out.split("\nLedger:\n", 1)[1].splitlines()
    bonus = next(line for line in ledger if "buster-free-bonus" in line)
    assert bonus.split() == [
        *("box", "1", "hand", "1", "box1", "buster-free-bonus", "stake", "0.00", "win"),
        *("fixed", "amount", "net", "1000.00", "[13:69F-2.30(i)]"),
    ]
    buster = next(line for line in ledger if " buster " in line)
    assert "at 50 to 1" in buster and "net   250.00" in buster
    assert "(AS KD under the buster wager) [13:69F-2.30(f)1]" in out
    assert "drawing 2H 2S 3C 3D TH: 2C 2D 2H 2S 3C 3D TH = 24 in 7 cards, bust" in out
    assert "Players' net: 1265.00; ledger balanced: True" in out


def test_a_four_dollar_buster_wager_gets_no_free_bonus(capsys: pytest.CaptureFixture[str]) -> None:
    # The same round with $4.00 on Buster: 50 to 1, $4 x 50 = +$200.00; below the $5.00 of
    # 2.30(h)(ii), no Free Bonus. Net 15 + 200 = $215.00.
    argv = list(FREE_BONUS)
    argv[argv.index("1=10,buster=5")] = "1=10,buster=4"
    report = _json(capsys, *argv)
    assert _ledger(report) == {
        "main": ("10.00", "win", "3 to 2", "15.00", "13:69F-2.7(a)"),
        "buster": ("4.00", "win", "50 to 1", "200.00", "13:69F-2.30(g)"),
    }
    assert report["player_net"] == "215.00"


@pytest.mark.parametrize(
    ("pay_tables", "odds", "net", "player_net"),
    [
        # Table A, six cards: 15 to 1, $5 x 15 = +$75.00; net 15 + 75 = $90.00.
        ((), "15 to 1", "75.00", "90.00"),
        # Table F, six cards: 20 to 1, $5 x 20 = +$100.00; net 15 + 100 = $115.00.
        (("--side-wager-pay-tables", "buster:F"), "20 to 1", "100.00", "115.00"),
    ],
)
def test_a_six_card_bust_gets_no_free_bonus(
    capsys: pytest.CaptureFixture[str],
    pay_tables: tuple[str, ...],
    odds: str,
    net: str,
    player_net: str,
) -> None:
    # The dealer's 2C 2D 2H 2S 4C TH: 2 + 2 + 2 + 2 + 4 + 10 = 22, a bust in six cards: fewer
    # than the seven of 2.30(h)(iii), no Free Bonus.
    report = _json(
        capsys,
        "round", "--side-wagers", "buster,buster-free-bonus", *pay_tables,
        "--bet", "1=10,buster=5", "--shoe", "AS 2C KD 2D 2H 2S 4C TH",
    )  # fmt: skip
    assert _ledger(report) == {
        "main": ("10.00", "win", "3 to 2", "15.00", "13:69F-2.7(a)"),
        "buster": ("5.00", "win", odds, net, "13:69F-2.30(g)"),
    }
    assert report["player_net"] == player_net


def test_eight_cards_pay_250_to_1_and_the_b3_free_bonus(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # The dealer's 2C 2D, then 2H 2S 2C 3C 3D (16) and TH: 26 in eight cards. Table A "8 or
    # more": 250 to 1, $5 x 250 = +$1,250.00; B3 "8 or more": +$5,000.00 (B1 would pay $8,000.00).
    # Net 15 + 1,250 + 5,000 = $6,265.00.
    report = _json(
        capsys,
        "round", "--side-wagers", "buster buster-free-bonus",
        "--side-wager-pay-tables", "buster-free-bonus:B3",
        "--bet", "1=10,buster=5", "--shoe", "AS 2C KD 2D 2H 2S 2C 3C 3D TH",
    )  # fmt: skip
    ledger = _ledger(report)
    assert ledger["buster"] == ("5.00", "win", "250 to 1", "1250.00", "13:69F-2.30(g)")
    assert ledger["buster-free-bonus"] == ("0.00", "win", None, "5000.00", "13:69F-2.30(i)")
    assert report["player_net"] == "6265.00"
    assert report["side_wager_procedure"]["dealer_completion"][0]["card_count"] == 8


def test_the_dealers_blackjack_loses_the_buster_wager_and_completes_nothing(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # Box 1 stands on TC 9D (19); the dealer's KD AS is a blackjack: the main wager loses, -$10.00
    # (2.3(a)2), and so does the Buster wager, -$5.00 (2.30(d)1). No card is drawn for it.
    argv = ("round", "--side-wagers", "buster", "--bet", "1=10,buster=5")
    shoe = ("--shoe", "TC KD 9D AS", "--decisions", "stand")
    report = _json(capsys, *argv, *shoe)
    assert _ledger(report) == {
        "buster": ("5.00", "lose", None, "-5.00", "13:69F-2.30(d)1"),
        "main": ("10.00", "lose", None, "-10.00", "13:69F-2.3(a)2"),
    }
    assert report["side_wager_procedure"]["dealer_completion"][0]["draws"] == []
    _, out, _ = _run(capsys, *argv, *shoe)
    assert "the dealer's blackjack decides the buster wagers; no card drawn: KD AS = 21" in out


def test_a_hard_17_needs_no_card_and_loses_the_buster_wager(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # The dealer's 9S 8C is a hard 17: complete under 2.30(f)3i, no card drawn; 21 or less, the
    # Buster wager loses, -$5.00 (2.30(d)2). Box 1's 19 beats 17: +$10.00 (2.3(a)2). Net $5.00.
    argv = ("round", "--side-wagers", "buster", "--bet", "1=10,buster=5")
    shoe = ("--shoe", "TC 9S 9D 8C", "--decisions", "stand")
    report = _json(capsys, *argv, *shoe)
    assert _ledger(report)["buster"] == ("5.00", "lose", None, "-5.00", "13:69F-2.30(d)2")
    assert report["player_net"] == "5.00"
    _, out, _ = _run(capsys, *argv, *shoe)
    assert "the dealer's hand needed no card for the buster wagers: 9S 8C = 17 in 2 cards" in out


@pytest.mark.parametrize(
    ("soft_17", "main_result", "player_net"),
    [
        # buster-only: the main wager is settled against the soft 17 as 2.12(b) leaves it, 18
        # beats 17, +$10.00; then the dealer draws 3C for the Buster wager: 20, -$5.00. Net $5.
        ("buster-only", ("win", "10.00"), "5.00"),
        # whole-table: he draws to the soft 17 for every wager first: 20 beats 18, -$10.00; the
        # Buster wager loses on 20 as well, -$5.00. Net -$15.00.
        ("whole-table", ("lose", "-10.00"), "-15.00"),
    ],
)
def test_the_soft_17_option_decides_which_wagers_the_completion_serves(
    capsys: pytest.CaptureFixture[str],
    soft_17: str,
    main_result: tuple[str, str],
    player_net: str,
) -> None:
    report = _json(
        capsys,
        "round", "--side-wagers", "buster", "--buster-dealer-soft-17", soft_17,
        "--bet", "1=10,buster=5", "--shoe", "TC 6S 8D AH 3C", "--decisions", "stand",
    )  # fmt: skip
    ledger = _ledger(report)
    assert (ledger["main"][1], ledger["main"][3]) == main_result
    assert ledger["buster"] == ("5.00", "lose", None, "-5.00", "13:69F-2.30(d)2")
    assert report["player_net"] == player_net
    assert report["rules"]["buster_dealer_soft_17"] == soft_17


@pytest.mark.parametrize(
    ("options", "bet", "message"),
    [
        (
            ("--side-wagers", "buster buster-free-bonus"),
            "1=10,buster=5,buster-free-bonus=5",
            "buster-free-bonus is not a wager a player places; it is paid on another wager "
            "when its conditions are met [13:69F-2.30(h)]",
        ),
        (
            ("--side-wagers", "buster"),
            "1=5,buster=10",
            "above the main wager of 5.00 [13:69F-2.30(c)]",
        ),
        (
            ("--edition", "nj-2004", "--side-wagers", "buster"),
            "1=10,buster=5",
            "edition nj-2004 has no such wager",
        ),
    ],
)
def test_a_bad_buster_wager_exits_2_citing_its_clause(
    capsys: pytest.CaptureFixture[str], options: tuple[str, ...], bet: str, message: str
) -> None:
    status, out, err = _run(capsys, "round", *options, "--bet", bet, "--shoe", SEVEN_CARDS)
    assert status == 2
    assert out == ""
    assert message in err


def test_the_free_bonus_round_replays_from_its_record(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _, out, _ = _run(capsys, *FREE_BONUS, "--json")
    record = tmp_path / "round.json"
    record.write_text(out, encoding="utf-8")
    again = _json(capsys, "round", "--replay", str(record))
    assert again["ledger"] == json.loads(out)["ledger"]
    assert again["side_wager_procedure"] == json.loads(out)["side_wager_procedure"]
