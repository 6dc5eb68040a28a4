"""The pay tables of the side wagers, read from the corpus of the table's edition."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator, Mapping
from collections.abc import Set as AbstractSet
from decimal import Decimal

from reference_impl.money import Odds
from regulations import Corpus, load_corpus
from regulations.amounts import AmountShapeError, PrintedAmount, read_amount
from regulations.errors import UnknownClauseError
from regulations.paytables import (
    PayTableError,
    PrintedOdds,
    bet_the_set_tables,
    buster_tables,
    free_bonus_tables,
    same_suit_clauses,
    same_suit_tables,
    sevens_table,
)

__all__ = [
    "PrintedAmounts",
    "as_odds",
    "bet_the_set",
    "buster",
    "corpus",
    "free_bonus",
    "printed_amount",
    "same_suit",
    "section_path",
    "sevens",
    "unreadable",
]


def corpus() -> Corpus:
    """The corpus as it is now (`load_corpus` keeps it until `bjkit amend` writes an edition)."""
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


@functools.cache
def printed_amount(edition: str, path: str) -> PrintedAmount:
    """The amount the clause at `path` allows in `edition` ("$ 1.00" in 2.17(a) of nj-2024, as
    source 002 prints it; a range where an amendment prints one), so that an amendment of the
    amount changes the engine with it (`regulations.amounts.read_amount`). Raises
    AmountShapeError, naming the clause, the reader and the words, for a shape it cannot read."""
    clause_id = _prefix(edition) + path
    text = corpus().edition(edition).clauses[clause_id].own_text
    return read_amount(text, clause_id, edition)


def _prefix(edition: str) -> str:
    return corpus().edition(edition).chapter + "-"


# Every PrintedAmounts the engine declares, so that `unreadable` can ask each of them.
_READ: list[PrintedAmounts] = []


class PrintedAmounts(Mapping[str, tuple[Decimal, str]]):
    """Edition -> (the one amount its clause fixes, the clause path), read from the corpus on
    use: an offering's `fixed_amount` (2.17(a) in nj-2024 and later, (a)3i in nj-2004). `since`
    are the editions of `path`; `earlier` names the path of editions before them.

    An edition whose clause prints a range instead of one amount has no fixed amount (it is not
    a key: `get` gives None) and `limits` gives its least and most; one whose clause no reader
    can read raises AmountShapeError on any look-up of that edition, and of that edition only."""

    def __init__(
        self, since: AbstractSet[str], path: str, earlier: Mapping[str, str] | None = None
    ) -> None:
        self._since = since
        self._path = path
        self._earlier = dict(earlier or {})
        _READ.append(self)

    def _paths(self) -> dict[str, str]:
        return {**self._earlier, **dict.fromkeys(self._since, self._path)}

    def paths(self) -> dict[str, str]:
        """Edition -> the path of the clause that states its amount, read or not."""
        return self._paths()

    def __getitem__(self, edition: str) -> tuple[Decimal, str]:
        path = self._paths()[edition]
        fixed = printed_amount(edition, path).fixed
        if fixed is None:
            raise KeyError(edition)  # a range: no one amount
        return fixed, path

    def __iter__(self) -> Iterator[str]:
        return iter(self._paths())

    def __len__(self) -> int:
        return len(self._paths())

    def limits(self, edition: str) -> tuple[PrintedAmount, str] | None:
        """The amount `edition`'s clause allows (a range, or one amount) and its path; None for
        an edition the offering's clause does not state an amount in."""
        path = self._paths().get(edition)
        return None if path is None else (printed_amount(edition, path), path)


# The pay tables the engine reads, each with its reader and the path of its clause.
_TABLE_READERS: tuple[tuple[str, str, Callable[[str], object]], ...] = (
    ("the same suit pay table", "2.17(e)2", same_suit),
    ("the sevens pay table", "2.17(e)3", sevens),
    ("the Buster Blackjack pay tables", "2.30(g)", buster),
    ("the Free Bonus pay tables", "2.30(i)", free_bonus),
    ("the Bet the Set pay tables", "2.29(g)", bet_the_set),
)


def unreadable(edition: str) -> tuple[str, ...]:
    """What the engine reads from `edition`'s text and cannot, one line each naming the clause,
    the reader and the words: the amounts of 2.17(a), (a)3i, and the pay tables (a cell that is
    no odds, a heading no reader knows). `bjkit round` and `certify` refuse an edition with any,
    `bjkit impact` lists them as open items; other editions are not read."""
    found: list[str] = []
    for what, path, reader in _TABLE_READERS:
        try:
            reader(edition)
        except UnknownClauseError:
            continue  # the edition has no such table
        except PayTableError as error:
            found.append(
                f"{_prefix(edition)}{path} in {edition}: {what} reader (regulations.paytables) "
                f"cannot read it: {error}"
            )
    for amounts in _READ:
        stated = amounts.paths().get(edition)
        if stated is None:
            continue
        try:
            printed_amount(edition, stated)
        except AmountShapeError as error:
            if str(error) not in found:
                found.append(str(error))
    return tuple(found)
