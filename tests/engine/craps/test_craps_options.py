"""The table's house options: posted odds validated per wager and per total, the chip unit and the
rounding of payments that are not whole chips (I-craps-posted-odds)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from reference_impl.craps import DEFAULT_POSTED_ODDS, CrapsOptions, CrapsWager, PostedOdds
from reference_impl.errors import RulesError, WagerError
from reference_impl.money import Odds, PayoutRounding
from tests.engine.craps.helpers import after_point, entry_of, place

W = CrapsWager


def test_the_default_posted_odds_are_the_kits_documented_choice() -> None:
    posted = DEFAULT_POSTED_ODDS
    assert posted.odds(W.PASS, 7) == posted.odds(W.DONT_COME, 2) == Odds(1, 1)
    assert [str(posted.odds(W.PLACE_TO_WIN, n)) for n in (4, 5, 6, 8, 9, 10)] == [
        "9 to 5", "7 to 5", "7 to 6", "7 to 6", "7 to 5", "9 to 5"
    ]  # fmt: skip
    assert [str(posted.odds(W.PLACE_TO_LOSE, n)) for n in (4, 5, 6, 8, 9, 10)] == [
        "5 to 11", "5 to 8", "4 to 5", "4 to 5", "5 to 8", "5 to 11"
    ]  # fmt: skip
    assert str(posted.odds(W.SIX_HARDWAY, 6)) == "9 to 1"
    assert str(posted.odds(W.TEN_HARDWAY, 10)) == "7 to 1"
    assert [str(posted.odds(W.FIELD, t)) for t in (2, 3, 12)] == ["2 to 1", "1 to 1", "2 to 1"]
    assert str(posted.odds(W.HORN, 12)) == "27 to 4"
    assert str(posted.odds(W.C_AND_E, 11)) == "7 to 1"


@pytest.mark.parametrize(
    ("field", "value", "pattern"),
    [
        ("field_bet", {2: Odds(2, 1)}, r"posted_odds\.field_bet=\[2\]: .*\[19:47-1\.2\(a\)11\]"),
        ("horn", {2: Odds(27, 4), 3: Odds(3, 1), 11: Odds(3, 1), 7: Odds(1, 1)}, r"\(a\)19\]"),
        ("c_and_e", {2: Odds(3, 1)}, r"posted_odds\.c_and_e=.*\[19:47-1\.2\(a\)18\]"),
        ("place_to_win", {4: Odds(9, 5)}, r"posted_odds\.place_to_win=.*\(a\)5\]"),
        ("place_to_lose", {}, r"posted_odds\.place_to_lose=\[\]: .*\(a\)6\]"),
        ("any_seven", "4 to 1", r"posted_odds\.any_seven=4 to 1: .*\[19:47-1\.2\(a\)12\]"),
        (
            "hardway",
            {4: Odds(7, 1), 6: Odds(9, 1), 8: Odds(9, 1), 10: "7 to 1"},
            r"posted_odds\.hardway\[10\]=7 to 1",
        ),
    ],
)
def test_posted_odds_are_validated(field: str, value: object, pattern: str) -> None:
    with pytest.raises(RulesError, match=pattern):
        PostedOdds(**{field: value})  # type: ignore[arg-type]


def test_a_table_may_post_other_odds() -> None:
    # A field paying 3 to 1 on 12: $5 on a 12 wins 15.
    posted = PostedOdds(
        field_bet={2: Odds(2, 1), 3: Odds(1, 1), 4: Odds(1, 1), 9: Odds(1, 1), 10: Odds(1, 1),
                   11: Odds(1, 1), 12: Odds(3, 1)}
    )  # fmt: skip
    table = after_point("2-2", ["6-6"], posted_odds=posted)
    bet = place(table, W.FIELD, 5)
    table.roll()
    entry = entry_of(table, bet)
    assert entry is not None and (entry.net, str(entry.odds)) == (Decimal(15), "3 to 1")


@pytest.mark.parametrize(
    ("options", "pattern"),
    [
        ({"chip_unit": Decimal(0)}, r"chip_unit=0: .*\[19:47-1\.2\(a\)\]"),
        ({"chip_unit": Decimal("0.001")}, r"chip_unit=0\.001: a whole number of cents"),
        ({"chip_unit": 1}, r"chip_unit=1: a positive Decimal"),
        ({"payout_rounding": "exact"}, r"payout_rounding=exact"),
        ({"horn_high_area": "yes"}, r"horn_high_area=yes: .*\[19:47-1\.2\(a\)20\]"),
        ({"hardways_work_on_come_out": 1}, r"hardways_work_on_come_out=1: .*\(a\)5\]"),
        ({"posted_odds": {}}, r"posted_odds=\{\}: a PostedOdds table"),
    ],
)
def test_house_options_are_validated(options: dict[str, object], pattern: str) -> None:
    with pytest.raises(RulesError, match=pattern):
        CrapsOptions(**options)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("rounding", "chip", "won"),
    [
        # place 6 $5 at 7 to 6: 35 / 6 = 5.8333...
        (PayoutRounding.EXACT, "1", "5.83"),  # to the cent, the fraction of a cent down
        (PayoutRounding.DOWN_TO_CHIP_UNIT, "1", "5"),
        (PayoutRounding.UP_TO_CHIP_UNIT, "1", "6"),
        (PayoutRounding.DOWN_TO_CHIP_UNIT, "0.50", "5.50"),
    ],
)
def test_a_payment_not_in_whole_chips_is_rounded_as_the_table_rounds(
    rounding: PayoutRounding, chip: str, won: str
) -> None:
    table = after_point("2-2", ["3-3"], payout_rounding=rounding, chip_unit=Decimal(chip))
    bet = place(table, W.PLACE_TO_WIN, 5, number=6)
    table.roll()
    entry = entry_of(table, bet)
    assert entry is not None and entry.net == Decimal(won)


def test_amounts_are_never_floats() -> None:
    table = after_point("2-2", [])
    with pytest.raises(WagerError, match="never float"):
        table.place(W.FIELD, 5.0)
