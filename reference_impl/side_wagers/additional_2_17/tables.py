"""The pay tables of the additional wagers of 2.17 as the corpus prints them: the same-suit odds of
(e)2, one table per deck count with its payout options, and the sevens lines of (e)3 (nj-2004 on:
the 1996 text's (e)3 is about something else)."""

from __future__ import annotations

import functools
from typing import cast

from reference_impl.side_wagers import rule_text
from regulations.errors import UnknownClauseError
from regulations.paytables import Columns, PrintedOdds, TableShape

__all__ = ["SAME_SUIT_TABLE", "SEVENS_TABLE", "same_suit", "sevens"]

SAME_SUIT_TABLE = TableShape(
    what="the same suit pay table", path="2.17(e)2", columns=Columns.OPTIONS, by_decks=True
)
SEVENS_TABLE = TableShape(
    what="the sevens pay table", path="2.17(e)3", columns=Columns.SINGLE, only_if="seven"
)


@functools.cache
def same_suit(edition: str) -> tuple[dict[int, dict[int, dict[str, PrintedOdds]]], dict[int, str]]:
    """2.17(e)2 in `edition`: decks -> option -> row ("king-and-queen", "any-two-cards") -> odds,
    and decks -> its paragraph's path."""
    by_decks = rule_text.tables_by_decks(edition, SAME_SUIT_TABLE)
    tables = {
        decks: {int(option): cast(dict[str, PrintedOdds], rows) for option, rows in table.items()}
        for decks, (_, table) in by_decks.items()
    }
    paths = {decks: rule_text.section_path(clause) for decks, (clause, _) in by_decks.items()}
    return tables, paths


@functools.cache
def sevens(edition: str) -> dict[str, PrintedOdds]:
    """2.17(e)3 in `edition`: line -> odds, highest first ("three-sevens-same-suit" ...
    "one-seven"); empty where the edition has no sevens wager."""
    try:
        table = rule_text.table(edition, SEVENS_TABLE)
    except UnknownClauseError:
        return {}
    return cast(dict[str, PrintedOdds], table.get("", {}))
