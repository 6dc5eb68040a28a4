"""A craps table: house options, forced dice, the bets on the layout, and the states of 19:47-1.1.

    table = CrapsTable(dice=["3-3", "2-4"])
    table.place(CrapsWager.PASS, 10)
    table.roll()  # come out roll: 6 is the come out point
    table.roll()  # the point again: the Pass Bet wins under 19:47-1.2(a)1ii

The table knows whether the next roll is a come out roll (the first roll of the game, and the
first after a decision on the Pass and Don't Pass Bets: 19:47-1.1) and the come out point; it
follows the dice whether or not any Pass Bet is on the layout (I-craps-shooter-line).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from decimal import Decimal

from reference_impl.craps.clauses import DEFINITIONS, cite
from reference_impl.craps.dice import ForcedDice, Roll, RollLike
from reference_impl.craps.options import DEFAULT_OPTIONS, CrapsOptions
from reference_impl.craps.procedure import REFERENCE_PROCEDURE, CrapsProcedure, RollContext
from reference_impl.craps.records import CrapsEvent, CrapsLedger, CrapsLedgerEntry
from reference_impl.craps.wagers import Bet, CrapsWager, Decision
from reference_impl.errors import WagerError
from reference_impl.ledger import Result
from reference_impl.money import ZERO, parse_money

__all__ = ["CrapsTable"]

_INTERPRETATION = {
    "1.2(a)2iv": "I-craps-void-returned",
    "1.2(a)4iv": "I-craps-void-returned",
}


class CrapsTable:
    """The table's state: its options, its forced dice, its bets, transcript and ledger."""

    def __init__(
        self,
        options: CrapsOptions = DEFAULT_OPTIONS,
        dice: ForcedDice | Iterable[RollLike] = (),
        *,
        procedure: CrapsProcedure = REFERENCE_PROCEDURE,
    ) -> None:
        self.options = options
        self.dice = dice if isinstance(dice, ForcedDice) else ForcedDice(dice)
        self.procedure = procedure
        self.come_out_next = True  # 19:47-1.1 "the first roll of the dice at the opening"
        self.point: int | None = None  # the come out point, once thrown
        self.rolls = 0
        self.transcript: list[CrapsEvent] = []
        self.ledger = CrapsLedger()
        self._bets: list[Bet] = []
        self._next_id = 1

    # -- what the table shows -------------------------------------------------------------------

    @property
    def bets(self) -> tuple[Bet, ...]:
        """The bets on the layout, in the order they were placed."""
        return tuple(self._bets)

    def bet(self, bet_id: int) -> Bet | None:
        return next((bet for bet in self._bets if bet.id == bet_id), None)

    def on_layout(self) -> Decimal:
        return sum((bet.amount for bet in self._bets), ZERO)

    def legal_wagers(self) -> tuple[CrapsWager, ...]:
        """The wagers that may be placed now (19:47-1.2(a)1-4 timing; the others at any time)."""
        return tuple(wager for wager in CrapsWager if self._probe(wager) is None)

    def _probe(self, wager: CrapsWager) -> WagerError | None:
        number = 6 if wager in (CrapsWager.PLACE_TO_WIN, CrapsWager.PLACE_TO_LOSE) else None
        high = 12 if wager is CrapsWager.HORN_HIGH else None
        amount = self.options.chip_unit * 5
        probe = Bet(id=0, wager=wager, amount=amount, number=number, high_total=high)
        return self.procedure.placement_refusal(
            probe, come_out_next=self.come_out_next, options=self.options
        )

    # -- placing --------------------------------------------------------------------------------

    def place(
        self,
        wager: CrapsWager,
        amount: object,
        *,
        number: int | None = None,
        high_total: int | None = None,
        on: bool = False,
    ) -> tuple[int, ...]:
        """Place a wager; the ids of the bets it makes (two for a Horn High Bet broken down
        under 19:47-1.2(a)20). Refusals are `WagerError`s naming the field and the clause."""
        stake = parse_money(amount)
        bet = Bet(
            id=self._next_id,
            wager=wager,
            amount=stake,
            number=number if number is not None else wager.hardway_total,
            high_total=high_total,
            on=on,
        )
        refusal = self.procedure.placement_refusal(
            bet, come_out_next=self.come_out_next, options=self.options
        )
        if refusal is not None:
            raise refusal
        made: tuple[Bet, ...] = (bet,)
        if wager is CrapsWager.HORN_HIGH and not self.options.horn_high_area:
            made = self.procedure.break_down_horn_high(bet, self._next_id)
            self._event("horn-high-broken-down", "1.2(a)20", bet=bet.id, total=high_total)
        for placed in made:
            self._bets.append(placed)
            self.ledger.staked += placed.amount
            self._event("placed", placed.wager.path, bet=placed.id, note=self._describe(placed))
        self._next_id += len(made)
        return tuple(placed.id for placed in made)

    def call_on(self, bet_id: int) -> None:
        """The player calls a place bet "on" and the dealer puts the "on" marker button on top
        of it (19:47-1.2(a)5); it then works on a come out roll (I-craps-on-call)."""
        bet = self.bet(bet_id)
        if bet is None:
            raise WagerError(f"bet={bet_id}: no such bet on the layout [{cite('1.2(a)5')}]")
        if not self.procedure.may_be_called_on(bet.wager, self.options):
            raise WagerError(
                f"bet={bet_id}: a {bet.wager.label} wager is not taken down on a come out roll, "
                f"so it is not called on [{cite('1.2(a)5')}]"
            )
        self._bets[self._bets.index(bet)] = replace(bet, on=True)
        self._event("called-on", "1.2(a)5", bet=bet_id, interpretation="I-craps-on-call")

    # -- rolling --------------------------------------------------------------------------------

    def roll(self) -> tuple[CrapsLedgerEntry, ...]:
        """Throw the next forced roll and decide every bet it decides, in the order placed; the
        ledger entries it made. Then the table's state of 19:47-1.1 moves on."""
        dice: Roll = self.dice.next_roll()
        self.rolls += 1
        ctx = RollContext(dice, self.come_out_next, self.rolls)
        kind = "come-out-roll" if ctx.come_out else "roll"
        clause = DEFINITIONS if ctx.come_out else cite("1.2(a)")
        self._event(kind, clause, dice=str(dice), total=dice.total)
        made: list[CrapsLedgerEntry] = []
        kept: list[Bet] = []
        for bet in self._bets:
            if not self.procedure.is_working(bet, ctx, self.options):
                self._event("inactive", "1.2(a)5", bet=bet.id, interpretation=_why_off(bet))
                kept.append(bet)
                continue
            step = self.procedure.resolve(bet, ctx)
            if isinstance(step, Decision):
                made.append(self._settle(bet, step))
            elif isinstance(step, Bet):
                if bet.point is None and step.point is not None:
                    self._point_event(step)
                kept.append(step)
            else:
                kept.append(bet)
        self._bets = kept
        self._advance(dice.total, ctx.come_out)
        return tuple(made)

    def roll_all(self) -> tuple[CrapsLedgerEntry, ...]:
        """Throw every forced roll left; the ledger entries they made."""
        made: list[CrapsLedgerEntry] = []
        while self.dice.remaining:
            made.extend(self.roll())
        return tuple(made)

    def _advance(self, total: int, come_out: bool) -> None:
        """19:47-1.1: after a decision on the Pass and Don't Pass Bets the next roll is a come
        out roll (the procedure's `next_roll_is_come_out`); otherwise a total thrown on the come
        out roll is the come out point, and a point standing stays."""
        if self.procedure.next_roll_is_come_out(total, come_out=come_out, point=self.point):
            self.point, self.come_out_next = None, True
            self._event(
                "next-roll-come-out", "1.1", total=total, interpretation="I-craps-shooter-line"
            )
        elif come_out:
            self.point, self.come_out_next = total, False
            self._event("come-out-point", "1.1", total=total)

    def _point_event(self, bet: Bet) -> None:
        if bet.wager in (CrapsWager.COME, CrapsWager.DONT_COME):
            self._event("come-point", "1.1", bet=bet.id, total=bet.point)

    def _settle(self, bet: Bet, decision: Decision) -> CrapsLedgerEntry:
        net = self.procedure.net(bet, decision, self.options)
        odds = None
        if decision.result is Result.WIN and bet.wager is not CrapsWager.HORN_HIGH:
            keyed = bet.number if bet.number is not None else decision.total
            odds = self.options.posted_odds.odds(bet.wager, keyed)
        interpretation = _INTERPRETATION.get(decision.path)
        if decision.result is Result.WIN:
            interpretation = "I-craps-posted-odds"
        self._event(
            "decision",
            decision.path,
            bet=bet.id,
            total=decision.total,
            note=decision.result.value,
            interpretation=interpretation,
        )
        entry = CrapsLedgerEntry(
            seq=len(self.ledger.entries) + 1,
            roll=self.rolls,
            bet=bet.id,
            wager=bet.wager,
            number=bet.number,
            stake=bet.amount,
            result=decision.result,
            odds=odds,
            net=net,
            clause=decision.clause,
            interpretation=interpretation,
        )
        self.ledger.entries.append(entry)
        return entry

    def _event(
        self,
        kind: str,
        path: str,
        *,
        bet: int | None = None,
        dice: str | None = None,
        total: int | None = None,
        note: str | None = None,
        interpretation: str | None = None,
    ) -> None:
        clause = path if path.startswith("19:") else cite(path)
        seq = len(self.transcript) + 1
        self.transcript.append(
            CrapsEvent(seq, kind, clause, self.rolls, bet, dice, total, note, interpretation)
        )

    @staticmethod
    def _describe(bet: Bet) -> str:
        parts = [f"{bet.wager.label} {bet.amount}"]
        if bet.number is not None:
            parts.append(f"number {bet.number}")
        if bet.high_total is not None:
            parts.append(f"high {bet.high_total}")
        if bet.on:
            parts.append("on")
        return ", ".join(parts)


def _why_off(bet: Bet) -> str | None:
    if bet.wager is CrapsWager.PLACE_TO_LOSE:
        return "I-craps-all-place-bets"
    if bet.wager.hardway_total is not None:
        return "I-craps-hardways-come-out"
    return None
