"""Pay tables as the rule text prints them: read from a clause's text, cell by cell, by one reader.

A wager's declaration says how its clause prints its table (`TableShape`): the columns (pay tables
headed "Paytable A", options headed "Option 1", or one column of odds), the rows (labels, or the
number of cards in a hand, "8 or more" read as 8), the cells (odds "W to S", bare numbers under a
heading that says all pays are "to 1", or fixed amounts "$1,000.00"), whether a cell may print
"N/A", and whether the clause holds one table per deck count in its paragraphs. `read_table`
reads any of them, so that the reference engine, the steps' oracles, par sheets and `bjkit impact`
read the numbers from the corpus the same way, and an amendment that changes a cell changes the
payout with it. Each odds cell is kept as printed ("2.5 to 1", "5,000 to 1") and as an exact
ratio.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from fractions import Fraction
from typing import TypeVar

from regulations.corpus import Corpus
from regulations.errors import KitError

__all__ = [
    "Cell",
    "Cells",
    "Columns",
    "PayTable",
    "PayTableError",
    "PrintedOdds",
    "Rows",
    "TableShape",
    "parse_odds",
    "read_table",
    "read_tables_by_decks",
    "row_key",
]

_DECK_WORDS = {"single": 1, "one": 1, "two": 2, "four": 4, "six": 6, "eight": 8}
_ODDS = re.compile(r"^\s*([0-9][0-9,]*(?:\.[0-9]+)?)\s+to\s+([0-9]+)\s*$", re.IGNORECASE)


class PayTableError(KitError):
    """A clause's text does not read as the pay table it should be."""


@dataclass(frozen=True, slots=True)
class PrintedOdds:
    """One cell: the odds as printed, and as an exact ratio win/stake."""

    printed: str
    ratio: Fraction

    @property
    def win(self) -> int:
        return self.ratio.numerator

    @property
    def stake(self) -> int:
        return self.ratio.denominator


def parse_odds(text: str) -> PrintedOdds:
    """ "2.5 to 1" -> 5/2; "5,000 to 1" -> 5000/1."""
    match = _ODDS.match(text)
    if match is None:
        raise PayTableError(f"{text!r} is not odds of the form 'W to S'")
    win = Fraction(match.group(1).replace(",", ""))
    return PrintedOdds(text.strip(), win / int(match.group(2)))


def row_key(label: str) -> str:
    """A row label as a key: "King and Queen" -> "king-and-queen"; "Pair of the Kind (initial
    two cards)" -> "pair-kind" ("of" and "the" dropped, a parenthesis too)."""
    words = re.sub(r"\(.*?\)", " ", label.lower())
    words = re.sub(r"\b(of|the)\b", " ", words)
    return "-".join(words.split())


def _rows(text: str) -> list[list[str]]:
    """The table's rows split at "|"; a line without "|" continues the previous row's label."""
    rows: list[list[str]] = []
    for line in text.splitlines():
        if "|" in line:
            rows.append([cell.strip() for cell in line.split("|")])
        elif rows and line.strip().startswith("("):
            rows[-1][0] += " " + line.strip()
    return rows


def _deck_count(corpus: Corpus, clause_id: str, edition: str) -> int:
    clause = corpus.clause(clause_id, edition=edition)
    title = clause.own_text.strip().splitlines()[0].split()[0].lower()
    decks = _DECK_WORDS.get(title)
    if decks is None:
        raise PayTableError(f"{clause.id}: cannot tell the number of decks from {title!r}")
    return decks


def _cards_row(label: str, clause_id: str) -> int:
    """ "8 or more" -> 8, "7" -> 7: the number of cards a row pays on, in a table whose rows
    are counts of cards."""
    match = re.fullmatch(r"(\d+)(?: or more)?", label.strip())
    if match is None:
        raise PayTableError(f"{clause_id}: {label!r} is not a number of cards")
    return int(match.group(1))


def _table_columns(header: list[str], clause_id: str) -> list[str]:
    """ "Paytable A" -> "A": the pay-table names of a header row."""
    names = []
    for cell in header:
        match = re.fullmatch(r"Paytable\s+(\S+)", cell.strip(), re.IGNORECASE)
        if match is None:
            raise PayTableError(f"{clause_id}: {cell!r} is not a pay-table heading")
        names.append(match.group(1))
    return names


_Read = TypeVar("_Read")


class Columns(StrEnum):
    """How a table's columns are headed: pay tables ("Paytable A" -> "A"), options ("Option 1" ->
    "1"), or one column of odds (keyed "")."""

    PAY_TABLES = "pay-tables"
    OPTIONS = "options"
    SINGLE = "single"


class Rows(StrEnum):
    """How a table's rows are labelled: in words (`row_key`), or by a number of cards ("8 or
    more" -> "8")."""

    LABELS = "labels"
    CARDS = "cards"


class Cells(StrEnum):
    """What a cell prints: odds "W to S", a bare number under a heading saying all pays are "to
    1", or a fixed amount "$1,000.00"."""

    ODDS = "odds"
    TO_ONE = "to-one"
    AMOUNT = "amount"


@dataclass(frozen=True, kw_only=True)
class TableShape:
    """How a wager's clause prints its pay table, as its declaration states it: `what` it is and
    the edition-neutral `path` of its clause, for messages; `by_decks` where each paragraph of the
    clause prints the table of one deck count ("Single Deck Blackjack Tables:"); `must_say`,
    words the clause must print for its cells to mean what the reader reads (all pays "to 1");
    `only_if`, words without which the clause is not this wager's table (the 1996 text's (e)3)."""

    what: str
    path: str
    columns: Columns
    rows: Rows = Rows.LABELS
    cells: Cells = Cells.ODDS
    not_available: bool = False
    by_decks: bool = False
    must_say: str = ""
    only_if: str = ""


Cell = PrintedOdds | Decimal | None
# column -> row -> cell
PayTable = dict[str, dict[str, Cell]]


def _checked(shape: TableShape, edition: str, read: Callable[[], _Read]) -> _Read:
    """`read()`, saying as a PayTableError naming the clause when a table has a shape the reader
    does not know (a row of more or fewer cells than the heading, a heading that is no column
    name), rather than failing on it (issue 29)."""
    try:
        return read()
    except KitError:
        raise
    except (ValueError, IndexError, KeyError, TypeError) as error:
        raise PayTableError(
            f"{shape.path} in {edition}: {shape.what} is of no shape the reader knows ({error})"
        ) from None


def _column_names(header: list[str], shape: TableShape, clause_id: str) -> list[str]:
    if shape.columns is Columns.SINGLE:
        return [""]
    if shape.columns is Columns.OPTIONS:
        return [str(int(name.split()[-1])) for name in header]
    return _table_columns(header, clause_id)


def _cell(text: str, shape: TableShape, clause_id: str) -> Cell:
    if shape.not_available and text.strip().upper() == "N/A":
        return None
    if shape.cells is Cells.TO_ONE:
        return parse_odds(f"{text} to 1")
    if shape.cells is Cells.AMOUNT:
        match = re.fullmatch(r"\$([0-9][0-9,]*\.[0-9]{2})", text.strip())
        if match is None:
            raise PayTableError(f"{clause_id}: {text!r} is not an amount such as $1,000.00")
        return Decimal(match.group(1).replace(",", ""))
    return parse_odds(text)


def _row_name(label: str, shape: TableShape, clause_id: str) -> str:
    return str(_cards_row(label, clause_id)) if shape.rows is Rows.CARDS else row_key(label)


def _parse(text: str, shape: TableShape, clause_id: str) -> PayTable:
    """One table of a clause's text: the header row names the columns (after the rows' own
    heading, where it prints one), each later row is a label and one cell per column."""
    rows = _rows(text)
    header, body = rows[0], rows[1:]
    if header and body and len(header) == len(body[0]):
        header = header[1:]  # the rows' own heading ("# of Cards", "Hand")
    names = _column_names([cell for cell in header if cell], shape, clause_id)
    table: PayTable = {name: {} for name in names}
    for row in body:
        key = _row_name(row[0], shape, clause_id)
        for name, cell in zip(names, row[1:], strict=True):
            table[name][key] = _cell(cell, shape, clause_id)
    return table


def _clause_id(corpus: Corpus, edition: str, path: str) -> str:
    return f"{corpus.edition(edition).chapter}-{path}"


def read_table(corpus: Corpus, edition: str, shape: TableShape) -> PayTable:
    """The table `shape` describes, as `edition` prints it: column -> row -> cell. Empty where
    the clause does not say `shape.only_if`; an UnknownClauseError where the edition has no such
    clause; a PayTableError naming the clause where it prints a shape the reader does not know."""
    clause = corpus.clause(_clause_id(corpus, edition, shape.path), edition=edition)
    if shape.only_if and shape.only_if not in clause.own_text.lower():
        return {}
    if shape.must_say and shape.must_say not in clause.own_text:
        raise PayTableError(f"{clause.id}: the text no longer says {shape.must_say}")
    return _checked(shape, edition, lambda: _parse(clause.own_text, shape, clause.id))


def read_tables_by_decks(
    corpus: Corpus, edition: str, shape: TableShape
) -> dict[int, tuple[str, PayTable]]:
    """A clause whose paragraphs each print the table of one deck count, their first word saying
    which ("Single Deck Blackjack Tables:"): decks -> (the paragraph's id, its table)."""
    section = corpus.clause(_clause_id(corpus, edition, shape.path), edition=edition)

    def read() -> dict[int, tuple[str, PayTable]]:
        tables: dict[int, tuple[str, PayTable]] = {}
        for child in section.children:
            clause = corpus.clause(child, edition=edition)
            decks = _deck_count(corpus, child, edition)
            tables[decks] = (child, _parse(clause.own_text, shape, clause.id))
        return tables

    return _checked(shape, edition, read)
