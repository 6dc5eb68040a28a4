"""The par sheets against house edges published by others, who computed them without the kit:
each published figure must equal the kit's exact figure rounded to the places it was printed.

Sources (read 2026-11-25):
- Wizard of Odds, "Royal Match" (the same-suit wager paying 25 to 1 for a suited king and queen
  and 5 to 2 for any other suited two, "version 1", and 10 to 1 and 3 to 1 on one deck, "version
  2"), house edge by decks: wizardofodds.com/games/blackjack/side-bets/royal-match/
- Eliot Jacobson, "Beating the Pair Square (Bet the Set) Blackjack Side Bet", 888casino blog,
  2023: house edge 2.5723 % for 20/10 on six decks, 10.6796 % for 25/10 on two decks.
- Wizard of Odds, "Buster Blackjack" (2016), pay table 8+: 250, 7: 50, 6: 12, 5: 4, 4 and 3: 2,
  dealer hitting a soft 17: house edge by decks, and the six-deck probabilities by cards.
- Eliot Jacobson, "Card Counting the Buster Blackjack Side Bet" (6 decks and 2 decks), 888casino
  blog: pay table 1, 3, 6, 30, 100, 200 for 3 to 8+ cards, H17: house edge 4.724 % and hit
  frequency 28.576 % on six decks; 5.478 % and 28.645 % on two.
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from reference_impl.catalog import rules_from_mapping
from reference_impl.par import fraction_decimal, par_sheet
from reference_impl.side_wagers.buster_2_30.par.dealer_bust import (
    DEALER_BLACKJACK,
    NO_BUST,
    bust_line,
    dealer_outcomes,
    shoe_values,
)


def _edge(wager: str, edition: str, decks: int, offering: str, table: str) -> Fraction:
    rules = rules_from_mapping(
        {
            "edition": edition,
            "decks": decks,
            "side_wagers": offering,
            "side_wager_pay_tables": f"{offering}:{table}",
        }
    )
    return par_sheet(wager, rules).house_edge


@pytest.mark.parametrize(
    ("decks", "option", "published"),
    [
        (1, "4", "0.108597"),  # 25 to 1 and 2.5 to 1 (version 1)
        (2, "3", "0.083271"),
        (4, "2", "0.070792"),
        (6, "2", "0.066658"),
        (8, "2", "0.064597"),
        (1, "2", "0.037707"),  # 10 to 1 and 3 to 1 (version 2)
    ],
)
def test_same_suit_as_the_royal_match(decks: int, option: str, published: str) -> None:
    edge = _edge("same-suit", "nj-2024", decks, "same-suit", option)
    assert fraction_decimal(edge, 6) == Decimal(published)


@pytest.mark.parametrize(("decks", "table", "published"), [(6, "6", "2.5723"), (2, "2", "10.6796")])
def test_bet_the_set_as_the_pair_square(decks: int, table: str, published: str) -> None:
    edge = _edge("bet-the-set", "nj-2024+bet-the-set", decks, "bet-the-set", table)
    assert fraction_decimal(edge * 100, 4) == Decimal(published)


@pytest.mark.parametrize(
    ("decks", "published"),
    [(1, "6.89"), (2, "6.51"), (4, "6.29"), (5, "6.25"), (6, "6.21"), (8, "6.17")],
)
def test_buster_paytable_c_as_published(decks: int, published: str) -> None:
    """Paytable C of 2.30(g) is the Wizard of Odds' pay table: 250, 50, 12, 4, 2, 2."""
    edge = _edge("buster", "nj-2024", decks, "buster", "C")
    assert fraction_decimal(edge * 100, 2) == Decimal(published)


def test_buster_six_deck_probabilities_as_published() -> None:
    dealer = dealer_outcomes(shoe_values(6))
    published = {
        8: "0.000012",
        7: "0.000214",
        6: "0.002638",
        5: "0.020473",
        4: "0.089392",
        3: "0.173032",
    }
    for cards, figure in published.items():
        assert fraction_decimal(dealer[bust_line(cards)], 6) == Decimal(figure)
    # Printed as 0.714241, one from the rounded lines above it: 0.7142398... to six places.
    no_win = dealer[NO_BUST] + dealer[DEALER_BLACKJACK]
    assert abs(fraction_decimal(no_win, 6) - Decimal("0.714241")) <= Decimal("0.000001")


@pytest.mark.parametrize(
    ("decks", "edge", "hits"), [(6, "4.724", "28.576"), (2, "5.478", "28.645")]
)
def test_buster_jacobsons_pay_table(decks: int, edge: str, hits: str) -> None:
    """A pay table 2.30(g) does not print, priced on the kit's dealer-hand recursion."""
    pays = {3: 1, 4: 3, 5: 6, 6: 30, 7: 100, 8: 200}
    dealer = dealer_outcomes(shoe_values(decks))
    busts = sum((dealer[bust_line(cards)] for cards in pays), Fraction(0))
    won = sum((dealer[bust_line(cards)] * pay for cards, pay in pays.items()), Fraction(0))
    expected = won - (1 - busts)
    assert fraction_decimal(-expected * 100, 3) == Decimal(edge)
    assert fraction_decimal(busts * 100, 3) == Decimal(hits)
