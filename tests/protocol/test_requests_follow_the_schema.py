"""The kit never sends a request that breaks the protocol's own params schema (issue 27, Deliver
4): every request the session sends an in-process adapter, and every line the stdio client
writes, is checked against the method's params schema first; a request that breaks it is the
kit's error (`RequestSchemaError`), never the game's, and nothing is sent.

The shoe-procedure scenarios that sent `play_shoe` with `rounds: []` (which the schema's
`minItems: 1` forbids) now play a round of their own, and pass on the reference engine at a
one-box table and at a Bart Carter table, in process and over stdio (see the report of
issue 27 for the whole files' runs); a scenario that seats players at boxes a one-box table
does not have is not applicable, naming them.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from suite.run.verdicts import is_adapter_error
from vendor_adapters.protocol import ShuffleScript, Wager
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.schema import RequestSchemaError
from vendor_adapters.session import GameSession
from vendor_adapters.specs import open_adapter

REPOSITORY = Path(__file__).resolve().parents[2]
SHOE_FEATURE = REPOSITORY / "features" / "2.05-shuffle-and-cut-of-the-cards.feature"
NEW_DECK = ShuffleScript(
    cards=[f"{rank}{suit}" for rank in "A23456789TJQK" for suit in "SHDC"], cut_answers=["cut:10"]
)


def _empty_shoe(session: GameSession) -> RequestSchemaError:
    table = session.table("nj-2024", {"decks": 1})
    with pytest.raises(RequestSchemaError) as raised:
        session.play_shoe(table, [1], [NEW_DECK], [])
    return raised.value


def test_an_in_process_request_that_breaks_the_schema_is_the_kits_error() -> None:
    error = _empty_shoe(GameSession(ReferenceAdapter()))
    assert str(error) == (
        "the kit's play_shoe request breaks the protocol's params schema: params field rounds: "
        "[] should be non-empty; it is not sent"
    )
    assert not is_adapter_error(error)  # the kit's mistake: never counted against the game


def test_the_stdio_client_sends_no_request_that_breaks_the_schema() -> None:
    game = open_adapter(f"stdio:{sys.executable} -m vendor_adapters.serve reference")
    session = GameSession(game)
    try:
        error = _empty_shoe(session)
        assert "params field rounds: [] should be non-empty" in str(error)
        # Nothing was written: the adapter still answers the next request in order.
        table = session.table("nj-2024", {"decks": 1})
        wagers: list[Wager] = [{"box": 1, "player": "box1", "amount": "10"}]
        result = session.play_shoe(
            table, [1], [NEW_DECK], [{"wagers": wagers, "decisions": ["stand"]}]
        )
        assert len(result["rounds"]) == 1
    finally:
        session.close()


def test_shoe_procedures_at_a_one_box_bart_carter_table(tmp_path: Path) -> None:
    # One run at a table of one box with the Bart Carter shuffle. Scenarios written for the
    # shuffle, cutting card and burn of 2.5 and 2.6(c) say so, and are played at that table;
    # the Bart Carter scenarios at the run's own; a scenario seating players at boxes 3 and 1
    # is not applicable, naming them.
    results = tmp_path / "results.jsonl"
    process = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "no:cacheprovider",
            "-q",
            str(SHOE_FEATURE),
            "--house",
            "boxes=1",
            "--house",
            "shuffling=bart-carter",
            "-k",
            "exactly_10_cards_in_from_the_back or first_player_to_the_table or bart_carter",
            "--results-jsonl",
            str(results),
        ],
        cwd=REPOSITORY,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    records = [json.loads(line) for line in results.read_text().splitlines()]
    found = {r["scenario"]: r for r in records if r["event"] == "result"}
    assert {scenario: r["verdict"] for scenario, r in found.items()} == {
        "A cut exactly 10 cards in from the back is accepted": "pass",
        "When the game is just beginning the first player to the table cuts": "not applicable",
        "Under the Bart Carter Shuffle no cutting card is reinserted after the cut": "pass",
        "Under the Bart Carter Shuffle a cutting card reinserted is refused": "pass",
        "Under the Bart Carter Shuffle the discards are reinserted once they exceed a deck": "pass",
    }, process.stdout
    first = found["When the game is just beginning the first player to the table cuts"]
    assert first["message"].endswith(
        "the scenario seats players at boxes 3, 1, and this run's table has one box "
        "(boxes=1): box 3 is not at it"
    )
