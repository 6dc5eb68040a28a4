"""`bjkit lint` as a gate (issue 29, deliver 5): the acknowledged findings, a pay table returning
more than 100 % at a deck count the text allows, and an amount or odds an amendment changes in
one clause that another clause still states.

Expected figures are worked out from the rule text: Bet the Set 21 (13:69F-2.29(d), (g)) wins on
a pair of the first two cards; Paytable 2 pays a suited pair 25 to 1 and another pair 10 to 1. In a
shoe of d decks (52d cards) the second card pairs the first with (4d - 1) of the 52d - 1 cards
left, d - 1 of them of its suit as well. Editions the tests make (a clause restated with another
amount, a sentence repeating it) stand for editions a notice produces.
"""

from __future__ import annotations

import json
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from bjkit.cli import main
from bjkit.lint_returns import return_findings
from regulations import Corpus, Edition, load_corpus
from regulations.lint_acknowledged import load_acknowledgements
from regulations.text_lint import LintFinding, LintKind, lint_edition
from regulations.user_corpus import CORPUS_ENV
from tests.amendment_notices import VARIANT_NOTICE

SHIPPED = ("nj-1996", "nj-2004", "nj-2024", "nj-2024+bet-the-set")


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return load_corpus()


def _lint(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, dict[str, object]]:
    status = main(["lint", *argv, "--json"])
    out = capsys.readouterr().out
    return status, json.loads(out) if out.strip() else {}


# The gate on the shipped editions ----------------------------------------------------------------


@pytest.mark.parametrize("edition", SHIPPED)
def test_the_shipped_editions_pass_the_gate_with_every_acknowledgement_used(
    edition: str, capsys: pytest.CaptureFixture[str]
) -> None:
    status, record = _lint([edition], capsys)
    assert status == 0
    findings = record["findings"]
    assert isinstance(findings, list)
    assert all(f["informational"] or f["acknowledged"] for f in findings)
    assert record["unused_acknowledgements"] == []


def test_every_acknowledgement_says_who_accepted_it_and_why() -> None:
    entries = load_acknowledgements()
    assert entries
    for entry in entries:
        assert entry.accepted_by.strip() and len(entry.reason) > 40
        assert entry.clause and entry.quote and entry.editions


def test_without_the_acknowledgements_the_shipped_findings_fail_the_gate(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The gate is the list, not a lint that finds nothing: with an empty list, 1."""
    empty = tmp_path / "none.toml"
    empty.write_text("", encoding="utf-8")
    monkeypatch.setattr("bjkit.commands.lint.ACKNOWLEDGED_FILE", empty)
    status, record = _lint(["nj-2024+bet-the-set"], capsys)
    assert status == 1
    assert record["acknowledged"] == 0


# return-above-100 --------------------------------------------------------------------------------


def _bet_the_set_paytable_2(decks: int) -> Fraction:
    """Return to the player of Paytable 2 (25 to 1 suited pair, 10 to 1 other pair), by hand."""
    left = 52 * decks - 1
    suited = Fraction(decks - 1, left)
    pair = Fraction(4 * decks - 1, left)
    return 1 + 25 * suited + 10 * (pair - suited) - (1 - pair)


def test_bet_the_set_paytable_2_returns_more_than_it_takes_from_four_decks(
    corpus: Corpus,
) -> None:
    assert _bet_the_set_paytable_2(6) == 1 + Fraction(17, 311)  # 105.4662 %
    (finding,) = return_findings(corpus.edition("nj-2024+bet-the-set"))
    assert finding.kind is LintKind.RETURN_ABOVE_100 and not finding.informational
    assert finding.clause == "13:69F-2.29(g)"
    assert finding.subject == "bet-the-set: Paytable 2"
    assert finding.quote.startswith("Paytable 1 | Paytable 2 |")
    over = [d for d in range(1, 9) if _bet_the_set_paytable_2(d) > 1]
    assert over == [4, 5, 6, 7, 8]
    for decks in over:
        percent = f"{float(_bet_the_set_paytable_2(decks) * 100):.4f} %"
        assert f"{decks} decks {percent}" in finding.message
    assert "3 decks" not in finding.message


@pytest.mark.parametrize("edition", ["nj-1996", "nj-2004", "nj-2024"])
def test_no_pay_table_of_the_other_editions_returns_more_than_it_takes(
    edition: str, corpus: Corpus
) -> None:
    """Same suit, sevens, over/under 13 and Buster (docs/PAR_SHEETS.md: every edge positive)."""
    assert return_findings(corpus.edition(edition)) == []


@pytest.fixture
def variant(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A corpus folder with nj-2024+variant: One Seven of 2.17(e)3 paid 5 to 1 instead of 3."""
    corpus = tmp_path / "corpus"
    monkeypatch.setenv(CORPUS_ENV, str(corpus))
    notice = tmp_path / "variant.txt"
    notice.write_text(VARIANT_NOTICE, encoding="utf-8")
    assert main(["amend", str(notice), "--to", "nj-2024", "--name", "nj-2024+variant"]) == 0
    return corpus


def test_an_amended_pay_table_above_100_is_a_new_finding_and_the_rest_stay_accepted(
    variant: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """One Seven at 5 to 1 pays 6 units back on every first card that is a seven (1 in 13): 6/13
    of the stake from that line alone, before the pairs and trips of sevens. The nj-2024
    acknowledgement of 2.17(e)2i holds in the amended edition (its words are unchanged); the
    notice's own changes are new."""
    capsys.readouterr()
    status, record = _lint(["nj-2024+variant"], capsys)
    assert status == 1
    findings = record["findings"]
    assert isinstance(findings, list)
    new = {
        (f["kind"], f["clause"])
        for f in findings
        if not f["informational"] and not f["acknowledged"]
    }
    assert ("return-above-100", "13:69F-2.17(e)3") in new
    accepted = [f for f in findings if f["acknowledged"]]
    assert [(f["kind"], f["clause"]) for f in accepted] == [
        ("paytable-differs", "13:69F-2.17(e)2i")
    ]
    # Accepting the notice's findings in a file of the lab's own makes the gate pass.
    own = tmp_path / "ours.toml"
    entries = [
        "[[acknowledged]]\n"
        f'editions = ["nj-2024+variant"]\nkind = "{f["kind"]}"\nclause = "{f["clause"]}"\n'
        f"quote = {json.dumps(f['quote'])}\n"
        'accepted_by = "the Division, test"\n'
        'reason = "the notice means it: One Seven is paid 5 to 1 from its effective date"\n'
        for f in findings
        if not f["informational"] and not f["acknowledged"]
    ]
    own.write_text("\n".join(entries), encoding="utf-8")
    status, record = _lint(["nj-2024+variant", "--acknowledged", str(own)], capsys)
    assert status == 0
    assert record["acknowledged"] == len(accepted) + len(entries)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ('[[acknowledged]]\neditions = ["x"]\nkind = "self-exclusion"\nclause = "c"\nquote = "q"\n'
         'accepted_by = "me"', "entry 1: reason is missing"),
        ('[[acknowledged]]\neditions = "x"\nkind = "self-exclusion"\nclause = "c"\nquote = "q"\n'
         'accepted_by = "me"\nreason = "r"', "entry 1: editions is a list of edition names"),
        ('[[acknowledged]]\neditions = ["x"]\nkind = "typo"\nclause = "c"\nquote = "q"\n'
         'accepted_by = "me"\nreason = "r"', "entry 1: kind 'typo' is not one of"),
        ('[[acknowledged]]\neditions = ["x"]\nkind = "self-exclusion"\nclause = "c"\nquote = "q"\n'
         'accepted_by = ""\nreason = "r"', "entry 1: accepted_by is words"),
        ("[acknowledged]\nx = 1", "acknowledged is a list of [[acknowledged]] tables"),
        ("acknowledged = [", "not TOML"),
    ],
)  # fmt: skip
def test_an_acknowledgements_file_without_who_or_why_is_refused(
    text: str, words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "ours.toml"
    path.write_text(text, encoding="utf-8")
    assert main(["lint", "nj-2024", "--acknowledged", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"bjkit lint: error: {path}" in err and words in err, err


# amount-still-stated ----------------------------------------------------------------------------


def _amended(base: Edition, name: str, edits: dict[str, tuple[str, str]]) -> Edition:
    """`base` with each clause's words `old` replaced by `new` (`edits[clause id]`), under `name`,
    carrying over from `base`: what `bjkit amend` makes of a notice restating those clauses.
    The text of a clause includes its paragraphs', so a paragraph's edit shows in its parents."""

    def edit(clause_id: str, own: str, text: str) -> tuple[str, str]:
        for target, (old, new) in edits.items():
            if target == clause_id:
                assert old in own, (clause_id, old)
                own = own.replace(old, new)
            if target.startswith(clause_id) and "(" in clause_id:
                text = text.replace(old, new)
        return own, text

    sections = []
    for section in base.sections:
        clauses = []
        for clause in section.clauses:
            own, text = edit(clause.id, clause.own_text, clause.text)
            clauses.append(replace(clause, edition=name, own_text=own, text=text))
        sections.append(replace(section, edition=name, clauses=tuple(clauses)))
    return Edition(
        name=name,
        title=f"test edition {name}",
        chapter=base.chapter,
        description="",
        sources=base.sources,
        carries_over_from=base.name,
        sections=tuple(sections),
    )


def _stated(corpus: Corpus, *editions: Edition) -> list[LintFinding]:
    every = Corpus({**corpus.editions, **{edition.name: edition for edition in editions}})
    findings = lint_edition(editions[-1], every)
    return [f for f in findings if f.kind is LintKind.AMOUNT_STILL_STATED]


_AMOUNT = ("an amount of $ 1.00 provided", "an amount of $5.00 provided")
_REPEATED = " No additional wager shall be made in an amount other than $1.00."


def test_an_amount_changed_in_2_17a_and_still_stated_in_2_17f(corpus: Corpus) -> None:
    """The notice changes 2.17(a)'s $ 1.00 to $5.00; (f) of the same section, which the earlier
    edition made to repeat "$1.00", still says it: one finding at (f), quoting its words, with
    2.17(a)'s new words beside it."""
    nj2024 = corpus.edition("nj-2024")
    end = nj2024.clauses["13:69F-2.17(f)"].own_text[-40:]
    base = _amended(nj2024, "t-base", {"13:69F-2.17(f)": (end, end + _REPEATED)})
    later = _amended(base, "t-later", {"13:69F-2.17(a)": _AMOUNT})
    (finding,) = _stated(corpus, base, later)
    assert finding.clause == "13:69F-2.17(f)"
    assert finding.subject == "13:69F-2.17(a)"
    assert "$1.00" in finding.quote and finding.quote in later.clauses[finding.clause].own_text
    assert finding.message.startswith("13:69F-2.17(a) no longer states $1.00 (it read ")
    assert finding.message.endswith("in t-base), but 13:69F-2.17(f) still does")
    (now,) = finding.related
    assert now.clause == "13:69F-2.17(a)" and "an amount of $5.00 provided" in now.words


def test_an_amount_changed_in_both_clauses_is_no_finding(corpus: Corpus) -> None:
    nj2024 = corpus.edition("nj-2024")
    end = nj2024.clauses["13:69F-2.17(f)"].own_text[-40:]
    base = _amended(nj2024, "t-base", {"13:69F-2.17(f)": (end, end + _REPEATED)})
    later = _amended(
        base,
        "t-later",
        {"13:69F-2.17(a)": _AMOUNT, "13:69F-2.17(f)": ("other than $1.00", "other than $5.00")},
    )
    assert _stated(corpus, base, later) == []


@pytest.mark.parametrize(
    ("sentence", "found"),
    [
        (" A wager of $1.00 is taken at the table.", False),  # another section, another subject
        (" The additional wager of N.J.A.C. 13:69F-2.17 is $1.00.", True),  # cites the section
    ],
)
def test_an_amount_in_another_section_counts_only_where_it_cites_the_section(
    sentence: str, found: bool, corpus: Corpus
) -> None:
    nj2024 = corpus.edition("nj-2024")
    end = nj2024.clauses["13:69F-2.16(a)"].own_text[-30:]
    base = _amended(nj2024, "t-base", {"13:69F-2.16(a)": (end, end + sentence)})
    later = _amended(base, "t-later", {"13:69F-2.17(a)": _AMOUNT})
    assert [f.clause for f in _stated(corpus, base, later)] == (["13:69F-2.16(a)"] if found else [])


def test_odds_changed_in_a_pay_table_row_and_restated_elsewhere(corpus: Corpus) -> None:
    """One Seven of 2.17(e)3 goes from 3 to 1 to 4 to 1. A row restating "One Seven | 3 to 1"
    (here in 2.16(a), standing for a layout's table) is a finding; 2.17(e)2's tables, whose rows
    share labels across deck counts and print other odds, are not."""
    nj2024 = corpus.edition("nj-2024")
    end = nj2024.clauses["13:69F-2.16(a)"].own_text[-30:]
    base = _amended(nj2024, "t-base", {"13:69F-2.16(a)": (end, end + "\nOne Seven | 3 to 1")})
    later = _amended(
        base, "t-later", {"13:69F-2.17(e)3": ("One Seven | 3 to 1", "One Seven | 4 to 1")}
    )
    (finding,) = _stated(corpus, base, later)
    assert finding.clause == "13:69F-2.16(a)" and finding.quote == "One Seven | 3 to 1"
    assert finding.related[0].words == "One Seven | 4 to 1"


def test_a_pay_table_cell_changed_is_not_matched_in_tables_of_other_deck_counts(
    corpus: Corpus,
) -> None:
    """2.17(e)2i's King and Queen row of Option 1 changes; (e)2ii to (e)2v print King and Queen
    rows of their own deck counts with their own odds: no finding."""
    nj2024 = corpus.edition("nj-2024")
    row = "King and Queen | 50 to 1 | 10 to 1 | 5 to 1 | 25 to 1"
    later = _amended(
        nj2024, "t-later", {"13:69F-2.17(e)2i": (row, row.replace("50 to 1", "40 to 1", 1))}
    )
    assert _stated(corpus, later) == []


def test_the_text_output_shows_who_accepted_and_an_entry_that_matches_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """nj-2024's one finding (2.17(e)2i's King and Queen row against nj-2004's) is shown as
    accepted with who and why; an entry of the lab's own for a clause nj-2024 has no finding at
    is listed as matching nothing, and the gate still passes."""
    own = tmp_path / "ours.toml"
    own.write_text(
        '[[acknowledged]]\neditions = ["nj-2024"]\nkind = "numbering-gap"\n'
        'clause = "13:69F-2.8"\nquote = "Surrender"\naccepted_by = "a lab"\n'
        'reason = "kept after a notice fixed it"\n',
        encoding="utf-8",
    )
    assert main(["lint", "nj-2024", "--acknowledged", str(own)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "nj-2024: 0 findings, 23 informational, 1 acknowledged"
    assert "\nacknowledged (accepted, not failing the gate): 1\n" in out
    assert '  13:69F-2.17(e)2i paytable-differs: "King and Queen | 50 to 1 | 10 to 1 |' in out
    assert "    accepted by the kit's maintainers" in out
    assert "\nacknowledgements that match no finding now: 1\n" in out
    assert f'{own} entry 1: 13:69F-2.8 numbering-gap "Surrender"' in " ".join(out.split())
