"""Irregularities of 2.15 as events injected into a round, and where each one happens.

An `Irregularity` names what goes wrong and where: a card of the shoe (`card`, 1-based from the
round's first card), a decision of the round (`decision`, 1-based in the order the round asks),
a box, or the dealer's first or second card. A dealer's hand (`dealer_hand`, 2 or 3) of
multiple action blackjack places the irregularities of his original face up card (2.15(l), (m)).
The round applies the remedy its clause prescribes (see `reference_impl.flow`,
`reference_impl.player_turn` and `reference_impl.multiple_action`); this module holds the
vocabulary, the checks that an injection can happen at the table, and the shoe-side remedies.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from reference_impl.clauses import implements
from reference_impl.errors import EngineError
from reference_impl.options import HoleCardProcedure
from reference_impl.rules import TableRules
from reference_impl.shoe import Shoe
from reference_impl.side_wagers.multiple_action_2_18 import MULTIPLE_ACTION, SPOT_OF_KIND

if TYPE_CHECKING:
    from reference_impl.table_view import PlacedWager

__all__ = [
    "IRREGULARITY_CLAUSES",
    "UP_CARD_KINDS",
    "IrregularShoe",
    "Irregularity",
    "IrregularityError",
    "IrregularityKind",
    "RoundIrregularities",
    "check_table_allows",
    "irregularity_from_mapping",
    "spots_wagered",
]


class IrregularityError(EngineError, ValueError):
    """An irregularity that cannot be injected as asked: unknown, badly placed, or impossible at
    this table (a card reader fault at a table without a card reader)."""


class IrregularityKind(enum.Enum):
    CARD_FACE_UP_IN_SHOE = "card-face-up-in-shoe"  # 2.15(a)
    CARD_DRAWN_IN_ERROR = "card-drawn-in-error"  # 2.15(b), face not exposed
    EXPOSED_CARD_DRAWN_IN_ERROR = "exposed-card-drawn-in-error"  # 2.15(c)
    DEALER_DRAWS_ON_SEVENTEEN = "dealer-draws-on-seventeen"  # 2.15(d)
    DEALER_MISSES_CARD = "dealer-misses-card"  # 2.15(e)
    INSUFFICIENT_CARDS = "insufficient-cards"  # 2.15(f)
    NO_CARDS_TO_BOX = "no-cards-to-box"  # 2.15(g), first sentence
    ONE_CARD_TO_BOX = "one-card-to-box"  # 2.15(g), second sentence
    WRONG_SIDE_OF_DOUBLE_SHOE = "wrong-side-of-double-shoe"  # 2.15(h)
    REQUESTED_CARD_NOT_DEALT = "requested-card-not-dealt"  # 2.15(i)
    HOLE_CARD_INTO_READER = "hole-card-into-reader"  # 2.15(j)
    CARD_READER_MALFUNCTION = "card-reader-malfunction"  # 2.15(k)
    UP_CARD_NOT_MOVED = "up-card-not-moved"  # 2.15(l), multiple action blackjack
    UP_CARD_DISCARDED = "up-card-discarded"  # 2.15(m), multiple action blackjack


IRREGULARITY_CLAUSES: dict[IrregularityKind, str] = {
    IrregularityKind.CARD_FACE_UP_IN_SHOE: "2.15(a)",
    IrregularityKind.CARD_DRAWN_IN_ERROR: "2.15(b)",
    IrregularityKind.EXPOSED_CARD_DRAWN_IN_ERROR: "2.15(c)",
    IrregularityKind.DEALER_DRAWS_ON_SEVENTEEN: "2.15(d)",
    IrregularityKind.DEALER_MISSES_CARD: "2.15(e)",
    IrregularityKind.INSUFFICIENT_CARDS: "2.15(f)",
    IrregularityKind.NO_CARDS_TO_BOX: "2.15(g)",
    IrregularityKind.ONE_CARD_TO_BOX: "2.15(g)",
    IrregularityKind.WRONG_SIDE_OF_DOUBLE_SHOE: "2.15(h)",
    IrregularityKind.REQUESTED_CARD_NOT_DEALT: "2.15(i)",
    IrregularityKind.HOLE_CARD_INTO_READER: "2.15(j)",
    IrregularityKind.CARD_READER_MALFUNCTION: "2.15(k)",
    IrregularityKind.UP_CARD_NOT_MOVED: "2.15(l)",
    IrregularityKind.UP_CARD_DISCARDED: "2.15(m)",
}

# Which placement each kind needs: "card", "decision", "box", "dealer_card", "dealer_hand" or
# nothing.
_PLACEMENT: dict[IrregularityKind, str | None] = {
    IrregularityKind.CARD_FACE_UP_IN_SHOE: "card",
    IrregularityKind.CARD_DRAWN_IN_ERROR: "card",
    IrregularityKind.EXPOSED_CARD_DRAWN_IN_ERROR: "decision",
    IrregularityKind.DEALER_DRAWS_ON_SEVENTEEN: None,
    IrregularityKind.DEALER_MISSES_CARD: "dealer_card",
    IrregularityKind.INSUFFICIENT_CARDS: "card",
    IrregularityKind.NO_CARDS_TO_BOX: "box",
    IrregularityKind.ONE_CARD_TO_BOX: "box",
    IrregularityKind.WRONG_SIDE_OF_DOUBLE_SHOE: None,
    IrregularityKind.REQUESTED_CARD_NOT_DEALT: "decision",
    IrregularityKind.HOLE_CARD_INTO_READER: None,
    IrregularityKind.CARD_READER_MALFUNCTION: None,
    IrregularityKind.UP_CARD_NOT_MOVED: "dealer_hand",
    IrregularityKind.UP_CARD_DISCARDED: "dealer_hand",
}

_PLACEMENTS = ("card", "decision", "box", "dealer_card", "dealer_hand")

# The kinds that happen to the dealer's original face up card of multiple action blackjack
# between his hands (2.18(g), (h)).
UP_CARD_KINDS = frozenset({IrregularityKind.UP_CARD_NOT_MOVED, IrregularityKind.UP_CARD_DISCARDED})


@dataclass(frozen=True, kw_only=True)
class Irregularity:
    """One injected irregularity. Exactly the placement its kind needs is set:

    - `card`: the n-th card the round takes from the shoe is found face up (2.15(a)), is drawn
      in error unexposed (2.15(b)), or is the first card the shoe does not hold, so that from it
      on the shoe holds the discards shuffled and cut (2.15(f));
    - `decision`: an exposed card is drawn in error when the round asks its n-th decision
      (2.15(c)), or the n-th decision, a hit, is not dealt (2.15(i));
    - `box`: the box dealt no card, or only one card (2.15(g));
    - `dealer_card`: 1 or 2, the dealer's card he misses (2.15(e));
    - `dealer_hand`: 2 or 3, the dealer's hand of multiple action blackjack (2.18) whose area
      he fails to move his original face up card to (2.15(l)), or before which he places it in
      the discard rack with the cards of his hand before (2.15(m), I-2.15m-up-card-discarded);
    - `reader_reveals`: for 2.15(j), whether the card reader device in use lets a player learn
      the hole card.
    """

    kind: IrregularityKind
    card: int | None = None
    decision: int | None = None
    box: int | None = None
    dealer_card: int | None = None
    dealer_hand: int | None = None
    reader_reveals: bool = False

    def __post_init__(self) -> None:
        needed = _PLACEMENT[self.kind]
        clause = IRREGULARITY_CLAUSES[self.kind]
        for name in _PLACEMENTS:
            value = getattr(self, name)
            if name == needed:
                if value is None:
                    raise IrregularityError(f"{self.kind.value} needs `{name}` [{clause}]")
                if name == "dealer_hand" and value not in (2, 3):
                    raise IrregularityError(
                        f"{self.kind.value}: `dealer_hand` is 2 or 3, the dealer's second or "
                        "third hand of multiple action blackjack, whose area his original face "
                        f"up card moves to (2.18(g), (h)), not {value!r} [{clause}]"
                    )
                if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                    raise IrregularityError(
                        f"{self.kind.value}: `{name}` must be a whole number from 1, "
                        f"not {value!r} [{clause}]"
                    )
            elif value is not None:
                wanted = "no placement" if needed is None else f"only `{needed}`"
                raise IrregularityError(
                    f"{self.kind.value} takes {wanted}, not `{name}` [{clause}]"
                )
        if self.dealer_card is not None and self.dealer_card > 2:
            raise IrregularityError(
                f"dealer-misses-card: `dealer_card` is 1 or 2, not {self.dealer_card} [{clause}]"
            )
        if self.reader_reveals and self.kind is not IrregularityKind.HOLE_CARD_INTO_READER:
            raise IrregularityError(
                f"{self.kind.value} takes no `reader_reveals`; it belongs to "
                "hole-card-into-reader [2.15(j)]"
            )

    @property
    def clause_path(self) -> str:
        return IRREGULARITY_CLAUSES[self.kind]

    def to_dict(self) -> dict[str, object]:
        """The wire and record form: the kind and its placement."""
        data: dict[str, object] = {"kind": self.kind.value}
        for name in _PLACEMENTS:
            value = getattr(self, name)
            if value is not None:
                data[name] = value
        if self.reader_reveals:
            data["reader_reveals"] = True
        return data

    def __str__(self) -> str:
        placement = ", ".join(f"{k}={v}" for k, v in self.to_dict().items() if k != "kind")
        return f"{self.kind.value}({placement})" if placement else self.kind.value


def irregularity_from_mapping(data: Mapping[str, object]) -> Irregularity:
    """Read the wire form `{"kind": ..., "card": 3}`; refuse unknown kinds and keys."""
    known = ", ".join(kind.value for kind in IrregularityKind)
    name = data.get("kind")
    try:
        kind = IrregularityKind(name)
    except ValueError:
        raise IrregularityError(
            f"unknown irregularity {name!r}; the kinds are {known} [2.15]"
        ) from None
    extra = set(data) - {"kind", *_PLACEMENTS, "reader_reveals"}
    if extra:
        raise IrregularityError(
            f"{kind.value}: unknown field {', '.join(sorted(extra))} [{IRREGULARITY_CLAUSES[kind]}]"
        )
    reveals = data.get("reader_reveals", False)
    if not isinstance(reveals, bool):
        raise IrregularityError(f"{kind.value}: `reader_reveals` must be true or false [2.15(j)]")
    return Irregularity(
        kind=kind,
        card=_optional_int(data.get("card")),
        decision=_optional_int(data.get("decision")),
        box=_optional_int(data.get("box")),
        dealer_card=_optional_int(data.get("dealer_card")),
        dealer_hand=_optional_int(data.get("dealer_hand")),
        reader_reveals=reveals,
    )


def _optional_int(value: object) -> int | None:
    if value is None or (isinstance(value, int) and not isinstance(value, bool)):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value)
    raise IrregularityError(f"{value!r} is not a whole number")


@implements("2.15(e)", "2.15(h)", "2.15(j)", "2.15(k)", "2.15(g)", "2.15(l)", "2.15(m)")
def check_table_allows(
    rules: TableRules,
    irregularities: Sequence[Irregularity],
    boxes: Iterable[int],
    *,
    spots: int = 1,
) -> None:
    """Refuse an irregularity that cannot happen at this table or in this round: a card reader
    fault (2.15(j), (k)) without a card reader, a double shoe side (2.15(h)) at a single shoe,
    a missed second card (2.15(e)) when the dealer takes no second card in the deal (2.6(h)),
    a box (2.15(g)) nobody wagers on, or two irregularities of one kind at one place. The
    original face up card of a second or third hand (2.15(l), (m)) needs a table offering
    multiple action blackjack and a wager on that hand's spot (`spots`, the most any person
    wagers on: `spots_wagered`); one dealer's hand cannot have both."""
    cite = rules.profile.cite
    _check_up_card(rules, irregularities, spots)
    occupied = set(boxes)
    seen: set[tuple[object, ...]] = set()
    for irregularity in irregularities:
        kind = irregularity.kind
        clause = cite(irregularity.clause_path)
        key = tuple(irregularity.to_dict().items())
        if key in seen:
            raise IrregularityError(f"{irregularity} is injected twice [{clause}]")
        seen.add(key)
        if kind in (
            IrregularityKind.HOLE_CARD_INTO_READER,
            IrregularityKind.CARD_READER_MALFUNCTION,
        ) and (rules.hole_card is not HoleCardProcedure.FACE_DOWN_CARD_READER):
            raise IrregularityError(
                f"{kind.value} needs a table with a card reader device "
                f"(hole_card face-down-card-reader); this table's is {rules.hole_card.value} "
                f"[{clause}]"
            )
        if kind is IrregularityKind.WRONG_SIDE_OF_DOUBLE_SHOE and not _double_shoe(rules):
            raise IrregularityError(f"{kind.value} needs a table with a double shoe [{clause}]")
        if (
            kind is IrregularityKind.DEALER_MISSES_CARD
            and irregularity.dealer_card == 2
            and rules.hole_card is HoleCardProcedure.NO_HOLE_CARD
        ):
            raise IrregularityError(
                "dealer-misses-card 2: without a hole card the dealer takes no second card in "
                f"the deal ({cite('2.6(h)')}) [{clause}]"
            )
        if irregularity.box is not None and irregularity.box not in occupied:
            raise IrregularityError(
                f"{irregularity}: nobody wagers on box {irregularity.box} this round [{clause}]"
            )
    # One kind twice on one box is the same injection twice (refused above); the two kinds of
    # 2.15(g) on one box are refused here.
    missed = {i.box for i in irregularities if i.box is not None}
    if len(missed) < sum(1 for i in irregularities if i.box is not None):
        raise IrregularityError(
            f"a box cannot be dealt no card and one card in one round [{cite('2.15(g)')}]"
        )


@implements("2.15(l)", "2.15(m)", "2.18(a)", "2.18(b)")
def _check_up_card(rules: TableRules, irregularities: Sequence[Irregularity], spots: int) -> None:
    """2.15(l), (m) happen to the dealer's original face up card as it goes from one of his
    hands to the next, which only multiple action blackjack has (2.18(g), (h)): at a table
    offering it (2.18(a)), before a hand of his that some person wagers on (2.18(b)); and a
    card either stays where it is (l) or goes to the discard rack (m), not both."""
    cite = rules.profile.cite
    placed: dict[int, Irregularity] = {}
    for irregularity in irregularities:
        if irregularity.kind not in UP_CARD_KINDS:
            continue
        clause = cite(irregularity.clause_path)
        hand = irregularity.dealer_hand
        assert hand is not None  # __post_init__
        if MULTIPLE_ACTION not in rules.side_wagers:
            raise IrregularityError(
                f"{irregularity.kind.value} needs a table offering multiple action blackjack "
                f"(side_wagers {MULTIPLE_ACTION}): only there does the dealer move his original "
                f"face up card to a second or third hand ({cite('2.18(g)')}, {cite('2.18(h)')}) "
                f"[{clause}]"
            )
        if hand > spots:
            raise IrregularityError(
                f"{irregularity}: nobody wagers on spot {hand} this round, so the dealer forms "
                f"no hand {hand} ({cite('2.18(b)')}) [{clause}]"
            )
        other = placed.setdefault(hand, irregularity)
        if other.kind is not irregularity.kind:
            raise IrregularityError(
                f"{other} and {irregularity}: the dealer's original face up card either stays "
                f"where it is or goes to the discard rack before his hand {hand}, not both "
                f"[{cite('2.15(l)')}, {cite('2.15(m)')}]"
            )


def spots_wagered(wagers: Iterable[PlacedWager]) -> int:
    """The most spots any person wagers on at a multiple action table (2.18(b)): 1, 2 or 3; the
    number of hands the dealer may form."""
    return max(
        (SPOT_OF_KIND.get(stake.kind, 1) for wager in wagers for stake in wager.side), default=1
    )


def _double_shoe(rules: TableRules) -> bool:
    shoe = getattr(rules, "shoe", None)
    return shoe is not None and getattr(shoe, "value", shoe) == "double"


class RoundIrregularities:
    """The irregularities of one round, as the flow asks about them."""

    __slots__ = ("by_kind", "exposed_card", "late_hands", "refused_boxes")

    def __init__(self, irregularities: Sequence[Irregularity]) -> None:
        by_kind: dict[IrregularityKind, list[Irregularity]] = {}
        for irregularity in irregularities:
            by_kind.setdefault(irregularity.kind, []).append(irregularity)
        self.by_kind = by_kind
        self.exposed_card: int | None = None  # 2.15(c): drawn in error and exposed, not yet used
        self.refused_boxes: set[int] = set()  # 2.15(c): callers who refused the exposed card
        # 2.15(i): the (box, hand) of `reference_impl.state` dealt after the others; typed Any
        # here because the round's state reads this module (no import cycle, issue 28).
        self.late_hands: list[tuple[Any, Any]] = []

    def has(self, kind: IrregularityKind) -> bool:
        return kind in self.by_kind

    def boxes(self, kind: IrregularityKind) -> set[int]:
        return {i.box for i in self.by_kind.get(kind, ()) if i.box is not None}

    def at_decision(self, kind: IrregularityKind, number: int) -> bool:
        return any(i.decision == number for i in self.by_kind.get(kind, ()))

    def dealer_misses(self, card: int) -> bool:
        return any(
            i.dealer_card == card for i in self.by_kind.get(IrregularityKind.DEALER_MISSES_CARD, ())
        )

    def reader_reveals(self) -> bool:
        placed = self.by_kind.get(IrregularityKind.HOLE_CARD_INTO_READER, ())
        return any(irregularity.reader_reveals for irregularity in placed)

    def up_card_at(self, hand: int) -> IrregularityKind | None:
        """What happens to the dealer's original face up card on its way to his hand `hand` of
        multiple action blackjack: not moved (2.15(l)), put in the discard rack (2.15(m)), or
        nothing (None)."""
        for kind in UP_CARD_KINDS:
            if any(i.dealer_hand == hand for i in self.by_kind.get(kind, ())):
                return kind
        return None

    def card_positions(self, kind: IrregularityKind) -> set[int]:
        return {i.card for i in self.by_kind.get(kind, ()) if i.card is not None}


class IrregularShoe:
    """The round's shoe when irregularities touch the cards it gives: a card found face up is
    set aside (2.15(a)), a card drawn in error unexposed is used as the next card (2.15(b)),
    an exposed card drawn in error is the next card whoever takes it (2.15(c)), and where the
    shoe runs short the discards, shuffled and cut, continue it after a burn (2.15(f)).

    `note` receives (kind, clause path, card) for each remedy the shoe applies, so the round's
    transcript records it. Each remedy is a method a variant may override
    (`RoundProcedure.irregular_shoe_class`): `face_up_card_used`, `drawn_in_error_used`,
    `continue_short_shoe`."""

    __slots__ = (
        "_drawn_in_error",
        "_face_up",
        "_irregular",
        "_runs_short_at",
        "_shoe",
        "_start",
        "note",
    )

    def __init__(
        self,
        shoe: Shoe,
        irregular: RoundIrregularities,
        note: Callable[[str, str, int | None], None],
    ) -> None:
        self._shoe = shoe
        self._start = shoe.position
        self._irregular = irregular
        self._face_up = irregular.card_positions(IrregularityKind.CARD_FACE_UP_IN_SHOE)
        self._drawn_in_error = irregular.card_positions(IrregularityKind.CARD_DRAWN_IN_ERROR)
        self._runs_short_at = irregular.card_positions(IrregularityKind.INSUFFICIENT_CARDS)
        self.note = note

    @implements("2.15(a)", "2.15(b)", "2.15(c)", "2.15(f)")
    def draw(self) -> int:
        """The next card the round uses; see the class docstring for the remedies."""
        irregular = self._irregular
        if irregular.exposed_card is not None:
            card = irregular.exposed_card
            irregular.exposed_card = None
            self.note("exposed-card-used", "2.15(c)", card)
            return card
        shoe = self._shoe
        while True:
            number = shoe.position - self._start + 1
            if number in self._runs_short_at:
                self._runs_short_at = self._runs_short_at - {number}  # dealt with
                self.continue_short_shoe()
                continue
            card = shoe.draw()
            if number in self._face_up and not self.face_up_card_used(card):
                continue
            if number in self._drawn_in_error and not self.drawn_in_error_used(card):
                continue
            return card

    @implements("2.15(a)")
    def face_up_card_used(self, card: int) -> bool:
        """A card found face up in the shoe is not used: it is placed in the discard rack
        (2.15(a)). Returns whether the round uses `card`."""
        self._shoe.discard((card,))
        self.note("card-face-up-in-shoe", "2.15(a)", card)
        return False

    @implements("2.15(b)")
    def drawn_in_error_used(self, card: int) -> bool:
        """A card drawn in error without its face exposed is used as though it were the next
        card from the shoe (2.15(b)). Returns whether the round uses `card`."""
        self.note("card-drawn-in-error", "2.15(b)", None)
        return True

    @implements("2.15(f)")
    def continue_short_shoe(self) -> None:
        """The shoe runs short: the discards are shuffled and cut, and a card is burned before
        dealing goes on (2.15(f))."""
        self.note("insufficient-cards", "2.15(f)", None)
        self.note("burn", "2.15(f)", self._shoe.burn())

    def expose_next(self) -> int:
        """2.15(c): the next card is drawn in error and exposed; it waits for whoever is next
        to take a card."""
        card = self.draw()
        self._irregular.exposed_card = card
        return card

    def burn(self) -> int:
        card = self.draw()
        self._shoe.burned.append(card)
        self._shoe.discard_rack.append(card)
        return card

    def discard(self, cards: Iterable[int]) -> None:
        self._shoe.discard(cards)

    @property
    def position(self) -> int:
        return self._shoe.position

    @property
    def discard_rack(self) -> list[int]:
        return self._shoe.discard_rack

    @property
    def remaining(self) -> int:
        return self._shoe.remaining

    @property
    def cut_card_reached(self) -> bool:
        return self._shoe.cut_card_reached

    def dealt_between(self, start: int, end: int) -> tuple[int, ...]:
        return self._shoe.dealt_between(start, end)
