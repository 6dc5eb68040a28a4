"""A Baccarat-Punto Banco table: its shoe, its rounds and their settlement (19:47-3.1 to 3.5).

A round is: betting open -> "No More Bets" (3.2(d)) -> the hands as the game dealt them, checked
against the shoe -> settlement under 3.2(a) and 3.3. The third-card rules (3.6 to 3.12) are in no
source: the table takes each hand's cards as dealt and never decides whether a card was due
(I-baccarat-drawing-rules).
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from decimal import Decimal

from reference_impl.baccarat import clauses as c
from reference_impl.baccarat.options import BaccaratOptions
from reference_impl.baccarat.procedure import BaccaratProcedure
from reference_impl.baccarat.record import Entry, EntryKind, Event, Ledger, Result, Side, WagerKind
from reference_impl.baccarat.shoe import DEALER, ShoePhase, ShoeStack, check_stack
from reference_impl.baccarat.vigorish import VigorishBook
from reference_impl.cards import CARD_LABELS, parse_card
from reference_impl.errors import IllegalActionError, ShoeError, WagerError
from reference_impl.money import ZERO, format_money, parse_money

__all__ = ["DRAWING_RULES", "BaccaratTable", "RoundPhase", "parse_dealt"]

DRAWING_RULES = "I-baccarat-drawing-rules"
_SIDES = {"p": Side.PLAYER, "player": Side.PLAYER, "b": Side.BANKER, "banker": Side.BANKER}
Dealt = Sequence[tuple[Side, int]]


def _named(wager: str | WagerKind) -> str:
    return wager.value if isinstance(wager, WagerKind) else wager


class RoundPhase(enum.Enum):
    """Where the table's round stands."""

    IDLE = "idle"  # no round open: between rounds, or before the burn
    BETTING = "betting"
    NO_MORE_BETS = "no-more-bets"


def parse_dealt(text: str) -> tuple[tuple[Side, int], ...]:
    """Read the cards as they came from the shoe, each marked with its hand: "P:AS B:KH P:2C B:3D"
    (P or player, B or banker)."""
    dealt = []
    for token in text.replace(",", " ").split():
        side, _, card = token.partition(":")
        if side.lower() not in _SIDES or not card:
            raise ShoeError(f"dealt={token!r}: write each card as P:<card> or B:<card>")
        dealt.append((_SIDES[side.lower()], parse_card(card)))
    return tuple(dealt)


class BaccaratTable:
    """One table's life: the shoe's cut and burn, rounds, vigorish, the shoe's end and reshuffle.

    Everything is a method the caller drives with explicit inputs (a stacked shoe, the cut, the
    wagers, the cards as dealt); `legal_actions()` says what is allowed now; `events` is the
    transcript and `ledger` every payment and collection.
    """

    def __init__(
        self,
        options: BaccaratOptions,
        stack: Sequence[int],
        *,
        procedure: BaccaratProcedure | None = None,
    ) -> None:
        self.options = options
        self.procedure = procedure or BaccaratProcedure()
        self.events: list[Event] = []
        self.ledger = Ledger()
        self.vigorish = VigorishBook(options, self.procedure)
        self.round_number = 0
        self.phase = RoundPhase.IDLE
        self.wagers: dict[tuple[str, WagerKind], Decimal] = {}
        self.hands: dict[Side, list[int]] = {Side.PLAYER: [], Side.BANKER: []}
        self.shoe = ShoeStack(stack, options, self.procedure, self._emit)

    # The transcript ----------------------------------------------------------------------

    def _emit(
        self,
        kind: str,
        clause: str,
        *,
        note: str = "",
        card: str | None = None,
        side: Side | None = None,
        player: str | None = None,
        interpretation: str | None = None,
    ) -> None:
        seq = len(self.events) + 1
        self.events.append(Event(seq, kind, clause, note, card, side, player, interpretation))

    def legal_actions(self) -> tuple[str, ...]:
        """What the table allows now."""
        if self.shoe.phase is not ShoePhase.IN_PLAY:
            return self.shoe.legal_actions() + (("reshuffle",) if self._may_reshuffle() else ())
        if self.phase is RoundPhase.BETTING:
            return ("place", "increase", "withdraw", "no_more_bets")
        if self.phase is RoundPhase.NO_MORE_BETS:
            return ("deal",)
        collect = ("collect_vigorish",) if self.vigorish.owing() else ()
        return ("open_betting", *collect, "end_shoe")

    def _may_reshuffle(self) -> bool:
        return self.shoe.phase is ShoePhase.COMPLETED and not self.vigorish.owing()

    def _require(self, action: str, clause: str, phase: RoundPhase) -> None:
        if self.shoe.phase is not ShoePhase.IN_PLAY or self.phase is not phase:
            raise IllegalActionError(
                f"{action}: the round is {self.phase.value}, the shoe {self.shoe.phase.value}",
                legal=self.legal_actions(),
                clause=clause,
            )

    # The shoe (3.5) -----------------------------------------------------------------------

    def cut(self, at: int, *, by: str = DEALER, offer_order: Sequence[str] = ()) -> None:
        """The cut of 19:47-3.5(c), (d) (`ShoeStack.cut`)."""
        self.shoe.cut(at, by=by, offer_order=offer_order)

    def recut(self, at: int, *, by: str) -> None:
        """A recut under 19:47-3.5(e) (`ShoeStack.recut`)."""
        self.shoe.recut(at, by=by)

    def place_cutting_card(self, from_back: int) -> None:
        """The cutting cards of 19:47-3.5(d) (`ShoeStack.place_cutting_card`)."""
        self.shoe.place_cutting_card(from_back)

    def burn(self) -> tuple[int, ...]:
        """The burn of 19:47-3.5(d) (`ShoeStack.burn`); play may commence after it."""
        return self.shoe.burn()

    # Wagers (3.2) -------------------------------------------------------------------------

    def open_betting(self) -> None:
        """A new round: wagers may be made until "No More Bets" (19:47-3.2(d))."""
        self._require("open_betting", c.NO_MORE_BETS, RoundPhase.IDLE)
        self.round_number += 1
        self.phase = RoundPhase.BETTING
        self.wagers = {}
        self.hands = {Side.PLAYER: [], Side.BANKER: []}
        self._emit("betting open", c.NO_MORE_BETS, note=f"round {self.round_number}")

    def _betting(self, action: str) -> None:
        announced = self.phase is RoundPhase.NO_MORE_BETS
        self.procedure.check_wager_change(action, announced)  # 3.2(d)
        if not announced:
            self._require(action, c.NO_MORE_BETS, RoundPhase.BETTING)

    @staticmethod
    def _amount(amount: object) -> Decimal:
        value = parse_money(amount)
        if value <= 0:
            raise WagerError(
                f"amount={amount!r}: a wager is a positive amount [{c.PERMITTED_WAGERS}]"
            )
        return value

    def place(self, player: str, wager: str | WagerKind, amount: object) -> None:
        """A wager on the Banker's Hand, the Player's Hand or a Tie Bet (19:47-3.2(a)); any other
        is refused (3.2(b)), and none is made after "No More Bets" (3.2(d))."""
        self._betting(f"place={_named(wager)} {amount} for player {player}")
        kind = self.procedure.wager_kind(wager)
        stake = self._amount(amount)
        if (player, kind) in self.wagers:
            raise WagerError(
                f"place: player {player} has a wager on {kind.value} already; increase it "
                f"[{c.PERMITTED_WAGERS}]"
            )
        self.wagers[(player, kind)] = stake
        self._emit("wager", c.PERMITTED_WAGERS, player=player, note=f"{kind.value} {stake}")

    def increase(self, player: str, wager: str | WagerKind, amount: object) -> None:
        """Add to a wager before "No More Bets" (19:47-3.2(d))."""
        self._betting(f"increase={_named(wager)} by {amount} for player {player}")
        kind = self.procedure.wager_kind(wager)
        if (player, kind) not in self.wagers:
            raise WagerError(
                f"increase: player {player} has no wager on {kind.value} [{c.PERMITTED_WAGERS}]"
            )
        self.wagers[(player, kind)] += self._amount(amount)
        total = self.wagers[(player, kind)]
        self._emit("wager increased", c.NO_MORE_BETS, player=player, note=f"{kind.value} {total}")

    def withdraw(self, player: str, wager: str | WagerKind) -> None:
        """Withdraw a wager before "No More Bets" (19:47-3.2(d))."""
        self._betting(f"withdraw={_named(wager)} of player {player}")
        kind = self.procedure.wager_kind(wager)
        if self.wagers.pop((player, kind), None) is None:
            raise WagerError(
                f"withdraw: player {player} has no wager on {kind.value} [{c.PERMITTED_WAGERS}]"
            )
        self._emit("wager withdrawn", c.NO_MORE_BETS, player=player, note=kind.value)

    def no_more_bets(self) -> None:
        """The dealer calling the game announces "No More Bets" (19:47-3.2(d))."""
        self._require("no_more_bets", c.NO_MORE_BETS, RoundPhase.BETTING)
        self.phase = RoundPhase.NO_MORE_BETS
        self.ledger.staked += sum(self.wagers.values(), ZERO)
        self._emit("no more bets", c.NO_MORE_BETS)

    # The hands and the settlement ---------------------------------------------------------

    def deal(self, dealt: str | Dealt) -> dict[Side, int]:
        """Take the hands as the game dealt them, each card checked to be the shoe's next card,
        then settle the round. The drawing rules (3.6 to 3.12) are outside the corpus: any
        number of cards, at least one to each hand, in any order (I-baccarat-drawing-rules).
        Returns each hand's Point Count (19:47-3.1(c))."""
        self._require("deal", c.NO_MORE_BETS, RoundPhase.NO_MORE_BETS)
        cards = parse_dealt(dealt) if isinstance(dealt, str) else tuple(dealt)
        if {side for side, _ in cards} != {Side.PLAYER, Side.BANKER}:
            raise ShoeError(
                "deal: each hand needs at least one card to have a Point Count "
                f"[{c.POINT_COUNT}] ({DRAWING_RULES})"
            )
        upcoming = self.shoe.upcoming(len(cards))
        for index, (side, card) in enumerate(cards):
            if index >= len(upcoming):
                raise ShoeError(
                    f"deal: {CARD_LABELS[card]} to the {side.value}'s hand is beyond the last "
                    f"card of the shoe [{c.CUTTING_CARDS}]"
                )
            if card != upcoming[index]:
                raise ShoeError(
                    f"deal: {CARD_LABELS[card]} to the {side.value}'s hand is not the shoe's next "
                    f"card, {CARD_LABELS[upcoming[index]]} [{c.CUTTING_CARDS}]"
                )
        for side, card in cards:
            self.shoe.draw()
            self.hands[side].append(card)
            value = self.procedure.card_value(card)
            self._emit(
                "card",
                c.VALUES,
                card=CARD_LABELS[card],
                side=side,
                note=f"value {value}",
                interpretation=DRAWING_RULES,
            )
        counts = {side: self.procedure.point_count(self.hands[side]) for side in Side}
        for side in Side:
            labels = " ".join(CARD_LABELS[k] for k in self.hands[side])
            self._emit("point count", c.POINT_COUNT, side=side, note=f"{labels}: {counts[side]}")
        self._settle(counts[Side.BANKER], counts[Side.PLAYER])
        self.phase = RoundPhase.IDLE
        return counts

    def _settle(self, banker: int, player: int) -> None:
        """Each wager won, lost or void (19:47-3.2(a)) and paid (3.3), in the order placed."""
        for (who, kind), stake in self.wagers.items():
            result, resolved_by = self.procedure.wager_result(kind, banker, player)
            self._emit(result.value, resolved_by, player=who, note=f"{kind.value} {stake}")
            odds, clause, net = None, resolved_by, (-stake if result is Result.LOSE else ZERO)
            if result is Result.WIN:
                odds, clause = self.procedure.payout_odds(kind, self.options)
                net = self.procedure.amount_won(stake, odds)
            entry = Entry(
                self.round_number, who, EntryKind.SETTLEMENT, kind, stake, result, odds, net, clause
            )
            self.ledger.add(entry)
            paid = "paid" if result is Result.WIN else "returned" if net == 0 else "collected"
            self._emit(paid, clause, player=who, note=f"{kind.value}: net {format_money(net)}")
            if result is Result.WIN and kind is WagerKind.BANKER:
                note = self.vigorish.on_banker_win(self.round_number, who, net, self.ledger)
                self._emit("vigorish", c.VIGORISH, player=who, note=note)

    # The vigorish and the end of the shoe (3.3(c), 3.5(a)) --------------------------------

    def collect_vigorish(self, player: str | None = None) -> None:
        """Collect a deferred vigorish between rounds, "at a later time" (19:47-3.3(c))."""
        self._require("collect_vigorish", c.VIGORISH, RoundPhase.IDLE)
        self._collect(player)

    def _collect(self, player: str | None) -> None:
        for who, amount in self.vigorish.collect(self.round_number, self.ledger, player):
            self._emit("vigorish collected", c.VIGORISH, player=who, note=format_money(amount))

    def end_shoe(self) -> None:
        """The shoe is completed; every vigorish outstanding is collected before the cards are
        reshuffled (19:47-3.3(c), 3.5(a)). When a shoe ends is in the dealing rules, outside the
        corpus: the caller says so (I-baccarat-shoe-end)."""
        self._require("end_shoe", c.VIGORISH, RoundPhase.IDLE)
        self._collect(None)
        self.shoe.complete()
        self._emit("shoe completed", c.SHUFFLE, interpretation="I-baccarat-shoe-end")

    def reshuffle(self, stack: Sequence[int]) -> None:
        """A new shoe from a newly shuffled stack (19:47-3.5(a)); refused while any vigorish is
        outstanding (3.3(c)) or a round is open."""
        if self.vigorish.owing():
            owing = ", ".join(
                f"{p} {format_money(self.vigorish.owed(p))}" for p in self.vigorish.owing()
            )
            raise IllegalActionError(
                f"reshuffle: vigorish is outstanding ({owing}); all outstanding vigorish is "
                "collected before reshuffling the cards in a shoe",
                legal=self.legal_actions(),
                clause=c.VIGORISH,
            )
        if self.phase is not RoundPhase.IDLE:
            raise IllegalActionError(
                f"reshuffle: round {self.round_number} is {self.phase.value}",
                legal=self.legal_actions(),
                clause=c.SHUFFLE,
            )
        check_stack(stack, self.options)  # before the old shoe is given up
        if self.shoe.phase is not ShoePhase.COMPLETED:
            self.shoe.complete()
            self._emit("shoe completed", c.SHUFFLE, interpretation="I-baccarat-shoe-end")
        self._emit("reshuffle", c.SHUFFLE)
        self.shoe = ShoeStack(stack, self.options, self.procedure, self._emit)
