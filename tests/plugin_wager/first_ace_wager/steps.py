"""The first ace wager's oracle and rare deal, registered with the kit's generic checks when a
certification loads this module (the plugin's `STEPS`): written from 2.31(c) and (d) of the test
corpus, not from the wager's rule in `first_ace_wager`."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from hypothesis import strategies as st

from reference_impl.rules import TableRules
from regulations.paytables import PrintedOdds
from suite.wagers.registry import (
    register_card_oracle,
    register_settlement_clauses,
    register_situation,
)
from suite.wagers.side_wager_oracle import INITIAL_DEAL, BoxCards, SideExpectation
from suite.wagers.side_wager_strategies import RANKS, box_deal, card_of

NAME = "first-ace"
# (d): "all winning first ace wagers shall be paid at odds of 10 to 1"
TEN_TO_ONE = PrintedOdds("10 to 1", Fraction(10))


def expected(cards: BoxCards, rules: TableRules) -> SideExpectation:
    """(c): wins when the player's first card is an ace, loses on any other; (d): settled once
    every player has two cards, a winner at 10 to 1."""
    first = cards.initial[0]
    if first[0] == "A":
        return SideExpectation(NAME, "win", TEN_TO_ONE, "2.31(d)", INITIAL_DEAL, f"{first} first")
    return SideExpectation(NAME, "lose", None, "2.31(c)", INITIAL_DEAL, f"{first} is no ace")


@st.composite
def _ace_first(draw: st.DrawFn) -> dict[str, Any]:
    """Box 1's first card an ace, its second any card."""
    return box_deal(draw, [card_of(draw, "A"), card_of(draw, RANKS)])


register_card_oracle(NAME, expected)
register_settlement_clauses(NAME, "2.31(c), (d)")
register_situation("an ace as the first card", "first-card-ace", _ace_first)
