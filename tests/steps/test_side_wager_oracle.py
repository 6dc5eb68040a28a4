"""The oracle of the additional wagers of 2.17 (suite/wagers/side_wager_oracle.py): the tables it
reads from each edition's text, how it settles each wager, the cards it reads, and the moment of
settlement it requires; and the moment of a blackjack's payment (2.7(a), (b),
suite/harness/checks.py), read from the same transcript events. Expected values are typed by hand
from the rule text."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import steps.wagers.additional_2_17  # noqa: F401 - registers the oracles of 2.17
from reference_impl.rules import TableRules
from steps.wagers.additional_2_17.oracle import rule_tables
from suite.harness.checks import (
    dealer_second_card,
    held_until_all_cards_are_dealt,
    removal_event,
    require_removals,
)
from suite.harness.settlement_oracle import Decision
from suite.run.certification import effective_options
from suite.run.verdicts import NOT_APPLICABLE_PREFIX
from suite.wagers.side_wager_oracle import (
    FIRST_ELECTION,
    INITIAL_DEAL,
    ROUND_END,
    BoxCards,
    box_cards,
    expected_side,
    require_settlement_events,
    side_differences,
    timing_problems,
)
from vendor_adapters.protocol import LedgerEntry, Outcome, Prompt, TranscriptEvent, Wager

EDITIONS = ("nj-1996", "nj-2004", "nj-2024", "nj-2024+bet-the-set")


def _rules(edition: str = "nj-2024", **options: object) -> TableRules:
    return effective_options(edition, options)


def _cards(
    first: str, second: str, third: str | None = None, election: str | None = None
) -> BoxCards:
    return BoxCards((first, second), third, election)


# The tables, read from each edition's text ---------------------------------------------------


@pytest.mark.parametrize(
    ("edition", "king_queen"),
    [("nj-1996", "50 to 1"), ("nj-2004", "5 to 1"), ("nj-2024", "50 to 1")],
)
def test_the_single_deck_option_1_king_and_queen_cell_is_the_editions(
    edition: str, king_queen: str
) -> None:
    tables = rule_tables(edition)
    assert tables.same_suit[1][1]["king-and-queen"].printed == king_queen
    assert tables.same_suit[1][1]["any-two-cards"].ratio == Fraction(5, 2)
    assert tables.same_suit_paths == {
        1: "2.17(e)2i",
        2: "2.17(e)2ii",
        4: "2.17(e)2iii",
        6: "2.17(e)2iv",
        8: "2.17(e)2v",
    }


@pytest.mark.parametrize("edition", EDITIONS)
def test_eight_decks_have_three_options_and_the_others_four(edition: str) -> None:
    tables = rule_tables(edition).same_suit
    assert {decks: sorted(options) for decks, options in tables.items()} == {
        1: [1, 2, 3, 4],
        2: [1, 2, 3, 4],
        4: [1, 2, 3, 4],
        6: [1, 2, 3, 4],
        8: [1, 2, 3],
    }
    assert tables[8][3]["king-and-queen"].ratio == 50
    assert tables[4][4]["any-two-cards"].ratio == 2


def test_the_sevens_lines_are_those_of_2004_and_2024_only() -> None:
    assert rule_tables("nj-1996").sevens == {}
    for edition in ("nj-2004", "nj-2024"):
        lines = {line: odds.ratio for line, odds in rule_tables(edition).sevens.items()}
        assert lines == {
            "three-sevens-same-suit": 5000,
            "three-sevens-any-suit": 500,
            "two-sevens-same-suit": 100,
            "two-sevens-any-suit": 50,
            "one-seven": 3,
        }


# Over or under 13 -----------------------------------------------------------------------------


def test_an_ace_counts_one_for_over_and_under_13() -> None:
    rules = _rules()
    under = expected_side("under-13", _cards("AS", "QH"), rules)
    over = expected_side("over-13", _cards("AS", "QH"), rules)
    assert (under.result, under.path, under.point) == ("win", "2.17(e)1", INITIAL_DEAL)
    assert (over.result, over.path) == ("lose", "2.17(b)1")
    # AH 2C is a soft 13 for the main wager, 3 for the additional wager
    assert expected_side("under-13", _cards("AH", "2C"), rules).result == "win"
    assert expected_side("over-13", _cards("AH", "2C"), rules).path == "2.17(b)1"


def test_a_total_of_13_loses_both_sides_under_c() -> None:
    rules = _rules("nj-1996")
    for kind in ("over-13", "under-13"):
        found = expected_side(kind, _cards("3D", "KC"), rules)
        assert (found.result, found.path) == ("lose", "2.17(c)")


_RANKS = "A23456789TJQK"
_CARD = st.tuples(st.sampled_from(_RANKS), st.sampled_from("SHDC")).map("".join)


@given(_CARD, _CARD)
def test_exactly_one_side_wins_unless_the_total_is_13(first: str, second: str) -> None:
    rules = _rules("nj-2004")
    results = {
        kind: expected_side(kind, _cards(first, second), rules).result
        for kind in ("over-13", "under-13")
    }
    values = [1 if c[0] == "A" else 10 if c[0] in "TJQK" else int(c[0]) for c in (first, second)]
    wins = sorted(kind for kind, result in results.items() if result == "win")
    assert wins == ([] if sum(values) == 13 else ["over-13" if sum(values) > 13 else "under-13"])


# Same suit ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("edition", "table", "cards", "printed", "path"),
    [
        ("nj-1996", (1, 1), ("KH", "QH"), "50 to 1", "2.17(e)2i"),
        ("nj-2004", (1, 1), ("QH", "KH"), "5 to 1", "2.17(e)2i"),
        ("nj-2024", (2, 3), ("KH", "KH"), "2.5 to 1", "2.17(e)2ii"),
        ("nj-2024", (6, 4), ("9S", "4S"), "2.5 to 1", "2.17(e)2iv"),
        ("nj-1996", (8, 3), ("KD", "QD"), "50 to 1", "2.17(e)2v"),
    ],
)
def test_a_suited_pair_is_paid_on_its_row_of_the_tables_deck_count_and_option(
    edition: str, table: tuple[int, int], cards: tuple[str, str], printed: str, path: str
) -> None:
    decks, option = table
    rules = _rules(
        edition,
        decks=decks,
        side_wagers="same-suit",
        side_wager_pay_tables=f"same-suit:{option}",
    )
    found = expected_side("same-suit", _cards(*cards), rules)
    assert found.result == "win" and found.odds is not None
    assert (found.odds.printed, found.path) == (printed, path)


def test_a_king_and_queen_of_two_suits_lose() -> None:
    rules = _rules("nj-1996", decks=1, side_wagers="same-suit")
    found = expected_side("same-suit", _cards("KH", "QS"), rules)
    assert (found.result, found.path) == ("lose", "2.17(b)3")


def test_winnings_are_exact_or_in_chip_units_as_the_house_pays() -> None:
    cards = _cards("9S", "4S")
    exact = _rules("nj-2024", decks=1, side_wagers="same-suit")
    rounded = _rules(
        "nj-2024", decks=1, side_wagers="same-suit", payout_rounding="down-to-chip-unit"
    )
    assert expected_side("same-suit", cards, exact).net(Decimal(1), exact) == Decimal("2.50")
    assert expected_side("same-suit", cards, rounded).net(Decimal(1), rounded) == Decimal("2.00")


# Sevens ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "line", "point"),
    [
        (_cards("9S", "7D"), None, INITIAL_DEAL),
        (_cards("7C", "9D", "7H", "hit"), "3 to 1", INITIAL_DEAL),
        (_cards("7S", "7S", None, "stand"), "100 to 1", FIRST_ELECTION),
        (_cards("7S", "7D", "4C", "hit"), "50 to 1", FIRST_ELECTION),
        (_cards("7H", "7H", "7H", "hit"), "5,000 to 1", FIRST_ELECTION),
        (_cards("7H", "7H", "7D", "double"), "500 to 1", FIRST_ELECTION),
        (_cards("7S", "7D", None, None), "50 to 1", ROUND_END),
    ],
)
def test_sevens_pay_only_the_highest_line_counted_from_the_first_card(
    cards: BoxCards, line: str | None, point: str
) -> None:
    found = expected_side("sevens", cards, _rules("nj-2004", side_wagers="sevens"))
    assert found.point == point
    if line is None:
        assert (found.result, found.path) == ("lose", "2.17(b)4")
    else:
        assert found.result == "win" and found.odds is not None
        assert (found.odds.printed, found.path) == (line, "2.17(e)3")


def test_a_box_without_two_cards_has_its_wager_returned() -> None:
    found = expected_side("same-suit", BoxCards(("KH",), None, None), _rules())
    assert found.result == "dead" and found.net(Decimal(1), _rules()) == 0


# The cards a box received ---------------------------------------------------------------------


def _event(
    kind: str, box: int, card: str | None = None, note: str | None = None
) -> TranscriptEvent:
    event: TranscriptEvent = {"kind": kind, "box": box, "hand": 1}
    if card is not None:
        event["card"] = card
    if note is not None:
        event["note"] = note
    return event


_SPLIT = [
    _event("deal", 1, "7S"),
    _event("dealer-up-card", 0, "TD"),
    _event("deal", 1, "7D"),
    _event("split", 1, note="new hand 2"),
    _event("deal", 1, "7C"),
    _event("pay", 1, note="sevens box1 500.00"),
    _event("stand", 1),
    _event("deal", 1, "9H"),
    _event("stand", 1),
]


def _outcome(events: list[TranscriptEvent], hands: list[dict[str, Any]] | None = None) -> Outcome:
    return {
        "complete": True,
        "prompt": None,
        "cards_dealt": [],
        "ledger": [],
        "totals": {"staked": "0", "returned": "0", "player_net": "0"},
        "final_hands": hands or [],  # type: ignore[typeddict-item]
        "transcript": events,
    }


def test_the_first_split_hands_second_card_is_the_third_card_unless_the_house_says_none() -> None:
    outcome = _outcome(_SPLIT)
    assert box_cards(outcome, 1, third_after_split=True) == BoxCards(("7S", "7D"), "7C", "split")
    assert box_cards(outcome, 1, third_after_split=False) == BoxCards(("7S", "7D"), None, "split")


def test_without_a_transcript_the_cards_come_from_the_final_hands() -> None:
    hands = [
        {
            "box": 1,
            "hand": 1,
            "cards": ["7S", "7C"],
            "total": 14,
            "blackjack": False,
            "busted": False,
        },
        {
            "box": 1,
            "hand": 2,
            "cards": ["7D", "9H"],
            "total": 16,
            "blackjack": False,
            "busted": False,
        },
    ]
    prompt: Prompt = {"kind": "play", "box": 1, "hand": 1, "player": "box1", "legal": ["split"]}
    outcome = _outcome([], hands)
    found = box_cards(outcome, 1, [Decision(prompt, "split")], third_after_split=True)
    assert found == BoxCards(("7S", "7D"), "7C", "split")


# When: the transcript's order -----------------------------------------------------------------

_WAGERS: list[Wager] = [
    {"box": 1, "player": "box1", "amount": "10", "side_wagers": [{"kind": "sevens", "amount": "1"}]}
]


def test_two_sevens_paid_after_the_split_card_are_on_time() -> None:
    rules = _rules("nj-2004", side_wagers="sevens")
    assert timing_problems(_outcome(_SPLIT), _WAGERS, [], rules) == []


def test_two_sevens_paid_at_the_initial_deal_are_too_early() -> None:
    rules = _rules("nj-2004", side_wagers="sevens")
    early = [*_SPLIT[:3], _SPLIT[5], *_SPLIT[3:5], *_SPLIT[6:]]
    (problem,) = timing_problems(_outcome(early), _WAGERS, [], rules)
    assert "before the box's first election" in problem


def test_a_losing_wager_collected_after_a_draw_is_too_late() -> None:
    rules = _rules("nj-2004", side_wagers="sevens")
    events = [
        _event("deal", 1, "9S"),
        _event("dealer-up-card", 0, "TD"),
        _event("deal", 1, "5D"),
        _event("hit", 1, "3C"),
        _event("collect", 1, note="sevens box1 -1.00"),
    ]
    (problem,) = timing_problems(_outcome(events), _WAGERS, [], rules)
    assert "before any additional card" in problem


def _not_applicable() -> Any:
    return pytest.raises(pytest.skip.Exception, match=f"^{NOT_APPLICABLE_PREFIX}")


@pytest.mark.parametrize(
    "events",
    [[], [e for e in _SPLIT if e["kind"] != "pay"]],
    ids=["no transcript", "no settlement event"],
)
def test_a_game_that_reports_no_settlement_event_makes_the_moment_not_applicable(
    events: list[TranscriptEvent],
) -> None:
    # Neither passed nor failed: the property of 2.17(d), (e) is not applicable, as the steps are.
    rules = _rules("nj-2004", side_wagers="sevens")
    with _not_applicable():
        timing_problems(_outcome(events), _WAGERS, [], rules)


def test_a_game_older_than_protocol_1_2_makes_the_moment_not_applicable() -> None:
    with _not_applicable():
        require_settlement_events("1.1")
    require_settlement_events("1.2")


# When a blackjack is paid and its cards removed (2.7(a), (b)) ------------------------------------

# No hole card: box 1's AD QS against the dealer's KC waits while box 2 hits 8C 5H with 6D; the
# dealer's second card 7H makes 17, and only then is the blackjack paid and its cards removed.
_HELD = [
    _event("deal", 1, "AD"),
    _event("deal", 2, "8C"),
    _event("dealer-up-card", 0, "KC"),
    _event("deal", 1, "QS"),
    _event("deal", 2, "5H"),
    _event("hit", 2, "6D"),
    _event("stand", 2),
    _event("dealer-second-card", 0, "7H"),
    _event("pay", 1, note="main box1 15.00"),
    _event("remove-cards", 1),
    _event("pay", 2, note="main box2 10.00"),
]
_PAY = 8


def test_a_blackjack_against_a_ten_paid_after_the_dealers_second_card_is_on_time() -> None:
    rules = _rules(hole_card="no-hole-card")
    assert dealer_second_card(_HELD) == 7
    assert held_until_all_cards_are_dealt(_HELD, 1, _PAY, "paid", rules) is None
    removed = removal_event(_HELD, 1)
    assert held_until_all_cards_are_dealt(_HELD, 1, removed, "removed", rules) is None


def test_a_blackjack_against_a_ten_paid_at_once_is_too_early() -> None:
    rules = _rules(hole_card="no-hole-card")
    early = [*_HELD[:5], _HELD[_PAY], *_HELD[5:_PAY], *_HELD[_PAY + 1 :]]
    problem = held_until_all_cards_are_dealt(early, 1, 5, "paid", rules)
    assert problem is not None and "before the dealer has his second card (7H" in problem


# Hole card face up (2.6(k)): the dealer's second card is dealt with the players' cards, so the
# blackjack waits for box 2's hit.
_FACE_UP = [
    _event("deal", 1, "AD"),
    _event("deal", 2, "8C"),
    _event("dealer-up-card", 0, "KC"),
    _event("deal", 1, "QS"),
    _event("deal", 2, "5H"),
    _event("hole-card-face-up", 0, "7H"),
    _event("pay", 1, note="main box1 15.00"),
    _event("hit", 2, "6D"),
]


def test_a_blackjack_paid_before_another_players_card_is_too_early() -> None:
    rules = _rules(hole_card="face-up")
    problem = held_until_all_cards_are_dealt(_FACE_UP, 1, 6, "paid", rules)
    assert problem is not None and "before box 2 received 6D (event 8)" in problem


def test_the_house_may_pay_as_soon_as_the_hole_card_is_known() -> None:
    # I-2.7b-known-hole-card: immediately, after the initial deal, the face-up hole card included.
    rules = _rules(hole_card="face-up", blackjack_payment_when_hole_card_known="immediately")
    assert held_until_all_cards_are_dealt(_FACE_UP, 1, 6, "paid", rules) is None
    before_hole = [*_FACE_UP[:5], _FACE_UP[6], _FACE_UP[5], _FACE_UP[7]]
    problem = held_until_all_cards_are_dealt(before_hole, 1, 5, "paid", rules)
    assert problem is not None and "before the initial deal is complete" in problem


def test_a_game_that_reports_no_removal_makes_the_removal_not_applicable() -> None:
    require_removals(_HELD)
    with _not_applicable():
        require_removals([e for e in _HELD if e["kind"] != "remove-cards"])


# Comparing with the game's ledger -------------------------------------------------------------


def _entry(result: str, odds: str | None, net: str) -> LedgerEntry:
    return {
        "box": 1,
        "player": "box1",
        "hand": 1,
        "kind": "sevens",
        "stake": "1.00",
        "result": result,
        "odds": odds,
        "net": net,
    }


def test_the_ledger_is_held_to_the_line_and_its_amount() -> None:
    rules = _rules("nj-2004", side_wagers="sevens")
    right = {**_outcome(_SPLIT), "ledger": [_entry("win", "500 to 1", "500.00")]}
    wrong = {**_outcome(_SPLIT), "ledger": [_entry("win", "50 to 1", "50.00")]}
    assert side_differences(right, _WAGERS, [], rules) == []  # type: ignore[arg-type]
    (problem,) = side_differences(wrong, _WAGERS, [], rules)  # type: ignore[arg-type]
    assert "500 to 1" in problem and "50 to 1" in problem
