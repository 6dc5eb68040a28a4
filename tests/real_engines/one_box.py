"""Engines that deal one box only, as most engines written for one player against the dealer do:
the reference engine, introducing itself as such a game and refusing every table of more than
one box with 1000 (an option it does not offer, docs/ADAPTERS.md "Errors"), naming `boxes`.

    bjkit adapter-check python:tests.real_engines.one_box:one_box_game --house boxes=1
    pytest features --adapter python:tests.real_engines.one_box:one_box_game --house boxes=1

`aces_once_game` is one box too, and its resplits never resplit aces: it refuses a table that
lets a pair be split more than once unless aces are split only once (`aces_split_once`, 2.11(e)),
as an engine whose split of aces is final whatever the table says would.
"""

from __future__ import annotations

from collections.abc import Mapping

from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import ErrorCode, Handshake, KitInfo, TableOpened
from vendor_adapters.reference import ReferenceAdapter

__all__ = ["OneBoxGame", "aces_once_game", "one_box_game"]

# One person at one box cannot wager on several boxes (2.14): the game does not declare it.
_NOT_AT_ONE_BOX = frozenset({"several-boxes-per-player"})


class OneBoxGame(ReferenceAdapter):
    """The reference engine at one box only; with `aces_once`, resplitting pairs but not aces."""

    def __init__(self, *, aces_once: bool = False) -> None:
        super().__init__()
        self.aces_once = aces_once

    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake:
        answer = super().handshake(protocol=protocol, kit=kit)
        answer["capabilities"] = [c for c in answer["capabilities"] if c not in _NOT_AT_ONE_BOX]
        name = "one-box test game" + (", aces split once" if self.aces_once else "")
        answer["identity"] = {**answer["identity"], "name": name}
        return answer

    def open_table(self, *, edition: str, options: Mapping[str, object]) -> TableOpened:
        boxes = options.get("boxes", 7)  # an option left out is at its default (7)
        if str(boxes) != "1":
            raise AdapterRefusal(
                int(ErrorCode.UNSUPPORTED_OPTION),
                f"this game deals one box only; boxes={boxes} is not offered",
                {"option": "boxes", "value": boxes},
            )
        resplits = int(str(options.get("max_splits", 1))) > 1
        if self.aces_once and resplits and str(options.get("aces_split_once")).lower() != "true":
            raise AdapterRefusal(
                int(ErrorCode.UNSUPPORTED_OPTION),
                "this game splits aces once only; aces_split_once=false is not offered where "
                "pairs may be split again",
                {"option": "aces_split_once", "value": options.get("aces_split_once", False)},
            )
        return super().open_table(edition=edition, options=options)


def one_box_game() -> OneBoxGame:
    """A game of one box."""
    return OneBoxGame()


def aces_once_game() -> OneBoxGame:
    """A game of one box whose resplits never resplit aces."""
    return OneBoxGame(aces_once=True)
