"""A par sheet: every outcome of one side wager with its exact probability and pay, the return
they make, and the assumptions the figures rest on.

Probabilities are `Fraction`s from counting over the finite shoe; decimals are derived from them
for display only, to a stated number of places, never the other way round.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import ROUND_HALF_EVEN, Decimal, localcontext
from fractions import Fraction
from typing import Any

__all__ = ["ParLine", "ParSheet", "fraction_decimal", "shown"]

SHOWN_PLACES = 8


def fraction_decimal(value: Fraction, places: int = SHOWN_PLACES) -> Decimal:
    """`value` rounded half-even to `places` decimal places (display only)."""
    with localcontext() as context:
        context.prec = 60
        exact = Decimal(value.numerator) / Decimal(value.denominator)
        return exact.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_EVEN)


def shown(value: Fraction, places: int = SHOWN_PLACES) -> str:
    """`fraction_decimal` as text, in plain notation ("0.00000052", not "5.2E-7")."""
    return f"{fraction_decimal(value, places):f}"


@dataclass(frozen=True)
class ParLine:
    """One outcome: what the wager nets per unit staked when it happens (`net`: the odds for a
    win, -1 for a loss, 0 for a wager returned), the pay as printed, its probability, and the
    clause that fixes the pay. A fixed amount paid in addition (a `SideBonus` an offering
    declares) is `bonus`, in dollars; `net` then includes it at the sheet's stake."""

    outcome: str
    pays: str
    net: Fraction
    probability: Fraction
    clause: str
    bonus: Decimal | None = None

    @property
    def contribution(self) -> Fraction:
        return self.net * self.probability


@dataclass(frozen=True)
class ParSheet:
    """The lines of one wager at one table, and the figures they make. `stake` is the amount the
    figures assume where a pay is a fixed amount (else None)."""

    wager: str
    edition: str
    decks: int
    pay_table: str
    clause: str
    lines: tuple[ParLine, ...]
    assumptions: tuple[str, ...]
    stake: Decimal | None = None
    options: tuple[tuple[str, str], ...] = field(default=())
    # What the game is played with, where it is not a shoe of `decks` decks ("two dice").
    equipment: str = ""

    def __post_init__(self) -> None:
        total = sum((line.probability for line in self.lines), Fraction(0))
        if total != 1:
            raise ArithmeticError(f"{self.wager}: the outcomes' probabilities add up to {total}")

    @property
    def expected_return(self) -> Fraction:
        """The player's expected net per unit staked (negative: the house's edge)."""
        return sum((line.contribution for line in self.lines), Fraction(0))

    @property
    def house_edge(self) -> Fraction:
        return -self.expected_return

    @property
    def return_to_player(self) -> Fraction:
        """What the wager returns per unit staked, stake included (1 + expected net)."""
        return 1 + self.expected_return

    @property
    def variance(self) -> Fraction:
        second = sum((line.net**2 * line.probability for line in self.lines), Fraction(0))
        return second - self.expected_return**2

    @property
    def standard_deviation(self) -> Decimal:
        with localcontext() as context:
            context.prec = 40
            variance = Decimal(self.variance.numerator) / Decimal(self.variance.denominator)
            return variance.sqrt().quantize(Decimal("0.000001"))

    @property
    def hit_frequency(self) -> Fraction:
        return sum((line.probability for line in self.lines if line.net > 0), Fraction(0))

    def line(self, outcome: str) -> ParLine:
        for line in self.lines:
            if line.outcome == outcome:
                return line
        raise KeyError(f"{self.wager} has no outcome {outcome!r}")

    def to_json(self) -> dict[str, Any]:
        """Exact fractions as "n/d" strings beside their decimals."""
        return {
            "wager": self.wager,
            "edition": self.edition,
            "decks": self.decks,
            **({"equipment": self.equipment} if self.equipment else {}),
            "pay_table": self.pay_table,
            "clause": self.clause,
            "options": dict(self.options),
            "stake": None if self.stake is None else f"{self.stake:.2f}",
            "assumptions": list(self.assumptions),
            "lines": [
                {
                    "outcome": line.outcome,
                    "pays": line.pays,
                    "clause": line.clause,
                    "net": str(line.net),
                    "probability": str(line.probability),
                    "probability_decimal": shown(line.probability),
                    "return": shown(line.contribution),
                    **({"bonus": f"{line.bonus:.2f}"} if line.bonus is not None else {}),
                }
                for line in self.lines
            ],
            "expected_return": str(self.expected_return),
            "house_edge": str(self.house_edge),
            "house_edge_percent": shown(self.house_edge * 100, 4),
            "return_to_player_percent": shown(self.return_to_player * 100, 4),
            "variance": shown(self.variance, 6),
            "standard_deviation": str(self.standard_deviation),
            "hit_frequency": shown(self.hit_frequency),
        }
