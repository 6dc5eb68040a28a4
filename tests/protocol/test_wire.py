"""The wire form: the stdio server answers malformed requests precisely, and the reference
engine gives the same outcomes over stdio as in process."""

from __future__ import annotations

import json

from tests.protocol.conftest import SPLIT_ROUND, TABLE
from vendor_adapters.compare import compare_outcomes
from vendor_adapters.jsonrpc import encode
from vendor_adapters.protocol import PROTOCOL_VERSION, ErrorCode
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.serve import handle_message
from vendor_adapters.session import GameSession, RoundScript
from vendor_adapters.stdio_client import StdioAdapter


def _error(message: object) -> dict[str, object]:
    response = handle_message(ReferenceAdapter(), message)
    assert "result" not in response
    error = response["error"]
    assert isinstance(error, dict)
    return error


def test_a_batch_array_is_an_invalid_request() -> None:
    assert _error([{"jsonrpc": "2.0", "id": 1, "method": "shutdown"}])["code"] == -32600


def test_a_request_without_an_integer_id_is_invalid() -> None:
    error = _error({"jsonrpc": "2.0", "id": "one", "method": "shutdown", "params": {}})
    assert error["code"] == ErrorCode.INVALID_REQUEST


def test_an_unknown_method_lists_the_methods_of_the_protocol() -> None:
    error = _error({"jsonrpc": "2.0", "id": 1, "method": "shuffle", "params": {}})
    assert error["code"] == ErrorCode.METHOD_NOT_FOUND
    assert "unknown method 'shuffle'" in str(error["message"])
    assert "play_rounds" in str(error["message"])


def test_params_that_break_the_schema_name_the_field() -> None:
    request = {
        "jsonrpc": "2.0",
        "id": 4,
        "method": "load_shoe",
        "params": {"round": "r1", "cards": ["AS", "1H"]},
    }
    error = _error(request)
    assert error["code"] == ErrorCode.INVALID_PARAMS
    assert error["data"] == {"field": "cards[1]"}
    assert "'1H' does not match" in str(error["message"])


def test_an_amount_sent_as_a_number_is_refused() -> None:
    request = {
        "jsonrpc": "2.0",
        "id": 5,
        "method": "place_wagers",
        "params": {"round": "r1", "wagers": [{"box": 1, "player": "p1", "amount": 10.5}]},
    }
    error = _error(request)
    assert error["code"] == ErrorCode.INVALID_PARAMS
    assert error["data"] == {"field": "wagers[0].amount"}


def test_a_forbidden_table_is_refused_with_the_option_and_the_clause() -> None:
    request = {
        "jsonrpc": "2.0",
        "id": 2,
        "method": "open_table",
        "params": {"edition": "nj-2024", "options": {"max_splits": 3, "boxes": 7}},
    }
    error = _error(request)
    assert error["code"] == ErrorCode.FORBIDDEN_RULES
    assert error["data"] == {"option": "max_splits", "clause": "13:69F-2.11(e)"}


def test_responses_are_one_line_each() -> None:
    response = handle_message(
        ReferenceAdapter(),
        {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "handshake",
            "params": {"protocol": "1.0", "kit": {"name": "bjkit", "version": "0"}},
        },
    )
    line = encode(response)
    assert line.count(b"\n") == 1 and line.endswith(b"\n")
    assert json.loads(line)["result"]["protocol"] == PROTOCOL_VERSION


def test_a_round_over_stdio_equals_the_same_round_in_process(
    served_reference: GameSession,
) -> None:
    in_process = GameSession(ReferenceAdapter())
    expected = in_process.play(in_process.table(*TABLE), SPLIT_ROUND)
    actual = served_reference.play(served_reference.table(*TABLE), SPLIT_ROUND)
    assert compare_outcomes(expected, actual) == []
    assert actual["transcript"] == expected["transcript"]


def test_pipelined_batches_give_one_result_per_round_in_order(
    served_reference: GameSession,
) -> None:
    stdio = served_reference.game
    assert isinstance(stdio, StdioAdapter)
    table = served_reference.table(*TABLE)
    stand = RoundScript(
        shoe=("TS", "9D", "QH", "7C", "2C"),  # box 1 has 20 against the dealer's 9 + 7 + 2 = 18
        wagers=({"box": 1, "player": "p1", "amount": "10"},),
        decisions=("stand",),
    )
    batches = [[SPLIT_ROUND.to_wire(), stand.to_wire()]] * 3
    nets = [
        str(outcome["totals"]["player_net"])  # type: ignore[index]
        for answer in stdio.play_rounds_pipelined(table=table, batches=batches)
        for outcome in answer["results"]
        if "totals" in outcome
    ]
    assert nets == ["0.00", "10.00"] * 3


def test_a_leftover_decision_makes_only_that_round_an_error(
    served_reference: GameSession,
) -> None:
    table = served_reference.table(*TABLE)
    leftover = RoundScript(SPLIT_ROUND.shoe, SPLIT_ROUND.wagers, (*SPLIT_ROUND.decisions, "hit"))
    first, second = served_reference.play_batch(table, [leftover, SPLIT_ROUND])
    assert not isinstance(first, dict)
    assert first.code == ErrorCode.ILLEGAL_DECISION
    assert "left over" in first.message
    assert isinstance(second, dict) and second["complete"] is True


def test_an_unknown_house_option_is_not_offered_and_named() -> None:
    request = {
        "jsonrpc": "2.0",
        "id": 3,
        "method": "open_table",
        "params": {"edition": "nj-2024", "options": {"dealer_hits_soft_17": True}},
    }
    error = _error(request)
    assert error["code"] == ErrorCode.UNSUPPORTED_OPTION
    assert error["data"] == {"option": "dealer_hits_soft_17", "value": True}


def test_an_impossible_shoe_is_refused_citing_the_edition_clause() -> None:
    adapter = ReferenceAdapter()
    table = adapter.open_table(edition="nj-1996", options={"decks": 1})["table"]
    round_id = adapter.start_round(table=table)["round"]
    response = handle_message(
        adapter,
        {
            "jsonrpc": "2.0",
            "id": 9,
            "method": "load_shoe",
            "params": {"round": round_id, "cards": ["AS", "AS"]},
        },
    )
    error = response["error"]
    assert error["code"] == ErrorCode.BAD_SHOE
    assert error["data"]["clause"] == "19:47-2.2(a)"
