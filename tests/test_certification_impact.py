"""`bjkit.impact.certifications`: which verdicts of an earlier run an amendment invalidates, and
what to run again. The run folders are written here by hand, so that every
expected verdict can be worked out from them."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from bjkit.impact.certifications import certification_impact, read_run
from regulations import KitError, load_corpus
from regulations.corpus import Corpus
from tests.impact_editions import amended

A, A1, A2, C, D = (f"13:69F-2.17{p}" for p in ("(a)", "(a)1", "(a)2", "(c)", "(d)"))


def _row(clause: str, verdict: str, via: str | None = None) -> dict[str, Any]:
    return {"id": clause, "verdict": verdict, "via": via}


def _scenario(nodeid: str, clauses: list[str], verdict: str) -> dict[str, Any]:
    return {"nodeid": nodeid, "clauses": clauses, "verdict": verdict}


def _run_folder(folder: Path) -> Path:
    """An nj-2024 run of 2.17(a), (c) and (d) on a six-deck table with surrender."""
    folder.mkdir()
    results = {
        "run": {
            "edition": "nj-2024",
            "adapter": {"spec": "python:vendor.game:make"},
            "house_options": {"decks": 6, "surrender": True},
            "rules_file": None,
            "expectations": None,
            "profile": "ci",
            "seed": None,
            "started": "2025-01-02T03:04:05+00:00",
            "command": "bjkit certify --adapter python:vendor.game:make --house decks=6 "
            "--house surrender=true --profile ci --clause 2.17",
        },
        "clauses": [
            _row(A, "pass"),
            _row(A1, "pass", via=A),
            _row(A2, "pass", via=A),
            _row(C, "fail"),
            _row(D, "pass"),
            _row("13:69F-2.17(e)", "not covered"),
        ],
        "scenarios": [
            _scenario("s1", [A], "pass"),
            _scenario("s2", [C], "fail"),
            _scenario("s3", [D], "pass"),
        ],
        "not_run": [],
    }
    (folder / "results.json").write_text(json.dumps(results), encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def corpus_and_new() -> tuple[Corpus, Any]:
    corpus = load_corpus()
    new = amended(corpus.edition("nj-2024"), "nj-2024+five", A, "$1.00", "$5.00")
    return corpus, new


def test_verdicts_resting_on_a_changed_clause_are_invalid(
    tmp_path: Path, corpus_and_new: tuple[Corpus, Any]
) -> None:
    corpus, new = corpus_and_new
    folder = _run_folder(tmp_path / "run")
    impact = certification_impact(new, corpus, [folder])
    [run] = impact.runs
    # 2.17(a) was amended: its own verdict, and (a)1, (a)2, which take it (via), no longer
    # hold; (c) and (d) are untouched, whatever their verdict; (e) had none.
    assert [(v.clause, v.verdict) for v in run.invalid] == [(A, "pass"), (A1, "pass"), (A2, "pass")]
    assert all(v.why == f"amended {A}" for v in run.invalid)
    assert [(v.clause, v.verdict) for v in run.valid] == [(C, "fail"), (D, "pass")]
    assert run.rerun == (A,)
    assert run.command() == (
        "bjkit certify --edition nj-2024+five --adapter python:vendor.game:make "
        "--house decks=6 --house surrender=true --profile ci --clause '13:69F-2.17(a)' "
        f"--recertify-from {folder} --out {folder}-nj-2024+five"
    )
    assert impact.open_items() == 1
    assert impact.record()["runs"][0]["rerun"] == [A]


def test_a_scenario_citing_a_changed_clause_invalidates_every_clause_it_counts_for(
    tmp_path: Path, corpus_and_new: tuple[Corpus, Any]
) -> None:
    corpus, new = corpus_and_new
    folder = _run_folder(tmp_path / "run")
    results = json.loads((folder / "results.json").read_text(encoding="utf-8"))
    results["scenarios"][2]["clauses"] = [D, A]  # s3 checks (d) and (a)
    (folder / "results.json").write_text(json.dumps(results), encoding="utf-8")
    [run] = certification_impact(new, corpus, [folder]).runs
    assert [v.clause for v in run.invalid] == [A, A1, A2, D]
    assert run.rerun == (A, D)


def test_a_run_unaffected_by_the_amendment_has_nothing_open(
    tmp_path: Path, corpus_and_new: tuple[Corpus, Any]
) -> None:
    corpus, _ = corpus_and_new
    new = amended(corpus.edition("nj-2024"), "nj-2024+x", "13:69F-2.7(a)", "3 to 2", "6 to 5")
    impact = certification_impact(new, corpus, [_run_folder(tmp_path / "run")])
    assert impact.runs[0].invalid == () and impact.runs[0].rerun == ()
    assert len(impact.runs[0].valid) == 5
    assert impact.open_items() == 0


def test_a_killed_run_is_read_from_its_results_jsonl(
    tmp_path: Path, corpus_and_new: tuple[Corpus, Any]
) -> None:
    corpus, new = corpus_and_new
    folder = tmp_path / "killed"
    folder.mkdir()
    events = [
        {"event": "certify", "edition": "nj-2024", "adapter": {"spec": "reference"},
         "house_options": {}, "profile": "quick", "started": "2025-01-02T03:04:05+00:00",
         "command": "bjkit certify --profile quick --clause 2.17"},
        {"event": "collected", "scenarios": [{"nodeid": "s1", "clauses": [A]},
                                             {"nodeid": "s2", "clauses": [C]}]},
        {"event": "result", "nodeid": "s1", "clauses": [A], "verdict": "pass"},
    ]  # fmt: skip
    lines = "".join(json.dumps(e) + "\n" for e in events) + '{"event": "res'
    (folder / "results.jsonl").write_text(lines, encoding="utf-8")
    [run] = certification_impact(new, corpus, [folder]).runs
    # s1 passed 2.17(a), whose paragraphs (a)1 to (a)3 take its verdict; s2 never ran, so (c)
    # is "not run", which the amendment leaves as it is.
    assert [(v.clause, v.verdict) for v in run.invalid] == [
        (A, "pass"), (A1, "pass"), (A2, "pass"), ("13:69F-2.17(a)3", "pass"),
    ]  # fmt: skip
    assert [(v.clause, v.verdict) for v in run.valid] == [(C, "not run")]
    assert run.rerun == (A,)
    assert "--adapter reference --profile quick" in run.command()


def test_a_missing_or_unreadable_run_folder_is_named(tmp_path: Path) -> None:
    with pytest.raises(KitError, match=re.escape(f"{tmp_path / 'nowhere'}: no such run folder")):
        read_run(tmp_path / "nowhere")
    with pytest.raises(KitError, match=re.escape("neither results.json nor results.jsonl")):
        read_run(tmp_path)
    (tmp_path / "results.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(KitError, match=re.escape("results.json: not a readable results document")):
        read_run(tmp_path)
