"""The script of a shoe played at the table, and what playing it records.

Nothing at the table is random: the kit supplies every shuffled order and every player's answer
(`ShuffleScript`, `ShoeRound`, `ShoeScript`); `reference_impl.shoe_session.play_shoe` plays it
and returns a `ShoeRun` of table events (2.5, 2.6(c), (d), (l), (m), 2.15(f), 2.20) and rounds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field, fields

from reference_impl.actions import Action
from reference_impl.cards import CARD_LABELS
from reference_impl.errors import ShoeError
from reference_impl.round import Round
from reference_impl.wagers import BoxWager

__all__ = [
    "SIDES",
    "ShoeEvent",
    "ShoeProcedureError",
    "ShoeRound",
    "ShoeRun",
    "ShoeScript",
    "ShuffleScript",
    "check_cards",
]

# 2.6(d)1: hearts and diamonds name one side of a double shoe, spades and clubs the other.
SIDES = ("red", "black")


class ShoeProcedureError(ShoeError):
    """A shoe script the table procedures cannot play: a cut too near an end, a cutting card
    too near the back, a shuffle that is not the cards it must be, a script too short. The
    message names what, where, and the clause."""


@dataclass(frozen=True, kw_only=True)
class ShuffleScript:
    """One shuffle: the stack as shuffled (front first) and the answers to the cut."""

    cards: tuple[int, ...]
    cut_answers: tuple[str, ...] = ()  # "refuse" or "cut:N", in the order the cut is offered
    cutting_card: int | None = None  # cards in front of it (None: exactly a quarter behind)
    recut_answers: tuple[str, ...] = ()  # 2.5(g): answers for a recut (empty: no recut)
    side: str | None = None  # double shoe: "red" or "black"
    stacks: tuple[int, int, int] | None = None  # Bart Carter: sizes of the three stacks
    locations: tuple[int, int, int] | None = None  # Bart Carter: premarked positions


@dataclass(frozen=True, kw_only=True)
class ShoeRound:
    """One round at the table, with what happens around it."""

    wagers: tuple[BoxWager, ...]
    decisions: tuple[Action, ...] = ()
    new_dealer: bool = False  # 2.6(c): a new dealer burns one card before dealing
    reshuffle_after: bool = False  # 2.5(h)1: the licensee reshuffles after this round
    determinant_side: str | None = None  # double shoe: where the determinant card is drawn
    irregularities: tuple[object, ...] = ()  # passed to Round(..., irregularities=...)


@dataclass(frozen=True, kw_only=True)
class ShoeScript:
    """Who sits where, every shuffle in the order the procedures need them, and the rounds."""

    players: tuple[int, ...]  # occupied boxes in the order the players arrived (2.5(e)1)
    shuffles: tuple[ShuffleScript, ...]
    rounds: tuple[ShoeRound, ...]


@dataclass(frozen=True, kw_only=True, slots=True)
class ShoeEvent:
    """One table event. `box` 0 is the dealer; `card` is a label such as "AS"; `round` is the
    round during or after which it happened (None before the first)."""

    kind: str
    clause: str
    box: int | None = None
    card: str | None = None
    round: int | None = None
    note: str | None = None
    interpretation: str | None = None

    def to_dict(self) -> dict[str, object]:
        values = {item.name: getattr(self, item.name) for item in fields(self)}
        return {key: value for key, value in values.items() if value is not None}


@dataclass(kw_only=True)
class ShoeRun:
    """What a shoe script played: the table events in order (with `round-begins` and
    `round-ends` markers), each completed round, and where every card is at the end
    (`places`: "shoe" and "discard-rack"; for a double shoe "red-side", "red-segregated",
    "black-side", "black-segregated"; for a continuous shuffler "device")."""

    events: list[ShoeEvent] = field(default_factory=list)
    rounds: list[Round] = field(default_factory=list)
    places: dict[str, tuple[int, ...]] = field(default_factory=dict)

    def kinds(self) -> list[str]:
        return [event.kind for event in self.events]


def _labels(counts: Counter[int]) -> str:
    shown = []
    for card, count in sorted(counts.items()):
        label = CARD_LABELS[card] if 0 <= card < len(CARD_LABELS) else f"card {card}"
        shown.append(label if count == 1 else f"{label} x{count}")
    return " ".join(shown)


def check_cards(given: Iterable[int], expected: Iterable[int], what: str, clause: str) -> None:
    """Refuse `given` unless it holds exactly the cards of `expected`, naming what is missing
    and what is extra."""
    have, want = Counter(given), Counter(expected)
    if have == want:
        return
    problems = []
    if want - have:
        problems.append(f"missing {_labels(want - have)}")
    if have - want:
        problems.append(f"extra {_labels(have - want)}")
    raise ShoeProcedureError(
        f"{what} must hold exactly the {sum(want.values())} cards it shuffles, "
        f"but holds {sum(have.values())}: {'; '.join(problems)} [{clause}]"
    )
