"""A par sheet as text, for `bjkit par` and the docs: every outcome with its pay, its exact
probability and its decimal, the return it makes, then the house edge and the assumptions."""

from __future__ import annotations

from reference_impl.par import ParSheet, shown

__all__ = ["par_markdown", "par_text", "sheet_title"]


def sheet_title(sheet: ParSheet) -> str:
    played_with = sheet.equipment or f"{sheet.decks} deck{'s' if sheet.decks > 1 else ''}"
    return (
        f"{sheet.wager}, {sheet.pay_table + ', ' if sheet.pay_table else ''}{sheet.edition}, "
        f"{played_with} ({sheet.clause})"
    )


def _figures(sheet: ParSheet) -> list[str]:
    return [
        f"house edge {shown(sheet.house_edge * 100, 4)} % "
        f"(exactly {sheet.house_edge}); return to player "
        f"{shown(sheet.return_to_player * 100, 4)} %",
        f"standard deviation {sheet.standard_deviation} per unit staked; hit frequency "
        f"{shown(sheet.hit_frequency * 100, 4)} %",
    ]


def par_text(sheet: ParSheet) -> str:
    rows = [("outcome", "pays", "probability", "exact", "return")]
    for line in sheet.lines:
        rows.append(
            (
                line.outcome,
                line.pays,
                shown(line.probability),
                str(line.probability),
                shown(line.contribution),
            )
        )
    widths = [max(len(row[column]) for row in rows) for column in range(5)]
    # The exact fraction can be very long; it goes last so the columns before it stay aligned.
    order = (0, 1, 2, 4, 3)
    table = [
        "  ".join(row[column].ljust(widths[column]) for column in order).rstrip() for row in rows
    ]
    return "\n".join(
        [
            f"Par sheet: {sheet_title(sheet)}",
            *table,
            *_figures(sheet),
            "Assumptions:",
            *(f"  - {assumption}" for assumption in sheet.assumptions),
        ]
    )


def par_markdown(sheet: ParSheet) -> str:
    lines = [
        f"### {sheet_title(sheet)}",
        "",
        "| outcome | pays | probability | return |",
        "|---|---|---:|---:|",
    ]
    for line in sheet.lines:
        lines.append(
            f"| {line.outcome} | {line.pays} | {shown(line.probability)} | "
            f"{shown(line.contribution)} |"
        )
    lines += ["", *(f"- {figure}" for figure in _figures(sheet)), ""]
    return "\n".join(lines)
