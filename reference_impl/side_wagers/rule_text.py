"""What the side wagers read from the corpus of the table's edition: their pay tables, in the
shapes their declarations give (`Offering.pay_table_text`), and the amounts their clauses allow."""

from __future__ import annotations

import functools
from collections.abc import Iterator, Mapping
from collections.abc import Set as AbstractSet
from decimal import Decimal

from reference_impl.money import Odds
from reference_impl.wager_model import declarations
from regulations import Corpus, load_corpus
from regulations.amounts import AmountShapeError, PrintedAmount, read_amount
from regulations.errors import UnknownClauseError
from regulations.paytables import (
    PayTable,
    PayTableError,
    PrintedOdds,
    TableShape,
    read_table,
    read_tables_by_decks,
)

__all__ = [
    "PrintedAmounts",
    "as_odds",
    "corpus",
    "pay_table_shapes",
    "printed_amount",
    "section_path",
    "table",
    "tables_by_decks",
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
def table(edition: str, shape: TableShape) -> PayTable:
    """The pay table `shape` describes as `edition` prints it (`regulations.paytables`)."""
    return read_table(corpus(), edition, shape)


@functools.cache
def tables_by_decks(edition: str, shape: TableShape) -> dict[int, tuple[str, PayTable]]:
    """The tables of a clause with one paragraph per deck count, as `edition` prints them."""
    return read_tables_by_decks(corpus(), edition, shape)


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


def pay_table_shapes() -> tuple[TableShape, ...]:
    """The pay tables the wagers' declarations read (`Offering.pay_table_text`)."""
    offerings, _ = declarations()
    return tuple(o.pay_table_text for o in offerings.values() if o.pay_table_text is not None)


def unreadable(edition: str) -> tuple[str, ...]:
    """What the engine reads from `edition`'s text and cannot, one line each naming the clause,
    the reader and the words: the amounts of 2.17(a), (a)3i, and the pay tables (a cell that is
    no odds, a heading no reader knows). `bjkit round` and `certify` refuse an edition with any,
    `bjkit impact` lists them as open items; other editions are not read."""
    found: list[str] = []
    for shape in pay_table_shapes():
        try:
            (tables_by_decks if shape.by_decks else table)(edition, shape)
        except UnknownClauseError:
            continue  # the edition has no such table
        except PayTableError as error:
            found.append(
                f"{_prefix(edition)}{shape.path} in {edition}: {shape.what} reader "
                f"(regulations.paytables) cannot read it: {error}"
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
