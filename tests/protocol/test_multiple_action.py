"""Multiple action blackjack (19:47-2.18) on the wire (protocol 1.4): the spots' wagers in
`place_wagers`, the `spot` of an insurance prompt, the ledger's `dealer_hand`, the dealer's hands
in `final_hands`; the consistency checks and the comparison that read them; the capability
`multiple-action` and what an older game is never asked.

Rounds are worked out by hand. The table is nj-1996, six decks, no hole card (2.18(e), 2.6(h)).
"""

from __future__ import annotations

import copy
from decimal import Decimal
from typing import Any

import pytest

from reference_impl.catalog import rules_from_mapping
from tests.protocol.test_side_wagers import GameOfProtocol11
from vendor_adapters.capabilities import (
    CAPABILITIES,
    capabilities_for_options,
    capabilities_for_wagers,
    capabilities_understood,
    capability_since,
    options_on_the_wire,
)
from vendor_adapters.compare import compare_outcomes
from vendor_adapters.consistency import check_outcome
from vendor_adapters.errors import AdapterRefusal, InconsistentResult, SchemaViolation
from vendor_adapters.protocol import PROTOCOL_VERSION, ErrorCode, Outcome, Wager
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.schema import check_result
from vendor_adapters.session import GameSession, RoundScript, is_not_offered

RULES = rules_from_mapping({"edition": "nj-1996", "side_wagers": "multiple-action-blackjack"})
TABLE = ("nj-1996", options_on_the_wire(RULES))
THREE_SPOTS: Wager = {
    "box": 1,
    "player": "p1",
    "amount": "10",
    "side_wagers": [
        {"kind": "second-spot", "amount": "20"},
        {"kind": "third-spot", "amount": "30"},
    ],
}
# TS 9C (19) stands against the dealer's TH: hand 1 TH TD (20) loses spot 1's $10 (2.3(a)2);
# hand 2 TH 6S 8H (24) pays spot 2's $20 1 to 1 (2.3(a)1); hand 3 TH 9D (19) returns spot 3's $30
# (2.3(b)). Net -10 + 20 + 0 = +$10.00.
NINETEEN = RoundScript(("TS", "TH", "9C", "TD", "6S", "8H", "9D"), (THREE_SPOTS,), ("stand",))
# The same against the dealer's AH, insuring spots 1 and 3 for half: AH KD is a blackjack
# (insurance won 2 to 1, +$10; the wager lost, -$10), AH 6S a soft 17 (19 wins, +$20), AH 8H 19
# (the insurance of $15 lost, the wager a push). Net +10 - 10 + 20 - 15 + 0 = +$5.00.
INSURED = RoundScript(
    ("TS", "AH", "9C", "KD", "6S", "8H"),
    (THREE_SPOTS,),
    ("insure", "no-insurance", "insure", "stand"),
)


def _play(script: RoundScript) -> Outcome:
    session = GameSession(ReferenceAdapter())
    return session.play(session.table(*TABLE), script)


def _entries(outcome: Outcome) -> dict[tuple[str, int], tuple[str, str, str]]:
    return {
        (e["kind"], e.get("dealer_hand", 0)): (e["stake"], e["result"], e["net"])
        for e in outcome["ledger"]
    }


# The messages ------------------------------------------------------------------------------


def test_a_round_settles_each_spot_against_the_dealers_hand_of_that_spot() -> None:
    outcome = _play(NINETEEN)  # checked against the schemas and for consistency on the way
    assert _entries(outcome) == {
        ("main", 1): ("10.00", "lose", "-10.00"),
        ("main", 2): ("20.00", "win", "20.00"),
        ("main", 3): ("30.00", "void", "0.00"),
    }
    assert outcome["totals"]["player_net"] == "10.00"
    dealer = [(h["hand"], h["cards"]) for h in outcome["final_hands"] if h["box"] == 0]
    assert dealer == [(1, ["TH", "TD"]), (2, ["TH", "6S", "8H"]), (3, ["TH", "9D"])]


def test_insurance_is_asked_and_decided_spot_by_spot() -> None:
    session = GameSession(ReferenceAdapter())
    round_id, status = session.begin(session.table(*TABLE), INSURED.shoe, INSURED.wagers)
    asked = []
    for decision in INSURED.decisions:
        prompt = status["prompt"]
        assert prompt is not None
        asked.append((prompt["kind"], prompt.get("spot"), prompt.get("max_amount")))
        status = session.decide(round_id, decision)
    assert asked == [
        ("insurance", 1, "5.00"),
        ("insurance", 2, "10.00"),
        ("insurance", 3, "15.00"),
        # A double adds a wager on each spot, none above its spot's wager (2.18(c),
        # I-2.18c-double-each-spot): the most named is the largest spot's, $30.
        ("play", None, "30.00"),
    ]
    outcome = session.finish(round_id, INSURED.shoe, INSURED.wagers)
    assert _entries(outcome) == {
        ("insurance", 1): ("5.00", "win", "10.00"),
        ("main", 1): ("10.00", "lose", "-10.00"),
        ("main", 2): ("20.00", "win", "20.00"),
        ("insurance", 3): ("15.00", "lose", "-15.00"),
        ("main", 3): ("30.00", "void", "0.00"),
    }
    assert outcome["totals"]["player_net"] == "5.00"


def test_the_schema_bounds_the_spot_and_the_dealers_hand() -> None:
    outcome: Any = copy.deepcopy(_play(NINETEEN))
    outcome["ledger"][0]["dealer_hand"] = 4
    with pytest.raises(SchemaViolation, match=r"ledger\[0\]\.dealer_hand"):
        check_result("outcome", outcome)
    status: Any = {
        "complete": False,
        "prompt": {
            "kind": "insurance",
            "box": 1,
            "hand": 1,
            "player": "p1",
            "legal": ["insure", "no-insurance"],
            "spot": 0,
        },
    }
    with pytest.raises(SchemaViolation, match=r"prompt\.spot"):
        check_result("apply", status)
    status["prompt"]["spot"] = 3
    check_result("apply", status)


def test_the_protocol_is_1_4_or_later() -> None:
    # 1.5 added games other than blackjack; multiple action is 1.4's and unchanged.
    major, minor = (int(part) for part in PROTOCOL_VERSION.split("."))
    assert (major, minor) >= (1, 4)


# Consistency ----------------------------------------------------------------------------


def _rebalanced(outcome: Any) -> Outcome:
    staked = sum(Decimal(e["stake"]) for e in outcome["ledger"])
    net = sum(Decimal(e["net"]) for e in outcome["ledger"])
    outcome["totals"] = {
        "staked": f"{staked:.2f}",
        "returned": f"{staked + net:.2f}",
        "player_net": f"{net:.2f}",
    }
    return outcome  # type: ignore[no-any-return]


def test_entries_without_their_dealers_hand_are_inconsistent() -> None:
    outcome: Any = copy.deepcopy(_play(NINETEEN))
    for entry in outcome["ledger"]:
        del entry["dealer_hand"]
    # All three are then main stakes on spot 1: 10 + 20 + 30 for a wager of 10 (2.18(b)).
    with pytest.raises(InconsistentResult, match=r"main stakes on box 1 add up to 60\.00"):
        check_outcome(outcome, NINETEEN.shoe, NINETEEN.wagers)


def test_a_spot_settled_at_another_spots_stake_is_inconsistent() -> None:
    outcome: Any = copy.deepcopy(_play(NINETEEN))
    outcome["ledger"][1]["stake"] = "30.00"  # spot 2's wager was $20
    outcome["ledger"][1]["net"] = "30.00"
    with pytest.raises(
        InconsistentResult,
        match=r"main stakes against the dealer's hand 2 on box 1 add up to 30\.00; the wager "
        r"placed was 20\.00",
    ):
        check_outcome(_rebalanced(outcome), NINETEEN.shoe, NINETEEN.wagers)


def test_a_spot_never_settled_is_inconsistent() -> None:
    outcome: Any = copy.deepcopy(_play(NINETEEN))
    del outcome["ledger"][2]
    with pytest.raises(InconsistentResult, match="p1's wager on spot 3 on box 1 was never settled"):
        check_outcome(_rebalanced(outcome), NINETEEN.shoe, NINETEEN.wagers)


def test_a_spot_nobody_wagered_on_is_inconsistent() -> None:
    two: Wager = {**THREE_SPOTS, "side_wagers": THREE_SPOTS["side_wagers"][:1]}
    outcome: Any = copy.deepcopy(_play(NINETEEN))
    with pytest.raises(InconsistentResult, match="who placed none on spot 3"):
        check_outcome(outcome, NINETEEN.shoe, [two])


def test_a_card_kept_from_one_dealers_hand_for_the_next_is_for_the_comparison() -> None:
    # Hand 2 formed with the face up card and hand 1's TD, kept instead of collected (2.18(f)2):
    # not a card the shoe never gave, but not the reference engine's hand either.
    expected = _play(NINETEEN)
    outcome: Any = copy.deepcopy(expected)
    outcome["final_hands"][2].update(cards=["TH", "TD"], total=20, busted=False)
    check_outcome(outcome, NINETEEN.shoe, NINETEEN.wagers)
    found = [str(d) for d in compare_outcomes(expected, outcome)]
    assert found == ["final hand dealer hand 2: expected TH 6S 8H = 24 busted, got TH TD = 20"]


def test_a_card_in_a_player_hand_and_a_dealers_hand_counts_twice() -> None:
    outcome: Any = copy.deepcopy(_play(NINETEEN))
    outcome["final_hands"][0]["cards"] = ["TS", "TH"]  # the dealer's face up card, dealt once
    with pytest.raises(InconsistentResult, match="TH appears 2 times in the hands but was dealt 1"):
        check_outcome(outcome, NINETEEN.shoe, NINETEEN.wagers)


def test_the_face_up_card_in_each_hand_counts_once_among_the_cards_dealt() -> None:
    outcome = _play(NINETEEN)
    check_outcome(outcome, NINETEEN.shoe, NINETEEN.wagers)  # TH is in three hands, dealt once


# The comparison ---------------------------------------------------------------------------


def test_the_comparison_names_the_dealers_hand_of_an_entry_and_of_a_final_hand() -> None:
    expected = _play(INSURED)
    actual: Any = copy.deepcopy(expected)
    for entry in actual["ledger"]:
        if entry["kind"] == "insurance" and entry["dealer_hand"] == 3:
            entry.update(result="win", odds="2 to 1", net="30.00")  # decided by hand 1
    actual["final_hands"][2]["cards"] = ["AH", "7S"]
    found = [str(d) for d in compare_outcomes(expected, _rebalanced(actual))]
    assert (
        "ledger box 1 hand 1 insurance (p1) vs dealer hand 3: expected lose, stake 15.00, net "
        "-15.00, got win at 2 to 1, stake 15.00, net 30.00"
    ) in found
    assert any(line.startswith("final hand dealer hand 2: expected AH 6S = 17") for line in found)


def test_the_comparison_holds_an_open_prompt_to_its_spot() -> None:
    session = GameSession(ReferenceAdapter())
    table = session.table(*TABLE)
    script = RoundScript(INSURED.shoe, INSURED.wagers, ("insure",))
    expected = session.play(table, script)
    actual: Any = copy.deepcopy(expected)
    actual["prompt"]["spot"] = 3
    assert [str(d) for d in compare_outcomes(expected, actual)] == [
        "prompt.spot: expected 2, got 3"
    ]


# The capability ------------------------------------------------------------------------------


def test_multiple_action_is_a_capability_of_1_4() -> None:
    assert "multiple-action" in CAPABILITIES
    assert "2.18(a)" in CAPABILITIES["multiple-action"]
    assert capability_since("multiple-action") == (1, 4)
    assert capabilities_understood(["multiple-action"], "1.3") == frozenset()
    assert capabilities_understood(["multiple-action"], "1.4") == {"multiple-action"}


def test_a_multiple_action_table_and_its_wagers_need_the_capability() -> None:
    assert capabilities_for_options(TABLE[1]) == {"multiple-action", "hole-card:no-hole-card"}
    assert capabilities_for_wagers([THREE_SPOTS]) == {"multiple-action"}
    assert TABLE[1]["side_wagers"] == "multiple-action-blackjack"
    assert "multiple_action_wagers" not in TABLE[1]  # at its default: never sent (1.4)
    three = rules_from_mapping({**RULES_MAPPING, "multiple_action_wagers": "three"})
    assert options_on_the_wire(three)["multiple_action_wagers"] == "three"


RULES_MAPPING = {"edition": "nj-1996", "side_wagers": "multiple-action-blackjack"}


class GameOfProtocol13(GameOfProtocol11):
    """The reference engine as a 1.3 game: it declares `multiple-action` in a meaning of its
    own (1.3 did not know the name) and refuses the option of 1.4 as a name it does not know."""

    def handshake(self, **params: Any) -> dict[str, object]:
        answer: dict[str, Any] = dict(self._inner.handshake(**params))
        answer["protocol"] = "1.3"
        return answer

    def open_table(self, *, edition: str, options: dict[str, object]) -> dict[str, object]:
        if "multiple_action_wagers" in options:
            raise AdapterRefusal(
                int(ErrorCode.UNSUPPORTED_OPTION),
                "unknown house option 'multiple_action_wagers'",
                {"option": "multiple_action_wagers"},
            )
        self.tables_opened.append(options)
        return dict(self._inner.open_table(edition=edition, options=options))


def test_a_game_of_1_3_is_never_asked_for_multiple_action() -> None:
    session = GameSession(GameOfProtocol13())  # type: ignore[arg-type]
    assert "multiple-action" not in session.capabilities
    assert "side-wager:buster" in session.capabilities
    # What the steps ask before opening a scenario's table: not applicable.
    assert capabilities_for_options(TABLE[1]) - session.capabilities == {"multiple-action"}
    ordinary = session.table("nj-1996", {"hole_card": "no-hole-card"})
    with pytest.raises(AdapterRefusal) as refused:
        session.play(ordinary, NINETEEN)
    assert is_not_offered(refused.value)
    assert "multiple-action" in refused.value.message
