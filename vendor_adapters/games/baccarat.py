"""The reference adapter of Baccarat-Punto Banco (protocol 1.5): `reference_impl.baccarat` behind
`handshake`, `open_table`, `close_table`, `play` and `shutdown`.

A `play` round is the game's own object (schemas/games/baccarat-punto-banco.round.schema.json,
docs/ADAPTERS.md "Baccarat-Punto Banco (1.5)"): optionally a new shoe and its procedure
(19:47-3.5(c)-(e)), the wagers made before "No More Bets", the changes tried after it (3.2(d)),
the cards dealt to each hand (the drawing rules of 3.6 to 3.12 are in no source: the kit forces
the hands, I-baccarat-drawing-rules) and optionally the end of the shoe (3.3(c)). The adapter
translates: every rule is the engine's, played by the engine's procedure, so that
`ReferenceBaccaratGame(procedure=...)` serves a faulty game of tests/faulty_games as well.

A request the rules forbid (a fourth kind of wager, a wager after "No More Bets", a cut too near
an end) is refused in the outcome's `refused`, naming the clause; a request the kit got wrong (a
card that is not the shoe's next, an unknown table) is a JSON-RPC error (`AdapterRefusal`).
"""

from __future__ import annotations

import hashlib
import inspect
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from reference_impl.baccarat import (
    DEALER,
    BaccaratOptions,
    BaccaratProcedure,
    BaccaratTable,
    EntryKind,
    RecutBy,
    RoundPhase,
    ShoePhase,
    Side,
    VigorishCollection,
    VigorishRounding,
    VigorishRoundingOf,
)
from reference_impl.baccarat.clauses import (
    CUTTING_CARDS,
    DECKS,
    EDITION,
    RESHUFFLE_OPTION,
    TIE_PAYOUT,
)
from reference_impl.baccarat.procedure import MIN_CUT, MIN_CUTTING_CARD_FROM_BACK
from reference_impl.baccarat.shoe import DECK
from reference_impl.cards import CARD_LABELS, parse_card
from reference_impl.errors import IllegalActionError, RulesError, ShoeError, WagerError
from reference_impl.money import Odds, format_money
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.games.table_game import ReferenceTableGame, sources_digest
from vendor_adapters.protocol import KIT_VERSION, ErrorCode

__all__ = ["CAPABILITIES", "GAME", "OPTION_DEFAULTS", "ReferenceBaccaratGame"]

GAME = "baccarat-punto-banco"
# What the kit may ask of the game: the hands it deals (forced-hands) and a shoe of its own
# stacking, cut, recut, cutting cards, burn and end (shoe-procedures).
CAPABILITIES = ("forced-hands", "shoe-procedures")

# The house options, one per field of `BaccaratOptions`, named as the engine names them, with
# the engine's defaults as plain values (docs/ADAPTERS.md "Baccarat-Punto Banco (1.5)").
OPTION_DEFAULTS: dict[str, object] = {
    "decks": 8,
    "tie_odds": "8 to 1",
    "vigorish_percent": 5,
    "vigorish_rounding": VigorishRounding.NONE.value,
    "vigorish_rounding_of": VigorishRoundingOf.EACH_WIN.value,
    "vigorish_collection": VigorishCollection.AT_PAYOUT.value,
    "recut_by": RecutBy.LAST_CUTTER.value,
    "reshuffle_after_lacing": False,
}
_ENUM_OPTIONS: dict[str, type[Any]] = {
    "vigorish_rounding": VigorishRounding,
    "vigorish_rounding_of": VigorishRoundingOf,
    "vigorish_collection": VigorishCollection,
    "recut_by": RecutBy,
}
_CLAUSE = re.compile(r"\d{2}:\d{2}[A-Z]?-\d+\.\d+(?:\([a-z]\)(?:\d+(?:[ivx]+)?)?)?")
_CARD_CODE = {label: code for code, label in enumerate(CARD_LABELS)}
_LATE = {"make": "place", "increase": "increase", "withdraw": "withdraw"}


@cache
def build_digest() -> str:
    """sha256 over the baccarat engine's sources and this adapter's, in name order."""
    return sources_digest("reference_impl.baccarat", "baccarat")


def _cited(message: str) -> str:
    """The clause a refusal names: the last clause id in its message (the engine writes the most
    specific last, "[19:47-3.2(a), 19:47-3.2(b)]")."""
    found = _CLAUSE.findall(message)
    return found[-1] if found else EDITION


def _refusal(code: ErrorCode, error: Exception, **data: object) -> AdapterRefusal:
    message = str(error)
    found = _CLAUSE.findall(message)
    if found and "clause" not in data:
        data["clause"] = found[-1]
    return AdapterRefusal(int(code), message, data)


def _cards(labels: Sequence[str]) -> list[int]:
    try:
        return [_CARD_CODE[label] if label in _CARD_CODE else parse_card(label) for label in labels]
    except ShoeError as error:
        raise _refusal(ErrorCode.BAD_SHOE, error) from None


def house_options(options: Mapping[str, object]) -> BaccaratOptions:
    """The engine's options of the plain values `open_table` gives; an option the game does not
    have is refused with 1000, a value the rules forbid with 1001 citing the clause."""
    values: dict[str, Any] = {}
    for name, value in options.items():
        if name not in OPTION_DEFAULTS:
            raise AdapterRefusal(
                int(ErrorCode.UNSUPPORTED_OPTION),
                f"{name}: not a house option of Baccarat-Punto Banco; the options are "
                f"{', '.join(OPTION_DEFAULTS)}",
                {"option": name, "value": value},
            )
        try:
            if name in _ENUM_OPTIONS:
                kind = _ENUM_OPTIONS[name]
                known = [member.value for member in kind]
                if value not in known:
                    clause = "19:47-3.5(e)" if kind is RecutBy else "19:47-3.3(c)"
                    raise RulesError(f"{name}={value!r}: one of {', '.join(known)} [{clause}]")
                values[name] = kind(value)
            elif name == "tie_odds":
                if not isinstance(value, str):
                    raise RulesError(f"tie_odds={value!r}: posted odds 'W to S' [{TIE_PAYOUT}]")
                values[name] = Odds.parse(value)
            else:
                values[name] = value
            continue
        except RulesError as error:
            raise _refusal(
                ErrorCode.FORBIDDEN_RULES, _with_clause(error, name), option=name
            ) from None
    try:
        return BaccaratOptions(**values)
    except RulesError as error:
        option = str(error).split("=", 1)[0].strip()
        data = {"option": option} if option in OPTION_DEFAULTS else {}
        raise _refusal(ErrorCode.FORBIDDEN_RULES, error, **data) from None


def _with_clause(error: RulesError, option: str) -> RulesError:
    """An option error that names no clause gets the clause of its option."""
    if _CLAUSE.search(str(error)):
        return error
    clause = {"tie_odds": TIE_PAYOUT, "decks": DECKS}.get(option, RESHUFFLE_OPTION)
    return RulesError(f"{error} [{clause}]")


@dataclass
class _Table:
    options: BaccaratOptions
    engine: BaccaratTable | None = None
    kit_shoe: bool = False  # whether the shoe in play is the one the kit stacked


class ReferenceBaccaratGame(ReferenceTableGame[_Table]):
    """Baccarat-Punto Banco on the adapter protocol 1.5, played by `reference_impl.baccarat`
    with `procedure` (the reference rules, or a faulty game's)."""

    GAME = GAME
    TITLE = "Baccarat-Punto Banco"
    EDITION = EDITION
    CAPABILITIES = tuple(CAPABILITIES)

    def __init__(self, *, procedure: BaccaratProcedure | None = None) -> None:
        super().__init__()
        self.procedure = procedure or BaccaratProcedure()

    # Handshake and tables ------------------------------------------------------------------

    def identity(self) -> dict[str, str]:
        """Who the game says it is: a variant's rules are a build of their own."""
        name, digest = "bjkit reference baccarat-punto-banco", build_digest()
        variant = type(self.procedure)
        if variant is not BaccaratProcedure:
            name = f"{name} ({variant.__name__})"
            source = inspect.getsource(variant).encode()
            digest = f"sha256:{hashlib.sha256(digest.encode() + source).hexdigest()}"
        return {"name": name, "version": KIT_VERSION, "build_digest": digest}

    def open(self, options: Mapping[str, object]) -> _Table:
        """A table's state: its house options, read and checked (19:47-3.1 to 3.5)."""
        return _Table(house_options(options))

    def _table(self, table: str) -> _Table:
        return self.table_state(table)

    # A round -------------------------------------------------------------------------------

    def play(self, *, table: str, round: Mapping[str, Any]) -> dict[str, object]:
        """One round: the shoe (if the round begins one), the wagers, "No More Bets", the late
        changes, the hands as dealt and their settlement, the end of the shoe if asked."""
        found = self._table(table)
        refused: list[dict[str, str]] = []
        marks = self._marks(found)
        outcome: dict[str, object] = {}
        dealt = self._dealt(round["dealt"])
        shoe = round.get("shoe")
        try:
            if shoe is not None:
                burned = self._kit_shoe(found, shoe, refused)
                if burned is None:
                    return self._outcome(found, marks, refused, complete=False)
                outcome["burned"] = [CARD_LABELS[card] for card in burned]
            elif not (found.kit_shoe and self._in_play(found)):
                self._own_shoe(found, dealt)
            engine = found.engine
            assert engine is not None
            self._check_next_cards(engine, dealt)
            engine.open_betting()
            for index, wager in enumerate(round["wagers"]):
                self._wager_change(
                    refused,
                    f"/wagers/{index}",
                    lambda w=wager: engine.place(w["player"], w["wager"], w["amount"]),
                )
            engine.no_more_bets()
            for index, late in enumerate(round.get("late", ())):
                self._wager_change(refused, f"/late/{index}", self._late(engine, late))
            try:
                engine.deal(dealt)
            except ShoeError as error:
                raise _refusal(ErrorCode.BAD_SHOE, error, field="dealt") from None
            if round.get("end_shoe", False):
                engine.end_shoe()
        except IllegalActionError as error:
            raise _refusal(ErrorCode.OUT_OF_ORDER, error) from None
        return {**self._outcome(found, marks, refused, complete=True), **outcome}

    @staticmethod
    def _check_next_cards(engine: BaccaratTable, dealt: Sequence[tuple[Side, int]]) -> None:
        """The kit's cards must be the shoe's next (1004 otherwise), checked before betting
        opens, so that a refused round leaves the table between rounds."""
        upcoming = engine.shoe.upcoming(len(dealt))
        given = tuple(card for _, card in dealt)
        if given != upcoming:
            shown = " ".join(CARD_LABELS[card] for card in given)
            next_cards = " ".join(CARD_LABELS[card] for card in upcoming)
            raise AdapterRefusal(
                int(ErrorCode.BAD_SHOE),
                f"dealt: {shown} are not the shoe's next cards, {next_cards} [{CUTTING_CARDS}]",
                {"field": "dealt", "clause": CUTTING_CARDS},
            )

    @staticmethod
    def _marks(found: _Table) -> tuple[int, int]:
        """Where this round's ledger entries and events begin."""
        engine = found.engine
        if engine is None:
            return (0, 0)
        return (len(engine.ledger.entries), len(engine.events))

    @staticmethod
    def _in_play(found: _Table) -> bool:
        return found.engine is not None and found.engine.shoe.phase is ShoePhase.IN_PLAY

    def _dealt(self, dealt: Sequence[Mapping[str, str]]) -> tuple[tuple[Side, int], ...]:
        cards = _cards([item["card"] for item in dealt])
        return tuple((Side(item["hand"]), card) for item, card in zip(dealt, cards, strict=True))

    def _new_shoe(self, found: _Table, stack: Sequence[int]) -> BaccaratTable:
        """A new shoe of `stack`: the shoe in play is completed first, every outstanding vigorish
        collected before the cards are reshuffled (19:47-3.3(c))."""
        try:
            if found.engine is None:
                found.engine = BaccaratTable(found.options, stack, procedure=self.procedure)
            else:
                if self._in_play(found) and found.engine.phase is RoundPhase.IDLE:
                    found.engine.end_shoe()
                found.engine.reshuffle(stack)
        except ShoeError as error:
            raise _refusal(ErrorCode.BAD_SHOE, error, field="stack") from None
        return found.engine

    def _kit_shoe(
        self, found: _Table, shoe: Mapping[str, Any], refused: list[dict[str, str]]
    ) -> tuple[int, ...] | None:
        """The kit's stack, cut, recut, cutting cards and burn (19:47-3.5(c)-(e)); the cards
        burned, or None when the game refused a step (listed in `refused`)."""
        engine = self._new_shoe(found, _cards(shoe["stack"]))
        found.kit_shoe = True
        cut = shoe["cut"]
        steps: list[tuple[str, Any]] = [
            (
                "/shoe/cut",
                lambda: engine.cut(
                    cut["at"],
                    by=cut.get("by", DEALER),
                    offer_order=tuple(cut.get("offered_to", ())),
                ),
            )
        ]
        recut = shoe.get("recut")
        if recut is not None:
            steps.append(("/shoe/recut", lambda: engine.recut(recut["at"], by=recut["by"])))
        steps.append(
            ("/shoe/cutting_card", lambda: engine.place_cutting_card(shoe["cutting_card"]))
        )
        for what, step in steps:
            try:
                step()
            except ShoeError as error:
                refused.append({"what": what, "message": str(error), "clause": _cited(str(error))})
                return None
        try:
            return engine.burn()
        except ShoeError as error:  # the burn ran past the last card
            raise _refusal(ErrorCode.BAD_SHOE, error, field="shoe") from None

    def _own_shoe(self, found: _Table, dealt: Sequence[tuple[Side, int]]) -> None:
        """forced-hands without the kit's shoe: a shoe of the adapter's own, stacked so that the
        round's cards come right after the burn, cut at 10 and its cutting card 14 from the back
        (3.5(c), (d)); the burn card is the first card of the decks left, burning as the table's
        procedure counts it."""
        decks = found.options.decks
        left = Counter({card: decks for card in range(DECK)})
        forced = [card for _, card in dealt]
        left.subtract(forced)
        if min(left.values()) < 0:
            over = ", ".join(CARD_LABELS[k] for k, n in sorted(left.items()) if n < 0)
            raise AdapterRefusal(
                int(ErrorCode.BAD_SHOE),
                f"dealt: more {over} than {decks} decks hold [{DECKS}]",
                {"field": "dealt", "clause": DECKS},
            )
        rest = [card for card in range(DECK) for _ in range(left[card])]
        first = rest.pop(0)
        burned = rest[: self.procedure.burn_count(first)]
        rest = rest[len(burned) :]
        order = [first, *burned, *forced, *rest]
        stack = order[-MIN_CUT:] + order[:-MIN_CUT]  # a cut at 10 puts `order` in the shoe
        engine = self._new_shoe(found, stack)
        found.kit_shoe = False
        engine.cut(MIN_CUT)
        engine.place_cutting_card(MIN_CUTTING_CARD_FROM_BACK)
        engine.burn()

    @staticmethod
    def _late(engine: BaccaratTable, late: Mapping[str, Any]) -> Any:
        action = _LATE[late["action"]]
        if action == "withdraw":
            return lambda: engine.withdraw(late["player"], late["wager"])
        method = getattr(engine, action)
        return lambda: method(late["player"], late["wager"], late.get("amount", "0"))

    @staticmethod
    def _wager_change(refused: list[dict[str, str]], what: str, change: Any) -> None:
        """Make a wager or change one; a refusal of the rules goes to `refused`."""
        try:
            change()
        except WagerError as error:
            refused.append({"what": what, "message": str(error), "clause": _cited(str(error))})

    def _outcome(
        self,
        found: _Table,
        marks: tuple[int, int],
        refused: list[dict[str, str]],
        *,
        complete: bool,
    ) -> dict[str, object]:
        engine = found.engine
        assert engine is not None
        entries = engine.ledger.entries[marks[0] :]
        outcome: dict[str, object] = {
            "complete": complete,
            "refused": refused,
            "ledger": [self._entry(entry) for entry in entries],
            "owed": [
                {"player": player, "amount": format_money(engine.vigorish.owed(player))}
                for player in engine.vigorish.owing()
                if engine.vigorish.owed(player) > 0
            ],
            "shoe_completed": engine.shoe.phase is ShoePhase.COMPLETED,
            "events": [event.to_dict() for event in engine.events[marks[1] :]],
        }
        if complete:
            outcome["hands"] = {
                side.value: {
                    "cards": [CARD_LABELS[card] for card in engine.hands[side]],
                    "point_count": self.procedure.point_count(engine.hands[side]),
                }
                for side in (Side.PLAYER, Side.BANKER)
            }
        return outcome

    @staticmethod
    def _entry(entry: Any) -> dict[str, object]:
        data = entry.to_dict()
        if entry.kind is EntryKind.VIGORISH:
            data["stake"] = "0.00"
        if data.get("interpretation") is None:
            data.pop("interpretation")
        return dict(data)
