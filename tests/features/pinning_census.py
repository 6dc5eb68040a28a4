"""The pinning census: the hand-worked examples that are not applicable at a table of one
hole-card procedure, and why.

A real engine deals under one procedure (2.6(h), (j) with or without a card reader, (k)). For each
of the four, the examples of the features run against the reference engine introduced as a game
of that procedure alone (`tests.real_engines.one_procedure`), in one edition, and every example
that is not applicable is counted with its reason. An example the kit cannot move to the table's
procedure says so in its reason ("written for ..."); the goal is that none is not applicable for
its pinning alone.

    python -m tests.features.pinning_census [--edition nj-2024] [--procedure face-down ...]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
GAMES = {
    "no-hole-card": "no_hole_card_game",
    "face-down": "face_down_game",
    "face-down-card-reader": "card_reader_game",
    "face-up": "face_up_game",
}
# The words of a not-applicable reason that blame the table's hole-card procedure.
_PINNING_WORDS = ("hole-card:", "hole_card", "procedure")


@dataclass(frozen=True)
class Census:
    procedure: str
    examples: int
    not_applicable: tuple[tuple[str, str], ...]  # (scenario, reason)
    failed: tuple[str, ...]

    @property
    def for_pinning(self) -> list[tuple[str, str]]:
        """The examples not applicable because of the table's hole-card procedure."""
        return [
            (name, why)
            for name, why in self.not_applicable
            if any(word in why for word in _PINNING_WORDS)
        ]


def take_census(procedure: str, edition: str) -> Census:
    """Run the examples of `edition` at a game of `procedure` alone and count them."""
    with tempfile.TemporaryDirectory() as directory:
        results = Path(directory) / "results.jsonl"
        command = [
            sys.executable,
            "-m",
            "pytest",
            "features",
            "-q",
            "-m",
            "example",
            "-p",
            "no:cacheprovider",
            "--adapter",
            f"python:tests.real_engines.one_procedure:{GAMES[procedure]}",
            "--edition",
            edition,
            "--house",
            f"hole_card={procedure}",
            "--results-jsonl",
            str(results),
        ]
        subprocess.run(
            command,
            cwd=REPOSITORY,
            env={**os.environ, "PYTHONPATH": str(REPOSITORY)},
            capture_output=True,
            text=True,
            timeout=1800,
            check=False,
        )
        records = [json.loads(line) for line in results.read_text().splitlines()]
    return Census(
        procedure=procedure,
        examples=len(records),
        not_applicable=tuple(
            (r["scenario"], str(r.get("message") or r.get("reason") or ""))
            for r in records
            if r.get("verdict") == "not applicable"
        ),
        failed=tuple(r["scenario"] for r in records if r.get("verdict") in ("fail", "error")),
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edition", default="nj-2024")
    parser.add_argument("--procedure", action="append", choices=sorted(GAMES))
    parser.add_argument("--list", action="store_true", help="list each example and its reason")
    arguments = parser.parse_args(argv)
    worst = 0
    for procedure in arguments.procedure or list(GAMES):
        census = take_census(procedure, arguments.edition)
        pinned = census.for_pinning
        worst = max(worst, len(pinned) + len(census.failed))
        print(
            f"{procedure:>22}: {census.examples} examples, "
            f"{len(census.not_applicable)} not applicable, {len(pinned)} of them for the "
            f"hole-card procedure alone, {len(census.failed)} failed"
        )
        reasons = Counter(why.split(":")[0][:100] for _, why in census.not_applicable)
        for why, count in reasons.most_common(8):
            print(f"{'':>24}{count:4} {why}")
        if arguments.list:
            for name, why in census.not_applicable:
                print(f"{'':>24}- {name}: {why}")
    return 1 if worst else 0


if __name__ == "__main__":
    raise SystemExit(main())
