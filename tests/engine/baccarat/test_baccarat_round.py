"""A round of 19:47-3.2 and 3.3, worked by hand: the wagers, "No More Bets", the hands as dealt,
win, lose and void, the payouts."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from reference_impl.baccarat import (
    BaccaratOptions,
    BaccaratTable,
    EntryKind,
    Result,
    Side,
    VigorishRounding,
    WagerKind,
)
from reference_impl.errors import IllegalActionError, ShoeError, WagerError
from reference_impl.money import Odds
from tests.engine.baccarat.stacks import order_with_front, ready_table, uncut

BANKER_8_PLAYER_7 = "P:7S B:8H P:KD B:QC"  # player 7 + 0 = 7, banker 8 + 0 = 8
TIE_4 = "P:2S B:3H P:2H B:AC"  # player 2 + 2 = 4, banker 3 + 1 = 4
PLAYER_9_BANKER_6 = "P:9S B:6H P:TD B:KC"


def cards_of(dealt: str) -> str:
    return " ".join(token.split(":")[1] for token in dealt.split())


def play(dealt: str, wagers: list[tuple[str, str, str]], **options: Any) -> BaccaratTable:
    table = ready_table(cards_of(dealt), **options)
    table.open_betting()
    for player, wager, amount in wagers:
        table.place(player, wager, amount)
    table.no_more_bets()
    table.deal(dealt)
    return table


def net(table: BaccaratTable, player: str, kind: EntryKind = EntryKind.SETTLEMENT) -> Decimal:
    return sum(
        (e.net for e in table.ledger.entries if e.player == player and e.kind is kind), Decimal(0)
    )


def test_a_banker_win_pays_1_to_1_less_the_vigorish() -> None:
    table = play(
        BANKER_8_PLAYER_7, [("1", "banker", "10"), ("2", "player", "10"), ("3", "tie", "5")]
    )
    banker, vig, player, tie = table.ledger.entries
    assert (banker.player, banker.result, banker.net) == ("1", Result.WIN, Decimal("10.00"))
    assert (banker.odds, banker.clause) == (Odds(1, 1), "19:47-3.3(c)")
    # 5 % of the $10 won is $0.50 (3.3(c)), collected at the payout
    assert (vig.kind, vig.player, vig.net, vig.clause) == (
        EntryKind.VIGORISH,
        "1",
        Decimal("-0.50"),
        "19:47-3.3(c)",
    )
    assert (player.result, player.net, player.clause) == (
        Result.LOSE,
        Decimal(-10),
        "19:47-3.2(a)2ii",
    )
    assert (tie.result, tie.net, tie.clause) == (Result.LOSE, Decimal(-5), "19:47-3.2(a)3")
    # house: +10 (player) + 5 (tie) - 10 (banker) + 0.50 (vigorish)
    assert table.ledger.house_net() == Decimal("5.50")
    assert table.ledger.is_balanced()


def test_a_tie_voids_banker_and_player_and_pays_the_tie_bet_8_to_1() -> None:
    table = play(TIE_4, [("1", "banker", "10"), ("2", "player", "10"), ("3", "tie", "5")])
    banker, player, tie = table.ledger.entries
    void = Decimal(0)
    assert (banker.result, banker.net, banker.clause) == (Result.VOID, void, "19:47-3.2(a)1iii")
    assert (player.result, player.net, player.clause) == (Result.VOID, void, "19:47-3.2(a)2iii")
    assert (tie.result, tie.net, tie.clause) == (Result.WIN, Decimal(40), "19:47-3.3(b)")  # 8 x 5
    assert [e.kind for e in table.events if e.player == "1"][-2:] == ["void", "returned"]


def test_a_tie_bet_is_paid_at_the_tables_posted_odds() -> None:
    table = play(TIE_4, [("3", "tie", "5")], tie_odds=Odds(9, 1))
    assert table.ledger.entries[0].net == Decimal(45)  # 9 x 5
    table = play(TIE_4, [("3", "tie", "10")], tie_odds=Odds(17, 2))
    assert table.ledger.entries[0].net == Decimal(85)  # 10 x 17 / 2


def test_a_player_win_pays_1_to_1_and_the_banker_wager_loses() -> None:
    table = play(PLAYER_9_BANKER_6, [("2", "player's hand", "25"), ("1", "Banker's Hand", "25")])
    player, banker = table.ledger.entries
    assert (player.result, player.net, player.clause) == (Result.WIN, Decimal(25), "19:47-3.3(a)")
    assert (banker.result, banker.net, banker.clause) == (
        Result.LOSE,
        Decimal(-25),
        "19:47-3.2(a)1ii",
    )
    assert not any(e.kind is EntryKind.VIGORISH for e in table.ledger.entries)


def test_the_resolution_and_the_payment_are_events_citing_their_clauses() -> None:
    table = play(BANKER_8_PLAYER_7, [("1", "banker", "10")])
    kinds = [(e.kind, e.clause) for e in table.events if e.player == "1"]
    assert kinds == [
        ("wager", "19:47-3.2(a)"),
        ("win", "19:47-3.2(a)1i"),
        ("paid", "19:47-3.3(c)"),
        ("vigorish", "19:47-3.3(c)"),
    ]
    counts = [(e.side, e.note) for e in table.events if e.kind == "point count"]
    assert counts == [(Side.PLAYER, "7S KD: 7"), (Side.BANKER, "8H QC: 8")]


@pytest.mark.parametrize(
    ("stake", "percent", "rounded", "vigorish"),
    [
        ("10", 5, False, "0.50"),  # 5 % of 10
        ("15", 5, False, "0.75"),
        ("13", 5, False, "0.65"),
        ("13", 5, True, "0.75"),  # 0.65 up to the next multiple of 25 cents
        ("10", 5, True, "0.50"),  # already a multiple of 25 cents
        ("1", 5, True, "0.25"),  # 0.05 rounds to 25 cents
        ("7", 4, False, "0.28"),  # 4 % of 7
        ("7", 4, True, "0.40"),  # 0.28 up to the next multiple of 20 cents
        ("10", 4, True, "0.40"),
        ("1.10", 5, False, "0.05"),  # 0.055: the fraction of a cent is not collected
    ],
)
def test_the_vigorish_worked_by_hand(
    stake: str, percent: int, rounded: bool, vigorish: str
) -> None:
    rounding = VigorishRounding.UP_TO_MULTIPLE if rounded else VigorishRounding.NONE
    table = play(
        BANKER_8_PLAYER_7,
        [("1", "banker", stake)],
        vigorish_percent=percent,
        vigorish_rounding=rounding,
    )
    assert net(table, "1", EntryKind.VIGORISH) == -Decimal(vigorish)
    assert net(table, "1") == Decimal(stake)


def test_no_other_wager_is_accepted() -> None:
    table = ready_table(cards_of(TIE_4))
    table.open_betting()
    for name in ("big", "pair", "dragon bonus", ""):
        with pytest.raises(WagerError, match=r"19:47-3\.2\(b\)"):
            table.place("1", name, "10")


def test_no_wager_made_increased_or_withdrawn_after_no_more_bets() -> None:
    table = ready_table(cards_of(TIE_4))
    table.open_betting()
    table.place("1", "banker", "10")
    table.increase("1", "banker", "5")
    table.place("2", "player", "10")
    table.withdraw("2", "player")
    table.no_more_bets()
    assert table.ledger.staked == Decimal(15)
    with pytest.raises(
        WagerError, match=r'place=tie 5 for player 2: .*"No More Bets" \[19:47-3\.2\(d\)\]'
    ):
        table.place("2", "tie", "5")
    with pytest.raises(WagerError, match=r"\[19:47-3\.2\(d\)\]"):
        table.increase("1", "banker", "5")
    with pytest.raises(WagerError, match=r"\[19:47-3\.2\(d\)\]"):
        table.withdraw("1", "banker")
    table.deal(TIE_4)
    (entry,) = table.ledger.entries
    assert (entry.stake, entry.result) == (Decimal(15), Result.VOID)


def test_amounts_are_exact_and_never_floats() -> None:
    table = ready_table(cards_of(TIE_4))
    table.open_betting()
    with pytest.raises(WagerError):
        table.place("1", "banker", 10.5)
    with pytest.raises(WagerError):
        table.place("1", "banker", "0")


def test_the_hands_must_be_the_shoes_next_cards() -> None:
    table = ready_table(cards_of(TIE_4))
    table.open_betting()
    table.no_more_bets()
    with pytest.raises(ShoeError, match=r"3H to the player's hand is not the shoe's next card, 2S"):
        table.deal("P:3H B:2S P:2H B:AC")


def test_a_wrong_card_leaves_the_shoe_as_it_was() -> None:
    table = ready_table(cards_of(TIE_4))
    table.open_betting()
    table.no_more_bets()
    with pytest.raises(ShoeError, match=r"AD to the player's hand is not the shoe's next card, 2H"):
        table.deal("P:2S B:3H P:AD B:AC")
    assert table.deal(TIE_4) == {Side.PLAYER: 4, Side.BANKER: 4}


def test_each_hand_needs_a_card() -> None:
    table = ready_table("2S 3H")
    table.open_betting()
    table.no_more_bets()
    with pytest.raises(ShoeError, match=r"19:47-3\.1\(c\)"):
        table.deal("P:2S P:3H")


def test_a_three_card_hand_is_taken_as_dealt() -> None:
    # the drawing rules are outside the corpus: the third cards are taken as dealt
    dealt = "P:AS B:KH P:2D B:5C P:9S B:2C"  # player A 2 9 = 12 -> 2 (3.1(c)2); banker 0 5 2 = 7
    table = play(dealt, [("1", "player", "10")])
    (entry,) = table.ledger.entries
    assert (entry.result, entry.net) == (Result.LOSE, Decimal(-10))
    cards = [e for e in table.events if e.kind == "card"]
    assert {e.interpretation for e in cards} == {"I-baccarat-drawing-rules"}


def test_the_round_follows_its_order() -> None:
    table = ready_table(cards_of(TIE_4))
    with pytest.raises(IllegalActionError):
        table.place("1", "banker", "10")  # betting is not open
    table.open_betting()
    with pytest.raises(IllegalActionError, match=r"legal now: place, increase, withdraw"):
        table.deal(TIE_4)
    assert table.legal_actions() == ("place", "increase", "withdraw", "no_more_bets")
    table.no_more_bets()
    assert table.legal_actions() == ("deal",)
    table.deal(TIE_4)
    assert table.legal_actions() == ("open_betting", "end_shoe")


def test_one_wager_of_a_kind_per_player() -> None:
    table = ready_table(cards_of(TIE_4))
    table.open_betting()
    table.place("1", WagerKind.TIE, "5")
    with pytest.raises(WagerError, match="increase it"):
        table.place("1", "tie bet", "5")


def test_the_packages_own_example() -> None:
    # reference_impl/baccarat/__init__.py: a six-deck shoe cut at 40 by seat 3, the cutting card
    # 16 from the back; after the burn (AS and one card) the player gets 9S KD (9), the banker AH
    # 7C (8): the banker wager of $13 loses.
    order = order_with_front("AS 2S 9S AH KD 7C", 6)
    table = BaccaratTable(BaccaratOptions(decks=6), uncut(order, 40))
    table.cut(40, by="3", offer_order=("5", "3", "1"))
    table.place_cutting_card(16)
    table.burn()
    table.open_betting()
    table.place("3", "banker", "13")
    table.no_more_bets()
    assert table.deal("P:9S B:AH P:KD B:7C") == {Side.PLAYER: 9, Side.BANKER: 8}
    assert table.ledger.player_net("3") == Decimal(-13)
