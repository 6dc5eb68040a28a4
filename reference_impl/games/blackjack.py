"""Blackjack (N.J.A.C. 19:47-2 and 13:69F-2): the kit's first game. Its side wagers are
declarations of their own (`reference_impl.wager_model`), and so are their par sheets."""

from __future__ import annotations

from reference_impl.game_model import GameDeclaration, register_game

BLACKJACK = GameDeclaration(
    name="blackjack",
    title="Blackjack",
    since_protocol="1.0",
    engine="reference_impl.round",
)
register_game(BLACKJACK)
