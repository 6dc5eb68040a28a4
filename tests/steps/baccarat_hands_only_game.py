"""A Baccarat-Punto Banco game that takes the kit's hands (forced-hands) but no shoe of the kit's
(no shoe-procedures): it deals every round from cards of its own, as a vendor's game that stacks
its own shoes would. A round with a `shoe` is refused as needing a capability it lacks (1009)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.games.baccarat import ReferenceBaccaratGame
from vendor_adapters.protocol import ErrorCode, Handshake


class HandsOnlyGame(ReferenceBaccaratGame):
    def handshake(self, *, protocol: str, kit: Mapping[str, str]) -> Handshake:
        answer = super().handshake(protocol=protocol, kit=kit)
        answer["capabilities"] = ["forced-hands"]
        answer["identity"]["name"] = "baccarat test game without shoe procedures"
        return answer

    def play(self, *, table: str, round: Mapping[str, Any]) -> dict[str, object]:
        if "shoe" in round:
            raise AdapterRefusal(
                int(ErrorCode.UNSUPPORTED_CAPABILITY), "this game stacks its own shoes"
            )
        return super().play(table=table, round=round)
