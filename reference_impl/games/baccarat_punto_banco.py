"""Baccarat-Punto Banco (N.J.A.C. 19:47-3.1 to 3.5), played by `reference_impl.baccarat`.

Its figures (the chance of a banker's, a player's or a tied hand) follow from the dealing and
drawing rules of 19:47-3.6 to 3.12, which no source of the corpus gives: `bjkit par` names its
wagers and says so instead of computing (I-baccarat-drawing-rules)."""

from __future__ import annotations

from reference_impl.baccarat.clauses import OUTSIDE_CORPUS
from reference_impl.game_model import GameDeclaration, register_game

BACCARAT_PUNTO_BANCO = GameDeclaration(
    name="baccarat-punto-banco",
    title="Baccarat-Punto Banco",
    since_protocol="1.5",
    engine="reference_impl.baccarat",
    outside_corpus=OUTSIDE_CORPUS,
    reference_adapter="vendor_adapters.games.baccarat:ReferenceBaccaratGame",
    features="baccarat-punto-banco",
    unpriced=("bankers-hand", "players-hand", "tie-bet"),
    unpriced_because=(
        "its probabilities follow from the dealing and drawing rules of 19:47-3.6 to 3.12, "
        "which the chapter's contents name but no source of the corpus gives, so the kit does "
        "not compute them (I-baccarat-drawing-rules)"
    ),
)
register_game(BACCARAT_PUNTO_BANCO)
