"""The JavaScript craps and baccarat examples (vendor_adapters/examples/node-craps, node-baccarat)
over the wire, on rounds worked out by hand from the clauses.

Each test starts `node adapter.js` through the kit's `StdioAdapter` and `GameSession`, which check
every answer against the protocol's schemas and the game's outcome schema. Without node the tests
are skipped, except on CI (`CI` set), where a missing node is a failure.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.games.baccarat_rounds import stack_for
from vendor_adapters.session import GameSession
from vendor_adapters.stdio_client import StdioAdapter

EXAMPLES = Path(__file__).resolve().parents[2] / "vendor_adapters" / "examples"
EDITION = "nj-1996"


def _session(example: str) -> Iterator[GameSession]:
    node = shutil.which("node")
    if node is None:
        if os.environ.get("CI"):
            pytest.fail("node is not on PATH; CI must run the JavaScript example adapters")
        pytest.skip("node is not on PATH")
    session = GameSession(StdioAdapter((node, str(EXAMPLES / example / "adapter.js")), timeout=60))
    yield session
    session.close()


@pytest.fixture
def craps() -> Iterator[GameSession]:
    yield from _session("node-craps")


@pytest.fixture
def baccarat() -> Iterator[GameSession]:
    yield from _session("node-baccarat")


def _p(before: int, wager: str, amount: str, player: str = "p1", **extra: object) -> dict[str, Any]:
    return {"before_roll": before, "player": player, "wager": wager, "amount": amount, **extra}


def _nets(outcome: dict[str, Any]) -> list[tuple[int, int, str, str, Decimal]]:
    return [
        (e["roll"], e["placement"], e["wager"], e["result"], Decimal(e["net"]))
        for e in outcome["ledger"]
    ]


# Craps -----------------------------------------------------------------------------------------


def test_craps_handshake_names_the_game(craps: GameSession) -> None:
    assert craps.game_name == "craps"
    assert craps.handshake()["capabilities"] == ["forced-dice"]
    assert craps.handshake()["editions"] == [EDITION]


def test_craps_the_worked_round(craps: GameSession) -> None:
    """The come out 5 makes 5 the point (1.1) and takes the place 6 down (1.2(a)5); p2's Pass Bet
    after it is refused (1.2(a)1); the come bet gets its come point 8 on 4-4 and wins on 6-2 at 1
    to 1 (1.2(a)3ii); 3-3 pays the place 6 $12 at 7 to 6, $14; 2-3 makes the point, $10 on the
    Pass Bet (1.2(a)1ii); the $5 Horn High on 3 without its area is a $4 Horn and $1 on Craps Three
    (1.2(a)20): 1-2 pays the Horn 3 to 1, $12, and Craps Three 15 to 1, $15."""
    table = craps.table(EDITION, {"horn_high_area": False})
    outcome = craps.play_round(
        table,
        {
            "rolls": [[2, 3], [4, 4], [3, 3], [6, 2], [2, 3], [1, 2]],
            "placements": [
                _p(0, "pass-bet", "10.00"),
                _p(0, "place-bet-to-win", "12.00", number=6),
                _p(1, "come-bet", "10.00"),
                _p(1, "pass-bet", "10.00", player="p2"),
                _p(5, "horn-high-bet", "5.00", player="p2", high_total=3),
            ],
        },
    )
    assert [(r["what"], r["placement"], r["clause"]) for r in outcome["refused"]] == [
        ("placement", 3, "19:47-1.2(a)1")
    ]
    assert outcome["rolls"][0]["come_out"] is True
    assert outcome["rolls"][0]["point"] == 5
    assert outcome["rolls"][0]["inactive"] == [1]
    assert outcome["rolls"][1]["come_points"] == [{"placement": 2, "point": 8}]
    assert outcome["rolls"][4]["point"] is None
    assert outcome["rolls"][5]["come_out"] is True
    assert outcome["placed"][-1]["bets"] == [
        {"wager": "horn-bet", "amount": "4.00"},
        {"wager": "craps-three", "amount": "1.00"},
    ]
    assert _nets(outcome) == [
        (2, 1, "place-bet-to-win", "win", Decimal("14.00")),
        (3, 2, "come-bet", "win", Decimal("10.00")),
        (4, 0, "pass-bet", "win", Decimal("10.00")),
        (5, 4, "horn-bet", "win", Decimal("12.00")),
        (5, 4, "craps-three", "win", Decimal("15.00")),
    ]
    assert outcome["totals"] == {
        "staked": "37.00",
        "returned": "98.00",
        "on_layout": "0.00",
        "player_net": "61.00",
    }


@pytest.mark.parametrize(
    ("dice", "result", "net", "clause"),
    [
        ([3, 3], "win", "45.00", "19:47-1.2(a)8"),  # the hardway: $5 at the posted 9 to 1
        ([2, 4], "lose", "-5.00", "19:47-1.2(a)8"),  # an easy six
        ([5, 2], "lose", "-5.00", "19:47-1.2(a)8"),  # a 7
    ],
)
def test_craps_six_the_hardway(
    craps: GameSession, dice: list[int], result: str, net: str, clause: str
) -> None:
    table = craps.table(EDITION, {})
    outcome = craps.play_round(
        table, {"rolls": [dice], "placements": [_p(0, "six-the-hardway", "5.00")]}
    )
    [entry] = outcome["ledger"]
    assert (entry["result"], entry["net"], entry["clause"]) == (result, net, clause)


@pytest.mark.parametrize(
    ("dice", "result", "net", "clause"),
    [
        ([1, 1], "win", "10.00", "19:47-1.2(a)2i"),
        ([6, 6], "void", "0.00", "19:47-1.2(a)2iv"),
        ([5, 6], "lose", "-10.00", "19:47-1.2(a)2iii(1)"),
    ],
)
def test_craps_dont_pass_on_the_come_out_roll(
    craps: GameSession, dice: list[int], result: str, net: str, clause: str
) -> None:
    table = craps.table(EDITION, {})
    outcome = craps.play_round(
        table, {"rolls": [dice], "placements": [_p(0, "dont-pass-bet", "10.00")]}
    )
    [entry] = outcome["ledger"]
    assert (entry["result"], entry["net"], entry["clause"]) == (result, net, clause)


def test_craps_horn_high_with_its_area(craps: GameSession) -> None:
    """$5 on 12: the Horn Bet's four units at the posted 27 to 4, $27, plus the fifth unit on 12
    at 30 to 1, $30 (I-craps-horn-high-payout)."""
    table = craps.table(EDITION, {})
    outcome = craps.play_round(
        table, {"rolls": [[6, 6]], "placements": [_p(0, "horn-high-bet", "5.00", high_total=12)]}
    )
    [entry] = outcome["ledger"]
    assert (entry["result"], entry["odds"], entry["net"]) == ("win", None, "57.00")


@pytest.mark.parametrize(
    ("rounding", "net"),
    [("exact", "5.83"), ("down-to-chip-unit", "5.00"), ("up-to-chip-unit", "6.00")],
)
def test_craps_payout_rounding(craps: GameSession, rounding: str, net: str) -> None:
    """A $5 place 6 at 7 to 6 wins $5.8333...: to the cent below, or to the $1 chip."""
    table = craps.table(EDITION, {"payout_rounding": rounding})
    outcome = craps.play_round(
        table,
        {"rolls": [[2, 2], [3, 3]], "placements": [_p(1, "place-bet-to-win", "5.00", number=6)]},
    )
    assert [e["net"] for e in outcome["ledger"]] == [net]


def test_craps_a_posted_table_missing_a_total_is_refused_citing_its_wager(
    craps: GameSession,
) -> None:
    with pytest.raises(AdapterRefusal) as refused:
        craps.table(EDITION, {"posted_odds_hardway": ["4=7:1", "6=9:1", "8=9:1"]})
    assert refused.value.code == 1001
    assert refused.value.data["clause"] == "19:47-1.2(a)7"


# Baccarat --------------------------------------------------------------------------------------


def _dealt(*cards: str) -> list[dict[str, str]]:
    """Cards in the order drawn, each "P:card" or "B:card"."""
    return [{"hand": "player" if card[0] == "P" else "banker", "card": card[2:]} for card in cards]


WORKED = {
    "wagers": [
        {"player": "1", "wager": "banker", "amount": "13"},
        {"player": "2", "wager": "tie", "amount": "5"},
        {"player": "3", "wager": "player pair", "amount": "5"},
    ],
    "late": [{"action": "increase", "player": "2", "wager": "tie", "amount": "5"}],
    "dealt": _dealt("P:7S", "B:8H", "P:KD", "B:QC"),
}


def _ledger(outcome: dict[str, Any]) -> list[tuple[str, str, str | None, Decimal]]:
    return [(e["player"], e["kind"], e["wager"], Decimal(e["net"])) for e in outcome["ledger"]]


def test_baccarat_the_worked_round(baccarat: GameSession) -> None:
    """7S KD counts 7, 8H QC counts 8 (3.1(b), (c)); the Banker's Hand wins (3.2(a)1i): $13 at 1
    to 1, and 5 % of the $13.00 won is $0.65, rounded up to $0.75 (3.3(c)); the Tie Bet loses
    its $5 (3.2(a)3); "player pair" is refused (3.2(b)), the late increase too (3.2(d))."""
    assert baccarat.game_name == "baccarat-punto-banco"
    table = baccarat.table(EDITION, {"decks": 6, "vigorish_rounding": "up-to-multiple"})
    outcome = baccarat.play_round(table, WORKED)
    assert [(r["what"], r["clause"]) for r in outcome["refused"]] == [
        ("/wagers/2", "19:47-3.2(b)"),
        ("/late/0", "19:47-3.2(d)"),
    ]
    assert outcome["hands"]["player"]["point_count"] == 7
    assert outcome["hands"]["banker"]["point_count"] == 8
    assert _ledger(outcome) == [
        ("1", "settlement", "banker", Decimal("13.00")),
        ("1", "vigorish", None, Decimal("-0.75")),
        ("2", "settlement", "tie", Decimal("-5.00")),
    ]
    assert outcome["owed"] == []


def test_baccarat_a_deferred_vigorish_is_owed_then_collected(baccarat: GameSession) -> None:
    """Deferred, the $0.75 is on player 1's marker and collected before the next shoe: the next
    round, dealt from a new shoe of the game's own, collects it (3.3(c))."""
    table = baccarat.table(
        EDITION,
        {"decks": 6, "vigorish_rounding": "up-to-multiple", "vigorish_collection": "deferred"},
    )
    first = baccarat.play_round(table, WORKED)
    assert ("1", "vigorish", None, Decimal("-0.75")) not in _ledger(first)
    assert first["owed"] == [{"player": "1", "amount": "0.75"}]
    second = baccarat.play_round(
        table,
        {
            "wagers": [{"player": "2", "wager": "player", "amount": "10"}],
            "dealt": _dealt("P:9S", "B:6H", "P:TD", "B:KC"),
            "end_shoe": True,
        },
    )
    assert ("1", "vigorish", None, Decimal("-0.75")) in _ledger(second)
    assert ("2", "settlement", "player", Decimal("10.00")) in _ledger(second)
    assert second["owed"] == []
    assert second["shoe_completed"] is True


@pytest.mark.parametrize(
    ("options", "stake", "expected"),
    [
        ({"tie_odds": "17 to 2"}, "3", [("1", "settlement", "tie", Decimal("25.50"))]),
        (
            {"vigorish_percent": 4, "vigorish_rounding": "up-to-multiple"},
            "13",
            [  # 4 % of $13.00 is $0.52, up to $0.60 (3.3(c))
                ("1", "settlement", "banker", Decimal("13.00")),
                ("1", "vigorish", None, Decimal("-0.60")),
            ],
        ),
    ],
)
def test_baccarat_tie_odds_and_a_four_percent_vigorish(
    baccarat: GameSession,
    options: dict[str, object],
    stake: str,
    expected: list[tuple[str, str, str | None, Decimal]],
) -> None:
    wager = "tie" if "tie_odds" in options else "banker"
    dealt = (
        _dealt("P:5S", "B:3H", "P:2D", "B:4C")
        if wager == "tie"
        else _dealt("P:2S", "B:8H", "P:3D", "B:QC")
    )
    table = baccarat.table(EDITION, options)
    outcome = baccarat.play_round(
        table, {"wagers": [{"player": "1", "wager": wager, "amount": stake}], "dealt": dealt}
    )
    assert _ledger(outcome) == expected


def test_baccarat_a_shoe_burned_from_a_king(baccarat: GameSession) -> None:
    """Cut 30 cards in, the first card KH burns ten more (3.5(d): faces count ten); the round is
    dealt from the twelfth card on."""
    burn = ["KH", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "2D", "3D", "4D"]
    stack = stack_for(6, [*burn, "9S", "6H", "TD", "KC"], [30])
    table = baccarat.table(EDITION, {"decks": 6})
    outcome = baccarat.play_round(
        table,
        {
            "shoe": {"stack": stack, "cut": {"at": 30}, "cutting_card": 14},
            "wagers": [{"player": "1", "wager": "player", "amount": "10"}],
            "dealt": _dealt("P:9S", "B:6H", "P:TD", "B:KC"),
        },
    )
    assert outcome["burned"] == burn
    assert _ledger(outcome) == [("1", "settlement", "player", Decimal("10.00"))]


def test_baccarat_a_cut_9_cards_in_is_refused(baccarat: GameSession) -> None:
    stack = stack_for(6, ["5S"], [9])
    table = baccarat.table(EDITION, {"decks": 6})
    outcome = baccarat.play_round(
        table,
        {
            "shoe": {"stack": stack, "cut": {"at": 9}, "cutting_card": 14},
            "wagers": [{"player": "1", "wager": "player", "amount": "10"}],
            "dealt": _dealt("P:9S", "B:6H", "P:TD", "B:KC"),
        },
    )
    assert outcome["complete"] is False
    assert [(r["what"], r["clause"]) for r in outcome["refused"]] == [("/shoe/cut", "19:47-3.5(c)")]
    assert outcome["ledger"] == []


@pytest.mark.parametrize(
    ("options", "clause"),
    [
        ({"decks": 5}, "19:47-3.1(a)"),
        ({"tie_odds": "7 to 1"}, "19:47-3.3(b)"),
        ({"vigorish_percent": 6}, "19:47-3.3(c)"),
    ],
)
def test_baccarat_tables_the_rules_forbid_are_refused(
    baccarat: GameSession, options: dict[str, object], clause: str
) -> None:
    with pytest.raises(AdapterRefusal) as refused:
        baccarat.table(EDITION, options)
    assert refused.value.code == 1001
    assert refused.value.data["clause"] == clause
