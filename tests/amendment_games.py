"""A game built before an amendment: it conformed to nj-2024 and still pays the sevens table of
2.17(e)3 as nj-2024 prints it, whatever edition it is certified against. Certified against an
edition whose notice changed that table, it must fail the changed clause; the reference, which
reads the table from the text, passes.

    pytest features --edition NEW --adapter "python:tests.amendment_games:sevens_table_of_nj_2024"
"""

from __future__ import annotations

from dataclasses import replace

from reference_impl.procedure import RoundProcedure
from reference_impl.side_wagers import rule_text
from reference_impl.side_wagers.additional_2_17 import tables as printed
from reference_impl.state import Wager
from reference_impl.wager_model import SideOutcome, SideView
from tests.faulty_games.engine import FaultyAdapter

__all__ = ["BUILT_FOR", "sevens_table_of_nj_2024"]

BUILT_FOR = "nj-2024"


class SevensTableOfItsOwnEdition(RoundProcedure):
    __slots__ = ()

    def side_outcome(self, wager: Wager, view: SideView) -> SideOutcome | None:
        """Each winning sevens line is paid at the odds nj-2024's 2.17(e)3 prints."""
        outcome = super().side_outcome(wager, view)
        built = printed.sevens(BUILT_FOR)
        if outcome is None or outcome.odds is None or outcome.line not in built:
            return outcome
        return replace(outcome, odds=rule_text.as_odds(built[outcome.line]))


def sevens_table_of_nj_2024() -> FaultyAdapter:
    return FaultyAdapter(
        "sevens_table_of_nj_2024",
        "sevens paid at the 2.17(e)3 table of nj-2024, the edition it was built for",
        SevensTableOfItsOwnEdition(),
    )
