"""An engine that deals a round's first cards player, player, dealer, dealer: each box its two
cards from the dealer's left, then the dealer his two, where 2.6(e) deals a first card to each
box, one to the dealer, then a second card to each box. Two of the real engines certified for
issue 27 deal so. It is the reference engine given each forced shoe restacked so that it deals
what such an engine deals, and reporting the cards dealt in the order they left the shoe.

`with_six_to_five` also pays a blackjack 6 to 5 (2.7(a), (b) fix 3 to 2): the deal order must
not hide it, and it must not hide anything else.

    pytest features -m example \
        --adapter python:tests.real_engines.deals_players_first:deals_players_first
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from reference_impl.procedure import REFERENCE_PROCEDURE, RoundProcedure
from suite.harness.deal_order import BOX, DEALER, DealOrder, Slot, as_dealt_by, first_deal
from tests.faulty_games.defects import BlackjackPaid6To5
from tests.real_engines.combined_defects import PlayersFirstDeal
from vendor_adapters.protocol import Empty, Handshake, KitInfo, Outcome, ShoeResult, Wager
from vendor_adapters.reference import ReferenceAdapter

__all__ = ["DealsPlayersFirst", "deals_players_first", "deals_players_first_pays_six_to_five"]


def players_first(boxes: Sequence[int]) -> DealOrder:
    """Each box's two cards from the dealer's left, then the dealer's two."""
    slots: list[Slot] = [(BOX, box, card) for box in sorted(boxes) for card in (1, 2)]
    slots += [(DEALER, 0, 1), (DEALER, 0, 2)]
    return DealOrder(tuple(slots))


class DealsPlayersFirst(ReferenceAdapter):
    """The reference engine dealing player, player, dealer, dealer."""

    def __init__(self, *, procedure: RoundProcedure = REFERENCE_PROCEDURE) -> None:
        super().__init__(procedure=procedure)
        self._loaded: dict[str, list[str]] = {}
        self._no_hole_card: dict[str, bool] = {}

    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake:
        answer = super().handshake(protocol=protocol, kit=kit)
        answer["identity"] = {**answer["identity"], "name": "deals player, player, dealer, dealer"}
        return answer

    def load_shoe(self, *, round: str, cards: Sequence[str]) -> Empty:
        # Kept until the wagers say which boxes are dealt.
        self._loaded[round] = list(cards)
        return {}

    def place_wagers(self, *, round: str, wagers: Sequence[Wager]) -> Empty:
        cards = self._loaded[round]
        boxes = sorted({int(w["box"]) for w in wagers})
        hole = self._slot(round).rules.hole_card.value
        orders = first_deal(players_first(boxes), no_hole_card=hole == "no-hole-card")
        stacked = as_dealt_by(cards, *orders) if orders is not None and boxes else tuple(cards)
        super().load_shoe(round=round, cards=list(stacked))
        return super().place_wagers(round=round, wagers=wagers)

    def play_shoe(self, **shoe: Any) -> ShoeResult:
        """A whole shoe's rounds (protocol 1.1) dealt player, player, dealer, dealer too, as one
        engine deals every round: its procedure with the deal of
        `tests.real_engines.combined_defects.PlayersFirstDeal`."""
        own = self.procedure
        dealing = type("PlayersFirst", (PlayersFirstDeal, type(own)), {"__slots__": ()})
        self.procedure = dealing()
        try:
            return super().play_shoe(**shoe)
        finally:
            self.procedure = own

    def outcome(self, *, round: str) -> Outcome:
        outcome = super().outcome(round=round)
        loaded = self._loaded.get(round, [])
        outcome["cards_dealt"] = loaded[: len(outcome["cards_dealt"])]
        return outcome


def deals_players_first() -> DealsPlayersFirst:
    return DealsPlayersFirst()


def deals_players_first_pays_six_to_five() -> DealsPlayersFirst:
    return DealsPlayersFirst(procedure=BlackjackPaid6To5())
