"""Certify the reference engine at a sample of valid tables of every edition (`make
reference-tables`): each edition's default table and `--tables` tables drawn under `--seed`
(`tests.reference_tables.tables.draw`), each a `pytest features` run of its own, several at
once. Prints each table and its failing and erroring scenarios; exits 1 if any scenario failed
or erred, or a run did not finish.

    python -m tests.reference_tables.run --tables 12                  # every edition
    python -m tests.reference_tables.run --tables 3 --edition nj-1996 --seed 7
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import subprocess
import sys
import tempfile
import time
from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reference_impl.editions import EDITIONS
from tests.reference_tables.tables import (
    HELD_BACK_WHILE_SHOE_PROCEDURES_ARE_FIXED,
    Table,
    describe,
    draw,
    house_arguments,
)

REPOSITORY = Path(__file__).resolve().parents[2]
_BAD = ("fail", "error", "unexpected pass")


@dataclass(frozen=True)
class TableRun:
    """One table's run of the features against the reference engine."""

    edition: str
    table: Table
    records: tuple[dict[str, Any], ...]
    returncode: int
    seconds: float
    output: str = ""

    @property
    def bad(self) -> list[dict[str, Any]]:
        """The scenarios that failed, erred or passed where a failure was expected."""
        return [record for record in self.records if record.get("verdict") in _BAD]

    @property
    def passed(self) -> bool:
        """No scenario failed or erred, and pytest finished its run (exit 0, or 5: no test)."""
        return not self.bad and self.returncode in (0, 5) and bool(self.records)

    def counts(self) -> dict[str, int]:
        found: dict[str, int] = {}
        for record in self.records:
            verdict = str(record.get("verdict"))
            found[verdict] = found.get(verdict, 0) + 1
        return found

    def command(self) -> str:
        """The command that runs this table again."""
        return shlex.join(
            ["pytest", "features", "--edition", self.edition, *house_arguments(self.table)]
        )


def features_command(
    edition: str, table: Mapping[str, str], results: Path, cases: Path, profile: str
) -> list[str]:
    """`pytest features` against the reference engine at `table`, writing its verdicts."""
    return [
        sys.executable,
        "-m",
        "pytest",
        "features",
        "-q",
        "-p",
        "no:cacheprovider",
        "--edition",
        edition,
        *house_arguments(table),
        "--profile",
        profile,
        "--results-jsonl",
        str(results),
        "--cases-dir",
        str(cases),
    ]


def run_table(edition: str, table: Table, *, profile: str = "ci") -> TableRun:
    """Run the features at one table in a child pytest and read its verdicts."""
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as directory:
        results = Path(directory) / "results.jsonl"
        process = subprocess.run(
            features_command(edition, table, results, Path(directory) / "cases", profile),
            cwd=REPOSITORY,
            env={**os.environ, "PYTHONPATH": str(REPOSITORY)},
            capture_output=True,
            text=True,
            timeout=1800,
            check=False,
        )
        lines = results.read_text().splitlines() if results.exists() else []
    # The scenarios' verdicts; the log's other lines say what the run is and what it collected.
    records = tuple(r for r in map(json.loads, filter(str.strip, lines)) if "verdict" in r)
    seconds = time.monotonic() - started
    tail = "\n".join((process.stdout + process.stderr).strip().splitlines()[-15:])
    return TableRun(edition, table, records, process.returncode, seconds, tail)


def report(found: TableRun) -> str:
    """A table's verdict, its table and every scenario that failed or erred, with its message."""
    counts = ", ".join(f"{n} {verdict}" for verdict, n in sorted(found.counts().items()))
    mark = "PASS" if found.passed else "FAIL"
    lines = [f"{mark} {describe(found.edition, found.table)}  ({counts}; {found.seconds:.0f} s)"]
    for record in found.bad:
        clauses = ", ".join(record.get("clauses") or [])
        lines.append(f"  {record['verdict']}: {record.get('scenario')} [{clauses}]")
        message = str(record.get("message") or "").strip().splitlines()
        lines += [f"      {line}" for line in message[:4]]
    if not found.passed:
        if not found.bad:
            lines.append(f"  the run ended with exit {found.returncode}:")
            lines += [f"      {line}" for line in found.output.splitlines()]
        lines.append(f"  again: {found.command()}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=12, help="drawn tables per edition")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--edition", action="append", choices=sorted(EDITIONS), default=[])
    parser.add_argument("--profile", default="ci", help="hypothesis profile of the features")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--no-default", action="store_true", help="skip the default tables")
    parser.add_argument(
        "--with-held-back",
        action="store_true",
        help="also draw the values HELD_BACK_WHILE_SHOE_PROCEDURES_ARE_FIXED holds back",
    )
    arguments = parser.parse_args(argv)
    held_back = {} if arguments.with_held_back else HELD_BACK_WHILE_SHOE_PROCEDURES_ARE_FIXED
    if held_back:
        print(
            "held back (HELD_BACK_WHILE_SHOE_PROCEDURES_ARE_FIXED): "
            + ", ".join(f"{name}={'|'.join(sorted(v))}" for name, v in held_back.items())
        )
    jobs: list[tuple[str, Table]] = []
    for edition in arguments.edition or list(EDITIONS):
        if not arguments.no_default:
            jobs.append((edition, {}))
        jobs += [(edition, t) for t in draw(edition, arguments.seed, arguments.tables, held_back)]
    print(f"{len(jobs)} tables, seed {arguments.seed}, profile {arguments.profile}", flush=True)
    failed = 0
    with ThreadPoolExecutor(max_workers=arguments.workers) as pool:
        runs = pool.map(lambda job: run_table(*job, profile=arguments.profile), jobs)
        for found in runs:
            print(report(found), flush=True)
            failed += not found.passed
    print(f"{len(jobs) - failed} of {len(jobs)} tables passed")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
