"""The baccarat steps' oracle (steps/baccarat/oracle.py) against amounts worked out by hand from
19:47-3.1 to 3.5: it is what the properties hold a game to, so it is held to the text here."""

from __future__ import annotations

from decimal import Decimal

import pytest

from steps.baccarat.oracle import ShoeLedger, burn_count, point_count, wager_result
from steps.baccarat.words import PROTOCOL_DEFAULTS, read_phrases


def test_the_texts_own_point_count_examples() -> None:
    # 3.1(c)1: an ace, a 2 and a 4 count 7; 3.1(c)2: an ace, a 2 and a 9 total 12 and count 2.
    assert point_count(["AS", "2S", "4C"]) == 7
    assert point_count(["AH", "2H", "9D"]) == 2
    # 3.1(b)2: tens and faces are zero; 3.1(b)1: a 9 is nine.
    assert point_count(["KS", "9D"]) == 9
    assert point_count(["TS", "JH", "QD"]) == 0


@pytest.mark.parametrize(
    ("card", "more"), [("KH", 10), ("TD", 10), ("JC", 10), ("QS", 10), ("AH", 1), ("3H", 3)]
)
def test_the_burn_counts_faces_and_tens_as_ten_and_aces_as_one(card: str, more: int) -> None:
    assert burn_count(card) == more  # 3.5(d)


def test_the_three_wagers_on_equal_and_unequal_counts() -> None:
    # 3.2(a)1, 2, 3
    assert [wager_result(w, 4, 4) for w in ("banker", "player", "tie")] == ["void", "void", "win"]
    assert [wager_result(w, 8, 7) for w in ("banker", "player", "tie")] == ["win", "lose", "lose"]


def _table(**options: object) -> ShoeLedger:
    return ShoeLedger({**PROTOCOL_DEFAULTS, **options})


def test_a_banker_win_at_5_percent_rounded_to_the_next_25_cents() -> None:
    # $13 won, 5 % = $0.65, rounded off to $0.75 (3.3(c))
    book = _table(vigorish_rounding="up-to-multiple")
    entries = book.settle([("1", "banker", Decimal(13))], ["7S", "KD"], ["8H", "QC"])
    assert [(e.kind, e.net) for e in entries] == [
        ("settlement", Decimal("13.00")),
        ("vigorish", Decimal("-0.75")),
    ]


def test_a_tie_at_8_to_1_and_17_to_2() -> None:
    # 3.3(b): $5 at 8 to 1 is $40; $2 at 17 to 2 is $17
    tie = (["2S", "2H"], ["3H", "AC"])
    assert _table().settle([("1", "tie", Decimal(5))], *tie)[0].net == Decimal("40.00")
    assert _table(tie_odds="17 to 2").settle([("1", "tie", Decimal(2))], *tie)[0].net == Decimal(
        "17.00"
    )


def test_a_deferred_vigorish_rounded_win_by_win_or_when_collected() -> None:
    # $13 and $7 won at 5 %: $0.75 + $0.50 = $1.25 win by win; $0.65 + $0.35 = $1.00 collected
    hands = (["7S", "KD"], ["8H", "QC"])
    for rounding_of, owed in (("each-win", "1.25"), ("amount-collected", "1.00")):
        book = _table(
            vigorish_collection="deferred",
            vigorish_rounding="up-to-multiple",
            vigorish_rounding_of=rounding_of,
        )
        book.settle([("1", "banker", Decimal(13))], *hands)
        book.settle([("1", "banker", Decimal(7))], *hands)
        assert book.owed_now() == {"1": Decimal(owed)}
        assert [e.net for e in book.collect_all()] == [-Decimal(owed)]
        assert book.owed_now() == {}


def test_the_house_phrases_set_the_options_they_name() -> None:
    assert read_phrases(
        "the house extracts a vigorish of 4 percent, the house rounds off the vigorish to the "
        "next highest multiple and the house defers the vigorish to a later time"
    ) == {
        "vigorish_percent": 4,
        "vigorish_rounding": "up-to-multiple",
        "vigorish_collection": "deferred",
    }
    assert read_phrases("the house offers surrender") is None


def test_a_game_without_shoe_procedures_is_held_to_the_rounds_it_can_play() -> None:
    # The properties of settlement run a round at a time on the game's own cards; the stacked
    # shoes' scenarios and the burn's properties are not applicable, never failed.
    from tests.features.feature_runs import run_features  # noqa: PLC0415 - a child run

    records, _ = run_features(
        [
            "features/baccarat-punto-banco/3.02-wagers.feature",
            "features/baccarat-punto-banco/3.05-shuffle-and-cut-of-the-cards.feature",
            "--game",
            "baccarat-punto-banco",
            "--edition",
            "nj-1996",
            "--adapter",
            "python:tests.steps.baccarat_hands_only_game:HandsOnlyGame",
            "--profile",
            "quick",
            "-q",
        ],
        timeout=300,
    )
    verdicts = {r["scenario"]: r["verdict"] for r in records if "verdict" in r}
    assert verdicts["Every wager of a tied round is settled as the rules require"] == "pass"
    assert verdicts["A pair wager, which the section does not list, is refused"] == "pass"
    assert verdicts["A king drawn first burns ten more cards"] == "not applicable"
    assert verdicts["Every shuffled shoe is burned as the text counts its first card"] == (
        "not applicable"
    )
    assert not [s for s, v in verdicts.items() if v in ("fail", "error")]
