"""The corpus keeps each source's characters, spacing included (issue 29, deliver 1).

Source 002 prints 2.17(a)'s amount as "$ 1.00"; the corpus stores it so, the errata list it among
the slips kept as printed, its hash is of that text whitespace-normalised, and the spacing check
of the integrity checks fails on a clause that closes or opens a space its source does not.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from regulations import Corpus
from regulations.build.spec import KEPT_AS_PRINTED, MANUAL_ERRATA
from regulations.integrity import check_verbatim, run_integrity_checks
from regulations.loader import load_editions, load_errata
from regulations.model import Edition
from regulations.normalise import normalise_whitespace, text_sha256
from regulations.sources import read_source_lines

SOURCE_2024 = "002_071478d70f528b75.txt"


def _with_text(edition: Edition, clause_id: str, own_text: str) -> Edition:
    sections = tuple(
        dataclasses.replace(
            section,
            clauses=tuple(
                dataclasses.replace(c, own_text=own_text) if c.id == clause_id else c
                for c in section.clauses
            ),
        )
        for section in edition.sections
    )
    # A fresh clause index: `replace` would share the cached edition's and damage it.
    return dataclasses.replace(edition, sections=sections, _clauses={})


def test_the_2024_amount_is_stored_as_the_source_prints_it(
    corpus: Corpus, sources_folder: Path
) -> None:
    line = read_source_lines(SOURCE_2024, sources_folder)[1]
    assert "in an amount of $ 1.00 provided" in line
    for edition in ("nj-2024", "nj-2024+bet-the-set"):
        clause = corpus.clause("13:69F-2.17(a)", edition=edition)
        assert "in an amount of $ 1.00 provided" in clause.own_text
        assert "$1.00" not in clause.own_text
        assert clause.sha256 == text_sha256(clause.text)


def test_the_amounts_spacing_is_kept_as_printed_not_corrected() -> None:
    assert not [e for e in MANUAL_ERRATA if e.source == SOURCE_2024 and "$" in e.as_printed]
    kept = [k for k in KEPT_AS_PRINTED if k[0] == SOURCE_2024]
    assert [(line, printed) for _, line, printed, _ in kept] == [(2, "$ 1.00")]
    stored = [e for e in load_errata() if e.source == SOURCE_2024]
    assert not [e for e in stored if e.as_printed == "$ 1.00"]


def test_the_hash_normalises_runs_of_whitespace_only() -> None:
    # normalise.py: runs of whitespace are one space; a space is not nothing.
    assert text_sha256("amount of $ 1.00\n provided") == text_sha256("amount of $ 1.00 provided")
    assert text_sha256("amount of $ 1.00") != text_sha256("amount of $1.00")
    assert normalise_whitespace("  $ \t1.00 ") == "$ 1.00"


def test_the_spacing_check_passes_on_the_corpus(sources_folder: Path) -> None:
    (result,) = [r for r in run_integrity_checks(sources_folder) if r.name == "spacing"]
    assert result.passed and result.checked > 800


def test_a_space_closed_that_the_source_prints_is_a_finding(
    corpus: Corpus, sources_folder: Path
) -> None:
    clause = corpus.clause("13:69F-2.17(a)", edition="nj-2024")
    closed = clause.own_text.replace("$ 1.00", "$1.00")
    damaged = _with_text(corpus.edition("nj-2024"), clause.id, closed)
    findings = check_verbatim({"nj-2024": damaged}, load_errata(), sources_folder).findings
    assert [(f.clause, f.message) for f in findings] == [
        (clause.id, "the word '$1.00' is not in the source as printed"),
        (clause.id, "'of $1.00' is not spaced as the source prints it"),
        (clause.id, "'$1.00 provided' is not spaced as the source prints it"),
    ]


def test_a_space_opened_that_the_source_does_not_print_is_a_finding(
    corpus: Corpus, sources_folder: Path
) -> None:
    # Source 000 prints (a)3i "The additional wager shall be $1.00." without a space.
    clause = corpus.clause("19:47-2.17(a)3i", edition="nj-2004")
    assert clause.own_text == "The additional wager shall be $1.00."
    damaged = _with_text(
        corpus.edition("nj-2004"), clause.id, "The additional wager shall be $ 1.00."
    )
    findings = check_verbatim({"nj-2004": damaged}, load_errata(), sources_folder).findings
    # "$" and "be $" stand in "be $1.00."; the pair "$ 1.00." does not.
    assert [(f.clause, f.message) for f in findings] == [
        (clause.id, "'$ 1.00.' is not spaced as the source prints it"),
    ]


def test_every_edition_is_checked(sources_folder: Path) -> None:
    editions = load_editions()
    result = check_verbatim(editions, load_errata(), sources_folder)
    assert result.passed
    assert result.checked == sum(
        1
        for e in editions.values()
        for s in e.sections
        for c in s.clauses
        if not (c.provenance == s.provenance and not c.label)
    )
