"""The par-sheet section of the certification report: for every side wager the certified table
offers, its exact par sheet (`reference_impl.par`) at the table's edition, decks, pay tables and
readings, with the assumptions it rests on, as the results document holds them
(`results["par_sheets"]`, reports.par_sheets): the report computes nothing through the engine."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from reference_impl.par import ParSheet, shown
from reports.markup import Html, el
from reports.par_sheets import sheet_of_json
from reports.par_text import sheet_title

__all__ = ["par_section"]


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


def par_section(results: Mapping[str, Any]) -> Html:
    """The section of the results document's par sheets and the notes of the wagers with none."""
    sheets = [sheet_of_json(sheet) for sheet in results.get("par_sheets") or []]
    notes = [str(note) for note in results.get("par_sheet_notes") or []]
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
