"""The wager model: side wagers as declarations that the engine, the protocol, the command line,
the strategies and the settlement oracle all read."""

from __future__ import annotations

import enum

__all__ = ["DecisionPoint"]


class DecisionPoint(enum.Enum):
    """The named points of a round at which a side wager can be decided."""

    INITIAL_DEAL = "initial-deal"  # every player has two cards, no further card dealt yet
    FIRST_DECISION = "first-decision"  # a box's first election carried out, its card dealt
    DEALER_DONE = "dealer-done"  # the dealer's hand is complete, before the main settlement
    ROUND_END = "round-end"  # before the cards are picked up: whatever is still open
