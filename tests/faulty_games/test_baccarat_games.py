"""Each faulty Baccarat-Punto Banco game has its defect, and only it.

For every game, a round (or a cut, a burn, a recut) worked out by hand from the rule text of
N.J.A.C. 19:47-3.1 to 3.5 (nj-1996) is played at the same table on the reference procedure and on
the faulty one: the reference does what the clause requires (the amounts are literals, worked
out in the comments), the faulty game differs exactly as its defect says, and on an ordinary
round the defect does not touch the two agree, with the amounts the clause gives.

Shoes are six decks (312 cards), stacked front first (I-baccarat-stack-orientation): a round's
shoe is cut 30 cards in, its cutting card 14 cards from the back, and burned with "AS 2S" (an
ace burns one more card, 3.5(d)), so its hands are the next cards; the hands are the cards as
dealt, the drawing rules being outside the corpus (I-baccarat-drawing-rules). An observation is
plain data: each ledger entry as (player, wager or "vigorish", result, net), each refusal as
"refused [clause]".
"""

from __future__ import annotations

import functools
import inspect
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal

import pytest

from reference_impl.baccarat import (
    DEALER,
    BaccaratProcedure,
    BaccaratTable,
    EntryKind,
)
from reference_impl.baccarat import procedure as procedure_module
from reference_impl.cards import CARD_LABELS
from reference_impl.errors import EngineError
from reference_impl.money import format_money
from regulations import load_corpus
from regulations.corpus import Corpus
from tests.engine.baccarat.stacks import full_stack, order_with_front, uncut
from tests.faulty_games import baccarat_games
from tests.faulty_games.baccarat_games import (
    BACCARAT_FAULTY_GAMES,
    BaccaratFaultyGame,
    baccarat_options,
)

DECKS = 6
SIZE = DECKS * 52  # 312 cards
Observation = tuple[object, ...]
Play = Callable[[BaccaratFaultyGame, bool], Observation]  # (game, reference?) -> what was seen

# Hands as dealt: P for the Player's Hand, B for the Banker's Hand, in the shoe's order.
BANKER_8_PLAYER_7 = "P:7S B:8H P:KD B:QC"  # player 7 + 0 = 7, banker 8 + 0 = 8
PLAYER_9_BANKER_6 = "P:9S B:6H P:TD B:KC"  # player 9 + 0 = 9, banker 6 + 0 = 6
TIE_4 = "P:2S B:3H P:2H B:AC"  # player 2 + 2 = 4, banker 3 + 1 = 4


@functools.cache
def corpus() -> Corpus:
    return load_corpus()


def refusal(error: EngineError) -> str:
    """A refusal as the clause it names: the message's last bracket."""
    named = re.findall(r"\[([^\]]+)\]", str(error))
    return f"refused [{named[-1] if named else '?'}]"


def ledger(table: BaccaratTable) -> Observation:
    """The table's ledger as plain data: (player, wager or "vigorish", result, net)."""
    return tuple(
        (e.player, e.wager.value, e.result.value, format_money(e.net))
        if e.kind is EntryKind.SETTLEMENT and e.wager is not None and e.result is not None
        else (e.player, "vigorish", "collected", format_money(e.net))
        for e in table.ledger.entries
    )


def cards_of(dealt: str) -> str:
    return " ".join(token.split(":")[1] for token in dealt.split())


def dealt_table(game: BaccaratFaultyGame, reference: bool, dealt: str) -> BaccaratTable:
    """The game's table, cut at 30, its cutting card 14 from the back, burned with "AS 2S" so
    that its next cards are `dealt`'s."""
    order = order_with_front(f"AS 2S {cards_of(dealt)}", DECKS)
    table = game.table(uncut(order, 30), reference=reference, decks=DECKS)
    table.cut(30)
    table.place_cutting_card(14)
    table.burn()
    return table


Wagers = Sequence[tuple[str, str, str]]  # (player, wager, amount)


def round_(dealt: str, wagers: Wagers, late: Wagers = (), *, end_shoe: bool = False) -> Play:
    """A round: `wagers` placed, "No More Bets", `late` wagers offered, the hands dealt; then, if
    `end_shoe`, the shoe ended and the cards reshuffled. Seen: each refusal, then the ledger."""

    def play(game: BaccaratFaultyGame, reference: bool) -> Observation:
        table = dealt_table(game, reference, dealt)
        refused: list[tuple[str, str, str]] = []

        def offer(player: str, wager: str, amount: str) -> None:
            try:
                table.place(player, wager, amount)
            except EngineError as error:
                refused.append((player, f"{wager} {amount}", refusal(error)))

        table.open_betting()
        for wager in wagers:
            offer(*wager)
        table.no_more_bets()
        for wager in late:
            offer(*wager)
        table.deal(dealt)
        if end_shoe:
            table.end_shoe()
            table.reshuffle(full_stack(DECKS))
        return (*refused, *ledger(table))

    return play


def attempts(*steps: Callable[[BaccaratTable], object]) -> Play:
    """Each step on a new table of the game on a full six-deck stack: "accepted" or the refusal."""

    def play(game: BaccaratFaultyGame, reference: bool) -> Observation:
        seen = []
        for step in steps:
            table = game.table(full_stack(DECKS), reference=reference, decks=DECKS)
            try:
                step(table)
            except EngineError as error:
                seen.append(refusal(error))
            else:
                seen.append("accepted")
        return tuple(seen)

    return play


def cut_at(at: int) -> Callable[[BaccaratTable], object]:
    return lambda table: table.cut(at)


def cutting_card_at(from_back: int) -> Callable[[BaccaratTable], object]:
    def step(table: BaccaratTable) -> None:
        table.cut(40)
        table.place_cutting_card(from_back)

    return step


def recut_by(cut_by: str, recutter: str) -> Callable[[BaccaratTable], object]:
    """The cut offered to seats 5, 3 and 1 in that order (3.5(b)) and made by `cut_by`, then a
    recut at 50 by `recutter`."""

    def step(table: BaccaratTable) -> None:
        table.cut(40, by=cut_by, offer_order=("5", "3", "1"))
        table.recut(50, by=recutter)

    return step


def burn(front: str) -> Play:
    """A shoe whose first cards are `front`, cut at 40 with its cutting card 14 from the back,
    burned: seen, the cards burned and the next card."""

    def play(game: BaccaratFaultyGame, reference: bool) -> Observation:
        order = order_with_front(front, DECKS)
        table = game.table(uncut(order, 40), reference=reference, decks=DECKS)
        table.cut(40)
        table.place_cutting_card(14)
        burned = " ".join(CARD_LABELS[card] for card in table.burn())
        return (burned, CARD_LABELS[table.shoe.peek()])

    return play


REFUSED_CUT = "refused [19:47-3.5(c)]"
REFUSED_CUTTING_CARD = "refused [19:47-3.5(d)]"


@dataclass(frozen=True)
class Case:
    """A game's worked round: what the reference and the faulty game show on it, the words of
    the registry's clause that the defect breaks, and ordinary rounds with what both show."""

    breaks: str
    play: Play
    reference: Observation
    faulty: Observation
    ordinary: tuple[tuple[Play, Observation], ...]


CASES: dict[str, Case] = {
    # 3.1(b)1: the 9 is worth 9. Player 9S KD = 9 beats banker 8H QC = 8 (3.2(a)2i): the
    # player's $10 wins $10 at 1 to 1 (3.3(a)), the banker's $10 loses (3.2(a)1ii). With the 9
    # worth zero the player has 0: the banker's $10 wins $10 less 5 % of $10 = $0.50 (3.3(c)).
    "nine_counted_as_zero": Case(
        "Any card from 2 to 9 shall have its face value",
        round_("P:9S B:8H P:KD B:QC", [("1", "player", "10"), ("2", "banker", "10")]),
        (("1", "player", "win", "10.00"), ("2", "banker", "lose", "-10.00")),
        (
            ("1", "player", "lose", "-10.00"),
            ("2", "banker", "win", "10.00"),
            ("2", "vigorish", "collected", "-0.50"),
        ),
        (
            (
                round_(BANKER_8_PLAYER_7, [("1", "player", "10"), ("2", "banker", "10")]),
                (
                    ("1", "player", "lose", "-10.00"),
                    ("2", "banker", "win", "10.00"),
                    ("2", "vigorish", "collected", "-0.50"),
                ),
            ),
        ),
    ),
    # 3.1(c)2: an ace, a 2 and a 9 total 12, Point Count 2; the banker's 5H KC counts 5 and wins
    # (3.2(a)1i): $10 won less $0.50 vigorish, the player's $10 lost. Counted as 9, the player
    # wins $10 and the banker's $10 loses. Ordinary: 3.1(c)1's ace, 2 and 4 count 7 and beat 5.
    "two_digit_total_counted_as_nine": Case(
        "the left digit of such number shall be discarded",
        round_("P:AS B:5H P:2D B:KC P:9C", [("1", "player", "10"), ("2", "banker", "10")]),
        (
            ("1", "player", "lose", "-10.00"),
            ("2", "banker", "win", "10.00"),
            ("2", "vigorish", "collected", "-0.50"),
        ),
        (("1", "player", "win", "10.00"), ("2", "banker", "lose", "-10.00")),
        (
            (
                round_("P:AS B:5H P:2D B:KC P:4C", [("1", "player", "10"), ("2", "banker", "10")]),
                (("1", "player", "win", "10.00"), ("2", "banker", "lose", "-10.00")),
            ),
        ),
    ),
    # 3.5(c): of 312 cards, a cut leaves 10 to 302 in front of the cutting card. 9 in from the
    # front (at 9) or from the back (at 303) is refused; the faulty game accepts both.
    "cut_accepted_9_cards_from_an_end": Case(
        "at least 10 cards in from either end",
        attempts(cut_at(9), cut_at(SIZE - 9)),
        (REFUSED_CUT, REFUSED_CUT),
        ("accepted", "accepted"),
        (
            (
                attempts(cut_at(10), cut_at(SIZE - 10), cut_at(8), cut_at(SIZE - 8)),
                ("accepted", "accepted", REFUSED_CUT, REFUSED_CUT),
            ),
        ),
    ),
    # 3.5(c): "either end": 5 cards in from the back (at 307) or 9 (at 303) is refused.
    "cut_checked_from_the_front_only": Case(
        "at least 10 cards in from either end",
        attempts(cut_at(SIZE - 5), cut_at(SIZE - 9)),
        (REFUSED_CUT, REFUSED_CUT),
        ("accepted", "accepted"),
        (
            (
                attempts(cut_at(9), cut_at(40), cut_at(SIZE - 10)),
                (REFUSED_CUT, "accepted", "accepted"),
            ),
        ),
    ),
    # 3.5(d): the cutting card at least 14 cards in from the back: 13 is refused.
    "cutting_card_13_from_the_back": Case(
        "at least 14 cards in from the back of the stack",
        attempts(cutting_card_at(13)),
        (REFUSED_CUTTING_CARD,),
        ("accepted",),
        (
            (
                attempts(cutting_card_at(14), cutting_card_at(12), cutting_card_at(100)),
                ("accepted", REFUSED_CUTTING_CARD, "accepted"),
            ),
        ),
    ),
    # 3.5(d): a king counts ten, so it burns 10 more cards: KS, 2C to TC and JC; the next card is
    # 9H. Counted zero, the king burns itself only and 2C comes next. Ordinary: a 5 burns 5 more
    # (5H, 2C to 6C; next 9H), an ace one more (AH 2C; next 9H).
    "burn_counts_king_as_zero": Case(
        "Face cards and tens count as tens",
        burn("KS 2C 3C 4C 5C 6C 7C 8C 9C TC JC 9H"),
        ("KS 2C 3C 4C 5C 6C 7C 8C 9C TC JC", "9H"),
        ("KS", "2C"),
        (
            (burn("5H 2C 3C 4C 5C 6C 9H"), ("5H 2C 3C 4C 5C 6C", "9H")),
            (burn("AH 2C 9H"), ("AH 2C", "9H")),
        ),
    ),
    # 3.5(d): a queen counts ten: QD and 10 more, next 9H. By its rank (12) it burns 12 more:
    # through 9H and 8H, next 7H. Ordinary: a ten burns 10 more either way (TD, 2C to JC; next
    # 9H); a 7 burns 7 more (7S, 2C to 8C; next 9H).
    "burn_counts_face_cards_by_rank": Case(
        "Face cards and tens count as tens",
        burn("QD 2C 3C 4C 5C 6C 7C 8C 9C TC JC 9H 8H 7H"),
        ("QD 2C 3C 4C 5C 6C 7C 8C 9C TC JC", "9H"),
        ("QD 2C 3C 4C 5C 6C 7C 8C 9C TC JC 9H 8H", "7H"),
        (
            (
                burn("TD 2C 3C 4C 5C 6C 7C 8C 9C TC JC 9H"),
                ("TD 2C 3C 4C 5C 6C 7C 8C 9C TC JC", "9H"),
            ),
            (burn("7S 2C 3C 4C 5C 6C 7C 8C 9H"), ("7S 2C 3C 4C 5C 6C 7C 8C", "9H")),
        ),
    ),
    # 3.5(d): the first card "and an additional amount of cards equal to the amount on the
    # first card": a 3 burns itself and 3 more (3D 2C 3C 4C), next 9H; the faulty game burns 3
    # in all, next 4C. Ordinary: the cut and the cutting card, which the burn does not touch.
    "burn_counts_first_card_in_its_amount": Case(
        "an additional amount of cards equal to the amount on the first card drawn",
        burn("3D 2C 3C 4C 9H"),
        ("3D 2C 3C 4C", "9H"),
        ("3D 2C 3C", "4C"),
        (
            (
                attempts(cut_at(10), cut_at(9), cutting_card_at(14), cutting_card_at(13)),
                ("accepted", REFUSED_CUT, "accepted", REFUSED_CUTTING_CARD),
            ),
        ),
    ),
    # 3.5(e) at a table that elected "the next person entitled to cut": the cut was offered to
    # seats 5, 3, 1 in turn (3.5(b)) and seat 3 cut, so seat 1 recuts; seat 3 may not. The
    # faulty game lets the last cutter, seat 3, recut and refuses seat 1. Ordinary: nobody
    # accepted the cut, the dealer cut and recuts (I-baccarat-recut-who); seat 5 may not.
    "recut_by_last_cutter_at_next_entitled_table": Case(
        "by the next person entitled to cut the cards",
        attempts(recut_by("3", "3"), recut_by("3", "1")),
        ("refused [19:47-3.5(e)]", "accepted"),
        ("accepted", "refused [19:47-3.5(e)]"),
        (
            (
                attempts(recut_by(DEALER, DEALER), recut_by(DEALER, "5")),
                ("accepted", "refused [19:47-3.5(e)]"),
            ),
        ),
    ),
    # 3.2(b): a "player pair" wager is no wager of 3.2(a): refused. On the tie 4 to 4 the $5
    # Tie Bet wins 8 to 1, $40 (3.3(b)). The faulty game books the pair wager as a Tie Bet and
    # pays it $40 too.
    "pair_wager_booked_as_tie_bet": Case(
        "other than those specified in subsection (a)",
        round_(TIE_4, [("1", "player pair", "5"), ("2", "tie", "5")]),
        (
            ("1", "player pair 5", "refused [19:47-3.2(a), 19:47-3.2(b)]"),
            ("2", "tie", "win", "40.00"),
        ),
        (("1", "tie", "win", "40.00"), ("2", "tie", "win", "40.00")),
        (
            (
                round_(TIE_4, [("1", "banker", "10"), ("2", "tie", "5")]),
                (("1", "banker", "void", "0.00"), ("2", "tie", "win", "40.00")),
            ),
        ),
    ),
    # 3.2(d): after "No More Bets" seat 2's $10 on the Player's Hand is refused; player 9 beats
    # banker 6, seat 1's $10 on the Banker's Hand loses. The faulty game takes the late wager
    # and pays it $10. Ordinary: both wagers made before the announcement.
    "wager_accepted_after_no_more_bets": Case(
        'after the dealer calling the game has announced "No More Bets."',
        round_(PLAYER_9_BANKER_6, [("1", "banker", "10")], late=[("2", "player", "10")]),
        (("2", "player 10", "refused [19:47-3.2(d)]"), ("1", "banker", "lose", "-10.00")),
        (("1", "banker", "lose", "-10.00"), ("2", "player", "win", "10.00")),
        (
            (
                round_(PLAYER_9_BANKER_6, [("1", "banker", "10"), ("2", "player", "10")]),
                (("1", "banker", "lose", "-10.00"), ("2", "player", "win", "10.00")),
            ),
        ),
    ),
    # 3.2(a)1iii: on a tie 4 to 4 the Banker's Hand wager is void, $0. The faulty game pays it
    # $10 less the $0.50 vigorish. Ordinary: banker 8 beats 7, $10 won less $0.50.
    "banker_wager_paid_on_tie": Case(
        'Be void if the Point Count of the "Banker\'s Hand" and the "Player\'s Hand" are equal',
        round_(TIE_4, [("1", "banker", "10")]),
        (("1", "banker", "void", "0.00"),),
        (("1", "banker", "win", "10.00"), ("1", "vigorish", "collected", "-0.50")),
        (
            (
                round_(BANKER_8_PLAYER_7, [("1", "banker", "10")]),
                (("1", "banker", "win", "10.00"), ("1", "vigorish", "collected", "-0.50")),
            ),
        ),
    ),
    # 3.2(a)2iii: on a tie the Player's Hand wager is void, $0; the faulty game takes the $10.
    # Ordinary: player 9 beats 6, $10 won at 1 to 1.
    "player_wager_loses_on_tie": Case(
        'Be void if the Point Counts of the "Banker\'s Hand" and the "Player\'s Hand" are equal',
        round_(TIE_4, [("1", "player", "10")]),
        (("1", "player", "void", "0.00"),),
        (("1", "player", "lose", "-10.00"),),
        ((round_(PLAYER_9_BANKER_6, [("1", "player", "10")]), (("1", "player", "win", "10.00"),)),),
    ),
    # 3.3(a): $10 on the winning Player's Hand is paid 1 to 1, $10; at 19 to 20 it is $9.50.
    # Ordinary: the Player's Hand loses its $10; the Banker's Hand wins $10 less $0.50.
    "player_hand_paid_19_to_20": Case(
        'A winning wager made on the "Player\'s Hand" shall be paid off by a casino licensee at '
        "odds of 1 to 1",
        round_(PLAYER_9_BANKER_6, [("1", "player", "10")]),
        (("1", "player", "win", "10.00"),),
        (("1", "player", "win", "9.50"),),
        (
            (
                round_(BANKER_8_PLAYER_7, [("1", "player", "10"), ("2", "banker", "10")]),
                (
                    ("1", "player", "lose", "-10.00"),
                    ("2", "banker", "win", "10.00"),
                    ("2", "vigorish", "collected", "-0.50"),
                ),
            ),
        ),
    ),
    # 3.3(b): a $5 Tie Bet on the tie 4 to 4 wins at 8 to 1: $40. "8 for 1" is 7 to 1: $35.
    # Ordinary: no tie, the $5 Tie Bet loses (3.2(a)3).
    "tie_paid_8_for_1": Case(
        "A winning tie bet shall be paid off by a casino licensee at odds of at least 8 to 1",
        round_(TIE_4, [("1", "tie", "5")]),
        (("1", "tie", "win", "40.00"),),
        (("1", "tie", "win", "35.00"),),
        ((round_(BANKER_8_PLAYER_7, [("1", "tie", "5")]), (("1", "tie", "lose", "-5.00"),)),),
    ),
    # 3.3(c): $10 won on the Banker's Hand at 5 %: 5 % of the $10 won is $0.50. On the stake
    # and the win, $20, it is $1.00. Ordinary: the banker loses, no vigorish.
    "vigorish_on_whole_wager": Case(
        "either four or five percent of the amount won",
        round_(BANKER_8_PLAYER_7, [("1", "banker", "10")]),
        (("1", "banker", "win", "10.00"), ("1", "vigorish", "collected", "-0.50")),
        (("1", "banker", "win", "10.00"), ("1", "vigorish", "collected", "-1.00")),
        (
            (
                round_(PLAYER_9_BANKER_6, [("1", "banker", "10"), ("2", "player", "10")]),
                (("1", "banker", "lose", "-10.00"), ("2", "player", "win", "10.00")),
            ),
        ),
    ),
    # 3.3(c) at a 4 % table: $10 won, 4 % is $0.40; the faulty game takes 5 %, $0.50.
    # Ordinary: the Player's Hand wins $10 and the tie voids the Banker's Hand: no vigorish.
    "five_percent_at_four_percent_table": Case(
        "either four or five percent of the amount won",
        round_(BANKER_8_PLAYER_7, [("1", "banker", "10")]),
        (("1", "banker", "win", "10.00"), ("1", "vigorish", "collected", "-0.40")),
        (("1", "banker", "win", "10.00"), ("1", "vigorish", "collected", "-0.50")),
        (
            (
                round_(PLAYER_9_BANKER_6, [("1", "player", "10")]),
                (("1", "player", "win", "10.00"),),
            ),
            (round_(TIE_4, [("1", "banker", "10")]), (("1", "banker", "void", "0.00"),)),
        ),
    ),
    # 3.3(c) with the rounding option at 5 %: $13 won, 5 % is $0.65, rounded up to the next
    # multiple of 25 cents, $0.75; the faulty game rounds down to $0.50. Ordinary: $10 won,
    # $0.50, already a multiple; $1 won, $0.05, "to 25 cents".
    "vigorish_rounded_down": Case(
        "to 25 cents or the next highest multiple of 25 cents",
        round_(BANKER_8_PLAYER_7, [("1", "banker", "13")]),
        (("1", "banker", "win", "13.00"), ("1", "vigorish", "collected", "-0.75")),
        (("1", "banker", "win", "13.00"), ("1", "vigorish", "collected", "-0.50")),
        (
            (
                round_(BANKER_8_PLAYER_7, [("1", "banker", "10")]),
                (("1", "banker", "win", "10.00"), ("1", "vigorish", "collected", "-0.50")),
            ),
        ),
    ),
    # 3.3(c) with the rounding option at 4 %: $7 won, 4 % is $0.28, up to the next multiple of
    # 20 cents, $0.40; to 25 cents it is $0.50. Ordinary: $25 won, 4 % is $1.00, a multiple of
    # both.
    "four_percent_vigorish_rounded_to_25_cents": Case(
        "a four percent vigorish to 20 cents or the next highest multiple of 20 cents",
        round_(BANKER_8_PLAYER_7, [("1", "banker", "7")]),
        (("1", "banker", "win", "7.00"), ("1", "vigorish", "collected", "-0.40")),
        (("1", "banker", "win", "7.00"), ("1", "vigorish", "collected", "-0.50")),
        (
            (
                round_(BANKER_8_PLAYER_7, [("1", "banker", "25")]),
                (("1", "banker", "win", "25.00"), ("1", "vigorish", "collected", "-1.00")),
            ),
        ),
    ),
    # 3.3(c) at a table that defers the vigorish: $10 won on the Banker's Hand owes $0.50, which
    # the end of the shoe collects before the reshuffle. The faulty game owes and collects
    # nothing. Ordinary: the Player's Hand wins $10, no vigorish is owed.
    "deferred_vigorish_never_marked": Case(
        "all outstanding vigorish shall be collected prior to reshuffling the cards in a shoe",
        round_(BANKER_8_PLAYER_7, [("1", "banker", "10")], end_shoe=True),
        (("1", "banker", "win", "10.00"), ("1", "vigorish", "collected", "-0.50")),
        (("1", "banker", "win", "10.00"),),
        (
            (
                round_(PLAYER_9_BANKER_6, [("1", "player", "10")], end_shoe=True),
                (("1", "player", "win", "10.00"),),
            ),
        ),
    ),
}


# The registry -----------------------------------------------------------------------------


def test_there_are_at_least_12_games_each_with_a_worked_round() -> None:
    assert len(BACCARAT_FAULTY_GAMES) >= 12
    assert set(CASES) == set(BACCARAT_FAULTY_GAMES)


@pytest.mark.parametrize("game", BACCARAT_FAULTY_GAMES.values(), ids=BACCARAT_FAULTY_GAMES.keys())
def test_a_registry_entry_names_its_factory_its_clause_and_its_table(
    game: BaccaratFaultyGame,
) -> None:
    assert game.name.isidentifier()
    assert getattr(baccarat_games, game.name) is game.factory
    assert (game.game, game.edition) == ("baccarat-punto-banco", "nj-1996")
    # The clause is an nj-1996 clause whose own words the defect breaks.
    clause = corpus().clause(game.clause, game.edition)
    assert str(clause.id) == game.clause
    assert CASES[game.name].breaks in " ".join(clause.text.split())
    # One hook of the reference procedure, overridden in a few lines.
    procedure = game.factory()
    assert isinstance(procedure, BaccaratProcedure)
    assert type(procedure) is not BaccaratProcedure
    own = [name for name in vars(type(procedure)) if hasattr(BaccaratProcedure, name)]
    assert [name for name in own if not name.startswith("__")] == [game.hook]
    assert callable(getattr(BaccaratProcedure, game.hook))
    assert len(inspect.getsource(getattr(type(procedure), game.hook)).splitlines()) <= 8
    # The options are real and allowed, and open the table the defect needs.
    options = game.house_options(decks=DECKS)
    for name, value in game.options.items():
        shown = getattr(options, name)
        assert getattr(shown, "value", shown) == value
    game.table(full_stack(DECKS), decks=DECKS)


def test_house_options_are_read_from_plain_values_and_refused_by_their_clause() -> None:
    options = baccarat_options({"tie_odds": "17 to 2", "vigorish_collection": "deferred"})
    assert (str(options.tie_odds), options.vigorish_collection.value) == ("17 to 2", "deferred")
    with pytest.raises(EngineError, match=r"\[19:47-3\.3\(b\)\]"):
        baccarat_options({"tie_odds": "7 to 1"})  # "8 for 1" is not at least 8 to 1
    with pytest.raises(EngineError, match=r"vigorish_collection='later': .*\[19:47-3\.3\(c\)\]"):
        baccarat_options({"vigorish_collection": "later"})
    with pytest.raises(EngineError, match="not a house option"):
        baccarat_options({"commission": 5})


# Each defect is real, and the only one ---------------------------------------------------


@pytest.mark.parametrize("name", CASES)
def test_the_defect_shows_where_the_reference_plays_the_rule(name: str) -> None:
    game, case = BACCARAT_FAULTY_GAMES[name], CASES[name]
    assert case.reference != case.faulty
    assert case.play(game, True) == case.reference
    assert case.play(game, False) == case.faulty


@pytest.mark.parametrize("name", CASES)
def test_a_round_the_defect_does_not_touch_is_played_as_the_reference_plays_it(
    name: str,
) -> None:
    game, case = BACCARAT_FAULTY_GAMES[name], CASES[name]
    assert case.ordinary
    for play, expected in case.ordinary:
        assert play(game, True) == expected
        assert play(game, False) == expected


def test_a_faulty_table_cites_the_clauses_the_reference_cites() -> None:
    # A faulty game is the same table: its transcript cites the clauses the reference cites,
    # and only its amounts differ (tie paid 8 for 1: $35 instead of $40 on $5).
    game = BACCARAT_FAULTY_GAMES["tie_paid_8_for_1"]
    tables = []
    for reference in (True, False):
        table = dealt_table(game, reference, TIE_4)
        table.open_betting()
        table.place("1", "tie", "5")
        table.no_more_bets()
        table.deal(TIE_4)
        tables.append(table)
    right, wrong = ([(e.kind, e.clause) for e in t.events] for t in tables)
    assert right == wrong
    assert [e.net for t in tables for e in t.ledger.entries] == [Decimal(40), Decimal(35)]


# The reference engine is left as it was ---------------------------------------------------


def test_no_faulty_game_changes_the_reference_procedure() -> None:
    for game in BACCARAT_FAULTY_GAMES.values():
        procedure = game.factory()
        assert game.factory() is procedure  # one stateless procedure serves every table
        assert vars(procedure) == {}
    for name, value in vars(BaccaratProcedure).items():
        if inspect.isfunction(value):
            assert value.__module__ == procedure_module.__name__, name
    table = BaccaratTable(baccarat_options({"decks": DECKS}), full_stack(DECKS))
    assert type(table.procedure) is BaccaratProcedure  # a table without a procedure: the reference
