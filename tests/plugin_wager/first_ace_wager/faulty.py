"""A game with one defect in the first ace wager, for the test that a certification of an
installed wager catches it under the clause it breaks: a winning first ace wager paid at 9 to 1,
where 2.31(d) pays 10 to 1.

    bjkit certify --adapter "python:first_ace_wager.faulty:paid_9_to_1" ...
"""

from __future__ import annotations

from reference_impl.ledger import Result
from reference_impl.money import Odds
from reference_impl.procedure import RoundProcedure
from reference_impl.state import Wager
from reference_impl.wager_model import SideOutcome, SideView
from vendor_adapters.reference import ReferenceAdapter


class PaidNineToOne(RoundProcedure):
    __slots__ = ()

    def side_outcome(self, wager: Wager, view: SideView) -> SideOutcome | None:
        """Every winning first ace wager paid at 9 to 1; every other wager as the rules say."""
        outcome = super().side_outcome(wager, view)
        if outcome is None or outcome.result is not Result.WIN or str(wager.kind) != "first-ace":
            return outcome
        return SideOutcome(Result.WIN, Odds(9, 1), outcome.path, outcome.line)


def paid_9_to_1() -> ReferenceAdapter:
    """The reference engine with the first ace wager paid 9 to 1."""
    return ReferenceAdapter(procedure=PaidNineToOne())
