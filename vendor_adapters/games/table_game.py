"""What the reference adapters of the games other than blackjack share on protocol 1.5: the
handshake naming the game, tables opened in the game's one edition and found again by id, and
`shutdown`. A game's adapter says what its tables hold (`open`) and plays its rounds (`play`)."""

from __future__ import annotations

import hashlib
import itertools
from collections.abc import Mapping
from importlib import resources
from typing import Generic, TypeVar

from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import Empty, ErrorCode, Handshake, TableOpened

__all__ = ["PROTOCOL_OF_GAMES", "ReferenceTableGame", "sources_digest"]

# The protocol version that brought games other than blackjack (`play`, the handshake's game).
PROTOCOL_OF_GAMES = "1.5"

T = TypeVar("T")


def sources_digest(engine: str, adapter: str) -> str:
    """The build digest of a reference game: sha256 over its engine package's sources and its
    adapter module's (`vendor_adapters.games.<adapter>`), in name order."""
    digest = hashlib.sha256()
    package = resources.files(engine)
    for entry in sorted(package.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".py"):
            digest.update(entry.name.encode())
            digest.update(entry.read_bytes())
    digest.update(resources.files("vendor_adapters.games").joinpath(f"{adapter}.py").read_bytes())
    return f"sha256:{digest.hexdigest()}"


class ReferenceTableGame(Generic[T]):
    """The table plumbing of a reference game: `GAME`, `EDITION`, `TITLE`, `CAPABILITIES` and
    `TABLE_PREFIX` are the subclass's; `identity()` says who it is, `open(options)` makes a
    table's state from its house options (raising `AdapterRefusal` for a bad one)."""

    GAME: str
    TITLE: str
    EDITION: str
    CAPABILITIES: tuple[str, ...]
    TABLE_PREFIX = "t"

    def __init__(self) -> None:
        self._tables: dict[str, T] = {}
        self._ids = itertools.count(1)

    def identity(self) -> dict[str, str]:
        raise NotImplementedError

    def open(self, options: Mapping[str, object]) -> T:
        raise NotImplementedError

    def handshake(self, *, protocol: str, kit: Mapping[str, str]) -> Handshake:
        """The game, the protocol, the identity, the capabilities and the game's edition."""
        return {
            "protocol": PROTOCOL_OF_GAMES,
            "game": self.GAME,
            "identity": {**self.identity()},  # type: ignore[typeddict-item]
            "capabilities": list(self.CAPABILITIES),
            "editions": [self.EDITION],
        }

    def open_table(self, *, edition: str, options: Mapping[str, object]) -> TableOpened:
        """A table of the game's edition with the house options given (the rest at defaults)."""
        if edition != self.EDITION:
            raise AdapterRefusal(
                int(ErrorCode.UNKNOWN_EDITION),
                f"edition {edition!r}: {self.TITLE} is in {self.EDITION} only",
                {"field": "edition"},
            )
        table_id = f"{self.TABLE_PREFIX}{next(self._ids)}"
        self._tables[table_id] = self.open(options)
        return {"table": table_id}

    def close_table(self, *, table: str) -> Empty:
        self.table_state(table)
        del self._tables[table]
        return {}

    def shutdown(self) -> Empty:
        self._tables.clear()
        return {}

    def table_state(self, table: str) -> T:
        """The state of the open table `table`; refused with 1007 when no such table is open."""
        found = self._tables.get(table)
        if found is None:
            raise AdapterRefusal(
                int(ErrorCode.UNKNOWN_ID), f"no open table {table!r}", {"field": "table"}
            )
        return found
