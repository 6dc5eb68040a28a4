"""The shoe of 19:47-3.1(a) and 3.5(c)-(e): full decks, the cut, the cutting cards, the burn, the
recut; each refusal names its clause."""

from __future__ import annotations

import pytest

from reference_impl.baccarat import (
    DEALER,
    BaccaratOptions,
    BaccaratTable,
    RecutBy,
    ShoePhase,
)
from reference_impl.cards import CARD_LABELS, parse_cards
from reference_impl.errors import IllegalActionError, ShoeError
from tests.engine.baccarat.stacks import full_stack, order_with_front, uncut

SIX = BaccaratOptions(decks=6)


def table(front: str = "", *, at: int = 30, options: BaccaratOptions = SIX) -> BaccaratTable:
    """A table whose order after a cut at `at` starts with `front`."""
    return BaccaratTable(options, uncut(order_with_front(front, options.decks), at))


def test_a_shoe_of_six_decks_holds_312_cards_each_six_times() -> None:
    BaccaratTable(SIX, full_stack(6))
    with pytest.raises(ShoeError, match=r"stack=311 cards.*\[19:47-3\.1\(a\)\]"):
        BaccaratTable(SIX, full_stack(6)[:-1])
    wrong = full_stack(6)
    wrong[0] = wrong[1]  # an extra 2 of spades, no ace of spades
    with pytest.raises(ShoeError, match=r"AS x5.*\[19:47-3\.1\(a\)\]"):
        BaccaratTable(SIX, wrong)


def test_a_cut_9_cards_from_the_front_is_refused_under_3_5c() -> None:
    shoe = table()
    with pytest.raises(ShoeError, match=r"cut=9.*\[19:47-3\.5\(c\)\]"):
        shoe.cut(9)
    assert shoe.shoe.phase is ShoePhase.STACKED


def test_a_cut_9_cards_from_the_back_is_refused_under_3_5c() -> None:
    with pytest.raises(ShoeError, match=r"cut=303.*9 from the back.*\[19:47-3\.5\(c\)\]"):
        table().cut(312 - 9)


@pytest.mark.parametrize("at", [10, 156, 302])
def test_the_cards_in_front_of_the_cutting_card_go_to_the_back(at: int) -> None:
    # 3.5(c) at least 10 in from either end; 3.5(d) the cards in front placed to the back
    stack = full_stack(6)
    shoe = BaccaratTable(SIX, stack)
    shoe.cut(at)
    assert shoe.shoe.order() == tuple(stack[at:] + stack[:at])
    assert shoe.events[-1].clause == "19:47-3.5(c)"


def test_the_cutting_card_goes_at_least_14_cards_in_from_the_back() -> None:
    shoe = table()
    shoe.cut(30)
    with pytest.raises(ShoeError, match=r"cutting_card=13.*\[19:47-3\.5\(d\)\]"):
        shoe.place_cutting_card(13)
    shoe.place_cutting_card(14)
    assert shoe.shoe.cutting_card_from_back == 14
    assert "the second at the end" in shoe.events[-1].note


def test_the_cutting_card_stands_inside_the_stack() -> None:
    shoe = table()
    shoe.cut(30)
    with pytest.raises(ShoeError, match=r"\[19:47-3\.5\(d\)\]"):
        shoe.place_cutting_card(312)
    shoe.place_cutting_card(311)


@pytest.mark.parametrize(
    ("first", "burned"),
    [("KS", 10), ("TH", 10), ("QD", 10), ("JC", 10), ("AS", 1), ("7D", 7), ("2C", 2)],
)
def test_the_burn_takes_the_first_card_and_as_many_more_as_it_counts(
    first: str, burned: int
) -> None:
    # 3.5(d): the next card after the burn is the (1 + burned + 1)th card of the shoe; the 9H
    # stands there in every case.
    fillers = " ".join(["3S", "3H", "3D", "3C", "4S", "4H", "4D", "4C", "5S", "5H"][:burned])
    shoe = table(f"{first} {fillers} 9H")
    shoe.cut(30)
    shoe.place_cutting_card(14)
    cards = shoe.burn()
    assert len(cards) == 1 + burned
    assert CARD_LABELS[cards[0]] == first
    assert CARD_LABELS[shoe.shoe.peek()] == "9H"
    burns = [e for e in shoe.events if e.kind in {"burn card", "burned"}]
    assert " ".join(e.card or "" for e in burns) == f"{first} {fillers}".strip()
    assert {e.clause for e in burns} == {"19:47-3.5(d)"}


def test_no_card_is_drawn_before_the_burn() -> None:
    shoe = table()
    shoe.cut(30)
    with pytest.raises(IllegalActionError, match=r"19:47-3\.5\(d\)"):
        shoe.burn()  # the cutting card is not placed yet
    shoe.place_cutting_card(14)
    with pytest.raises(IllegalActionError):
        shoe.shoe.draw()


def test_a_recut_by_the_last_cutter() -> None:
    # 3.5(e), the licensee's option: the player who last cut the cards recuts
    stack = full_stack(6)
    shoe = BaccaratTable(SIX, stack)
    shoe.cut(20, by="7", offer_order=("9", "7", "1"))
    with pytest.raises(ShoeError, match=r"recut_by=1.*made by 7 \[19:47-3\.5\(e\)\]"):
        shoe.recut(40, by="1")
    shoe.recut(40, by="7")
    once = stack[20:] + stack[:20]
    assert shoe.shoe.order() == tuple(once[40:] + once[:40])
    assert shoe.events[-1].kind == "recut"
    assert shoe.events[-1].clause == "19:47-3.5(e)"


def test_a_recut_by_the_next_person_entitled() -> None:
    options = BaccaratOptions(decks=6, recut_by=RecutBy.NEXT_ENTITLED)
    shoe = BaccaratTable(options, full_stack(6))
    shoe.cut(20, by="7", offer_order=("9", "7", "1"))
    with pytest.raises(ShoeError, match=r"made by 1 \[19:47-3\.5\(e\)\]"):
        shoe.recut(40, by="7")
    shoe.recut(40, by="1")
    shoe.recut(50, by="9")  # after 1, round the table to the first offered


def test_a_recut_obeys_the_cut_of_3_5c() -> None:
    shoe = table()
    shoe.cut(30)
    with pytest.raises(ShoeError, match=r"\[19:47-3\.5\(c\)\]"):
        shoe.recut(5, by=DEALER)


def test_no_recut_once_the_burn_has_taken_cards_from_the_shoe() -> None:
    shoe = table()
    shoe.cut(30)
    shoe.place_cutting_card(14)
    shoe.burn()
    with pytest.raises(IllegalActionError, match=r"19:47-3\.5\(e\)"):
        shoe.recut(40, by=DEALER)


def test_the_cutter_is_one_of_those_offered_or_the_dealer() -> None:
    with pytest.raises(ShoeError, match=r"cut_by=4.*\[19:47-3\.5\(b\)\]"):
        table().cut(30, by="4", offer_order=("9", "7"))
    table().cut(30, by=DEALER, offer_order=("9", "7"))


def test_the_cutting_card_coming_out_is_recorded() -> None:
    # 312 cards, cutting card 14 from the back: it comes out before the 299th card
    shoe = table("AS 2S")
    shoe.cut(30)
    shoe.place_cutting_card(14)
    shoe.burn()  # 2 cards
    for _ in range(312 - 14 - 2):
        shoe.shoe.draw()
    assert not shoe.shoe.cutting_card_reached
    shoe.shoe.draw()
    assert shoe.shoe.cutting_card_reached
    assert shoe.events[-1].kind == "cutting card reached"
    for _ in range(13):
        shoe.shoe.draw()
    with pytest.raises(ShoeError, match=r"all drawn.*\[19:47-3\.5\(d\)\]"):
        shoe.shoe.draw()


def test_the_reshuffling_option_is_recorded() -> None:
    options = BaccaratOptions(decks=6, reshuffle_after_lacing=True)
    shoe = BaccaratTable(options, full_stack(6))
    assert "reshuffle after lacing elected" in shoe.events[0].note
    assert "19:47-3.5(b)" in shoe.events[0].note


def test_a_stack_is_read_front_first() -> None:
    order = order_with_front("QS 4H")
    assert order[:2] == list(parse_cards("QS 4H"))
