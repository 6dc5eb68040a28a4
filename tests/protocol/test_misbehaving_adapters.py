"""Adapters written to misbehave: each must end in a precise adapter error within the time limit,
never in a pass and never in a hang."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from tests.protocol.conftest import SPLIT_ROUND, TABLE, TEST_TIMEOUT, misbehaving
from vendor_adapters.errors import AdapterError, InconsistentResult, SchemaViolation
from vendor_adapters.session import GameSession
from vendor_adapters.stdio_client import StdioAdapter

# A margin for starting Python and killing the process, beyond the time limit itself.
_MARGIN = 5.0


def _play_once(mode: str, *extra: str, max_message_bytes: int | None = None) -> AdapterError:
    adapter = StdioAdapter(misbehaving(mode, *extra), timeout=TEST_TIMEOUT)
    if max_message_bytes is not None:
        adapter.max_message_bytes = max_message_bytes
    session = GameSession(adapter)
    started = time.monotonic()
    try:
        with pytest.raises(AdapterError) as caught:
            session.play(session.table(*TABLE), SPLIT_ROUND)
    finally:
        session.close()
    assert time.monotonic() - started < TEST_TIMEOUT + _MARGIN
    return caught.value


def test_an_adapter_that_exits_mid_round_is_a_crash_with_its_status_and_stderr() -> None:
    error = _play_once("exit-mid-round")
    assert error.kind == "crash"
    assert error.method == "apply"
    assert "exited with status 3" in error.detail
    assert "simulated crash in the game engine" in error.stderr_tail
    assert "simulated crash in the game engine" in str(error)


def test_an_adapter_that_never_answers_is_killed_at_the_time_limit() -> None:
    error = _play_once("never-answers")
    assert error.kind == "timeout"
    assert error.method == "deal"
    assert f"no answer within {TEST_TIMEOUT:g} s" in error.detail
    assert "the engine is stuck" in error.stderr_tail


def test_an_adapter_that_hangs_at_the_handshake_is_killed_at_the_time_limit() -> None:
    error = _play_once("hangs-at-start")
    assert (error.kind, error.method) == ("timeout", "handshake")


def test_a_log_line_on_stdout_is_named_as_not_json() -> None:
    error = _play_once("logs-on-stdout")
    assert error.kind == "not-json"
    assert error.method == "start_round"
    assert "'INFO starting a round'" in error.detail
    assert "logs go to stderr" in error.detail


def test_a_ledger_amount_sent_as_a_number_breaks_the_schema_at_its_field() -> None:
    error = _play_once("malformed-ledger")
    assert isinstance(error, SchemaViolation)
    assert error.method == "outcome"
    assert error.field == "ledger[0].net"
    assert "is not of type 'string'" in error.expected


def test_totals_that_do_not_add_up_are_an_unbalanced_ledger() -> None:
    error = _play_once("unbalanced-ledger")
    assert isinstance(error, InconsistentResult)
    assert error.check == "ledger balance"
    # The split round nets +10 on hand 1 and -10 on hand 2.
    assert "totals.player_net is 1000.00, the entries add up to 0.00" in error.detail


def test_a_lost_wager_netting_less_than_its_stake_is_inconsistent() -> None:
    error = _play_once("wrong-net")
    assert isinstance(error, InconsistentResult)
    assert "a lost wager nets minus the stake (-10.00), not -5.00" in error.detail


def test_a_card_that_is_not_in_the_forced_shoe_is_named() -> None:
    error = _play_once("card-not-in-shoe")
    assert isinstance(error, InconsistentResult)
    assert error.check == "cards in hands"
    assert "JC in box 1 hand 1 is not among the cards dealt" in error.detail


def test_cards_dealt_out_of_order_name_the_first_position_that_differs() -> None:
    error = _play_once("cards-out-of-order")
    assert isinstance(error, InconsistentResult)
    assert "card 1 is 8H, the forced shoe's card 1 is 8S" in error.detail


def test_a_response_with_another_id_is_a_wrong_id() -> None:
    error = _play_once("wrong-id")
    assert error.kind == "wrong-id"
    assert "the response has id" in error.detail and "the request in flight is" in error.detail


def test_a_response_without_jsonrpc_is_not_json_rpc() -> None:
    error = _play_once("no-jsonrpc")
    assert error.kind == "not-json-rpc"


def test_an_oversized_message_is_refused_before_it_is_parsed() -> None:
    error = _play_once("oversized", max_message_bytes=1024 * 1024)
    assert error.kind == "oversized"
    assert "exceeds the limit of 1048576 bytes" in error.detail


def test_an_error_object_that_breaks_its_schema_is_an_adapter_error() -> None:
    adapter = StdioAdapter(misbehaving("bad-error-object"), timeout=TEST_TIMEOUT)
    session = GameSession(adapter)
    try:
        table = session.table(*TABLE)
        round_id, _ = session.begin(table, SPLIT_ROUND.shoe, SPLIT_ROUND.wagers)
        with pytest.raises(AdapterError) as caught:
            session.decide(round_id, "surrender")  # not offered: the adapter refuses
    finally:
        session.close()
    assert caught.value.kind == "schema"
    assert "error object code" in caught.value.detail


# A crash is seen at once, as the end of the adapter's output; the time limit only bounds the
# restarted adapter's start, which a loaded machine (the whole suite on two cores) can make take
# more than a few seconds: the restart, not its speed, is what these tests check.
CRASH_TEST_TIMEOUT = 60


def test_a_crashed_adapter_is_restarted_for_the_next_round(tmp_path: Path) -> None:
    marker = tmp_path / "crashed"
    adapter = StdioAdapter(
        misbehaving("exit-mid-round", "--once", str(marker)), timeout=CRASH_TEST_TIMEOUT
    )
    session = GameSession(adapter)
    try:
        table = session.table(*TABLE)
        with pytest.raises(AdapterError) as caught:
            session.play(table, SPLIT_ROUND)
        assert caught.value.kind == "crash"
        outcome = session.play(table, SPLIT_ROUND)
    finally:
        session.close()
    assert adapter.restarts == 1
    nets = {(entry["hand"], entry["kind"]): entry["net"] for entry in outcome["ledger"]}
    assert nets == {(1, "main"): "10.00", (2, "split"): "-10.00"}


def test_a_round_in_flight_when_the_adapter_died_is_reported_lost(tmp_path: Path) -> None:
    marker = tmp_path / "crashed"
    adapter = StdioAdapter(
        misbehaving("exit-mid-round", "--once", str(marker)), timeout=CRASH_TEST_TIMEOUT
    )
    session = GameSession(adapter)
    try:
        table = session.table(*TABLE)
        round_id, _ = session.begin(table, SPLIT_ROUND.shoe, SPLIT_ROUND.wagers)
        with pytest.raises(AdapterError):
            session.decide(round_id, "split")
        with pytest.raises(AdapterError) as caught:
            session.decide(round_id, "hit")
    finally:
        session.close()
    assert caught.value.kind == "crash"
    assert f"round {round_id} was lost" in caught.value.detail


def test_a_command_that_cannot_start_is_a_spawn_error() -> None:
    session = GameSession(StdioAdapter(("/nonexistent/adapter-binary",), timeout=1))
    with pytest.raises(AdapterError) as caught:
        session.handshake()
    assert caught.value.kind == "spawn"
    assert "/nonexistent/adapter-binary" in caught.value.detail
