"""The pay-table checks of the regulation lint, read from the text of any table.

A pay table is printed in a clause as lines of cells split at "|": a header line naming the
columns ("Initial Two Cards | Option 1 | Option 2", or "Paytable 1 | ... | Paytable 6" without a
heading for the row labels), then one line per row ("King and queen | 50 to 1 | ..."); a line
without "|" that opens with "(" continues the label of the row above ("(initial two cards)"), as
`regulations.paytables` reads them. These checks read every such table of an edition, whatever
its section, so that a table an amendment adds is linted like the tables of today:

- `not_available_contradictions`: a cell printed "N/A" on a row that a clause of the same section
  says wins (a clause saying the wager "shall win if the player receives a pair or a suited
  pair" beside a pay table whose Paytable 1 prints N/A for Regular Pair);
- `tables_differing`: a cell of a table that the same clause of another edition prints otherwise
  (2.17(e)2i, single deck, Option 1, King and queen: 50 to 1 in nj-1996 and nj-2024, 5 to 1 in
  nj-2004). Cells are compared as odds where both read as odds ("5,000 to 1" is "5000 to 1").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from regulations.changes import counterpart
from regulations.corpus import Corpus
from regulations.model import Clause, Edition
from regulations.normalise import normalise_whitespace
from regulations.paytables import PayTableError, parse_odds, row_key

__all__ = [
    "Cell",
    "PrintedTable",
    "TableContradiction",
    "TableDifference",
    "not_available_contradictions",
    "read_table",
    "tables_differing",
]

# Qualifiers that a row label adds to the thing a winning clause names without them: a "Regular
# Pair" is the clause's "pair" that is not suited.
_PLAIN_QUALIFIERS = ("regular", "plain", "ordinary", "any", "non-suited", "unsuited")
_NOT_AVAILABLE = frozenset({"n/a", "na", "not available"})
# A sentence (or the part of one) that says what wins: "shall win if ...", "wins when ...".
_WINS = re.compile(r"[^.;:]*\b(?:shall|will)\s+win\b[^.;:]*|[^.;:]*\bwins\b[^.;:]*")


@dataclass(frozen=True, slots=True)
class Cell:
    """One cell of a printed table: its row's label and printed line, its column, its text."""

    row: str
    line: str
    column: str
    text: str


@dataclass(frozen=True, slots=True)
class PrintedTable:
    """A table as a clause prints it: its columns and its cells, row by row."""

    clause: Clause
    columns: tuple[str, ...]
    cells: tuple[Cell, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class TableContradiction:
    """An N/A `cell` of the table of `clause` on a row that `win_clause` says wins (`wins`)."""

    clause: str
    cell: Cell
    win_clause: str
    wins: str
    named: str


@dataclass(frozen=True, slots=True, kw_only=True)
class TableDifference:
    """A `cell` of `clause` printed as `other_text` in `other_clause` of edition `other`."""

    clause: str
    cell: Cell
    other: str
    other_clause: str
    other_line: str
    other_text: str


def read_table(clause: Clause) -> PrintedTable | None:
    """The table printed in `clause`'s own text, or None when it prints none."""
    rows: list[tuple[list[str], str]] = []
    for line in clause.own_text.splitlines():
        if "|" in line:
            rows.append(([cell.strip() for cell in line.split("|")], line.strip()))
        elif len(rows) > 1 and line.strip().startswith("("):
            rows[-1][0][0] = f"{rows[-1][0][0]} {line.strip()}"
    if len(rows) < 2:
        return None
    header = [cell for cell in rows[0][0] if cell]
    # The header names the row labels' column too, or only the columns of values.
    width = len(rows[1][0]) - 1
    columns = tuple(header[-width:]) if len(header) >= width else tuple(header)
    cells = tuple(
        Cell(row=row[0], line=printed, column=column, text=value)
        for row, printed in rows[1:]
        for column, value in zip(columns, row[1:], strict=False)
    )
    return PrintedTable(clause=clause, columns=columns, cells=cells)


def _tables(edition: Edition) -> Iterator[PrintedTable]:
    for clause in edition.clauses.values():
        table = read_table(clause)
        if table is not None:
            yield table


def _phrases(label: str) -> list[str]:
    """What a winning clause may call a row: its label, and the label without a plain qualifier."""
    words = normalise_whitespace(re.sub(r"\(.*?\)", " ", label)).lower()
    phrases = [words]
    first, _, rest = words.partition(" ")
    if first in _PLAIN_QUALIFIERS and rest:
        phrases.append(rest)
    return phrases


def _win_statements(edition: Edition, section: str) -> Iterator[tuple[Clause, str]]:
    for clause in edition.clauses.values():
        if clause.section == section:
            for match in _WINS.finditer(clause.own_text):
                yield clause, normalise_whitespace(match[0])


def not_available_contradictions(edition: Edition) -> tuple[TableContradiction, ...]:
    """Every N/A cell whose row a clause of the same section says wins."""
    found: list[TableContradiction] = []
    for table in _tables(edition):
        statements = list(_win_statements(edition, table.clause.section))
        for cell in table.cells:
            if cell.text.strip().lower() not in _NOT_AVAILABLE:
                continue
            for win_clause, words in statements:
                if win_clause.id == table.clause.id:
                    continue
                named = next(
                    (
                        p
                        for p in _phrases(cell.row)
                        if re.search(rf"\b{re.escape(p)}\b", words.lower())
                    ),
                    None,
                )
                if named is not None:
                    found.append(
                        TableContradiction(
                            clause=table.clause.id,
                            cell=cell,
                            win_clause=win_clause.id,
                            wins=words,
                            named=named,
                        )
                    )
                    break
    return tuple(found)


def _same(one: str, other: str) -> bool:
    try:
        return parse_odds(one).ratio == parse_odds(other).ratio
    except PayTableError:
        return normalise_whitespace(one).lower() == normalise_whitespace(other).lower()


def _key(cell: Cell) -> tuple[str, str]:
    return row_key(cell.row), normalise_whitespace(cell.column).lower()


def tables_differing(edition: Edition, corpus: Corpus) -> tuple[TableDifference, ...]:
    """Every cell of a table of `edition` that the same clause (by id or alias) of another edition
    of `corpus` prints otherwise. Only cells of the same row and column are compared."""
    found: list[TableDifference] = []
    for table in _tables(edition):
        for other in corpus.editions.values():
            if other.name == edition.name:
                continue
            twin = counterpart(table.clause, other)
            other_table = read_table(twin) if twin is not None else None
            if twin is None or other_table is None:
                continue
            theirs = {_key(cell): cell for cell in other_table.cells}
            for cell in table.cells:
                match = theirs.get(_key(cell))
                if match is not None and not _same(cell.text, match.text):
                    found.append(
                        TableDifference(
                            clause=table.clause.id,
                            cell=cell,
                            other=other.name,
                            other_clause=twin.id,
                            other_line=match.line,
                            other_text=match.text,
                        )
                    )
    return tuple(found)
