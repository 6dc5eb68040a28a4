"""An engine that takes exactly half the initial wager as insurance, $2.50 on $5, where the
reference engine's most is the next $1 chip above it, $3.00. Both are legal under 2.9(b): "an
amount not more than half the amount staked on the player's initial wager, except that a player
may bet an amount in excess of half ... to the next unit that can be wagered in chips". The
reference adapter, its insurance prompts allowing half and an `insure` without an amount taking
half.

    bjkit certify --adapter python:tests.real_engines.half_insurance:half_insurance
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from reference_impl.procedure import REFERENCE_PROCEDURE, RoundProcedure
from vendor_adapters.protocol import Empty, Handshake, KitInfo, Prompt, Status, Wager
from vendor_adapters.reference import ReferenceAdapter

__all__ = ["HalfInsurance", "half_insurance"]

NOT_DECLARED = ("batch", "shoe-procedures", "irregularity:", "multiple-action")


class HalfInsurance(ReferenceAdapter):
    """The reference adapter whose insurance is at most exactly half the initial wager."""

    def __init__(self, *, procedure: RoundProcedure = REFERENCE_PROCEDURE) -> None:
        super().__init__(procedure=procedure)
        self._wagers: dict[tuple[str, int, str], Decimal] = {}

    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake:
        answer = super().handshake(protocol=protocol, kit=kit)
        answer["identity"] = {**answer["identity"], "name": "insures for exactly half"}
        answer["capabilities"] = [
            c for c in answer["capabilities"] if not c.startswith(NOT_DECLARED)
        ]
        return answer

    def place_wagers(self, *, round: str, wagers: Sequence[Wager]) -> Empty:
        placed = super().place_wagers(round=round, wagers=wagers)
        for wager in wagers:
            self._wagers[(round, wager["box"], wager["player"])] = Decimal(wager["amount"])
        return placed

    def deal(self, *, round: str) -> Status:
        return self._half(round, super().deal(round=round))

    def legal_actions(self, *, round: str) -> Status:
        return self._half(round, super().legal_actions(round=round))

    def apply(self, *, round: str, decision: str) -> Status:
        prompt = super().legal_actions(round=round)["prompt"]
        if decision == "insure" and prompt is not None and prompt["kind"] == "insurance":
            decision = f"insure:{self._half_of(round, prompt):.2f}"
        return self._half(round, super().apply(round=round, decision=decision))

    def _half_of(self, round_id: str, prompt: Prompt) -> Decimal:
        return self._wagers[(round_id, prompt["box"], prompt["player"])] / 2

    def _half(self, round_id: str, status: Status) -> Status:
        prompt = status["prompt"]
        if prompt is None or prompt["kind"] != "insurance":
            return status
        half = f"{self._half_of(round_id, prompt):.2f}"
        return {**status, "prompt": {**prompt, "max_amount": half}}


def half_insurance() -> HalfInsurance:
    return HalfInsurance()
