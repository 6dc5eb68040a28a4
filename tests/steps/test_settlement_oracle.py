"""The kit's settlement oracle, on rounds worked out by hand from the clauses."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import Any

import pytest

from reference_impl.catalog import rules_from_mapping
from suite.harness.settlement_oracle import Decision, expected_ledger, hand_total
from vendor_adapters.protocol import FinalHand, Prompt


def hand(box: int, number: int, cards: str) -> FinalHand:
    return {
        "box": box,
        "hand": number,
        "cards": cards.split(),
        "total": hand_total(cards.split()),
        "blackjack": False,
        "busted": False,
    }


def decided(
    token: str, *, box: int = 1, number: int = 1, kind: str = "play", most: str = "10.00"
) -> Decision:
    prompt: Prompt = {
        "kind": kind,  # type: ignore[typeddict-item]
        "box": box,
        "hand": number,
        "player": "box1",
        "legal": [],
        "max_amount": most,
    }
    return Decision(prompt, token)


def settle(
    hands: list[FinalHand], decisions: Sequence[Decision] = (), **options: Any
) -> dict[str, str]:
    rules = rules_from_mapping({"edition": "nj-2024", **options})
    expected = expected_ledger(
        wagers=[{"box": 1, "player": "box1", "amount": "10"}],
        final_hands=hands,
        decisions=list(decisions),
        rules=rules,
    )
    return {
        key[3] + ("" if key[2] == 1 else str(key[2])): f"{e.result} {e.odds or '-'} {e.net:.2f}"
        for key, e in expected.items()
    }


@pytest.mark.parametrize(
    ("cards", "expected"),
    [
        ("A", 11),
        ("A A", 12),
        ("A 6", 17),
        ("A 6 9", 16),
        ("K Q", 20),
        ("A K", 21),
        ("9 8 A A", 19),
    ],
)
def test_hand_totals_count_an_ace_eleven_unless_that_exceeds_21(cards: str, expected: int) -> None:
    # 2.2(b)3i
    assert hand_total([c + "S" for c in cards.split()]) == expected


def test_blackjack_against_twenty_wins_3_to_2() -> None:
    # 2.3(e): 3 to 2 on $10 is $15
    assert settle([hand(1, 1, "AS KH"), hand(0, 1, "TD QC")]) == {"main": "win 3 to 2 15.00"}


def test_blackjack_against_a_blackjack_is_void() -> None:
    # 2.7(b): a stand off
    assert settle([hand(1, 1, "AS KH"), hand(0, 1, "TD AC")]) == {"main": "void - 0.00"}


def test_face_up_blackjacks_win_1_to_1_and_equal_scores_lose() -> None:
    # 2.6(k)1-2
    assert settle([hand(1, 1, "AS KH"), hand(0, 1, "TD AC")], hole_card="face-up") == {
        "main": "win 1 to 1 10.00"
    }
    assert settle([hand(1, 1, "TS 8H"), hand(0, 1, "TD 8C")], hole_card="face-up") == {
        "main": "lose - -10.00"
    }


def test_a_double_against_a_dealer_blackjack_loses_only_the_original_wager() -> None:
    # 2.10(b): $10 collected, the $10 double returned
    hands = [hand(1, 1, "6S 5H 9C"), hand(0, 1, "TD AC")]
    assert settle(hands, [decided("double")]) == {"main": "lose - -10.00", "double": "void - 0.00"}


def test_a_split_against_a_dealer_blackjack_loses_only_the_original_wager() -> None:
    # 2.11(d)
    hands = [hand(1, 1, "8S 3H"), hand(1, 2, "8H TC"), hand(0, 1, "TD AC")]
    assert settle(hands, [decided("split")]) == {"main": "lose - -10.00", "split2": "void - 0.00"}


def test_a_split_two_card_21_beats_a_three_card_21_at_1_to_1() -> None:
    # 2.3(a)3 with I-2.3a3: not a blackjack
    hands = [hand(1, 1, "AS KH"), hand(1, 2, "AH 9C"), hand(0, 1, "TD 5C 6H")]
    # hand 2's AH 9C is 20 against 21: lost
    assert settle(hands, [decided("split")]) == {
        "main": "win 1 to 1 10.00",
        "split2": "lose - -10.00",
    }


def test_surrender_collects_half_or_all_against_a_blackjack() -> None:
    # 2.8(a)1-2
    assert settle(
        [hand(1, 1, "TS 6H"), hand(0, 1, "9D 7C")], [decided("surrender")], surrender=True
    ) == {"main": "surrender - -5.00"}
    assert settle(
        [hand(1, 1, "TS 6H"), hand(0, 1, "TD AC")], [decided("surrender")], surrender=True
    ) == {"main": "lose - -10.00"}


def test_five_cards_totalling_21() -> None:
    # 2.16(a) 2 to 1; (b) void against a dealer's 21, lost to a blackjack
    five = hand(1, 1, "2S 3H 4C 5D 7S")
    assert settle([five, hand(0, 1, "TD 8C")], five_card_21=True) == {"main": "win 2 to 1 20.00"}
    assert settle([five, hand(0, 1, "TD 5C 6H")], five_card_21=True) == {"main": "void - 0.00"}
    assert settle([five, hand(0, 1, "TD AC")], five_card_21=True) == {"main": "lose - -10.00"}
    assert settle([five, hand(0, 1, "TD 8C")]) == {"main": "win 1 to 1 10.00"}


def test_insurance_wins_2_to_1_or_is_consolidated() -> None:
    # 2.9(c): $5 at 2 to 1 is $10; 2.7(c): an insured blackjack paid 1 to 1 at once
    insured = [decided("insure", kind="insurance", most="5.00")]
    assert settle([hand(1, 1, "TS 9H"), hand(0, 1, "AD KC")], insured) == {
        "main": "lose - -10.00",
        "insurance": "win 2 to 1 10.00",
    }
    assert settle(
        [hand(1, 1, "AS KH"), hand(0, 1, "AD 6C")], insured, consolidated_net_payout=True
    ) == {"main": "win 1 to 1 10.00", "insurance": "consolidated - 0.00"}


def test_bonus_payouts_when_offered() -> None:
    # 2.3(e)1: 2 to 1; 2.3(e)2: 3 to 2 on $10 is $15
    suited = hand(1, 1, "6H 7H 8H")
    assert settle([suited, hand(0, 1, "TD 8C")], bonus_suited_678=True) == {
        "main": "win 2 to 1 20.00"
    }
    sevens = hand(1, 1, "7H 7S 7D")
    assert settle([sevens, hand(0, 1, "TD 8C")], bonus_three_sevens=True) == {
        "main": "win 3 to 2 15.00"
    }
    assert settle([sevens, hand(0, 1, "TD 8C")]) == {"main": "win 1 to 1 10.00"}


def test_odd_amounts_are_exact() -> None:
    rules = rules_from_mapping({"edition": "nj-2024"})
    expected = expected_ledger(
        wagers=[{"box": 1, "player": "box1", "amount": "15"}],
        final_hands=[hand(1, 1, "AS KH"), hand(0, 1, "9D 8C")],
        decisions=[],
        rules=rules,
    )
    # 3 to 2 on $15 is $22.50
    assert next(iter(expected.values())).net == Decimal("22.50")


DESIGNATED = "AH+JH@2:1"  # the licensee's ace and jack of hearts at a posted 2 to 1 (2.3(e)3)


def test_the_designated_blackjack_is_paid_at_the_posted_odds() -> None:
    # 2.3(e)3: the licensee's ace of hearts and jack of hearts at a posted 2 to 1: $20 on $10
    assert settle([hand(1, 1, "JH AH"), hand(0, 1, "TD QC")], designated_blackjack=DESIGNATED) == {
        "main": "win 2 to 1 20.00"
    }


def test_a_blackjack_of_other_cards_is_standard_at_a_table_with_a_designated_one() -> None:
    # 2.3(e): the ace of spades is not the designated ace: 3 to 2 on $10 is $15
    assert settle([hand(1, 1, "AS JH"), hand(0, 1, "TD QC")], designated_blackjack=DESIGNATED) == {
        "main": "win 3 to 2 15.00"
    }


def test_the_designated_blackjack_keeps_its_odds_with_a_face_up_hole_card() -> None:
    # 2.6(k)2 pays "standard blackjack" 1 to 1; the designated one keeps 2.3(e)3's 2 to 1: $20
    dealt = [hand(1, 1, "AH JH"), hand(0, 1, "TD 9C")]
    assert settle(dealt, designated_blackjack=DESIGNATED, hole_card="face-up") == {
        "main": "win 2 to 1 20.00"
    }
