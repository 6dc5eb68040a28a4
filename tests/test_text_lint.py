"""`regulations.text_lint`: what the text of an edition gets wrong.

Expected values are read from the rule texts: the exclusion lists of the Bet the Set notice
(003_..., 2.18(a), 2.20(l), 2.22(l), 2.24(i) to 2.28(g), 2.29(i)) and of 2.8(c), 2.11(e); 2.29(d)
and the pay tables of 2.29(g); 2.17(e)2i in the 1996, 2004 and 2024 sources. Editions the tests
make (a section with a letter skipped, a changed pay table) stand for editions a future notice
produces, which the lint must read the same way.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from regulations import Corpus, Edition, Section, load_corpus
from regulations.model import AbsentSubsection
from regulations.text_lint import INFORMATIONAL, LintFinding, LintKind, lint_edition


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return load_corpus()


@pytest.fixture(scope="module")
def bet_the_set(corpus: Corpus) -> list[LintFinding]:
    return lint_edition(corpus.edition("nj-2024+bet-the-set"), corpus)


def _of(findings: list[LintFinding], kind: LintKind) -> list[LintFinding]:
    return [finding for finding in findings if finding.kind is kind]


def _edition(name: str, sections: tuple[Section, ...], base: Edition) -> Edition:
    """An edition made of `sections` (each relabelled to `name`), as a notice might produce."""
    relabelled = tuple(
        replace(
            section,
            edition=name,
            clauses=tuple(replace(clause, edition=name) for clause in section.clauses),
        )
        for section in sections
    )
    return Edition(
        name=name,
        title=f"test edition {name}",
        chapter=base.chapter,
        description="",
        sources=base.sources,
        carries_over_from=base.name,
        sections=relabelled,
    )


def _section(edition: Edition, section_id: str) -> Section:
    return next(section for section in edition.sections if section.id == section_id)


def test_the_streak_wager_excludes_itself(bet_the_set: list[LintFinding]) -> None:
    (finding,) = _of(bet_the_set, LintKind.SELF_EXCLUSION)
    assert finding.clause == "13:69F-2.22(l)"
    assert finding.quote == "a streak wager pursuant to N.J.A.C. 13:69F-2.22"
    assert not finding.informational


def test_asymmetric_exclusions_of_the_bet_the_set_edition(
    bet_the_set: list[LintFinding],
) -> None:
    # Read from the lists: 2.20(l) lists 2.22, 2.24, 2.25, 2.26 and 2.29, none of whose clauses
    # lists 2.20; 2.27(g) and 2.28(g) still list 2.18, 2.22, 2.24, 2.25, 2.26 and 2.29, whose
    # clauses the notice struck 2.27 and 2.28 from; 2.8(c) and 2.11(e) list 2.18, and 2.18(a)
    # lists neither. 2.19 and 2.23 have no exclusion clause in the edition.
    pairs = {
        (f.clause, f.subject, tuple(q.clause for q in f.related))
        for f in _of(bet_the_set, LintKind.ASYMMETRIC_EXCLUSION)
    }
    expected = {
        ("13:69F-2.8(c)", "13:69F-2.18", ("13:69F-2.18(a)",)),
        ("13:69F-2.11(e)", "13:69F-2.18", ("13:69F-2.18(a)",)),
    }
    silent = {"2.22": "(l)", "2.24": "(i)", "2.25": "(h)", "2.26": "(h)", "2.29": "(i)"}
    for section, letter in silent.items():
        expected.add(("13:69F-2.20(l)", f"13:69F-{section}", (f"13:69F-{section}{letter}",)))
    for clause in ("13:69F-2.27(g)", "13:69F-2.28(g)"):
        expected.add((clause, "13:69F-2.18", ("13:69F-2.18(a)",)))
        for section, letter in silent.items():
            expected.add((clause, f"13:69F-{section}", (f"13:69F-{section}{letter}",)))
    assert pairs == expected
    finding = next(
        f
        for f in _of(bet_the_set, LintKind.ASYMMETRIC_EXCLUSION)
        if f.clause == "13:69F-2.20(l)" and f.subject == "13:69F-2.22"
    )
    assert finding.quote == "a streak wager pursuant to N.J.A.C. 13:69F-2.22"
    assert finding.related[0].words == (
        "The streak wager may not be offered at a blackjack table which offers"
    )


def test_not_available_cells_contradict_the_winning_clause(
    bet_the_set: list[LintFinding],
) -> None:
    found = _of(bet_the_set, LintKind.PAYTABLE_CONTRADICTION)
    assert [(f.clause, f.subject) for f in found] == [
        ("13:69F-2.29(g)", "Paytable 1: Regular Pair"),
        ("13:69F-2.29(g)", "Paytable 5: Suited Pair"),
    ]
    assert found[0].quote == "Regular Pair | N/A | 10 to 1 | 10 to 1 | 10 to 1 | 12 to 1 | 10 to 1"
    assert found[1].quote == "Suited Pair | 15 to 1 | 25 to 1 | 15 to 1 | 12 to 1 | N/A | 20 to 1"
    for finding in found:
        (wins,) = finding.related
        assert wins.clause == "13:69F-2.29(d)"
        assert "shall win if the player receives a pair or a suited pair" in wins.words


def test_the_single_deck_king_and_queen_line_differs_in_2004(corpus: Corpus) -> None:
    (in_2024,) = _of(lint_edition(corpus.edition("nj-2024"), corpus), LintKind.PAYTABLE_DIFFERS)
    assert in_2024.clause == "13:69F-2.17(e)2i"
    assert in_2024.subject == "Option 1: King and Queen"
    assert in_2024.quote == "King and Queen | 50 to 1 | 10 to 1 | 5 to 1 | 25 to 1"
    assert [(q.edition, q.clause, q.words) for q in in_2024.related] == [
        ("nj-2004", "19:47-2.17(e)2i", "King and queen | 5 to 1 | 10 to 1 | 5 to 1 | 25 to 1")
    ]
    (in_2004,) = _of(lint_edition(corpus.edition("nj-2004"), corpus), LintKind.PAYTABLE_DIFFERS)
    assert [q.edition for q in in_2004.related] == ["nj-1996", "nj-2024", "nj-2024+bet-the-set"]
    assert "5 to 1 in nj-2004; 50 to 1 in nj-1996" in in_2004.message
    # "5,000 to 1" (2004) and "5000 to 1" (2024) in 2.17(e)3 are the same odds: no finding.
    assert "13:69F-2.17(e)3" not in {in_2024.clause, in_2004.clause}


def test_external_references_name_the_sections_and_the_clauses_citing_them(
    corpus: Corpus, bet_the_set: list[LintFinding]
) -> None:
    external = _of(bet_the_set, LintKind.EXTERNAL_REFERENCE)
    assert all(f.informational for f in external)
    by_subject: dict[str, set[str]] = {}
    for finding in external:
        by_subject.setdefault(finding.subject, set()).add(finding.clause)
    assert {"13:69F-2.18(a)", "13:69F-2.29(a)", "13:69F-2.30(c)"} <= by_subject["13:69F-8.3"]
    assert by_subject["13:69F-2.6A"] == {"13:69F-2.30(f)"}
    assert by_subject["13:69F-2.23"] == {"13:69F-2.18(a)"}
    assert "13:69F-2.29(i)" in by_subject["13:69F-2.19"]  # "(Reserved)" in the edition
    assert "13:69F-2.29(i)" in by_subject["13:69F-2.22"]  # only (l) is in the edition
    # The notice struck 2.27 and 2.28 from every list: nothing in force cites them.
    assert "13:69F-2.27" not in by_subject
    assert "13:69F-2.28" not in by_subject
    # 19:47-8.3 and 13:69F-8.3 are one section, spelled in the edition's chapter.
    assert "19:47-8.3" not in by_subject
    # In nj-2024, 2.22 to 2.28 are cited by no clause (2.18(a) is cut off before its list).
    nj_2024 = {f.subject for f in lint_edition(corpus.edition("nj-2024"), corpus)}
    assert "13:69F-2.22" not in nj_2024
    assert "13:69F-2.6A" in nj_2024


def test_every_quote_stands_in_the_clause_it_cites(
    corpus: Corpus, bet_the_set: list[LintFinding]
) -> None:
    edition = corpus.edition("nj-2024+bet-the-set")
    for finding in bet_the_set:
        if finding.kind is LintKind.ABSENT_SUBSECTIONS:
            assert finding.quote == _section(edition, finding.clause).heading
            continue
        assert finding.quote in edition.clauses[finding.clause].own_text, finding
        for quote in finding.related:
            source = corpus.edition(quote.edition) if quote.edition else edition
            assert quote.words in " ".join(source.clauses[quote.clause].own_text.split())


def test_absent_subsections_are_reported_not_counted_as_gaps(
    bet_the_set: list[LintFinding],
) -> None:
    assert _of(bet_the_set, LintKind.NUMBERING_GAP) == []
    absent = {f.clause: f.message for f in _of(bet_the_set, LintKind.ABSENT_SUBSECTIONS)}
    assert absent["13:69F-2.20"].startswith("(a) – (k) of 13:69F-2.20 are absent")
    assert absent["13:69F-2.27"].startswith("(a) – (f) of 13:69F-2.27 are absent")
    assert LintKind.ABSENT_SUBSECTIONS in INFORMATIONAL


def test_a_skipped_letter_and_a_skipped_paragraph_are_numbering_gaps(corpus: Corpus) -> None:
    base = corpus.edition("nj-2024")
    section = _section(base, "13:69F-2.8")  # (a) with 1. and 2., (b), (c)
    dropped = ("13:69F-2.8(b)", "13:69F-2.8(a)1")
    clauses = tuple(
        replace(clause, children=tuple(c for c in clause.children if c not in dropped))
        for clause in section.clauses
        if clause.id not in dropped
    )
    gapped = _edition("gapped", (replace(section, clauses=clauses),), base)
    gaps = _of(lint_edition(gapped, corpus), LintKind.NUMBERING_GAP)
    assert [(f.clause, f.subject) for f in gaps] == [
        ("13:69F-2.8(a)2", "13:69F-2.8(a)"),
        ("13:69F-2.8(c)", "13:69F-2.8"),
    ]
    assert gaps[0].message.startswith("paragraph 1 of 13:69F-2.8(a) is skipped")
    assert gaps[1].message.startswith("subsection b of 13:69F-2.8 is skipped: (c) follows (a)")
    assert gaps[1].quote.startswith("(c) Each casino licensee may")

    # The same letter marked absent is no gap: it is reported as absent.
    absent = replace(
        section,
        clauses=tuple(c for c in section.clauses if c.id != "13:69F-2.8(b)"),
        absent=(AbsentSubsection(letter="b", reason="in no source"),),
    )
    findings = lint_edition(_edition("absent", (absent,), base), corpus)
    assert _of(findings, LintKind.NUMBERING_GAP) == []
    (reported,) = _of(findings, LintKind.ABSENT_SUBSECTIONS)
    assert reported.message == "(b) of 13:69F-2.8 is absent from the edition: in no source"


def test_a_pay_table_a_future_notice_changes_is_linted_from_its_text(corpus: Corpus) -> None:
    """Paytable 1 paying a regular pair 8 to 1: its N/A contradiction is gone, and the cell
    differs from the edition it came from."""
    base = corpus.edition("nj-2024+bet-the-set")
    section = _section(base, "13:69F-2.29")
    old, new = "Regular Pair | N/A", "Regular Pair | 8 to 1"
    clauses = tuple(
        replace(c, own_text=c.own_text.replace(old, new), text=c.text.replace(old, new))
        for c in section.clauses
    )
    edition = _edition("future", (replace(section, clauses=clauses),), base)
    findings = lint_edition(edition, corpus)
    assert [f.subject for f in _of(findings, LintKind.PAYTABLE_CONTRADICTION)] == [
        "Paytable 5: Suited Pair"
    ]
    (differs,) = _of(findings, LintKind.PAYTABLE_DIFFERS)
    assert differs.subject == "Paytable 1: Regular Pair"
    assert differs.message == (
        "Paytable 1, Regular Pair: 8 to 1 in future; N/A in nj-2024+bet-the-set (13:69F-2.29(g))"
    )
    # The section lists itself in (i)? No: 2.29(i) does not name 2.29. Its own citations of
    # 2.18, 2.19, 2.22 to 2.26 and 8.3 are external here, since the edition holds only 2.29.
    external = {f.subject for f in _of(findings, LintKind.EXTERNAL_REFERENCE)}
    assert external == {
        "13:69F-8.3", "13:69F-2.6", "13:69F-2.3", "13:69F-2.1", "13:69F-2.18", "13:69F-2.19",
        "13:69F-2.22", "13:69F-2.24", "13:69F-2.25", "13:69F-2.26",
    }  # fmt: skip


def test_findings_come_grouped_by_kind(bet_the_set: list[LintFinding]) -> None:
    order = list(LintKind)
    kinds = [order.index(f.kind) for f in bet_the_set]
    assert kinds == sorted(kinds)
    assert bet_the_set[0].record()["kind"] == "external-reference"


def test_citation_lists_and_ranges_are_read_as_the_sections_they_name(corpus: Corpus) -> None:
    """A future notice's wording: a range, a list continued by bare numbers, subsections."""
    base = corpus.edition("nj-2024+bet-the-set")
    section = _section(base, "13:69F-2.29")
    wording = (
        "After all bet the set wagers are settled, the round shall continue in accordance with "
        "N.J.A.C. 13:69F-2.24 through 2.26, and 2.6A, and N.J.A.C. 13:69F-2.29(c) and (k), paid "
        "2.5 to 1."
    )
    clauses = tuple(
        replace(c, own_text=wording, text=wording) if c.id == "13:69F-2.29(h)" else c
        for c in section.clauses
    )
    edition = _edition("ranges", (replace(section, clauses=clauses),), base)
    findings = [f for f in lint_edition(edition, corpus) if f.clause == "13:69F-2.29(h)"]
    external = [f for f in findings if f.kind is LintKind.EXTERNAL_REFERENCE]
    assert [f.subject for f in external] == [
        "13:69F-2.24", "13:69F-2.25", "13:69F-2.26", "13:69F-2.6A",
    ]  # fmt: skip
    assert external[0].quote == "N.J.A.C. 13:69F-2.24 through 2.26, and 2.6A"
    # 2.29 has (c) but no (k): a citation the edition cannot resolve; "2.5 to 1" is no citation.
    (unresolved,) = [f for f in findings if f.kind is LintKind.UNRESOLVED_REFERENCE]
    assert unresolved.subject == "13:69F-2.29(k)"
    assert unresolved.quote == "N.J.A.C. 13:69F-2.29(c) and (k)"
    assert not unresolved.informational
