"""`bjkit amend`: a register notice as printed in, a new edition out, or a refusal naming what is
wrong.

The notices below are written by hand in the New Jersey Register notation; every expected text is
read off the notice and the nj-2024 clause it amends, not off the kit's output.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bjkit.cli import main
from regulations import load_corpus
from regulations.notice_apply import AmendOptions, NoticeRefusedError, amend_edition
from regulations.notice_text import read_printed_notice
from regulations.sources import sources_dir
from regulations.user_corpus import CORPUS_ENV
from tests.amendment_notices import SEVENS_NOTICE, VARIANT_NOTICE

BET_THE_SET = "003_272356aa69b070ca.txt"


@pytest.fixture
def corpus_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "corpus"
    monkeypatch.setenv(CORPUS_ENV, str(folder))
    return folder


def _notice(tmp_path: Path, text: str, name: str = "notice.txt") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_the_bet_the_set_notice_as_printed_gives_the_stored_edition() -> None:
    """nj-2024+bet-the-set, which the build tool stored as data, is what `bjkit amend` makes of
    the source notice: the same sections, headings, clauses, texts, hashes and provenance."""
    path = sources_dir() / BET_THE_SET
    corpus = load_corpus()
    amended = amend_edition(
        corpus.edition("nj-2024"),
        read_printed_notice(path.read_text(encoding="utf-8"), path.name),
        AmendOptions(
            edition="nj-2024+bet-the-set",
            notice="bet-the-set-21",
            replaces=frozenset({"13:69F-2.20"}),
        ),
    )
    stored = corpus.edition("nj-2024+bet-the-set").sections
    assert [s.id for s in amended.sections] == [s.id for s in stored]
    for made, kept in zip(amended.sections, stored, strict=True):
        assert (made.heading, made.game, made.provenance) == (
            kept.heading,
            kept.game,
            kept.provenance,
        )
        assert made.carried_over_from == kept.carried_over_from
        assert made.absent == kept.absent
        assert made.clauses == kept.clauses, made.id
    # nj-2024 holds 2.18(a) cut off; the notice restates it whole (and prints "players hand").
    assert [w.split(": ")[0] for w in amended.warnings] == ["13:69F-2.18(a)"]


def test_amend_writes_an_edition_every_command_sees(
    tmp_path: Path, corpus_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _notice(tmp_path, SEVENS_NOTICE, "sevens-and-amount.txt")
    assert main(["amend", str(path), "--to", "nj-2024", "--name", "nj-2024+sevens"]) == 0
    assert (corpus_dir / "nj-2024+sevens" / "13-69F-2.17.toml").is_file()
    assert (corpus_dir / "sources" / "sevens-and-amount.txt").read_text() == SEVENS_NOTICE
    edition = load_corpus().edition("nj-2024+sevens")
    assert edition.carries_over_from == "nj-2024"
    amount = edition.clauses["13:69F-2.17(a)"]
    assert "in an amount of $5.00 provided that" in amount.text
    assert amount.amended_by == "sevens-and-amount"
    assert amount.provenance.source == "sevens-and-amount.txt"
    assert amount.provenance.first_line == 7
    sevens = edition.clauses["13:69F-2.17(e)3"].text.splitlines()
    assert sevens[-2:] == ["One Seven | 4 to 1", "(initial card)"]
    assert sevens[2] == "Three Sevens of the Same Suit | 5000 to 1"
    # (e)1 and (e)2 are kept by "1. – 2. No Change"; (b) by "(b) – (d) No Change".
    nj_2024 = load_corpus().edition("nj-2024")
    for kept in ("13:69F-2.17(e)1", "13:69F-2.17(e)2iv", "13:69F-2.17(b)", "13:69F-2.17(a)3"):
        assert edition.clauses[kept].text == nj_2024.clauses[kept].text
        assert edition.clauses[kept].carried_over_from == "nj-2024"
    capsys.readouterr()
    assert main(["editions"]) == 0
    assert "nj-2024+sevens" in capsys.readouterr().out
    assert main(["show", "13:69F-2.17(e)3", "--edition", "nj-2024+sevens"]) == 0
    assert "One Seven | 4 to 1" in capsys.readouterr().out
    # A second edition of the same name is refused; --replace writes it again.
    assert main(["amend", str(path), "--to", "nj-2024", "--name", "nj-2024+sevens"]) == 2
    assert "already has an edition 'nj-2024+sevens'" in capsys.readouterr().err
    assert (
        main(["amend", str(path), "--to", "nj-2024", "--name", "nj-2024+sevens", "--replace"]) == 0
    )


_HEAD = "§ 13:69F-2.17 Permissible additional wagers (Amendment)\n\n"
_A_START = (
    "(a) A casino licensee may, in its discretion, offer to all players at a blackjack table that "
    "does not offer the progressive blackjack wager authorized by 13:69F-2.19 the option to make "
    "one of the following additional wagers in an amount of "
)
_A_END = (
    " provided that the casino licensee complies with the notice requirements set forth in "
    "13:69F-8.3 prior to withdrawing the offer of this option:\n"
)

REFUSED = [
    pytest.param(
        _HEAD + _A_START + "[$2.00] **$5.00**" + _A_END,
        ["13:69F-2.17(a)", "the deleted text '$2.00' does not stand in 13:69F-2.17(a)"],
        id="deleted-text-not-in-the-clause",
    ),
    pytest.param(
        _HEAD + _A_START + "$1.00 or more" + _A_END,
        ["13:69F-2.17(a)", "unmarked text", "$1.00 or more provided"],
        id="unmarked-text-differs",
    ),
    pytest.param(
        _HEAD + "(a) – (z) No Change\n",
        ["13:69F-2.17: the line '(a) – (z) No Change' keeps", "(z), which 13:69F-2.17 does not"],
        id="no-change-names-subsections-it-lacks",
    ),
    pytest.param(
        _HEAD + "(a) – (b) No Change\n\n" + _A_START + "$1.00" + _A_END,
        ["13:69F-2.17", "keeps 13:69F-2.17(a), which the notice also restates"],
        id="no-change-overlaps-a-restatement",
    ),
    pytest.param(
        _HEAD + "(a) – (g) No Change\n\n**(h) A new rule of the kit's own.**\n",
        ["13:69F-2.17(h)", "printed in bold as a new provision, but 13:69F-2.17 has it"],
        id="new-subsection-that-exists",
    ),
    pytest.param(
        "§ 13:69F-2.95 Lucky ladies wager (Amendment)\n\n(a) – (b) No Change\n\n(c) Text.\n",
        ["13:69F-2.95", "amended, but nj-2024 does not have it"],
        id="amended-section-the-edition-lacks",
    ),
    pytest.param(
        "§ 13:69F-2.17 Permissible additional wagers\n\n(a) A new text.\n",
        ["13:69F-2.17", "printed as a new section, but nj-2024 has it"],
        id="added-section-the-edition-has",
    ),
    pytest.param(
        _HEAD + _A_START + "[$1.00 **$5.00**" + _A_END,
        ["13:69F-2.17(a)", "a [ is never closed", "of [$1.00 **$5.00** provided"],
        id="unbalanced-bracket",
    ),
    pytest.param(
        _HEAD + _A_START + "[$1.00] **$5.00" + _A_END,
        ["13:69F-2.17(a)", "a ** bold mark is never closed"],
        id="unbalanced-bold",
    ),
    pytest.param(
        "§ 13:69F-2.20 Blackjack bonus wager (Amendment)\n\n(a) – (k) No Change\n\n(l) Text.\n",
        ["13:69F-2.20", "'Continuous shuffling shoe or device'", "--replaces 13:69F-2.20"],
        id="heading-names-another-provision",
    ),
]


@pytest.mark.parametrize(("text", "said"), REFUSED)
def test_a_notice_that_does_not_hold_together_is_refused_and_nothing_is_written(
    tmp_path: Path,
    corpus_dir: Path,
    capsys: pytest.CaptureFixture[str],
    text: str,
    said: list[str],
) -> None:
    path = _notice(tmp_path, text)
    assert main(["amend", str(path), "--to", "nj-2024", "--name", "nj-2024+x"]) == 2
    error = capsys.readouterr().err
    for words in said:
        assert words in error
    assert not corpus_dir.exists()


def test_every_problem_of_a_notice_is_named_at_once() -> None:
    text = _HEAD + "(a) – (z) No Change\n\n" + _A_START + "[$2.00] $1.00" + _A_END
    notice = read_printed_notice(text, "two-problems.txt")
    with pytest.raises(NoticeRefusedError) as refused:
        amend_edition(
            load_corpus().edition("nj-2024"), notice, AmendOptions(edition="x", notice="n")
        )
    assert len(refused.value.problems) == 3  # the range, its overlap with (a), the deletion


def test_a_notice_with_no_section_heading_is_a_format_error(
    tmp_path: Path, corpus_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _notice(tmp_path, "This is not a register notice.\n")
    assert main(["amend", str(path), "--to", "nj-2024"]) == 2
    assert "line 1: text before the first section heading" in capsys.readouterr().err


def test_the_registers_other_spellings_are_read(
    tmp_path: Path, corpus_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _notice(tmp_path, VARIANT_NOTICE, "variant.txt")
    assert main(["amend", str(path), "--to", "nj-2024", "--name", "nj-2024+v"]) == 0
    edition, before = load_corpus().edition("nj-2024+v"), load_corpus().edition("nj-2024")
    # "(e) (No change in text.)": (e)'s own words stay, its paragraph 3 is restated.
    assert edition.clauses["13:69F-2.17(e)"].own_text == before.clauses["13:69F-2.17(e)"].own_text
    assert edition.clauses["13:69F-2.17(e)"].amended_by is None
    assert "One Seven | 5 to 1" in edition.clauses["13:69F-2.17(e)3"].text
    assert edition.clauses["13:69F-2.17(h)"].text == "(Reserved)"
    assert edition.clauses["13:69F-2.17(h)"].provenance.first_line == 25  # the 25th line
    for kept in ("13:69F-2.17(a)", "13:69F-2.17(d)", "13:69F-2.17(e)2v", "13:69F-2.17(g)"):
        assert edition.clauses[kept].text == before.clauses[kept].text
    changed = sorted(c for c, v in edition.clauses.items() if v.text != before.clauses[c].text)
    assert changed == ["13:69F-2.17(e)", "13:69F-2.17(e)3", "13:69F-2.17(h)"]


def test_certifying_an_edition_the_features_do_not_quote_yet_says_what_to_do(
    tmp_path: Path, corpus_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _notice(tmp_path, SEVENS_NOTICE, "sevens-and-amount.txt")
    assert main(["amend", str(path), "--to", "nj-2024", "--name", "nj-2024+sevens"]) == 0
    capsys.readouterr()
    out = tmp_path / "run"
    assert main(["certify", "--edition", "nj-2024+sevens", "--out", str(out)]) == 2
    error = capsys.readouterr().err
    assert "the features quote no Rule of nj-2024+sevens" in error
    assert "python -m suite.features --write --edition nj-2024+sevens" in error
    assert not out.exists()


def test_paragraphs_kept_before_any_subsection_are_a_format_error(
    tmp_path: Path, corpus_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _notice(tmp_path, _HEAD + "1. – 2. No Change\n")
    assert main(["amend", str(path), "--to", "nj-2024"]) == 2
    error = capsys.readouterr().err
    assert "line 3: paragraphs 1. kept before any subsection of 13:69F-2.17" in error
    assert not corpus_dir.exists()


def test_a_refusal_quotes_whole_words() -> None:
    text = _HEAD + _A_START + "$1.00 or more" + _A_END
    with pytest.raises(NoticeRefusedError) as refused:
        amend_edition(
            load_corpus().edition("nj-2024"),
            read_printed_notice(text, "n.txt"),
            AmendOptions(edition="x", notice="n"),
        )
    (problem,) = refused.value.problems
    # "…amount of $1.00 or more provided…" against "…amount of $1.00 provided…": each quote
    # starts and ends on a word.
    quotes = problem.split("the notice reads ", 1)[1]
    notice_words, held_words = quotes.split(" where it reads ")
    current = load_corpus().edition("nj-2024").clauses["13:69F-2.17(a)"].own_text
    whole_words = set(text.split()) | set(current.split())
    for quote in (notice_words, held_words):
        assert set(quote.strip("'").split()) <= whole_words
    assert "$1.00 or more provided" in notice_words
