"""A craps wager's par sheet: each decision's exact probability from placement, what it nets at
the posted odds, and the house edge (issue 30, Deliver 6).

The probabilities are the text's (19:47-1.2(a): when each wager wins, loses or is void); the
amounts are the posted odds a user gives, since the payout odds of craps (19:47-1.4 and later) are
in no source (I-craps-posted-odds). The sheet says which odds it priced and how a void counts.
"""

from __future__ import annotations

from fractions import Fraction

from reference_impl.craps.clauses import EDITION, cite
from reference_impl.craps.options import PostedOdds
from reference_impl.craps.par import VoidCounting, net_odds, wager_par
from reference_impl.craps.wagers import CrapsWager
from reference_impl.par.sheet import ParLine, ParSheet

__all__ = ["craps_par_sheet"]

DICE = "two dice"


def _shown(net: Fraction) -> str:
    # Net odds as the table would post them: 7/6 -> "7 to 6", a whole number -> "N to 1".
    return f"{net.numerator} to {net.denominator}" if net > 0 else str(net)


def craps_par_sheet(
    wager: CrapsWager,
    posted: PostedOdds,
    *,
    name: str,
    number: int | None = None,
    high_total: int | None = None,
    counting: VoidCounting = VoidCounting.PER_WAGER,
    odds_source: str,
) -> ParSheet:
    """The par sheet of `wager` (on or against `number`, with `high_total` for a Horn High Bet)
    at `posted` odds; `odds_source` says where those odds come from, for the assumptions.
    Decided per 19:47-1.2(a) and the item of `wager`."""
    par = wager_par(wager, number)
    decided = Fraction(1) - (par.void if counting is VoidCounting.PER_DECISION else 0)
    lines: list[ParLine] = []
    for total, chance in sorted(par.win_by_total.items()):
        net = net_odds(wager, posted, total, number=par.number, high_total=high_total)
        outcome = f"decided by a roll of {total}, wins" if net > 0 else f"a roll of {total}"
        lines.append(ParLine(outcome, _shown(net), net, chance / decided, wager.clause))
    lines.append(ParLine("loses", "-", Fraction(-1), par.lose / decided, wager.clause))
    if par.void and counting is VoidCounting.PER_WAGER:
        lines.append(ParLine("void, returned", "0", Fraction(0), par.void, wager.clause))
    on = f" on {number}" if number is not None else ""
    high = f", its fifth unit on {high_total}" if high_total is not None else ""
    assumptions = (
        "fair dice: each of the 36 rolls of two dice equally likely, every roll independent",
        "each decision counted from the wager's placement to the roll that decides it "
        "(19:47-1.2(a)); rolls that leave it standing do not change which decision comes first",
        f"paid at {odds_source}: the payout odds of craps (19:47-1.4 and later) are in no source "
        "of the corpus (I-craps-posted-odds)",
        f"house edge {counting.value}",
    )
    return ParSheet(
        wager=f"{name}{on}{high}",
        edition=EDITION,
        decks=0,
        pay_table="",
        clause=cite(wager.path),
        lines=tuple(lines),
        assumptions=assumptions,
        equipment=DICE,
    )
