"""The results document built from a run's JSON lines: verdicts per clause, complete or not."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from reports.results import RESULTS_SCHEMA, build_results, clause_verdict, read_events
from reports.summary import summary_lines

SCHEMA = json.loads(RESULTS_SCHEMA.read_text(encoding="utf-8"))


def _result(nodeid: str, clause: str, verdict: str, **extra: Any) -> dict[str, Any]:
    return {
        "event": "result",
        "nodeid": nodeid,
        "feature": "19:47-2.7 Payment of blackjack",
        "rule": clause,
        "scenario": f"scenario {nodeid}",
        "clauses": [clause],
        "editions": ["nj-2024"],
        "kind": "example",
        "verdict": verdict,
        "message": extra.pop("message", ""),
        "duration": 0.01,
        **extra,
    }


def _collected(*pairs: tuple[str, str]) -> dict[str, Any]:
    return {
        "event": "collected",
        "scenarios": [{"nodeid": n, "scenario": f"scenario {n}", "clauses": [c]} for n, c in pairs],
    }


CERTIFY = {
    "event": "certify",
    "kit": {"version": "0.1.0", "fingerprint": "ab" * 32},
    "edition": "nj-2024",
    "house_options": {"surrender": True},
    "table": {"surrender": True, "dealer_second_card_when_no_effect": "deal"},
    "adapter": {
        "spec": "reference",
        "identity": {"name": "ref", "version": "1", "build_digest": "x"},
        "protocol": "1.0",
        "capabilities": ["forced-shoe"],
        "editions": ["nj-2024"],
        "handshake_error": None,
    },
    "profile": "ci",
    "seed": "derandomized",
    "certification_mode": True,
    "required_capabilities": ["forced-shoe"],
    "expectations": None,
    "started": "2026-11-20T10:00:00+00:00",
    "machine": {"hostname": "lab", "platform": "linux", "python": "3.11", "cpus": 2},
    "command": "bjkit certify",
}


def _complete_run() -> list[dict[str, Any]]:
    return [
        CERTIFY,
        {"event": "run", "adapter": "reference", "edition": "nj-2024", "house": {}},
        _collected(("a1", "19:47-2.7(a)"), ("a2", "19:47-2.7(a)"), ("b1", "19:47-2.7(b)")),
        _result("a1", "19:47-2.7(a)", "pass"),
        _result("a2", "19:47-2.7(a)", "manual", message="the dealer's hand movements"),
        _result("b1", "19:47-2.7(b)", "not applicable", message="the game does not declare x"),
        {"event": "end", "ended": 1.0},
        {"event": "finished", "ended": "2026-11-20T10:01:00+00:00", "status": 0},
    ]


def _clause(results: dict[str, Any], clause_id: str) -> dict[str, Any]:
    return next(c for c in results["clauses"] if c["id"] == clause_id)


def test_a_complete_run_passes_and_judges_every_clause_of_the_edition() -> None:
    results = build_results(_complete_run())
    jsonschema.Draft7Validator(SCHEMA).validate(results)
    assert results["complete"] is True and results["summary"]["outcome"] == "pass"
    # Scenarios tag the 19:47 id; nj-2024's clause is 13:69F-2.7(a) with that alias.
    assert _clause(results, "13:69F-2.7(a)")["verdict"] == "pass"
    assert _clause(results, "13:69F-2.7(a)")["counts"] == {"pass": 1, "manual": 1}
    assert _clause(results, "13:69F-2.7(b)")["verdict"] == "not applicable"
    assert _clause(results, "13:69F-2.5(a)")["verdict"] == "not covered"
    assert len(results["clauses"]) == 200  # every clause of nj-2024 in the corpus
    assert results["summary"]["scenarios"] == {"pass": 1, "manual": 1, "not applicable": 1}
    assert results["manual_checklist"] == [
        {
            "clauses": ["19:47-2.7(a)"],
            "scenario": "scenario a2",
            "reason": "the dealer's hand movements",
        }
    ]


def test_a_paragraph_without_scenarios_takes_its_subsection_verdict() -> None:
    events = [
        CERTIFY,
        _collected(("k1", "19:47-2.6(k)")),
        _result("k1", "19:47-2.6(k)", "fail", message="wrong"),
        {"event": "end", "ended": 1.0},
        {"event": "finished", "status": 1},
    ]
    results = build_results(events)
    children = [c for c in results["clauses"] if c["id"].startswith("13:69F-2.6(k)")]
    assert len(children) > 1
    paragraph = next(c for c in children if c["id"] != "13:69F-2.6(k)")
    assert paragraph["via"] == "13:69F-2.6(k)" and paragraph["verdict"] == "fail"
    assert results["summary"]["outcome"] == "fail"


@pytest.mark.parametrize(
    ("counts", "verdict"),
    [
        ({"pass": 3, "error": 1}, "error"),
        ({"pass": 3, "fail": 1, "error": 0}, "fail"),
        ({"pass": 3, "unexpected pass": 1}, "unexpected pass"),
        ({"pass": 3, "not run": 1}, "not run"),
        ({"pass": 3, "expected failure": 1}, "expected failure"),
        ({"pass": 1, "manual": 2, "not applicable": 4}, "pass"),
        ({"manual": 2, "not applicable": 4}, "manual"),
        ({"not applicable": 4}, "not applicable"),
        ({}, "not covered"),
    ],
)
def test_a_clause_takes_the_worst_verdict_of_its_scenarios(
    counts: dict[str, int], verdict: str
) -> None:
    assert clause_verdict(counts) == verdict


def test_a_killed_run_is_incomplete_and_lists_what_never_ran(tmp_path: Path) -> None:
    lines = [json.dumps(e) for e in _complete_run()[:4]]
    # The run was killed while writing its next line.
    (tmp_path / "results.jsonl").write_text("\n".join(lines) + '\n{"event": "res', "utf-8")
    events, problems = read_events(tmp_path / "results.jsonl")
    results = build_results(events, problems)
    jsonschema.Draft7Validator(SCHEMA).validate(results)
    assert results["complete"] is False
    assert "2 scenario(s) never ran" in results["incomplete_reason"]
    assert results["summary"]["outcome"] == "incomplete"
    assert [s["nodeid"] for s in results["not_run"]] == ["a2", "b1"]
    assert _clause(results, "13:69F-2.7(a)")["verdict"] == "not run"
    assert any("cut short" in n["message"] for n in results["notices"])


def test_a_failure_in_a_killed_run_still_fails_it() -> None:
    events = [*_complete_run()[:3], _result("a1", "19:47-2.7(a)", "fail", message="6 to 5")]
    results = build_results(events)
    assert results["complete"] is False
    assert results["summary"]["outcome"] == "fail"


def test_pytest_ending_abnormally_makes_the_run_incomplete() -> None:
    events = [*_complete_run()[:-1], {"event": "finished", "status": 3}]
    results = build_results(events)
    assert results["complete"] is False
    assert "exit status 3" in results["incomplete_reason"]


def test_an_interrupted_run_says_why() -> None:
    events = [*_complete_run()[:4], {"event": "finished", "status": None, "reason": "Ctrl-C"}]
    assert build_results(events)["incomplete_reason"] == "Ctrl-C"


def test_expected_failures_do_not_fail_the_run_and_unexpected_passes_do() -> None:
    expectation = {"index": 1, "reason": "VEND-1", "clause": "2.7(a)", "scenario": None}
    events = _complete_run()
    events[3] = _result("a1", "19:47-2.7(a)", "expected failure", expectation=expectation)
    results = build_results(events)
    jsonschema.Draft7Validator(SCHEMA).validate(results)
    assert results["summary"]["outcome"] == "pass"
    assert _clause(results, "13:69F-2.7(a)")["verdict"] == "expected failure"
    events[3] = _result("a1", "19:47-2.7(a)", "unexpected pass", expectation=expectation)
    results = build_results(events)
    assert results["summary"]["outcome"] == "fail"
    assert _clause(results, "13:69F-2.7(a)")["verdict"] == "unexpected pass"


def test_a_failure_keeps_its_round_and_replay_command() -> None:
    case = {
        "file": "out/cases/round-1.json",
        "edition": "nj-2024",
        "rules": {"decks": 6},
        "wagers": [{"box": 1, "player": "box1", "amount": "10.00"}],
        "shoe": ["AS", "9D", "KH", "7C"],
        "decisions": [],
        "game": {"ledger": [{"box": 1, "net": "12.00"}]},
        "reference": {"ledger": [{"box": 1, "net": "15.00"}]},
        "replay": "bjkit replay out/cases/round-1.json",
    }
    events = _complete_run()
    events[3] = _result(
        "a1", "19:47-2.7(a)", "fail", failure={"details": "E  assert 12 == 15", "case": case}
    )
    results = build_results(events)
    jsonschema.Draft7Validator(SCHEMA).validate(results)
    failure = results["scenarios"][0]["failure"]
    assert failure["case"]["shoe"] == ["AS", "9D", "KH", "7C"]
    assert failure["case"]["replay"] == "bjkit replay out/cases/round-1.json"


def test_interpretations_carry_the_value_of_their_option_at_the_run_tables() -> None:
    results = build_results(_complete_run())
    second_card = next(
        i for i in results["interpretations"] if i["id"] == "I-2.12c-dealer-second-card"
    )
    assert second_card["value"] == "deal"
    assert second_card["clauses"] == "2.6(h), 2.12(c)"


def test_the_printed_summary_carries_no_control_character_a_game_sent() -> None:
    events = _complete_run()
    events[3] = _result("a1", "19:47-2.7(a)", "fail", message="paid \x1b[2J\x1b[31m6 to 5\x07")
    lines = summary_lines(build_results(events))
    assert not any(ch in line for line in lines for ch in "\x1b\x07")
    assert any("paid \ufffd[2J\ufffd[31m6 to 5\ufffd" in line for line in lines)
    assert lines[0].startswith("verdict: FAIL")


def test_a_pass_says_which_clauses_no_scenario_checked() -> None:
    results = build_results(_complete_run())
    scope = [n for n in results["notices"] if n["kind"] == "scope"]
    uncovered = [c for c in results["clauses"] if c["verdict"] == "not covered"]
    assert len(scope) == 1 and uncovered
    assert scope[0]["message"].startswith(f"{len(uncovered)} of the edition's 200 clauses")
    assert "13:69F-2.5" in scope[0]["message"]
