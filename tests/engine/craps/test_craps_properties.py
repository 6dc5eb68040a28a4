"""Properties of the craps engine over dice sequences, with a strategy that throws the rare rolls
(2, 3, 11, 12 and the hardways) far more often than fair dice would."""

from __future__ import annotations

from decimal import Decimal

from hypothesis import given
from hypothesis import strategies as st

from reference_impl.craps import (
    HORN_TOTALS,
    POINT_NUMBERS,
    CrapsOptions,
    CrapsTable,
    CrapsWager,
    Roll,
    RollContext,
)
from reference_impl.ledger import Result
from tests.engine.craps.helpers import entry_of, place

W = CrapsWager
WIN, LOSE, VOID = Result.WIN, Result.LOSE, Result.VOID

_FAIR = st.tuples(st.integers(1, 6), st.integers(1, 6))
_RARE = st.sampled_from(
    [(1, 1), (6, 6), (1, 2), (2, 1), (5, 6), (6, 5), (2, 2), (3, 3), (4, 4), (5, 5)]
)
ROLLS = st.lists(st.one_of(_FAIR, _RARE).map(lambda faces: Roll(*faces)), min_size=1, max_size=30)
OPTIONS = st.builds(
    CrapsOptions,
    horn_high_area=st.booleans(),
    place_to_lose_inactive_on_come_out=st.booleans(),
    hardways_work_on_come_out=st.booleans(),
)


@given(ROLLS)
def test_a_pass_and_a_dont_pass_on_the_same_come_out_never_both_win(rolls: list[Roll]) -> None:
    table = CrapsTable(dice=rolls)
    right, wrong = place(table, W.PASS, 10), place(table, W.DONT_PASS, 10)
    table.roll_all()
    passed, dont = entry_of(table, right), entry_of(table, wrong)
    if passed is None or dont is None:
        assert passed is None and dont is None  # decided together or not at all
        return
    assert passed.roll == dont.roll
    assert (passed.result, dont.result) in {(WIN, LOSE), (LOSE, WIN), (LOSE, VOID)}
    if dont.result is VOID:
        assert (dont.roll, rolls[0].total) == (1, 12)


def _place_some(table: CrapsTable, data: st.DataObject) -> None:
    legal = table.legal_wagers()
    for wager in data.draw(st.lists(st.sampled_from(legal), max_size=3)):
        number = data.draw(st.sampled_from(sorted(POINT_NUMBERS)))
        high = data.draw(st.sampled_from(sorted(HORN_TOTALS)))
        placed = wager in (W.PLACE_TO_WIN, W.PLACE_TO_LOSE)
        table.place(
            wager,
            data.draw(st.sampled_from([5, 10, 15])),
            number=number if placed else None,
            high_total=high if wager is W.HORN_HIGH else None,
            on=placed and wager is W.PLACE_TO_WIN and data.draw(st.booleans()),
        )


@given(ROLLS, OPTIONS, st.data())
def test_bets_placed_through_a_sequence_of_rolls(
    rolls: list[Roll], options: CrapsOptions, data: st.DataObject
) -> None:
    """One-roll wagers are decided on the next roll; every bet working on a roll of 7 is decided
    on it; each result pays as its kind says; the ledger balances after every roll; the table is
    waiting for a come out roll exactly when no come out point stands."""
    table = CrapsTable(options, rolls)
    for roll in rolls:
        _place_some(table, data)
        ctx = RollContext(roll, table.come_out_next, table.rolls + 1)
        before = table.bets
        working = {bet.id for bet in before if table.procedure.is_working(bet, ctx, options)}
        decided = {entry.bet: entry for entry in table.roll()}
        for bet in before:
            if bet.wager.one_roll:
                assert bet.id in decided
            if roll.total == 7 and bet.id in working:
                assert bet.id in decided
            if bet.id not in working:
                assert bet.id not in decided
        for entry in decided.values():
            assert entry.clause.startswith(entry.wager.clause)
            assert not entry.clause[len(entry.wager.clause) :][:1].isdigit()
            if entry.result is WIN:
                assert entry.net > 0
            elif entry.result is LOSE:
                assert entry.net == -entry.stake
            else:
                assert entry.net == 0 and entry.wager in (W.DONT_PASS, W.DONT_COME)
                assert roll.total == 12
        assert table.ledger.is_balanced(table.on_layout())
        assert table.come_out_next == (table.point is None)


@given(
    st.one_of(_FAIR, _RARE).map(lambda faces: Roll(*faces)), st.sampled_from(sorted(HORN_TOTALS))
)
def test_a_horn_high_bet_pays_the_same_with_or_without_its_area(roll: Roll, high: int) -> None:
    """Broken down into a Horn Bet and a single-total wager (1.2(a)20), the two wagers' nets add
    up to the Horn High Bet's on one roll."""
    whole = CrapsTable(CrapsOptions(horn_high_area=True), [roll])
    apart = CrapsTable(CrapsOptions(horn_high_area=False), [roll])
    whole.place(W.HORN_HIGH, 10, high_total=high)
    apart.place(W.HORN_HIGH, 10, high_total=high)
    assert sum((e.net for e in whole.roll()), Decimal(0)) == sum(
        (e.net for e in apart.roll()), Decimal(0)
    )


@given(ROLLS)
def test_a_come_bet_placed_on_a_point_decides_like_a_pass_bet_from_the_next_come_out(
    rolls: list[Roll],
) -> None:
    """A Come Bet placed while a come out point stands is decided on the rolls after it as a Pass
    Bet is decided from the come out roll (1.2(a)1 and (a)3 word for word)."""
    come_table = CrapsTable(dice=[Roll(2, 2), *rolls])
    come_table.roll()
    come = place(come_table, W.COME, 10)
    come_table.roll_all()
    pass_table = CrapsTable(dice=rolls)
    line = place(pass_table, W.PASS, 10)
    # the Pass Bet's table takes the rolls from a come out roll on; decide it on the same rolls
    pass_table.roll_all()
    come_entry, pass_entry = entry_of(come_table, come), entry_of(pass_table, line)
    if come_entry is None or pass_entry is None:
        assert come_entry is None and pass_entry is None
        return
    assert (come_entry.result, come_entry.net, come_entry.roll - 1) == (
        pass_entry.result, pass_entry.net, pass_entry.roll
    )  # fmt: skip
    assert come_entry.clause.replace("(a)3", "(a)1") == pass_entry.clause
