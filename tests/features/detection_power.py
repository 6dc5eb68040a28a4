"""Detection power: the features run against faulty games, each the reference with one defect.

For each game of `tests.faulty_games.games.FAULTY_GAMES` the feature suite runs in a child pytest
with `--adapter python:tests.faulty_games.games:NAME --edition EDITION` (the game's edition:
nj-2024 unless its clause is only in another), and the game is *caught* when a scenario under a
Rule of the defect's clause fails. By default only the Rules of that subsection run (`--clause`),
which is what the test asserts; `--whole-suite` runs every feature and also counts the scenarios
of other clauses that fail. Each run's results are also read as the certification report reads
them (reports.results), so that the findings a game's defect makes can be counted.

    python -m tests.features.detection_power                 # the catch rate, by clause
    python -m tests.features.detection_power --whole-suite   # and every scenario that fails
"""

from __future__ import annotations

import argparse
import os
import re
from collections.abc import Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, TypeVar

from reports.results import build_results
from tests.faulty_games.games import FAULTY_GAMES, FaultyGame
from tests.features.feature_runs import run_features

_G = TypeVar("_G")

_SUBSECTION = re.compile(r"^(\d+\.\d+(?:\([a-z]\))?)")


def bare_clause(clause: str) -> str:
    """ "13:69F-2.11(c)2" -> "2.11(c)2"."""
    return clause.split("-", 1)[1] if "-" in clause else clause


def subsection(clause: str) -> str:
    """The subsection a clause or paragraph belongs to: "13:69F-2.11(c)2" -> "2.11(c)"."""
    found = _SUBSECTION.match(bare_clause(clause))
    return found.group(1) if found else bare_clause(clause)


@dataclass(frozen=True)
class Detection:
    game: FaultyGame
    failed: tuple[tuple[str, str], ...]  # (scenario, clause of its Rule) that failed
    errors: tuple[str, ...]
    returncode: int
    # The run's failing findings (reports.findings), as results.json has them.
    findings: tuple[dict[str, Any], ...] = ()

    @property
    def findings_under_clause(self) -> list[dict[str, Any]]:
        """The failing findings filed under the defect's subsection (or a paragraph of it)."""
        wanted = subsection(self.game.clause)
        return [
            finding
            for finding in self.findings
            if any(subsection(clause) == wanted for clause in finding["clauses"])
        ]

    @property
    def caught_by_clause(self) -> list[str]:
        wanted = subsection(self.game.clause)
        return [name for name, clause in self.failed if subsection(clause) == wanted]

    @property
    def caught(self) -> bool:
        return bool(self.caught_by_clause)


def detection_sample(games: Sequence[_G], every: int) -> list[_G]:
    """The faulty games a run certifies: all of them under `make detection`
    (BJKIT_DETECTION=all), else every `every`-th in the order given, so that `make test` keeps
    one from every part of a chapter within its time."""
    if os.environ.get("BJKIT_DETECTION") == "all":
        return list(games)
    return list(games[::every])


def run_game(game: FaultyGame, *, whole_suite: bool = False, profile: str = "ci") -> Detection:
    arguments = ["features", "-q", "--adapter", game.spec, "--edition", game.edition]
    arguments += ["--profile", profile]
    if not whole_suite:
        arguments += ["--clause", subsection(game.clause)]
    records, returncode = run_features(arguments, timeout=900)
    failed = tuple(
        (r["scenario"], clause)
        for r in records
        if r.get("verdict") == "fail"
        for clause in r.get("clauses", [])
    )
    errors = tuple(r["scenario"] for r in records if r.get("verdict") == "error")
    findings = tuple(
        finding for finding in build_results(records)["findings"] if finding["verdict"] == "fail"
    )
    return Detection(game, failed, errors, returncode, findings)


def run_games(
    games: Iterable[FaultyGame], *, whole_suite: bool = False, workers: int | None = None
) -> list[Detection]:
    with ThreadPoolExecutor(max_workers=workers or os.cpu_count() or 2) as pool:
        return list(pool.map(lambda g: run_game(g, whole_suite=whole_suite), games))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--whole-suite", action="store_true")
    parser.add_argument("games", nargs="*", help="only these faulty games")
    arguments = parser.parse_args(argv)
    chosen = [FAULTY_GAMES[name] for name in arguments.games] or sorted(
        FAULTY_GAMES.values(), key=lambda g: g.name
    )
    detections = run_games(chosen, whole_suite=arguments.whole_suite)
    for found in detections:
        mark = "caught" if found.caught else "MISSED"
        print(
            f"{mark:7} {found.game.name:40} {bare_clause(found.game.clause):12} "
            f"{len(found.caught_by_clause)} scenario(s) of the clause fail"
            + (f", {len(found.failed)} in all" if arguments.whole_suite else "")
            + f"; {len(found.findings)} finding(s): "
            + " | ".join(
                f"{', '.join(map(bare_clause, f['clauses']))}: {f['difference']}"
                for f in found.findings
            )
        )
    caught = sum(found.caught for found in detections)
    print(
        f"catch rate: {caught}/{len(detections)} faulty games caught by a scenario of their clause"
    )
    return 0 if caught == len(detections) else 1


if __name__ == "__main__":
    raise SystemExit(main())
