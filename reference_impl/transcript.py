"""The transcript: an event for every card and every announcement, each citing its clause.

Events are stored as plain tuples on the hot path and read through the `Event` view.
"""

from __future__ import annotations

from typing import NamedTuple

from reference_impl.cards import CARD_LABELS

__all__ = ["Event", "RawEvent", "events_of"]

# (kind, clause, box, hand, card, total, note, interpretation)
RawEvent = tuple[str, str, int | None, int | None, int | None, int | None, str | None, str | None]


class Event(NamedTuple):
    """One transcript event. `box` 0 is the dealer; `card` is a label such as "AS"."""

    seq: int
    kind: str
    clause: str
    box: int | None
    hand: int | None
    card: str | None
    total: int | None
    note: str | None
    interpretation: str | None

    def to_dict(self) -> dict[str, object]:
        return {key: value for key, value in self._asdict().items() if value is not None}


def events_of(raw: list[RawEvent]) -> list[Event]:
    return [
        Event(
            seq,
            kind,
            clause,
            box,
            hand,
            None if card is None else CARD_LABELS[card],
            total,
            note,
            interpretation,
        )
        for seq, (kind, clause, box, hand, card, total, note, interpretation) in enumerate(raw, 1)
    ]
