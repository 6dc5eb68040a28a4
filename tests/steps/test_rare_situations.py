"""The rare situations of suite.harness.rare_strategies are reached: a few draws of each, with a
fixed seed, played on the reference engine with box 1's opening decisions, deal the situation the
strategy names (docs/RARE_SITUATIONS.md). Each check reads the round as dealt: the hands' cards and
the dealer's, not the strategy's own parts."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

from suite.harness.rare_strategies import RARE_SITUATIONS, dealer_hands_of, hand_total
from suite.harness.strategies import TargetedRound, targeted_rounds
from vendor_adapters.protocol import Outcome, Prompt, Wager
from vendor_adapters.session import GameSession
from vendor_adapters.specs import open_adapter

_VALUE = {"A": 1, "T": 10, "J": 10, "Q": 10, "K": 10}


def _total(cards: Sequence[str]) -> int:
    """2.2(b): the total of a hand, an ace as eleven where it does not take it over 21."""
    return hand_total([_VALUE.get(card[0]) or int(card[0]) for card in cards])


def _hands(outcome: Outcome, box: int) -> list[list[str]]:
    return [list(h["cards"]) for h in outcome["final_hands"] if h["box"] == box]


@pytest.fixture(scope="module")
def session() -> GameSession:
    return GameSession(open_adapter("reference"))


def _play(session: GameSession, targeted: TargetedRound, hole_card: str, **options: Any) -> Outcome:
    """The round on the reference engine: box 1's opening decisions where legal, then standing
    (or declining insurance)."""
    table = session.table("nj-2024", {"hole_card": hole_card, **options})
    wagers = [Wager(box=b, player=f"box{b}", amount="10.00") for b in targeted.boxes]
    opening = list(targeted.opening)

    def choose(prompt: Prompt) -> str:
        legal = list(prompt["legal"])
        if opening and prompt["box"] == 1 and prompt["kind"] == "play" and opening[0] in legal:
            return opening.pop(0)
        for answer in ("stand", "no-insurance"):
            if answer in legal:
                return answer
        return legal[0]

    outcome, _ = session.play_choosing(table, targeted.shoe, wagers, choose, limit=80)
    return outcome


def _dealer_21_in(outcome: Outcome, counts: Sequence[int]) -> bool:
    (dealer,) = _hands(outcome, 0)
    return _total(dealer) == 21 and len(dealer) in counts


def _natural_beside_long_21(outcome: Outcome) -> bool:
    (box_2,) = _hands(outcome, 2)
    (dealer,) = _hands(outcome, 0)
    return (
        sorted(_VALUE.get(c[0], 0) for c in box_2) == [1, 10]
        and dealer[0][0] in "ATJQK"
        and _dealer_21_in(outcome, (4, 5))
    )


def _five_against_three(outcome: Outcome) -> bool:
    (box_1,) = _hands(outcome, 1)
    return len(box_1) == 5 and _total(box_1) == 21 and _dealer_21_in(outcome, (3,))


def _twenty_ones(outcome: Outcome) -> bool:
    (box_1,) = _hands(outcome, 1)
    (dealer,) = _hands(outcome, 0)
    return (
        _total(box_1) == 21
        and len(box_1) in (3, 4)
        and _dealer_21_in(outcome, (3, 4, 5))
        and len(dealer) != len(box_1)
    )


def _split_and_doubled(outcome: Outcome) -> bool:
    hands = _hands(outcome, 1)
    (dealer,) = _hands(outcome, 0)
    return len(hands) == 2 and len(hands[0]) == 3 and dealer[0][0] in "ATJQK"


def _doubled(outcome: Outcome) -> bool:
    (box_1,) = _hands(outcome, 1)
    (dealer,) = _hands(outcome, 0)
    return len(box_1) == 3 and dealer[0][0] in "ATJQK"


# situation -> (the check of the round dealt, the options of the table it is played at)
REACHED: dict[str, tuple[Callable[[Outcome], bool], dict[str, Any]]] = {
    "natural-beside-dealer-21-in-four-or-more": (_natural_beside_long_21, {}),
    "five-card-21-against-three-card-21": (_five_against_three, {"five_card_21": True}),
    "twenty-ones-of-other-counts": (_twenty_ones, {}),
    "double-after-split-against-ace-or-ten": (_split_and_doubled, {}),
    "double-against-ace-or-ten": (_doubled, {}),
}


def test_every_rare_situation_has_a_check() -> None:
    assert set(REACHED) == set(RARE_SITUATIONS)


@pytest.mark.parametrize("situation", sorted(REACHED))
@pytest.mark.parametrize("hole_card", ["no-hole-card", "face-down"])
def test_the_situation_is_dealt(session: GameSession, situation: str, hole_card: str) -> None:
    check, options = REACHED[situation]
    played: list[Outcome] = []

    # A few draws under a fixed seed: cheap, and the same draws on every run.
    @seed(27)
    @settings(
        max_examples=4,
        database=None,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(st.data())
    def draw(data: st.DataObject) -> None:
        targeted = data.draw(targeted_rounds(situation, hole_card=hole_card))
        outcome = _play(session, targeted, hole_card, **options)
        assert check(outcome), f"{situation} not dealt: {outcome['final_hands']}"
        played.append(outcome)

    draw()
    assert played


def test_the_dealer_hands_are_completed_at_21() -> None:
    # 2.12(b): T 2 4 5 draws at 12 and 16 and stands on 21; A 6 is a soft 17 and stands.
    fours = dealer_hands_of(4, 21, (10,))
    assert (10, 2, 4, 5) in fours
    assert not any(hand[:2] == (1, 6) for hand in dealer_hands_of(3, 21, (1,)))
    assert all(hand[:2] not in ((1, 10), (10, 1)) for hand in dealer_hands_of(4, 21, (1, 10)))
