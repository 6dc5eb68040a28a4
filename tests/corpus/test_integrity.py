"""The integrity checks pass on the corpus, and each of them fails when the corpus is damaged."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from regulations import Corpus, Edition
from regulations.integrity import (
    check_carry_over,
    check_completeness,
    check_errata,
    check_hashes,
    check_provenance,
    check_sequences,
    run_integrity_checks,
)
from regulations.loader import load_editions, load_errata
from regulations.model import Erratum


def _replace_clause(edition: Edition, clause_id: str, **changes: object) -> Edition:
    sections = []
    for section in edition.sections:
        clauses = tuple(
            dataclasses.replace(c, **changes) if c.id == clause_id else c  # type: ignore[arg-type]
            for c in section.clauses
        )
        sections.append(dataclasses.replace(section, clauses=clauses))
    return Edition(
        name=edition.name,
        title=edition.title,
        chapter=edition.chapter,
        description=edition.description,
        sources=edition.sources,
        carries_over_from=edition.carries_over_from,
        sections=tuple(sections),
    )


def test_every_check_passes_on_the_corpus(sources_folder: Path) -> None:
    results = run_integrity_checks(sources_folder)
    assert [r.name for r in results if not r.passed] == []
    assert all(r.checked > 0 for r in results)


def test_a_text_changed_without_its_hash_is_caught(corpus: Corpus) -> None:
    damaged = _replace_clause(
        corpus.edition("nj-1996"), "19:47-2.7(a)", text="paid at odds of 6 to 5"
    )
    findings = check_hashes({"nj-1996": damaged}).findings
    assert [f.clause for f in findings] == ["19:47-2.7(a)"]


def test_a_text_not_in_its_source_is_caught(corpus: Corpus, sources_folder: Path) -> None:
    clause = corpus.clause("19:47-2.7(a)", edition="nj-1996")
    wrong = clause.text.replace("3 to 2", "6 to 5")
    damaged = _replace_clause(corpus.edition("nj-1996"), clause.id, text=wrong)
    findings = check_provenance({"nj-1996": damaged}, load_errata(), sources_folder).findings
    assert [f.clause for f in findings] == ["19:47-2.7(a)"]


def test_a_provenance_pointing_at_other_lines_is_caught(
    corpus: Corpus, sources_folder: Path
) -> None:
    clause = corpus.clause("19:47-2.7(a)", edition="nj-1996")
    moved = dataclasses.replace(clause.provenance, first_line=612, last_line=614)
    damaged = _replace_clause(corpus.edition("nj-1996"), clause.id, provenance=moved)
    findings = check_provenance({"nj-1996": damaged}, load_errata(), sources_folder).findings
    assert "19:47-2.7(a)" in [f.clause for f in findings]


def test_an_erratum_that_does_not_apply_is_caught(sources_folder: Path) -> None:
    bogus = Erratum(
        source="004_aac599b28e9d2f65.txt",
        line=607,
        as_printed="blackiack",
        as_corrected="blackjack",
        why="test",
    )
    assert len(check_errata((bogus,), sources_folder).findings) == 1


def test_a_missing_subsection_letter_is_caught(corpus: Corpus) -> None:
    edition = corpus.edition("nj-1996")
    sections = tuple(
        dataclasses.replace(s, clauses=tuple(c for c in s.clauses if c.id != "19:47-2.8(b)"))
        if s.id == "19:47-2.8"
        else s
        for s in edition.sections
    )
    damaged = dataclasses.replace(edition, sections=sections, _clauses={})
    findings = check_sequences({"nj-1996": damaged}).findings
    assert [f.clause for f in findings] == ["19:47-2.8"]


def test_a_carried_over_text_that_drifts_is_caught() -> None:
    editions = dict(load_editions())
    later = editions["nj-2024"]
    clause = later.clauses["13:69F-2.2(a)"]
    editions["nj-2024"] = _replace_clause(later, clause.id, text=clause.text + " extra")
    findings = check_carry_over(editions).findings
    # nj-2024+bet-the-set carries the undamaged text over from nj-2024: it now differs too.
    assert [(f.edition, f.clause) for f in findings] == [
        ("nj-2024", "13:69F-2.2(a)"),
        ("nj-2024+bet-the-set", "13:69F-2.2(a)"),
    ]


@pytest.mark.parametrize("edition", ["nj-1996", "nj-2004", "nj-2024", "nj-2024+bet-the-set"])
def test_absent_subsections_are_declared_not_silent(corpus: Corpus, edition: str) -> None:
    for section in corpus.edition(edition).sections:
        letters = {c.id[len(section.id) + 1] for c in section.subsections if c.id != section.id}
        if letters and section.absent:
            assert not letters & {a.letter for a in section.absent}


def test_a_paragraph_dropped_from_a_section_is_caught(corpus: Corpus, sources_folder: Path) -> None:
    edition = corpus.edition("nj-1996")
    parent = corpus.clause("19:47-2.3(a)", edition="nj-1996")
    orphaned = dataclasses.replace(
        parent,
        children=parent.children[:-1],
        text=parent.text.rsplit("\n", 1)[0],
    )
    sections = tuple(
        dataclasses.replace(
            s,
            clauses=tuple(
                orphaned if c.id == parent.id else c for c in s.clauses if c.id != "19:47-2.3(a)4"
            ),
        )
        if s.id == "19:47-2.3"
        else s
        for s in edition.sections
    )
    damaged = dataclasses.replace(edition, sections=sections, _clauses={})
    findings = check_completeness({"nj-1996": damaged}, load_errata(), sources_folder).findings
    assert [f.clause for f in findings] == ["19:47-2.3(a)"]


def test_a_text_cut_short_is_caught_although_it_stands_in_its_source(
    corpus: Corpus, sources_folder: Path
) -> None:
    clause = corpus.clause("19:47-2.7(b)", edition="nj-1996")
    shortened = clause.text.rsplit(". ", 1)[0] + "."
    damaged = _replace_clause(corpus.edition("nj-1996"), clause.id, text=shortened)
    assert check_provenance({"nj-1996": damaged}, load_errata(), sources_folder).findings == []
    findings = check_completeness({"nj-1996": damaged}, load_errata(), sources_folder).findings
    assert [f.clause for f in findings] == ["19:47-2.7(a)"]
