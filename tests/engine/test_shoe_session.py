"""Shoe procedures at the table, worked out by hand from 2.5, 2.6(c), (d), (l), (m), 2.15(f), 2.20.

One-deck tables (52 cards) unless said otherwise. Cards are stacked as the order after the cut
(`after_cut`) and handed to the script as the order before it, so a cut at 10 restores them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reference_impl.actions import parse_actions
from reference_impl.cards import CARD_LABELS, parse_cards
from reference_impl.options import HoleCardProcedure, RecutBy, ShoeKind, Shuffling
from reference_impl.rules import TableRules
from reference_impl.shoe import full_decks
from reference_impl.shoe_cut import cut_procedure
from reference_impl.shoe_script import (
    ShoeEvent,
    ShoeProcedureError,
    ShoeRound,
    ShoeRun,
    ShoeScript,
    ShuffleScript,
)
from reference_impl.shoe_session import play_shoe
from reference_impl.shoe_stacks import bart_carter_insert
from reference_impl.wagers import BoxWager

DECK = tuple(full_decks(1))
ONE_DECK = TableRules(decks=1)


def deck_with(front: str, rest: Sequence[int] = DECK) -> list[int]:
    """`front`'s cards first, then the other cards of `rest` in order."""
    cards = list(parse_cards(front))
    left = Counter(cards)
    tail = []
    for card in rest:
        if left[card]:
            left[card] -= 1
        else:
            tail.append(card)
    return cards + tail


def after_cut(order: Sequence[int], at: int = 10) -> tuple[int, ...]:
    """The stack that a cut at `at` turns into `order` (2.5(d): the front goes to the back)."""
    return tuple(order[-at:]) + tuple(order[:-at])


def one_box(decisions: str = "stand", **changes: object) -> ShoeRound:
    return ShoeRound(
        wagers=(BoxWager.of(1, "10"),),
        decisions=tuple(parse_actions(decisions)),
        **changes,  # type: ignore[arg-type]
    )


def of(run: ShoeRun, kind: str) -> list[ShoeEvent]:
    return [event for event in run.events if event.kind == kind]


def conserved(run: ShoeRun, decks: int = 1, sides: int = 1) -> None:
    held = [card for cards in run.places.values() for card in cards]
    assert Counter(held) == Counter(full_decks(decks) * sides)


# 2.5(c), (d): the cut, the cutting card, the burn


@pytest.mark.parametrize("at", [9, 43])
def test_a_cut_nearer_than_10_cards_to_either_end_is_refused(at: int) -> None:
    script = ShoeScript(
        players=(1,), shuffles=(ShuffleScript(cards=DECK, cut_answers=(f"cut:{at}",)),), rounds=()
    )
    with pytest.raises(ShoeProcedureError) as caught:
        play_shoe(ONE_DECK, script)
    message = str(caught.value)
    assert f"{at} cards in from the front" in message
    assert "10 to 42" in message
    assert "13:69F-2.5(c)" in message


def test_a_cut_at_10_moves_the_first_10_cards_to_the_back_and_the_burn_is_the_next() -> None:
    # DECK is AS AH AD AC 2S 2H 2D 2C 3S 3H | 3D ...: after a cut at 10 the first card is 3D.
    script = ShoeScript(
        players=(1,), shuffles=(ShuffleScript(cards=DECK, cut_answers=("cut:10",)),), rounds=()
    )
    run = play_shoe(ONE_DECK, script)
    assert [(e.kind, e.box) for e in run.events[:3]] == [
        ("shuffle", None),
        ("cut-offered", 1),
        ("cut", 1),
    ]
    assert of(run, "burn") == [ShoeEvent(kind="burn", clause="13:69F-2.6(c)", card="3D")]
    assert run.places["shoe"] == DECK[11:] + DECK[:10]
    assert run.places["discard-rack"] == (DECK[10],)


def test_the_cutting_card_must_leave_a_quarter_of_the_stack_behind_it() -> None:
    # 52 // 4 = 13: 39 cards in front leave 13 behind (accepted), 40 leave 12 (refused).
    def script(front: int) -> ShoeScript:
        shuffle = ShuffleScript(cards=DECK, cut_answers=("cut:10",), cutting_card=front)
        return ShoeScript(players=(1,), shuffles=(shuffle,), rounds=())

    run = play_shoe(ONE_DECK, script(39))
    assert of(run, "cutting-card-inserted")[0].note == "39"
    with pytest.raises(ShoeProcedureError, match=r"12 of 52 behind.*13:69F-2\.5\(d\)"):
        play_shoe(ONE_DECK, script(40))


def test_a_new_dealer_burns_one_card_before_dealing() -> None:
    # After the cut: 2C is burned (2.6(c)), 3C by the new dealer; box TS 9S, dealer 7H TH.
    order = deck_with("2C 3C TS 7H 9S TH")
    shuffle = ShuffleScript(cards=after_cut(order), cut_answers=("cut:10",))
    run = play_shoe(
        ONE_DECK, ShoeScript(players=(1,), shuffles=(shuffle,), rounds=(one_box(new_dealer=True),))
    )
    burns = of(run, "burn")
    assert [(b.card, b.note) for b in burns] == [("2C", None), ("3C", "new dealer")]
    assert run.rounds[0].cards_dealt() == tuple(parse_cards("TS 7H 9S TH"))
    conserved(run)


# 2.6(l), 2.5(e)2, (e)3: the cutting card reached


def _reached(cutting_card: int, players: tuple[int, ...]) -> ShoeRun:
    # Burn 2C; box 1 TS, dealer 7H, box 1 9S, dealer TH (17, stands).
    order = deck_with("2C TS 7H 9S TH")
    first = ShuffleScript(
        cards=after_cut(order), cut_answers=("cut:10",), cutting_card=cutting_card
    )
    second = ShuffleScript(cards=DECK, cut_answers=("cut:20",))
    script = ShoeScript(players=players, shuffles=(first, second), rounds=(one_box(),))
    return play_shoe(ONE_DECK, script)


def test_cutting_card_reached_on_a_box_the_round_ends_and_that_box_cuts() -> None:
    # 3 cards in front of the cutting card: 2C TS 7H; the first card behind it is 9S, box 1's.
    run = _reached(3, (3, 1))
    reached = of(run, "cutting-card-reached")
    assert [(r.card, r.box, r.round) for r in reached] == [("9S", 1, 1)]
    assert run.rounds[0].cards_dealt() == tuple(parse_cards("TS 7H 9S TH"))  # round completed
    kinds = run.kinds()
    assert kinds.index("round-ends") < kinds.index("cards-to-discard-rack")
    assert of(run, "cards-to-discard-rack")[0].note == "47 cards left in the shoe"
    offered = of(run, "cut-offered")[-1]
    assert (offered.box, offered.clause) == (1, "13:69F-2.5(e)2")
    conserved(run)


def test_cutting_card_reached_on_the_dealers_hand_the_highest_box_cuts() -> None:
    # 2 in front: 2C TS; the card behind is 7H, the dealer's up card.
    run = _reached(2, (1, 3, 2))
    assert [(r.card, r.box) for r in of(run, "cutting-card-reached")] == [("7H", 0)]
    offered = of(run, "cut-offered")[-1]
    assert (offered.box, offered.clause) == (3, "13:69F-2.5(e)3")


def test_the_reshuffle_after_the_cutting_card_needs_the_next_shuffle() -> None:
    order = deck_with("2C TS 7H 9S TH")
    first = ShuffleScript(cards=after_cut(order), cut_answers=("cut:10",), cutting_card=3)
    script = ShoeScript(players=(1,), shuffles=(first,), rounds=(one_box(),))
    with pytest.raises(ShoeProcedureError, match=r"needs shuffle 2.*13:69F-2\.6\(l\)3"):
        play_shoe(ONE_DECK, script)


# 2.5(e), (f): who cuts


def test_refusals_pass_clockwise_and_wrap_to_the_lowest_box() -> None:
    shuffle = ShuffleScript(cards=DECK, cut_answers=("refuse", "refuse", "cut:12"))
    run = play_shoe(ONE_DECK, ShoeScript(players=(5, 2, 6), shuffles=(shuffle,), rounds=()))
    assert [(e.kind, e.box, e.clause[7:]) for e in run.events[1:7]] == [
        ("cut-offered", 5, "2.5(e)1"),
        ("cut-refused", 5, "2.5(f)"),
        ("cut-offered", 6, "2.5(f)"),
        ("cut-refused", 6, "2.5(f)"),
        ("cut-offered", 2, "2.5(f)"),
        ("cut", 2, "2.5(d)"),
    ]


def test_when_nobody_accepts_the_dealer_cuts() -> None:
    shuffle = ShuffleScript(cards=DECK, cut_answers=("refuse", "refuse", "cut:20"))
    run = play_shoe(ONE_DECK, ShoeScript(players=(1, 2), shuffles=(shuffle,), rounds=()))
    cut = of(run, "cut")
    assert [(c.box, c.clause) for c in cut] == [(0, "13:69F-2.5(f)")]
    assert of(run, "burn")[0].card == "6S"  # DECK[20]


def test_a_cut_answer_must_be_refuse_or_cut_n() -> None:
    shuffle = ShuffleScript(cards=DECK, cut_answers=("cut here",))
    with pytest.raises(ShoeProcedureError, match="neither 'refuse' nor 'cut:N'"):
        play_shoe(ONE_DECK, ShoeScript(players=(1,), shuffles=(shuffle,), rounds=()))


def test_the_licensees_reshuffle_is_cut_by_the_player_farthest_right() -> None:
    order = deck_with("2C TS 7H 9S TH")
    first = ShuffleScript(cards=after_cut(order), cut_answers=("cut:10",))
    second = ShuffleScript(cards=DECK, cut_answers=("cut:30",))
    round_ = one_box(reshuffle_after=True)
    run = play_shoe(
        ONE_DECK, ShoeScript(players=(1, 4), shuffles=(first, second), rounds=(round_,))
    )
    assert of(run, "cards-to-discard-rack")[0].clause == "13:69F-2.5(h)1"
    offered = of(run, "cut-offered")[-1]
    assert (offered.box, offered.clause) == (4, "13:69F-2.5(e)4")
    conserved(run)


@pytest.mark.parametrize(
    ("recut_by", "recutter"), [(RecutBy.LAST_CUTTER, 2), (RecutBy.NEXT_ENTITLED, 3)]
)
def test_a_recut_is_made_by_the_last_cutter_or_the_next_entitled(
    recut_by: RecutBy, recutter: int
) -> None:
    # Box 1 refuses, box 2 cuts at 15; the recut at 12 then starts the stack at DECK[27].
    shuffle = ShuffleScript(cards=DECK, cut_answers=("refuse", "cut:15"), recut_answers=("cut:12",))
    rules = TableRules(decks=1, recut_by=recut_by)
    run = play_shoe(rules, ShoeScript(players=(1, 2, 3), shuffles=(shuffle,), rounds=()))
    kinds = run.kinds()
    assert kinds.index("recut-required") < kinds.index("cutting-card-inserted")
    offered = of(run, "cut-offered")[-1]
    assert (offered.box, offered.clause) == (recutter, "13:69F-2.5(g)")
    assert of(run, "burn")[0].card == "7C"  # DECK[27]


# 2.15(f): insufficient cards


class _OneDeckBartCarter(TableRules):
    """A one-deck table with the Bart Carter shuffle, which a table may not use
    (I-2.6m-smallest-shoe): with no cutting card reinserted and a rack that never exceeds one
    deck, it is the shortest way to a shoe that runs out (2.15(f))."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "decks", 2)
        super().__post_init__()
        object.__setattr__(self, "decks", 1)


def test_insufficient_cards_shuffle_the_discards_cut_burn_and_finish_the_round() -> None:
    # Bart Carter, one deck: the rack never exceeds 52, so the shoe runs out. Seven boxes stand.
    # Rounds 1-3 take 16 cards each: 7 boxes, dealer ten, 7 boxes, dealer 7/8/9 (17-19).
    tens = [c for c in DECK if c // 4 >= 9]
    sevens = [c for c in DECK if 6 <= c // 4 <= 8]
    smalls = [c for c in DECK if 1 <= c // 4 <= 5]
    aces = [c for c in DECK if c // 4 == 0]
    boxes = tens[3:] + sevens[3:] + smalls  # 42 cards for the boxes
    order: list[int] = []
    for number in range(3):
        hands = boxes[14 * number : 14 * number + 14]
        order += [*hands[:7], tens[number], *hands[7:], sevens[number]]
    order += aces  # round 4: boxes 1-4 get the aces, and the shoe is empty
    first = ShuffleScript(cards=after_cut(order), cut_answers=("cut:10",))
    # The 48 discards, ordered so that after the cut: burn, boxes 5-7, dealer KS, boxes 1-7
    # (small cards: soft totals with the aces), dealer 7S (17).
    rack = order[:48]
    plan = deck_with("2S 9D 9H 9C KS 2H 2D 2C 3S 3H 3D 3C 7S", rack)
    refill = ShuffleScript(cards=after_cut(plan), cut_answers=("cut:10",))
    wagers = tuple(BoxWager.of(box, "10") for box in range(1, 8))
    rounds = tuple(
        ShoeRound(wagers=wagers, decisions=tuple(parse_actions("stand " * 7))) for _ in range(4)
    )
    rules = _OneDeckBartCarter(decks=1, shuffling=Shuffling.BART_CARTER)
    script = ShoeScript(players=tuple(range(1, 8)), shuffles=(first, refill), rounds=rounds)
    run = play_shoe(rules, script)
    round_4 = [e for e in run.events if e.round == 4]
    assert [e.kind for e in round_4][:6] == [
        "round-begins",
        "insufficient-cards",
        "shuffle",
        "cut-offered",
        "cut",
        "burn",
    ]
    assert round_4[3].box == 7 and round_4[3].interpretation == "I-2.15f-cutter"
    assert round_4[5].card == "2S"
    dealt = {h["box"]: h["cards"] for h in run.rounds[3].final_hands()}
    assert dealt[1] == ["AS", "2H"] and dealt[5] == ["9D", "3H"] and dealt[0] == ["KS", "7S"]
    conserved(run)


# 2.6(d), 2.6(l)2ii, (l)3: the double shoe


def _double(red_front: str, black_front: str, side: str, black_cut: int | None = None) -> ShoeRun:
    red = ShuffleScript(cards=after_cut(deck_with(red_front)), cut_answers=("cut:10",), side="red")
    black = ShuffleScript(
        cards=after_cut(deck_with(black_front)),
        cut_answers=("cut:10",),
        side="black",
        cutting_card=black_cut,
    )
    shuffles = [red, black]
    if black_cut is not None:
        shuffles.append(ShuffleScript(cards=DECK, cut_answers=("cut:25",), side="black"))
    rules = TableRules(decks=1, shoe=ShoeKind.DOUBLE)
    round_ = one_box(determinant_side=side)
    return play_shoe(rules, ShoeScript(players=(1,), shuffles=tuple(shuffles), rounds=(round_,)))


def test_a_determinant_card_of_its_own_side_is_the_first_card() -> None:
    # Red side: 9H (a heart, red) is drawn from the red side: box 1's first card; no burn.
    run = _double("9H 7D TH TD", "2S", "red")
    assert [(e.kind, e.card, e.note) for e in of(run, "determinant-card")] == [
        ("determinant-card", "9H", "red")
    ]
    assert not of(run, "burn")
    assert run.rounds[0].cards_dealt() == tuple(parse_cards("9H 7D TH TD"))
    conserved(run, sides=2)


def test_a_determinant_card_of_the_other_side_is_burned_and_its_suit_names_the_side() -> None:
    # 5S (spade: black) drawn from the red side is burned there; black deals TS 7C 9S TC.
    run = _double("5S", "TS 7C 9S TC", "red")
    burns = of(run, "burn")
    assert [(b.card, b.clause) for b in burns] == [("5S", "13:69F-2.6(d)2")]
    assert run.rounds[0].cards_dealt() == tuple(parse_cards("TS 7C 9S TC"))
    assert run.places["red-segregated"][0] == parse_cards("5S")[0]
    conserved(run, sides=2)


def test_only_the_side_whose_cutting_card_was_reached_is_reshuffled() -> None:
    # Black's cutting card with 2 in front: TS 7C; 9S behind it goes to box 1.
    run = _double("5S", "TS 7C 9S TC", "red", black_cut=2)
    reached = of(run, "cutting-card-reached")
    assert [(r.card, r.box) for r in reached] == [("9S", 1)]
    shuffles = of(run, "shuffle")
    assert [s.note for s in shuffles][-1] == "cutting card reached: the black side"
    assert of(run, "cards-to-discard-rack")[0].clause == "13:69F-2.6(l)2ii"
    assert len(run.places["red-side"]) == 51  # untouched: only 5S left it
    assert run.places["black-segregated"] == ()
    conserved(run, sides=2)


# 2.5(d), 2.6(c), (m): the Bart Carter shuffle


def test_bart_carter_has_no_cutting_card_and_no_burn() -> None:
    rules = TableRules(decks=2, shuffling=Shuffling.BART_CARTER)
    shuffle = ShuffleScript(cards=DECK * 2, cut_answers=("cut:10",))
    run = play_shoe(rules, ShoeScript(players=(1,), shuffles=(shuffle,), rounds=()))
    assert run.kinds() == ["shuffle", "cut-offered", "cut"]
    bad = ShuffleScript(cards=DECK * 2, cut_answers=("cut:10",), cutting_card=30)
    with pytest.raises(ShoeProcedureError, match=r"13:69F-2\.5\(d\)"):
        play_shoe(rules, ShoeScript(players=(1,), shuffles=(bad,), rounds=()))


def test_bart_carter_inserts_three_stacks_at_the_premarked_locations() -> None:
    # Remaining a b c d e; stacks x | y z | w at 1, 3, 3: a x b c y z w d e.
    remaining = [0, 1, 2, 3, 4]
    shuffled = [10, 11, 12, 13]
    assert bart_carter_insert(shuffled, (1, 2, 1), (1, 3, 3), remaining) == [
        0, 10, 1, 2, 11, 12, 13, 3, 4,
    ]  # fmt: skip
    assert isinstance(bart_carter_insert(shuffled, (2, 2, 1), (1, 3, 3), remaining), str)
    assert isinstance(bart_carter_insert(shuffled, (1, 2, 1), (3, 1, 4), remaining), str)


def test_bart_carter_reshuffles_the_rack_once_it_exceeds_one_deck() -> None:
    # Two decks (104 cards), seven boxes stand, dealer ten and 7-9: 16 cards a round. After
    # rounds 1-3 the rack holds 48, after round 4 64 > 52: the rack goes back in three stacks.
    rules = TableRules(decks=2, shuffling=Shuffling.BART_CARTER)
    two = full_decks(2)
    tens = [c for c in two if c // 4 >= 9]
    sevens = [c for c in two if 6 <= c // 4 <= 8]
    others = [c for c in two if 1 <= c // 4 <= 5] + tens[4:] + sevens[4:]
    order: list[int] = []
    for number in range(4):
        hands = others[14 * number : 14 * number + 14]
        order += [*hands[:7], tens[number], *hands[7:], sevens[number]]
    order = deck_with(" ".join(_label(c) for c in order), two)
    first = ShuffleScript(cards=after_cut(order), cut_answers=("cut:10",))
    rack = tuple(order[:64])
    reinsert = ShuffleScript(cards=rack, stacks=(20, 20, 24), locations=(0, 10, 40))
    wagers = tuple(BoxWager.of(box, "10") for box in range(1, 8))
    rounds = tuple(
        ShoeRound(wagers=wagers, decisions=tuple(parse_actions("stand " * 7))) for _ in range(4)
    )
    script = ShoeScript(players=tuple(range(1, 8)), shuffles=(first, reinsert), rounds=rounds)
    run = play_shoe(rules, script)
    event = of(run, "bart-carter-reshuffle")
    assert len(event) == 1 and event[0].round == 4
    assert event[0].interpretation == "I-2.6m-one-deck"
    assert run.places["discard-rack"] == ()
    shoe = run.places["shoe"]
    assert len(shoe) == 104 and shoe[:20] == rack[:20] and shoe[30:50] == rack[20:40]
    conserved(run, decks=2)


def _label(card: int) -> str:
    return CARD_LABELS[card]


# 2.20: the continuous shuffler


def test_a_continuous_shuffler_deals_each_round_from_its_own_order_without_burn() -> None:
    rules = TableRules(decks=1, shuffling=Shuffling.CONTINUOUS_SHUFFLER)
    order = deck_with("TS 7H 9S TH")
    script = ShoeScript(
        players=(1,),
        shuffles=(ShuffleScript(cards=tuple(order)), ShuffleScript(cards=tuple(order))),
        rounds=(one_box(), one_box(new_dealer=True)),
    )
    run = play_shoe(rules, script)
    assert not of(run, "burn") and not of(run, "cut-offered")
    assert [s.clause for s in of(run, "shuffle")] == ["13:69F-2.20"] * 2
    assert run.rounds[1].cards_dealt() == tuple(parse_cards("TS 7H 9S TH"))
    conserved(run)
    cut = ShuffleScript(cards=tuple(order), cut_answers=("cut:10",))
    with pytest.raises(ShoeProcedureError, match=r"13:69F-2\.20"):
        play_shoe(rules, ShoeScript(players=(1,), shuffles=(cut,), rounds=(one_box(),)))


# Bad scripts


def test_a_shuffle_that_is_not_the_deck_names_what_is_missing_and_extra() -> None:
    cards = (*DECK[:-1], DECK[0])  # 2 of AS, no KC
    script = ShoeScript(players=(1,), shuffles=(ShuffleScript(cards=cards),), rounds=())
    with pytest.raises(ShoeProcedureError, match=r"missing KC; extra AS.*13:69F-2\.5\(a\)"):
        play_shoe(ONE_DECK, script)


def test_unused_shuffles_and_a_wrong_side_are_refused() -> None:
    one = ShuffleScript(cards=DECK, cut_answers=("cut:10",))
    with pytest.raises(ShoeProcedureError, match="gives 2 shuffles"):
        play_shoe(ONE_DECK, ShoeScript(players=(1,), shuffles=(one, one), rounds=()))
    sided = ShuffleScript(cards=DECK, cut_answers=("cut:10",), side="green")
    with pytest.raises(ShoeProcedureError, match=r"side 'green'.*2\.6\(d\)"):
        play_shoe(ONE_DECK, ShoeScript(players=(1,), shuffles=(sided,), rounds=()))


# Properties


@given(
    cards=st.permutations(DECK),
    at=st.integers(10, 42),
    refusals=st.integers(0, 4),
    players=st.lists(st.integers(1, 7), min_size=1, max_size=7, unique=True),
)
def test_a_cut_is_a_rotation_of_the_stack(
    cards: list[int], at: int, refusals: int, players: list[int]
) -> None:
    answers = ("refuse",) * (refusals % (len(players) + 1)) + (f"cut:{at}",)
    shuffle = ShuffleScript(cards=tuple(cards), cut_answers=answers)
    out = cut_procedure(
        shuffle,
        list(cards),
        players=players,
        first=players[0],
        first_path="2.5(e)1",
        recut_by=RecutBy.LAST_CUTTER,
        emit=lambda *args, **kwargs: None,
        cite=lambda path: path,
        where="test",
    )
    assert out == cards[at:] + cards[:at]


@given(
    order=st.permutations(DECK),
    front=st.integers(0, 39),
    reshuffle=st.booleans(),
)
def test_every_card_is_in_exactly_one_place(order: list[int], front: int, reshuffle: bool) -> None:
    # One box standing, with the hole card face up (no insurance, 2.6(k)3): the round asks one
    # decision or none (a blackjack), and needs a second shuffle or not, so the script tries
    # each.
    rules = TableRules(decks=1, hole_card=HoleCardProcedure.FACE_UP)
    first = ShuffleScript(cards=tuple(order), cut_answers=("cut:10",), cutting_card=front)
    again = ShuffleScript(cards=DECK, cut_answers=("cut:10",))
    for decisions in ("stand", ""):
        for shuffles in ((first,), (first, again), (first, again, again)):
            script = ShoeScript(
                players=(1,),
                shuffles=shuffles,
                rounds=(one_box(decisions, reshuffle_after=reshuffle),),
            )
            try:
                run = play_shoe(rules, script)
            except ShoeProcedureError:
                continue
            conserved(run)
            return
    raise AssertionError("no script fitted the round")
