"""A split hand's blackjack flag: a game that marks a split ace and ten a blackjack differs from the
reference in that final hand, and the difference says why (2.10(a), I-2.3a3-split-two-card-21),
at adapter-check time as in a certification's differential checks."""

from __future__ import annotations

from typing import Any

import pytest

from vendor_adapters.adapter_check_rounds import InvariantError, check_split_blackjack_flags
from vendor_adapters.compare import SPLIT_BLACKJACK_NOTE, compare_outcomes


def _outcome(flag: bool) -> Any:
    return {
        "complete": True,
        "prompt": None,
        "cards_dealt": [],
        "ledger": [],
        "totals": {"staked": "0", "returned": "0", "player_net": "0"},
        "final_hands": [
            {
                "box": 1,
                "hand": 1,
                "cards": ["AS", "KH"],
                "total": 21,
                "blackjack": flag,
                "busted": False,
            },
            {
                "box": 1,
                "hand": 2,
                "cards": ["AD", "9C"],
                "total": 20,
                "blackjack": False,
                "busted": False,
            },
            {
                "box": 0,
                "hand": 1,
                "cards": ["9D", "8C"],
                "total": 17,
                "blackjack": False,
                "busted": False,
            },
        ],
    }


def test_a_split_hand_flagged_blackjack_is_explained() -> None:
    found = compare_outcomes(_outcome(False), _outcome(True))
    assert [d.where for d in found] == [f"final hand box 1 hand 1 ({SPLIT_BLACKJACK_NOTE})"]


def test_an_unsplit_hand_s_flag_is_reported_plainly() -> None:
    plain = _outcome(False)
    flagged = _outcome(True)
    for outcome in (plain, flagged):
        outcome["final_hands"] = [outcome["final_hands"][0], outcome["final_hands"][2]]
    assert [d.where for d in compare_outcomes(plain, flagged)] == ["final hand box 1 hand 1"]


def test_adapter_check_says_why_a_split_hand_is_no_blackjack() -> None:
    with pytest.raises(InvariantError, match=r"2\.10\(a\)") as raised:
        check_split_blackjack_flags(_outcome(True))
    assert "box 1 hand 1 (AS KH) is flagged a blackjack" in str(raised.value)
    check_split_blackjack_flags(_outcome(False))
