"""A game that splits a pair and then plays the split hands itself, as jackblack does (its
split hands take the engine's own strategy, not the player's): each split hand stands on its two
cards and the player is never asked. 2.11(c) has the player indicate his decision to stand, draw
or double down on each; every example that goes on deciding a split hand finds the round over.

    pytest features --adapter \
        python:tests.real_engines.split_hands_played_by_the_house:split_hands_played_by_the_house
"""

from __future__ import annotations

from reference_impl.actions import ActionKind
from reference_impl.procedure import RoundProcedure
from reference_impl.rules import TableRules
from reference_impl.state import BoxState, Hand
from tests.faulty_games.engine import FaultyAdapter

__all__ = ["split_hands_played_by_the_house"]


class _SplitHandsStand(RoundProcedure):
    __slots__ = ()

    def legal_play(self, rules: TableRules, box: BoxState, hand: Hand) -> tuple[ActionKind, ...]:
        """A split hand is asked nothing: it stands on its two cards (2.11(c): the player
        decides it)."""
        return () if hand.from_split else super().legal_play(rules, box, hand)


def split_hands_played_by_the_house() -> FaultyAdapter:
    """Split hands stand without the player being asked (2.11(c))."""
    return FaultyAdapter(
        "split_hands_played_by_the_house",
        "split hands stand without the player being asked",
        _SplitHandsStand(),
    )
