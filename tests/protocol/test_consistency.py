"""The consistency checks every outcome passes, and the differential comparison."""

from __future__ import annotations

import copy

import pytest

from vendor_adapters.compare import compare_outcomes
from vendor_adapters.consistency import check_outcome
from vendor_adapters.errors import InconsistentResult
from vendor_adapters.protocol import Outcome, Wager

SHOE = ["TS", "9D", "QH", "7C", "2C", "5S"]
WAGERS: list[Wager] = [{"box": 1, "player": "p1", "amount": "10"}]


def _won_round() -> Outcome:
    """Box 1 stands on 20 against the dealer's 9, 7 and 2 (18): won at 1 to 1 (2.3(a)2)."""
    return {
        "complete": True,
        "prompt": None,
        "cards_dealt": ["TS", "9D", "QH", "7C", "2C"],
        "ledger": [
            {
                "box": 1,
                "player": "p1",
                "hand": 1,
                "kind": "main",
                "stake": "10.00",
                "result": "win",
                "odds": "1 to 1",
                "net": "10.00",
            }
        ],
        "totals": {"staked": "10.00", "returned": "20.00", "player_net": "10.00"},
        "final_hands": [
            {
                "box": 1,
                "hand": 1,
                "cards": ["TS", "QH"],
                "total": 20,
                "blackjack": False,
                "busted": False,
            },
            {
                "box": 0,
                "hand": 1,
                "cards": ["9D", "7C", "2C"],
                "total": 18,
                "blackjack": False,
                "busted": False,
            },
        ],
    }


def test_a_consistent_outcome_passes() -> None:
    check_outcome(_won_round(), SHOE, WAGERS)


def _fails(outcome: Outcome, wagers: list[Wager] = WAGERS) -> InconsistentResult:
    with pytest.raises(InconsistentResult) as caught:
        check_outcome(outcome, SHOE, wagers)
    return caught.value


def test_more_cards_than_the_shoe_held() -> None:
    outcome = _won_round()
    outcome["cards_dealt"] = [*SHOE, "3C"]
    assert "7 cards dealt from a forced shoe of 6" in _fails(outcome).detail


def test_a_card_twice_in_the_hands_but_dealt_once() -> None:
    outcome = _won_round()
    outcome["final_hands"][0]["cards"] = ["TS", "TS"]
    assert "TS appears 2 times in the hands but was dealt 1" in _fails(outcome).detail


def test_a_transcript_naming_a_card_never_dealt() -> None:
    outcome = _won_round()
    outcome["transcript"] = [{"seq": 4, "kind": "deal", "card": "AS"}]
    assert "transcript event 4 (deal) names AS, which was not dealt" in _fails(outcome).detail


def test_a_main_stake_that_is_not_the_wager_placed() -> None:
    outcome = _won_round()
    wagers: list[Wager] = [{"box": 1, "player": "p1", "amount": "25"}]
    detail = _fails(outcome, wagers).detail
    assert "p1's main stakes on box 1 add up to 10.00; the wager placed was 25.00" in detail


def test_an_entry_for_a_wager_nobody_placed() -> None:
    outcome = _won_round()
    outcome["ledger"][0]["player"] = "stranger"
    assert "for stranger on box 1, who placed none" in _fails(outcome).detail


def test_a_complete_round_that_never_settles_a_wager() -> None:
    outcome = _won_round()
    wagers: list[Wager] = [*WAGERS, {"box": 2, "player": "p2", "amount": "10"}]
    assert "p2's wager on box 2 was never settled" in _fails(outcome, wagers).detail


@pytest.mark.parametrize(
    ("result", "net", "message"),
    [
        ("void", "5.00", "a void wager is returned (net 0), not net 5.00"),
        ("win", "0.00", "a winning wager nets more than nothing, not 0.00"),
        ("surrender", "-10.00", "a surrendered wager loses part of the stake, not net -10.00"),
        ("lose", "-20.00", "net -20.00 loses more than the stake 10.00"),
    ],
)
def test_a_net_that_contradicts_its_result(result: str, net: str, message: str) -> None:
    outcome = _won_round()
    outcome["ledger"][0].update({"result": result, "net": net})
    staked = "10.00"
    returned = f"{10 + float(net):.2f}"
    outcome["totals"] = {"staked": staked, "returned": returned, "player_net": net}
    assert message in _fails(outcome).detail


def test_the_comparison_ignores_entry_order_clauses_and_amount_spelling() -> None:
    left = _won_round()
    right = copy.deepcopy(left)
    right["ledger"][0].update({"stake": "10", "net": "10.0", "clause": "13:69F-2.3(a)2"})
    right["transcript"] = [{"kind": "anything at all"}]
    assert compare_outcomes(left, right) == []


def test_the_comparison_names_a_ledger_difference_with_both_sides() -> None:
    left = _won_round()
    right = copy.deepcopy(left)
    right["ledger"][0].update({"odds": "6 to 5", "net": "12.00"})
    (difference,) = compare_outcomes(left, right)
    assert str(difference) == (
        "ledger box 1 hand 1 main (p1): expected win at 1 to 1, stake 10.00, net 10.00, "
        "got win at 6 to 5, stake 10.00, net 12.00"
    )


def test_the_comparison_names_a_different_final_hand() -> None:
    left = _won_round()
    right = copy.deepcopy(left)
    right["final_hands"][1]["total"] = 19
    (difference,) = compare_outcomes(left, right)
    assert difference.where == "final hand dealer"
    assert (difference.expected, difference.actual) == ("9D 7C 2C = 18", "9D 7C 2C = 19")
