"""Par: exact probabilities of each wager over its whole life, and house edges checked against
published figures derived by hand.

P(t) for a total t of two dice is ways(t) / 36: 2 and 12 one way, 3 and 11 two, 4 and 10 three,
5 and 9 four, 6 and 8 five, 7 six. A number n comes before a 7 with probability
ways(n) / (ways(n) + 6): 4 and 10 3/9 = 1/3, 5 and 9 4/10 = 2/5, 6 and 8 5/11.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from reference_impl.craps import DEFAULT_POSTED_ODDS, CrapsWager
from reference_impl.craps.par import (
    TOTAL_PROBABILITY,
    VoidCounting,
    house_edge,
    net_odds,
    posted_house_edge,
    wager_par,
)
from reference_impl.errors import RulesError
from reference_impl.money import Odds

W = CrapsWager


def test_the_pass_bet_wins_244_in_495() -> None:
    # P(pass) = P(7 or 11) + sum over points of P(n) * P(n before 7)
    #         = 8/36 + 2 * [3/36 * 1/3 + 4/36 * 2/5 + 5/36 * 5/11]
    #         = 8/36 + 2 * [1/36 + 8/180 + 25/396] = 244/495
    par = wager_par(W.PASS)
    assert par.win == Fraction(244, 495)
    assert (par.lose, par.void) == (Fraction(251, 495), Fraction(0))
    assert par.win_by_total[7] == Fraction(6, 36) and par.win_by_total[6] == Fraction(
        5, 36
    ) * Fraction(5, 11)


def test_the_dont_pass_bet_with_its_12_void() -> None:
    # P(point, then 7 first) = 2 * [3/36 * 2/3 + 4/36 * 3/5 + 5/36 * 6/11]
    #                        = 2 * [2/36 + 12/180 + 30/396] = 784/1980
    # P(win) = P(2 or 3) + 784/1980 = 165/1980 + 784/1980 = 949/1980
    # P(void) = P(12) = 1/36 = 55/1980; P(lose) = 1 - 949/1980 - 55/1980 = 976/1980
    par = wager_par(W.DONT_PASS)
    assert (par.win, par.void, par.lose) == (
        Fraction(949, 1980),
        Fraction(1, 36),
        Fraction(976, 1980),
    )
    assert par.win + par.lose + par.void == 1


def test_the_come_bets_are_the_line_bets_from_the_roll_after_placement() -> None:
    assert wager_par(W.COME) == wager_par(W.PASS).__class__(
        W.COME, None, wager_par(W.PASS).win_by_total, wager_par(W.PASS).lose, Fraction(0)
    )
    assert wager_par(W.DONT_COME).void == Fraction(1, 36)


# (wager, number, pays, published edge, hand derivation)
PUBLISHED = [
    (W.PASS, None, Odds(1, 1), Fraction(7, 495)),  # 244/495 - 251/495 = -7/495: 1.414 %
    (W.COME, None, Odds(1, 1), Fraction(7, 495)),
    (
        W.DONT_PASS,
        None,
        Odds(1, 1),
        Fraction(3, 220),
    ),  # (949 - 976)/1980 = -27/1980 = -3/220: 1.364 %
    (W.PLACE_TO_WIN, 6, Odds(7, 6), Fraction(1, 66)),  # 5/11 * 7/6 - 6/11 = 35/66 - 36/66
    (W.PLACE_TO_WIN, 8, Odds(7, 6), Fraction(1, 66)),
    (W.PLACE_TO_WIN, 5, Odds(7, 5), Fraction(1, 25)),  # 2/5 * 7/5 - 3/5 = 14/25 - 15/25
    (W.PLACE_TO_WIN, 4, Odds(9, 5), Fraction(1, 15)),  # 1/3 * 9/5 - 2/3 = 9/15 - 10/15
    (
        W.SIX_HARDWAY,
        None,
        Odds(9, 1),
        Fraction(1, 11),
    ),  # 1 hard in 1 + 4 easy + 6 sevens: 9/11 - 10/11
    (W.FOUR_HARDWAY, None, Odds(7, 1), Fraction(1, 9)),  # 1 in 1 + 2 + 6: 7/9 - 8/9
    (W.ANY_SEVEN, None, Odds(4, 1), Fraction(1, 6)),  # 1/6 * 4 - 5/6
    (W.ANY_CRAPS, None, Odds(7, 1), Fraction(1, 9)),  # 4/36 * 7 - 32/36 = -4/36
    (W.ELEVEN, None, Odds(15, 1), Fraction(1, 9)),  # 2/36 * 15 - 34/36 = -4/36
    (W.CRAPS_TWELVE, None, Odds(30, 1), Fraction(5, 36)),  # 1/36 * 30 - 35/36
    (W.CRAPS_TWO, None, Odds(30, 1), Fraction(5, 36)),
]


@pytest.mark.parametrize(("wager", "number", "pays", "edge"), PUBLISHED)
def test_published_house_edges(
    wager: CrapsWager, number: int | None, pays: Odds, edge: Fraction
) -> None:
    assert house_edge(wager_par(wager, number), pays) == edge


def test_the_field_with_2_and_12_at_2_to_1() -> None:
    # Wins on 2, 3, 4, 9, 10, 11, 12: 1 + 2 + 3 + 4 + 3 + 2 + 1 = 16 ways; loses 20 ways.
    # EV = (2 * 1 + 2 * 1 + 14 * 1) / 36 - 20/36 = -2/36 = -1/18.
    par = wager_par(W.FIELD)
    assert (par.win, par.lose) == (Fraction(16, 36), Fraction(20, 36))
    pays = {t: Odds(2, 1) if t in (2, 12) else Odds(1, 1) for t in par.win_by_total}
    assert house_edge(par, pays) == Fraction(1, 18)
    assert posted_house_edge(W.FIELD, DEFAULT_POSTED_ODDS) == Fraction(1, 18)


def test_the_dont_pass_edge_per_decision_leaves_the_12_out() -> None:
    # 27/1980 lost per wager placed; per wager decided: 27/1980 / (1 - 1/36) = 27/1925 (1.403 %).
    par = wager_par(W.DONT_PASS)
    assert house_edge(par, Odds(1, 1), VoidCounting.PER_DECISION) == Fraction(27, 1925)
    assert house_edge(wager_par(W.PASS), Odds(1, 1), VoidCounting.PER_DECISION) == Fraction(7, 495)


def test_horn_and_c_and_e_at_the_default_posted_net_odds() -> None:
    # Horn: 2 and 12 at 27 to 4 (1/36 each), 3 and 11 at 3 to 1 (2/36 each), loses 30/36:
    # 2 * 27/144 + 2 * 6/36 - 30/36 = 27/72 + 24/72 - 60/72 = -9/72 = -1/8 (12.5 %).
    assert posted_house_edge(W.HORN, DEFAULT_POSTED_ODDS) == Fraction(1, 8)
    # C and E: a craps (4/36) at 3 to 1, 11 (2/36) at 7 to 1: 12/36 + 14/36 - 30/36 = -1/9.
    assert posted_house_edge(W.C_AND_E, DEFAULT_POSTED_ODDS) == Fraction(1, 9)


def test_horn_high_net_odds_and_edge() -> None:
    # Horn High on 12, five units: a 12 wins 4 * 27/4 + 30 = 57 per 5; a 2 wins 27 - 1 = 26 per 5;
    # a 3 or 11 wins 4 * 3 - 1 = 11 per 5.
    posted = DEFAULT_POSTED_ODDS
    assert net_odds(W.HORN_HIGH, posted, 12, high_total=12) == Fraction(57, 5)
    assert net_odds(W.HORN_HIGH, posted, 2, high_total=12) == Fraction(26, 5)
    assert net_odds(W.HORN_HIGH, posted, 11, high_total=12) == Fraction(11, 5)
    # EV per 5 units: (57 + 26) / 36 + 2 * 2 * 11 / 36 - 30 * 5 / 36 = (83 + 44 - 150)/36
    #   = -23/36 per 5 units = -23/180.
    assert posted_house_edge(W.HORN_HIGH, posted, high_total=12) == Fraction(23, 180)


def test_place_bets_to_lose_at_the_default_posted_odds() -> None:
    # Against 4 at 5 to 11: 2/3 * 5/11 - 1/3 = 10/33 - 11/33 = -1/33.
    assert posted_house_edge(W.PLACE_TO_LOSE, DEFAULT_POSTED_ODDS, number=4) == Fraction(1, 33)
    # Against 6 at 4 to 5: 6/11 * 4/5 - 5/11 = 24/55 - 25/55 = -1/55.
    assert posted_house_edge(W.PLACE_TO_LOSE, DEFAULT_POSTED_ODDS, number=6) == Fraction(1, 55)


def test_every_wager_decides_with_probability_one() -> None:
    assert sum(TOTAL_PROBABILITY.values()) == 1
    for wager in W:
        number = 6 if wager in (W.PLACE_TO_WIN, W.PLACE_TO_LOSE) else None
        par = wager_par(wager, number)
        assert par.win + par.lose + par.void == 1, wager


def test_a_place_bet_needs_its_number() -> None:
    with pytest.raises(RulesError, match=r"number=7: .*\[19:47-1\.2\(a\)5\]"):
        wager_par(W.PLACE_TO_WIN, 7)
