"""A craps game on stdio (protocol 1.5) that misbehaves in `play` as its first argument says, for
the tests of `bjkit adapter-check` on a game other than blackjack:

- `hangs`: never answers `play`;
- `exits`: exits with status 3 on `play`;
- `bad-outcome`: answers `play` with an outcome that breaks the craps outcome schema.

It answers `handshake`, `open_table` and `close_table` as a craps game would.
"""

from __future__ import annotations

import json
import sys
import time

MODE = sys.argv[1]


def answer(request_id: int, result: object) -> None:
    sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": request_id, "result": result}) + "\n")
    sys.stdout.flush()


def main() -> None:
    for line in sys.stdin:
        request = json.loads(line)
        method, request_id = request["method"], request["id"]
        if method == "handshake":
            answer(
                request_id,
                {
                    "protocol": "1.5",
                    "game": "craps",
                    "identity": {"name": f"misbehaving craps ({MODE})", "version": "0",
                                 "build_digest": "sha256:" + "0" * 64},
                    "capabilities": ["forced-dice"],
                    "editions": ["nj-1996"],
                },
            )  # fmt: skip
        elif method == "open_table":
            answer(request_id, {"table": "t1"})
        elif method in ("close_table", "shutdown"):
            answer(request_id, {})
            if method == "shutdown":
                return
        elif MODE == "hangs":
            sys.stderr.write("the dice are stuck\n")
            sys.stderr.flush()
            time.sleep(3600)
        elif MODE == "exits":
            sys.exit(3)
        else:
            answer(request_id, {"rolls": [], "ledger": "none"})


if __name__ == "__main__":
    main()
