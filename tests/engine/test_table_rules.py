"""TableRules: every forbidden combination is refused with the option and the clause."""

from __future__ import annotations

from typing import Any

import pytest

from reference_impl.catalog import OPTIONS, rules_from_mapping, rules_to_dict
from reference_impl.errors import RulesError
from reference_impl.rules import TableRules


@pytest.mark.parametrize(
    ("options", "option", "clause"),
    [
        ({"hole_card": "face-up", "surrender": "true"}, "surrender", "13:69F-2.6(k)3"),
        ({"hole_card": "face-up", "max_splits": 2}, "max_splits", "13:69F-2.6(k)5"),
        (
            {"hole_card": "face-up", "consolidated_net_payout": True},
            "consolidated_net_payout",
            "13:69F-2.6(k)3",
        ),
        (
            {"edition": "nj-1996", "consolidated_net_payout": True},
            "consolidated_net_payout",
            "19:47-2.7(c)",
        ),
        (
            {"edition": "nj-1996", "insurance_timing": "before-own-decisions"},
            "insurance_timing",
            "19:47-2.9(b)",
        ),
        (
            {"hole_card": "face-down-card-reader", "insurance_timing": "before-own-decisions"},
            "insurance_timing",
            "13:69F-2.9(b)",
        ),
        ({"max_splits": 3, "boxes": 7}, "max_splits", "13:69F-2.11(e)"),
        ({"aces_split_once": True}, "aces_split_once", "13:69F-2.11(e)"),
        ({"entry_restrictions": "1 2"}, "entry_restrictions", "13:69F-2.3(i)"),
        ({"entry_restrictions": "3 4"}, "entry_restrictions", "13:69F-2.3(i)"),
        ({"bonus_five_card_21_odds": "2:1"}, "bonus_five_card_21_odds", "13:69F-2.3(a)4"),
        (
            {"five_card_21": True, "bonus_five_card_21_odds": "5:2"},
            "bonus_five_card_21_odds",
            "13:69F-2.3(e)4",
        ),
        ({"players_per_box": 4}, "players_per_box", "13:69F-2.13(a)"),
        ({"decks": 0}, "decks", "13:69F-2.2(a)"),
    ],
)
def test_forbidden_combination_names_option_and_clause(
    options: dict[str, Any], option: str, clause: str
) -> None:
    with pytest.raises(RulesError) as refused:
        rules_from_mapping(options)
    assert option in str(refused.value)
    assert clause in str(refused.value)


def test_allowed_combinations() -> None:
    TableRules(max_splits=3, boxes=6, aces_split_once=True)
    TableRules(max_splits=2, boxes=7)
    rules_from_mapping({"edition": "nj-2004", "consolidated_net_payout": True})
    rules_from_mapping({"five_card_21": True, "bonus_five_card_21_odds": "2 to 1"})
    rules_from_mapping({"entry_restrictions": "1 4"})


def test_designated_blackjack_needs_an_ace_and_a_face_card() -> None:
    with pytest.raises(RulesError, match=r"2\.3\(e\)3"):
        rules_from_mapping({"designated_blackjack": "AS+TS@2:1"})


def test_no_hit_soft_17_option_exists_but_the_buster_tables() -> None:
    # 2.12(b) prescribes drawing to a hard or soft 17; only a Buster Blackjack table may draw to
    # a soft 17 for every wager (13:69E-1.10(x)1, I-2.30-soft-17).
    soft = [spec for spec in OPTIONS if "soft" in spec.name]
    assert [(spec.name, spec.clause) for spec in soft] == [("buster_dealer_soft_17", "2.30(f)3")]


def test_record_form_round_trips() -> None:
    rules = rules_from_mapping(
        {
            "edition": "nj-2004",
            "hole_card": "face-down-card-reader",
            "surrender": True,
            "designated_blackjack": "AS+KS@6:5",
            "entry_restrictions": "1 3",
            "chip_unit": "0.50",
        }
    )
    assert rules_from_mapping(rules_to_dict(rules)) == rules


def test_unknown_option_is_named() -> None:
    with pytest.raises(RulesError, match="'hit_soft_17'"):
        rules_from_mapping({"hit_soft_17": True})


def test_unknown_edition() -> None:
    with pytest.raises(RulesError, match="nj-1995"):
        TableRules(edition="nj-1995")
