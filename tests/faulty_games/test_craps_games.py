"""Each faulty craps game has its defect, and only it.

For every game a round worked out by hand from the rule text is played on forced dice at the
game's table, by the reference procedure and by the faulty one: the reference does what the clause
requires (the amounts are literals, worked out in the comments) and the faulty game differs
exactly as its defect says. On the rounds the defect does not touch, the faulty game's transcript
and ledger are the reference's, event for event.

Amounts are at the default posted odds of `reference_impl.craps` (house options: the payout odds
of 19:47-1.4 are in no source, I-craps-posted-odds): line wagers 1 to 1; place to win the 6 at
7 to 6; place to lose against the 6 at 4 to 5; hard 6 at 9 to 1, hard 10 at 7 to 1; the Field
1 to 1, the 2 and 12 at 2 to 1; Any Craps 7 to 1; the 12 alone 30 to 1; C and E 3 to 1 on a
craps, 7 to 1 on 11; the Horn 27 to 4 on a 2 or 12 (net odds of the four units). Bets are
numbered in the order they are placed, from 1; a refused wager takes no number.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Literal

import pytest

from reference_impl.craps import (
    EDITION,
    REFERENCE_PROCEDURE,
    CrapsOptions,
    CrapsProcedure,
    CrapsTable,
    CrapsWager,
)
from reference_impl.errors import WagerError
from reference_impl.money import format_money
from regulations.corpus import Corpus, load_corpus
from tests.faulty_games import craps_games
from tests.faulty_games.craps_games import CRAPS_FAULTY_GAMES, CrapsFaultyGame


@dataclass(frozen=True)
class Place:
    """A wager placed before the next roll."""

    wager: CrapsWager
    amount: str
    number: int | None = None
    high_total: int | None = None


ROLL: Literal["roll"] = "roll"
Move = Place | Literal["roll"]


@dataclass(frozen=True)
class Round:
    """Forced dice (in throwing order) and the wagers placed and rolls thrown, in order."""

    dice: tuple[str, ...]
    moves: tuple[Move, ...]


def on(dice: str, *moves: Move) -> Round:
    return Round(tuple(dice.split()), moves)


@dataclass(frozen=True)
class Played:
    """What a round did: each decided bet as (bet, roll, result, net) in the order decided, the
    clause each refused wager was refused under, the bets left on the layout, and the come out
    point standing at the end."""

    decided: tuple[tuple[int, int, str, str], ...] = ()
    refused: tuple[str, ...] = ()
    left: tuple[int, ...] = ()
    point: int | None = None


_REFUSED_UNDER = re.compile(r"\[(19:47-[^\]]+)\]$")


@dataclass
class Table:
    """A table after a round, and the refusals it gave on the way."""

    table: CrapsTable
    refusals: list[str] = field(default_factory=list)

    def played(self) -> Played:
        entries = self.table.ledger.entries
        return Played(
            decided=tuple(
                (entry.bet, entry.roll, entry.result.value, format_money(entry.net))
                for entry in entries
            ),
            refused=tuple(_clause_of(message) for message in self.refusals),
            left=tuple(bet.id for bet in self.table.bets),
            point=self.table.point,
        )

    def trace(self) -> tuple[object, ...]:
        """Everything the table showed: its transcript, ledger, refusals and final state."""
        table = self.table
        return (
            tuple(event.to_dict() for event in table.transcript),
            tuple(entry.to_dict() for entry in table.ledger.entries),
            tuple(self.refusals),
            table.bets,
            table.point,
            table.come_out_next,
        )

    def cited(self) -> set[str]:
        """The clauses the table's transcript and refusals cite."""
        cited = {event.clause for event in self.table.transcript}
        return cited | {_clause_of(message) for message in self.refusals}


def _clause_of(message: str) -> str:
    found = _REFUSED_UNDER.search(message)
    assert found is not None, message
    return found.group(1)


def play(procedure: CrapsProcedure, options: CrapsOptions, round_: Round) -> Table:
    """Play `round_` at a table with `options` and `procedure`; every forced roll is thrown."""
    played = Table(CrapsTable(options, round_.dice, procedure=procedure))
    for move in round_.moves:
        if move == ROLL:
            played.table.roll()
            continue
        assert isinstance(move, Place)
        try:
            played.table.place(
                move.wager, move.amount, number=move.number, high_total=move.high_total
            )
        except WagerError as refusal:
            played.refusals.append(str(refusal))
    assert played.table.dice.remaining == 0, "a round throws all its dice"
    assert played.table.ledger.is_balanced(played.table.on_layout())
    return played


@dataclass(frozen=True)
class Case:
    round: Round
    reference: Played
    faulty: Played
    # Rounds the defect does not touch, played alike by both.
    ordinary: tuple[Round, ...]


def won(bet: int, roll: int, net: str) -> tuple[int, int, str, str]:
    return (bet, roll, "win", net)


def lost(bet: int, roll: int, net: str = "-10.00") -> tuple[int, int, str, str]:
    return (bet, roll, "lose", net)


def void(bet: int, roll: int) -> tuple[int, int, str, str]:
    return (bet, roll, "void", "0.00")


PASS = CrapsWager.PASS
DONT_PASS = CrapsWager.DONT_PASS

# A game from its come out roll to a seven-out that none of the defects touches: a $10 Pass Bet
# and a $10 Don't Pass Bet; 4-4 is the come out point 8; then a $6 Place Bet to Win on the 6 and
# a $10 Field Bet; 2-4 wins the place bet at 7 to 6 ($7) and loses the Field on a 6; 3-4 is a 7
# before the 8: the Pass Bet loses under 1.2(a)1iii(2), the Don't Pass wins 1 to 1 under (a)2ii.
ORDINARY = on(
    "4-4 2-4 3-4",
    Place(PASS, "10"),
    Place(DONT_PASS, "10"),
    ROLL,
    Place(CrapsWager.PLACE_TO_WIN, "6", number=6),
    Place(CrapsWager.FIELD, "10"),
    ROLL,
    ROLL,
)
ORDINARY_PLAYED = Played(decided=(won(3, 2, "7.00"), lost(4, 2), lost(1, 3), won(2, 3, "10.00")))


CASES: dict[str, Case] = {
    # 1.2(a)2i: a come out 2 wins the Don't Pass Bet, 1 to 1: $10. Barred, it is void: $0.
    "dont_pass_void_on_2": Case(
        on("1-1", Place(DONT_PASS, "10"), ROLL),
        reference=Played(decided=(won(1, 1, "10.00"),)),
        faulty=Played(decided=(void(1, 1),)),
        ordinary=(
            ORDINARY,
            on("6-6", Place(DONT_PASS, "10"), ROLL),  # (a)2iv: void on the 12
            on("1-2", Place(DONT_PASS, "10"), ROLL),  # (a)2i: won on the 3
        ),
    ),
    # 1.2(a)2iv: a come out 12 voids the Don't Pass Bet: $0. Lost, -$10.
    "dont_pass_loses_on_come_out_12": Case(
        on("6-6", Place(DONT_PASS, "10"), ROLL),
        reference=Played(decided=(void(1, 1),)),
        faulty=Played(decided=(lost(1, 1),)),
        ordinary=(ORDINARY, on("1-1", Place(DONT_PASS, "10"), ROLL)),
    ),
    # 1.2(a)1iii(1): a come out 3 loses the Pass Bet: -$10. Won, +$10.
    "pass_wins_on_come_out_3": Case(
        on("1-2", Place(PASS, "10"), ROLL),
        reference=Played(decided=(lost(1, 1),)),
        faulty=Played(decided=(won(1, 1, "10.00"),)),
        ordinary=(
            ORDINARY,
            on("1-1", Place(PASS, "10"), ROLL),  # (a)1iii(1): lost on the 2
            on("5-6", Place(PASS, "10"), ROLL),  # (a)1i: won on the 11
        ),
    ),
    # 2-2: come out point 4 for the $10 Pass Bet; a $10 Come Bet; 2-3: its come point 5; 3-4: a 7
    # before the 4 and before the 5: both lose, the Pass Bet under 1.2(a)1iii(2), the Come Bet
    # under (a)3iii(2): -$10 each. Left on the Come Line, the 7 is the Come Bet's first roll and
    # wins it under (a)3i: +$10.
    "come_bet_ignores_its_come_point": Case(
        on("2-2 2-3 3-4", Place(PASS, "10"), ROLL, Place(CrapsWager.COME, "10"), ROLL, ROLL),
        reference=Played(decided=(lost(1, 3), lost(2, 3))),
        faulty=Played(decided=(lost(1, 3), won(2, 3, "10.00"))),
        ordinary=(
            ORDINARY,
            # (a)3i: an 11 on the roll after the Come Bet wins it, $10; the point 4 stands.
            on("2-2 5-6", Place(PASS, "10"), ROLL, Place(CrapsWager.COME, "10"), ROLL),
        ),
    ),
    # 2-2: the come out point 4; a $10 Don't Come Bet; 1-1: 1.2(a)4i, a 2 wins it, $10. Void, $0.
    "dont_come_void_on_2": Case(
        on("2-2 1-1", ROLL, Place(CrapsWager.DONT_COME, "10"), ROLL),
        reference=Played(decided=(won(1, 2, "10.00"),), point=4),
        faulty=Played(decided=(void(1, 2),), point=4),
        ordinary=(
            ORDINARY,
            on("2-2 6-6", ROLL, Place(CrapsWager.DONT_COME, "10"), ROLL),  # (a)4iv: void
            on("2-2 5-6", ROLL, Place(CrapsWager.DONT_COME, "10"), ROLL),  # (a)4iii(1): lost
        ),
    ),
    # 2-2: the come out point 4; a $10 Pass Bet is refused under 1.2(a)1 (placed immediately prior
    # to the come out roll only); 5-6 decides nothing. Accepted, the 11 wins it as a come out 11
    # would: +$10.
    "pass_bet_accepted_after_come_out_roll": Case(
        on("2-2 5-6", ROLL, Place(PASS, "10"), ROLL),
        reference=Played(refused=("19:47-1.2(a)1",), point=4),
        faulty=Played(decided=(won(1, 2, "10.00"),), point=4),
        ordinary=(ORDINARY, on("5-6", Place(PASS, "10"), ROLL)),
    ),
    # 1.2(a)5: a $6 Place Bet to Win on the 6, not called "on", is inactive on the come out 7 and
    # stays on the layout. Working, it loses: -$6.
    "place_bet_works_on_come_out": Case(
        on("3-4", Place(CrapsWager.PLACE_TO_WIN, "6", number=6), ROLL),
        reference=Played(left=(1,)),
        faulty=Played(decided=(lost(1, 1, "-6.00"),)),
        ordinary=(
            ORDINARY,
            # After the come out point 4, the 6 wins the $6 place bet at 7 to 6: $7.
            on("2-2 3-3", ROLL, Place(CrapsWager.PLACE_TO_WIN, "6", number=6), ROLL),
        ),
    ),
    # 2-2: the come out point 4; $30 on a Place Bet to Lose against the 6; 3-4: a 7 before the 6
    # wins it under 1.2(a)6 at the posted 4 to 5: 30 x 4 / 5 = $24. At the place-to-win 7 to 6:
    # 30 x 7 / 6 = $35.
    "place_to_lose_paid_at_place_to_win_odds": Case(
        on("2-2 3-4", ROLL, Place(CrapsWager.PLACE_TO_LOSE, "30", number=6), ROLL),
        reference=Played(decided=(won(1, 2, "24.00"),)),
        faulty=Played(decided=(won(1, 2, "35.00"),)),
        ordinary=(
            ORDINARY,
            # The 6 before a 7 loses it: -$30.
            on("2-2 3-3", ROLL, Place(CrapsWager.PLACE_TO_LOSE, "30", number=6), ROLL),
        ),
    ),
    # 2-2: the come out point 4; $10 on Six the Hardway; 2-4, a 6 thrown other than with 3 on
    # each die, loses it under 1.2(a)8: -$10. Won at 9 to 1: +$90.
    "six_hardway_wins_on_easy_6": Case(
        on("2-2 2-4", ROLL, Place(CrapsWager.SIX_HARDWAY, "10"), ROLL),
        reference=Played(decided=(lost(1, 2),), point=4),
        faulty=Played(decided=(won(1, 2, "90.00"),), point=4),
        ordinary=(
            ORDINARY,
            on("2-2 3-3", ROLL, Place(CrapsWager.SIX_HARDWAY, "10"), ROLL),  # 3-3: +$90
            on("2-2 3-4", ROLL, Place(CrapsWager.SIX_HARDWAY, "10"), ROLL),  # a 7: -$10
        ),
    ),
    # 2-2: the come out point 4; $10 on Ten the Hardway; 4-6, a 10 thrown the easy way, loses it
    # under 1.2(a)10: -$10. Left up, the 5-5 after it wins at 7 to 1: +$70.
    "ten_hardway_stays_up_on_easy_10": Case(
        on("2-2 4-6 5-5", ROLL, Place(CrapsWager.TEN_HARDWAY, "10"), ROLL, ROLL),
        reference=Played(decided=(lost(1, 2),), point=4),
        faulty=Played(decided=(won(1, 3, "70.00"),), point=4),
        ordinary=(
            ORDINARY,
            on("2-2 5-5", ROLL, Place(CrapsWager.TEN_HARDWAY, "10"), ROLL),  # 5-5: +$70
            on("2-2 3-4", ROLL, Place(CrapsWager.TEN_HARDWAY, "10"), ROLL),  # a 7: -$10
        ),
    ),
    # 1.2(a)11: a 12 wins the $10 Field Bet, at the posted 2 to 1 on the 12: $20. At 1 to 1, $10.
    "field_12_paid_even_money": Case(
        on("6-6", Place(CrapsWager.FIELD, "10"), ROLL),
        reference=Played(decided=(won(1, 1, "20.00"),)),
        faulty=Played(decided=(won(1, 1, "10.00"),)),
        ordinary=(
            ORDINARY,
            on("1-1", Place(CrapsWager.FIELD, "10"), ROLL),  # the 2 at 2 to 1: $20
            on("4-5", Place(CrapsWager.FIELD, "10"), ROLL),  # the 9 at 1 to 1: $10
        ),
    ),
    # 1.2(a)13: a $10 Any Craps bet loses on the 7 after its placement: -$10. Left up, the 2 on
    # the next roll wins it at 7 to 1: +$70.
    "any_craps_left_up_after_its_roll": Case(
        on("3-4 1-1", Place(CrapsWager.ANY_CRAPS, "10"), ROLL, ROLL),
        reference=Played(decided=(lost(1, 1),)),
        faulty=Played(decided=(won(1, 2, "70.00"),)),
        ordinary=(ORDINARY, on("1-2", Place(CrapsWager.ANY_CRAPS, "10"), ROLL)),  # 3: +$70
    ),
    # 1.2(a)18: a 12 is a craps and wins the $10 C and E bet, at the posted 3 to 1 on a craps
    # (net of its two units): $30. Lost, -$10.
    "c_and_e_loses_on_12": Case(
        on("6-6", Place(CrapsWager.C_AND_E, "10"), ROLL),
        reference=Played(decided=(won(1, 1, "30.00"),)),
        faulty=Played(decided=(lost(1, 1),)),
        ordinary=(
            ORDINARY,
            on("5-6", Place(CrapsWager.C_AND_E, "10"), ROLL),  # the 11 at 7 to 1: $70
            on("1-1", Place(CrapsWager.C_AND_E, "10"), ROLL),  # the 2 at 3 to 1: $30
        ),
    ),
    # 1.2(a)20: a $5 Horn High Bet on the 12 is four $1 units as a Horn Bet and $1 on the 12; a 12
    # pays the Horn's $4 at 27 to 4, $27, and the $1 on the 12 at 30 to 1, $30: $57. As five units
    # on the 12: 5 x 30 = $150.
    "horn_high_paid_as_five_units_on_its_total": Case(
        on("6-6", Place(CrapsWager.HORN_HIGH, "5", high_total=12), ROLL),
        reference=Played(decided=(won(1, 1, "57.00"),)),
        faulty=Played(decided=(won(1, 1, "150.00"),)),
        ordinary=(
            ORDINARY,
            # A 2: the Horn's $27, less the $1 on the 12: $26.
            on("1-1", Place(CrapsWager.HORN_HIGH, "5", high_total=12), ROLL),
            # A 7: the $5 lost.
            on("3-4", Place(CrapsWager.HORN_HIGH, "5", high_total=12), ROLL),
        ),
    ),
    # 1.2(a)20: $7 is not five whole $1 units: refused. Accepted as five units of $1.40, a 12 pays
    # the Horn's $5.60 at 27 to 4, $37.80, and $1.40 at 30 to 1, $42.00: $79.80.
    "horn_high_accepted_outside_units_of_5": Case(
        on("6-6", Place(CrapsWager.HORN_HIGH, "7", high_total=12), ROLL),
        reference=Played(refused=("19:47-1.2(a)20",)),
        faulty=Played(decided=(won(1, 1, "79.80"),)),
        ordinary=(ORDINARY, on("6-6", Place(CrapsWager.HORN_HIGH, "5", high_total=12), ROLL)),
    ),
    # 2-2: the come out point 4 for a $10 Pass Bet; 1-3, the 4 again, wins it under 1.2(a)1ii,
    # $10, and (19:47-1.1) the next roll is a come out roll: a $6 Place Bet to Win on the 6 is
    # accepted and a $10 Pass Bet too; 3-4, a come out 7, wins the Pass Bet under (a)1i, $10, and
    # leaves the place bet up (inactive, (a)5). With the point kept, the second Pass Bet is
    # refused under (a)1 and the 7 is a seven-out that loses the place bet: -$6.
    "point_kept_after_it_is_made": Case(
        on(
            "2-2 1-3 3-4",
            Place(PASS, "10"),
            ROLL,
            ROLL,
            Place(CrapsWager.PLACE_TO_WIN, "6", number=6),
            Place(PASS, "10"),
            ROLL,
        ),
        reference=Played(decided=(won(1, 2, "10.00"), won(3, 3, "10.00")), left=(2,)),
        faulty=Played(
            decided=(won(1, 2, "10.00"), lost(2, 3, "-6.00")), refused=("19:47-1.2(a)1",)
        ),
        ordinary=(ORDINARY, on("2-2 3-4", Place(PASS, "10"), ROLL, ROLL)),  # a seven-out
    ),
}


@functools.cache
def corpus() -> Corpus:
    return load_corpus()


# The registry -----------------------------------------------------------------------------


def test_there_are_at_least_12_games_each_with_a_worked_round() -> None:
    assert len(CRAPS_FAULTY_GAMES) >= 12
    assert set(CASES) == set(CRAPS_FAULTY_GAMES)


_HOOKS = frozenset(name for name in vars(CrapsProcedure) if not name.startswith("_"))


@pytest.mark.parametrize("game", CRAPS_FAULTY_GAMES.values(), ids=CRAPS_FAULTY_GAMES.keys())
def test_a_registry_entry_names_its_factory_a_clause_and_a_table(game: CrapsFaultyGame) -> None:
    assert game.name.isidentifier() and game.defect
    assert getattr(craps_games, game.name) is game.factory
    # The clause is a clause of nj-1996 (19:47-1.1 and 1.2 are the only craps text in the corpus).
    assert game.edition == EDITION == "nj-1996"
    assert str(corpus().clause(game.clause, game.edition).id) == game.clause
    # The options are real, allowed house options, and the game's table has them.
    options = game.table_options()
    assert isinstance(options, CrapsOptions)
    table = game.table(["1-1"])
    assert table.options == options and table.procedure is game.factory()
    # One procedure serves every table; it is the reference with ONE hook overridden.
    procedure = game.factory()
    assert procedure is game.factory() and isinstance(procedure, CrapsProcedure)
    overridden = _HOOKS & set(vars(type(procedure)))
    assert len(overridden) == 1, overridden


def test_no_faulty_game_changes_the_reference_engine() -> None:
    assert type(REFERENCE_PROCEDURE) is CrapsProcedure
    for name, value in vars(CrapsProcedure).items():
        assert not str(getattr(value, "__module__", "")).startswith("tests."), name
    assert CrapsTable().procedure is REFERENCE_PROCEDURE
    assert {type(game.factory()) for game in CRAPS_FAULTY_GAMES.values()}.isdisjoint(
        {CrapsProcedure}
    )


# Each defect is real, and the only one ---------------------------------------------------


@pytest.mark.parametrize("name", CASES)
def test_the_defect_shows_where_the_reference_plays_the_rule(name: str) -> None:
    game, case = CRAPS_FAULTY_GAMES[name], CASES[name]
    assert case.reference != case.faulty
    reference = play(REFERENCE_PROCEDURE, game.table_options(), case.round)
    faulty = play(game.factory(), game.table_options(), case.round)
    assert reference.played() == case.reference
    assert faulty.played() == case.faulty
    # The reference's round reaches the registry's clause: it decides, refuses or turns the
    # table's state under it.
    assert game.clause in reference.cited()


@pytest.mark.parametrize("name", CASES)
def test_a_round_the_defect_does_not_touch_is_played_as_the_reference_plays_it(name: str) -> None:
    game, case = CRAPS_FAULTY_GAMES[name], CASES[name]
    assert case.ordinary
    for round_ in case.ordinary:
        faulty = play(game.factory(), game.table_options(), round_)
        reference = play(REFERENCE_PROCEDURE, game.table_options(), round_)
        assert faulty.trace() == reference.trace(), round_


def test_the_ordinary_game_is_played_as_worked_by_hand() -> None:
    played = play(REFERENCE_PROCEDURE, CrapsOptions(), ORDINARY).played()
    assert played == ORDINARY_PLAYED
    # Net over the game: +7 - 10 - 10 + 10.
    assert sum(Decimal(net) for *_, net in played.decided) == Decimal(-3)


def test_the_docstring_example_of_the_registry_runs() -> None:
    table = CRAPS_FAULTY_GAMES["dont_pass_void_on_2"].table(["1-1"])
    table.place(DONT_PASS, 10)
    (entry,) = table.roll()
    assert (entry.result.value, entry.net, entry.clause) == ("void", Decimal(0), "19:47-1.2(a)2iv")
