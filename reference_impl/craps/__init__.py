"""Craps: the kit's reference engine for 19:47-1.1 and 19:47-1.2 (edition nj-1996).

What it does. A `CrapsTable` is built from frozen, validated house options (`CrapsOptions`) and
forced dice (`ForcedDice`: the kit sets every roll, as it stacks a blackjack shoe). Bets are
placed with `table.place(wager, amount, ...)` and decided by `table.roll()`; each roll, come out
point, come point, inactive bet and decision is a transcript event citing its clause, and each
decided bet a ledger entry with its stake, result (win, lose, void), exact net amount, posted
odds and clause. The table holds the states of 19:47-1.1: whether the next roll is a come out
roll, the come out point, and each Come or Don't Come Bet's come point.

The twenty wagers of 1.2(a) are `CrapsWager` members carrying their item; each is decided by a
hook of `CrapsProcedure` citing the item and sub-item that decides it ("1.2(a)1iii(2)": a 7
after the point). A faulty game is a subclass overriding one hook. Refusals are `WagerError`s
naming the field, the value and the clause (a Pass Bet after the come out roll, a Come Bet before
it, a Horn High Bet not in units of five); forbidden house options are `RulesError`s.

What the text does not fix, the engine takes as house options or records as a reading
(`clauses.INTERPRETATIONS`, merged into docs/INTERPRETATIONS.md):

- Payouts are at the table's POSTED odds (`PostedOdds`): the payout odds of craps (19:47-1.4 and
  later sections) are in no source. `DEFAULT_POSTED_ODDS` is the kit's own choice for a
  certification with defaults, not rule text: Pass, Don't Pass, Come, Don't Come 1 to 1; place to
  win 4/10 9 to 5, 5/9 7 to 5, 6/8 7 to 6; place to lose 4/10 5 to 11, 5/9 5 to 8, 6/8 4 to 5;
  hard 4/10 7 to 1, hard 6/8 9 to 1; Field 1 to 1 with 2 and 12 at 2 to 1; Any Seven 4 to 1;
  Any Craps 7 to 1; 2 and 12 30 to 1; 3 and 11 15 to 1; C and E 3 to 1 on a craps and 7 to 1
  on 11; Horn 27 to 4 on 2 and 12, 3 to 1 on 3 and 11 (net odds of the whole wager).
- A void wager is returned (I-craps-void-returned); "All place bets" inactive on a come out roll
  covers place bets to lose unless the option says otherwise (I-craps-all-place-bets); hardways
  work on a come out roll unless the option says otherwise (I-craps-hardways-come-out); a Horn
  High Bet is broken down into a Horn Bet and a single-total wager where the layout has no Horn
  High area (`horn_high_area=False`).

`par` gives each wager's exact probabilities of winning, losing and being void from placement,
and its house edge at the odds a caller gives, per wager placed or per decision.
"""

from reference_impl.craps.clauses import CLAUSE_MAP, EDITION, INTERPRETATIONS, cite
from reference_impl.craps.dice import DiceError, ForcedDice, Roll
from reference_impl.craps.options import (
    DEFAULT_OPTIONS,
    DEFAULT_POSTED_ODDS,
    CrapsOptions,
    PostedOdds,
)
from reference_impl.craps.procedure import REFERENCE_PROCEDURE, CrapsProcedure, RollContext
from reference_impl.craps.records import CrapsEvent, CrapsLedger, CrapsLedgerEntry
from reference_impl.craps.table import CrapsTable
from reference_impl.craps.wagers import (
    HORN_TOTALS,
    POINT_NUMBERS,
    Bet,
    CrapsWager,
    Decision,
    Timing,
)

__all__ = [
    "CLAUSE_MAP",
    "DEFAULT_OPTIONS",
    "DEFAULT_POSTED_ODDS",
    "EDITION",
    "HORN_TOTALS",
    "INTERPRETATIONS",
    "POINT_NUMBERS",
    "REFERENCE_PROCEDURE",
    "Bet",
    "CrapsEvent",
    "CrapsLedger",
    "CrapsLedgerEntry",
    "CrapsOptions",
    "CrapsProcedure",
    "CrapsTable",
    "CrapsWager",
    "Decision",
    "DiceError",
    "ForcedDice",
    "PostedOdds",
    "Roll",
    "RollContext",
    "Timing",
    "cite",
]
