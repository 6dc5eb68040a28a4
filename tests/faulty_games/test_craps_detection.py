"""Every faulty craps game is caught by a scenario under the Rule of the clause its defect breaks.

Each game of `craps_games.CRAPS_FAULTY_GAMES` is certified as a lab would certify a vendor's
game: the craps features run in a child pytest against the game's adapter
(`--adapter python:tests.faulty_games.craps_adapters:NAME --game craps --edition nj-1996`,
profile `ci`), focused on the feature file of the clause's section and the Rules of its
subsection (`--clause`). The reference craps engine, run the same way on every subsection, fails
nothing: what fails for a faulty game fails for its defect. The runs happen once, two at a time,
in the module's fixture; each test reads its game's result.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import pytest

from reports.results import build_results
from tests.faulty_games.craps_adapters import spec
from tests.faulty_games.craps_games import CRAPS_FAULTY_GAMES, CrapsFaultyGame
from tests.features.detection_power import bare_clause, detection_sample, subsection
from tests.features.feature_runs import run_features

ALL_GAMES = sorted(CRAPS_FAULTY_GAMES.values(), key=lambda game: game.name)
# `make test` certifies every fourth game; `make detection` (BJKIT_DETECTION=all) all of them.
GAMES = detection_sample(ALL_GAMES, 4)
# The feature file of each craps section (features/craps/).
FEATURE_OF_SECTION = {
    "1.1": "features/craps/1.01-definitions.feature",
    "1.2": "features/craps/1.02-permissible-wagers.feature",
}
RUN = ["-q", "--profile", "ci", "--game", "craps", "--edition", "nj-1996"]


@dataclass(frozen=True)
class CrapsDetection:
    game: str
    clause: str
    records: tuple[dict[str, Any], ...]
    returncode: int

    def verdicts(self, verdict: str) -> list[tuple[str, tuple[str, ...]]]:
        return [
            (r["scenario"], tuple(r.get("clauses", ())))
            for r in self.records
            if r.get("verdict") == verdict
        ]

    def finding_clauses(self) -> list[str]:
        """The clauses the run's failing findings are filed under (reports.findings)."""
        results = build_results(self.records)
        return [
            clause
            for finding in results["findings"]
            if finding["verdict"] == "fail"
            for clause in finding["clauses"]
        ]

    @property
    def caught_by_clause(self) -> list[str]:
        wanted = subsection(self.clause)
        return [
            name
            for name, clauses in self.verdicts("fail")
            if any(subsection(clause) == wanted for clause in clauses)
        ]


def same_item(filed: str, clause: str) -> bool:
    """`filed` is `clause`, one of its sub-items, or the item or definition it is part of
    ("19:47-1.2(a)2" and "19:47-1.2(a)2i"; never "19:47-1.2(a)1" and "19:47-1.2(a)10")."""
    short, long = sorted((filed, clause), key=len)
    return long == short or (long.startswith(short) and not long[len(short)].isdigit())


def _section(clause: str) -> str:
    return subsection(clause).split("(", 1)[0]


def _run(game: CrapsFaultyGame | None) -> CrapsDetection:
    if game is None:  # the reference, on every craps feature
        records, code = run_features(["features/craps", *RUN], timeout=300)
        return CrapsDetection("reference", "", tuple(records), code)
    feature = FEATURE_OF_SECTION[_section(game.clause)]
    arguments = [feature, *RUN, "--adapter", spec(game.name), "--clause", subsection(game.clause)]
    records, code = run_features(arguments, timeout=300)
    return CrapsDetection(game.name, game.clause, tuple(records), code)


@pytest.fixture(scope="module")
def detections() -> dict[str, CrapsDetection]:
    with ThreadPoolExecutor(max_workers=2) as pool:
        found = list(pool.map(_run, [None, *GAMES]))
    return {detection.game: detection for detection in found}


def test_there_are_at_least_ten_faulty_craps_games() -> None:
    assert len(ALL_GAMES) >= 10


def test_the_reference_craps_engine_fails_no_scenario(
    detections: dict[str, CrapsDetection],
) -> None:
    reference = detections["reference"]
    assert reference.records, "the reference run collected no scenario"
    assert not reference.verdicts("fail"), reference.verdicts("fail")
    assert not reference.verdicts("error"), reference.verdicts("error")
    assert len(reference.verdicts("pass")) >= 60


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_faulty_craps_game_is_caught_under_its_clause(
    game: CrapsFaultyGame, detections: dict[str, CrapsDetection]
) -> None:
    found = detections[game.name]
    assert not found.verdicts("error"), f"{game.name}: adapter errors: {found.verdicts('error')}"
    assert found.caught_by_clause, (
        f"{game.name} ({game.defect}) passed every scenario of {bare_clause(game.clause)}; "
        f"failed elsewhere: {found.verdicts('fail') or 'none'}"
    )


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_faulty_craps_game_is_found_under_the_item_it_breaks(
    game: CrapsFaultyGame, detections: dict[str, CrapsDetection]
) -> None:
    """The report files a finding under the defect's own item (or sub-item), not only under
    the subsection whose Rule hosts the scenario."""
    filed = detections[game.name].finding_clauses()
    assert any(same_item(clause, game.clause) for clause in filed), (
        f"{game.name} ({bare_clause(game.clause)}): findings filed under {filed}"
    )
