"""An engine that insures for exactly half the initial wager and doubles for exactly the
original wager, and refuses any other amount, as two of the real engines certified for issue 27
do. Both refusals break the clause that allows the amount: 2.9(b) lets a player insure for "an
amount not more than half the amount staked on the player's initial wager" (a $2 insurance on
$5 is allowed), and 2.10(a) lets him double for "an additional wager not in excess of the
amount of his original wager" (a $5 double on $10 is allowed). The reference adapter otherwise.

    bjkit certify --adapter python:tests.real_engines.whole_amounts_only:whole_amounts_only
"""

from __future__ import annotations

from decimal import Decimal

from tests.real_engines.half_insurance import HalfInsurance
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import ErrorCode, Handshake, KitInfo, Status

__all__ = ["WholeAmountsOnly", "whole_amounts_only"]


class WholeAmountsOnly(HalfInsurance):
    """The engine of `HalfInsurance` (insurance of at most exactly half the initial wager),
    refusing besides an insurance of other than half and a double of other than the original
    wager."""

    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake:
        answer = super().handshake(protocol=protocol, kit=kit)
        answer["identity"] = {**answer["identity"], "name": "whole amounts only"}
        return answer

    def apply(self, *, round: str, decision: str) -> Status:
        prompt = self.legal_actions(round=round)["prompt"]
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
