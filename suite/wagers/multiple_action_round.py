"""Reading a multiple action round under test (2.18, protocol 1.4) for the steps of
`steps.wagers.multiple_action.multiple_action_steps` and
`steps.wagers.multiple_action.multiple_action_transcript_steps`: the capability, each hand's wagers
by the spot they are decided on, and a settlement as a scenario words it.

A wager is found by its box, hand, kind and spot (the ledger entry's `dealer_hand`), and marked
checked with its spot, so that "no other wager is settled" (`steps.blackjack.ledger_steps`) knows
the spots apart.
"""

from __future__ import annotations

import re
from decimal import Decimal

from suite.harness.round_under_test import RoundUnderTest, ledger_key, money, show_entry
from suite.run.verdicts import not_applicable
from suite.wagers.multiple_action_oracle import SPOT_NAMES, multiple_action_offering, spot_stakes
from vendor_adapters.protocol import LedgerEntry
from vendor_adapters.session import GameSession

__all__ = [
    "SETTLEMENT_PATTERN",
    "SPOT_PATTERN",
    "SPOT_WORDS",
    "every_spot",
    "expect_settlement",
    "require_multiple_action",
    "spot_entry",
]

SPOT_WORDS = {name: number for number, name in SPOT_NAMES.items()}
SPOT_PATTERN = "(?P<spot>first|second|third)"
# A settlement as a scenario words it: "wins $15 at 3 to 2", "loses $10", "is void".
SETTLEMENT_PATTERN = r"wins \$[\d.,]+ at \d+ to \d+|loses \$[\d.,]+|is void"
_WINS = re.compile(r"wins \$(?P<amount>[\d.,]+) at (?P<odds>\d+ to \d+)")
_LOSES = re.compile(r"loses \$(?P<amount>[\d.,]+)")


def require_multiple_action(session: GameSession) -> None:
    """End the scenario as not applicable when the game does not deal multiple action."""
    capability = multiple_action_offering().capability
    if capability not in session.capabilities:
        not_applicable(f"the game does not declare {capability}, so it deals no multiple action")


def _spot_entries(
    round_under_test: RoundUnderTest, box: int, hand: int, kind: str
) -> dict[int, LedgerEntry]:
    """The hand's wagers of `kind`, by the dealer's hand each was decided against."""
    found: dict[int, LedgerEntry] = {}
    for entry in round_under_test.play_out()["ledger"]:
        if (entry["box"], entry["hand"], entry["kind"]) != (box, hand, kind):
            continue
        dealer_hand = entry.get("dealer_hand")
        assert dealer_hand is not None, (
            f"the game settles {show_entry(entry)} naming no dealer_hand: at a multiple action "
            "table each wager is decided against the dealer's hand of its spot (1.4)"
        )
        assert dealer_hand not in found, (
            f"box {box} hand {hand}'s {kind} wager on spot {dealer_hand} is settled twice"
        )
        found[dealer_hand] = entry
    return found


def spot_entry(
    round_under_test: RoundUnderTest, box: int, hand: int, kind: str, spot: int
) -> LedgerEntry:
    """The hand's wager of `kind` on `spot`, marked checked."""
    entry = _spot_entries(round_under_test, box, hand, kind).get(spot)
    if entry is None:
        settled = "; ".join(
            f"{show_entry(e)} on dealer's hand {e.get('dealer_hand')}"
            for e in round_under_test.play_out()["ledger"]
        )
        raise AssertionError(
            f"no {kind} wager of box {box} hand {hand} is settled against the dealer's hand "
            f"{spot} ({SPOT_NAMES[spot]} spot); the game settled {settled or 'nothing'}"
        )
    round_under_test.checked.add(ledger_key(entry))
    return entry


def every_spot(round_under_test: RoundUnderTest, box: int) -> dict[int, LedgerEntry]:
    """The box's first hand's wager on each spot it wagered on, each settled once, all marked
    checked."""
    entries = _spot_entries(round_under_test, box, 1, "main")
    wager = next(w for w in round_under_test.wagers if w["box"] == box)
    spots = sorted(spot_stakes(wager))
    assert sorted(entries) == spots, (
        f"box {box}'s wagers are settled on spots {sorted(entries)}; it wagered on {spots}"
    )
    for entry in entries.values():
        round_under_test.checked.add(ledger_key(entry))
    return entries


def expect_settlement(entry: LedgerEntry, what: str, clause: str | None = None) -> None:
    """Compare one settled wager with its settlement as the scenario words it; a clause the
    scenario names must be the entry's, when the game cites one."""
    shown = f"{show_entry(entry)} on the dealer's hand {entry.get('dealer_hand')}"
    net = Decimal(entry["net"])
    if found := _WINS.fullmatch(what):
        want = money(found["amount"])
        assert entry["result"] == "win" and net == want and entry["odds"] == found["odds"], (
            f"expected a win of ${want:.2f} at {found['odds']}; the game settled {shown}"
        )
    elif found := _LOSES.fullmatch(what):
        want = money(found["amount"])
        assert entry["result"] == "lose" and net == -want, (
            f"expected a loss of ${want:.2f}; the game settled {shown}"
        )
    elif what == "is void":
        assert entry["result"] == "void" and net == 0, (
            f"expected the wager returned (void); the game settled {shown}"
        )
    else:
        raise ValueError(f"{what!r}: write 'wins $A at W to S', 'loses $A' or 'is void'")
    cited = entry.get("clause")
    if clause and cited:
        assert cited.split("-", 1)[-1] == clause, (
            f"the game settled {shown} citing {cited}, not {clause}"
        )
