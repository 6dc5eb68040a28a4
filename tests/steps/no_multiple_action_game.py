"""A game that does not deal multiple action blackjack: it declares no `multiple-action` and
refuses a table offering it as an option it does not offer (1000), as a vendor's game would."""

from __future__ import annotations

from collections.abc import Mapping

from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import ErrorCode, Handshake, KitInfo, TableOpened
from vendor_adapters.reference import ReferenceAdapter

MULTIPLE_ACTION = "multiple-action-blackjack"


class NoMultipleActionGame(ReferenceAdapter):
    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake:
        answer = super().handshake(protocol=protocol, kit=kit)
        answer["capabilities"] = [c for c in answer["capabilities"] if c != "multiple-action"]
        answer["identity"]["name"] = "game without multiple action"
        return answer

    def open_table(self, *, edition: str, options: Mapping[str, object]) -> TableOpened:
        if MULTIPLE_ACTION in str(options.get("side_wagers", "")):
            raise AdapterRefusal(
                int(ErrorCode.UNSUPPORTED_OPTION),
                "multiple action blackjack is not offered",
                {"option": "side_wagers"},
            )
        return super().open_table(edition=edition, options=options)


def no_multiple_action_game() -> NoMultipleActionGame:
    return NoMultipleActionGame()
