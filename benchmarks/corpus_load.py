"""How long the corpus takes to load and to answer lookups (what every `bjkit` call pays)."""

from __future__ import annotations

import time
from pathlib import Path

from regulations.corpus import Corpus
from regulations.loader import DATA_DIR, load_editions

__all__ = ["run"]


def run() -> None:
    repeats = 5
    started = time.perf_counter()
    for _ in range(repeats):
        load_editions.cache_clear()
        editions = load_editions(Path(DATA_DIR))
    load_ms = (time.perf_counter() - started) / repeats * 1000
    corpus = Corpus(editions)
    pairs = [(c.id, name) for name, e in editions.items() for c in e.clauses.values()]
    lookups = 20_000
    started = time.perf_counter()
    for index in range(lookups):
        clause_id, edition = pairs[index % len(pairs)]
        corpus.clause(clause_id, edition=edition)
    per_second = lookups / (time.perf_counter() - started)
    clauses = sum(len(e.clauses) for e in editions.values())
    print(f"corpus load: {load_ms:.1f} ms for {clauses} clauses in {len(editions)} editions")
    print(f"clause lookups: {per_second:,.0f} per second")
