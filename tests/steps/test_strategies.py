"""The targeted strategies reach the situations they name, and the profiles are as documented."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from reference_impl.catalog import rules_from_mapping
from reference_impl.errors import RulesError
from suite.harness.strategies import (
    DECK,
    PROFILES,
    SITUATIONS,
    TargetedRound,
    choose_by_indices,
    house_options,
    shuffled_shoes,
    targeted_rounds,
)
from vendor_adapters.protocol import Wager
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession, RoundScript

WAGER: tuple[Wager, ...] = ({"box": 1, "player": "p1", "amount": "10"},)
_SESSION = GameSession(ReferenceAdapter())
TABLES = {
    "face-down": _SESSION.table(
        "nj-2024",
        {"hole_card": "face-down", "max_splits": 3, "boxes": 6, "five_card_21": True},
    ),
}


def _box_one(targeted: TargetedRound) -> list[list[str]]:
    """Box 1's final hands when the round is played with the opening, then standing."""
    script = _complete(RoundScript(targeted.shoe, WAGER, targeted.opening))
    played = _SESSION.play(TABLES["face-down"], script)
    return [hand["cards"] for hand in played["final_hands"] if hand["box"] == 1]


def _hands_by_box(targeted: TargetedRound) -> dict[int, list[list[str]]]:
    """Every box's final hands, the dealer's as box 0, when each box the situation deals to
    wagers $10 and the round is played with the opening, then standing."""
    wagers = tuple(Wager(box=box, player=f"p{box}", amount="10") for box in targeted.boxes)
    script = _complete(RoundScript(targeted.shoe, wagers, targeted.opening))
    hands: dict[int, list[list[str]]] = {}
    for hand in _SESSION.play(TABLES["face-down"], script)["final_hands"]:
        hands.setdefault(hand["box"], []).append(hand["cards"])
    return hands


def _complete(script: RoundScript) -> RoundScript:
    """The opening decisions, then stand on every hand still asked (insurance declined)."""
    round_id, status = _SESSION.begin(TABLES["face-down"], script.shoe, script.wagers)
    decisions: list[str] = []
    opening = list(script.decisions)
    while (prompt := status["prompt"]) is not None:
        if prompt["kind"] == "insurance":
            decision = "no-insurance"
        elif opening and opening[0] in prompt["legal"]:
            decision = opening.pop(0)
        else:
            decision = "stand"
        decisions.append(decision)
        status = _SESSION.decide(round_id, decision)
    return RoundScript(script.shoe, script.wagers, tuple(decisions))


@given(targeted_rounds("natural-against-ten", hole_card="face-down"))
def test_natural_against_a_ten(targeted: TargetedRound) -> None:
    (hand,) = _box_one(targeted)
    assert hand[0][0] == "A" and hand[1][0] in "TJQK"
    assert targeted.shoe[1][0] in "TJQK"  # the dealer's face-up card


@given(targeted_rounds("split-to-four-hands", hole_card="face-down"))
def test_split_to_four_hands(targeted: TargetedRound) -> None:
    hands = _box_one(targeted)
    assert len(hands) == 4
    assert len({hand[0][0] for hand in hands}) == 1


@given(targeted_rounds("five-cards-totalling-21", hole_card="face-down"))
def test_five_cards_totalling_21(targeted: TargetedRound) -> None:
    (hand,) = _box_one(targeted)
    assert len(hand) == 5
    assert sum(int(card[0]) for card in hand) == 21


@given(targeted_rounds("suited-6-7-8", hole_card="face-down"))
def test_suited_6_7_8(targeted: TargetedRound) -> None:
    (hand,) = _box_one(targeted)
    assert sorted(card[0] for card in hand) == ["6", "7", "8"]
    assert len({card[1] for card in hand}) == 1


@given(targeted_rounds("three-sevens", hole_card="face-down"))
def test_three_sevens(targeted: TargetedRound) -> None:
    (hand,) = _box_one(targeted)
    assert [card[0] for card in hand] == ["7", "7", "7"]


def _blackjack_beside_a_hit(targeted: TargetedRound, up_ranks: str) -> None:
    """Box 2 has an ace and a ten-valued card against a dealer's card of `up_ranks`; box 1,
    first to play, holds two cards of 2 to 9 and hits once (then stands)."""
    assert targeted.boxes == (1, 2)
    assert targeted.opening == ("hit",)
    hands = _hands_by_box(targeted)
    ((first, second),) = hands[2]
    ranks = {first[0], second[0]}
    assert "A" in ranks and ranks & set("TJQK")
    (box_one,) = hands[1]
    assert len(box_one) == 3
    assert all(card[0] in "23456789" for card in box_one[:2])
    (dealer,) = hands[0]
    assert dealer[0][0] in up_ranks


@given(targeted_rounds("natural-beside-a-hit", hole_card="face-down"))
def test_natural_beside_a_hit(targeted: TargetedRound) -> None:
    _blackjack_beside_a_hit(targeted, "23456789")


@given(targeted_rounds("natural-against-ace-or-ten-beside-a-hit", hole_card="face-down"))
def test_natural_against_ace_or_ten_beside_a_hit(targeted: TargetedRound) -> None:
    _blackjack_beside_a_hit(targeted, "ATJQK")


def test_every_situation_has_a_test_here() -> None:
    tested = {
        "natural-against-ten",
        "split-to-four-hands",
        "five-cards-totalling-21",
        "suited-6-7-8",
        "three-sevens",
        "natural-beside-a-hit",
        "natural-against-ace-or-ten-beside-a-hit",
    }
    assert tested <= set(SITUATIONS)


def _valid(edition: str, options: dict[str, Any]) -> bool:
    try:
        rules_from_mapping({**options, "edition": edition})
    except RulesError:
        return False
    return True


@given(
    st.sampled_from(["nj-1996", "nj-2004", "nj-2024"]).flatmap(
        lambda edition: st.tuples(st.just(edition), house_options(edition, _valid))
    )
)
def test_generated_house_options_are_allowed_by_the_edition(
    pair: tuple[str, dict[str, Any]],
) -> None:
    edition, options = pair
    assert _valid(edition, options)


def test_the_policy_shrinks_toward_standing() -> None:
    choose = choose_by_indices([])
    assert choose({"legal": ["hit", "stand", "double"]}) == "stand"
    # In order of preference the legal decisions are stand, hit, double.
    assert choose_by_indices([2])({"legal": ["hit", "stand", "double"]}) == "double"


def test_the_ci_profile_is_derandomized_and_keeps_no_database() -> None:
    assert PROFILES["ci"]["derandomize"] is True
    assert PROFILES["ci"]["database"] is None
    assert PROFILES["certify"]["max_examples"] >= 1000


@given(shuffled_shoes(2))
def test_shuffled_shoes_hold_exactly_the_decks(shoe: list[str]) -> None:
    assert sorted(shoe) == sorted(DECK * 2)
