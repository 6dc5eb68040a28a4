"""Runs the features in a child pytest and shows the run's progress from its results file.

The child is a separate process so that nothing the game under test does (a crash, a hang past
every time limit, a flood of output) can take the certification run down with it: the child's
output goes to `pytest.log` in the run folder, and the results it appends to `results.jsonl` are
read here as they arrive, to print the clauses done and the failures so far.

The child leads a process group of its own, which its pytest-xdist workers and every game they
start join: Ctrl-C or SIGTERM to bjkit stops the whole group, and the run ends with the verdicts
reached so far (the partial report). The child dies with bjkit too (bjkit.feature_guard).
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import IO, Any

from bjkit.feature_guard import PARENT_PIPE_ENV
from bjkit.progress_time import elapsed_and_left
from suite.features import feature_folders
from suite.run.verdicts import FAILING_VERDICTS
from vendor_adapters.specs import ADAPTER_FOLDER_ENV, adapter_folder

__all__ = ["KIT_ROOT", "FeatureRun", "Progress", "run_features"]

KIT_ROOT = Path(__file__).resolve().parent.parent


@dataclass
class Progress:
    """What the results file says so far: scenarios collected and finished, clauses done, and
    when the run started and its scenarios were collected (`time.monotonic`), for the time
    taken and the time left (estimated from the time since collection: pytest's start-up is
    not spent again)."""

    collected: dict[str, list[str]] = field(default_factory=dict)
    finished: dict[str, str] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)
    started: float = field(default_factory=time.monotonic)
    collected_at: float | None = None
    _offset: int = 0
    _partial: str = ""

    def read(self, path: Path) -> list[dict[str, Any]]:
        """The events appended since the last read (a line still being written waits)."""
        if not path.is_file():
            return []
        with path.open(encoding="utf-8", errors="replace") as stream:
            stream.seek(self._offset)
            chunk = stream.read()
            self._offset = stream.tell()
        text = self._partial + chunk
        lines = text.split("\n")
        self._partial = lines.pop()
        events = []
        for line in lines:
            try:
                event = json.loads(line)
            except ValueError:
                continue
            if isinstance(event, dict):
                events.append(event)
                self._note(event)
        return events

    def _note(self, event: dict[str, Any]) -> None:
        if event.get("event") == "collected":
            self.collected_at = time.monotonic()
            self.collected = {
                str(s["nodeid"]): [str(c) for c in s.get("clauses") or []]
                for s in event.get("scenarios", [])
            }
        elif event.get("event") == "result":
            nodeid = str(event.get("nodeid"))
            verdict = str(event.get("verdict"))
            self.finished[nodeid] = verdict
            if verdict in FAILING_VERDICTS:
                self.failures.append(f"{verdict}: {event.get('scenario')} ({nodeid})")

    def clauses_done(self) -> tuple[int, int]:
        """Clauses all of whose scenarios have finished, of all the clauses collected."""
        pending: set[str] = set()
        every: set[str] = set()
        for nodeid, clauses in self.collected.items():
            every.update(clauses)
            if nodeid not in self.finished:
                pending.update(clauses)
        return len(every - pending), len(every)

    def line(self, now: float | None = None) -> str:
        """`[ 35/ 653 scenarios] clauses done ...; elapsed 1m12s, about 4m left` at `now`
        (`time.monotonic`; default: the present), the time left from the scenarios finished."""
        done, total = self.clauses_done()
        counts = Counter(self.finished.values())
        shown = ", ".join(f"{n} {v}" for v, n in sorted(counts.items()))
        now = time.monotonic() if now is None else now
        working = None if self.collected_at is None else now - self.collected_at
        timing = elapsed_and_left(
            now - self.started, len(self.finished), len(self.collected), working=working
        )
        return (
            f"[{len(self.finished):4}/{len(self.collected) or '?':>4} scenarios] "
            f"clauses done {done}/{total}; failures so far {len(self.failures)}"
            + (f"; verdicts: {shown}" if shown else "")
            + f"; {timing}"
        )


@dataclass
class FeatureRun:
    """The child pytest's exit status (None when it was stopped) and the progress seen."""

    status: int | None
    progress: Progress
    stopped: str | None = None


def run_features(
    arguments: Sequence[str],
    results: Path,
    log: Path,
    show: Callable[[str], None],
    *,
    poll_seconds: float = 0.5,
) -> FeatureRun:
    """Run `python -m pytest features ARGUMENTS` from the kit's root, with the feature folders of
    the installed wagers (`feature_folders`), its output to `log`, and call `show` with a progress
    line whenever a clause completes or a failure arrives."""
    folders = [str(folder) for folder in feature_folders()[1:]]
    command = [
        sys.executable, "-m", "pytest", "features", *folders, "-p", "bjkit.feature_guard",
        *arguments,
    ]  # fmt: skip
    progress = Progress()
    log.parent.mkdir(parents=True, exist_ok=True)
    with log.open("w", encoding="utf-8") as output:
        output.write("$ " + " ".join(command) + "\n")
        output.flush()
        # The child holds the read end; bjkit's write end closes when bjkit ends, however it ends.
        parent_pipe, held = os.pipe()
        try:
            child = _start(command, output, parent_pipe)
            try:
                with _sigterm_raises():
                    return _watch(child, progress, results, show, poll_seconds)
            except KeyboardInterrupt:
                reason = "the run was interrupted (Ctrl-C)"
            except _Terminated:
                reason = "the run was stopped (SIGTERM)"
            finally:
                if child.returncode is None:
                    _stop(child, output)
        finally:
            os.close(held)
        progress.read(results)
        return FeatureRun(None, progress, reason)


def _start(command: Sequence[str], output: IO[str], parent_pipe: int) -> subprocess.Popen[str]:
    """The child pytest, leading a process group of its own, with the read end of the pipe."""
    try:
        return subprocess.Popen(
            command,
            cwd=KIT_ROOT,
            env={**_environment(), PARENT_PIPE_ENV: str(parent_pipe)},
            stdout=output,
            stderr=subprocess.STDOUT,
            text=True,
            start_new_session=True,
            pass_fds=(parent_pipe,),
        )
    finally:
        os.close(parent_pipe)


def _environment() -> dict[str, str]:
    """The child runs from the kit's root; the folder the user ran bjkit from stays importable,
    so `--adapter python:their_module:factory` means the same module in both processes."""
    paths = [os.getcwd(), *filter(None, os.environ.get("PYTHONPATH", "").split(os.pathsep))]
    # And `--adapter stdio:./game` starts the same program, in the same folder, as it would
    # from the command line (vendor_adapters.specs.adapter_folder).
    return {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(paths),
        ADAPTER_FOLDER_ENV: adapter_folder(),
    }


def _watch(
    child: subprocess.Popen[str],
    progress: Progress,
    results: Path,
    show: Callable[[str], None],
    poll_seconds: float,
) -> FeatureRun:
    last: tuple[int, int] = (-1, -1)
    while True:
        status = child.poll()
        progress.read(results)
        now = (progress.clauses_done()[0], len(progress.failures))
        if now != last and progress.collected:
            show(progress.line())
            last = now
        if status is not None:
            return FeatureRun(status, progress)
        time.sleep(poll_seconds)


class _Terminated(Exception):  # noqa: N818 - reads as what happened to the run
    """bjkit received SIGTERM while the features ran."""


@contextlib.contextmanager
def _sigterm_raises() -> Iterator[None]:
    """SIGTERM to bjkit ends the run as Ctrl-C does: the child is stopped and the report of the
    verdicts so far is written. Python sets signal handlers in the main thread only; elsewhere
    SIGTERM keeps its default (the feature_guard still stops the child)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def terminated(signum: int, frame: FrameType | None) -> None:
        raise _Terminated

    previous = signal.signal(signal.SIGTERM, terminated)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def _stop(child: subprocess.Popen[str], output: IO[str]) -> None:
    """Stop pytest, its workers and their games: SIGTERM to the child's group, and SIGKILL to
    whatever of it is still there after ten seconds (a game that ignores SIGTERM)."""
    _signal_group(child.pid, signal.SIGTERM)
    with contextlib.suppress(subprocess.TimeoutExpired):
        child.wait(timeout=10)
    _signal_group(child.pid, signal.SIGKILL)
    child.wait()
    output.write("\n[bjkit certify: the run was interrupted; pytest was stopped]\n")


def _signal_group(group: int, signum: int) -> None:
    # A group whose processes have all ended is gone; nothing is left to stop.
    with contextlib.suppress(ProcessLookupError):
        os.killpg(group, signum)
