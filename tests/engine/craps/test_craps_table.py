"""The table's states of 19:47-1.1, when each wager may be placed, the place bets inactive on a
come out roll (1.2(a)5), the Horn High Bet's units and break-down (1.2(a)20), and the transcript,
each worked by hand from the text."""

from __future__ import annotations

from decimal import Decimal

import pytest

from reference_impl.craps import CrapsTable, CrapsWager, DiceError, ForcedDice, Roll
from reference_impl.errors import WagerError
from reference_impl.ledger import Result
from tests.engine.craps.helpers import after_point, entry_of, new_table, place

W = CrapsWager


# -- 19:47-1.1: come out roll, come out point, come point ------------------------------------------


def test_the_first_roll_is_a_come_out_roll_and_a_point_number_on_it_is_the_come_out_point() -> None:
    table = new_table(["2-3", "1-1", "4-1"])
    assert (table.point, table.come_out_next) == (None, True)
    table.roll()  # 5 on the come out roll
    assert (table.point, table.come_out_next) == (5, False)
    table.roll()  # 2 after the point decides nothing on the line
    assert (table.point, table.come_out_next) == (5, False)
    table.roll()  # 5 again: a decision on the line, the next roll is a come out roll
    assert (table.point, table.come_out_next) == (None, True)
    kinds = [(e.kind, e.clause, e.total) for e in table.transcript if e.kind != "roll"]
    assert kinds == [
        ("come-out-roll", "19:47-1.1", 5),
        ("come-out-point", "19:47-1.1", 5),
        ("next-roll-come-out", "19:47-1.1", 5),
    ]


@pytest.mark.parametrize("come_out", ["1-1", "1-2", "6-6", "3-4", "5-6"])
def test_a_come_out_roll_that_decides_the_line_is_followed_by_another(come_out: str) -> None:
    table = new_table([come_out])
    table.roll()
    assert (table.point, table.come_out_next) == (None, True)


def test_a_seven_after_the_point_makes_the_next_roll_a_come_out_roll() -> None:
    table = after_point("5-5", ["6-1"])
    table.roll()
    assert (table.point, table.come_out_next) == (None, True)


def test_a_come_bet_through_its_come_point() -> None:
    # Come out 4; a $10 Come Bet; 10 is its come point (1.1); 6 decides nothing; 10 again wins
    # under 1.2(a)3ii at 1 to 1: +10.
    table = after_point("2-2", ["5-5", "3-3", "6-4"])
    bet = place(table, W.COME, 10)
    table.roll()
    on_layout = table.bet(bet)
    assert on_layout is not None and on_layout.point == 10
    points = [(e.clause, e.bet, e.total) for e in table.transcript if e.kind == "come-point"]
    assert points == [("19:47-1.1", bet, 10)]
    table.roll()
    assert entry_of(table, bet) is None
    table.roll()
    entry = entry_of(table, bet)
    assert entry is not None
    assert (entry.result, entry.clause, entry.net, entry.roll) == (
        Result.WIN, "19:47-1.2(a)3ii", Decimal(10), 4
    )  # fmt: skip


def test_a_come_point_is_decided_on_a_come_out_roll() -> None:
    # Come out 4; Come Bet; 6 its come point; 4 decides the line; the come out 7 then loses the
    # Come Bet under 1.2(a)3iii(2) (I-craps-come-point-works).
    table = after_point("2-2", ["3-3", "1-3", "1-6"])
    bet = place(table, W.COME, 10)
    table.roll_all()
    entry = entry_of(table, bet)
    assert entry is not None
    assert (entry.result, entry.clause, entry.roll) == (Result.LOSE, "19:47-1.2(a)3iii(2)", 4)
    assert next(e.kind for e in table.transcript if e.roll == 4) == "come-out-roll"


def test_dont_pass_void_on_a_come_out_twelve() -> None:
    table = new_table(["6-6"])
    dont = place(table, W.DONT_PASS, 10)
    line = place(table, W.PASS, 10)
    table.roll()
    void, lost = entry_of(table, dont), entry_of(table, line)
    assert void is not None and lost is not None
    assert (void.result, void.net, void.clause) == (Result.VOID, Decimal(0), "19:47-1.2(a)2iv")
    assert void.interpretation == "I-craps-void-returned"
    assert (lost.result, lost.net) == (Result.LOSE, Decimal(-10))
    assert table.bets == () and table.ledger.is_balanced(table.on_layout())
    assert table.come_out_next


# -- when each wager may be placed -----------------------------------------------------------------


def test_a_pass_bet_is_placed_only_immediately_prior_to_the_come_out_roll() -> None:
    table = after_point("3-3", [])
    with pytest.raises(WagerError, match=r"wager=pass: .*\[19:47-1\.2\(a\)1\]"):
        table.place(W.PASS, 10)
    with pytest.raises(WagerError, match=r"wager=dont-pass: .*\[19:47-1\.2\(a\)2\]"):
        table.place(W.DONT_PASS, 10)
    assert W.PASS not in table.legal_wagers() and W.COME in table.legal_wagers()


def test_a_come_bet_is_not_placed_before_the_come_out_roll() -> None:
    table = new_table(["3-4"])
    with pytest.raises(WagerError, match=r"wager=come: .*\[19:47-1\.2\(a\)3\]"):
        table.place(W.COME, 10)
    with pytest.raises(WagerError, match=r"wager=dont-come: .*\[19:47-1\.2\(a\)4\]"):
        table.place(W.DONT_COME, 10)
    table.roll()  # a come out 7: the next roll is again a come out roll (I-craps-come-timing)
    with pytest.raises(WagerError, match=r"I-craps-come-timing"):
        table.place(W.COME, 10)
    assert set(table.legal_wagers()) == set(W) - {W.COME, W.DONT_COME}


@pytest.mark.parametrize(
    ("wager", "kwargs", "pattern"),
    [
        (W.PLACE_TO_WIN, {"number": 7}, r"number=7: .*\[19:47-1\.2\(a\)5\]"),
        (W.PLACE_TO_WIN, {}, r"number=None: .*\[19:47-1\.2\(a\)5\]"),
        (W.PLACE_TO_LOSE, {"number": 11}, r"number=11: .*\[19:47-1\.2\(a\)6\]"),
        (W.SIX_HARDWAY, {"number": 8}, r"number=8: .*\[19:47-1\.2\(a\)8\]"),
        (W.FIELD, {"number": 4}, r"number=4: .*\[19:47-1\.2\(a\)11\]"),
        (W.HORN_HIGH, {"high_total": 7}, r"high_total=7: .*\[19:47-1\.2\(a\)20\]"),
        (W.HORN_HIGH, {}, r"high_total=None: .*\[19:47-1\.2\(a\)20\]"),
        (W.HORN, {"high_total": 12}, r"high_total=12: .*\[19:47-1\.2\(a\)19\]"),
        (W.FIELD, {"on": True}, r"on=True: .*\[19:47-1\.2\(a\)5\]"),
        (W.SIX_HARDWAY, {"on": True}, r"on=True: .*\[19:47-1\.2\(a\)5\]"),
    ],
)
def test_refusals_name_the_field_and_the_clause(
    wager: CrapsWager, kwargs: dict[str, object], pattern: str
) -> None:
    table = new_table([])
    with pytest.raises(WagerError, match=pattern):
        table.place(wager, 5, **kwargs)  # type: ignore[arg-type]
    assert table.bets == () and table.transcript == []


@pytest.mark.parametrize("amount", ["0", "-5"])
def test_a_wager_is_a_positive_amount(amount: str) -> None:
    with pytest.raises(WagerError, match=rf"amount={amount}: .*\[19:47-1\.2\(a\)11\]"):
        new_table([]).place(W.FIELD, amount)


# -- 1.2(a)5: place bets inactive on a come out roll unless called "on" ----------------------------


def test_a_place_bet_is_inactive_on_a_come_out_roll() -> None:
    # Place 6 to win $6 before the come out roll: the come out 6 neither wins it nor does the
    # next come out 7 lose it; once the point (8) stands, a 6 wins it at 7 to 6: +7.
    table = new_table(["3-3", "3-3", "3-4", "4-4", "5-1"])
    bet = place(table, W.PLACE_TO_WIN, 6, number=6)
    table.roll()  # come out 6: inactive; the point is 6
    table.roll()  # 6 again: the line is decided, now it works (the point roll is not come out)
    entry = entry_of(table, bet)
    assert entry is not None and (entry.result, entry.roll, entry.net) == (
        Result.WIN, 2, Decimal(7)
    )  # fmt: skip
    inactive = [(e.kind, e.clause, e.bet, e.roll) for e in table.transcript if e.kind == "inactive"]
    assert inactive == [("inactive", "19:47-1.2(a)5", bet, 1)]


def test_a_place_bet_survives_a_come_out_seven_and_loses_to_a_seven_after_the_point() -> None:
    table = new_table(["3-4", "4-4", "2-5"])
    bet = place(table, W.PLACE_TO_WIN, 5, number=5)
    table.roll()  # come out 7: inactive
    assert entry_of(table, bet) is None and table.bet(bet) is not None
    table.roll()  # 8: the point
    table.roll()  # 7 after the point: the place bet loses under 1.2(a)5
    entry = entry_of(table, bet)
    assert entry is not None and (entry.result, entry.roll, entry.net) == (
        Result.LOSE, 3, Decimal(-5)
    )  # fmt: skip


def test_a_place_bet_called_on_works_on_the_come_out_roll() -> None:
    table = new_table(["3-3", "3-4"])
    bet = place(table, W.PLACE_TO_WIN, 6, number=6, on=True)
    later = place(table, W.PLACE_TO_WIN, 10, number=5)
    table.call_on(later)
    table.roll()  # come out 6: the "on" bet wins 6 * 7 / 6 = 7
    entry = entry_of(table, bet)
    assert entry is not None and (entry.result, entry.net) == (Result.WIN, Decimal(7))
    assert [e.kind for e in table.transcript].count("called-on") == 1


def test_a_place_bet_to_lose_is_inactive_on_a_come_out_roll_by_default() -> None:
    # I-craps-all-place-bets: the come out 7 does not win the place 6 to lose, the come out 10
    # after it does not touch it either; a 6 after the point (10) loses it.
    table = new_table(["3-4", "5-5", "2-4"])
    bet = place(table, W.PLACE_TO_LOSE, 5, number=6)
    table.roll_all()
    entry = entry_of(table, bet)
    assert entry is not None and (entry.result, entry.roll, entry.net) == (
        Result.LOSE, 3, Decimal(-5)
    )  # fmt: skip
    off = [(e.roll, e.interpretation) for e in table.transcript if e.kind == "inactive"]
    assert off == [(1, "I-craps-all-place-bets"), (2, "I-craps-all-place-bets")]


def test_a_table_reading_all_place_bets_as_place_bets_to_win_only() -> None:
    # The other reading: the place 6 to lose works on the come out 7 and wins 5 * 4 / 5 = 4.
    table = new_table(["3-4"], place_to_lose_inactive_on_come_out=False)
    bet = place(table, W.PLACE_TO_LOSE, 5, number=6)
    table.roll()
    entry = entry_of(table, bet)
    assert entry is not None and (entry.result, entry.net) == (Result.WIN, Decimal(4))
    with pytest.raises(WagerError, match=r"on=True"):
        table.place(W.PLACE_TO_LOSE, 5, number=6, on=True)


def test_hardways_work_on_a_come_out_roll_by_default() -> None:
    table = new_table(["3-3"])
    bet = place(table, W.SIX_HARDWAY, 5)
    table.roll()
    entry = entry_of(table, bet)
    assert entry is not None and (entry.result, entry.net) == (Result.WIN, Decimal(45))


def test_a_table_that_takes_hardways_down_on_the_come_out_roll() -> None:
    table = new_table(["3-3", "3-3"], hardways_work_on_come_out=False)
    off = place(table, W.SIX_HARDWAY, 5)
    on = place(table, W.EIGHT_HARDWAY, 5)
    table.call_on(on)
    table.roll()  # come out hard 6: the hard 6 is off; the hard 8 is on but not decided
    assert entry_of(table, off) is None and entry_of(table, on) is None
    table.roll()  # hard 6 after the point: wins 45
    entry = entry_of(table, off)
    assert entry is not None and (entry.result, entry.net, entry.roll) == (
        Result.WIN, Decimal(45), 2
    )  # fmt: skip


def test_a_bet_that_is_never_taken_down_is_not_called_on() -> None:
    table = new_table([])
    field = place(table, W.FIELD, 5)
    with pytest.raises(WagerError, match=r"bet=1: .*\[19:47-1\.2\(a\)5\]"):
        table.call_on(field)
    with pytest.raises(WagerError, match=r"bet=9: no such bet"):
        table.call_on(9)


# -- 1.2(a)20: the Horn High Bet -------------------------------------------------------------------


@pytest.mark.parametrize("amount", ["7", "12.50", "1", "4"])
def test_a_horn_high_bet_not_in_units_of_five_is_refused(amount: str) -> None:
    with pytest.raises(
        WagerError, match=rf"amount={amount}: .*units of five.*\[19:47-1\.2\(a\)20\]"
    ):
        new_table([]).place(W.HORN_HIGH, amount, high_total=2)


def test_a_horn_high_bet_in_units_of_five_is_taken() -> None:
    table = new_table(["1-2"])
    (bet,) = table.place(W.HORN_HIGH, 10, high_total=3)
    (entry,) = table.roll()
    # $10 is five units of $2: horn $8, one unit on 3; a 3 pays the horn unit 2 * 15 = 30 and the
    # high unit 30, less the three other horn units (6): 54.
    assert (entry.bet, entry.net) == (bet, Decimal(54))


def test_a_horn_high_bet_broken_down_where_the_layout_has_no_area() -> None:
    # $5 Horn High on 12 at a table without a Horn High area: a $4 Horn Bet and $1 on Craps
    # Twelve, two separate wagers. On a 12: the horn wins 27 (27 to 4), the twelve 30 (30 to 1).
    table = new_table(["6-6"], horn_high_area=False)
    ids = table.place(W.HORN_HIGH, 5, high_total=12)
    assert [(b.wager, b.amount) for b in table.bets] == [
        (W.HORN, Decimal(4)), (W.CRAPS_TWELVE, Decimal(1))
    ]  # fmt: skip
    assert table.transcript[0].kind == "horn-high-broken-down"
    assert table.transcript[0].clause == "19:47-1.2(a)20"
    entries = table.roll()
    assert [(e.bet, e.wager, e.net, e.clause) for e in entries] == [
        (ids[0], W.HORN, Decimal(27), "19:47-1.2(a)19"),
        (ids[1], W.CRAPS_TWELVE, Decimal(30), "19:47-1.2(a)16"),
    ]


def test_a_horn_high_bet_broken_down_on_another_horn_total() -> None:
    # On a 3: the $4 horn wins 12 (3 to 1), the $1 on 12 loses: 12 - 1 = 11, as with an area.
    table = new_table(["2-1"], horn_high_area=False)
    table.place(W.HORN_HIGH, 5, high_total=12)
    assert [e.net for e in table.roll()] == [Decimal(12), Decimal(-1)]


# -- dice ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("first", "second", "pattern"),
    [(0, 3, "die first=0"), (3, 7, "die second=7"), (True, 2, "die first=True")],
)
def test_a_die_shows_one_to_six(first: int, second: int, pattern: str) -> None:
    with pytest.raises(DiceError, match=rf"{pattern}: a die shows 1 to 6 \[19:47-1\.1\]"):
        Roll(first, second)


def test_rolls_are_read_from_text_or_pairs() -> None:
    assert Roll.of("3-4") == Roll.of("34") == Roll.of((3, 4)) == Roll(3, 4)
    assert (Roll(3, 3).total, Roll(3, 3).hard, Roll(2, 4).easy) == (6, True, True)
    for bad in ("7-1", "3", "3-4-5", "a-b"):
        with pytest.raises(DiceError):
            Roll.of(bad)


def test_forced_dice_run_out_with_an_error_not_a_random_roll() -> None:
    table = CrapsTable(dice=ForcedDice(["3-4"]))
    table.roll()
    with pytest.raises(DiceError, match="no roll left after 1 rolls"):
        table.roll()
