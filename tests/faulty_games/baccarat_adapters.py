"""Each faulty Baccarat-Punto Banco game of `baccarat_games.py` as an adapter of protocol 1.5: the
reference adapter (`vendor_adapters.games.baccarat`) playing the game's faulty procedure.

One zero-argument factory per game, named as the game, so that the kit certifies it as it would
a vendor's build:

    pytest features/baccarat-punto-banco --game baccarat-punto-banco --edition nj-1996 \\
        --adapter python:tests.faulty_games.baccarat_adapters:tie_paid_8_for_1

The table options a game's defect needs (`BaccaratFaultyGame.options`) are the kit's to send
(the scenario of its clause sets them); the adapter plays whatever table it is asked for.
"""

from __future__ import annotations

from collections.abc import Callable

from tests.faulty_games.baccarat_games import BACCARAT_FAULTY_GAMES
from vendor_adapters.games.baccarat import ReferenceBaccaratGame

__all__ = ["ADAPTERS", "adapter"]


def adapter(name: str) -> ReferenceBaccaratGame:
    """The reference adapter playing the faulty game `name`'s procedure."""
    return ReferenceBaccaratGame(procedure=BACCARAT_FAULTY_GAMES[name].factory())


def _factory(name: str) -> Callable[[], ReferenceBaccaratGame]:
    def make() -> ReferenceBaccaratGame:
        return adapter(name)

    make.__name__ = make.__qualname__ = name
    make.__doc__ = f"The faulty game {name}: {BACCARAT_FAULTY_GAMES[name].defect}."
    return make


# name -> factory; each factory is also this module's attribute of the game's name.
ADAPTERS: dict[str, Callable[[], ReferenceBaccaratGame]] = {
    name: _factory(name) for name in BACCARAT_FAULTY_GAMES
}
globals().update(ADAPTERS)
__all__ += sorted(ADAPTERS)  # noqa: PLE0605 - the games' names, known once they are registered
