"""How many rounds it takes to catch a wrong pay-table cell, and the certify profile's default.

For each line of a par sheet: the rounds the return test needs to detect the line paid one unit
less (`detection_rounds`), and the rounds the round-by-round comparison needs to see the line at
least once (`seen_rounds`), each with probability POWER. The certify profile's default number of
rounds is held by a test to the figure of one wrong cell of the default table's additional wager
(tests/rtp/test_rtp.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from bjkit.rtp.verdicts import detection_rounds, seen_rounds
from reference_impl.par import ParSheet

__all__ = [
    "LineDetection",
    "line_detections",
    "missed_at",
]


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
