"""The reference adapter: `reference_impl` behind the `GameUnderTest` contract.

It is the adapter `--adapter reference` names, the one `python -m vendor_adapters.serve reference`
puts on stdio, and the oracle that differential checks compare a vendor's game with.
"""

from __future__ import annotations

import hashlib
import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources

from reference_impl.catalog import OPTIONS, rules_from_mapping
from reference_impl.editions import EDITIONS
from reference_impl.errors import (
    IllegalActionError,
    RulesError,
    ShoeError,
    WagerError,
)
from reference_impl.irregularities import (
    Irregularity,
    IrregularityError,
)
from reference_impl.procedure import REFERENCE_PROCEDURE, RoundProcedure
from reference_impl.round import Round
from reference_impl.rules import TableRules
from reference_impl.shoe import Shoe
from reference_impl.shoe_script import ShoeProcedureError, ShoeScript
from reference_impl.shoe_session import play_shoe
from reference_impl.wagers import BoxWager, Seating
from vendor_adapters import reference_wire as wire
from vendor_adapters.capabilities import REFERENCE_CAPABILITIES
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import (
    KIT_VERSION,
    PROTOCOL_VERSION,
    BatchResult,
    Empty,
    ErrorCode,
    Handshake,
    KitInfo,
    Outcome,
    RoundStarted,
    ScriptedRound,
    ShoeResult,
    Status,
    TableOpened,
    Wager,
)
from vendor_adapters.protocol import Irregularity as IrregularityMessage
from vendor_adapters.protocol import ShoeRound as ShoeRoundMessage
from vendor_adapters.protocol import ShuffleScript as ShuffleMessage
from vendor_adapters.reference_wire import round_outcome

__all__ = ["ReferenceAdapter", "reference_build_digest", "round_outcome"]

_OPTION_NAMES = frozenset(spec.name for spec in OPTIONS) - {"edition"}


@cache
def reference_build_digest() -> str:
    """sha256 over the reference engine's and this adapter's sources, in name order."""
    digest = hashlib.sha256()
    for package in ("reference_impl", "vendor_adapters"):
        for entry in sorted(resources.files(package).iterdir(), key=lambda e: e.name):
            if entry.name.endswith(".py"):
                digest.update(entry.name.encode())
                digest.update(entry.read_bytes())
    return f"sha256:{digest.hexdigest()}"


@dataclass
class _RoundSlot:
    rules: TableRules
    cards: tuple[int, ...] | None = None
    wagers: tuple[BoxWager, ...] | None = None
    seating: Seating | None = None
    irregularities: list[Irregularity] = field(default_factory=list)
    game: Round | None = None
    broken: str | None = None  # why the round stopped (the shoe ran out)


@dataclass
class _Table:
    rules: TableRules
    rounds: dict[str, _RoundSlot] = field(default_factory=dict)


class ReferenceAdapter:
    """Every method of `GameUnderTest`, answered by the reference engine."""

    def __init__(self, *, procedure: RoundProcedure = REFERENCE_PROCEDURE) -> None:
        # The steps and rules every round is dealt with: the reference engine's, or a variant's.
        self.procedure = procedure
        self._tables: dict[str, _Table] = {}
        self._round_table: dict[str, str] = {}
        self._ids = itertools.count(1)

    # Handshake and tables ------------------------------------------------------------------

    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake:
        return {
            "protocol": PROTOCOL_VERSION,
            "identity": {
                "name": "bjkit reference engine",
                "version": KIT_VERSION,
                "build_digest": reference_build_digest(),
            },
            "capabilities": sorted(REFERENCE_CAPABILITIES),
            "editions": sorted(EDITIONS),
            "max_batch": 100_000,
        }

    def open_table(self, *, edition: str, options: Mapping[str, object]) -> TableOpened:
        if edition not in EDITIONS:
            raise AdapterRefusal(
                int(ErrorCode.UNKNOWN_EDITION),
                f"edition {edition!r} is not one of {', '.join(sorted(EDITIONS))}",
                {"field": "edition"},
            )
        for name, value in options.items():
            if name not in _OPTION_NAMES:
                raise AdapterRefusal(
                    int(ErrorCode.UNSUPPORTED_OPTION),
                    f"unknown house option {name!r}; the options are those of `bjkit rules`",
                    {"option": name, "value": value},
                )
        try:
            rules = rules_from_mapping(
                {**options, "edition": edition}, self.procedure.table_rules_class
            )
        except RulesError as error:
            option = str(error).split(":", 1)[0].split("=", 1)[0].strip()
            data: dict[str, object] = {}
            if option.replace("_", "").isalnum() and option in options:
                data["option"] = option
            raise wire.refusal_of(ErrorCode.FORBIDDEN_RULES, error, **data) from None
        table_id = f"t{next(self._ids)}"
        self._tables[table_id] = _Table(rules)
        return {"table": table_id}

    def close_table(self, *, table: str) -> Empty:
        found = self._table(table)
        for round_id in found.rounds:
            self._round_table.pop(round_id, None)
        del self._tables[table]
        return {}

    # One round, step by step ---------------------------------------------------------------

    def start_round(self, *, table: str) -> RoundStarted:
        found = self._table(table)
        round_id = f"r{next(self._ids)}"
        found.rounds[round_id] = _RoundSlot(found.rules)
        self._round_table[round_id] = table
        return {"round": round_id}

    def load_shoe(self, *, round: str, cards: Sequence[str]) -> Empty:
        slot = self._slot(round)
        if slot.game is not None:
            raise _out_of_order("load_shoe", "the round has been dealt")
        codes = wire.cards(cards, slot.rules)
        slot.cards = codes
        return {}

    def place_wagers(self, *, round: str, wagers: Sequence[Wager]) -> Empty:
        slot = self._slot(round)
        if slot.game is not None:
            raise _out_of_order("place_wagers", "wagers are made before the first card [2.3(a)]")
        wire.check_side_kinds(slot.rules, wagers)
        box_wagers = wire.box_wagers(wagers)
        try:
            slot.seating = self.procedure.arrange_wagers(slot.rules, box_wagers)
        except (WagerError, RulesError) as error:
            raise wire.refusal_of(ErrorCode.BAD_WAGER, error) from None
        slot.wagers = box_wagers
        return {}

    def deal(self, *, round: str) -> Status:
        slot = self._slot(round)
        if slot.game is not None or slot.broken is not None:
            raise _out_of_order("deal", "the round has been dealt already")
        if slot.cards is None or slot.seating is None:
            missing = "load_shoe" if slot.cards is None else "place_wagers"
            raise _out_of_order("deal", f"call {missing} first")
        try:
            slot.game = Round(
                slot.rules,
                Shoe(slot.cards, decks=slot.rules.decks, validate=False),
                slot.seating,
                irregularities=slot.irregularities,
                procedure=self.procedure,
            )
        except ShoeError as error:
            slot.broken = str(error)
            raise wire.refusal_of(ErrorCode.SHOE_EXHAUSTED, error) from None
        return wire.status(slot.game)

    def legal_actions(self, *, round: str) -> Status:
        return wire.status(self._dealt(round, "legal_actions"))

    def apply(self, *, round: str, decision: str) -> Status:
        slot = self._slot(round)
        game = self._dealt(round, "apply")
        try:
            wire.apply_decision(game, decision)
        except AdapterRefusal as refusal:
            if refusal.code == ErrorCode.SHOE_EXHAUSTED:
                slot.broken = refusal.message
            raise
        return wire.status(game)

    def outcome(self, *, round: str) -> Outcome:
        return wire.outcome(self._dealt(round, "outcome"), transcript=True)

    def inject(self, *, round: str, irregularity: IrregularityMessage) -> Empty:
        """Protocol 1.1: place an irregularity of 2.15 in the round before it is dealt."""
        slot = self._slot(round)
        if slot.game is not None:
            raise _out_of_order("inject", "the round has been dealt; inject before deal")
        if slot.wagers is None:
            raise _out_of_order("inject", "call place_wagers first")
        found = wire.irregularity(irregularity, slot.rules)
        wire.check_irregularities(slot.rules, [*slot.irregularities, found], slot.wagers)
        slot.irregularities.append(found)
        return {}

    # Many rounds in one message ------------------------------------------------------------

    def play_rounds(
        self, *, table: str, rounds: Sequence[ScriptedRound], transcript: bool = False
    ) -> BatchResult:
        rules = self._table(table).rules
        results: list[Outcome | dict[str, object]] = []
        seatings: dict[tuple[tuple[object, ...], ...], Seating] = {}
        for script in rounds:
            try:
                results.append(
                    wire.play_script(rules, script, seatings, transcript, self.procedure)
                )
            except AdapterRefusal as refusal:
                results.append({"error": refusal.to_error_object()})
        return {"results": results}

    # A whole shoe at a table (1.1) --------------------------------------------------------

    def play_shoe(
        self,
        *,
        table: str,
        players: Sequence[int],
        shuffles: Sequence[ShuffleMessage],
        rounds: Sequence[ShoeRoundMessage],
    ) -> ShoeResult:
        """Protocol 1.1: the shuffles, cuts, burns and reshuffles of 2.5, 2.6 and 2.20 around
        the rounds given, played by `reference_impl.shoe_session`."""
        rules = self._table(table).rules
        script = ShoeScript(
            players=tuple(players),
            shuffles=tuple(wire.shuffle(item, rules) for item in shuffles),
            rounds=tuple(wire.shoe_round(item, rules) for item in rounds),
        )
        try:
            run = play_shoe(rules, script, self.procedure)
        except ShoeProcedureError as error:
            raise wire.refusal_of(ErrorCode.SHOE_PROCEDURE, error) from None
        except IllegalActionError as error:
            raise wire.refusal_of(
                ErrorCode.ILLEGAL_DECISION, error, legal=list(error.legal), clause=error.clause
            ) from None
        except IrregularityError as error:
            raise wire.refusal_of(ErrorCode.IMPOSSIBLE_IRREGULARITY, error) from None
        except (WagerError, RulesError) as error:
            raise wire.refusal_of(ErrorCode.BAD_WAGER, error) from None
        except ShoeError as error:
            raise wire.refusal_of(ErrorCode.BAD_SHOE, error) from None
        return {
            "events": [event.to_dict() for event in run.events],  # type: ignore[misc]
            "rounds": [wire.outcome(game, transcript=True) for game in run.rounds],
        }

    def shutdown(self) -> Empty:
        self._tables.clear()
        self._round_table.clear()
        return {}

    # Lookups -------------------------------------------------------------------------------

    def _table(self, table: str) -> _Table:
        found = self._tables.get(table)
        if found is None:
            raise AdapterRefusal(
                int(ErrorCode.UNKNOWN_ID), f"no open table {table!r}", {"field": "table"}
            )
        return found

    def _slot(self, round_id: str) -> _RoundSlot:
        table = self._round_table.get(round_id)
        if table is None:
            raise AdapterRefusal(
                int(ErrorCode.UNKNOWN_ID), f"no round {round_id!r}", {"field": "round"}
            )
        return self._tables[table].rounds[round_id]

    def _dealt(self, round_id: str, method: str) -> Round:
        slot = self._slot(round_id)
        if slot.broken is not None:
            raise AdapterRefusal(int(ErrorCode.SHOE_EXHAUSTED), slot.broken)
        if slot.game is None:
            raise _out_of_order(method, "the round has not been dealt")
        return slot.game


def _out_of_order(method: str, why: str) -> AdapterRefusal:
    return AdapterRefusal(int(ErrorCode.OUT_OF_ORDER), f"{method}: {why}")
