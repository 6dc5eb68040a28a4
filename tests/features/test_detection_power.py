"""Every faulty game is caught by a scenario under the Rule of the clause its defect breaks.

The runs happen once, in parallel child processes (see tests/features/detection_power.py); each
test then reads its game's result."""

from __future__ import annotations

import pytest

from tests.faulty_games.games import FAULTY_GAMES, FaultyGame
from tests.features.detection_power import Detection, bare_clause, run_games

GAMES = sorted(FAULTY_GAMES.values(), key=lambda game: game.name)


@pytest.fixture(scope="module")
def detections() -> dict[str, Detection]:
    return {found.game.name: found for found in run_games(GAMES)}


def test_there_are_at_least_twenty_faulty_games() -> None:
    assert len(GAMES) >= 20


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_faulty_game_is_caught_under_its_clause(
    game: FaultyGame, detections: dict[str, Detection]
) -> None:
    found = detections[game.name]
    assert not found.errors, f"{game.name}: scenarios ended in adapter errors: {found.errors}"
    assert found.caught, (
        f"{game.name} ({game.defect}) passed every scenario of {bare_clause(game.clause)}; "
        f"scenarios that failed elsewhere: {found.failed or 'none'}"
    )
