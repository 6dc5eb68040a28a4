"""A game that runs its forced shoe out: it asks the shoe for more cards than the round needs
(the reference engine's round, with a dealer who never stops drawing while a hand is
still open), so that on a short stacked shoe it answers 1005, "the forced shoe ran out before the
round ended" (docs/ADAPTERS.md, Errors), which the kit reports as an *error*, never a *fail*.

    pytest features --adapter python:tests.real_engines.runs_out:runs_out
"""

from __future__ import annotations

from reference_impl.procedure import RoundProcedure
from reference_impl.state import Hand
from tests.faulty_games.engine import FaultyAdapter

__all__ = ["RunsOut", "runs_out"]


class RunsOut(RoundProcedure):
    __slots__ = ()

    def dealer_must_draw(self, dealer: Hand) -> bool:
        """The dealer draws on and on, so that a round runs through any shoe the kit stacks
        short; 2.12(b) stops him at 17."""
        return True


def runs_out() -> FaultyAdapter:
    """The game that answers 1005 whenever the dealer completes his hand."""
    return FaultyAdapter("runs_out", "draws until the forced shoe runs out", RunsOut())
