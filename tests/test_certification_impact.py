"""`bjkit.impact.certifications`: which verdicts of an earlier run an amendment invalidates, and
what to run again. The run folders are written here by hand, so that every
expected verdict can be worked out from them; for re-certifications given with the run they
re-certify, the earlier run is one real quick certification (a child process), and the
re-certifications are written from its results.jsonl (see below)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from bjkit.cli import main
from bjkit.impact.certifications import certification_impact, read_run
from bjkit.recertify import plan_recertification
from regulations import KitError, load_corpus
from regulations.corpus import Corpus
from regulations.user_corpus import CORPUS_ENV
from reports.results import build_results, read_events
from suite.run.selection import clause_selects
from tests.amendment_notices import SEVENS_NOTICE
from tests.impact_editions import amended
from tests.test_recertify import SCHEMA, _certify

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
    new = amended(corpus.edition("nj-2024"), "nj-2024+five", A, "$ 1.00", "$5.00")
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
    assert impact.runs[0].status == "valid" and impact.record()["runs"][0]["status"] == "valid"


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


def test_a_run_of_the_new_edition_itself_is_current(
    tmp_path: Path, corpus_and_new: tuple[Corpus, Any]
) -> None:
    corpus, new = corpus_and_new
    folder = _run_folder(tmp_path / "run")
    results = json.loads((folder / "results.json").read_text(encoding="utf-8"))
    results["run"]["edition"] = new.name  # held in memory only: the corpus does not know it
    (folder / "results.json").write_text(json.dumps(results), encoding="utf-8")
    impact = certification_impact(new, corpus, [folder])
    [run] = impact.runs
    assert run.status == "current" and run.invalid == () and len(run.valid) == 5
    assert impact.open_items() == 0
    assert impact.record()["runs"][0]["status"] == "current"
    assert "    status: current" in impact.lines()


# Partial re-certifications given with the run they re-certify. The earlier run is a real quick
# certification of 2.17(a) and 2.17(e) in nj-2024 (one child process); the new edition is the
# sevens notice (2.17(a)'s amount and the One Seven line of 2.17(e)3) amended into a corpus folder
# of the module's own. `bjkit certify` cannot run the new edition (the kit's features quote no Rule
# of it), so each re-certification's folder is written here from the earlier run's results.jsonl
# as `bjkit certify --edition NEW --recertify-from RUN_DIR` writes it: its certify line for the
# new edition, the recertify line `plan_recertification` makes, the scenarios of the clauses it
# re-ran, and results.json built from those lines.

NEW = "nj-2024+sevens"
E = "13:69F-2.17(e)"
A_GROUP = [A, A1, A2, f"{A}3"]
E_GROUP = [E, f"{E}1", f"{E}2", *(f"{E}2{n}" for n in ("i", "ii", "iii", "iv", "v")), f"{E}3"]


@pytest.fixture(scope="module")
def sevens(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Corpus, Any]]:
    """The corpus with nj-2024+sevens (`bjkit amend` of SEVENS_NOTICE), and that edition."""
    folder = tmp_path_factory.mktemp("sevens")
    notice = folder / "sevens.txt"
    notice.write_text(SEVENS_NOTICE, encoding="utf-8")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(CORPUS_ENV, str(folder / "corpus"))
        assert main(["amend", str(notice), "--to", "nj-2024", "--name", NEW]) == 0
        corpus = load_corpus()
        yield corpus, corpus.edition(NEW)


@pytest.fixture(scope="module")
def earlier(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A quick nj-2024 certification of the reference engine on 2.17(a) and 2.17(e), in one
    worker: the re-certifications below are cut after (a)'s results, which one worker writes
    first (several write them as they finish)."""
    folder = tmp_path_factory.mktemp("earlier") / "run"
    done = _certify(folder, A, "--clause", E, "--workers", "1")
    assert done.returncode == 0, done.stdout + done.stderr
    return folder


def _recertification(
    earlier: Path,
    out: Path,
    corpus: Corpus,
    *,
    clauses: tuple[str, ...] = (),
    failing: str | None = None,
    kept: int | None = None,
) -> Path:
    """A re-certification of `earlier` against nj-2024+sevens in `out`, as `bjkit certify
    --recertify-from` writes it: of `clauses` (default: those the impact says), with the first
    scenario of `failing` failing; killed after `kept` scenarios (results.jsonl only then, with no
    end)."""
    plan = plan_recertification(earlier, NEW, "reference", list(clauses), corpus=corpus)
    events, problems = read_events(earlier / "results.jsonl")
    assert not problems

    def selected(scenario: dict[str, Any]) -> bool:
        return any(clause_selects(c, t) for c in plan.clauses for t in scenario["clauses"])

    written: list[dict[str, Any]] = []
    failed = False
    for line in events:
        event, kind = dict(line), line["event"]
        if kind == "certify":
            argv = [f"--clause={c}" for c in plan.clauses]
            event = {
                **event,
                "edition": NEW,
                "started": "2099-01-01T00:00:00+00:00",  # after the earlier run
                "command": f"bjkit certify --edition {NEW} --profile quick {' '.join(argv)} "
                f"--recertify-from {earlier} --out {out}",
            }
            written += [event, plan.event]
            continue
        if kind == "run":
            event = {**event, "edition": NEW}
        elif kind == "collected":
            event = {**event, "scenarios": [s for s in event["scenarios"] if selected(s)]}
        elif kind == "result":
            if not selected(event):
                continue
            if kept is not None and kept == sum(e["event"] == "result" for e in written):
                break
            if failing in event["clauses"] and not failed:
                event, failed = {**event, "verdict": "fail", "message": "paid $1.00"}, True
        written.append(event)
    out.mkdir(parents=True)
    text = "".join(json.dumps(e, sort_keys=True) + "\n" for e in written)
    (out / "results.jsonl").write_text(text, encoding="utf-8")
    if kept is None:
        document = build_results(written)
        (out / "results.json").write_text(json.dumps(document), encoding="utf-8")
    return out


def test_a_recertification_given_with_its_run_replaces_its_invalid_verdicts(
    earlier: Path,
    sevens: tuple[Corpus, Any],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    corpus, new = sevens
    alone = certification_impact(new, corpus, [earlier])
    [before] = alone.runs
    # The notice amends 2.17(a), and 2.17(e)3 (so 2.17(e), whose text holds it): every verdict
    # of the run rests on one of them; the paragraphs without scenarios take (a)'s or (e)'s.
    assert [v.clause for v in before.invalid] == [*A_GROUP, *E_GROUP]
    assert [v.why for v in before.invalid] == [
        *([f"amended {A}"] * 4),
        *([f"amended {E}; amended {E}3"] * 9),
    ]
    assert before.valid == () and before.rerun == (A, E)
    assert before.status == "open" and alone.open_items() == 1

    # The re-certification recorded the folder as given to it, relative to where it ran.
    monkeypatch.chdir(earlier.parent)
    again = _recertification(Path(earlier.name), tmp_path / "again", corpus, failing=A)
    results = json.loads((again / "results.json").read_text(encoding="utf-8"))
    assert results["recertification"]["from"]["folder"] == "run"
    assert results["recertification"]["clauses"] == [A, E]
    jsonschema.Draft7Validator(SCHEMA).validate(results)

    for order in ([earlier, again], [again, earlier]):
        impact = certification_impact(new, corpus, order)
        run, recertification = sorted(impact.runs, key=lambda r: r.run.folder != earlier)
        assert run.status == "re-certified", "\n".join(impact.lines())
        assert run.open == () and run.to_run == () and run.recertified_by == (again,)
        # (a) failed one scenario in the new edition, so (a) and its paragraphs fail; (e) passed.
        assert [(r.earlier.clause, r.earlier.verdict, r.verdict) for r in run.recertified] == [
            *((c, "pass", "fail") for c in A_GROUP),
            *((c, "pass", "pass") for c in E_GROUP),
        ]
        assert run.recertified_counts() == {"fail": 4, "pass": 9}
        assert recertification.status == "current" and recertification.invalid == ()
        assert impact.open_items() == 0

    record = json.loads(json.dumps(impact.record()))
    [entry] = [r for r in record["runs"] if r["run"]["folder"] == str(earlier)]
    assert entry["status"] == "re-certified" and entry["recertified_by"] == [str(again)]
    assert entry["open"] == [] and entry["rerun"] == [] and entry["command"] is None
    assert len(entry["invalid"]) == 13
    assert entry["recertified_verdicts"] == {"fail": 4, "pass": 9}
    assert entry["recertified"][0] == {
        "clause": A,
        "verdict": "pass",
        "why": f"amended {A}",
        "clause_now": A,
        "recertified_verdict": "fail",
        "by": str(again),
    }
    [other] = [r for r in record["runs"] if r["run"]["folder"] == str(again)]
    assert other["status"] == "current"
    assert other["recertifies"]["folder"] == "run"
    assert record["open_items"] == 0
    lines = impact.lines()
    assert (
        f"    re-certified by {again}: 13 verdict(s) replaced (4 fail, 9 pass); 4 FAIL in {NEW} "
        "(the game's to answer)"
    ) in lines
    assert f"    RE-CERTIFIED, FAILS {A} (was pass; amended {A}): FAIL in {again}" in lines
    assert not any(line.lstrip().startswith("INVALID") for line in lines)
    assert lines[-1] == "  open items: 0"


@pytest.mark.parametrize(
    ("options", "recertified"),
    [
        # --clause 13:69F-2.17(a) given with --recertify-from: (e) was not run again.
        pytest.param({"clauses": (A,)}, A_GROUP, id="one clause asked"),
        # Both clauses asked, killed once (a)'s ten scenarios ran (they come first): (e)'s are
        # "not run", which replaces nothing.
        pytest.param({"kept": 10}, A_GROUP, id="killed after (a)"),
        # Killed after (a)'s first scenario, which failed: (a)'s verdict is a fail, but the
        # rest of its scenarios never ran, so it was not run again in full either.
        pytest.param({"kept": 1, "failing": A}, [], id="killed in (a)"),
    ],
)
def test_a_recertification_of_some_clauses_leaves_the_rest_open(
    options: dict[str, Any],
    recertified: list[str],
    earlier: Path,
    sevens: tuple[Corpus, Any],
    tmp_path: Path,
) -> None:
    corpus, new = sevens
    again = _recertification(earlier, tmp_path / "again", corpus, **options)
    assert (again / "results.json").exists() == ("kept" not in options)
    impact = certification_impact(new, corpus, [earlier, again])
    run = impact.runs[0]
    assert run.status == "open" and impact.open_items() == 1
    assert [(r.earlier.clause, r.verdict) for r in run.recertified] == [
        (c, "pass") for c in recertified
    ]
    rest = [c for c in (*A_GROUP, *E_GROUP) if c not in recertified]
    assert [v.clause for v in run.open] == rest
    assert run.to_run == ((E,) if recertified else (A, E))
    clauses = " ".join(f"--clause '{c}'" for c in run.to_run)
    assert run.command() == (
        f"bjkit certify --edition {NEW} --adapter reference --profile quick {clauses} "
        f"--recertify-from {earlier} --out {earlier}-{NEW}"
    )
    lines = impact.lines()
    split = f" ({len(recertified)} re-certified, {len(rest)} open)" if recertified else ""
    assert f"    13 verdict(s) no longer valid{split}, 0 still valid" in lines
    assert f"    INVALID {E}3 (pass): amended {E}; amended {E}3" in lines
    assert f"    run again: {', '.join(run.to_run)}" in lines and "    status: open" in lines
    assert impact.record()["runs"][0]["rerun"] == list(run.to_run)


def test_the_command_for_the_rest_does_not_write_over_a_recertification(
    tmp_path: Path, corpus_and_new: tuple[Corpus, Any]
) -> None:
    corpus, new = corpus_and_new
    folder = _run_folder(tmp_path / "run")
    Path(f"{folder}-{new.name}").mkdir()  # where the first re-certification went
    [run] = certification_impact(new, corpus, [folder]).runs
    assert run.command().endswith(f"--out {folder}-{new.name}-2")


def test_a_recertification_of_another_run_in_the_folder_replaces_nothing(
    earlier: Path, sevens: tuple[Corpus, Any], tmp_path: Path
) -> None:
    corpus, new = sevens
    again = _recertification(earlier, tmp_path / "again", corpus)
    results = json.loads((again / "results.json").read_text(encoding="utf-8"))
    results["recertification"]["from"]["run_id"] = "0123456789ab"  # the folder was run since
    (again / "results.json").write_text(json.dumps(results), encoding="utf-8")
    impact = certification_impact(new, corpus, [earlier, again])
    run = impact.runs[0]
    assert run.status == "open" and run.recertified == () and impact.open_items() == 1
    assert run.notes == (
        f"{again} re-certifies another run of this folder (run 0123456789ab), not this one "
        f"(run {run.run.run_id}); it replaces none of its verdicts",
    )
    assert f"    note: {run.notes[0]}" in impact.lines()
