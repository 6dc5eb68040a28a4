"""The house options of a Baccarat-Punto Banco table: every choice 19:47-3.1 to 3.5 leaves to the
casino licensee, frozen and validated at construction; a refusal names the field, the value and
the clause."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from decimal import Decimal

from reference_impl.baccarat.clauses import (
    DECKS,
    ONE_RATE,
    RECUT,
    RESHUFFLE_OPTION,
    TIE_PAYOUT,
    VIGORISH,
)
from reference_impl.errors import RulesError
from reference_impl.money import Odds

__all__ = [
    "MIN_DECKS",
    "MIN_TIE_ODDS",
    "BaccaratOptions",
    "RecutBy",
    "VigorishCollection",
    "VigorishRounding",
    "VigorishRoundingOf",
    "refuse",
]

MIN_DECKS = 6  # 3.1(a): "at least six (6) decks"
MIN_TIE_ODDS = Odds(8, 1)  # 3.3(b): "at odds of at least 8 to 1"
VIGORISH_RATES = (4, 5)  # 3.3(c): "either four or five percent of the amount won"
ROUNDING_UNIT = {5: Decimal("0.25"), 4: Decimal("0.20")}  # 3.3(c)


def refuse(option: str, value: object, clause: str, why: str) -> RulesError:
    """A house option the text does not allow, naming the option, its value and the clause."""
    return RulesError(f"{option}={value}: {why} [{clause}]")


class VigorishRounding(enum.Enum):
    """19:47-3.3(c): the licensee "may round off the amount of a five percent vigorish to 25 cents
    or the next highest multiple of 25 cents, and ... a four percent vigorish to 20 cents or the
    next highest multiple of 20 cents"."""

    NONE = "none"  # the exact percentage, to the cent (I-baccarat-vigorish-cent)
    UP_TO_MULTIPLE = "up-to-multiple"  # 25 cents at 5 %, 20 cents at 4 %


class VigorishRoundingOf(enum.Enum):
    """Which amount a deferred vigorish is rounded on (I-baccarat-vigorish-rounding-deferred): the
    vigorish of each winning wager as it is owed, or the amount owed when it is collected. The
    same at a table that collects at the payout."""

    EACH_WIN = "each-win"
    AMOUNT_COLLECTED = "amount-collected"


class VigorishCollection(enum.Enum):
    """19:47-3.3(c): collected "at the time the winning payout is made" or deferred "to a later
    time", all outstanding vigorish collected before the cards in a shoe are reshuffled."""

    AT_PAYOUT = "at-payout"
    DEFERRED = "deferred"


class RecutBy(enum.Enum):
    """19:47-3.5(e): a recut is made, at the licensee's option, "by the player who last cut the
    cards, or by the next person entitled to cut the cards, as determined by (b)"."""

    LAST_CUTTER = "last-cutter"
    NEXT_ENTITLED = "next-entitled"


@dataclass(frozen=True, kw_only=True, slots=True)
class BaccaratOptions:
    """A table's house options, each citing the clause that leaves it to the licensee.

    - `decks`: six or more (3.1(a));
    - `tie_odds`: the posted odds of the Tie Bet, at least 8 to 1 (3.3(b)), "W to S", compared
      as a ratio (17 to 2 is allowed, "8 for 1", which is 7 to 1, is not: I-baccarat-tie-odds);
    - `vigorish_percent`: 4 or 5, one rate for every player at the table (3.3(c), (d));
    - `vigorish_rounding`, `vigorish_rounding_of`, `vigorish_collection`: 3.3(c);
    - `recut_by`: 3.5(e);
    - `reshuffle_after_lacing`: the reshuffling option of 3.5(b), recorded (stacked shoes only,
      I-baccarat-reshuffle-option).
    """

    decks: int = 8
    tie_odds: Odds = field(default=MIN_TIE_ODDS)
    vigorish_percent: int = 5
    vigorish_rounding: VigorishRounding = VigorishRounding.NONE
    vigorish_rounding_of: VigorishRoundingOf = VigorishRoundingOf.EACH_WIN
    vigorish_collection: VigorishCollection = VigorishCollection.AT_PAYOUT
    recut_by: RecutBy = RecutBy.LAST_CUTTER
    reshuffle_after_lacing: bool = False

    def __post_init__(self) -> None:
        """Refuse what 3.1(a), 3.3(b), (c), (d) and 3.5(e) do not allow."""
        if isinstance(self.decks, bool) or not isinstance(self.decks, int):
            raise refuse("decks", repr(self.decks), DECKS, "a whole number of decks")
        if self.decks < MIN_DECKS:
            raise refuse("decks", self.decks, DECKS, f"at least {MIN_DECKS} decks of cards")
        if not isinstance(self.tie_odds, Odds):
            raise refuse("tie_odds", repr(self.tie_odds), TIE_PAYOUT, "posted odds 'W to S'")
        odds = self.tie_odds
        if odds.win * MIN_TIE_ODDS.stake < MIN_TIE_ODDS.win * odds.stake:
            raise refuse(
                "tie_odds", odds, TIE_PAYOUT, f"a winning tie bet pays at least {MIN_TIE_ODDS}"
            )
        if not isinstance(self.vigorish_percent, int) or isinstance(self.vigorish_percent, bool):
            raise refuse(
                "vigorish_percent",
                repr(self.vigorish_percent),
                ONE_RATE,
                "one percentage applies to all players at the table",
            )
        if self.vigorish_percent not in VIGORISH_RATES:
            raise refuse(
                "vigorish_percent",
                self.vigorish_percent,
                VIGORISH,
                "either four or five percent of the amount won",
            )
        for name, kind in (
            ("vigorish_rounding", VigorishRounding),
            ("vigorish_rounding_of", VigorishRoundingOf),
            ("vigorish_collection", VigorishCollection),
            ("recut_by", RecutBy),
        ):
            value = getattr(self, name)
            if not isinstance(value, kind):
                known = ", ".join(member.value for member in kind)
                clause = RECUT if kind is RecutBy else VIGORISH
                raise refuse(name, repr(value), clause, f"one of {known}")
        if not isinstance(self.reshuffle_after_lacing, bool):
            raise refuse(
                "reshuffle_after_lacing",
                repr(self.reshuffle_after_lacing),
                RESHUFFLE_OPTION,
                "elected or not (true or false)",
            )

    @property
    def rounding_unit(self) -> Decimal:
        """The multiple a rounded vigorish goes up to: 25 cents at 5 %, 20 cents at 4 % (3.3(c))."""
        return ROUNDING_UNIT[self.vigorish_percent]
