"""The reference adapter: `reference_impl` behind the `GameUnderTest` contract.

It is the adapter `--adapter reference` names, the one `python -m vendor_adapters.serve reference`
puts on stdio, and the oracle that differential checks compare a vendor's game with.
"""

from __future__ import annotations

import hashlib
import itertools
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import cast

from reference_impl.actions import Action, parse_action
from reference_impl.cards import CARD_LABELS, parse_cards
from reference_impl.catalog import OPTIONS, rules_from_mapping
from reference_impl.editions import EDITIONS
from reference_impl.errors import (
    EngineError,
    IllegalActionError,
    RulesError,
    ShoeError,
    WagerError,
)
from reference_impl.irregularities import (
    Irregularity,
    IrregularityError,
    check_table_allows,
    irregularity_from_mapping,
    spots_wagered,
)
from reference_impl.money import ZERO, format_money
from reference_impl.procedure import REFERENCE_PROCEDURE, RoundProcedure
from reference_impl.round import Round
from reference_impl.rules import TableRules
from reference_impl.shoe import Shoe, validate_copies
from reference_impl.shoe_script import ShoeProcedureError, ShoeRound, ShoeScript, ShuffleScript
from reference_impl.shoe_session import play_shoe
from reference_impl.wagers import BoxWager, Seating
from vendor_adapters.capabilities import REFERENCE_CAPABILITIES
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import (
    KIT_VERSION,
    PROTOCOL_VERSION,
    BatchResult,
    Empty,
    ErrorCode,
    FinalHand,
    Handshake,
    KitInfo,
    LedgerEntry,
    Outcome,
    Prompt,
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
from vendor_adapters.side_wager_validation import side_wager_refusal

__all__ = ["ReferenceAdapter", "reference_build_digest", "round_outcome"]

_OPTION_NAMES = frozenset(spec.name for spec in OPTIONS) - {"edition"}
_SECTION_PATH_IN_MESSAGE = re.compile(r"\[(2\.[0-9]+(?:\([a-z]\)[0-9]*)?)\]")
_CLAUSE_IN_MESSAGE = re.compile(r"\[([0-9]{2}:[0-9]{2}[A-Z]?-[^\],\s]+)")  # the first clause cited


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


def _refusal(code: ErrorCode, error: Exception, **data: object) -> AdapterRefusal:
    message = str(error)
    found = _CLAUSE_IN_MESSAGE.search(message)
    if found and "clause" not in data:
        data["clause"] = found.group(1)
    return AdapterRefusal(int(code), message, data)


@cache
def _action(token: str) -> Action:
    return parse_action(token)


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
            raise _refusal(ErrorCode.FORBIDDEN_RULES, error, **data) from None
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
        codes = _cards(cards, slot.rules)
        slot.cards = codes
        return {}

    def place_wagers(self, *, round: str, wagers: Sequence[Wager]) -> Empty:
        slot = self._slot(round)
        if slot.game is not None:
            raise _out_of_order("place_wagers", "wagers are made before the first card [2.3(a)]")
        _check_side_kinds(slot.rules, wagers)
        box_wagers = _box_wagers(wagers)
        try:
            slot.seating = self.procedure.arrange_wagers(slot.rules, box_wagers)
        except (WagerError, RulesError) as error:
            raise _refusal(ErrorCode.BAD_WAGER, error) from None
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
            raise _refusal(ErrorCode.SHOE_EXHAUSTED, error) from None
        return _status(slot.game)

    def legal_actions(self, *, round: str) -> Status:
        return _status(self._dealt(round, "legal_actions"))

    def apply(self, *, round: str, decision: str) -> Status:
        slot = self._slot(round)
        game = self._dealt(round, "apply")
        try:
            _apply_decision(game, decision)
        except AdapterRefusal as refusal:
            if refusal.code == ErrorCode.SHOE_EXHAUSTED:
                slot.broken = refusal.message
            raise
        return _status(game)

    def outcome(self, *, round: str) -> Outcome:
        return _outcome(self._dealt(round, "outcome"), transcript=True)

    def inject(self, *, round: str, irregularity: IrregularityMessage) -> Empty:
        """Protocol 1.1: place an irregularity of 2.15 in the round before it is dealt."""
        slot = self._slot(round)
        if slot.game is not None:
            raise _out_of_order("inject", "the round has been dealt; inject before deal")
        if slot.wagers is None:
            raise _out_of_order("inject", "call place_wagers first")
        found = _irregularity(irregularity, slot.rules)
        _check_irregularities(slot.rules, [*slot.irregularities, found], slot.wagers)
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
                results.append(_play_script(rules, script, seatings, transcript, self.procedure))
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
            shuffles=tuple(_shuffle(item, rules) for item in shuffles),
            rounds=tuple(_shoe_round(item, rules) for item in rounds),
        )
        try:
            run = play_shoe(rules, script, self.procedure)
        except ShoeProcedureError as error:
            raise _refusal(ErrorCode.SHOE_PROCEDURE, error) from None
        except IllegalActionError as error:
            raise _refusal(
                ErrorCode.ILLEGAL_DECISION, error, legal=list(error.legal), clause=error.clause
            ) from None
        except IrregularityError as error:
            raise _refusal(ErrorCode.IMPOSSIBLE_IRREGULARITY, error) from None
        except (WagerError, RulesError) as error:
            raise _refusal(ErrorCode.BAD_WAGER, error) from None
        except ShoeError as error:
            raise _refusal(ErrorCode.BAD_SHOE, error) from None
        return {
            "events": [event.to_dict() for event in run.events],  # type: ignore[misc]
            "rounds": [_outcome(game, transcript=True) for game in run.rounds],
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


_CODE_OF_LABEL = {label: code for code, label in enumerate(CARD_LABELS)}
_LABEL = CARD_LABELS.__getitem__


def _cards(labels: Sequence[str], rules: TableRules) -> tuple[int, ...]:
    try:
        try:
            # The schema has checked the labels, and this lookup is the hot path of
            # play_rounds; parse_cards explains a label it cannot read.
            codes = tuple(map(_CODE_OF_LABEL.__getitem__, labels))
        except KeyError:
            codes = tuple(parse_cards(list(labels)))
        validate_copies(codes, rules.decks)
    except ShoeError as error:
        raise _refusal(ErrorCode.BAD_SHOE, error, clause=rules.profile.cite("2.2(a)")) from None
    return codes


def _box_wagers(wagers: Sequence[Wager]) -> tuple[BoxWager, ...]:
    try:
        return tuple(
            BoxWager.of(
                wager["box"],
                wager["amount"],
                wager["player"],
                seated=wager.get("seated", True),
                side=_side_wagers(wager),
            )
            for wager in wagers
        )
    except EngineError as error:
        raise _refusal(ErrorCode.BAD_WAGER, error) from None


def _check_side_kinds(rules: TableRules, wagers: Sequence[Wager]) -> None:
    """Refuse (1006) a side wager of a kind no offering has, or one paid and never placed (an
    offering with `staked=False`), naming the field and the clause."""
    refusal = side_wager_refusal(rules, wagers)
    if refusal is not None:
        raise refusal


def _side_wagers(wager: Wager) -> dict[str, object] | None:
    """A wager's side wagers (1.2) by kind; the engine judges the kinds and amounts."""
    side: dict[str, object] = {}
    for item in wager.get("side_wagers", ()):
        if item["kind"] in side:
            raise WagerError(
                f"the {item['kind']} wager is placed twice by {wager['player']!r} on box "
                f"{wager['box']}"
            )
        side[item["kind"]] = item["amount"]
    return side or None


def _seating_key(wager: Wager) -> tuple[object, ...]:
    # A loop rather than a generator: the key is looked up for every scripted round.
    sides: list[tuple[object, object]] = []
    for item in wager.get("side_wagers", ()):
        sides.append((item["kind"], item["amount"]))
    return (wager["box"], wager["player"], wager["amount"], wager.get("seated", True), tuple(sides))


def _play_script(
    rules: TableRules,
    script: ScriptedRound,
    seatings: dict[tuple[tuple[object, ...], ...], Seating],
    transcript: bool,
    procedure: RoundProcedure = REFERENCE_PROCEDURE,
) -> Outcome:
    key = tuple(map(_seating_key, script["wagers"]))
    seating = seatings.get(key)
    if seating is None:
        _check_side_kinds(rules, script["wagers"])
        try:
            seating = procedure.arrange_wagers(rules, _box_wagers(script["wagers"]))
        except (WagerError, RulesError) as error:
            raise _refusal(ErrorCode.BAD_WAGER, error) from None
        seatings[key] = seating
    # Most scripted rounds have no irregularities at all: no comprehension is run for them.
    injected = (
        [_irregularity(item, rules) for item in script["irregularities"]]
        if "irregularities" in script
        else []
    )
    if injected:
        _check_irregularities(rules, injected, seating.wagers)
    try:
        game = Round(
            rules,
            Shoe(_cards(script["shoe"], rules), decks=rules.decks, validate=False),
            seating,
            irregularities=injected,
            procedure=procedure,
        )
    except ShoeError as error:
        raise _refusal(ErrorCode.SHOE_EXHAUSTED, error) from None
    for token in script["decisions"]:
        if game.prompt is None:
            raise AdapterRefusal(
                int(ErrorCode.ILLEGAL_DECISION),
                f"decision {token!r} left over: the round is complete",
                {"legal": []},
            )
        _apply_decision(game, token)
    return _outcome(game, transcript=transcript)


def _irregularity(message: IrregularityMessage, rules: TableRules) -> Irregularity:
    try:
        return irregularity_from_mapping(message)
    except IrregularityError as error:
        # A malformed irregularity is read before any table is consulted; cite the edition's.
        path = _SECTION_PATH_IN_MESSAGE.search(str(error))
        data = {} if path is None else {"clause": rules.profile.cite(path.group(1))}
        raise _refusal(ErrorCode.IMPOSSIBLE_IRREGULARITY, error, **data) from None


def _check_irregularities(
    rules: TableRules, irregularities: list[Irregularity], wagers: Sequence[BoxWager]
) -> None:
    try:
        check_table_allows(
            rules, irregularities, {wager.box for wager in wagers}, spots=spots_wagered(wagers)
        )
    except IrregularityError as error:
        raise _refusal(ErrorCode.IMPOSSIBLE_IRREGULARITY, error) from None


def _shuffle(message: ShuffleMessage, rules: TableRules) -> ShuffleScript:
    stacks = message.get("stacks")
    locations = message.get("locations")
    return ShuffleScript(
        cards=_cards(message["cards"], rules),
        cut_answers=tuple(message.get("cut_answers", ())),
        cutting_card=message.get("cutting_card"),
        recut_answers=tuple(message.get("recut_answers", ())),
        side=message.get("side"),
        stacks=None if stacks is None else (stacks[0], stacks[1], stacks[2]),
        locations=None if locations is None else (locations[0], locations[1], locations[2]),
    )


def _shoe_round(message: ShoeRoundMessage, rules: TableRules) -> ShoeRound:
    try:
        decisions = tuple(_action(token) for token in message["decisions"])
    except IllegalActionError as error:
        raise _refusal(ErrorCode.ILLEGAL_DECISION, error, legal=list(error.legal)) from None
    _check_side_kinds(rules, message["wagers"])
    return ShoeRound(
        wagers=_box_wagers(message["wagers"]),
        decisions=decisions,
        new_dealer=message.get("new_dealer", False),
        reshuffle_after=message.get("reshuffle_after", False),
        determinant_side=message.get("determinant_side"),
        irregularities=tuple(_irregularity(i, rules) for i in message.get("irregularities", ())),
    )


def _apply_decision(game: Round, token: str) -> None:
    try:
        game.apply(_action(token))
    except IllegalActionError as error:
        raise _refusal(
            ErrorCode.ILLEGAL_DECISION, error, legal=list(error.legal), clause=error.clause
        ) from None
    except ShoeError as error:
        raise _refusal(ErrorCode.SHOE_EXHAUSTED, error) from None


def _prompt(game: Round) -> Prompt | None:
    prompt = game.prompt
    if prompt is None:
        return None
    most = prompt.max_amount
    return cast(
        Prompt,
        {**prompt.to_dict(), "max_amount": None if most is None else format_money(most)},
    )


def _status(game: Round) -> Status:
    prompt = _prompt(game)
    return {"complete": prompt is None, "prompt": prompt}


def _outcome(game: Round, *, transcript: bool) -> Outcome:
    # One loop over the ledger rather than a comprehension and two sums over generators, and `map`
    # for the card labels: every round an adapter plays or `bjkit rtp` deals ends here.
    entries: list[LedgerEntry] = []
    staked = net = ZERO
    for entry in game.ledger.entries:
        entries.append(entry.to_dict())  # type: ignore[arg-type]
        staked += entry.stake
        net += entry.net
    prompt = None if game.prompt is None else _prompt(game)
    outcome: Outcome = {
        "complete": prompt is None,
        "prompt": prompt,
        "cards_dealt": list(map(_LABEL, game.cards_dealt())),
        "ledger": entries,
        "totals": {
            "staked": format_money(staked),
            "returned": format_money(staked + net),
            "player_net": format_money(net),
        },
        "final_hands": _final_hands(game),
    }
    if transcript:
        outcome["transcript"] = [event.to_dict() for event in game.events]  # type: ignore[misc]
    return outcome


def round_outcome(game: Round) -> Outcome:
    """The protocol outcome of a round the reference engine played, as `outcome` answers it:
    what `bjkit rtp` compares a game's outcome of the same shoe and decisions with."""
    return _outcome(game, transcript=False)


def _final_hands(game: Round) -> list[FinalHand]:
    # Round.final_hands() gives exactly the members of the protocol's final hand.
    return cast(list[FinalHand], game.final_hands())
