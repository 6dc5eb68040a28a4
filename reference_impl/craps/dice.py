"""Dice: a roll is two dice showing 1 to 6; the kit sets the rolls as it sets a blackjack shoe."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from reference_impl.craps.clauses import DEFINITIONS, cite
from reference_impl.errors import ShoeError

__all__ = ["DiceError", "ForcedDice", "Roll", "RollLike"]

_FACES = range(1, 7)


class DiceError(ShoeError):
    """A die that does not show 1 to 6, a roll that is not two dice, or forced dice run out."""


@dataclass(frozen=True, slots=True)
class Roll:
    """One throw of the two dice (19:47-1.1 "roll of the dice"); `first` and `second` are the
    faces. A hardway total shows the same face on each die (19:47-1.2(a)7-10)."""

    first: int
    second: int

    def __post_init__(self) -> None:
        for name, face in (("first", self.first), ("second", self.second)):
            if isinstance(face, bool) or not isinstance(face, int) or face not in _FACES:
                raise DiceError(f"die {name}={face!r}: a die shows 1 to 6 [{DEFINITIONS}]")

    @property
    def total(self) -> int:
        return self.first + self.second

    @property
    def hard(self) -> bool:
        """The same face on each die, e.g. 3 and 3 for six the hardway (19:47-1.2(a)8)."""
        return self.first == self.second

    @property
    def easy(self) -> bool:
        return not self.hard

    def __str__(self) -> str:
        return f"{self.first}-{self.second}"

    @classmethod
    def of(cls, value: RollLike) -> Roll:
        """A roll from a `Roll`, a pair of faces (3, 4), or text "3-4", "3+4", "3 4" or "34"."""
        if isinstance(value, Roll):
            return value
        if isinstance(value, str):
            faces = [part for part in value.replace("-", " ").replace("+", " ").split() if part]
            if len(faces) == 1 and len(faces[0]) == 2:
                faces = list(faces[0])
            if len(faces) != 2 or not all(face.isdigit() for face in faces):
                raise DiceError(f"roll={value!r}: a roll is two dice, e.g. '3-4' [{DEFINITIONS}]")
            return cls(int(faces[0]), int(faces[1]))
        if isinstance(value, tuple) and len(value) == 2:
            return cls(value[0], value[1])
        raise DiceError(f"roll={value!r}: a roll is two dice, e.g. (3, 4) [{DEFINITIONS}]")


RollLike = Roll | tuple[int, int] | str


class ForcedDice:
    """The rolls the table will throw, in order, set by the kit (forced dice)."""

    __slots__ = ("_rolls", "thrown")

    def __init__(self, rolls: Iterable[RollLike]) -> None:
        self._rolls: tuple[Roll, ...] = tuple(Roll.of(roll) for roll in rolls)
        self.thrown = 0

    @property
    def remaining(self) -> int:
        return len(self._rolls) - self.thrown

    def next_roll(self) -> Roll:
        """The next forced roll; the dice running out is an error, never a random roll."""
        if self.thrown >= len(self._rolls):
            raise DiceError(f"forced dice: no roll left after {self.thrown} rolls [{cite('1.1')}]")
        roll = self._rolls[self.thrown]
        self.thrown += 1
        return roll
