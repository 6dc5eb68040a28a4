"""`bjkit diff` and `bjkit lint` as a regulator runs them: output, JSON, HTML and exit statuses."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import bjkit.commands.lint as lint_command
from bjkit.cli import main
from regulations import Corpus, Edition, load_corpus


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_diff_prints_the_redline_in_the_register_notation(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = _run(capsys, "diff", "nj-2024", "nj-2024+bet-the-set")
    assert status == 0
    assert out.startswith(
        "nj-2024 -> nj-2024+bet-the-set: 27 added, 1 removed, 1 amended, 198 unchanged, "
        "1 heading changes"
    )
    words = " ".join(out.split())
    assert "13:69F-2.18(a) (a) A casino licensee may" in words
    assert "on the outcome of the [player's] **players** hand" in words
    assert '13:69F-2.20 "Continuous shuffling shoe or device" -> "Blackjack bonus wager"' in words
    assert "Removed (1) 13:69F-2.20 In lieu of the dealing and shuffling" in words


def test_diff_json_and_html(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    page = tmp_path / "out" / "diff.html"
    status, out, err = _run(capsys, "diff", "nj-1996", "nj-2004", "--json", "--html", str(page))
    assert status == 0
    record = json.loads(out)
    assert (record["from"], record["to"]) == ("nj-1996", "nj-2004")
    amended = {a["id"]: a for a in record["amended"]}
    # 2.17(e)2i single deck, Option 1, King and queen: 50 to 1 in 1996, 5 to 1 in 2004.
    assert amended["19:47-2.17(e)2i"]["deleted_words"] == ["50"]
    assert amended["19:47-2.17(e)2i"]["added_words"] == ["5"]
    assert f"wrote {page}" in err
    html = page.read_text(encoding="utf-8")
    assert "<del>50</del> <ins>5</ins>" in html


def test_diff_refuses_an_unknown_edition_with_suggestions(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = _run(capsys, "diff", "nj-2024", "nj-2024+bet-the-sets")
    assert status == 2
    assert out == ""
    assert "unknown edition 'nj-2024+bet-the-sets'" in err
    assert "did you mean nj-2024+bet-the-set" in err


@pytest.fixture
def no_acknowledgements(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The lint as it was before its findings were acknowledged (tests/test_lint_gate.py has the
    gate with the kit's list): every finding shown in its group, and counted."""
    empty = tmp_path / "none.toml"
    empty.write_text("", encoding="utf-8")
    monkeypatch.setattr(lint_command, "ACKNOWLEDGED_FILE", empty)


@pytest.mark.usefixtures("no_acknowledgements")
def test_lint_groups_findings_by_kind_and_fails_on_the_notice_edition(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = _run(capsys, "lint", "nj-2024+bet-the-set")
    assert status == 1
    # 1 self-exclusion, 19 asymmetric exclusions, 2 N/A contradictions, 1 table differing, and
    # Paytable 2 of 2.29(g) returning more than 100 % from four decks on.
    assert out.splitlines()[0].startswith("nj-2024+bet-the-set: 24 findings, ")
    assert "\nreturn-above-100: 1\n" in out
    assert "\nself-exclusion: 1\n" in out
    assert '  13:69F-2.22(l): "a streak wager pursuant to N.J.A.C. 13:69F-2.22"' in out
    assert "\nasymmetric-exclusion: 19\n" in out
    assert "\npaytable-contradiction: 2\n" in out
    assert '13:69F-2.29(g): "Regular Pair | N/A | 10 to 1' in out
    assert "\nexternal-reference (informational): " in out
    assert "  13:69F-2.6A: is not in the edition; cited by\n" in out
    assert '    13:69F-2.30(f) "N.J.A.C. 13:69F-2.6A"' in out
    # What the text gets wrong comes before what the sources lack.
    assert out.index("self-exclusion") < out.index("external-reference")


@pytest.mark.usefixtures("no_acknowledgements")
def test_lint_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "lint", "nj-2024", "--json")
    assert status == 1
    record = json.loads(out)
    assert record["edition"] == "nj-2024"
    assert record["status"] == 1
    # nj-2024: 2.17(e)2i Option 1 King and Queen 50 to 1, 5 to 1 in nj-2004; no exclusion
    # clause disagrees (2.18(a) is cut off before its list).
    assert record["counts"]["paytable-differs"] == 1
    assert "self-exclusion" not in record["counts"]
    assert "asymmetric-exclusion" not in record["counts"]
    differs = [f for f in record["findings"] if f["kind"] == "paytable-differs"]
    assert differs[0]["clause"] == "13:69F-2.17(e)2i"
    assert differs[0]["related"][0]["edition"] == "nj-2004"


def test_lint_exits_0_when_only_external_references_remain(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """An edition of 13:69F-2.30 alone: its citations of 8.3, 2.3, 2.6, 2.6A and 2.9 are
    external, its pay tables are those of nj-2024, and nothing else is wrong."""
    real = load_corpus()
    base = real.edition("nj-2024")
    section = next(s for s in base.sections if s.id == "13:69F-2.30")
    buster = Edition(
        name="buster-only",
        title="test",
        chapter=base.chapter,
        description="",
        sources=base.sources,
        carries_over_from=base.name,
        sections=(section,),
    )
    corpus = Corpus({**real.editions, "buster-only": buster})
    monkeypatch.setattr(lint_command, "load_corpus", lambda: corpus)
    status, out, _ = _run(capsys, "lint", "buster-only")
    assert status == 0
    assert out.startswith("buster-only: 0 findings, ")
    assert "13:69F-8.3: is not in the edition; cited by" in out


def test_lint_refuses_an_unknown_edition(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = _run(capsys, "lint", "nj-2025")
    assert status == 2
    assert "unknown edition 'nj-2025'" in err
