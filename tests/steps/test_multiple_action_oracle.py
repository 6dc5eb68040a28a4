"""The oracle of multiple action blackjack (suite/wagers/multiple_action_oracle.py), its properties
(suite/wagers/multiple_action_checks.py, suite/wagers/multiple_action_transcript.py) and its
strategies (suite/wagers/multiple_action_strategies.py).

The expected settlements are typed by hand from the rule text over hand-made final hands; the
properties are shown to find the faults a game could have by spoiling a round the reference
engine played (a wager settled on the wrong spot, a hand of the dealer too many, a settlement
out of turn, an event citing the wrong clause)."""

from __future__ import annotations

import copy
from decimal import Decimal
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reference_impl.rules import TableRules
from suite.harness.checks import PlayedRound
from suite.harness.property_runner import GeneratedRound
from suite.harness.settlement_oracle import Decision, hand_total
from suite.harness.shoe_composer import compose_shoe, parse_deal
from suite.run.certification import effective_options
from suite.wagers.multiple_action_checks import (
    formation_problems,
    settled_once_problems,
    spot_settlement_problems,
)
from suite.wagers.multiple_action_oracle import (
    MULTIPLE_ACTION,
    expected_dealer_hands,
    expected_spot_ledger,
    spot_differences,
    spot_stakes,
)
from suite.wagers.multiple_action_strategies import (
    MULTIPLE_ACTION_SITUATIONS,
    multiple_action_rounds,
)
from suite.wagers.multiple_action_transcript import (
    EVENT_CLAUSES,
    busted_hand_problems,
    event_clause_problems,
    settlement_order_problems,
)
from vendor_adapters.protocol import FinalHand, LedgerEntry, Prompt, SideWager, Wager
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession

EDITION = "nj-2024"
OPTIONS = {"side_wagers": MULTIPLE_ACTION, "hole_card": "no-hole-card"}


def _rules(**options: object) -> TableRules:
    return effective_options(EDITION, {**OPTIONS, **options})


def _wager(box: int, *amounts: str) -> Wager:
    sides: list[SideWager] = [
        {"kind": kind, "amount": amount}
        for kind, amount in zip(("second-spot", "third-spot"), amounts[1:], strict=False)
    ]
    return {"box": box, "player": f"box{box}", "amount": amounts[0], "side_wagers": sides}


def _final(box: int, hand: int, cards: str) -> FinalHand:
    shown = cards.split()
    total = hand_total(shown)
    return {
        "box": box,
        "hand": hand,
        "cards": shown,
        "total": total,
        "blackjack": len(shown) == 2 and total == 21,
        "busted": total > 21,
    }


def _prompt(
    kind: str, box: int = 1, hand: int = 1, spot: int | None = None, most: str = "10"
) -> Prompt:
    prompt: Prompt = {
        "kind": kind,  # type: ignore[typeddict-item]
        "box": 1,
        "hand": 1,
        "player": "box1",
        "legal": [],
        "max_amount": most,
    }
    if spot is not None:
        prompt["spot"] = spot
    return prompt


def _shown(expected: dict[Any, Any]) -> dict[tuple[int, int, str, int], tuple[str, Decimal]]:
    return {(b, h, k, s): (e.result, e.net) for (b, _, h, k, s), e in expected.items()}


# The oracle, by hand ----------------------------------------------------------------------------


def test_a_19_against_20_a_bust_and_19_from_one_face_up_card() -> None:
    # (f), (h), (i): the first spot against TH TD (20) loses, the second against TH 6S 8H (24)
    # wins, the third against TH 9D (19) is void.
    expected, missing = expected_spot_ledger(
        wagers=[_wager(1, "10", "10", "10")],
        final_hands=[
            _final(1, 1, "TS 9C"),
            _final(0, 1, "TH TD"),
            _final(0, 2, "TH 6S 8H"),
            _final(0, 3, "TH 9D"),
        ],
        decisions=[],
        rules=_rules(),
    )
    assert not missing
    assert _shown(expected) == {
        (1, 1, "main", 1): ("lose", Decimal("-10")),
        (1, 1, "main", 2): ("win", Decimal("10.00")),
        (1, 1, "main", 3): ("void", Decimal("0")),
    }


def test_a_busted_doubled_hand_loses_every_wager_even_against_a_dealer_s_blackjack() -> None:
    # (f) with I-2.18f-busted-wagers: all of the busted hand's wagers, its doubles included, are
    # collected at the bust, though 2.10(b) would return a double against the blackjack of AS KD.
    expected, missing = expected_spot_ledger(
        wagers=[_wager(1, "10", "10"), _wager(2, "10", "10")],
        final_hands=[
            _final(1, 1, "6S 5H 9D 8C"),
            _final(2, 1, "TS 9S"),
            _final(0, 1, "AS KD"),
            _final(0, 2, "AS 7C"),
        ],
        decisions=[Decision(_prompt("play"), "double")],
        rules=_rules(),
    )
    assert not missing
    assert _shown(expected) == {
        (1, 1, "main", 1): ("lose", Decimal("-10")),
        (1, 1, "double", 1): ("lose", Decimal("-10")),
        (1, 1, "main", 2): ("lose", Decimal("-10")),
        (1, 1, "double", 2): ("lose", Decimal("-10")),
        (2, 1, "main", 1): ("lose", Decimal("-10")),
        (2, 1, "main", 2): ("win", Decimal("10.00")),
    }


def test_a_double_for_less_adds_the_amount_to_each_spot_but_never_more_than_its_wager() -> None:
    # (c), 2.10(a), I-2.18c-double-each-spot: "double:8" on $10 and $5 adds $8 and $5.
    expected, _ = expected_spot_ledger(
        wagers=[_wager(1, "10", "5")],
        final_hands=[_final(1, 1, "5S 6H 9C"), _final(0, 1, "9D 8S"), _final(0, 2, "9D 9S")],
        decisions=[Decision(_prompt("play"), "double:8")],
        rules=_rules(),
    )
    assert _shown(expected)[(1, 1, "double", 1)] == ("win", Decimal("8.00"))
    assert _shown(expected)[(1, 1, "double", 2)] == ("win", Decimal("5.00"))


def test_each_insurance_wager_is_decided_by_its_own_hand_s_second_card() -> None:
    # (d): the first hand AC 9D loses the first spot's $5, the second AC QH wins the second's
    # $5 at 2 to 1; the third spot is not insured.
    expected, _ = expected_spot_ledger(
        wagers=[_wager(1, "10", "10", "10")],
        final_hands=[
            _final(1, 1, "TS 8H"),
            _final(0, 1, "AC 9D"),
            _final(0, 2, "AC QH"),
            _final(0, 3, "AC 6S"),
        ],
        decisions=[
            Decision(_prompt("insurance", spot=1, most="5"), "insure"),
            Decision(_prompt("insurance", spot=2, most="5"), "insure"),
            Decision(_prompt("insurance", spot=3, most="5"), "no-insurance"),
        ],
        rules=_rules(),
    )
    shown = _shown(expected)
    assert shown[(1, 1, "insurance", 1)] == ("lose", Decimal("-5"))
    assert shown[(1, 1, "insurance", 2)] == ("win", Decimal("10.00"))
    assert (1, 1, "insurance", 3) not in shown
    assert shown[(1, 1, "main", 3)] == ("win", Decimal("10.00"))


def test_insurance_on_a_spot_never_formed_is_returned_once_every_hand_busted() -> None:
    # (f)1, I-2.18f1-insurance
    expected, missing = expected_spot_ledger(
        wagers=[_wager(1, "10", "10")],
        final_hands=[_final(1, 1, "TS 6H 9D"), _final(0, 1, "AC 5D")],
        decisions=[
            Decision(_prompt("insurance", spot=1, most="5"), "insure"),
            Decision(_prompt("insurance", spot=2, most="5"), "insure"),
        ],
        rules=_rules(),
    )
    assert not missing
    shown = _shown(expected)
    assert shown[(1, 1, "insurance", 1)] == ("lose", Decimal("-5"))
    assert shown[(1, 1, "insurance", 2)] == ("void", Decimal("0"))
    assert expected_dealer_hands(
        [_wager(1, "10", "10")],
        [_final(1, 1, "TS 6H 9D"), _final(0, 1, "AC 5D")],
        [],
        _rules(),
    ) == (1, "2.18(f)1: every player's hand has exceeded a hard 21")


def test_a_blackjack_against_a_9_wins_on_every_spot_with_no_hand_of_the_dealer_formed() -> None:
    # 2.7(a): none of the dealer's hands formed with a 9 can be a blackjack
    wagers = [_wager(1, "10", "10", "10")]
    hands = [_final(1, 1, "AS KH"), _final(0, 1, "9C")]
    expected, missing = expected_spot_ledger(
        wagers=wagers, final_hands=hands, decisions=[], rules=_rules()
    )
    assert not missing
    assert {e.net for e in expected.values()} == {Decimal("15.00")}
    count, why = expected_dealer_hands(wagers, hands, [], _rules())
    assert count == 1 and "I-2.18h-no-wager-remains" in why


def test_a_spot_whose_hand_the_game_never_forms_is_a_problem() -> None:
    _, missing = expected_spot_ledger(
        wagers=[_wager(1, "10", "10")],
        final_hands=[_final(1, 1, "TS 9C"), _final(0, 1, "TH TD")],
        decisions=[],
        rules=_rules(),
    )
    assert missing and "dealer's hand 2" in missing[0]


def test_no_third_hand_without_a_third_wager() -> None:
    wagers = [_wager(1, "10", "10"), _wager(2, "25", "25")]
    hands = [_final(1, 1, "TS 7H"), _final(2, 1, "9S 8D"), _final(0, 1, "QC 7D")]
    assert expected_dealer_hands(wagers, hands, [], _rules()) == (
        2,
        "2.18(h): no player has made a third wager",
    )


def test_the_spots_of_a_wager_are_read_from_its_kinds() -> None:
    assert spot_stakes(_wager(1, "10", "20", "5")) == {
        1: Decimal("10"),
        2: Decimal("20"),
        3: Decimal("5"),
    }


def test_a_wager_settled_on_the_wrong_spot_or_without_one_is_a_difference() -> None:
    expected, _ = expected_spot_ledger(
        wagers=[_wager(1, "10", "20")],
        final_hands=[_final(1, 1, "TS 9C"), _final(0, 1, "TH TD"), _final(0, 2, "TH 6S 8H")],
        decisions=[],
        rules=_rules(),
    )
    swapped: list[LedgerEntry] = [
        _entry("10.00", "win", "10.00", 1),
        _entry("20.00", "lose", "-20.00", 2),
    ]
    problems = spot_differences(expected, swapped)
    assert len(problems) == 2 and all("the rules require" in p for p in problems)
    unnamed = _entry("10.00", "lose", "-10.00", 1)
    del unnamed["dealer_hand"]
    assert any("names no dealer_hand" in p for p in spot_differences(expected, [unnamed]))


def _entry(stake: str, result: str, net: str, dealer_hand: int) -> LedgerEntry:
    return {
        "box": 1,
        "player": "box1",
        "hand": 1,
        "kind": "main",
        "stake": stake,
        "result": result,
        "odds": "1 to 1" if result == "win" else None,
        "net": net,
        "dealer_hand": dealer_hand,
    }


# The properties find a spoilt round --------------------------------------------------------------


def _played(deal: str, wagers: list[Wager], decisions: tuple[str, ...] = ()) -> PlayedRound:
    session = GameSession(ReferenceAdapter())
    table = session.table(EDITION, OPTIONS)
    shoe = compose_shoe(parse_deal(deal, hole_card="no-hole-card"))
    asked = list(decisions)
    taken: list[Decision] = []

    def answer(prompt: Prompt) -> str:
        token = asked.pop(0) if asked else ("stand" if prompt["kind"] == "play" else "no-insurance")
        taken.append(Decision(prompt, token))
        return token

    outcome, script = session.play_choosing(table, shoe, tuple(wagers), answer, limit=40)
    return PlayedRound(
        edition=EDITION,
        options=dict(OPTIONS),
        rules=_rules(),
        script=script,
        decisions=taken,
        outcome=outcome,
        replay=lambda s: outcome,
        oracle=lambda s: outcome,
    )


THREE_HANDS = "box 1: TS 9C; dealer: TH TD; dealer's second hand: 6S 8H; dealer's third hand: 9D"


def test_the_properties_hold_for_a_round_of_three_hands() -> None:
    played = _played(THREE_HANDS, [_wager(1, "10", "10", "10")])
    for problems_of in (
        spot_settlement_problems,
        settled_once_problems,
        formation_problems,
        settlement_order_problems,
        event_clause_problems,
    ):
        assert problems_of(played) == [], problems_of.__name__


def test_a_wager_decided_against_another_spot_s_hand_is_found() -> None:
    played = _played(THREE_HANDS, [_wager(1, "10", "10", "10")])
    spoilt = copy.deepcopy(played)
    ledger = spoilt.outcome["ledger"]
    ledger[0]["dealer_hand"], ledger[1]["dealer_hand"] = 2, 1  # the first two spots swapped
    assert spot_settlement_problems(spoilt)
    ledger[1]["dealer_hand"] = 2  # the first spot never settled, the second twice
    problems = settled_once_problems(spoilt)
    assert any("settled 2 times" in p for p in problems)
    assert any("never settled against the dealer's hand 1" in p for p in problems)


def test_a_third_hand_nobody_wagered_on_is_found() -> None:
    played = _played(THREE_HANDS, [_wager(1, "10", "10")])
    spoilt = copy.deepcopy(played)
    spoilt.outcome["final_hands"].append(_final(0, 3, "TH 9D"))
    assert any("not 2" in p and "third wager" in p for p in formation_problems(spoilt))


def test_a_hand_not_formed_with_the_face_up_card_or_drawing_on_17_is_found() -> None:
    played = _played(THREE_HANDS, [_wager(1, "10", "10", "10")])
    spoilt = copy.deepcopy(played)
    dealer = [h for h in spoilt.outcome["final_hands"] if h["box"] == 0]
    dealer[2]["cards"] = ["TC", "9D"]
    dealer[0]["cards"] = ["TH", "TD", "2C"]
    problems = formation_problems(spoilt)
    assert any("original face up card TH" in p for p in problems)
    assert any(p.startswith("2.12(b)") and "draws 2C on 20" in p for p in problems)


def test_a_second_spot_settled_before_the_dealer_s_second_hand_is_found() -> None:
    played = _played(THREE_HANDS, [_wager(1, "10", "10", "10")])
    spoilt = copy.deepcopy(played)
    events = spoilt.outcome["transcript"]
    paid = next(i for i, e in enumerate(events) if e.get("kind") == "pay")
    events.insert(5, events.pop(paid))  # the second spot's win paid among the player's events
    problems = settlement_order_problems(spoilt)
    assert any("before the dealer's first hand has its second card" in p for p in problems)


def test_a_losing_insurance_wager_collected_after_the_dealer_s_draw_is_found() -> None:
    # (d), 2.9(d): the first hand AC 5D draws 2C; the first spot's losing insurance is collected
    # between 5D and 2C
    deal = "box 1: TS 8H; dealer: AC 5D; dealer draws: 2C; dealer's second hand: 9S"
    played = _played(deal, [_wager(1, "10", "10")], ("insure", "insure", "stand"))
    assert settlement_order_problems(played) == []
    spoilt = copy.deepcopy(played)
    events = spoilt.outcome["transcript"]
    collected = next(i for i, e in enumerate(events) if e.get("note", "").startswith("insurance"))
    drawn = next(i for i, e in enumerate(events) if e.get("card") == "2C")
    events.insert(drawn, events.pop(collected))
    assert any(p.startswith("2.9(d)") for p in settlement_order_problems(spoilt))


def test_a_busted_hand_collected_after_the_dealer_s_second_card_is_found() -> None:
    deal = "box 1: TS 6H; box 2: 9S 9D; dealer: 7C TD; draws: 8C; dealer's second hand: 8S 3H"
    played = _played(deal, [_wager(1, "10", "10"), _wager(2, "10", "10")], ("hit",))
    assert busted_hand_problems(played) == []
    spoilt = copy.deepcopy(played)
    events = spoilt.outcome["transcript"]
    collected = [
        i for i, e in enumerate(events) if e.get("kind") == "collect" and e.get("box") == 1
    ]
    events.append(events.pop(collected[0]))
    assert any("not between the card that busts it" in p for p in busted_hand_problems(spoilt))


def test_an_event_citing_the_wrong_clause_is_found_and_none_is_not_applicable() -> None:
    played = _played(THREE_HANDS, [_wager(1, "10", "10", "10")])
    spoilt = copy.deepcopy(played)
    move = next(e for e in spoilt.outcome["transcript"] if e.get("kind") == "move-up-card")
    move["clause"] = "13:69F-2.18(h)"  # the move to the second hand is (g)'s
    assert any("not 2.18(g)" in p for p in event_clause_problems(spoilt))
    spoilt.outcome["transcript"] = [
        e for e in spoilt.outcome["transcript"] if e.get("kind") not in EVENT_CLAUSES
    ]
    with pytest.raises(pytest.skip.Exception, match="not applicable"):
        event_clause_problems(spoilt)


# The strategies reach their situations ------------------------------------------------------------


@pytest.mark.parametrize("situation", sorted(MULTIPLE_ACTION_SITUATIONS))
@settings(suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large], deadline=None)
@given(data=st.data())
def test_every_situation_draws_rounds_the_table_takes(situation: str, data: st.DataObject) -> None:
    generated: GeneratedRound = data.draw(multiple_action_rounds(EDITION, dict(OPTIONS), situation))
    rules = effective_options(EDITION, generated.options)
    for wager in generated.wagers:
        stakes = spot_stakes(wager)
        assert len(stakes) in (2, 3)
        assert all(rules.table_minimum <= s <= rules.table_maximum for s in stakes.values())
    boxes = len(generated.wagers)
    box = generated.shoe[0], generated.shoe[boxes + 1]
    up = generated.shoe[boxes]
    if situation.startswith("natural"):
        assert hand_total(box) == 21
    if situation in ("natural-against-ace", "ace-up"):
        assert up[0] == "A"
    if situation == "natural-against-ten":
        assert up[0] in "TJQK"
    if situation in ("box-busts", "every-box-busts"):
        assert generated.opening == ("hit",)
        assert hand_total([*box, generated.shoe[2 * boxes + 1]]) > 21
    if situation == "every-box-busts":
        assert boxes == 1


# The shoe's plan --------------------------------------------------------------------------------


def test_the_dealer_s_later_hands_are_dealt_after_his_first_hand_s_draws() -> None:
    plan = parse_deal(
        "box 1: TS 6H; dealer: 7C TD; draws: 8C; dealer draws: 2C; dealer's third hand: 9H 5D; "
        "dealer's second hand: 8S 3H",
        hole_card="no-hole-card",
    )
    assert compose_shoe(plan)[:10] == ("TS", "7C", "6H", "8C", "TD", "2C", "8S", "3H", "9H", "5D")
