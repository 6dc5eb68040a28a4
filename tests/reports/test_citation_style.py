"""One citation style per report: every clause id a run writes is cited in the chapter of the
edition certified, 13:69F (and 13:69E) in nj-2024, 19:47 (and 19:46) in nj-2004, although the
features tag their Rules `@clause:19:47-...` and some scenario descriptions cite 19:46 or 19:47.

Each edition is certified once, in a child pytest as `bjkit certify` runs it, on a few clauses of
the packaged features, against a game that pays blackjack 6 to 5 and cannot double (failures, a
manual checklist, not-applicable scenarios), with an expectations file written in the *other*
chapter (clauses match in either style); its results.jsonl, results.json, JUnit XML, summary
lines and Allure labels are then read for every clause id. The functions that cite are tested
on their own below."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from reports.junit import write_junit
from reports.results import build_results, read_events
from reports.summary import summary_lines
from suite.run.citations import cite_clause, cite_clauses, cite_text
from suite.run.results_log import cited_record
from tests.faulty_games.engine import FaultyAdapter
from tests.faulty_games.games import FAULTY_GAMES
from vendor_adapters.protocol import Handshake, KitInfo

REPOSITORY = Path(__file__).resolve().parents[2]
FEATURES = [
    "features/2.04-opening-of-table-for-gaming.feature",
    "features/2.09-insurance-wagers.feature",
    "features/2.10-doubling-down.feature",
]
# 2.4(a): manual, its reason cites N.J.A.C. 19:46-1.18(f); 2.9(a), (c): properties the 6 to 5
# game fails under 2.7(b); 2.9(f): manual, citing 19:47-2.17(a); 2.10(a): examples that double,
# not applicable to a game that cannot. The two properties of 2.10(a) are left out for time.
CLAUSES = ["2.4(a)", "2.9(a)", "2.9(c)", "2.9(f)", "2.10(a)"]
WITHOUT = "not rounds_with_doubles"
EXCUSED = "Winning insurance wagers are paid as the rules require"
# Each edition's chapters, and the other edition's: an expectation is written in the latter.
CHAPTERS = {"nj-2024": {"13:69F", "13:69E"}, "nj-2004": {"19:47", "19:46"}}
OTHER_CHAPTER = {"nj-2024": "19:47", "nj-2004": "13:69F"}
# A chapter-prefixed clause id in any text; a line that says "cited as" names an alias on purpose.
CLAUSE_ID = re.compile(r"(?<![\w:.])(\d+:\d+[A-Z]?)-\d+\.\d+")


class SixToFiveWithoutDoubling(FaultyAdapter):
    """The faulty game that pays blackjack 6 to 5, declaring no `double` capability."""

    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake:
        answer = super().handshake(protocol=protocol, kit=kit)
        answer["capabilities"] = [c for c in answer["capabilities"] if c != "double"]
        return answer


def six_to_five_without_doubling() -> SixToFiveWithoutDoubling:
    """The adapter factory the child pytest opens (`python:` spec)."""
    made = FAULTY_GAMES["blackjack_paid_6_to_5"].factory()
    return SixToFiveWithoutDoubling(made.name, made.defect, made.procedure)


@dataclass(frozen=True)
class Run:
    edition: str
    events: list[dict[str, Any]]
    results: dict[str, Any]
    junit: ET.Element
    summary: list[str]
    allure: list[dict[str, Any]]
    output: str


def certify(edition: str, folder: Path) -> Run:
    expectations = folder / "expectations.toml"
    expectations.write_text(
        "[[expected_failure]]\n"
        f'clause = "{OTHER_CHAPTER[edition]}-2.7(b)"\n'
        f'scenario = "{EXCUSED}"\n'
        'reason = "VEND-1: declared in the other chapter"\n',
        encoding="utf-8",
    )
    results_file = folder / "results.jsonl"
    process = subprocess.run(
        [
            sys.executable, "-m", "pytest", *FEATURES,
            "-q", "-p", "no:cacheprovider", "--profile", "ci",
            "--edition", edition,
            *(option for clause in CLAUSES for option in ("--clause", clause)),
            "-k", WITHOUT,
            "--adapter", f"python:{__name__}:six_to_five_without_doubling",
            "--expectations", str(expectations),
            "--results-jsonl", str(results_file),
            "--cases-dir", str(folder / "cases"),
            "-p", "allure_pytest_bdd", "-p", "suite.run.allure_labels",
            "--alluredir", str(folder / "allure"),
        ],
        cwd=REPOSITORY,
        env={**os.environ, "PYTHONPATH": str(REPOSITORY)},
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )  # fmt: skip
    output = process.stdout + process.stderr
    events, problems = read_events(results_file)
    assert not problems, output
    results = build_results(events)
    junit = ET.parse(write_junit(results, folder / "junit.xml")).getroot()
    allure = [json.loads(p.read_text("utf-8")) for p in (folder / "allure").glob("*-result.json")]
    return Run(edition, events, results, junit, summary_lines(results), allure, output)


@pytest.fixture(scope="module", params=sorted(CHAPTERS))
def run(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Run:
    edition = str(request.param)
    return certify(edition, tmp_path_factory.mktemp(edition))


def texts(value: object) -> Iterator[str]:
    """Every string in a JSON value, keys included."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for key, item in value.items():
            yield str(key)
            yield from texts(item)
    elif isinstance(value, list):
        for item in value:
            yield from texts(item)


def chapters_cited(strings: Iterator[str]) -> set[str]:
    """The chapters of every clause id in `strings`, except on a line that says "cited as"."""
    return {
        found.group(1)
        for text in strings
        for line in text.splitlines()
        if "cited as" not in line.lower()
        for found in CLAUSE_ID.finditer(line)
    }


def xml_texts(root: ET.Element) -> Iterator[str]:
    """Every name, message and text of the JUnit file, but the run's properties (the edition's
    title and notices are the run's, not a scenario's)."""
    for element in root.iter():
        if element.tag in ("properties", "property"):
            continue
        yield from element.attrib.values()
        yield element.text or ""


def feature_tags(path: str) -> set[str]:
    text = (REPOSITORY / path).read_text(encoding="utf-8")
    return set(re.findall(r"@clause:(\S+)", text))


def test_the_run_has_every_kind_of_verdict_the_report_lists(run: Run) -> None:
    verdicts = {s["verdict"] for s in run.results["scenarios"]}
    assert {"pass", "fail", "expected failure", "manual", "not applicable"} <= verdicts, run.output
    assert run.results["manual_checklist"] and run.allure and run.summary


def test_results_jsonl_cites_every_clause_in_the_editions_chapter(run: Run) -> None:
    written = [e for e in run.events if e.get("event") in ("result", "collected")]
    assert chapters_cited(texts(written)) <= CHAPTERS[run.edition]
    # The features tag 19:47 ids; an nj-2024 run records them as 13:69F.
    assert "19:47-2.9(c)" in feature_tags(FEATURES[1])
    results = [e for e in run.events if e.get("event") == "result"]
    expected = "13:69F-2.9(c)" if run.edition == "nj-2024" else "19:47-2.9(c)"
    assert any(e["clauses"] == [expected] for e in results)


def test_results_json_cites_every_clause_in_the_editions_chapter(run: Run) -> None:
    document = run.results
    clause_rows = [
        {key: row.get(key) for key in ("id", "via", "found_by", "filed_under")}
        for row in document["clauses"]
    ]
    scenario_level = [
        document["scenarios"],
        document["not_run"],
        document["manual_checklist"],
        clause_rows,
    ]
    assert chapters_cited(texts(scenario_level)) <= CHAPTERS[run.edition]
    failing = [s for s in document["scenarios"] if s["verdict"] == "fail"]
    assert failing and all(s["failure"]["clauses"] for s in failing)


def test_manual_reasons_and_failure_messages_cite_the_editions_chapter(run: Run) -> None:
    """The manual reason of 2.4(a) is written "N.J.A.C. 19:46-1.18(f)" in the feature."""
    reasons = " ".join(item["reason"] for item in run.results["manual_checklist"])
    description = (REPOSITORY / FEATURES[0]).read_text(encoding="utf-8")
    assert "19:46-1.18(f)" in description
    if run.edition == "nj-2024":
        assert "N.J.A.C. 13:69E-1.18(f)" in reasons and "19:4" not in reasons
        assert "N.J.A.C. 13:69F-2.17(a)" in reasons
    else:
        assert "N.J.A.C. 19:46-1.18(f)" in reasons and "13:69" not in reasons
    failing = next(s for s in run.results["scenarios"] if s["verdict"] == "fail")
    chapter = "13:69F" if run.edition == "nj-2024" else "19:47"
    assert failing["message"].startswith(f"settlement: {chapter}-2.7(b):")


def test_an_expectation_in_the_other_chapter_excuses_and_is_cited_in_this_one(run: Run) -> None:
    (excused,) = [s for s in run.results["scenarios"] if s["verdict"] == "expected failure"]
    assert excused["scenario"] == EXCUSED
    chapter = "13:69F" if run.edition == "nj-2024" else "19:47"
    assert OTHER_CHAPTER[run.edition] != chapter
    assert excused["expectation"]["clause"] == f"{chapter}-2.7(b)"
    assert excused["failure"]["clauses"] == [f"{chapter}-2.7(b)"]


def test_junit_cites_every_clause_in_the_editions_chapter(run: Run) -> None:
    assert chapters_cited(xml_texts(run.junit)) <= CHAPTERS[run.edition]
    suites = [s.get("name") for s in run.junit.iter("testsuite")]
    chapter = "13:69F" if run.edition == "nj-2024" else "19:47"
    assert f"{chapter}-2.9 Insurance wagers" in suites
    names = [str(c.get("name")) for c in run.junit.iter("testcase")]
    assert any(name.endswith(f"[{chapter}-2.9(c)]") for name in names)


def test_the_summary_cites_every_clause_in_the_editions_chapter(run: Run) -> None:
    assert chapters_cited(iter(run.summary)) <= CHAPTERS[run.edition]
    chapter = "13:69F" if run.edition == "nj-2024" else "19:47"
    fails = [line for line in run.summary if line.startswith("  FAIL ")]
    assert fails and all(line.startswith(f"  FAIL {chapter}-2.7(b)") for line in fails)


def test_allure_labels_cite_the_editions_chapter(run: Run) -> None:
    labels = [
        label["value"]
        for result in run.allure
        for label in result["labels"]
        if label["name"] in ("feature", "story")
    ]
    assert labels
    assert chapters_cited(iter(labels)) <= CHAPTERS[run.edition]
    chapter = "13:69F" if run.edition == "nj-2024" else "19:47"
    assert f"{chapter}-2.9(c)" in labels and f"{chapter}-2.9 Insurance wagers" in labels


# The functions that cite ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("clause", "edition", "cited"),
    [
        ("19:47-2.7(a)", "nj-2024", "13:69F-2.7(a)"),
        ("19:47-2.7(a)", "nj-2024+bet-the-set", "13:69F-2.7(a)"),
        ("13:69F-2.17(e)2iv", "nj-2004", "19:47-2.17(e)2iv"),
        ("13:69F-2.7(a)", "nj-1996", "19:47-2.7(a)"),
        ("19:46-1.10(x)", "nj-2024", "13:69E-1.10(x)"),
        ("13:69E-1.10(x)", "nj-2004", "19:46-1.10(x)"),
        ("13:69F-2.7(a)", "nj-2024", "13:69F-2.7(a)"),
        ("2.7(a)", "nj-2024", "13:69F-2.7(a)"),
        ("2.11", "nj-2004", "19:47-2.11"),
        ("settlement", "nj-2024", "settlement"),
        ("19:47-2.7(a)", "no-such-edition", "19:47-2.7(a)"),
    ],
)
def test_a_clause_is_cited_as_the_edition_cites_it(clause: str, edition: str, cited: str) -> None:
    assert cite_clause(clause, edition) == cited


def test_both_spellings_of_one_clause_are_cited_once() -> None:
    assert cite_clauses(["19:47-2.7(a)", "13:69F-2.7(a)", "2.7(b)"], "nj-2024") == [
        "13:69F-2.7(a)",
        "13:69F-2.7(b)",
    ]


def test_a_text_is_cited_line_by_line_keeping_what_it_says_is_cited_as() -> None:
    text = (
        "settlement: 19:47-2.7(a) requires 3 to 2 (2.7(a)), $10.00 at 19:47-2.9\n"
        "13:69F-2.7(a) (cited as 19:47-2.7(a))\n"
        "I-2.7b-paid-at-once and 119:47-2.7 are no citations"
    )
    assert cite_text(text, "nj-2024") == (
        "settlement: 13:69F-2.7(a) requires 3 to 2 (13:69F-2.7(a)), $10.00 at 13:69F-2.9\n"
        "13:69F-2.7(a) (cited as 19:47-2.7(a))\n"
        "I-2.7b-paid-at-once and 119:47-2.7 are no citations"
    )
    # pytest's details quote the kit's source: only the other chapter is replaced there.
    assert cite_text('why = "2.29(g)" at 19:47-2.29(g)', "nj-2024", paths=False) == (
        'why = "2.29(g)" at 13:69F-2.29(g)'
    )


def test_a_result_line_written_in_the_tags_chapter_is_cited_whole() -> None:
    record: dict[str, Any] = {
        "event": "result",
        "feature": "19:47-2.9 Insurance wagers",
        "rule": "19:47-2.9(c) in nj-2004, nj-2024",
        "scenario": "Winning insurance wagers are paid as 2.9(c) requires",
        "clauses": ["19:47-2.9(c)"],
        "message": "settlement: 19:47-2.7(b): paid 6 to 5",
        "failure": {
            "details": "E   settlement: 19:47-2.7(b)",
            "clauses": ["19:47-2.7(b)"],
            "defects": [{"clauses": ["19:47-2.7(b)", ""], "message": "19:47-2.7(b): 6 to 5"}],
            "case": {"scenario": "Winning insurance wagers are paid as 2.9(c) requires"},
        },
        "expectation": {"clause": "2.7", "reason": "VEND-1", "index": 1, "scenario": None},
    }
    cited = cited_record(record, "nj-2024")
    assert chapters_cited(texts(cited)) == {"13:69F"}
    assert cited["feature"] == "13:69F-2.9 Insurance wagers"
    assert cited["rule"] == "13:69F-2.9(c) in nj-2004, nj-2024"
    assert cited["failure"]["defects"][0]["clauses"] == ["13:69F-2.7(b)", ""]
    assert cited["expectation"]["clause"] == "13:69F-2.7"
    # A title is a name, not a citation: it is shown as written.
    assert cited["scenario"] == record["scenario"]
    assert cited["failure"]["case"] == record["failure"]["case"]
    assert cited_record(cited, "nj-2024") == cited
    assert record["clauses"] == ["19:47-2.9(c)"]  # the record given is left as it was


def test_junit_and_summary_cite_a_run_recorded_in_the_tags_chapter(tmp_path: Path) -> None:
    """`bjkit report` on a run written before results.jsonl was cited: the outputs cite it."""
    scenario: dict[str, Any] = {
        "nodeid": "features/2.09-insurance-wagers.feature::test_x",
        "feature": "19:47-2.9 Insurance wagers",
        "rule": "19:47-2.9(c) in nj-2004, nj-2024",
        "scenario": "Winning insurance wagers are paid",
        "clauses": ["19:47-2.9(c)"],
        "editions": ["nj-2024"],
        "kind": "property",
        "verdict": "fail",
        "message": "settlement: 19:47-2.7(b): paid 6 to 5",
        "duration": 1.0,
        "expectation": None,
        "failure": {"details": "E   19:47-2.7(b)", "case": None, "clauses": ["19:47-2.7(b)"]},
    }
    results = build_results(
        [
            {"event": "run", "edition": "nj-2024", "adapter": "reference", "started": 0},
            {"event": "collected", "scenarios": [{"nodeid": scenario["nodeid"]}]},
            {"event": "result", **scenario},
            {"event": "end", "ended": 1},
        ]
    )
    lines = summary_lines(results)
    # The scope notice names the sections of 13:69E too, the chapter nj-2024 cites them in.
    assert chapters_cited(iter(lines)) <= CHAPTERS["nj-2024"]
    # The failure is told as its finding, under the clause it breaks, found under its host.
    assert "  FAIL 13:69F-2.7(b) [F1]: settlement: 13:69F-2.7(b): paid 6 to 5" in lines
    assert "      found by Winning insurance wagers are paid (found under 13:69F-2.9(c))" in lines
    root = ET.parse(write_junit(results, tmp_path / "junit.xml")).getroot()
    assert chapters_cited(xml_texts(root)) == {"13:69F"}
    (case,) = root.iter("testcase")
    assert case.get("name") == "Winning insurance wagers are paid [13:69F-2.9(c)]"
