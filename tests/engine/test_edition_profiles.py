"""Edition profiles: an edition of the corpus that carries another over plays as that edition,
under its own name and with its clause prefix (reference_impl.editions)."""

from __future__ import annotations

import pytest

from reference_impl.catalog import rules_from_mapping
from reference_impl.editions import EDITIONS, editions_since, get_edition
from reference_impl.errors import RulesError
from reference_impl.rules import TableRules
from regulations import load_corpus


def test_every_edition_of_the_corpus_has_a_profile() -> None:
    assert list(EDITIONS) == list(load_corpus().editions)
    assert list(EDITIONS) == ["nj-1996", "nj-2004", "nj-2024", "nj-2024+bet-the-set"]


def test_the_edition_of_a_notice_has_the_profile_of_the_edition_it_amends() -> None:
    profile = get_edition("nj-2024+bet-the-set")
    base = get_edition("nj-2024")
    assert profile.name == "nj-2024+bet-the-set"
    assert profile.clause_prefix == base.clause_prefix == "13:69F-"
    assert profile.consolidated_net_payout_available == base.consolidated_net_payout_available
    assert profile.early_insurance_available == base.early_insurance_available
    assert profile.cite("2.7(a)") == "13:69F-2.7(a)"


def test_a_table_opens_in_the_edition_of_the_notice() -> None:
    rules = TableRules(edition="nj-2024+bet-the-set", consolidated_net_payout=True)
    assert rules.profile.name == "nj-2024+bet-the-set"


def test_editions_since_2024_include_the_edition_of_the_notice() -> None:
    assert set(editions_since("nj-2024")) == {"nj-2024", "nj-2024+bet-the-set"}


def test_no_continuous_shuffler_where_2_20_is_the_bonus_wager() -> None:
    # In nj-2024+bet-the-set 13:69F-2.20 is the blackjack bonus wager (I-notice-2.20-bonus-wager):
    # the continuous shuffling text stands under no number of that edition.
    assert rules_from_mapping({"edition": "nj-2024", "shuffling": "continuous-shuffler"})
    with pytest.raises(RulesError, match=r"I-notice-2\.20-bonus-wager\) \[13:69F-2\.20\]"):
        rules_from_mapping({"edition": "nj-2024+bet-the-set", "shuffling": "continuous-shuffler"})
