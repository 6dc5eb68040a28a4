"""Under which clause of 19:47-3 a difference in a baccarat outcome is filed: the clause the
wrong entry breaks, not the Rule that hosts the scenario, so that one defect reads as one finding
(a vigorish taken on the whole wager fails 3.3(c), whichever scenario saw it)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from steps.baccarat.oracle import point_count

__all__ = [
    "BURN",
    "OWED",
    "POINT_COUNT",
    "VIGORISH",
    "ledger_clause",
    "payout_clause",
    "result_clause",
    "settled_under",
    "shown_counts",
]

# Won, lost or void: 3.2(a)1 (Banker's Hand), 2 (Player's Hand), 3 (Tie Bet).
_RESULT = {"banker": "19:47-3.2(a)1", "player": "19:47-3.2(a)2", "tie": "19:47-3.2(a)3"}
# Paid: 3.3(a) the Player's Hand 1 to 1, (b) the Tie Bet at its odds, (c) the Banker's Hand.
_PAYOUT = {"player": "19:47-3.3(a)", "tie": "19:47-3.3(b)", "banker": "19:47-3.3(c)"}
VIGORISH = "19:47-3.3(c)"
OWED = "19:47-3.3(c)"  # the vigorish on a player's marker, collected before the reshuffle
POINT_COUNT = "19:47-3.1(c)"
BURN = "19:47-3.5(d)"

Row = tuple[Any, ...]  # (player, kind, wager, result, net), as the steps compare entries


def ledger_clause(game: Sequence[Row], expected: Sequence[Row]) -> str:
    """The clause the first entry that differs breaks: a vigorish 3.3(c); a wager settled with
    another result the item of 3.2(a) of its wager; one with the same result and another amount
    the payout of 3.3 of its wager."""
    extra = [row for row in game if row not in expected]
    missing = [row for row in expected if row not in game]
    for row in (*extra, *missing):
        player, kind, wager = row[0], row[1], row[2]
        if kind == "vigorish":
            return VIGORISH
        other = next(
            (o for o in (*missing, *extra) if o is not row and o[:3] == (player, kind, wager)),
            None,
        )
        if other is not None and other[3] == row[3]:
            return _PAYOUT.get(str(wager), VIGORISH)
        return _RESULT.get(str(wager), "19:47-3.2(a)")
    return "19:47-3.2(a)"


def result_clause(wager: str) -> str:
    """The item of 3.2(a) that says when `wager` ("banker", "player", "tie") wins, loses or is
    void."""
    return _RESULT.get(wager, "19:47-3.2(a)")


def payout_clause(wager: str) -> str:
    """The subsection of 3.3 that says what `wager` is paid."""
    return _PAYOUT.get(wager, "19:47-3.3")


def shown_counts(outcome: Mapping[str, Any]) -> tuple[int, int] | None:
    """The (player, banker) Point Counts a game showed for its round, where it showed them."""
    hands = outcome.get("hands")
    if not isinstance(hands, Mapping):
        return None
    counts = [hands.get(side, {}).get("point_count") for side in ("player", "banker")]
    if not all(isinstance(count, int) for count in counts):
        return None
    return int(counts[0]), int(counts[1])


def settled_under(outcome: Mapping[str, Any], clause: str) -> str:
    """`clause`, unless the round's settlement follows from a Point Count the game got wrong: a
    hand whose shown count is not the right digit of its cards' values (3.1(c)) makes every
    difference of the settlement that follows it that clause's, so one defect is one finding."""
    hands = outcome.get("hands")
    if isinstance(hands, Mapping):
        for hand in hands.values():
            if isinstance(hand, Mapping) and hand.get("point_count") != point_count(
                hand.get("cards") or ()
            ):
                return POINT_COUNT
    return clause
