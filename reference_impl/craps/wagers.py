"""The twenty permissible wagers of 19:47-1.2(a), the bets on the layout and their decisions."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from decimal import Decimal

from reference_impl.craps.clauses import cite
from reference_impl.ledger import Result

__all__ = [
    "CRAPS_TOTALS",
    "HORN_TOTALS",
    "POINT_NUMBERS",
    "SINGLE_TOTAL_WAGERS",
    "Bet",
    "CrapsWager",
    "Decision",
    "Timing",
]

POINT_NUMBERS = frozenset({4, 5, 6, 8, 9, 10})  # 19:47-1.1 "Come Out Point", "Come Point"
CRAPS_TOTALS = frozenset({2, 3, 12})  # 19:47-1.2(a)13, (a)18 "a craps (2, 3 or 12)"
HORN_TOTALS = frozenset({2, 3, 11, 12})  # 19:47-1.2(a)19, (a)20


class Timing(enum.Enum):
    """When a wager may be placed."""

    BEFORE_COME_OUT = "immediately prior to the come out roll"  # 1.2(a)1, (a)2
    AFTER_COME_OUT = "at any time after the come out roll"  # 1.2(a)3, (a)4
    ANY_TIME = "at any time"  # 1.2(a)5-20


class CrapsWager(enum.Enum):
    """A permissible wager of 19:47-1.2(a): its name, its item's path, when it may be placed,
    whether it is decided on the roll immediately following its placement, and the totals on
    which a one-roll wager wins (empty for the others)."""

    PASS = ("pass", "1.2(a)1", Timing.BEFORE_COME_OUT, False, ())
    DONT_PASS = ("dont-pass", "1.2(a)2", Timing.BEFORE_COME_OUT, False, ())
    COME = ("come", "1.2(a)3", Timing.AFTER_COME_OUT, False, ())
    DONT_COME = ("dont-come", "1.2(a)4", Timing.AFTER_COME_OUT, False, ())
    PLACE_TO_WIN = ("place-to-win", "1.2(a)5", Timing.ANY_TIME, False, ())
    PLACE_TO_LOSE = ("place-to-lose", "1.2(a)6", Timing.ANY_TIME, False, ())
    FOUR_HARDWAY = ("four-the-hardway", "1.2(a)7", Timing.ANY_TIME, False, ())
    SIX_HARDWAY = ("six-the-hardway", "1.2(a)8", Timing.ANY_TIME, False, ())
    EIGHT_HARDWAY = ("eight-the-hardway", "1.2(a)9", Timing.ANY_TIME, False, ())
    TEN_HARDWAY = ("ten-the-hardway", "1.2(a)10", Timing.ANY_TIME, False, ())
    FIELD = ("field", "1.2(a)11", Timing.ANY_TIME, True, (2, 3, 4, 9, 10, 11, 12))
    ANY_SEVEN = ("any-seven", "1.2(a)12", Timing.ANY_TIME, True, (7,))
    ANY_CRAPS = ("any-craps", "1.2(a)13", Timing.ANY_TIME, True, (2, 3, 12))
    CRAPS_TWO = ("craps-two", "1.2(a)14", Timing.ANY_TIME, True, (2,))
    CRAPS_THREE = ("craps-three", "1.2(a)15", Timing.ANY_TIME, True, (3,))
    CRAPS_TWELVE = ("craps-twelve", "1.2(a)16", Timing.ANY_TIME, True, (12,))
    ELEVEN = ("eleven-in-one-roll", "1.2(a)17", Timing.ANY_TIME, True, (11,))
    C_AND_E = ("c-and-e", "1.2(a)18", Timing.ANY_TIME, True, (2, 3, 11, 12))
    HORN = ("horn", "1.2(a)19", Timing.ANY_TIME, True, (2, 3, 11, 12))
    HORN_HIGH = ("horn-high", "1.2(a)20", Timing.ANY_TIME, True, (2, 3, 11, 12))

    label: str
    path: str
    timing: Timing
    one_roll: bool
    winning_totals: frozenset[int]

    def __init__(
        self,
        label: str,
        path: str,
        timing: Timing,
        one_roll: bool,
        winning_totals: tuple[int, ...],
    ) -> None:
        self.label = label
        self.path = path
        self.timing = timing
        self.one_roll = one_roll
        self.winning_totals = frozenset(winning_totals)

    @property
    def clause(self) -> str:
        """The canonical nj-1996 id of the wager's item, e.g. "19:47-1.2(a)5"."""
        return cite(self.path)

    @property
    def hardway_total(self) -> int | None:
        """The total a hardway wager is on (19:47-1.2(a)7-10); None for the other wagers."""
        return _HARDWAY_TOTALS.get(self)

    @classmethod
    def named(cls, label: str) -> CrapsWager:
        """The wager whose label (e.g. "dont-pass") is `label`."""
        for wager in cls:
            if wager.label == label:
                return wager
        known = ", ".join(wager.label for wager in cls)
        raise ValueError(f"wager={label!r} is not a permissible wager of 1.2(a): {known}")

    def __str__(self) -> str:
        return self.label


_HARDWAY_TOTALS = {
    CrapsWager.FOUR_HARDWAY: 4,
    CrapsWager.SIX_HARDWAY: 6,
    CrapsWager.EIGHT_HARDWAY: 8,
    CrapsWager.TEN_HARDWAY: 10,
}

# The wager on one of the totals 2, 3, 11 or 12 a Horn High Bet's fifth unit is (1.2(a)20).
SINGLE_TOTAL_WAGERS = {
    2: CrapsWager.CRAPS_TWO,
    3: CrapsWager.CRAPS_THREE,
    11: CrapsWager.ELEVEN,
    12: CrapsWager.CRAPS_TWELVE,
}


@dataclass(frozen=True, kw_only=True, slots=True)
class Bet:
    """A wager on the layout.

    `number` is the number a place bet is on or against (1.2(a)5, (a)6) or a hardway's total;
    `point` is the come out point of a Pass or Don't Pass Bet, or the come point of a Come or
    Don't Come Bet, once thrown (19:47-1.1); `high_total` is the total of a Horn High Bet's fifth
    unit; `on` is the "on" marker button of 1.2(a)5.
    """

    id: int
    wager: CrapsWager
    amount: Decimal
    number: int | None = None
    point: int | None = None
    high_total: int | None = None
    on: bool = False


@dataclass(frozen=True, slots=True)
class Decision:
    """A bet won, lost or void on a roll of `total`, under the (sub-)item at `path`."""

    result: Result
    path: str
    total: int

    @property
    def clause(self) -> str:
        return cite(self.path)
