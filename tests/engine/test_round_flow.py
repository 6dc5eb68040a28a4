"""The round, clause by clause: deal order, decisions, dealer's hand, settlement timing."""

from __future__ import annotations

import pytest

from reference_impl.actions import Action, ActionKind, PromptKind
from reference_impl.cards import parse_cards
from reference_impl.entry import EntryHistory
from reference_impl.errors import IllegalActionError, WagerError
from reference_impl.money import parse_money
from reference_impl.options import EntryRestriction
from reference_impl.round import Round
from reference_impl.rules import TableRules
from reference_impl.shoe import Shoe
from reference_impl.wagers import BoxWager
from tests.engine.helpers import deal, ledger_of


def test_initial_deal_order_2_6_e() -> None:
    # Box 1, box 2, dealer, box 1, box 2: the first five cards go in that order.
    game = deal("2S 3S 4S 5S 6S 7S 8S", wagers=((1, "10"), (2, "10")), waiting=True)
    dealt = [(e.kind, e.box, e.card, e.clause) for e in game.events[:5]]
    assert dealt == [
        ("deal", 1, "2S", "13:69F-2.6(e)1"),
        ("deal", 2, "3S", "13:69F-2.6(e)1"),
        ("dealer-up-card", 0, "4S", "13:69F-2.6(e)2"),
        ("deal", 1, "5S", "13:69F-2.6(e)3"),
        ("deal", 2, "6S", "13:69F-2.6(e)3"),
    ]


def test_face_down_hole_card_is_the_card_after_the_players_second_cards() -> None:
    # 2.6(j): TS (box) 9D (dealer) 6H (box) then 7C is the hole card; 5C goes to the player.
    game = deal("TS 9D 6H 7C 5C 2S", "hit stand", hole_card="face-down")
    hands = {(h["box"], h["hand"]): h["cards"] for h in game.final_hands()}
    assert hands[(0, 1)] == ["9D", "7C", "2S"]  # 16 draws 2S (2.12(b))
    assert hands[(1, 1)] == ["TS", "6H", "5C"]


def test_blackjack_against_two_to_nine_is_paid_before_any_third_card() -> None:
    # 2.7(a): box 1 AS KH against 9D is paid and removed before box 2 draws.
    game = deal("AS 5S 9D KH 6H 7C 9C", "hit stand", wagers=((1, "10"), (2, "10")))
    kinds = [e.kind for e in game.events]
    assert kinds.index("remove-cards") < kinds.index("hit")
    assert ledger_of(game)[0] == (1, 1, "main", "win", "15.00", "13:69F-2.7(a)")


def test_decisions_follow_the_boxes_from_the_dealers_left() -> None:
    # 2.6(f): box 1 is asked first, then box 2.
    game = deal("TS 9S 5D 8H 7H 6C", wagers=((1, "10"), (2, "10")), waiting=True)
    assert game.prompt is not None and game.prompt.box == 1
    game.apply(Action(ActionKind.STAND))
    assert game.prompt is not None and game.prompt.box == 2


def test_split_hand_is_completed_before_the_next_2_11_b() -> None:
    # 8-8 split: hand 1 gets 3C (11), doubles and gets TD (21), only then hand 2 gets 9C.
    game = deal("8S 7D 8H 3C TD 9C KS", "split double stand")
    hands = {(h["box"], h["hand"]): h["cards"] for h in game.final_hands()}
    assert hands[(1, 1)] == ["8S", "3C", "TD"]
    assert hands[(1, 2)] == ["8H", "9C"]
    # Dealer 7D KS = 17: hand 1 21 wins 10 + double 10; hand 2 17 ties (void).
    assert ledger_of(game) == [
        (1, 1, "main", "win", "10.00", "13:69F-2.3(a)2"),
        (1, 1, "double", "win", "10.00", "13:69F-2.3(a)2"),
        (1, 2, "split", "void", "0.00", "13:69F-2.3(b)"),
    ]


def test_double_after_split_is_allowed_2_10_a() -> None:
    game = deal("8S 7D 8H 3C", "split", waiting=True)
    assert Action(ActionKind.DOUBLE) in game.legal_actions()


def test_illegal_action_lists_the_legal_ones_and_cites_the_clause() -> None:
    game = deal("TS 9D 6H 8C", waiting=True, edition="nj-1996")
    with pytest.raises(IllegalActionError) as refused:
        game.apply(Action(ActionKind.SURRENDER))
    assert refused.value.clause == "19:47-2.8(c)"
    assert refused.value.legal == ("hit", "stand", "double")
    assert "legal now: hit, stand, double" in str(refused.value)


def test_refused_action_changes_nothing() -> None:
    game = deal("TS 9D 6H 8C 3S", waiting=True)
    before = (game.prompt, len(game.events))
    with pytest.raises(IllegalActionError):
        game.apply(Action(ActionKind.SPLIT))
    assert (game.prompt, len(game.events)) == before


def test_double_for_more_than_the_original_wager_is_refused() -> None:
    game = deal("6S 7D 5H 9C TC", waiting=True)
    with pytest.raises(IllegalActionError, match=r"2\.10\(a\)"):
        game.apply(Action(ActionKind.DOUBLE, parse_money("10.01")))


def test_insurance_allowance_with_half_dollar_chips() -> None:
    # 2.9(b): half of 15 is 7.50, payable in $0.50 chips, so 8.00 is over the limit.
    game = deal("TS AD QH 7C", wagers=((1, "15"),), chip_unit="0.50", waiting=True)
    assert game.prompt is not None and game.prompt.kind is PromptKind.INSURANCE
    assert str(game.prompt.max_amount) == "7.50"
    with pytest.raises(IllegalActionError, match=r"2\.9\(b\)"):
        game.apply(Action(ActionKind.INSURE, parse_money("8")))


def test_insurance_and_surrender_settle_separately_2_8_b() -> None:
    # Insure 5 and surrender 16 against an ace; dealer 7C, no blackjack:
    # insurance -5.00 (2.9(d)); surrender half of 10 = -5.00 (2.8(a)2).
    game = deal("TS AD 6H 7C", "insure surrender", surrender=True)
    assert ledger_of(game) == [
        (1, 1, "insurance", "lose", "-5.00", "13:69F-2.9(d)"),
        (1, 1, "main", "surrender", "-5.00", "13:69F-2.8(a)2"),
    ]


def test_dealer_stands_on_soft_17_2_12_b() -> None:
    # Dealer A+6 = soft 17 stands; the player's 18 wins 10.00.
    game = deal("TS AD 8H 6C 5S", "no-insurance stand")
    dealer = game.final_hands()[-1]
    assert dealer["cards"] == ["AD", "6C"]
    assert ledger_of(game) == [(1, 1, "main", "win", "10.00", "13:69F-2.3(a)2")]


def test_dealer_draws_to_hard_17() -> None:
    # Dealer 6+T = 16 draws 2 (18); the player's 17 loses 10.00.
    game = deal("TS 6D 7H TC 2S", "stand")
    assert game.final_hands()[-1]["cards"] == ["6D", "TC", "2S"]
    assert ledger_of(game) == [(1, 1, "main", "lose", "-10.00", "13:69F-2.3(a)2")]


def test_second_card_is_dealt_for_a_pending_insurance_even_when_all_bust() -> None:
    # Withhold option: the box busts, but insurance awaits the second card (2.9(a)).
    game = deal("TS AD 5H 9C KS", "insure hit", dealer_second_card_when_no_effect="withhold")
    # Insurance 5 x 2 = +10.00 on the dealer's blackjack; the busted 24 loses -10.00.
    assert ledger_of(game) == [
        (1, 1, "insurance", "win", "10.00", "13:69F-2.9(c)"),
        (1, 1, "main", "lose", "-10.00", "13:69F-2.3(a)1"),
    ]


def test_several_boxes_for_one_player_when_permitted_2_14() -> None:
    rules = TableRules(multiple_boxes_per_player=True)
    wagers = [BoxWager.of(1, 10, "alice"), BoxWager.of(2, 10, "alice")]
    game = Round(rules, Shoe(parse_cards("TS 9S 5D 8H 7H 6C"), decks=6), wagers)
    assert game.prompt is not None and game.prompt.player == "alice"


def test_highest_wager_calls_when_nobody_is_seated_2_13_b() -> None:
    rules = TableRules(players_per_box=3)
    wagers = [
        BoxWager.of(1, 10, "ann", seated=False),
        BoxWager.of(1, 25, "ben", seated=False),
        BoxWager.of(1, 15, "cy", seated=False),
    ]
    game = Round(rules, Shoe(parse_cards("TS 9D 6H 8C"), decks=6), wagers)
    assert game.prompt is not None and game.prompt.player == "ben"


@pytest.mark.parametrize(
    ("restriction", "history", "amount", "clause"),
    [
        ("1", EntryHistory(newcomers=frozenset({"box1"})), 10, "13:69F-2.3(i)1"),
        ("2", EntryHistory(newcomers=frozenset({"box1"})), 10, "13:69F-2.3(i)2"),
        ("3", EntryHistory(sat_out=frozenset({"box1"})), 5, "13:69F-2.3(i)3"),
        ("4", EntryHistory(sat_out=frozenset({"box1"})), 10, "13:69F-2.3(i)4"),
    ],
)
def test_entry_restrictions_2_3_i(
    restriction: str, history: EntryHistory, amount: int, clause: str
) -> None:
    rules = TableRules(entry_restrictions=frozenset({EntryRestriction(restriction)}))
    with pytest.raises(WagerError, match=clause.replace("(", r"\(").replace(")", r"\)")):
        Round(
            rules,
            Shoe(parse_cards("TS 9D 6H 8C"), decks=6),
            [BoxWager.of(1, amount)],
            entry=history,
        )


def test_newcomer_at_the_minimum_and_reserved_spot_are_accepted_2_3_i_j() -> None:
    shoe = "TS 9D 6H 8C"
    chosen = frozenset({EntryRestriction("2"), EntryRestriction("3")})
    rules = TableRules(entry_restrictions=chosen)
    newcomer = EntryHistory(newcomers=frozenset({"box1"}))
    Round(rules, Shoe(parse_cards(shoe), decks=6), [BoxWager.of(1, 5)], entry=newcomer)
    returning = EntryHistory(sat_out=frozenset({"box1"}), reserved=frozenset({"box1"}))
    Round(rules, Shoe(parse_cards(shoe), decks=6), [BoxWager.of(1, 25)], entry=returning)


def test_insurance_of_exactly_half_is_legal_in_any_chips_2_9_b() -> None:
    # 2.9(b): "an amount not more than half the amount staked on the player's initial wager".
    # Half of $5 is $2.50; at a $1 chip table the next chip unit, $3.00, is allowed too, and
    # $2.50 itself is still not more than half. Box TS QH = 20; the dealer AD 7C, soft 18,
    # stands (2.12(b)): no blackjack, so the insurance is lost and 20 beats 18, 1 to 1.
    game = deal("TS AD QH 7C", "insure:2.50 stand", wagers=((1, "5"),))
    assert ledger_of(game) == [
        (1, 1, "insurance", "lose", "-2.50", "13:69F-2.9(d)"),
        (1, 1, "main", "win", "5.00", "13:69F-2.3(a)2"),
    ]


def test_insurance_below_half_in_no_whole_chips_is_still_refused_2_9_b() -> None:
    # $1.50 on $5 is less than half but cannot be bet in $1 chips: refused as before.
    game = deal("TS AD QH 7C", wagers=((1, "5"),), waiting=True)
    with pytest.raises(IllegalActionError, match=r"chip units"):
        game.apply(Action(ActionKind.INSURE, parse_money("1.50")))
