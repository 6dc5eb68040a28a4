"""JSON-RPC 2.0 framing of the protocol: one JSON object per line, UTF-8, no batch arrays."""

from __future__ import annotations

import json
from typing import Any

__all__ = [
    "DEFAULT_MAX_MESSAGE_BYTES",
    "decode_line",
    "encode",
    "error_response",
    "request",
    "result_response",
]

# A batch of thousands of rounds with transcripts stays well below this; a larger line is an
# adapter error rather than memory the kit keeps allocating.
DEFAULT_MAX_MESSAGE_BYTES = 64 * 1024 * 1024


def encode(message: dict[str, Any]) -> bytes:
    """One line: compact JSON, non-ASCII kept as UTF-8, a newline at the end."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode() + b"\n"


def decode_line(line: bytes) -> Any:
    """Parse a line; raises ValueError (json.JSONDecodeError or UnicodeDecodeError) if it is not
    one JSON value."""
    return json.loads(line)


def request(request_id: int, method: str, params: dict[str, Any]) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": request_id, "method": method, "params": params}


def result_response(request_id: object, result: object) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": request_id, "result": result}


def error_response(
    request_id: object, code: int, message: str, data: dict[str, object] | None = None
) -> dict[str, Any]:
    error: dict[str, object] = {"code": code, "message": message}
    if data:
        error["data"] = data
    return {"jsonrpc": "2.0", "id": request_id, "error": error}
