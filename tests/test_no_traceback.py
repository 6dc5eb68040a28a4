"""No input ends in a traceback (issue 29, deliver 4), for the amendment gate's commands first:
`bjkit amend`, `diff`, `impact` and `editions` driven with malformed inputs Hypothesis makes
(truncated and corrupted notices; corpus folders with a half-written or damaged edition).

Each run must end in an exit status its --help documents (0, 1, 2) with a message, never a
Python traceback on stderr and never the kit's own defect line (exit 4). The defect line itself
is checked on a command made to fail inside.
"""

from __future__ import annotations

import argparse
import itertools
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bjkit import cli
from bjkit.cli import DEFECT_STATUS, DEFECTS_ENV, main
from regulations.user_corpus import CORPUS_ENV
from tests.amendment_notices import SEVENS_NOTICE, VARIANT_NOTICE

CITATIONS = (
    "§ 13:69F-2.6 Procedure for dealing cards (Amendment)\n\n(k) (No change in text.)\n\n"
    "1. (No change.)\n\n2. Winning wagers shall be paid in accordance with N.J.A.C. "
    "[19:47-2.3(e)] **13:69F-2.3(e)**, except that standard blackjack shall be paid at odds of "
    "1 to 1;\n"
)
SEEDS = (SEVENS_NOTICE, VARIANT_NOTICE, CITATIONS)
# What a notice is made of: the notation's marks, labels, headings, table separators, words.
PIECES = (
    "[", "]", "**", "§", "(", ")", "\t", "|", "\n", "\n\n", " ", ".", "–", "-", ":", ";", ",",
    "(a)", "(z)", "1.", "iii.", "(1)", "(ii)", "No Change", "(No change in text.)",
    "(Amendment)", "§ 13:69F-2.17 Permissible additional wagers", "§ 13:69F-2.99 Other",
    "13:69F-2.17", "....", "$", "$ 1.00", "Definitions", "CHAPTER 69F", "\x00", "\ufeff", "é",
)  # fmt: skip
_COUNTER = itertools.count()


def _fresh(name: str) -> str:
    return f"{name}{next(_COUNTER)}"


@st.composite
def notices(draw: st.DrawFn) -> str:
    """A real notice, truncated, with pieces inserted or characters dropped."""
    text = draw(st.sampled_from(SEEDS))
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(text)))
        action = draw(st.sampled_from(("cut", "insert", "drop", "line")))
        if action == "cut":
            text = text[:at]
        elif action == "insert":
            text = text[:at] + draw(st.sampled_from(PIECES)) + text[at:]
        elif action == "drop":
            text = text[:at] + text[at + draw(st.integers(1, 20)) :]
        else:
            lines = text.split("\n")
            lines.insert(draw(st.integers(0, len(lines))), draw(st.sampled_from(PIECES)))
            text = "\n".join(lines)
    return text


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    status = main(argv)
    out = capsys.readouterr()
    assert "Traceback" not in out.err, out.err
    assert status != DEFECT_STATUS and "defect of the kit" not in out.err, out.err
    return status, out.out + out.err


@pytest.fixture(scope="module")
def folders() -> Iterator[Path]:
    base = Path(tempfile.mkdtemp(prefix="bjkit-no-traceback-"))
    yield base
    shutil.rmtree(base, ignore_errors=True)


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(notice=notices(), edition=st.sampled_from(("nj-2024", "nj-2004", "nj-2024+bet-the-set")))
def test_a_malformed_notice_is_applied_or_refused_never_a_traceback(
    notice: str,
    edition: str,
    folders: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    corpus = folders / _fresh("corpus")
    monkeypatch.setenv(CORPUS_ENV, str(corpus))
    path = folders / f"{_fresh('notice')}.txt"
    path.write_text(notice, encoding="utf-8")
    name = _fresh("nj-x")
    status, shown = _run(["amend", str(path), "--to", edition, "--name", name], capsys)
    assert status in (0, 2)
    if status == 2:
        assert shown.startswith("bjkit amend: error: ")
        return
    status, _ = _run(["diff", edition, name], capsys)
    assert status == 0
    status, _ = _run(["editions"], capsys)
    assert status == 0


@pytest.fixture(scope="module")
def written(folders: Path) -> Path:
    """A corpus folder with one edition bjkit amend wrote (the citations notice)."""
    corpus = folders / "written"
    notice = folders / "citations.txt"
    notice.write_text(CITATIONS, encoding="utf-8")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(CORPUS_ENV, str(corpus))
        assert main(["amend", str(notice), "--to", "nj-2024", "--name", "nj-2024+cit"]) == 0
    return corpus


@st.composite
def damages(draw: st.DrawFn) -> tuple[str, str, int, bytes]:
    """(which file, how, where, what): a file of the corpus folder cut short, overwritten with
    bytes, stripped of a line, removed; or the edition's folder removed (an edition whose
    manifest entry was written and whose files were not)."""
    target = draw(st.sampled_from(("editions.toml", "section", "folder")))
    how = draw(st.sampled_from(("cut", "bytes", "line", "remove")))
    return target, how, draw(st.integers(0, 4000)), draw(st.binary(max_size=8))


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(damage=damages())
def test_a_damaged_corpus_folder_is_refused_never_a_traceback(
    damage: tuple[str, str, int, bytes],
    written: Path,
    folders: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    corpus = folders / _fresh("damaged")
    shutil.copytree(written, corpus)
    target, how, at, junk = damage
    edition_dir = corpus / "nj-2024+cit"
    if target == "folder":
        shutil.rmtree(edition_dir)
    else:
        files = sorted(edition_dir.glob("*.toml"))
        path = corpus / "editions.toml" if target == "editions.toml" else files[at % len(files)]
        data = path.read_bytes()
        if how == "remove":
            path.unlink()
        elif how == "cut":
            path.write_bytes(data[: at % (len(data) + 1)])
        elif how == "bytes":
            cut = at % (len(data) + 1)
            path.write_bytes(data[:cut] + junk + data[cut + len(junk) :])
        else:
            lines = data.split(b"\n")
            del lines[at % len(lines)]
            path.write_bytes(b"\n".join(lines))
    monkeypatch.setenv(CORPUS_ENV, str(corpus))
    status, shown = _run(["editions"], capsys)
    assert status in (0, 2)
    if status == 2:
        assert str(corpus) in shown  # the message names the folder's file that is wrong
        for argv in (["diff", "nj-2024", "nj-2024+cit"], ["impact", "nj-2024+cit"]):
            assert _run(argv, capsys)[0] == 2
        return
    # Still readable (a damage that left valid data): diff answers about whatever is there.
    assert _run(["diff", "nj-2024", "nj-2024+cit"], capsys)[0] in (0, 2)


def test_a_defect_of_the_kit_is_one_line_and_a_saved_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A failure that is no input's fault (here a command handler that divides by zero)."""

    def broken(args: argparse.Namespace) -> int:
        return 1 // 0

    real = cli.build_parser

    def parser(command: str | None = None) -> argparse.ArgumentParser:
        built = real(command)
        built.set_defaults(handler=broken)
        for action in built._subparsers._group_actions:  # type: ignore[union-attr]
            for sub in action.choices.values():  # type: ignore[union-attr]
                sub.set_defaults(handler=broken)
        return built

    monkeypatch.setattr(cli, "build_parser", parser)
    monkeypatch.setenv(DEFECTS_ENV, str(tmp_path / "defects"))
    assert main(["editions"]) == DEFECT_STATUS
    err = capsys.readouterr().err
    assert "Traceback" not in err
    (line,) = err.strip().splitlines()
    assert line.startswith("bjkit editions: internal error, a defect of the kit, not of the input ")
    assert "(ZeroDivisionError: integer division or modulo by zero)" in line
    (saved,) = (tmp_path / "defects").iterdir()
    assert str(saved) in line
    text = saved.read_text(encoding="utf-8")
    assert "Traceback" in text and "ZeroDivisionError" in text and "['editions']" in text


@pytest.mark.parametrize("name", ["a/b", "../escape", "", "nj 2024 x", ".hidden", "x" * 101])
def test_an_edition_name_that_cannot_name_a_folder_is_refused(
    name: str, written: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    monkeypatch.setenv(CORPUS_ENV, str(tmp_path / "corpus"))
    notice = tmp_path / "n.txt"
    notice.write_text(CITATIONS, encoding="utf-8")
    status, shown = _run(["amend", str(notice), "--to", "nj-2024", "--name", name], capsys)
    assert status == 2
    assert f"bjkit amend: error: --name {name!r}: a name is 1 to 100 letters" in shown
    assert not (tmp_path / "corpus").exists()


def test_unwritable_places_are_refused_naming_them(
    written: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    a_file = tmp_path / "a-file"
    a_file.write_text("x", encoding="utf-8")
    notice = tmp_path / "n.txt"
    notice.write_text(CITATIONS, encoding="utf-8")
    status, shown = _run(
        ["amend", str(notice), "--to", "nj-2024", "--name", "x1", "--corpus", str(a_file)], capsys
    )
    assert status == 2 and f"the corpus folder {a_file} is a file, not a folder" in shown
    monkeypatch.setenv(CORPUS_ENV, str(written))
    for argv in (
        ["diff", "nj-2024", "nj-2024+cit", "--html", str(a_file / "d.html")],
        ["impact", "nj-2024+cit", "--html", str(tmp_path)],
    ):
        status, shown = _run(argv, capsys)
        assert status == 2 and "cannot write" in shown
