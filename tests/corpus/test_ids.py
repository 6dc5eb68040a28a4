"""Clause ids parse, print canonically, and alias across the 2011 recodification."""

from __future__ import annotations

import pytest

from regulations import Corpus
from regulations.ids import ClauseId, parse_clause_id


@pytest.mark.parametrize(
    ("typed", "canonical"),
    [
        ("19:47-2.7(a)", "19:47-2.7(a)"),
        ("N.J.A.C. 19:47–2.7(a)", "19:47-2.7(a)"),
        ("§ 13:69F-2.17(e)2ii", "13:69F-2.17(e)2ii"),
        ("13:69f-2.17(E)2II", "13:69F-2.17(e)2ii"),
        ("13:69E-1.10(x)1", "13:69E-1.10(x)1"),
        ("19:47-1.2(a)1iii(2)", "19:47-1.2(a)1iii(2)"),
        ("19:47-2.14", "19:47-2.14"),
    ],
)
def test_typed_ids_parse_to_their_canonical_spelling(typed: str, canonical: str) -> None:
    parsed = parse_clause_id(typed)
    assert parsed is not None
    assert str(parsed) == canonical


@pytest.mark.parametrize("bad", ["2.7(a)", "19:47", "19:47-2.7(A1)", "hello", ""])
def test_malformed_ids_do_not_parse(bad: str) -> None:
    assert parse_clause_id(bad) is None


def test_recodification_aliases_go_both_ways() -> None:
    old = ClauseId("19:47", "2.7", "a")
    assert str(old.alias()) == "13:69F-2.7(a)"
    new = old.alias()
    assert new is not None
    assert str(new.alias()) == "19:47-2.7(a)"
    assert str(ClauseId("13:69E", "1.10", "x").alias()) == "19:46-1.10(x)"


def test_ids_are_unique_and_canonical_in_every_edition(corpus: Corpus) -> None:
    for edition in corpus.editions.values():
        ids = [c.id for s in edition.sections for c in s.clauses]
        assert len(ids) == len(set(ids)), edition.name
        for clause_id in ids:
            assert str(parse_clause_id(clause_id)) == clause_id


def test_every_clause_records_its_alias(corpus: Corpus) -> None:
    clause = corpus.clause("13:69F-2.7(a)", edition="nj-2024")
    assert clause.aliases == ("19:47-2.7(a)",)
    assert corpus.clause("19:47-2.7(a)", edition="nj-2024") is clause
