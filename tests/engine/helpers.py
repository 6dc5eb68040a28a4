"""Small builders shared by the engine tests."""

from __future__ import annotations

from typing import Any

from reference_impl.actions import parse_actions
from reference_impl.catalog import rules_from_mapping
from reference_impl.money import format_money
from reference_impl.record import play
from reference_impl.round import Round
from reference_impl.wagers import BoxWager


def deal(
    shoe: str,
    decisions: str = "",
    *,
    wagers: tuple[tuple[int, str], ...] = ((1, "10"),),
    waiting: bool = False,
    **options: Any,
) -> Round:
    """Play a round on a stacked shoe; options as `bjkit round` takes them."""
    options.setdefault("hole_card", "no-hole-card")
    rules = rules_from_mapping(options)
    placed = [BoxWager.of(box, amount) for box, amount in wagers]
    return play(rules, shoe, placed, parse_actions(decisions), stop_when_waiting=waiting)


def ledger_of(game: Round) -> list[tuple[Any, ...]]:
    """(box, hand, kind, result, net, clause) of every ledger entry, in order."""
    return [
        (e.box, e.hand, e.kind.value, e.result.value, format_money(e.net), e.clause)
        for e in game.ledger.entries
    ]
