"""The faulty craps games as adapters (protocol 1.5): each game of `craps_games.CRAPS_FAULTY_GAMES`
played by the reference craps adapter with the game's procedure, under its own identity
("faulty: DEFECT") and build digest, so that the kit certifies it as it certifies a vendor's game:

    pytest features/craps --game craps --edition nj-1996 \
        --adapter python:tests.faulty_games.craps_adapters:dont_pass_void_on_2

Each module attribute named as a registry entry is that game's zero-argument factory.
`CRAPS_FAULTY_ADAPTERS` maps each name to it; `spec(name)` is its adapter spec.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable

from tests.faulty_games.craps_games import CRAPS_FAULTY_GAMES, CrapsFaultyGame
from vendor_adapters.games.craps import ReferenceCrapsGame, craps_build_digest

__all__ = ["CRAPS_FAULTY_ADAPTERS", "FaultyCrapsGame", "spec"]


class FaultyCrapsGame(ReferenceCrapsGame):
    """The reference craps adapter playing a faulty game's procedure, introducing itself as
    that game."""

    def __init__(self, game: CrapsFaultyGame) -> None:
        super().__init__(procedure=game.factory())
        self.game = game

    def identity(self) -> dict[str, str]:
        digest = hashlib.sha256(f"{craps_build_digest()}\n{self.game.name}\n".encode())
        return {
            **super().identity(),
            "name": f"faulty: {self.game.defect}",
            "build_digest": f"sha256:{digest.hexdigest()}",
        }


def _factory(game: CrapsFaultyGame) -> Callable[[], FaultyCrapsGame]:
    def factory() -> FaultyCrapsGame:
        return FaultyCrapsGame(game)

    factory.__name__ = factory.__qualname__ = game.name
    factory.__doc__ = f"The faulty craps game {game.name}: {game.defect} ({game.clause})."
    return factory


CRAPS_FAULTY_ADAPTERS: dict[str, Callable[[], FaultyCrapsGame]] = {
    name: _factory(game) for name, game in CRAPS_FAULTY_GAMES.items()
}
globals().update(CRAPS_FAULTY_ADAPTERS)


def spec(name: str) -> str:
    """The adapter spec that runs the faulty craps game `name` in the kit's process."""
    if name not in CRAPS_FAULTY_ADAPTERS:
        raise KeyError(f"no faulty craps game {name!r}: {', '.join(sorted(CRAPS_FAULTY_ADAPTERS))}")
    return f"python:{__name__}:{name}"
