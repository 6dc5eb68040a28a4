"""A Scenario Outline is shown by its title with its example's values filled in, wherever a title
is shown: results.jsonl (the collected scenarios and each result), the replay case of a failing
example, results.json, JUnit, the terminal summary and Allure; under pytest-xdist too, where the
controller names the workers' tests from their node ids alone.

Each test writes a small feature with an outline into a temporary directory and runs pytest on it
in a child process with `-p steps.plugin`, as a vendor's CI would. One of its rows is wrong on
purpose (3 to 2 on $6 is $9, not $10), so that the example fails and keeps its round; two rows are
the same, which pytest numbers apart, and one carries a note that is not ASCII, which pytest
escapes in the node id."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd.parser import FeatureParser

from reports.junit import write_junit
from reports.results import build_results, read_events
from reports.summary import summary_lines
from suite.run.collection import template_title
from suite.run.expectations import Expectation, Expectations

REPOSITORY = Path(__file__).resolve().parents[2]
TEMPLATE = "A $<stake> blackjack against a dealer's <up> is paid $<paid> (<note>)"
FEATURE = f"""\
@section:19:47-2.7
Feature: 19:47-2.7 Payment of blackjack (outline test)

  @clause:19:47-2.7(a) @edition:nj-2024
  Rule: 19:47-2.7(a) in nj-2024
    (the quote)

    @example
    Scenario Outline: {TEMPLATE}
      Given box 1 wagers $<stake>
      And the shoe deals "box 1: AS KH; dealer: <up> 7C"
      When the round is played
      Then box 1's main wager wins $<paid> at 3 to 2

      Examples:
        | stake | up | paid | note        |
        | 10    | 9D | 15   | nine        |
        | 20    | 8D | 30   | eight       |
        | 10    | 9D | 15   | nine        |
        | 6     | 5D | 10   | wrong, café |

    @example
    Scenario: A plain blackjack against a 9 is paid 3 to 2
      Given box 1 wagers $10
      And the shoe deals "box 1: AS KH; dealer: 9D 7C"
      When the round is played
      Then box 1's main wager wins $15 at 3 to 2
"""
TITLES = {
    "A $10 blackjack against a dealer's 9D is paid $15 (nine)",
    "A $20 blackjack against a dealer's 8D is paid $30 (eight)",
    "A $6 blackjack against a dealer's 5D is paid $10 (wrong, café)",
    "A plain blackjack against a 9 is paid 3 to 2",
}
WRONG = "A $6 blackjack against a dealer's 5D is paid $10 (wrong, café)"
TITLES_REPEATED = "A $10 blackjack against a dealer's 9D is paid $15 (nine)"


def run_outline(tmp_path: Path, *options: str) -> tuple[str, list[dict[str, Any]]]:
    (tmp_path / "outline.feature").write_text(FEATURE, encoding="utf-8")
    results = tmp_path / "results.jsonl"
    process = subprocess.run(
        [
            sys.executable, "-m", "pytest", "-p", "steps.plugin", "-p", "no:cacheprovider",
            "--strict-markers", "outline.feature", "--profile", "ci",
            "--results-jsonl", str(results), "--cases-dir", str(tmp_path / "cases"),
            *options,
        ],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(REPOSITORY)},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )  # fmt: skip
    output = process.stdout + process.stderr
    assert process.returncode == 1, output  # the wrong row fails, and only it
    events, problems = read_events(results)
    assert not problems, output
    return output, events


def results_of(events: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {e["nodeid"]: e for e in events if e.get("event") == "result"}


def collected_of(events: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    (collected,) = [e for e in events if e.get("event") == "collected"]
    return {s["nodeid"]: s for s in collected["scenarios"]}


@pytest.fixture(scope="module")
def one_process(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[dict[str, Any]]]:
    """The outline run in one process, with Allure results written."""
    folder = tmp_path_factory.mktemp("outline")
    _, events = run_outline(
        folder, "-p", "allure_pytest_bdd", "-p", "suite.run.allure_labels", "--alluredir", "allure"
    )
    return folder, events


def test_every_result_and_collected_scenario_carries_its_filled_title(
    one_process: tuple[Path, list[dict[str, Any]]],
) -> None:
    _, events = one_process
    results = results_of(events)
    assert len(results) == 5  # the four rows and the plain scenario
    titles = [r["scenario"] for r in results.values()]
    assert set(titles) == TITLES and not any("<" in t for t in titles)
    assert {n: s["scenario"] for n, s in collected_of(events).items()} == {
        n: r["scenario"] for n, r in results.items()
    }
    # Each row's title is its own: the node id's example ("[20-8D-30-eight]") is the title's row.
    for nodeid, result in results.items():
        if "[" in nodeid:
            stake, up, paid, _ = nodeid.split("[", 1)[1].split("-", 3)
            assert (
                f"${stake} blackjack against a dealer's {up} is paid ${paid} ("
                in (result["scenario"])
            ), nodeid


def test_the_failing_examples_replay_case_carries_its_filled_title(
    one_process: tuple[Path, list[dict[str, Any]]],
) -> None:
    _, events = one_process
    (failed,) = [r for r in results_of(events).values() if r["verdict"] == "fail"]
    assert failed["scenario"] == WRONG
    case = failed["failure"]["case"]
    assert case["scenario"] == WRONG
    saved = json.loads(Path(case["file"]).read_text("utf-8"))
    assert saved["scenario"] == WRONG
    for defect in failed["failure"].get("defects") or []:
        if defect.get("case"):
            assert defect["case"]["scenario"] == WRONG


def test_results_json_junit_and_the_summary_show_filled_titles(
    one_process: tuple[Path, list[dict[str, Any]]],
) -> None:
    folder, events = one_process
    document = build_results(events)
    assert {s["scenario"] for s in document["scenarios"]} == TITLES
    root = ET.parse(write_junit(document, folder / "junit.xml")).getroot()
    names = {str(case.get("name")) for case in root.iter("testcase")}
    assert names == {f"{title} [13:69F-2.7(a)]" for title in TITLES}
    # The summary tells the failure as its finding, found by the filled title.
    lines = summary_lines(document)
    assert next(line for line in lines if line.startswith("  FAIL ")).startswith(
        "  FAIL 13:69F-2.7(a) [F1]: "
    )
    assert f"      found by {WRONG}" in lines


def test_allure_results_are_named_by_the_filled_titles(
    one_process: tuple[Path, list[dict[str, Any]]],
) -> None:
    folder, _ = one_process
    results = [json.loads(p.read_text("utf-8")) for p in (folder / "allure").glob("*-result.json")]
    # The two equal rows are two results of one name.
    assert sorted(r["name"] for r in results) == sorted([*TITLES, TITLES_REPEATED])


def test_under_xdist_the_controller_names_the_workers_tests_with_filled_titles(
    tmp_path: Path,
) -> None:
    _, events = run_outline(tmp_path, "-n", "2")
    collected = collected_of(events)
    results = results_of(events)
    assert set(collected) == set(results) and len(results) == 5
    for nodeid, facts in collected.items():
        assert facts["scenario"] == results[nodeid]["scenario"], nodeid
    assert {facts["scenario"] for facts in collected.values()} == TITLES


def test_a_node_id_names_its_row_as_pytest_made_it(tmp_path: Path) -> None:
    """The node ids pytest gives the rows: values joined by "-", the repeated row numbered apart
    ("_0", "_1" after a digit), what is not ASCII escaped."""
    (tmp_path / "outline.feature").write_text(FEATURE, encoding="utf-8")
    feature = FeatureParser(str(tmp_path), "outline.feature").parse()
    template = feature.scenarios[TEMPLATE]
    test = "outline.feature::test_a_stake_blackjack_against_a_dealer_s_up_is_paid_paid_note"
    assert template_title(template, f"{test}[10-9D-15-nine0]") == TITLES_REPEATED
    assert template_title(template, f"{test}[10-9D-15-nine1]") == TITLES_REPEATED
    assert template_title(template, f"{test}[6-5D-10-wrong, caf\\xe9]") == WRONG
    assert template_title(template, f"{test}[20-8D-30-eight]") == (
        "A $20 blackjack against a dealer's 8D is paid $30 (eight)"
    )
    # An id no row gives keeps the title as written rather than guess a row.
    assert template_title(template, f"{test}[no-such-row]") == TEMPLATE
    assert template_title(template, test) == TEMPLATE


def test_an_expectation_naming_the_outline_as_written_excuses_every_example() -> None:
    outline = Expectation(index=1, clause="19:47-2.7(a)", scenario=TEMPLATE, reason="VEND-2")
    one_row = Expectation(index=2, clause=None, scenario=WRONG, reason="VEND-3")
    expectations = Expectations(path=Path("e.toml"), sha256="", entries=(outline, one_row))
    cited = ["13:69F-2.7(a)"]  # as an nj-2024 run records the Rule's tag
    assert expectations.match(WRONG, cited) is outline
    assert expectations.match(TITLES_REPEATED, cited) is outline
    assert expectations.match(TITLES_REPEATED, ["13:69F-2.7(b)"]) is None
    assert expectations.match("A plain blackjack against a 9 is paid 3 to 2", cited) is None
    # A placeholder stands for some text, never for none, and the rest is matched as written.
    assert expectations.match("A $ blackjack against a dealer's 9D is paid $15 (x)", cited) is None
    assert Expectations(path=Path("e.toml"), sha256="", entries=(one_row,)).match(WRONG, []) == (
        one_row
    )
