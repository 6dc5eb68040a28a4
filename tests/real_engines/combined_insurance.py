"""An engine whose play prompt offers `double` and `insure` together with one `max_amount`, the
double's most (the whole initial wager, 2.10(a)), and whose `insure` without an amount takes
exactly half the initial wager, $2.50 on $5: legal under 2.9(b) ("an amount not more than half
the amount staked on the player's initial wager"). With `per_decision`, the prompt also says
each decision's most in `max_amounts` (`double` the wager, `insure` half of it).

The prompt's one `max_amount` is not the insurance's limit: read as one, the kit would take
$5.00 insurance, or play the reference for its own most, $3.00 (the next $1 chip above half),
where the game took $2.50.

    bjkit certify --adapter python:tests.real_engines.combined_insurance:combined_insurance
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from reference_impl.procedure import REFERENCE_PROCEDURE, RoundProcedure
from tests.real_engines.insurance_in_play import InsuranceInPlay
from vendor_adapters.protocol import Empty, Handshake, KitInfo, Prompt, Status, Wager

__all__ = ["CombinedInsurance", "combined_insurance", "combined_insurance_per_decision"]


class CombinedInsurance(InsuranceInPlay):
    """Insurance inside the play prompt (`InsuranceInPlay`), for exactly half when no amount is
    given, under the play prompt's one `max_amount` (or `max_amounts` with `per_decision`)."""

    def __init__(
        self, *, per_decision: bool = False, procedure: RoundProcedure = REFERENCE_PROCEDURE
    ) -> None:
        super().__init__(procedure=procedure)
        self.per_decision = per_decision
        self._wagers: dict[tuple[str, int, str], Decimal] = {}

    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake:
        answer = super().handshake(protocol=protocol, kit=kit)
        name = "double and insure in one prompt"
        answer["identity"] = {**answer["identity"], "name": name}
        return answer

    def place_wagers(self, *, round: str, wagers: Sequence[Wager]) -> Empty:
        placed = super().place_wagers(round=round, wagers=wagers)
        for wager in wagers:
            self._wagers[(round, wager["box"], wager["player"])] = Decimal(wager["amount"])
        return placed

    def apply(self, *, round: str, decision: str) -> Status:
        merged = self._merged.get(round)
        if decision == "insure" and merged is not None:
            decision = f"insure:{self._half(round, merged):.2f}"
        return self._stated(round, super().apply(round=round, decision=decision))

    def deal(self, *, round: str) -> Status:
        return self._stated(round, super().deal(round=round))

    def legal_actions(self, *, round: str) -> Status:
        return self._stated(round, super().legal_actions(round=round))

    def _half(self, round_id: str, prompt: Prompt) -> Decimal:
        return self._wagers[(round_id, prompt["box"], prompt["player"])] / 2

    def _stated(self, round_id: str, status: Status) -> Status:
        """A merged prompt keeps the play prompt's `max_amount`, the double's; `per_decision`
        adds `max_amounts` with the insurance's own most."""
        prompt = status["prompt"]
        if not self.per_decision or prompt is None or "insure" not in prompt["legal"]:
            return status
        if prompt["kind"] != "play":
            return status
        most: dict[str, str | None] = {"insure": f"{self._half(round_id, prompt):.2f}"}
        if "double" in prompt["legal"]:
            most["double"] = prompt.get("max_amount")
        shown: Prompt = {**prompt, "max_amounts": most}
        return {**status, "prompt": shown}


def combined_insurance() -> CombinedInsurance:
    return CombinedInsurance()


def combined_insurance_per_decision() -> CombinedInsurance:
    return CombinedInsurance(per_decision=True)
