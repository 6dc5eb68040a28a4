"""The faulty craps rules: each class is the reference `CrapsProcedure` with ONE hook overridden,
getting one rule of 19:47-1.1 or 1.2(a) wrong the way a vendor's developer might. Each docstring
cites the clause it breaks. Where it can, a faulty hook calls the reference hook (`super()`) and
changes only its answer, so that the rest of the rule stays right.

`craps_games.py` says which game plays which procedure. Nothing here changes
`reference_impl.craps`: a procedure is a subclass, played by `CrapsTable(..., procedure=...)`,
and the reference engine's own tables keep `REFERENCE_PROCEDURE`.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from reference_impl.craps import (
    Bet,
    CrapsOptions,
    CrapsProcedure,
    CrapsWager,
    Decision,
    RollContext,
)
from reference_impl.craps.procedure import Step
from reference_impl.craps.wagers import SINGLE_TOTAL_WAGERS
from reference_impl.errors import WagerError
from reference_impl.ledger import Result
from reference_impl.money import Odds, payout

__all__ = [
    "AnyCrapsLeftUpAfterItsRoll",
    "CAndELosesOnTwelve",
    "ComeBetIgnoresItsComePoint",
    "DontComeVoidOnTwo",
    "DontPassLosesOnComeOutTwelve",
    "DontPassVoidOnTwo",
    "FieldTwelvePaidEvenMoney",
    "HornHighAcceptedOutsideUnitsOfFive",
    "HornHighPaidAsFiveUnitsOnItsTotal",
    "PassBetAcceptedAfterComeOutRoll",
    "PassWinsOnComeOutThree",
    "PlaceBetsWorkOnComeOut",
    "PlaceToLosePaidAtPlaceToWinOdds",
    "PointKeptAfterItIsMade",
    "SixHardwayWinsOnEasySix",
    "TenHardwayStaysUpOnEasyTen",
]

_EVEN_MONEY = Odds(1, 1)


# The line wagers (1.2(a)1-4) ---------------------------------------------------------------


class DontPassVoidOnTwo(CrapsProcedure):
    """A come out 2 voids the Don't Pass Bet, as a 12 does ("bar the 2"); 19:47-1.2(a)2i: a 2
    or 3 on the come out roll wins it."""

    def dont_pass(self, bet: Bet, ctx: RollContext) -> Step:
        if bet.point is None and ctx.roll.total == 2:
            return Decision(Result.VOID, "1.2(a)2iv", 2)
        return super().dont_pass(bet, ctx)


class DontPassLosesOnComeOutTwelve(CrapsProcedure):
    """A come out 12 loses the Don't Pass Bet, as it loses the Pass Bet; 19:47-1.2(a)2iv: it is
    void."""

    def dont_pass(self, bet: Bet, ctx: RollContext) -> Step:
        if bet.point is None and ctx.roll.total == 12:
            return Decision(Result.LOSE, "1.2(a)2iii(1)", 12)
        return super().dont_pass(bet, ctx)


class PassWinsOnComeOutThree(CrapsProcedure):
    """A come out 3 wins the Pass Bet (the craps totals taken as 2 and 12 only);
    19:47-1.2(a)1iii(1): a 2, 3 or 12 on the come out roll loses it."""

    def pass_line(self, bet: Bet, ctx: RollContext) -> Step:
        if bet.point is None and ctx.roll.total == 3:
            return Decision(Result.WIN, "1.2(a)1i", 3)
        return super().pass_line(bet, ctx)


class ComeBetIgnoresItsComePoint(CrapsProcedure):
    """A Come Bet is never moved to its come point: a 4, 5, 6, 8, 9 or 10 leaves it on the Come
    Line, and the next roll decides it as a new Come Bet, so a 7 after its come point wins it;
    19:47-1.2(a)3iii(2): the 7 before the come point again loses it."""

    def come(self, bet: Bet, ctx: RollContext) -> Step:
        step = super().come(bet, ctx)
        return None if isinstance(step, Bet) else step


class DontComeVoidOnTwo(CrapsProcedure):
    """A 2 on the roll after a Don't Come Bet voids it; 19:47-1.2(a)4i: a 2 or 3 wins it."""

    def dont_come(self, bet: Bet, ctx: RollContext) -> Step:
        if bet.point is None and ctx.roll.total == 2:
            return Decision(Result.VOID, "1.2(a)4iv", 2)
        return super().dont_come(bet, ctx)


class PassBetAcceptedAfterComeOutRoll(CrapsProcedure):
    """A Pass Bet is accepted while a come out point stands, and its first roll decides it as a
    come out roll would; 19:47-1.2(a)1: it is placed immediately prior to the come out roll."""

    def placement_refusal(
        self, bet: Bet, *, come_out_next: bool, options: CrapsOptions
    ) -> WagerError | None:
        come_out_next = come_out_next or bet.wager is CrapsWager.PASS
        return super().placement_refusal(bet, come_out_next=come_out_next, options=options)


# The place bets and the hardways (1.2(a)5-10) ------------------------------------------------


class PlaceBetsWorkOnComeOut(CrapsProcedure):
    """A Place Bet to Win works on the come out roll without being called "on";
    19:47-1.2(a)5: all place bets are inactive on any come out roll unless called "on"."""

    def is_working(self, bet: Bet, ctx: RollContext, options: CrapsOptions) -> bool:
        if bet.wager is CrapsWager.PLACE_TO_WIN:
            return True
        return super().is_working(bet, ctx, options)


class PlaceToLosePaidAtPlaceToWinOdds(CrapsProcedure):
    """A winning Place Bet to Lose is paid at the table's place-to-win odds of its number (on the
    6, 7 to 6 instead of 4 to 5); 19:47-1.2(a)6 decides the wager, paid at the odds the table
    posts for a Place Bet to Lose (I-craps-posted-odds)."""

    def amount_won(self, bet: Bet, decision: Decision, options: CrapsOptions) -> Decimal:
        if bet.wager is CrapsWager.PLACE_TO_LOSE and bet.number is not None:
            odds = options.posted_odds.odds(CrapsWager.PLACE_TO_WIN, bet.number)
            return payout(bet.amount, odds, options.payout_rounding, options.chip_unit)
        return super().amount_won(bet, decision, options)


class SixHardwayWinsOnEasySix(CrapsProcedure):
    """Six the Hardway wins on any 6 (the dice's faces never compared); 19:47-1.2(a)8: it wins on
    3 and 3 only, and a 6 thrown in any other way loses it."""

    def hardway(self, bet: Bet, ctx: RollContext) -> Step:
        if bet.wager is CrapsWager.SIX_HARDWAY and ctx.roll.total == 6:
            return Decision(Result.WIN, bet.wager.path, 6)
        return super().hardway(bet, ctx)


class TenHardwayStaysUpOnEasyTen(CrapsProcedure):
    """Ten the Hardway stays up when 10 is thrown the easy way, and only a 7 takes it down;
    19:47-1.2(a)10: it wins only if 5 and 5 come before 10 is thrown in any other way."""

    def hardway(self, bet: Bet, ctx: RollContext) -> Step:
        if bet.wager is CrapsWager.TEN_HARDWAY and ctx.roll.total == 10 and ctx.roll.easy:
            return None
        return super().hardway(bet, ctx)


# The one-roll wagers (1.2(a)11-20) ---------------------------------------------------------


class FieldTwelvePaidEvenMoney(CrapsProcedure):
    """A Field Bet won on a 12 is paid 1 to 1, though the table posts 2 to 1 on the 12 (only the
    2 paid double); 19:47-1.2(a)11 decides it, paid at the odds the table posts
    (I-craps-posted-odds)."""

    def amount_won(self, bet: Bet, decision: Decision, options: CrapsOptions) -> Decimal:
        if bet.wager is CrapsWager.FIELD and decision.total == 12:
            return payout(bet.amount, _EVEN_MONEY, options.payout_rounding, options.chip_unit)
        return super().amount_won(bet, decision, options)


class AnyCrapsLeftUpAfterItsRoll(CrapsProcedure):
    """An Any Craps bet is left on the layout when the roll after its placement is not a craps,
    and a later craps wins it; 19:47-1.2(a)13: a one roll wager, lost on any other total."""

    def one_roll(self, bet: Bet, ctx: RollContext) -> Step:
        step = super().one_roll(bet, ctx)
        if bet.wager is CrapsWager.ANY_CRAPS and isinstance(step, Decision):
            return None if step.result is Result.LOSE else step
        return step


class CAndELosesOnTwelve(CrapsProcedure):
    """A C and E bet loses on a 12 (its craps taken as 2 and 3); 19:47-1.2(a)18: it wins on a
    craps (2, 3 or 12) or 11."""

    def one_roll(self, bet: Bet, ctx: RollContext) -> Step:
        if bet.wager is CrapsWager.C_AND_E and ctx.roll.total == 12:
            return Decision(Result.LOSE, bet.wager.path, 12)
        return super().one_roll(bet, ctx)


class HornHighPaidAsFiveUnitsOnItsTotal(CrapsProcedure):
    """A Horn High Bet won on its high total is paid as five units on that total (all of it at,
    say, 30 to 1 on the 12); 19:47-1.2(a)20: four units are a Horn Bet and one unit is on the
    total, each paid at its posted odds (I-craps-horn-high-payout)."""

    def amount_won(self, bet: Bet, decision: Decision, options: CrapsOptions) -> Decimal:
        if bet.wager is CrapsWager.HORN_HIGH and decision.total == bet.high_total:
            odds = options.posted_odds.odds(SINGLE_TOTAL_WAGERS[decision.total], decision.total)
            return payout(bet.amount, odds, options.payout_rounding, options.chip_unit)
        return super().amount_won(bet, decision, options)


class HornHighAcceptedOutsideUnitsOfFive(CrapsProcedure):
    """A Horn High Bet of any amount is accepted ($7 as five units of $1.40);
    19:47-1.2(a)20: it is placed in units of five (I-craps-horn-high-units)."""

    def placement_refusal(
        self, bet: Bet, *, come_out_next: bool, options: CrapsOptions
    ) -> WagerError | None:
        if bet.wager is CrapsWager.HORN_HIGH and bet.amount > 0:
            bet = replace(bet, amount=options.chip_unit * 5)  # checked as if five whole units
        return super().placement_refusal(bet, come_out_next=come_out_next, options=options)


# The table's state (19:47-1.1) -------------------------------------------------------------


class PointKeptAfterItIsMade(CrapsProcedure):
    """When the come out point is thrown again, the table keeps it standing (the puck left "on"):
    the next roll is not a come out roll, so place bets work on it and a Pass Bet is refused;
    19:47-1.1: the first roll after a decision on the Pass Bet is a come out roll."""

    def next_roll_is_come_out(self, total: int, *, come_out: bool, point: int | None) -> bool:
        if not come_out and total == point:
            return False
        return super().next_roll_is_come_out(total, come_out=come_out, point=point)
