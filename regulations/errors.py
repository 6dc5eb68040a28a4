"""The kit's error hierarchy: every error the kit raises on purpose derives from `KitError`.

It lives in the lowest layer (the regulation corpus) so that every other layer can extend it
without importing upward.
"""

from __future__ import annotations

__all__ = [
    "CorpusIntegrityError",
    "KitError",
    "UnknownClauseError",
    "UnknownEditionError",
]


class KitError(Exception):
    """Base of every error the kit reports to its users."""


class UnknownEditionError(KitError, LookupError):
    """An edition name that the corpus does not hold."""


class UnknownClauseError(KitError, LookupError):
    """A clause id that does not exist in the edition asked for."""


class CorpusIntegrityError(KitError):
    """The corpus data contradicts itself or its sources (a hash, an erratum, a provenance)."""
