"""An engine that insures for exactly half the initial wager and doubles for exactly the
original wager, and refuses any other amount, as two of the real engines certified for issue 27
do. Both refusals break the clause that allows the amount: 2.9(b) lets a player insure for "an
amount not more than half the amount staked on the player's initial wager" (a $2 insurance on
$5 is allowed), and 2.10(a) lets him double for "an additional wager not in excess of the
amount of his original wager" (a $5 double on $10 is allowed). The reference adapter otherwise.

    bjkit certify --adapter python:tests.real_engines.whole_amounts_only:whole_amounts_only
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import Empty, ErrorCode, Handshake, KitInfo, Status, Wager
from vendor_adapters.reference import ReferenceAdapter

__all__ = ["WholeAmountsOnly", "whole_amounts_only"]

NOT_DECLARED = ("batch", "shoe-procedures", "irregularity:", "multiple-action")


class WholeAmountsOnly(ReferenceAdapter):
    """The reference adapter refusing an insurance of other than half the initial wager and a
    double of other than the original wager."""

    def __init__(self) -> None:
        super().__init__()
        self._wagers: dict[tuple[str, int, str], Decimal] = {}

    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake:
        answer = super().handshake(protocol=protocol, kit=kit)
        answer["identity"] = {**answer["identity"], "name": "whole amounts only"}
        answer["capabilities"] = [
            c for c in answer["capabilities"] if not c.startswith(NOT_DECLARED)
        ]
        return answer

    def place_wagers(self, *, round: str, wagers: Sequence[Wager]) -> Empty:
        placed = super().place_wagers(round=round, wagers=wagers)
        for wager in wagers:
            self._wagers[(round, wager["box"], wager["player"])] = Decimal(wager["amount"])
        return placed

    def apply(self, *, round: str, decision: str) -> Status:
        prompt = super().legal_actions(round=round)["prompt"]
        name, _, amount = decision.partition(":")
        if prompt is not None and amount:
            wager = self._wagers[(round, prompt["box"], prompt["player"])]
            only = {"insure": wager / 2, "double": wager}.get(name)
            if only is not None and Decimal(amount) != only:
                raise AdapterRefusal(
                    int(ErrorCode.ILLEGAL_DECISION),
                    f"this game takes {name} for {only:.2f} only",
                    {"legal": list(prompt["legal"])},
                )
        return super().apply(round=round, decision=decision)


def whole_amounts_only() -> WholeAmountsOnly:
    return WholeAmountsOnly()
