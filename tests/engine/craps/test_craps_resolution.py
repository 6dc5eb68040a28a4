"""Each of the twenty wagers of 19:47-1.2(a) winning, losing (and void where the text says so) on
hand-written rolls, decided on the roll and under the sub-item the text gives.

Amounts are at the kit's default posted odds (house options, not rule text: I-craps-posted-odds),
worked out by hand in each case's comment.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from reference_impl.craps import CrapsWager
from reference_impl.ledger import Result
from tests.engine.craps.helpers import after_point, entry_of, new_table, place

W = CrapsWager
WIN, LOSE, VOID = Result.WIN, Result.LOSE, Result.VOID


# (rolls from the come out roll, result, clause, decided on roll n, net on $10)
PASS_CASES = [
    (["3-4"], WIN, "19:47-1.2(a)1i", 1, "10"),  # 7 on the come out roll, 1 to 1
    (["5-6"], WIN, "19:47-1.2(a)1i", 1, "10"),  # 11
    (["1-1"], LOSE, "19:47-1.2(a)1iii(1)", 1, "-10"),
    (["1-2"], LOSE, "19:47-1.2(a)1iii(1)", 1, "-10"),
    (["6-6"], LOSE, "19:47-1.2(a)1iii(1)", 1, "-10"),
    (["2-2", "2-3", "6-6", "1-3"], WIN, "19:47-1.2(a)1ii", 4, "10"),  # 4, then 4 again
    (["4-6", "5-6", "3-4"], LOSE, "19:47-1.2(a)1iii(2)", 3, "-10"),  # 10, then a 7 first
]
DONT_PASS_CASES = [
    (["1-1"], WIN, "19:47-1.2(a)2i", 1, "10"),
    (["2-1"], WIN, "19:47-1.2(a)2i", 1, "10"),
    (["6-6"], VOID, "19:47-1.2(a)2iv", 1, "0"),  # 12: void, the $10 returned
    (["6-1"], LOSE, "19:47-1.2(a)2iii(1)", 1, "-10"),
    (["6-5"], LOSE, "19:47-1.2(a)2iii(1)", 1, "-10"),
    (["4-4", "6-6", "2-5"], WIN, "19:47-1.2(a)2ii", 3, "10"),  # 8, a 12 (nothing), then 7
    (["4-5", "3-6"], LOSE, "19:47-1.2(a)2iii(2)", 2, "-10"),  # 9, then 9 again
]


@pytest.mark.parametrize(("rolls", "result", "clause", "on_roll", "net"), PASS_CASES)
def test_pass_bet(rolls: list[str], result: Result, clause: str, on_roll: int, net: str) -> None:
    table = new_table(rolls)
    bet = place(table, W.PASS, 10)
    table.roll_all()
    entry = entry_of(table, bet)
    assert entry is not None
    assert (entry.result, entry.clause, entry.roll, entry.net) == (
        result, clause, on_roll, Decimal(net)
    )  # fmt: skip


@pytest.mark.parametrize(("rolls", "result", "clause", "on_roll", "net"), DONT_PASS_CASES)
def test_dont_pass_bet(
    rolls: list[str], result: Result, clause: str, on_roll: int, net: str
) -> None:
    table = new_table(rolls)
    bet = place(table, W.DONT_PASS, 10)
    table.roll_all()
    entry = entry_of(table, bet)
    assert entry is not None
    assert (entry.result, entry.clause, entry.roll, entry.net) == (
        result, clause, on_roll, Decimal(net)
    )  # fmt: skip


# Come and Don't Come: placed after a come out 4 ("2-2"); rolls after placement.
COME_CASES = [
    (W.COME, ["3-4"], WIN, "19:47-1.2(a)3i", 1),
    (W.COME, ["6-5"], WIN, "19:47-1.2(a)3i", 1),
    (W.COME, ["1-1"], LOSE, "19:47-1.2(a)3iii(1)", 1),
    (W.COME, ["1-2"], LOSE, "19:47-1.2(a)3iii(1)", 1),
    (W.COME, ["6-6"], LOSE, "19:47-1.2(a)3iii(1)", 1),
    (W.COME, ["4-5", "1-1", "6-3"], WIN, "19:47-1.2(a)3ii", 3),  # come point 9, 9 again
    (W.COME, ["4-5", "1-6"], LOSE, "19:47-1.2(a)3iii(2)", 2),  # come point 9, then 7
    (W.DONT_COME, ["1-1"], WIN, "19:47-1.2(a)4i", 1),
    (W.DONT_COME, ["2-1"], WIN, "19:47-1.2(a)4i", 1),
    (W.DONT_COME, ["6-6"], VOID, "19:47-1.2(a)4iv", 1),
    (W.DONT_COME, ["4-3"], LOSE, "19:47-1.2(a)4iii(1)", 1),
    (W.DONT_COME, ["5-6"], LOSE, "19:47-1.2(a)4iii(1)", 1),
    (W.DONT_COME, ["2-3", "5-2"], WIN, "19:47-1.2(a)4ii", 2),  # come point 5, then 7
    (W.DONT_COME, ["2-3", "4-1"], LOSE, "19:47-1.2(a)4iii(2)", 2),  # come point 5 again
]


@pytest.mark.parametrize(("wager", "rolls", "result", "clause", "on_roll"), COME_CASES)
def test_come_and_dont_come(
    wager: CrapsWager, rolls: list[str], result: Result, clause: str, on_roll: int
) -> None:
    table = after_point("2-2", rolls)
    bet = place(table, wager, 10)
    table.roll_all()
    entry = entry_of(table, bet)
    assert entry is not None
    net = {WIN: Decimal(10), LOSE: Decimal(-10), VOID: Decimal(0)}[result]  # 1 to 1 posted
    assert (entry.result, entry.clause, entry.roll - 1, entry.net) == (result, clause, on_roll, net)


# Place bets, placed after a come out 4 (working); rolls after placement; net on the stake.
PLACE_CASES = [
    # place 6 $6 at 7 to 6: 6 * 7 / 6 = 7
    (W.PLACE_TO_WIN, 6, "6", ["1-1", "5-1"], WIN, "19:47-1.2(a)5", 2, "7"),
    (W.PLACE_TO_WIN, 6, "6", ["4-4", "3-4"], LOSE, "19:47-1.2(a)5", 2, "-6"),
    # place 4 $5 at 9 to 5: 9 (the point 4 is a place bet's number like any other)
    (W.PLACE_TO_WIN, 4, "5", ["3-1"], WIN, "19:47-1.2(a)5", 1, "9"),
    # place 5 $10 at 7 to 5: 14
    (W.PLACE_TO_WIN, 5, "10", ["6-6", "3-2"], WIN, "19:47-1.2(a)5", 2, "14"),
    # place 10 to lose $11 at 5 to 11: 5
    (W.PLACE_TO_LOSE, 10, "11", ["5-5", "2-5"], LOSE, "19:47-1.2(a)6", 1, "-11"),
    (W.PLACE_TO_LOSE, 10, "11", ["3-3", "2-5"], WIN, "19:47-1.2(a)6", 2, "5"),
    # place 5 to lose $8 at 5 to 8: 5; place 6 to lose $5 at 4 to 5: 4
    (W.PLACE_TO_LOSE, 5, "8", ["1-6"], WIN, "19:47-1.2(a)6", 1, "5"),
    (W.PLACE_TO_LOSE, 6, "5", ["1-6"], WIN, "19:47-1.2(a)6", 1, "4"),
]


@pytest.mark.parametrize("case", PLACE_CASES)
def test_place_bets(
    case: tuple[CrapsWager, int, str, list[str], Result, str, int, str],
) -> None:
    wager, number, amount, rolls, result, clause, on_roll, net = case
    table = after_point("2-2", rolls)
    bet = place(table, wager, amount, number=number)
    table.roll_all()
    entry = entry_of(table, bet)
    assert entry is not None
    assert (entry.result, entry.clause, entry.roll - 1, entry.net) == (
        result, clause, on_roll, Decimal(net)
    )  # fmt: skip


HARDWAY_CASES = [
    # $5 on hard 4 / hard 10 at 7 to 1: 35; hard 6 / hard 8 at 9 to 1: 45
    (W.FOUR_HARDWAY, ["6-6", "2-2"], WIN, "19:47-1.2(a)7", 2, "35"),
    (W.FOUR_HARDWAY, ["1-3"], LOSE, "19:47-1.2(a)7", 1, "-5"),
    (W.FOUR_HARDWAY, ["5-5", "6-1"], LOSE, "19:47-1.2(a)7", 2, "-5"),
    (W.SIX_HARDWAY, ["3-3"], WIN, "19:47-1.2(a)8", 1, "45"),
    (W.SIX_HARDWAY, ["2-4"], LOSE, "19:47-1.2(a)8", 1, "-5"),  # six lost to an easy six
    (W.SIX_HARDWAY, ["5-1"], LOSE, "19:47-1.2(a)8", 1, "-5"),
    (W.EIGHT_HARDWAY, ["4-4"], WIN, "19:47-1.2(a)9", 1, "45"),
    (W.EIGHT_HARDWAY, ["3-5"], LOSE, "19:47-1.2(a)9", 1, "-5"),
    (W.EIGHT_HARDWAY, ["2-5"], LOSE, "19:47-1.2(a)9", 1, "-5"),
    (W.TEN_HARDWAY, ["2-2", "5-5"], WIN, "19:47-1.2(a)10", 2, "35"),
    (W.TEN_HARDWAY, ["6-4"], LOSE, "19:47-1.2(a)10", 1, "-5"),
]


@pytest.mark.parametrize("case", HARDWAY_CASES)
def test_hardways(case: tuple[CrapsWager, list[str], Result, str, int, str]) -> None:
    wager, rolls, result, clause, on_roll, net = case
    table = after_point("4-5", rolls)
    bet = place(table, wager, 5)
    table.roll_all()
    entry = entry_of(table, bet)
    assert entry is not None
    assert (entry.result, entry.clause, entry.roll - 1, entry.net) == (
        result, clause, on_roll, Decimal(net)
    )  # fmt: skip
    assert entry.number == wager.hardway_total


# One-roll wagers, placed after a come out 9: (wager, roll, amount, net).
ONE_ROLL_CASES = [
    (W.FIELD, "1-1", "5", "10"),  # 2 at 2 to 1
    (W.FIELD, "6-6", "5", "10"),  # 12 at 2 to 1
    (W.FIELD, "1-2", "5", "5"),
    (W.FIELD, "1-3", "5", "5"),
    (W.FIELD, "4-5", "5", "5"),
    (W.FIELD, "4-6", "5", "5"),
    (W.FIELD, "5-6", "5", "5"),
    (W.FIELD, "1-4", "5", "-5"),
    (W.FIELD, "2-4", "5", "-5"),
    (W.FIELD, "3-4", "5", "-5"),
    (W.FIELD, "2-6", "5", "-5"),
    (W.ANY_SEVEN, "2-5", "5", "20"),  # 4 to 1
    (W.ANY_SEVEN, "2-2", "5", "-5"),
    (W.ANY_CRAPS, "1-1", "5", "35"),  # 7 to 1
    (W.ANY_CRAPS, "1-2", "5", "35"),
    (W.ANY_CRAPS, "6-6", "5", "35"),
    (W.ANY_CRAPS, "5-6", "5", "-5"),
    (W.CRAPS_TWO, "1-1", "1", "30"),  # 30 to 1
    (W.CRAPS_TWO, "1-2", "1", "-1"),
    (W.CRAPS_THREE, "2-1", "1", "15"),  # 15 to 1
    (W.CRAPS_THREE, "1-1", "1", "-1"),
    (W.CRAPS_TWELVE, "6-6", "1", "30"),
    (W.CRAPS_TWELVE, "5-6", "1", "-1"),
    (W.ELEVEN, "6-5", "2", "30"),  # $2 at 15 to 1
    (W.ELEVEN, "6-6", "2", "-2"),
    # C and E $2 (a unit on any craps at 7 to 1, a unit on 11 at 15 to 1), net per total:
    # a craps: 7 - 1 = 6 (3 to 1 on $2); 11: 15 - 1 = 14 (7 to 1 on $2)
    (W.C_AND_E, "1-2", "2", "6"),
    (W.C_AND_E, "6-6", "2", "6"),
    (W.C_AND_E, "5-6", "2", "14"),
    (W.C_AND_E, "3-4", "2", "-2"),
    # Horn $4 (a unit on each of 2, 3, 11, 12): a 2 or 12 pays 30 less 3 lost units = 27;
    # a 3 or 11 pays 15 less 3 = 12
    (W.HORN, "1-1", "4", "27"),
    (W.HORN, "6-6", "4", "27"),
    (W.HORN, "1-2", "4", "12"),
    (W.HORN, "6-5", "4", "12"),
    (W.HORN, "2-2", "4", "-4"),
]


@pytest.mark.parametrize(("wager", "roll", "amount", "net"), ONE_ROLL_CASES)
def test_one_roll_wagers(wager: CrapsWager, roll: str, amount: str, net: str) -> None:
    table = after_point("4-5", [roll, "3-3"])
    bet = place(table, wager, amount)
    (entry, *_) = table.roll()
    assert (entry.bet, entry.roll, entry.clause) == (bet, 2, wager.clause)
    assert entry.result is (WIN if Decimal(net) > 0 else LOSE)
    assert entry.net == Decimal(net)


# Horn High $5 with its high unit on 12 (four units as a Horn Bet, one more on 12):
# 12: 2 units on 12 at 30 to 1 = 60, less 3 horn units lost = 57; 2: 30 - 3 - 1 (the high unit)
# = 26; 3 or 11: 15 - 4 = 11; 7: the $5 lost.
HORN_HIGH_CASES = [("6-6", "57"), ("1-1", "26"), ("2-1", "11"), ("5-6", "11"), ("3-4", "-5")]


@pytest.mark.parametrize(("roll", "net"), HORN_HIGH_CASES)
def test_horn_high_with_its_area(roll: str, net: str) -> None:
    table = new_table([roll])
    bet = place(table, W.HORN_HIGH, 5, high_total=12)
    (entry,) = table.roll()
    assert (entry.bet, entry.clause, entry.net) == (bet, "19:47-1.2(a)20", Decimal(net))
