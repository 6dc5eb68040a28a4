"""What a return verification plays: one table per wager, the amount staked, how the player
decides, and the rounds each profile plays by default."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from decimal import Decimal

from reference_impl.par import PAR_WAGERS, ParSheet, par_sheet
from reference_impl.rules import TableRules
from reference_impl.wager_model import declarations
from reference_impl.wager_model import paid_with as paid_offerings
from vendor_adapters.side_wager_rounds import main_amount, side_amounts

__all__ = ["RTP_ROUNDS", "SHARD_ROUNDS", "WagerPlan", "plan_wager", "with_wager"]

# Rounds per wager by profile. `certify` is the rounds the statistical test needs to detect one
# wrong cell of the default table's additional wager (tests/rtp/test_rtp.py holds it to that).
RTP_ROUNDS = {"quick": 2_000, "ci": 20_000, "certify": 90_000}
# Rounds per shard: a shard is the unit of work a worker or a cluster node takes, and its own
# seed, so the rounds are the same however many workers share them.
SHARD_ROUNDS = 5_000


@dataclass(frozen=True)
class WagerPlan:
    """One wager's table and round: the wager placed on box 1 beside a main wager, the player
    standing on his first two cards, or drawing one card to those his wager's par sheet has him
    draw to (`SideWagerKind.par_player_draws`)."""

    wager: str
    rules: TableRules
    stake: Decimal
    main: Decimal
    paid_with: tuple[str, ...]  # offerings paid with the wager and never placed (Free Bonus)
    sheet: ParSheet

    def player_draws(self, cards: tuple[int, ...]) -> bool:
        """Whether the player draws one card to his first two cards `cards`."""
        draws = declarations()[1][self.wager].par_player_draws
        return draws is not None and draws(cards)


def plan_wager(wager: str, rules: TableRules) -> WagerPlan:
    """The plan of `wager` at the table `rules` (which must offer its offering)."""
    offerings = declarations()[0]
    offering = offerings[PAR_WAGERS[wager][0]]
    paid_with = tuple(sorted(set(paid_offerings(offering.name)) & rules.side_wagers))
    stake = side_amounts(rules, offering)[0]
    for name in paid_with:  # the least wager what is paid with it is paid on (the Free Bonus)
        least = offerings[name].least_paid_wager
        stake = max(stake, least[0] if least else stake)
    stake = max(stake, rules.chip_unit)
    sheet = par_sheet(wager, rules, stake=stake if paid_with else None)
    return WagerPlan(wager, rules, stake, main_amount(rules, stake), paid_with, sheet)


def with_wager(rules: TableRules, offering: str) -> TableRules:
    """`rules` offering `offering` alone, with what is paid with it where `rules` offers that
    (an offering that `requires` it and is not staked): one wager per table, so that each is
    measured on its own."""
    offerings = declarations()[0]
    paid = {name for name in rules.side_wagers if offering in offerings[name].requires}
    return dataclasses.replace(rules, side_wagers=frozenset({offering, *paid}))
