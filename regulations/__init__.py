"""The regulation corpus: every clause of every edition as data, with provenance and hashes.

>>> from regulations import load_corpus
>>> corpus = load_corpus()
>>> corpus.clause("19:47-2.7(a)", edition="nj-1996").status.value
'complete'
"""

from regulations.corpus import DEFAULT_EDITION, Corpus, load_corpus
from regulations.errors import (
    CorpusIntegrityError,
    KitError,
    UnknownClauseError,
    UnknownEditionError,
)
from regulations.ids import ClauseId, parse_clause_id
from regulations.model import Clause, ClauseKind, ClauseStatus, Edition, Section

__all__ = [
    "DEFAULT_EDITION",
    "Clause",
    "ClauseId",
    "ClauseKind",
    "ClauseStatus",
    "Corpus",
    "CorpusIntegrityError",
    "Edition",
    "KitError",
    "Section",
    "UnknownClauseError",
    "UnknownEditionError",
    "load_corpus",
    "parse_clause_id",
]
