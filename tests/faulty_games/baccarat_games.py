"""The faulty Baccarat-Punto Banco games: the reference engine with exactly one realistic defect
each, certified in nj-1996 (the only edition with 19:47-3.1 to 3.5).

Each game is a zero-argument factory named as its registry entry, returning the game's
`BaccaratProcedure` (`baccarat_defects.py`: the reference procedure with one hook overridden).
`BACCARAT_FAULTY_GAMES` lists them with the defect in words, the clause (nj-1996 canonical id)
whose text the defect breaks and should catch it, and the house options a table needs for the
defect to show, named as `BaccaratOptions`' fields with their plain values ("up-to-multiple",
"9 to 1"). `BaccaratFaultyGame.table(stack)` opens that table on a stacked shoe:

    game = BACCARAT_FAULTY_GAMES["tie_paid_8_for_1"]
    faulty = game.table(stack)  # BaccaratTable(game.house_options(), stack, procedure=...)
    reference = game.table(stack, reference=True)  # the same table, the reference rules

No game patches `reference_impl`; the adapter that serves these games over the protocol is wired
later (issue 30, Deliver 5).
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from types import MappingProxyType
from typing import Any

from reference_impl.baccarat import (
    BaccaratOptions,
    BaccaratProcedure,
    BaccaratTable,
    RecutBy,
    VigorishCollection,
    VigorishRounding,
    VigorishRoundingOf,
)
from reference_impl.baccarat.options import refuse
from reference_impl.errors import RulesError
from reference_impl.money import Odds
from tests.faulty_games import baccarat_defects as defects

__all__ = ["BACCARAT_FAULTY_GAMES", "GAME", "BaccaratFaultyGame", "baccarat_options"]

GAME = "baccarat-punto-banco"
EDITION = "nj-1996"
_ENUMS: dict[str, type[enum.Enum]] = {
    "vigorish_rounding": VigorishRounding,
    "vigorish_rounding_of": VigorishRoundingOf,
    "vigorish_collection": VigorishCollection,
    "recut_by": RecutBy,
}
_FIELDS = frozenset(f.name for f in fields(BaccaratOptions))


def _odds(value: object) -> Odds:
    """Posted odds written "W to S" (I-baccarat-tie-odds)."""
    if isinstance(value, Odds):
        return value
    win, sep, stake = str(value).partition(" to ")
    if not sep or not win.strip().isdigit() or not stake.strip().isdigit():
        raise RulesError(f"tie_odds={value!r}: posted odds are written 'W to S' [19:47-3.3(b)]")
    return Odds(int(win), int(stake))


def baccarat_options(values: Mapping[str, object]) -> BaccaratOptions:
    """The `BaccaratOptions` of plain values: each key a field's name, an enum option by its
    value ("deferred"), the tie odds as "W to S"; validated by `BaccaratOptions` itself."""
    unknown = sorted(set(values) - _FIELDS)
    if unknown:
        raise RulesError(
            f"options={', '.join(unknown)}: not a house option of Baccarat-Punto Banco"
        )
    kwargs: dict[str, Any] = {}
    for name, value in values.items():
        if name in _ENUMS and not isinstance(value, enum.Enum):
            kind = _ENUMS[name]
            known = [member.value for member in kind]
            if value not in known:
                clause = "19:47-3.5(e)" if kind is RecutBy else "19:47-3.3(c)"
                raise refuse(name, repr(value), clause, f"one of {', '.join(known)}")
            kwargs[name] = kind(value)
        elif name == "tie_odds":
            kwargs[name] = _odds(value)
        else:
            kwargs[name] = value
    return BaccaratOptions(**kwargs)


@dataclass(frozen=True)
class BaccaratFaultyGame:
    """One faulty baccarat game: its factory's name, the defect in words, the clause that should
    catch it (nj-1996 canonical id), the house options its table needs and the factory of its
    procedure."""

    name: str
    defect: str
    clause: str
    options: Mapping[str, object]
    factory: Callable[[], BaccaratProcedure]
    game: str = GAME
    edition: str = EDITION
    hook: str = field(default="")  # the one BaccaratProcedure method the game overrides

    def house_options(self, **overrides: object) -> BaccaratOptions:
        """The table's `BaccaratOptions`: the game's options, with `overrides` (e.g. `decks=6`)."""
        return baccarat_options({**self.options, **overrides})

    def table(
        self, stack: Sequence[int], *, reference: bool = False, **overrides: object
    ) -> BaccaratTable:
        """A table with the game's options on the stacked shoe `stack` (front first), playing
        the faulty procedure, or with `reference=True` the reference rules at the same table."""
        procedure = None if reference else self.factory()
        return BaccaratTable(self.house_options(**overrides), stack, procedure=procedure)


BACCARAT_FAULTY_GAMES: dict[str, BaccaratFaultyGame] = {}


def _overridden_hook(procedure: type[BaccaratProcedure]) -> str:
    """The one hook of `BaccaratProcedure` that `procedure` overrides."""
    hooks = [
        name
        for name, value in vars(procedure).items()
        if callable(value) and hasattr(BaccaratProcedure, name) and not name.startswith("__")
    ]
    if len(hooks) != 1:
        raise TypeError(f"{procedure.__name__} overrides {hooks}; a faulty game overrides one hook")
    return hooks[0]


def _game(
    defect: str, clause: str, options: Mapping[str, object] | None = None
) -> Callable[[Callable[[], BaccaratProcedure]], Callable[[], BaccaratProcedure]]:
    """Register the decorated function, which makes the game's procedure, as the faulty game of
    its name; the name becomes the game's factory (one procedure, which holds no state, serves
    every table)."""

    def register(make: Callable[[], BaccaratProcedure]) -> Callable[[], BaccaratProcedure]:
        name = make.__name__
        if name in BACCARAT_FAULTY_GAMES:
            raise ValueError(f"two faulty baccarat games are named {name}")
        factory = functools.cache(make)
        hook = _overridden_hook(type(factory()))
        table = MappingProxyType(dict(options or {}))
        BACCARAT_FAULTY_GAMES[name] = BaccaratFaultyGame(
            name, defect, clause, table, factory, hook=hook
        )
        return factory

    return register


# Cards and the Point Count (3.1) ----------------------------------------------------------


@_game("a 9 valued zero, as a ten or a face card, instead of its face value", "19:47-3.1(b)1")
def nine_counted_as_zero() -> BaccaratProcedure:
    """A 9 counts zero, so a natural 9 loses to an 8 (3.1(b)1: 2 to 9 have their face value)."""
    return defects.NineCountedAsZero()


@_game("a two-digit total counted as 9 instead of its right digit", "19:47-3.1(c)")
def two_digit_total_counted_as_nine() -> BaccaratProcedure:
    """An ace, a 2 and a 9 count 9 instead of 2 (3.1(c)2)."""
    return defects.TwoDigitTotalCountedAsNine()


# The shoe (3.5) ---------------------------------------------------------------------------


@_game("a cut accepted 9 cards in from an end", "19:47-3.5(c)")
def cut_accepted_9_cards_from_an_end() -> BaccaratProcedure:
    """The cutting card accepted 9 cards in from the front or the back (3.5(c): at least 10)."""
    return defects.CutAccepted9CardsFromAnEnd()


@_game("a cut checked from the front only: too near the back accepted", "19:47-3.5(c)")
def cut_checked_from_the_front_only() -> BaccaratProcedure:
    """A cut 5 cards in from the back accepted (3.5(c): 10 in from either end)."""
    return defects.CutCheckedFromTheFrontOnly()


@_game("a cutting card placed 13 cards from the back", "19:47-3.5(d)")
def cutting_card_13_from_the_back() -> BaccaratProcedure:
    """The cutting card accepted 13 cards in from the back (3.5(d): at least 14)."""
    return defects.CuttingCard13FromTheBack()


@_game("a burn that counts a king (a ten, a face card) as zero", "19:47-3.5(d)")
def burn_counts_king_as_zero() -> BaccaratProcedure:
    """A king drawn first burns no more cards (3.5(d): face cards and tens count as tens)."""
    return defects.BurnCountsKingAsZero()


@_game("a burn that counts a face card by its rank: jack 11, queen 12, king 13", "19:47-3.5(d)")
def burn_counts_face_cards_by_rank() -> BaccaratProcedure:
    """A king drawn first burns 13 more cards (3.5(d): face cards count as tens)."""
    return defects.BurnCountsFaceCardsByRank()


@_game("a burn that counts the first card in its own amount (one card short)", "19:47-3.5(d)")
def burn_counts_first_card_in_its_amount() -> BaccaratProcedure:
    """A 3 drawn first burns 3 cards in all (3.5(d): the first card and 3 more)."""
    return defects.BurnCountsFirstCardInItsAmount()


@_game(
    "a recut made by the last cutter at a table that elected the next person entitled",
    "19:47-3.5(e)",
    {"recut_by": "next-entitled"},
)
def recut_by_last_cutter_at_next_entitled_table() -> BaccaratProcedure:
    """The licensee's recut option ignored: the last cutter recuts (3.5(e))."""
    return defects.RecutByLastCutterAtNextEntitledTable()


# Wagers (3.2) ---------------------------------------------------------------------------


@_game("a wager the table does not offer (a pair bet) booked as a Tie Bet", "19:47-3.2(b)")
def pair_wager_booked_as_tie_bet() -> BaccaratProcedure:
    """A "player pair" wager accepted, as a Tie Bet, instead of refused (3.2(b))."""
    return defects.PairWagerBookedAsTieBet()


@_game('a wager made, increased or withdrawn after "No More Bets"', "19:47-3.2(d)")
def wager_accepted_after_no_more_bets() -> BaccaratProcedure:
    """The layout open until the first card: a late wager accepted and settled (3.2(d))."""
    return defects.WagerAcceptedAfterNoMoreBets()


@_game("a Banker's Hand wager paid on a tie instead of void", "19:47-3.2(a)1iii")
def banker_wager_paid_on_tie() -> BaccaratProcedure:
    """The Banker's Hand wins equal Point Counts (3.2(a)1iii: void)."""
    return defects.BankerWagerPaidOnTie()


@_game("a Player's Hand wager lost on a tie instead of void", "19:47-3.2(a)2iii")
def player_wager_loses_on_tie() -> BaccaratProcedure:
    """The Player's Hand loses equal Point Counts (3.2(a)2iii: void)."""
    return defects.PlayerWagerLosesOnTie()


# Payouts and vigorish (3.3) ---------------------------------------------------------------


@_game("a Player's Hand win paid 19 to 20, a commission taken, instead of 1 to 1", "19:47-3.3(a)")
def player_hand_paid_19_to_20() -> BaccaratProcedure:
    """$10 on the Player's Hand wins $9.50 (3.3(a): 1 to 1, $10)."""
    return defects.PlayerHandPaid19To20()


@_game("a tie paid 8 for 1 (7 to 1) instead of at least 8 to 1", "19:47-3.3(b)")
def tie_paid_8_for_1() -> BaccaratProcedure:
    """$5 on a winning Tie Bet wins $35 (3.3(b): at least 8 to 1, $40)."""
    return defects.TiePaid8For1()


@_game(
    "a vigorish taken on the whole wager (stake and win) instead of the amount won", "19:47-3.3(c)"
)
def vigorish_on_whole_wager() -> BaccaratProcedure:
    """$10 won on the Banker's Hand at 5 % pays $1.00 vigorish (3.3(c): $0.50)."""
    return defects.VigorishOnWholeWager()


@_game("a vigorish of 5 % charged at a 4 % table", "19:47-3.3(c)", {"vigorish_percent": 4})
def five_percent_at_four_percent_table() -> BaccaratProcedure:
    """$10 won on the Banker's Hand at a 4 % table pays $0.50 vigorish (3.3(c): $0.40)."""
    return defects.FivePercentAtFourPercentTable()


@_game(
    "a rounded vigorish rounded down instead of up to the next multiple of 25 cents",
    "19:47-3.3(c)",
    {"vigorish_rounding": "up-to-multiple"},
)
def vigorish_rounded_down() -> BaccaratProcedure:
    """$13 won at 5 %, $0.65, collected as $0.50 (3.3(c): up to $0.75)."""
    return defects.VigorishRoundedDown()


@_game(
    "a four percent vigorish rounded up to 25 cents instead of 20 cents",
    "19:47-3.3(c)",
    {"vigorish_percent": 4, "vigorish_rounding": "up-to-multiple"},
)
def four_percent_vigorish_rounded_to_25_cents() -> BaccaratProcedure:
    """$7 won at 4 %, $0.28, collected as $0.50 (3.3(c): up to $0.40)."""
    return defects.FourPercentVigorishRoundedTo25Cents()


@_game(
    "a deferred vigorish never put on the marker, so not collected before the reshuffle",
    "19:47-3.3(c)",
    {"vigorish_collection": "deferred"},
)
def deferred_vigorish_never_marked() -> BaccaratProcedure:
    """$10 won at a deferring table: no $0.50 owed or collected before the reshuffle (3.3(c))."""
    return defects.DeferredVigorishNeverMarked()
