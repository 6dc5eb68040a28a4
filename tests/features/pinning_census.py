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
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from tests.features.feature_runs import run_features

GAMES = {
    "no-hole-card": "no_hole_card_game",
    "face-down": "face_down_game",
    "face-down-card-reader": "card_reader_game",
    "face-up": "face_up_game",
}
# What a not-applicable reason says, by the words that say it, in the order tried: the example
# checks a procedure itself; the table's procedure changes its round (the reference engine plays
# it otherwise there, or cannot deal it); the procedure forbids an option it needs; the game
# lacks a capability; or its pinning alone, a held shoe that cannot be restacked.
CATEGORIES = (
    ("checks the procedure itself", "checks the procedure itself"),
    ("the procedure changes the round", "mean another round"),
    ("the procedure changes the round", "offered other decisions"),
    ("the procedure changes the round", "cannot happen"),
    ("the procedure forbids an option the example needs", "are not a table"),
    ("the game lacks a capability", "does not declare"),
    ("pinning alone", "cannot be restacked"),
)
PINNING_ALONE = "pinning alone"


def category(reason: str) -> str:
    """The kind of a not-applicable reason (CATEGORIES), or "other"."""
    return next((name for name, words in CATEGORIES if words in reason), "other")


@dataclass(frozen=True)
class Census:
    procedure: str
    examples: int
    not_applicable: tuple[tuple[str, str, tuple[str, ...]], ...]  # (scenario, reason, clauses)
    failed: tuple[str, ...]
    # The clauses of the examples that ran at this table (passed or failed), with how many.
    ran: Counter[str] = field(default_factory=Counter)

    @property
    def for_pinning(self) -> list[tuple[str, str]]:
        """The examples not applicable for their pinning alone."""
        return [
            (name, why) for name, why, _ in self.not_applicable if category(why) == PINNING_ALONE
        ]

    def without_counterpart(self) -> list[str]:
        """The clauses of examples not applicable because the procedure changes their round,
        where no example of the same clause ran at this table: a counterpart is missing."""
        changed = {
            clause
            for _, why, clauses in self.not_applicable
            if category(why) == "the procedure changes the round"
            for clause in clauses
        }
        return sorted(clause for clause in changed if not self.ran[clause])


def take_census(procedure: str, edition: str) -> Census:
    """Run the examples of `edition` at a game of `procedure` alone and count them."""
    records, _ = run_features(
        [
            "features",
            "-q",
            "-m",
            "example",
            "--adapter",
            f"python:tests.real_engines.one_procedure:{GAMES[procedure]}",
            "--edition",
            edition,
            "--house",
            f"hole_card={procedure}",
        ],
        timeout=1800,
    )
    records = [r for r in records if "verdict" in r]
    return Census(
        procedure=procedure,
        examples=len(records),
        not_applicable=tuple(
            (
                r["scenario"],
                str(r.get("message") or r.get("reason") or ""),
                tuple(r.get("clauses") or ()),
            )
            for r in records
            if r.get("verdict") == "not applicable"
        ),
        failed=tuple(r["scenario"] for r in records if r.get("verdict") in ("fail", "error")),
        ran=Counter(
            clause
            for r in records
            if r.get("verdict") in ("pass", "fail")
            for clause in r.get("clauses") or ()
        ),
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
        missing = census.without_counterpart()
        worst = max(worst, len(pinned) + len(census.failed) + len(missing))
        print(
            f"{procedure:>22}: {census.examples} examples, "
            f"{len(census.not_applicable)} not applicable, {len(pinned)} for their pinning "
            f"alone, {len(census.failed)} failed"
        )
        kinds = Counter(category(why) for _, why, _ in census.not_applicable)
        for kind, count in kinds.most_common():
            print(f"{'':>24}{count:4} {kind}")
        if missing:
            print(
                f"{'':>24}clauses whose round changes here with no example run here: "
                f"{', '.join(missing)}"
            )
        if arguments.list:
            for name, why, _ in census.not_applicable:
                print(f"{'':>24}- {name}: {why}")
    return 1 if worst else 0


if __name__ == "__main__":
    raise SystemExit(main())
