"""The amounts of Bet the Set 21's pay tables (2.29(g)) that `bjkit impact` compares between
editions, described and cited; "N/A" where a table pays nothing on a line."""

from __future__ import annotations

from collections.abc import Iterator
from typing import cast

from reference_impl.side_wagers.bet_the_set_2_29.tables import BET_THE_SET_TABLE
from reference_impl.wager_model import PrintedAmount
from regulations import Corpus
from regulations.paytables import PrintedOdds, read_table

__all__ = ["bet_the_set_amounts"]


def bet_the_set_amounts(corpus: Corpus, edition: str) -> Iterator[PrintedAmount]:
    """Every cell of 2.29(g) in `edition`, by pay table and line."""
    clause = corpus.clause(f"{corpus.edition(edition).chapter}-2.29(g)", edition=edition).id
    for table, lines in read_table(corpus, edition, BET_THE_SET_TABLE).items():
        for line, cell in lines.items():
            odds = cast(PrintedOdds | None, cell)
            what = f"Bet the Set, Paytable {table}, {line}"
            yield PrintedAmount(
                what,
                clause,
                odds.printed if odds else "N/A",
                str(odds.ratio) if odds else "N/A",
            )
