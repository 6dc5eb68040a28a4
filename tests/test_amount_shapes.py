"""What the engine reads of 2.17(a)'s amount follows every shape the text can take, or says it
cannot (issue 29, deliver 3).

A range ("not less than $2.00 nor more than $5.00") is a least and a most that the placement
checks and `bjkit round` follow; a shape no reader knows (a percentage where the amount stood) is
an open item of `bjkit impact` naming the clause, the reader and the words (exit 1), and
`bjkit round` and `bjkit certify` in that edition refuse with exit 2 and the same words; another
edition in the same corpus folder is not touched by it. Expected amounts are read off the notices
below and 2.17(a) of nj-2024 ("in an amount of $ 1.00").
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import pytest

from bjkit.cli import main
from regulations import load_corpus
from regulations.amounts import READER, AmountShapeError, PrintedAmount, read_amount
from regulations.user_corpus import CORPUS_ENV

A = "13:69F-2.17(a)"
_HEAD = (
    "§ 13:69F-2.17 Permissible additional wagers (Amendment)\n\n"
    "(a) A casino licensee may, in its discretion, offer to all players at a blackjack table that "
    "does not offer the progressive blackjack wager authorized by 13:69F-2.19 the option to make "
    "one of the following additional wagers in an amount of "
)
_TAIL = (
    " provided that the casino licensee complies with the notice requirements set forth in "
    "13:69F-8.3 prior to withdrawing the offer of this option:\n\n(b) – (h) No Change\n"
)
RANGE = _HEAD + "[$ 1.00] **not less than $2.00 nor more than $5.00**" + _TAIL
PERCENT = _HEAD + "[$ 1.00] **5% of the player's wager**" + _TAIL
PERCENT_WORDS = "5% of the player's wager"
# A king and a queen of spades to box 1: a same-suit winner; the dealer 9, 7 then 5 stands on 21.
SHOE = "KS 9D QS 7C 5H 4D"


@pytest.fixture
def corpus_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "corpus"
    monkeypatch.setenv(CORPUS_ENV, str(folder))
    return folder


def _amend(tmp_path: Path, text: str, name: str) -> None:
    path = tmp_path / f"{name}.txt"
    path.write_text(text, encoding="utf-8")
    assert main(["amend", str(path), "--to", "nj-2024", "--name", name]) == 0


# -- the reader, shape by shape


@pytest.mark.parametrize(
    ("words", "least", "most"),
    [
        ("in an amount of $ 1.00 provided", "1.00", "1.00"),  # source 002 as printed
        ("in an amount of $5 provided", "5", "5"),
        ("in an amount of not less than $2.00 nor more than $5.00 provided", "2.00", "5.00"),
        ("in an amount of not less than $2.00 and not more than $5.00 provided", "2.00", "5.00"),
        ("in an amount of no less than $2.00 but no more than $25.00 provided", "2.00", "25.00"),
        ("in an amount of between $2.00 and $5.00 provided", "2.00", "5.00"),
        ("in an amount of from $2.00 to $1,000.00 provided", "2.00", "1000.00"),
        ("in an amount of at least $2.00 provided", "2.00", None),
        ("in an amount of $2.00 or more provided", "2.00", None),
        ("in an amount of not more than $5.00 provided", None, "5.00"),
        ("in an amount of up to $5.00 provided", None, "5.00"),
        ("The additional wager shall be $1.00.", "1.00", "1.00"),  # nj-2004 (a)3i
    ],
)
def test_each_shape_of_the_amount_is_read(words: str, least: str | None, most: str | None) -> None:
    amount = read_amount(words, A, "x")
    assert amount.minimum == (None if least is None else Decimal(least))
    assert amount.maximum == (None if most is None else Decimal(most))


def test_the_corpus_amounts_are_one_dollar() -> None:
    corpus = load_corpus()
    for edition, clause in (
        ("nj-2024", A),
        ("nj-2024+bet-the-set", A),
        ("nj-2004", "19:47-2.17(a)3i"),
    ):
        text = corpus.edition(edition).clauses[clause].own_text
        assert read_amount(text, clause, edition).fixed == Decimal("1.00")


@pytest.mark.parametrize(
    ("words", "why"),
    [
        ("in an amount of 5% of the main wager provided", "a percentage where an amount stood"),
        ("in an amount of one dollar provided", "no dollar amount where the amount stands"),
        ("in an amount of $1.00 and $2.00 provided", "2 dollar amount(s) in no shape it knows"),
        ("in an amount of not less than $5.00 nor more than $2.00 provided", "above the most"),
    ],
)
def test_a_shape_no_reader_knows_is_refused_naming_clause_reader_and_words(
    words: str, why: str
) -> None:
    with pytest.raises(AmountShapeError) as refused:
        read_amount(words, A, "nj-2024+x")
    message = str(refused.value)
    inner = words.removeprefix("in an amount of ").removesuffix(" provided")
    assert message.startswith(f"{A} in nj-2024+x: {READER} cannot read the amount in {inner!r}")
    assert why in message


def test_a_range_describes_itself() -> None:
    assert PrintedAmount(Decimal("2.00"), Decimal("5.00"), "").describe() == "$2.00 to $5.00"
    assert PrintedAmount(Decimal("1.00"), Decimal("1.00"), "").describe() == "$1.00"


# -- the commands


def test_a_range_is_followed_by_bjkit_round(
    tmp_path: Path, corpus_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _amend(tmp_path, RANGE, "nj-2024+range-a")
    capsys.readouterr()

    def play(stake: str) -> tuple[int, str]:
        status = main(
            [
                "round", "--edition", "nj-2024+range-a", "--side-wagers", "same-suit",
                "--bet", f"1=10,same-suit={stake}", "--shoe", SHOE, "--decisions", "stand",
            ]
        )  # fmt: skip
        out = capsys.readouterr()
        return status, out.out + out.err

    # $3 is in the range: taken, and a suited king and queen wins it (2.17(e)2).
    status, shown = play("3")
    assert status == 0
    assert "same-suit stake     3.00  win" in shown
    # $1, the old fixed amount, is now below the least; $6 above the most.
    status, shown = play("1")
    assert status == 2
    assert "below the least of 2.00 the text allows in nj-2024+range-a [13:69F-2.17(a)]" in shown
    status, shown = play("6")
    assert status == 2
    assert "above the most of 5.00 the text allows in nj-2024+range-a [13:69F-2.17(a)]" in shown


def test_a_range_is_listed_by_impact_and_rules(
    tmp_path: Path, corpus_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _amend(tmp_path, RANGE, "nj-2024+range-b")
    capsys.readouterr()
    main(["impact", "nj-2024+range-b"])
    shown = capsys.readouterr().out
    assert f"$1.00 -> $2.00 to $5.00 [{A}]" in shown
    assert "unreadable" not in shown
    assert main(["rules", "--edition", "nj-2024+range-b"]) == 0
    shown = capsys.readouterr().out
    assert "wager: from 2.00 to 5.00 in nj-2024+range-b (as its text prints)" in shown


def test_an_unknown_shape_is_an_open_item_and_refuses_round_and_certify(
    tmp_path: Path, corpus_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _amend(tmp_path, PERCENT, "nj-2024+percent-a")
    capsys.readouterr()
    words = f"{A} in nj-2024+percent-a: {READER} cannot read the amount in {PERCENT_WORDS!r}"

    assert main(["impact", "nj-2024+percent-a"]) == 1
    out = capsys.readouterr()
    assert words in out.out and "Traceback" not in out.err

    assert main(["round", "--edition", "nj-2024+percent-a", "--bet", "1=10", "--shoe", SHOE,
                 "--decisions", "stand"]) == 2  # fmt: skip
    out = capsys.readouterr()
    assert words in out.err and not out.out

    run = tmp_path / "run"
    status = main(
        ["certify", "--edition", "nj-2024+percent-a", "--adapter", "reference", "--out", str(run)]
    )
    out = capsys.readouterr()
    assert status == 2 and words in out.err
    assert not run.exists()


def test_one_editions_text_never_breaks_a_command_about_another(
    tmp_path: Path, corpus_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _amend(tmp_path, PERCENT, "nj-2024+percent-b")
    capsys.readouterr()
    # The packaged edition next to it: clear, as without the unreadable edition.
    assert main(["impact", "nj-2024+bet-the-set"]) == 0
    assert "unreadable" not in capsys.readouterr().out
    # A round in nj-2024 with the additional wager reads nj-2024's "$ 1.00" only.
    status = main(
        ["round", "--edition", "nj-2024", "--side-wagers", "same-suit",
         "--bet", "1=10,same-suit=1", "--shoe", SHOE, "--decisions", "stand"]
    )  # fmt: skip
    assert status == 0
    assert "same-suit stake     1.00  win" in capsys.readouterr().out


def test_adapter_check_of_every_edition_passes_beside_an_unreadable_one(
    tmp_path: Path, corpus_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The reference game declares every edition of the corpus, the unreadable one too: its
    additional wagers have no table there (said, with the words), and the check passes. Run in
    a process of its own, which reads the corpus folder afresh, as a lab's CI would."""
    _amend(tmp_path, PERCENT, "nj-2024+percent-c")
    done = subprocess.run(
        [sys.executable, "-m", "bjkit", "adapter-check", "reference", "--rounds", "1"],
        capture_output=True,
        text=True,
        env={**os.environ, CORPUS_ENV: str(corpus_dir)},
        check=False,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert re.search(
        r"side-wager:over-under-13 nj-2024\+percent-c \S+: no such table: "
        rf"side_wagers=over-under-13: {re.escape(A)} in nj-2024\+percent-c: "
        rf"{re.escape(READER)} cannot read the amount in {re.escape(repr(PERCENT_WORDS))}",
        done.stdout,
    ), done.stdout
