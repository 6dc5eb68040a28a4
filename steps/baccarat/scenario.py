"""A Baccarat-Punto Banco scenario's rounds as the steps script them, played through the protocol's
`play` (docs/ADAPTERS.md, "Baccarat-Punto Banco (1.5)"), and what their outcomes show.

A scenario holds one or more rounds at one table. The kit stacks a shoe where a scenario says so
(`shoe-procedures`): its first cards after the cut are the burn the scenario gives, then every
round's cards in the order dealt, then the rest of the decks in card order. A round without a
stacked shoe is dealt from the game's own cards (`forced-hands`). The hands of a round are dealt
Player's Hand, Banker's Hand, Player's Hand, Banker's Hand, then a third card to each that has
one: the order the kit stacks them in; which third cards were due is in the drawing rules, which
no source gives (I-baccarat-drawing-rules).

Tables are kept by the session for the run; so that one scenario's shoe and markers never reach
the next, the last round of every scenario completes the shoe (its outstanding vigorish is
collected then, 3.3(c)). Where the kit stacked the shoe, a game that does not find the round's
cards next fails the scenario (I-baccarat-kit-rounds).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from steps.baccarat.filing import BURN
from steps.baccarat.words import PROTOCOL_DEFAULTS
from suite.harness.checks import Breach, PropertyViolation
from suite.run.certification import Certification
from suite.run.verdicts import not_applicable
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import ErrorCode
from vendor_adapters.session import is_not_offered

__all__ = [
    "DECK",
    "BaccaratScenario",
    "RoundDraft",
    "ShoeDraft",
    "bare",
    "dealing_order",
    "money",
    "stacked",
]

DECK = tuple(rank + suit for rank in "A23456789TJQK" for suit in "SHDC")
WAGER_WORDS = {"Banker's Hand": "banker", "Player's Hand": "player", "Tie Bet": "tie"}
_CLAUSE = re.compile(r"\d+\.\d+(?:\([a-z]\)(?:\d+(?:[ivx]+)?)?)?$")


def money(text: str) -> Decimal:
    """ "$1,000.50" or "13" as an exact amount."""
    return Decimal(text.replace("$", "").replace(",", ""))


def bare(clause: str) -> str:
    """ "19:47-3.2(d)" -> "3.2(d)"."""
    return clause.split("-", 1)[1] if "-" in clause else clause


def dealing_order(player: Sequence[str], banker: Sequence[str]) -> list[tuple[str, str]]:
    """The cards in the order the kit stacks them: P, B, P, B, then the third cards."""
    order: list[tuple[str, str]] = []
    for index in range(max(len(player), len(banker))):
        if index < len(player):
            order.append(("player", player[index]))
        if index < len(banker):
            order.append(("banker", banker[index]))
    return order


def stacked(front: Sequence[str], decks: int, rest: Sequence[str] | None = None) -> list[str]:
    """A full shoe of `decks` decks whose first cards are `front`, then `rest` (default: the
    remaining cards in card order); an AssertionError when `front` needs more copies of a card
    than the decks hold."""
    left = Counter({card: decks for card in DECK})
    left.subtract(front)
    short = sorted(card for card, count in left.items() if count < 0)
    assert not short, f"the scenario's cards need more {', '.join(short)} than {decks} decks hold"
    if rest is None:
        rest = [card for card in DECK for _ in range(left[card])]
    assert Counter(rest) == +left, "the rest of the shoe is not the cards left"
    return [*front, *rest]


def uncut(order: Sequence[str], at: int) -> list[str]:
    """The stack a cut at `at` turns into `order` (the cut puts the first `at` cards at the back,
    19:47-3.5(d))."""
    return [*order[len(order) - at :], *order[: len(order) - at]]


@dataclass
class ShoeDraft:
    """A shoe the kit stacks: its first cards after the cut (the burn), the cut (`at`, or
    `from_back` cards in from the back), who was offered it and who cut, a recut, the cutting
    card. `rest` is the rest of the decks in the shoe's order (default: card order)."""

    front: tuple[str, ...] = ()
    at: int | None = 30
    from_back: int | None = None
    offered_to: tuple[str, ...] = ()
    by: str | None = None
    recut: tuple[int, str] | None = None
    cutting_card: int = 14
    rest: tuple[str, ...] | None = None

    def cut_at(self, size: int) -> int:
        return self.at if self.at is not None else size - (self.from_back or 0)

    def to_wire(self, cards_after_burn: Sequence[str], decks: int) -> dict[str, Any]:
        """The round's `shoe`: the stack that the cut (and recut) turn into the front, then the
        rounds' cards, then the rest."""
        order = stacked([*self.front, *cards_after_burn], decks, self.rest)
        size = len(order)
        stack = order
        if self.recut is not None:
            stack = uncut(stack, self.recut[0])
        stack = uncut(stack, self.cut_at(size))
        cut: dict[str, Any] = {"at": self.cut_at(size)}
        if self.by is not None:
            cut["by"] = self.by
        if self.offered_to:
            cut["offered_to"] = list(self.offered_to)
        wire: dict[str, Any] = {"stack": stack, "cut": cut, "cutting_card": self.cutting_card}
        if self.recut is not None:
            wire["recut"] = {"at": self.recut[0], "by": self.recut[1]}
        return wire


@dataclass
class RoundDraft:
    """One round as the scenario scripts it."""

    wagers: list[tuple[str, str, str]] = field(default_factory=list)  # player, wager, amount
    late: list[dict[str, str]] = field(default_factory=list)
    player: tuple[str, ...] = ()
    banker: tuple[str, ...] = ()
    end_shoe: bool = False
    shoe: ShoeDraft | None = None

    def dealt(self) -> list[tuple[str, str]]:
        return dealing_order(self.player, self.banker)

    def to_wire(self, shoe: dict[str, Any] | None, end_shoe: bool) -> dict[str, Any]:
        wire: dict[str, Any] = {
            "wagers": [
                {"player": who, "wager": wager, "amount": amount}
                for who, wager, amount in self.wagers
            ],
            "dealt": [{"hand": hand, "card": card} for hand, card in self.dealt()],
        }
        if self.late:
            wire["late"] = list(self.late)
        if shoe is not None:
            wire["shoe"] = shoe
        if end_shoe:
            wire["end_shoe"] = True
        return wire


@dataclass
class BaccaratScenario:
    """The scenario's table options, rounds and, once played, their outcomes."""

    certification: Certification
    options: dict[str, object] = field(default_factory=dict)
    rounds: dict[int, RoundDraft] = field(default_factory=dict)
    outcomes: list[dict[str, Any]] = field(default_factory=list)
    sent: list[dict[str, Any]] = field(default_factory=list)
    checked: set[tuple[int, int]] = field(default_factory=set)  # (round index, entry index)
    generation: object = None  # a property's setup (steps.baccarat.property_steps)

    def round(self, number: int | None) -> RoundDraft:
        return self.rounds.setdefault(number or 1, RoundDraft())

    def table_options(self) -> dict[str, object]:
        """The run's house options with the scenario's over them."""
        return {**dict(self.certification.house), **self.options}

    def option(self, name: str) -> object:
        return self.table_options().get(name, PROTOCOL_DEFAULTS[name])

    @property
    def decks(self) -> int:
        return int(str(self.option("decks")))

    def wires(self) -> list[dict[str, Any]]:
        """Every round as the protocol's `round`, in order; the last completes the shoe."""
        numbers = sorted(self.rounds)
        wires = []
        for position, number in enumerate(numbers):
            draft = self.rounds[number]
            shoe = None
            if draft.shoe is not None:
                following = []
                for later in numbers[position:]:
                    if later != number and self.rounds[later].shoe is not None:
                        break
                    following += [card for _, card in self.rounds[later].dealt()]
                shoe = draft.shoe.to_wire(following, self.decks)
            last = position == len(numbers) - 1
            wires.append(draft.to_wire(shoe, draft.end_shoe or last))
        return wires

    def play(self) -> None:
        """Open the table and play every round through the protocol."""
        self.certification.require("forced-hands", "the kit cannot give a round's hands")
        if any(draft.shoe is not None for draft in self.rounds.values()):
            self.certification.require("shoe-procedures", "the kit cannot stack the shoe")
        table = open_table(self.certification, self.table_options())
        kit_shoe = False
        for wire in self.wires():
            kit_shoe = kit_shoe or "shoe" in wire
            self.sent.append(wire)
            self.outcomes.append(play_round(self.certification, table, wire, kit_shoe=kit_shoe))

    def outcome(self, number: int | None) -> tuple[int, dict[str, Any]]:
        """The index and outcome of round `number` (default: the last round played)."""
        assert self.outcomes, "no round has been played"
        index = len(self.outcomes) - 1 if number is None else sorted(self.rounds).index(number)
        return index, self.outcomes[index]


def open_table(certification: Certification, options: Mapping[str, object]) -> str:
    """The table of `options`; not applicable where the game does not offer it."""
    try:
        return certification.game.table(certification.edition, dict(options))
    except AdapterRefusal as refusal:
        if is_not_offered(refusal):
            not_applicable(f"the game does not offer this table ({dict(options)}): {refusal}")
        raise AssertionError(
            f"the game refuses a table the rules allow ({dict(options)}): {refusal}"
        ) from None


def play_round(
    certification: Certification, table: str, wire: Mapping[str, Any], *, kit_shoe: bool
) -> dict[str, Any]:
    """One round through the protocol. Where the kit stacked the shoe, a game that finds another
    card next than the round's (1004) cut, recut or burned otherwise than the kit, following
    19:47-3.5(c)-(e), stacked for: that is the game's failure, not the kit's
    (I-baccarat-kit-rounds)."""
    try:
        return certification.game.play_round(table, wire)
    except AdapterRefusal as refusal:
        if kit_shoe and refusal.code == int(ErrorCode.BAD_SHOE):
            # The cards in front of the cutting card go to the back and the burn follows, both
            # 3.5(d): a game that moves or burns other cards breaks it, whichever scenario saw it.
            problem = (
                "the game does not find the round's cards where the shoe the kit stacked puts "
                "them after the cut, the cutting card and the burn of 19:47-3.5(c)-(e): "
                f"{refusal}"
            )
            raise PropertyViolation(
                f"{BURN}: {problem}", breaches=[Breach(BURN, problem)]
            ) from None
        raise


def clause_matches(cited: str, path: str) -> bool:
    """Whether a cited clause ("19:47-3.2(b)") is the path the step names ("3.2(b)")."""
    found = _CLAUSE.search(bare(cited))
    return bool(found) and bare(cited) == path
