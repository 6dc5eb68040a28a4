"""Registry of the clauses each rule function implements, for the coverage check.

Rule functions are decorated with `@implements("2.7(a)", ...)` using edition-neutral section
paths; `Edition.cite` turns a path into the canonical id of the edition in use.

A generic step that carries out what a side wager's declaration says (the dealer's completion of
his hand for its wagers, the cards kept under it, the limits of placing it) implements that
wager's clauses without naming them: it is decorated with `@implements_declared(select)`, where
`select(offering)` gives the paths an `Offering` declares for that step, and the registry records
them on the step as each offering is declared (`reference_impl.wager_model.register`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar

__all__ = [
    "CLAUSE_REGISTRY",
    "implemented_paths",
    "implements",
    "implements_declared",
    "record_declared",
]

_F = TypeVar("_F", bound=Callable[..., object])

# Qualified function name -> the section paths (e.g. "2.12(c)") that it implements.
CLAUSE_REGISTRY: dict[str, tuple[str, ...]] = {}

# An offering -> the paths of its clauses that one generic step implements (None: none).
DeclaredPaths = Callable[[Any], Iterable[str | None] | None]

_SELECTORS: list[tuple[str, DeclaredPaths]] = []
_DECLARED: list[object] = []  # every offering declared so far


def _qualified(function: Callable[..., object]) -> str:
    return f"{function.__module__}.{function.__qualname__}"


def _record(name: str, paths: Iterable[str | None] | None) -> None:
    known = CLAUSE_REGISTRY.get(name, ())
    added = tuple(path for path in dict.fromkeys(paths or ()) if path and path not in known)
    CLAUSE_REGISTRY[name] = known + added


def implements(*paths: str) -> Callable[[_F], _F]:
    """Record that the decorated function implements the given subsections."""

    def register(function: _F) -> _F:
        name = _qualified(function)
        CLAUSE_REGISTRY[name] = CLAUSE_REGISTRY.get(name, ()) + tuple(paths)
        return function

    return register


def implements_declared(select: DeclaredPaths) -> Callable[[_F], _F]:
    """Record that the decorated generic function implements, for every offering declared, the
    paths `select(offering)` gives, whether the offering is declared before or after it."""

    def register(function: _F) -> _F:
        name = _qualified(function)
        CLAUSE_REGISTRY.setdefault(name, ())
        _SELECTORS.append((name, select))
        for offering in _DECLARED:
            _record(name, select(offering))
        return function

    return register


def record_declared(offering: object) -> None:
    """Record, on each generic function decorated with `implements_declared`, the paths that
    `offering` declares for it."""
    _DECLARED.append(offering)
    for name, select in _SELECTORS:
        _record(name, select(offering))


def implemented_paths() -> frozenset[str]:
    """Every section path some rule function claims to implement."""
    return frozenset(path for paths in CLAUSE_REGISTRY.values() for path in paths)
