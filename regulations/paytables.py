"""Pay tables as the rule text prints them: read from a clause's text, cell by cell.

The additional wagers of 2.17 print their odds as tables (2.17(e)2i to v, 2.17(e)3). The reference
engine and the steps' settlement oracle both read the numbers from the corpus through this module,
so that an amendment that changes a cell changes the payout with it. Each cell is kept as printed
("2.5 to 1", "5,000 to 1") and as an exact ratio.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from regulations.corpus import Corpus
from regulations.errors import KitError

__all__ = [
    "PayTableError",
    "PrintedOdds",
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


def same_suit_clauses(corpus: Corpus, edition: str) -> dict[int, str]:
    """Decks -> the id of the paragraph of 2.17(e)2 that holds that deck count's table."""
    section = corpus.clause("19:47-2.17(e)2", edition=edition)
    return {_deck_count(corpus, child, edition): child for child in section.children}


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
