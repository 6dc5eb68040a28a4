"""An engine that never offers insurance: it answers every insurance prompt itself with
`no-insurance`, so the kit never sees one, even for a player's blackjack against the dealer's ace.
2.9(a) has the dealer offer insurance to every player when his first card is an ace; a prompt the
game never raises cannot be answered, and the kit must report it under 2.9(a), not answer it
silently.

    pytest features -m example --adapter python:tests.real_engines.never_offers_insurance:game
"""

from __future__ import annotations

from vendor_adapters.protocol import Handshake, KitInfo, Status
from vendor_adapters.reference import ReferenceAdapter

__all__ = ["NeverOffersInsurance", "game"]


class NeverOffersInsurance(ReferenceAdapter):
    """The reference adapter declining every insurance itself."""

    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake:
        answer = super().handshake(protocol=protocol, kit=kit)
        answer["identity"] = {**answer["identity"], "name": "never offers insurance"}
        return answer

    def deal(self, *, round: str) -> Status:
        return self._declining(round, super().deal(round=round))

    def apply(self, *, round: str, decision: str) -> Status:
        return self._declining(round, super().apply(round=round, decision=decision))

    def _declining(self, round_id: str, status: Status) -> Status:
        while status["prompt"] is not None and status["prompt"]["kind"] == "insurance":
            status = super().apply(round=round_id, decision="no-insurance")
        return status


def game() -> NeverOffersInsurance:
    return NeverOffersInsurance()
