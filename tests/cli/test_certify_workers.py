"""`bjkit certify --workers N`: the features across worker processes give one process's report.

Each run is a child process on two or three clauses with the ci profile (derandomized), so that
the runs with one worker and with two must agree scenario for scenario; the results log of a
pytest-xdist controller is also checked in process.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from suite.run.collection import scenario_templates
from suite.run.results_log import ResultsLog, template_facts
from suite.run.verdicts import is_adapter_error
from tests.cli.test_certify import REPOSITORY, SIX_TO_FIVE, _bjkit, _processes_of, _results
from vendor_adapters.errors import AdapterError

CLAUSES = ("--clause", "2.7(a)", "--clause", "2.9", "--clause", "2.11(c)")


def _certify(folder: Path, workers: int, *argv: str) -> dict[str, Any]:
    done = _bjkit(
        "certify", "--profile", "ci", *CLAUSES, "--workers", str(workers), "--out", str(folder),
        *argv,
    )  # fmt: skip
    assert done.returncode in (0, 1), done.stdout + done.stderr
    return _results(folder)


def _verdicts(results: dict[str, Any]) -> tuple[list[tuple[str, str]], dict[str, str]]:
    """(node id, verdict) of every scenario in the report's order, and each clause's verdict."""
    scenarios = [(s["nodeid"], s["verdict"]) for s in results["scenarios"]]
    return scenarios, {c["id"]: c["verdict"] for c in results["clauses"]}


def _case_files(results: dict[str, Any]) -> dict[str, str | None]:
    """The failure case file each failing scenario saved (its name is a digest of the round)."""
    return {
        s["nodeid"]: Path(s["failure"]["case"]["file"]).name if s["failure"]["case"] else None
        for s in results["scenarios"]
        if s["failure"]
    }


def test_two_workers_give_one_workers_verdicts(tmp_path: Path) -> None:
    one = _certify(tmp_path / "one", 1)
    two = _certify(tmp_path / "two", 2)
    assert _verdicts(two) == _verdicts(one)
    assert two["summary"] == one["summary"]
    assert two["complete"] and two["summary"]["outcome"] == "pass"
    assert (one["run"]["machine"]["workers"], two["run"]["machine"]["workers"]) == (1, 2)


def test_a_faulty_game_fails_the_same_clauses_with_two_workers(tmp_path: Path) -> None:
    one = _certify(tmp_path / "one", 1, "--adapter", SIX_TO_FIVE)
    two = _certify(tmp_path / "two", 2, "--adapter", SIX_TO_FIVE)
    assert _verdicts(two) == _verdicts(one)
    assert "fail" in _verdicts(two)[1].values()
    # The same minimal rounds: derandomized, each worker shrinks to what one process does.
    cases = _case_files(two)
    assert cases == _case_files(one)
    assert all((tmp_path / "two" / "cases" / str(name)).is_file() for name in cases.values())


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and process groups")
def test_sigterm_stops_every_worker_and_leaves_a_partial_report(tmp_path: Path) -> None:
    folder = tmp_path / "run"
    child = subprocess.Popen(
        [sys.executable, "-m", "bjkit", "certify", "--clause", "2.11", "--clause", "2.3",
         "--profile", "ci", "--workers", "2", "--out", str(folder)],
        cwd=REPOSITORY, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        start_new_session=True,
    )  # fmt: skip
    log = folder / "results.jsonl"
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            if log.is_file() and log.read_text("utf-8").count('"event": "result"') >= 5:
                break
            time.sleep(0.2)
        child.send_signal(signal.SIGTERM)
        output, _ = child.communicate(timeout=60)
    finally:
        if child.poll() is None:
            os.killpg(child.pid, signal.SIGKILL)
            child.wait()
    assert child.returncode == 3, output
    assert "INCOMPLETE" in output
    # The workers stopped with the run: nothing more is written after bjkit ended.
    assert not _processes_of(folder)
    size = log.stat().st_size
    time.sleep(2)
    assert log.stat().st_size == size
    events = [json.loads(line) for line in log.read_text("utf-8").splitlines()]
    assert events[-1]["event"] == "finished" and "SIGTERM" in events[-1]["reason"]
    results = _results(folder)
    assert results["complete"] is False and "SIGTERM" in results["incomplete_reason"]
    assert results["not_run"] and results["summary"]["finished"] >= 5
    assert "INCOMPLETE" in (folder / "report.html").read_text("utf-8")
    reported = _bjkit("report", str(folder))
    assert reported.returncode == 3, reported.stdout + reported.stderr


def test_the_controller_names_the_workers_scenarios_and_a_dead_worker_is_an_error(
    tmp_path: Path,
) -> None:
    # Under pytest-xdist the controller sees node ids only, once per worker, and a worker that
    # dies leaves a failed report with no verdict for the scenario it was playing.
    feature = "features/2.07-payment-of-blackjack.feature"
    templates = scenario_templates(REPOSITORY / feature)
    first, second = list(templates)[:2]
    ids = [f"{feature}::{first}", f"{feature}::{second}[an example]"]
    log = ResultsLog(tmp_path / "results.jsonl", {"adapter": "reference"}, REPOSITORY)
    for _ in ("gw0", "gw1"):
        log.pytest_xdist_node_collection_finished(node=None, ids=ids)
    log.pytest_runtest_logreport(
        pytest.TestReport(
            nodeid=ids[1],
            location=(feature, None, feature),
            keywords={},
            outcome="failed",
            longrepr=f"worker 'gw1' crashed while running {ids[1]!r}",
            when="call",
        )
    )
    log.close()
    events = [json.loads(line) for line in (tmp_path / "results.jsonl").read_text().splitlines()]
    collected = [e["scenarios"] for e in events if e["event"] == "collected"]
    assert len(collected) == 1
    assert collected[0] == [
        {"nodeid": ids[0], **template_facts(templates[first])},
        {"nodeid": ids[1], **template_facts(templates[second])},
    ]
    assert collected[0][0]["clauses"] and collected[0][0]["feature"]
    result = next(e for e in events if e["event"] == "result")
    assert result["verdict"] == "error" and "crashed" in result["message"]
    assert result["clauses"] == collected[0][1]["clauses"]


def test_a_property_whose_every_distinct_failure_is_the_game_breaking_is_an_error() -> None:
    # A worker reaches a property with a hung game before giving up on it, where one process
    # had given up already: Hypothesis then groups the game's distinct breakings.
    timeout = AdapterError("timeout", "no answer within 1 s", method="deal")
    handshake = AdapterError("handshake", "the restarted adapter names itself otherwise")
    assert is_adapter_error(ExceptionGroup("2 distinct failures", [timeout, handshake]))
    violation = AssertionError("box 1 is paid $12.00, not $15.00")
    assert not is_adapter_error(ExceptionGroup("2 distinct failures", [timeout, violation]))
