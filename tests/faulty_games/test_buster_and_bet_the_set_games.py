"""Each faulty game of Buster Blackjack (2.30) and of Bet the Set 21 (2.29) has its defect, and
only it.

As in test_side_wager_games.py, for every game a round worked out by hand from the clause is
played through `GameSession` on the reference adapter and on the faulty game, in the game's
edition (nj-2024 for Buster Blackjack, nj-2024+bet-the-set for Bet the Set 21): the reference
settles it as the clause requires (the amounts are literals, worked out in the comments) and the
faulty game differs exactly as its defect says. Where the defect is the moment of a settlement
(2.29(e)), the round's moments are listed as the transcript gives them. Rounds without a side
wager, and rounds with side wagers the defect does not touch (some at another pay table of the
same edition), are played by the faulty game exactly as by the reference: the same prompts,
ledger, cards and moments.

Shoes are listed in dealing order (2.6(e)): each box's first card from the dealer's left, the
dealer's face-up card, each box's second card, then (no hole card, 2.6(h), the default) the
boxes' draws, the dealer's second card and his draws, by 2.12(b) and then by 2.30(f)3 for the
Buster wagers still in play. A bet is written as `bjkit round --bet` writes it: the main wager,
then each side wager as KIND=AMOUNT; box n is wagered by "pN". Unless a case says otherwise the
table is the edition's default one (six decks) offering the game's wagers at their default pay
table: Buster pay table A, Free Bonus pay table B1, Bet the Set Paytable 2.

The pay tables, as 13:69F-2.30(g), (i) and 2.29(g) print them ("to 1"):

    Buster (g)     A    B    C    D    E    F        Free Bonus (i)   B1         B3
    8 or more    250  200  250  200  250  250        8 or more        $8,000.00  $5,000.00
    7             50   50   50   50   50   50        7                $1,000.00  $1,000.00
    6             15   15   12   12   12   20
    5              4    4    4    4    3    8        Bet the Set (g)  1    2   3   4   5    6
    4              2    2    2    2    2    2        Regular Pair     N/A  10  10  10  12   10
    3              2    2    2    2    2    1        Suited Pair      15   25  15  12  N/A  20
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

import pytest

from tests.faulty_games.games import FAULTY_GAMES, FaultyGame
from tests.faulty_games.sessions import served_on_stdio, session_of
from tests.faulty_games.test_faulty_games import ORDINARY, comparable
from tests.faulty_games.test_side_wager_games import (
    LOST,
    Deal,
    Settled,
    check_settled,
    expected,
    ledger_of,
    lost,
    script,
    trace_at,
    wagers,
    won,
)
from vendor_adapters.capabilities import capabilities_for_wagers, offered_side_wagers
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import Outcome
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession

WON = won("10.00")


@dataclass(frozen=True)
class Untouched:
    """A round the defect does not touch, at the game's table with `options` changed."""

    deal: Deal
    options: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class Case:
    deal: Deal
    reference: Settled
    faulty: Settled
    # Rounds the defect does not touch; the ordinary rounds without side wagers are added.
    untouched: tuple[Deal | Untouched, ...] = ()


def at(options: Mapping[str, object], deal: Deal) -> Untouched:
    return Untouched(deal, options)


BUSTER_TABLE_B = {"side_wager_pay_tables": "buster:B"}
BUSTER_TABLE_C = {"side_wager_pay_tables": "buster:C"}
PAYTABLE_2 = {"side_wager_pay_tables": "bet-the-set:2"}

# Buster rounds of one box at $10 with $5 on the Buster wager (2.30(c): $1.00 to the main wager).
# TC TS (20) stands against the dealer's 2C 2D, who draws 2H 2S 5C (13) and TH: 23, a bust in six
# cards. Table A: $5 x 15 = $75; 20 wins $10 against a bust.
BUST_IN_SIX = Deal("TC 2C TS 2D 2H 2S 5C TH", ("10,buster=5",))
# The dealer's 2C 2D 2H 6S (12) draws TH: 22, a bust in five cards, 4 to 1: $20; 20 wins $10.
BUST_IN_FIVE = Deal("TC 2C TS 2D 2H 6S TH", ("10,buster=5",))
# The dealer's 2C 2D 2H 2S 3C 3D (14) draws TH: 24, a bust in seven cards, 50 to 1: $250; 20
# wins $10.
BUST_IN_SEVEN = Deal("TC 2C TS 2D 2H 2S 3C 3D TH", ("10,buster=5",))
# The dealer's TS QH is 20: the Buster wager loses $5 (2.30(d)2); TC 8D (18) loses $10.
DEALER_20 = Deal("TC TS 8D QH", ("10,buster=5",))
# The dealer's TS AH is blackjack: the Buster wager loses $5 (2.30(d)1); TC 8D loses $10.
DEALER_BLACKJACK = Deal("TC TS 8D AH", ("10,buster=5",))
# TC 6D (16) hits TS: 26, busted, -$10. The dealer's 6S AH is a soft 17, where 2.12(b) stands;
# with a Buster wager in play he completes his hand by 2.30(f)3, drawing to the soft 17: 5C
# (hard 12), TH: 22, a bust in four cards, 2 to 1: $10.
SOFT_17_COMPLETED_TO_BUST = Deal("TC 6S 6D TS AH 5C TH", ("10,buster=5",), ("hit",))
# TC 6D hits TS: 26, -$10. The dealer's 6S 6H is a hard 12; he completes it by 2.30(f)3 with
# TH: 22, a bust in three cards, 2 to 1: $10.
HARD_12_COMPLETED_TO_BUST = Deal("TC 6S 6D TS 6H TH", ("10,buster=5",), ("hit",))
# TC 8D (18) stands against the dealer's 6S AH, a soft 17 where 2.12(b) stands: 18 wins $10.
# The blackjack wager determined, he completes his hand for the Buster wager by 2.30(f)3: 5C
# (hard 12), TH: 22, four cards, 2 to 1: $10.
SOFT_17_AFTER_A_STAND = Deal("TC 6S 8D AH 5C TH", ("10,buster=5",))
# AS KD, a blackjack, paid 3 to 2 at once: $15, the cards kept under the Buster wager
# (2.30(f)1). The dealer's 2C 2D draws, by 2.30(f)3, 2H 2S 3C 3D (14) and TH: 24, a bust in
# seven cards: $5 x 50 = $250.
BLACKJACK_BUST_IN_SEVEN = Deal("AS 2C KD 2D 2H 2S 3C 3D TH", ("10,buster=5",), ())
# AS KD, $15; the dealer's 2C 2D draws 2H 2S 5C (13) and TH: 23, six cards: $5 x 15 = $75.
BLACKJACK_BUST_IN_SIX = Deal("AS 2C KD 2D 2H 2S 5C TH", ("10,buster=5",), ())

# Bet the Set rounds of one box at $10 with $1 on the Bet the Set wager, against the dealer's TD
# 9C (19). 8S 8H: a pair of two suits (the "Regular Pair" line); 8H 8H: a pair of one suit (the
# "Suited Pair" line, six decks); 8S 9H: no pair, -$1 (2.29(e)1). 16 and 17 lose $10 to 19.
REGULAR_PAIR = Deal("8S TD 8H 9C", ("10,bet-the-set=1",))
SUITED_PAIR = Deal("8H TD 8H 9C", ("10,bet-the-set=1",))
NO_PAIR = Deal("8S TD 9H 9C", ("10,bet-the-set=1",))

CASES: dict[str, Case] = {
    # 2.30(g), table A: BUST_IN_SIX, 15 to 1 for six cards: $5 x 15 = $75. At 12 to 1, $60.
    "buster_six_cards_12_to_1_at_table_a": Case(
        deal=BUST_IN_SIX,
        reference=Settled({(1, 1, "buster"): won("75.00"), (1, 1, "main"): WON}),
        faulty=Settled({(1, 1, "buster"): won("60.00"), (1, 1, "main"): WON}),
        # Table B's six cards are 15 to 1 too ($75) and table C's 12 to 1 ($60), paid so by
        # both; five and seven cards at table A, and the dealer's 20, as printed.
        untouched=(
            at(BUSTER_TABLE_B, BUST_IN_SIX),
            at(BUSTER_TABLE_C, BUST_IN_SIX),
            BUST_IN_FIVE,
            BUST_IN_SEVEN,
            DEALER_20,
        ),
    ),
    # 2.30(g), table A: the dealer's 2C 2D 2H 2S 3C 3D (14) draws AC (15, the ace one) and TH:
    # 25, a bust in eight cards: "8 or more", 250 to 1, $5 x 250 = $1,250; TC TS (20) wins $10.
    # On the 7-card row, 50 to 1: $250.
    "buster_eight_cards_paid_at_seven_card_row": Case(
        deal=Deal("TC 2C TS 2D 2H 2S 3C 3D AC TH", ("10,buster=5",)),
        reference=Settled({(1, 1, "buster"): won("1250.00"), (1, 1, "main"): WON}),
        faulty=Settled({(1, 1, "buster"): won("250.00"), (1, 1, "main"): WON}),
        # Seven cards pay 50 to 1 ($250) and six 15 to 1 ($75) in both.
        untouched=(BUST_IN_SEVEN, BUST_IN_SIX),
    ),
    # 2.30(d)2: TC 6D hits TS, 26, -$10; the dealer's 6S AH (soft 17) is completed by (f)3 with
    # 4C: a soft 21 in three cards, which does not exceed 21: the Buster wager loses $5. Paid as
    # a bust of three cards, 2 to 1: $10.
    "buster_paid_on_dealer_21": Case(
        deal=Deal("TC 6S 6D TS AH 4C", ("10,buster=5",), ("hit",)),
        reference=Settled({(1, 1, "buster"): lost("5.00"), (1, 1, "main"): LOST}),
        faulty=Settled({(1, 1, "buster"): won("10.00"), (1, 1, "main"): LOST}),
        # The dealer's blackjack loses it under (d)1 and his 20 under (d)2, in both; his bust in
        # four cards is paid 2 to 1.
        untouched=(DEALER_BLACKJACK, DEALER_20, SOFT_17_COMPLETED_TO_BUST),
    ),
    # 2.30(f)3: SOFT_17_COMPLETED_TO_BUST, the dealer draws to his soft 17 and busts in four
    # cards: $10. Standing on the soft 17, his hand does not exceed 21: the Buster wager loses
    # $5 ((d)2).
    "buster_completion_stands_on_soft_17": Case(
        deal=SOFT_17_COMPLETED_TO_BUST,
        reference=Settled({(1, 1, "buster"): won("10.00"), (1, 1, "main"): LOST}),
        faulty=Settled({(1, 1, "buster"): lost("5.00"), (1, 1, "main"): LOST}),
        # A hard total under 17 is completed alike ($10 on a bust in three cards); a dealer who
        # busts drawing by 2.12(b) for a standing hand has nothing left to complete.
        untouched=(HARD_12_COMPLETED_TO_BUST, BUST_IN_SIX, DEALER_20),
    ),
    # 2.30(f)3: HARD_12_COMPLETED_TO_BUST, every player busted and the Buster wager still in
    # play: the dealer completes his 6S 6H with TH and busts in three cards: $10. Not completed,
    # his 12 does not exceed 21: the Buster wager loses $5 ((d)2).
    "buster_not_completed_when_every_player_busted": Case(
        deal=HARD_12_COMPLETED_TO_BUST,
        reference=Settled({(1, 1, "buster"): won("10.00"), (1, 1, "main"): LOST}),
        faulty=Settled({(1, 1, "buster"): lost("5.00"), (1, 1, "main"): LOST}),
        # With a hand standing, or a blackjack paid, the dealer completes his hand in both: 2 to
        # 1 on four cards ($10), 50 to 1 on seven ($250).
        untouched=(SOFT_17_AFTER_A_STAND, BLACKJACK_BUST_IN_SEVEN),
    ),
    # 2.30(h), table offering the Free Bonus (B1): BLACKJACK_BUST_IN_SIX, the dealer busts with six
    # cards, fewer than the seven of (h)(iii): no Free Bonus; $15 and $75. Paid at six cards,
    # the 7-card amount of (i) is added: $1,000.00.
    "free_bonus_paid_at_six_cards": Case(
        deal=BLACKJACK_BUST_IN_SIX,
        reference=Settled({(1, 1, "main"): won("15.00"), (1, 1, "buster"): won("75.00")}),
        faulty=Settled(
            {
                (1, 1, "main"): won("15.00"),
                (1, 1, "buster"): won("75.00"),
                (1, 1, "buster-free-bonus"): won("1000.00"),
            }
        ),
        # Seven cards on a blackjack earn it in both: $250 and the $1,000.00 of (i) B1; six
        # cards without a blackjack never do.
        untouched=(BLACKJACK_BUST_IN_SEVEN, BUST_IN_SIX),
    ),
    # 2.30(h)(ii): a $4.00 Buster wager, less than $5.00, on AS KD ($15) as the dealer busts with
    # seven cards: $4 x 50 = $200, no Free Bonus. Paid with it: $200 and $1,000.00.
    "free_bonus_paid_under_five_dollars": Case(
        deal=Deal("AS 2C KD 2D 2H 2S 3C 3D TH", ("10,buster=4",), ()),
        reference=Settled({(1, 1, "main"): won("15.00"), (1, 1, "buster"): won("200.00")}),
        faulty=Settled(
            {
                (1, 1, "main"): won("15.00"),
                (1, 1, "buster"): won("200.00"),
                (1, 1, "buster-free-bonus"): won("1000.00"),
            }
        ),
        # $5.00 on the same round earns it in both: $250 and $1,000.00.
        untouched=(BLACKJACK_BUST_IN_SEVEN, BUST_IN_SEVEN),
    ),
    # 2.29(g), Paytable 5: REGULAR_PAIR, 8S 8H, "Regular Pair" 12 to 1: $1 x 12 = $12. Read
    # from the "Suited Pair" cell, N/A: lost, -$1.
    "bet_the_set_regular_pair_lost_at_paytable_5": Case(
        deal=REGULAR_PAIR,
        reference=Settled({(1, 1, "bet-the-set"): won("12.00"), (1, 1, "main"): LOST}),
        faulty=Settled({(1, 1, "bet-the-set"): lost("1.00"), (1, 1, "main"): LOST}),
        # Paytable 5's suited pair is N/A, paid on the regular line by the table's default reading
        # (I-2.29g-not-available): $12 in both; Paytable 2's regular pair is $10; no pair, -$1.
        untouched=(SUITED_PAIR, at(PAYTABLE_2, REGULAR_PAIR), NO_PAIR),
    ),
    # 2.29(g), Paytable 2: SUITED_PAIR, 8H 8H, "Suited Pair" 25 to 1: $1 x 25 = $25. On the
    # "Regular Pair" line, 10 to 1: $10.
    "bet_the_set_suited_pair_paid_as_regular": Case(
        deal=SUITED_PAIR,
        reference=Settled({(1, 1, "bet-the-set"): won("25.00"), (1, 1, "main"): LOST}),
        faulty=Settled({(1, 1, "bet-the-set"): won("10.00"), (1, 1, "main"): LOST}),
        # A regular pair is $10 in both; no pair, -$1.
        untouched=(REGULAR_PAIR, NO_PAIR),
    ),
    # 2.29(e): box 1 8S 8H (a regular pair) and box 2 9D 5C (no pair) against the dealer's TD.
    # Once box 2 has its second card, box 1's $1 is paid 10 to 1, $10 ((e)2, (g) Paytable 2),
    # and box 2's collected, -$1 ((e)1), before box 1 draws 4C (20) and box 2 TC (24, -$10).
    # The dealer's TD 9C is 19: box 1's 20 wins $10. Settled with each box's first election,
    # the same amounts are paid after 4C and collected after TC.
    "bet_the_set_settled_after_third_card": Case(
        deal=Deal(
            "8S 9D TD 8H 5C 4C TC 9C",
            ("10,bet-the-set=1", "10,bet-the-set=1"),
            ("hit", "stand", "hit"),
        ),
        reference=Settled(
            {
                (1, 1, "bet-the-set"): won("10.00"),
                (2, 1, "bet-the-set"): lost("1.00"),
                (1, 1, "main"): WON,
                (2, 1, "main"): LOST,
            },
            (
                "deal 8S",
                "deal 9D",
                "dealer-up-card TD",
                "deal 8H",
                "deal 5C",
                "pay bet-the-set p1 10.00",
                "collect bet-the-set p2 -1.00",
                "hit 4C",
                "stand",
                "hit TC",
                "dealer-second-card 9C",
                "pay main p1 10.00",
                "collect main p2 -10.00",
            ),
        ),
        faulty=Settled(
            {
                (1, 1, "bet-the-set"): won("10.00"),
                (2, 1, "bet-the-set"): lost("1.00"),
                (1, 1, "main"): WON,
                (2, 1, "main"): LOST,
            },
            (
                "deal 8S",
                "deal 9D",
                "dealer-up-card TD",
                "deal 8H",
                "deal 5C",
                "hit 4C",
                "pay bet-the-set p1 10.00",
                "stand",
                "hit TC",
                "collect bet-the-set p2 -1.00",
                "dealer-second-card 9C",
                "pay main p1 10.00",
                "collect main p2 -10.00",
            ),
        ),
    ),
}


# Playing ----------------------------------------------------------------------------------


def ordinary_rounds() -> tuple[Deal, ...]:
    return tuple(Deal(shoe, ("10",), decisions) for shoe, decisions in ORDINARY)


def untouched_rounds(case: Case) -> tuple[Untouched, ...]:
    rounds = (*case.untouched, *ordinary_rounds())
    return tuple(each if isinstance(each, Untouched) else Untouched(each) for each in rounds)


def table_of(session: GameSession, game: FaultyGame, options: Mapping[str, object]) -> str:
    return session.table(game.edition, {**game.options, **options})


def play(session: GameSession, name: str, deal: Deal) -> Outcome:
    game = FAULTY_GAMES[name]
    return session.play(table_of(session, game, {}), script(deal))


def trace(session: GameSession, game: FaultyGame, round_: Untouched) -> list[object]:
    """Every prompt of the round (kind, box, hand, legal, most), then the outcome and its
    moments, at the game's table with the round's options."""
    return trace_at(session, table_of(session, game, round_.options), round_.deal)


# Games whose defect is the table they open: (the table the defect opens, the clauses the
# reference's refusal cites; a table the defect does not touch, opened or refused by both alike).
TABLE_CASES: dict[str, tuple[Mapping[str, object], tuple[str, ...], Mapping[str, object]]] = {
    # 2.29(i): "The bet the set wager may not be offered at a blackjack table which offers ... a
    # streak wager pursuant to N.J.A.C. 13:69F-2.22"; 2.22(l) as the notice amends it lists the
    # bet the set wager too. The streak wager beside the 21+3 wager is refused by 2.27(g) with or
    # without Bet the Set at the table, by both games.
    "bet_the_set_beside_streak": (
        {"side_wagers": "bet-the-set streak"},
        ("13:69F-2.29(i)", "13:69F-2.22(l)"),
        {"side_wagers": "streak 21-plus-3"},
    ),
}


@pytest.mark.parametrize("name", TABLE_CASES)
def test_the_defect_opens_a_table_the_clause_forbids(name: str, reference: GameSession) -> None:
    game = FAULTY_GAMES[name]
    forbidden, clauses, untouched = TABLE_CASES[name]
    with pytest.raises(AdapterRefusal) as refused:
        reference.table(game.edition, forbidden)
    assert all(clause in refused.value.message for clause in clauses)
    assert session_of(name).table(game.edition, forbidden)
    for session in (reference, session_of(name)):
        with pytest.raises(AdapterRefusal, match=r"13:69F-2\.27\(g\)"):
            session.table(game.edition, untouched)


# The registry -----------------------------------------------------------------------------

EDITION_OF_SECTION = {"2.29": "nj-2024+bet-the-set", "2.30": "nj-2024"}


def test_every_game_of_2_29_and_2_30_has_a_worked_round() -> None:
    of_sections = {
        name
        for name, game in FAULTY_GAMES.items()
        if any(f"-{section}(" in game.clause for section in EDITION_OF_SECTION)
    }
    assert set(CASES) | set(TABLE_CASES) == of_sections
    assert len(CASES) + len(TABLE_CASES) >= 10
    for name, case in CASES.items():
        game = FAULTY_GAMES[name]
        section = game.clause.removeprefix("13:69F-").split("(")[0]
        assert game.edition == EDITION_OF_SECTION[section], name
        # The table offers the wagers its rounds place, and the game says it needs them.
        offered = set(offered_side_wagers(game.options))
        for round_ in (Untouched(case.deal), *untouched_rounds(case)):
            needed = capabilities_for_wagers(wagers(round_.deal))
            assert needed <= game.capabilities, (name, needed)
            assert {each.removeprefix("side-wager:") for each in needed} <= offered, name


# Each defect is real, and the only one ---------------------------------------------------


@pytest.mark.parametrize("name", CASES)
def test_the_defect_shows_where_the_reference_settles_by_the_rule(
    name: str, reference: GameSession
) -> None:
    case = CASES[name]
    assert case.reference != case.faulty
    check_settled(play(session_of(name), name, case.deal), case.faulty)
    check_settled(play(reference, name, case.deal), case.reference)


@pytest.mark.parametrize("name", CASES)
def test_a_round_the_defect_does_not_touch_is_played_as_the_reference_plays_it(
    name: str, reference: GameSession
) -> None:
    game, case = FAULTY_GAMES[name], CASES[name]
    faulty = session_of(name)
    for round_ in untouched_rounds(case):
        assert trace(faulty, game, round_) == trace(reference, game, round_), round_


@pytest.mark.parametrize("name", CASES)
def test_play_rounds_plays_the_defect_as_the_rounds_step_by_step_do(name: str) -> None:
    game, case = FAULTY_GAMES[name], CASES[name]
    faulty = session_of(name)
    table = table_of(faulty, game, {})
    deals = (case.deal, *(r.deal for r in untouched_rounds(case) if not r.options))
    scripts = [script(deal) for deal in deals]
    batch = faulty.play_batch(table, scripts)
    for scripted, answer in zip(scripts, batch, strict=True):
        assert not isinstance(answer, AdapterRefusal)
        assert comparable(answer) == comparable(faulty.play(table, scripted))
    first = batch[0]
    assert not isinstance(first, AdapterRefusal)
    assert ledger_of(first) == expected(case.faulty.ledger)


@pytest.mark.parametrize("name", CASES)
def test_served_on_stdio_the_game_shows_its_defect(name: str) -> None:
    game, case = FAULTY_GAMES[name], CASES[name]
    with served_on_stdio(game) as session:
        outcome = session.play(table_of(session, game, {}), script(case.deal))
    check_settled(outcome, case.faulty)


# The reference engine is left as it was ---------------------------------------------------


def test_the_reference_engine_still_settles_every_worked_round() -> None:
    # The modules of Buster Blackjack and Bet the Set 21 are among test_faulty_games.py's
    # ENGINE_MODULES, which test_no_faulty_game_changes_the_reference_engine checks.
    for game in FAULTY_GAMES.values():
        game.factory()
    session = GameSession(ReferenceAdapter())
    for name, case in CASES.items():
        check_settled(play(session, name, case.deal), case.reference)
