"""Games with one wrong pay-table cell, for `bjkit rtp`: the reference engine, except that one
line of one side wager is paid at other odds. Each is an adapter factory:

    bjkit rtp --adapter python:tests.rtp.wrong_cell_games:any_two_suited_at_2_to_1 --wager same-suit
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from fractions import Fraction

from reference_impl.money import format_money
from vendor_adapters.protocol import BatchResult, Outcome, ScriptedRound
from vendor_adapters.reference import ReferenceAdapter

__all__ = [
    "any_two_suited_at_2_to_1",
    "buster_five_cards_at_3_to_1",
    "crashes_after_one_batch",
    "king_queen_at_4_to_1",
]


class _WrongCell(ReferenceAdapter):
    """Pays `kind`'s wins printed `printed` at `odds` instead, with its totals kept balanced."""

    def __init__(self, kind: str, printed: str, odds: Fraction) -> None:
        super().__init__()
        self.kind, self.printed, self.odds = kind, printed, odds

    def play_rounds(
        self, *, table: str, rounds: Sequence[ScriptedRound], transcript: bool = False
    ) -> BatchResult:
        answer = super().play_rounds(table=table, rounds=rounds, transcript=transcript)
        for result in answer["results"]:
            if "ledger" in result:
                self._repay(result)  # type: ignore[arg-type]
        return answer

    def outcome(self, *, round: str) -> Outcome:
        result = super().outcome(round=round)
        self._repay(result)
        return result

    def _repay(self, outcome: Outcome) -> None:
        shift = Decimal(0)
        for entry in outcome["ledger"]:
            if entry["kind"] == self.kind and entry["odds"] == self.printed:
                stake = Decimal(entry["stake"])
                paid = stake * self.odds.numerator / self.odds.denominator
                shift += paid - Decimal(entry["net"])
                entry["net"] = format_money(paid)
                entry["odds"] = f"{self.odds.numerator} to {self.odds.denominator}"
        if shift:
            totals = outcome["totals"]
            totals["returned"] = format_money(Decimal(totals["returned"]) + shift)
            totals["player_net"] = format_money(Decimal(totals["player_net"]) + shift)


def any_two_suited_at_2_to_1() -> ReferenceAdapter:
    """Six decks, option 1: any two suited cards paid 2 to 1 instead of 3 to 1 (2.17(e)2iv)."""
    return _WrongCell("same-suit", "3 to 1", Fraction(2))


def king_queen_at_4_to_1() -> ReferenceAdapter:
    """Six decks, option 1: a suited king and queen paid 4 to 1 instead of 5 to 1."""
    return _WrongCell("same-suit", "5 to 1", Fraction(4))


def buster_five_cards_at_3_to_1() -> ReferenceAdapter:
    """Paytable A: a dealer's bust in five cards paid 3 to 1 (Paytable E's) instead of 4 to 1."""
    return _WrongCell("buster", "4 to 1", Fraction(3))


class _Crashes(ReferenceAdapter):
    """Answers its first batch, then fails every one after it."""

    def __init__(self) -> None:
        super().__init__()
        self.batches = 0

    def play_rounds(
        self, *, table: str, rounds: Sequence[ScriptedRound], transcript: bool = False
    ) -> BatchResult:
        self.batches += 1
        if self.batches > 1:
            raise RuntimeError("the game's table server went away")
        return super().play_rounds(table=table, rounds=rounds, transcript=transcript)


def crashes_after_one_batch() -> ReferenceAdapter:
    return _Crashes()
