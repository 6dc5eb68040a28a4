"""The additional wagers of 2.17 in the reference engine. Every amount is worked out by hand from
the clause named in the test. Boxes wager $10; the table has no hole card, so the deal is box 1's
first card, the dealer's up card, box 1's second card, the players' draws, then the dealer's second
card (2.6(e), (h)). Side wagers are $1.00 unless the test says otherwise (2.17(a) in nj-2024)."""

from __future__ import annotations

from typing import Any

import pytest

from reference_impl.actions import parse_actions
from reference_impl.catalog import rules_from_mapping
from reference_impl.errors import RulesError, WagerError
from reference_impl.irregularities import Irregularity, IrregularityKind
from reference_impl.money import format_money
from reference_impl.record import play
from reference_impl.round import Round
from reference_impl.wagers import BoxWager

SIDE_KINDS = ("over-13", "under-13", "same-suit", "sevens")


def side_round(
    shoe: str,
    decisions: str,
    side: dict[str, object],
    *,
    main: str = "10",
    irregularities: tuple[Irregularity, ...] = (),
    **options: Any,
) -> Round:
    options.setdefault("hole_card", "no-hole-card")
    options.setdefault("edition", "nj-2024")
    if "side_wagers" not in options:
        offering = next(iter(side))
        options["side_wagers"] = "over-under-13" if offering.endswith("-13") else offering
    rules = rules_from_mapping(options)
    wagers = [BoxWager.of(1, main, side=side)]
    return play(rules, shoe, wagers, parse_actions(decisions), irregularities=irregularities)


def side_entries(game: Round) -> list[tuple[str, str, str, str, str | None]]:
    """(kind, result, net, clause, odds) of the side wagers' ledger entries."""
    return [
        (
            e.kind.value,
            e.result.value,
            format_money(e.net),
            e.clause,
            None if e.odds is None else str(e.odds),
        )
        for e in game.ledger.entries
        if e.kind.value in SIDE_KINDS
    ]


def event_index(game: Round, kind: str, note_start: str | None = None) -> int:
    for index, event in enumerate(game.events):
        if event.kind == kind and (note_start is None or (event.note or "").startswith(note_start)):
            return index
    raise AssertionError(f"no {kind} event {note_start or ''}")


# Over or under 13: (a)1, (b)1, (b)2, (c), (e)1; the ace counts one (2.2(b)3ii) ---------------


def test_over_13_wins_even_money() -> None:
    # TS 5H is 15: more than 13 wins 1 to 1 (2.17(b)1, (e)1): +$1.00.
    game = side_round("TS 9D 5H 8C", "stand", {"over-13": 1})
    assert side_entries(game) == [("over-13", "win", "1.00", "13:69F-2.17(e)1", "1 to 1")]
    assert game.ledger.is_balanced()


def test_an_ace_counts_one_for_under_13_even_in_a_blackjack() -> None:
    # AS QH is a blackjack (3 to 2 on $10 = $15, 2.7(a)) and, with the ace as one, 11 for the
    # additional wager (2.2(b)3ii): under 13 wins 1 to 1.
    game = side_round("AS 9D QH 8C", "", {"under-13": 1})
    assert side_entries(game) == [("under-13", "win", "1.00", "13:69F-2.17(e)1", "1 to 1")]
    main = [e for e in game.ledger.entries if e.kind.value == "main"]
    assert format_money(main[0].net) == "15.00"


@pytest.mark.parametrize("kind", ["over-13", "under-13"])
def test_a_total_of_13_loses_both_sides(kind: str) -> None:
    # 3D KC is 13: lost whichever side was wagered (2.17(c)).
    game = side_round("3D 9D KC 8C", "stand", {kind: 1})
    assert side_entries(game) == [(kind, "lose", "-1.00", "13:69F-2.17(c)", None)]


def test_ace_and_two_is_three_under_13() -> None:
    # AS 2D: 3 with the ace as one (2.2(b)3ii), not 13 with the ace as eleven: under wins.
    game = side_round("AS 9D 2D 8C", "stand", {"under-13": 1})
    assert side_entries(game)[0][:3] == ("under-13", "win", "1.00")


# Same suit: (a)2, (b)3, (e)2i to v ------------------------------------------------------------


def test_suited_king_and_queen_at_six_decks_option_1_pays_5_to_1() -> None:
    # 13:69F-2.17(e)2iv, Option 1, King and Queen: 5 to 1 on $1 = $5.
    game = side_round("KS 9D QS 8C", "stand", {"same-suit": 1})
    assert side_entries(game) == [("same-suit", "win", "5.00", "13:69F-2.17(e)2iv", "5 to 1")]
    assert game.ledger.entries[0].interpretation == "I-2.17e2-king-queen"


def test_six_decks_option_4_pays_king_and_queen_15_to_1() -> None:
    game = side_round("QD 9D KD 8C", "stand", {"same-suit": 1}, side_wager_pay_tables="same-suit:4")
    assert side_entries(game)[0][:4] == ("same-suit", "win", "15.00", "13:69F-2.17(e)2iv")


def test_single_deck_option_1_king_and_queen_differs_by_edition() -> None:
    # $5 on the same suit with a $10 main wager: no fixed amount in nj-1996 or nj-2004.
    # 19:47-2.17(e)2i Option 1 King and queen: 50 to 1 in 1996 ($250), 5 to 1 in 2004 ($25).
    paid = {
        edition: side_entries(
            side_round("QH 9D KH 8C", "stand", {"same-suit": 5}, edition=edition, decks=1)
        )[0][2]
        for edition in ("nj-1996", "nj-2004")
    }
    assert paid == {"nj-1996": "250.00", "nj-2004": "25.00"}


def test_single_deck_any_two_suited_cards_pay_2_5_to_1() -> None:
    # 13:69F-2.17(e)2i Option 1, Any Two Cards: 2.5 to 1 on $1 = $2.50.
    game = side_round("2C 9D 9C 8H", "stand", {"same-suit": 1}, decks=1)
    assert side_entries(game) == [("same-suit", "win", "2.50", "13:69F-2.17(e)2i", "5 to 2")]


def test_king_and_queen_of_two_suits_lose() -> None:
    # Not of the same suit: lost (2.17(b)3; I-2.17e2-king-queen).
    game = side_round("KS 9D QH 8C", "stand", {"same-suit": 1})
    assert side_entries(game) == [("same-suit", "lose", "-1.00", "13:69F-2.17(b)3", None)]


# Sevens: (a)3, (b)4, (e), (e)3 (nj-2004 on); I-2.17e3-initial-card ------------------------------


def test_one_seven_as_the_first_card_pays_3_to_1_after_the_second_card() -> None:
    game = side_round("7C 9D 9H 8C", "stand", {"sevens": 1})
    assert side_entries(game) == [("sevens", "win", "3.00", "13:69F-2.17(e)3", "3 to 1")]
    assert event_index(game, "pay", "sevens") < event_index(game, "stand")


def test_a_first_card_that_is_not_a_seven_loses_after_the_second_card() -> None:
    game = side_round("9H 9D 7C 8C", "stand", {"sevens": 1})
    assert side_entries(game) == [("sevens", "lose", "-1.00", "13:69F-2.17(b)4", None)]
    assert event_index(game, "collect", "sevens") < event_index(game, "stand")


def test_two_sevens_of_any_suit_are_paid_50_to_1_after_the_player_stands() -> None:
    game = side_round("7H 9D 7D 8C", "stand", {"sevens": 1})
    assert side_entries(game) == [("sevens", "win", "50.00", "13:69F-2.17(e)3", "50 to 1")]
    assert event_index(game, "stand") < event_index(game, "pay", "sevens")


def test_three_sevens_of_one_suit_pay_5000_to_1_after_the_hit() -> None:
    # Six decks: 7H 7H, hit 7H (21, asked to stand). Three sevens of the same suit: 5000 to 1.
    game = side_round("7H 9D 7H 7H 8C", "hit stand", {"sevens": 1})
    assert side_entries(game) == [("sevens", "win", "5000.00", "13:69F-2.17(e)3", "5000 to 1")]
    pay = event_index(game, "pay", "sevens")
    assert event_index(game, "hit") < pay < event_index(game, "dealer-second-card")


def test_only_the_highest_line_is_paid_for_three_sevens_of_any_suit() -> None:
    # 7H 7D, double, 7S: three sevens of any suit, 500 to 1, and nothing for two sevens.
    game = side_round("7H 9D 7D 7S 8C", "double", {"sevens": 1})
    assert side_entries(game) == [("sevens", "win", "500.00", "13:69F-2.17(e)3", "500 to 1")]


def test_two_suited_sevens_split_take_the_first_split_hands_second_card() -> None:
    # 7H 7H split; the first split hand's second card 7H is the third card
    # (I-2.17e-sevens-third-card): three sevens of one suit, 5000 to 1.
    game = side_round("7H 9D 7H 7H TC 8C", "split stand stand", {"sevens": 1})
    assert side_entries(game)[0][:3] == ("sevens", "win", "5000.00")


def test_with_no_third_card_after_a_split_two_suited_sevens_pay_100_to_1() -> None:
    game = side_round(
        "7H 9D 7H 7H TC 8C",
        "split stand stand",
        {"sevens": 1},
        sevens_third_card_after_split="none",
    )
    assert side_entries(game)[0][:3] == ("sevens", "win", "100.00")


# Placement and limits: (a), (a)3i, (b), (g) ---------------------------------------------------


def test_a_wager_above_the_main_wager_is_refused() -> None:
    with pytest.raises(WagerError, match=r"above the main wager.*19:47-2\.17\(g\)1"):
        side_round("KS 9D QS 8C", "stand", {"same-suit": 15}, edition="nj-1996")


def test_nj_2024_takes_only_one_dollar() -> None:
    with pytest.raises(WagerError, match=r"is 1\.00 in nj-2024.*13:69F-2\.17\(a\)\]"):
        side_round("KS 9D QS 8C", "stand", {"same-suit": 2})


def test_nj_2004_fixes_the_sevens_wager_at_one_dollar() -> None:
    with pytest.raises(WagerError, match=r"19:47-2\.17\(a\)3i"):
        side_round("7C 9D 9H 8C", "stand", {"sevens": 5}, edition="nj-2004")


def test_the_licensees_maximum_is_kept() -> None:
    with pytest.raises(WagerError, match=r"licensee's maximum of 3\.00.*19:47-2\.17\(g\)2"):
        side_round(
            "KS 9D QS 8C",
            "stand",
            {"same-suit": 4},
            edition="nj-1996",
            side_wager_maximums="same-suit:3",
        )


def test_both_sides_of_over_under_on_one_hand_are_refused() -> None:
    with pytest.raises(WagerError, match=r"13:69F-2\.17\(b\)"):
        side_round("TS 9D 5H 8C", "stand", {"over-13": 1, "under-13": 1})


def test_a_wager_the_table_does_not_offer_is_refused() -> None:
    with pytest.raises(WagerError, match=r"does not offer same-suit.*13:69F-2\.17\(a\)2"):
        side_round("TS 9D 5H 8C", "stand", {"same-suit": 1}, side_wagers="over-under-13")


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"side_wagers": "same-suit,progressive-blackjack"}, r"13:69F-2\.17\(a\)\]"),
        ({"side_wagers": "same-suit,sevens"}, r"one of these additional wagers"),
        ({"side_wagers": "sevens", "edition": "nj-1996"}, r"nj-1996 has no such wager"),
        ({"side_wagers": "same-suit", "decks": 3}, r"no pay table for a table of 3 decks"),
        (
            {"side_wagers": "same-suit", "decks": 8, "side_wager_pay_tables": "same-suit:4"},
            r"options 1 \| 2 \| 3",
        ),
    ],
)
def test_tables_the_text_forbids_are_refused(options: dict[str, object], message: str) -> None:
    with pytest.raises(RulesError, match=message):
        rules_from_mapping(options)


def test_the_1996_text_lets_the_progressive_wager_stand_beside_the_additional_wager() -> None:
    rules = rules_from_mapping(
        {"edition": "nj-1996", "side_wagers": "same-suit,progressive-blackjack"}
    )
    assert rules.side_wagers == {"same-suit", "progressive-blackjack"}


# Dead hands (I-2.17-dead-hand) and balance -----------------------------------------------------


def test_an_open_sevens_wager_on_a_dead_hand_is_returned() -> None:
    # 2.15(g): box 1 gets no card and is dead; its wagers, the sevens wager too, are returned.
    rules = rules_from_mapping(
        {"hole_card": "no-hole-card", "side_wagers": "sevens", "edition": "nj-2024"}
    )
    wagers = [BoxWager.of(1, "10", side={"sevens": 1}), BoxWager.of(2, "10")]
    game = play(
        rules,
        "TS 9D 8S 8C",
        wagers,
        parse_actions("stand"),
        irregularities=(Irregularity(kind=IrregularityKind.NO_CARDS_TO_BOX, box=1),),
    )
    assert side_entries(game)[0][:3] == ("sevens", "dead", "0.00")
    assert game.ledger.is_balanced()


def test_side_wagers_are_staked_and_settled_once() -> None:
    game = side_round("7H 9D 7D 8C", "stand", {"sevens": 1})
    assert game.ledger.staked == 11
    assert game.ledger.is_balanced()
