"""The par sheets' counting against brute force on one deck (two for a suited pair), settled by
the engine's own rule functions: the same probability of every net amount, exactly."""

from __future__ import annotations

from collections import Counter, defaultdict
from decimal import Decimal
from fractions import Fraction

import pytest

from reference_impl.cards import parse_card
from reference_impl.catalog import rules_from_mapping
from reference_impl.par import ParSheet, par_sheet
from reference_impl.rules import TableRules
from reference_impl.side_wagers.buster_2_30.par.dealer_bust import dealer_outcomes, shoe_values
from tests.par.brute_force import dealer_hand_nets, initial_cards_nets


def _table(edition: str, decks: int, offering: str, **options: str) -> TableRules:
    return rules_from_mapping(
        {"edition": edition, "decks": decks, "side_wagers": offering, **options}
    )


def _by_net(sheet: ParSheet) -> dict[Fraction, Fraction]:
    mass: defaultdict[Fraction, Fraction] = defaultdict(Fraction)
    for line in sheet.lines:
        if line.probability:
            mass[line.net] += line.probability
    return dict(mass)


def _brute(tally: Counter[Fraction], scale: int) -> dict[Fraction, Fraction]:
    return {net: Fraction(count, scale) for net, count in tally.items() if count}


def _sequences(cards: int, length: int) -> int:
    result = 1
    for step in range(length):
        result *= cards - step
    return result


@pytest.mark.parametrize("wager", ["over-13", "under-13"])
def test_over_under_13_on_one_deck(wager: str) -> None:
    rules = _table("nj-2024", 1, "over-under-13")
    tally = initial_cards_nets(wager, rules, 2)
    assert _brute(tally, _sequences(52, 2)) == _by_net(par_sheet(wager, rules))


@pytest.mark.parametrize("option", ["1", "2", "3", "4"])
@pytest.mark.parametrize("edition", ["nj-1996", "nj-2004", "nj-2024"])
def test_same_suit_on_one_deck(edition: str, option: str) -> None:
    rules = _table(edition, 1, "same-suit", side_wager_pay_tables=f"same-suit:{option}")
    tally = initial_cards_nets("same-suit", rules, 2)
    assert _brute(tally, _sequences(52, 2)) == _by_net(par_sheet("same-suit", rules))


@pytest.mark.parametrize("third_card", [True, False])
def test_sevens_on_one_deck(third_card: bool) -> None:
    rules = _table("nj-2024", 1, "sevens")
    tally = initial_cards_nets("sevens", rules, 3 if third_card else 2)
    scale = _sequences(52, 3 if third_card else 2)
    sheet = par_sheet("sevens", rules, third_card=third_card)
    assert _brute(tally, scale) == _by_net(sheet)


@pytest.mark.parametrize("decks", [1, 2])
@pytest.mark.parametrize("table", ["1", "2", "3", "4", "5", "6"])
@pytest.mark.parametrize(
    ("pair", "not_available"),
    [("same-rank", "pair-line"), ("same-value", "pair-line"), ("same-rank", "lose")],
)
def test_bet_the_set_on_one_and_two_decks(
    decks: int, table: str, pair: str, not_available: str
) -> None:
    rules = _table(
        "nj-2024+bet-the-set",
        decks,
        "bet-the-set",
        side_wager_pay_tables=f"bet-the-set:{table}",
        bet_the_set_pair=pair,
        bet_the_set_not_available=not_available,
    )
    tally = initial_cards_nets("bet-the-set", rules, 2)
    assert _brute(tally, _sequences(52 * decks, 2)) == _by_net(par_sheet("bet-the-set", rules))


@pytest.mark.parametrize("table", ["A", "F"])
def test_buster_on_one_deck(table: str) -> None:
    rules = _table("nj-2024", 1, "buster", side_wager_pay_tables=f"buster:{table}")
    tally, scale, _ = dealer_hand_nets(rules)
    assert _brute(tally, scale) == _by_net(par_sheet("buster", rules))


@pytest.mark.parametrize("bonus", ["B1", "B3"])
def test_the_free_bonus_on_one_deck(bonus: str) -> None:
    """The lines with the player's blackjack: an ace and each ten-valued rank he may hold (the
    suits do not change the dealer's ranks: each stands for 4 x 4 pairs of cards), the dealer's
    hands from the 50 cards left, the engine's decision with its Free Bonus."""
    rules = _table(
        "nj-2024",
        1,
        "buster,buster-free-bonus",
        side_wager_pay_tables=f"buster:B,buster-free-bonus:{bonus}",
    )
    stake = Decimal("5.00")
    total: defaultdict[Fraction, Fraction] = defaultdict(Fraction)
    for ten in ("TS", "JS", "QS", "KS"):
        held = (parse_card("AS"), parse_card(ten))
        tally, scale, _ = dealer_hand_nets(rules, held, blackjack=True, stake=stake)
        for net, weight in tally.items():
            # 4 x 4 suit pairs, either order, out of 52 x 51 ordered pairs.
            total[net] += Fraction(16 * 2 * weight, scale * 52 * 51)
    sheet = par_sheet("buster", rules, stake=stake)
    with_blackjack = {line.net: line.probability for line in sheet.lines if line.bonus}
    regular = {line.net for line in sheet.lines if line.bonus is None}
    bonus_nets = {net: mass for net, mass in total.items() if net not in regular}
    assert bonus_nets == with_blackjack
    assert len(with_blackjack) == 2


def test_the_players_cards_taken_out_change_nothing_for_a_standing_player() -> None:
    """The sheet's assumption: averaged over every two cards the player may hold, the dealer's
    hand from the rest of the shoe is the dealer's hand from the full shoe."""
    decks = 2
    full = shoe_values(decks)
    cards = sum(full)
    averaged: defaultdict[str, Fraction] = defaultdict(Fraction)
    for first in range(1, 11):
        for second in range(1, 11):
            ways = full[first - 1] * (full[second - 1] - (first == second))
            if not ways:
                continue
            rest = dealer_outcomes(shoe_values(decks, (first, second)))
            for line, probability in rest.items():
                averaged[line] += Fraction(ways, cards * (cards - 1)) * probability
    assert dict(averaged) == dealer_outcomes(full)
