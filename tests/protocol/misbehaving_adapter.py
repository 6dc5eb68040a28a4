"""An adapter that misbehaves on purpose, for the protocol's own tests.

    python tests/protocol/misbehaving_adapter.py MODE [--once FILE]

It is the reference adapter served on stdio, broken in one way by MODE. With `--once FILE` it
misbehaves only while FILE does not exist, and creates it when it does, so that a test can see
the kit restart it and carry on.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from vendor_adapters.jsonrpc import encode
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.serve import handle_message

MODES = {
    "exit-mid-round": "exits with status 3 when asked for the first decision",
    "never-answers": "never answers deal",
    "hangs-at-start": "never answers the handshake",
    "logs-on-stdout": "prints a log line on stdout before answering start_round",
    "malformed-ledger": "returns a ledger net as a JSON number",
    "unbalanced-ledger": "returns totals that do not add up",
    "wrong-net": "nets a lost wager at half the stake",
    "card-not-in-shoe": "puts a card the forced shoe does not hold in box 1's hand",
    "cards-out-of-order": "reports the cards dealt in another order",
    "wrong-id": "answers deal with the id of another request",
    "oversized": "answers outcome with a line of 2 MiB",
    "no-jsonrpc": "answers without the jsonrpc member",
    "offers-after-end": "keeps offering stand after the round is complete",
    "accepts-illegal": "accepts any decision, legal or not, without effect",
    "bad-error-object": "answers refusals with an error object whose code is a string",
}


def _misbehave(mode: str, method: str, response: dict[str, Any]) -> dict[str, Any] | bytes:
    """The response to send instead, or bytes to write raw."""
    result: Any = response.get("result")
    if mode == "exit-mid-round" and method == "apply":
        print("simulated crash in the game engine", file=sys.stderr, flush=True)
        sys.exit(3)
    if mode == "never-answers" and method == "deal":
        print("the engine is stuck", file=sys.stderr, flush=True)
        time.sleep(3600)
    if mode == "hangs-at-start" and method == "handshake":
        time.sleep(3600)
    if mode == "logs-on-stdout" and method == "start_round":
        return b"INFO starting a round\n" + encode(response)
    if mode == "wrong-id" and method == "deal":
        return {**response, "id": response["id"] + 100}
    if mode == "no-jsonrpc" and method == "deal":
        return {key: value for key, value in response.items() if key != "jsonrpc"}
    if mode == "oversized" and method == "outcome":
        return {**response, "result": {**result, "padding": "x" * (2 * 1024 * 1024)}}
    if mode == "bad-error-object" and "error" in response:
        return {**response, "error": {**response["error"], "code": "illegal"}}
    if method in ("outcome", "play_rounds") and isinstance(result, dict):
        outcomes = result["results"] if method == "play_rounds" else [result]
        for outcome in outcomes:
            if "ledger" in outcome:
                _damage_outcome(mode, outcome)
    return response


def _damage_outcome(mode: str, outcome: dict[str, Any]) -> None:
    ledger = outcome["ledger"]
    if mode == "malformed-ledger" and ledger:
        ledger[0]["net"] = float(ledger[0]["net"])
    elif mode == "unbalanced-ledger":
        outcome["totals"]["player_net"] = "1000.00"
    elif mode == "wrong-net":
        for entry in ledger:
            if entry["result"] == "lose":
                entry["net"] = f"-{float(entry['stake']) / 2:.2f}"
    elif mode == "card-not-in-shoe":
        hand = outcome["final_hands"][0]
        hand["cards"][0] = next(
            c for c in ("JC", "QC", "KC", "9C") if c not in outcome["cards_dealt"]
        )
    elif mode == "cards-out-of-order" and len(outcome["cards_dealt"]) > 2:
        dealt = outcome["cards_dealt"]
        dealt[0], dealt[2] = dealt[2], dealt[0]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=sorted(MODES))
    parser.add_argument("--once", type=Path)
    args = parser.parse_args()
    adapter = ReferenceAdapter()
    active = args.once is None or not args.once.exists()
    if args.once is not None and active:
        args.once.write_text("misbehaved once\n")
    out = sys.stdout.buffer
    complete: set[str] = set()
    for line in sys.stdin.buffer:
        message = json.loads(line)
        method = message.get("method", "")
        params = message.get("params", {})
        if active and args.mode == "accepts-illegal" and method == "apply":
            response: dict[str, Any] = {
                "jsonrpc": "2.0",
                "id": message["id"],
                "result": adapter.legal_actions(round=params["round"]),
            }
        else:
            response = handle_message(adapter, message)
        if active and args.mode == "offers-after-end":
            result: Any = response.get("result")
            if method in ("deal", "apply", "legal_actions") and isinstance(result, dict):
                if result.get("complete"):
                    complete.add(params["round"])
                if params["round"] in complete:
                    response["result"] = {
                        "complete": False,
                        "prompt": {
                            "kind": "play",
                            "box": 1,
                            "hand": 1,
                            "player": "p1",
                            "legal": ["stand"],
                        },
                    }
        reply = _misbehave(args.mode, method, response) if active else response
        out.write(reply if isinstance(reply, bytes) else encode(reply))
        out.flush()
        if method == "shutdown":
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
