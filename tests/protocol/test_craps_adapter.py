"""The reference craps adapter (protocol 1.5): its messages fit the game's schemas, hand-worked
rounds give the amounts 19:47-1.2(a) and the posted odds fix, and a faulty game differs.

Amounts are at the kit's default posted odds (house options, not rule text: the payout odds of
craps, 19:47-1.4 on, are in no source, I-craps-posted-odds) unless a test posts others: line
wagers 1 to 1, place to win the 6 and 8 at 7 to 6, hard 6 at 9 to 1, the Field 1 to 1 with the
2 and 12 at 2 to 1, Any Seven 4 to 1, Any Craps 7 to 1, the 12 at 30 to 1, the 11 at 15 to 1,
C and E 3 to 1 on a craps and 7 to 1 on 11, the Horn 27 to 4 on a 2 or 12 and 3 to 1 on a 3 or
11 (the net odds of its four units). Every expected amount is worked in its comment.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from importlib import resources
from typing import Any

import pytest
from jsonschema import Draft7Validator

from tests.faulty_games.craps_adapters import CRAPS_FAULTY_ADAPTERS, spec
from tests.faulty_games.craps_games import CRAPS_FAULTY_GAMES
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.games.craps import (
    DEFAULT_WIRE_OPTIONS,
    OPTION_NAMES,
    ReferenceCrapsGame,
    options_from_wire,
    wire_options,
)
from vendor_adapters.protocol import ErrorCode
from vendor_adapters.schema import check_result
from vendor_adapters.session import GameSession
from vendor_adapters.stdio_client import StdioAdapter

SCHEMAS = resources.files("vendor_adapters.schemas")


def _validator(name: str) -> Draft7Validator:
    schema = json.loads(SCHEMAS.joinpath(name).read_text(encoding="utf-8"))
    Draft7Validator.check_schema(schema)
    return Draft7Validator(schema)


ROUND = _validator("games/craps.round.schema.json")
OUTCOME = _validator("games/craps.outcome.schema.json")


def _bet(before: int, wager: str, amount: str, **more: object) -> dict[str, object]:
    return {"before_roll": before, "player": "p1", "wager": wager, "amount": amount, **more}


def play(
    rolls: list[list[int]],
    placements: list[dict[str, object]],
    *,
    options: Mapping[str, object] | None = None,
    game: ReferenceCrapsGame | None = None,
    calls_on: list[dict[str, int]] | None = None,
) -> dict[str, Any]:
    """One round at a table with the default wire options and `options` over them; the round
    and its outcome are checked against the game's schemas."""
    adapter = game or ReferenceCrapsGame()
    table = adapter.open_table(
        edition="nj-1996", options={**DEFAULT_WIRE_OPTIONS, **(options or {})}
    )
    round_: dict[str, object] = {"rolls": rolls, "placements": placements}
    if calls_on is not None:
        round_["calls_on"] = calls_on
    ROUND.validate(round_)
    outcome = adapter.play(table=table["table"], round=round_)
    OUTCOME.validate(json.loads(json.dumps(outcome)))
    return outcome


def _entries(outcome: Mapping[str, Any]) -> list[tuple[object, ...]]:
    return [
        (e["roll"], e["placement"], e["wager"], e["stake"], e["result"], e["net"], e["clause"])
        for e in outcome["ledger"]
    ]


def test_the_handshake_names_the_game_and_fits_the_schema() -> None:
    answer = ReferenceCrapsGame().handshake(protocol="1.5", kit={"name": "bjkit", "version": "0"})
    check_result("handshake", answer)
    assert answer["game"] == "craps"
    assert answer["protocol"] == "1.5"
    assert answer["editions"] == ["nj-1996"]
    assert "forced-dice" in answer["capabilities"]


def test_the_default_options_are_one_per_field_of_the_engine_options_and_read_back() -> None:
    assert sorted(DEFAULT_WIRE_OPTIONS) == sorted(OPTION_NAMES)
    assert wire_options(options_from_wire(DEFAULT_WIRE_OPTIONS)) == DEFAULT_WIRE_OPTIONS
    for value in DEFAULT_WIRE_OPTIONS.values():
        assert isinstance(value, str | bool | list)


def test_a_hardway_six_is_lost_to_an_easy_six() -> None:
    # 1.2(a)8: Six the Hardway wins on 3-3 before a 6 thrown any other way; 2-4 is an easy six.
    # The 5-4 (9) leaves it up. $10 lost: net -10.00.
    outcome = play([[5, 4], [2, 4]], [_bet(0, "six-the-hardway", "10.00")])
    assert _entries(outcome) == [(1, 0, "six-the-hardway", "10.00", "lose", "-10.00",
                                  "19:47-1.2(a)8")]  # fmt: skip
    assert outcome["totals"] == {
        "staked": "10.00", "returned": "0.00", "on_layout": "0.00", "player_net": "-10.00"
    }  # fmt: skip


def test_a_hardway_six_won_the_hardway_is_paid_at_the_posted_odds() -> None:
    # 3-3 after a 9: won at the posted 9 to 1, $10 wins 90.00.
    outcome = play([[5, 4], [3, 3]], [_bet(0, "six-the-hardway", "10.00")])
    assert outcome["ledger"][0]["odds"] == "9 to 1"
    assert _entries(outcome) == [(1, 0, "six-the-hardway", "10.00", "win", "90.00",
                                  "19:47-1.2(a)8")]  # fmt: skip


def test_a_come_bet_goes_to_its_come_point_and_wins_on_it() -> None:
    # Come out 2-3: point 5 (1.1). The Come Bet placed after it (1.2(a)3) sees 4-4: its come
    # point is 8 (1.1 "Come Point"). 1-2 leaves it; 6-2 is the 8 again before a 7: it wins under
    # 1.2(a)3ii, 1 to 1, $10 wins 10.00. The Pass Bet keeps its point 5.
    outcome = play(
        [[2, 3], [4, 4], [1, 2], [6, 2]],
        [_bet(0, "pass-bet", "10.00"), _bet(1, "come-bet", "10.00")],
    )
    assert [roll["point"] for roll in outcome["rolls"]] == [5, 5, 5, 5]
    assert outcome["rolls"][1]["come_points"] == [{"placement": 1, "point": 8}]
    assert _entries(outcome) == [(3, 1, "come-bet", "10.00", "win", "10.00", "19:47-1.2(a)3ii")]
    assert [(b["placement"], b["point"]) for b in outcome["on_layout"]] == [(0, 5)]


def test_a_dont_pass_is_void_on_a_come_out_12_and_the_stake_returned() -> None:
    # 1.2(a)2iv: void on a come out 12; void returns the wager (I-craps-void-returned).
    outcome = play([[6, 6]], [_bet(0, "dont-pass-bet", "10.00")])
    assert _entries(outcome) == [(0, 0, "dont-pass-bet", "10.00", "void", "0.00",
                                  "19:47-1.2(a)2iv")]  # fmt: skip
    assert outcome["totals"]["returned"] == "10.00"
    assert outcome["rolls"][0]["come_out"] is True
    assert outcome["rolls"][0]["point"] is None


def test_a_horn_high_bet_with_its_area_is_one_wager_paid_as_its_parts() -> None:
    # $5 Horn High on the 12, 6-6: the Horn's four $1 units pay 27 to 4 on a 12 (30 on the unit
    # on 12 less the three lost): 27.00; the fifth unit on the 12 at 30 to 1: 30.00; 57.00.
    outcome = play([[6, 6]], [_bet(0, "horn-high-bet", "5.00", high_total=12)])
    assert _entries(outcome) == [(0, 0, "horn-high-bet", "5.00", "win", "57.00",
                                  "19:47-1.2(a)20")]  # fmt: skip
    # On a 3: the Horn pays 3 to 1 on its four units, 12.00; the fifth unit on 12 is lost: 11.00.
    outcome = play([[1, 2]], [_bet(0, "horn-high-bet", "5.00", high_total=12)])
    assert outcome["ledger"][0]["net"] == "11.00"


def test_a_horn_high_bet_without_its_area_is_broken_down_into_two_wagers() -> None:
    # 1.2(a)20: no designated area: a $4 Horn Bet and a $1 Craps Twelve. On 6-6 the Horn wins
    # 27.00 (27 to 4 on $4) and the Craps Twelve 30.00 (30 to 1 on $1).
    outcome = play(
        [[6, 6]],
        [_bet(0, "horn-high-bet", "10.00", high_total=12)],
        options={"horn_high_area": False},
    )
    assert outcome["placed"][0]["bets"] == [
        {"wager": "horn-bet", "amount": "8.00"},
        {"wager": "craps-twelve", "amount": "2.00"},
    ]
    # $10: units of $2. Horn $8 at 27 to 4: 54.00; Craps Twelve $2 at 30 to 1: 60.00.
    assert _entries(outcome) == [
        (0, 0, "horn-bet", "8.00", "win", "54.00", "19:47-1.2(a)19"),
        (0, 0, "craps-twelve", "2.00", "win", "60.00", "19:47-1.2(a)16"),
    ]


def test_a_horn_high_bet_not_in_units_of_five_is_refused_in_the_outcome() -> None:
    outcome = play([[6, 6]], [_bet(0, "horn-high-bet", "7.00", high_total=12)])
    assert outcome["ledger"] == [] and outcome["placed"] == []
    [refused] = outcome["refused"]
    assert (refused["what"], refused["placement"], refused["clause"]) == (
        "placement", 0, "19:47-1.2(a)20"
    )  # fmt: skip


def test_a_place_bet_is_inactive_on_a_come_out_roll_unless_called_on() -> None:
    # 1.2(a)5: the come out 7 does not decide the $12 Place Bet to Win on 6 (inactive)...
    outcome = play([[3, 4]], [_bet(0, "place-bet-to-win", "12.00", number=6)])
    assert outcome["ledger"] == []
    assert outcome["rolls"][0]["inactive"] == [0]
    assert outcome["on_layout"][0]["amount"] == "12.00"
    # ... unless called "on": then the 7 loses it, -12.00.
    outcome = play([[3, 4]], [_bet(0, "place-bet-to-win", "12.00", number=6, on=True)])
    assert _entries(outcome) == [(0, 0, "place-bet-to-win", "12.00", "lose", "-12.00",
                                  "19:47-1.2(a)5")]  # fmt: skip
    # Called on later, before the come out roll: the same.
    outcome = play(
        [[2, 2], [3, 4], [3, 4]],
        [_bet(0, "pass-bet", "5.00"), _bet(2, "place-bet-to-win", "12.00", number=6)],
        calls_on=[{"before_roll": 2, "placement": 1}],
    )
    assert outcome["rolls"][2]["come_out"] is True
    assert outcome["ledger"][-1]["net"] == "-12.00"


def test_a_place_bet_after_the_point_wins_at_the_posted_odds() -> None:
    # Point 4, then 1-5: the $12 place 6 wins at 7 to 6: 14.00.
    outcome = play([[2, 2], [1, 5]], [_bet(1, "place-bet-to-win", "12.00", number=6)])
    assert _entries(outcome) == [(1, 0, "place-bet-to-win", "12.00", "win", "14.00",
                                  "19:47-1.2(a)5")]  # fmt: skip


@pytest.mark.parametrize(
    ("wager", "dice", "result", "net", "clause"),
    [
        ("field-bet", [1, 1], "win", "20.00", "19:47-1.2(a)11"),  # 2 at 2 to 1
        ("field-bet", [4, 5], "win", "10.00", "19:47-1.2(a)11"),  # 9 at 1 to 1
        ("field-bet", [3, 4], "lose", "-10.00", "19:47-1.2(a)11"),
        ("any-seven", [2, 5], "win", "40.00", "19:47-1.2(a)12"),  # 4 to 1
        ("any-craps", [1, 2], "win", "70.00", "19:47-1.2(a)13"),  # 7 to 1
        ("craps-two", [1, 1], "win", "300.00", "19:47-1.2(a)14"),  # 30 to 1
        ("craps-three", [2, 1], "win", "150.00", "19:47-1.2(a)15"),  # 15 to 1
        ("craps-twelve", [6, 5], "lose", "-10.00", "19:47-1.2(a)16"),
        ("11-in-one-roll", [5, 6], "win", "150.00", "19:47-1.2(a)17"),  # 15 to 1
        ("c-and-e", [5, 6], "win", "70.00", "19:47-1.2(a)18"),  # 7 to 1 on 11
        ("c-and-e", [1, 1], "win", "30.00", "19:47-1.2(a)18"),  # 3 to 1 on a craps
        ("horn-bet", [1, 2], "win", "30.00", "19:47-1.2(a)19"),  # 3 to 1 on a 3
        ("horn-bet", [3, 3], "lose", "-10.00", "19:47-1.2(a)19"),
    ],
)
def test_the_one_roll_wagers_are_decided_on_the_next_roll(
    wager: str, dice: list[int], result: str, net: str, clause: str
) -> None:
    # $10 on the come out roll; a one-roll wager is decided by the roll after its placement.
    outcome = play([dice], [_bet(0, wager, "10.00")])
    assert _entries(outcome) == [(0, 0, wager, "10.00", result, net, clause)]


def test_amounts_follow_the_odds_and_rounding_the_table_posts() -> None:
    # Place 6 posted 7 to 6 with $10: 70/6 = 11.666..., paid to the cent rounded down: 11.66;
    # rounded down to the $1 chip: 11.00.
    rolls, bets = [[2, 2], [1, 5]], [_bet(1, "place-bet-to-win", "10.00", number=6)]
    assert play(rolls, bets)["ledger"][0]["net"] == "11.66"
    down = play(rolls, bets, options={"payout_rounding": "down-to-chip-unit"})
    assert down["ledger"][0]["net"] == "11.00"
    # A table posting the 6 at 6 to 5 pays $10 12.00.
    posted = list(DEFAULT_WIRE_OPTIONS["posted_odds_place_to_win"])  # type: ignore[call-overload]
    posted[posted.index("6=7:6")] = "6=6:5"
    six_to_five = play(rolls, bets, options={"posted_odds_place_to_win": posted})
    assert (six_to_five["ledger"][0]["net"], six_to_five["ledger"][0]["odds"]) == (
        "12.00", "6 to 5"
    )  # fmt: skip


def test_a_pass_bet_after_the_come_out_roll_is_refused_naming_its_clause() -> None:
    outcome = play([[2, 2], [3, 3]], [_bet(1, "pass-bet", "10.00")])
    assert [(r["placement"], r["before_roll"], r["clause"]) for r in outcome["refused"]] == [
        (0, 1, "19:47-1.2(a)1")
    ]
    assert outcome["totals"]["staked"] == "0.00"


@pytest.mark.parametrize(
    ("options", "code", "clause"),
    [
        ({"no_such_option": True}, ErrorCode.UNSUPPORTED_OPTION, None),
        ({"posted_odds_hardway": ["4=7:1", "6=9:1"]}, ErrorCode.FORBIDDEN_RULES, "19:47-1.2(a)7"),
        ({"posted_odds_pass_bet": "even"}, ErrorCode.FORBIDDEN_RULES, "19:47-1.2(a)1"),
        ({"posted_odds_pass_bet": ["7=1:1"]}, ErrorCode.FORBIDDEN_RULES, "19:47-1.2(a)1"),
        ({"horn_high_area": "yes"}, ErrorCode.FORBIDDEN_RULES, "19:47-1.2(a)20"),
        ({"payout_rounding": "nearest"}, ErrorCode.FORBIDDEN_RULES, "19:47-1.2(a)"),
        ({"chip_unit": "0.001"}, ErrorCode.FORBIDDEN_RULES, "19:47-1.2(a)"),
    ],
)
def test_a_table_the_game_cannot_open_is_refused_with_its_code_and_clause(
    options: dict[str, object], code: ErrorCode, clause: str | None
) -> None:
    with pytest.raises(AdapterRefusal) as refused:
        ReferenceCrapsGame().open_table(edition="nj-1996", options=options)
    assert refused.value.code == code
    assert refused.value.data.get("clause") == clause


def test_another_edition_is_refused_as_unknown() -> None:
    with pytest.raises(AdapterRefusal) as refused:
        ReferenceCrapsGame().open_table(edition="nj-2024", options={})
    assert refused.value.code == ErrorCode.UNKNOWN_EDITION


def test_a_bad_request_is_a_json_rpc_error_not_a_refusal() -> None:
    game = ReferenceCrapsGame()
    table = game.open_table(edition="nj-1996", options={})["table"]
    with pytest.raises(AdapterRefusal) as late:
        game.play(
            table=table, round={"rolls": [[1, 1]], "placements": [_bet(2, "field-bet", "1.00")]}
        )
    assert late.value.code == ErrorCode.INVALID_PARAMS
    with pytest.raises(AdapterRefusal) as unknown:
        game.play(table="nope", round={"rolls": [[1, 1]], "placements": []})
    assert unknown.value.code == ErrorCode.UNKNOWN_ID


def test_every_faulty_game_is_an_adapter_under_its_own_identity() -> None:
    assert set(CRAPS_FAULTY_ADAPTERS) == set(CRAPS_FAULTY_GAMES)
    for name, factory in CRAPS_FAULTY_ADAPTERS.items():
        answer = factory().handshake(protocol="1.5", kit={"name": "bjkit", "version": "0"})
        check_result("handshake", answer)
        assert answer["identity"]["name"] == f"faulty: {CRAPS_FAULTY_GAMES[name].defect}"
        assert spec(name) == f"python:tests.faulty_games.craps_adapters:{name}"


def test_a_faulty_adapter_differs_from_the_reference_where_its_defect_is() -> None:
    # 1.2(a)2i: a come out 2 wins the Don't Pass Bet, $10 at 1 to 1: 10.00; the faulty game
    # voids it.
    rolls, bets = [[1, 1]], [_bet(0, "dont-pass-bet", "10.00")]
    assert play(rolls, bets)["ledger"][0]["result"] == "win"
    faulty = CRAPS_FAULTY_ADAPTERS["dont_pass_void_on_2"]()
    assert play(rolls, bets, game=faulty)["ledger"][0]["result"] == "void"
    # 1.2(a)5: the faulty game decides an inactive place bet on the come out roll.
    rolls, bets = [[3, 4]], [_bet(0, "place-bet-to-win", "12.00", number=6)]
    assert play(rolls, bets)["ledger"] == []
    working = CRAPS_FAULTY_ADAPTERS["place_bet_works_on_come_out"]()
    assert play(rolls, bets, game=working)["ledger"][0]["net"] == "-12.00"


def test_the_worked_round_of_the_documentation() -> None:
    # docs/ADAPTERS.md "Craps (1.5)", a table without a Horn High area. Come out 2-3: point 5,
    # p1's place 6 inactive (1.2(a)5). p1's Come Bet gets its come point 8 on 4-4; p2's Pass Bet
    # before roll 1 is refused (1.2(a)1). 3-3: place 6 wins 7 to 6 on $12, $14. 6-2: the Come Bet
    # wins $10 (1.2(a)3ii). 2-3: the Pass Bet wins $10 (1.2(a)1ii); the next roll is a come out
    # roll. p2's $5 Horn High on 3, broken down into $4 Horn and $1 Craps Three, on the come out
    # 1-2: the Horn $12 (3 to 1 on $4), Craps Three $15 (15 to 1 on $1). Staked 37.00, won 61.00.
    outcome = play(
        [[2, 3], [4, 4], [3, 3], [6, 2], [2, 3], [1, 2]],
        [
            _bet(0, "pass-bet", "10.00"),
            _bet(0, "place-bet-to-win", "12.00", number=6),
            _bet(1, "come-bet", "10.00"),
            {**_bet(1, "pass-bet", "10.00"), "player": "p2"},
            {**_bet(5, "horn-high-bet", "5.00", high_total=3), "player": "p2"},
        ],
        options={"horn_high_area": False},
    )
    assert [(r["come_out"], r["point"]) for r in outcome["rolls"]] == [
        (True, 5), (False, 5), (False, 5), (False, 5), (False, None), (True, None)
    ]  # fmt: skip
    assert outcome["rolls"][0]["inactive"] == [1]
    assert [r["placement"] for r in outcome["refused"]] == [3]
    assert _entries(outcome) == [
        (2, 1, "place-bet-to-win", "12.00", "win", "14.00", "19:47-1.2(a)5"),
        (3, 2, "come-bet", "10.00", "win", "10.00", "19:47-1.2(a)3ii"),
        (4, 0, "pass-bet", "10.00", "win", "10.00", "19:47-1.2(a)1ii"),
        (5, 4, "horn-bet", "4.00", "win", "12.00", "19:47-1.2(a)19"),
        (5, 4, "craps-three", "1.00", "win", "15.00", "19:47-1.2(a)15"),
    ]
    assert outcome["totals"] == {
        "staked": "37.00", "returned": "98.00", "on_layout": "0.00", "player_net": "61.00"
    }  # fmt: skip


def test_the_reference_craps_game_served_on_stdio_plays_a_round() -> None:
    # The same hardway six lost to an easy six, over JSON-RPC on stdio (1.5: `play`), the
    # messages checked against the game's schemas by the session.
    command = (sys.executable, "-m", "vendor_adapters.serve", "reference", "--game", "craps")
    session = GameSession(StdioAdapter(command, timeout=60.0))
    try:
        assert session.game_name == "craps"
        table = session.table("nj-1996", dict(DEFAULT_WIRE_OPTIONS))
        outcome = session.play_round(
            table, {"rolls": [[5, 4], [2, 4]], "placements": [_bet(0, "six-the-hardway", "10.00")]}
        )
    finally:
        session.close()
    assert _entries(outcome) == [(1, 0, "six-the-hardway", "10.00", "lose", "-10.00",
                                  "19:47-1.2(a)8")]  # fmt: skip
