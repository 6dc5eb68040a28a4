"""Which table offerings may stand together at one table, read from the exclusion clauses of an
edition's text (`regulations.exclusions`).

A table offering is what a table may offer and a clause names: an offering of the wager model
(`side_wagers`: every declared offering, the wagers the engine deals and the named sections it
does not), or a house option an exclusion clause restricts (surrender, 2.8(c); splitting
more than once, 2.11(e); more than one person on a box, 2.13(a)). A section stands for the
offerings whose authorising clause it holds. The matrix of an edition says of every pair of its
offerings whether it is allowed or forbidden, and by which clauses; it shows where the clauses
disagree, and which clauses the sources cut off before any exclusion they may state. A pair is
forbidden when any clause forbids it (docs/INTERPRETATIONS.md, I-offerings-disagreement).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from reference_impl.errors import RulesError
from reference_impl.side_wagers import rule_text
from reference_impl.wager_model import declarations
from regulations.exclusions import (
    CutOffClause,
    Disagreement,
    ExclusionClause,
    cut_off_clauses,
    disagreements,
    exclusion_clauses,
    section_of,
)

if TYPE_CHECKING:
    from reference_impl.rules import TableRules

__all__ = [
    "DISAGREEMENT",
    "HOUSE_OFFERINGS",
    "Cell",
    "Forbidding",
    "OfferingMatrix",
    "TableOffering",
    "offering_matrix",
    "refuse_forbidden",
    "table_offerings",
]

DISAGREEMENT = "I-offerings-disagreement"
_ONE_OF_GROUP = "I-2.17a-one-offering"


@dataclass(frozen=True, kw_only=True)
class TableOffering:
    """Something a table offers that a clause names, and how a table's options choose it."""

    name: str
    clause: str  # edition-neutral path of the clause that authorises it
    option: str  # the house option that chooses it
    summary: str
    chosen: Callable[[TableRules], bool] = field(compare=False)
    setting: Callable[[TableRules], str] = field(compare=False)  # the option as the table set it
    played: bool = True  # False: named only, the reference engine does not deal it
    words: str = ""  # how a refusal names it; its name where empty

    @property
    def called(self) -> str:
        return self.words or self.name

    @property
    def section(self) -> str:
        return section_of(self.clause)


HOUSE_OFFERINGS: tuple[TableOffering, ...] = (
    TableOffering(
        name="surrender",
        clause="2.8(c)",
        option="surrender",
        summary="the surrender option (surrender=true)",
        chosen=lambda rules: rules.surrender,
        setting=lambda rules: "surrender=true",
        words="the surrender option",
    ),
    TableOffering(
        name="max_splits>1",
        clause="2.11(e)",
        option="max_splits",
        summary="splitting pairs more than once (max_splits 2 or 3)",
        chosen=lambda rules: rules.max_splits > 1,
        setting=lambda rules: f"max_splits={rules.max_splits}",
        words="splitting pairs more than once",
    ),
    TableOffering(
        name="players_per_box>1",
        clause="2.13(a)",
        option="players_per_box",
        summary="more than one person wagering on a box (players_per_box 2 or 3)",
        chosen=lambda rules: rules.players_per_box > 1,
        setting=lambda rules: f"players_per_box={rules.players_per_box}",
        words="more than one person on a box",
    ),
)


def _order(offering: TableOffering) -> tuple[tuple[int, ...], str, str]:
    return tuple(int(part) for part in offering.section.split(".")), offering.clause, offering.name


def _offers(name: str) -> Callable[[TableRules], bool]:
    return lambda rules: name in rules.side_wagers


def _side_wagers_setting(name: str) -> Callable[[TableRules], str]:
    return lambda rules: f"side_wagers={name}"


def table_offerings(edition: str) -> tuple[TableOffering, ...]:
    """The house offerings and the wager model's offerings named in `edition`, by section."""
    offerings, _ = declarations()
    declared = tuple(
        TableOffering(
            name=offering.name,
            clause=offering.clause,
            option="side_wagers",
            summary=offering.summary,
            chosen=_offers(offering.name),
            setting=_side_wagers_setting(offering.name),
            played=offering.played,
        )
        for offering in offerings.values()
        if edition in offering.editions
    )
    return tuple(sorted((*HOUSE_OFFERINGS, *declared), key=_order))


@dataclass(frozen=True, slots=True)
class Forbidding:
    """A clause that forbids a pair: the offering whose clause it is, and the interpretation it is
    read under, if it is one (a table offers one additional wager of 2.17(a))."""

    clause: str
    offering: str
    interpretation: str | None = None


@dataclass(frozen=True, slots=True)
class Cell:
    """Two offerings at one table (the same one twice on the diagonal)."""

    first: str
    second: str
    forbidden_by: tuple[Forbidding, ...] = ()
    disagreements: tuple[Disagreement, ...] = ()  # a clause forbids; the other's does not list it
    lists_itself: tuple[str, ...] = ()  # on the diagonal: clauses that list their own section
    undetermined: tuple[str, ...] = ()  # clauses of either offering the sources cut off

    @property
    def allowed(self) -> bool:
        return not self.forbidden_by

    @property
    def refusing(self) -> tuple[str, ...]:
        """The exclusion clauses that refuse the pair (an interpretation refuses on its own)."""
        return tuple(f.clause for f in self.forbidden_by if f.interpretation is None)


@dataclass(frozen=True, kw_only=True)
class OfferingMatrix:
    """Every pair of the table offerings of `edition`, and what the text says of it."""

    edition: str
    offerings: tuple[TableOffering, ...]
    clauses: tuple[ExclusionClause, ...]
    cut_off: tuple[CutOffClause, ...]
    disagreements: tuple[Disagreement, ...]
    unnamed: tuple[tuple[str, str], ...]  # (clause, section) a clause names and no offering is
    cells: dict[tuple[str, str], Cell]

    def cell(self, first: str, second: str) -> Cell:
        found = self.cells.get((first, second)) or self.cells.get((second, first))
        if found is None:
            raise KeyError(f"{first} and {second} are not both table offerings of {self.edition}")
        return found

    def offerings_of(self, section: str) -> tuple[str, ...]:
        return tuple(o.name for o in self.offerings if o.section == section)

    def pairs_of(self, disagreement: Disagreement) -> tuple[tuple[str, str], ...]:
        """The pairs of offerings a disagreement between sections concerns."""
        return tuple(
            (first, second)
            for first in self.offerings_of(disagreement.owner)
            for second in self.offerings_of(disagreement.section)
            if disagreement.lists_itself == (first == second)
        )

    def as_data(self) -> dict[str, object]:
        """The matrix as JSON values."""
        return {
            "edition": self.edition,
            "offerings": [
                {
                    "name": o.name,
                    "clause": o.clause,
                    "section": o.section,
                    "option": o.option,
                    "dealt": o.played,
                    "summary": o.summary,
                }
                for o in self.offerings
            ],
            "clauses": [
                {
                    "clause": c.clause,
                    "offerings": list(self.offerings_of(c.section)),
                    "excludes": list(c.excludes),
                    "excluded_offerings": [n for s in c.excludes for n in self.offerings_of(s)],
                    "wording": c.wording,
                }
                for c in self.clauses
            ],
            "cells": [_cell_data(cell) for cell in self.cells.values()],
            "disagreements": [
                {
                    "clause": d.clause,
                    "lists": d.section,
                    "silent": list(d.silent),
                    "lists_itself": d.lists_itself,
                    "offerings": [list(pair) for pair in self.pairs_of(d)],
                    "text": d.describe(),
                }
                for d in self.disagreements
            ],
            "cut_off": [
                {
                    "clause": c.clause,
                    "offerings": list(self.offerings_of(c.section)),
                    "note": c.note,
                }
                for c in self.cut_off
            ],
        }


def _cell_data(cell: Cell) -> dict[str, object]:
    return {
        "offerings": [cell.first, cell.second],
        "allowed": cell.allowed,
        "forbidden_by": [
            {"clause": f.clause, "offering": f.offering, "interpretation": f.interpretation}
            for f in cell.forbidden_by
        ],
        "disagreement": bool(cell.disagreements),
        "lists_itself": list(cell.lists_itself),
        "undetermined": list(cell.undetermined),
    }


class _Cells:
    """The cells under construction, one per unordered pair in the order of the offerings."""

    def __init__(self, offerings: tuple[TableOffering, ...]) -> None:
        self.names = [o.name for o in offerings]
        self.cells = {
            (first, second): Cell(first, second)
            for i, first in enumerate(self.names)
            for second in self.names[i:]
        }

    def key(self, first: str, second: str) -> tuple[str, str]:
        return (first, second) if (first, second) in self.cells else (second, first)

    def add(self, first: str, second: str, **more: tuple[object, ...]) -> None:
        key = self.key(first, second)
        cell = self.cells[key]
        self.cells[key] = replace(
            cell, **{name: getattr(cell, name) + value for name, value in more.items()}
        )


@functools.cache
def offering_matrix(edition: str) -> OfferingMatrix:
    """The matrix of `edition`, read from its exclusion clauses."""
    text = rule_text.corpus().editions.get(edition)
    if text is None:
        raise RulesError(f"edition={edition!r}: the corpus has no such edition")
    offerings = table_offerings(edition)
    of = {o.section: tuple(p.name for p in offerings if p.section == o.section) for o in offerings}
    cells = _Cells(offerings)
    clauses = exclusion_clauses(text)
    unnamed: list[tuple[str, str]] = []
    for exclusion in clauses:
        for section in (exclusion.section, *exclusion.excludes):
            if section not in of:
                unnamed.append((exclusion.clause, section))
        for owner in of.get(exclusion.section, ()):
            for section in exclusion.excludes:
                if section == exclusion.section:
                    cells.add(owner, owner, lists_itself=(exclusion.clause,))
                    continue
                for other in of.get(section, ()):
                    cells.add(owner, other, forbidden_by=(Forbidding(exclusion.clause, owner),))
    _one_of_group(text.clauses, offerings, cells)
    found = disagreements(text)
    for disagreement in found:
        if not disagreement.lists_itself:
            for owner in of.get(disagreement.owner, ()):
                for other in of.get(disagreement.section, ()):
                    cells.add(owner, other, disagreements=(disagreement,))
    cut_off = cut_off_clauses(text)
    for clause in cut_off:
        for owner in of.get(clause.section, ()):
            for other in cells.names:
                if other != owner:
                    cells.add(owner, other, undetermined=(clause.clause,))
    return OfferingMatrix(
        edition=edition,
        offerings=offerings,
        clauses=clauses,
        cut_off=cut_off,
        disagreements=found,
        unnamed=tuple(unnamed),
        cells=cells.cells,
    )


def _one_of_group(
    clauses: Iterable[str], offerings: tuple[TableOffering, ...], cells: _Cells
) -> None:
    """Two offerings of one group, of which a table offers one (2.17(a), I-2.17a-one-offering)."""
    declared, _ = declarations()
    ids = {clause.split("-", 1)[1]: clause for clause in clauses}
    grouped = [
        (o.name, group)
        for o in offerings
        if o.option == "side_wagers" and (group := declared[o.name].one_of_group) is not None
    ]
    for i, (first, group) in enumerate(grouped):
        for second, other in grouped[i + 1 :]:
            if other == group:
                path = ids.get(group, group)
                cells.add(first, second, forbidden_by=(Forbidding(path, first, _ONE_OF_GROUP),))


def refuse_forbidden(rules: TableRules) -> None:
    """Refuse a table that offers two offerings an exclusion clause of its edition forbids
    together, naming both and every clause that forbids them."""
    matrix = offering_matrix(rules.edition)
    chosen = [o for o in matrix.offerings if o.chosen(rules)]
    for i, first in enumerate(chosen):
        for second in chosen[i + 1 :]:
            cell = matrix.cell(first.name, second.name)
            if cell.refusing:
                raise RulesError(_refusal(rules, first, second, cell))


def _refusal(rules: TableRules, first: TableOffering, second: TableOffering, cell: Cell) -> str:
    house = [o for o in (first, second) if o.option != "side_wagers"]
    wagers = sorted((o for o in (first, second) if o.option == "side_wagers"), key=lambda o: o.name)
    pair = [*house, *wagers]
    settings = [o.setting(rules) for o in house]
    settings.append("side_wagers=" + "+".join(o.name for o in wagers))
    clauses = [f.clause for o in pair for f in cell.forbidden_by if f.offering == o.name]
    clauses = [c for c in dict.fromkeys(clauses) if c in cell.refusing]
    why = ""
    if cell.disagreements:
        read = "; ".join(d.describe() for d in cell.disagreements)
        why = f", as any clause that forbids it does ({read}: {DISAGREEMENT})"
    return (
        f"{' with '.join(settings)}: {pair[0].called} and {pair[1].called} may not be offered at "
        f"one table{why} [{', '.join(clauses)}]"
    )
