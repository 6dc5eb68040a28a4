"""The reference engine's session, which every faulty game's worked rounds are played on too."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession


@pytest.fixture
def reference() -> Iterator[GameSession]:
    session = GameSession(ReferenceAdapter())
    yield session
    session.close()
