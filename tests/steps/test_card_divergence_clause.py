"""Cards dealt differently are filed under the clause the game breaks (issue 27): a card the
reference's dealer never draws under 2.12, and a card dealt before its time under the clause
that places it, not under the clause of whatever the reference deals at that moment.

The reference's rounds are played on the reference engine; the game's outcomes are the same
rounds changed by hand the way a faulty engine deals them.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from suite.harness.checks import differences_by_clause
from suite.harness.example_tables import play_on_reference
from vendor_adapters.protocol import Outcome, Wager
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession


def _reference(shoe: Sequence[str], decisions: Sequence[str]) -> Outcome:
    played = play_on_reference(
        GameSession(ReferenceAdapter()),
        "nj-2024",
        options={"hole_card": "face-down", "max_splits": 1},
        shoe=shoe,
        wagers=[Wager(box=1, player="p1", amount="10")],
        decisions=decisions,
    )
    assert played.outcome is not None, played.problem
    return played.outcome


def _clauses(expected: Outcome, actual: Outcome) -> set[str]:
    return {breach.clause for breach in differences_by_clause(expected, actual)}


def test_a_dealer_who_draws_on_a_hard_17_breaks_2_12_b() -> None:
    # TS box 1, TH up, 9C box 1 (19), 7D the hole card: the dealer's 17 stands (2.12(b)); box 1's
    # 19 wins $10. The game's dealer draws the 5S anyway (22) and box 1 still wins.
    expected = _reference(("TS", "TH", "9C", "7D", "5S", "2C"), ["stand"])
    actual: Any = copy.deepcopy(expected)
    actual["cards_dealt"].append("5S")
    dealer = next(h for h in actual["final_hands"] if h["box"] == 0)
    dealer.update(cards=["TH", "7D", "5S"], total=22, busted=True)
    at = next(i for i, e in enumerate(actual["transcript"]) if e["kind"] == "announce-dealer-total")
    actual["transcript"].insert(
        at, {"seq": 0, "kind": "dealer-draw", "clause": "", "box": 0, "hand": 1, "card": "5S"}
    )
    assert _clauses(expected, actual) == {"2.12(b)"}


def test_a_split_hand_dealt_its_second_card_early_breaks_2_11_b() -> None:
    # 8S box 1, TH up, 8C box 1, the hole card 7D (17). Box 1 splits: hand 1 takes 3D (11) and
    # doubles, taking 2H (13); only then does hand 2 take its second card, 9C (17), and stand
    # (2.11(b): the first hand is completed before the second receives a card).
    shoe = ("8S", "TH", "8C", "7D", "3D", "2H", "9C", "5S", "4S")
    expected = _reference(shoe, ["split", "double", "stand"])
    # The game deals both hands' second cards at once: hand 2 takes the 2H (10), and hand 1's
    # double takes the 9C (20).
    actual: Any = copy.deepcopy(expected)
    events = actual["transcript"]
    two = next(i for i, e in enumerate(events) if e.get("card") == "2H")
    nine = next(i for i, e in enumerate(events) if e.get("card") == "9C")
    events[two], events[nine] = events[nine], events[two]
    events[two] = {**events[two], "card": "2H"}
    events[nine] = {**events[nine], "card": "9C"}
    for hand in actual["final_hands"]:
        if (hand["box"], hand["hand"]) == (1, 1):
            hand.update(cards=["8S", "3D", "9C"], total=20)
        elif (hand["box"], hand["hand"]) == (1, 2):
            hand.update(cards=["8C", "2H"], total=10)
    assert _clause_of(expected, "9C") == "2.11(b)"
    assert _clauses(expected, actual) == {"2.11(b)"}


def _clause_of(outcome: Outcome, card: str) -> str:
    event = next(e for e in outcome["transcript"] or [] if e.get("card") == card)
    return str(event["clause"]).partition("-")[2]


def test_a_card_dealt_to_a_blackjack_breaks_2_12_a_1() -> None:
    # AC box 1, 2C up, TC box 1: a blackjack, paid at once at 3 to 2 with the hole card face
    # down (2.7(a)); the hole card AD makes the dealer's 13, and no hand is left for him to
    # draw to (2.12(c)). The game asks the blackjack for a decision and deals it the 9H (A, T
    # and 9 count 1 + 10 + 9 = 20), which 2.12(a)1 forbids: "A player having Blackjack ... may
    # not draw additional cards".
    expected = _reference(("AC", "2C", "TC", "AD", "9H", "9S"), [])
    actual: Any = copy.deepcopy(expected)
    events = actual["transcript"]
    at = next(i for i, e in enumerate(events) if e["kind"] == "announce-blackjack")
    events[at:at] = [
        {"seq": 0, "kind": "hit", "clause": "", "box": 1, "hand": 1, "card": "9H", "total": 20}
    ]
    actual["cards_dealt"].insert(4, "9H")
    for hand in actual["final_hands"]:
        if hand["box"] == 1:
            hand.update(cards=["AC", "TC", "9H"], total=20, blackjack=False)
    assert _clauses(expected, actual) == {"2.12(a)1"}


def test_a_card_after_the_one_card_of_a_double_breaks_2_12_a_2() -> None:
    # 5S box 1, TH up, 4C box 1 (9), the hole card 7D (17). Box 1 doubles and takes its one
    # card, 2H (11), and the dealer stands on 17 (2.12(b)). The game deals the doubled hand
    # another card, 9C (20), which 2.12(a)2 forbids ("one and only one additional card").
    expected = _reference(("5S", "TH", "4C", "7D", "2H", "9C", "3S"), ["double"])
    actual: Any = copy.deepcopy(expected)
    events = actual["transcript"]
    two = next(i for i, e in enumerate(events) if e.get("card") == "2H")
    events.insert(
        two + 1,
        {"seq": 0, "kind": "hit", "clause": "", "box": 1, "hand": 1, "card": "9C", "total": 20},
    )
    actual["cards_dealt"].insert(5, "9C")
    assert _clauses(expected, actual) == {"2.12(a)2"}
