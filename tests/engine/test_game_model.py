"""Games are declarations (issue 30): the kit's three games are declared through the entry
points of `bjkit.games` like any installed game, the corpus says which editions have each, and a
game and an edition that do not go together are refused naming both."""

from __future__ import annotations

import pytest

from reference_impl.game_model import (
    GameDeclaration,
    GameError,
    check_game_edition,
    declared_games,
    editions_of,
    games_of_edition,
    register_game,
)
from reference_impl.plugins import installed_games


def test_the_kits_games_are_declared_through_its_entry_points() -> None:
    assert set(declared_games()) >= {"blackjack", "craps", "baccarat-punto-banco"}
    entry_points = {plugin.name: plugin.value for plugin in installed_games()}
    for name in ("blackjack", "craps", "baccarat-punto-banco"):
        assert entry_points[name].startswith("reference_impl.games."), name


def test_the_corpus_says_which_editions_have_each_game() -> None:
    # Subchapters 1 (craps) and 3 (baccarat) are in the 1996 chapter only; blackjack is in all.
    assert editions_of("craps") == ("nj-1996",)
    assert editions_of("baccarat-punto-banco") == ("nj-1996",)
    assert "nj-2024+bet-the-set" in editions_of("blackjack")
    assert set(games_of_edition("nj-1996")) == {"craps", "blackjack", "baccarat-punto-banco"}
    assert games_of_edition("nj-2024") == ("blackjack",)


def test_a_game_and_an_edition_that_do_not_go_together_are_refused_naming_both() -> None:
    assert check_game_edition("craps", "nj-1996").title == "Craps"
    with pytest.raises(
        GameError, match="game craps is not in edition nj-2024: craps is in nj-1996"
    ):
        check_game_edition("craps", "nj-2024")
    with pytest.raises(GameError, match="'poker' is not a game the kit knows: baccarat-punto"):
        check_game_edition("poker", "nj-1996")
    with pytest.raises(GameError, match="did you mean craps"):
        check_game_edition("crap", "nj-1996")


def test_a_declaration_says_why_it_cannot_price_a_wager() -> None:
    with pytest.raises(ValueError, match="without saying why"):
        GameDeclaration(name="x", title="X", since_protocol="9", engine="x", unpriced=("w",))
    with pytest.raises(ValueError, match="two games are named 'craps'"):
        register_game(GameDeclaration(name="craps", title="C", since_protocol="9", engine="x"))
