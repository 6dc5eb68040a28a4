"""The 2.12(b) property's dealer: he stands on a soft 17, except at a table whose Buster Blackjack
has him draw to a soft 17 for every wager (2.30(f)3, I-2.30-soft-17)."""

from __future__ import annotations

from reference_impl.catalog import rules_from_mapping
from reference_impl.dealer_completion import table_wide_completion
from reference_impl.wager_model import DealerCompletion
from suite.harness.checks import _dealer_stands

WHOLE_TABLE = {"side_wagers": "buster", "buster_dealer_soft_17": "whole-table"}


def completion_at(**options: str) -> DealerCompletion | None:
    return table_wide_completion(rules_from_mapping({"edition": "nj-2024", **options}))


def test_the_dealer_stands_on_a_soft_17_under_2_12_b() -> None:
    # A + 6 = 17 counting the ace as 11 (2.2(b)3i): "17 to 21, hard or soft", he stands
    assert completion_at() is None
    assert _dealer_stands(["AS", "6H"], None)
    assert not _dealer_stands(["TS", "6H"], None)


def test_a_buster_table_drawing_to_soft_17_for_every_wager_draws_on_a_soft_17() -> None:
    # 2.30(f)3: he draws to a soft 17 and stands on a hard 17 or a soft 18
    completion = completion_at(**WHOLE_TABLE)
    assert completion is not None
    assert not _dealer_stands(["AS", "6H"], completion)
    assert _dealer_stands(["TS", "7H"], completion)
    assert _dealer_stands(["AS", "7H"], completion)


def test_a_buster_table_drawing_so_only_for_the_buster_wagers_keeps_2_12_b() -> None:
    assert completion_at(side_wagers="buster") is None
