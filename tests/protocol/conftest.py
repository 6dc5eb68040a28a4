"""Fixtures of the protocol tests: adapters on stdio, well-behaved and not."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from vendor_adapters.session import GameSession, RoundScript
from vendor_adapters.stdio_client import StdioAdapter

MISBEHAVING = Path(__file__).with_name("misbehaving_adapter.py")
SERVE_REFERENCE = (sys.executable, "-m", "vendor_adapters.serve", "reference")
# Short enough to keep the suite quick, long enough for a Python process to start on a busy CI.
TEST_TIMEOUT = 3.0

# Box 1 splits eights against a 9; hand 1 draws 5 then 7 (20), hand 2 draws 3 and stands on 11;
# the dealer's 9 and ten make 19. Hand 1 wins 1 to 1 and hand 2 loses (2.3(a)2).
SPLIT_ROUND = RoundScript(
    shoe=("8S", "9D", "8H", "5C", "7S", "3H", "TS", "KD", "2C"),
    wagers=({"box": 1, "player": "p1", "amount": "10"},),
    decisions=("split", "hit", "stand", "stand"),
)
TABLE = ("nj-2024", {"hole_card": "no-hole-card"})


def misbehaving(mode: str, *extra: str) -> tuple[str, ...]:
    return (sys.executable, str(MISBEHAVING), mode, *extra)


@pytest.fixture
def served_reference() -> Iterator[GameSession]:
    session = GameSession(StdioAdapter(SERVE_REFERENCE, timeout=TEST_TIMEOUT))
    yield session
    session.close()
