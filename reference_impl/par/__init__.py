"""Par sheets of the side wagers: exact probabilities of every paying outcome and the house edge,
from combinatorics over the finite shoe (no simulation). `par_sheet(wager, rules)`."""

from reference_impl.par.sheet import ParLine, ParSheet, fraction_decimal, shown
from reference_impl.par.wagers import PAR_WAGERS, par_sheet, par_wagers_of

__all__ = [
    "PAR_WAGERS",
    "ParLine",
    "ParSheet",
    "fraction_decimal",
    "par_sheet",
    "par_wagers_of",
    "shown",
]
