"""`bjkit certify --recertify-from RUN_DIR`: a partial re-certification against an earlier run.
One quick certification of 2.17(a) and one of 2.18(a) in nj-2024, each a
child process, then re-certifications against them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from bjkit.recertify import plan_recertification
from regulations import KitError, load_corpus
from regulations.corpus import Corpus
from reports.results import RESULTS_SCHEMA
from tests.impact_editions import amended

REPOSITORY = Path(__file__).resolve().parents[1]
SCHEMA = json.loads(RESULTS_SCHEMA.read_text(encoding="utf-8"))
A = "13:69F-2.17(a)"


def _bjkit(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bjkit", *argv],
        cwd=REPOSITORY,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def _certify(folder: Path, clause: str, *more: str) -> subprocess.CompletedProcess[str]:
    return _bjkit("certify", "--profile", "quick", "--clause", clause, "--out", str(folder), *more)


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Two earlier nj-2024 runs of the reference engine: 2.17(a), and 2.18(a)."""
    folders = {}
    for name, clause in (("2.17(a)", A), ("2.18(a)", "13:69F-2.18(a)")):
        folder = tmp_path_factory.mktemp("earlier") / "run"
        done = _certify(folder, clause)
        assert done.returncode == 0, done.stdout + done.stderr
        folders[name] = folder
    return folders


def test_an_amended_amount_reruns_its_clause_and_replaces_its_verdicts(
    runs: dict[str, Path],
) -> None:
    corpus = load_corpus()
    base = corpus.edition("nj-2024")
    new = amended(base, "nj-2024+five", A, "$ 1.00", "$5.00")
    both = Corpus({base.name: base, new.name: new})
    plan = plan_recertification(runs["2.17(a)"], new.name, "reference", [], corpus=both)
    # The run checked 2.17(a) only: its scenarios are tagged 2.17(a), and (a)1 to (a)3, with no
    # scenario of their own, took its verdict. The amount changed, so all four are replaced.
    assert plan.clauses == (A,)
    assert plan.event["replaces"] == [
        {"clause": c, "verdict": "pass"} for c in (A, f"{A}1", f"{A}2", f"{A}3")
    ]
    assert plan.event["still_invalid"] == []
    assert plan.event["from"]["edition"] == "nj-2024"
    assert plan.event["from"]["folder"] == str(runs["2.17(a)"])


def test_a_run_the_amendment_leaves_alone_has_nothing_to_rerun(runs: dict[str, Path]) -> None:
    with pytest.raises(KitError, match="invalidates none of that run's verdicts"):
        plan_recertification(runs["2.17(a)"], "nj-2024+bet-the-set", "reference", [])
    done = _bjkit(
        "certify", "--edition", "nj-2024+bet-the-set", "--recertify-from", str(runs["2.17(a)"]),
        "--out", str(runs["2.17(a)"].parent / "again"),
    )  # fmt: skip
    assert done.returncode == 2
    assert "nothing to run again" in done.stderr


def test_another_game_or_the_earlier_folder_itself_is_refused(runs: dict[str, Path]) -> None:
    with pytest.raises(KitError, match="that run certified --adapter 'reference'"):
        plan_recertification(runs["2.18(a)"], "nj-2024+bet-the-set", "python:x.y:z", [])
    done = _bjkit(
        "certify", "--edition", "nj-2024+bet-the-set", "--recertify-from", str(runs["2.18(a)"]),
        "--out", str(runs["2.18(a)"]),
    )  # fmt: skip
    assert done.returncode == 2
    assert "the earlier run's own folder" in done.stderr
    assert (runs["2.18(a)"] / "results.json").is_file()


def test_the_bet_the_set_notice_recertifies_2_18_a(runs: dict[str, Path], tmp_path: Path) -> None:
    earlier = runs["2.18(a)"]
    out = tmp_path / "recertified"
    done = _bjkit(
        "certify", "--edition", "nj-2024+bet-the-set", "--profile", "quick",
        "--recertify-from", str(earlier), "--out", str(out),
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    results: dict[str, Any] = json.loads((out / "results.json").read_text(encoding="utf-8"))
    jsonschema.Draft7Validator(SCHEMA).validate(results)
    before = json.loads((earlier / "results.json").read_text(encoding="utf-8"))
    recertification = results["recertification"]
    # The notice restated 2.18(a); the earlier run's one verdict was on it.
    assert recertification["clauses"] == ["13:69F-2.18(a)"]
    assert recertification["replaces"] == [{"clause": "13:69F-2.18(a)", "verdict": "pass"}]
    assert recertification["from"]["folder"] == str(earlier)
    assert recertification["from"]["edition"] == "nj-2024"
    assert recertification["from"]["started"] == before["run"]["started"]
    assert results["run"]["edition"] == "nj-2024+bet-the-set"
    assert {s["clauses"][0] for s in results["scenarios"]} == {"13:69F-2.18(a)"}
    assert "PARTIAL RE-CERTIFICATION of 13:69F-2.18(a) against the run in" in done.stdout
    assert "replaces the earlier verdicts: 13:69F-2.18(a) pass" in done.stdout
    report = (out / "report.html").read_text(encoding="utf-8")
    assert "Partial re-certification" in report
    assert "Earlier verdicts this run replaces" in report
    assert str(earlier) in report
