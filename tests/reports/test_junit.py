"""`write_junit`: a results document as JUnit XML, parsed back and read element by element.

Every document here is first validated against `reports/schemas/results.schema.json`, the contract
between a run and its reports."""

from __future__ import annotations

import copy
import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft7Validator

from reports.junit import write_junit

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "reports" / "schemas" / "results.schema.json").read_text("utf-8"))
PAYMENT = "13:69F-2.7 Payment of blackjack"
SURRENDER = "13:69F-2.8 Surrender"
PAYMENT_FILE = "features/2.07-payment-of-blackjack.feature"
SURRENDER_FILE = "features/2.08-surrender.feature"
REPLAY = "bjkit replay out/failures/case-1.json --adapter reference"
# Characters XML 1.0 forbids; a game's messages may carry them.
CONTROLS = "\x00\x01\x07\x08\x0b\x0c\x0e\x1b\x1f"


def scenario(
    name: str,
    verdict: str,
    *,
    feature: str = PAYMENT,
    clauses: tuple[str, ...] = ("13:69F-2.7(a)",),
    message: str = "",
    duration: float = 0.25,
    expectation: dict[str, Any] | None = None,
    failure: dict[str, Any] | None = None,
) -> dict[str, Any]:
    path = PAYMENT_FILE if feature == PAYMENT else SURRENDER_FILE
    return {
        "nodeid": f"{path}::test_{len(name)}",
        "feature": feature,
        "rule": f"{clauses[0]} in nj-2004, nj-2024" if clauses else None,
        "scenario": name,
        "clauses": list(clauses),
        "editions": ["nj-2004", "nj-2024"],
        "kind": "example",
        "verdict": verdict,
        "message": message,
        "duration": duration,
        "expectation": expectation,
        "failure": failure,
    }


def failure(details: str) -> dict[str, Any]:
    case = {
        "file": "failures/case-1.json",
        "edition": "nj-2024",
        "rules": {"decks": 6},
        "wagers": [{"box": 1, "amount": "10"}],
        "shoe": ["AS", "KH", "9D", "7C"],
        "decisions": [],
        "game": {"ledger": [], "error": None},
        "reference": {"ledger": [], "error": None},
        "replay": REPLAY,
    }
    return {"details": details, "case": case}


def document(
    scenarios: list[dict[str, Any]], not_run: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    not_run = not_run or []
    counts: dict[str, int] = {}
    for s in scenarios:
        counts[s["verdict"]] = counts.get(s["verdict"], 0) + 1
    results = {
        "format": 1,
        "complete": not not_run,
        "incomplete_reason": "the adapter process died (signal 9)" if not_run else None,
        "run": {
            "kit": {"version": "0.1.0", "fingerprint": "sha256:abc123"},
            "edition": "nj-2024",
            "edition_title": "N.J.A.C. 13:69F, 2024",
            "house_options": {"surrender": True},
            "rules_file": None,
            "table": {"decks": 6, "surrender": True},
            "adapter": {
                "spec": "stdio:./my-game --rpc",
                "identity": {"name": "Acme 21", "version": "4.2", "build_digest": "deadbeef"},
                "protocol": "1.0",
                "capabilities": ["forced-shoe"],
                "forced_shoe": True,
            },
            "profile": "ci",
            "seed": None,
            "certification_mode": True,
            "required_capabilities": ["forced-shoe"],
            "expectations": None,
            "started": "2025-03-01T10:00:00+00:00",
            "ended": None if not_run else "2025-03-01T10:05:00+00:00",
            "machine": {"hostname": "lab-7", "platform": "Linux", "python": "3.11", "cpus": 8},
            "command": "bjkit certify --adapter 'stdio:./my-game --rpc'",
        },
        "summary": {
            "outcome": "fail",
            "scenarios": counts,
            "clauses": {},
            "collected": len(scenarios) + len(not_run),
            "finished": len(scenarios),
        },
        "clauses": [],
        "scenarios": scenarios,
        "not_run": not_run,
        "manual_checklist": [],
        "interpretations": [],
        "notices": [{"kind": "handshake", "message": "the game named no build digest"}],
    }
    errors = sorted(Draft7Validator(SCHEMA).iter_errors(results), key=str)
    assert not errors, [e.message for e in errors]
    return results


EVERY_VERDICT = [
    scenario("A blackjack is paid 3 to 2", "pass", duration=0.5),
    scenario(
        "A blackjack against a 9 is paid $15",
        "fail",
        message="box 1's main wager won $10, expected $15",
        failure=failure("AssertionError: box 1's main wager won $10, expected $15\n  at step 4"),
    ),
    scenario(
        "The game answers a deal",
        "error",
        message="the adapter did not answer within 5 seconds",
        failure={"details": "AdapterTimeout: no answer within 5 seconds", "case": None},
    ),
    scenario(
        "Even money is offered",
        "unexpected pass",
        expectation={"reason": "ticket ACME-12", "clause": "13:69F-2.7(a)", "scenario": None},
    ),
    scenario(
        "Surrender against a 9 collects half",
        "not applicable",
        feature=SURRENDER,
        clauses=("13:69F-2.8(a)",),
        message="the game does not offer surrender",
    ),
    scenario(
        "The dealer announces the blackjack",
        "manual",
        message="a person hears the announcement",
        duration=0,
    ),
    scenario(
        "A late surrender returns half",
        "expected failure",
        feature=SURRENDER,
        clauses=("13:69F-2.8(a)", "13:69F-2.8(b)"),
        message="box 1's wager was collected whole",
        expectation={"reason": "fixed in 4.3", "clause": None, "scenario": "A late surrender"},
        failure=failure("AssertionError: box 1's wager was collected whole"),
    ),
]
NOT_RUN: list[dict[str, Any]] = [
    {
        "nodeid": f"{SURRENDER_FILE}::test_surrender_after_a_split",
        "feature": SURRENDER,
        "scenario": "Surrender after a split is refused",
        "clauses": ["13:69F-2.8(c)"],
        "kind": "validation",
    },
    {"nodeid": "features/2.99-unheard-of.feature::test_x", "scenario": None, "clauses": []},
]


def parse(path: Path) -> ET.Element:
    return ET.parse(path).getroot()


def cases(root: ET.Element) -> dict[str, ET.Element]:
    return {str(case.get("name")): case for case in root.iter("testcase")}


def counts(element: ET.Element) -> dict[str, str | None]:
    return {k: element.get(k) for k in ("tests", "failures", "errors", "skipped", "time")}


def properties(element: ET.Element) -> dict[str, str | None]:
    found = element.find("properties")
    assert found is not None
    return {str(p.get("name")): p.get("value") for p in found.iter("property")}


def only_child(case: ET.Element) -> ET.Element:
    children = list(case)
    assert len(children) == 1, [c.tag for c in children]
    return children[0]


def test_counts_suites_and_test_cases(tmp_path: Path) -> None:
    path = write_junit(document(EVERY_VERDICT), tmp_path / "out" / "junit.xml")
    assert path == tmp_path / "out" / "junit.xml"
    root = parse(path)
    assert root.tag == "testsuites" and root.get("name") == "bjkit certification"
    assert counts(root) == {
        "tests": "7",
        "failures": "2",
        "errors": "1",
        "skipped": "3",
        "time": "1.750",
    }
    suites = root.findall("testsuite")
    assert [s.get("name") for s in suites] == [PAYMENT, SURRENDER]
    assert counts(suites[0]) == {
        "tests": "5",
        "failures": "2",
        "errors": "1",
        "skipped": "1",
        "time": "1.250",
    }
    assert counts(suites[1]) == {
        "tests": "2",
        "failures": "0",
        "errors": "0",
        "skipped": "2",
        "time": "0.500",
    }
    assert suites[0].get("timestamp") == "2025-03-01T10:00:00+00:00"
    assert suites[0].get("hostname") == "lab-7"
    found = cases(root)
    assert list(found) == [
        "A blackjack is paid 3 to 2 [13:69F-2.7(a)]",
        "A blackjack against a 9 is paid $15 [13:69F-2.7(a)]",
        "The game answers a deal [13:69F-2.7(a)]",
        "Even money is offered [13:69F-2.7(a)]",
        "The dealer announces the blackjack [13:69F-2.7(a)]",
        "Surrender against a 9 collects half [13:69F-2.8(a)]",
        "A late surrender returns half [13:69F-2.8(a), 13:69F-2.8(b)]",
    ]
    passed = found["A blackjack is paid 3 to 2 [13:69F-2.7(a)]"]
    assert list(passed) == []
    # CI tools split a classname at its last dot: the section's dot is a one dot leader there
    assert passed.get("classname") == "nj-2024.13:69F-2\u20247 Payment of blackjack"
    assert passed.get("file") == PAYMENT_FILE and passed.get("time") == "0.500"


def test_each_verdict_reads_as_ci_expects(tmp_path: Path) -> None:
    found = cases(parse(write_junit(document(EVERY_VERDICT), tmp_path / "junit.xml")))

    fail = only_child(found["A blackjack against a 9 is paid $15 [13:69F-2.7(a)]"])
    assert (fail.tag, fail.get("type")) == ("failure", "fail")
    assert fail.get("message") == "box 1's main wager won $10, expected $15"
    assert fail.text == (
        f"AssertionError: box 1's main wager won $10, expected $15\n  at step 4\n\nreplay: {REPLAY}"
    )

    error = only_child(found["The game answers a deal [13:69F-2.7(a)]"])
    assert (error.tag, error.get("type")) == ("error", "adapter error")
    assert error.get("message") == "the adapter did not answer within 5 seconds"
    assert error.text == "AdapterTimeout: no answer within 5 seconds"

    unexpected = only_child(found["Even money is offered [13:69F-2.7(a)]"])
    assert (unexpected.tag, unexpected.get("type")) == ("failure", "unexpected pass")
    assert unexpected.get("message") == "expected to fail (ticket ACME-12) but passed"
    assert unexpected.text == "declared in the expectations file (clause: 13:69F-2.7(a))"

    not_applicable = only_child(found["Surrender against a 9 collects half [13:69F-2.8(a)]"])
    assert not_applicable.tag == "skipped"
    assert not_applicable.get("message") == "not applicable: the game does not offer surrender"

    manual = only_child(found["The dealer announces the blackjack [13:69F-2.7(a)]"])
    assert manual.tag == "skipped"
    assert manual.get("message") == "manual: a person hears the announcement"

    expected = only_child(found["A late surrender returns half [13:69F-2.8(a), 13:69F-2.8(b)]"])
    assert expected.tag == "skipped"
    assert expected.get("message") == "expected failure: fixed in 4.3"
    assert expected.text == f"AssertionError: box 1's wager was collected whole\n\nreplay: {REPLAY}"


def test_the_run_is_in_the_properties(tmp_path: Path) -> None:
    root = parse(write_junit(document(EVERY_VERDICT), tmp_path / "junit.xml"))
    expected = {
        "edition": "nj-2024",
        "edition title": "N.J.A.C. 13:69F, 2024",
        "adapter": "stdio:./my-game --rpc",
        "adapter name": "Acme 21",
        "adapter version": "4.2",
        "adapter build digest": "deadbeef",
        "adapter protocol": "1.0",
        "kit version": "0.1.0",
        "kit fingerprint": "sha256:abc123",
        "profile": "ci",
        "certification mode": "true",
        "house options": '{"surrender": true}',
        "started": "2025-03-01T10:00:00+00:00",
        "ended": "2025-03-01T10:05:00+00:00",
        "command": "bjkit certify --adapter 'stdio:./my-game --rpc'",
        "outcome": "fail",
        "complete": "true",
        "notice: handshake": "the game named no build digest",
    }
    assert properties(root) == expected
    for suite in root.findall("testsuite"):
        assert properties(suite) == expected


def test_an_incomplete_run_shows_its_scenarios_not_run_as_errors(tmp_path: Path) -> None:
    results = document(EVERY_VERDICT[:2], not_run=NOT_RUN)
    root = parse(write_junit(results, tmp_path / "junit.xml"))
    assert counts(root) == {
        "tests": "4",
        "failures": "1",
        "errors": "2",
        "skipped": "0",
        "time": "0.750",
    }
    names = [s.get("name") for s in root.findall("testsuite")]
    # a scenario whose facts were never known is filed under its feature file
    assert names == [PAYMENT, SURRENDER, "features/2.99-unheard-of.feature"]
    found = cases(root)
    for name in ("Surrender after a split is refused [13:69F-2.8(c)]", NOT_RUN[1]["nodeid"]):
        error = only_child(found[name])
        assert (error.tag, error.get("type")) == ("error", "not run")
        assert error.get("message") == "the run ended before this scenario"
        assert error.text == "the adapter process died (signal 9)"
        assert found[name].get("time") == "0.000"
    assert found[NOT_RUN[1]["nodeid"]].get("classname") == (
        "nj-2024.features/2\u202499-unheard-of\u2024feature"
    )
    run = properties(root)
    assert run["complete"] == "false"
    assert run["incomplete reason"] == "the adapter process died (signal 9)"
    assert "ended" not in run


HOSTILE = [
    "<script>alert('x')</script>",
    "]]><!-- <![CDATA[ x ]]>",
    "R&D &amp; &#0; &lt;",
    "\"double\" and 'single' quotes",
    f"control {CONTROLS} characters",
    "lines\nand\ttabs\r\nend",
    "\ud800 a lone surrogate, \ufffe and \uffff",
]


def clean(text: str) -> str:
    """What XML 1.0 can carry of `text`: its forbidden characters become U+FFFD."""
    forbidden = set(CONTROLS) | {"\ud800", "\ufffe", "\uffff"}
    return "".join("\ufffd" if c in forbidden else c for c in text)


@pytest.mark.parametrize("hostile", HOSTILE)
def test_hostile_strings_survive_as_text(tmp_path: Path, hostile: str) -> None:
    bad = scenario(
        f"Name {hostile}",
        "fail",
        feature=f"Feature {hostile}",
        clauses=(f"clause {hostile}",),
        message=f"message {hostile}",
        failure={"details": f"details {hostile}", "case": None},
    )
    results = document([bad])
    results["run"]["adapter"]["spec"] = f"stdio:{hostile}"
    results["notices"].append({"kind": "adapter", "message": hostile})
    before = copy.deepcopy(results)
    path = write_junit(results, tmp_path / "junit.xml")
    assert results == before
    raw = path.read_bytes()
    assert b"<script>" not in raw and b"]]><!--" not in raw
    root = parse(path)
    suite = root.find("testsuite")
    assert suite is not None and suite.get("name") == clean(f"Feature {hostile}")
    case = suite.find("testcase")
    assert case is not None
    assert case.get("name") == clean(f"Name {hostile} [clause {hostile}]")
    failure_element = only_child(case)
    assert failure_element.get("message") == clean(f"message {hostile}")
    # ElementTree's parser turns a \r\n in text into \n, as every XML parser must
    assert failure_element.text == clean(f"details {hostile}").replace("\r\n", "\n")
    run = properties(root)
    assert run["adapter"] == clean(f"stdio:{hostile}")
    assert run["notice: adapter"] == clean(hostile)


def test_an_empty_run_and_an_existing_file(tmp_path: Path) -> None:
    path = tmp_path / "junit.xml"
    path.write_text("old", encoding="utf-8")
    root = parse(write_junit(document([]), path))
    assert counts(root) == {
        "tests": "0",
        "failures": "0",
        "errors": "0",
        "skipped": "0",
        "time": "0.000",
    }
    assert root.findall("testsuite") == [] and properties(root)["edition"] == "nj-2024"
    assert [p.name for p in tmp_path.iterdir()] == ["junit.xml"]
