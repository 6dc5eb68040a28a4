"""Every clause id the craps engine cites exists in edition nj-1996, and every interpretation it
names is one it declares."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from reference_impl.craps import CLAUSE_MAP, EDITION, INTERPRETATIONS, CrapsWager, cite
from regulations import load_corpus

PACKAGE = Path(__file__).resolve().parents[3] / "reference_impl" / "craps"
SOURCES = sorted(PACKAGE.glob("*.py"))
_SUB_ITEM = r"[0-9]*[ivx]*(?:\([0-9]\))?"
_PATH_LITERAL = re.compile(rf"\"(1\.(?:1|2\(a\){_SUB_ITEM}))\"")
_FULL_ID = re.compile(rf"19:47-1\.(?:1|2\(a\){_SUB_ITEM})")
_INTERPRETATION = re.compile(r"I-craps-[a-z0-9-]+[a-z0-9]")


def _cited() -> set[str]:
    ids: set[str] = set()
    for source in SOURCES:
        text = source.read_text(encoding="utf-8")
        ids.update(cite(path) for path in _PATH_LITERAL.findall(text))
        ids.update(_FULL_ID.findall(text))
    ids.update(wager.clause for wager in CrapsWager)
    ids.update(cite(path) for paths in CLAUSE_MAP.values() for path in paths)
    return ids


def test_the_engine_cites_many_clauses() -> None:
    cited = _cited()
    # every item of 1.2(a) and every sub-item of the line wagers is cited somewhere
    assert {f"19:47-1.2(a){n}" for n in range(1, 21)} <= cited
    assert {"19:47-1.2(a)1iii(2)", "19:47-1.2(a)2iv", "19:47-1.2(a)4iv", "19:47-1.1"} <= cited


@pytest.mark.parametrize("clause", sorted(_cited()))
def test_every_cited_clause_exists_in_nj_1996(clause: str) -> None:
    assert load_corpus().entry(clause, edition=EDITION).id == clause


def test_every_interpretation_named_is_declared() -> None:
    named = {
        match
        for source in SOURCES
        for match in _INTERPRETATION.findall(source.read_text(encoding="utf-8"))
    }
    assert named and named <= set(INTERPRETATIONS)
