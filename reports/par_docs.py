"""docs/PAR_SHEETS.md, written from the par sheets themselves so that the published figures are
the kit's: `python -m reports.par_docs > docs/PAR_SHEETS.md` (a test holds the file to it).

Each wager's page is its declaration's (`Offering.par_page`: grids of house edges by deck count,
lists by payout option, sheets shown line by line, paragraphs), with what the document assumes of
it (`par_assumption`) and the figures published by others its sheets are checked against
(`par_checked_against`); nothing here names a wager.
"""

from __future__ import annotations

from collections.abc import Mapping

from reference_impl.catalog import rules_from_mapping
from reference_impl.par import ParSheet, par_sheet, shown
from reference_impl.wager_model import (
    Offering,
    ParDetail,
    ParGrid,
    ParOptions,
    ParPart,
    ParRow,
    declarations,
)
from reports.par_text import par_markdown

__all__ = ["render"]

DECKS = (1, 2, 4, 6, 8)


def _sheet(row: ParRow, decks: int, **more: object) -> ParSheet:
    mapping: dict[str, object] = {**row.options, "decks": decks, **more}
    rules = rules_from_mapping(mapping)
    return par_sheet(row.kind, rules, stake=row.ask.stake, third_card=row.ask.third_card)


def _edge(sheet: ParSheet) -> str:
    return f"{shown(sheet.house_edge * 100, 4)} %"


def _grid(grid: ParGrid) -> list[str]:
    """A house-edge table: a row per sheet, a column per deck count."""
    columns = [str(decks) for decks in DECKS]
    lines = [grid.title, "", "| | " + " | ".join(columns) + " |", "|---" * (len(columns) + 1) + "|"]
    for row in grid.rows:
        edges = " | ".join(_edge(_sheet(row, decks)) for decks in DECKS)
        lines.append(f"| {row.label} | {edges} |")
    return [*lines, ""]


def _options(part: ParOptions, offerings: Mapping[str, Offering]) -> list[str]:
    """A line per deck count: the house edge at each pay-table option the text prints for it."""
    offering = offerings[str(part.options["side_wagers"])]
    lines = [part.title, ""]
    for decks in DECKS:
        rules = rules_from_mapping({**part.options, "decks": decks})
        options = offering.pay_tables(rules) if offering.pay_tables else ()
        row = ParRow(label="", kind=part.kind, options=part.options)
        cells = ", ".join(
            _edge(_sheet(row, decks, side_wager_pay_tables=f"{offering.name}:{option}"))
            for option in options
        )
        lines.append(
            f"- {decks} deck{'s' if decks > 1 else ''}, options {', '.join(options)}: {cells}"
        )
    return [*lines, ""]


def _part(part: ParPart, offerings: Mapping[str, Offering]) -> list[str]:
    if isinstance(part, ParGrid):
        return _grid(part)
    if isinstance(part, ParOptions):
        return _options(part, offerings)
    if isinstance(part, ParDetail):
        return [par_markdown(_sheet(part.row, 6))]
    return [part]


def render() -> str:
    offerings, _ = declarations()
    paged = [offering for offering in offerings.values() if offering.par_page]
    checked = "; ".join(o.par_checked_against for o in paged if o.par_checked_against)
    parts = [
        "# Par sheets of the side wagers",
        "",
        "Written by `python -m reports.par_docs` from `reference_impl.par`; "
        "`tests/par/test_par_docs.py` fails when this file and the kit disagree. Every figure is "
        "exact: a probability is a fraction from counting ordered sequences of physical cards "
        "over the finite shoe (a dealer's completed hand by exact recursion over the shoe's "
        "composition), never a simulation; the decimals below are rounded from it. "
        "`bjkit par WAGER --decks N --table T [--json]` prints any one with its fractions.",
        "",
        "## How the figures are checked",
        "",
        "- **Brute force on one deck** (`tests/par/test_par_brute_force.py`): every ordered "
        "sequence of distinct cards of a 52-card deck (two decks for a suited pair), settled by "
        "the engine's own rule functions, gives the same probability of every net amount, "
        "exactly, for every wager below, at every pay table and reading the test lists.",
        f"- **Figures published by others** (`tests/par/test_published_figures.py`), equal to "
        f"the printed places: {checked}.",
        "",
        "## Assumptions",
        "",
        "- A full shoe, freshly shuffled; one player at the table, one box. Cards dealt to the "
        "dealer or to others between the player's cards are unseen, and a shuffled shoe is "
        "exchangeable, so they change nothing.",
        *(f"- {o.par_assumption}" for o in paged if o.par_assumption),
        "",
    ]
    for offering in paged:
        for part in offering.par_page:
            parts += _part(part, offerings)
    return "\n".join(parts).rstrip() + "\n"


if __name__ == "__main__":
    print(render(), end="")
