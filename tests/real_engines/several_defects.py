"""A game with several independent defects, as an engine met outside the kit often has: the
reference engine with three small overrides of its `RoundProcedure` hooks (as the faulty games
of tests/faulty_games/defects.py override one), played by the reference adapter under its own
identity (tests/faulty_games/engine.py).

- a blackjack is paid 1 to 1 (2.7(a), (b) and 2.3(e): 3 to 2);
- the amount doubled is lost whole when the dealer then obtains blackjack (2.10(b): only the
  original wager is lost, the double is returned), at a table without a hole card (2.6(h));
- the dealer draws to a soft 17 (2.12(b): he stands on a hard or soft 17).

    pytest features --adapter python:tests.real_engines.several_defects:several_defects
"""

from __future__ import annotations

from reference_impl.money import Odds
from reference_impl.procedure import RoundProcedure
from reference_impl.rules import TableRules
from reference_impl.state import Hand
from tests.faulty_games.defects import DealerHitsSoft17, DoubleLostToDealerBlackjack
from tests.faulty_games.engine import FaultyAdapter

__all__ = ["BlackjackPaidEvenMoney", "SeveralDefects", "several_defects"]

ONE_TO_ONE = Odds(1, 1)


class BlackjackPaidEvenMoney(RoundProcedure):
    __slots__ = ()

    def blackjack_odds(self, hand: Hand, rules: TableRules) -> tuple[Odds, str]:
        """A standard blackjack paid 1 to 1; 2.7(a), (b) and 2.3(e) pay it 3 to 2."""
        odds, path = super().blackjack_odds(hand, rules)
        return (ONE_TO_ONE, path) if path == "2.3(e)" else (odds, path)


class SeveralDefects(BlackjackPaidEvenMoney, DoubleLostToDealerBlackjack, DealerHitsSoft17):
    """Each defect's hook, in one procedure: they touch different hooks, so each shows alone."""

    __slots__ = ()


def several_defects() -> FaultyAdapter:
    """The game: a blackjack paid 1 to 1, a double lost whole to a dealer's blackjack, and the
    dealer hitting soft 17."""
    return FaultyAdapter(
        "several_defects",
        "blackjack paid 1 to 1, a double lost to a dealer's blackjack, soft 17 hit",
        SeveralDefects(),
    )
