"""A game as one declaration every layer reads (issue 30): its name as the corpus gives it, the
protocol version that introduced it, its reference engine, what it plays
that no source text fixes, and its par-sheet model.

Games are found the way pytest finds plugins: by the entry points of the group `bjkit.games`
(`reference_impl.plugins`). The kit's own games are declared the same way, in its pyproject.toml,
by the modules of `reference_impl.games`; those modules are also imported from the package, so a
copy of the kit run from its sources without being installed knows its own games. An installed
distribution adds a game with an entry point whose module calls `register_game`.

Which editions have a game is the corpus's to say (each section names its game): a declaration
does not repeat it, and `editions_of` reads it.
"""

from __future__ import annotations

import difflib
import functools
import importlib
import pkgutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from reference_impl.par.sheet import ParSheet
from reference_impl.plugins import installed_games
from regulations import load_corpus
from regulations.errors import KitError

__all__ = [
    "GameDeclaration",
    "GameError",
    "GameParAsk",
    "check_game_edition",
    "declared_games",
    "editions_of",
    "game_named",
    "games_of_edition",
    "register_game",
]

_GAMES: dict[str, GameDeclaration] = {}


class GameError(KitError):
    """A game the kit does not know, or a game and an edition that do not go together."""


@dataclass(frozen=True, kw_only=True)
class GameParAsk:
    """What `bjkit par` asks of a game's par model beyond the wager: the posted odds given
    (`pays`: "W:S", or "TOTAL=W:S" for a wager paid per total; none: the kit's defaults), the
    number a wager is on or against, a Horn High Bet's high total, and how a void counts."""

    pays: tuple[str, ...] = ()
    number: int | None = None
    high_total: int | None = None
    per_decision: bool = False


GamePar = Callable[[str, GameParAsk], ParSheet]


@dataclass(frozen=True, kw_only=True)
class GameDeclaration:
    """One game: every fact about it that a layer of the kit reads.

    - `name`: the game as the corpus names it in each section (`bjkit editions`);
    - `title`: as a report prints it;
    - `since_protocol`: the adapter protocol version that introduced the game;
    - `engine`: the module of its reference engine;
    - `outside_corpus`: what the game plays that no source of the corpus fixes -> how the kit
      takes it (the interpretation cited);
    - `par_wagers`: the wagers `bjkit par` prices, name -> the clause that decides them, with
      `par` the model that prices them; `unpriced`: the wagers it names but cannot price, with
      `unpriced_because`;
    - `reference_adapter`: "module:factory" of the adapter that plays its reference engine on
      the protocol (`--adapter reference`); blackjack's is the kit's first, `reference`;
    - `features`: the folder of its feature files under the kit's `features/` ("" for the
      folder itself, whose sub-folders are other games')."""

    name: str
    title: str
    since_protocol: str
    engine: str
    outside_corpus: Mapping[str, str] = field(default_factory=dict)
    par_wagers: Mapping[str, str] = field(default_factory=dict)
    par: GamePar | None = None
    unpriced: tuple[str, ...] = ()
    unpriced_because: str = ""
    reference_adapter: str = ""
    features: str = ""

    def __post_init__(self) -> None:
        for name in ("outside_corpus", "par_wagers"):
            object.__setattr__(self, name, MappingProxyType(dict(getattr(self, name))))
        if self.par_wagers and self.par is None:
            raise ValueError(f"{self.name}: names par wagers and no par model prices them")
        if self.unpriced and not self.unpriced_because:
            raise ValueError(f"{self.name}: names unpriced wagers without saying why")


def register_game(game: GameDeclaration) -> None:
    """Declare `game`; a second declaration of one name is an error."""
    known = _GAMES.get(game.name)
    if known is not None and known is not game:
        raise ValueError(f"two games are named {game.name!r}")
    _GAMES[game.name] = game


@functools.cache
def _import_declaring_modules() -> None:
    package = importlib.import_module("reference_impl.games")
    for module in pkgutil.iter_modules(package.__path__):
        importlib.import_module(f"{package.__name__}.{module.name}")
    for plugin in installed_games():
        plugin.load()


def declared_games() -> Mapping[str, GameDeclaration]:
    """Every game declared, the kit's and those installed distributions add, by name."""
    _import_declaring_modules()
    return MappingProxyType(_GAMES)


def game_named(name: str) -> GameDeclaration:
    """The game called `name`; a `GameError` naming the games the kit knows otherwise."""
    games = declared_games()
    if name not in games:
        close = difflib.get_close_matches(name, list(games), n=1, cutoff=0.6)
        hint = f"; did you mean {close[0]}?" if close else ""
        raise GameError(
            f"game {name!r} is not a game the kit knows: {', '.join(sorted(games))}{hint}"
        )
    return games[name]


def editions_of(game: str) -> tuple[str, ...]:
    """The editions of the corpus that have clauses of `game`, oldest first."""
    corpus = load_corpus()
    return tuple(name for name, edition in corpus.editions.items() if game in edition.games())


def games_of_edition(edition: str) -> tuple[str, ...]:
    """The games `edition` has clauses of, in the order its sections come."""
    return tuple(load_corpus().edition(edition).games())


def check_game_edition(game: str, edition: str) -> GameDeclaration:
    """`game`'s declaration when `edition` has clauses of it; a `GameError` naming both (and the
    editions that do have it) otherwise."""
    declared = game_named(game)
    load_corpus().edition(edition)  # an unknown edition is named by the corpus
    editions = editions_of(game)
    if edition not in editions:
        raise GameError(
            f"game {game} is not in edition {edition}: {game} is in "
            f"{', '.join(editions) if editions else 'no edition of the corpus'}"
        )
    return declared
