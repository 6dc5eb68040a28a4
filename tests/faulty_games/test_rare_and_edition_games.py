"""Each faulty game of a rare situation, an odd amount or an option of a later edition has its
defect, and only it (issue 27).

As in test_faulty_games.py, for every game a round worked out by hand from the clause is played
through `GameSession` on the reference adapter and on the faulty game, each at the game's own
edition (`FaultyGame.edition`: three games are of nj-1996, whose 2.7 has no (c) and whose 2.9(b)
has no insurance just before a player's own decisions) and house options: the reference plays
the clause (the amounts are literals, worked out in the comments) and the faulty game differs
exactly as its defect says, in the ledger or in what it asks. Rounds the defect does not touch
are played by the faulty game exactly as by the reference. The game that opens a table the
reference refuses (`consolidated_payout_table_opened_in_nj_1996`) is worked as that table.

Shoes are listed in dealing order (2.6(e)): each box's first card from the dealer's left, the
dealer's face-up card, each box's second card, then with no hole card (2.6(h), the default) the
boxes' draws and the dealer's second card and draws; with a face-down hole card (2.6(j)) the
dealer's second card follows the boxes' second cards. Box n is wagered $10 by "pN" unless the
case says otherwise.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal

import pytest

from tests.faulty_games.games import FAULTY_GAMES
from tests.faulty_games.sessions import session_of
from tests.faulty_games.test_faulty_games import ORDINARY, comparable
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import (
    ErrorCode,
    Irregularity,
    Outcome,
    ShuffleScript,
    Status,
    Wager,
)
from vendor_adapters.session import GameSession, RoundScript

# (box, hand, kind) -> (result, net)
Ledger = Mapping[tuple[int, int, str], tuple[str, str]]
# A prompt as (kind, box, legal decisions, most that may be wagered), or None once the round is
# complete.
PromptSeen = tuple[str, int, frozenset[str], Decimal | None] | None


@dataclass(frozen=True)
class Play:
    """Decisions in the order the game asks for them, and the ledger at the end."""

    decisions: tuple[str, ...]
    ledger: Ledger


@dataclass(frozen=True)
class Fork:
    """After `prefix`, the reference and the faulty game ask different things. A decision one
    of them refuses there (1003) is the other's next decision."""

    prefix: tuple[str, ...]
    reference: PromptSeen
    faulty: PromptSeen
    reference_refuses: str | None = None
    faulty_refuses: str | None = None


@dataclass(frozen=True)
class Round:
    """A round the defect does not touch."""

    shoe: str
    decisions: tuple[str, ...]
    boxes: tuple[int, ...] = (1,)
    irregularities: tuple[Irregularity, ...] = ()


ORDINARY_ROUNDS = tuple(Round(shoe, decisions) for shoe, decisions in ORDINARY)


@dataclass(frozen=True)
class Case:
    shoe: str
    reference: Play
    faulty: Play
    wager: str = "10"
    boxes: tuple[int, ...] = (1,)
    irregularity: Irregularity | None = None
    fork: Fork | None = None
    ordinary: tuple[Round, ...] = field(default=ORDINARY_ROUNDS)


@dataclass(frozen=True)
class TableCase:
    """A table the reference refuses in the game's edition with `refusal` and the faulty game
    opens; `ordinary` is played at the game's own table, which both open."""

    options: Mapping[str, object]
    refusal: ErrorCode
    ordinary: tuple[Round, ...] = field(default=ORDINARY_ROUNDS)
    # (edition, options) of a table the rules allow, which both open.
    allowed: tuple[str, Mapping[str, object]] = ("nj-2024", {"consolidated_net_payout": True})


@dataclass(frozen=True)
class ShoeCase:
    """A shoe at the game's table (`FaultyGame.options`): one shuffle of `cards` cut with `cut`,
    then one round of a $10 wager on box 1 with `decisions`. Each game's table events (kind,
    card) and the round's final hands (boxes, then the dealer) and ledger."""

    cards: str
    cut: str
    decisions: tuple[str, ...]
    reference: tuple[tuple[tuple[str, str | None], ...], tuple[str, ...], Ledger]
    faulty: tuple[tuple[tuple[str, str | None], ...], tuple[str, ...], Ledger]
    ordinary: tuple[Round, ...] = field(default=ORDINARY_ROUNDS)


def legal(*decisions: str) -> frozenset[str]:
    return frozenset(decisions)


def won(net: str) -> tuple[str, str]:
    return ("win", net)


LOST = ("lose", "-10.00")
VOID = ("void", "0.00")
MALFUNCTION: Irregularity = {"kind": "card-reader-malfunction"}
INSURANCE = legal("insure", "no-insurance")

NEW_DECK = " ".join(f"{rank}{suit}" for rank in "A23456789TJQK" for suit in "SHDC")

RARE_AND_EDITION_CASES: dict[str, Case | TableCase | ShoeCase] = {
    # 13:69F-2.7(b): box 1's AS KH against a TD waits for the dealer's second card; 2C gives
    # him no blackjack, so it is paid 3 to 2: $15 on $10, whatever he then draws. Box 2 stands on
    # TS 8S (18), so the dealer completes his hand: 4S, 5H make 21 in four cards (10+2+4+5), which
    # beats the 18 (-$10). Held until he completes his hand, the blackjack is void against that
    # 21. (With box 1 alone the dealer draws nothing after his second card.)
    "blackjack_void_against_dealer_long_21": Case(
        shoe="AS TS TD KH 8S 2C 4S 5H",
        boxes=(1, 2),
        reference=Play(("stand",), {(1, 1, "main"): won("15.00"), (2, 1, "main"): LOST}),
        faulty=Play(("stand",), {(1, 1, "main"): VOID, (2, 1, "main"): LOST}),
        ordinary=(
            *ORDINARY_ROUNDS,
            # The same against a 21 in three cards (10+5+6): the blackjack is paid $15, the 18
            # loses $10, by both.
            Round("AS TS TD KH 8S 5C 6S", ("stand",), boxes=(1, 2)),
        ),
    ),
    # 13:69F-2.3(b): 7+5 = 12, hit 9C = 21 in three cards, against the dealer's 2+4 = 6, who
    # draws 5S (11) and TS: 21 in four cards. Equal scores are void ($0); 2.3(a)3 makes only a
    # 21 in two cards beat a longer 21. Compared by the number of cards, three beats four: +$10.
    "twenty_ones_compared_by_card_count": Case(
        shoe="7S 2D 5H 9C 4C 5S TS",
        reference=Play(("hit", "stand"), {(1, 1, "main"): VOID}),
        faulty=Play(("hit", "stand"), {(1, 1, "main"): won("10.00")}),
        ordinary=(
            *ORDINARY_ROUNDS,
            # 7+5+9 = 21 against 9+4+8 = 21, three cards each: void for both.
            Round("7S 9D 5H 9C 4C 8S", ("hit", "stand")),
        ),
    ),
    # 13:69F-2.9(b): a $15 wager against an AD, $1 chips: half is $7.50, which cannot be bet, so
    # the most is the next unit, $8. The dealer's KC makes blackjack: $8 wins 2 to 1 (+$16), the
    # 19 loses (-$15). Rounded down, the most is $7 and $8 is refused: $7 wins $14.
    "insurance_of_odd_wager_rounded_down": Case(
        shoe="TS AD 9H KC",
        wager="15",
        reference=Play(
            ("insure:8", "stand"),
            {(1, 1, "insurance"): won("16.00"), (1, 1, "main"): ("lose", "-15.00")},
        ),
        faulty=Play(
            ("insure:7", "stand"),
            {(1, 1, "insurance"): won("14.00"), (1, 1, "main"): ("lose", "-15.00")},
        ),
        fork=Fork(
            (),
            ("insurance", 1, INSURANCE, Decimal(8)),
            ("insurance", 1, INSURANCE, Decimal(7)),
            faulty_refuses="insure:8",
        ),
        ordinary=(
            *ORDINARY_ROUNDS,
            # On $10 half is $5, a whole chip: the most for both; the $5 wins $10.
            Round("TS AD 9H KC", ("insure", "stand")),
        ),
    ),
    # 13:69F-2.10(b), 2.11(d): 8S 8H split against a TD; hand 1 draws 3C (11) and doubles for
    # $10: 9C makes 20; hand 2 draws TC (18). The dealer's AC makes blackjack: he collects the
    # original wager (-$10) only; the double and the split wager are returned ($0 each).
    # Collected, the double on the split hand loses $10.
    "split_hand_double_collected_by_dealer_blackjack": Case(
        shoe="8S TD 8H 3C 9C TC AC",
        reference=Play(
            ("split", "double", "stand"),
            {(1, 1, "main"): LOST, (1, 1, "double"): VOID, (1, 2, "split"): VOID},
        ),
        faulty=Play(
            ("split", "double", "stand"),
            {(1, 1, "main"): LOST, (1, 1, "double"): LOST, (1, 2, "split"): VOID},
        ),
        ordinary=(
            *ORDINARY_ROUNDS,
            # A double on an unsplit hand: 6+5 doubled, 9C = 20; the dealer's TD AC collects the
            # original wager (-$10) and returns the double, for both.
            Round("6S TD 5H 9C AC", ("double",)),
        ),
    ),
    # 13:69F-2.15(k): the reader malfunctions, so the round is dealt as without a reader: the
    # hole card KH is dealt face down (2.6(j)) and not looked at. Box 9S 2C (11) insures for $5
    # against the AD and doubles for $10: 9H makes 20. The dealer's AD KH is a blackjack: the
    # insurance wins 2 to 1 (+$10, 2.9(c)); the original wager is collected (-$10), the double
    # returned ($0, 2.10(b)). Looking under the ace anyway, the dealer ends the round on his
    # blackjack after the insurance: +$10 and -$10, with no double.
    "broken_reader_still_peeks_under_an_ace": Case(
        shoe="9S AD 2C KH 9H",
        irregularity=MALFUNCTION,
        reference=Play(
            ("insure", "double"),
            {(1, 1, "insurance"): won("10.00"), (1, 1, "main"): LOST, (1, 1, "double"): VOID},
        ),
        faulty=Play(("insure",), {(1, 1, "insurance"): won("10.00"), (1, 1, "main"): LOST}),
        fork=Fork(("insure",), ("play", 1, legal("hit", "stand", "double"), Decimal(10)), None),
        ordinary=(
            *ORDINARY_ROUNDS,
            # The same shoe with a working reader: the dealer finds the blackjack after the
            # insurance and the round ends (2.6(j)), for both.
            Round("9S AD 2C KH 9H", ("insure",)),
            # A malfunction with a TD up: neither game looks under a ten (test_irregular_games).
            Round("9S TD 2C AH 9H", ("double",), irregularities=(MALFUNCTION,)),
        ),
    ),
    # 19:47-2.9(b) of nj-1996: all insurance is placed after the second card is dealt to each
    # player and before any other card. Box 1 TS 5C (15) and box 2 9S 9H (18) against an AD: box
    # 1 declines, then box 2 is asked and insures for $5; box 1 hits 4C (19), box 2 stands. The
    # dealer's 7C makes a soft 18, on which he stands (2.12(b)): the insurance is lost (-$5,
    # 2.9(a), (d)), box 1's 19 wins (+$10), box 2's 18 is void. Insuring just before each
    # player's own decisions, box 1 plays before box 2 is asked: the same cards and ledger, asked
    # in another order, so each game refuses the other's next decision.
    "early_insurance_in_nj_1996": Case(
        shoe="TS 9S AD 5C 9H 4C 7C",
        boxes=(1, 2),
        reference=Play(
            ("no-insurance", "insure", "hit", "stand", "stand"),
            {
                (1, 1, "main"): won("10.00"),
                (2, 1, "insurance"): ("lose", "-5.00"),
                (2, 1, "main"): VOID,
            },
        ),
        faulty=Play(
            ("no-insurance", "hit", "stand", "insure", "stand"),
            {
                (1, 1, "main"): won("10.00"),
                (2, 1, "insurance"): ("lose", "-5.00"),
                (2, 1, "main"): VOID,
            },
        ),
        fork=Fork(
            ("no-insurance",),
            ("insurance", 2, INSURANCE, Decimal(5)),
            ("play", 1, legal("hit", "stand", "double"), Decimal(10)),
            reference_refuses="hit",
            faulty_refuses="insure",
        ),
        ordinary=(
            *ORDINARY_ROUNDS,
            # One box: just after the deal is just before its own decisions. The $5 insurance
            # wins $10 on the dealer's AD KC, and the 19 loses $10, for both.
            Round("TS AD 9H KC", ("insure", "stand")),
        ),
    ),
    # 19:47-2.7(b), 2.9(c), (d) of nj-1996, which has no 2.7(c): AS KH against an AD, insured for
    # $5 (half of $10). The dealer's 9C gives him no blackjack: the insurance is lost (-$5,
    # 2.9(d)) and the blackjack paid 3 to 2 (+$15). Paid as a consolidated net payout, the
    # blackjack wins 1 to 1 at once (+$10) and the insurance is consolidated ($0).
    "consolidated_net_payout_in_nj_1996": Case(
        shoe="AS AD KH 9C",
        reference=Play(
            ("insure",), {(1, 1, "insurance"): ("lose", "-5.00"), (1, 1, "main"): won("15.00")}
        ),
        faulty=Play(
            ("insure",),
            {(1, 1, "insurance"): ("consolidated", "0.00"), (1, 1, "main"): won("10.00")},
        ),
        ordinary=(
            *ORDINARY_ROUNDS,
            # Uninsured, the blackjack is paid $15 by both.
            Round("AS AD KH 9C", ("no-insurance",)),
            # Insured for less than half ($4): lost (-$4), the blackjack paid $15, by both.
            Round("AS AD KH 9C", ("insure:4",)),
        ),
    ),
    # 19:47-2.7 of nj-1996 has no (c), so a table offering the consolidated net payout is
    # forbidden there (1001); the faulty game opens it.
    "consolidated_payout_table_opened_in_nj_1996": TableCase(
        {"consolidated_net_payout": True}, ErrorCode.FORBIDDEN_RULES
    ),
    # 13:69F-2.5(h)2, 2.6(m): a one-deck rack never exceeds approximately one deck while decks
    # remain in the shoe, so a one-deck Bart Carter table is forbidden (1001,
    # I-2.6m-smallest-shoe); the faulty game opens it. At two decks both open it.
    "bart_carter_table_opened_at_one_deck": TableCase(
        {"decks": 1, "shuffling": "bart-carter"},
        ErrorCode.FORBIDDEN_RULES,
        allowed=("nj-2024", {"decks": 2, "shuffling": "bart-carter"}),
    ),
    # 13:69F-2.5(d), 2.6(c): one deck in a new deck's order (AS AH AD AC 2S ... KC), cut at 10:
    # the ten cards in front of the cutting card (AS to 3H) go to the back, so 3D is first. Shuffled
    # by hand, the dealer reinserts the cutting card a quarter from the back (2.5(d)) and burns
    # 3D (2.6(c)); box 1 3C, dealer 4S, box 1 4H (7), stand; the dealer's 4D (8), 4C (12), 5S
    # (17) stands (2.12(b)): 17 beats 7, -$10. With the Bart Carter procedure nothing is
    # reinserted or burned: box 1 3D, dealer 3C, box 1 4S (7), stand; the dealer's 4H (7), 4D
    # (11), 4C (15), 5S (20): -$10 too, on other cards.
    "bart_carter_shuffle_at_one_deck": ShoeCase(
        cards=NEW_DECK,
        cut="cut:10",
        decisions=("stand",),
        reference=(
            (
                ("shuffle", None),
                ("cut-offered", None),
                ("cut", None),
                ("cutting-card-inserted", None),
                ("burn", "3D"),
                ("round-begins", None),
                ("round-ends", None),
            ),
            ("3C 4H", "4S 4D 4C 5S"),
            {(1, 1, "main"): LOST},
        ),
        faulty=(
            (
                ("shuffle", None),
                ("cut-offered", None),
                ("cut", None),
                ("round-begins", None),
                ("round-ends", None),
            ),
            ("3D 4S", "3C 4H 4D 4C 5S"),
            {(1, 1, "main"): LOST},
        ),
    ),
}

ROUND_CASES = {n: c for n, c in RARE_AND_EDITION_CASES.items() if isinstance(c, Case)}
REFUSED_TABLE_CASES = {n: c for n, c in RARE_AND_EDITION_CASES.items() if isinstance(c, TableCase)}
SHOE_CASES = {n: c for n, c in RARE_AND_EDITION_CASES.items() if isinstance(c, ShoeCase)}


# Playing ----------------------------------------------------------------------------------


def wagers(boxes: tuple[int, ...], amount: str = "10") -> tuple[Wager, ...]:
    return tuple({"box": box, "player": f"p{box}", "amount": amount} for box in boxes)


def script(case: Case, play: Play) -> RoundScript:
    irregularities = () if case.irregularity is None else (case.irregularity,)
    return RoundScript(
        tuple(case.shoe.split()), wagers(case.boxes, case.wager), play.decisions, irregularities
    )


def ledger_of(outcome: Outcome) -> dict[tuple[int, int, str], tuple[str, Decimal]]:
    entries: dict[tuple[int, int, str], tuple[str, Decimal]] = {}
    for entry in outcome["ledger"]:
        assert entry["player"] == f"p{entry['box']}"
        key = (entry["box"], entry["hand"], entry["kind"])
        assert key not in entries
        entries[key] = (entry["result"], Decimal(entry["net"]))
    return entries


def expected(ledger: Ledger) -> dict[tuple[int, int, str], tuple[str, Decimal]]:
    return {key: (result, Decimal(net)) for key, (result, net) in ledger.items()}


def prompt_of(status: Status) -> PromptSeen:
    prompt = status["prompt"]
    if prompt is None:
        assert status["complete"]
        return None
    most = prompt.get("max_amount")
    return (
        prompt["kind"],
        prompt["box"],
        frozenset(prompt["legal"]),
        None if most is None else Decimal(most),
    )


def trace(session: GameSession, name: str, played: Round) -> list[object]:
    """Every prompt of the round at the game's table (kind, box, hand, legal, most), then the
    outcome."""
    game = FAULTY_GAMES[name]
    table = session.table(game.edition, game.options)
    shoe, bets = played.shoe.split(), wagers(played.boxes)
    round_id, status = session.begin(table, shoe, bets, played.irregularities)
    steps: list[object] = []
    for decision in played.decisions:
        prompt = status["prompt"]
        assert prompt is not None, f"{decision} left over"
        steps.append(
            (
                prompt["kind"],
                prompt["box"],
                prompt["hand"],
                frozenset(prompt["legal"]),
                prompt.get("max_amount"),
            )
        )
        status = session.decide(round_id, decision)
    assert status["complete"]
    steps.append(comparable(session.finish(round_id, shoe, bets)))
    return steps


# The worked rounds ------------------------------------------------------------------------


def test_every_game_of_this_file_has_one_worked_case() -> None:
    assert set(RARE_AND_EDITION_CASES) <= set(FAULTY_GAMES)
    assert set(ROUND_CASES) | set(REFUSED_TABLE_CASES) | set(SHOE_CASES) == set(
        RARE_AND_EDITION_CASES
    )
    editions = {FAULTY_GAMES[name].edition for name in RARE_AND_EDITION_CASES}
    assert editions == {"nj-2024", "nj-1996"}
    for name, case in ROUND_CASES.items():
        if case.irregularity is not None:
            assert f"irregularity:{case.irregularity['kind']}" in FAULTY_GAMES[name].capabilities


@pytest.mark.parametrize("name", ROUND_CASES)
def test_the_defect_shows_where_the_reference_plays_the_rule(
    name: str, reference: GameSession
) -> None:
    game, case = FAULTY_GAMES[name], ROUND_CASES[name]
    # The defect shows in the ledger, or in what the games ask (then a fork says where).
    assert case.fork is not None or expected(case.reference.ledger) != expected(case.faulty.ledger)
    faulty = session_of(name)
    faulty_outcome = faulty.play(
        faulty.table(game.edition, game.options), script(case, case.faulty)
    )
    reference_outcome = reference.play(
        reference.table(game.edition, game.options), script(case, case.reference)
    )
    assert ledger_of(reference_outcome) == expected(case.reference.ledger)
    assert ledger_of(faulty_outcome) == expected(case.faulty.ledger)
    assert reference_outcome["complete"] and faulty_outcome["complete"]
    fork = case.fork
    if fork is None:
        return
    irregularities = () if case.irregularity is None else (case.irregularity,)
    for session, play, seen, refuses, other in (
        (reference, case.reference, fork.reference, fork.reference_refuses, case.faulty),
        (faulty, case.faulty, fork.faulty, fork.faulty_refuses, case.reference),
    ):
        assert play.decisions[: len(fork.prefix)] == fork.prefix
        table = session.table(game.edition, game.options)
        round_id, status = session.begin(
            table, case.shoe.split(), wagers(case.boxes, case.wager), irregularities
        )
        for decision in fork.prefix:
            status = session.decide(round_id, decision)
        assert prompt_of(status) == seen
        if refuses is None:
            continue
        # The other game's next decision is refused here.
        assert other.decisions[len(fork.prefix)] == refuses
        with pytest.raises(AdapterRefusal) as refusal:
            session.decide(round_id, refuses)
        assert refusal.value.code == ErrorCode.ILLEGAL_DECISION


@pytest.mark.parametrize("name", REFUSED_TABLE_CASES)
def test_the_faulty_game_opens_the_table_the_reference_refuses(
    name: str, reference: GameSession
) -> None:
    game, case = FAULTY_GAMES[name], REFUSED_TABLE_CASES[name]
    with pytest.raises(AdapterRefusal) as refusal:
        reference.table(game.edition, case.options)
    assert refusal.value.code == case.refusal
    assert session_of(name).table(game.edition, case.options)
    # Where the rules allow the option (an edition with 2.7(c); two decks), both open it.
    edition, options = case.allowed
    assert reference.table(edition, options)
    assert session_of(name).table(edition, options)


def _shoe_played(
    session: GameSession, name: str, case: ShoeCase
) -> tuple[tuple[tuple[str, str | None], ...], tuple[str, ...], Ledger]:
    game = FAULTY_GAMES[name]
    table = session.table(game.edition, game.options)
    shuffle: ShuffleScript = {"cards": case.cards.split(), "cut_answers": [case.cut]}
    played = session.play_shoe(
        table, [1], [shuffle], [{"wagers": list(wagers((1,))), "decisions": list(case.decisions)}]
    )
    events = tuple((event["kind"], event.get("card")) for event in played["events"])
    (outcome,) = played["rounds"]
    hands = tuple(" ".join(hand["cards"]) for hand in outcome["final_hands"])
    ledger = {key: (result, f"{net:.2f}") for key, (result, net) in ledger_of(outcome).items()}
    return events, hands, ledger


@pytest.mark.parametrize("name", SHOE_CASES)
def test_the_shoe_procedure_shows_where_the_reference_plays_the_rule(
    name: str, reference: GameSession
) -> None:
    case = SHOE_CASES[name]
    assert case.reference != case.faulty
    assert _shoe_played(reference, name, case) == case.reference
    assert _shoe_played(session_of(name), name, case) == case.faulty


@pytest.mark.parametrize("name", RARE_AND_EDITION_CASES)
def test_a_round_the_defect_does_not_touch_is_played_as_the_reference_plays_it(
    name: str, reference: GameSession
) -> None:
    faulty = session_of(name)
    for played in RARE_AND_EDITION_CASES[name].ordinary:
        assert trace(faulty, name, played) == trace(reference, name, played)
