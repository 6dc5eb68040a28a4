"""The Baccarat-Punto Banco reference adapter (protocol 1.5, vendor_adapters/games/baccarat.py).

Its messages fit the game's schemas (schemas/games/baccarat-punto-banco.*.schema.json); rounds
worked out by hand from N.J.A.C. 19:47-3.1 to 3.5 (nj-1996) give the amounts and refusals the
clauses fix (each amount is a literal, worked in the comment above it); a faulty game served by
the same adapter differs where its defect says.

Shoes are six decks (312 cards), front first (I-baccarat-stack-orientation). A kit shoe here is
cut 30 cards in, its cutting card 14 cards from the back; its first card after the cut is the
burn card. Hands are the cards as dealt: the drawing rules are outside the corpus
(I-baccarat-drawing-rules).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from importlib import resources
from typing import Any

import pytest
from jsonschema import Draft7Validator

from reference_impl.cards import CARD_LABELS
from tests.engine.baccarat.stacks import order_with_front, uncut
from tests.faulty_games import baccarat_adapters
from tests.faulty_games.baccarat_games import BACCARAT_FAULTY_GAMES
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.games.baccarat import OPTION_DEFAULTS, ReferenceBaccaratGame
from vendor_adapters.schema import check_game_message, check_result

GAME = "baccarat-punto-banco"
EDITION = "nj-1996"
KIT = {"name": "bjkit", "version": "test"}
CUT_AT = 30


def _schema(part: str) -> Draft7Validator:
    text = (
        resources.files("vendor_adapters.schemas")
        .joinpath("games", f"{GAME}.{part}.schema.json")
        .read_text(encoding="utf-8")
    )
    schema = json.loads(text)
    Draft7Validator.check_schema(schema)
    return Draft7Validator(schema)


ROUND_SCHEMA = _schema("round")
OUTCOME_SCHEMA = _schema("outcome")


def dealt(text: str) -> list[dict[str, str]]:
    """ "P:7S B:8H" -> the round's `dealt`, in the order drawn."""
    hands = {"P": "player", "B": "banker"}
    return [
        {"hand": hands[side], "card": card}
        for side, _, card in (token.partition(":") for token in text.split())
    ]


def kit_shoe(
    front: str, *, at: int = CUT_AT, cutting_card: int = 14, **extra: Any
) -> dict[str, Any]:
    """A six-deck kit shoe whose cards after a cut at `at` begin with `front` (the burn first)."""
    order = order_with_front(front, 6)
    stack = [CARD_LABELS[card] for card in uncut(order, at)]
    return {"stack": stack, "cut": {"at": at, **extra}, "cutting_card": cutting_card}


def play(
    game: ReferenceBaccaratGame,
    round_: Mapping[str, Any],
    options: Mapping[str, object] | None = None,
    *,
    table: str | None = None,
) -> dict[str, Any]:
    """Play `round_` (checked against the round schema) at a new table, or at `table`; the
    outcome, checked against the outcome schema."""
    assert not list(ROUND_SCHEMA.iter_errors(round_)), list(ROUND_SCHEMA.iter_errors(round_))
    if table is None:
        table = game.open_table(edition=EDITION, options={"decks": 6, **(options or {})})["table"]
    outcome = game.play(table=table, round=round_)
    errors = [f"{list(e.absolute_path)}: {e.message}" for e in OUTCOME_SCHEMA.iter_errors(outcome)]
    assert not errors, errors
    check_game_message(GAME, "outcome", outcome)
    return dict(outcome)


def entries(outcome: Mapping[str, Any]) -> list[tuple[str, str | None, str | None, str]]:
    """(player, wager or "vigorish", result, net) for each ledger entry."""
    return [
        (e["player"], e["wager"] or "vigorish", e["result"], e["net"]) for e in outcome["ledger"]
    ]


# The handshake and the tables -------------------------------------------------------------------


def test_the_handshake_names_the_game_its_capabilities_and_nj_1996() -> None:
    answer = ReferenceBaccaratGame().handshake(protocol="1.5", kit=KIT)
    check_result("handshake", answer)
    assert answer["game"] == GAME
    assert answer["protocol"] == "1.5"
    assert answer["editions"] == [EDITION]
    assert set(answer["capabilities"]) == {"forced-hands", "shoe-procedures"}


def test_every_option_of_the_engine_is_an_option_of_the_table_at_its_default() -> None:
    game = ReferenceBaccaratGame()
    opened = game.open_table(edition=EDITION, options=dict(OPTION_DEFAULTS))
    check_result("open_table", opened)
    assert set(OPTION_DEFAULTS) == {
        "decks",
        "tie_odds",
        "vigorish_percent",
        "vigorish_rounding",
        "vigorish_rounding_of",
        "vigorish_collection",
        "recut_by",
        "reshuffle_after_lacing",
    }


@pytest.mark.parametrize(
    ("options", "clause"),
    [
        ({"decks": 5}, "19:47-3.1(a)"),  # "at least six (6) decks"
        ({"tie_odds": "7 to 1"}, "19:47-3.3(b)"),  # "at least 8 to 1"
        ({"vigorish_percent": 6}, "19:47-3.3(c)"),  # "either four or five percent"
        ({"vigorish_rounding": "to-the-dollar"}, "19:47-3.3(c)"),
        ({"recut_by": "dealer"}, "19:47-3.5(e)"),
    ],
)
def test_a_table_the_rules_forbid_is_refused_with_1001_citing_the_clause(
    options: dict[str, object], clause: str
) -> None:
    with pytest.raises(AdapterRefusal) as refused:
        ReferenceBaccaratGame().open_table(edition=EDITION, options=options)
    assert refused.value.code == 1001
    assert refused.value.data["clause"] == clause


def test_an_option_the_game_does_not_have_and_another_edition_are_not_offered() -> None:
    game = ReferenceBaccaratGame()
    with pytest.raises(AdapterRefusal) as unknown:
        game.open_table(edition=EDITION, options={"surrender": True})
    assert (unknown.value.code, unknown.value.data["option"]) == (1000, "surrender")
    with pytest.raises(AdapterRefusal) as edition:
        game.open_table(edition="nj-2024", options={})
    assert edition.value.code == 1002


def test_a_tie_posted_at_17_to_2_is_allowed_as_a_ratio_above_8_to_1() -> None:
    # I-baccarat-tie-odds: 17 to 2 is 8.5 to 1, at least 8 to 1 (3.3(b)); $2 wins $17.
    outcome = play(
        ReferenceBaccaratGame(),
        {
            "wagers": [{"player": "1", "wager": "tie", "amount": "2"}],
            "dealt": dealt("P:2S B:3H P:2H B:AC"),
        },
        {"tie_odds": "17 to 2"},
    )
    assert entries(outcome) == [("1", "tie", "win", "17.00")]


# Hand-worked rounds --------------------------------------------------------------------------


def test_a_banker_win_pays_1_to_1_less_5_percent_rounded_up_to_the_next_25_cents() -> None:
    # 3.3(c): $13 on the Banker's Hand, banker 8 (8H QC) against player 7 (7S KD): won 1 to 1,
    # $13.00; 5 % of $13.00 is $0.65, rounded off to the next highest multiple of 25 cents: $0.75.
    outcome = play(
        ReferenceBaccaratGame(),
        {
            "wagers": [{"player": "1", "wager": "banker", "amount": "13"}],
            "dealt": dealt("P:7S B:8H P:KD B:QC"),
        },
        {"vigorish_rounding": "up-to-multiple"},
    )
    assert entries(outcome) == [("1", "banker", "win", "13.00"), ("1", "vigorish", None, "-0.75")]
    assert outcome["ledger"][0]["odds"] == "1 to 1"
    assert outcome["hands"] == {
        "player": {"cards": ["7S", "KD"], "point_count": 7},
        "banker": {"cards": ["8H", "QC"], "point_count": 8},
    }
    assert outcome["refused"] == [] and outcome["owed"] == []


def test_a_four_percent_vigorish_is_rounded_up_to_the_next_20_cents() -> None:
    # 3.3(c): $7 won at 4 % is $0.28, rounded off to the next highest multiple of 20 cents: $0.40.
    outcome = play(
        ReferenceBaccaratGame(),
        {
            "wagers": [{"player": "1", "wager": "banker", "amount": "7"}],
            "dealt": dealt("P:7S B:8H P:KD B:QC"),
        },
        {"vigorish_percent": 4, "vigorish_rounding": "up-to-multiple"},
    )
    assert entries(outcome) == [("1", "banker", "win", "7.00"), ("1", "vigorish", None, "-0.40")]


def test_a_tie_pays_8_to_1_and_voids_the_banker_and_player_wagers() -> None:
    # Player 2 + 2 = 4, banker 3 + 1 = 4: the Tie Bet wins at 8 to 1, $5 -> $40 (3.2(a)3,
    # 3.3(b)); the Banker's Hand and the Player's Hand wagers are void, returned (3.2(a)1iii, 2iii).
    outcome = play(
        ReferenceBaccaratGame(),
        {
            "wagers": [
                {"player": "1", "wager": "tie", "amount": "5"},
                {"player": "2", "wager": "banker", "amount": "10"},
                {"player": "3", "wager": "player", "amount": "10"},
            ],
            "dealt": dealt("P:2S B:3H P:2H B:AC"),
        },
    )
    assert entries(outcome) == [
        ("1", "tie", "win", "40.00"),
        ("2", "banker", "void", "0.00"),
        ("3", "player", "void", "0.00"),
    ]
    assert outcome["ledger"][0]["odds"] == "8 to 1"
    assert [e["clause"] for e in outcome["ledger"][1:]] == ["19:47-3.2(a)1iii", "19:47-3.2(a)2iii"]


def test_the_point_counts_of_the_texts_own_examples() -> None:
    # 3.1(c)1: an ace, a 2 and a 4 count 7; 3.1(c)2: an ace, a 2 and a 9 total 12 and count 2.
    # The Player's Hand 7 beats the Banker's 2: $10 on the Player's Hand wins $10 (3.3(a)), $10
    # on the Banker's Hand loses (3.2(a)1ii).
    outcome = play(
        ReferenceBaccaratGame(),
        {
            "wagers": [
                {"player": "1", "wager": "player", "amount": "10"},
                {"player": "2", "wager": "banker", "amount": "10"},
            ],
            "dealt": dealt("P:AS B:AH P:2S B:2H P:4C B:9D"),
        },
    )
    assert outcome["hands"]["player"]["point_count"] == 7
    assert outcome["hands"]["banker"]["point_count"] == 2
    assert entries(outcome) == [("1", "player", "win", "10.00"), ("2", "banker", "lose", "-10.00")]


def test_the_burn_counts_a_face_card_as_ten() -> None:
    # 3.5(d): the first card, a king, and "an additional amount of cards equal to the amount on
    # the first card drawn ... Face cards and tens count as tens": 1 + 10 = 11 cards burned; the
    # round's cards are the twelfth card on.
    burn = "KH 2C 3C 4C 5C 6C 7C 8C 2D 3D 4D"
    outcome = play(
        ReferenceBaccaratGame(),
        {
            "shoe": kit_shoe(f"{burn} 9S 6H TD KC"),
            "wagers": [{"player": "1", "wager": "player", "amount": "10"}],
            "dealt": dealt("P:9S B:6H P:TD B:KC"),
        },
    )
    assert outcome["burned"] == burn.split()
    assert entries(outcome) == [("1", "player", "win", "10.00")]


def test_a_late_wager_and_a_fourth_kind_of_wager_are_refused_naming_their_clauses() -> None:
    # 3.2(b): no wager other than those of (a) ("player pair"); 3.2(d): none made, increased or
    # withdrawn after "No More Bets". The refused wagers are neither taken nor settled.
    outcome = play(
        ReferenceBaccaratGame(),
        {
            "wagers": [
                {"player": "1", "wager": "banker", "amount": "10"},
                {"player": "2", "wager": "player pair", "amount": "5"},
            ],
            "late": [
                {"action": "make", "player": "3", "wager": "tie", "amount": "5"},
                {"action": "increase", "player": "1", "wager": "banker", "amount": "10"},
                {"action": "withdraw", "player": "1", "wager": "banker"},
            ],
            "dealt": dealt("P:9S B:6H P:TD B:KC"),
        },
    )
    assert [(r["what"], r["clause"]) for r in outcome["refused"]] == [
        ("/wagers/1", "19:47-3.2(b)"),
        ("/late/0", "19:47-3.2(d)"),
        ("/late/1", "19:47-3.2(d)"),
        ("/late/2", "19:47-3.2(d)"),
    ]
    assert entries(outcome) == [("1", "banker", "lose", "-10.00")]


def test_a_deferred_vigorish_is_owed_then_collected_before_the_reshuffle() -> None:
    # 3.3(c), deferred, rounded per win: $13 won at 5 % owes $0.65 -> $0.75, $7 won owes
    # $0.35 -> $0.50; the marker holds $1.25 and the end of the shoe collects it.
    game = ReferenceBaccaratGame()
    table = game.open_table(
        edition=EDITION,
        options={
            "decks": 6,
            "vigorish_collection": "deferred",
            "vigorish_rounding": "up-to-multiple",
        },
    )["table"]
    first = play(
        game,
        {
            "shoe": kit_shoe("AS 2S 7S 8H KD QC 7D 8D KS QS"),
            "wagers": [{"player": "1", "wager": "banker", "amount": "13"}],
            "dealt": dealt("P:7S B:8H P:KD B:QC"),
        },
        table=table,
    )
    assert entries(first) == [("1", "banker", "win", "13.00")]
    assert first["owed"] == [{"player": "1", "amount": "0.75"}]
    second = play(
        game,
        {
            "wagers": [{"player": "1", "wager": "banker", "amount": "7"}],
            "dealt": dealt("P:7D B:8D P:KS B:QS"),
            "end_shoe": True,
        },
        table=table,
    )
    assert entries(second) == [("1", "banker", "win", "7.00"), ("1", "vigorish", None, "-1.25")]
    assert second["owed"] == [] and second["shoe_completed"] is True


def test_a_new_shoe_collects_the_outstanding_vigorish_first() -> None:
    # 3.3(c): "all outstanding vigorish shall be collected prior to reshuffling the cards": the
    # $0.50 owed on $10 won is collected before the next shoe's stack is taken.
    game = ReferenceBaccaratGame()
    table = game.open_table(
        edition=EDITION, options={"decks": 6, "vigorish_collection": "deferred"}
    )["table"]
    play(
        game,
        {
            "shoe": kit_shoe("AS 2S 7S 8H KD QC"),
            "wagers": [{"player": "1", "wager": "banker", "amount": "10"}],
            "dealt": dealt("P:7S B:8H P:KD B:QC"),
        },
        table=table,
    )
    second = play(
        game,
        {
            "shoe": kit_shoe("AS 2S 9S 6H TD KC"),
            "wagers": [{"player": "1", "wager": "player", "amount": "10"}],
            "dealt": dealt("P:9S B:6H P:TD B:KC"),
        },
        table=table,
    )
    assert entries(second) == [("1", "vigorish", None, "-0.50"), ("1", "player", "win", "10.00")]
    kinds = [event["kind"] for event in second["events"]]
    assert kinds.index("vigorish collected") < kinds.index("reshuffle")


@pytest.mark.parametrize(
    ("shoe", "what", "clause"),
    [
        (kit_shoe("AS 2S 9S 6H TD KC", at=9), "/shoe/cut", "19:47-3.5(c)"),  # at least 10 in
        (kit_shoe("AS 2S 9S 6H TD KC", at=303), "/shoe/cut", "19:47-3.5(c)"),  # 9 from the back
        (kit_shoe("AS 2S 9S 6H TD KC", cutting_card=13), "/shoe/cutting_card", "19:47-3.5(d)"),
    ],
)
def test_a_cut_or_cutting_card_the_rules_forbid_is_refused_and_nothing_is_dealt(
    shoe: dict[str, Any], what: str, clause: str
) -> None:
    outcome = play(
        ReferenceBaccaratGame(),
        {
            "shoe": shoe,
            "wagers": [{"player": "1", "wager": "player", "amount": "10"}],
            "dealt": dealt("P:9S B:6H P:TD B:KC"),
        },
    )
    assert outcome["complete"] is False and "hands" not in outcome
    assert [(r["what"], r["clause"]) for r in outcome["refused"]] == [(what, clause)]
    assert outcome["ledger"] == []


def test_a_recut_is_made_by_the_person_the_table_names() -> None:
    # 3.5(e): offered to 5, 3, 1 (in that order), cut by 3. At a next-entitled table 1 recuts and
    # 3 may not. The recut at 30 after the cut at 30 puts the stack 60 cards on.
    front = "AS 2S 9S 6H TD KC"
    order = order_with_front(front, 6)
    stack = [CARD_LABELS[card] for card in uncut(uncut(order, 30), 30)]
    for by, refused in (("1", []), ("3", [("/shoe/recut", "19:47-3.5(e)")])):
        shoe = {
            "stack": stack,
            "cut": {"at": 30, "by": "3", "offered_to": ["5", "3", "1"]},
            "recut": {"at": 30, "by": by},
            "cutting_card": 14,
        }
        outcome = play(
            ReferenceBaccaratGame(),
            {"shoe": shoe, "wagers": [], "dealt": dealt("P:9S B:6H P:TD B:KC")},
            {"recut_by": "next-entitled"},
        )
        assert [(r["what"], r["clause"]) for r in outcome["refused"]] == refused
        assert outcome["complete"] is (not refused)


def test_cards_that_are_not_the_shoes_next_are_the_kits_mistake_1004() -> None:
    game = ReferenceBaccaratGame()
    table = game.open_table(edition=EDITION, options={"decks": 6})["table"]
    round_ = {
        "shoe": kit_shoe("AS 2S 9S 6H TD KC"),
        "wagers": [],
        "dealt": dealt("P:9S B:6H P:KC B:TD"),
    }
    with pytest.raises(AdapterRefusal) as refused:
        game.play(table=table, round=round_)
    assert refused.value.code == 1004


# Faulty games on the adapter --------------------------------------------------------------------


def test_every_faulty_game_has_an_adapter_factory_of_its_name() -> None:
    assert set(baccarat_adapters.ADAPTERS) == set(BACCARAT_FAULTY_GAMES)
    digests = {
        ReferenceBaccaratGame().handshake(protocol="1.5", kit=KIT)["identity"]["build_digest"]
    }
    for name in BACCARAT_FAULTY_GAMES:
        made = getattr(baccarat_adapters, name)()
        assert isinstance(made, ReferenceBaccaratGame)
        assert type(made.procedure) is type(BACCARAT_FAULTY_GAMES[name].factory())
        identity = made.handshake(protocol="1.5", kit=KIT)["identity"]
        assert type(made.procedure).__name__ in identity["name"]
        digests.add(identity["build_digest"])
    # each faulty game is a build of its own, as a report names it
    assert len(digests) == len(BACCARAT_FAULTY_GAMES) + 1


def _both(
    name: str, round_: Mapping[str, Any], options: Mapping[str, object] | None = None
) -> Sequence[dict[str, Any]]:
    return [
        play(game, round_, options)
        for game in (ReferenceBaccaratGame(), baccarat_adapters.adapter(name))
    ]


def test_a_tie_paid_8_for_1_differs_from_the_reference() -> None:
    # 3.3(b): $5 wins $40 at 8 to 1; the faulty game pays 8 for 1, $35.
    reference, faulty = _both(
        "tie_paid_8_for_1",
        {
            "wagers": [{"player": "1", "wager": "tie", "amount": "5"}],
            "dealt": dealt("P:2S B:3H P:2H B:AC"),
        },
    )
    assert entries(reference) == [("1", "tie", "win", "40.00")]
    assert entries(faulty) == [("1", "tie", "win", "35.00")]


def test_a_burn_counting_a_king_as_zero_differs_from_the_reference() -> None:
    # 3.5(d): a king burns ten more cards; the faulty game burns it alone, so the kit's cards
    # are not its next cards (the kit sees a 1004 where the reference deals the round).
    burn = "KH 2C 3C 4C 5C 6C 7C 8C 2D 3D 4D"
    round_ = {
        "shoe": kit_shoe(f"{burn} 9S 6H TD KC"),
        "wagers": [],
        "dealt": dealt("P:9S B:6H P:TD B:KC"),
    }
    assert play(ReferenceBaccaratGame(), round_)["burned"] == burn.split()
    faulty = baccarat_adapters.adapter("burn_counts_king_as_zero")
    table = faulty.open_table(edition=EDITION, options={"decks": 6})["table"]
    with pytest.raises(AdapterRefusal) as refused:
        faulty.play(table=table, round=round_)
    assert refused.value.code == 1004


def test_a_wager_taken_after_no_more_bets_differs_from_the_reference() -> None:
    reference, faulty = _both(
        "wager_accepted_after_no_more_bets",
        {
            "wagers": [],
            "late": [{"action": "make", "player": "3", "wager": "player", "amount": "5"}],
            "dealt": dealt("P:9S B:6H P:TD B:KC"),
        },
    )
    assert [r["clause"] for r in reference["refused"]] == ["19:47-3.2(d)"]
    assert entries(reference) == []
    assert faulty["refused"] == [] and entries(faulty) == [("3", "player", "win", "5.00")]


def test_a_round_refused_for_its_cards_leaves_the_table_ready_for_the_next() -> None:
    # After a 1004 (the kit's cards are not the shoe's next), the next round begins a new shoe
    # and is dealt: nothing of the refused round was opened.
    game = ReferenceBaccaratGame()
    table = game.open_table(edition=EDITION, options={"decks": 6})["table"]
    wrong = {
        "shoe": kit_shoe("AS 2S 9S 6H TD KC"),
        "wagers": [{"player": "1", "wager": "player", "amount": "10"}],
        "dealt": dealt("P:6H B:9S P:TD B:KC"),
    }
    with pytest.raises(AdapterRefusal) as refused:
        game.play(table=table, round=wrong)
    assert refused.value.code == 1004
    right = {**wrong, "dealt": dealt("P:9S B:6H P:TD B:KC")}
    assert entries(play(game, right, table=table)) == [("1", "player", "win", "10.00")]
