"""Every clause the reference engine claims to implement exists in the corpus that quotes it."""

from __future__ import annotations

import importlib
import pkgutil

import reference_impl
from reference_impl.clauses import implemented_paths
from regulations import load_corpus


def test_every_implemented_clause_is_in_the_corpus() -> None:
    for module in pkgutil.iter_modules(reference_impl.__path__):
        importlib.import_module(f"reference_impl.{module.name}")
    paths = implemented_paths()
    assert len(paths) > 50
    corpus = load_corpus()
    nj_2004 = corpus.edition("nj-2004").clauses
    nj_2024 = corpus.edition("nj-2024").clauses
    assert sorted(p for p in paths if f"19:47-{p}" not in nj_2004) == []
    # nj-2024's 2.17(a) fixes every additional wager at $1.00, where nj-2004 has (a)3i.
    assert sorted(p for p in paths if f"13:69F-{p}" not in nj_2024) == ["2.17(a)3i"]
    # 2.7(c), the consolidated net payout, and the sevens wager of 2.17 ((a)3i, (b)4, (e)3)
    # are what the 1996 text does not have yet.
    nj_1996 = corpus.edition("nj-1996").clauses
    assert sorted(p for p in paths if f"19:47-{p}" not in nj_1996) == [
        "2.17(a)3i",
        "2.17(b)4",
        "2.17(e)3",
        "2.7(c)",
    ]
