"""Which tests a mutant run may use, and which lines of the engine each test runs.

The tests are the hand-worked examples of the features (the scenarios tagged `@example`) in each
edition, and the golden rounds (`tests/engine/test_golden_rounds.py`, run once, in the first
edition). `LineTracer` records, once per run, the engine lines each of them executes; a mutant
then runs only the tests that execute its lines.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable, Generator, Iterable
from pathlib import Path
from types import FrameType
from typing import Any

import pytest

from bjkit.mutation.apply import clear_caches

__all__ = [
    "EDITIONS",
    "FIRST_EDITION",
    "GOLDEN",
    "KeepOnly",
    "LineTracer",
    "is_selected",
]

EDITIONS = ("nj-2024", "nj-1996", "nj-2004", "nj-2024+bet-the-set")
FIRST_EDITION = EDITIONS[0]
GOLDEN = "tests/engine/test_golden_rounds.py"

_Tracer = Callable[[FrameType, str, Any], Any]


def is_selected(item: pytest.Item) -> bool:
    """A hand-worked example of the features, a golden round or a golden shoe."""
    if item.nodeid.startswith((GOLDEN + "::test_golden_round[", GOLDEN + "::test_golden_shoe[")):
        return True
    return item.nodeid.startswith("features/") and item.get_closest_marker("example") is not None


class KeepOnly:
    """Deselects every collected test but the mutation run's: the given node ids, or with none
    given, every example and golden round."""

    def __init__(self, nodeids: Iterable[str] | None = None) -> None:
        # In the order given: the cheapest, or likeliest to fail, first.
        self.order = None if nodeids is None else {n: i for i, n in enumerate(nodeids)}

    @pytest.hookimpl(trylast=True)
    def pytest_collection_modifyitems(
        self, config: pytest.Config, items: list[pytest.Item]
    ) -> None:
        kept: list[pytest.Item] = []
        dropped: list[pytest.Item] = []
        order = self.order
        for item in items:
            wanted = item.nodeid in order if order is not None else is_selected(item)
            (kept if wanted else dropped).append(item)
        if dropped:
            config.hook.pytest_deselected(items=dropped)
        if order is not None:
            kept.sort(key=lambda item: order[item.nodeid])
        items[:] = kept


class LineTracer:
    """A pytest plugin recording, for each test, the lines of the files under `root / under`
    it runs (setup and teardown included; paths relative to `root`), its outcome and its wall
    time; and the lines run before the first test (imports and collection)."""

    def __init__(self, root: Path, under: str = "reference_impl") -> None:
        self.root = str(root.resolve()) + "/"
        self.prefix = self.root + under.strip("/") + "/"
        self.under = under.strip("/").replace("/", ".")
        self.lines: dict[str, dict[str, set[int]]] = {}
        self.import_lines: dict[str, set[int]] = {}
        self.seconds: dict[str, float] = {}
        self.failed: list[str] = []
        self._current: dict[str, set[int]] = self.import_lines
        self._wanted: dict[str, bool] = {}
        sys.settrace(self._global)
        threading.settrace(self._global)

    def stop(self) -> None:
        sys.settrace(None)
        threading.settrace(None)

    def _global(self, frame: FrameType, event: str, arg: Any) -> _Tracer | None:
        filename = frame.f_code.co_filename
        wanted = self._wanted.get(filename)
        if wanted is None:
            wanted = self._wanted[filename] = filename.startswith(self.prefix)
        if not wanted:
            return None
        lines = self._current.setdefault(filename[len(self.root) :], set())
        lines.add(frame.f_lineno)

        def local(frame: FrameType, event: str, arg: Any) -> _Tracer:
            if event == "line":
                lines.add(frame.f_lineno)
            return local

        # A generator resumed is a new call: its lines go to the test running then.
        return local

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_protocol(
        self, item: pytest.Item, nextitem: pytest.Item | None
    ) -> Generator[None, object, object]:
        # A cached function (an edition's offering matrix) runs its lines only for the first
        # test that asks for it: cleared before each test, its lines are credited to every test
        # that reads it, and a mutant in it is run against them all.
        clear_caches(self.under)
        self._current = self.lines.setdefault(item.nodeid, {})
        started = time.perf_counter()
        try:
            return (yield)
        finally:
            self.seconds[item.nodeid] = time.perf_counter() - started
            self._current = {}

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.failed:
            self.failed.append(report.nodeid)

    def to_dict(self) -> dict[str, Any]:
        return {
            "tests": {
                nodeid: {path: sorted(lines) for path, lines in files.items()}
                for nodeid, files in self.lines.items()
            },
            "import_lines": {path: sorted(lines) for path, lines in self.import_lines.items()},
            "seconds": self.seconds,
            "failed": self.failed,
        }
