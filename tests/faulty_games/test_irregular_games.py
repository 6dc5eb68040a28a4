"""Each faulty game of 2.15 has its defect, and only it.

As in test_faulty_games.py, for every game a round worked out by hand from the clause is played
through `GameSession` on the reference adapter and on the faulty game, with the irregularity
injected (protocol 1.1): the reference applies the remedy the clause prescribes (the amounts are
literals, worked out in the comments) and the faulty game differs exactly as its defect says.
The same shoe dealt without the irregularity, and ordinary rounds, are played by the faulty game
exactly as by the reference: the defect is in the remedy, nowhere else.

Shoes are listed in dealing order (2.6(e)): each box's first card from the dealer's left, the
dealer's face-up card, each box's second card, then (no hole card, 2.6(h), the default) the
boxes' draws and the dealer's second card and draws; with a hole card (2.6(j)) the dealer's
second card follows the boxes' second cards. Box n is wagered $10 by "pN".
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal

import pytest

from tests.faulty_games.games import FAULTY_GAMES
from tests.faulty_games.sessions import served_on_stdio, session_of
from tests.faulty_games.test_faulty_games import EDITION, ORDINARY, comparable
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import Irregularity, Outcome, Status, Wager
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession, RoundScript

# (box, hand, kind) -> (result, net)
Ledger = Mapping[tuple[int, int, str], tuple[str, str]]
# A prompt as (kind, box, legal decisions), or None once the round is complete.
PromptSeen = tuple[str, int, frozenset[str]] | None


@dataclass(frozen=True)
class Play:
    """Decisions in the order the game asks for them, the ledger and the dealer's final cards."""

    decisions: tuple[str, ...]
    ledger: Ledger
    dealer: str


@dataclass(frozen=True)
class Fork:
    """After `prefix`, the reference and the faulty game ask different things."""

    prefix: tuple[str, ...]
    reference: PromptSeen
    faulty: PromptSeen


@dataclass(frozen=True)
class Case:
    shoe: str
    irregularity: Irregularity
    reference: Play
    faulty: Play
    # The same shoe without the irregularity: the decisions that play it.
    clean: tuple[str, ...]
    boxes: tuple[int, ...] = (1,)
    fork: Fork | None = None
    # Further rounds without irregularities: (shoe, boxes, decisions).
    ordinary: tuple[tuple[str, tuple[int, ...], tuple[str, ...]], ...] = field(
        default=tuple((shoe, (1,), decisions) for shoe, decisions in ORDINARY)
    )


def legal(*decisions: str) -> frozenset[str]:
    return frozenset(decisions)


def won(net: str) -> tuple[str, str]:
    return ("win", net)


LOST = ("lose", "-10.00")
VOID = ("void", "0.00")
DEAD = ("dead", "0.00")

EXPOSED_SHOE = "TS 9S 6D 6C 7H 5H KD 9C 2S"  # tests/engine/test_irregularities.py
MISSED_SHOE = "TS 9S 6D 2C 7H KD 8C 9H TC"

IRREGULAR_CASES: dict[str, Case] = {
    # 2.15(a): the second card, 5H, is found face up: set aside. Box TS 7C (17), dealer 9D and
    # 8S (17): void. Dealt, 5H is the dealer's up card: box TS 9D (19), dealer 5H 7C (12) draws
    # 8S (20): -$10.
    "face_up_card_in_shoe_dealt": Case(
        shoe="TS 5H 9D 7C 8S 2C",
        irregularity={"kind": "card-face-up-in-shoe", "card": 2},
        reference=Play(("stand",), {(1, 1, "main"): VOID}, "9D 8S"),
        faulty=Play(("stand",), {(1, 1, "main"): LOST}, "5H 7C 8S"),
        clean=("stand",),
    ),
    # 2.15(b): the third card, 7C, is drawn in error unexposed: it is the box's second card
    # anyway. Box TS 7C (17), dealer 9D 8S (17): void. Burned, the box has TS 8S (18) and the
    # dealer 9D 5H (14) draws 3C (17): +$10.
    "card_drawn_in_error_burned": Case(
        shoe="TS 9D 7C 8S 5H 3C",
        irregularity={"kind": "card-drawn-in-error", "card": 3},
        reference=Play(("stand",), {(1, 1, "main"): VOID}, "9D 8S"),
        faulty=Play(("stand",), {(1, 1, "main"): won("10.00")}, "9D 5H 3C"),
        clean=("stand",),
    ),
    # 2.15(c): box 1 TS 6C (16), box 2 9S 7H (16), dealer 6D. 5H is exposed in error at the first
    # decision; box 1 refuses it and stands on 16; it is offered to box 2, who takes it (21).
    # The dealer's second card KD (16), he draws 9C (25): both win $10. Burned at box 1's
    # refusal, box 2 is asked to play instead: it hits KD (26, -$10); the dealer 6D 9C (15)
    # draws 2S (17) and beats box 1's 16 (-$10).
    "refused_exposed_card_burned": Case(
        shoe=EXPOSED_SHOE,
        boxes=(1, 2),
        irregularity={"kind": "exposed-card-drawn-in-error", "decision": 1},
        reference=Play(
            ("refuse-card", "accept-card", "stand"),
            {(1, 1, "main"): won("10.00"), (2, 1, "main"): won("10.00")},
            "6D KD 9C",
        ),
        faulty=Play(
            ("refuse-card", "hit"), {(1, 1, "main"): LOST, (2, 1, "main"): LOST}, "6D 9C 2S"
        ),
        clean=("stand", "stand"),
        fork=Fork(
            ("refuse-card",),
            ("exposed-card", 2, legal("accept-card", "refuse-card")),
            ("play", 2, legal("hit", "stand", "double")),
        ),
    ),
    # 2.15(c), face-down hole card: box TS 8C (18), dealer 9D with 8H in the hole (17). 4S is
    # exposed in error at the first decision; the box refuses it; the dealer stands on 17 and
    # cannot use it: burned, and the box wins $10. Given to the standing dealer, 4S makes his
    # 21: -$10.
    "exposed_card_to_standing_dealer": Case(
        shoe="TS 9D 8C 8H 4S",
        irregularity={"kind": "exposed-card-drawn-in-error", "decision": 1},
        reference=Play(("refuse-card",), {(1, 1, "main"): won("10.00")}, "9D 8H"),
        faulty=Play(("refuse-card",), {(1, 1, "main"): LOST}, "9D 8H 4S"),
        clean=("stand",),
    ),
    # 2.15(d): box TS 8C (18); the dealer 7D KH (17) stands and draws 4S by accident: burned, the
    # box wins $10. Kept, 4S makes his 21: -$10.
    "dealer_keeps_card_drawn_on_17": Case(
        shoe="TS 7D 8C KH 4S",
        irregularity={"kind": "dealer-draws-on-seventeen"},
        reference=Play(("stand",), {(1, 1, "main"): won("10.00")}, "7D KH"),
        faulty=Play(("stand",), {(1, 1, "main"): LOST}, "7D KH 4S"),
        clean=("stand",),
    ),
    # 2.15(e): the dealer misses his first card: TS and 9S go to the box (19), then 7D to the
    # dealer, whose second card is KC (17): +$10. Taken at once, 9S is the dealer's card: box
    # TS 7D (17), dealer 9S KC (19): -$10.
    "dealer_missed_card_dealt_at_once": Case(
        shoe="TS 9S 7D KC",
        irregularity={"kind": "dealer-misses-card", "dealer_card": 1},
        reference=Play(("stand",), {(1, 1, "main"): won("10.00")}, "7D KC"),
        faulty=Play(("stand",), {(1, 1, "main"): LOST}, "9S KC"),
        clean=("stand",),
    ),
    # 2.15(f): the shoe holds three cards for the round (box TS 8C, 18; dealer 9D); the fourth
    # is the first of the discards shuffled and cut: 5H is burned, 7S is the dealer's second card
    # (16), he draws 2C (18): void. Unburned, 5H is his second card (14) and 7S makes 21: -$10.
    "reshuffle_without_burn": Case(
        shoe="TS 9D 8C 5H 7S 2C",
        irregularity={"kind": "insufficient-cards", "card": 4},
        reference=Play(("stand",), {(1, 1, "main"): VOID}, "9D 7S 2C"),
        faulty=Play(("stand",), {(1, 1, "main"): LOST}, "9D 5H 7S"),
        clean=("stand",),
    ),
    # 2.15(g): box 1 is dealt no card: a dead hand, its $10 returned. Box 2 9S 9C (18) beats the
    # dealer's 7D KH (17): +$10. Collected, box 1 loses $10.
    "empty_box_wager_collected": Case(
        shoe="9S 7D 9C KH 8S 5D 4C",
        boxes=(1, 2),
        irregularity={"kind": "no-cards-to-box", "box": 1},
        reference=Play(("stand",), {(1, 1, "main"): DEAD, (2, 1, "main"): won("10.00")}, "7D KH"),
        faulty=Play(("stand",), {(1, 1, "main"): LOST, (2, 1, "main"): won("10.00")}, "7D KH"),
        clean=("stand", "stand"),
    ),
    # 2.15(g): box 1 misses its second card: TS to box 1, 9S to box 2, 7D to the dealer, 8C to
    # box 2 (17); then box 1 takes its second card, 9H (19). The dealer's KH (17): box 1 +$10,
    # box 2 void. Completed in its turn, box 1 gets 8C (18) and box 2 9H (18): +$10 each.
    "one_card_box_completed_in_turn": Case(
        shoe="TS 9S 7D 8C 9H KH",
        boxes=(1, 2),
        irregularity={"kind": "one-card-to-box", "box": 1},
        reference=Play(
            ("deal-later", "stand", "stand"),
            {(1, 1, "main"): won("10.00"), (2, 1, "main"): VOID},
            "7D KH",
        ),
        faulty=Play(
            ("deal-later", "stand", "stand"),
            {(1, 1, "main"): won("10.00"), (2, 1, "main"): won("10.00")},
            "7D KH",
        ),
        clean=("stand", "stand"),
    ),
    # 2.15(h), double shoe: the round drawn from the wrong side is played as if from the right
    # side: box TS 8C (18) stands, the dealer 9D 7H (16) draws 5S (21): -$10. Called off, the
    # box's wager is returned as a dead hand, and no decision is asked.
    "wrong_side_round_called_off": Case(
        shoe="TS 9D 8C 7H 5S",
        irregularity={"kind": "wrong-side-of-double-shoe"},
        reference=Play(("stand",), {(1, 1, "main"): LOST}, "9D 7H 5S"),
        faulty=Play((), {(1, 1, "main"): DEAD}, "9D"),
        clean=("stand",),
        fork=Fork((), ("play", 1, legal("hit", "stand", "double")), None),
    ),
    # 2.15(i): box 1 (TS 2C, 12) hits and is not dealt; it asks for the card later. Box 2
    # (9S 7H, 16) hits KD (26, -$10); then box 1 gets 8C (20) and stands; the dealer 6D 9H (15)
    # draws TC (25): box 1 +$10. Dealt at once, box 1 gets KD (22, -$10) and box 2's hit 8C
    # busts it (24, -$10); with every box busted the dealer 6D 9H draws nothing (2.12(c)).
    "missed_request_dealt_at_once": Case(
        shoe=MISSED_SHOE,
        boxes=(1, 2),
        irregularity={"kind": "requested-card-not-dealt", "decision": 1},
        reference=Play(
            ("hit", "deal-later", "hit", "stand"),
            {(1, 1, "main"): won("10.00"), (2, 1, "main"): LOST},
            "6D 9H TC",
        ),
        faulty=Play(
            ("hit", "deal-later", "hit"), {(1, 1, "main"): LOST, (2, 1, "main"): LOST}, "6D 9H"
        ),
        clean=("hit", "stand"),
    ),
    # 2.15(i): box 1's hit is not dealt and it takes the dead hand: its $10 is returned. Box 2
    # stands on 16; the dealer 6D KD (16) draws 8C (24): +$10. Collected, box 1 loses $10.
    "missed_request_dead_hand_collected": Case(
        shoe=MISSED_SHOE,
        boxes=(1, 2),
        irregularity={"kind": "requested-card-not-dealt", "decision": 1},
        reference=Play(
            ("hit", "dead-hand", "stand"),
            {(1, 1, "main"): DEAD, (2, 1, "main"): won("10.00")},
            "6D KD 8C",
        ),
        faulty=Play(
            ("hit", "dead-hand", "stand"),
            {(1, 1, "main"): LOST, (2, 1, "main"): won("10.00")},
            "6D KD 8C",
        ),
        clean=("hit", "stand"),
    ),
    # 2.15(j)1, card reader: the dealer's first card is 9D, yet the hole card 7H goes into the
    # reader, which lets a player learn it: all hands dead, the $10 returned, no decision asked.
    # Played on, the box stands on 18 and the dealer 9D 7H (16) draws 5S (21): -$10.
    "revealing_reader_play_continues": Case(
        shoe="TS 9D 8C 7H 5S",
        irregularity={"kind": "hole-card-into-reader", "reader_reveals": True},
        reference=Play((), {(1, 1, "main"): DEAD}, "9D 7H"),
        faulty=Play(("stand",), {(1, 1, "main"): LOST}, "9D 7H 5S"),
        clean=("stand",),
        fork=Fork((), None, ("play", 1, legal("hit", "stand", "double"))),
    ),
    # 2.15(j)2: the same, with a reader that does not let a player learn the hole card: play
    # continues and the dealer's 21 beats 18 (-$10). All hands dead, the $10 is returned.
    "hiding_reader_hands_dead": Case(
        shoe="TS 9D 8C 7H 5S",
        irregularity={"kind": "hole-card-into-reader"},
        reference=Play(("stand",), {(1, 1, "main"): LOST}, "9D 7H 5S"),
        faulty=Play((), {(1, 1, "main"): DEAD}, "9D 7H"),
        clean=("stand",),
        fork=Fork((), ("play", 1, legal("hit", "stand", "double")), None),
    ),
    # 2.15(k): the reader malfunctions, so the dealer does not look for blackjack under his TD;
    # the box (9S 2C, 11) doubles and 9H gives 20; the dealer's AH makes blackjack, which
    # collects the original wager only (2.10(b)): main -$10, double returned. Reading the hole
    # card anyway, the dealer ends the round at once: main -$10, no double.
    "broken_reader_still_peeks": Case(
        shoe="9S TD 2C AH 9H",
        irregularity={"kind": "card-reader-malfunction"},
        reference=Play(("double",), {(1, 1, "main"): LOST, (1, 1, "double"): VOID}, "TD AH"),
        faulty=Play((), {(1, 1, "main"): LOST}, "TD AH"),
        clean=(),
        fork=Fork((), ("play", 1, legal("hit", "stand", "double")), None),
    ),
}


# Playing ----------------------------------------------------------------------------------


def wagers(boxes: tuple[int, ...]) -> tuple[Wager, ...]:
    return tuple({"box": box, "player": f"p{box}", "amount": "10"} for box in boxes)


def script(case: Case, play: Play) -> RoundScript:
    return RoundScript(
        tuple(case.shoe.split()), wagers(case.boxes), play.decisions, (case.irregularity,)
    )


def clean_rounds(case: Case) -> list[tuple[str, tuple[int, ...], tuple[str, ...]]]:
    return [(case.shoe, case.boxes, case.clean), *case.ordinary]


def ledger_of(outcome: Outcome) -> dict[tuple[int, int, str], tuple[str, Decimal]]:
    entries: dict[tuple[int, int, str], tuple[str, Decimal]] = {}
    for entry in outcome["ledger"]:
        assert entry["player"] == f"p{entry['box']}"
        key = (entry["box"], entry["hand"], entry["kind"])
        assert key not in entries
        entries[key] = (entry["result"], Decimal(entry["net"]))
    return entries


def expected(ledger: Ledger) -> dict[tuple[int, int, str], tuple[str, Decimal]]:
    return {key: (result, Decimal(net)) for key, (result, net) in ledger.items()}


def dealer_of(outcome: Outcome) -> str:
    return " ".join(next(h["cards"] for h in outcome["final_hands"] if h["box"] == 0))


def prompt_of(status: Status) -> PromptSeen:
    prompt = status["prompt"]
    if prompt is None:
        assert status["complete"]
        return None
    return (prompt["kind"], prompt["box"], frozenset(prompt["legal"]))


def trace(
    session: GameSession,
    options: Mapping[str, object],
    shoe: str,
    boxes: tuple[int, ...],
    decisions: tuple[str, ...],
) -> list[object]:
    """Every prompt of a round without irregularities (kind, box, hand, legal), then the
    outcome."""
    table = session.table(EDITION, options)
    round_id, status = session.begin(table, shoe.split(), wagers(boxes))
    steps: list[object] = []
    for decision in decisions:
        prompt = status["prompt"]
        assert prompt is not None, f"{decision} left over"
        steps.append((prompt["kind"], prompt["box"], prompt["hand"], frozenset(prompt["legal"])))
        status = session.decide(round_id, decision)
    assert status["complete"]
    steps.append(comparable(session.finish(round_id, shoe.split(), wagers(boxes))))
    return steps


# The registry -----------------------------------------------------------------------------


def test_there_are_at_least_12_irregularity_games_over_the_subsections_of_2_15() -> None:
    assert len(IRREGULAR_CASES) >= 12
    clauses = {FAULTY_GAMES[name].clause for name in IRREGULAR_CASES}
    assert all(clause.startswith("13:69F-2.15(") for clause in clauses)
    subsections = {clause[len("13:69F-2.15(")] for clause in clauses}
    assert subsections == set("abcdefghijk")
    for name, case in IRREGULAR_CASES.items():
        needs = FAULTY_GAMES[name].capabilities
        assert f"irregularity:{case.irregularity['kind']}" in needs, name


# Each defect is real, and the only one ---------------------------------------------------


@pytest.mark.parametrize("name", IRREGULAR_CASES)
def test_the_defect_shows_where_the_reference_applies_the_remedy(
    name: str, reference: GameSession
) -> None:
    game, case = FAULTY_GAMES[name], IRREGULAR_CASES[name]
    assert (expected(case.reference.ledger), case.reference.dealer) != (
        expected(case.faulty.ledger),
        case.faulty.dealer,
    )
    faulty = session_of(name)
    faulty_outcome = faulty.play(faulty.table(EDITION, game.options), script(case, case.faulty))
    reference_outcome = reference.play(
        reference.table(EDITION, game.options), script(case, case.reference)
    )
    assert ledger_of(reference_outcome) == expected(case.reference.ledger)
    assert dealer_of(reference_outcome) == case.reference.dealer
    assert ledger_of(faulty_outcome) == expected(case.faulty.ledger)
    assert dealer_of(faulty_outcome) == case.faulty.dealer
    assert reference_outcome["complete"] and faulty_outcome["complete"]
    fork = case.fork
    if fork is None:
        return
    # Where the defect changes what is asked, the two games part at a prompt.
    for session, play, seen in (
        (reference, case.reference, fork.reference),
        (faulty, case.faulty, fork.faulty),
    ):
        assert play.decisions[: len(fork.prefix)] == fork.prefix
        table = session.table(EDITION, game.options)
        round_id, status = session.begin(
            table, case.shoe.split(), wagers(case.boxes), (case.irregularity,)
        )
        for decision in fork.prefix:
            status = session.decide(round_id, decision)
        assert prompt_of(status) == seen


@pytest.mark.parametrize("name", IRREGULAR_CASES)
def test_a_round_without_the_irregularity_is_played_as_the_reference_plays_it(
    name: str, reference: GameSession
) -> None:
    game, case = FAULTY_GAMES[name], IRREGULAR_CASES[name]
    faulty = session_of(name)
    for shoe, boxes, decisions in clean_rounds(case):
        assert trace(faulty, game.options, shoe, boxes, decisions) == trace(
            reference, game.options, shoe, boxes, decisions
        )


@pytest.mark.parametrize("name", IRREGULAR_CASES)
def test_play_rounds_plays_the_defect_as_the_rounds_step_by_step_do(name: str) -> None:
    game, case = FAULTY_GAMES[name], IRREGULAR_CASES[name]
    faulty = session_of(name)
    table = faulty.table(EDITION, game.options)
    scripts = [
        script(case, case.faulty),
        *(
            RoundScript(tuple(shoe.split()), wagers(boxes), decisions)
            for shoe, boxes, decisions in clean_rounds(case)
        ),
    ]
    batch = faulty.play_batch(table, scripts)
    for scripted, answer in zip(scripts, batch, strict=True):
        assert not isinstance(answer, AdapterRefusal)
        assert comparable(answer) == comparable(faulty.play(table, scripted))
    first = batch[0]
    assert not isinstance(first, AdapterRefusal)
    assert ledger_of(first) == expected(case.faulty.ledger)


@pytest.mark.parametrize("name", IRREGULAR_CASES)
def test_served_on_stdio_the_game_shows_its_defect(name: str) -> None:
    game, case = FAULTY_GAMES[name], IRREGULAR_CASES[name]
    with served_on_stdio(game) as session:
        outcome = session.play(session.table(EDITION, game.options), script(case, case.faulty))
    assert ledger_of(outcome) == expected(case.faulty.ledger)


def test_the_reference_engine_still_applies_every_remedy() -> None:
    for game in FAULTY_GAMES.values():
        game.factory()
    session = GameSession(ReferenceAdapter())
    for name, case in IRREGULAR_CASES.items():
        table = session.table(EDITION, FAULTY_GAMES[name].options)
        outcome = session.play(table, script(case, case.reference))
        assert ledger_of(outcome) == expected(case.reference.ledger), name
        assert dealer_of(outcome) == case.reference.dealer, name
