"""`bjkit editions` and `bjkit show` as a user runs them, and the corpus check of every run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bjkit.cli import main
from bjkit.corpus_check import write_corpus_integrity


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_editions_json_lists_the_four_editions_with_counts(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = _run(capsys, "editions", "--json")
    assert status == 0
    editions = {e["name"]: e for e in json.loads(out)["editions"]}
    assert list(editions) == ["nj-1996", "nj-2004", "nj-2024", "nj-2024+bet-the-set"]
    # nj-1996 blackjack: 2.2 (3) 2.3 (11) 2.4 (4) 2.5 (9) 2.6 (15) 2.7 (2) 2.8 (3) 2.9 (4)
    # 2.10 (2) 2.11 (5) 2.12 (3) 2.13 (7) 2.14 (1) 2.15 (13) 2.16 (3) 2.17 (9) 2.18 (10)
    # 2.19 (1) 2.20 (1) = 106 subsections, counted by hand from the source.
    assert editions["nj-1996"]["clauses_by_game"]["blackjack"] == 106
    assert editions["nj-2004"]["carries_over_from"] == "nj-1996"
    assert editions["nj-2024"]["sources"] == [
        "002_071478d70f528b75.txt",
        "001_61880b8392bf859d.txt",
    ]
    notice = editions["nj-2024+bet-the-set"]
    assert notice["carries_over_from"] == "nj-2024"
    assert notice["sources"][-1] == "003_272356aa69b070ca.txt"
    # nj-2024's 122 with 2.20 and 2.18(a) replaced, 1.10(v), 2.22 to 2.28 (6), 2.29 (9) and 2.1.
    assert notice["clauses"] == 122 + 1 + 6 + 9 + 1
    for edition in editions.values():
        assert edition["clauses"] > 100


def test_editions_lists_the_edition_the_notice_produces(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = _run(capsys, "editions")
    assert status == 0
    assert "nj-2024+bet-the-set  N.J.A.C. 13:69F Blackjack as nj-2024, amended by the Bet" in out
    assert "carried over from nj-2024" in out


def test_show_says_which_notice_gave_a_clause(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "show", "13:69F-2.18(a)", "--edition", "nj-2024+bet-the-set")
    assert status == 0
    assert "text of the register notice: bet-the-set-21" in out
    assert "source: 003_272356aa69b070ca.txt, line 35" in out
    assert out.rstrip().endswith("or the bet the set wager authorized by N.J.A.C. 13:69F-2.29.")
    status, out, _ = _run(
        capsys, "show", "19:47-2.29(g)", "--edition", "nj-2024+bet-the-set", "--json"
    )
    assert status == 0
    record = json.loads(out)
    assert (record["id"], record["amended_by"]) == ("13:69F-2.29(g)", "bet-the-set-21")


def test_show_prints_the_verbatim_text(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "show", "19:47-2.17(e)", "--edition", "nj-2004")
    assert status == 0
    assert "King and queen | 5 to 1 | 10 to 1 | 5 to 1 | 25 to 1" in out
    assert "source: 000_77663ce6b091f5ba.txt" in out


def test_show_finds_a_clause_by_its_alias(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "show", "13:69F-2.7(a)", "--edition", "nj-1996", "--json")
    assert status == 0
    record = json.loads(out)
    assert record["id"] == "19:47-2.7(a)"
    assert record["provenance"] == {
        "source": "004_aac599b28e9d2f65.txt",
        "first_line": 607,
        "last_line": 607,
    }


def test_an_unknown_clause_fails_and_names_the_closest(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = _run(capsys, "show", "19:47-2.7(z)", "--edition", "nj-1996")
    assert status == 2
    assert "no clause 19:47-2.7(z) in nj-1996" in err
    assert "19:47-2.7(a)" in err


def test_a_clause_of_a_later_edition_says_where_it_is(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = _run(capsys, "show", "13:69F-2.30(h)", "--edition", "nj-1996")
    assert status == 2
    assert "(it is in nj-2024, nj-2024+bet-the-set)" in err


def test_an_unknown_edition_fails_and_lists_the_editions(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, _, err = _run(capsys, "show", "19:47-2.7(a)", "--edition", "nj-2005")
    assert status == 2
    assert "nj-1996, nj-2004, nj-2024" in err


def test_a_certification_run_writes_the_corpus_summary(tmp_path: Path) -> None:
    failed = write_corpus_integrity(tmp_path)
    report = json.loads((tmp_path / "corpus-integrity.json").read_text("utf-8"))
    assert [check["name"] for check in report["checks"]][:4] == [
        "unique ids",
        "subsection sequence",
        "hashes",
        "carry-over",
    ]
    assert "verdict: PASS" in (tmp_path / "corpus-integrity.txt").read_text("utf-8")
    assert failed is None
