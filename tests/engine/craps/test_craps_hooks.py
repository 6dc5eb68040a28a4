"""The procedure's hooks: a variant of the game is a subclass overriding one hook in a few lines,
and the table plays it everywhere the hook is used (the model of the kit's faulty games)."""

from __future__ import annotations

from decimal import Decimal

from reference_impl.craps import (
    Bet,
    CrapsOptions,
    CrapsProcedure,
    CrapsTable,
    CrapsWager,
    Decision,
    RollContext,
)
from reference_impl.craps.procedure import Step
from reference_impl.ledger import Result
from tests.engine.craps.helpers import entry_of, place


class DontPassVoidOnTwo(CrapsProcedure):
    def dont_pass(self, bet: Bet, ctx: RollContext) -> Step:
        if bet.point is None and ctx.roll.total == 2:
            return Decision(Result.VOID, "1.2(a)2iv", 2)
        return super().dont_pass(bet, ctx)


class PlaceBetsAlwaysWork(CrapsProcedure):
    def is_working(self, bet: Bet, ctx: RollContext, options: CrapsOptions) -> bool:
        return True


def test_a_dont_pass_that_is_void_on_a_2_differs_from_the_reference_on_a_come_out_2() -> None:
    nets = []
    for procedure in (CrapsProcedure(), DontPassVoidOnTwo()):
        table = CrapsTable(dice=["1-1"], procedure=procedure)
        bet = place(table, CrapsWager.DONT_PASS, 10)
        table.roll()
        entry = entry_of(table, bet)
        assert entry is not None
        nets.append((entry.result, entry.net))
    # 1.2(a)2i: a 2 on the come out roll wins the Don't Pass Bet at 1 to 1.
    assert nets == [(Result.WIN, Decimal(10)), (Result.VOID, Decimal(0))]


def test_a_place_bet_working_on_the_come_out_roll_differs_from_the_reference() -> None:
    results = []
    for procedure in (CrapsProcedure(), PlaceBetsAlwaysWork()):
        table = CrapsTable(dice=["3-4"], procedure=procedure)
        bet = place(table, CrapsWager.PLACE_TO_WIN, 6, number=6)
        table.roll()
        entry = entry_of(table, bet)
        results.append(None if entry is None else entry.result)
    # 1.2(a)5: inactive on the come out roll, so the come out 7 does not decide it.
    assert results == [None, Result.LOSE]
