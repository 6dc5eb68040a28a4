"""2.2 cards and values; exact money."""

from __future__ import annotations

from decimal import Decimal

import pytest

from reference_impl.cards import ace_as_one_total, card_value, parse_card, parse_cards
from reference_impl.errors import ShoeError, WagerError
from reference_impl.money import Odds, PayoutRounding, parse_money, payout
from reference_impl.shoe import Shoe
from reference_impl.state import Hand


def test_face_values_and_tens() -> None:
    # 2.2(b)1 and 2: 2 to 10 at face value; J, Q, K count ten.
    assert [card_value(parse_card(f"{rank}S")) for rank in "23456789TJQK"] == [
        2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10,
    ]  # fmt: skip


def test_ace_is_eleven_unless_that_busts() -> None:
    # 2.2(b)3i: A + 6 = 17 (soft); A + 6 + 9 = 16, the ace now one.
    hand = Hand(1, 1)
    for card in parse_cards("AS 6D"):
        hand.add(card)
    assert (hand.total, hand.soft) == (17, True)
    hand.add(parse_card("9C"))
    assert (hand.total, hand.soft) == (16, False)


def test_two_aces_are_twelve() -> None:
    # 2.2(b)3i: only one ace can count eleven: 11 + 1 = 12.
    hand = Hand(1, 1)
    for card in parse_cards("AS AD"):
        hand.add(card)
    assert hand.total == 12


def test_ace_as_one_for_the_over_under_13_wager() -> None:
    # 2.2(b)3ii: A + Q counts 1 + 10 = 11 for the 2.17(a)1 wager.
    assert ace_as_one_total(parse_card("AH"), parse_card("QS")) == 11


def test_ten_may_be_written_t_or_10() -> None:
    assert parse_card("10h") == parse_card("TH")


def test_unknown_card_is_named() -> None:
    with pytest.raises(ShoeError, match="'1X'"):
        parse_card("1X")


def test_more_copies_than_the_decks_hold() -> None:
    with pytest.raises(ShoeError, match=r"card KH appears 3 times but 2 decks hold only 2"):
        Shoe(parse_cards("KH KH KH"), decks=2)


def test_three_to_two_on_five_dollars_is_seven_fifty() -> None:
    # 2.3(e): 5 x 3 / 2 = 7.50.
    assert payout(Decimal(5), Odds(3, 2), PayoutRounding.EXACT, Decimal(1)) == Decimal("7.50")


def test_rounding_options_for_payments_not_in_chips() -> None:
    # 7.50 in $1 chips: down to 7.00, up to 8.00; with $0.50 chips 7.50 is payable.
    odds = Odds(3, 2)
    assert payout(Decimal(5), odds, PayoutRounding.DOWN_TO_CHIP_UNIT, Decimal(1)) == Decimal(7)
    assert payout(Decimal(5), odds, PayoutRounding.UP_TO_CHIP_UNIT, Decimal(1)) == Decimal(8)
    half = Decimal("0.5")
    assert payout(Decimal(5), odds, PayoutRounding.DOWN_TO_CHIP_UNIT, half) == Decimal("7.5")


def test_money_never_from_float() -> None:
    with pytest.raises(WagerError, match="never float"):
        parse_money(7.5)
    assert parse_money("$7.50") == Decimal("7.50")
    with pytest.raises(WagerError, match="whole number of cents"):
        parse_money("7.505")


def test_odds_text() -> None:
    assert Odds.parse("3 to 2") == Odds.parse("3:2") == Odds(3, 2)
    assert str(Odds(2, 1)) == "2 to 1"
