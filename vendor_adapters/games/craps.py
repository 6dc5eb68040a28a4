"""The reference craps adapter (protocol 1.5): `reference_impl.craps` behind `play`.

It translates and does nothing else: a table's house options from the wire to `CrapsOptions`, a
round (forced dice and the wagers placed before given rolls) to `CrapsTable.place`, `call_on`
and `roll`, and the table's transcript and ledger back to the wire (docs/ADAPTERS.md, "Craps
(1.5)"; schemas `schemas/games/craps.round.schema.json` and `craps.outcome.schema.json`).

- Wagers are named as 19:47-1.2(a) names them (`reference_impl.games.craps.PAR_NAMES`:
  "pass-bet", "place-bet-to-win", "11-in-one-roll", "horn-high-bet", ...).
- A wager the rules forbid (a Pass Bet after the come out roll, 19:47-1.2(a)1; a Horn High Bet
  not in units of five, (a)20) is listed in the outcome's `refused` with its clause: refusing it
  is the behaviour under test. JSON-RPC errors (`AdapterRefusal`) are for bad requests only.
- The payout odds of craps (19:47-1.4 and later) are in no source: a table pays the odds it
  posts, given as the house options `posted_odds_*` (I-craps-posted-odds).

A faulty game is this adapter playing another `CrapsProcedure`:
`ReferenceCrapsGame(procedure=...)` (tests/faulty_games/craps_adapters.py).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from decimal import Decimal
from functools import cache
from typing import Any

from reference_impl.craps import (
    DEFAULT_OPTIONS,
    EDITION,
    REFERENCE_PROCEDURE,
    CrapsOptions,
    CrapsProcedure,
    CrapsTable,
    CrapsWager,
    PostedOdds,
    cite,
)
from reference_impl.craps.dice import DiceError
from reference_impl.errors import RulesError, WagerError
from reference_impl.games.craps import PAR_NAMES
from reference_impl.money import Odds, PayoutRounding, format_money, parse_money
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.games.table_game import ReferenceTableGame, sources_digest
from vendor_adapters.protocol import KIT_VERSION, ErrorCode

__all__ = [
    "CAPABILITIES",
    "DEFAULT_WIRE_OPTIONS",
    "GAME",
    "OPTION_NAMES",
    "WAGER_NAMES",
    "ReferenceCrapsGame",
    "craps_build_digest",
    "options_from_wire",
    "wire_options",
]

GAME = "craps"

# `forced-dice`: the game throws the rolls of a round's `rolls`, in order, and no other roll
# (as `forced-shoe` deals a blackjack shoe); certification requires it.
CAPABILITIES: tuple[str, ...] = ("forced-dice",)

# The wire name of each wager (19:47-1.2(a)'s own names), and back.
WAGER_NAMES: Mapping[CrapsWager, str] = {wager: name for name, wager in PAR_NAMES.items()}

_POSTED_PREFIX = "posted_odds_"
_POSTED_FIELDS = tuple(item.name for item in fields(PostedOdds))
_OTHER_OPTIONS = (
    "chip_unit",
    "payout_rounding",
    "horn_high_area",
    "place_to_lose_inactive_on_come_out",
    "hardways_work_on_come_out",
)
OPTION_NAMES: tuple[str, ...] = (
    *(_POSTED_PREFIX + name for name in _POSTED_FIELDS),
    *_OTHER_OPTIONS,
)
_CLAUSE_AT_END = re.compile(r"\[(19:47-[^\]\s]+)\]\s*$")


def _odds_text(odds: Odds) -> str:
    return f"{odds.win}:{odds.stake}"


def wire_options(options: CrapsOptions = DEFAULT_OPTIONS) -> dict[str, object]:
    """The house options of `options` as `open_table` sends them: one per field of
    `CrapsOptions`, the posted odds one per field of `PostedOdds` ("W:S", or for a wager posted
    per total an array of "TOTAL=W:S" in ascending totals)."""
    wire: dict[str, object] = {}
    for name in _POSTED_FIELDS:
        value = getattr(options.posted_odds, name)
        if isinstance(value, Mapping):
            wire[_POSTED_PREFIX + name] = [
                f"{total}={_odds_text(value[total])}" for total in sorted(value)
            ]
        else:
            wire[_POSTED_PREFIX + name] = _odds_text(value)
    wire["chip_unit"] = format_money(options.chip_unit)
    wire["payout_rounding"] = options.payout_rounding.value
    for name in _OTHER_OPTIONS[2:]:
        wire[name] = getattr(options, name)
    return wire


DEFAULT_WIRE_OPTIONS: Mapping[str, object] = wire_options(DEFAULT_OPTIONS)


def _clause_of(error: Exception, fallback: str) -> str:
    found = _CLAUSE_AT_END.search(str(error))
    return found.group(1) if found else fallback


def _forbidden(option: str, value: object, why: str, clause: str) -> AdapterRefusal:
    return AdapterRefusal(
        int(ErrorCode.FORBIDDEN_RULES),
        f"{option}={value!r}: {why} [{clause}]",
        {"option": option, "value": value, "clause": clause},
    )


def _posted_value(name: str, value: object) -> Odds | dict[int, Odds]:
    """One `posted_odds_*` option's value: "W:S" (or "W to S"), or "TOTAL=W:S" strings."""
    wager_clause = cite(_POSTED_WAGER_PATH[name])
    if isinstance(value, str):
        try:
            return Odds.parse(value)
        except RulesError as error:
            raise _forbidden(_POSTED_PREFIX + name, value, str(error), wager_clause) from None
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        table: dict[int, Odds] = {}
        for item in value:
            total, equals, odds = item.partition("=")
            if not equals or not total.strip().isdigit() or int(total) in table:
                raise _forbidden(
                    _POSTED_PREFIX + name,
                    value,
                    "posted per total as distinct TOTAL=W:S entries",
                    wager_clause,
                )
            try:
                table[int(total)] = Odds.parse(odds)
            except RulesError as error:
                raise _forbidden(_POSTED_PREFIX + name, value, str(error), wager_clause) from None
        return table
    raise _forbidden(
        _POSTED_PREFIX + name, value, "posted odds are 'W:S' or TOTAL=W:S entries", wager_clause
    )


def options_from_wire(options: Mapping[str, object]) -> CrapsOptions:
    """`CrapsOptions` from `open_table`'s options (an option not given keeps the engine's
    default); an option the game does not know is refused with 1000, a value the rules or the
    option cannot take with 1001 citing the clause."""
    posted: dict[str, Any] = {}
    others: dict[str, Any] = {}
    for name, value in options.items():
        if name.startswith(_POSTED_PREFIX) and name[len(_POSTED_PREFIX) :] in _POSTED_FIELDS:
            posted[name[len(_POSTED_PREFIX) :]] = _posted_value(name[len(_POSTED_PREFIX) :], value)
        elif name == "chip_unit":
            try:
                others[name] = parse_money(value, field=name)
            except WagerError as error:
                raise _forbidden(name, value, str(error), cite("1.2(a)")) from None
        elif name == "payout_rounding":
            known = [item.value for item in PayoutRounding]
            if value not in known:
                raise _forbidden(name, value, f"one of {', '.join(known)}", cite("1.2(a)"))
            others[name] = PayoutRounding(value)
        elif name in _OTHER_OPTIONS:
            others[name] = value
        else:
            raise AdapterRefusal(
                int(ErrorCode.UNSUPPORTED_OPTION),
                f"{name!r} is not a house option of a craps table: {', '.join(OPTION_NAMES)}",
                {"option": name, "value": value},
            )
    try:
        return CrapsOptions(posted_odds=PostedOdds(**posted), **others)
    except RulesError as error:
        option = str(error).split("=", 1)[0].strip()
        option = (
            _POSTED_PREFIX + option.split(".", 1)[1].split("[", 1)[0] if "." in option else option
        )
        raise AdapterRefusal(
            int(ErrorCode.FORBIDDEN_RULES),
            str(error),
            {"option": option, "clause": _clause_of(error, cite("1.2(a)"))},
        ) from None


_POSTED_WAGER_PATH = {
    "pass_bet": "1.2(a)1",
    "dont_pass": "1.2(a)2",
    "come": "1.2(a)3",
    "dont_come": "1.2(a)4",
    "place_to_win": "1.2(a)5",
    "place_to_lose": "1.2(a)6",
    "hardway": "1.2(a)7",
    "field_bet": "1.2(a)11",
    "any_seven": "1.2(a)12",
    "any_craps": "1.2(a)13",
    "craps_two": "1.2(a)14",
    "craps_three": "1.2(a)15",
    "craps_twelve": "1.2(a)16",
    "eleven": "1.2(a)17",
    "c_and_e": "1.2(a)18",
    "horn": "1.2(a)19",
}


@cache
def craps_build_digest() -> str:
    """sha256 over the craps engine's and this adapter's sources, in name order."""
    return sources_digest("reference_impl.craps", "craps")


def _bad_params(detail: str) -> AdapterRefusal:
    return AdapterRefusal(int(ErrorCode.INVALID_PARAMS), f"round: {detail}", {"field": "round"})


@dataclass(frozen=True)
class _Placement:
    index: int
    before_roll: int
    player: str
    wager: CrapsWager
    amount: Decimal
    number: int | None
    high_total: int | None
    on: bool


def _placements(round: Mapping[str, Any], rolls: int) -> list[_Placement]:
    made: list[_Placement] = []
    for index, item in enumerate(round.get("placements", [])):
        before = int(item["before_roll"])
        if before > rolls:
            raise _bad_params(f"placements[{index}].before_roll={before}: there are {rolls} rolls")
        if made and before < made[-1].before_roll:
            raise _bad_params(f"placements[{index}].before_roll={before} is before the previous")
        name = item["wager"]
        if name not in PAR_NAMES:
            raise _bad_params(f"placements[{index}].wager={name!r} is not a wager of 1.2(a)")
        try:
            amount = parse_money(item["amount"])
        except WagerError as error:
            raise _bad_params(f"placements[{index}].{error}") from None
        made.append(
            _Placement(
                index,
                before,
                str(item["player"]),
                PAR_NAMES[name],
                amount,
                item.get("number"),
                item.get("high_total"),
                bool(item.get("on", False)),
            )
        )
    return made


class _Play:
    """One round on one `CrapsTable`: the bets it put on the layout, by placement."""

    def __init__(self, table: CrapsTable, placements: Sequence[_Placement]) -> None:
        self.table = table
        self.placements = placements
        self.of_bet: dict[int, _Placement] = {}
        self.bets_of: dict[int, tuple[int, ...]] = {}
        self.placed: list[dict[str, object]] = []
        self.refused: list[dict[str, object]] = []
        self.rolls: list[dict[str, object]] = []
        self.ledger: list[dict[str, object]] = []

    def place(self, placement: _Placement) -> None:
        try:
            ids = self.table.place(
                placement.wager,
                placement.amount,
                number=placement.number,
                high_total=placement.high_total,
                on=placement.on,
            )
        except WagerError as error:
            self._refuse("placement", placement.index, placement.before_roll, error, placement)
            return
        self.bets_of[placement.index] = ids
        bets = []
        for bet_id in ids:
            self.of_bet[bet_id] = placement
            bet = self.table.bet(bet_id)
            assert bet is not None
            bets.append({"wager": WAGER_NAMES[bet.wager], "amount": format_money(bet.amount)})
        self.placed.append({"placement": placement.index, "player": placement.player, "bets": bets})

    def call_on(self, before_roll: int, index: int) -> None:
        ids = self.bets_of.get(index, ())
        try:
            if len(ids) != 1:
                raise WagerError(
                    f"placement={index}: no single bet of it on the layout [{cite('1.2(a)5')}]"
                )
            self.table.call_on(ids[0])
        except WagerError as error:
            self._refuse("call-on", index, before_roll, error, self.placements[index])

    def _refuse(
        self, what: str, index: int, before_roll: int, error: WagerError, placement: _Placement
    ) -> None:
        self.refused.append(
            {
                "what": what,
                "placement": index,
                "before_roll": before_roll,
                "message": str(error),
                "clause": _clause_of(error, placement.wager.clause),
            }
        )

    def roll(self, index: int) -> None:
        first_event = len(self.table.transcript)
        come_out = self.table.come_out_next
        entries = self.table.roll()
        events = self.table.transcript[first_event:]
        dice = next(event.dice for event in events if event.dice is not None)
        assert dice is not None
        d1, d2 = (int(face) for face in dice.split("-"))
        self.rolls.append(
            {
                "roll": index,
                "dice": [d1, d2],
                "total": d1 + d2,
                "come_out": come_out,
                "point": self.table.point,
                "inactive": [
                    self.of_bet[e.bet].index
                    for e in events
                    if e.kind == "inactive" and e.bet is not None
                ],
                "come_points": [
                    {"placement": self.of_bet[e.bet].index, "point": e.total}
                    for e in events
                    if e.kind == "come-point" and e.bet is not None
                ],
            }
        )
        for entry in entries:
            placement = self.of_bet[entry.bet]
            line: dict[str, object] = {
                "roll": index,
                "placement": placement.index,
                "player": placement.player,
                "wager": WAGER_NAMES[entry.wager],
                "stake": format_money(entry.stake),
                "result": entry.result.value,
                "odds": str(entry.odds) if entry.odds is not None else None,
                "net": format_money(entry.net),
                "clause": entry.clause,
            }
            if entry.number is not None:
                line["number"] = entry.number
            self.ledger.append(line)

    def outcome(self) -> dict[str, object]:
        on_layout = []
        for bet in self.table.bets:
            placement = self.of_bet[bet.id]
            item: dict[str, object] = {
                "placement": placement.index,
                "player": placement.player,
                "wager": WAGER_NAMES[bet.wager],
                "amount": format_money(bet.amount),
                "point": bet.point,
                "on": bet.on,
            }
            if bet.number is not None:
                item["number"] = bet.number
            on_layout.append(item)
        ledger = self.table.ledger
        net = ledger.player_net()
        return {
            "rolls": self.rolls,
            "placed": self.placed,
            "refused": self.refused,
            "ledger": self.ledger,
            "on_layout": on_layout,
            "totals": {
                "staked": format_money(ledger.staked),
                "returned": format_money(ledger.decided_stakes() + net),
                "on_layout": format_money(self.table.on_layout()),
                "player_net": format_money(net),
            },
        }


class ReferenceCrapsGame(ReferenceTableGame[CrapsOptions]):
    """The craps reference engine on protocol 1.5: `handshake`, `open_table`, `close_table`,
    `play`, `shutdown`. `procedure` is the engine's (`REFERENCE_PROCEDURE`) or a faulty game's."""

    GAME = GAME
    TITLE = "craps"
    EDITION = EDITION
    CAPABILITIES = tuple(CAPABILITIES)
    TABLE_PREFIX = "craps-t"

    def __init__(self, *, procedure: CrapsProcedure = REFERENCE_PROCEDURE) -> None:
        super().__init__()
        self.procedure = procedure

    def identity(self) -> dict[str, str]:
        """Who the game says it is in its handshake."""
        return {
            "name": "bjkit reference craps engine",
            "version": KIT_VERSION,
            "build_digest": craps_build_digest(),
        }

    def open(self, options: Mapping[str, object]) -> CrapsOptions:
        """A table's house options, read from the wire and checked (19:47-1.2(a))."""
        return options_from_wire(options)

    def play(self, *, table: str, round: Mapping[str, Any]) -> dict[str, object]:
        """One round: for each roll in turn, the placements and "on" calls made before it, then
        the roll; then the placements made after the last roll (19:47-1.1, 1.2(a))."""
        options = self.table_state(table)
        rolls = [tuple(dice) for dice in round.get("rolls", [])]
        if not rolls:
            raise _bad_params("rolls: a round throws at least one roll")
        try:
            game = CrapsTable(options, rolls, procedure=self.procedure)
        except DiceError as error:
            raise AdapterRefusal(
                int(ErrorCode.BAD_SHOE), str(error), {"field": "round.rolls"}
            ) from None
        placements = _placements(round, len(rolls))
        calls = list(round.get("calls_on", []))
        for number, call in enumerate(calls):
            index = int(call["placement"])
            if index >= len(placements) or placements[index].before_roll > call["before_roll"]:
                raise _bad_params(f"calls_on[{number}]: placement {index} is not placed by then")
            if call["before_roll"] > len(rolls):
                raise _bad_params(f"calls_on[{number}].before_roll: there are {len(rolls)} rolls")
        play = _Play(game, placements)
        for step in range(len(rolls) + 1):
            for placement in placements:
                if placement.before_roll == step:
                    play.place(placement)
            for call in calls:
                if call["before_roll"] == step:
                    play.call_on(step, int(call["placement"]))
            if step < len(rolls):
                play.roll(step)
        return play.outcome()
