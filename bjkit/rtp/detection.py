"""How many rounds it takes to catch a wrong pay-table cell, and the certify profile's default.

For each line of a par sheet: the rounds the return test needs to detect the line paid one unit
less (`detection_rounds`), and the rounds the round-by-round comparison needs to see the line at
least once (`seen_rounds`), each with probability POWER. The certify profile's default is the
return test's figure for the same-suit wager of the default table (six decks, option 1) with one
cell paid at the odds another option prints for the same row: the wrong cell a game configured
for the wrong option shows, the largest over both cells.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from bjkit.rtp.verdicts import detection_rounds, seen_rounds
from reference_impl.catalog import rules_from_mapping
from reference_impl.par import ParSheet, par_sheet
from reference_impl.side_wagers.additional_2_17 import tables as printed

__all__ = [
    "LineDetection",
    "line_detections",
    "missed_at",
    "same_suit_wrong_cell_rounds",
]

_ROWS = {
    "king and queen of one suit": "king-and-queen",
    "any other two cards of one suit": "any-two-cards",
}


@dataclass(frozen=True)
class LineDetection:
    outcome: str
    probability: Fraction
    test_rounds: int | None  # None: a losing line, whose pay cannot be one unit less
    seen_rounds: int


def line_detections(sheet: ParSheet) -> list[LineDetection]:
    return [
        LineDetection(
            line.outcome,
            line.probability,
            detection_rounds(sheet, line.probability)
            if line.net > 0 and line.probability
            else None,
            seen_rounds(line.probability),
        )
        for line in sheet.lines
    ]


def missed_at(sheet: ParSheet, rounds: int) -> list[LineDetection]:
    """The paying lines whose pay one unit less the return test cannot catch in `rounds` rounds
    (with probability POWER): the interval at that many rounds is too wide for them. Each names
    the rounds it would need. None when no round was played: there is no interval to judge."""
    if rounds <= 0:
        return []
    return [
        item
        for item in line_detections(sheet)
        if item.test_rounds is not None and item.test_rounds > rounds
    ]


def same_suit_wrong_cell_rounds(decks: int = 6, option: str = "1") -> tuple[int, str]:
    """The return test's rounds to detect the worst single wrong cell of the same-suit table at
    `decks` decks and `option`: each cell paid at the nearest odds another option prints for its
    row. Returns the rounds and the cell it is for."""
    rules = rules_from_mapping(
        {
            "edition": "nj-2024",
            "decks": decks,
            "side_wagers": "same-suit",
            "side_wager_pay_tables": f"same-suit:{option}",
        }
    )
    sheet = par_sheet("same-suit", rules)
    tables, _ = printed.same_suit("nj-2024")
    worst: tuple[int, str] = (0, "")
    for line in sheet.lines:
        row = _ROWS.get(line.outcome)
        if row is None:
            continue
        others = {
            cells[row].ratio for name, cells in tables[decks].items() if str(name) != option
        } - {line.net}
        if not others:
            continue
        nearest = min(others, key=lambda odds: abs(odds - line.net))
        rounds = detection_rounds(sheet, (line.net - nearest) * line.probability)
        cell = f"{line.outcome} paid {nearest} to 1 instead of {line.pays}"
        worst = max(worst, (rounds, cell))
    return worst
