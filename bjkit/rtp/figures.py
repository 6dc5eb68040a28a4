"""A return verification's figures as text, in the words and format of the par sheets
(`bjkit par`, `reports.par_text`): house edge and return to player in percent to four places,
the par sheet's exact house edge as a fraction, the observed figures with the interval they are
tested against, and a warning where that interval is too wide, at the rounds played, to catch a
pay-table line paid wrong."""

from __future__ import annotations

from fractions import Fraction

from bjkit.rtp.detection import missed_at
from bjkit.rtp.verdicts import ALPHA, POWER, WagerVerdict, percent
from reference_impl.par import ParSheet

__all__ = ["observed_figures", "par_figures", "too_wide_warnings"]


def par_figures(sheet: ParSheet) -> str:
    """The par sheet's line, word for word as `bjkit par` prints it: "house edge 0.3710 %
    (exactly 15/4043); return to player 99.6290 %"."""
    return (
        f"house edge {percent(sheet.house_edge)} % (exactly {sheet.house_edge}); "
        f"return to player {percent(sheet.return_to_player)} %"
    )


def observed_figures(verdict: WagerVerdict) -> str:
    """ "house edge -2.4000 %; return to player 102.4000 %, inside the interval 86.8251 % to
    112.4329 % (the par sheet's at significance 0.001)": the observed figures, and whether the
    observed return to player lies in the interval the test accepts."""
    if not verdict.rounds:
        return "no round was played"
    observed = Fraction(verdict.observed)
    where = "inside" if verdict.inside else "outside"
    return (
        f"house edge {percent(-observed)} %; return to player {percent(1 + observed)} %, "
        f"{where} the interval {percent(1 + verdict.low)} % to {percent(1 + verdict.high)} % "
        f"(the par sheet's at significance {ALPHA})"
    )


def too_wide_warnings(sheet: ParSheet, rounds: int) -> list[str]:
    """A warning when, at `rounds`, the interval is too wide for the return test to catch a
    paying line paid one unit less, then one line for each such line: the rounds the return
    test would need, and whether the round-by-round comparison, which catches a wrong line the
    first time it is dealt, sees it at the rounds played. Empty when every line is caught."""
    missed = missed_at(sheet, rounds)
    if not missed:
        return []
    needed = max(item.test_rounds or 0 for item in missed)
    lines = [
        f"warning: at {rounds:,} rounds the interval is too wide for the return alone to catch "
        f"a pay-table line paid one unit less; catching every line that way needs "
        f"{needed:,} rounds (--rounds {needed}):"
    ]
    chance = f"{POWER * 100:.0f} %"
    for item in missed:
        if item.seen_rounds <= rounds:
            compared = (
                f"the round-by-round comparison catches it when it is dealt, which "
                f"{item.seen_rounds:,} rounds do with a {chance} chance"
            )
        else:
            compared = (
                f"nor is it likely to be dealt at all: {item.seen_rounds:,} rounds deal it once "
                f"with a {chance} chance"
            )
        lines.append(f"  {item.outcome}: {item.test_rounds:,} rounds; {compared}")
    return lines
