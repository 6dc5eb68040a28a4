"""The pay tables of the side wagers, read from the corpus of the table's edition."""

from __future__ import annotations

import functools
from decimal import Decimal

from reference_impl.money import Odds
from regulations import Corpus, load_corpus
from regulations.paytables import (
    PrintedOdds,
    bet_the_set_tables,
    buster_tables,
    free_bonus_tables,
    same_suit_clauses,
    same_suit_tables,
    sevens_table,
)

__all__ = [
    "as_odds",
    "bet_the_set",
    "buster",
    "corpus",
    "free_bonus",
    "same_suit",
    "section_path",
    "sevens",
]


@functools.cache
def corpus() -> Corpus:
    return load_corpus()


def section_path(clause_id: str) -> str:
    """ "13:69F-2.17(e)2iv" -> "2.17(e)2iv", the edition-neutral path the engine cites."""
    return clause_id.split("-", 1)[1]


def as_odds(cell: PrintedOdds) -> Odds:
    return Odds(cell.win, cell.stake)


@functools.cache
def same_suit(edition: str) -> tuple[dict[int, dict[int, dict[str, PrintedOdds]]], dict[int, str]]:
    """2.17(e)2 in `edition`: decks -> option -> row -> odds, and decks -> its paragraph's path."""
    clauses = same_suit_clauses(corpus(), edition)
    return same_suit_tables(corpus(), edition), {
        decks: section_path(clause) for decks, clause in clauses.items()
    }


@functools.cache
def sevens(edition: str) -> dict[str, PrintedOdds]:
    """2.17(e)3 in `edition`: line -> odds; empty where the edition has no sevens wager."""
    return sevens_table(corpus(), edition)


@functools.cache
def buster(edition: str) -> dict[str, dict[int, PrintedOdds]]:
    """2.30(g) in `edition`: pay table -> cards in the dealer's busted hand (8: "8 or more")."""
    return buster_tables(corpus(), edition)


@functools.cache
def free_bonus(edition: str) -> dict[str, dict[int, Decimal]]:
    """2.30(i) in `edition`: pay table -> cards in the dealer's busted hand -> fixed amount."""
    return free_bonus_tables(corpus(), edition)


@functools.cache
def bet_the_set(edition: str) -> dict[str, dict[str, PrintedOdds | None]]:
    """2.29(g) in `edition`: pay table -> "regular-pair" / "suited-pair" -> odds or None (N/A)."""
    return bet_the_set_tables(corpus(), edition)
