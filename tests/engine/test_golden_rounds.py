"""Every golden round file under tests/golden/rounds plays to its hand-worked ledger.

A file may also state, for a final hand, its flags (`blackjack`, `busted`, `doubled`,
`surrendered`) besides its cards and total, and the transcript events the rule text calls for
(`[[expected.events]]`: `kind` and any of `clause`, `box`, `hand`, `card`, `total`; box 0 is the
dealer), which must appear in that order among the round's events, others between them; and
the irregularities of 2.15 injected into the round (`[[irregularities]]`, in the wire form:
`kind` and its placement); and who is a newcomer or sat a round out since the reshuffle
(`[entry]`: `newcomers`, `sat_out`, `reserved`, for the options of 2.3(i) and (j)). The
expected part may also list the kinds of event the rule text rules out in that round
(`absent`, e.g. ["reveal-hole-card"]): none of the round's events (or, for a golden shoe, of
its table events) may be of those kinds; and what the round asks, in order
(`[[expected.prompts]]`: `kind`, e.g. "play" or "missed-card", and any of `box`, `hand`,
`spot`), each before one of its decisions; and the cards the round took from the shoe, in
order (`dealt`, burned and discarded cards too), where the shoe holds more.
"""

from __future__ import annotations

import tomllib
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from reference_impl.actions import parse_actions
from reference_impl.cards import CARD_LABELS, parse_cards
from reference_impl.catalog import rules_from_mapping
from reference_impl.entry import EntryHistory
from reference_impl.irregularities import irregularity_from_mapping
from reference_impl.record import play, replay, to_record
from reference_impl.round import Round
from reference_impl.shoe import Shoe, full_decks
from reference_impl.shoe_script import ShoeRound, ShoeScript, ShuffleScript
from reference_impl.shoe_session import play_shoe
from reference_impl.wagers import BoxWager
from regulations.errors import KitError

GOLDEN_DIR = Path(__file__).resolve().parent.parent / "golden" / "rounds"
GOLDEN_FILES = sorted(GOLDEN_DIR.glob("*.toml"))
SHOES_DIR = GOLDEN_DIR.parent / "shoes"
SHOE_FILES = sorted(SHOES_DIR.glob("*.toml"))


def _load(path: Path) -> dict[str, Any]:
    return tomllib.loads(path.read_text(encoding="utf-8"))


def _wagers(items: list[dict[str, Any]]) -> list[BoxWager]:
    return [
        BoxWager.of(
            int(item["box"]),
            str(item["amount"]),
            str(item.get("player", "")),
            seated=bool(item.get("seated", True)),
            side=item.get("side"),
        )
        for item in items
    ]


def _entry_history(data: dict[str, Any]) -> EntryHistory | None:
    """Who made no wager on the first round after the reshuffle, or sat a round out (2.3(i)),
    as the file's `[entry]` states; None without one."""
    entry = data.get("entry")
    if entry is None:
        return None
    return EntryHistory(
        newcomers=frozenset(entry.get("newcomers", [])),
        sat_out=frozenset(entry.get("sat_out", [])),
        reserved=frozenset(entry.get("reserved", [])),
    )


def _play(data: dict[str, Any]) -> Round:
    rules = rules_from_mapping({"edition": data["edition"], **data.get("rules", {})})
    wagers = _wagers(data.get("wagers", []))
    irregularities = [irregularity_from_mapping(item) for item in data.get("irregularities", [])]
    history = _entry_history(data)
    if history is not None:
        game = Round(
            rules,
            Shoe(parse_cards(data["shoe"]), decks=rules.decks),
            wagers,
            irregularities=irregularities,
            entry=history,
        )
        for action in parse_actions(data.get("decisions", "")):
            game.apply(action)
        return game
    return play(
        rules,
        data["shoe"],
        wagers,
        parse_actions(data.get("decisions", "")),
        irregularities=irregularities,
    )


def _prompts_asked(data: dict[str, Any]) -> list[dict[str, object]]:
    """The round of `data` played again, with what it asked before each decision (its
    `Prompt`: kind, box, hand, spot) in order."""
    rules = rules_from_mapping({"edition": data["edition"], **data.get("rules", {})})
    history = _entry_history(data)
    game = Round(
        rules,
        Shoe(parse_cards(data["shoe"]), decks=rules.decks),
        _wagers(data.get("wagers", [])),
        irregularities=[irregularity_from_mapping(item) for item in data.get("irregularities", [])],
        entry=history,
    )
    asked: list[dict[str, object]] = []
    for action in parse_actions(data.get("decisions", "")):
        prompt = game.prompt
        assert prompt is not None, f"no prompt for {action}"
        asked.append(
            {"kind": prompt.kind.value, "box": prompt.box, "hand": prompt.hand, "spot": prompt.spot}
        )
        game.apply(action)
    return asked


_HAND_FLAGS = ("blackjack", "busted", "doubled", "surrendered")
_EVENT_FIELDS = ("kind", "clause", "box", "hand", "card", "total")
_SHOE_EVENT_FIELDS = ("kind", "clause", "box", "card", "round", "note")


def _events_in_order(
    events: list[dict[str, object]],
    wanted: list[dict[str, Any]],
    fields: tuple[str, ...] = _EVENT_FIELDS,
) -> None:
    """Each wanted event matches a later event of the round than the one before it."""
    position = 0
    for want in wanted:
        unknown = set(want) - set(fields)
        assert not unknown, f"an expected event has no field {sorted(unknown)}"
        while position < len(events) and any(
            events[position].get(key) != value for key, value in want.items()
        ):
            position += 1
        assert position < len(events), f"no event {want} in order in {events}"
        position += 1


# The transcript records the dealer at box 0 (reference_impl.transcript.Event), on the hand of
# his that the event is about: one hand, or at multiple action blackjack the first to third
# (2.18(e)-(i)); an event of a player's hand names a box and a hand that the round has.
_DEALER_KINDS = frozenset(
    {
        "dealer-up-card",
        "dealer-second-card",
        "dealer-draw",
        "hole-card-face-down",
        "hole-card-face-up",
        "card-reader-peek",
        "reveal-hole-card",
        "announce-dealers-card",
        "announce-dealer-total",
        "announce-dealer-blackjack",
        "no-second-card",
        "no-further-cards",
        "move-up-card",
        "collect-dealer-cards",
        "no-further-dealer-hands",
        "conclude-multiple-action",
        "dealer-draws-on-seventeen",
        "dealer-misses-card",
        "hole-card-into-reader",
        "all-hands-dead",
        "up-card-discarded",
        "up-card-not-moved",
        "continue-as-if-moved",
        "reconstruct-last-hand",
        "place-up-card",
        "return-to-discard-rack",
        "resume-play",
    }
)
_PLAYER_KINDS = frozenset(
    {
        "deal",
        "hit",
        "stand",
        "bust",
        "double",
        "split",
        "surrender",
        "insurance",
        "no-insurance",
        "announce-total",
        "announce-blackjack",
        "remove-cards",
        "pay",
        "collect",
        "return",
        "no-further-cards-for-hand",
        "collect-busted-hand",
    }
)


def _transcript_places(game: Round) -> None:
    """Every event of the dealer is at box 0 on one of his hands, every event of a player's hand
    on a box and hand of the round."""
    hands = {(hand["box"], hand["hand"]) for hand in game.final_hands()}
    for event in game.events:
        where = (event.box, event.hand)
        if event.kind in _DEALER_KINDS:
            assert event.box == 0 and where in hands, f"{event} is not at one of the dealer's hands"
        elif event.kind in _PLAYER_KINDS:
            assert event.box != 0 and where in hands, f"{event} names no hand of the round"


def _no_events_of(events: Sequence[Any], kinds: list[str]) -> None:
    """None of `events` is of a kind in `kinds` (what the clause rules out in this round)."""
    found = [event.to_dict() for event in events if event.kind in kinds]
    assert not found, f"events the round must not have: {found}"


def _check_ledger(game: Round, wanted: list[dict[str, Any]]) -> list[dict[str, object]]:
    """The round's ledger is `wanted`, entry by entry; returns the entries."""
    entries = [entry.to_dict() for entry in game.ledger.entries]
    assert len(entries) == len(wanted), entries
    for got, written in zip(entries, wanted, strict=True):
        # `odds` and `dealer_hand` (2.18: the dealer's hand of a multiple action spot) are absent
        # unless the file states them.
        want = {"odds": None, "dealer_hand": None, **written}
        assert {key: got.get(key) for key in want} == want, got
    return entries


def _check_hands(game: Round, wanted: list[dict[str, Any]]) -> None:
    """Each hand of `wanted` ends with its cards, total and the flags it states."""
    final = {(hand["box"], hand["hand"]): hand for hand in game.final_hands()}
    for want in wanted:
        got = final[(want["box"], want["hand"])]
        assert (got["cards"], got["total"]) == (want["cards"], want["total"])
        flags = [flag for flag in _HAND_FLAGS if flag in want]
        assert {flag: got[flag] for flag in flags} == {flag: want[flag] for flag in flags}, got


def test_there_are_at_least_forty_golden_rounds() -> None:
    assert len(GOLDEN_FILES) >= 40


@pytest.mark.parametrize("path", GOLDEN_FILES, ids=lambda path: path.stem)
def test_golden_round(path: Path) -> None:
    data = _load(path)
    assert data.get("why"), f"{path.name} explains its arithmetic in `why`"
    expected = data["expected"]
    error = expected.get("error")
    if error is not None:
        with pytest.raises(KitError) as raised:
            _play(data)
        message = str(raised.value)
        assert type(raised.value).__name__ == error["type"], message
        if error.get("clause"):
            assert error["clause"] in message
        if error.get("mentions"):
            assert error["mentions"] in message
        return
    game = _play(data)
    assert game.is_complete
    entries = _check_ledger(game, expected.get("ledger", []))
    _check_hands(game, expected.get("hands", []))
    if "events" in expected:
        _events_in_order([event.to_dict() for event in game.events], expected["events"])
    _no_events_of(game.events, expected.get("absent", []))
    if "dealt" in expected:
        dealt = [CARD_LABELS[card] for card in game.cards_dealt()]
        assert dealt == expected["dealt"].split(), dealt
    if "prompts" in expected:
        _events_in_order(_prompts_asked(data), expected["prompts"], ("kind", "box", "hand", "spot"))
    _transcript_places(game)
    assert game.ledger.is_balanced()
    again = replay(to_record(game))
    assert [entry.to_dict() for entry in again.ledger.entries] == entries


# Golden shoes (tests/golden/shoes): the procedures between rounds (2.5, 2.6(c), (d), (l), (m),
# 2.20) on a stacked shoe. A shuffle states `front`, the cards the stack begins with as it is
# after the cut, the rest of `decks` fresh decks following in order (less those cards); with
# `cut = N` the script's stack is that order with its last N cards moved to the front, so that
# the cut at N (2.5(d): the cards in front of the cutting card go to the back) restores it. A
# shuffle with no `cut` (a continuous shuffler's, 2.20) is dealt as stated. The expected part
# may give the events in order, the cards each round dealt, each place's cards at the end (a
# number: how many; a string: which, front first), and `conserved`: every card of the decks
# is in one place at the end.
#
# A shuffle of only some cards (the discards shuffled under 2.15(f), or by the Bart Carter
# shuffle of 2.6(m), with its `stacks` and `locations`) states them all in `cards`, in place of
# `front`. A shuffle may also state every answer to the cut offers in order (`answers`, e.g.
# ["refuse", "cut:20"], in place of `cut`; the dealer's answer follows the players') and a
# supervisor's recut (`recut`: its answers, 2.5(g)); the script's stack is then the stated
# order turned by the sum of every `cut:N` among them, so that the cuts made restore it. A
# round may carry the irregularities of 2.15 injected into it (`irregularities`, in the wire
# form, as in a golden round), and the expected part of a round may give its ledger (`ledger`)
# and final hands (`hands`), compared as a golden round's. An expected error of a shoe gives
# its `type`, and may give the `clause` and words (`mentions`) its message must hold.


def _stack(front: str, decks: int) -> list[int]:
    cards = list(parse_cards(front))
    left = Counter(cards)
    rest = []
    for card in full_decks(decks):
        if left[card]:
            left[card] -= 1
        else:
            rest.append(card)
    assert not +left, f"{front}: more copies than {decks} decks hold"
    return cards + rest


def _turn(answers: list[str]) -> int:
    """The cards the cuts among `answers` move to the back in all (2.5(d))."""
    turn = 0
    for answer in answers:
        number = answer.strip().lower().removeprefix("cut:")
        if number != answer.strip().lower() and number.isdigit():
            turn += int(number)
    return turn


def _shuffle(item: dict[str, Any], decks: int) -> ShuffleScript:
    if "cards" in item:
        # Only these cards, e.g. the discards shuffled under 2.15(f) or 2.6(m).
        assert "front" not in item, "a shuffle states `front` or `cards`, not both"
        order = list(parse_cards(str(item["cards"])))
    else:
        order = _stack(str(item.get("front", "")), decks)
    cut = item.get("cut")
    answers = [str(answer) for answer in item.get("answers", [])]
    assert cut is None or not answers, "a shuffle states `cut` or `answers`, not both"
    if cut is not None:
        answers = [f"cut:{int(cut)}"]
    recut = [str(answer) for answer in item.get("recut", [])]
    turn = _turn(answers + recut) % len(order) if order else 0
    cards = order[-turn:] + order[:-turn] if turn else order
    stacks, locations = item.get("stacks"), item.get("locations")
    return ShuffleScript(
        cards=tuple(cards),
        cut_answers=tuple(answers),
        recut_answers=tuple(recut),
        cutting_card=item.get("cutting_card"),
        side=item.get("side"),
        stacks=None if stacks is None else (stacks[0], stacks[1], stacks[2]),
        locations=None if locations is None else (locations[0], locations[1], locations[2]),
    )


@pytest.mark.parametrize("path", SHOE_FILES, ids=lambda path: path.stem)
def test_golden_shoe(path: Path) -> None:
    data = _load(path)
    assert data.get("why"), f"{path.name} explains its arithmetic in `why`"
    rules = rules_from_mapping({"edition": data["edition"], **data.get("rules", {})})
    shuffles = tuple(_shuffle(item, rules.decks) for item in data["shuffles"])
    rounds = tuple(
        ShoeRound(
            wagers=tuple(_wagers(item["wagers"])),
            decisions=tuple(parse_actions(item.get("decisions", ""))),
            new_dealer=bool(item.get("new_dealer", False)),
            reshuffle_after=bool(item.get("reshuffle_after", False)),
            determinant_side=item.get("determinant_side"),
            irregularities=tuple(
                irregularity_from_mapping(irregular) for irregular in item.get("irregularities", [])
            ),
        )
        for item in data["rounds"]
    )
    script = ShoeScript(players=tuple(data["players"]), shuffles=shuffles, rounds=rounds)
    expected = data["expected"]
    error = expected.get("error")
    if error is not None:
        with pytest.raises(KitError) as raised:
            play_shoe(rules, script)
        message = str(raised.value)
        assert type(raised.value).__name__ == error["type"], message
        assert error.get("clause", "") in message
        assert error.get("mentions", "") in message
        return
    run = play_shoe(rules, script)
    if "events" in expected:
        _events_in_order(
            [event.to_dict() for event in run.events], expected["events"], _SHOE_EVENT_FIELDS
        )
    _no_events_of(run.events, expected.get("absent", []))
    for number, want in enumerate(expected.get("rounds", []), 1):
        game = run.rounds[number - 1]
        dealt = [CARD_LABELS[card] for card in game.cards_dealt()]
        assert dealt == want["dealt"].split(), f"round {number}"
        if "ledger" in want:
            _check_ledger(game, want["ledger"])
        _check_hands(game, want.get("hands", []))
    for place, want in expected.get("places", {}).items():
        held = run.places[place]
        if isinstance(want, int):
            assert len(held) == want, place
        else:
            assert [CARD_LABELS[card] for card in held] == want.split(), place
    if expected.get("conserved"):
        sides = len({shuffle.side for shuffle in shuffles})
        held_all = [card for cards in run.places.values() for card in cards]
        assert Counter(held_all) == Counter(full_decks(rules.decks) * sides)
