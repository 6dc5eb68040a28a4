"""Detection power for Baccarat-Punto Banco: each faulty game of `baccarat_games.py`, served as an
adapter of protocol 1.5 (`baccarat_adapters.py`), fails a scenario of its own clause.

Each game is certified in a child pytest, as a lab would run it:

    pytest features/baccarat-punto-banco/<its section>.feature --game baccarat-punto-banco \\
        --edition nj-1996 --adapter python:tests.faulty_games.baccarat_adapters:<game> \\
        --clause <its subsection> -q -p no:cacheprovider --profile ci

Only the feature file of the clause's section runs, and in it only the Rules of the clause's
subsection (`--clause`), and a run stops at its first failure (`-x`: each Rule's examples come
before its properties), so that the games run in about two minutes on two workers. A game is
caught when a scenario under its subsection fails; a scenario that errors (the adapter broke) is
a failure of this test, not a detection. The reference adapter passes the same runs' examples
and validations.
"""

from __future__ import annotations

import os
import re
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from reports.results import build_results
from tests.faulty_games.baccarat_games import BACCARAT_FAULTY_GAMES, BaccaratFaultyGame
from tests.features.detection_power import detection_sample
from tests.features.feature_runs import REPOSITORY, run_features

GAME = "baccarat-punto-banco"
FEATURES = REPOSITORY / "features" / GAME
_SUBSECTION = re.compile(r"^(\d+)\.(\d+)(\([a-z]\))?")


def subsection(clause: str) -> str:
    """ "19:47-3.2(a)1iii" -> "3.2(a)"."""
    bare = clause.split("-", 1)[1] if "-" in clause else clause
    found = _SUBSECTION.match(bare)
    assert found is not None, clause
    return f"{found[1]}.{found[2]}{found[3] or ''}"


def section_file(clause: str) -> Path:
    """The feature file of the clause's section: 19:47-3.3(c) -> features/.../3.03-*.feature."""
    found = _SUBSECTION.match(subsection(clause))
    assert found is not None
    (path,) = FEATURES.glob(f"{found[1]}.{int(found[2]):02d}-*.feature")
    return path


def certify(adapter: str, clause: str, *more: str) -> list[dict[str, Any]]:
    """The scenario records of the clause's Rules, played against `adapter` (`more`: pytest
    arguments added)."""
    arguments = [
        str(section_file(clause).relative_to(REPOSITORY)),
        "--game",
        GAME,
        "--edition",
        "nj-1996",
        "--adapter",
        adapter,
        "--clause",
        subsection(clause),
        "-q",
        "--profile",
        "ci",
        *more,
    ]
    records, _ = run_features(arguments, timeout=600)
    return [r for r in records if "verdict" in r]


def _detection(game: BaccaratFaultyGame) -> tuple[str, list[str], list[str], list[str]]:
    # -x: the first failure is the detection; the examples come before the properties.
    adapter = f"python:tests.faulty_games.baccarat_adapters:{game.name}"
    records = certify(adapter, game.clause, "-x")
    wanted = subsection(game.clause)
    caught = [
        r["scenario"]
        for r in records
        if r["verdict"] == "fail" and any(subsection(c) == wanted for c in r.get("clauses", []))
    ]
    elsewhere = [
        r["scenario"]
        for r in records
        if r["verdict"] == "fail" and not any(subsection(c) == wanted for c in r["clauses"])
    ]
    errors = [r["scenario"] for r in records if r["verdict"] == "error"]
    return game.name, caught, elsewhere, errors


def test_every_faulty_baccarat_game_fails_a_scenario_of_its_clause() -> None:
    # `make test` certifies every fourth game; `make detection` (BJKIT_DETECTION=all) all.
    games = detection_sample(sorted(BACCARAT_FAULTY_GAMES.values(), key=lambda g: g.name), 4)
    with ThreadPoolExecutor(max_workers=2) as pool:
        detections = list(pool.map(_detection, games))
    missed = [name for name, caught, _, _ in detections if not caught]
    assert not missed, f"faulty games no scenario of their clause fails: {missed}"
    outside = {name: elsewhere for name, _, elsewhere, _ in detections if elsewhere}
    assert not outside, f"scenarios failing outside the game's clause: {outside}"
    broke = {name: errors for name, _, _, errors in detections if errors}
    assert not broke, f"scenarios in error (the adapter broke): {broke}"


def test_the_reference_passes_the_runs_of_the_faulty_games_clauses() -> None:
    games = detection_sample(sorted(BACCARAT_FAULTY_GAMES.values(), key=lambda g: g.name), 4)
    clauses = sorted({subsection(g.clause) for g in games})
    with ThreadPoolExecutor(max_workers=2) as pool:
        # The examples and validations; the properties run with the features themselves.
        runs = list(pool.map(lambda c: (c, certify("reference", c, "-m", "not property")), clauses))
    for clause, records in runs:
        assert records, f"no scenario of {clause} ran"
        bad = [(r["scenario"], r["verdict"]) for r in records if r["verdict"] in ("fail", "error")]
        assert not bad, f"the reference fails scenarios of {clause}: {bad}"


@pytest.mark.skipif(
    os.environ.get("BJKIT_DETECTION") != "all",
    reason="a whole certification of a faulty game takes a minute: `make detection` runs it",
)
@pytest.mark.parametrize(
    ("name", "clause"),
    [
        # A vigorish taken on the whole wager (stake and win) breaks 3.3(c), "an amount equal to
        # ... four or five percent of the amount won", and nothing else.
        ("vigorish_on_whole_wager", "19:47-3.3(c)"),
        # A two-digit total counted as 9 breaks the Point Count of 3.1(c); the settlements that
        # follow from the wrong count are judged on the count the game showed.
        ("two_digit_total_counted_as_nine", "19:47-3.1(c)"),
        # A Banker's Hand paid on a tie breaks 3.2(a)1 (iii: void on equal counts); the vigorish
        # it is then charged follows from that settlement.
        ("banker_wager_paid_on_tie", "19:47-3.2(a)1"),
    ],
)
def test_one_defect_fails_its_own_clause_only_across_every_feature(name: str, clause: str) -> None:
    # Every scenario the defect fails, in any section, files its finding under one clause, and
    # no clause fails by it but that one, its paragraphs and the clauses that hold it.
    arguments = [
        str(FEATURES.relative_to(REPOSITORY)),
        *("--game", GAME, "--edition", "nj-1996", "--profile", "quick", "-q"),
        *("--adapter", f"python:tests.faulty_games.baccarat_adapters:{name}"),
    ]
    records, _ = run_features(arguments, timeout=600)
    document = build_results(records)
    filed = {c for f in document["findings"] if f["verdict"] == "fail" for c in f["clauses"]}
    assert filed == {clause}
    assert subsection(BACCARAT_FAULTY_GAMES[name].clause) == subsection(clause)
    failed = {c["id"] for c in document["clauses"] if c["verdict"] == "fail"}
    assert clause in failed
    assert all(clause.startswith(c) or c.startswith(clause) for c in failed), failed
