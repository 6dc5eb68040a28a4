"""The deferred vigorish of 19:47-3.3(c): owed per player on a marker, collected at a later time,
all of it before the cards are reshuffled; rounded per win or on the amount collected."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from reference_impl.baccarat import (
    BaccaratTable,
    EntryKind,
    VigorishCollection,
    VigorishRounding,
    VigorishRoundingOf,
)
from reference_impl.errors import IllegalActionError, ShoeError
from tests.engine.baccarat.stacks import full_stack, ready_table

BANKER_WINS_TWICE = ("P:7S B:8H P:KD B:QC", "P:7H B:8D P:KS B:QH")  # banker 8 over player 7


def two_banker_wins(
    stakes: tuple[str, str],
    collection: VigorishCollection = VigorishCollection.DEFERRED,
    **options: Any,
) -> BaccaratTable:
    cards = " ".join(t.split(":")[1] for dealt in BANKER_WINS_TWICE for t in dealt.split())
    table = ready_table(cards, vigorish_collection=collection, **options)
    for dealt, stake in zip(BANKER_WINS_TWICE, stakes, strict=True):
        table.open_betting()
        table.place("4", "banker", stake)
        table.no_more_bets()
        table.deal(dealt)
    return table


def vigorish_paid(table: BaccaratTable, player: str = "4") -> Decimal:
    return table.ledger.vigorish_collected(player)


def test_a_deferred_vigorish_is_owed_on_the_players_marker() -> None:
    table = two_banker_wins(("10", "13"))
    # 0.50 + 0.65, nothing collected yet
    assert vigorish_paid(table) == 0
    assert table.vigorish.owed("4") == Decimal("1.15")
    markers = [e for e in table.events if e.kind == "vigorish"]
    assert [e.clause for e in markers] == ["19:47-3.3(c)", "19:47-3.3(c)"]
    assert "marker of player 4 now 1.15" in markers[-1].note
    assert "collect_vigorish" in table.legal_actions()


def test_a_reshuffle_with_vigorish_outstanding_is_refused() -> None:
    table = two_banker_wins(("10", "13"))
    with pytest.raises(
        IllegalActionError, match=r"vigorish is outstanding \(4 1\.15\).*19:47-3\.3\(c\)"
    ):
        table.reshuffle(full_stack(8))


def test_the_end_of_the_shoe_collects_every_vigorish_then_the_cards_may_be_reshuffled() -> None:
    table = two_banker_wins(("10", "13"))
    table.end_shoe()
    assert vigorish_paid(table) == Decimal("1.15")
    assert table.vigorish.owed() == 0
    collected = [e for e in table.ledger.entries if e.kind is EntryKind.VIGORISH]
    assert [(e.net, e.clause) for e in collected] == [(Decimal("-1.15"), "19:47-3.3(c)")]
    assert table.legal_actions() == ("reshuffle",)
    table.reshuffle(full_stack(8))
    assert table.legal_actions() == ("cut",)
    # the player won 10 + 13 and paid 1.15
    assert table.ledger.player_net("4") == Decimal("21.85")
    assert table.ledger.is_balanced()


def test_a_deferred_vigorish_may_be_collected_between_rounds() -> None:
    table = two_banker_wins(("10", "13"))
    table.collect_vigorish("4")
    assert vigorish_paid(table) == Decimal("1.15")
    table.reshuffle(full_stack(8))


def test_rounded_on_each_win() -> None:
    # 5 % of 11 is 0.55, up to 0.75 each time: 1.50
    table = two_banker_wins(("11", "11"), vigorish_rounding=VigorishRounding.UP_TO_MULTIPLE)
    table.end_shoe()
    assert vigorish_paid(table) == Decimal("1.50")


def test_rounded_on_the_amount_collected() -> None:
    # 0.55 + 0.55 = 1.10, up to the next multiple of 25 cents: 1.25
    table = two_banker_wins(
        ("11", "11"),
        vigorish_rounding=VigorishRounding.UP_TO_MULTIPLE,
        vigorish_rounding_of=VigorishRoundingOf.AMOUNT_COLLECTED,
    )
    assert table.vigorish.owed("4") == Decimal("1.25")
    table.end_shoe()
    assert vigorish_paid(table) == Decimal("1.25")
    (entry,) = [e for e in table.ledger.entries if e.kind is EntryKind.VIGORISH]
    assert entry.interpretation == "I-baccarat-vigorish-rounding-deferred"


def test_at_four_percent_rounded_on_the_amount_collected() -> None:
    # 4 % of 7 twice: 0.28 + 0.28 = 0.56, up to the next multiple of 20 cents: 0.60
    table = two_banker_wins(
        ("7", "7"),
        vigorish_percent=4,
        vigorish_rounding=VigorishRounding.UP_TO_MULTIPLE,
        vigorish_rounding_of=VigorishRoundingOf.AMOUNT_COLLECTED,
    )
    table.end_shoe()
    assert vigorish_paid(table) == Decimal("0.60")
    # rounded on each win: 0.40 + 0.40
    table = two_banker_wins(
        ("7", "7"), vigorish_percent=4, vigorish_rounding=VigorishRounding.UP_TO_MULTIPLE
    )
    table.end_shoe()
    assert vigorish_paid(table) == Decimal("0.80")


def test_at_the_payout_the_vigorish_is_collected_with_each_win() -> None:
    table = two_banker_wins(
        ("11", "11"),
        VigorishCollection.AT_PAYOUT,
        vigorish_rounding=VigorishRounding.UP_TO_MULTIPLE,
        vigorish_rounding_of=VigorishRoundingOf.AMOUNT_COLLECTED,  # no effect at the payout
    )
    kinds = [(e.round_number, e.kind, e.net) for e in table.ledger.entries]
    assert kinds == [
        (1, EntryKind.SETTLEMENT, Decimal(11)),
        (1, EntryKind.VIGORISH, Decimal("-0.75")),
        (2, EntryKind.SETTLEMENT, Decimal(11)),
        (2, EntryKind.VIGORISH, Decimal("-0.75")),
    ]
    assert table.vigorish.owing() == ()
    table.reshuffle(full_stack(8))  # nothing outstanding: the shoe ends and a new one starts


def test_a_reshuffle_onto_a_short_stack_is_refused_and_the_shoe_stays() -> None:
    table = two_banker_wins(("10", "13"))
    table.end_shoe()
    with pytest.raises(ShoeError, match=r"stack=415 cards.*\[19:47-3\.1\(a\)\]"):
        table.reshuffle(full_stack(8)[:-1])
    assert table.legal_actions() == ("reshuffle",)
    table.reshuffle(full_stack(8))
