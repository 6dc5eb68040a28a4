"""The oracles of Buster Blackjack (steps/wagers/buster/oracle.py) and Bet the Set 21
(steps/wagers/bet_the_set/oracle.py), and the strategies that reach their rare rounds
(steps/wagers/buster/strategies.py). Expected values are typed by hand from the rule text."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest
from hypothesis import given

from reference_impl.rules import TableRules
from steps.wagers.bet_the_set.oracle import bet_the_set_outcome, card_reader_problems
from steps.wagers.buster.oracle import (
    buster_differences,
    buster_terms,
    buster_timing_problems,
    completion_must_draw,
    completion_problems,
    expected_buster,
    main_game_dealer_cards,
)
from steps.wagers.buster.strategies import busting_dealer, soft_17_dealer
from suite.harness.settlement_oracle import hand_total
from suite.run.certification import effective_options
from vendor_adapters.protocol import FinalHand, LedgerEntry, Outcome, TranscriptEvent, Wager

BUSTER_EDITIONS = ("nj-2024", "nj-2024+bet-the-set")
BTS = "nj-2024+bet-the-set"


def _rules(edition: str = "nj-2024", **options: object) -> TableRules:
    return effective_options(edition, {"side_wagers": "buster", **options})


def _hand(cards: str, box: int = 1) -> FinalHand:
    shown = cards.split()
    return {
        "box": box,
        "hand": 1,
        "cards": shown,
        "total": hand_total(shown),
        "blackjack": False,
        "busted": hand_total(shown) > 21,
    }


# The rule text ---------------------------------------------------------------------------------


@pytest.mark.parametrize("edition", BUSTER_EDITIONS)
def test_the_least_amounts_and_cards_are_read_from_2_30_c_and_h(edition: str) -> None:
    terms = buster_terms(edition)
    assert terms.least_wager == Decimal("1.00")
    assert terms.free_bonus_least_wager == Decimal("5.00")
    assert terms.free_bonus_least_cards == 7
    assert terms.most_cards_row == 8
    assert terms.free_bonus == {
        "B1": {8: Decimal("8000.00"), 7: Decimal("1000.00")},
        "B3": {8: Decimal("5000.00"), 7: Decimal("1000.00")},
    }


# The dealer's hand -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "draws"),
    [
        ("6S AH", True),  # soft 17: 2.12(b) stands, (f)3 draws
        ("AH 2C 4D", True),  # soft 17 of three cards
        ("TS 7D", False),  # hard 17
        ("AH 6C TD", False),  # hard 17 with an ace
        ("AH 7D", False),  # soft 18
        ("TS 6D", True),  # 16
        ("TS 6D 9C", False),  # a bust
    ],
)
def test_the_dealer_draws_below_17_and_on_a_soft_17(cards: str, draws: bool) -> None:
    assert completion_must_draw(cards.split()) is draws


def test_a_dealer_who_stands_on_a_soft_17_or_draws_past_a_hard_17_breaks_f3() -> None:
    assert completion_problems(["6S", "AH"])
    assert completion_problems(["TS", "7D", "2C"])
    assert completion_problems(["6S", "AH", "4C"]) == []
    assert completion_problems(["AS", "KD"]) == []  # his blackjack ends it


def test_the_blackjack_wagers_see_the_hand_2_12_b_stands_on_unless_the_table_draws_for_all() -> (
    None
):
    dealer = ["AH", "2C", "4D", "9S", "TC"]
    assert main_game_dealer_cards(dealer, _rules()) == ("AH", "2C", "4D")
    whole = _rules(buster_dealer_soft_17="whole-table")
    assert main_game_dealer_cards(dealer, whole) == tuple(dealer)
    assert main_game_dealer_cards(["TH", "2D"], _rules()) == ("TH", "2D")


# The wager and the Free Bonus ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("table", "dealer", "odds"),
    [
        ("A", "TS 6D 9C", "2 to 1"),
        ("E", "2S 3D 2C 9H TD", "3 to 1"),
        ("F", "2S 3D 2C 9H TD", "8 to 1"),
        ("C", "2S 3D 2C 2H 5H TD", "12 to 1"),
        ("B", "2S 2D 2C 2H 3S 3D 2S TH", "200 to 1"),
        ("A", "2S 2D 2C 2H 2S 2D 2C 2H TH", "250 to 1"),  # nine cards: "8 or more"
        ("F", "TS 6D 9C", "1 to 1"),
    ],
)
def test_a_bust_wins_at_the_odds_of_its_pay_table_and_row(
    table: str, dealer: str, odds: str
) -> None:
    rules = _rules(side_wager_pay_tables=f"buster:{table}")
    want = expected_buster([_hand("TC 8D")], Decimal(5), dealer.split(), rules)
    assert want.result == "win" and want.odds is not None and want.odds.printed == odds


def test_the_dealer_s_blackjack_and_a_completed_21_lose() -> None:
    rules = _rules()
    assert expected_buster([_hand("TC 8D")], Decimal(5), ["AS", "KD"], rules).path == "2.30(d)1"
    assert expected_buster([_hand("TC 8D")], Decimal(5), ["6S", "5D", "TC"], rules).path == (
        "2.30(d)2"
    )


@pytest.mark.parametrize(
    ("player", "stake", "dealer", "options", "bonus"),
    [
        ("AS KD", "5", "2S 2D 2C 2H 3S 3D TH", {}, Decimal("1000.00")),
        ("AS KD", "5", "2S 2D 2C 2H 3S 3D 2S TH", {}, Decimal("8000.00")),
        ("AS KD", "5", "2S 2D 2C 2H 3S 3D 2S TH", {"pay": "B3"}, Decimal("5000.00")),
        ("AS KD", "4", "2S 2D 2C 2H 3S 3D TH", {}, None),  # (h)(ii)
        ("AS KD", "5", "2S 3D 2C 2H 5H TD", {}, None),  # (h)(iii)
        ("7C 4D KH", "5", "2S 2D 2C 2H 3S 3D TH", {}, None),  # (h)(i)
        ("AS KD", "5", "2S 2D 2C 2H 3S 3D TH", {"offered": False}, None),
    ],
)
def test_the_free_bonus_needs_all_three_conditions(
    player: str, stake: str, dealer: str, options: dict[str, Any], bonus: Decimal | None
) -> None:
    offered = options.get("offered", True)
    rules = _rules(
        side_wagers="buster buster-free-bonus" if offered else "buster",
        **(
            {"side_wager_pay_tables": f"buster-free-bonus:{options['pay']}"}
            if "pay" in options
            else {}
        ),
    )
    want = expected_buster([_hand(player)], Decimal(stake), dealer.split(), rules)
    assert want.free_bonus == bonus


def _entry(kind: str, result: str, net: str, stake: str, odds: str | None = None) -> LedgerEntry:
    return {
        "box": 1,
        "player": "box1",
        "hand": 1,
        "kind": kind,
        "stake": stake,
        "result": result,
        "odds": odds,
        "net": net,
    }


def _outcome(ledger: list[LedgerEntry], dealer: str, player: str = "AS KD") -> Outcome:
    return {
        "complete": True,
        "prompt": None,
        "cards_dealt": [],
        "ledger": ledger,
        "totals": {"staked": "0", "returned": "0", "player_net": "0"},
        "final_hands": [_hand(player), _hand(dealer, box=0)],
        "transcript": [],
    }


WAGERS: list[Wager] = [
    {"box": 1, "player": "box1", "amount": "10", "side_wagers": [{"kind": "buster", "amount": "5"}]}
]


def test_a_free_bonus_paid_where_none_is_due_and_one_missing_are_found() -> None:
    rules = _rules(side_wagers="buster buster-free-bonus")
    seven = "2S 2D 2C 2H 3S 3D TH"
    won = _entry("buster", "win", "250.00", "5.00", "50 to 1")
    paid = _entry("buster-free-bonus", "win", "1000.00", "0.00")
    assert buster_differences(_outcome([won, paid], seven), WAGERS, rules) == []
    assert buster_differences(_outcome([won], seven), WAGERS, rules)
    assert buster_differences(_outcome([won, paid], seven, "7C 4D KH"), WAGERS, rules)


def test_a_buster_wager_settled_before_the_dealer_s_last_card_is_found() -> None:
    rules = _rules()
    events: list[TranscriptEvent] = [
        {"kind": "deal", "box": 1, "card": "TC"},
        {"kind": "dealer-up-card", "box": 0, "card": "6S"},
        {"kind": "deal", "box": 1, "card": "8D"},
        {"kind": "dealer-second-card", "box": 0, "card": "AH"},
        {"kind": "pay", "box": 1, "note": "main box1 10.00"},
        {"kind": "pay", "box": 1, "note": "buster box1 10.00"},
        {"kind": "dealer-draw", "box": 0, "card": "5C"},
        {"kind": "dealer-draw", "box": 0, "card": "TH"},
    ]
    outcome = _outcome([], "6S AH 5C TH", "TC 8D")
    found = buster_timing_problems(events, outcome, WAGERS, rules)
    assert len(found) == 1 and "before the dealer's last card" in found[0]
    late_main = [events[i] for i in (0, 1, 2, 3, 6, 4, 7, 5)]
    found = buster_timing_problems(late_main, outcome, WAGERS, rules)
    assert (
        len(found) == 1 and "after the determination of all players' blackjack wagers" in (found[0])
    )


# The strategies --------------------------------------------------------------------------------


@given(busting_dealer())
def test_a_composed_dealer_busts_in_seven_or_more_cards_by_f3(cards: list[str]) -> None:
    assert len(cards) >= 7
    assert hand_total(cards) > 21
    assert completion_problems(cards) == []


@given(soft_17_dealer())
def test_a_composed_soft_17_is_one(cards: list[str]) -> None:
    assert hand_total(cards) == 17 and completion_must_draw(cards)
    assert all(hand_total(cards[:n]) < 17 for n in range(2, len(cards)))


# Bet the Set 21 --------------------------------------------------------------------------------


def _bts(**options: object) -> TableRules:
    return effective_options(BTS, {"side_wagers": "bet-the-set", **options})


@pytest.mark.parametrize(
    ("table", "cards", "options", "result", "odds"),
    [
        ("1", "8H 8H", {}, "win", "15 to 1"),
        ("1", "8H 8S", {}, "lose", None),  # N/A
        ("1", "8H 8S", {"bet_the_set_not_available": "lose"}, "lose", None),
        ("2", "8H 8S", {}, "win", "10 to 1"),
        ("2", "8H 8H", {}, "win", "25 to 1"),
        ("5", "8H 8H", {}, "win", "12 to 1"),  # N/A paid on the pair line
        ("5", "8H 8H", {"bet_the_set_not_available": "lose"}, "lose", None),
        ("6", "8H 8H", {}, "win", "20 to 1"),
        ("2", "KH QH", {}, "lose", None),  # one rank only
        ("2", "KH QH", {"bet_the_set_pair": "same-value"}, "win", "25 to 1"),
        ("2", "KH QS", {"bet_the_set_pair": "same-value"}, "win", "10 to 1"),
        ("2", "8H 9H", {}, "lose", None),
    ],
)
def test_a_bet_the_set_wager_settles_on_its_cell(
    table: str, cards: str, options: dict[str, object], result: str, odds: str | None
) -> None:
    rules = _bts(side_wager_pay_tables=f"bet-the-set:{table}", **options)
    got, printed, _, _ = bet_the_set_outcome(cards.split(), rules)
    assert got == result
    assert (printed.printed if printed else None) == odds


def test_a_bet_the_set_wager_settled_after_the_card_reader_is_found() -> None:
    events: list[TranscriptEvent] = [
        {"kind": "card-reader-peek", "box": 0},
        {"kind": "pay", "box": 1, "note": "bet-the-set box1 50.00"},
    ]
    assert card_reader_problems(events, {(1, "box1"): 1})
    assert card_reader_problems(events[::-1], {(1, "box1"): 0}) == []
    assert card_reader_problems(events[1:], {(1, "box1"): 0}) == []
