"""Irregularities of 2.15 injected into rounds; every expected card and amount is worked out by
hand from the clause named in the test (boxes wager $10; the table has no hole card unless
the test says otherwise, so the dealer's second card comes after the players, 2.6(h))."""

from __future__ import annotations

from typing import Any

import pytest

from reference_impl.actions import ActionKind, PromptKind, parse_actions
from reference_impl.cards import parse_cards
from reference_impl.catalog import rules_from_mapping
from reference_impl.irregularities import (
    Irregularity,
    IrregularityError,
    IrregularityKind,
    irregularity_from_mapping,
)
from reference_impl.record import play, replay, to_record
from reference_impl.round import Round
from reference_impl.wagers import BoxWager
from tests.engine.helpers import ledger_of

K = IrregularityKind


def irregular_round(
    shoe: str,
    decisions: str,
    *irregularities: Irregularity,
    boxes: tuple[int, ...] = (1,),
    waiting: bool = False,
    **options: Any,
) -> Round:
    options.setdefault("hole_card", "no-hole-card")
    rules = rules_from_mapping(options)
    return play(
        rules,
        shoe,
        [BoxWager.of(box, "10") for box in boxes],
        parse_actions(decisions),
        stop_when_waiting=waiting,
        irregularities=irregularities,
    )


def hands(game: Round) -> dict[int, list[str]]:
    return {h["box"]: h["cards"] for h in game.final_hands() if h["hand"] == 1}  # type: ignore[misc]


def nets(game: Round) -> list[tuple[int, str, str]]:
    return [(box, result, net) for box, _, _, result, net, _ in ledger_of(game)]


def kinds(game: Round) -> list[tuple[str, str | None, str]]:
    return [(e.kind, e.card, e.clause) for e in game.events if e.clause.startswith("13:69F-2.15")]


def test_a_card_face_up_in_the_shoe_is_not_used() -> None:
    # 2.15(a): the second card, 5H, is found face up and goes to the discard rack. Box TS,
    # dealer 9D, box 9C (19); stand; dealer's second card 8S (17): the box wins $10.
    game = irregular_round(
        "TS 5H 9D 9C 8S", "stand", Irregularity(kind=K.CARD_FACE_UP_IN_SHOE, card=2)
    )
    assert hands(game) == {1: ["TS", "9C"], 0: ["9D", "8S"]}
    assert nets(game) == [(1, "win", "10.00")]
    assert ("card-face-up-in-shoe", "5H", "13:69F-2.15(a)") in kinds(game)
    assert parse_cards("5H")[0] in game.state.shoe.discard_rack


def test_a_card_drawn_in_error_unexposed_is_the_next_card() -> None:
    # 2.15(b): nothing changes: box TS 7C (17), dealer 9D then 8S (17): a void.
    clean = irregular_round("TS 9D 7C 8S", "stand")
    game = irregular_round("TS 9D 7C 8S", "stand", Irregularity(kind=K.CARD_DRAWN_IN_ERROR, card=3))
    assert hands(game) == hands(clean) == {1: ["TS", "7C"], 0: ["9D", "8S"]}
    assert nets(game) == nets(clean) == [(1, "void", "0.00")]
    assert [k for k, _, _ in kinds(game)] == ["card-drawn-in-error"]


EXPOSED_SHOE = "TS 9S 6D 6C 7H 5H KD 9C 2S"


def test_an_exposed_card_accepted_is_dealt_as_the_next_card() -> None:
    # 2.15(c): box 1 TS 6C (16), box 2 9S 7H (16), dealer 6D. At the first decision 5H is
    # drawn in error and exposed; box 1 accepts it (21) and stands; box 2 hits KD (26, busts);
    # the dealer's second card is 9C (15) and he draws 2S (17). Box 1 +10, box 2 -10.
    exposed = Irregularity(kind=K.EXPOSED_CARD_DRAWN_IN_ERROR, decision=1)
    game = irregular_round(EXPOSED_SHOE, "accept-card stand hit", exposed, boxes=(1, 2))
    assert hands(game) == {1: ["TS", "6C", "5H"], 2: ["9S", "7H", "KD"], 0: ["6D", "9C", "2S"]}
    assert nets(game) == [(1, "win", "10.00"), (2, "lose", "-10.00")]


def test_a_player_refusing_the_exposed_card_gets_no_more_cards() -> None:
    # 2.15(c): box 1 refuses 5H and stands on 16; 5H is the next card for box 2, who takes it
    # (21) and stands; the dealer's second card is KD (16), he draws 9C (25). Both win $10.
    exposed = Irregularity(kind=K.EXPOSED_CARD_DRAWN_IN_ERROR, decision=1)
    game = irregular_round(EXPOSED_SHOE, "refuse-card accept-card stand", exposed, boxes=(1, 2))
    assert hands(game) == {1: ["TS", "6C"], 2: ["9S", "7H", "5H"], 0: ["6D", "KD", "9C"]}
    assert nets(game) == [(1, "win", "10.00"), (2, "win", "10.00")]


def test_an_exposed_card_both_players_refuse_is_the_dealers_next_card() -> None:
    # 2.15(c): both refuse; the dealer's second card is 5H (11) and he draws KD (21).
    exposed = Irregularity(kind=K.EXPOSED_CARD_DRAWN_IN_ERROR, decision=1)
    game = irregular_round(EXPOSED_SHOE, "refuse-card refuse-card", exposed, boxes=(1, 2))
    assert hands(game)[0] == ["6D", "5H", "KD"]
    assert nets(game) == [(1, "lose", "-10.00"), (2, "lose", "-10.00")]


def test_the_refusing_player_is_not_offered_a_hit_again() -> None:
    exposed = Irregularity(kind=K.EXPOSED_CARD_DRAWN_IN_ERROR, decision=1)
    game = irregular_round(EXPOSED_SHOE, "refuse-card", exposed, boxes=(1, 2), waiting=True)
    prompt = game.prompt
    assert prompt is not None and prompt.box == 2 and prompt.kind is PromptKind.EXPOSED_CARD


def test_an_exposed_card_nobody_can_use_is_burned() -> None:
    # 2.15(c): face-down hole card. Box TS 8C (18), dealer 9D with 8H in the hole (17). 4S is
    # exposed in error at the first decision; the box refuses; the dealer stands on 17 and
    # cannot use it: it is burned. The box wins $10.
    exposed = Irregularity(kind=K.EXPOSED_CARD_DRAWN_IN_ERROR, decision=1)
    game = irregular_round("TS 9D 8C 8H 4S", "refuse-card", exposed, hole_card="face-down")
    assert hands(game) == {1: ["TS", "8C"], 0: ["9D", "8H"]}
    assert nets(game) == [(1, "win", "10.00")]
    assert ("burn", "4S", "13:69F-2.15(c)") in kinds(game)


def test_the_dealers_accidental_card_on_seventeen_is_burned() -> None:
    # 2.15(d): box TS 8C (18); dealer 7D then KH (17) stands; he draws 4S by accident, which
    # would have made 21: it is burned and the box wins $10.
    game = irregular_round(
        "TS 7D 8C KH 4S", "stand", Irregularity(kind=K.DEALER_DRAWS_ON_SEVENTEEN)
    )
    assert hands(game)[0] == ["7D", "KH"]
    assert nets(game) == [(1, "win", "10.00")]
    assert ("burn", "4S", "13:69F-2.15(d)") in kinds(game)


def test_the_dealer_missing_his_first_card_deals_it_after_the_players() -> None:
    # 2.15(e): TS and 9S go to the box (19), then 7D to the dealer; his second card KC (17).
    missed = Irregularity(kind=K.DEALER_MISSES_CARD, dealer_card=1)
    game = irregular_round("TS 9S 7D KC", "stand", missed)
    assert hands(game) == {1: ["TS", "9S"], 0: ["7D", "KC"]}
    assert nets(game) == [(1, "win", "10.00")]


def test_too_few_cards_burns_the_first_card_of_the_reshuffled_discards() -> None:
    # 2.15(f): the shoe holds three cards for this round (TS 9D 8C: box 18, dealer 9D); the
    # rest is the discards shuffled and cut: 5H is burned, 7S is the dealer's second card (16)
    # and he draws 3C (19). The box loses $10.
    short = Irregularity(kind=K.INSUFFICIENT_CARDS, card=4)
    game = irregular_round("TS 9D 8C 5H 7S 3C", "stand", short)
    assert hands(game)[0] == ["9D", "7S", "3C"]
    assert nets(game) == [(1, "lose", "-10.00")]
    assert ("burn", "5H", "13:69F-2.15(f)") in kinds(game)


def test_a_box_dealt_no_cards_is_a_dead_hand() -> None:
    # 2.15(g): box 1 gets nothing; box 2 9S 9C (18), dealer 7D KH (17): box 2 wins, box 1's
    # wager is returned.
    game = irregular_round(
        "9S 7D 9C KH", "stand", Irregularity(kind=K.NO_CARDS_TO_BOX, box=1), boxes=(1, 2)
    )
    assert hands(game)[2] == ["9S", "9C"]
    assert sorted(nets(game)) == [(1, "dead", "0.00"), (2, "win", "10.00")]


def test_a_box_dealt_one_card_takes_its_second_after_the_others() -> None:
    # 2.15(g): TS to box 1, 9S to box 2, 7D to the dealer, 8C to box 2 (17); then box 1 takes
    # its second card, 9H (19). Dealer's second card KH (17): box 1 wins, box 2 ties (void).
    one = Irregularity(kind=K.ONE_CARD_TO_BOX, box=1)
    game = irregular_round("TS 9S 7D 8C 9H KH", "deal-later stand stand", one, boxes=(1, 2))
    assert hands(game) == {1: ["TS", "9H"], 2: ["9S", "8C"], 0: ["7D", "KH"]}
    assert nets(game) == [(1, "win", "10.00"), (2, "void", "0.00")]


def test_a_box_dealt_one_card_may_take_a_dead_hand_instead() -> None:
    # I-2.15g-one-card: box 1 declines; its wager is returned. Dealer 7D 9H (16) draws KH.
    one = Irregularity(kind=K.ONE_CARD_TO_BOX, box=1)
    game = irregular_round("TS 9S 7D 8C 9H KH", "dead-hand stand", one, boxes=(1, 2))
    assert hands(game)[0] == ["7D", "9H", "KH"]
    assert sorted(nets(game)) == [(1, "dead", "0.00"), (2, "win", "10.00")]


MISSED_SHOE = "TS 9S 6D 2C 7H KD 8C 9H TC"


def test_a_requested_card_not_dealt_comes_after_the_other_players() -> None:
    # 2.15(i): box 1 (12) hits and is not dealt; box 2 (16) hits KD and busts; then box 1 gets
    # 8C (20) and stands. Dealer 6D 9H (15) draws TC (25). Box 1 +10, box 2 -10.
    missed = Irregularity(kind=K.REQUESTED_CARD_NOT_DEALT, decision=1)
    game = irregular_round(MISSED_SHOE, "hit deal-later hit stand", missed, boxes=(1, 2))
    assert hands(game) == {1: ["TS", "2C", "8C"], 2: ["9S", "7H", "KD"], 0: ["6D", "9H", "TC"]}
    assert nets(game) == [(1, "win", "10.00"), (2, "lose", "-10.00")]


def test_a_requested_card_not_dealt_may_make_a_dead_hand() -> None:
    # 2.15(i): box 1 takes the dead hand (wager returned); box 2 stands on 16; dealer 6D KD
    # (16) draws 8C (24). Box 2 wins $10.
    missed = Irregularity(kind=K.REQUESTED_CARD_NOT_DEALT, decision=1)
    game = irregular_round(MISSED_SHOE, "hit dead-hand stand", missed, boxes=(1, 2))
    assert hands(game)[0] == ["6D", "KD", "8C"]
    assert nets(game) == [(1, "dead", "0.00"), (2, "win", "10.00")]


def test_hole_card_into_a_reader_that_shows_it_makes_every_hand_dead() -> None:
    # 2.15(j)1: the dealer's first card is 9D, not an ace or ten; the device lets players
    # learn the hole card: all hands dead, every wager returned, no decision asked.
    into = Irregularity(kind=K.HOLE_CARD_INTO_READER, reader_reveals=True)
    game = irregular_round("TS 9D 8C 7H", "", into, hole_card="face-down-card-reader")
    assert game.is_complete
    assert nets(game) == [(1, "dead", "0.00")]


def test_hole_card_into_a_reader_that_hides_it_continues_play() -> None:
    # 2.15(j)2: play continues; box 18 stands; dealer 9D 7H (16) draws 5S (21): box loses.
    into = Irregularity(kind=K.HOLE_CARD_INTO_READER)
    game = irregular_round("TS 9D 8C 7H 5S", "stand", into, hole_card="face-down-card-reader")
    assert nets(game) == [(1, "lose", "-10.00")]
    assert ("continue-play", None, "13:69F-2.15(j)2") in kinds(game)


def test_a_card_reader_malfunction_deals_without_the_reader() -> None:
    # 2.15(k): without the reader the dealer does not look for blackjack under his ten, so the
    # box (9S 2C, 11) may double: 9H gives 20; the dealer then shows TD AH, blackjack. He
    # collects only the original wager (2.10(b)): main -10, double returned.
    broken = Irregularity(kind=K.CARD_READER_MALFUNCTION)
    game = irregular_round("9S TD 2C AH 9H", "double", broken, hole_card="face-down-card-reader")
    assert [(r, n) for _, r, n in nets(game)] == [("lose", "-10.00"), ("void", "0.00")]
    assert not any(e.kind == "card-reader-peek" for e in game.events)
    assert to_record(game)["rules"]["hole_card"] == "face-down-card-reader"  # type: ignore[index]


def test_with_a_working_reader_the_same_shoe_ends_at_the_peek() -> None:
    game = irregular_round("9S TD 2C AH 9H", "", hole_card="face-down-card-reader")
    assert game.is_complete and nets(game) == [(1, "lose", "-10.00")]


@pytest.mark.parametrize(
    ("irregularity", "options", "message"),
    [
        (Irregularity(kind=K.CARD_READER_MALFUNCTION), {}, "needs a table with a card reader"),
        (Irregularity(kind=K.HOLE_CARD_INTO_READER), {}, "needs a table with a card reader"),
        (Irregularity(kind=K.WRONG_SIDE_OF_DOUBLE_SHOE), {}, "needs a table with a double shoe"),
        (Irregularity(kind=K.DEALER_MISSES_CARD, dealer_card=2), {}, "takes no second card"),
        (Irregularity(kind=K.NO_CARDS_TO_BOX, box=4), {}, "nobody wagers on box 4"),
    ],
)
def test_an_irregularity_that_cannot_happen_at_the_table_is_refused(
    irregularity: Irregularity, options: dict[str, Any], message: str
) -> None:
    with pytest.raises(IrregularityError, match=message):
        irregular_round("TS 9D 8C 7H 5S", "", irregularity, waiting=True, **options)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"kind": "card-eaten-by-dog"}, "unknown irregularity"),
        ({"kind": "card-face-up-in-shoe"}, "needs `card`"),
        ({"kind": "card-face-up-in-shoe", "card": 0}, "whole number from 1"),
        ({"kind": "card-face-up-in-shoe", "decision": 2}, "needs `card`"),
        ({"kind": "dealer-draws-on-seventeen", "card": 2}, "takes no placement"),
        ({"kind": "dealer-misses-card", "dealer_card": 3}, "1 or 2"),
        ({"kind": "card-face-up-in-shoe", "card": 2, "colour": "red"}, "unknown field colour"),
    ],
)
def test_a_malformed_irregularity_names_what_is_wrong(
    data: dict[str, object], message: str
) -> None:
    with pytest.raises(IrregularityError, match=message):
        irregularity_from_mapping(data)


def test_an_irregular_round_replays_from_its_record() -> None:
    exposed = Irregularity(kind=K.EXPOSED_CARD_DRAWN_IN_ERROR, decision=1)
    game = irregular_round(EXPOSED_SHOE, "refuse-card accept-card stand", exposed, boxes=(1, 2))
    record = to_record(game)
    assert record["irregularities"] == [{"kind": "exposed-card-drawn-in-error", "decision": 1}]
    again = replay(record)
    assert ledger_of(again) == ledger_of(game)
    assert [e.to_dict() for e in again.events] == [e.to_dict() for e in game.events]


def test_exposed_card_prompt_offers_accept_or_refuse() -> None:
    exposed = Irregularity(kind=K.EXPOSED_CARD_DRAWN_IN_ERROR, decision=1)
    game = irregular_round(EXPOSED_SHOE, "", exposed, boxes=(1, 2), waiting=True)
    assert [a.kind for a in game.legal_actions()] == [
        ActionKind.ACCEPT_CARD,
        ActionKind.REFUSE_CARD,
    ]


def test_a_refusing_players_split_hand_still_gets_its_second_card() -> None:
    # 2.15(c) with 2.11(b), I-2.15c-exposed-card: box 1 splits 8S 8H against 6D; hand 1 takes
    # 3C (11); at decision 2 the exposed 9H is offered and refused: hand 1 stands on 11. Hand 2
    # needs its second card without a choice: the next card is the exposed 9H (17); its drawing
    # stops there. The dealer's second card TD (16) and his draw 5S make 21: both hands lose $10.
    exposed = Irregularity(kind=K.EXPOSED_CARD_DRAWN_IN_ERROR, decision=2)
    game = irregular_round("8S 6D 8H 3C 9H TD 5S", "split refuse-card", exposed)
    cards = {(h["box"], h["hand"]): h["cards"] for h in game.final_hands()}
    assert cards[(1, 1)] == ["8S", "3C"] and cards[(1, 2)] == ["8H", "9H"]
    assert cards[(0, 1)] == ["6D", "TD", "5S"]
    assert nets(game) == [(1, "lose", "-10.00"), (1, "lose", "-10.00")]
