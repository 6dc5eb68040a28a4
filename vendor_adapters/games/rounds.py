"""What `bjkit adapter-check` plays on a game other than blackjack (protocol 1.5), and how it
names a difference: each game gives its rounds in `vendor_adapters/games/<game>_rounds.py` as
`RoundSet`s (rounds played in order on one fresh table), and the fields of its outcome the kit
compares with the reference adapter's (`Difference`, each with the clause that fixes the field).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from random import Random
from typing import Any, Protocol

__all__ = [
    "Difference",
    "ForbiddenTable",
    "GameRounds",
    "RoundSet",
    "ScriptedRound",
    "money_equal",
    "odds_equal",
]


@dataclass(frozen=True)
class ScriptedRound:
    """One `play` round: `round` as the game's round schema has it, `name` as a report names it,
    and `clause` the clause the round was written for."""

    name: str
    round: Mapping[str, Any]
    clause: str


@dataclass(frozen=True)
class RoundSet:
    """Rounds played in order on one table opened for them: the house options `options` (changes
    from the game's defaults), needing the capabilities `needs` besides the game's required one."""

    name: str
    options: Mapping[str, object]
    rounds: tuple[ScriptedRound, ...]
    needs: frozenset[str] = field(default_factory=frozenset)


@dataclass(frozen=True)
class ForbiddenTable:
    """A table the rules forbid (`options`, changes from the defaults): the game must refuse it
    with error 1001 citing `clause`, as the reference adapter does."""

    name: str
    options: Mapping[str, object]
    clause: str


@dataclass(frozen=True)
class Difference:
    """One field on which the game's outcome and the reference adapter's differ, in a round."""

    round: str
    field: str
    game: object
    reference: object
    clause: str

    def __str__(self) -> str:
        return (
            f"{self.round}: {self.field}: the game {_shown(self.game)}, the reference "
            f"{_shown(self.reference)} [{self.clause}]"
        )


def _shown(value: object) -> str:
    return "nothing" if value is None else repr(value) if isinstance(value, str) else str(value)


def money_equal(first: object, second: object) -> bool:
    """Two amounts of the wire ("13", "13.00") are the same amount."""
    if first is None or second is None:
        return first is second
    try:
        return Decimal(str(first)) == Decimal(str(second))
    except InvalidOperation:
        return first == second


def odds_equal(first: object, second: object) -> bool:
    """Two odds "W to S" are the same ratio ("14 to 2" is "7 to 1"); null only equals null."""
    if first is None or second is None:
        return first is second
    try:
        win, _, stake = str(first).partition(" to ")
        other_win, _, other_stake = str(second).partition(" to ")
        return Fraction(int(win), int(stake)) == Fraction(int(other_win), int(other_stake))
    except (ValueError, ZeroDivisionError):
        return first == second


class GameRounds(Protocol):
    """What a game's rounds module gives `vendor_adapters.game_check` (a module, read by its
    attributes)."""

    GAME: str
    REQUIRED_CAPABILITY: str
    CAPABILITIES: frozenset[str]
    DEFAULT_OPTIONS: Mapping[str, object]
    scripted: Callable[[], Sequence[RoundSet]]
    drawn: Callable[[Random, int], Sequence[RoundSet]]
    forbidden_tables: Callable[[], Sequence[ForbiddenTable]]
    differences: Callable[
        [str, Mapping[str, Any], Mapping[str, Any], Mapping[str, Any]], list[Difference]
    ]
    own_checks: Callable[[Mapping[str, Any], Mapping[str, Any]], list[str]]
