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


# Faulty games whose one defect makes more than one finding under their clause's Rules, and why.
# Each reason is a difference of another kind the same defect makes, read from the rule text.
MORE_THAN_ONE_FINDING: dict[str, str] = {}


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_faulty_game_is_one_finding_under_its_clause(
    game: FaultyGame, detections: dict[str, Detection]
) -> None:
    """One defect reads as one finding (reports.findings): every failing scenario of the game's
    Rules is grouped into a single finding, filed under the defect's own clause."""
    found = detections[game.name]
    shown = [f"{', '.join(f['clauses'])}: {f['difference']}" for f in found.findings]
    assert found.findings_under_clause, (
        f"{game.name} ({game.defect}): no finding under {bare_clause(game.clause)}; "
        f"findings: {shown or 'none'}"
    )
    if game.name in MORE_THAN_ONE_FINDING:
        assert len(found.findings) > 1, f"{game.name} now makes one finding: drop its reason"
        return
    assert len(found.findings) == 1, (
        f"{game.name} ({game.defect}) makes {len(found.findings)} findings: {shown}"
    )
