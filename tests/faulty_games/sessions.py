"""The sessions a faulty game's tests play on: the game in the kit's process (`session_of`), and the
game served on stdio as a vendor's program is (`served_on_stdio`: `python -m
vendor_adapters.serve` with the game's spec, its handshake checked to introduce the game under its
defect). The reference engine's session is the fixture `reference` (conftest.py)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager

from tests.faulty_games.games import FAULTY_GAMES, FaultyGame
from vendor_adapters.session import GameSession
from vendor_adapters.stdio_client import StdioAdapter

__all__ = ["served_on_stdio", "session_of"]


@contextmanager
def served_on_stdio(game: FaultyGame) -> Iterator[GameSession]:
    """A session with `game` served in a process of its own; closed on leaving."""
    command = (sys.executable, "-m", "vendor_adapters.serve", game.spec)
    session = GameSession(StdioAdapter(command, timeout=10.0))
    try:
        assert session.handshake()["identity"]["name"] == f"faulty: {game.defect}"
        yield session
    finally:
        session.close()


def session_of(name: str) -> GameSession:
    """A session with the faulty game `name` in the kit's process."""
    return GameSession(FAULTY_GAMES[name].factory())
