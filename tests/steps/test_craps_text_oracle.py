"""The craps properties' text oracle (steps.craps.property_steps) against sequences worked by
hand from 19:47-1.1 and 1.2(a): the oracle a property holds a game to must itself say what the
text says."""

from __future__ import annotations

import pytest

from steps.craps.property_steps import come_out_states, line_decision, one_roll_wins


def test_the_come_out_roll_and_point_follow_the_definitions() -> None:
    # 1.1: the first roll is a come out roll; its 6 is the come out point; 9 and 11 leave it;
    # the 6 again decides the Pass Bet, so the 7 after it is a come out roll, which sets no
    # point; the 4 after that is the next come out point, ended by the 7.
    assert come_out_states([6, 9, 11, 6, 7, 4, 7]) == [
        (True, 6), (False, 6), (False, 6), (False, None), (True, None), (True, 4),
        (False, None),
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("wager", "totals", "decision"),
    [
        ("pass-bet", [7], ("win", 0)),  # 1.2(a)1i
        ("pass-bet", [11], ("win", 0)),  # 1.2(a)1i
        ("pass-bet", [3], ("lose", 0)),  # 1.2(a)1iii(1)
        ("pass-bet", [12], ("lose", 0)),  # 1.2(a)1iii(1)
        ("pass-bet", [8, 6, 8], ("win", 2)),  # 1.2(a)1ii
        ("pass-bet", [8, 6, 7], ("lose", 2)),  # 1.2(a)1iii(2)
        ("pass-bet", [8, 6, 11], None),  # undecided
        ("dont-pass-bet", [2], ("win", 0)),  # 1.2(a)2i
        ("dont-pass-bet", [12], ("void", 0)),  # 1.2(a)2iv
        ("dont-pass-bet", [11], ("lose", 0)),  # 1.2(a)2iii(1)
        ("dont-pass-bet", [4, 7], ("win", 1)),  # 1.2(a)2ii
        ("dont-pass-bet", [4, 4], ("lose", 1)),  # 1.2(a)2iii(2)
        ("come-bet", [2], ("lose", 0)),  # 1.2(a)3iii(1)
        ("come-bet", [5, 5], ("win", 1)),  # 1.2(a)3ii
        ("dont-come-bet", [3], ("win", 0)),  # 1.2(a)4i
        ("dont-come-bet", [12], ("void", 0)),  # 1.2(a)4iv
        ("dont-come-bet", [10, 10], ("lose", 1)),  # 1.2(a)4iii(2)
    ],
)
def test_the_line_wagers_are_decided_as_the_text_says(
    wager: str, totals: list[int], decision: tuple[str, int] | None
) -> None:
    assert line_decision(wager, totals) == decision


def test_the_one_roll_wagers_win_on_their_totals_only() -> None:
    # 1.2(a)11: the Field wins on 2, 3, 4, 9, 10, 11, 12 and loses on 5, 6, 7, 8.
    assert [t for t in range(2, 13) if one_roll_wins("field-bet", t)] == [2, 3, 4, 9, 10, 11, 12]
    # 1.2(a)18, (a)19, (a)20: a craps or 11; the Horn and Horn High on 2, 3, 11 or 12.
    for wager in ("c-and-e", "horn-bet", "horn-high-bet"):
        assert [t for t in range(2, 13) if one_roll_wins(wager, t)] == [2, 3, 11, 12]
    assert [t for t in range(2, 13) if one_roll_wins("any-craps", t)] == [2, 3, 12]
