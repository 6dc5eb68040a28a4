# Over 500 lines: a craps round's steps, which read and check one round object.
"""Steps of a craps round: the table's house options, the forced dice, the wagers placed before
given rolls, the round played through the protocol (`play`), and what the outcome must show.

Rolls are numbered from 1 in the features, as a person counts them ("roll 2 is 2-4"); the
protocol numbers them from 0. A wager said before `When the dice are thrown` without a roll is
placed before roll 1. Amounts are checked against the odds the table posts: the payout odds of
craps (19:47-1.4 and later sections) are in no source (I-craps-posted-odds).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

import pytest
from pytest_bdd import given, parsers, then, when

from steps.craps.tables import craps_table, item_of, play_craps, require, run_house_options
from steps.craps.words import (
    HOUSE_PHRASES,
    WAGER_PATTERN,
    WagerWords,
    posted_odds_option,
    wager_words,
)
from suite.run.certification import Certification
from suite.run.verdicts import not_applicable
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.session import is_not_offered

__all__ = ["CrapsRound"]

_MONEY = r"\$(?P<amount>\d+(?:\.\d\d)?)"
_PLAYER = r"(?P<player>p\d+)"
_WAGER = rf"(?P<wager>{WAGER_PATTERN})"


_DEFINITIONS = "19:47-1.1"
_PLACE_BETS = "19:47-1.2(a)5"
_HORN_HIGH = "19:47-1.2(a)20"


def _money(text: str) -> str:
    """ "10" -> "10.00": the protocol's two decimals."""
    whole, _, cents = text.partition(".")
    return f"{int(whole)}.{(cents or '00'):0<2}"


@dataclass
class CrapsRound:
    """A scenario's craps table and round, and the outcome the game gave."""

    options: dict[str, object]
    rolls: list[list[int]] = field(default_factory=list)
    placements: list[dict[str, object]] = field(default_factory=list)
    calls_on: list[dict[str, int]] = field(default_factory=list)
    outcome: dict[str, Any] | None = None
    checked: set[int] = field(default_factory=set)  # ledger entries a Then step has read

    def round(self) -> dict[str, object]:
        made: dict[str, object] = {"rolls": self.rolls, "placements": self.placements}
        if self.calls_on:
            made["calls_on"] = self.calls_on
        return made

    @property
    def played(self) -> dict[str, Any]:
        assert self.outcome is not None, "the dice have not been thrown yet"
        return self.outcome

    def matches(self, index: int, player: str, words: WagerWords) -> bool:
        """Placement `index` is `player`'s wager said by `words`."""
        placed = self.placements[index]
        if placed["player"] != player:
            return False
        if words.wager == "horn-high-bet" or placed["wager"] == words.wager:
            return all(placed.get(k) == v for k, v in words.placement().items())
        # A bet of a broken-down Horn High Bet (19:47-1.2(a)20) is said by its own wager.
        return placed["wager"] == "horn-high-bet"

    def entries(self, player: str, words: WagerWords, roll: int | None = None) -> list[int]:
        """The ledger entries of `player`'s wager said by `words` (on `roll`, from 1)."""
        found = []
        for number, entry in enumerate(self.played["ledger"]):
            if entry["wager"] != words.wager and words.wager != "horn-high-bet":
                continue
            if words.wager == "horn-high-bet" and entry["wager"] != "horn-high-bet":
                continue
            if words.number is not None and entry.get("number") != words.number:
                continue
            if not self.matches(entry["placement"], player, words):
                continue
            if roll is not None and entry["roll"] != roll - 1:
                continue
            found.append(number)
        return found

    def describe(self) -> str:
        outcome = self.played
        rolls = " ".join(f"{r['dice'][0]}-{r['dice'][1]}" for r in outcome["rolls"])
        lines = [f"rolls: {rolls}", "ledger:"]
        lines += [
            f"  roll {e['roll'] + 1}: {e['player']}'s {e['wager']}"
            + (f" {e['number']}" if "number" in e else "")
            + f" {e['result']} {e['net']} ({e['odds']}) [{e['clause']}]"
            for e in outcome["ledger"]
        ] or ["  (none)"]
        lines += [f"refused: {r['placement']} {r['message']}" for r in outcome["refused"]]
        lines += [f"on the layout: {b['player']}'s {b['wager']}" for b in outcome["on_layout"]]
        return "\n".join(lines)


@pytest.fixture
def craps_round(certification: Certification) -> CrapsRound:
    return CrapsRound(options=run_house_options(certification))


# -- the table --------------------------------------------------------------------------------


_HOUSE = "|".join(re.escape(phrase) for phrase in HOUSE_PHRASES)


@given(parsers.re(rf"(?P<phrase>{_HOUSE})"))
def _(craps_round: CrapsRound, phrase: str) -> None:
    """A house option of the craps table, in one phrase (steps.craps.words)."""
    option, value = HOUSE_PHRASES[phrase]
    craps_round.options[option] = value


@given(parsers.re(rf"the craps table's smallest chip is {_MONEY}"))
def _(craps_round: CrapsRound, amount: str) -> None:
    craps_round.options["chip_unit"] = _money(amount)


@given(parsers.re(rf"the table posts (?P<win>\d+) to (?P<stake>\d+) on the {_WAGER}"))
def _(craps_round: CrapsRound, win: str, stake: str, wager: str) -> None:
    """The odds the table posts for a wager (I-craps-posted-odds)."""
    option, value = posted_odds_option(wager_words(wager), f"{win}:{stake}", craps_round.options)
    craps_round.options[option] = value


# -- the round --------------------------------------------------------------------------------


@given(parsers.re(r'the dice are forced to "(?P<rolls>[1-6]-[1-6](?: [1-6]-[1-6])*)"'))
def _(craps_round: CrapsRound, rolls: str) -> None:
    """The forced dice, in throwing order (the game throws these and no other)."""
    craps_round.rolls = [[int(d) for d in pair.split("-")] for pair in rolls.split()]


@given(
    parsers.re(
        rf"(?:before roll (?P<roll>\d+), )?{_PLAYER} places {_MONEY} on the {_WAGER}"
        r'(?P<on>, called "on")?'
    )
)
def _(  # noqa: PLR0917 - pytest-bdd passes fixtures and step arguments by name
    craps_round: CrapsRound,
    roll: str | None,
    player: str,
    amount: str,
    wager: str,
    on: str | None,
) -> None:
    """A wager placed before roll `roll` (from 1; before roll 1 when not said)."""
    placed: dict[str, object] = {
        "before_roll": int(roll) - 1 if roll else 0,
        "player": player,
        **wager_words(wager).placement(),
        "amount": _money(amount),
    }
    if on:
        placed["on"] = True
    craps_round.placements.append(placed)


@given(parsers.re(rf'before roll (?P<roll>\d+), {_PLAYER} calls the {_WAGER} "on"'))
def _(craps_round: CrapsRound, roll: str, player: str, wager: str) -> None:
    """A place bet called "on" after it was placed (19:47-1.2(a)5)."""
    words = wager_words(wager)
    index = max(i for i in range(len(craps_round.placements))
                if craps_round.matches(i, player, words))  # fmt: skip
    craps_round.calls_on.append({"before_roll": int(roll) - 1, "placement": index})


@when("the dice are thrown")
def _(craps_round: CrapsRound, certification: Certification) -> None:
    session, table = craps_table(certification, craps_round.options)
    craps_round.outcome = play_craps(session, table, craps_round.round())


# -- what the outcome shows -------------------------------------------------------------------


def _one(craps_round: CrapsRound, player: str, wager: str, roll: str) -> tuple[dict[str, Any], str]:
    words = wager_words(wager)
    clause = item_of(words.wager)
    found = craps_round.entries(player, words, int(roll))
    require(found, clause, (
        f"{player}'s {wager} is not decided on roll {roll}\n{craps_round.describe()}"
    ))  # fmt: skip
    require(
        len(found) == 1, clause, f"{player}'s {wager} is decided twice\n{craps_round.describe()}"
    )
    craps_round.checked.add(found[0])
    entry: dict[str, Any] = craps_round.played["ledger"][found[0]]
    return entry, _placed_item(craps_round, entry)


@then(
    parsers.re(
        rf"{_PLAYER}'s {_WAGER} wins {_MONEY} at (?P<win>\d+) to (?P<stake>\d+) on roll "
        r"(?P<roll>\d+)"
    )
)
def _(  # noqa: PLR0917 - pytest-bdd passes fixtures and step arguments by name
    craps_round: CrapsRound,
    player: str,
    wager: str,
    amount: str,
    win: str,
    stake: str,
    roll: str,
) -> None:
    entry, clause = _one(craps_round, player, wager, roll)
    got = (entry["result"], entry["net"], entry["odds"])
    want = ("win", _money(amount), f"{win} to {stake}")
    require(
        got == want,
        clause,
        f"{player}'s {wager}: {got}, not {want}\n{craps_round.describe()}",
    )


@then(parsers.re(rf"{_PLAYER}'s {_WAGER} wins {_MONEY} on roll (?P<roll>\d+)"))
def _(craps_round: CrapsRound, player: str, wager: str, amount: str, roll: str) -> None:
    entry, clause = _one(craps_round, player, wager, roll)
    got, want = (entry["result"], entry["net"]), ("win", _money(amount))
    require(
        got == want,
        clause,
        f"{player}'s {wager}: {got}, not {want}\n{craps_round.describe()}",
    )


@then(parsers.re(rf"{_PLAYER}'s {_WAGER} loses {_MONEY} on roll (?P<roll>\d+)"))
def _(craps_round: CrapsRound, player: str, wager: str, amount: str, roll: str) -> None:
    entry, clause = _one(craps_round, player, wager, roll)
    got, want = (entry["result"], entry["net"]), ("lose", f"-{_money(amount)}")
    require(
        got == want,
        clause,
        f"{player}'s {wager}: {got}, not {want}\n{craps_round.describe()}",
    )


@then(parsers.re(rf"{_PLAYER}'s {_WAGER} is void on roll (?P<roll>\d+) and its {_MONEY} returned"))
def _(craps_round: CrapsRound, player: str, wager: str, roll: str, amount: str) -> None:
    entry, clause = _one(craps_round, player, wager, roll)
    got = (entry["result"], entry["stake"], entry["net"])
    want = ("void", _money(amount), "0.00")
    require(
        got == want,
        clause,
        f"{player}'s {wager}: {got}, not {want}\n{craps_round.describe()}",
    )


@then(parsers.re(rf"{_PLAYER}'s {_WAGER} stays on the layout(?: with its point (?P<point>\d+))?"))
def _(craps_round: CrapsRound, player: str, wager: str, point: str | None) -> None:
    words = wager_words(wager)
    undecided = craps_round.entries(player, words)
    clause = item_of(words.wager)
    require(not undecided, clause, f"{player}'s {wager} was decided\n{craps_round.describe()}")
    left = [b for b in craps_round.played["on_layout"]
            if craps_round.matches(b["placement"], player, words)]  # fmt: skip
    require(left, clause, f"{player}'s {wager} is not on the layout\n{craps_round.describe()}")
    if point is not None:
        require(left[-1]["point"] == int(point), _DEFINITIONS,
                f"{player}'s {wager} has point {left[-1]['point']}, not {point}")  # fmt: skip


@then(parsers.re(rf"{_PLAYER}'s {_WAGER} is inactive on roll (?P<roll>\d+)"))
def _(craps_round: CrapsRound, player: str, wager: str, roll: str) -> None:
    words = wager_words(wager)
    thrown = craps_round.played["rolls"][int(roll) - 1]
    inactive = [i for i in thrown["inactive"] if craps_round.matches(i, player, words)]
    require(
        inactive,
        _PLACE_BETS,
        (
            f"{player}'s {wager} is not reported inactive on roll {roll} "
            f"(inactive: {thrown['inactive']})\n{craps_round.describe()}"
        ),
    )
    require(not craps_round.entries(player, words, int(roll)), _PLACE_BETS,
            f"{player}'s {wager} was decided on roll {roll}\n{craps_round.describe()}")  # fmt: skip


@then(parsers.re(r"roll (?P<roll>\d+) is (?P<negated>not )?a come out roll"))
def _(craps_round: CrapsRound, roll: str, negated: str | None) -> None:
    thrown = craps_round.played["rolls"][int(roll) - 1]
    require(
        thrown["come_out"] is (not negated),
        _DEFINITIONS,
        (
            f"roll {roll} ({thrown['total']}): come_out is {thrown['come_out']}\n"
            f"{craps_round.describe()}"
        ),
    )


@then(parsers.re(r"the come out point is (?P<point>\d+) after roll (?P<roll>\d+)"))
def _(craps_round: CrapsRound, point: str, roll: str) -> None:
    thrown = craps_round.played["rolls"][int(roll) - 1]
    require(
        thrown["point"] == int(point),
        _DEFINITIONS,
        f"after roll {roll} the point is {thrown['point']}",
    )


@then(parsers.re(r"no come out point stands after roll (?P<roll>\d+)"))
def _(craps_round: CrapsRound, roll: str) -> None:
    thrown = craps_round.played["rolls"][int(roll) - 1]
    require(
        thrown["point"] is None, _DEFINITIONS, f"after roll {roll} the point is {thrown['point']}"
    )


@then(parsers.re(rf"{_PLAYER}'s {_WAGER} has its come point (?P<point>\d+) on roll (?P<roll>\d+)"))
def _(craps_round: CrapsRound, player: str, wager: str, point: str, roll: str) -> None:
    words = wager_words(wager)
    thrown = craps_round.played["rolls"][int(roll) - 1]
    points = [p["point"] for p in thrown["come_points"]
              if craps_round.matches(p["placement"], player, words)]  # fmt: skip
    shown = f"roll {roll}'s come points of {player}'s {wager}: {points}"
    require(points == [int(point)], _DEFINITIONS, f"{shown}\n{craps_round.describe()}")


def _placed_item(craps_round: CrapsRound, entry: Mapping[str, Any]) -> str:
    """The item of the wager placed that made the ledger entry's bet (a broken-down Horn High
    Bet's two bets: its item, 19:47-1.2(a)20)."""
    return item_of(str(craps_round.placements[entry["placement"]]["wager"]))


def _refusals(craps_round: CrapsRound, player: str, wager: str) -> list[dict[str, Any]]:
    words = wager_words(wager)
    return [r for r in craps_round.played["refused"]
            if craps_round.matches(r["placement"], player, words)]  # fmt: skip


def _names(refused: str, expected: str) -> bool:
    """The refusal cites the clause expected or one of its sub-items."""
    return refused == expected or (
        refused.startswith(expected) and not refused[len(expected)].isdigit()
    )


@then(parsers.re(rf"{_PLAYER}'s {_WAGER} is refused under (?P<clause>19:47-\S+)"))
def _(craps_round: CrapsRound, player: str, wager: str, clause: str) -> None:
    refusals = _refusals(craps_round, player, wager)
    require(refusals, clause, f"{player}'s {wager} was taken\n{craps_round.describe()}")
    cited = [r["clause"] for r in refusals]
    require(any(_names(c, clause) for c in cited), clause, f"refused citing {cited}, not {clause}")
    placed = {p["placement"] for p in craps_round.played["placed"]}
    require(not placed & {r["placement"] for r in refusals}, clause, "refused and placed too")


@then(parsers.re(rf"{_PLAYER}'s {_WAGER} is taken"))
def _(craps_round: CrapsRound, player: str, wager: str) -> None:
    refusals = _refusals(craps_round, player, wager)
    require(
        not refusals,
        item_of(wager_words(wager).wager),
        f"{player}'s {wager} was refused: {refusals[0]['message'] if refusals else ''}",
    )


@then(
    parsers.re(
        rf"{_PLAYER}'s {_WAGER} is broken down into a \$(?P<horn>[\d.]+) Horn Bet and a "
        rf"\$(?P<single>[\d.]+) (?P<total>Craps Two|Craps Three|11 in One Roll|Craps Twelve)"
    )
)
def _(  # noqa: PLR0917 - pytest-bdd passes fixtures and step arguments by name
    craps_round: CrapsRound,
    player: str,
    wager: str,
    horn: str,
    single: str,
    total: str,
) -> None:
    words = wager_words(wager)
    placed = [p for p in craps_round.played["placed"]
              if craps_round.matches(p["placement"], player, words)]  # fmt: skip
    require(placed, _HORN_HIGH, f"{player}'s {wager} was not placed\n{craps_round.describe()}")
    want = [{"wager": "horn-bet", "amount": _money(horn)},
            {"wager": wager_words(total).wager, "amount": _money(single)}]  # fmt: skip
    require(placed[0]["bets"] == want, _HORN_HIGH, f"placed as {placed[0]['bets']}, not {want}")


@then(parsers.re(rf"{_PLAYER}'s {_WAGER} is taken as one wager of {_MONEY}"))
def _(craps_round: CrapsRound, player: str, wager: str, amount: str) -> None:
    words = wager_words(wager)
    placed = [p for p in craps_round.played["placed"]
              if craps_round.matches(p["placement"], player, words)]  # fmt: skip
    require(placed, _HORN_HIGH, f"{player}'s {wager} was not placed\n{craps_round.describe()}")
    want = [{"wager": words.wager, "amount": _money(amount)}]
    require(placed[0]["bets"] == want, _HORN_HIGH, f"placed as {placed[0]['bets']}, not {want}")


@then("no other bet is decided")
def _(craps_round: CrapsRound) -> None:
    others = [e for n, e in enumerate(craps_round.played["ledger"]) if n not in craps_round.checked]
    for entry in others:
        require(
            False,
            _placed_item(craps_round, entry),
            (
                f"also decided: {entry['player']}'s {entry['wager']} on roll {entry['roll'] + 1}\n"
                f"{craps_round.describe()}"
            ),
        )


@then(parsers.re(rf"{_PLAYER} (?P<way>wins|loses) {_MONEY} in all"))
def _(craps_round: CrapsRound, player: str, way: str, amount: str) -> None:
    net = sum(
        (Decimal(e["net"]) for e in craps_round.played["ledger"] if e["player"] == player),
        Decimal(0),
    )
    want = Decimal(_money(amount)) * (1 if way == "wins" else -1)
    require(net == want, "19:47-1.2(a)", f"{player}'s net is {net}\n{craps_round.describe()}")


# -- tables the rules or the options do not allow -----------------------------------------------


@dataclass
class CrapsTableAttempt:
    """A craps table asked for, and the game's answer: its id, or its refusal."""

    options: dict[str, object]
    table: str | None = None
    refusal: AdapterRefusal | None = None


def _ask(certification: Certification, options: dict[str, object]) -> CrapsTableAttempt:
    attempt = CrapsTableAttempt(options)
    try:
        attempt.table = certification.game.table(certification.edition, options)
    except AdapterRefusal as refusal:
        if is_not_offered(refusal):
            not_applicable(f"the game does not offer this craps table: {refusal.message}")
        attempt.refusal = refusal
    return attempt


@when(
    parsers.re(rf"a craps table is asked for that posts no odds for the {_WAGER}"),
    target_fixture="craps_table_attempt",
)
def _(craps_round: CrapsRound, certification: Certification, wager: str) -> CrapsTableAttempt:
    words = wager_words(wager)
    option, _ = posted_odds_option(words, "1:1", craps_round.options)
    key = f"{words.number or words.total}="
    entries = [str(e) for e in craps_round.options[option]]  # type: ignore[attr-defined]
    return _ask(certification, {**craps_round.options, option: [
        e for e in entries if not e.startswith(key)]})  # fmt: skip


@when(
    parsers.re(
        rf"a craps table is asked for that posts (?P<win>\d+) to (?P<stake>\d+) on the {_WAGER}"
    ),
    target_fixture="craps_table_attempt",
)
def _(
    craps_round: CrapsRound, certification: Certification, win: str, stake: str, wager: str
) -> CrapsTableAttempt:
    option, value = posted_odds_option(wager_words(wager), f"{win}:{stake}", craps_round.options)
    return _ask(certification, {**craps_round.options, option: value})


@when(
    parsers.re(rf"a craps table is asked for whose smallest chip is {_MONEY}"),
    target_fixture="craps_table_attempt",
)
def _(craps_round: CrapsRound, certification: Certification, amount: str) -> CrapsTableAttempt:
    return _ask(certification, {**craps_round.options, "chip_unit": amount})


@then(parsers.re(r"the game refuses the craps table under (?P<clause>19:47-\S+)"))
def _(craps_table_attempt: CrapsTableAttempt, clause: str) -> None:
    refusal = craps_table_attempt.refusal
    require(refusal is not None, clause, f"the game opened the table {craps_table_attempt.options}")
    assert refusal is not None
    require(
        refusal.code == 1001, clause, f"refused with {refusal.code}, not 1001: {refusal.message}"
    )
    cited = str(refusal.data.get("clause", ""))
    require(
        cited and _names(cited, clause), clause, f"refused citing {cited or 'no clause'}: {clause}"
    )
