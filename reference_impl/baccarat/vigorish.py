"""The vigorish of 19:47-3.3(c): collected at the payout, or owed on a marker in front of the dealer
per player and collected before the cards in the shoe are reshuffled."""

from __future__ import annotations

from decimal import Decimal

from reference_impl.baccarat import clauses as c
from reference_impl.baccarat.options import BaccaratOptions, VigorishCollection, VigorishRoundingOf
from reference_impl.baccarat.procedure import BaccaratProcedure
from reference_impl.baccarat.record import Entry, EntryKind, Ledger
from reference_impl.money import ZERO, format_money

__all__ = ["DEFERRED_ROUNDING", "VigorishBook"]

DEFERRED_ROUNDING = "I-baccarat-vigorish-rounding-deferred"


class VigorishBook:
    """What each player owes in vigorish, and its collection into the ledger."""

    __slots__ = ("_owed", "options", "procedure")

    def __init__(self, options: BaccaratOptions, procedure: BaccaratProcedure) -> None:
        self.options = options
        self.procedure = procedure
        # player -> the amount on the player's marker: rounded per win, or exact where the
        # rounding is applied to the amount collected (VigorishRoundingOf)
        self._owed: dict[str, Decimal] = {}

    @property
    def deferred(self) -> bool:
        """Whether the table defers the vigorish (19:47-3.3(c))."""
        return self.options.vigorish_collection is VigorishCollection.DEFERRED

    @property
    def _rounded_on_collection(self) -> bool:
        return (
            self.deferred
            and self.options.vigorish_rounding_of is VigorishRoundingOf.AMOUNT_COLLECTED
        )

    def owed(self, player: str | None = None) -> Decimal:
        """The vigorish a player (or every player) owes, as it would be collected now."""
        players = list(self._owed) if player is None else [player]
        return sum((self._collectable(p) for p in players if p in self._owed), ZERO)

    def owing(self) -> tuple[str, ...]:
        """The players with vigorish outstanding, in the order they came to owe it."""
        return tuple(self._owed)

    def _collectable(self, player: str) -> Decimal:
        owed = self._owed[player]
        return (
            self.procedure.round_vigorish(owed, self.options)
            if self._rounded_on_collection
            else owed
        )

    def on_banker_win(
        self, round_number: int, player: str, amount_won: Decimal, ledger: Ledger
    ) -> str:
        """The vigorish of a winning Banker's Hand wager (19:47-3.3(c)): collected now, or placed
        on the player's marker. Returns the transcript note."""
        if not self.deferred:
            amount = self.procedure.vigorish(amount_won, self.options)
            self._collect_entry(round_number, player, amount, ledger, None)
            return f"vigorish {format_money(amount)} collected at the payout"
        if self._rounded_on_collection:
            add = self.procedure.vigorish_due(amount_won, self.options)
        else:
            add = self.procedure.vigorish(amount_won, self.options)
        self._owed[player] = self._owed.get(player, ZERO) + add
        return f"vigorish {add} owed; marker of player {player} now {self._owed[player]}"

    def collect(
        self, round_number: int, ledger: Ledger, player: str | None = None
    ) -> list[tuple[str, Decimal]]:
        """Collect what one player (or every player) owes (19:47-3.3(c)); returns who paid what."""
        players = list(self._owed) if player is None else [p for p in (player,) if p in self._owed]
        paid = []
        for who in players:
            amount = self._collectable(who)
            interpretation = DEFERRED_ROUNDING if self._rounded_on_collection else None
            if amount > 0:
                self._collect_entry(round_number, who, amount, ledger, interpretation)
            del self._owed[who]
            paid.append((who, amount))
        return paid

    @staticmethod
    def _collect_entry(
        round_number: int, player: str, amount: Decimal, ledger: Ledger, interpretation: str | None
    ) -> None:
        ledger.add(
            Entry(
                round_number=round_number,
                player=player,
                kind=EntryKind.VIGORISH,
                wager=None,
                stake=ZERO,
                result=None,
                odds=None,
                net=-amount,
                clause=c.VIGORISH,
                interpretation=interpretation,
            )
        )
