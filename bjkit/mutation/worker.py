"""One edition's session of a mutation run: `python -m bjkit.mutation.worker JOBS RESULTS`.

JOBS is a JSON file: the edition, the pytest targets, the scratch folder, and the mutants, each
with its tests (node ids, cheapest first) and its time limit. The worker collects the tests once;
for each mutant made in place it forks a child that replaces the mutated function's code and
runs the mutant's tests until the first failure, and waits for it no longer than the limit
(then the child is killed: "timeout"). A mutant made on import gets a process of its own
(`bjkit.mutation.fresh`). Each result is appended to RESULTS (JSON lines) as it is reached.
"""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import IO, Any

import pytest
from _pytest.runner import runtestprotocol

from bjkit.mutation.apply import MutantNotApplicableError, apply_in_place
from bjkit.mutation.selection import KeepOnly

__all__ = ["ForkRunner", "main", "pytest_args"]

KILLED, SURVIVED, TIMEOUT, ERROR = "killed", "survived", "timeout", "error"
# Exit codes of a forked child.
_PASSED, _FAILED, _NOT_APPLICABLE, _CRASHED = 0, 1, 3, 4


def pytest_args(edition: str | None, targets: list[str], scratch: str) -> list[str]:
    """The session's pytest arguments: quiet, nothing cached, the edition, failures' rounds
    kept in the scratch folder (never in out/failures). Without an edition (a suite that is not
    the kit's: the mutator's own test), no option of the steps' plugin."""
    kit = [] if edition is None else ["--edition", edition, "--cases-dir", f"{scratch}/failures"]
    return [
        *targets,
        *kit,
        "-p",
        "no:cacheprovider",
        "-q",
        "--no-header",
        "-o",
        "addopts=--strict-markers",
    ]


def _wait(pid: int, limit: float) -> int | None:
    """The child's exit code, or None when it ran past `limit` seconds (it is then killed)."""
    try:
        handle = os.pidfd_open(pid)
    except (AttributeError, OSError):
        handle = -1
    if handle >= 0:
        try:
            ready, _, _ = select.select([handle], [], [], limit)
        finally:
            os.close(handle)
        if not ready:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return None
        return os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(status)
        time.sleep(0.005)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    return None


class ForkRunner:
    """A pytest plugin that, once the tests are collected, runs each in-place mutant in a
    forked child instead of the usual test loop."""

    def __init__(self, jobs: list[dict[str, Any]], out: IO[str], scratch: Path) -> None:
        self.jobs = jobs
        self.out = out
        self.scratch = scratch

    def _child(self, job: dict[str, Any], items: list[pytest.Item], killer: Path) -> None:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        code = _CRASHED
        try:
            try:
                apply_in_place(job["module"], job["path"], job["index"], job["qualname"])
            except MutantNotApplicableError as error:
                killer.write_text(str(error), encoding="utf-8")
                code = _NOT_APPLICABLE
            else:
                code = _PASSED
                for position, item in enumerate(items):
                    following = items[position + 1] if position + 1 < len(items) else None
                    reports = runtestprotocol(item, log=False, nextitem=following)
                    if any(report.failed for report in reports):
                        killer.write_text(item.nodeid, encoding="utf-8")
                        code = _FAILED
                        break
        except BaseException as error:  # the child must never return into pytest
            try:
                killer.write_text(f"{type(error).__name__}: {error}", encoding="utf-8")
            finally:
                code = _CRASHED
        finally:
            os._exit(code)

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtestloop(self, session: pytest.Session) -> bool:
        by_id = {item.nodeid: item for item in session.items}
        for job in self.jobs:
            items = [by_id[nodeid] for nodeid in job["tests"] if nodeid in by_id]
            started = time.perf_counter()
            if not items:
                self._write(job, ERROR, "none of its tests was collected", started, 0)
                continue
            killer = self.scratch / f"killer-{os.getpid()}"
            killer.unlink(missing_ok=True)
            sys.stdout.flush()
            sys.stderr.flush()
            pid = os.fork()
            if pid == 0:
                self._child(job, items, killer)
            code = _wait(pid, float(job["timeout"]))
            detail = killer.read_text(encoding="utf-8") if killer.exists() else ""
            if code is None:
                self._write(job, TIMEOUT, f"over {job['timeout']:.1f} s", started, len(items))
            elif code == _PASSED:
                self._write(job, SURVIVED, "", started, len(items))
            elif code == _FAILED:
                self._write(job, KILLED, detail, started, len(items))
            elif code == _NOT_APPLICABLE:
                self._write(job, ERROR, f"not applicable in place: {detail}", started, 0)
            else:
                self._write(job, ERROR, f"child ended with {code}: {detail}", started, 0)
        return True

    def _write(
        self, job: dict[str, Any], status: str, detail: str, started: float, tests: int
    ) -> None:
        record = {
            "id": job["id"],
            "status": status,
            "detail": detail,
            "seconds": round(time.perf_counter() - started, 3),
            "tests": tests,
        }
        self.out.write(json.dumps(record) + "\n")
        self.out.flush()


def _on_import(
    job: dict[str, Any], edition: str | None, targets: list[str], scratch: str, out: IO[str]
) -> None:
    started = time.perf_counter()
    spec = Path(scratch) / f"fresh-{job['id']}.json"
    spec.write_text(
        json.dumps({"job": job, "edition": edition, "targets": targets, "scratch": scratch}),
        encoding="utf-8",
    )
    try:
        done = subprocess.run(
            [sys.executable, "-m", "bjkit.mutation.fresh", str(spec)],
            capture_output=True,
            text=True,
            timeout=float(job["timeout"]),
            check=False,
        )
    except subprocess.TimeoutExpired:
        status, detail = TIMEOUT, f"over {job['timeout']:.1f} s"
    else:
        first_failure = next(
            (
                line[7:].split(" - ")[0]
                for line in done.stdout.splitlines()
                if line.startswith("FAILED ")
            ),
            "",
        )
        if done.returncode == 0:
            status, detail = SURVIVED, ""
        elif done.returncode == 1:
            status, detail = KILLED, first_failure
        elif done.returncode == 2:
            # Interrupted: the suite could not be collected (an import or collection error).
            status, detail = KILLED, "collection fails: " + done.stdout.strip()[-300:]
        elif done.returncode in (3, 4):
            # An internal or usage error: the kit's own plugin or conftest stops on the mutated
            # module, which the unmutated engine passed while tracing: the suite fails loudly.
            status, detail = (
                KILLED,
                (f"the suite stops (pytest exit {done.returncode}): " + done.stdout.strip()[-300:]),
            )
        else:
            status, detail = ERROR, f"pytest exit {done.returncode}: {done.stdout.strip()[-300:]}"
    record = {
        "id": job["id"],
        "status": status,
        "detail": detail,
        "seconds": round(time.perf_counter() - started, 3),
        "tests": len(job["tests"]),
    }
    out.write(json.dumps(record) + "\n")
    out.flush()


def main(argv: list[str] | None = None) -> int:
    """Run the JOBS file's mutants, appending each result to RESULTS."""
    jobs_file, results_file = argv if argv is not None else sys.argv[1:3]
    spec = json.loads(Path(jobs_file).read_text(encoding="utf-8"))
    edition, targets, scratch = spec.get("edition"), spec["targets"], spec["scratch"]
    jobs = spec["jobs"]
    in_place = [job for job in jobs if job["mode"] == "in_place"]
    on_import = [job for job in jobs if job["mode"] == "on_import"]
    with open(results_file, "a", encoding="utf-8") as out:
        for job in on_import:
            _on_import(job, edition, targets, scratch, out)
        if in_place:
            wanted = {nodeid for job in in_place for nodeid in job["tests"]}
            code = pytest.main(
                pytest_args(edition, targets, scratch),
                plugins=[KeepOnly(wanted), ForkRunner(in_place, out, Path(scratch))],
            )
            if code not in (pytest.ExitCode.OK, pytest.ExitCode.NO_TESTS_COLLECTED):
                return int(code)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
