"""Results written as they are produced: one JSON line per scenario, flushed at once.

A killed run still leaves every verdict reached so far. The first line says what the run is; then
one line lists every scenario collected; then one line per scenario names it, its clauses and
editions, its kind, the verdict (suite.run.verdicts), the message, the failure's details and
replayable round, and the expectation that excused it; the last line says the run ended. The
certification report (reports.results) reads these lines. Under pytest-xdist the workers attach the
facts and the verdict to each report's user properties, and only the controller writes: it collects
nothing itself, so it names the scenarios collected from the workers' node ids and the feature
files, and a scenario whose worker died under it is an error. Lines come in the order scenarios
finish.

Every clause id a line holds is cited as the certified edition cites it (suite.run.citations): the
scenario's clauses, Feature and Rule, the message, the clauses and messages of its failure and
defects, the expectation's clause. A feature tags its Rules with the id its section was first
written under (`@clause:19:47-2.7(a)`), and an nj-2024 report cites 13:69F throughout. A Scenario
Outline's test is named by its title with its example's values filled in
(suite.run.collection.scenario_title).
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

from suite.features import feature_folders
from suite.run.citations import cite_clause, cite_clauses, cite_text
from suite.run.collection import scenario_of, scenario_templates, scenario_title, template_title
from suite.run.verdicts import MANUAL_PREFIX, NOT_APPLICABLE_PREFIX, Verdict, verdict_of_skip

__all__ = [
    "ResultsLog",
    "cited_record",
    "scenario_facts",
    "template_facts",
    "verdict_of_report",
]


def scenario_facts(item: pytest.Item) -> dict[str, Any]:
    """What a result line says about the scenario itself, cited as the run's edition cites it."""
    template = scenario_of(item)
    if template is None:
        return {}
    edition = str(item.config.getoption("edition", None) or "")
    return template_facts(template, edition, scenario_title(item))


def template_facts(
    template: ScenarioTemplate, edition: str = "", title: str | None = None
) -> dict[str, Any]:
    """What a result line says about a scenario, from its template, so that the controller of a
    pytest-xdist run can name the workers' items too: its clauses, Feature and Rule cited as
    `edition` cites them (as tagged when no edition is given), and `title` (the outline's title
    with its example filled in, suite.run.collection) or else the template's."""
    tags = set(template.tags) | (set(template.rule.tags) if template.rule else set())
    kinds = sorted(tags & {"example", "property", "validation", "manual"})
    clauses = sorted(t.removeprefix("clause:") for t in tags if t.startswith("clause:"))
    rule = template.rule.name if template.rule else None
    return {
        "feature": cite_text(template.feature.name, edition),
        "rule": None if rule is None else cite_text(rule, edition),
        "scenario": template.name if title is None else title,
        "clauses": cite_clauses(clauses, edition) if edition else clauses,
        "editions": sorted(t.removeprefix("edition:") for t in tags if t.startswith("edition:")),
        "kind": kinds[0] if kinds else None,
    }


def cited_record(record: dict[str, Any], edition: str) -> dict[str, Any]:
    """A result line with every clause id in it cited as `edition` cites it: the scenario's
    clauses, Feature and Rule, the message, the failure's clauses, details and defects (their
    clauses and messages), the expectation's clause as the vendor wrote it. The facts of a
    worker's scenario are cited already; citing twice changes nothing."""
    cited = dict(record)
    for key in ("feature", "rule", "message"):
        if isinstance(cited.get(key), str):
            cited[key] = cite_text(cited[key], edition)
    if isinstance(cited.get("clauses"), list):
        cited["clauses"] = cite_clauses(cited["clauses"], edition)
    failure = cited.get("failure")
    if isinstance(failure, dict):
        failure = cited["failure"] = dict(failure)
        if isinstance(failure.get("details"), str):
            failure["details"] = cite_text(failure["details"], edition, paths=False)
        if isinstance(failure.get("clauses"), list):
            failure["clauses"] = cite_clauses(failure["clauses"], edition)
        if isinstance(failure.get("defects"), list):
            failure["defects"] = [_cited_defect(d, edition) for d in failure["defects"]]
    expectation = cited.get("expectation")
    if isinstance(expectation, dict) and isinstance(expectation.get("clause"), str):
        cited["expectation"] = {
            **expectation,
            "clause": cite_clause(expectation["clause"], edition),
        }
    return cited


def _cited_defect(defect: object, edition: str) -> object:
    if not isinstance(defect, dict):
        return defect
    cited = dict(defect)
    if isinstance(cited.get("clauses"), list):
        # A defect that names no clause keeps its empty name, which the report reads as such.
        cited["clauses"] = [cite_clause(str(c), edition) if c else c for c in cited["clauses"]]
    if isinstance(cited.get("message"), str):
        cited["message"] = cite_text(cited["message"], edition)
    return cited


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
        # "suite.harness.checks.PropertyViolation: settlement: ..." reads as "settlement: ...".
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
        # The edition certified: every clause id written is cited as it cites them.
        self._edition = str(run.get("edition") or "")
        # Facts of every scenario collected, by node id; None until the collection is known.
        self._collected: dict[str, dict[str, Any]] | None = None
        self._write({"event": "run", "started": time.time(), **run})

    def _write(self, record: dict[str, Any]) -> None:
        self._file.write(json.dumps(record, sort_keys=True) + "\n")
        self._file.flush()

    def _write_result(self, record: dict[str, Any]) -> None:
        self._write(cited_record(record, self._edition) if self._edition else record)

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        """Registered as a plugin on the controller: every scenario's report passes here."""
        properties = dict(report.user_properties)
        if "verdict" not in properties:
            self._crashed(report)
            return
        facts = properties.get("scenario")
        failure = properties.get("failure")
        expectation = properties.get("expectation")
        self._write_result(
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
        self._write_result(
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
                templates[file] = scenario_templates(self._feature_path(file))
            template = templates[file].get(test.split("[", 1)[0])
            if template is not None:
                title = template_title(template, nodeid)
                found.append((nodeid, template_facts(template, self._edition, title)))
        self._write_collected(found)

    def _feature_path(self, file: str) -> Path:
        """The feature file a node id names: under the run's root, or, for an installed wager's
        features outside it (whose node ids pytest makes relative to their own folder), in that
        folder (`feature_folders`)."""
        for folder in (self._root, *feature_folders()[1:]):
            if (folder / file).is_file():
                return folder / file
        return self._root / file

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
