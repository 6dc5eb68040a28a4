"""The game of a run and of each feature file (issue 30): a game's features live in the folder
its declaration names under the kit's `features/` (`GameDeclaration.features`), blackjack's in
the folder itself; a run keeps the scenarios of its own game only.

A run's game is the `--game` it was given (`bjkit certify` gives the game the adapter's handshake
names), else blackjack; its default edition is the kit's when that edition has the game, else the
newest edition of the corpus that does.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from reference_impl.game_model import check_game_edition, declared_games, editions_of
from regulations.corpus import DEFAULT_EDITION
from regulations.errors import KitError
from suite.features import FEATURES_DIR
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import DEFAULT_GAME
from vendor_adapters.specs import open_python_adapter

__all__ = [
    "check_house_options",
    "default_edition_of",
    "game_of_feature",
    "run_game_and_edition",
]


def game_of_feature(path: Path) -> str:
    """The game whose features folder holds `path`: a sub-folder of the kit's features a game
    declares, else blackjack (the kit's features folder itself and every folder outside it)."""
    try:
        parts = path.resolve().relative_to(FEATURES_DIR.resolve()).parts
    except ValueError:
        return DEFAULT_GAME
    folders = {game.features: name for name, game in declared_games().items() if game.features}
    return folders.get(parts[0], DEFAULT_GAME) if len(parts) > 1 else DEFAULT_GAME


def default_edition_of(game: str) -> str:
    """The edition a run of `game` certifies when none is asked: the kit's default edition when
    it has the game, else the newest edition that does."""
    editions = editions_of(game)
    if DEFAULT_EDITION in editions or not editions:
        return DEFAULT_EDITION
    return editions[-1]


def run_game_and_edition(game: str | None, edition: str | None) -> tuple[str, str]:
    """The run's game and edition from the options given; a `GameError` naming both when the
    edition has no clause of the game, or naming the games the kit knows."""
    chosen = game or DEFAULT_GAME
    certified = edition or default_edition_of(chosen)
    check_game_edition(chosen, certified)
    return chosen, certified


def check_house_options(game: str, edition: str, house: Mapping[str, object]) -> None:
    """Refuse, before a run starts, the house options of a game other than blackjack that its
    rules do not allow: the game's reference adapter opens a table of them and names the option,
    the value and the clause of what it refuses (a `KitError`), so that a mistyped option is the
    user's error, not a failure of the game under test."""
    reference = open_python_adapter("reference", game=game)
    try:
        reference.handshake(protocol="", kit={"name": "bjkit", "version": ""})
        table = reference.open_table(edition=edition, options=dict(house))["table"]
        reference.close_table(table=table)
    except AdapterRefusal as refusal:
        raise KitError(f"--house: the {game} table is refused: {refusal.message}") from None
