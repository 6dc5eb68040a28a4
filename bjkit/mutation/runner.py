"""A mutation run: the mutants, the lines each test runs, the tests of each mutant, and the
batches that run them on local worker processes or on a Dask cluster.

A mutant inside a function is run in place (`bjkit.mutation.worker`) with only the tests that
execute its lines, cheapest first, golden rounds before examples, stopping at the first failure;
a mutant at module level, or in a function run only while the modules are imported, is made on
import in a process of its own and runs every test of the edition until the first failure.
Editions are tried in turn (nj-2024 with the golden rounds first) until one kills the mutant.
A mutant in place that survives every edition while its lines also ran during the import (a
registry or a table built at import time, already built when a mutant is made in place) is
made on import once more, in the first edition that has tests for it.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import random
import subprocess
import sys
import tempfile
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bjkit.mutation.operators import Mutant, mutants_of_source
from bjkit.mutation.selection import EDITIONS, FIRST_EDITION, GOLDEN
from regulations.errors import KitError

__all__ = [
    "DEFAULT_EXCLUDED",
    "PAR_PACKAGE",
    "Plan",
    "discover",
    "excluded_by_default",
    "plan_mutants",
    "run_batch",
    "run_batches",
    "trace_editions",
]

ENGINE = "reference_impl"
# The par-sheet models (`bjkit par`) play no round: the examples and golden rounds never run them,
# and their own tests (tests/par) check them. They are the package `reference_impl.par` and each
# wager declaration's `par` package (`reference_impl.side_wagers.<wager>.par`): any module with a
# package named `par` on its dotted path. `--module reference_impl.par` mutates one anyway.
DEFAULT_EXCLUDED = ("reference_impl.par",)
PAR_PACKAGE = "par"
STATUS_ORDER = ("killed", "timeout", "error", "survived", "no-coverage")
# A mutant in place may take this many times its tests' traced time, plus the slack (the traced
# run is some four times slower than the untraced one).
TIMEOUT_FACTOR = 3.0
TIMEOUT_SLACK = 10.0
ON_IMPORT_SLACK = 60.0
# The worker's words for a mutant it could not make in place.
_NOT_IN_PLACE = "not applicable in place"

Record = dict[str, Any]


def _module_name(path: Path) -> str:
    parts = path.with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _matches(module: str, wanted: Sequence[str]) -> bool:
    return any(module == name or module.startswith(name + ".") for name in wanted)


def excluded_by_default(module: str) -> bool:
    """A par-sheet model: `DEFAULT_EXCLUDED`, or a module inside a declaration's `par` package."""
    return _matches(module, DEFAULT_EXCLUDED) or PAR_PACKAGE in module.split(".")[1:]


def discover(root: Path, modules: Sequence[str] = ()) -> list[Mutant]:
    """Every mutant of the engine's modules (those named, by dotted name or path, or all but
    the par-sheet models, `excluded_by_default`), in file and site order."""
    wanted = [m.removesuffix(".py").replace("/", ".").removesuffix(".__init__") for m in modules]
    mutants: list[Mutant] = []
    for path in sorted((root / ENGINE).rglob("*.py")):
        relative = path.relative_to(root)
        module = _module_name(relative)
        if wanted and not _matches(module, wanted):
            continue
        if not wanted and excluded_by_default(module):
            continue
        source = path.read_text(encoding="utf-8")
        mutants.extend(mutants_of_source(source, module, str(relative)))
    return mutants


def sample(mutants: list[Mutant], limit: int | None, seed: int) -> list[Mutant]:
    """A reproducible random sample of `limit` mutants (all of them without a limit), kept in
    file and site order."""
    if limit is None or limit >= len(mutants):
        return mutants
    chosen = set(random.Random(seed).sample(range(len(mutants)), limit))
    return [mutant for position, mutant in enumerate(mutants) if position in chosen]


def _targets(edition: str) -> list[str]:
    return ["features", GOLDEN] if edition == FIRST_EDITION else ["features"]


def _digest(root: Path) -> str:
    """What the traces depend on: the engine, the steps, the features, the golden rounds, the
    corpus, the adapters and the tracing code itself."""
    digest = hashlib.sha256()
    for folder, pattern in (
        (ENGINE, "*.py"),
        ("steps", "*.py"),
        ("features", "*.feature"),
        ("tests/golden", "*.toml"),
        ("regulations", "*.py"),
        ("regulations/data", "*.toml"),
        ("vendor_adapters", "*.py"),
    ):
        for path in sorted((root / folder).rglob(pattern)):
            digest.update(str(path.relative_to(root)).encode())
            digest.update(path.read_bytes())
    # Of the mutation tool, only what runs while tracing: the report and the runner do not
    # change which lines a test runs.
    for name in ("trace.py", "selection.py", "worker.py"):
        path = root / "bjkit" / "mutation" / name
        digest.update(name.encode())
        digest.update(path.read_bytes())
    digest.update((root / GOLDEN).read_bytes())
    return digest.hexdigest()[:16]


def trace_editions(
    root: Path, out: Path, workers: int, say: Callable[[str], None]
) -> dict[str, Record]:
    """Each edition's trace (`bjkit.mutation.trace`), reused from `out` while what it depends
    on is unchanged. A trace whose tests fail (the unmutated engine must pass them) stops
    the run."""
    out.mkdir(parents=True, exist_ok=True)
    key = _digest(root)
    paths = {edition: out / f"trace-{edition}-{key}.json" for edition in EDITIONS}
    missing = [edition for edition, path in paths.items() if not path.exists()]
    if missing:
        say(f"tracing the examples' engine lines in {', '.join(missing)} ...")

        def one(edition: str) -> tuple[str, int, str]:
            done = subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "bjkit.mutation.trace",
                    edition,
                    json.dumps(_targets(edition)),
                    str(paths[edition]),
                ],
                cwd=root,
                capture_output=True,
                text=True,
                check=False,
            )
            return edition, done.returncode, done.stdout[-2000:] + done.stderr[-2000:]

        with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
            for edition, code, output in pool.map(one, missing):
                if code != 0:
                    paths[edition].unlink(missing_ok=True)
                    raise KitError(
                        f"the unmutated engine fails its examples in {edition}:\n{output}"
                    )
    return {
        edition: json.loads(path.read_text(encoding="utf-8")) for edition, path in paths.items()
    }


@dataclass(frozen=True)
class Plan:
    """How one mutant is run: in place or on import, and its tests and time limit in each
    edition (editions without a test are left out)."""

    mutant: Mutant
    mode: str
    tests: dict[str, list[str]]
    timeouts: dict[str, float]
    # A mutant in place whose lines also ran while the modules were imported: if it survives in
    # place, it is made on import as well (a registry filled at import time, for instance, is
    # already filled when a mutant in place is made). Its tests and time limit per edition.
    on_import_tests: dict[str, list[str]] | None = None
    on_import_timeouts: dict[str, float] | None = None

    def job(self, edition: str) -> Record:
        job: Record = {
            "id": self.mutant.id,
            "module": self.mutant.module,
            "path": self.mutant.path,
            "index": self.mutant.index,
            "qualname": self.mutant.qualname,
            "mode": self.mode,
            "tests": self.tests[edition],
            "timeout": self.timeouts[edition],
        }
        if self.on_import_tests is not None and self.on_import_timeouts is not None:
            job["retry_on_import"] = {
                **job,
                "mode": "on_import",
                "tests": self.on_import_tests[edition],
                "timeout": self.on_import_timeouts[edition],
            }
        return job


class _Index:
    """One edition's trace as lookups: the tests running each line, cheapest first."""

    def __init__(self, trace: Record) -> None:
        self.seconds: dict[str, float] = trace["seconds"]
        self.by_line: dict[tuple[str, int], list[str]] = defaultdict(list)
        self.by_file: dict[str, set[str]] = defaultdict(set)
        for nodeid, files in trace["tests"].items():
            for path, lines in files.items():
                self.by_file[path].add(nodeid)
                for line in lines:
                    self.by_line[(path, line)].append(nodeid)
        self.import_lines = {
            (path, line) for path, lines in trace["import_lines"].items() for line in lines
        }
        self.all_tests = self.ordered(self.seconds)

    def ordered(self, nodeids: Iterable[str]) -> list[str]:
        return sorted(
            set(nodeids),
            key=lambda nodeid: (not nodeid.startswith(GOLDEN), self.seconds.get(nodeid, 0.0)),
        )

    def tests_of(self, path: str, lines: range) -> list[str]:
        found: set[str] = set()
        for line in lines:
            found.update(self.by_line.get((path, line), ()))
        return self.ordered(found)

    def tests_of_file(self, path: str) -> list[str]:
        return self.ordered(self.by_file.get(path, ()))

    def imported(self, path: str, lines: range) -> bool:
        return any((path, line) in self.import_lines for line in lines)

    def cost(self, nodeids: Iterable[str]) -> float:
        return sum(self.seconds.get(nodeid, 0.0) for nodeid in nodeids)


def plan_mutants(mutants: Sequence[Mutant], traces: dict[str, Record]) -> list[Plan]:
    """Each mutant's plan; a mutant no test runs has a plan with no tests ("no-coverage")."""
    indexes = {edition: _Index(trace) for edition, trace in traces.items()}
    plans: list[Plan] = []
    for mutant in mutants:
        lines = range(mutant.line, mutant.end_line + 1)
        tests: dict[str, list[str]] = {}
        timeouts: dict[str, float] = {}
        mode = "in_place"
        imported = False
        if mutant.in_function:
            for edition, index in indexes.items():
                found = index.tests_of(mutant.path, lines)
                if found:
                    tests[edition] = found
                    timeouts[edition] = TIMEOUT_FACTOR * index.cost(found) + TIMEOUT_SLACK
            imported = mutant.rebuilt_on_import or any(
                index.imported(mutant.path, lines) for index in indexes.values()
            )
            if not tests and imported:
                mode = "on_import"
        else:
            mode = "on_import"
        if mode == "on_import":
            tests, timeouts = _on_import_tests(mutant, indexes)
            plans.append(Plan(mutant, mode, tests, timeouts))
        elif imported:
            again, limits = _on_import_tests(mutant, indexes)
            plans.append(Plan(mutant, mode, tests, timeouts, again, limits))
        else:
            plans.append(Plan(mutant, mode, tests, timeouts))
    return plans


def _on_import_tests(
    mutant: Mutant, indexes: dict[str, _Index]
) -> tuple[dict[str, list[str]], dict[str, float]]:
    """Every test of each edition, those running the mutant's module first: a module-level
    change, or one made while importing, may be seen by any of them."""
    tests: dict[str, list[str]] = {}
    timeouts: dict[str, float] = {}
    for edition, index in indexes.items():
        own = index.tests_of_file(mutant.path)
        mine = set(own)
        tests[edition] = own + [t for t in index.all_tests if t not in mine]
        timeouts[edition] = TIMEOUT_FACTOR * index.cost(index.all_tests) + ON_IMPORT_SLACK
    return tests, timeouts


def run_batch(batch: Record) -> list[Record]:
    """Run one batch of mutants (see `batches`), edition after edition, on this machine: each
    edition in a worker process of its own. Returns one record per mutant: its final status,
    the edition and test that killed it, the seconds spent. Runs on a Dask worker as well,
    which needs the kit installed and the repository at `batch["root"]`."""
    root = Path(batch["root"])
    results: dict[str, Record] = {}
    with tempfile.TemporaryDirectory(prefix="bjkit-mutation-") as scratch:
        passes = [(edition, False) for edition in EDITIONS]
        passes += [(edition, True) for edition in EDITIONS]
        retried: set[str] = set()
        for edition, again in passes:
            # The second pass makes on import, once, in the first edition that has tests for
            # it, each survivor in place whose lines also ran while the modules were imported.
            jobs = [
                job["retry_on_import"] if again else job
                for job in batch["editions"].get(edition, [])
                if _left_to_run(results.get(job["id"]), again)
                and (not again or ("retry_on_import" in job and job["id"] not in retried))
            ]
            if again:
                retried.update(job["id"] for job in jobs)
            if not jobs:
                continue
            suffix = "-on-import" if again else ""
            jobs_file = Path(scratch) / f"jobs-{edition}{suffix}.json"
            results_file = Path(scratch) / f"results-{edition}{suffix}.jsonl"
            # Only the files holding the batch's tests are collected.
            files = sorted({nodeid.split("::")[0] for job in jobs for nodeid in job["tests"]})
            jobs_file.write_text(
                json.dumps(
                    {
                        "edition": edition,
                        "targets": files,
                        "scratch": scratch,
                        "jobs": jobs,
                    }
                ),
                encoding="utf-8",
            )
            done = subprocess.run(
                [sys.executable, "-m", "bjkit.mutation.worker", str(jobs_file), str(results_file)],
                cwd=root,
                capture_output=True,
                text=True,
                check=False,
            )
            seen: set[str] = set()
            if results_file.exists():
                for line in results_file.read_text(encoding="utf-8").splitlines():
                    record = json.loads(line)
                    seen.add(record["id"])
                    previous = results.get(record["id"])
                    seconds = record["seconds"] + (previous["seconds"] if previous else 0.0)
                    if again and previous is not None and record["status"] == "error":
                        # Made on import it could not be run: it stays the survivor it was.
                        results[record["id"]] = {**previous, "seconds": seconds}
                        continue
                    results[record["id"]] = {
                        **record,
                        "edition": edition,
                        "seconds": seconds,
                        **({"on_import_retry": True} if again else {}),
                    }
            for job in jobs:
                if again and job["id"] in results:
                    continue
                if job["id"] not in seen:
                    tail = (done.stdout[-400:] + done.stderr[-400:]).strip()
                    results[job["id"]] = {
                        "id": job["id"],
                        "status": "error",
                        "detail": f"worker ended with {done.returncode} before it: {tail}",
                        "seconds": 0.0,
                        "tests": 0,
                        "edition": edition,
                    }
    return list(results.values())


def _left_to_run(record: Record | None, again: bool) -> bool:
    """Whether a job is run in this pass: not yet killed; in the on-import pass, a survivor in
    place or a mutant that could not be made in place (a closure's free variables)."""
    if record is None or record.get("status") == "survived":
        return True
    return again and record.get("status") == "error" and _NOT_IN_PLACE in record["detail"]


def batches(plans: Sequence[Plan], root: Path, workers: int) -> list[Record]:
    """The plans with tests, cut into batches: at least two per worker, at most ~400 mutants
    each, every module's mutants spread over the batches so that they take alike times."""
    runnable = [plan for plan in plans if plan.tests]
    if not runnable:
        return []
    count = max(2 * max(1, workers), math.ceil(len(runnable) / 400))
    count = min(count, len(runnable))
    cut: list[Record] = [
        {"root": str(root), "editions": {edition: [] for edition in EDITIONS}} for _ in range(count)
    ]
    for position, plan in enumerate(runnable):
        target = cut[position % count]
        for edition in EDITIONS:
            if edition in plan.tests:
                target["editions"][edition].append(plan.job(edition))
    return cut


def _local(batch_list: list[Record], workers: int) -> Iterator[list[Record]]:
    # Each batch runs in processes of its own; threads only wait for them.
    with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        futures = [pool.submit(run_batch, batch) for batch in batch_list]
        for future in as_completed(futures):
            yield future.result()


def _cluster(batch_list: list[Record], address: str, timeout: float) -> Iterator[list[Record]]:
    try:
        # Dask is the optional `cluster` extra; only --cluster needs it.
        from distributed import Client, as_completed  # noqa: PLC0415
    except ImportError:
        raise KitError(
            "--cluster needs Dask's distributed package: pip install 'bjkit[cluster]'"
        ) from None
    try:
        client = Client(address, timeout=timeout)  # type: ignore[no-untyped-call]
    except (OSError, TimeoutError) as error:
        raise KitError(f"--cluster {address}: no Dask scheduler answers there ({error})") from None
    try:
        futures = client.map(run_batch, batch_list, pure=False)
        for future in as_completed(futures):  # type: ignore[no-untyped-call]
            yield future.result()
    finally:
        client.close()  # type: ignore[no-untyped-call]


def run_batches(
    batch_list: list[Record],
    *,
    workers: int,
    cluster: str | None,
    on_records: Callable[[list[Record]], None],
    connect_timeout: float = 30.0,
) -> list[Record]:
    """Every batch's records; `on_records` sees each batch's as it arrives."""
    source = (
        _cluster(batch_list, cluster, connect_timeout) if cluster else _local(batch_list, workers)
    )
    records: list[Record] = []
    for batch_records in source:
        on_records(batch_records)
        records.extend(batch_records)
    return records


def default_workers() -> int:
    return os.cpu_count() or 1
