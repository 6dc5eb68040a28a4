"""The mutable state of one round: boxes, hands, wagers, dealer, ledger and transcript, and the
procedure that plays it (`procedure`, a `round_view.Procedure`: the round's `RoundProcedure`,
whose `hand_class` makes the hands).

Plain classes with `__slots__`: a round is rebuilt tens of thousands of times a second in the
benchmark, so the hot path avoids per-card objects and keeps cards as ints.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import TYPE_CHECKING

from reference_impl.cards import ACE, HARD_VALUE, RANK_OF, TEN_VALUED
from reference_impl.irregularities import IrregularShoe, RoundIrregularities
from reference_impl.ledger import Ledger, LedgerEntry, Result, WagerKind
from reference_impl.money import ZERO, Odds, format_money
from reference_impl.rules import TableRules
from reference_impl.shoe import Shoe
from reference_impl.transcript import RawEvent
from reference_impl.wager_model import declarations
from reference_impl.wagers import SeatedBox

if TYPE_CHECKING:
    from reference_impl.round_view import Procedure
    from reference_impl.wager_model import SideWagerKind

__all__ = ["BoxState", "Hand", "RoundState", "Wager"]

# Module constants, not class attributes: an enum class's attribute lookup goes through its
# metaclass's `__getattr__` hook and costs several times a global's on the hot path.
_MAIN, _DOUBLE = WagerKind.MAIN, WagerKind.DOUBLE


class Wager:
    """A stake on a hand (main, double, split), on the insurance line, or a side wager. `spot`
    is the spot of the betting area it is placed in, the dealer's hand that decides it: always 1
    but at a multiple action table, where the second and third wagers are decided by the
    dealer's second and third hands (2.18(b), (f), (h), (i))."""

    __slots__ = ("amount", "kind", "player", "settled", "spot")

    def __init__(
        self, player: str, kind: WagerKind | SideWagerKind, amount: Decimal, spot: int = 1
    ) -> None:
        self.player = player
        self.kind = kind
        self.amount = amount
        self.settled = False
        self.spot = spot


class Hand:
    """Cards as ints with the running hard total; `total` applies 2.2(b)3i to one ace."""

    __slots__ = (
        "blackjack",
        "box",
        "busted",
        "cards",
        "doubled",
        "from_split",
        "hard",
        "has_ace",
        "number",
        "removed",
        "split_aces",
        "surrendered",
        "total",
        "wagers",
    )

    def __init__(self, box: int, number: int) -> None:
        self.box = box
        self.number = number
        self.cards: list[int] = []
        self.hard = 0
        self.has_ace = False
        self.total = 0
        self.wagers: list[Wager] = []
        self.blackjack = False
        self.busted = False
        self.doubled = False
        self.from_split = False
        self.split_aces = False
        self.surrendered = False
        self.removed = False  # cards taken off the layout when the blackjack was paid (2.7(a))

    def add(self, card: int) -> int:
        self.cards.append(card)
        value = HARD_VALUE[card]
        hard = self.hard + value
        self.hard = hard
        if value == 1:  # only an ace counts one (2.2(b)3i)
            self.has_ace = True
        total = hard + 10 if hard <= 11 and self.has_ace else hard
        self.total = total
        if total > 21:
            self.busted = True
        return total

    def reset(self, card: int) -> None:
        """Start the hand again from one card, as when a pair is split (2.11(a))."""
        self.cards = []
        self.hard = 0
        self.has_ace = False
        self.busted = False
        self.add(card)

    @property
    def soft(self) -> bool:
        return self.has_ace and self.hard <= 11

    @property
    def is_pair(self) -> bool:
        cards = self.cards
        return len(cards) == 2 and HARD_VALUE[cards[0]] == HARD_VALUE[cards[1]]

    @property
    def settled(self) -> bool:
        # A plain loop: this runs on the hot path and a generator costs more.
        for wager in self.wagers:  # noqa: SIM110
            if not wager.settled:
                return False
        return True

    def settled_on(self, spot: int) -> bool:
        """Every wager on `spot` is settled (a table without multiple action has spot 1 only)."""
        # A plain loop: the dealer's draws ask this once a card, and a generator costs more.
        for wager in self.wagers:  # noqa: SIM110
            if not wager.settled and wager.spot == spot:
                return False
        return True

    def stakes_of(self, player: str) -> list[Wager]:
        """The player's main or split wager on this hand, one for each spot he wagers on."""
        return [
            wager for wager in self.wagers if wager.player == player and wager.kind is not _DOUBLE
        ]

    def stake_of(self, player: str, spot: int = 1) -> Wager | None:
        """The player's main or split wager on this hand (on `spot` of a multiple action
        table)."""
        for wager in self.wagers:
            if wager.player == player and wager.kind is not _DOUBLE and wager.spot == spot:
                return wager
        return None


class BoxState:
    __slots__ = (
        "ace_splits",
        "caller",
        "hands",
        "insurance",
        "number",
        "players",
        "side_wagers",
        "splits",
    )

    def __init__(self, seated: SeatedBox, hand_class: type[Hand] = Hand) -> None:
        self.number = number = seated.number
        self.players = players = seated.players
        self.caller = players[0]
        first = hand_class(number, 1)
        # A loop rather than a comprehension: a box is built every round (see the module doc).
        wagers: list[Wager] = []
        for who, amount in seated.stakes:
            wagers.append(Wager(who, _MAIN, amount))
        first.wagers = wagers
        self.hands = [first]
        self.insurance: list[Wager] = []
        self.side_wagers: list[Wager] = []  # placed with the main wagers (wager_model)
        self.splits = 0
        self.ace_splits = 0


def _place_side_wagers(states: list[BoxState], boxes: tuple[SeatedBox, ...]) -> None:
    """Each side wager on its box, in the order the people placed them (wager_model)."""
    kinds = declarations()[1]
    for box, seated in zip(states, boxes, strict=True):
        for placed in seated.wagers:
            for stake in placed.side:
                box.side_wagers.append(Wager(placed.who, kinds[stake.kind], stake.amount))


class RoundState:
    """Everything a round's flow reads and writes."""

    __slots__ = (
        "blackjacks",
        "boxes",
        "cite",
        "dealer",
        "dealer_blackjack",
        "dealer_hands",
        "decisions_made",
        "events",
        "hole_known",
        "irregular",
        "ledger",
        "procedure",
        "rules",
        "shoe",
        "side_wagers_placed",
        "spot",
        "spots",
    )

    def __init__(
        self,
        rules: TableRules,
        shoe: Shoe,
        boxes: tuple[SeatedBox, ...],
        irregular: RoundIrregularities | None,
        procedure: Procedure,
    ) -> None:
        self.procedure = procedure  # the steps and rules the round is played by
        self.rules = rules
        self.cite: Callable[[str], str] = rules.profile.cite
        self.irregular = irregular
        self.decisions_made = 0  # counted by Round.apply; irregularities are placed by decision
        self.shoe: Shoe | IrregularShoe = (
            shoe
            if irregular is None
            else procedure.irregular_shoe_class(shoe, irregular, self._shoe_note)
        )
        hand_class = procedure.hand_class
        # Loops rather than comprehensions or generators: a round is built on every deal.
        states: list[BoxState] = []
        self.boxes = states
        staked = ZERO
        side_wagers_placed = False
        for seated in boxes:
            states.append(BoxState(seated, hand_class))
            staked += seated.total
            if seated.has_side_wagers:
                side_wagers_placed = True
        self.dealer = hand_class(0, 1)
        # The dealer's hands of a multiple action round, in turn (2.18(g), (h)); the one hand
        # of any other round is `dealer`.
        self.dealer_hands: list[Hand] | None = None
        self.spot = 1  # the spot whose wagers the dealer's hand in play decides (2.18(f))
        self.spots = 1  # spots in play: 2 or 3 at a multiple action table (2.18(b))
        self.dealer_blackjack = False
        self.blackjacks: list[Hand] = []  # players' blackjacks from the deal, in box order
        self.hole_known = False  # the dealer's two cards are known (peek or face-up hole card)
        self.events: list[RawEvent] = []
        self.ledger = ledger = Ledger()
        ledger.staked = staked
        self.side_wagers_placed = side_wagers_placed
        if side_wagers_placed:
            _place_side_wagers(states, boxes)

    def event(  # noqa: PLR0917 - positional on the hot path
        self,
        kind: str,
        path: str,
        box: int | None = None,
        hand: int | None = None,
        card: int | None = None,
        total: int | None = None,
        note: str | None = None,
        interpretation: str | None = None,
    ) -> None:
        self.events.append((kind, self.cite(path), box, hand, card, total, note, interpretation))

    def _shoe_note(self, kind: str, path: str, card: int | None) -> None:
        self.event(kind, path, card=card)

    def place(
        self, hand: Hand, player: str, kind: WagerKind, amount: Decimal, spot: int = 1
    ) -> Wager:
        wager = Wager(player, kind, amount, spot)
        hand.wagers.append(wager)
        self.ledger.staked += amount
        return wager

    def settle(  # noqa: PLR0917 - positional on the hot path
        self,
        box: int,
        hand: int,
        wager: Wager,
        result: Result,
        net: Decimal,
        path: str,
        odds: Odds | None = None,
        interpretation: str | None = None,
    ) -> None:
        wager.settled = True
        clause = self.cite(path)
        player, kind = wager.player, wager.kind
        self.ledger.entries.append(
            LedgerEntry(
                box,
                player,
                hand,
                kind,
                wager.amount,
                result,
                odds,
                net,
                clause,
                interpretation,
                wager.spot if self.spots > 1 else None,
            )
        )
        # Every payment and collection is an event where it happens, for the timing clauses
        # (2.7(a), 2.17(d), (e)). An enum member's `_value_` is its `value` without the
        # descriptor call that `value` costs.
        name = kind._value_ if isinstance(kind, WagerKind) else kind.value
        self.events.append(
            (
                "pay" if net > ZERO else "collect" if net < ZERO else "return",
                clause,
                box,
                hand,
                None,
                None,
                f"{name} {player} {format_money(net)}",
                interpretation,
            )
        )

    @property
    def up_card(self) -> int:
        return self.dealer.cards[0]

    @property
    def dealer_may_have_blackjack(self) -> bool:
        """2.7(b), 2.8(a)2: the dealer's first card is an ace or a ten-valued card."""
        up = self.dealer.cards[0]
        return RANK_OF[up] == ACE or TEN_VALUED[up]
