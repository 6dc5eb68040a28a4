"""Buster Blackjack (13:69F-2.30) in the reference engine. Every amount is worked out by hand from
the clause named in the test. The table is nj-2024's, six decks, no hole card, offering the Buster
wager at pay table A unless the test says otherwise; box 1 wagers $10 and $5 on Buster. The deal
is box 1's first card, the dealer's up card, box 1's second card, the players' draws, then the
dealer's second card and draws (2.6(e), (h)).

Pay table A of 2.30(g): 3 cards 2, 4 cards 2, 5 cards 4, 6 cards 15, 7 cards 50, 8 or more 250
(all "to 1"). Free Bonus of 2.30(i): B1 7 cards $1,000.00, 8 or more $8,000.00; B3 7 cards
$1,000.00, 8 or more $5,000.00."""

from __future__ import annotations

from typing import Any

import pytest

from reference_impl.actions import parse_actions
from reference_impl.catalog import rules_from_mapping
from reference_impl.errors import RulesError, WagerError
from reference_impl.money import format_money
from reference_impl.record import play
from reference_impl.round import Round
from reference_impl.wagers import BoxWager

BUSTER_KINDS = ("buster", "buster-free-bonus")


def buster_round(
    shoe: str,
    decisions: str = "stand",
    *,
    buster: str | None = "5",
    main: str = "10",
    **options: Any,
) -> Round:
    options.setdefault("hole_card", "no-hole-card")
    options.setdefault("edition", "nj-2024")
    options.setdefault("side_wagers", "buster")
    rules = rules_from_mapping(options)
    side = {} if buster is None else {"buster": buster}
    return play(rules, shoe, [BoxWager.of(1, main, side=side)], parse_actions(decisions))


def entries(game: Round, kinds: tuple[str, ...] = BUSTER_KINDS) -> list[tuple[str, ...]]:
    """(kind, result, net, clause, odds) of the chosen ledger entries."""
    return [
        (
            e.kind.value,
            e.result.value,
            format_money(e.net),
            e.clause,
            "" if e.odds is None else str(e.odds),
        )
        for e in game.ledger.entries
        if e.kind.value in kinds
    ]


def dealer_draws(game: Round) -> list[tuple[str, str]]:
    """The dealer's draws after his second card: (card, clause)."""
    return [(str(e.card), e.clause) for e in game.events if e.kind == "dealer-draw"]


def test_a_three_card_bust_pays_2_to_1() -> None:
    # Box 1: TC 8D = 18, stands. Dealer 6S TH = 16 draws 9C: 25, a bust in 3 cards (2.30(e)):
    # table A pays 2 to 1 on $5 = $10 (2.30(g)); the main wager wins $10 at 1 to 1.
    game = buster_round("TC 6S 8D TH 9C")
    assert entries(game) == [("buster", "win", "10.00", "13:69F-2.30(g)", "2 to 1")]
    assert entries(game, ("main",))[0][2] == "10.00"
    assert game.ledger.is_balanced()


def test_a_completed_hand_of_21_or_less_loses() -> None:
    # Dealer 6S TH draws 5C: 21 in 3 cards, not over 21: the $5 loses (2.30(d)2).
    game = buster_round("TC 6S 8D TH 5C")
    assert entries(game) == [("buster", "lose", "-5.00", "13:69F-2.30(d)2", "")]


def test_the_dealers_blackjack_loses_the_wager() -> None:
    # Dealer AS, second card KH: a blackjack (2.30(d)1): the $5 is lost.
    game = buster_round("TC AS 9D KH", "no-insurance stand")
    assert entries(game) == [("buster", "lose", "-5.00", "13:69F-2.30(d)1", "")]


@pytest.mark.parametrize(
    ("table", "cards", "odds", "net"),
    [
        # Dealer 2C 2D 2H 2S 3C 3D TH: 2+2+2+2+3+3 = 14 in six cards, TH makes 24 in seven.
        ("A", "2C 2D 2H 2S 3C 3D TH", "50 to 1", "250.00"),
        # 2C 2D 2H 3S 4C = 13 in five, TH makes 23 in six: A pays 15, C 12, F 20 to 1.
        ("A", "2C 2D 2H 3S 4C TH", "15 to 1", "75.00"),
        ("C", "2C 2D 2H 3S 4C TH", "12 to 1", "60.00"),
        ("F", "2C 2D 2H 3S 4C TH", "20 to 1", "100.00"),
        # 2C 2D 2H 2S 3C 3D AH: 15 (the ace cannot count eleven) in seven; TH makes 25 in eight:
        # "8 or more" pays 250 under A and 200 under B.
        ("A", "2C 2D 2H 2S 3C 3D AH TH", "250 to 1", "1250.00"),
        ("B", "2C 2D 2H 2S 3C 3D AH TH", "200 to 1", "1000.00"),
        # 5C 4D 3H 2S = 14 in four, TH makes 24 in five: E pays 3, F pays 8 to 1.
        ("E", "5C 4D 3H 2S TH", "3 to 1", "15.00"),
        ("F", "5C 4D 3H 2S TH", "8 to 1", "40.00"),
    ],
)
def test_a_bust_is_paid_by_its_number_of_cards(table: str, cards: str, odds: str, net: str) -> None:
    # Box 1: TC 8D = 18 stands; the dealer's cards as listed, up card first.
    up, *rest = cards.split()
    game = buster_round(f"TC {up} 8D {' '.join(rest)}", side_wager_pay_tables=f"buster:{table}")
    assert entries(game) == [("buster", "win", net, "13:69F-2.30(g)", odds)]


def test_nine_cards_are_paid_on_the_eight_or_more_row() -> None:
    # Dealer eight twos: 16 in eight cards (six decks hold 24 twos), TH makes 26 in nine: "8 or
    # more" under A, 250 to 1 on $5 = $1,250.
    game = buster_round("TC 2C 8D 2D 2H 2S 2C 2D 2H 2S TH")
    assert entries(game) == [("buster", "win", "1250.00", "13:69F-2.30(g)", "250 to 1")]


def test_after_every_player_busts_the_dealer_completes_a_soft_17() -> None:
    # Box 1: TC 6D hits TS: 26, the main $10 collected. Dealer 6S AH: soft 17, where 2.12(b)
    # would stand; the Buster wager is in play, so he completes by 2.30(f)3: 5C (12 hard), TH
    # (22). Four cards: 2 to 1 on $5 = $10; the busted hand's cards stay under the wager (f)2.
    game = buster_round("TC 6S 6D TS AH 5C TH", "hit")
    assert dealer_draws(game) == [("5C", "13:69F-2.30(f)3"), ("TH", "13:69F-2.30(f)3")]
    assert entries(game) == [("buster", "win", "10.00", "13:69F-2.30(g)", "2 to 1")]
    kept = [e for e in game.events if e.kind == "cards-under-side-wager"]
    assert [(e.box, e.clause) for e in kept] == [(1, "13:69F-2.30(f)2")]


def test_without_a_buster_wager_a_busted_table_gets_no_completion() -> None:
    # The table offers Buster but nobody wagered it: after box 1 busts nothing can change any
    # wager, so the dealer draws nothing (2.12(c)) and stands on his soft 17 (I-2.30-all-busted).
    game = buster_round("TC 6S 6D TS AH 5C TH", "hit", buster=None)
    assert dealer_draws(game) == []
    assert [e.total for e in game.events if e.kind == "announce-dealer-total"] == [17]


def test_the_completion_follows_the_settled_blackjack_wagers() -> None:
    # Box 1: TC 8D = 18 stands. Dealer 6S AH: soft 17, he stands by 2.12(b) and the main wager
    # wins $10 against 17; then he completes for the Buster wager by 2.30(f)3: 2C, soft 19.
    # Not a bust: the $5 loses (2.30(d)2). (I-2.30-soft-17, buster-only.)
    game = buster_round("TC 6S 8D AH 2C")
    assert entries(game, ("main",)) == [("main", "win", "10.00", "13:69F-2.3(a)2", "1 to 1")]
    assert dealer_draws(game) == [("2C", "13:69F-2.30(f)3")]
    assert entries(game) == [("buster", "lose", "-5.00", "13:69F-2.30(d)2", "")]


def test_a_whole_table_soft_17_settles_the_main_wager_against_the_completed_hand() -> None:
    # As above at a table that reads 13:69E-1.10(x)1 as drawing to soft 17 for every wager: the
    # dealer draws 2C before the blackjack wagers are settled: soft 19 beats 18, the main $10
    # loses; the Buster $5 loses (2.30(d)2).
    game = buster_round("TC 6S 8D AH 2C", buster_dealer_soft_17="whole-table")
    assert entries(game, ("main",)) == [("main", "lose", "-10.00", "13:69F-2.3(a)2", "")]
    assert dealer_draws(game) == [("2C", "13:69F-2.30(f)3")]
    assert entries(game) == [("buster", "lose", "-5.00", "13:69F-2.30(d)2", "")]


def test_a_paid_blackjacks_cards_stay_under_the_buster_wager() -> None:
    # Box 1: AS KD, a blackjack against a 2: paid 3 to 2 at once, $15 (2.7(a)); its cards are
    # placed under the Buster wager, not removed to the discard rack (2.30(f)1).
    game = buster_round("AS 2C KD 2D 2H 2S 3C 3D TH", "")
    kinds = [e.kind for e in game.events if e.box == 1]
    assert "remove-cards" not in kinds
    kept = [e for e in game.events if e.kind == "cards-under-side-wager"]
    assert [(e.box, e.clause) for e in kept] == [(1, "13:69F-2.30(f)1")]
    pay = next(i for i, e in enumerate(game.events) if e.kind == "pay")
    assert game.events.index(kept[0]) == pay + 1


FREE_BONUS = {"side_wagers": "buster buster-free-bonus"}
SEVEN_CARD_BUST = "AS 2C KD 2D 2H 2S 3C 3D TH"  # blackjack; dealer busts in seven: 24
EIGHT_CARD_BUST = "AS 2C KD 2D 2H 2S 3C 3D AH TH"  # dealer 25 in eight


def test_the_free_bonus_at_exactly_five_dollars_and_seven_cards() -> None:
    # Blackjack, $5.00 on Buster, the dealer busts with seven cards (2.30(h)): B1 pays
    # $1,000.00 in addition to 50 to 1 on $5 = $250 (2.30(g), (i)).
    game = buster_round(SEVEN_CARD_BUST, "", **FREE_BONUS)
    assert entries(game) == [
        ("buster", "win", "250.00", "13:69F-2.30(g)", "50 to 1"),
        ("buster-free-bonus", "win", "1000.00", "13:69F-2.30(i)", ""),
    ]
    assert game.ledger.is_balanced()


@pytest.mark.parametrize(("table", "amount"), [("B1", "8000.00"), ("B3", "5000.00")])
def test_the_free_bonus_at_eight_cards(table: str, amount: str) -> None:
    # Eight cards: "8 or more" pays 250 to 1 on $5 = $1,250 and the bonus table's amount.
    game = buster_round(
        EIGHT_CARD_BUST, "", side_wager_pay_tables=f"buster-free-bonus:{table}", **FREE_BONUS
    )
    assert entries(game) == [
        ("buster", "win", "1250.00", "13:69F-2.30(g)", "250 to 1"),
        ("buster-free-bonus", "win", amount, "13:69F-2.30(i)", ""),
    ]


def test_no_free_bonus_on_a_four_dollar_wager() -> None:
    # $4.00 is less than the $5.00 of 2.30(h)(ii): 50 to 1 on $4 = $200 and no bonus.
    game = buster_round(SEVEN_CARD_BUST, "", buster="4", **FREE_BONUS)
    assert entries(game) == [("buster", "win", "200.00", "13:69F-2.30(g)", "50 to 1")]


def test_no_free_bonus_on_a_six_card_bust() -> None:
    # Dealer 2C 2D 2H 3S 4C TH: 23 in six cards, fewer than seven (2.30(h)(iii)): 15 to 1 on $5
    # = $75 and no bonus.
    game = buster_round("AS 2C KD 2D 2H 3S 4C TH", "", **FREE_BONUS)
    assert entries(game) == [("buster", "win", "75.00", "13:69F-2.30(g)", "15 to 1")]


def test_no_free_bonus_without_a_blackjack() -> None:
    # Box 1: TC 9D = 19 stands; the dealer busts in seven, $5: $250 and no bonus (2.30(h)(i)).
    game = buster_round("TC 2C 9D 2D 2H 2S 3C 3D TH", **FREE_BONUS)
    assert entries(game) == [("buster", "win", "250.00", "13:69F-2.30(g)", "50 to 1")]


def test_no_free_bonus_where_the_table_does_not_offer_it() -> None:
    game = buster_round(SEVEN_CARD_BUST, "")
    assert entries(game) == [("buster", "win", "250.00", "13:69F-2.30(g)", "50 to 1")]


@pytest.mark.parametrize(
    ("buster", "main", "options", "clause"),
    [
        ("0.50", "10", {"chip_unit": "0.50"}, r"least wager of 1\.00 \[13:69F-2\.30\(c\)\]"),
        ("15", "10", {}, r"above the main wager of 10\.00 \[13:69F-2\.30\(c\)\]"),
        ("6", "10", {"side_wager_maximums": "buster:5"}, r"maximum of 5\.00 \[13:69F-2\.30\(c\)\]"),
    ],
)
def test_stakes_the_clause_forbids_are_refused(
    buster: str, main: str, options: dict[str, str], clause: str
) -> None:
    with pytest.raises(WagerError, match=clause):
        buster_round("TC 6S 8D TH 9C", buster=buster, main=main, **options)


def test_the_free_bonus_is_not_a_wager_a_player_places() -> None:
    rules = rules_from_mapping({"hole_card": "no-hole-card", **FREE_BONUS})
    wager = BoxWager.of(1, "10", side={"buster-free-bonus": "5"})
    with pytest.raises(WagerError, match=r"not a wager a player places.*\[13:69F-2\.30\(h\)\]"):
        play(rules, "TC 6S 8D TH 9C", [wager], parse_actions("stand"))


def test_one_buster_wager_on_each_hand_a_player_plays() -> None:
    # The same player on boxes 1 and 2, a Buster wager on each (2.30(b)): dealer 6S TH 9C = 25
    # in 3 cards pays 2 to 1 on $5 and on $2: $10 and $4.
    rules = rules_from_mapping(
        {"hole_card": "no-hole-card", "side_wagers": "buster", "multiple_boxes_per_player": True}
    )
    wagers = [
        BoxWager.of(1, "10", "ann", side={"buster": "5"}),
        BoxWager.of(2, "10", "ann", side={"buster": "2"}),
    ]
    game = play(rules, "TC 9S 6S 8D 7D TH 9C", wagers, parse_actions("stand stand"))
    assert [
        (e.box, format_money(e.net)) for e in game.ledger.entries if e.kind.value == "buster"
    ] == [
        (1, "10.00"),
        (2, "4.00"),
    ]


def test_buster_is_not_in_the_2004_edition() -> None:
    with pytest.raises(RulesError, match=r"edition nj-2004 has no such wager"):
        rules_from_mapping({"edition": "nj-2004", "side_wagers": "buster"})


@pytest.mark.parametrize(
    ("hole_card", "decisions", "main"),
    [
        ("no-hole-card", "no-insurance", ("15.00", "13:69F-2.7(b)", "3 to 2")),
        ("face-down", "no-insurance", ("15.00", "13:69F-2.7(b)", "3 to 2")),
        ("face-down-card-reader", "no-insurance", ("15.00", "13:69F-2.7(b)", "3 to 2")),
        # The face-up game pays a blackjack even money (2.6(k)2): $10.
        ("face-up", "", ("10.00", "13:69F-2.6(k)2", "1 to 1")),
    ],
)
def test_a_blackjack_against_an_ace_at_each_hole_card_procedure(
    hole_card: str, decisions: str, main: tuple[str, str, str]
) -> None:
    # Box 1: AS KD against the dealer's AH. His second (or hole) card 5C is no blackjack: the
    # player's blackjack is paid, 3 to 2 = $15, and only then its cards go under the Buster wager
    # (2.30(f)1, I-2.30-blackjack-against-an-ace). The dealer's soft 16 is completed by (f)3: TD
    # (16 hard), TS: 26 in four cards, 2 to 1 on $5 = $10.
    game = buster_round("AS AH KD 5C TD TS", decisions, hole_card=hole_card)
    assert entries(game, ("main",)) == [("main", "win", *main)]
    assert entries(game) == [("buster", "win", "10.00", "13:69F-2.30(g)", "2 to 1")]
    kinds = [e.kind for e in game.events]
    assert kinds.index("cards-under-side-wager") == kinds.index("pay") + 1


def test_a_blackjack_against_the_dealers_blackjack_keeps_no_cards() -> None:
    # Box 1: AS KD; the dealer's AH KH is a blackjack: the player's blackjack is a tie (2.7), the
    # Buster wager loses (2.30(d)1), and (f)1 does not apply: the dealer has a blackjack.
    game = buster_round("AS AH KD KH", "no-insurance", hole_card="face-down-card-reader")
    assert entries(game) == [("buster", "lose", "-5.00", "13:69F-2.30(d)1", "")]
    assert "cards-under-side-wager" not in [e.kind for e in game.events]


def test_the_free_bonus_is_offered_only_with_the_buster_wager() -> None:
    with pytest.raises(RulesError, match=r"offered only with buster.*\[13:69F-2\.30\(h\)\]"):
        rules_from_mapping({"side_wagers": "buster-free-bonus"})
