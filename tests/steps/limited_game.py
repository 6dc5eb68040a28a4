"""A game that declares fewer capabilities than the reference: no doubling, no surrender.

It refuses `surrender=true` as an option it does not offer (1000), as a vendor's game would."""

from __future__ import annotations

from collections.abc import Mapping

from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import ErrorCode, Handshake, KitInfo, TableOpened
from vendor_adapters.reference import ReferenceAdapter

LACKING = ("double", "surrender")


class LimitedGame(ReferenceAdapter):
    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake:
        answer = super().handshake(protocol=protocol, kit=kit)
        answer["capabilities"] = [c for c in answer["capabilities"] if c not in LACKING]
        answer["identity"]["name"] = "limited test game"
        return answer

    def open_table(self, *, edition: str, options: Mapping[str, object]) -> TableOpened:
        if options.get("surrender") in (True, "true"):
            raise AdapterRefusal(
                int(ErrorCode.UNSUPPORTED_OPTION),
                "surrender is not offered",
                {"option": "surrender"},
            )
        return super().open_table(edition=edition, options=options)


def limited_game() -> LimitedGame:
    return LimitedGame()


class NoForcedShoeGame(ReferenceAdapter):
    """A game that cannot deal a stacked shoe: it does not declare forced-shoe."""

    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake:
        answer = super().handshake(protocol=protocol, kit=kit)
        answer["capabilities"] = [c for c in answer["capabilities"] if c != "forced-shoe"]
        answer["identity"]["name"] = "game without a forced shoe"
        return answer


def no_forced_shoe_game() -> NoForcedShoeGame:
    return NoForcedShoeGame()
