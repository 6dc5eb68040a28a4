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

    def missing(edition: str, prefix: str, *sections: str) -> list[str]:
        clauses = corpus.edition(edition).clauses
        return sorted(
            p
            for p in paths
            if f"{prefix}{p}" not in clauses and not p.startswith(tuple(s + "(" for s in sections))
        )

    # Bet the Set 21 (2.29) stands only in nj-2024+bet-the-set, Buster Blackjack (2.30) from
    # nj-2024 on; every other path the engine cites stands in nj-2004.
    assert missing("nj-2004", "19:47-", "2.29", "2.30") == []
    assert any(p.startswith("2.29(") for p in paths)
    assert any(p.startswith("2.30(") for p in paths)
    # nj-2024's 2.17(a) fixes every additional wager at $1.00, where nj-2004 has (a)3i.
    assert missing("nj-2024", "13:69F-", "2.29") == ["2.17(a)3i"]
    # In nj-2024+bet-the-set 2.20 is the blackjack bonus wager, of which only (l) is known; the
    # engine refuses its continuous shuffler there (I-notice-2.20-bonus-wager).
    assert missing("nj-2024+bet-the-set", "13:69F-") == ["2.17(a)3i", "2.20"]
    # 2.7(c), the consolidated net payout, and the sevens wager of 2.17 ((a)3i, (b)4, (e)3)
    # are what the 1996 text does not have yet.
    assert missing("nj-1996", "19:47-", "2.29", "2.30") == [
        "2.17(a)3i",
        "2.17(b)4",
        "2.17(e)3",
        "2.7(c)",
    ]
