"""What the engine reads from the text (the pay tables, the amounts of 2.17(a)) reads any text an
amendment can print or says it cannot, naming the clause (issue 29, deliver 3).

A Hypothesis property edits the real pay-table and amount clauses of nj-2024+bet-the-set at any
place (a cell, a heading, a separator, a line break) and asks every reader: each returns a table
or raises the reader's own error (`PayTableError`, `AmountShapeError`); `bjkit impact`'s reading
of the values never fails. A worked notice shows the same for the commands: an odds cell printed
"thirty to one" is an open item of impact, and `bjkit round` in that edition refuses with the
same words, with or without the wager.
"""

from __future__ import annotations

import contextlib
import functools
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bjkit.cli import main
from bjkit.impact.engine_data import text_values
from reference_impl.catalog import rules_from_mapping
from reference_impl.errors import RulesError
from reference_impl.side_wagers import rule_text
from regulations import load_corpus, paytables
from regulations.amounts import AmountShapeError, read_amount
from regulations.corpus import Corpus
from regulations.errors import UnknownClauseError
from regulations.user_corpus import CORPUS_ENV
from tests.impact_editions import amended

BASE = "nj-2024+bet-the-set"
_PREFIXES = (
    "13:69F-2.17(a)",
    "13:69F-2.17(e)",
    "13:69F-2.29(g)",
    "13:69F-2.30(g)",
    "13:69F-2.30(i)",
)
_PIECES = (
    "|",
    "\n",
    " to ",
    "N/A",
    "$",
    "1",
    "0",
    "Option",
    "Paytable",
    " ",
    "x",
    ".",
    "9 or more",
)
# The one reader, in the shape of every pay table the wagers declare.
READERS = tuple(
    functools.partial(
        paytables.read_tables_by_decks if shape.by_decks else paytables.read_table, shape=shape
    )
    for shape in rule_text.pay_table_shapes()
)


def _targets() -> list[str]:
    edition = load_corpus().edition(BASE)
    return [c for c in edition.clauses if c.startswith(_PREFIXES) and edition.clauses[c].own_text]


@given(
    clause=st.sampled_from(_targets()),
    at=st.integers(0, 10_000),
    cut=st.integers(0, 12),
    piece=st.sampled_from(_PIECES),
    times=st.integers(0, 2),
)
def test_every_reader_reads_an_edited_table_or_says_it_cannot(
    clause: str, at: int, cut: int, piece: str, times: int
) -> None:
    base = load_corpus().edition(BASE)
    text = base.clauses[clause].own_text
    start = at % len(text)
    new = text[:start] + piece * times + text[start + cut :]
    if not new.strip() or new == text:
        return
    edition = amended(base, "edited", clause, text, new)
    corpus = Corpus({"edited": edition})
    for read in READERS:
        with contextlib.suppress(paytables.PayTableError, UnknownClauseError):
            read(corpus, "edited")
    if clause == "13:69F-2.17(a)":
        with contextlib.suppress(AmountShapeError):
            read_amount(edition.clauses[clause].own_text, clause, "edited")
    # The values impact compares: read, or one value saying it is unreadable.
    text_values(edition)


COLUMN = (
    "§ 13:69F-2.17 Permissible additional wagers (Amendment)\n\n"
    "(e) (No change in text.)\n\n1. (No change.)\n\n2. (No change in text.)\n\n"
    "i. Single Deck Blackjack Tables:\n"
    "Initial Two Cards\tOption 1\tOption 2\tOption 3\tOption 4\t**Option 5**\n"
    "King and Queen\t50 to 1\t10 to 1\t5 to 1\t25 to 1\t**thirty to one**\n"
    "Any Two Cards\t2.5 to 1\t3 to 1\t3 to 1\t2.5 to 1\t**4 to 1**\n"
)


def test_an_odds_cell_no_reader_knows_is_open_in_impact_and_refused_by_round(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(CORPUS_ENV, str(tmp_path / "corpus"))
    notice = tmp_path / "column.txt"
    notice.write_text(COLUMN, encoding="utf-8")
    # The new column is read as the notation prints it: a cell wholly in bold is a cell added.
    assert main(["amend", str(notice), "--to", "nj-2024", "--name", "nj-2024+column"]) == 0
    row = load_corpus().clause("13:69F-2.17(e)2i", edition="nj-2024+column").own_text
    assert "King and Queen | 50 to 1 | 10 to 1 | 5 to 1 | 25 to 1 | thirty to one" in row
    capsys.readouterr()
    words = "'thirty to one' is not odds of the form 'W to S'"
    assert main(["impact", "nj-2024+column"]) == 1
    out = capsys.readouterr().out
    assert f"the same suit pay table [13:69F-2.17(e)2]: unreadable: {words}" in out
    for bet in ("1=10", "1=10,same-suit=1"):
        argv = ["round", "--edition", "nj-2024+column", "--decks", "1", "--bet", bet]
        argv += ["--side-wagers", "same-suit"] if "same-suit" in bet else []
        assert main([*argv, "--shoe", "KS 9D QS 7C 5H 4D", "--decisions", "stand"]) == 2
        err = capsys.readouterr().err
        assert (
            "13:69F-2.17(e)2 in nj-2024+column: the same suit pay table reader "
            f"(regulations.paytables) cannot read it: {words}"
        ) in err


def test_a_table_of_that_edition_is_refused_as_a_table_so_others_go_on(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Checks that go through every edition a game declares (adapter-check, certify's
    capability check) ask each edition for a table: the unreadable pay table is that edition's
    refusal of the table (a RulesError, as any table the rules forbid), not a stop."""
    monkeypatch.setenv(CORPUS_ENV, str(tmp_path / "corpus"))
    notice = tmp_path / "column.txt"
    notice.write_text(COLUMN, encoding="utf-8")
    assert main(["amend", str(notice), "--to", "nj-2024", "--name", "nj-2024+column-b"]) == 0
    capsys.readouterr()
    table = {"edition": "nj-2024+column-b", "side_wagers": "same-suit", "decks": 1}
    with pytest.raises(RulesError, match="side_wagers=same-suit: 'thirty to one' is not odds"):
        rules_from_mapping(table)
    assert rules_from_mapping({**table, "edition": "nj-2024"}).edition == "nj-2024"
