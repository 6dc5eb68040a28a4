"""Results written as they are produced: one JSON line per scenario, flushed at once.

A killed run still leaves every verdict reached so far. The first line says what the run is; then
one line lists every scenario collected; then one line per scenario names it, its clauses and
editions, its kind, the verdict (steps.verdicts), the message, the failure's details and replayable
round, and the expectation that excused it; the last line says the run ended. The certification
report (reports.results) reads these lines. Under pytest-xdist the workers attach the facts and
the verdict to each report's user properties, and only the controller writes: it collects nothing
itself, so it names the scenarios collected from the workers' node ids and the feature files, and
a scenario whose worker died under it is an error. Lines come in the order scenarios finish.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import IO, Any

import pytest
from pytest_bdd.parser import ScenarioTemplate

from steps.collection import scenario_of, scenario_templates
from steps.verdicts import MANUAL_PREFIX, NOT_APPLICABLE_PREFIX, Verdict, verdict_of_skip

__all__ = ["ResultsLog", "scenario_facts", "template_facts", "verdict_of_report"]


def scenario_facts(item: pytest.Item) -> dict[str, Any]:
    """What a result line says about the scenario itself."""
    template = scenario_of(item)
    return {} if template is None else template_facts(template)


def template_facts(template: ScenarioTemplate) -> dict[str, Any]:
    """What a result line says about a scenario, from its template: the same for every example
    of a scenario outline, so the controller of a pytest-xdist run can name the workers' items."""
    tags = set(template.tags) | (set(template.rule.tags) if template.rule else set())
    kinds = sorted(tags & {"example", "property", "validation", "manual"})
    return {
        "feature": template.feature.name,
        "rule": template.rule.name if template.rule else None,
        "scenario": template.name,
        "clauses": sorted(t.removeprefix("clause:") for t in tags if t.startswith("clause:")),
        "editions": sorted(t.removeprefix("edition:") for t in tags if t.startswith("edition:")),
        "kind": kinds[0] if kinds else None,
    }


def verdict_of_report(report: pytest.TestReport) -> str:
    for name, value in report.user_properties:
        if name == "verdict":
            return str(value)
    if report.skipped:
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        return verdict_of_skip(reason)
    return Verdict.PASS if report.passed else Verdict.FAIL


_EXCEPTION_NAME = re.compile(
    r"^(?:[a-z_]\w*\.)+[A-Z]\w*: |^[A-Z]\w*(?:Error|Violation|Exception|Failed|Missing): "
)


def _message(report: pytest.TestReport) -> str:
    if report.passed:
        return ""
    if isinstance(report.longrepr, tuple):
        reason = str(report.longrepr[2]).removeprefix("Skipped: ")
        return reason.removeprefix(MANUAL_PREFIX).removeprefix(NOT_APPLICABLE_PREFIX)
    crash = getattr(report.longrepr, "reprcrash", None)
    if crash is not None:
        # "steps.checks.PropertyViolation: settlement: ..." reads as "settlement: ...".
        # pytest's "assert ..." introspection follows the kit's own words; the details keep it.
        text = _EXCEPTION_NAME.sub("", str(crash.message), count=1)
        return text.split("\nassert ", 1)[0]
    return str(report.longrepr)


class ResultsLog:
    """Appends one line per finished scenario to `path`; `root` is the run's rootdir, against which
    the node ids of pytest-xdist's workers name their feature files."""

    def __init__(self, path: Path, run: dict[str, Any], root: Path | None = None) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._file: IO[str] = path.open("a", encoding="utf-8")
        self._root = root or Path.cwd()
        # Facts of every scenario collected, by node id; None until the collection is known.
        self._collected: dict[str, dict[str, Any]] | None = None
        self._write({"event": "run", "started": time.time(), **run})

    def _write(self, record: dict[str, Any]) -> None:
        self._file.write(json.dumps(record, sort_keys=True) + "\n")
        self._file.flush()

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        """Registered as a plugin on the controller: every scenario's report passes here."""
        properties = dict(report.user_properties)
        if "verdict" not in properties:
            self._crashed(report)
            return
        facts = properties.get("scenario")
        failure = properties.get("failure")
        expectation = properties.get("expectation")
        self._write(
            {
                "event": "result",
                "nodeid": report.nodeid,
                **(json.loads(str(facts)) if facts else {}),
                "verdict": verdict_of_report(report),
                "message": _message(report),
                "when": report.when,
                "duration": round(report.duration, 6),
                "failure": json.loads(str(failure)) if failure else None,
                "expectation": json.loads(str(expectation)) if expectation else None,
            }
        )

    def _crashed(self, report: pytest.TestReport) -> None:
        """A failed report of a scenario that carries no verdict is pytest-xdist's for a worker
        that died under it (the game took its process down): the scenario is an error, and the
        run goes on in a new worker, as it goes on after any other adapter error."""
        facts = (self._collected or {}).get(report.nodeid)
        if not report.failed or facts is None:
            return
        self._write(
            {
                "event": "result",
                "nodeid": report.nodeid,
                **facts,
                "verdict": Verdict.ERROR,
                "message": f"the process playing it died: {report.longrepr}",
                "when": "call",
                "duration": round(report.duration, 6),
                "failure": None,
                "expectation": None,
            }
        )

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        """Every scenario the run will play, so a killed run can list those it never reached."""
        self._write_collected(
            (item.nodeid, scenario_facts(item))
            for item in session.items
            if scenario_of(item) is not None
        )

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node: object, ids: Sequence[str]) -> None:
        """Under pytest-xdist the controller collects nothing and sees only each worker's node
        ids (all workers collect the same); the scenarios are named from their feature files."""
        if self._collected is not None:
            return
        templates: dict[str, dict[str, ScenarioTemplate]] = {}
        found = []
        for nodeid in ids:
            file, _, test = nodeid.partition("::")
            if not file.endswith(".feature"):
                continue
            if file not in templates:
                templates[file] = scenario_templates(self._root / file)
            template = templates[file].get(test.split("[", 1)[0])
            if template is not None:
                found.append((nodeid, template_facts(template)))
        self._write_collected(found)

    def _write_collected(self, scenarios: Iterable[tuple[str, dict[str, Any]]]) -> None:
        self._collected = dict(scenarios)
        self._write(
            {
                "event": "collected",
                "scenarios": [
                    {"nodeid": nodeid, **facts} for nodeid, facts in self._collected.items()
                ],
            }
        )

    def close(self) -> None:
        self._write({"event": "end", "ended": time.time()})
        self._file.close()
