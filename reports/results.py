# Over 500 lines: the results document is built in one pass over the run's log.
"""The certification results: read the run's JSON lines, judge every clause, shape results.json.

A run appends to `results.jsonl` as it goes (suite.run.results_log, and `bjkit certify` around it):

- `certify`: the run's information (kit, edition, house options, adapter, profile, seed, start);
- `run`: pytest started the features;
- `collected`: every scenario the run will play;
- `result`: one per scenario, with its verdict;
- `notice`: something a reader must know that is not a scenario's verdict;
- `end`: pytest finished; `finished`: `bjkit certify` saw pytest exit, with its status.

`build_results` turns whatever was written into the document `reports/schemas/results.schema.json`
describes; a file that stops early (a killed run, a dead adapter) gives a document marked
incomplete, with the scenarios that never ran.

A failure is filed under the clauses it breaks: a property's failure names them (the clause the
wrong ledger entry or event cites, suite.harness.checks) with each distinct defect and its own
minimal round. The clause matrix counts the failure under each clause broken, which names the
scenario that found it (`found_by`); a hosting clause the failure does not break counts the scenario
as passed and names where its failure is filed (`filed_under`).
"""

from __future__ import annotations

import json
import platform
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from reference_impl.game_model import declared_games
from reference_impl.par import ParSheet
from regulations import DEFAULT_EDITION, load_corpus
from regulations.exclusions import cut_off_clauses, disagreements
from regulations.model import Clause, Edition
from reports.findings import Defect as FindingDefect
from reports.findings import Finding, form_findings
from reports.interpretations import read_interpretations
from reports.par_sheets import par_sheets_of
from suite.run.options import DEFAULT_PROFILE
from suite.run.verdicts import FAILING_VERDICTS, VERDICTS, Verdict
from vendor_adapters.protocol import DEFAULT_GAME

__all__ = [
    "CLAUSE_VERDICT_ORDER",
    "FAILING_VERDICTS",
    "RESULTS_SCHEMA",
    "VERDICTS",
    "build_results",
    "clause_verdict",
    "read_events",
]

RESULTS_SCHEMA = Path(__file__).resolve().parent / "schemas" / "results.schema.json"
# A clause takes the worst of its scenarios' verdicts, in this order. "not run" ranks above a pass:
# a clause some of whose scenarios never ran has not passed.
CLAUSE_VERDICT_ORDER = (
    Verdict.ERROR,
    Verdict.FAIL,
    Verdict.UNEXPECTED_PASS,
    "not run",
    "affected",
    Verdict.EXPECTED_FAILURE,
    Verdict.PASS,
    Verdict.MANUAL,
    Verdict.NOT_APPLICABLE,
)
# pytest's exit statuses that mean it ran every collected test (0: all passed, 1: some failed).
_FINISHED_NORMALLY = (0, 1)


def read_events(path: Path) -> tuple[list[dict[str, Any]], list[str]]:
    """The JSON lines of a run, and a note for each line that cannot be read (a run killed while
    writing leaves its last line cut)."""
    events: list[dict[str, Any]] = []
    problems: list[str] = []
    if not path.is_file():
        return events, [f"{path} does not exist"]
    with path.open(encoding="utf-8", errors="replace") as lines:
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                event = json.loads(line)
            except ValueError:
                problems.append(f"line {number} of {path.name} is cut short or not JSON; ignored")
                continue
            if isinstance(event, dict):
                events.append(event)
            else:
                problems.append(f"line {number} of {path.name} is not a JSON object; ignored")
    return events, problems


def clause_verdict(counts: Mapping[str, int]) -> str:
    """The worst verdict present, by CLAUSE_VERDICT_ORDER; "not covered" with no scenario."""
    for verdict in CLAUSE_VERDICT_ORDER:
        if counts.get(verdict):
            return verdict
    return "not covered"


def build_results(
    events: Sequence[Mapping[str, Any]], problems: Iterable[str] = ()
) -> dict[str, Any]:
    """The results document of a run from its events (see the module docstring)."""
    first = {str(e.get("event")): e for e in reversed(events)}
    certify = dict(first.get("certify") or {})
    started = first.get("run") or {}
    edition_name = str(certify.get("edition") or started.get("edition") or DEFAULT_EDITION)
    game = str(certify.get("game") or started.get("game") or DEFAULT_GAME)
    corpus = load_corpus()
    edition = corpus.editions.get(edition_name)
    collected = first.get("collected")
    expected_ids = [s["nodeid"] for s in collected["scenarios"]] if collected else []
    scenarios = _scenarios(events, expected_ids)
    done = {s["nodeid"] for s in scenarios}
    not_run = [
        _scenario_ref(s) for s in (collected or {}).get("scenarios", []) if s["nodeid"] not in done
    ]
    notices = [
        {"kind": str(e.get("kind", "notice")), "message": str(e.get("message", ""))}
        for e in events
        if e.get("event") == "notice"
    ] + [{"kind": "results file", "message": p} for p in problems]
    complete, why = _completeness(first, certify, not_run, collected is not None)
    findings, of_scenario = form_findings(scenarios, _named_ids(edition) if edition else {})
    clauses = _clauses(edition, scenarios, not_run, of_scenario, game) if edition else []
    if edition is None:
        notices.append(
            {"kind": "edition", "message": f"the corpus has no edition {edition_name!r}"}
        )
    notices.extend(_scope(clauses))
    scenario_counts = Counter(s["verdict"] for s in scenarios)
    if not_run:
        scenario_counts["not run"] = len(not_run)
    failing = any(s["verdict"] in FAILING_VERDICTS for s in scenarios)
    run = _run_info(certify, started, first, edition, edition_name)
    sheets, sheet_notes = _par_sheets(edition_name, run["table"])
    document: dict[str, Any] = {
        "format": 1,
        "complete": complete,
        "incomplete_reason": None if complete else why,
        "run": run,
        "summary": {
            "outcome": "fail" if failing else "pass" if complete else "incomplete",
            "scenarios": dict(scenario_counts),
            "clauses": dict(Counter(c["verdict"] for c in clauses)),
            "findings": sum(1 for f in findings if not f.expected),
            "expected_findings": sum(1 for f in findings if f.expected),
            "collected": len(expected_ids) if collected else None,
            "finished": len(scenarios),
        },
        "findings": [finding.to_json() for finding in findings],
        "clauses": clauses,
        "scenarios": scenarios,
        "not_run": not_run,
        "manual_checklist": [
            {"clauses": s["clauses"], "scenario": s["scenario"], "reason": s["message"]}
            for s in scenarios
            if s["verdict"] == Verdict.MANUAL
        ],
        "interpretations": read_interpretations(run["table"]),
        "exclusions": _exclusions(edition),
        "par_sheets": [sheet.to_json() for sheet in sheets],
        "notices": notices,
    }
    if sheet_notes:
        document["par_sheet_notes"] = sheet_notes
    recertify = first.get("recertify")
    if recertify is not None:
        document["recertification"] = _recertification(recertify)
    return document


def _recertification(event: Mapping[str, Any]) -> dict[str, Any]:
    """A partial re-certification (`bjkit certify --recertify-from`): the earlier run, the
    clauses run again, and the earlier verdicts the new ones replace."""
    earlier = event.get("from") or {}
    return {
        "from": {
            key: str(earlier.get(key) or "")
            for key in ("folder", "edition", "adapter", "started", "run_id")
        },
        "clauses": [str(c) for c in event.get("clauses") or []],
        "replaces": [
            {"clause": str(r.get("clause", "")), "verdict": str(r.get("verdict", ""))}
            for r in event.get("replaces") or []
        ],
        "still_invalid": [
            {
                "clause": str(r.get("clause", "")),
                "verdict": str(r.get("verdict", "")),
                "why": str(r.get("why", "")),
            }
            for r in event.get("still_invalid") or []
        ],
        "still_valid": int(event.get("still_valid") or 0),
    }


def _par_sheets(edition: object, table: object) -> tuple[list[ParSheet], list[str]]:
    """The par sheet of every side wager the certified table offers, and a note for each that
    has none at the table (reports.par_sheets)."""
    if not isinstance(table, Mapping):
        return [], []
    return par_sheets_of({"edition": edition, **table})


def _exclusions(edition: Edition | None) -> dict[str, Any]:
    """Where the edition's exclusion clauses disagree, and which the sources cut off (a pair of
    offerings is forbidden if any clause forbids it: I-offerings-disagreement)."""
    if edition is None:
        return {"disagreements": [], "cut_off": []}
    return {
        "disagreements": [
            {
                "clause": found.clause,
                "lists": found.section,
                "silent": list(found.silent),
                "lists_itself": found.lists_itself,
                "text": found.describe(),
            }
            for found in disagreements(edition)
        ],
        "cut_off": [{"clause": cut.clause, "note": cut.note} for cut in cut_off_clauses(edition)],
    }


def _completeness(
    first: Mapping[str, Mapping[str, Any]],
    certify: Mapping[str, Any],
    not_run: Sequence[object],
    collected: bool,
) -> tuple[bool, str]:
    finished = first.get("finished")
    if finished is not None and finished.get("reason"):
        return False, str(finished["reason"])
    if not collected:
        return False, "the run stopped before its scenarios were collected"
    if "end" not in first:
        return False, (
            f"the results stop before the run's end: {len(not_run)} scenario(s) never ran; "
            "the run was killed, or the machine stopped it"
        )
    if certify and finished is None:
        return False, "bjkit certify did not see the run finish"
    status = finished.get("status") if finished else None
    if status is not None and status not in _FINISHED_NORMALLY:
        return False, f"pytest ended abnormally (exit status {status}); see pytest.log"
    if not_run:
        return False, f"{len(not_run)} collected scenario(s) have no verdict"
    return True, ""


def _scope(clauses: Sequence[Mapping[str, Any]]) -> list[dict[str, str]]:
    """What the verdict does not speak for: the clauses no scenario of this run checks."""
    uncovered = [c for c in clauses if c["verdict"] == "not covered"]
    if not uncovered:
        return []
    sections = sorted({str(c["section"]) for c in uncovered}, key=_section_order)
    return [
        {
            "kind": "scope",
            "message": f"{len(uncovered)} of the edition's {len(clauses)} clauses are checked by "
            f"no scenario of this run, and its verdict says nothing about them (sections "
            f"{', '.join(sections)})",
        }
    ]


def _section_order(section: str) -> tuple[str, ...]:
    chapter, _, number = section.partition("-")
    return (chapter, *(part.zfill(4) for part in number.split(".")))


def _scenarios(
    events: Iterable[Mapping[str, Any]], collected: Sequence[str]
) -> list[dict[str, Any]]:
    """One entry per scenario, in the order collected (then any not collected, in the order
    written); a second line for the same scenario (a failing teardown after a pass) keeps the
    worse verdict. Workers of a pytest-xdist run finish scenarios in any order: the report reads
    the same however many played them."""
    rank = {verdict: index for index, verdict in enumerate(CLAUSE_VERDICT_ORDER)}
    by_id: dict[str, dict[str, Any]] = {}
    for event in events:
        if event.get("event") != "result":
            continue
        scenario = _scenario(event)
        earlier = by_id.get(scenario["nodeid"])
        if earlier is None or rank.get(scenario["verdict"], 99) < rank.get(earlier["verdict"], 99):
            by_id[scenario["nodeid"]] = scenario
    order = {nodeid: index for index, nodeid in enumerate(collected)}
    return sorted(by_id.values(), key=lambda s: order.get(s["nodeid"], len(order)))


def _scenario(event: Mapping[str, Any]) -> dict[str, Any]:
    verdict = str(event.get("verdict", Verdict.ERROR))
    if verdict not in VERDICTS:
        verdict = "error"
    failure = event.get("failure")
    kind = event.get("kind")
    expectation = event.get("expectation") or None
    message = str(event.get("message") or "")
    if verdict == Verdict.UNEXPECTED_PASS and not message and isinstance(expectation, Mapping):
        message = (
            f"declared as failing in the expectations file ({expectation.get('reason')}), "
            "yet it passed: the expectations file is out of date"
        )
    return {
        **_scenario_ref(event),
        "editions": [str(e) for e in event.get("editions") or []],
        "verdict": verdict,
        "message": message,
        "duration": max(float(event.get("duration") or 0), 0.0),
        "expectation": expectation,
        "failure": _failure(failure) if isinstance(failure, Mapping) else None,
        "kind": kind if kind in ("example", "property", "validation", "manual") else None,
    }


def _scenario_ref(event: Mapping[str, Any]) -> dict[str, Any]:
    def text(name: str) -> str | None:
        value = event.get(name)
        return None if value is None else str(value)

    return {
        "nodeid": str(event.get("nodeid", "")),
        "feature": text("feature"),
        "rule": text("rule"),
        "scenario": text("scenario"),
        "clauses": [str(c) for c in event.get("clauses") or []],
        "kind": text("kind"),
    }


def _case(case: object) -> dict[str, Any] | None:
    if not isinstance(case, Mapping) or "shoe" not in case:
        return None
    return {
        "file": case.get("file"),
        "edition": str(case.get("edition", "")),
        "rules": dict(case.get("rules") or {}),
        "wagers": list(case.get("wagers") or []),
        "shoe": [str(c) for c in case.get("shoe") or []],
        "decisions": [str(d) for d in case.get("decisions") or []],
        "game": dict(case.get("game") or {}),
        "reference": dict(case.get("reference") or {}),
        "replay": str(case.get("replay", "")),
    }


def _failure(failure: Mapping[str, Any]) -> dict[str, Any]:
    case = failure.get("case")
    details = str(failure.get("details") or "")
    if isinstance(case, Mapping) and case.get("error"):
        details += f"\n\n{case['error']}"
    shaped: dict[str, Any] = {"details": details, "case": _case(case)}
    if failure.get("clauses"):
        shaped["clauses"] = [str(c) for c in failure["clauses"]]
    defects = [d for d in failure.get("defects") or [] if isinstance(d, Mapping)]
    if defects:
        shaped["defects"] = [
            {
                "clauses": [str(c) for c in d.get("clauses") or [] if c],
                "message": str(d.get("message") or ""),
                "case": _case(d.get("case")),
            }
            for d in defects
        ]
    return shaped


def _named_ids(edition: Edition) -> dict[str, str]:
    """Every clause id and alias of the edition -> the id the edition cites it by."""
    named: dict[str, str] = {}
    for clause in edition.clauses.values():
        for name in (clause.id, *clause.aliases):
            named[name] = clause.id
    return named


def _ancestors(parent: Mapping[str, str], cid: str) -> list[str]:
    found = []
    while cid in parent:
        cid = parent[cid]
        found.append(cid)
    return found


def _clauses(
    edition: Edition,
    scenarios: Sequence[Mapping[str, Any]],
    not_run: Sequence[Mapping[str, Any]],
    of_scenario: Mapping[str, Sequence[tuple[Finding, FindingDefect]]],
    game: str = DEFAULT_GAME,
) -> list[dict[str, Any]]:
    """Every clause of the edition with the verdicts of the scenarios that quote it, and the
    findings under it (reports.findings). A failing scenario counts under each clause its
    findings break; a host clause its failure does not break is *affected* by those findings,
    not failed. A paragraph with no scenario of its own takes its enclosing clause's own
    verdict (`via`), and a clause whose paragraph has a finding fails with it (`failed_in`): a
    finding under 2.3(a)2 fails 2.3(a)2 and 2.3(a), and leaves 2.3(a)1 affected, never
    failed."""
    named = _named_ids(edition)
    parent = {child: c.id for c in edition.clauses.values() for child in c.children}
    counts: dict[str, Counter[str]] = {cid: Counter() for cid in edition.clauses}
    listed: dict[str, list[dict[str, Any]]] = {cid: [] for cid in edition.clauses}
    found_by: dict[str, list[dict[str, Any]]] = {}
    filed_under: dict[str, list[dict[str, Any]]] = {}
    findings_of: dict[str, list[str]] = {}
    affected_by: dict[str, list[str]] = {}
    in_paragraphs: dict[str, list[str]] = {}
    for scenario in [*scenarios, *({**s, "verdict": "not run"} for s in not_run)]:
        verdict = scenario["verdict"]
        host = list(dict.fromkeys(named[t] for t in scenario["clauses"] if t in named))
        ref = {"scenario": scenario.get("scenario"), "nodeid": scenario["nodeid"]}
        for cid in host:
            listed[cid].append({**ref, "verdict": verdict})
        filed = of_scenario.get(scenario["nodeid"], ())
        if not filed:
            for cid in host:
                counts[cid][verdict] += 1
            continue
        broken = list(dict.fromkeys(c for _, defect in filed for c in defect.clauses))
        ids = list(dict.fromkeys(finding.id for finding, _ in filed))
        for cid in broken:
            counts[cid][verdict] += 1
            for finding, defect in filed:
                if cid in defect.clauses and finding.id not in findings_of.get(cid, []):
                    findings_of.setdefault(cid, []).append(finding.id)
            if cid not in host:
                found_by.setdefault(cid, []).append({**ref, "verdict": verdict, "host": host})
            for ancestor in _ancestors(parent, cid):
                if cid not in in_paragraphs.setdefault(ancestor, []):
                    in_paragraphs[ancestor].append(cid)
        for cid in host:
            if cid in broken:
                continue
            # Another clause's finding, or one of its own paragraph's: the paragraphs that take
            # this clause's verdict are affected by it, never failed; the row itself shows a
            # broken paragraph as failed (`failed_in`).
            counts[cid]["affected"] += 1
            affected_by.setdefault(cid, []).extend(i for i in ids if i not in affected_by[cid])
            filed_under.setdefault(cid, []).append({**ref, "verdict": verdict, "clauses": broken})
    headings = {section.id: section.heading for section in edition.sections}
    # The run certifies one game: the clauses of the edition's other games are not its scope.
    of_game = {section.id for section in edition.sections if section.game == game}
    rows = []
    for clause in edition.clauses.values():
        if clause.section not in of_game:
            continue
        via = None
        own = counts[clause.id]
        if not own:
            above = parent.get(clause.id)
            while above is not None and not counts[above]:
                above = parent.get(above)
            if above is not None:
                via, own = above, counts[above]
        failing = in_paragraphs.get(clause.id, [])
        row = _clause_row(clause, own, via, headings.get(clause.section, ""))
        if failing:
            # A broken paragraph is a broken part of the clause: the clause is no better.
            verdicts = [row["verdict"], *(clause_verdict(counts[p]) for p in failing)]
            row["verdict"] = min(verdicts, key=_verdict_rank)
        row["scenarios"] = listed[clause.id]
        row["findings"] = findings_of.get(clause.id, [])
        row["affected_by"] = affected_by.get(clause.id, [])
        if failing:
            row["failed_in"] = failing
        if clause.id in found_by:
            row["found_by"] = found_by[clause.id]
        if clause.id in filed_under:
            row["filed_under"] = filed_under[clause.id]
        rows.append(row)
    return rows


def _verdict_rank(verdict: str) -> int:
    order = (*CLAUSE_VERDICT_ORDER, "not covered")
    return order.index(verdict) if verdict in order else len(order)


def _clause_row(
    clause: Clause, counts: Counter[str], via: str | None, heading: str
) -> dict[str, Any]:
    return {
        "id": clause.id,
        "aliases": list(clause.aliases),
        "section": clause.section,
        "heading": heading,
        "label": clause.label,
        "depth": clause.depth,
        "text": clause.text,
        "verdict": clause_verdict(counts),
        "via": via,
        "counts": dict(counts),
    }


def _run_info(
    certify: Mapping[str, Any],
    started: Mapping[str, Any],
    first: Mapping[str, Mapping[str, Any]],
    edition: Edition | None,
    edition_name: str,
) -> dict[str, Any]:
    adapter = dict(certify.get("adapter") or {})
    finished = first.get("finished") or {}
    ended = finished.get("ended") or _iso((first.get("end") or {}).get("ended")) or None
    house = certify.get("house_options", started.get("house") or {})
    game = str(certify.get("game") or started.get("game") or DEFAULT_GAME)
    declared = declared_games().get(game)
    return {
        "kit": dict(certify.get("kit") or {"version": "unknown", "fingerprint": None}),
        "game": game,
        "game_title": declared.title if declared else game,
        # What the game plays that no source of the corpus fixes, and how the kit takes it.
        "outside_corpus": [
            {"what": what, "reading": reading}
            for what, reading in (declared.outside_corpus if declared else {}).items()
        ],
        "edition": edition_name,
        "edition_title": edition.title if edition else "",
        "house_options": dict(house),
        "rules_file": certify.get("rules_file"),
        "table": dict(certify.get("table") or house),
        "adapter": {
            "spec": str(adapter.get("spec") or started.get("adapter") or "reference"),
            "identity": adapter.get("identity"),
            "protocol": adapter.get("protocol"),
            "capabilities": [str(c) for c in adapter.get("capabilities") or []],
            "editions": [str(e) for e in adapter.get("editions") or []],
            "forced_shoe": "forced-shoe" in (adapter.get("capabilities") or []),
            "handshake_error": adapter.get("handshake_error"),
        },
        "profile": str(certify.get("profile") or started.get("profile") or DEFAULT_PROFILE),
        "seed": certify.get("seed"),
        "certification_mode": bool(certify.get("certification_mode", False)),
        "required_capabilities": list(certify.get("required_capabilities") or []),
        "expectations": certify.get("expectations"),
        "started": str(certify.get("started") or _iso(started.get("started"))),
        "ended": ended if ended is None else str(ended),
        "machine": dict(
            certify.get("machine")
            or {"hostname": platform.node(), "platform": platform.platform(), "cpus": None}
        ),
        "command": str(certify.get("command") or "pytest features"),
        # Lab, certifier, certificate number and date for the letter (reports.sign_off).
        "sign_off": dict(certify["sign_off"]) if certify.get("sign_off") else None,
    }


def _iso(timestamp: object) -> str:
    if isinstance(timestamp, int | float):
        return datetime.fromtimestamp(timestamp, UTC).isoformat(timespec="seconds")
    return ""
