"""Steps about the order of a multiple action round (2.18, protocol 1.4), read from the
transcript: a blackjack against a 2 to 9 paid on every spot before any third card (2.7(a)), a
busted hand's wagers collected before the dealer's first hand has its second card ((f)), the
face up card moved to the next hand ((g), (h)), no further hand formed ((f)1, (h)), and the round
concluded after the last hand ((j)).

    Then box 1's wagers on every spot are paid $15 each at 3 to 2 before any player receives a
        third card
    And the dealer's face up card is moved to his second hand under 2.18(g)

A game that reports no settlement event makes the steps about payments not applicable; one that
reports no event of the kind a step reads (`move-up-card`, `no-further-dealer-hands`,
`conclude-multiple-action`, which the protocol does not require) makes that step not applicable,
never passed.

Parser convention: `parsers.parse`, and `parsers.re` where a phrase holds one of listed words.
"""

from __future__ import annotations

from pytest_bdd import parsers, then

from suite.harness.checks import before_any_third_card
from suite.harness.round_under_test import RoundUnderTest
from suite.run.verdicts import not_applicable
from suite.wagers.multiple_action_oracle import dealer_hands
from suite.wagers.multiple_action_round import (
    SPOT_PATTERN,
    SPOT_WORDS,
    every_spot,
    expect_settlement,
)
from suite.wagers.multiple_action_transcript import (
    CONCLUDE,
    MOVE_UP_CARD,
    NO_FURTHER_HANDS,
    dealer_card_events,
)
from suite.wagers.side_wager_oracle import settlement_transcript
from vendor_adapters.protocol import TranscriptEvent

__all__: list[str] = []

_SPOT = SPOT_PATTERN
_AMOUNT = r"\$(?P<amount>[\d.,]+)"


def _dealer(round_under_test: RoundUnderTest) -> dict[int, list[str]]:
    return dealer_hands(round_under_test.play_out()["final_hands"])


def _events(round_under_test: RoundUnderTest) -> list[TranscriptEvent]:
    outcome = round_under_test.play_out()
    return settlement_transcript(outcome, round_under_test.session.handshake()["protocol"])


def _indices(events: list[TranscriptEvent], box: int, how: str) -> list[int]:
    return [
        i
        for i, e in enumerate(events)
        if e.get("kind") == how
        and e.get("box") == box
        and str(e.get("note", "")).startswith("main ")
    ]


@then(
    parsers.re(
        rf"box (?P<box>\d+)'s wagers on every spot are paid {_AMOUNT} each at 3 to 2 before any "
        r"player receives a third card"
    )
)
def _(round_under_test: RoundUnderTest, box: str, amount: str) -> None:
    entries = every_spot(round_under_test, int(box))
    for entry in entries.values():
        expect_settlement(entry, f"wins ${amount} at 3 to 2")
    events = _events(round_under_test)
    paid = _indices(events, int(box), "pay")
    assert len(paid) == len(entries), (
        f"the transcript pays box {box}'s blackjack {len(paid)} time(s), once for each of "
        f"{len(entries)} spots expected"
    )
    for index in paid:
        found = before_any_third_card(events, int(box), index, "paid")
        assert found is None, f"2.7(a): {found}"


@then(
    parsers.parse(
        "box {box:d}'s wagers on every spot are collected with its cards before the dealer's "
        "first hand has its second card"
    )
)
def _(round_under_test: RoundUnderTest, box: int) -> None:
    entries = every_spot(round_under_test, box)
    for entry in entries.values():
        expect_settlement(entry, f"loses ${entry['stake']}")
    events = _events(round_under_test)
    collected = _indices(events, box, "collect")
    assert len(collected) == len(entries), (
        f"the transcript collects box {box}'s wagers {len(collected)} time(s), once for each of "
        f"{len(entries)} spots expected"
    )
    dealer = dealer_hands(round_under_test.play_out()["final_hands"])
    second = (dealer_card_events(events, dealer).get(1) or [len(events)])[0]
    late = [index for index in collected if index > second]
    assert not late, (
        f"box {box}'s wager is collected at event {late[0] + 1}, after the dealer's first hand "
        f"has its second card (event {second + 1}); 2.18(f) collects a busted hand's wagers "
        "with its cards, and (e) forms the dealer's hand only after every player's decisions"
    )


def _events_of(round_under_test: RoundUnderTest, kind: str) -> list[tuple[int, TranscriptEvent]]:
    events = list(round_under_test.play_out().get("transcript") or [])
    found = [(i, e) for i, e in enumerate(events) if e.get("kind") == kind]
    if not found:
        not_applicable(f"the game reports no {kind} event, so this step of 2.18 cannot be seen")
    return found


def _cites(event: TranscriptEvent, clause: str) -> bool:
    return str(event.get("clause", "")).partition("-")[2] == clause


@then(parsers.re(rf"the dealer's face up card is moved to his {_SPOT} hand under (?P<clause>\S+)"))
def _(round_under_test: RoundUnderTest, spot: str, clause: str) -> None:
    moves = _events_of(round_under_test, MOVE_UP_CARD)
    number = SPOT_WORDS[spot]
    up = _dealer(round_under_test)[1][0]
    found = [(i, e) for i, e in moves if e.get("hand") == number]
    assert len(found) == 1, f"the face up card is moved to hand {number} {len(found)} time(s)"
    index, event = found[0]
    assert event.get("card") in (None, up), (
        f"event {index + 1} moves {event.get('card')}, not the original face up card {up}"
    )
    assert _cites(event, clause), f"event {index + 1} cites {event.get('clause')}, not {clause}"


@then(parsers.parse("no further hand of the dealer's is formed, under {clause}"))
def _(round_under_test: RoundUnderTest, clause: str) -> None:
    found = _events_of(round_under_test, NO_FURTHER_HANDS)
    assert len(found) == 1, f"{len(found)} {NO_FURTHER_HANDS} events, not 1"
    index, event = found[0]
    assert _cites(event, clause), f"event {index + 1} cites {event.get('clause')}, not {clause}"
    events = round_under_test.play_out().get("transcript") or []
    later = [e for e in events[index:] if e.get("box") == 0 and e.get("card")]
    assert not later, f"after event {index + 1} the dealer is dealt {later[0].get('card')}"


@then("the round is concluded under 2.18(j) once the last hand's wagers are settled")
def _(round_under_test: RoundUnderTest) -> None:
    (index, _), *more = _events_of(round_under_test, CONCLUDE)
    assert not more, "the round is concluded more than once"
    events = _events(round_under_test)
    settled = [i for i, e in enumerate(events) if e.get("kind") in ("pay", "collect", "return")]
    dealt = [i for i, e in enumerate(events) if e.get("box") == 0 and e.get("card")]
    last = max([*settled, *dealt])
    assert index > last, (
        f"2.18(j): the round is concluded at event {index + 1}, before event {last + 1} "
        f"({events[last].get('kind')})"
    )
