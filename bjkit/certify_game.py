"""The game `bjkit certify` certifies (issue 30): the one asked with `--game`, else the one the
adapter's handshake names; refused when the two differ, when the adapter's protocol is older than
the game, and, for a game other than blackjack, its table read from `--house` as given and checked
by the game's reference adapter before anything runs."""

from __future__ import annotations

import argparse
from typing import Any

from reference_impl.game_model import check_game_edition, game_named
from regulations.errors import KitError
from suite.run.games import check_house_options, default_edition_of
from suite.run.settings import house_as_given

__all__ = ["check_protocol_of_game", "game_certified", "other_game_table"]


def game_certified(asked: str | None, adapter: dict[str, Any]) -> str:
    """The game a run certifies: the one asked, which the adapter's handshake must name too,
    else the one it names (1.5; blackjack when it names none)."""
    said = str(adapter["game"])
    if asked is None:
        game_named(said)  # a game the kit does not know is refused, naming those it does
        return said
    game_named(asked)
    if not adapter["handshake_error"] and said != asked:
        raise KitError(f"--game {asked}: the game under test plays {said} (its handshake says so)")
    return asked


def check_protocol_of_game(game: str, adapter: dict[str, Any]) -> None:
    """A game is spoken of from the protocol version that introduced it on: an adapter of an
    older version cannot play it (a blackjack adapter of 1.4 is not a craps game)."""
    since = game_named(game).since_protocol
    protocol = adapter["protocol"]
    if protocol and tuple(map(int, protocol.split("."))) < tuple(map(int, since.split("."))):
        raise KitError(
            f"the game under test speaks protocol {protocol}; {game} is played from protocol "
            f"{since} on"
        )


def other_game_table(
    args: argparse.Namespace,
) -> tuple[None, dict[str, object], dict[str, object]]:
    """The table of a game other than blackjack: its house options as given (its adapter refuses
    what its rules forbid) and its edition, the one asked or the game's default."""
    if args.rules:
        raise KitError(
            f"--rules {args.rules}: a rules file holds a blackjack table's options; give a "
            f"{args.game} table's with --house OPTION=VALUE"
        )
    args.edition = args.edition or default_edition_of(args.game)
    check_game_edition(args.game, args.edition)
    house = house_as_given(args.house)
    check_house_options(args.game, args.edition, house)
    return None, house, dict(house)
