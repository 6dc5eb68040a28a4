"""Issue 19, items 4 to 6, on small games of the tests' own (tests/real_engines/):

- one property run reports every distinct defect of a game, each under the clause it breaks with
  its own minimal round (`suite.harness.property_runner.check_every_round`);
- a failure found by a scenario hosted under one clause is filed under the clause it breaks,
  the host kept informed, and the terminal summary of an nj-2024 run cites 13:69F numbers;
- a game that runs its forced shoe out (1005) gets an *error* verdict, not a *fail*.

The rounds are stacked by hand, in dealing order without a hole card (2.6(e), (h)): box 1's
first card, the dealer's face-up card, box 1's second card, box 1's draws, the dealer's second
card, then his draws.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import strategies as st

from reports.results import build_results, read_events
from reports.summary import summary_lines
from suite.harness.checks import PropertyViolation, check_named
from suite.harness.property_runner import GeneratedRound, check_every_round
from suite.run.certification import Certification
from suite.run.verdicts import is_adapter_error
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import Wager

REPOSITORY = Path(__file__).resolve().parents[2]
SEVERAL_DEFECTS = "python:tests.real_engines.several_defects:several_defects"
RUNS_OUT = "python:tests.real_engines.runs_out:runs_out"
NO_HOLE_CARD: dict[str, object] = {"hole_card": "no-hole-card"}
BOX_1 = (Wager(box=1, player="box1", amount="10.00"),)


def _round(shoe: str, *opening: str) -> GeneratedRound:
    return GeneratedRound(
        options=dict(NO_HOLE_CARD),
        wagers=BOX_1,
        shoe=tuple(shoe.split()),
        opening=opening,
        indices=(),
    )


# 0. Box 1's TS 9H = 19 against the dealer's 9D 8C = 17: won at 1 to 1, $10; no defect shows.
SOUND = _round("TS 9D 9H 8C 2C 2D 2H 2S")
# 1. Box 1's AS KH, a blackjack, against the dealer's 9D: 2.7(a) pays 3 to 2, $15 on $10; the
#    game pays 1 to 1, $10. No open hand is left, so the dealer takes his 7C and stops (2.12(c)).
BLACKJACK = _round("AS 9D KH 7C 2C 2D 2H 2S")
# 2. Box 1's 6S 5H = 11 doubles for $10 and draws 9C = 20; the dealer's TD then AS is a
#    blackjack. 2.10(b): only the original wager is lost, -$10, and the double of $10 is
#    returned, net $0; the game collects the double too, -$10.
DOUBLE = _round("6S TD 5H 9C AS 2C 2D 2H 2S", "double")


@pytest.fixture
def several_defects(tmp_path: Path) -> Iterator[Certification]:
    certification = Certification(
        adapter=SEVERAL_DEFECTS,
        edition="nj-2024",
        house=dict(NO_HOLE_CARD),
        cases_dir=tmp_path / "cases",
    )
    yield certification
    certification.close()


def _ledger(case: dict[str, Any], side: str) -> dict[str, tuple[str, str]]:
    return {e["kind"]: (e["result"], e["net"]) for e in case[side]["ledger"]}


def test_one_property_run_reports_each_defect_with_its_own_minimal_round(
    several_defects: Certification,
) -> None:
    rounds = st.sampled_from([SOUND, BLACKJACK, DOUBLE])
    with pytest.raises(PropertyViolation) as raised:
        check_every_round(
            several_defects,
            rounds,
            check_named("every wager is settled as the rules require"),
            always_stand=True,
            scenario="every wager is settled",
            nodeid="tests/real_engines/test_every_defect.py::settled",
        )
    found = raised.value
    assert [d.clauses for d in found.defects] == [("13:69F-2.7(a)",), ("13:69F-2.10(b)",)]
    blackjack, double = (d.case for d in found.defects)
    assert blackjack is not None and double is not None
    # Each defect's minimal round is its own stacked round, cut to the cards dealt.
    assert blackjack["shoe"] == ["AS", "9D", "KH", "7C"]
    assert double["shoe"] == ["6S", "TD", "5H", "9C", "AS"]
    assert double["decisions"][0] == "double"
    # Worked out above: $15 at 3 to 2 required, $10 paid; the double returned, not lost.
    assert _ledger(blackjack, "game") == {"main": ("win", "10.00")}
    assert _ledger(blackjack, "reference") == {"main": ("win", "15.00")}
    assert _ledger(double, "game")["double"] == ("lose", "-10.00")
    assert _ledger(double, "reference")["double"] == ("void", "0.00")
    assert _ledger(double, "reference")["main"] == ("lose", "-10.00")
    # The scenario's failure names both, cited as nj-2024 cites them, each with its replay.
    text = str(found)
    first = text.splitlines()[0]
    assert first.startswith("2 distinct defects")
    assert "13:69F-2.7(a)" in first and "13:69F-2.10(b)" in first
    assert "19:47-" not in text
    assert text.count("replay it on the game and the reference: bjkit replay") == 2
    assert found.case_record == blackjack


def test_a_failure_breaking_a_known_clause_only_is_set_aside(
    several_defects: Certification,
) -> None:
    """Both rounds break 2.7(a) alone: one defect, one minimal round (the simpler one)."""
    other_blackjack = _round("KS 5D AH 9C 2C 2D 2H 2S")
    with pytest.raises(PropertyViolation) as raised:
        check_every_round(
            several_defects,
            st.sampled_from([SOUND, BLACKJACK, other_blackjack]),
            check_named("every wager is settled as the rules require"),
            always_stand=True,
            scenario="blackjacks",
            nodeid="tests/real_engines/test_every_defect.py::blackjacks",
        )
    assert [d.clauses for d in raised.value.defects] == [("13:69F-2.7(a)",)]
    assert str(raised.value).startswith("settlement: 13:69F-2.7(a): box 1 hand 1 main wager")


def test_a_shoe_run_out_is_an_adapter_error() -> None:
    refusal = AdapterRefusal(1005, "the shoe ran out after 12 cards")
    assert is_adapter_error(refusal)
    try:
        try:
            raise refusal
        except AdapterRefusal as caught:
            raise AssertionError(f"the game refuses box 1 hand 1's 'stand': {caught}") from None
    except AssertionError as wrapped:
        assert is_adapter_error(wrapped)
    assert not is_adapter_error(AdapterRefusal(1003, "illegal decision"))
    assert not is_adapter_error(AssertionError("box 1 is paid $10, not $15"))


# End to end: a feature run by pytest as `bjkit certify` runs it, its results.jsonl read back as
# the report reads it. The Rule is tagged with the 19:47 alias, as the packaged features are.
HOSTED = """\
@section:19:47-2.6
Feature: 19:47-2.6 Procedure for dealing the cards (issue 19)

  @clause:19:47-2.6(e) @edition:nj-2024
  Rule: 19:47-2.6(e)
    (the quote)

    @property
    Scenario: Rounds from shuffled shoes are dealt and settled as the reference engine does
      Given rounds dealt from shuffled shoes
      Then in every round, the game settles the round as the reference engine does
"""

RUN_OUT = """\
@section:19:47-2.3
Feature: 19:47-2.3 Wagers (issue 19)

  @clause:19:47-2.3(a) @edition:nj-2024
  Rule: 19:47-2.3(a)
    (the quote)

    @example
    Scenario: A 19 against the dealer's 16 wins once he has drawn
      Given box 1 wagers $10
      And the shoe deals "box 1: TS 9H; dealer: 9D 7C"
      When the round is played
      # The dealer's 16 draws the first filler card, 2C, and stands on 18: 19 wins $10.
      Then box 1's main wager wins $10 at 1 to 1
"""


def _run(tmp_path: Path, feature: str, adapter: str) -> list[dict[str, Any]]:
    (tmp_path / "trial.feature").write_text(feature, encoding="utf-8")
    results = tmp_path / "results.jsonl"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "steps.plugin",
            "-p",
            "no:cacheprovider",
            "trial.feature",
            "--adapter",
            adapter,
            "--profile",
            "ci",
            "--results-jsonl",
            str(results),
            "--cases-dir",
            str(tmp_path / "cases"),
        ],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(REPOSITORY)},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    events, problems = read_events(results)
    assert not problems
    return events


def test_failures_are_filed_under_the_clauses_they_break(tmp_path: Path) -> None:
    events = _run(tmp_path, HOSTED, SEVERAL_DEFECTS)
    (result,) = [e for e in events if e["event"] == "result"]
    assert result["verdict"] == "fail"
    # The host, tagged 19:47-2.6(e), cited as the nj-2024 run cites it.
    assert result["clauses"] == ["13:69F-2.6(e)"]
    failure = result["failure"]
    broken = set(failure["clauses"])
    # The dealer's draw on a soft 17, and the blackjack paid 1 to 1, each its own defect.
    assert "13:69F-2.12(b)" in broken
    assert broken & {"13:69F-2.7(a)", "13:69F-2.7(b)"}
    assert "13:69F-2.6(e)" not in broken
    defects = failure["defects"]
    assert len(defects) == len(broken)
    for defect in defects:
        case = defect["case"]
        assert Path(case["file"]).is_file(), defect
        assert case["replay"].startswith("bjkit replay ")
    assert len({d["case"]["file"] for d in defects}) == len(defects)

    document = build_results(events)
    rows = {row["id"]: row for row in document["clauses"]}
    host = rows["13:69F-2.6(e)"]
    # The host's scenario failed only through other clauses' findings: affected, not failed.
    assert host["verdict"] == "affected"
    assert host["affected_by"] and not host["findings"]
    assert sorted(host["filed_under"][0]["clauses"]) == sorted(broken)
    found = {f["id"]: f for f in document["findings"]}
    assert {c for i in host["affected_by"] for c in found[i]["clauses"]} == broken
    draw = rows["13:69F-2.12(b)"]
    assert draw["verdict"] == "fail"
    assert draw["found_by"][0]["host"] == ["13:69F-2.6(e)"]

    lines = summary_lines(document)
    text = "\n".join(lines)
    assert "19:47" not in text
    assert "(found under 13:69F-2.6(e))" in text
    # One replay a finding; two defects of one kind under two clauses are one finding (2.7(a), (b)).
    assert text.count("replay: bjkit replay") == len(document["findings"])


def test_a_game_that_runs_its_shoe_out_is_an_error(tmp_path: Path) -> None:
    events = _run(tmp_path, RUN_OUT, RUNS_OUT)
    (result,) = [e for e in events if e["event"] == "result"]
    assert result["verdict"] == "error"
    assert "1005" in result["message"]
    document = build_results(events)
    rows = {row["id"]: row for row in document["clauses"]}
    assert rows["13:69F-2.3(a)"]["verdict"] == "error"
