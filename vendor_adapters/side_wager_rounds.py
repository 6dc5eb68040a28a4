"""The rounds `bjkit adapter-check` plays with every side wager a game declares: random shoes, and
stacked rounds that random shoes reach too seldom to check what decides a side wager; and the
wagers placed in them.

Each is one box against the dealer, written as the cards each receives; `shoe` lays them out in
the dealing order of the table's hole-card procedure (2.6(e): the box's first card, the dealer's
face-up card, the box's second card, then under 2.6(j) and (k) the dealer's hole card, then the
box's draws, under 2.6(h) the dealer's second card, and the dealer's draws), followed by spare
cards, so that a game that draws more than it should shows it in its cards dealt. The same rounds
serve every offering: they are shoes, not settlements; the reference engine settles them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from decimal import Decimal

from reference_impl.cards import CARD_LABELS
from reference_impl.money import format_money
from reference_impl.rules import TableRules
from reference_impl.wager_model import Offering
from vendor_adapters.protocol import Prompt, Wager

__all__ = [
    "STACKED_ROUNDS",
    "StackedRound",
    "main_amount",
    "random_shoe",
    "side_amounts",
    "wagers_with",
]

# Spare cards after a stacked round's own: what a game that draws too much takes.
_SPARE = ("9S", "9H", "9D", "9C", "TS", "TH", "TD", "TC", "5S", "5H", "5D", "5C")
# The decisions a stacked round's policy prefers, in order; else the prompt's first legal one.
_PREFERRED = {"stand": ("stand", "no-insurance"), "hit": ("hit", "no-insurance", "stand")}


@dataclass(frozen=True)
class StackedRound:
    """One box's cards and the dealer's, the box's draws and the dealer's, and how the box plays:
    `stand` (stand, decline insurance) or `hit` (hit until the hand can take no card)."""

    name: str
    player: tuple[str, str]
    dealer: tuple[str, str]
    player_draws: tuple[str, ...] = ()
    dealer_draws: tuple[str, ...] = ()
    policy: str = "stand"

    def shoe(self, hole_card: str) -> list[str]:
        """The cards in the order a table with hole-card procedure `hole_card` deals them."""
        first, second = self.player
        up, other = self.dealer
        cards = [first, up, second]
        if hole_card == "no-hole-card":
            cards += [*self.player_draws, other]
        else:
            cards += [other, *self.player_draws]
        return [*cards, *self.dealer_draws, *_SPARE]

    def choose(self, prompt: Prompt) -> str:
        """The box's decision at `prompt`, by its policy."""
        legal = prompt["legal"]
        return next((word for word in _PREFERRED[self.policy] if word in legal), legal[0])


STACKED_ROUNDS: tuple[StackedRound, ...] = (
    # TC 6D hits TS and busts: no hand is left against the dealer's 6S AH, a soft 17; a dealer
    # who completes his hand drawing to a soft 17 takes 5C (12) and TH (22).
    StackedRound(
        "every player busts; the dealer's soft 17 is completed",
        ("TC", "6D"),
        ("6S", "AH"),
        player_draws=("TS",),
        dealer_draws=("5C", "TH"),
        policy="hit",
    ),
    # A blackjack (paid, 2.7(a)) against the dealer's 2C 2D, who then draws: 2H 2S 3C 3D TH is
    # 24 in seven cards; with 2H 2S 2C 3C 3D TH, 26 in eight; with 2H 2S 4C TH, 22 in six.
    StackedRound(
        "a blackjack; the dealer busts in seven cards",
        ("AS", "KD"),
        ("2C", "2D"),
        dealer_draws=("2H", "2S", "3C", "3D", "TH"),
    ),
    StackedRound(
        "a blackjack; the dealer busts in eight cards",
        ("AS", "KD"),
        ("2C", "2D"),
        dealer_draws=("2H", "2S", "2C", "3C", "3D", "TH"),
    ),
    StackedRound(
        "a blackjack; the dealer busts in six cards",
        ("AS", "KD"),
        ("2C", "2D"),
        dealer_draws=("2H", "2S", "4C", "TH"),
    ),
    StackedRound("the dealer's blackjack", ("TC", "9D"), ("KD", "AS")),
    StackedRound("the dealer stands on 18", ("TC", "9D"), ("TS", "8C")),
    StackedRound("a suited pair", ("8H", "8H"), ("9D", "TC")),
    StackedRound("a pair of two suits", ("8H", "8C"), ("9D", "TC")),
)


def random_shoe(rng: random.Random, rules: TableRules) -> list[str]:
    """The first 60 cards of the table's decks, shuffled."""
    cards = list(CARD_LABELS) * rules.decks
    rng.shuffle(cards)
    return cards[:60]


def side_amounts(rules: TableRules, offering: Offering) -> list[Decimal]:
    """The least amount of the wager and the main wager (the most the stacked rounds stake), or
    the one amount the edition fixes, or the least and the most of the range it prints."""
    fixed = offering.fixed_amount.get(rules.edition)
    if fixed is not None:
        return [fixed[0]]
    least = max(rules.chip_unit, offering.minimum[0] if offering.minimum else rules.chip_unit)
    limits = offering.amount_limits(rules.edition) if offering.amount_limits else None
    if limits is not None:  # a range the text prints (I-2.17a-amount-range)
        low, high, _ = limits
        least = max(least, low or least)
        return sorted({least, high or main_amount(rules, least)})
    return sorted({least, main_amount(rules, least)})


def main_amount(rules: TableRules, side: Decimal) -> Decimal:
    """The main wager: twice the table minimum, or the side wager if that is more."""
    return max(rules.table_minimum * 2, side)


def wagers_with(
    rng: random.Random,
    rules: TableRules,
    offering: Offering,
    kind: str,
    *,
    amount: Decimal | None = None,
    alone: bool = False,
) -> list[Wager]:
    """The side wager on box 1 with a main wager of twice the minimum; unless `alone`, at a
    table of more than one box sometimes a second box without one, whose ledger must hold no
    side wager."""
    side = amount if amount is not None else side_amounts(rules, offering)[0]
    wagers: list[Wager] = [
        {
            "box": 1,
            "player": "p1",
            "amount": format_money(main_amount(rules, side)),
            "side_wagers": [{"kind": kind, "amount": format_money(side)}],
        }
    ]
    if not alone and rules.boxes > 1 and rng.random() < 0.5:
        wagers.append({"box": 2, "player": "p2", "amount": format_money(main_amount(rules, side))})
    return wagers
