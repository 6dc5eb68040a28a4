"""The shoe of Baccarat-Punto Banco: a stacked shoe cut, given its cutting cards and burned under
19:47-3.5(c)-(e), then drawn from the front. No randomness: the caller stacks the cards.

The stack is a sequence from its front (the first card to be drawn) to its back. The cut places
the cutting card with `at` cards in front of it; those cards go to the back (3.5(d)); the cutting
card of 3.5(d) stands `from_back` cards in from the back, the second cutting card at the end
(I-baccarat-stack-orientation).
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Callable, Sequence

from reference_impl.baccarat import clauses as c
from reference_impl.baccarat.options import BaccaratOptions
from reference_impl.baccarat.procedure import DEALER, BaccaratProcedure
from reference_impl.cards import CARD_LABELS
from reference_impl.errors import IllegalActionError, ShoeError

__all__ = ["DEALER", "DECK", "Emit", "ShoePhase", "ShoeStack", "check_stack"]

DECK = 52
Emit = Callable[..., None]  # emit(kind, clause, note=..., card=..., interpretation=...)


def check_stack(cards: Sequence[int], options: BaccaratOptions) -> None:
    """Refuse a stack that is not the table's decks, every card as many times as there are decks
    (19:47-3.1(a), I-baccarat-full-decks)."""
    expected = options.decks * DECK
    if len(cards) != expected:
        raise ShoeError(
            f"stack={len(cards)} cards: a shoe of {options.decks} decks holds {expected} "
            f"[{c.DECKS}]"
        )
    counts = Counter(cards)
    wrong = sorted(card for card in range(DECK) if counts.get(card, 0) != options.decks)
    if wrong or set(counts) - set(range(DECK)):
        named = ", ".join(f"{CARD_LABELS[k]} x{counts.get(k, 0)}" for k in wrong[:5])
        raise ShoeError(
            f"stack: {options.decks} decks hold each card {options.decks} times, not "
            f"{named} [{c.DECKS}]"
        )


class ShoePhase(enum.Enum):
    """Where a shoe stands in 19:47-3.5: stacked, cut (recut allowed), in play, completed."""

    STACKED = "stacked"
    CUT = "cut"
    IN_PLAY = "in-play"
    COMPLETED = "completed"


class ShoeStack:
    """One shoe from the stacked cards to its completion (19:47-3.1(a), 3.5(b)-(e))."""

    __slots__ = (
        "_cards",
        "_emit",
        "_position",
        "cutting_card_from_back",
        "cutting_card_reached",
        "last_cutter",
        "offer_order",
        "options",
        "phase",
        "procedure",
    )

    def __init__(
        self,
        cards: Sequence[int],
        options: BaccaratOptions,
        procedure: BaccaratProcedure,
        emit: Emit,
    ) -> None:
        """Take the shuffled and laced stack: the table's decks, every card as many times as
        there are decks (19:47-3.1(a), I-baccarat-full-decks); the 3.5(b) reshuffling option is
        recorded, the shuffle being physical."""
        check_stack(cards, options)
        self._cards = list(cards)
        self._position = 0
        self._emit = emit
        self.options = options
        self.procedure = procedure
        self.phase = ShoePhase.STACKED
        self.cutting_card_from_back: int | None = None
        self.cutting_card_reached = False
        self.last_cutter: str | None = None
        self.offer_order: tuple[str, ...] = ()
        elected = "elected" if options.reshuffle_after_lacing else "not elected"
        emit(
            "stack",
            c.DECKS,
            note=f"{options.decks} decks; reshuffle after lacing {elected} ({c.RESHUFFLE_OPTION})",
        )

    @property
    def size(self) -> int:
        """Cards in the shoe, drawn or not."""
        return len(self._cards)

    @property
    def remaining(self) -> int:
        """Cards not yet drawn."""
        return len(self._cards) - self._position

    def order(self) -> tuple[int, ...]:
        """The stack from front to back as it stands (drawn cards included)."""
        return tuple(self._cards)

    def _require(self, action: str, clause: str, *phases: ShoePhase) -> None:
        if self.phase not in phases:
            raise IllegalActionError(
                f"{action}: the shoe is {self.phase.value}",
                legal=self.legal_actions(),
                clause=clause,
            )

    def legal_actions(self) -> tuple[str, ...]:
        """What the shoe allows now."""
        return {
            ShoePhase.STACKED: ("cut",),
            ShoePhase.CUT: ("recut", "place_cutting_card", "burn"),
            ShoePhase.IN_PLAY: ("draw",),
            ShoePhase.COMPLETED: (),
        }[self.phase]

    def _cut(self, at: int, kind: str, by: str, clause: str) -> None:
        self.procedure.check_cut(at, self.size)
        self._cards = self._cards[at:] + self._cards[:at]
        self.cutting_card_from_back = None
        self.last_cutter = by
        self._emit(
            kind,
            clause,
            note=f"by {by}, {at} cards in front of the cutting card placed to the back "
            f"({c.CUTTING_CARDS})",
        )

    def cut(self, at: int, *, by: str = DEALER, offer_order: Sequence[str] = ()) -> None:
        """The cut (19:47-3.5(c), (d)): the cutting card at least 10 cards in from either end,
        the cards in front of it placed to the back. `offer_order` is the order in which the cut
        was offered under 3.5(b) (a manual item), needed for a recut by the next person entitled;
        `by` is who accepted it, or the dealer."""
        self._require("cut", c.CUT, ShoePhase.STACKED)
        if offer_order and by != DEALER and by not in offer_order:
            raise ShoeError(
                f"cut_by={by}: the cut was offered to {', '.join(offer_order)}, or the dealer "
                f"cuts [{c.RESHUFFLE_OPTION}]"
            )
        self.offer_order = tuple(offer_order)
        self._cut(at, "cut", by, c.CUT)
        self.phase = ShoePhase.CUT

    def recut(self, at: int, *, by: str) -> None:
        """A recut a casino supervisor requires "after the cards have been cut and before any
        cards have been dealt" (19:47-3.5(e)): only before the burn (I-baccarat-recut-timing),
        by the person the table's `RecutBy` option names, on the stack as the cut left it, its
        cutting card taken out (I-baccarat-recut-who)."""
        self._require("recut", c.RECUT, ShoePhase.CUT)
        assert self.last_cutter is not None  # set by the cut
        self.procedure.check_recut(by, self.last_cutter, self.offer_order, self.options)
        self._cut(at, "recut", by, c.RECUT)

    def place_cutting_card(self, from_back: int) -> None:
        """The cutting card "at least 14 cards in from the back of the stack and the second
        cutting card at the end of the stack" (19:47-3.5(d))."""
        self._require("place_cutting_card", c.CUTTING_CARDS, ShoePhase.CUT)
        self.procedure.check_cutting_card(from_back, self.size)
        self.cutting_card_from_back = from_back
        self._emit(
            "cutting cards",
            c.CUTTING_CARDS,
            note=f"one cutting card {from_back} cards in from the back, the second at the end",
        )

    def burn(self) -> tuple[int, ...]:
        """Before play, the first card and as many more as its amount, tens and faces ten, aces
        one, to the discard bucket, all shown (19:47-3.5(d)). Returns the cards burned."""
        self._require("burn", c.BURN, ShoePhase.CUT)
        if self.cutting_card_from_back is None:
            raise IllegalActionError(
                "burn: the cutting card is not in the stack yet",
                legal=("place_cutting_card",),
                clause=c.CUTTING_CARDS,
            )
        self.phase = ShoePhase.IN_PLAY
        first = self._take()
        count = self.procedure.burn_count(first)
        self._emit("burn card", c.BURN, card=CARD_LABELS[first], note=f"burns {count} more")
        burned = [first]
        for _ in range(count):
            card = self._take()
            burned.append(card)
            self._emit("burned", c.BURN, card=CARD_LABELS[card])
        return tuple(burned)

    def _take(self) -> int:
        if self._position >= len(self._cards):
            raise ShoeError(
                f"draw: the shoe's {self.size} cards are all drawn; the second cutting card is "
                f"at the end [{c.CUTTING_CARDS}]"
            )
        assert self.cutting_card_from_back is not None
        if not self.cutting_card_reached and self.remaining <= self.cutting_card_from_back:
            self.cutting_card_reached = True
            self._emit(
                "cutting card reached",
                c.CUTTING_CARDS,
                note=f"{self.remaining} cards behind it; when the shoe ends is in the dealing "
                "rules, outside the corpus",
                interpretation="I-baccarat-shoe-end",
            )
        card = self._cards[self._position]
        self._position += 1
        return card

    def peek(self) -> int:
        """The next card in the shoe."""
        self._require("peek", c.BURN, ShoePhase.IN_PLAY)
        if self._position >= len(self._cards):
            raise ShoeError(f"peek: the shoe is empty [{c.CUTTING_CARDS}]")
        return self._cards[self._position]

    def upcoming(self, count: int) -> tuple[int, ...]:
        """The next `count` cards (fewer where the shoe holds fewer), not drawn."""
        self._require("upcoming", c.BURN, ShoePhase.IN_PLAY)
        return tuple(self._cards[self._position : self._position + count])

    def draw(self) -> int:
        """The next card, once the burn is done (19:47-3.5(d))."""
        self._require("draw", c.BURN, ShoePhase.IN_PLAY)
        return self._take()

    def complete(self) -> None:
        """The shoe is completed (19:47-3.5(a)): no more cards are drawn from it."""
        self.phase = ShoePhase.COMPLETED
