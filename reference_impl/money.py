"""Exact money: amounts are `Decimal` built from int or str, odds are integer ratios."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal, InvalidOperation

from reference_impl.errors import RulesError, WagerError

__all__ = [
    "CENT",
    "ZERO",
    "Odds",
    "PayoutRounding",
    "format_money",
    "parse_money",
    "payout",
    "round_up_to_unit",
]

ZERO = Decimal(0)
CENT = Decimal("0.01")


def parse_money(value: object, *, field: str = "amount") -> Decimal:
    """An amount from an int, a str such as "7.50" or "$10", or a Decimal; never from a float."""
    if isinstance(value, bool | float):
        raise WagerError(f"{field}={value!r}: amounts are given as int or str, never float")
    if isinstance(value, Decimal):
        amount = value
    elif isinstance(value, int):
        amount = Decimal(value)
    elif isinstance(value, str):
        try:
            amount = Decimal(value.strip().lstrip("$").replace(",", ""))
        except InvalidOperation:
            raise WagerError(f"{field}={value!r} is not an amount of money") from None
    else:
        raise WagerError(f"{field}={value!r} is not an amount of money")
    try:
        whole_cents = amount.is_finite() and amount == amount.quantize(CENT, rounding=ROUND_FLOOR)
    except InvalidOperation:  # too many digits to hold in cents (1e9999)
        raise WagerError(f"{field}={value!r} is not an amount of money a table takes") from None
    if not whole_cents:
        raise WagerError(f"{field}={value!r} is not a whole number of cents")
    return amount


def format_money(amount: Decimal) -> str:
    """Two decimals, signed when negative: "7.50", "-10.00"."""
    return str(amount.quantize(CENT))


@dataclass(frozen=True, slots=True)
class Odds:
    """Payout odds "win to stake", e.g. 3 to 2."""

    win: int
    stake: int

    def __post_init__(self) -> None:
        if self.win <= 0 or self.stake <= 0:
            raise RulesError(f"odds={self.win} to {self.stake}: both terms must be positive")

    def __str__(self) -> str:
        return f"{self.win} to {self.stake}"

    @classmethod
    def parse(cls, text: str) -> Odds:
        """Read "3 to 2", "3:2" or "3-2"."""
        cleaned = text.lower().replace(" to ", ":").replace("-", ":").replace(" ", "")
        parts = cleaned.split(":")
        if len(parts) != 2 or not all(part.isdigit() for part in parts):
            raise RulesError(f"odds={text!r}: write odds as 'W to S', e.g. '3 to 2'")
        return cls(int(parts[0]), int(parts[1]))


class PayoutRounding(enum.Enum):
    """What to do with a payment that is not a whole number of chip units (e.g. 3 to 2 on $5)."""

    EXACT = "exact"
    DOWN_TO_CHIP_UNIT = "down-to-chip-unit"
    UP_TO_CHIP_UNIT = "up-to-chip-unit"


# Module constants, not class attributes: an enum class's attribute lookup goes through its
# metaclass's `__getattr__` hook and costs several times a global's on the hot path.
_EXACT = PayoutRounding.EXACT
_DOWN_TO_CHIP_UNIT = PayoutRounding.DOWN_TO_CHIP_UNIT


def payout(stake: Decimal, odds: Odds, rounding: PayoutRounding, chip_unit: Decimal) -> Decimal:
    """The amount won on `stake` at `odds`.

    EXACT pays to the cent; a fraction of a cent (odds such as 7 to 3) is rounded down, since no
    cent smaller than one can be paid. The chip-unit roundings are house options.
    """
    if odds.stake == 1 and odds.win == 1:
        return stake  # even money on a whole number of cents is already exact
    won = stake * odds.win if odds.stake == 1 else stake * odds.win / odds.stake
    if rounding is _EXACT:
        return won.quantize(CENT, rounding=ROUND_FLOOR)
    units = won / chip_unit
    mode = ROUND_FLOOR if rounding is _DOWN_TO_CHIP_UNIT else ROUND_CEILING
    return (units.to_integral_value(rounding=mode) * chip_unit).quantize(CENT)


def round_up_to_unit(amount: Decimal, unit: Decimal) -> Decimal:
    """`amount` if it is a whole number of `unit`s, else the next whole number of units above."""
    units = (amount / unit).to_integral_value(rounding=ROUND_CEILING)
    return (units * unit).quantize(CENT)
