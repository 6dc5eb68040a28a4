"""The shoe composer deals each box and the dealer the cards the plan gives them, under every
hole-card procedure of 2.6(h), (j) and (k)."""

from __future__ import annotations

import pytest

from suite.harness.shoe_composer import (
    ComposeError,
    DealPlan,
    compose_shoe,
    parse_cards,
    parse_deal,
)
from vendor_adapters.protocol import Wager
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession, RoundScript

PROCEDURES = ("no-hole-card", "face-down", "face-down-card-reader", "face-up")


def test_the_deal_order_of_2_6_e_with_a_hole_card() -> None:
    plan = parse_deal("box 2: 9C 7D; box 1: 5S 6H; dealer: TD 8S; draws: 9H", hole_card="face-down")
    shoe = compose_shoe(plan)
    # First cards from the dealer's left, the up card, second cards, then the hole card.
    assert shoe[:7] == ("5S", "9C", "TD", "6H", "7D", "8S", "9H")


def test_without_a_hole_card_the_dealer_s_second_card_follows_the_players() -> None:
    plan = parse_deal("box 1: 5S 6H; dealer: TD 8S; draws: 9H", hole_card="no-hole-card")
    assert compose_shoe(plan)[:5] == ("5S", "TD", "6H", "9H", "8S")


def test_filler_follows_and_never_exceeds_the_decks() -> None:
    plan = parse_deal("box 1: 2C 2C; dealer: 9D 8S", hole_card="face-up", decks=2)
    shoe = compose_shoe(plan)
    assert shoe[4:6] == ("2D", "2H")  # both twos of clubs are used: the filler skips them
    assert shoe.count("2C") == 2
    assert len(shoe) == 4 + 12


@pytest.mark.parametrize("procedure", PROCEDURES)
def test_the_reference_engine_deals_the_planned_hands(procedure: str) -> None:
    # Box 1 stands on 11 + 9 = 20 after one hit; box 3 stands on 17; the dealer shows 9, has 7.
    plan = parse_deal(
        "box 1: 5S 6H; box 3: TC 7C; dealer: 9D 7S; draws: 9H; dealer draws: 2D",
        hole_card=procedure,
    )
    session = GameSession(ReferenceAdapter())
    table = session.table("nj-2024", {"hole_card": procedure})
    wagers: tuple[Wager, ...] = (
        {"box": 1, "player": "p1", "amount": "10"},
        {"box": 3, "player": "p3", "amount": "10"},
    )
    outcome = session.play(
        table, RoundScript(compose_shoe(plan), wagers, ("hit", "stand", "stand"))
    )
    hands = {(h["box"], h["hand"]): h["cards"] for h in outcome["final_hands"]}
    assert hands[(1, 1)] == ["5S", "6H", "9H"]
    assert hands[(3, 1)] == ["TC", "7C"]
    assert hands[(0, 1)] == ["9D", "7S", "2D"]  # 16 draws to 18 (2.12)


def test_ten_may_be_written_10() -> None:
    assert parse_cards("10D as") == ("TD", "AS")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("box 1: AS; dealer: 9D 7S", "write box N: CARD CARD"),
        ("box 1: AS KH; dealer: 9D", "the dealer needs two cards"),
        ("box 1: AS 1H; dealer: 9D 7S", "'1H' is not a card"),
        ("box 1: AS KH; seat: 9D 7S", "parts are 'box N', 'dealer'"),
        ("box 9: AS KH; dealer: 9D 7S", "box 9 must be 1 to 7"),
    ],
)
def test_a_deal_that_cannot_be_written_says_why(text: str, message: str) -> None:
    with pytest.raises(ComposeError) as caught:
        parse_deal(text, hole_card="face-down")
    assert message in str(caught.value)


def test_more_copies_than_the_decks_hold_cite_2_2_a() -> None:
    plan = DealPlan(
        hole_card="face-up", boxes={1: ("AS", "AS")}, dealer_up="AS", dealer_second="9D", decks=2
    )
    with pytest.raises(ComposeError) as caught:
        compose_shoe(plan)
    assert str(caught.value) == "AS appears 3 times, but 2 decks hold only 2 (2.2(a))"
