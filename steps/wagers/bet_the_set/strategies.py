"""The rare deals of Bet the Set 21's properties (2.29(d), (e), (g); I-2.29d-pair), registered in
the features' words (`suite.wagers.registry.register_situation`): box 1's first two cards fixed,
the rest of the shoe left to hypothesis."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from suite.wagers.registry import register_situation
from suite.wagers.side_wager_strategies import RANKS, SUITS, box_deal, card_of

__all__: list[str] = []


@st.composite
def _suited_pair(draw: st.DrawFn) -> dict[str, Any]:
    """2.29(d), (g): a pair of one rank and one suit (two decks at least)."""
    card = card_of(draw, RANKS)
    return box_deal(draw, [card, card])


@st.composite
def _unsuited_pair(draw: st.DrawFn) -> dict[str, Any]:
    """2.29(d), (g): a pair of one rank and two suits, the "Regular Pair" line."""
    rank = draw(st.sampled_from(RANKS))
    suits = draw(st.permutations(SUITS))
    return box_deal(draw, [rank + suits[0], rank + suits[1]])


@st.composite
def _suited_ten_values(draw: st.DrawFn) -> dict[str, Any]:
    """I-2.29d-pair: two ten-valued cards of one suit and two ranks, a suited pair where the
    table counts cards of one point value as a pair, and possible at a single deck."""
    suit = draw(st.sampled_from(SUITS))
    ranks = draw(st.permutations("TJQK"))
    return box_deal(draw, [ranks[0] + suit, ranks[1] + suit])


@st.composite
def _pair_against_ace_or_ten(draw: st.DrawFn) -> dict[str, Any]:
    """2.29(e): a pair, and a dealer's ace or ten-valued card, on which a card reader reads his
    hole card (2.6(j)) after the bet the set wagers are settled."""
    rank = draw(st.sampled_from(RANKS))
    suits = [draw(st.sampled_from(SUITS)) for _ in range(2)]
    parts = box_deal(draw, [rank + suits[0], rank + suits[1]])
    return {**parts, "up": card_of(draw, "ATJQK")}


register_situation("a pair of one suit", "suited-pair", _suited_pair)
register_situation("a pair of two suits", "unsuited-pair", _unsuited_pair)
register_situation("two ten-valued cards of one suit", "suited-ten-values", _suited_ten_values)
register_situation(
    "a pair against an ace or a ten-valued card",
    "pair-against-ace-or-ten",
    _pair_against_ace_or_ten,
)
