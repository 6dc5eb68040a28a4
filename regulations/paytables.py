"""Pay tables as the rule text prints them: read from a clause's text, cell by cell.

The additional wagers of 2.17 print their odds as tables (2.17(e)2i to v, 2.17(e)3), Buster
Blackjack by the number of cards in the dealer's busted hand (2.30(g)) with the fixed amounts of
its Free Bonus (2.30(i)), and Bet the Set 21 by pair and suited pair (2.29(g)). The reference
engine and the steps' settlement oracle both read the numbers from the corpus through this module,
so that an amendment that changes a cell changes the payout with it. Each cell is kept as printed
("2.5 to 1", "5,000 to 1") and as an exact ratio.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import TypeVar

from regulations.corpus import Corpus
from regulations.errors import KitError

__all__ = [
    "PayTableError",
    "PrintedOdds",
    "bet_the_set_tables",
    "buster_tables",
    "free_bonus_tables",
    "parse_odds",
    "row_key",
    "same_suit_clauses",
    "same_suit_tables",
    "sevens_table",
]

_DECK_WORDS = {"single": 1, "one": 1, "two": 2, "four": 4, "six": 6, "eight": 8}
_ODDS = re.compile(r"^\s*([0-9][0-9,]*(?:\.[0-9]+)?)\s+to\s+([0-9]+)\s*$", re.IGNORECASE)


class PayTableError(KitError):
    """A clause's text does not read as the pay table it should be."""


_Read = TypeVar("_Read")


def _shape_checked(
    what: str, path: str
) -> Callable[[Callable[[Corpus, str], _Read]], Callable[[Corpus, str], _Read]]:
    """A table reader that says, as a PayTableError naming the clause, when a table has a shape
    it does not know (a row of more or fewer cells than the heading, a heading that is no option
    number), rather than failing on it (issue 29)."""

    def wrap(read: Callable[[Corpus, str], _Read]) -> Callable[[Corpus, str], _Read]:
        @functools.wraps(read)
        def checked(corpus: Corpus, edition: str) -> _Read:
            try:
                return read(corpus, edition)
            except KitError:
                raise
            except (ValueError, IndexError, KeyError, TypeError) as error:
                raise PayTableError(
                    f"{path} in {edition}: {what} is of no shape the reader knows ({error})"
                ) from None

        return checked

    return wrap


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
    """A row label as a key: "King and Queen" -> "king-and-queen"; "Two Sevens of the Same Suit
    (initial two cards)" -> "two-sevens-same-suit"."""
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


@_shape_checked("the same suit pay table", "2.17(e)2")
def same_suit_clauses(corpus: Corpus, edition: str) -> dict[int, str]:
    """Decks -> the id of the paragraph of 2.17(e)2 that holds that deck count's table."""
    section = corpus.clause("19:47-2.17(e)2", edition=edition)
    return {_deck_count(corpus, child, edition): child for child in section.children}


@_shape_checked("the same suit pay table", "2.17(e)2")
def same_suit_tables(corpus: Corpus, edition: str) -> dict[int, dict[int, dict[str, PrintedOdds]]]:
    """The same-suit pay options of 2.17(e)2 in `edition`: decks -> option number -> row
    ("king-and-queen", "any-two-cards") -> odds, read from paragraphs (e)2i to (e)2v."""
    section = corpus.clause("19:47-2.17(e)2", edition=edition)
    tables: dict[int, dict[int, dict[str, PrintedOdds]]] = {}
    for child in section.children:
        clause = corpus.clause(child, edition=edition)
        decks = _deck_count(corpus, child, edition)
        rows = _rows(clause.own_text)
        header, body = rows[0], rows[1:]
        options: dict[int, dict[str, PrintedOdds]] = {}
        for column, name in enumerate(header[1:], start=1):
            number = int(name.split()[-1])
            options[number] = {row_key(row[0]): parse_odds(row[column]) for row in body}
        tables[decks] = options
    return tables


@_shape_checked("the sevens pay table", "2.17(e)3")
def sevens_table(corpus: Corpus, edition: str) -> dict[str, PrintedOdds]:
    """The lines of 2.17(e)3 in `edition`, highest first: "three-sevens-same-suit" ...
    "one-seven". Empty in an edition without the sevens wager."""
    try:
        clause = corpus.clause("19:47-2.17(e)3", edition=edition)
    except KitError:
        return {}
    if "seven" not in clause.own_text.lower():
        return {}
    return {row_key(row[0]): parse_odds(row[1]) for row in _rows(clause.own_text)[1:]}


def _cards_row(label: str, clause_id: str) -> int:
    """ "8 or more" -> 8, "7" -> 7: the number of cards a row of 2.30(g) or (i) pays on."""
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


@_shape_checked("the Buster Blackjack pay tables", "2.30(g)")
def buster_tables(corpus: Corpus, edition: str) -> dict[str, dict[int, PrintedOdds]]:
    """2.30(g) in `edition`: pay table ("A" to "F") -> number of cards in the dealer's busted
    hand -> odds; the row "8 or more" is keyed 8. The text prints bare numbers under the heading
    'all pays "to 1"', so each cell reads as "N to 1"."""
    clause = corpus.clause("13:69F-2.30(g)", edition=edition)
    if '"to 1"' not in clause.own_text:
        raise PayTableError(f"{clause.id}: the text no longer says all pays are 'to 1'")
    rows = _rows(clause.own_text)
    names = _table_columns(rows[0][1:], clause.id)
    tables: dict[str, dict[int, PrintedOdds]] = {name: {} for name in names}
    for row in rows[1:]:
        cards = _cards_row(row[0], clause.id)
        for name, cell in zip(names, row[1:], strict=True):
            tables[name][cards] = parse_odds(f"{cell} to 1")
    return tables


@_shape_checked("the Free Bonus pay tables", "2.30(i)")
def free_bonus_tables(corpus: Corpus, edition: str) -> dict[str, dict[int, Decimal]]:
    """2.30(i) in `edition`: pay table ("B1", "B3") -> number of cards in the dealer's busted
    hand -> the fixed amount. The source stops after the row of seven cards: only the rows the
    corpus holds are returned, none is supplied."""
    clause = corpus.clause("13:69F-2.30(i)", edition=edition)
    rows = _rows(clause.own_text)
    names = _table_columns(rows[0][1:], clause.id)
    tables: dict[str, dict[int, Decimal]] = {name: {} for name in names}
    for row in rows[1:]:
        cards = _cards_row(row[0], clause.id)
        for name, cell in zip(names, row[1:], strict=True):
            match = re.fullmatch(r"\$([0-9][0-9,]*\.[0-9]{2})", cell.strip())
            if match is None:
                raise PayTableError(f"{clause.id}: {cell!r} is not an amount such as $1,000.00")
            tables[name][cards] = Decimal(match.group(1).replace(",", ""))
    return tables


@_shape_checked("the Bet the Set pay tables", "2.29(g)")
def bet_the_set_tables(corpus: Corpus, edition: str) -> dict[str, dict[str, PrintedOdds | None]]:
    """2.29(g) in `edition`: pay table ("1" to "6") -> line ("regular-pair", "suited-pair") ->
    odds, or None where the text prints "N/A"."""
    clause = corpus.clause("13:69F-2.29(g)", edition=edition)
    rows = _rows(clause.own_text)
    header = [cell for cell in rows[0] if cell]
    names = _table_columns(header, clause.id)
    tables: dict[str, dict[str, PrintedOdds | None]] = {name: {} for name in names}
    for row in rows[1:]:
        line = row_key(row[0])
        for name, cell in zip(names, row[1:], strict=True):
            tables[name][line] = None if cell.strip().upper() == "N/A" else parse_odds(cell)
    return tables
