"""An amount or odds an amendment changes in one clause but another clause still states (issue 29,
deliver 5): `amount-still-stated` findings of `bjkit lint`.

An edition that carries over from another (`Edition.carries_over_from`: an edition `bjkit amend`
wrote from a notice, or a later edition of the code) amends some of its clauses
(`regulations.changes`). For each amended clause, the amounts ("$1.00", "$ 1.00") and odds ("3 to
1") its own words printed before and print no longer are *removed*; a removed figure that another
clause of the edition still states, about the same thing, is a finding at that other clause,
quoting its words, with the amended clause's new words beside it.

"About the same thing", so that a figure as common as "10 to 1" is not matched across unrelated
tables:

- a figure in a pay-table row (a line with cells, "One Seven | 3 to 1") is matched in a row of
  another clause that restates the row as it stood (every cell the same: the tables of other deck
  counts share row labels and print other odds, which is no contradiction), or in a line of prose
  that names the row ("a single seven ... One Seven ... 3 to 1");
- a figure in prose is matched only in prose of a clause of the same section, or of a clause that
  cites the amended clause's section ("13:69F-2.17").

Figures are compared with their spacing normalised ("$ 1.00" is "$1.00", I-verbatim-amount-spacing)
and quoted as printed. The reading is I-lint-gate.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from regulations.changes import Change, changes_between
from regulations.corpus import Corpus
from regulations.model import Clause, Edition

__all__ = ["Stated", "figures", "still_stated"]

# "$1.00", "$ 1.00", "$1,000", "$25"; "3 to 1", "3 to 2", "50 to 1".
_FIGURE = re.compile(r"\$\s?\d[\d,]*(?:\.\d+)?|\b\d+\s+to\s+\d+\b")
_SECTION = re.compile(r"^((?:19:47|13:69[EF])-\d+\.\d+[A-Z]?)")


@dataclass(frozen=True, slots=True)
class Figure:
    """One amount or odds as printed (`words`), its normal form (`key`), the pay-table row label
    it stands in ("" in prose) and the line it stands in (quoted in a finding)."""

    key: str
    words: str
    row: str
    line: str


@dataclass(frozen=True, slots=True)
class Stated:
    """A figure an amendment removed from `amended` that `clause` still states."""

    clause: Clause
    amended: Clause
    figure: Figure  # as `clause` prints it
    before: str  # the line of the amended clause that printed it, in the earlier edition
    after: str  # the amended clause's words now (its line with the same row, or its text)


def _key(words: str) -> str:
    return re.sub(r"\s+", " ", words.replace("$ ", "$")).strip()


def figures(text: str) -> list[Figure]:
    """Every amount and odds of `text`, with the row label of a pay-table line."""
    found: list[Figure] = []
    for line in text.splitlines():
        cells = [cell.strip() for cell in line.split("|")]
        row = cells[0].casefold() if len(cells) > 1 else ""
        for match in _FIGURE.finditer(line):
            found.append(Figure(_key(match.group()), match.group(), row, line.strip()))
    return found


def _section(clause_id: str) -> str:
    match = _SECTION.match(clause_id)
    return match.group(1) if match else clause_id


def _cites(clause: Clause, section: str) -> bool:
    number = section.split("-", 1)[1]
    return (
        re.search(rf"(?:19:4\d|13:69[A-Z])-{re.escape(number)}(?![\d])", clause.own_text)
        is not None
    )


def _cells(line: str) -> tuple[str, ...]:
    return tuple(_key(cell).casefold() for cell in line.split("|"))


def _about_the_same(found: Figure, removed: Figure, clause: Clause, amended: Clause) -> bool:
    if removed.row:
        if found.row:
            return _cells(found.line) == _cells(removed.line)
        return removed.row in found.line.casefold()
    if found.row:
        return False
    section = _section(amended.id)
    return _section(clause.id) == section or _cites(clause, section)


def _now(amended: Clause, removed: Figure) -> str:
    """The amended clause's words where the removed figure stood: its row, else its first line."""
    for figure in figures(amended.own_text):
        if removed.row and figure.row == removed.row:
            return figure.line
    lines = [line.strip() for line in amended.own_text.splitlines() if line.strip()]
    return lines[0] if lines else ""


def still_stated(edition: Edition, corpus: Corpus) -> Iterator[Stated]:
    """Each figure an amendment of `edition` (against the edition it carries over from) removed
    from one clause and another clause still states, in the edition's clause order."""
    if edition.carries_over_from is None or edition.carries_over_from not in corpus.editions:
        return
    earlier = corpus.edition(edition.carries_over_from)
    amended: list[tuple[Clause, list[Figure]]] = []
    for change in changes_between(earlier, edition).of(Change.AMENDED):
        assert change.before is not None and change.after is not None
        now = {figure.key for figure in figures(change.after.own_text)}
        removed = [f for f in figures(change.before.own_text) if f.key not in now]
        if removed:
            amended.append((change.after, removed))
    if not amended:
        return
    for clause in edition.clauses.values():
        reported: set[str] = set()
        for found in figures(clause.own_text):
            for after, removed in amended:
                if after.id == clause.id or found.key in reported:
                    continue
                for figure in removed:
                    if figure.key == found.key and _about_the_same(found, figure, clause, after):
                        reported.add(found.key)
                        yield Stated(clause, after, found, figure.line, _now(after, figure))
                        break
