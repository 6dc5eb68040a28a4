"""The 2.2(b) relabelling of suits keeps the cards of a designated blackjack (2.3(e)3)."""

from __future__ import annotations

from reference_impl.catalog import rules_from_mapping
from suite.harness.checks import _relabel, _suit_cycle

DECK = [rank + suit for rank in "A23456789TJQK" for suit in "SHDC"]


def relabelled(cards: str, **options: str) -> str:
    forth, _ = _suit_cycle(rules_from_mapping({"edition": "nj-1996", **options}))
    return " ".join(_relabel(cards.split(), forth))


def test_every_suit_moves_at_a_table_without_a_designated_blackjack() -> None:
    # 2.2(b): spades as hearts, hearts as diamonds, diamonds as clubs, clubs as spades
    assert relabelled("AS KH 7D 2C") == "AH KD 7C 2S"


def test_a_blackjack_of_clubs_does_not_become_the_designated_ace_and_king_of_spades() -> None:
    # 2.3(e)3: AS+KS pays the posted 6 to 5; AC KC is a standard blackjack before and after
    assert relabelled("AC KC AS KS", designated_blackjack="AS+KS@6:5") == "AH KH AS KS"


def test_the_suits_of_a_designated_ace_and_face_card_of_two_suits_are_both_kept() -> None:
    assert relabelled("AS KH AD KC", designated_blackjack="AS+KH@6:5") == "AS KH AC KD"


def test_relabelling_back_gives_every_card_again() -> None:
    for options in (
        {},
        {"designated_blackjack": "AS+KS@6:5"},
        {"designated_blackjack": "AD+JH@2:1"},
    ):
        forth, back = _suit_cycle(rules_from_mapping({"edition": "nj-1996", **options}))
        moved = _relabel(DECK, forth)
        assert sorted(moved) == sorted(DECK)
        assert _relabel(moved, back) == DECK
