"""19:47-3.1(b), (c) and the burn's count of 3.5(d), worked from the text."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reference_impl.baccarat import BaccaratProcedure
from reference_impl.baccarat.cards import burn_value, card_value, hand_total, point_of_total
from reference_impl.cards import parse_card, parse_cards

RULES = BaccaratProcedure()


@pytest.mark.parametrize(
    ("rank", "value"),
    [("2", 2), ("3", 3), ("4", 4), ("5", 5), ("6", 6), ("7", 7), ("8", 8), ("9", 9)],
)
def test_cards_2_to_9_have_their_face_value(rank: str, value: int) -> None:
    # 3.1(b)1: "Any card from 2 to 9 shall have its face value"
    for suit in "SHDC":
        assert RULES.card_value(parse_card(rank + suit)) == value


@pytest.mark.parametrize("rank", ["T", "J", "Q", "K"])
def test_tens_and_faces_have_a_value_of_zero(rank: str) -> None:
    # 3.1(b)2: "Any Ten, Jack, Queen or King shall have a value of zero"
    assert RULES.card_value(parse_card(rank + "H")) == 0


def test_an_ace_has_a_value_of_one() -> None:
    # 3.1(b)3
    assert RULES.card_value(parse_card("AD")) == 1


def test_the_texts_first_example_ace_2_4_has_a_point_count_of_7() -> None:
    # 3.1(c)1: 1 + 2 + 4 = 7
    assert RULES.point_count(parse_cards("AS 2H 4D")) == 7


def test_the_texts_second_example_ace_2_9_totals_12_point_count_2() -> None:
    # 3.1(c)2: 1 + 2 + 9 = 12, the left digit 1 discarded
    cards = parse_cards("AC 2S 9H")
    assert hand_total(cards) == 12
    assert RULES.point_count(cards) == 2


def test_a_two_digit_total_keeps_its_right_digit() -> None:
    # 3.1(c): 9 + 9 + 8 = 26 -> 6; K + Q + T = 0 -> 0; 5 + 5 = 10 -> 0
    assert RULES.point_count(parse_cards("9S 9H 8D")) == 6
    assert RULES.point_count(parse_cards("KS QH TD")) == 0
    assert RULES.point_count(parse_cards("5S 5H")) == 0


@pytest.mark.parametrize(
    ("card", "burned"),
    [("KS", 10), ("QH", 10), ("JD", 10), ("TC", 10), ("AS", 1), ("2H", 2), ("7D", 7), ("9C", 9)],
)
def test_the_burn_counts_faces_and_tens_as_ten_and_aces_as_one(card: str, burned: int) -> None:
    # 3.5(d): "Face cards and tens count as tens. Aces count as one."
    assert RULES.burn_count(parse_card(card)) == burned
    assert burn_value(parse_card(card)) == burned


def test_a_king_is_zero_in_a_hand_and_ten_in_the_burn() -> None:
    king = parse_card("KH")
    assert card_value(king) == 0  # 3.1(b)2
    assert burn_value(king) == 10  # 3.5(d)


@given(st.lists(st.integers(0, 51), min_size=1, max_size=6))
def test_the_point_count_is_a_digit_equal_to_the_total_mod_10(cards: list[int]) -> None:
    count = RULES.point_count(cards)
    assert 0 <= count <= 9
    assert count == hand_total(cards) % 10
    assert count == int(str(hand_total(cards))[-1])  # the right digit, as 3.1(c) says
    assert point_of_total(hand_total(cards)) == count
