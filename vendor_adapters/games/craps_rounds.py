# Over 500 lines: one game's adapter-check rounds, forbidden tables and outcome comparison.
"""The craps rounds `bjkit adapter-check` plays (protocol 1.5, docs/ADAPTERS.md "Craps"), and the
fields of the outcome it compares with the reference craps adapter's.

Hand-written rounds take every wager of 19:47-1.2(a) down each of its paths (the sub-items of
1.2(a)1-4, the place bets on and off on the come out roll, the hardways against an easy total,
the one-roll wagers, the Horn High Bet with and without its area) and the refusals of the
placement rules; drawn rounds are dice sequences from a seed, with the rare totals (2, 3, 11, 12,
the hardways) drawn more often than the dice throw them, and wagers placed before random rolls.
The round's outcome is the reference adapter's to say: adapter-check compares, it does not
compute (certification judges the amounts against the clauses).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from vendor_adapters.games.craps import DEFAULT_WIRE_OPTIONS
from vendor_adapters.games.rounds import (
    Difference,
    ForbiddenTable,
    RoundSet,
    ScriptedRound,
    money_equal,
    odds_equal,
)

__all__ = [
    "CAPABILITIES",
    "DEFAULT_OPTIONS",
    "GAME",
    "REQUIRED_CAPABILITY",
    "differences",
    "drawn",
    "forbidden_tables",
    "own_checks",
    "scripted",
]

GAME = "craps"
REQUIRED_CAPABILITY = "forced-dice"
CAPABILITIES = frozenset({REQUIRED_CAPABILITY})
DEFAULT_OPTIONS: Mapping[str, object] = DEFAULT_WIRE_OPTIONS

_SECTION = "19:47-1."
_DEFINITIONS = "19:47-1.1"

# Each wager's item of 19:47-1.2(a), by its wire name.
WAGER_CLAUSES: Mapping[str, str] = {
    "pass-bet": "19:47-1.2(a)1",
    "dont-pass-bet": "19:47-1.2(a)2",
    "come-bet": "19:47-1.2(a)3",
    "dont-come-bet": "19:47-1.2(a)4",
    "place-bet-to-win": "19:47-1.2(a)5",
    "place-bet-to-lose": "19:47-1.2(a)6",
    "four-the-hardway": "19:47-1.2(a)7",
    "six-the-hardway": "19:47-1.2(a)8",
    "eight-the-hardway": "19:47-1.2(a)9",
    "ten-the-hardway": "19:47-1.2(a)10",
    "field-bet": "19:47-1.2(a)11",
    "any-seven": "19:47-1.2(a)12",
    "any-craps": "19:47-1.2(a)13",
    "craps-two": "19:47-1.2(a)14",
    "craps-three": "19:47-1.2(a)15",
    "craps-twelve": "19:47-1.2(a)16",
    "11-in-one-roll": "19:47-1.2(a)17",
    "c-and-e": "19:47-1.2(a)18",
    "horn-bet": "19:47-1.2(a)19",
    "horn-high-bet": "19:47-1.2(a)20",
}
_POINTS = (4, 5, 6, 8, 9, 10)
_HIGH_TOTALS = (2, 3, 11, 12)


def _p(before: int, wager: str, amount: str, player: str = "p1", **extra: object) -> dict[str, Any]:
    """A placement; `amount` in dollars ("10") or with its cents ("10.00", as the wire has it)."""
    cents = amount if "." in amount else f"{amount}.00"
    return {"before_roll": before, "player": player, "wager": wager, "amount": cents, **extra}


def _r(
    name: str,
    clause: str,
    rolls: Sequence[tuple[int, int]],
    *placements: dict[str, Any],
    calls: Sequence[tuple[int, int]] = (),
) -> ScriptedRound:
    round: dict[str, Any] = {
        "rolls": [list(dice) for dice in rolls],
        "placements": list(placements),
    }
    if calls:
        round["calls_on"] = [{"before_roll": b, "placement": p} for b, p in calls]
    return ScriptedRound(name, round, f"19:47-{clause}")


def _line_rounds() -> list[ScriptedRound]:
    """The Pass, Don't Pass, Come and Don't Come Bets down each sub-item of 1.2(a)1-4."""
    rounds = [
        _r("pass: come out 7", "1.2(a)1i", [(3, 4)], _p(0, "pass-bet", "10.00")),
        _r("pass: come out 11", "1.2(a)1i", [(5, 6)], _p(0, "pass-bet", "10.00")),
        _r("pass: point made", "1.2(a)1ii", [(2, 2), (5, 6), (1, 3)], _p(0, "pass-bet", "10.00")),
        _r("pass: seven out", "1.2(a)1iii(2)", [(4, 6), (3, 4)], _p(0, "pass-bet", "10.00")),
        _r("don't pass: come out 2", "1.2(a)2i", [(1, 1)], _p(0, "dont-pass-bet", "10.00")),
        _r("don't pass: come out 3", "1.2(a)2i", [(1, 2)], _p(0, "dont-pass-bet", "10.00")),
        _r("don't pass: come out 12", "1.2(a)2iv", [(6, 6)], _p(0, "dont-pass-bet", "10.00")),
        _r("don't pass: come out 7", "1.2(a)2iii(1)", [(2, 5)], _p(0, "dont-pass-bet", "10.00")),
        _r("don't pass: come out 11", "1.2(a)2iii(1)", [(6, 5)], _p(0, "dont-pass-bet", "10.00")),
        _r("don't pass: seven out", "1.2(a)2ii", [(3, 3), (5, 2)], _p(0, "dont-pass-bet", "10.00")),
        _r("don't pass: point", "1.2(a)2iii(2)", [(4, 5), (6, 3)], _p(0, "dont-pass-bet", "10")),
        _r(
            "come: through its come point",
            "1.2(a)3ii",
            [(2, 3), (4, 4), (3, 3), (6, 2)],
            _p(0, "pass-bet", "10.00"),
            _p(1, "come-bet", "10.00"),
        ),
        _r("come: 7 next", "1.2(a)3i", [(2, 2), (3, 4)], _p(1, "come-bet", "10.00")),
        _r("come: craps next", "1.2(a)3iii(1)", [(2, 2), (1, 1)], _p(1, "come-bet", "5.00")),
        _r("come: 7 after", "1.2(a)3iii(2)", [(2, 2), (5, 5), (6, 1)], _p(1, "come-bet", "5")),
        _r(
            "come: its point on the come out roll",
            "1.2(a)3ii",
            [(2, 2), (5, 4), (1, 3), (4, 5)],
            _p(1, "come-bet", "10.00"),
        ),
        _r("don't come: 12 next", "1.2(a)4iv", [(2, 2), (6, 6)], _p(1, "dont-come-bet", "10.00")),
        _r("don't come: 3 next", "1.2(a)4i", [(2, 2), (1, 2)], _p(1, "dont-come-bet", "10.00")),
        _r("don't come: 2 next", "1.2(a)4i", [(3, 3), (1, 1)], _p(1, "dont-come-bet", "10.00")),
        _r("don't come: 11 next", "1.2(a)4iii(1)", [(5, 5), (5, 6)], _p(1, "dont-come-bet", "7")),
        _r(
            "don't come: 7 after",
            "1.2(a)4ii",
            [(2, 2), (5, 4), (3, 4)],
            _p(1, "dont-come-bet", "10.00"),
        ),
        _r(
            "don't come: its point again",
            "1.2(a)4iii(2)",
            [(2, 2), (5, 5), (6, 4)],
            _p(1, "dont-come-bet", "10.00"),
        ),
    ]
    return rounds


def _place_and_hardway_rounds() -> list[ScriptedRound]:
    return [
        _r("place 6 wins", "1.2(a)5", [(2, 3), (3, 3)], _p(1, "place-bet-to-win", "12", number=6)),
        _r("place 4 loses", "1.2(a)5", [(2, 3), (3, 4)], _p(1, "place-bet-to-win", "5", number=4)),
        _r(
            "place 6 off on the come out roll",
            "1.2(a)5",
            [(3, 3), (3, 3)],
            _p(0, "place-bet-to-win", "6.00", number=6),
        ),
        _r(
            "place 8 called on as placed",
            "1.2(a)5",
            [(4, 4)],
            _p(0, "place-bet-to-win", "6.00", number=8, on=True),
        ),
        _r(
            "place 9 called on later",
            "1.2(a)5",
            [(2, 3), (2, 3), (4, 5)],
            _p(0, "place-bet-to-win", "5.00", number=9),
            calls=[(2, 0)],
        ),
        _r(
            "place 10 to lose wins on 7",
            "1.2(a)6",
            [(2, 2), (3, 4)],
            _p(1, "place-bet-to-lose", "11", number=10),
        ),
        _r(
            "place 5 to lose off on the come out roll",
            "1.2(a)6",
            [(3, 4), (2, 3)],
            _p(0, "place-bet-to-lose", "8.00", number=5),
        ),
        _r("hard 6", "1.2(a)8", [(3, 3)], _p(0, "six-the-hardway", "5.00")),
        _r("easy 6", "1.2(a)8", [(2, 4)], _p(0, "six-the-hardway", "5.00")),
        _r("hard 8 after a 3", "1.2(a)9", [(1, 2), (4, 4)], _p(0, "eight-the-hardway", "5")),
        _r("hard 8 and a 7", "1.2(a)9", [(2, 2), (5, 2)], _p(0, "eight-the-hardway", "5")),
        _r("hard 4", "1.2(a)7", [(2, 2)], _p(0, "four-the-hardway", "2.00")),
        _r("easy 10", "1.2(a)10", [(4, 6)], _p(0, "ten-the-hardway", "3.00")),
        _r("hard 10 stays up", "1.2(a)10", [(2, 3), (5, 5)], _p(0, "ten-the-hardway", "3")),
    ]


def _one_roll_rounds() -> list[ScriptedRound]:
    rounds = [
        _r("field on 2", "1.2(a)11", [(1, 1)], _p(0, "field-bet", "10.00")),
        _r("field on 12", "1.2(a)11", [(6, 6)], _p(0, "field-bet", "10.00")),
        _r("field on 9", "1.2(a)11", [(4, 5)], _p(0, "field-bet", "10.00")),
        _r("field on 5", "1.2(a)11", [(2, 3)], _p(0, "field-bet", "10.00")),
        _r("any seven", "1.2(a)12", [(3, 4)], _p(0, "any-seven", "5.00")),
        _r("any seven lost", "1.2(a)12", [(3, 3)], _p(0, "any-seven", "5.00")),
        _r("any craps on 3", "1.2(a)13", [(1, 2)], _p(0, "any-craps", "5.00")),
        _r("craps two", "1.2(a)14", [(1, 1)], _p(0, "craps-two", "1.00")),
        _r("craps three", "1.2(a)15", [(2, 1)], _p(0, "craps-three", "1.00")),
        _r("craps twelve", "1.2(a)16", [(6, 6)], _p(0, "craps-twelve", "2.00")),
        _r("11 in one roll", "1.2(a)17", [(6, 5)], _p(0, "11-in-one-roll", "2.00")),
        _r("c and e on 11", "1.2(a)18", [(5, 6)], _p(0, "c-and-e", "2.00")),
        _r("c and e on 2", "1.2(a)18", [(1, 1)], _p(0, "c-and-e", "2.00")),
        _r("c and e on 12", "1.2(a)18", [(6, 6)], _p(0, "c-and-e", "2.00")),
        _r("horn on 2", "1.2(a)19", [(1, 1)], _p(0, "horn-bet", "4.00")),
        _r("horn on 11", "1.2(a)19", [(5, 6)], _p(0, "horn-bet", "4.00")),
        _r("horn on 8", "1.2(a)19", [(4, 4)], _p(0, "horn-bet", "4.00")),
        _r(
            "horn high 12 on 12",
            "1.2(a)20",
            [(6, 6)],
            _p(0, "horn-high-bet", "5.00", high_total=12),
        ),
        _r(
            "horn high 12 on 3",
            "1.2(a)20",
            [(1, 2)],
            _p(0, "horn-high-bet", "10.00", high_total=12),
        ),
        _r("horn high on 7", "1.2(a)20", [(3, 4)], _p(0, "horn-high-bet", "5", high_total=2)),
    ]
    return rounds


def _refusal_rounds() -> list[ScriptedRound]:
    return [
        _r(
            "pass after the come out roll",
            "1.2(a)1",
            [(2, 3), (4, 4)],
            _p(0, "pass-bet", "10.00"),
            _p(1, "pass-bet", "10.00", player="p2"),
        ),
        _r(
            "don't pass after the come out roll",
            "1.2(a)2",
            [(2, 3), (4, 4)],
            _p(1, "dont-pass-bet", "10.00"),
        ),
        _r("come before the come out roll", "1.2(a)3", [(3, 4)], _p(0, "come-bet", "10.00")),
        _r("don't come on a come out", "1.2(a)4", [(3, 4)], _p(0, "dont-come-bet", "10.00")),
        _r(
            "horn high not in units of five",
            "1.2(a)20",
            [(1, 1)],
            _p(0, "horn-high-bet", "7.00", high_total=2),
        ),
        _r("pass bet called on", "1.2(a)5", [(3, 4)], _p(0, "pass-bet", "10.00", on=True)),
        _r(
            "a call on a pass bet",
            "1.2(a)5",
            [(2, 2), (2, 2)],
            _p(0, "pass-bet", "10.00"),
            calls=[(1, 0)],
        ),
        _r(
            "a call on a refused bet",
            "1.2(a)5",
            [(2, 2), (2, 2)],
            _p(0, "come-bet", "10.00"),
            calls=[(1, 0)],
        ),
        _r(
            "bets left on the layout",
            "1.1",
            [(2, 2), (5, 5), (1, 2)],
            _p(0, "pass-bet", "10.00"),
            _p(1, "come-bet", "10.00"),
            _p(1, "place-bet-to-win", "10.00", number=5),
            _p(2, "four-the-hardway", "1.00"),
        ),
    ]


def scripted() -> list[RoundSet]:
    """The hand-written rounds, by table."""
    worked = _r(
        "the worked round of docs/ADAPTERS.md",
        "1.2(a)20",
        [(2, 3), (4, 4), (3, 3), (6, 2), (2, 3), (1, 2)],
        _p(0, "pass-bet", "10.00"),
        _p(0, "place-bet-to-win", "12.00", number=6),
        _p(1, "come-bet", "10.00"),
        _p(1, "pass-bet", "10.00", player="p2"),
        _p(5, "horn-high-bet", "5.00", player="p2", high_total=3),
    )
    return [
        RoundSet(
            "default table",
            {},
            tuple(
                _line_rounds()
                + _place_and_hardway_rounds()
                + _one_roll_rounds()
                + _refusal_rounds()
            ),
        ),
        RoundSet(
            "no Horn High area",
            {"horn_high_area": False},
            (
                worked,
                _r(
                    "horn high broken down",
                    "1.2(a)20",
                    [(6, 6)],
                    _p(0, "horn-high-bet", "10", high_total=11),
                ),
            ),
        ),
        RoundSet(
            "place bets to lose and hardways off on the come out roll",
            {"place_to_lose_inactive_on_come_out": False, "hardways_work_on_come_out": False},
            (
                _r(
                    "place to lose works",
                    "1.2(a)6",
                    [(3, 4)],
                    _p(0, "place-bet-to-lose", "8", number=6),
                ),
                _r("hard 6 off", "1.2(a)8", [(3, 3), (3, 3)], _p(0, "six-the-hardway", "5.00")),
                _r("hard 6 on", "1.2(a)8", [(3, 3)], _p(0, "six-the-hardway", "5.00", on=True)),
                _r(
                    "place to lose on refused",
                    "1.2(a)5",
                    [(3, 4)],
                    _p(0, "place-bet-to-lose", "8", number=6, on=True),
                ),
            ),
        ),
        RoundSet(
            "payouts rounded down to the chip",
            {"payout_rounding": "down-to-chip-unit"},
            (
                _r(
                    "place 6 at 7 to 6 on 5",
                    "1.2(a)5",
                    [(2, 2), (3, 3)],
                    _p(1, "place-bet-to-win", "5", number=6),
                ),
                _r(
                    "place 4 to lose on 7",
                    "1.2(a)6",
                    [(2, 3), (3, 4)],
                    _p(1, "place-bet-to-lose", "7", number=4),
                ),
            ),
        ),
        RoundSet(
            "payouts rounded up to the chip",
            {"payout_rounding": "up-to-chip-unit", "chip_unit": "0.50"},
            (
                _r(
                    "place 6 at 7 to 6 on 5",
                    "1.2(a)5",
                    [(2, 2), (3, 3)],
                    _p(1, "place-bet-to-win", "5", number=6),
                ),
                _r(
                    "horn high in half dollars",
                    "1.2(a)20",
                    [(1, 1)],
                    _p(0, "horn-high-bet", "2.50", high_total=2),
                ),
            ),
        ),
        RoundSet(
            "other posted odds",
            {
                "posted_odds_field_bet": [
                    "2=2:1",
                    "3=1:1",
                    "4=1:1",
                    "9=1:1",
                    "10=1:1",
                    "11=1:1",
                    "12=3:1",
                ],
                "posted_odds_any_seven": "9:2",
                "posted_odds_hardway": ["4=8:1", "6=10:1", "8=10:1", "10=8:1"],
            },
            (
                _r("field on 12 at 3 to 1", "1.2(a)11", [(6, 6)], _p(0, "field-bet", "10.00")),
                _r("any seven at 9 to 2", "1.2(a)12", [(1, 6)], _p(0, "any-seven", "3.00")),
                _r("hard 10 at 8 to 1", "1.2(a)10", [(5, 5)], _p(0, "ten-the-hardway", "2.00")),
            ),
        ),
    ]


# Drawn rounds ---------------------------------------------------------------------------------

_RARE_ROLLS = ((1, 1), (1, 2), (2, 1), (6, 6), (5, 6), (2, 2), (3, 3), (4, 4), (5, 5), (3, 4))
_DRAWN_TABLES: tuple[tuple[str, Mapping[str, object]], ...] = (
    ("default table", {}),
    ("no Horn High area", {"horn_high_area": False}),
    (
        "hardways and place bets to lose off on the come out roll",
        {"place_to_lose_inactive_on_come_out": False, "hardways_work_on_come_out": False},
    ),
    ("payouts rounded up to the chip", {"payout_rounding": "up-to-chip-unit"}),
)
_ANY_TIME = tuple(w for w in WAGER_CLAUSES if w not in ("pass-bet", "dont-pass-bet"))


def _dice(rng: Random) -> tuple[int, int]:
    if rng.random() < 0.35:
        return rng.choice(_RARE_ROLLS)
    return rng.randint(1, 6), rng.randint(1, 6)


def _placement(rng: Random, before: int) -> dict[str, Any]:
    if before == 0 and rng.random() < 0.5:
        wager = rng.choice(("pass-bet", "dont-pass-bet"))
    elif rng.random() < 0.08:
        wager = rng.choice(("pass-bet", "dont-pass-bet"))  # refused unless a come out roll
    else:
        wager = rng.choice(_ANY_TIME)
    player = f"p{rng.randint(1, 4)}"
    if wager == "horn-high-bet":
        units = rng.choice((5, 5, 10, 15, 7))  # 7: refused, not units of five (1.2(a)20)
        return _p(before, wager, f"{units}.00", player, high_total=rng.choice(_HIGH_TOTALS))
    extra: dict[str, object] = {}
    if wager in ("place-bet-to-win", "place-bet-to-lose"):
        extra["number"] = rng.choice(_POINTS)
    if rng.random() < 0.1:
        extra["on"] = True
    amount = rng.choice(("1.00", "5.00", "6.00", "10.00", "11.00", "12.00", "25.00", "3.50"))
    return _p(before, wager, amount, player, **extra)


def _drawn_round(rng: Random, number: int) -> ScriptedRound:
    count = rng.randint(1, 12)
    rolls = [_dice(rng) for _ in range(count)]
    placements: list[dict[str, Any]] = []
    for before in range(count + 1):
        for _ in range(rng.choice((0, 0, 1, 1, 2, 3)) if before < count else 0):
            placements.append(_placement(rng, before))
    calls = []
    for index, placement in enumerate(placements):
        callable_wager = placement["wager"].startswith("place") or "hardway" in placement["wager"]
        if callable_wager and rng.random() < 0.3:
            calls.append((rng.randint(placement["before_roll"], count), index))
    calls.sort()
    return _r(f"drawn round {number}", "1.2(a)", rolls, *placements, calls=calls)


def drawn(rng: Random, rounds: int) -> list[RoundSet]:
    """`rounds` rounds of drawn dice and wagers, spread over the tables of `_DRAWN_TABLES`;
    each round is a table of its own (a craps round holds no state across `play` calls)."""
    made: dict[str, list[ScriptedRound]] = {name: [] for name, _ in _DRAWN_TABLES}
    for number in range(rounds):
        name, _ = _DRAWN_TABLES[number % len(_DRAWN_TABLES)]
        made[name].append(_drawn_round(rng, number + 1))
    return [
        RoundSet(f"drawn rounds, {name}", options, tuple(made[name]))
        for name, options in _DRAWN_TABLES
        if made[name]
    ]


def forbidden_tables() -> list[ForbiddenTable]:
    """Tables whose posted odds a craps table cannot post: the wager's clause is cited."""
    return [
        ForbiddenTable(
            "a hardway posted without its 10",
            {"posted_odds_hardway": ["4=7:1", "6=9:1", "8=9:1"]},
            "19:47-1.2(a)7",
        ),
        ForbiddenTable(
            "a field bet posted for a 5",
            {
                "posted_odds_field_bet": [
                    "2=2:1",
                    "3=1:1",
                    "4=1:1",
                    "5=1:1",
                    "9=1:1",
                    "10=1:1",
                    "11=1:1",
                    "12=2:1",
                ]
            },
            "19:47-1.2(a)11",
        ),
        ForbiddenTable("odds that are not odds", {"posted_odds_pass_bet": "even"}, "19:47-1.2(a)1"),
    ]


# Comparing ------------------------------------------------------------------------------------


def _placement_clause(round: Mapping[str, Any], index: int) -> str:
    placements = round.get("placements", [])
    if 0 <= index < len(placements):
        return WAGER_CLAUSES.get(placements[index]["wager"], "19:47-1.2(a)")
    return "19:47-1.2(a)"


def differences(
    name: str, round: Mapping[str, Any], game: Mapping[str, Any], reference: Mapping[str, Any]
) -> list[Difference]:
    """Each field on which the game's craps outcome differs from the reference's, named with its
    roll, placement or wager and the clause that fixes it."""
    found: list[Difference] = []

    def differ(field: str, ours: object, theirs: object, clause: str) -> None:
        found.append(Difference(name, field, ours, theirs, clause))

    _compare_rolls(game["rolls"], reference["rolls"], differ)
    placed = {
        p["placement"]: [(b["wager"], b["amount"]) for b in p["bets"]] for p in game["placed"]
    }
    expected = {
        p["placement"]: [(b["wager"], b["amount"]) for b in p["bets"]] for p in reference["placed"]
    }
    for index in sorted(set(placed) | set(expected)):
        ours, theirs = placed.get(index), expected.get(index)
        same = (
            ours is not None
            and theirs is not None
            and len(ours) == len(theirs)
            and all(
                a[0] == b[0] and money_equal(a[1], b[1]) for a, b in zip(ours, theirs, strict=True)
            )
        )
        if not same:
            differ(
                f"placed[placement {index}]",
                _bets(ours),
                _bets(theirs),
                _placement_clause(round, index),
            )
    refused = {(r["what"], r["placement"], r["before_roll"]): r["clause"] for r in game["refused"]}
    wanted = {
        (r["what"], r["placement"], r["before_roll"]): r["clause"] for r in reference["refused"]
    }
    for key in sorted(set(refused) | set(wanted)):
        what, index, before = key
        if refused.get(key) != wanted.get(key):
            differ(
                f"refused[{what} of placement {index} before roll {before}]",
                refused.get(key),
                wanted.get(key),
                wanted.get(key) or _placement_clause(round, index),
            )
    _compare_ledger(game["ledger"], reference["ledger"], differ)
    _compare_layout(round, game["on_layout"], reference["on_layout"], differ)
    for total in ("staked", "returned", "on_layout", "player_net"):
        if not money_equal(game["totals"][total], reference["totals"][total]):
            differ(
                f"totals.{total}",
                game["totals"][total],
                reference["totals"][total],
                "19:47-1.2(a)",
            )
    return found


def _bets(bets: list[tuple[str, str]] | None) -> str | None:
    return None if bets is None else ", ".join(f"{w} {a}" for w, a in bets) or "no bet"


def _compare_rolls(game: Sequence[Any], reference: Sequence[Any], differ: Any) -> None:
    if len(game) != len(reference):
        differ("rolls (how many thrown)", len(game), len(reference), _DEFINITIONS)
    for ours, theirs in zip(game, reference, strict=False):
        where = f"rolls[{theirs['roll']}]"
        for key in ("dice", "total", "come_out", "point"):
            if ours.get(key) != theirs.get(key):
                differ(f"{where}.{key}", ours.get(key), theirs.get(key), _DEFINITIONS)
        if sorted(ours["inactive"]) != sorted(theirs["inactive"]):
            differ(
                f"{where}.inactive",
                sorted(ours["inactive"]),
                sorted(theirs["inactive"]),
                "19:47-1.2(a)5",
            )
        points = sorted((c["placement"], c["point"]) for c in ours["come_points"])
        wanted = sorted((c["placement"], c["point"]) for c in theirs["come_points"])
        if points != wanted:
            differ(f"{where}.come_points", points, wanted, _DEFINITIONS)


_ENTRY_FIELDS = ("player", "number", "stake", "result", "odds", "net")


def _compare_ledger(game: Sequence[Any], reference: Sequence[Any], differ: Any) -> None:
    ours = {(e["roll"], e["placement"], e["wager"]): e for e in game}
    theirs = {(e["roll"], e["placement"], e["wager"]): e for e in reference}
    keys = sorted(set(ours) | set(theirs))
    for key in keys:
        roll, placement, wager = key
        where = f"ledger[roll {roll}, placement {placement}, {wager}]"
        mine, expected = ours.get(key), theirs.get(key)
        clause = (expected or mine or {}).get("clause") or WAGER_CLAUSES.get(wager, "")
        if mine is None or expected is None:
            differ(where, _entry_text(mine), _entry_text(expected), clause)
            continue
        for field in _ENTRY_FIELDS:
            a, b = mine.get(field), expected.get(field)
            if field in ("stake", "net"):
                same = money_equal(a, b)
            elif field == "odds":
                same = odds_equal(a, b)
            else:
                same = a == b
            if not same:
                differ(f"{where}.{field}", a, b, clause)


def _entry_text(entry: Mapping[str, Any] | None) -> str | None:
    if entry is None:
        return None
    odds = f" at {entry['odds']}" if entry.get("odds") else ""
    return f"{entry['result']}{odds}, net {entry['net']}"


def _compare_layout(
    round: Mapping[str, Any], game: Sequence[Any], reference: Sequence[Any], differ: Any
) -> None:
    ours = {(b["placement"], b["wager"]): b for b in game}
    theirs = {(b["placement"], b["wager"]): b for b in reference}
    for key in sorted(set(ours) | set(theirs)):
        placement, wager = key
        where = f"on_layout[placement {placement}, {wager}]"
        mine, expected = ours.get(key), theirs.get(key)
        clause = WAGER_CLAUSES.get(wager, _placement_clause(round, placement))
        if mine is None or expected is None:
            differ(
                where,
                None if mine is None else f"on the layout, {mine['amount']}",
                None if expected is None else f"on the layout, {expected['amount']}",
                clause,
            )
            continue
        for field in ("player", "amount", "number", "point", "on"):
            a, b = mine.get(field), expected.get(field)
            if not (money_equal(a, b) if field == "amount" else a == b):
                differ(f"{where}.{field}", a, b, clause)


def own_checks(round: Mapping[str, Any], outcome: Mapping[str, Any]) -> list[str]:
    """What the game's outcome must hold whatever the reference says: each ledger entry cites
    the item of 1.2(a) of its wager (or a sub-item of it)."""
    problems = []
    for entry in outcome.get("ledger", []):
        item = WAGER_CLAUSES.get(entry["wager"], "")
        clause = str(entry.get("clause", ""))
        rest = clause[len(item) :]
        if not clause.startswith(item) or (rest[:1].isdigit()):
            problems.append(
                f"ledger entry of roll {entry['roll']}, placement {entry['placement']} "
                f"({entry['wager']}) cites {clause}, not its wager's item {item}"
            )
    return problems
