"""Serve any adapter over stdio: `python -m vendor_adapters.serve ADAPTER`.

It reads one JSON-RPC request per line from stdin, checks it against the method's schema, calls
the adapter and writes one response per line to stdout. Logs go to stderr, never stdout. It ends
after `shutdown` or at the end of stdin.
"""

from __future__ import annotations

import argparse
import sys
import traceback
from collections.abc import Sequence
from typing import Any, BinaryIO

from regulations.errors import KitError
from vendor_adapters.errors import AdapterRefusal, SchemaViolation
from vendor_adapters.jsonrpc import decode_line, encode, error_response, result_response
from vendor_adapters.protocol import DEFAULT_GAME, METHODS, ErrorCode, GameUnderTest, PlaysTableGame
from vendor_adapters.schema import check_params
from vendor_adapters.specs import open_python_adapter

__all__ = ["handle_message", "main", "serve"]


def handle_message(adapter: GameUnderTest | PlaysTableGame, message: object) -> dict[str, Any]:
    """The response to one decoded request."""
    if not isinstance(message, dict):
        return error_response(
            None, ErrorCode.INVALID_REQUEST, "a request is one JSON object (no batch arrays)"
        )
    request_id = message.get("id")
    method = message.get("method")
    if (
        message.get("jsonrpc") != "2.0"
        or not isinstance(method, str)
        or not isinstance(request_id, int)
        or isinstance(request_id, bool)
    ):
        return error_response(
            request_id if isinstance(request_id, int | str) else None,
            ErrorCode.INVALID_REQUEST,
            'a request needs "jsonrpc": "2.0", a string "method" and an integer "id"',
        )
    if method not in METHODS:
        return error_response(
            request_id,
            ErrorCode.METHOD_NOT_FOUND,
            f"unknown method {method!r}; protocol 1 has {', '.join(METHODS)}",
        )
    params = message.get("params", {})
    try:
        check_params(method, params)
    except SchemaViolation as violation:
        return error_response(
            request_id,
            ErrorCode.INVALID_PARAMS,
            violation.detail,
            {"field": violation.field},
        )
    handler = getattr(adapter, method, None)
    if handler is None:
        return error_response(
            request_id,
            ErrorCode.METHOD_NOT_FOUND,
            f"this game does not implement {method!r} (optional in protocol 1.1)",
        )
    try:
        result = handler(**params)
    except AdapterRefusal as refusal:
        return error_response(request_id, refusal.code, refusal.message, refusal.data)
    except KitError as error:
        return error_response(request_id, ErrorCode.INTERNAL_ERROR, str(error))
    except Exception as error:  # a vendor's bug must reach the kit as an answer, not a hang
        traceback.print_exc(file=sys.stderr)
        return error_response(
            request_id, ErrorCode.INTERNAL_ERROR, f"{type(error).__name__}: {error}"
        )
    return result_response(request_id, result)


def serve(adapter: GameUnderTest | PlaysTableGame, stdin: BinaryIO, stdout: BinaryIO) -> int:
    for line in stdin:
        if not line.strip():
            continue
        message: object = None
        try:
            message = decode_line(line)
        except ValueError as error:
            response = error_response(None, ErrorCode.PARSE_ERROR, f"not JSON: {error}")
        else:
            response = handle_message(adapter, message)
        stdout.write(encode(response))
        stdout.flush()
        if isinstance(message, dict) and message.get("method") == "shutdown":
            return 0
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m vendor_adapters.serve",
        description="Serve a Python adapter (reference, or python:package.module:factory) as "
        "JSON-RPC 2.0 over stdio, one message per line.",
    )
    parser.add_argument("adapter", help="reference, or python:package.module:factory")
    parser.add_argument(
        "--game",
        default=DEFAULT_GAME,
        help=f"the game whose reference engine `reference` serves (default {DEFAULT_GAME})",
    )
    args = parser.parse_args(argv)
    adapter = open_python_adapter(args.adapter, game=args.game)
    return serve(adapter, sys.stdin.buffer, sys.stdout.buffer)


if __name__ == "__main__":
    sys.exit(main())
