"""The par sheets a results document holds: for every side wager the certified table offers, its
exact par sheet (`reference_impl.par`) at the table's edition, decks, pay tables and readings.

They are worked out once, as the results document is built (`par_sheets_of`), and written to it
as `ParSheet.to_json` gives them (`results["par_sheets"]`, with `results["par_sheet_notes"]` when
a wager has none at the table); the report renders them from there (`sheet_of_json`), never from
the engine.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from fractions import Fraction
from typing import Any

from reference_impl.catalog import rules_from_mapping
from reference_impl.errors import RulesError
from reference_impl.par import ParLine, ParSheet, par_sheet, par_wagers_of

__all__ = ["par_sheets_of", "sheet_of_json"]


def par_sheets_of(table: Mapping[str, Any]) -> tuple[list[ParSheet], list[str]]:
    """The par sheets of the side wagers the table offers, and a note for each that has none at
    this table (a deck count its pay table does not print)."""
    if not table:
        return [], []
    try:
        rules = rules_from_mapping(table)
    except RulesError as error:
        return [], [f"the table's options could not be read back: {error}"]
    sheets: list[ParSheet] = []
    notes: list[str] = []
    for wager in par_wagers_of(rules):
        try:
            sheets.append(par_sheet(wager, rules))
        except RulesError as error:
            notes.append(f"{wager}: no par sheet at this table: {error}")
    return sheets, notes


def sheet_of_json(document: Mapping[str, Any]) -> ParSheet:
    """The par sheet `ParSheet.to_json` wrote, read back exactly (its fractions are "n/d")."""
    stake = document.get("stake")
    return ParSheet(
        wager=str(document["wager"]),
        edition=str(document["edition"]),
        decks=int(document["decks"]),
        pay_table=str(document["pay_table"]),
        clause=str(document["clause"]),
        lines=tuple(
            ParLine(
                outcome=str(line["outcome"]),
                pays=str(line["pays"]),
                net=Fraction(str(line["net"])),
                probability=Fraction(str(line["probability"])),
                clause=str(line["clause"]),
                bonus=Decimal(str(line["bonus"])) if "bonus" in line else None,
            )
            for line in document["lines"]
        ),
        assumptions=tuple(str(item) for item in document["assumptions"]),
        stake=None if stake is None else Decimal(str(stake)),
        options=tuple((str(k), str(v)) for k, v in (document.get("options") or {}).items()),
    )
