"""An engine that offers insurance among its play choices: against a dealer's ace, the first
prompt of a box is its play prompt with `insure` among the decisions (2.9(b) lets a licensee take
insurance "immediately prior to such player indicating whether he or she wishes to double down,
split pairs, stand, and/or draw"). `insure` takes the insurance and asks the play prompt again;
any play decision declines it. The reference adapter, taking insurance just before each box's
own decisions and showing its insurance prompt inside the play prompt that follows it.

    bjkit certify --adapter python:tests.real_engines.insurance_in_play:insurance_in_play
"""

from __future__ import annotations

from collections.abc import Mapping

from reference_impl.actions import Action, ActionKind
from reference_impl.errors import EngineError
from reference_impl.procedure import REFERENCE_PROCEDURE, RoundProcedure
from reference_impl.round import Round
from reference_impl.shoe import Shoe
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import ErrorCode, Handshake, KitInfo, Prompt, Status, TableOpened
from vendor_adapters.reference import ReferenceAdapter

__all__ = ["InsuranceInPlay", "insurance_in_play"]

NOT_DECLARED = ("batch", "shoe-procedures", "irregularity:", "multiple-action")
_INSURANCE = ("insure", "no-insurance")


class InsuranceInPlay(ReferenceAdapter):
    """The reference adapter whose insurance prompt is part of the box's play prompt."""

    def __init__(self, *, procedure: RoundProcedure = REFERENCE_PROCEDURE) -> None:
        super().__init__(procedure=procedure)
        self._merged: dict[str, Prompt] = {}

    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake:
        answer = super().handshake(protocol=protocol, kit=kit)
        answer["identity"] = {**answer["identity"], "name": "insurance among the play choices"}
        answer["capabilities"] = [
            c for c in answer["capabilities"] if not c.startswith(NOT_DECLARED)
        ]
        return answer

    def open_table(self, *, edition: str, options: Mapping[str, object]) -> TableOpened:
        """Insurance just before each box's own decisions, where the table may take it then."""
        if "insurance_timing" not in options:
            try:
                timing = {**options, "insurance_timing": "before-own-decisions"}
                return super().open_table(edition=edition, options=timing)
            except AdapterRefusal:
                pass
        return super().open_table(edition=edition, options=options)

    def deal(self, *, round: str) -> Status:
        return self._shown(round, super().deal(round=round))

    def legal_actions(self, *, round: str) -> Status:
        return self._shown(round, super().legal_actions(round=round))

    def apply(self, *, round: str, decision: str) -> Status:
        merged = self._merged.pop(round, None)
        if merged is not None and decision.partition(":")[0] not in _INSURANCE:
            if decision.partition(":")[0] not in merged["legal"]:
                self._merged[round] = merged
                raise AdapterRefusal(
                    int(ErrorCode.ILLEGAL_DECISION),
                    f"{decision} is not legal now; legal: {', '.join(merged['legal'])}",
                    {"legal": list(merged["legal"])},
                )
            super().apply(round=round, decision="no-insurance")
        return self._shown(round, super().apply(round=round, decision=decision))

    def _shown(self, round_id: str, status: Status) -> Status:
        """An insurance prompt followed by the same box's play prompt is shown as that play
        prompt with `insure` among its decisions."""
        prompt = status["prompt"]
        if prompt is None or prompt["kind"] != "insurance" or "spot" in prompt:
            return status
        play = self._after_declining(round_id)
        if play is None or play["kind"] != "play" or play["box"] != prompt["box"]:
            return status
        merged: Prompt = {**play, "legal": [*play["legal"], "insure"]}
        self._merged[round_id] = merged
        return {**status, "prompt": merged}

    def _after_declining(self, round_id: str) -> Prompt | None:
        """The prompt the round would ask once this insurance is declined: the round replayed to
        here on a copy of its shoe, as an engine that plays a round in one call is."""
        slot = self._slot(round_id)
        assert slot.game is not None and slot.cards is not None and slot.seating is not None
        try:
            trial = Round(
                slot.rules,
                Shoe(slot.cards, decks=slot.rules.decks, validate=False),
                slot.seating,
                irregularities=slot.irregularities,
                procedure=self.procedure,
            ).play((*slot.game.decisions, Action(ActionKind.NO_INSURANCE)))
        except EngineError:
            return None
        shown = trial.prompt
        if shown is None:
            return None
        most = shown.max_amount
        prompt: Prompt = {
            "kind": shown.kind.value,
            "box": shown.box,
            "hand": shown.hand,
            "player": shown.player,
            "legal": list(shown.legal_tokens()),
            "clause": shown.clause,
            "max_amount": None if most is None else f"{most:.2f}",
        }
        return prompt


def insurance_in_play() -> InsuranceInPlay:
    return InsuranceInPlay()
