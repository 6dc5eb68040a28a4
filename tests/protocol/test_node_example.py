"""The JavaScript example adapter (vendor_adapters/examples/node-hit-stand) over the wire.

Each test starts `node adapter.js` through the kit's own `StdioAdapter`, which checks every
answer against the protocol's schemas, and compares the answers with amounts worked out by hand
from the rules the example plays: no hole card (2.6(h)), totals per 2.2(b), a blackjack paid 3 to
2 at once against a dealer's 2-9 and once the dealer's second card is known against an ace or a
ten (2.7), the dealer standing on every 17. Without node the tests are skipped, except on CI
(`CI` set), where a missing node is a failure.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NamedTuple, cast

import pytest

from reference_impl.catalog import default_rules
from vendor_adapters.capabilities import options_on_the_wire
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import KitInfo, Outcome, ScriptedRound, Status, Wager
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.stdio_client import StdioAdapter

EXAMPLE = Path(__file__).resolve().parents[2] / "vendor_adapters/examples/node-hit-stand"
ADAPTER_JS = EXAMPLE / "adapter.js"
KIT: KitInfo = {"name": "bjkit", "version": "test"}
EDITIONS = ["nj-1996", "nj-2004", "nj-2024"]


def _node() -> str:
    node = shutil.which("node")
    if node is None:
        if os.environ.get("CI"):
            pytest.fail("node is not on PATH; CI must run the JavaScript example adapter")
        pytest.skip("node is not on PATH")
    return node


def house_options(**changes: object) -> dict[str, object]:
    """Every house option at its default (as the kit sends them), with `changes`."""
    options = options_on_the_wire(default_rules())
    options.update(changes)
    return options


def wagers(*boxes: int, amount: str = "10.00") -> list[Wager]:
    return [{"box": box, "player": f"p{box}", "amount": amount} for box in boxes]


@pytest.fixture
def adapter() -> Iterator[StdioAdapter]:
    """The example, started and handshaken; shut down after the test."""
    game = StdioAdapter([_node(), str(ADAPTER_JS)], timeout=5)
    game.handshake(protocol="1.0", kit=KIT)
    yield game
    game.close()


@pytest.fixture
def table(adapter: StdioAdapter) -> str:
    """An nj-2024 table with every house option at its default."""
    return adapter.open_table(edition="nj-2024", options=house_options())["table"]


def start(
    adapter: StdioAdapter, table: str, shoe: list[str], placed: list[Wager]
) -> tuple[str, Status]:
    round_id = adapter.start_round(table=table)["round"]
    adapter.load_shoe(round=round_id, cards=shoe)
    adapter.place_wagers(round=round_id, wagers=placed)
    return round_id, adapter.deal(round=round_id)


def play_prompt(box: int) -> dict[str, object]:
    return {
        "kind": "play",
        "box": box,
        "hand": 1,
        "player": f"p{box}",
        "legal": ["hit", "stand"],
        "max_amount": None,
    }


def without_clause(status: Status) -> dict[str, object] | None:
    prompt = status["prompt"]
    if prompt is None:
        return None
    return {key: value for key, value in prompt.items() if key != "clause"}


def entry(box: int, result: str, odds: str | None, net: str) -> dict[str, object]:
    """A ledger entry of this game (one main wager of 10.00 per box), clause left out."""
    return {
        "box": box,
        "player": f"p{box}",
        "hand": 1,
        "kind": "main",
        "stake": "10.00",
        "result": result,
        "odds": odds,
        "net": net,
    }


def ledger_of(outcome: Outcome) -> list[dict[str, object]]:
    return sorted(
        ({key: value for key, value in e.items() if key != "clause"} for e in outcome["ledger"]),
        key=lambda e: cast(int, e["box"]),
    )


def hands_of(outcome: Outcome) -> list[tuple[int, list[str], int, bool, bool]]:
    return [
        (h["box"], h["cards"], h["total"], h["blackjack"], h["busted"])
        for h in outcome["final_hands"]
    ]


# Handshake -----------------------------------------------------------------------------------


def test_handshake_names_the_example_its_digest_and_capabilities(adapter: StdioAdapter) -> None:
    """Identity, build digest (sha256 of adapter.js), the three capabilities and editions."""
    answer = adapter.handshake(protocol="1.0", kit=KIT)
    digest = hashlib.sha256(ADAPTER_JS.read_bytes()).hexdigest()
    assert answer["protocol"] == "1.0"
    assert answer["identity"] == {
        "name": "node-hit-stand example",
        "version": "1.0.0",
        "build_digest": f"sha256:{digest}",
    }
    assert answer["capabilities"] == ["batch", "forced-shoe", "hole-card:no-hole-card"]
    assert answer["editions"] == EDITIONS


# Rounds, step by step ------------------------------------------------------------------------


def test_stand_on_20_against_dealer_17_wins_1_to_1(adapter: StdioAdapter, table: str) -> None:
    """Box 1 gets TS and QC (20) against the dealer's 9; it may only hit or stand (no
    max_amount). After it stands the dealer's second card 8S makes 17, where the dealer stands:
    20 beats 17 and the 10.00 wager wins 10.00 at 1 to 1 (2.3(a)2)."""
    round_id, status = start(adapter, table, ["TS", "9H", "QC", "8S", "2D"], wagers(1))
    assert status["complete"] is False
    assert without_clause(status) == play_prompt(1)
    assert adapter.legal_actions(round=round_id) == status

    done = adapter.apply(round=round_id, decision="stand")
    assert done == {"complete": True, "prompt": None}
    outcome = adapter.outcome(round=round_id)
    assert outcome["cards_dealt"] == ["TS", "9H", "QC", "8S"]
    assert ledger_of(outcome) == [entry(1, "win", "1 to 1", "10.00")]
    assert outcome["totals"] == {"staked": "10.00", "returned": "20.00", "player_net": "10.00"}
    assert hands_of(outcome) == [
        (1, ["TS", "QC"], 20, False, False),
        (0, ["9H", "8S"], 17, False, False),
    ]
    kinds = [event["kind"] for event in outcome.get("transcript", [])]
    assert kinds[:4] == ["deal", "dealer-up-card", "deal", "stand"]


def test_blackjack_against_a_9_is_paid_3_to_2_at_once(adapter: StdioAdapter, table: str) -> None:
    """AS KC against the dealer's 9: a blackjack the dealer cannot match, paid 3 to 2 at once
    (2.7(a)): 15.00 on 10.00. No hand is live, so the dealer's second card 7H (16) is dealt but
    the dealer draws no more; the round is complete right after the deal."""
    round_id, status = start(adapter, table, ["AS", "9D", "KC", "7H", "5C"], wagers(1))
    assert status == {"complete": True, "prompt": None}
    outcome = adapter.outcome(round=round_id)
    assert ledger_of(outcome) == [entry(1, "win", "3 to 2", "15.00")]
    assert outcome["totals"] == {"staked": "10.00", "returned": "25.00", "player_net": "15.00"}
    assert outcome["cards_dealt"] == ["AS", "9D", "KC", "7H"]
    assert hands_of(outcome) == [
        (1, ["AS", "KC"], 21, True, False),
        (0, ["9D", "7H"], 16, False, False),
    ]


def test_blackjack_against_dealer_blackjack_is_void(adapter: StdioAdapter, table: str) -> None:
    """AS KC against the dealer's TD waits for the dealer's second card (2.7(b)); the AH gives
    the dealer a blackjack too, so the player's blackjack is void: net 0.00."""
    round_id, status = start(adapter, table, ["AS", "TD", "KC", "AH"], wagers(1))
    assert status == {"complete": True, "prompt": None}
    outcome = adapter.outcome(round=round_id)
    assert ledger_of(outcome) == [entry(1, "void", None, "0.00")]
    assert outcome["totals"] == {"staked": "10.00", "returned": "10.00", "player_net": "0.00"}
    assert hands_of(outcome)[-1] == (0, ["TD", "AH"], 21, True, False)


def test_bust_loses_and_the_dealer_draws_no_more(adapter: StdioAdapter, table: str) -> None:
    """TS 6C (16) against a 9 hits the 8H (24): busted, the 10.00 wager is lost (2.3(a)1) and
    the round ends without another prompt. The dealer still gets the second card 7S (16) but
    draws no more, since no player hand is live."""
    round_id, status = start(adapter, table, ["TS", "9D", "6C", "8H", "7S", "5D"], wagers(1))
    assert without_clause(status) == play_prompt(1)
    assert adapter.apply(round=round_id, decision="hit") == {"complete": True, "prompt": None}
    outcome = adapter.outcome(round=round_id)
    assert ledger_of(outcome) == [entry(1, "lose", None, "-10.00")]
    assert outcome["totals"] == {"staked": "10.00", "returned": "0.00", "player_net": "-10.00"}
    assert outcome["cards_dealt"] == ["TS", "9D", "6C", "8H", "7S"]
    assert hands_of(outcome) == [
        (1, ["TS", "6C", "8H"], 24, False, True),
        (0, ["9D", "7S"], 16, False, False),
    ]


class Case(NamedTuple):
    """A stacked round, its decisions, and what the rules make of it."""

    shoe: list[str]
    boxes: list[int]
    decisions: list[str]
    ledger: list[dict[str, object]]
    dealer: tuple[list[str], int]


HAND_WORKED = [
    pytest.param(
        Case(
            ["TS", "AH", "8C", "6D", "5S"],
            [1],
            ["stand"],
            [entry(1, "win", "1 to 1", "10.00")],
            (["AH", "6D"], 17),
        ),
        id="dealer-stands-on-soft-17",
    ),
    pytest.param(
        Case(
            ["TS", "5H", "8C", "6D", "9S"],
            [1],
            ["stand"],
            [entry(1, "lose", None, "-10.00")],
            (["5H", "6D", "9S"], 20),
        ),
        id="dealer-draws-to-20",
    ),
    pytest.param(
        Case(
            ["TS", "6H", "8C", "TD", "QS"],
            [1],
            ["stand"],
            [entry(1, "win", "1 to 1", "10.00")],
            (["6H", "TD", "QS"], 26),
        ),
        id="dealer-busts",
    ),
    pytest.param(
        Case(
            ["TS", "9H", "8C", "9D"],
            [1],
            ["stand"],
            [entry(1, "void", None, "0.00")],
            (["9H", "9D"], 18),
        ),
        id="equal-totals-void",
    ),
    pytest.param(
        Case(
            ["TS", "TH", "5C", "6D", "AS"],
            [1],
            ["hit"],
            [entry(1, "lose", None, "-10.00")],
            (["TH", "AS"], 21),
        ),
        id="three-card-21-loses-to-dealer-blackjack",
    ),
    pytest.param(
        Case(
            ["8S", "AD", "7H", "8C", "KD", "2C", "TS", "9S"],
            [1, 2],
            ["hit", "stand"],
            [entry(1, "win", "1 to 1", "10.00"), entry(2, "win", "3 to 2", "15.00")],
            (["7H", "TS"], 17),
        ),
        id="two-boxes",
    ),
]


@pytest.mark.parametrize("case", HAND_WORKED)
def test_settlements_worked_out_by_hand(adapter: StdioAdapter, table: str, case: Case) -> None:
    """Each case, worked out from the rules:

    - 18 against A 6: the dealer stands on a soft 17, the 18 wins 1 to 1;
    - 18 against 5 6: the dealer draws below 17, the 9S makes 20, the 18 loses;
    - 18 against 6 T: the dealer draws the QS and busts (26), the 18 wins 1 to 1;
    - 18 against 9 9: equal totals, the wager is void (2.3(b));
    - TS 5C hits 6D: a 21 takes no further decision (skipped, no prompt); the dealer's TH AS
      is a blackjack, which beats a three-card 21;
    - two boxes, deal order box 1, box 2, dealer, box 1, box 2: box 2's AD KD against the 7H is
      paid 3 to 2 at once (2.7(a)); box 1's 8S 8C hits the 2C (18) and stands; the dealer's TS
      makes 17, and 18 wins 1 to 1.
    """
    round_id, status = start(adapter, table, case.shoe, wagers(*case.boxes))
    for decision in case.decisions:
        assert status["prompt"] is not None, f"no prompt left for {decision}"
        status = adapter.apply(round=round_id, decision=decision)
    assert status == {"complete": True, "prompt": None}
    outcome = adapter.outcome(round=round_id)
    assert ledger_of(outcome) == case.ledger
    dealer_hand = outcome["final_hands"][-1]
    assert (dealer_hand["box"], dealer_hand["cards"], dealer_hand["total"]) == (0, *case.dealer)


def test_blackjack_on_5_dollars_pays_7_50(adapter: StdioAdapter, table: str) -> None:
    """3 to 2 on 5.00 is 7.50, exact to the cent (payout_rounding exact)."""
    round_id, _ = start(adapter, table, ["KS", "4D", "AC", "7H"], wagers(1, amount="5"))
    outcome = adapter.outcome(round=round_id)
    assert [(e["stake"], e["odds"], e["net"]) for e in outcome["ledger"]] == [
        ("5.00", "3 to 2", "7.50")
    ]
    assert outcome["totals"] == {"staked": "5.00", "returned": "12.50", "player_net": "7.50"}


# Refusals ------------------------------------------------------------------------------------


def test_double_is_an_illegal_decision_and_changes_nothing(
    adapter: StdioAdapter, table: str
) -> None:
    """The engine only hits and stands: double is refused with 1003, data.legal hit and stand,
    and the round still waits for the same prompt with no card drawn."""
    round_id, status = start(adapter, table, ["TS", "9H", "QC", "8S"], wagers(1))
    with pytest.raises(AdapterRefusal) as refused:
        adapter.apply(round=round_id, decision="double")
    assert refused.value.code == 1003
    assert refused.value.data["legal"] == ["hit", "stand"]
    assert adapter.legal_actions(round=round_id) == status
    assert adapter.outcome(round=round_id)["cards_dealt"] == ["TS", "9H", "QC"]


def test_no_decision_after_the_round_is_complete(adapter: StdioAdapter, table: str) -> None:
    """Once complete, every decision is refused with 1003 and nothing is legal."""
    round_id, status = start(adapter, table, ["AS", "9D", "KC", "7H"], wagers(1))
    assert status["complete"] is True
    with pytest.raises(AdapterRefusal) as refused:
        adapter.apply(round=round_id, decision="stand")
    assert (refused.value.code, refused.value.data["legal"]) == (1003, [])


@pytest.mark.parametrize(
    ("option", "value"),
    [
        ("surrender", True),
        ("hole_card", "face-up"),
        ("hole_card", "face-down"),
        ("max_splits", 2),
        ("players_per_box", 2),
        ("five_card_21", True),
        ("payout_rounding", "down"),
        ("a_rule_nobody_has", 1),
    ],
)
def test_options_the_game_does_not_offer_are_refused_with_1000(
    adapter: StdioAdapter, option: str, value: object
) -> None:
    """surrender, another hole-card procedure, any option away from its default and an option
    the game does not know: 1000, with data.option naming it (not applicable to the kit)."""
    with pytest.raises(AdapterRefusal) as refused:
        adapter.open_table(edition="nj-2024", options=house_options(**{option: value}))
    assert refused.value.code == 1000
    assert refused.value.data["option"] == option
    assert refused.value.data["value"] == value


@pytest.mark.parametrize("edition", EDITIONS)
def test_honoured_options_open_a_table(adapter: StdioAdapter, edition: str) -> None:
    """decks, boxes and the money limits are honoured in every edition, and missing options
    are taken at their defaults."""
    options = house_options(
        decks=1, boxes=3, table_minimum="25.00", table_maximum="1000.00", chip_unit="5.00"
    )
    assert adapter.open_table(edition=edition, options=options)["table"]
    assert adapter.open_table(edition=edition, options={"hole_card": "no-hole-card"})["table"]


def test_unknown_edition_is_refused_with_1002(adapter: StdioAdapter) -> None:
    """An edition the game does not list is 1002."""
    with pytest.raises(AdapterRefusal) as refused:
        adapter.open_table(edition="nj-1977", options=house_options())
    assert refused.value.code == 1002


@pytest.mark.parametrize(
    ("placed", "field"),
    [
        ([{"box": 1, "player": "p1", "amount": "4.00"}], "wagers[0].amount"),
        ([{"box": 1, "player": "p1", "amount": "100.00"}], "wagers[0].amount"),
        ([{"box": 1, "player": "p1", "amount": "27.50"}], "wagers[0].amount"),
        ([{"box": 4, "player": "p4", "amount": "25.00"}], "wagers[0].box"),
        (
            [
                {"box": 1, "player": "p1", "amount": "25.00"},
                {"box": 1, "player": "p2", "amount": "25.00"},
            ],
            "wagers[1].box",
        ),
    ],
)
def test_bad_wagers_are_refused_with_1006(
    adapter: StdioAdapter, placed: list[Wager], field: str
) -> None:
    """At a table of 3 boxes, limits 25.00 to 50.00 in chips of 5.00: below the minimum,
    above the maximum, not whole chips, a box outside 1..3, two people on one box."""
    options = house_options(boxes=3, table_minimum="25.00", table_maximum="50.00", chip_unit="5.00")
    table = adapter.open_table(edition="nj-2024", options=options)["table"]
    round_id = adapter.start_round(table=table)["round"]
    with pytest.raises(AdapterRefusal) as refused:
        adapter.place_wagers(round=round_id, wagers=placed)
    assert (refused.value.code, refused.value.data.get("field")) == (1006, field)


def test_bad_shoe_exhausted_shoe_and_order(adapter: StdioAdapter) -> None:
    """One deck holds one AS (1004); deal before load_shoe and a second deal are out of order
    (1008); a shoe too short for the round is 1005, and stays so for that round."""
    table = adapter.open_table(edition="nj-2024", options=house_options(decks=1))["table"]
    round_id = adapter.start_round(table=table)["round"]
    with pytest.raises(AdapterRefusal) as refused:
        adapter.load_shoe(round=round_id, cards=["AS", "KD", "AS"])
    assert refused.value.code == 1004
    with pytest.raises(AdapterRefusal) as refused:
        adapter.deal(round=round_id)
    assert refused.value.code == 1008

    round_id, _ = start(adapter, table, ["TS", "9H", "QC", "8S"], wagers(1))
    with pytest.raises(AdapterRefusal) as refused:
        adapter.deal(round=round_id)
    assert refused.value.code == 1008

    short, _ = start(adapter, table, ["TS", "9H", "QC"], wagers(1))
    for _ in range(2):
        with pytest.raises(AdapterRefusal) as refused:
            adapter.apply(round=short, decision="stand")
        assert refused.value.code == 1005


# play_rounds ---------------------------------------------------------------------------------


def test_play_rounds_batch_with_a_leftover_decision(adapter: StdioAdapter, table: str) -> None:
    """Three scripted rounds in one message: the stand on 20 against 9 + 8 wins 10.00; a
    blackjack against a 9 is complete after the deal, so its scripted stand is left over and
    the round's entry is error 1003 (the others are unaffected); a round without decisions stays
    incomplete with its prompt. With transcript false no transcript is sent."""
    rounds: list[ScriptedRound] = [
        {"shoe": ["TS", "9H", "QC", "8S"], "wagers": wagers(1), "decisions": ["stand"]},
        {"shoe": ["AS", "9D", "KC", "7H"], "wagers": wagers(1), "decisions": ["stand"]},
        {"shoe": ["TS", "9H", "QC", "8S"], "wagers": wagers(1), "decisions": []},
    ]
    results = adapter.play_rounds(table=table, rounds=rounds, transcript=False)["results"]
    assert len(results) == 3
    won, leftover, waiting = (cast(dict[str, Any], result) for result in results)

    assert won["complete"] is True
    assert ledger_of(cast(Outcome, won)) == [entry(1, "win", "1 to 1", "10.00")]
    assert won["totals"] == {"staked": "10.00", "returned": "20.00", "player_net": "10.00"}
    assert "transcript" not in won

    assert set(leftover) == {"error"}
    assert leftover["error"]["code"] == 1003
    assert leftover["error"]["data"]["legal"] == []

    assert waiting["complete"] is False
    assert {k: v for k, v in waiting["prompt"].items() if k != "clause"} == play_prompt(1)
    assert waiting["ledger"] == []
    assert waiting["cards_dealt"] == ["TS", "9H", "QC"]


def test_play_rounds_matches_step_by_step_with_transcript(
    adapter: StdioAdapter, table: str
) -> None:
    """With transcript true a batch round is the same outcome, transcript included, as the
    round played step by step; an illegal decision in a batch is that round's error 1003."""
    shoe = ["TS", "5H", "4C", "6D", "2S", "9S", "KH"]
    round_id, _ = start(adapter, table, shoe, wagers(1))
    adapter.apply(round=round_id, decision="hit")
    adapter.apply(round=round_id, decision="stand")
    stepwise = adapter.outcome(round=round_id)
    script: ScriptedRound = {"shoe": shoe, "wagers": wagers(1), "decisions": ["hit", "stand"]}
    illegal: ScriptedRound = {"shoe": shoe, "wagers": wagers(1), "decisions": ["split"]}
    batch = adapter.play_rounds(table=table, rounds=[script, illegal], transcript=True)
    assert batch["results"][0] == stepwise
    error = cast(dict[str, Any], batch["results"][1])["error"]
    assert (error["code"], error["data"]["legal"]) == (1003, ["hit", "stand"])


# The wire ------------------------------------------------------------------------------------


def _raw_session(lines: list[str]) -> tuple[list[dict[str, Any]], int, str]:
    """Pipe raw lines into the example: its answers, its exit status and its stderr."""
    done = subprocess.run(
        [_node(), str(ADAPTER_JS)],
        input="".join(line + "\n" for line in lines),
        capture_output=True,
        text=True,
        timeout=10,
        check=False,
    )
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    return answers, done.returncode, done.stderr


def test_wire_errors_and_shutdown() -> None:
    """A line that is not JSON is -32700 with id null, an unknown method -32601, params that
    break the schema -32602; blank lines are skipped; one JSON line answers each request, and
    the adapter exits 0 after answering shutdown, ignoring what follows."""
    answers, status, _ = _raw_session(
        [
            "this is not json",
            json.dumps({"jsonrpc": "2.0", "id": 1, "method": "dance", "params": {}}),
            "",
            json.dumps({"jsonrpc": "2.0", "id": 2, "method": "deal", "params": {"round": 7}}),
            json.dumps({"jsonrpc": "2.0", "id": 3, "method": "shutdown", "params": {}}),
            json.dumps({"jsonrpc": "2.0", "id": 4, "method": "shutdown", "params": {}}),
        ]
    )
    assert status == 0
    assert [(a["id"], a.get("error", {}).get("code")) for a in answers] == [
        (None, -32700),
        (1, -32601),
        (2, -32602),
        (3, None),
    ]
    assert answers[3]["result"] == {}
    assert all(a["jsonrpc"] == "2.0" for a in answers)


def test_exits_at_the_end_of_stdin() -> None:
    """Without shutdown the adapter answers what it got and exits when stdin ends."""
    answers, status, stderr = _raw_session(
        [
            json.dumps(
                {
                    "jsonrpc": "2.0",
                    "id": 1,
                    "method": "handshake",
                    "params": {"protocol": "1.0", "kit": KIT},
                }
            )
        ]
    )
    assert (status, stderr) == (0, "")
    assert answers[0]["result"]["identity"]["name"] == "node-hit-stand example"


# Against the reference engine ----------------------------------------------------------------


def test_random_rounds_agree_with_the_reference_engine(adapter: StdioAdapter) -> None:
    """200 seeded random rounds on every edition, 1 to 7 boxes, random hits and stands: the
    cards dealt, the ledger, the totals and the final hands equal the reference engine's. The
    reference also asks about insurance (answered no) and prompts a 21 with stand only, which
    the example skips; both are allowed by the protocol and change no amount."""
    rng = random.Random(20240601)
    reference = ReferenceAdapter()
    deck = [rank + suit for rank in "A23456789TJQK" for suit in "SHDC"]
    for number in range(200):
        edition = EDITIONS[number % len(EDITIONS)]
        options = house_options(decks=rng.choice([1, 2, 6, 8]))
        ours = adapter.open_table(edition=edition, options=options)["table"]
        theirs = reference.open_table(edition=edition, options=options)["table"]
        shoe = deck * cast(int, options["decks"])
        rng.shuffle(shoe)
        shoe = shoe[:40]
        placed = [
            {"box": box, "player": f"p{box}", "amount": f"{rng.randint(5, 500)}.00"}
            for box in sorted(rng.sample(range(1, 8), rng.randint(1, 7)))
        ]
        round_ours, status = start(adapter, ours, shoe, cast(list[Wager], placed))
        round_theirs = reference.start_round(table=theirs)["round"]
        reference.load_shoe(round=round_theirs, cards=shoe)
        reference.place_wagers(round=round_theirs, wagers=cast(list[Wager], placed))
        expected = reference.deal(round=round_theirs)
        while True:
            while expected["prompt"] is not None and (
                expected["prompt"]["kind"] == "insurance"
                or expected["prompt"]["legal"] == ["stand"]
            ):
                answer = "no-insurance" if expected["prompt"]["kind"] == "insurance" else "stand"
                expected = reference.apply(round=round_theirs, decision=answer)
            if status["prompt"] is None or expected["prompt"] is None:
                break
            assert status["prompt"]["box"] == expected["prompt"]["box"], (number, shoe)
            decision = rng.choice(["hit", "stand"])
            status = adapter.apply(round=round_ours, decision=decision)
            expected = reference.apply(round=round_theirs, decision=decision)
        mine, reference_outcome = (
            adapter.outcome(round=round_ours),
            reference.outcome(round=round_theirs),
        )
        for key in ("complete", "cards_dealt", "totals"):
            assert mine[key] == reference_outcome[key], (number, key, shoe)
        assert _ledger_key(mine) == _ledger_key(reference_outcome), (number, shoe)
        assert hands_of(mine) == hands_of(reference_outcome), (number, shoe)
        adapter.close_table(table=ours)
        reference.close_table(table=theirs)


def _ledger_key(outcome: Outcome) -> list[tuple[object, ...]]:
    return sorted(
        (e["box"], e["player"], e["hand"], e["kind"], e["stake"], e["result"], e["odds"], e["net"])
        for e in outcome["ledger"]
    )
