"""A wager's observed return against its par sheet: the confidence interval and the verdict.

Each round's net per unit staked is one draw of the par sheet's outcome distribution (rounds are
independent: each has its own shuffled shoe), so over n rounds the mean net is approximately
normal with the par sheet's mean and standard deviation over the square root of n. A game fails
the wager's pay-table clause when its observed mean lies outside the two-sided interval of
significance `ALPHA` around the par sheet's, or when any round's settlement differs from the
reference engine's. Statistics are approximations by nature; money stays exact (the net sums are
exact Decimals), and the interval is computed in Decimal from the exact variance.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from decimal import Decimal, localcontext
from fractions import Fraction
from statistics import NormalDist
from typing import Any

from reference_impl.par import ParSheet, fraction_decimal, shown

__all__ = [
    "ALPHA",
    "POWER",
    "WagerVerdict",
    "detection_rounds",
    "judge",
    "percent",
    "seen_rounds",
]

ALPHA = Decimal("0.001")  # two-sided significance of the return test
POWER = Decimal("0.95")  # the chance of detecting the deviation the figures are given for


def _quantile(probability: Decimal) -> Decimal:
    return Decimal(repr(NormalDist().inv_cdf(float(probability))))


def _decimal(value: Fraction) -> Decimal:
    with localcontext() as context:
        context.prec = 40
        return Decimal(value.numerator) / Decimal(value.denominator)


def detection_rounds(sheet: ParSheet, deviation: Fraction) -> int:
    """Rounds for the return test (significance ALPHA, two-sided) to detect a return off by
    `deviation` per unit staked with probability POWER."""
    z = _quantile(1 - ALPHA / 2) + _quantile(POWER)
    with localcontext() as context:
        context.prec = 40
        rounds = (z * _decimal(sheet.variance).sqrt() / _decimal(abs(deviation))) ** 2
    return math.ceil(rounds)


def seen_rounds(probability: Fraction) -> int:
    """Rounds for an outcome of `probability` to happen at least once with probability POWER:
    what the round-by-round comparison with the reference engine needs to catch a wrong cell."""
    if probability <= 0:
        return 0
    return math.ceil(math.log(1 - float(POWER)) / math.log(1 - float(probability)))


def percent(value: Fraction | Decimal) -> str:
    """`value` per unit as a percentage to four places, rounded half-even, as the par sheets
    print theirs (`reference_impl.par.shown`): Fraction(-15, 4043) -> "-0.3710"."""
    return shown(Fraction(value) * 100, 4)


@dataclass(frozen=True)
class WagerVerdict:
    wager: str
    clause: str
    rounds: int
    observed: Decimal  # mean net per unit staked
    expected: Fraction
    low: Decimal
    high: Decimal
    z: Decimal
    mismatches: int
    errors: int
    verdict: str  # pass, fail or error
    reasons: tuple[str, ...]

    @property
    def inside(self) -> bool:
        """The observed return lies in the interval around the par sheet's."""
        return self.low <= self.observed <= self.high

    def record(self) -> dict[str, Any]:
        """`rtp.json`'s figures of the wager: the returns per unit, and the same as house edge and
        return to player in percent as the par sheets give them (the par sheet's house edge
        exact as a fraction too)."""
        observed = Fraction(self.observed)
        return {
            "wager": self.wager,
            "clause": self.clause,
            "rounds": self.rounds,
            "observed_return": str(self.observed.quantize(Decimal("0.000001"))),
            "expected_return": str(fraction_decimal(self.expected, 6)),
            "interval": [str(self.low), str(self.high)],
            "par_house_edge": str(-self.expected),
            "par_house_edge_percent": percent(-self.expected),
            "par_return_to_player_percent": percent(1 + self.expected),
            "observed_house_edge_percent": percent(-observed),
            "observed_return_to_player_percent": percent(1 + observed),
            "return_to_player_interval_percent": [percent(1 + self.low), percent(1 + self.high)],
            "significance": str(ALPHA),
            "z": str(self.z),
            "mismatches": self.mismatches,
            "errors": self.errors,
            "verdict": self.verdict,
            "reasons": list(self.reasons),
        }


def judge(
    sheet: ParSheet,
    clause: str,
    *,
    rounds: int,
    net: Decimal,
    stake: Decimal,
    mismatches: int,
    errors: int,
    unfinished: bool = False,
) -> WagerVerdict:
    """The verdict of `rounds` rounds whose nets add up to `net` dollars at `stake` a round;
    `unfinished`: the run was stopped before all its rounds were played."""
    expected = sheet.expected_return
    with localcontext() as context:
        context.prec = 40
        if rounds:
            observed = net / stake / rounds
            error = _decimal(sheet.variance).sqrt() / Decimal(rounds).sqrt()
        else:
            observed, error = Decimal(0), Decimal(0)
        half = _quantile(1 - ALPHA / 2) * error
        centre = _decimal(expected)
        z = (observed - centre) / error if error else Decimal(0)
    places = Decimal("0.000001")
    low, high = (centre - half).quantize(places), (centre + half).quantize(places)
    reasons: list[str] = []
    if rounds and not low <= observed <= high:
        reasons.append(
            f"the observed return {observed * 100:.4f} % per unit staked lies outside "
            f"[{low * 100:.4f} %, {high * 100:.4f} %], the par sheet's "
            f"{fraction_decimal(expected * 100, 4)} % at significance {ALPHA}"
        )
    if mismatches:
        reasons.append(f"{mismatches} rounds settled otherwise than the reference engine")
    if errors or unfinished:
        verdict = "error"
        if errors:
            reasons.append(f"{errors} shards could not be played to the end")
        if unfinished:
            reasons.append(f"the run was stopped after {rounds:,} rounds; these are its figures")
    elif not rounds:
        verdict = "error"
        reasons.append("no round was played")
    else:
        verdict = "fail" if reasons else "pass"
    return WagerVerdict(
        sheet.wager,
        clause,
        rounds,
        observed,
        expected,
        low,
        high,
        z.quantize(Decimal("0.01")),
        mismatches,
        errors,
        verdict,
        tuple(reasons),
    )
