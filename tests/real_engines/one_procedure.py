"""Engines that deal under one hole-card procedure only, as real engines do: the reference engine
introducing itself as a game of one procedure (2.6(h) no hole card, 2.6(j) a face-down hole card,
with or without a card reader device, or 2.6(k) the hole card face up), declaring that procedure's
capability alone and refusing a table of another with 1000 (an option it does not offer),
naming `hole_card`.

    pytest features -m example --adapter python:tests.real_engines.one_procedure:face_down_game

`tests.features.pinning_census` certifies the examples at each of the four, to count the
examples that are not applicable at a table for their own pinning alone.
"""

from __future__ import annotations

from collections.abc import Mapping

from reference_impl.options import HoleCardProcedure
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import ErrorCode, Handshake, KitInfo, TableOpened
from vendor_adapters.reference import ReferenceAdapter

__all__ = [
    "OneProcedureGame",
    "card_reader_game",
    "face_down_game",
    "face_up_game",
    "no_hole_card_game",
]

_CAPABILITY = "hole-card:"


class OneProcedureGame(ReferenceAdapter):
    """The reference engine under the hole-card procedure `procedure` only."""

    def __init__(self, procedure: str) -> None:
        super().__init__()
        self.hole_card = HoleCardProcedure(procedure).value

    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake:
        answer = super().handshake(protocol=protocol, kit=kit)
        answer["capabilities"] = [
            c
            for c in answer["capabilities"]
            if not c.startswith(_CAPABILITY) or c == _CAPABILITY + self.hole_card
        ]
        answer["identity"] = {**answer["identity"], "name": f"{self.hole_card} test game"}
        return answer

    def open_table(self, *, edition: str, options: Mapping[str, object]) -> TableOpened:
        procedure = str(options.get("hole_card", self.hole_card))
        if procedure != self.hole_card:
            raise AdapterRefusal(
                int(ErrorCode.UNSUPPORTED_OPTION),
                f"this game deals under the {self.hole_card} procedure only; "
                f"hole_card={procedure} is not offered",
                {"option": "hole_card", "value": procedure},
            )
        return super().open_table(edition=edition, options={**options, "hole_card": procedure})


def no_hole_card_game() -> OneProcedureGame:
    """A game that deals no hole card (2.6(h))."""
    return OneProcedureGame("no-hole-card")


def face_down_game() -> OneProcedureGame:
    """A game that deals a face-down hole card (2.6(j))."""
    return OneProcedureGame("face-down")


def card_reader_game() -> OneProcedureGame:
    """A game that deals a face-down hole card into a card reader device (2.6(j))."""
    return OneProcedureGame("face-down-card-reader")


def face_up_game() -> OneProcedureGame:
    """A game that deals the hole card face up (2.6(k))."""
    return OneProcedureGame("face-up")
