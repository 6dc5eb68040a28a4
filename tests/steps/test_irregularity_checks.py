"""The 2.15(i) property check on rounds worked out by hand, played on the reference engine and on
a faulty game: a conforming round raises no problem, the faulty game its defect.

2.15(i): "the dealer shall either deal the additional card(s) after all other players have
received their additional cards [...] or call the player's hand dead and return the player's
original wager". Two rounds of the reference failed its own certification on the check, not on
the clause: a split hand of the same player played before the late card was counted as another
player (card-reader and bet-the-set tables), and the insurance of a hand called dead was required
to be returned, though it is on the insurance line, not the hand (eight-deck table).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

import pytest

from suite.harness.checks import PlayedRound
from suite.harness.irregularity_checks import IRREGULARITY_CHECKS
from suite.harness.settlement_oracle import Decision
from suite.run.certification import effective_options
from tests.faulty_games.games import FAULTY_GAMES
from vendor_adapters.protocol import Irregularity, Outcome, Prompt, Wager
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession, RoundScript

EDITION = "nj-2024"
_, LATE_CARD_OR_DEAD = IRREGULARITY_CHECKS[
    "every hand called dead has its wagers returned and a card dealt later comes last"
]


def wagers(*boxes: int) -> tuple[Wager, ...]:
    return tuple({"box": box, "player": f"box{box}", "amount": "10"} for box in boxes)


def missed_at(decision: int) -> Irregularity:
    return {"kind": "requested-card-not-dealt", "decision": decision}


# No hole card (the default table): box 1 8S, box 2 TS, the dealer 9D, box 1 8H, box 2 7C.
# Box 1 splits its 8s; hand 1 is dealt 3C (11) and hits, but the card is not dealt (decision 2):
# the player takes it later. Hand 2 is dealt 2D (10) and stands; box 2 stands on 17; then hand
# 1 gets 9C (20) and stands. The dealer's second card 8C: 17.
SPLIT_SHOE = "8S TS 9D 8H 7C 3C 2D 9C 8C 5S 4S 6S"
SPLIT_DECISIONS = ("split", "hit", "deal-later", "stand", "stand", "stand")
# Box 1 TS, the dealer AD, box 1 2C (12): box 1 insures for $5 (decision 1) and hits; the card
# is not dealt (decision 2) and the player calls the hand dead: the $10 main wager is returned.
# The dealer's second card 9H (20) is no blackjack: the insurance loses $5 (2.9).
INSURED_SHOE = "TS AD 2C 9H 5S 4S 6S"
INSURED_DECISIONS = ("insure", "hit", "dead-hand")


@pytest.fixture
def reference() -> Iterator[GameSession]:
    session = GameSession(ReferenceAdapter())
    yield session
    session.close()


@pytest.fixture
def faulty() -> Iterator[Callable[[str], GameSession]]:
    sessions: list[GameSession] = []

    def game(name: str) -> GameSession:
        sessions.append(GameSession(FAULTY_GAMES[name].factory()))
        return sessions[-1]

    yield game
    for session in sessions:
        session.close()


def played_on(
    session: GameSession,
    oracle: GameSession,
    *,
    shoe: str,
    boxes: Sequence[int],
    decisions: Sequence[str],
    irregularity: Irregularity,
) -> PlayedRound:
    options: dict[str, object] = {}
    table = session.table(EDITION, options)
    answers = list(decisions)
    asked: list[Decision] = []

    def choose(prompt: Prompt) -> str:
        token = answers.pop(0)
        asked.append(Decision(prompt, token))
        return token

    outcome, script = session.play_choosing(
        table, shoe.split(), wagers(*boxes), choose, irregularities=[irregularity]
    )

    def replay(round_script: RoundScript) -> Outcome:
        return session.play(table, round_script)

    def reference_play(round_script: RoundScript) -> Outcome:
        return oracle.play(oracle.table(EDITION, options), round_script)

    return PlayedRound(
        edition=EDITION,
        options=options,
        rules=effective_options(EDITION, options),
        script=script,
        decisions=asked,
        outcome=outcome,
        replay=replay,
        oracle=reference_play,
    )


def split_round(session: GameSession, oracle: GameSession) -> PlayedRound:
    return played_on(
        session,
        oracle,
        shoe=SPLIT_SHOE,
        boxes=(1, 2),
        decisions=SPLIT_DECISIONS,
        irregularity=missed_at(2),
    )


def insured_round(session: GameSession, oracle: GameSession) -> PlayedRound:
    return played_on(
        session,
        oracle,
        shoe=INSURED_SHOE,
        boxes=(1,),
        decisions=INSURED_DECISIONS,
        irregularity=missed_at(2),
    )


def asked(played: PlayedRound) -> list[tuple[str, int, int]]:
    return [(d.prompt["kind"], d.prompt["box"], d.prompt["hand"]) for d in played.decisions]


def settled(played: PlayedRound) -> dict[tuple[int, int, str], tuple[str, str]]:
    return {
        (e["box"], e["hand"], e["kind"]): (e["result"], e["net"]) for e in played.outcome["ledger"]
    }


def test_the_players_own_split_hand_may_play_before_the_late_card(
    reference: GameSession,
) -> None:
    played = split_round(reference, reference)
    # hand 2 and box 2 decide before hand 1 is asked again, with its late card
    assert asked(played) == [
        ("play", 1, 1),
        ("play", 1, 1),
        ("missed-card", 1, 1),
        ("play", 1, 2),
        ("play", 2, 1),
        ("play", 1, 1),
    ]
    hands = {(h["box"], h["hand"]): " ".join(h["cards"]) for h in played.outcome["final_hands"]}
    assert hands[(1, 1)] == "8S 3C 9C"
    assert hands[(1, 2)] == "8H 2D"
    assert LATE_CARD_OR_DEAD(played) == []


def test_a_late_card_dealt_before_another_players_decision_is_found(
    reference: GameSession, faulty: Callable[[str], GameSession]
) -> None:
    played = split_round(faulty("missed_request_dealt_at_once"), reference)
    # dealt at once: hand 1 takes 2D (13) and stands before hand 2 and box 2 decide
    assert asked(played)[3:] == [("play", 1, 1), ("play", 1, 2), ("play", 2, 1)]
    assert LATE_CARD_OR_DEAD(played) == [
        "box 1 hand 1 is asked again before box 2 has decided: its card is not dealt after all "
        "other players'"
    ]


def test_the_insurance_of_a_hand_called_dead_is_settled_as_insurance(
    reference: GameSession,
) -> None:
    played = insured_round(reference, reference)
    assert settled(played) == {
        (1, 1, "main"): ("dead", "0.00"),
        (1, 1, "insurance"): ("lose", "-5.00"),
    }
    assert LATE_CARD_OR_DEAD(played) == []


def test_the_original_wager_of_a_hand_called_dead_must_be_returned(
    reference: GameSession, faulty: Callable[[str], GameSession]
) -> None:
    played = insured_round(faulty("missed_request_dead_hand_collected"), reference)
    assert LATE_CARD_OR_DEAD(played) == ["box 1 hand 1 main is dead but settled lose net -10.00"]
