"""JUnit XML of a certification run, for the test reports of CI systems (Jenkins, GitLab, GitHub).

    write_junit(results, Path("out/certify/junit.xml"))

`results` is one results document (`reports/schemas/results.schema.json`). The file has one
`<testsuites name="bjkit certification">`, one `<testsuite>` per Feature (the section and its
heading, "19:47-2.7 Payment of blackjack") in the order its first scenario finished, and one
`<testcase>` per scenario, named "<scenario> [<clause>, ...]", with the classname
"<edition>.<feature>". CI tools split a classname at its last dot into package and class, so
the dots of a section number are written there as U+2024 ONE DOT LEADER ("19:47-2․7"): Jenkins
then shows the edition as the package and the Feature as the class; names keep their dots.

How each verdict reads in CI:

| verdict | element |
|---|---|
| pass | none |
| fail | `<failure type="fail">` the failure's details and the `bjkit replay` command |
| error | `<error type="adapter error">` |
| unexpected pass | `<failure type="unexpected pass">`: "expected to fail (reason) but passed" |
| not applicable | `<skipped message="not applicable: ...">` |
| manual | `<skipped message="manual: ...">` |
| expected failure | `<skipped message="expected failure: reason">`: a declared, reasoned failure |
| not run | `<error type="not run" message="the run ended before this scenario">` |

Clauses are cited as the edition certified cites them, in the names of suites and cases, in
messages and in details (13:69F-2.7(a) in nj-2024, 19:47-2.7(a) in nj-2004; suite.run.citations):
results.jsonl is written so (suite.run.results_log), and a run recorded before it was is cited so
here. A Scenario Outline's case is named by its title with its example filled in.

The run (edition, adapter, kit, profile, completeness, notices) is written as `<properties>` of
the `<testsuites>` and of each `<testsuite>`, where the JUnit schema has them. Strings from the
game under test are text, escaped by ElementTree; characters XML 1.0 forbids become U+FFFD.
"""

from __future__ import annotations

import json
import os
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from suite.run.citations import cite_clause, cite_clauses, cite_text
from suite.run.verdicts import Verdict

__all__ = ["write_junit"]

SUITES_NAME = "bjkit certification"
NOT_RUN_MESSAGE = "the run ended before this scenario"
# Characters XML 1.0 does not allow in a document, and lone surrogates, which no encoder writes.
_FORBIDDEN = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
_ONE_DOT_LEADER = "\u2024"
# Verdict -> the counter of <testsuite> it adds to; pass adds to none, anything else to errors.
_COUNTER = {
    Verdict.PASS: None,
    Verdict.FAIL: "failures",
    Verdict.UNEXPECTED_PASS: "failures",
    Verdict.ERROR: "errors",
    "not run": "errors",
    Verdict.NOT_APPLICABLE: "skipped",
    Verdict.MANUAL: "skipped",
    Verdict.EXPECTED_FAILURE: "skipped",
}


def write_junit(results: Mapping[str, Any], path: Path) -> Path:
    """Write the JUnit XML of one results document to `path` (replaced whole) and return it."""
    run: Mapping[str, Any] = results["run"]
    edition = str(run["edition"])
    suites: dict[str, list[tuple[Mapping[str, Any], str]]] = {}
    for scenario in results["scenarios"]:
        suites.setdefault(_feature(scenario, edition), []).append(
            (scenario, str(scenario["verdict"]))
        )
    for reference in results["not_run"]:
        suites.setdefault(_feature(reference, edition), []).append((reference, "not run"))

    properties = _run_properties(results)
    root = _element("testsuites", name=SUITES_NAME)
    root.append(_properties(properties))
    for feature, cases in suites.items():
        suite = _element("testsuite", name=feature, timestamp=run.get("started"))
        hostname = (run.get("machine") or {}).get("hostname")
        if hostname:
            suite.set("hostname", _clean(hostname))
        suite.append(_properties(properties))
        for scenario, verdict in cases:
            suite.append(_testcase(scenario, verdict, edition, feature, results))
        _count(suite, [verdict for _, verdict in cases], _seconds(s for s, _ in cases))
        root.append(suite)
    verdicts = [verdict for cases in suites.values() for _, verdict in cases]
    _count(root, verdicts, _seconds(s for cases in suites.values() for s, _ in cases))

    ET.indent(root)
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(path.name + ".partial")
    ET.ElementTree(root).write(partial, encoding="utf-8", xml_declaration=True)
    os.replace(partial, path)
    return path


def _clean(text: object) -> str:
    return _FORBIDDEN.sub("\ufffd", str(text))


def _element(tag: str, text: str | None = None, **attributes: object) -> ET.Element:
    element = ET.Element(tag, {k: _clean(v) for k, v in attributes.items() if v is not None})
    if text:
        element.text = _clean(text)
    return element


def _feature(scenario: Mapping[str, Any], edition: str) -> str:
    """The Feature's name (its section cited as `edition` cites it), or the feature file of a
    scenario whose facts were never known."""
    feature = scenario.get("feature")
    if not feature:
        return str(scenario["nodeid"]).split("::", 1)[0]
    return cite_text(str(feature), edition)


def _seconds(scenarios: Iterable[Mapping[str, Any]]) -> float:
    return sum(float(s.get("duration") or 0) for s in scenarios)


def _count(element: ET.Element, verdicts: list[str], seconds: float) -> None:
    element.set("tests", str(len(verdicts)))
    for counter in ("failures", "errors", "skipped"):
        element.set(counter, str(sum(_COUNTER.get(v, "errors") == counter for v in verdicts)))
    element.set("time", f"{seconds:.3f}")


def _run_properties(results: Mapping[str, Any]) -> list[tuple[str, object]]:
    run: Mapping[str, Any] = results["run"]
    adapter: Mapping[str, Any] = run["adapter"]
    identity: Mapping[str, Any] = adapter.get("identity") or {}
    expectations: Mapping[str, Any] = run.get("expectations") or {}
    found: list[tuple[str, object]] = [
        ("edition", run["edition"]),
        ("edition title", run.get("edition_title")),
        ("adapter", adapter["spec"]),
        ("adapter name", identity.get("name")),
        ("adapter version", identity.get("version")),
        ("adapter build digest", identity.get("build_digest")),
        ("adapter protocol", adapter.get("protocol")),
        ("adapter handshake error", adapter.get("handshake_error")),
        ("kit version", run["kit"]["version"]),
        ("kit fingerprint", run["kit"]["fingerprint"]),
        ("profile", run["profile"]),
        ("seed", run.get("seed")),
        ("certification mode", _json(run["certification_mode"])),
        ("house options", _json(run["house_options"])),
        ("rules file", (run.get("rules_file") or {}).get("file")),
        ("rules file sha256", (run.get("rules_file") or {}).get("sha256")),
        ("expectations", expectations.get("file")),
        ("expectations sha256", expectations.get("sha256")),
        ("started", run.get("started")),
        ("ended", run.get("ended")),
        ("command", run.get("command")),
        ("outcome", results["summary"]["outcome"]),
        ("complete", _json(results["complete"])),
        ("incomplete reason", results.get("incomplete_reason")),
    ]
    found += [(f"notice: {n['kind']}", n["message"]) for n in results["notices"]]
    return found


def _json(value: object) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def _properties(pairs: list[tuple[str, object]]) -> ET.Element:
    """Only the properties the run has: a null value is left out."""
    element = ET.Element("properties")
    for name, value in pairs:
        if value is not None:
            element.append(_element("property", name=name, value=value))
    return element


def _testcase(
    scenario: Mapping[str, Any],
    verdict: str,
    edition: str,
    feature: str,
    results: Mapping[str, Any],
) -> ET.Element:
    clauses = ", ".join(cite_clauses(scenario.get("clauses") or [], edition))
    name = str(scenario.get("scenario") or scenario["nodeid"])
    case = _element(
        "testcase",
        classname=f"{_undotted(edition)}.{_undotted(feature)}",
        name=f"{name} [{clauses}]" if clauses else name,
        file=str(scenario["nodeid"]).split("::", 1)[0],
        time=f"{float(scenario.get('duration') or 0):.3f}",
    )
    message = cite_text(str(scenario.get("message") or ""), edition)
    expectation: Mapping[str, Any] = scenario.get("expectation") or {}
    reason = str(expectation.get("reason") or "no reason given")
    details = cite_text(_details(scenario), edition, paths=False)
    if verdict == Verdict.FAIL:
        case.append(_element("failure", details, message=message, type="fail"))
    elif verdict == Verdict.ERROR:
        case.append(_element("error", details, message=message, type="adapter error"))
    elif verdict == Verdict.UNEXPECTED_PASS:
        text = f"expected to fail ({reason}) but passed"
        declared = _expected(expectation, edition)
        case.append(_element("failure", declared, message=text, type=verdict))
    elif verdict == Verdict.NOT_APPLICABLE:
        case.append(_element("skipped", message=f"{Verdict.NOT_APPLICABLE}: {message}"))
    elif verdict == Verdict.MANUAL:
        case.append(_element("skipped", message=f"{Verdict.MANUAL}: {message}"))
    elif verdict == Verdict.EXPECTED_FAILURE:
        text = f"{Verdict.EXPECTED_FAILURE}: {reason}"
        case.append(_element("skipped", details, message=text))
    elif verdict == "not run":
        why = results.get("incomplete_reason")
        case.append(_element("error", why, message=NOT_RUN_MESSAGE, type="not run"))
    elif verdict != Verdict.PASS:
        case.append(_element("error", message=f"unknown verdict {verdict!r}", type="bjkit"))
    return case


def _undotted(text: str) -> str:
    return text.replace(".", _ONE_DOT_LEADER)


def _details(scenario: Mapping[str, Any]) -> str:
    """The failure as pytest reported it, then the command that replays its round."""
    failure: Mapping[str, Any] = scenario.get("failure") or {}
    parts = [str(failure.get("details") or scenario.get("message") or "")]
    case: Mapping[str, Any] = failure.get("case") or {}
    if case.get("replay"):
        parts.append(f"replay: {case['replay']}")
    return "\n\n".join(p for p in parts if p)


def _expected(expectation: Mapping[str, Any], edition: str) -> str:
    """The entry that declared the failure: its clause as the edition cites it, its scenario."""
    declared = []
    if expectation.get("clause"):
        declared.append(f"clause: {cite_clause(str(expectation['clause']), edition)}")
    if expectation.get("scenario"):
        declared.append(f"scenario: {expectation['scenario']}")
    return "declared in the expectations file" + (f" ({'; '.join(declared)})" if declared else "")
