"""The craps procedure: each rule of 19:47-1.2(a) as a small overridable hook.

`CrapsProcedure` decides a bet on a roll, says whether it works on a come out roll, refuses what
may not be placed, breaks down a Horn High Bet and pays at the posted odds. A faulty game is a
subclass overriding one hook, e.g. a Don't Pass that is void on a 2:

    class DontPassVoidOnTwo(CrapsProcedure):
        def dont_pass(self, bet, ctx):
            if bet.point is None and ctx.roll.total == 2:
                return Decision(Result.VOID, "1.2(a)2iv", 2)
            return super().dont_pass(bet, ctx)

A hook returns a `Decision` when the bet is decided, the bet with its point set when a come out
point or come point is thrown, or None when the roll leaves it as it was.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from decimal import Decimal

from reference_impl.craps.clauses import cite
from reference_impl.craps.dice import Roll
from reference_impl.craps.options import CrapsOptions
from reference_impl.craps.wagers import (
    CRAPS_TOTALS,
    HORN_TOTALS,
    POINT_NUMBERS,
    SINGLE_TOTAL_WAGERS,
    Bet,
    CrapsWager,
    Decision,
    Timing,
)
from reference_impl.errors import WagerError
from reference_impl.ledger import Result
from reference_impl.money import ZERO, payout

__all__ = ["REFERENCE_PROCEDURE", "CrapsProcedure", "LinePaths", "RollContext", "Step"]

Step = Decision | Bet | None
_WIN, _LOSE, _VOID = Result.WIN, Result.LOSE, Result.VOID


@dataclass(frozen=True, slots=True)
class RollContext:
    """A roll as the bets see it: the dice, whether it is a come out roll (19:47-1.1), and its
    number in the table's sequence (1 for the first roll)."""

    roll: Roll
    come_out: bool
    number: int


@dataclass(frozen=True, slots=True)
class LinePaths:
    """The sub-items that decide one of the line wagers (1.2(a)1-4): `natural` the first roll's
    win or loss on 7/11, `craps` on 2/3 (and 12 for the Pass and Come Bets), `void` the 12 of the
    Don't Pass and Don't Come Bets, `point` the point thrown again, `seven` a 7 after the point."""

    natural: str
    craps: str
    point: str
    seven: str
    void: str | None = None


_PATHS = {
    CrapsWager.PASS: LinePaths("1.2(a)1i", "1.2(a)1iii(1)", "1.2(a)1ii", "1.2(a)1iii(2)"),
    CrapsWager.COME: LinePaths("1.2(a)3i", "1.2(a)3iii(1)", "1.2(a)3ii", "1.2(a)3iii(2)"),
    CrapsWager.DONT_PASS: LinePaths(
        "1.2(a)2iii(1)", "1.2(a)2i", "1.2(a)2iii(2)", "1.2(a)2ii", "1.2(a)2iv"
    ),
    CrapsWager.DONT_COME: LinePaths(
        "1.2(a)4iii(1)", "1.2(a)4i", "1.2(a)4iii(2)", "1.2(a)4ii", "1.2(a)4iv"
    ),
}


def _refusal(field: str, value: object, path: str, why: str) -> WagerError:
    return WagerError(f"{field}={value}: {why} [{cite(path)}]")


class CrapsProcedure:
    """The reference procedure; it holds no state, so one instance serves any number of tables."""

    # -- deciding a bet on a roll ---------------------------------------------------------------

    def resolve(self, bet: Bet, ctx: RollContext) -> Step:
        """Dispatch `bet` to the hook of its wager (19:47-1.2(a)1-20)."""
        wager = bet.wager
        if wager is CrapsWager.PASS:
            return self.pass_line(bet, ctx)
        if wager is CrapsWager.DONT_PASS:
            return self.dont_pass(bet, ctx)
        if wager is CrapsWager.COME:
            return self.come(bet, ctx)
        if wager is CrapsWager.DONT_COME:
            return self.dont_come(bet, ctx)
        if wager is CrapsWager.PLACE_TO_WIN:
            return self.place_to_win(bet, ctx)
        if wager is CrapsWager.PLACE_TO_LOSE:
            return self.place_to_lose(bet, ctx)
        if wager.hardway_total is not None:
            return self.hardway(bet, ctx)
        return self.one_roll(bet, ctx)

    def right_way(self, bet: Bet, ctx: RollContext, paths: LinePaths) -> Step:
        """A Pass or Come Bet: on its first roll 7 or 11 wins (i), 2, 3 or 12 loses (iii(1)), a
        4, 5, 6, 8, 9 or 10 is its point; then the point again wins (ii), a 7 loses (iii(2))."""
        total = ctx.roll.total
        if bet.point is None:
            if total in (7, 11):
                return Decision(_WIN, paths.natural, total)
            if total in CRAPS_TOTALS:
                return Decision(_LOSE, paths.craps, total)
            return replace(bet, point=total)
        if total == bet.point:
            return Decision(_WIN, paths.point, total)
        if total == 7:
            return Decision(_LOSE, paths.seven, total)
        return None

    def wrong_way(self, bet: Bet, ctx: RollContext, paths: LinePaths) -> Step:
        """A Don't Pass or Don't Come Bet: on its first roll 2 or 3 wins (i), 12 is void (iv),
        7 or 11 loses (iii(1)), a 4, 5, 6, 8, 9 or 10 is its point; then a 7 wins (ii), the point
        again loses (iii(2)). Void returns the wager (I-craps-void-returned)."""
        total = ctx.roll.total
        if bet.point is None:
            if total in (2, 3):
                return Decision(_WIN, paths.craps, total)
            if total == 12:
                return Decision(_VOID, paths.void or paths.craps, total)
            if total in (7, 11):
                return Decision(_LOSE, paths.natural, total)
            return replace(bet, point=total)
        if total == 7:
            return Decision(_WIN, paths.seven, total)
        if total == bet.point:
            return Decision(_LOSE, paths.point, total)
        return None

    def pass_line(self, bet: Bet, ctx: RollContext) -> Step:
        """19:47-1.2(a)1: the Pass Bet, decided from the come out roll."""
        return self.right_way(bet, ctx, _PATHS[CrapsWager.PASS])

    def dont_pass(self, bet: Bet, ctx: RollContext) -> Step:
        """19:47-1.2(a)2: the Don't Pass Bet, void on a come out 12 (1.2(a)2iv)."""
        return self.wrong_way(bet, ctx, _PATHS[CrapsWager.DONT_PASS])

    def come(self, bet: Bet, ctx: RollContext) -> Step:
        """19:47-1.2(a)3: the Come Bet, decided from the roll immediately following its
        placement; its come point (19:47-1.1) is decided on any later roll, a come out roll
        included (I-craps-come-point-works)."""
        return self.right_way(bet, ctx, _PATHS[CrapsWager.COME])

    def dont_come(self, bet: Bet, ctx: RollContext) -> Step:
        """19:47-1.2(a)4: the Don't Come Bet, void on a 12 on the roll after its placement."""
        return self.wrong_way(bet, ctx, _PATHS[CrapsWager.DONT_COME])

    def place_to_win(self, bet: Bet, ctx: RollContext) -> Step:
        """19:47-1.2(a)5: wins if its number is thrown before a 7, loses on a 7 first."""
        total = ctx.roll.total
        if total == bet.number:
            return Decision(_WIN, "1.2(a)5", total)
        if total == 7:
            return Decision(_LOSE, "1.2(a)5", total)
        return None

    def place_to_lose(self, bet: Bet, ctx: RollContext) -> Step:
        """19:47-1.2(a)6: wins on a 7 before its number, loses on its number before a 7."""
        total = ctx.roll.total
        if total == 7:
            return Decision(_WIN, "1.2(a)6", total)
        if total == bet.number:
            return Decision(_LOSE, "1.2(a)6", total)
        return None

    def hardway(self, bet: Bet, ctx: RollContext) -> Step:
        """19:47-1.2(a)7-10: wins on its total thrown the hardway (the same face on each die)
        before that total thrown any other way and before a 7; loses on the easy total or a 7."""
        total, path = ctx.roll.total, bet.wager.path
        if total == bet.wager.hardway_total:
            return Decision(_WIN if ctx.roll.hard else _LOSE, path, total)
        if total == 7:
            return Decision(_LOSE, path, total)
        return None

    def one_roll(self, bet: Bet, ctx: RollContext) -> Step:
        """19:47-1.2(a)11-20: decided on the roll immediately following placement, winning on
        the wager's totals and losing on any other (the Field: 5, 6, 7 or 8)."""
        total = ctx.roll.total
        won = total in bet.wager.winning_totals
        return Decision(_WIN if won else _LOSE, bet.wager.path, total)

    def is_working(self, bet: Bet, ctx: RollContext, options: CrapsOptions) -> bool:
        """19:47-1.2(a)5: all place bets are inactive on any come out roll unless called "on";
        whether that covers the Place Bets to Lose and the hardways is a house option
        (I-craps-all-place-bets, I-craps-hardways-come-out)."""
        if not ctx.come_out or bet.on:
            return True
        if bet.wager is CrapsWager.PLACE_TO_WIN:
            return False
        if bet.wager is CrapsWager.PLACE_TO_LOSE:
            return not options.place_to_lose_inactive_on_come_out
        if bet.wager.hardway_total is not None:
            return options.hardways_work_on_come_out
        return True

    # -- the table's state of 19:47-1.1 --------------------------------------------------------

    def next_roll_is_come_out(self, total: int, *, come_out: bool, point: int | None) -> bool:
        """19:47-1.1 "Come Out Roll": the first roll after a decision on the Pass and Don't Pass
        Bets is a come out roll. After a come out roll that is none of 4, 5, 6, 8, 9 or 10 (a
        2, 3, 7, 11 or 12 decides them), and after the come out `point` again or a 7; a come
        out point thrown on the come out roll stands until then."""
        if come_out:
            return total not in POINT_NUMBERS
        return total in (7, point)

    # -- placing --------------------------------------------------------------------------------

    def placement_refusal(
        self,
        bet: Bet,
        *,
        come_out_next: bool,
        options: CrapsOptions,
    ) -> WagerError | None:
        """Why `bet` may not be placed now, or None: the Pass and Don't Pass Bets only
        immediately prior to the come out roll (1.2(a)1, (a)2); the Come and Don't Come Bets only
        after it, while a come out point stands (1.2(a)3, (a)4; I-craps-come-timing); a place bet
        on or against 4, 5, 6, 8, 9 or 10 (1.2(a)5, (a)6); a Horn High Bet in units of five on
        one of 2, 3, 11 or 12 (1.2(a)20); "on" only for bets a come out roll takes down."""
        wager, path = bet.wager, bet.wager.path
        if bet.amount <= 0:
            return _refusal("amount", bet.amount, path, "a wager is a positive amount")
        if wager.timing is Timing.BEFORE_COME_OUT and not come_out_next:
            return _refusal(
                "wager", wager.label, path, "placed immediately prior to the come out roll only"
            )
        if wager.timing is Timing.AFTER_COME_OUT and come_out_next:
            return _refusal(
                "wager",
                wager.label,
                path,
                "placed after the come out roll, while a come out point stands "
                "(I-craps-come-timing)",
            )
        placed = wager in (CrapsWager.PLACE_TO_WIN, CrapsWager.PLACE_TO_LOSE)
        if placed and bet.number not in POINT_NUMBERS:
            return _refusal("number", bet.number, path, "one of the numbers 4, 5, 6, 8, 9 or 10")
        if not placed and bet.number not in (None, wager.hardway_total):
            return _refusal("number", bet.number, path, f"the {wager.label} wager takes none")
        if wager is CrapsWager.HORN_HIGH:
            if bet.high_total not in HORN_TOTALS:
                return _refusal(
                    "high_total", bet.high_total, path, "the fifth unit is on 2, 3, 11 or 12"
                )
            five_units = options.chip_unit * 5
            if bet.amount % five_units != ZERO:
                return _refusal(
                    "amount",
                    bet.amount,
                    path,
                    f"placed in units of five: a multiple of {five_units} at a table whose "
                    f"chip unit is {options.chip_unit} (I-craps-horn-high-units)",
                )
        elif bet.high_total is not None:
            return _refusal("high_total", bet.high_total, path, "only a Horn High Bet takes one")
        if bet.on and not self.may_be_called_on(wager, options):
            return _refusal("on", True, "1.2(a)5", "only a bet inactive on a come out roll")
        return None

    def may_be_called_on(self, wager: CrapsWager, options: CrapsOptions) -> bool:
        """A bet a come out roll takes down may be called "on" (19:47-1.2(a)5)."""
        if wager is CrapsWager.PLACE_TO_WIN:
            return True
        if wager is CrapsWager.PLACE_TO_LOSE:
            return options.place_to_lose_inactive_on_come_out
        return wager.hardway_total is not None and not options.hardways_work_on_come_out

    def break_down_horn_high(self, bet: Bet, first_id: int) -> tuple[Bet, Bet]:
        """19:47-1.2(a)20: without a designated area, the Horn High Bet is broken down into two
        separate wagers: four units as a Horn Bet and one unit on its single total."""
        assert bet.high_total is not None
        unit = bet.amount / 5
        horn = Bet(id=first_id, wager=CrapsWager.HORN, amount=unit * 4)
        single = Bet(id=first_id + 1, wager=SINGLE_TOTAL_WAGERS[bet.high_total], amount=unit)
        return horn, single

    # -- paying ---------------------------------------------------------------------------------

    def net(self, bet: Bet, decision: Decision, options: CrapsOptions) -> Decimal:
        """What the player gains on `bet`: the amount won at the posted odds, the stake lost, or
        nothing on a void (the stake is returned: I-craps-void-returned)."""
        if decision.result is _LOSE:
            return -bet.amount
        if decision.result is _WIN:
            return self.amount_won(bet, decision, options)
        return ZERO

    def amount_won(self, bet: Bet, decision: Decision, options: CrapsOptions) -> Decimal:
        """The winnings at the table's posted odds (I-craps-posted-odds), rounded as the table
        rounds; a Horn High Bet is its Horn Bet plus its unit (I-craps-horn-high-payout)."""
        posted, rounding, chip = options.posted_odds, options.payout_rounding, options.chip_unit
        total = decision.total
        if bet.wager is CrapsWager.HORN_HIGH:
            assert bet.high_total is not None
            unit = bet.amount / 5
            horn = payout(unit * 4, posted.odds(CrapsWager.HORN, total), rounding, chip)
            if total != bet.high_total:
                return horn - unit
            single = SINGLE_TOTAL_WAGERS[total]
            return horn + payout(unit, posted.odds(single, total), rounding, chip)
        keyed = bet.number if bet.wager in _NUMBERED and bet.number is not None else total
        return payout(bet.amount, posted.odds(bet.wager, keyed), rounding, chip)


_NUMBERED = frozenset(
    {
        CrapsWager.PLACE_TO_WIN,
        CrapsWager.PLACE_TO_LOSE,
        CrapsWager.FOUR_HARDWAY,
        CrapsWager.SIX_HARDWAY,
        CrapsWager.EIGHT_HARDWAY,
        CrapsWager.TEN_HARDWAY,
    }
)

REFERENCE_PROCEDURE = CrapsProcedure()
