"""The verdict summary a certification run prints at its end, from the results document.

Clauses are cited as the edition certified cites them (13:69F-2.7(a) in nj-2024, 19:47-2.7(a) in
nj-2004, whatever alias a feature's tag uses), in the clause lists and in the messages
(suite.run.citations), and a failure under the clauses it breaks, with the hosting clause named when
it differs (reports.results). A Scenario Outline is named by its title with its example filled in,
as results.jsonl records it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from reports.findings import SEARCH_LIMIT
from reports.results import CLAUSE_VERDICT_ORDER
from suite.run.citations import cite_clause, cite_text
from suite.run.verdicts import FAILING_VERDICTS, Verdict

__all__ = ["exit_status", "summary_lines"]

_SHOWN_FAILURES = 10
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def _counts(counts: Mapping[str, int]) -> str:
    order = [*CLAUSE_VERDICT_ORDER, "not covered"]
    ranked = sorted(
        counts.items(), key=lambda item: order.index(item[0]) if item[0] in order else 99
    )
    return ", ".join(f"{number} {verdict}" for verdict, number in ranked) or "none"


def _printable(text: object) -> str:
    """What a game sent, safe for a terminal: control characters (an escape sequence could
    rewrite the screen) become U+FFFD."""
    return _CONTROL.sub("\N{REPLACEMENT CHARACTER}", str(text))


def summary_lines(results: Mapping[str, Any]) -> list[str]:
    """The outcome, the counts by verdict, the first failures with their replay commands, and the
    notices, as plain text with every control character a game may have sent replaced."""
    return [_printable(line) for line in _lines(results)]


class _Citing:
    """How the run's edition cites a clause: by the id the edition's clause table gives its id
    or alias, else by the edition's chapter (suite.run.citations), for a clause the table lacks."""

    def __init__(self, results: Mapping[str, Any]) -> None:
        self.edition = str(results["run"]["edition"])
        self.ids = {
            str(name): str(clause["id"])
            for clause in results.get("clauses") or []
            for name in (clause["id"], *(clause.get("aliases") or []))
        }

    def clause(self, cited: object) -> str:
        return self.ids.get(str(cited)) or cite_clause(str(cited), self.edition)

    def text(self, text: str) -> str:
        return cite_text(text, self.edition)


def _cited(clauses: Iterable[object], citing: _Citing) -> list[str]:
    return list(dict.fromkeys(citing.clause(c) for c in clauses))


def _failing_lines(scenario: Mapping[str, Any], citing: _Citing) -> list[str]:
    """A failing scenario: the clauses it breaks (and where it is hosted, when elsewhere), its
    message's first line, and the replay command of each defect's minimal round."""
    host = _cited(scenario["clauses"], citing)
    failure = scenario.get("failure") or {}
    broken = _cited(failure.get("clauses") or [], citing)
    if broken and broken != host:
        where = f"{', '.join(broken)} (found under {', '.join(host)})"
    else:
        where = ", ".join(host)
    first = (citing.text(scenario["message"]).splitlines() or [""])[0]
    lines = [
        f"  {scenario['verdict'].upper()} {where}: {scenario['scenario']}",
        f"      {first[:200]}",
    ]
    defects = failure.get("defects") or []
    if len(defects) > 1:
        for defect in defects:
            replay = (defect.get("case") or {}).get("replay")
            clauses = ", ".join(_cited(defect.get("clauses") or [], citing)) or "no clause named"
            lines.append(f"      {clauses}: replay: {replay or 'no case kept'}")
        return lines
    case = failure.get("case")
    if case and case.get("replay"):
        lines.append(f"      replay: {case['replay']}")
    return lines


def _finding_lines(finding: Mapping[str, Any], citing: _Citing) -> list[str]:
    """A finding: the clauses it breaks, its difference, how many scenarios showed it and the
    first (with the Rule that hosts it, when elsewhere), and its smallest round's replay."""
    clauses = _cited(finding.get("clauses") or [], citing)
    scenarios = list(finding.get("scenarios") or [])
    lines = [
        f"  FAIL {', '.join(clauses)} [{finding.get('id')}]: "
        f"{citing.text(str(finding.get('difference') or ''))[:200]}"
    ]
    if scenarios:
        first = scenarios[0]
        host = _cited(first.get("host") or [], citing)
        elsewhere = f" (found under {', '.join(host)})" if host and host != clauses else ""
        more = f" and {len(scenarios) - 1} more" if len(scenarios) > 1 else ""
        lines.append(f"      found by {first.get('scenario')}{elsewhere}{more}")
    replay = (finding.get("round") or {}).get("replay")
    lines.append(f"      replay: {replay}" if replay else "      no round kept")
    return lines


def _lines(results: Mapping[str, Any]) -> list[str]:
    summary = results["summary"]
    run = results["run"]
    identity = run["adapter"]["identity"] or {}
    game = f"{identity.get('name', '?')} {identity.get('version', '')}".strip()
    outcome = str(summary["outcome"]).upper()
    lines = [
        f"verdict: {outcome} — {game} ({run['adapter']['spec']}) in {run['edition']}, "
        f"profile {run['profile']}",
        f"  scenarios: {_counts(summary['scenarios'])}",
        f"  clauses:   {_counts(summary['clauses'])}",
        f"  properties report {SEARCH_LIMIT}",
    ]
    lines.extend(_recertification_lines(results.get("recertification")))
    if not results["complete"]:
        lines.append(f"  INCOMPLETE: {results['incomplete_reason']}")
    citing = _Citing(results)
    failing = [s for s in results["scenarios"] if s["verdict"] in FAILING_VERDICTS]
    findings = [f for f in results.get("findings") or [] if f.get("verdict") == Verdict.FAIL]
    if "findings" in results:
        # Failures are told as findings (reports.findings); errors and unexpected passes,
        # which no finding holds, scenario by scenario.
        lines.append(f"  findings:  {len(findings)}")
        for finding in findings[:_SHOWN_FAILURES]:
            lines.extend(_finding_lines(finding, citing))
        if len(findings) > _SHOWN_FAILURES:
            lines.append(f"  ... and {len(findings) - _SHOWN_FAILURES} more findings in the report")
        failing = [s for s in failing if s["verdict"] != Verdict.FAIL]
    for scenario in failing[:_SHOWN_FAILURES]:
        lines.extend(_failing_lines(scenario, citing))
    excused = [s for s in results["scenarios"] if s["verdict"] == Verdict.EXPECTED_FAILURE]
    for scenario in excused[:_SHOWN_FAILURES]:
        reason = (scenario.get("expectation") or {}).get("reason", "")
        lines.append(
            f"  expected failure {', '.join(_cited(scenario['clauses'], citing))}: "
            f"{scenario['scenario']} (declared: {reason})"
        )
    if len(failing) > _SHOWN_FAILURES:
        lines.append(f"  ... and {len(failing) - _SHOWN_FAILURES} more in the report")
    disagreements = (results.get("exclusions") or {}).get("disagreements") or []
    if disagreements:
        lines.append(
            f"  exclusion clauses: {len(disagreements)} disagreements in {run['edition']}; a pair "
            "is forbidden if any clause forbids it (I-offerings-disagreement; see the report)"
        )
    lines.extend(f"  notice ({n['kind']}): {n['message']}" for n in results["notices"])
    return lines


def _recertification_lines(recertification: Mapping[str, Any] | None) -> list[str]:
    """A partial re-certification says of which clauses, against which earlier run, and which
    of that run's verdicts it replaces."""
    if not recertification:
        return []
    earlier = recertification["from"]
    replaced = ", ".join(f"{r['clause']} {r['verdict']}" for r in recertification["replaces"])
    lines = [
        f"  PARTIAL RE-CERTIFICATION of {', '.join(recertification['clauses'])} against the run "
        f"in {earlier['folder']} ({earlier['edition']}, started {earlier['started']}, run "
        f"{earlier['run_id']})",
        f"    replaces the earlier verdicts: {replaced or 'none'}",
    ]
    stale = recertification["still_invalid"]
    if stale:
        lines.append(
            "    still invalid, not run again: "
            + ", ".join(f"{r['clause']} {r['verdict']}" for r in stale)
        )
    return lines


def exit_status(results: Mapping[str, Any]) -> int:
    """0 passed (or every failure excused), 1 a failure, an error or an unexpected pass, 3 the
    run did not finish."""
    if results["summary"]["outcome"] == "fail":
        return 1
    return 0 if results["complete"] else 3
