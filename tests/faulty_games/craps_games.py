"""The faulty craps games: the reference craps engine with exactly one realistic defect each.

Each game is a zero-argument factory, named as its registry entry, that returns the game's
`CrapsProcedure` (`craps_defects.py`: the reference procedure with one hook overridden). The
registry `CRAPS_FAULTY_GAMES` gives, for each, the defect in words, the clause of nj-1996 whose
text the defect breaks (the clause that should catch it), and the house options its table needs
for the defect to show, as `CrapsOptions` keyword arguments. `CrapsFaultyGame.table(dice)` opens
that table on forced dice, playing the faulty procedure:

    game = CRAPS_FAULTY_GAMES["dont_pass_void_on_2"]
    table = game.table(["1-1"])
    table.place(CrapsWager.DONT_PASS, 10)
    table.roll()  # the Don't Pass Bet is void; 19:47-1.2(a)2i says it wins

Where a defect is an amount, the amount the reference pays is the table's POSTED odds: the payout
odds of craps (19:47-1.4) are in no source, so the clause named is the item that decides the
wager and the odds are the house option (I-craps-posted-odds). No game patches
`reference_impl.craps`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from reference_impl.craps import (
    EDITION,
    CrapsOptions,
    CrapsProcedure,
    CrapsTable,
    PostedOdds,
)
from reference_impl.craps.dice import RollLike
from reference_impl.money import Odds
from tests.faulty_games import craps_defects

__all__ = ["CRAPS_FAULTY_GAMES", "CrapsFaultyGame"]

# The Field as most tables post it: 1 to 1, the 2 and the 12 at 2 to 1.
FIELD_TWELVE_AT_2_TO_1 = PostedOdds(
    field_bet={
        2: Odds(2, 1),
        3: Odds(1, 1),
        4: Odds(1, 1),
        9: Odds(1, 1),
        10: Odds(1, 1),
        11: Odds(1, 1),
        12: Odds(2, 1),
    }
)


@dataclass(frozen=True)
class CrapsFaultyGame:
    """One faulty craps game: its factory's name, the defect, the clause that should catch it
    (a canonical id of `edition`), the house options its table needs (`CrapsOptions` keyword
    arguments; the others are the defaults) and the factory of its procedure."""

    name: str
    defect: str
    clause: str
    options: Mapping[str, object]
    factory: Callable[[], CrapsProcedure]
    edition: str = EDITION

    def table_options(self) -> CrapsOptions:
        """The house options of the table the defect shows at."""
        return CrapsOptions(**self.options)  # type: ignore[arg-type]

    def table(self, dice: Iterable[RollLike]) -> CrapsTable:
        """A table with the game's house options on forced `dice`, playing the faulty procedure."""
        return CrapsTable(self.table_options(), dice, procedure=self.factory())


CRAPS_FAULTY_GAMES: dict[str, CrapsFaultyGame] = {}


def _game(
    defect: str, clause: str, options: Mapping[str, object] | None = None
) -> Callable[[Callable[[], CrapsProcedure]], Callable[[], CrapsProcedure]]:
    """Register the decorated function, which makes the game's procedure, as the faulty game of
    its name; the (cached) function becomes the game's factory."""

    def register(procedure: Callable[[], CrapsProcedure]) -> Callable[[], CrapsProcedure]:
        name = procedure.__name__
        if name in CRAPS_FAULTY_GAMES:
            raise ValueError(f"two faulty craps games are named {name}")
        factory = functools.cache(procedure)  # a procedure holds no state: one serves every table
        functools.update_wrapper(factory, procedure)
        CRAPS_FAULTY_GAMES[name] = CrapsFaultyGame(
            name, defect, clause, MappingProxyType(dict(options or {})), factory
        )
        return factory

    return register


# The line wagers (1.2(a)1-4) ---------------------------------------------------------------


@_game("a don't pass bet void (pushed) on a come out 2", "19:47-1.2(a)2i")
def dont_pass_void_on_2() -> CrapsProcedure:
    """A come out 2 voids the Don't Pass Bet (1.2(a)2i: it wins)."""
    return craps_defects.DontPassVoidOnTwo()


@_game("a don't pass bet lost on a come out 12 instead of void", "19:47-1.2(a)2iv")
def dont_pass_loses_on_come_out_12() -> CrapsProcedure:
    """A come out 12 loses the Don't Pass Bet (1.2(a)2iv: void)."""
    return craps_defects.DontPassLosesOnComeOutTwelve()


@_game("a pass bet won on a come out 3", "19:47-1.2(a)1iii(1)")
def pass_wins_on_come_out_3() -> CrapsProcedure:
    """A come out 3 wins the Pass Bet (1.2(a)1iii(1): it loses)."""
    return craps_defects.PassWinsOnComeOutThree()


@_game(
    "a come bet that ignores its come point: left on the come line, a 7 after it wins",
    "19:47-1.2(a)3iii(2)",
)
def come_bet_ignores_its_come_point() -> CrapsProcedure:
    """A Come Bet never moves to its come point; a 7 after the come point wins it as a new Come
    Bet's first roll (1.2(a)3iii(2): it loses)."""
    return craps_defects.ComeBetIgnoresItsComePoint()


@_game("a don't come bet void on a 2", "19:47-1.2(a)4i")
def dont_come_void_on_2() -> CrapsProcedure:
    """A 2 on the roll after a Don't Come Bet voids it (1.2(a)4i: it wins)."""
    return craps_defects.DontComeVoidOnTwo()


@_game("a pass bet accepted while a come out point stands", "19:47-1.2(a)1")
def pass_bet_accepted_after_come_out_roll() -> CrapsProcedure:
    """A Pass Bet is accepted after the come out roll (1.2(a)1: immediately prior to it)."""
    return craps_defects.PassBetAcceptedAfterComeOutRoll()


# The place bets and the hardways (1.2(a)5-10) ------------------------------------------------


@_game("a place bet to win working on the come out roll without being called on", "19:47-1.2(a)5")
def place_bet_works_on_come_out() -> CrapsProcedure:
    """A Place Bet to Win not called "on" is decided by a come out roll (1.2(a)5: inactive)."""
    return craps_defects.PlaceBetsWorkOnComeOut()


@_game("a place bet to lose paid at the place-to-win odds of its number", "19:47-1.2(a)6")
def place_to_lose_paid_at_place_to_win_odds() -> CrapsProcedure:
    """A Place Bet to Lose against the 6 won on a 7 is paid 7 to 6, the table's place-to-win odds,
    instead of its posted 4 to 5 (1.2(a)6 at the posted odds, I-craps-posted-odds)."""
    return craps_defects.PlaceToLosePaidAtPlaceToWinOdds()


@_game("six the hardway won on an easy six", "19:47-1.2(a)8")
def six_hardway_wins_on_easy_6() -> CrapsProcedure:
    """Six the Hardway wins on 2 and 4 (1.2(a)8: a 6 thrown any other way than 3 and 3 loses)."""
    return craps_defects.SixHardwayWinsOnEasySix()


@_game("ten the hardway left up when 10 is thrown the easy way", "19:47-1.2(a)10")
def ten_hardway_stays_up_on_easy_10() -> CrapsProcedure:
    """Ten the Hardway stays up on 4 and 6 (1.2(a)10: it loses)."""
    return craps_defects.TenHardwayStaysUpOnEasyTen()


# The one-roll wagers (1.2(a)11-20) ---------------------------------------------------------


@_game(
    "a field bet paying 12 as 1 to 1 when posted 2 to 1",
    "19:47-1.2(a)11",
    {"posted_odds": FIELD_TWELVE_AT_2_TO_1},
)
def field_12_paid_even_money() -> CrapsProcedure:
    """A Field Bet won on a 12 is paid 1 to 1 at a table posting 2 to 1 on the 12 (1.2(a)11 at
    the posted odds, I-craps-posted-odds)."""
    return craps_defects.FieldTwelvePaidEvenMoney()


@_game("an any craps bet left up after its roll", "19:47-1.2(a)13")
def any_craps_left_up_after_its_roll() -> CrapsProcedure:
    """An Any Craps bet not won on the roll after its placement stays on the layout (1.2(a)13:
    a one roll wager, lost on any other total)."""
    return craps_defects.AnyCrapsLeftUpAfterItsRoll()


@_game("a C and E bet lost on a 12", "19:47-1.2(a)18")
def c_and_e_loses_on_12() -> CrapsProcedure:
    """A C and E bet loses on a 12 (1.2(a)18: a craps, 2, 3 or 12, wins it)."""
    return craps_defects.CAndELosesOnTwelve()


@_game(
    "a horn high bet won on its high total paid as five units on that total",
    "19:47-1.2(a)20",
    {"horn_high_area": True},
)
def horn_high_paid_as_five_units_on_its_total() -> CrapsProcedure:
    """A Horn High Bet on the 12 won on a 12 is paid as five units at 30 to 1 (1.2(a)20: four
    units a Horn Bet, one unit on the 12; I-craps-horn-high-payout). Where the layout has no
    Horn High area the bet is broken down and the defect cannot show."""
    return craps_defects.HornHighPaidAsFiveUnitsOnItsTotal()


@_game("a horn high bet accepted in an amount that is not five units", "19:47-1.2(a)20")
def horn_high_accepted_outside_units_of_5() -> CrapsProcedure:
    """A $7 Horn High Bet is accepted at a $1 chip table (1.2(a)20: units of five,
    I-craps-horn-high-units)."""
    return craps_defects.HornHighAcceptedOutsideUnitsOfFive()


# The table's state (19:47-1.1) -------------------------------------------------------------


@_game(
    "the come out roll not reset after the point is made: the point stays standing",
    "19:47-1.1",
)
def point_kept_after_it_is_made() -> CrapsProcedure:
    """After the come out point is thrown again the next roll is not a come out roll: place bets
    work on it, a Pass Bet is refused (19:47-1.1 "Come Out Roll")."""
    return craps_defects.PointKeptAfterItIsMade()
