"""`bjkit certify --workers N`: the features played by N worker processes (pytest-xdist).

Each worker is a pytest process of its own with a game of its own: the plugin opens the game on a
worker's first scenario (`suite.run.certification.Certification.game`), so a stdio adapter runs once
per worker and the controller, which plays nothing, never starts one. Only the controller writes
results.jsonl, as the workers' reports reach it (suite.run.results_log), and the report lists the
scenarios in the order they were collected, not finished (reports.results), so N workers give the
report one worker gives, verdict for verdict. Every worker gets the run's `--hypothesis-seed`.
"""

from __future__ import annotations

import argparse
import os

from regulations.errors import KitError

__all__ = ["DEFAULT_WORKERS", "add_workers_argument", "check_workers", "xdist_arguments"]

DEFAULT_WORKERS = os.cpu_count() or 1


def add_workers_argument(parser: argparse.ArgumentParser) -> None:
    """`--workers N`, the processes that play the features side by side."""
    parser.add_argument(
        "--workers",
        type=int,
        default=DEFAULT_WORKERS,
        metavar="N",
        help="play the features in N worker processes, each with its own game process (an "
        f"adapter per worker); 1: one process (default: every core, here {DEFAULT_WORKERS})",
    )


def check_workers(workers: int) -> None:
    """A bad worker count stops the run before anything runs (exit status 2)."""
    if workers < 1:
        raise KitError(f"--workers {workers}: give 1 (one process) or more")


def xdist_arguments(workers: int) -> list[str]:
    """pytest's arguments for `workers` processes: none for one, which runs as it always did.

    `worksteal` hands each worker a contiguous share of the scenarios (a feature's scenarios mostly
    stay together on one game) and lets an idle worker take the tail of a busy one's, so that one
    long property scenario does not leave the other cores idle at the end.
    """
    if workers == 1:
        return []
    return ["-n", str(workers), "--dist", "worksteal"]
