"""The rare deals of the additional wagers of 2.17, registered in the features' words
(`suite.wagers.registry.register_situation`): a suited king and queen, two cards totalling 13, three
sevens of one suit, two sevens, and two sevens split. Box 1's first cards are fixed; hypothesis
permutes the rest of the shoe."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from suite.wagers.registry import register_situation
from suite.wagers.side_wager_strategies import RANKS, SUITS, box_deal, card_of

__all__: list[str] = []

_NOT_SEVEN = RANKS.replace("7", "")
_VALUE = {rank: 1 if rank == "A" else min(10, RANKS.index(rank) + 1) for rank in RANKS}
# Two ranks totalling 13 with an ace as one (2.2(b)3ii): 3 and a ten-valued card, 4-9, 5-8, 6-7.
_THIRTEEN = tuple((a, b) for a in RANKS for b in RANKS if _VALUE[a] + _VALUE[b] == 13)


@st.composite
def _suited_king_queen(draw: st.DrawFn) -> dict[str, Any]:
    """2.17(e)2: the "King and queen" row, a king and a queen of one suit in either order."""
    suit = draw(st.sampled_from(SUITS))
    cards = draw(st.permutations(["K" + suit, "Q" + suit]))
    return box_deal(draw, cards)


@st.composite
def _total_of_13(draw: st.DrawFn) -> dict[str, Any]:
    """2.17(c): initial two cards totalling 13, an ace counting one."""
    first, second = _THIRTEEN[draw(st.integers(0, len(_THIRTEEN) - 1))]
    return box_deal(
        draw, [first + draw(st.sampled_from(SUITS)), second + draw(st.sampled_from(SUITS))]
    )


@st.composite
def _three_suited_sevens(draw: st.DrawFn) -> dict[str, Any]:
    """2.17(e)3, the top line: three sevens of one suit, the third a hit (three decks at least)."""
    card = "7" + draw(st.sampled_from(SUITS))
    return box_deal(draw, [card, card], [card], ["hit"])


@st.composite
def _two_sevens_then_split(draw: st.DrawFn) -> dict[str, Any]:
    """I-2.17e-sevens-third-card: two sevens split; the first split hand's second card is a seven
    of either suit half the time."""
    sevens = ["7" + draw(st.sampled_from(SUITS)) for _ in range(2)]
    third = card_of(draw, "7") if draw(st.booleans()) else card_of(draw, _NOT_SEVEN)
    return box_deal(draw, sevens, [third, card_of(draw, RANKS)], ["split"])


@st.composite
def _two_sevens(draw: st.DrawFn) -> dict[str, Any]:
    """2.17(e): two sevens, paid only after the first election, whichever it is."""
    sevens = ["7" + draw(st.sampled_from(SUITS)) for _ in range(2)]
    third = card_of(draw, "7") if draw(st.booleans()) else card_of(draw, _NOT_SEVEN)
    election = draw(st.sampled_from(["hit", "stand", "double", "split", "surrender"]))
    return box_deal(draw, sevens, [third], [election])


register_situation("a king and queen of one suit", "suited-king-queen", _suited_king_queen)
register_situation("two cards totalling 13", "total-of-13", _total_of_13)
register_situation("three sevens of one suit", "three-suited-sevens", _three_suited_sevens)
register_situation("two sevens, then splits", "two-sevens-then-split", _two_sevens_then_split)
register_situation("two sevens", "two-sevens", _two_sevens)
