"""Bet the Set 21 (13:69F-2.29, edition nj-2024+bet-the-set) in the reference engine. Every amount
is worked out by hand from the clause named in the test. Box 1 wagers $10 and $5 on Bet the Set;
the table has no hole card unless the test says otherwise, so the deal is box 1's first card, the
dealer's up card, box 1's second card, the players' draws, then the dealer's cards (2.6(e), (h)).

2.29(g): Regular Pair / Suited Pair: Paytable 1 N/A / 15 to 1; 2: 10 / 25; 3: 10 / 15; 4: 10 / 12;
5: 12 / N/A; 6: 10 / 20 (to 1)."""

from __future__ import annotations

from typing import Any

import pytest

from reference_impl.actions import parse_actions
from reference_impl.catalog import rules_from_mapping
from reference_impl.errors import RulesError
from reference_impl.money import format_money
from reference_impl.record import play
from reference_impl.round import Round
from reference_impl.wagers import BoxWager

EDITION = "nj-2024+bet-the-set"


def set_round(first: str, second: str, decisions: str = "stand", **options: Any) -> Round:
    """Box 1 gets `first` and `second` against the dealer's 6S, who then draws TH 9C (25)."""
    options.setdefault("hole_card", "no-hole-card")
    options.setdefault("edition", EDITION)
    options.setdefault("side_wagers", "bet-the-set")
    rules = rules_from_mapping(options)
    wagers = [BoxWager.of(1, "10", side={"bet-the-set": "5"})]
    shoe = f"{first} 6S {second} 5D TH 9C"
    return play(rules, shoe, wagers, parse_actions(decisions))


def entries(game: Round) -> list[tuple[str, str, str, str]]:
    """(result, net, clause, odds) of the Bet the Set wager's ledger entries."""
    return [
        (e.result.value, format_money(e.net), e.clause, "" if e.odds is None else str(e.odds))
        for e in game.ledger.entries
        if e.kind.value == "bet-the-set"
    ]


PAID = "13:69F-2.29(g)"


@pytest.mark.parametrize(
    ("table", "cards", "odds", "net"),
    [
        # 8H 8C: a pair of two suits, the Regular Pair line; $5 at its odds.
        ("2", ("8H", "8C"), "10 to 1", "50.00"),
        ("3", ("8H", "8C"), "10 to 1", "50.00"),
        ("4", ("8H", "8C"), "10 to 1", "50.00"),
        ("5", ("8H", "8C"), "12 to 1", "60.00"),
        ("6", ("8H", "8C"), "10 to 1", "50.00"),
        # 8H 8H (six decks hold six): a suited pair, the Suited Pair line.
        ("1", ("8H", "8H"), "15 to 1", "75.00"),
        ("2", ("8H", "8H"), "25 to 1", "125.00"),
        ("3", ("8H", "8H"), "15 to 1", "75.00"),
        ("4", ("8H", "8H"), "12 to 1", "60.00"),
        ("6", ("8H", "8H"), "20 to 1", "100.00"),
    ],
)
def test_every_printed_cell(table: str, cards: tuple[str, str], odds: str, net: str) -> None:
    game = set_round(*cards, side_wager_pay_tables=f"bet-the-set:{table}")
    assert entries(game) == [("win", net, PAID, odds)]
    assert game.ledger.is_balanced()


def test_no_pair_loses() -> None:
    # 8H 9H: of one suit but no pair: the $5 is collected (2.29(d), (e)1).
    assert entries(set_round("8H", "9H")) == [("lose", "-5.00", "13:69F-2.29(e)1", "")]


def test_paytable_1_pays_no_regular_pair() -> None:
    # Paytable 1 prints N/A for a regular pair: there are no odds to pay it at; it loses
    # under either reading of I-2.29g-not-available.
    for reading in ("pair-line", "lose"):
        game = set_round(
            "8H",
            "8C",
            side_wager_pay_tables="bet-the-set:1",
            bet_the_set_not_available=reading,
        )
        assert entries(game) == [("lose", "-5.00", PAID, "")]


def test_paytable_5_pays_a_suited_pair_as_a_pair_by_default() -> None:
    # Paytable 5 prints N/A for a suited pair; a suited pair is a pair (2.29(d)) and is paid on
    # the Regular Pair line, 12 to 1 on $5 = $60 (I-2.29g-not-available, pair-line).
    game = set_round("8H", "8H", side_wager_pay_tables="bet-the-set:5")
    assert entries(game) == [("win", "60.00", PAID, "12 to 1")]


def test_paytable_5_suited_pair_loses_where_the_table_reads_na_as_no_payout() -> None:
    game = set_round(
        "8H", "8H", side_wager_pay_tables="bet-the-set:5", bet_the_set_not_available="lose"
    )
    assert entries(game) == [("lose", "-5.00", PAID, "")]


def test_a_king_and_a_queen_are_a_pair_only_where_the_table_reads_pair_as_value() -> None:
    # KH QC: two ten-valued cards of different ranks. By rank they are no pair and lose; read as
    # one point value (I-2.29d-pair) they are a regular pair: 10 to 1 on $5 = $50 (Paytable 2).
    assert entries(set_round("KH", "QC")) == [("lose", "-5.00", "13:69F-2.29(e)1", "")]
    game = set_round("KH", "QC", bet_the_set_pair="same-value")
    assert entries(game) == [("win", "50.00", PAID, "10 to 1")]


def test_a_suited_pair_at_one_deck_is_two_cards_of_one_rank_and_suit() -> None:
    # A single deck holds one 8H: a suited pair there is impossible, a pair of two suits is the
    # Regular Pair: Paytable 2, 10 to 1 on $5 = $50.
    game = set_round("8H", "8D", decks=1)
    assert entries(game) == [("win", "50.00", PAID, "10 to 1")]


def test_settled_after_every_second_card_before_any_draw_or_card_reader() -> None:
    # Boxes 1 and 2, card reader: box 1 8H 8C, box 2 9D 9D, dealer AS up. Both Bet the Set
    # wagers are settled after box 2's second card and the hole card, before insurance, the
    # card reader's peek and any draw (2.29(e)).
    rules = rules_from_mapping(
        {"edition": EDITION, "side_wagers": "bet-the-set", "hole_card": "face-down-card-reader"}
    )
    wagers = [
        BoxWager.of(1, "10", "p1", side={"bet-the-set": "5"}),
        BoxWager.of(2, "10", "p2", side={"bet-the-set": "5"}),
    ]
    game = play(
        rules,
        "8H 9D AS 8C 9D 5H 3C 9C TC",
        wagers,
        parse_actions("no-insurance no-insurance hit stand stand"),
    )
    kinds = [e.kind for e in game.events]
    pays = [i for i, e in enumerate(game.events) if e.kind == "pay" and e.clause == PAID]
    assert len(pays) == 2
    last_deal = max(i for i, kind in enumerate(kinds) if kind == "deal")
    assert last_deal < pays[0]
    assert max(pays) < kinds.index("card-reader-peek")
    assert max(pays) < kinds.index("hit")


def test_bet_the_set_is_only_in_the_amended_edition() -> None:
    with pytest.raises(RulesError, match=r"edition nj-2024 has no such wager"):
        rules_from_mapping({"edition": "nj-2024", "side_wagers": "bet-the-set"})
