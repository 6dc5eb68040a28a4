"""The par-sheet section of the certification report: for every side wager the certified table
offers, its exact par sheet (`reference_impl.par`) at the table's edition, decks, pay tables and
readings, with the assumptions it rests on."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from reference_impl.catalog import rules_from_mapping
from reference_impl.errors import RulesError
from reference_impl.par import ParSheet, par_sheet, par_wagers_of, shown
from reports.markup import Html, el
from reports.par_text import sheet_title

__all__ = ["par_section", "par_sheets_of"]


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


def _sheet(sheet: ParSheet) -> Html:
    rows = [
        el(
            "tr",
            el("td", line.outcome),
            el("td", line.pays),
            el("td", shown(line.probability), class_="number"),
            el("td", el("code", str(line.probability))),
            el("td", shown(line.contribution), class_="number"),
            el("td", line.clause),
        )
        for line in sheet.lines
    ]
    head = el(
        "tr",
        *(el("th", name) for name in ("outcome", "pays", "probability", "exact", "return", "")),
    )
    figures = (
        f"House edge {shown(sheet.house_edge * 100, 4)} %, return to player "
        f"{shown(sheet.return_to_player * 100, 4)} %, standard deviation "
        f"{sheet.standard_deviation}, hit frequency "
        f"{shown(sheet.hit_frequency * 100, 4)} %."
    )
    return el(
        "div",
        el("h3", sheet_title(sheet)),
        el("table", el("thead", head), el("tbody", *rows)),
        el("p", figures),
        el(
            "details",
            el("summary", "Assumptions"),
            el("ul", *(el("li", item) for item in sheet.assumptions)),
        ),
        class_="par-sheet",
    )


def par_section(table: Mapping[str, Any]) -> Html:
    sheets, notes = par_sheets_of(table)
    if not sheets and not notes:
        return el("p", "The table offers no side wager with a par sheet.")
    intro = el(
        "p",
        "Exact probabilities of every outcome of each side wager the table offers, from "
        "combinatorics over the finite shoe (no simulation), at the table's pay tables; ",
        el("code", "bjkit par"),
        " prints them and ",
        el("code", "bjkit rtp"),
        " tests a game's observed return against them.",
    )
    return el(
        "div", intro, *(_sheet(sheet) for sheet in sheets), *(el("p", note) for note in notes)
    )
