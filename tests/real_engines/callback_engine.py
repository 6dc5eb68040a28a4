"""An engine that plays a whole round in one call, asking for decisions through a callback, and
the adapter that wraps it as docs/ADAPTERS.md ("Wrapping an engine as it is") says: replay.

`play_whole_round(table, cards, wagers, ask)` is the engine: it deals the round from the forced
shoe and calls `ask(prompt)` for every decision, returning the outcome when the round is over
(here it is the reference engine driven to the end, so its rules are right). `ReplayingAdapter`
keeps, per round, the shoe, the wagers and the decisions so far; each `deal` and `apply` runs the
engine from the start, answers its callbacks with the recorded decisions and stops at the first
callback with none, whose question is the prompt the protocol returns.

    bjkit adapter-check python:tests.real_engines.callback_engine:replaying_game
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import (
    BatchResult,
    Empty,
    ErrorCode,
    Handshake,
    KitInfo,
    Outcome,
    Prompt,
    RoundStarted,
    ScriptedRound,
    Status,
    TableOpened,
    Wager,
)
from vendor_adapters.reference import ReferenceAdapter

__all__ = ["ReplayingAdapter", "play_whole_round", "replaying_game"]

Ask = Callable[[Prompt], str]

# What the callback engine cannot do: take batches, inject irregularities, play whole shoes.
_NOT_OFFERED = ("batch", "shoe-procedures", "irregularity:")


def play_whole_round(
    engine: ReferenceAdapter, table: str, cards: Sequence[str], wagers: Sequence[Wager], ask: Ask
) -> Outcome:
    """The engine's one call: a whole round, each decision asked through `ask`."""
    round_id = engine.start_round(table=table)["round"]
    engine.load_shoe(round=round_id, cards=cards)
    engine.place_wagers(round=round_id, wagers=wagers)
    status = engine.deal(round=round_id)
    while not status["complete"]:
        prompt = status["prompt"]
        assert prompt is not None
        status = engine.apply(round=round_id, decision=ask(prompt))
    return engine.outcome(round=round_id)


class _DecisionNeededError(Exception):
    """Raised from the callback to stop a replay at the first decision not yet made."""

    def __init__(self, prompt: Prompt) -> None:
        super().__init__("a decision is needed")
        self.prompt = prompt


@dataclass
class _Recorded:
    table: str
    cards: list[str] = field(default_factory=list)
    wagers: list[Wager] = field(default_factory=list)
    decisions: list[str] = field(default_factory=list)
    dealt: bool = False
    prompt: Prompt | None = None
    outcome: Outcome | None = None


class ReplayingAdapter:
    """The protocol over a callback engine, by replaying the round up to the next decision."""

    def __init__(self) -> None:
        self.engine = ReferenceAdapter()
        self.rounds: dict[str, _Recorded] = {}
        self.count = 0

    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake:
        answer = self.engine.handshake(protocol=protocol, kit=kit)
        answer["identity"] = {**answer["identity"], "name": "callback engine, replayed"}
        answer["capabilities"] = [
            c for c in answer["capabilities"] if not c.startswith(_NOT_OFFERED)
        ]
        answer.pop("max_batch", None)
        return answer

    def open_table(self, *, edition: str, options: Mapping[str, object]) -> TableOpened:
        return self.engine.open_table(edition=edition, options=options)

    def close_table(self, *, table: str) -> Empty:
        return self.engine.close_table(table=table)

    def start_round(self, *, table: str) -> RoundStarted:
        self.count += 1
        round_id = f"cb{self.count}"
        self.rounds[round_id] = _Recorded(table=table)
        return {"round": round_id}

    def load_shoe(self, *, round: str, cards: Sequence[str]) -> Empty:
        self.rounds[round].cards = list(cards)
        return {}

    def place_wagers(self, *, round: str, wagers: Sequence[Wager]) -> Empty:
        self.rounds[round].wagers = list(wagers)
        return {}

    def _replay(self, recorded: _Recorded) -> Status:
        answers = iter(list(recorded.decisions))

        def ask(prompt: Prompt) -> str:
            answer = next(answers, None)
            if answer is None:
                raise _DecisionNeededError(prompt)
            return answer

        try:
            recorded.outcome = play_whole_round(
                self.engine, recorded.table, recorded.cards, recorded.wagers, ask
            )
        except _DecisionNeededError as stop:
            recorded.prompt, recorded.outcome = stop.prompt, None
            return {"complete": False, "prompt": stop.prompt}
        recorded.prompt = None
        return {"complete": True, "prompt": None}

    def deal(self, *, round: str) -> Status:
        recorded = self.rounds[round]
        recorded.dealt = True
        return self._replay(recorded)

    def legal_actions(self, *, round: str) -> Status:
        recorded = self.rounds[round]
        return {"complete": recorded.prompt is None, "prompt": recorded.prompt}

    def apply(self, *, round: str, decision: str) -> Status:
        recorded = self.rounds[round]
        if recorded.dealt and recorded.prompt is None:
            raise AdapterRefusal(
                int(ErrorCode.ILLEGAL_DECISION),
                f"{decision}: the round is complete, no decision is legal",
                {"legal": []},
            )
        recorded.decisions.append(decision)
        try:
            return self._replay(recorded)
        except Exception:
            # The engine refused it (an illegal decision): the round stays as it was.
            recorded.decisions.pop()
            self._replay(recorded)
            raise

    def outcome(self, *, round: str) -> Outcome:
        recorded = self.rounds[round]
        if recorded.outcome is None:
            # An incomplete round: the engine's own view of it so far.
            return self._partial(recorded)
        return recorded.outcome

    def _partial(self, recorded: _Recorded) -> Outcome:
        round_id = self.engine.start_round(table=recorded.table)["round"]
        self.engine.load_shoe(round=round_id, cards=recorded.cards)
        self.engine.place_wagers(round=round_id, wagers=recorded.wagers)
        self.engine.deal(round=round_id)
        for decision in recorded.decisions:
            self.engine.apply(round=round_id, decision=decision)
        return self.engine.outcome(round=round_id)

    def shutdown(self) -> Empty:
        return self.engine.shutdown()

    def play_rounds(
        self, *, table: str, rounds: Sequence[ScriptedRound], transcript: bool = False
    ) -> BatchResult:
        raise AdapterRefusal(
            int(ErrorCode.UNSUPPORTED_CAPABILITY),
            "play_rounds needs the capability batch, which this game does not declare",
        )


def replaying_game() -> ReplayingAdapter:
    return ReplayingAdapter()
