"""Par: the exact probability that each craps wager wins, loses or is void, over its whole life
from placement, and its house edge at the odds a caller gives.

Probabilities are `fractions.Fraction`s counted over the 36 equally likely rolls of two fair dice;
a multi-roll wager is decided on the first roll that decides it, and rolls that leave it as it was
(or on which it is inactive: a place bet's come out roll) do not change which decision comes first
(the roll that decides it is distributed as one roll conditioned on the deciding totals).

The house edge is the player's expected loss as a fraction of the stake, counted one of two ways
(`VoidCounting`): PER_WAGER counts a void wager as a trial that returned its stake (the published
1.364 % of the Don't Pass Bet), PER_DECISION leaves void wagers out (1.403 % for the Don't Pass).
For wagers that are never void the two are equal.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType

from reference_impl.craps.options import PostedOdds
from reference_impl.craps.wagers import CRAPS_TOTALS, POINT_NUMBERS, SINGLE_TOTAL_WAGERS, CrapsWager
from reference_impl.errors import RulesError
from reference_impl.money import Odds

__all__ = [
    "TOTAL_PROBABILITY",
    "VoidCounting",
    "WagerPar",
    "house_edge",
    "net_odds",
    "posted_house_edge",
    "wager_par",
]

_ONE = Fraction(1)
_WAYS = {total: 6 - abs(total - 7) for total in range(2, 13)}
TOTAL_PROBABILITY = MappingProxyType({t: Fraction(w, 36) for t, w in _WAYS.items()})
_SEVEN = TOTAL_PROBABILITY[7]
_PLACED = (CrapsWager.PLACE_TO_WIN, CrapsWager.PLACE_TO_LOSE)


class VoidCounting(enum.Enum):
    PER_WAGER = "per wager placed, a void counted as a trial"
    PER_DECISION = "per wager decided, a void counted as no decision"


@dataclass(frozen=True, slots=True)
class WagerPar:
    """The probabilities of one wager's decisions: `win_by_total` the probability of a win on
    each deciding total (the total that decides it, which sets a per-total payout), `lose`, `void`.
    """

    wager: CrapsWager
    number: int | None
    win_by_total: Mapping[int, Fraction]
    lose: Fraction
    void: Fraction

    @property
    def win(self) -> Fraction:
        return sum(self.win_by_total.values(), Fraction(0))


def _first(number: int) -> Fraction:
    """The probability that `number` is thrown before a 7."""
    return TOTAL_PROBABILITY[number] / (TOTAL_PROBABILITY[number] + _SEVEN)


def _line(wager: CrapsWager) -> WagerPar:
    """19:47-1.2(a)1-4 from the roll that starts the wager (the come out roll for the Pass and
    Don't Pass Bets, the roll after placement for the Come and Don't Come Bets)."""
    p = TOTAL_PROBABILITY
    right = wager in (CrapsWager.PASS, CrapsWager.COME)
    point_made = {n: p[n] * _first(n) for n in POINT_NUMBERS}
    point_missed = sum((p[n] * (1 - _first(n)) for n in POINT_NUMBERS), Fraction(0))
    if right:
        wins = {7: p[7], 11: p[11]}
        for n, made in point_made.items():
            wins[n] = made
        lose = sum((p[t] for t in CRAPS_TOTALS), Fraction(0)) + point_missed
        return WagerPar(wager, None, MappingProxyType(wins), lose, Fraction(0))
    wins = {2: p[2], 3: p[3], 7: point_missed}
    lose = p[7] + p[11] + sum(point_made.values(), Fraction(0))
    return WagerPar(wager, None, MappingProxyType(wins), lose, p[12])


def wager_par(wager: CrapsWager, number: int | None = None) -> WagerPar:
    """The probabilities of `wager` (on or against `number` for a place bet) from placement."""
    if wager in (CrapsWager.PASS, CrapsWager.DONT_PASS, CrapsWager.COME, CrapsWager.DONT_COME):
        return _line(wager)
    if wager in _PLACED:
        if number not in POINT_NUMBERS:
            raise RulesError(
                f"number={number}: a place bet is on 4, 5, 6, 8, 9 or 10 [{wager.clause}]"
            )
        made = _first(number)
        if wager is CrapsWager.PLACE_TO_WIN:
            return WagerPar(wager, number, MappingProxyType({number: made}), 1 - made, Fraction(0))
        return WagerPar(wager, number, MappingProxyType({7: 1 - made}), made, Fraction(0))
    hard = wager.hardway_total
    if hard is not None:
        one_way = Fraction(1, 36)
        easy = TOTAL_PROBABILITY[hard] - one_way
        win = one_way / (one_way + easy + _SEVEN)
        return WagerPar(wager, hard, MappingProxyType({hard: win}), 1 - win, Fraction(0))
    wins = {t: TOTAL_PROBABILITY[t] for t in sorted(wager.winning_totals)}
    lose = 1 - sum(wins.values(), Fraction(0))
    return WagerPar(wager, None, MappingProxyType(wins), lose, Fraction(0))


def _ratio(odds: Odds) -> Fraction:
    return Fraction(odds.win, odds.stake)


def house_edge(
    par: WagerPar,
    pays: Odds | Mapping[int, Odds] | Mapping[int, Fraction],
    counting: VoidCounting = VoidCounting.PER_WAGER,
) -> Fraction:
    """The house edge of `par`'s wager paid at `pays`: one Odds, or a net payout per deciding
    total (Odds, or a Fraction of the stake). Positive when the house has the edge."""
    expected = -par.lose
    for total, chance in par.win_by_total.items():
        paid = pays if isinstance(pays, Odds) else pays[total]
        expected += chance * (_ratio(paid) if isinstance(paid, Odds) else paid)
    if counting is VoidCounting.PER_DECISION:
        return -expected / (_ONE - par.void)
    return -expected


def net_odds(
    wager: CrapsWager,
    posted: PostedOdds,
    total: int,
    *,
    number: int | None = None,
    high_total: int | None = None,
) -> Fraction:
    """What `wager` wins per unit of stake on a win decided by `total`, at `posted` odds, before
    any rounding. A Horn High Bet is four units as a Horn Bet plus one unit on `high_total`
    (I-craps-horn-high-payout): on its high total it wins 4 * horn + single, on another horn total
    4 * horn - 1, per five units."""
    if wager is CrapsWager.HORN_HIGH:
        if high_total not in SINGLE_TOTAL_WAGERS:
            raise RulesError(f"high_total={high_total}: 2, 3, 11 or 12 [{wager.clause}]")
        horn = 4 * _ratio(posted.odds(CrapsWager.HORN, total))
        if total == high_total:
            return (horn + _ratio(posted.odds(SINGLE_TOTAL_WAGERS[total], total))) / 5
        return (horn - 1) / 5
    keyed = number if wager in _PLACED or wager.hardway_total is not None else total
    return _ratio(posted.odds(wager, keyed if keyed is not None else total))


def posted_house_edge(
    wager: CrapsWager,
    posted: PostedOdds,
    *,
    number: int | None = None,
    high_total: int | None = None,
    counting: VoidCounting = VoidCounting.PER_WAGER,
) -> Fraction:
    """The house edge of `wager` at a table's posted odds (`PostedOdds`)."""
    par = wager_par(wager, number)
    pays = {
        total: net_odds(wager, posted, total, number=par.number, high_total=high_total)
        for total in par.win_by_total
    }
    return house_edge(par, pays, counting)
