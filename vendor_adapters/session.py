"""`GameSession`: how the kit plays rounds on a game under test, whatever the transport.

It handshakes once and checks the protocol version, checks the results of in-process adapters
against the schemas (the stdio client checks its own), opens each table once, plays scripted or
chosen decisions, and passes every outcome through the consistency checks before anyone compares
it. Steps, `bjkit adapter-check` and the benchmark all play through it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from regulations.errors import KitError
from vendor_adapters.amounts import stated
from vendor_adapters.capabilities import (
    capabilities_for_irregularities,
    capabilities_for_wagers,
    capabilities_understood,
)
from vendor_adapters.consistency import check_outcome
from vendor_adapters.errors import AdapterError, AdapterRefusal
from vendor_adapters.protocol import (
    DEFAULT_GAME,
    KIT_VERSION,
    NOT_OFFERED_CODES,
    PROTOCOL_VERSION,
    ErrorCode,
    GameUnderTest,
    Handshake,
    InjectsIrregularities,
    Irregularity,
    Outcome,
    PlaysShoes,
    PlaysTableGame,
    Prompt,
    ScriptedRound,
    ShoeResult,
    ShoeRound,
    ShuffleScript,
    Status,
    Wager,
)
from vendor_adapters.schema import (
    RequestSchemaError,
    check_game_message,
    check_request,
    check_result,
)

__all__ = [
    "GameSession",
    "RequestSchemaError",
    "RoundScript",
    "ScriptError",
    "is_not_offered",
    "protocol_compatible",
]


class ScriptError(KitError):
    """A scripted round that does not fit the game's prompts: the kit's mistake, not the game's."""


@dataclass(frozen=True)
class RoundScript:
    """A round to play: the forced shoe, the wagers and the decisions in the order asked; for a
    round played choosing, `prompts` holds the prompt each decision answered, so that another
    game can follow what was asked rather than the list (vendor_adapters.prompt_following)."""

    shoe: tuple[str, ...]
    wagers: tuple[Wager, ...]
    decisions: tuple[str, ...] = ()
    irregularities: tuple[Irregularity, ...] = ()
    prompts: tuple[Prompt, ...] = field(default=(), compare=False)

    def to_wire(self) -> ScriptedRound:
        wire: ScriptedRound = {
            "shoe": list(self.shoe),
            "wagers": [dict(w) for w in self.wagers],  # type: ignore[misc]
            "decisions": list(self.decisions),
        }
        if self.irregularities:
            wire["irregularities"] = [dict(i) for i in self.irregularities]  # type: ignore[misc]
        return wire


def protocol_compatible(kit: str, adapter: str) -> str | None:
    """Why the adapter's protocol version cannot be spoken to, or None when it can."""
    try:
        kit_major, kit_minor = (int(part) for part in kit.split("."))
        major, minor = (int(part) for part in adapter.split("."))
    except ValueError:
        return f"protocol version {adapter!r} is not MAJOR.MINOR"
    if major != kit_major:
        return f"the adapter speaks protocol {adapter}; this kit speaks {kit}"
    if minor > kit_minor:
        return f"the adapter's protocol {adapter} is newer than this kit's {kit}"
    return None


@dataclass
class GameSession:
    game: GameUnderTest | PlaysTableGame
    results_checked: int = 0
    _handshake: Handshake | None = None
    _capabilities: frozenset[str] | None = None
    _tables: dict[tuple[str, str], str] = field(default_factory=dict)

    # Handshake and tables ------------------------------------------------------------------

    def handshake(self) -> Handshake:
        if self._handshake is None:
            result = self._checked(
                "handshake",
                self._sent(
                    "handshake",
                    protocol=PROTOCOL_VERSION,
                    kit={"name": "bjkit", "version": KIT_VERSION},
                ),
            )
            problem = protocol_compatible(PROTOCOL_VERSION, result["protocol"])
            if problem is not None:
                raise AdapterError("handshake", problem, method="handshake")
            self._handshake = result
        return self._handshake

    @property
    def game_name(self) -> str:
        """The game the adapter plays, as its handshake names it (1.5); blackjack when it names
        none, as every adapter before 1.5."""
        return str(self.handshake().get("game") or DEFAULT_GAME)

    def play_round(self, table: str, round: Mapping[str, object]) -> dict[str, Any]:
        """Play one whole round of a game other than blackjack (1.5): the game's `round`, checked
        against its schema before it is sent, and its outcome, checked against the outcome's."""
        game = self.game_name
        try:
            check_game_message(game, "round", round)
        except AdapterError as violation:
            raise KitError(
                f"the kit's {game} round breaks the game's schema: {violation}; it is not sent"
            ) from None
        if not isinstance(self.game, PlaysTableGame):
            raise AdapterError("protocol", f"a {game} adapter has no method play", method="play")
        result = self._checked("play", self._sent("play", table=table, round=dict(round)))
        check_game_message(game, "outcome", result)
        return dict(result)

    @property
    def capabilities(self) -> frozenset[str]:
        """The capabilities the game declares and the kit holds it to: a game of protocol 1.1
        declaring `side-wager:NAME` (a family 1.1 reserved) is not taken at 1.2's word."""
        if self._capabilities is None:
            handshake = self.handshake()
            self._capabilities = capabilities_understood(
                handshake["capabilities"], handshake["protocol"]
            )
        return self._capabilities

    def missing_for_wagers(self, wagers: Sequence[Wager]) -> set[str]:
        """The side-wager capabilities (1.2) the wagers need and the game does not declare."""
        needed = capabilities_for_wagers(wagers)
        return needed - self.capabilities if needed else needed

    def table(self, edition: str, options: Mapping[str, object]) -> str:
        """The id of a table with these rules, opened on first use."""
        key = (edition, repr(sorted(options.items())))
        table = self._tables.get(key)
        if table is None:
            self.handshake()
            opened = self._checked(
                "open_table", self._sent("open_table", edition=edition, options=dict(options))
            )
            table = self._tables[key] = opened["table"]
        return table

    def close(self) -> None:
        for table in self._tables.values():
            with contextlib.suppress(AdapterError, AdapterRefusal):
                self._sent("close_table", table=table)
        self._tables.clear()
        closer = getattr(self.game, "close", None)
        if callable(closer):
            closer()

    # Rounds --------------------------------------------------------------------------------

    def begin(
        self,
        table: str,
        shoe: Sequence[str],
        wagers: Sequence[Wager],
        irregularities: Sequence[Irregularity] = (),
    ) -> tuple[str, Status]:
        """Start, stack, wager, inject the irregularities (protocol 1.1) and deal a round; its
        id and first status. Side wagers (1.2) or irregularities the game does not declare make
        the round not applicable: refused with 1009 before anything is sent."""
        missing = self.missing_for_wagers(wagers)
        if missing:
            raise AdapterRefusal(
                int(ErrorCode.UNSUPPORTED_CAPABILITY),
                f"the wagers need {', '.join(sorted(missing))}, which the game does not declare",
            )
        injector = self._injector(irregularities)
        round_id = self._checked("start_round", self._sent("start_round", table=table))["round"]
        self._checked("load_shoe", self._sent("load_shoe", round=round_id, cards=list(shoe)))
        self._checked(
            "place_wagers", self._sent("place_wagers", round=round_id, wagers=list(wagers))
        )
        for irregularity in irregularities:
            assert injector is not None
            self._checked("inject", self._sent("inject", round=round_id, irregularity=irregularity))
        return round_id, self._checked("deal", self._sent("deal", round=round_id))

    def _injector(self, irregularities: Sequence[Irregularity]) -> InjectsIrregularities | None:
        """The game as an injector of these irregularities, or a refusal that makes the round
        not applicable: the game lacks the capability or the method."""
        if not irregularities:
            return None
        missing = capabilities_for_irregularities(irregularities) - self.capabilities
        if missing:
            raise AdapterRefusal(
                int(ErrorCode.UNSUPPORTED_CAPABILITY),
                f"the round needs {', '.join(sorted(missing))}, which the game does not declare",
            )
        if not isinstance(self.game, InjectsIrregularities):
            raise AdapterRefusal(
                int(ErrorCode.UNSUPPORTED_CAPABILITY),
                "the game declares irregularity capabilities but has no `inject` method",
            )
        return self.game

    def decide(self, round_id: str, decision: str) -> Status:
        status: Status = self._checked(
            "apply", self._sent("apply", round=round_id, decision=decision)
        )
        return status

    def status(self, round_id: str) -> Status:
        status: Status = self._checked("legal_actions", self._sent("legal_actions", round=round_id))
        return status

    def finish(self, round_id: str, shoe: Sequence[str], wagers: Sequence[Wager]) -> Outcome:
        outcome: Outcome = self._checked("outcome", self._sent("outcome", round=round_id))
        check_outcome(outcome, shoe, wagers)
        return outcome

    def play(self, table: str, script: RoundScript) -> Outcome:
        """Play a scripted round step by step and return its checked outcome."""
        round_id, status = self.begin(table, script.shoe, script.wagers, script.irregularities)
        for index, decision in enumerate(script.decisions):
            if status["complete"]:
                raise ScriptError(
                    f"decision {index + 1} ({decision}) is left over: the round is complete"
                )
            status = self.decide(round_id, decision)
        return self.finish(round_id, script.shoe, script.wagers)

    def play_choosing(
        self,
        table: str,
        shoe: Sequence[str],
        wagers: Sequence[Wager],
        choose: Callable[[Prompt], str],
        *,
        limit: int = 200,
        irregularities: Sequence[Irregularity] = (),
    ) -> tuple[Outcome, RoundScript]:
        """Play a round asking `choose` for each decision; the outcome and the script that
        replays it. An `insure` at a prompt that does not say the insurance's most is sent for
        exactly half the initial wager (`amounts.stated`, 2.9(b))."""
        round_id, status = self.begin(table, shoe, wagers, irregularities)
        decisions: list[str] = []
        prompts: list[Prompt] = []
        while status["prompt"] is not None:
            if len(decisions) >= limit:
                raise AdapterError(
                    "inconsistent",
                    f"the round still asks for decisions after {limit}",
                    method="apply",
                )
            decision = stated(choose(status["prompt"]), status["prompt"], wagers)
            decisions.append(decision)
            prompts.append(status["prompt"])
            status = self.decide(round_id, decision)
        outcome = self.finish(round_id, shoe, wagers)
        return outcome, RoundScript(
            tuple(shoe), tuple(wagers), tuple(decisions), tuple(irregularities), tuple(prompts)
        )

    def play_shoe(
        self,
        table: str,
        players: Sequence[int],
        shuffles: Sequence[ShuffleScript],
        rounds: Sequence[ShoeRound],
    ) -> ShoeResult:
        """Protocol 1.1: play rounds from one shoe at the table, with the shoe procedures the
        table's options call for; the table events and each round's checked outcome. A game
        without `shoe-procedures` (or the table's shoe capabilities) makes it not applicable."""
        needed = (
            {"shoe-procedures"}
            | capabilities_for_irregularities(
                item for shoe_round in rounds for item in shoe_round.get("irregularities", ())
            )
            | capabilities_for_wagers(
                wager for shoe_round in rounds for wager in shoe_round["wagers"]
            )
        )
        missing = needed - self.capabilities
        if missing or not isinstance(self.game, PlaysShoes):
            what = ", ".join(sorted(missing)) or "a play_shoe method"
            raise AdapterRefusal(
                int(ErrorCode.UNSUPPORTED_CAPABILITY),
                f"the shoe needs {what}, which the game does not declare",
            )
        result: ShoeResult = self._checked(
            "play_shoe",
            self._sent(
                "play_shoe",
                table=table,
                players=list(players),
                shuffles=list(shuffles),
                rounds=list(rounds),
            ),
        )
        if len(result["rounds"]) != len(rounds):
            raise AdapterError(
                "inconsistent",
                f"play_shoe answered {len(result['rounds'])} rounds for {len(rounds)}",
                method="play_shoe",
            )
        for outcome, shoe_round in zip(result["rounds"], rounds, strict=True):
            # The cards come from the table's shoe, not a forced shoe of the round: check that
            # the hands hold only cards dealt, and that the ledger balances.
            check_outcome(outcome, outcome["cards_dealt"], shoe_round["wagers"], method="play_shoe")
        return result

    def play_batch(
        self, table: str, scripts: Sequence[RoundScript], *, transcript: bool = False
    ) -> list[Outcome | AdapterRefusal]:
        """Play scripted rounds with play_rounds when the game declares `batch`, else one by
        one; a refused round is its `AdapterRefusal`."""
        if "batch" not in self.capabilities or any(self._one_by_one(s) for s in scripts):
            # Rounds with irregularities, or side wagers the game does not declare, go one by
            # one, so that each is checked for the capabilities and methods it needs.
            results: list[Outcome | AdapterRefusal] = []
            for script in scripts:
                try:
                    results.append(self.play(table, script))
                except AdapterRefusal as refusal:
                    results.append(refusal)
            return results
        answer = self._checked(
            "play_rounds",
            self._sent(
                "play_rounds",
                table=table,
                rounds=[s.to_wire() for s in scripts],
                transcript=transcript,
            ),
        )
        return self._batch_outcomes(scripts, answer["results"])

    def play_many(
        self,
        table: str,
        scripts: Sequence[RoundScript],
        *,
        batch_size: int = 1000,
        transcript: bool = False,
    ) -> Iterator[Outcome | AdapterRefusal]:
        """Play many scripted rounds in batches; over stdio the next batch is sent before the
        previous answer is checked, so that the adapter and the kit work at the same time."""
        chunks = [scripts[i : i + batch_size] for i in range(0, len(scripts), batch_size)]
        pipelined = getattr(self.game, "play_rounds_pipelined", None)
        if (
            "batch" not in self.capabilities
            or not callable(pipelined)
            or any(self._one_by_one(s) for s in scripts)
        ):
            for chunk in chunks:
                yield from self.play_batch(table, chunk, transcript=transcript)
            return
        answers = pipelined(
            table=table, batches=([s.to_wire() for s in c] for c in chunks), transcript=transcript
        )
        for chunk, answer in zip(chunks, answers, strict=True):
            self.results_checked += 1
            yield from self._batch_outcomes(chunk, answer["results"])

    def _one_by_one(self, script: RoundScript) -> bool:
        return bool(script.irregularities) or bool(self.missing_for_wagers(script.wagers))

    def _batch_outcomes(
        self, scripts: Sequence[RoundScript], entries: Sequence[Any]
    ) -> list[Outcome | AdapterRefusal]:
        if len(entries) != len(scripts):
            raise AdapterError(
                "inconsistent",
                f"play_rounds answered {len(entries)} results for {len(scripts)} rounds",
                method="play_rounds",
            )
        results: list[Outcome | AdapterRefusal] = []
        for index, (script, entry) in enumerate(zip(scripts, entries, strict=True)):
            if "error" in entry:
                error = entry["error"]
                results.append(AdapterRefusal(error["code"], error["message"], error.get("data")))
                continue
            try:
                check_outcome(entry, script.shoe, script.wagers, method="play_rounds")
            except AdapterError as error:
                error.detail = f"results[{index}]: {error.detail}"
                error.args = (error._compose(),)
                raise
            results.append(entry)
        return results

    def _sent(self, method: str, **params: Any) -> Any:
        """Call `method` of the game with `params`, checked first against the method's params
        schema: the kit never sends a request that breaks its own protocol (a stdio client
        checks what it writes itself). A request that breaks it is `RequestSchemaError`, the
        kit's error, never the game's."""
        if not getattr(self.game, "validates_messages", False):
            check_request(method, params)
        return getattr(self.game, method)(**params)

    def _checked(self, method: str, result: Any) -> Any:
        if not getattr(self.game, "validates_messages", False):
            check_result(method, result)
        self.results_checked += 1
        return result


def is_not_offered(refusal: AdapterRefusal) -> bool:
    """A refusal that means the game does not offer what was asked (not applicable)."""
    return refusal.code in NOT_OFFERED_CODES
