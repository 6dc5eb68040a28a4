"""Registry of the clauses each rule function implements, for the coverage check.

Rule functions are decorated with `@implements("2.7(a)", ...)` using edition-neutral section
paths; `Edition.cite` turns a path into the canonical id of the edition in use.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

__all__ = ["CLAUSE_REGISTRY", "implemented_paths", "implements"]

_F = TypeVar("_F", bound=Callable[..., object])

# Qualified function name -> the section paths (e.g. "2.12(c)") that it implements.
CLAUSE_REGISTRY: dict[str, tuple[str, ...]] = {}


def implements(*paths: str) -> Callable[[_F], _F]:
    """Record that the decorated function implements the given subsections."""

    def register(function: _F) -> _F:
        name = f"{function.__module__}.{function.__qualname__}"
        CLAUSE_REGISTRY[name] = CLAUSE_REGISTRY.get(name, ()) + tuple(paths)
        return function

    return register


def implemented_paths() -> frozenset[str]:
    """Every section path some rule function claims to implement."""
    return frozenset(path for paths in CLAUSE_REGISTRY.values() for path in paths)
