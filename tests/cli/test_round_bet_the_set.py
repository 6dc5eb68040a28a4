"""`bjkit round` with Bet the Set 21 (13:69F-2.29, edition nj-2024+bet-the-set), as a user runs it.

Every amount is worked out by hand from the pay tables of 2.29(g), as the notice prints them:

                 Paytable 1  Paytable 2  Paytable 3  Paytable 4  Paytable 5  Paytable 6
    Regular Pair    N/A       10 to 1     10 to 1     10 to 1     12 to 1     10 to 1
    Suited Pair   15 to 1     25 to 1     15 to 1     12 to 1       N/A       20 to 1

The table is six decks, no hole card, pay table 2 unless a case says otherwise. Box 1 wagers $10
and $5 on Bet the Set; the shoe gives box 1's first card, the dealer's face-up 9D, box 1's second
card and the dealer's TC (19). Box 1 stands on its 16 or 15 and the main wager loses, -$10.00
(2.3(a)2). The Bet the Set wager is settled after the second card, before any further card
(2.29(e)).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bjkit.cli import main

EDITION = ("--edition", "nj-2024+bet-the-set", "--side-wagers", "bet-the-set")


def _round(
    capsys: pytest.CaptureFixture[str], cards: str, *options: str, json_out: bool = True
) -> tuple[int, str, str]:
    argv = ["round", *EDITION, *options, "--bet", "1=10,bet-the-set=5"]
    argv += ["--shoe", f"{cards[:2]} 9D {cards[3:]} TC", "--decisions", "stand"]
    status = main([*argv, "--json"] if json_out else argv)
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def _bet_the_set(capsys: pytest.CaptureFixture[str], cards: str, *options: str) -> Any:
    status, out, err = _round(capsys, cards, *options)
    assert status == 0, err
    report = json.loads(out)
    (entry,) = [e for e in report["ledger"] if e["kind"] == "bet-the-set"]
    return entry, report


@pytest.mark.parametrize(
    ("cards", "options", "settled"),
    [
        # 8H 8H: a suited pair; pay table 2, 25 to 1: $5 x 25 = +$125.00.
        ("8H 8H", (), ("win", "25 to 1", "125.00", "13:69F-2.29(g)")),
        # 8H 8C: a pair of two suits, the Regular Pair; pay table 2, 10 to 1: $5 x 10 = +$50.00.
        ("8H 8C", (), ("win", "10 to 1", "50.00", "13:69F-2.29(g)")),
        # 8H 7C: no pair: the wager loses, -$5.00 (2.29(e)1).
        ("8H 7C", (), ("lose", None, "-5.00", "13:69F-2.29(e)1")),
        # Pay table 6, a suited pair: 20 to 1, $5 x 20 = +$100.00.
        ("8H 8H", ("--side-wager-pay-tables", "bet-the-set:6"), ("win", "20 to 1", "100.00", None)),
        # Pay table 1, a suited pair: 15 to 1, $5 x 15 = +$75.00.
        ("8H 8H", ("--side-wager-pay-tables", "bet-the-set:1"), ("win", "15 to 1", "75.00", None)),
    ],
)
def test_a_pair_is_paid_at_the_odds_of_the_pay_table(
    capsys: pytest.CaptureFixture[str],
    cards: str,
    options: tuple[str, ...],
    settled: tuple[str, str | None, str, str | None],
) -> None:
    result, odds, net, clause = settled
    entry, report = _bet_the_set(capsys, cards, *options)
    assert (entry["stake"], entry["result"], entry["odds"], entry["net"]) == (
        "5.00",
        result,
        odds,
        net,
    )
    if clause is not None:
        assert entry["clause"] == clause
    main_wager = next(e for e in report["ledger"] if e["kind"] == "main")
    assert main_wager["net"] == "-10.00"
    assert report["player_net"] == f"{float(net) - 10:.2f}"


def test_the_wager_is_settled_after_the_second_card_before_any_decision(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = _round(capsys, "8H 8H", json_out=False)
    assert status == 0
    assert (
        "Side wagers offered: bet-the-set at pay table 2 [13:69F-2.29(g)] "
        "(bet_the_set_pair: same-rank, bet_the_set_not_available: pair-line)"
    ) in out
    kinds = [line[5:].split(" ", 1)[0] for line in out.splitlines() if line[3:4] == "."]
    assert kinds[:5] == ["deal", "dealer-up-card", "deal", "pay", "announce-total"]
    assert "(bet-the-set box1 125.00) [13:69F-2.29(g)]" in out
    assert "Players' net: 115.00; ledger balanced: True" in out  # 125 - 10


@pytest.mark.parametrize(
    ("cards", "not_available", "settled"),
    [
        # Pay table 5 prints N/A for a suited pair. pair-line (the default): a suited pair is a
        # pair, paid on the Regular Pair line, 12 to 1: $5 x 12 = +$60.00.
        ("8H 8H", "pair-line", ("win", "12 to 1", "60.00")),
        # lose: the N/A cell pays nothing, -$5.00.
        ("8H 8H", "lose", ("lose", None, "-5.00")),
        # A regular pair at pay table 5 is paid 12 to 1 either way: +$60.00.
        ("8H 8C", "lose", ("win", "12 to 1", "60.00")),
    ],
)
def test_a_suited_pair_where_the_pay_table_prints_n_a(
    capsys: pytest.CaptureFixture[str],
    cards: str,
    not_available: str,
    settled: tuple[str, str | None, str],
) -> None:
    options = ("--side-wager-pay-tables", "bet-the-set:5")
    entry, _ = _bet_the_set(capsys, cards, *options, "--bet-the-set-not-available", not_available)
    assert (entry["result"], entry["odds"], entry["net"]) == settled


def test_a_regular_pair_loses_under_pay_table_1(capsys: pytest.CaptureFixture[str]) -> None:
    # Pay table 1 prints N/A for a regular pair: it pays suited pairs only. 8H 8C: -$5.00.
    entry, _ = _bet_the_set(capsys, "8H 8C", "--side-wager-pay-tables", "bet-the-set:1")
    assert (entry["result"], entry["net"]) == ("lose", "-5.00")
    assert entry["interpretation"] == "I-2.29g-not-available"


def test_bet_the_set_needs_the_edition_of_the_notice(capsys: pytest.CaptureFixture[str]) -> None:
    bet = ("--bet", "1=10,bet-the-set=5", "--shoe", "8H 9D 8H TC", "--decisions", "stand")
    status = main(["round", "--side-wagers", "bet-the-set", *bet])
    captured = capsys.readouterr()
    assert status == 2
    assert captured.out == ""
    assert "edition nj-2024 has no such wager [13:69F-2.29(a) is in nj-2024+bet-the-set]" in (
        captured.err
    )
