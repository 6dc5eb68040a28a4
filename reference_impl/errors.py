"""Errors the reference engine raises on purpose; all derive from the kit's `KitError`."""

from __future__ import annotations

from regulations.errors import KitError

__all__ = [
    "EngineError",
    "IllegalActionError",
    "RecordError",
    "RulesError",
    "ShoeError",
    "WagerError",
]


class EngineError(KitError):
    """Base of the reference engine's errors."""


class RulesError(EngineError, ValueError):
    """A house option, or a combination of options, that the edition's rules do not allow."""


class ShoeError(EngineError, ValueError):
    """A card that does not exist, more copies than the decks hold, or a shoe that ran out."""


class WagerError(EngineError, ValueError):
    """A wager the table cannot accept: outside the limits, not in chips, on a box not allowed."""


class RecordError(EngineError, ValueError):
    """A round record that cannot be read or replayed."""


class IllegalActionError(EngineError, ValueError):
    """A decision the round does not allow now; the message lists what was legal and why not."""

    def __init__(self, message: str, *, legal: tuple[str, ...], clause: str) -> None:
        listed = ", ".join(legal) if legal else "none (the round is not waiting for a decision)"
        super().__init__(f"{message} [{clause}]; legal now: {listed}")
        self.legal = legal
        self.clause = clause
