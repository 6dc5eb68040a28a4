"""Each faulty game of multiple action blackjack (2.18) has its defect, and only it.

As in test_side_wager_games.py, for every game a round worked out by hand from the clause is
played through `GameSession` on the reference adapter and on the faulty game, at nj-2024's default
table offering multiple action blackjack (six decks, no hole card, $5 to $5,000): the reference
settles it as the clause requires (the amounts are literals, worked out in the comments) and the
faulty game differs exactly as its defect says. A multiple action round the defect does not touch,
and the ordinary rounds at a table without multiple action, are played by the faulty game exactly
as by the reference.

Shoes are listed in dealing order (2.6(e)): each box's first card, the dealer's face up card, each
box's second card, the boxes' draws, then the dealer's hands in turn, each a second card dealt to
his face up card (2.6(h)) and his draws (2.12(b)). A bet is the main wager (spot 1) then
`second-spot=AMOUNT` and `third-spot=AMOUNT`; box n is wagered by "pN". A ledger entry is keyed by
(box, hand, kind, the dealer's hand it was settled against).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pytest

from tests.faulty_games.games import FAULTY_GAMES
from tests.faulty_games.sessions import served_on_stdio, session_of
from tests.faulty_games.test_faulty_games import EDITION, comparable
from tests.faulty_games.test_side_wager_games import Deal, ordinary_rounds, script, trace_at
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import Outcome
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession

# (box, hand, kind, dealer's hand) -> (result, net, clause)
Ledger = Mapping[tuple[int, int, str, int], tuple[str, str, str]]

MULTIPLE_ACTION: Mapping[str, object] = {"side_wagers": "multiple-action-blackjack"}
THREE_SPOTS = "10,second-spot=10,third-spot=10"
TWO_SPOTS = "10,second-spot=10"


@dataclass(frozen=True)
class Settled:
    """The ledger, and the dealer's hands as his final hands list them (cards)."""

    ledger: Ledger
    dealer_hands: tuple[str, ...]


@dataclass(frozen=True)
class Case:
    deal: Deal
    reference: Settled
    faulty: Settled
    # A multiple action round the defect does not touch.
    untouched: Deal


# 19 (TS 9C) on three spots; dealer hands TH TD = 20, TH 6S 8H = 24, TH 9D = 19 (2.18(e)-(i)).
NINETEEN_THREE_SPOTS = Deal("TS TH 9C TD 6S 8H 9D", (THREE_SPOTS,))
# 17 (9H 8D) on two spots; dealer hands 5H 7S 9C = 21 and 5H 5D 8H = 18: -10 and -10.
SEVENTEEN_TWO_SPOTS = Deal("9H 5H 8D 7S 9C 5D 8H", (TWO_SPOTS,))


def entry(result: str, net: str, clause: str) -> tuple[str, str, str]:
    return (result, net, f"13:69F-{clause}")


MULTIPLE_ACTION_CASES: dict[str, Case] = {
    # 2.18(f)2, (g): the second hand is the TH with a second card of its own, 6S (16), and the
    # 8H: 24, +10 on spot 2; the third, TH 9D = 19 against 19, returned. The faulty dealer keeps
    # the TD with the TH: TH TD 6S = 26 (+10) and TH TD 8H = 28, so spot 3 wins +10.
    "up_card_reused_with_old_second_card": Case(
        deal=NINETEEN_THREE_SPOTS,
        reference=Settled(
            {
                (1, 1, "main", 1): entry("lose", "-10.00", "2.3(a)2"),
                (1, 1, "main", 2): entry("win", "10.00", "2.3(a)1"),
                (1, 1, "main", 3): entry("void", "0.00", "2.3(b)"),
            },
            ("TH TD", "TH 6S 8H", "TH 9D"),
        ),
        faulty=Settled(
            {
                (1, 1, "main", 1): entry("lose", "-10.00", "2.3(a)2"),
                (1, 1, "main", 2): entry("win", "10.00", "2.3(a)1"),
                (1, 1, "main", 3): entry("win", "10.00", "2.3(a)1"),
            },
            ("TH TD", "TH TD 6S", "TH TD 8H"),
        ),
        # A bust loses both spots at once and only the first hand is formed (2.18(f), (f)1).
        untouched=Deal("TS 5H 6C TD 7S", (TWO_SPOTS,), ("hit",)),
    ),
    # 2.18(f), (f)1: TS 6C (16) on three spots hits TD, 26: the three wagers are collected at
    # once with his cards, -10 each citing 2.18(f); the dealer's first hand gets its second card
    # (5H 7S) and, every player having busted, no further hand is formed. The faulty game
    # collects spot 1 at the bust (2.3(a)1) and forms hands 5H 8S and 5H 9S to collect the rest.
    "busted_players_later_spots_left_in_play": Case(
        deal=Deal("TS 5H 6C TD 7S 8S 9S", (THREE_SPOTS,), ("hit",)),
        reference=Settled(
            {
                (1, 1, "main", 1): entry("lose", "-10.00", "2.18(f)"),
                (1, 1, "main", 2): entry("lose", "-10.00", "2.18(f)"),
                (1, 1, "main", 3): entry("lose", "-10.00", "2.18(f)"),
            },
            ("5H 7S",),
        ),
        faulty=Settled(
            {
                (1, 1, "main", 1): entry("lose", "-10.00", "2.3(a)1"),
                (1, 1, "main", 2): entry("lose", "-10.00", "2.3(a)1"),
                (1, 1, "main", 3): entry("lose", "-10.00", "2.3(a)1"),
            },
            ("5H 7S", "5H 8S", "5H 9S"),
        ),
        untouched=NINETEEN_THREE_SPOTS,
    ),
    # 2.18(d): 9S 9D (18) on two spots against the AC, insured 5.00 on each. First hand AC TS:
    # the dealer's blackjack: spot 1's insurance wins 2 to 1, +10, its 18 loses -10. Second hand
    # AC 5C 4H, a soft 20: spot 2's insurance was lost at the 5C, -5, and 18 loses -10. The
    # faulty game decides spot 2's insurance by the first hand's TS: +10.
    "insurance_decided_by_first_hand": Case(
        deal=Deal("9S AC 9D TS 5C 4H", (TWO_SPOTS,), ("insure", "insure", "stand")),
        reference=Settled(
            {
                (1, 1, "insurance", 1): entry("win", "10.00", "2.9(c)"),
                (1, 1, "main", 1): entry("lose", "-10.00", "2.3(a)2"),
                (1, 1, "insurance", 2): entry("lose", "-5.00", "2.9(d)"),
                (1, 1, "main", 2): entry("lose", "-10.00", "2.3(a)2"),
            },
            ("AC TS", "AC 5C 4H"),
        ),
        faulty=Settled(
            {
                (1, 1, "insurance", 1): entry("win", "10.00", "2.9(c)"),
                (1, 1, "main", 1): entry("lose", "-10.00", "2.3(a)2"),
                (1, 1, "insurance", 2): entry("win", "10.00", "2.9(c)"),
                (1, 1, "main", 2): entry("lose", "-10.00", "2.3(a)2"),
            },
            ("AC TS", "AC 5C 4H"),
        ),
        untouched=NINETEEN_THREE_SPOTS,
    ),
    # 2.18(c): 6S 5C (11) on three $10 spots against the 6H doubles: $10 more on each spot, one
    # card, TD: 21. Hands 6H TS 7D = 23, 6H 9H 5H = 20, 6H 4D 8C = 18: every wager wins, +60. The
    # faulty game doubles spot 1 only: +40.
    "double_charged_once": Case(
        deal=Deal("6S 6H 5C TD TS 7D 9H 5H 4D 8C", (THREE_SPOTS,), ("double",)),
        reference=Settled(
            {
                (1, 1, "main", 1): entry("win", "10.00", "2.3(a)1"),
                (1, 1, "double", 1): entry("win", "10.00", "2.3(a)1"),
                (1, 1, "main", 2): entry("win", "10.00", "2.3(a)2"),
                (1, 1, "double", 2): entry("win", "10.00", "2.3(a)2"),
                (1, 1, "main", 3): entry("win", "10.00", "2.3(a)2"),
                (1, 1, "double", 3): entry("win", "10.00", "2.3(a)2"),
            },
            ("6H TS 7D", "6H 9H 5H", "6H 4D 8C"),
        ),
        faulty=Settled(
            {
                (1, 1, "main", 1): entry("win", "10.00", "2.3(a)1"),
                (1, 1, "double", 1): entry("win", "10.00", "2.3(a)1"),
                (1, 1, "main", 2): entry("win", "10.00", "2.3(a)2"),
                (1, 1, "main", 3): entry("win", "10.00", "2.3(a)2"),
            },
            ("6H TS 7D", "6H 9H 5H", "6H 4D 8C"),
        ),
        untouched=NINETEEN_THREE_SPOTS,
    ),
    # 2.18(h): 19 on two spots; hands TH TD = 20 (-10) and TH 6S 8H = 24 (+10); nobody made a
    # third wager, so the round concludes. The faulty dealer forms a third hand, TH 9D.
    "third_hand_dealt_without_third_wager": Case(
        deal=Deal("TS TH 9C TD 6S 8H 9D", (TWO_SPOTS,)),
        reference=Settled(
            {
                (1, 1, "main", 1): entry("lose", "-10.00", "2.3(a)2"),
                (1, 1, "main", 2): entry("win", "10.00", "2.3(a)1"),
            },
            ("TH TD", "TH 6S 8H"),
        ),
        faulty=Settled(
            {
                (1, 1, "main", 1): entry("lose", "-10.00", "2.3(a)2"),
                (1, 1, "main", 2): entry("win", "10.00", "2.3(a)1"),
            },
            ("TH TD", "TH 6S 8H", "TH 9D"),
        ),
        untouched=NINETEEN_THREE_SPOTS,
    ),
}

# 2.8(c): "when a casino licensee offers the rule variation multiple action blackjack ... the
# surrender option shall not be available". The reference refuses the table; the faulty game
# opens it and offers surrender on the first two cards.
SURRENDER_GAME = "surrender_at_multiple_action_table"
SURRENDER_TABLE: Mapping[str, object] = {**MULTIPLE_ACTION, "surrender": True}


def settled(outcome: Outcome) -> Settled:
    assert outcome["complete"]
    ledger: dict[tuple[int, int, str, int], tuple[str, str, str]] = {}
    for each in outcome["ledger"]:
        key = (each["box"], each["hand"], each["kind"], int(each["dealer_hand"]))
        assert key not in ledger, key
        ledger[key] = (each["result"], each["net"], each["clause"])
    dealers = tuple(" ".join(hand["cards"]) for hand in outcome["final_hands"] if hand["box"] == 0)
    return Settled(ledger, dealers)


def play(session: GameSession, deal: Deal) -> Outcome:
    return session.play(session.table(EDITION, MULTIPLE_ACTION), script(deal))


def test_every_game_of_multiple_action_has_a_worked_round() -> None:
    of_2_18 = {name for name, game in FAULTY_GAMES.items() if "-2.18(" in game.clause}
    assert set(MULTIPLE_ACTION_CASES) == of_2_18
    assert len(of_2_18) + 1 >= 6  # and the surrender table of 2.8(c)
    assert FAULTY_GAMES[SURRENDER_GAME].clause == "13:69F-2.8(c)"
    for name in (*MULTIPLE_ACTION_CASES, SURRENDER_GAME):
        assert FAULTY_GAMES[name].options["side_wagers"] == "multiple-action-blackjack"
        assert "multiple-action" in FAULTY_GAMES[name].capabilities, name


@pytest.mark.parametrize("name", MULTIPLE_ACTION_CASES)
def test_the_defect_shows_where_the_reference_plays_the_rule(
    name: str, reference: GameSession
) -> None:
    case = MULTIPLE_ACTION_CASES[name]
    assert case.reference != case.faulty
    assert settled(play(reference, case.deal)) == case.reference
    assert settled(play(session_of(name), case.deal)) == case.faulty


@pytest.mark.parametrize("name", MULTIPLE_ACTION_CASES)
def test_a_round_the_defect_does_not_touch_is_played_as_the_reference_plays_it(
    name: str, reference: GameSession
) -> None:
    case = MULTIPLE_ACTION_CASES[name]
    faulty = session_of(name)
    at_table = [(MULTIPLE_ACTION, case.untouched)]
    at_table += [({}, deal) for deal in ordinary_rounds()]
    for options, deal in at_table:
        mine = trace_at(faulty, faulty.table(EDITION, options), deal)
        theirs = trace_at(reference, reference.table(EDITION, options), deal)
        assert mine == theirs, deal


def test_the_surrender_game_opens_the_table_the_reference_refuses(reference: GameSession) -> None:
    with pytest.raises(AdapterRefusal) as refused:
        reference.table(EDITION, SURRENDER_TABLE)
    assert "[13:69F-2.8(c)]" in str(refused.value)
    faulty = session_of(SURRENDER_GAME)
    table = faulty.table(EDITION, SURRENDER_TABLE)
    deal = SEVENTEEN_TWO_SPOTS
    _, status = faulty.begin(table, deal.shoe.split(), script(deal).wagers)
    assert status["prompt"] is not None
    assert "surrender" in status["prompt"]["legal"]
    # Without surrender the game plays multiple action as the reference does.
    mine = trace_at(faulty, faulty.table(EDITION, MULTIPLE_ACTION), SEVENTEEN_TWO_SPOTS)
    theirs = trace_at(reference, reference.table(EDITION, MULTIPLE_ACTION), SEVENTEEN_TWO_SPOTS)
    assert mine == theirs


@pytest.mark.parametrize("name", MULTIPLE_ACTION_CASES)
def test_served_on_stdio_the_game_shows_its_defect(name: str) -> None:
    game, case = FAULTY_GAMES[name], MULTIPLE_ACTION_CASES[name]
    with served_on_stdio(game) as session:
        outcome = play(session, case.deal)
    assert settled(outcome) == case.faulty


def test_the_reference_engine_still_settles_every_worked_round() -> None:
    for game in FAULTY_GAMES.values():
        game.factory()
    session = GameSession(ReferenceAdapter())
    for case in MULTIPLE_ACTION_CASES.values():
        assert settled(play(session, case.deal)) == case.reference
        # The same round played twice is the same round: the reference keeps no state.
        assert comparable(play(session, case.deal)) == comparable(play(session, case.deal))
