"""Each faulty game has its defect, and only it.

For every game, a round worked out by hand from the rule text is played through `GameSession`
on the reference adapter and on the faulty game: the reference pays what the clause requires
(the amounts are literals, worked out in the comments) and the faulty game differs exactly as
its defect says. `GameSession` passes every outcome through the kit's consistency checks, so a
defect is a wrong rule, never a broken message. On an ordinary round the defect does not touch,
the faulty game plays exactly as the reference does.

Shoes are listed in dealing order (2.6(e), docs/ADAPTERS.md): the box's first card, the dealer's
face-up card, the box's second card, then with no hole card (2.6(h), the default) the box's
draws and the dealer's second card and draws; with the face-up hole card (2.6(k)) the dealer's
second card comes right after the box's second card. Every round has one box, box 1, on which
"p1" wagers $10 unless the case says otherwise.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

import pytest

from reference_impl import (
    deal,
    dealer,
    dealer_completion,
    flow,
    irregular_flow,
    irregularities,
    legality,
    multiple_action,
    player_turn,
    procedure,
    settlement,
    side_wager_placement,
    side_wager_steps,
)
from reference_impl import round as round_module
from reference_impl.procedure import REFERENCE_PROCEDURE, RoundProcedure
from reference_impl.side_wagers import (
    additional_2_17,
    bet_the_set_2_29,
    buster_2_30,
    multiple_action_2_18,
    rule_text,
)
from regulations.corpus import Corpus, load_corpus
from regulations.errors import UnknownClauseError
from tests.faulty_games import games
from tests.faulty_games.engine import FaultyAdapter
from tests.faulty_games.games import FAULTY_GAMES, FaultyGame
from tests.faulty_games.sessions import served_on_stdio, session_of
from vendor_adapters import reference as reference_module
from vendor_adapters.capabilities import CAPABILITIES, is_known_capability
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import ErrorCode, Outcome, Status, Wager
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession, RoundScript
from vendor_adapters.specs import open_python_adapter

EDITION = "nj-2024"
# Box 1's ledger: (hand, kind) -> (result, net).
Ledger = Mapping[tuple[int, str], tuple[str, str]]


@dataclass(frozen=True)
class Play:
    """Decisions in the order the game asks for them, and box 1's ledger at the end."""

    decisions: tuple[str, ...]
    ledger: Ledger


@dataclass(frozen=True)
class Fork:
    """After `prefix`, the reference and the faulty game ask for different decisions:
    (prompt kind, legal decisions) of each."""

    prefix: tuple[str, ...]
    reference: tuple[str, frozenset[str]]
    faulty: tuple[str, frozenset[str]]
    # A decision the reference refuses then (1003) and the faulty game takes: the faulty play's
    # next decision.
    refused: str | None = None


ORDINARY: tuple[tuple[str, tuple[str, ...]], ...] = (
    # 10+9 = 19 against the dealer's 7+10 = 17: won 1 to 1.
    ("TS 7D 9H TC 4S", ("stand",)),
    # Eights split against a 9 (tests/protocol/conftest.py's SPLIT_ROUND).
    ("8S 9D 8H 5C 7S 3H TS KD 2C", ("split", "hit", "stand", "stand")),
)


@dataclass(frozen=True)
class Case:
    shoe: str
    reference: Play
    faulty: Play
    wager: str = "10"
    fork: Fork | None = None
    # Rounds the defect does not touch: (shoe, decisions).
    ordinary: tuple[tuple[str, tuple[str, ...]], ...] = field(default=ORDINARY)


def legal(*decisions: str) -> frozenset[str]:
    return frozenset(decisions)


def won(net: str) -> tuple[str, str]:
    return ("win", net)


LOST = ("lose", "-10.00")
VOID = ("void", "0.00")

CASES: dict[str, Case] = {
    # 2.7(a): AS KH against a 9 is paid 3 to 2: $15 on $10; 6 to 5 would be $12. The dealer's
    # second card (7C) is still dealt under 2.6(h).
    "blackjack_paid_6_to_5": Case(
        shoe="AS 9D KH 7C",
        reference=Play((), {(1, "main"): won("15.00")}),
        faulty=Play((), {(1, "main"): won("12.00")}),
    ),
    # 2.7(b): AS KH against a KD waits for the dealer's second card; AH gives him blackjack, so
    # the wager is void ($0). Paid at once, it keeps $15.
    "natural_paid_before_second_card": Case(
        shoe="AS KD KH AH",
        reference=Play((), {(1, "main"): VOID}),
        faulty=Play((), {(1, "main"): won("15.00")}),
        # Against a 9 a blackjack is paid at once by both games (2.7(a)).
        ordinary=(*ORDINARY, ("AS 9D KH 7C", ())),
    ),
    # 2.7(c): AS KH against an AD, insured for $5 (half of $10): paid 1 to 1 on the initial
    # wager, $10, the insurance consolidated ($0). At 3 to 2 the payout is $15.
    "consolidated_payout_3_to_2": Case(
        shoe="AS AD KH 9C",
        reference=Play(
            ("insure",), {(1, "main"): won("10.00"), (1, "insurance"): ("consolidated", "0.00")}
        ),
        faulty=Play(
            ("insure",), {(1, "main"): won("15.00"), (1, "insurance"): ("consolidated", "0.00")}
        ),
    ),
    # 2.6(k)2: face-up hole card; AS KH against 9D (hole 7C, 16) is paid 1 to 1: $10; at 3 to 2,
    # $15.
    "face_up_blackjack_paid_3_to_2": Case(
        shoe="AS 9D KH 7C",
        reference=Play((), {(1, "main"): won("10.00")}),
        faulty=Play((), {(1, "main"): won("15.00")}),
    ),
    # 2.3(b): 7+5 = 12, hit 9C = 21 in three cards; the dealer's TD AC is a blackjack: the simple
    # 21 loses $10. Void, it would lose nothing.
    "simple_21_void_against_blackjack": Case(
        shoe="7S TD 5H 9C AC",
        reference=Play(("hit", "stand"), {(1, "main"): LOST}),
        faulty=Play(("hit", "stand"), {(1, "main"): VOID}),
    ),
    # 2.3(b): 10+8 = 18 against the dealer's 9+9 = 18: void ($0); lost, -$10.
    "equal_scores_lose": Case(
        shoe="TS 9D 8H 9C",
        reference=Play(("stand",), {(1, "main"): VOID}),
        faulty=Play(("stand",), {(1, "main"): LOST}),
    ),
    # 2.3(a)3: TS KH split against a 6; hand 1 draws AC (21 in two cards), hand 2 draws 8C (18);
    # the dealer 6+5+10 = 21 in three cards. Hand 1 wins 1 to 1 (+$10), hand 2 loses (-$10).
    # Void, hand 1 nets $0.
    "split_21_void_against_dealer_21": Case(
        shoe="TS 6D KH AC 8C 5S TC",
        reference=Play(
            ("split", "stand", "stand"), {(1, "main"): won("10.00"), (2, "split"): LOST}
        ),
        faulty=Play(("split", "stand", "stand"), {(1, "main"): VOID, (2, "split"): LOST}),
    ),
    # 2.6(k)1: face-up hole card; 10+8 = 18 against the dealer's 9+9 = 18: lost (-$10); void, $0.
    "face_up_equal_scores_void": Case(
        shoe="TS 9D 8H 9C",
        reference=Play(("stand",), {(1, "main"): LOST}),
        faulty=Play(("stand",), {(1, "main"): VOID}),
    ),
    # 2.3(e)2: 7+7, hit 7C: three sevens against the dealer's 9+8 = 17, paid 3 to 2: $15;
    # at 2 to 1, $20.
    "three_sevens_paid_2_to_1": Case(
        shoe="7S 9D 7H 7C 8S",
        reference=Play(("hit", "stand"), {(1, "main"): won("15.00")}),
        faulty=Play(("hit", "stand"), {(1, "main"): won("20.00")}),
    ),
    # 2.16(a): 2+3, hits 4, 5, 7: five cards totalling 21 against the dealer's 9+9 = 18, paid
    # 2 to 1: $20; at 1 to 1, $10.
    "five_card_21_paid_even_money": Case(
        shoe="2S 9D 3H 4C 5D 7S 9C",
        reference=Play(("hit", "hit", "hit", "stand"), {(1, "main"): won("20.00")}),
        faulty=Play(("hit", "hit", "hit", "stand"), {(1, "main"): won("10.00")}),
    ),
    # 2.16(b): the same five cards totalling 21 against the dealer's 9+2+10 = 21 in three cards:
    # void ($0); lost, -$10.
    "five_card_21_loses_to_dealer_21": Case(
        shoe="2S 9D 3H 4C 5D 7S 2C TC",
        reference=Play(("hit", "hit", "hit", "stand"), {(1, "main"): VOID}),
        faulty=Play(("hit", "hit", "hit", "stand"), {(1, "main"): LOST}),
    ),
    # 2.3(a)4, 2.16(c): without the option, five cards totalling 21 against 18 is a 21 that
    # wins 1 to 1: $10; at 2 to 1, $20.
    "five_card_21_paid_when_not_offered": Case(
        shoe="2S 9D 3H 4C 5D 7S 9C",
        reference=Play(("hit", "hit", "hit", "stand"), {(1, "main"): won("10.00")}),
        faulty=Play(("hit", "hit", "hit", "stand"), {(1, "main"): won("20.00")}),
    ),
    # 2.9(c): 10+9 against an AD, insured for $5; the dealer's KC makes blackjack: insurance wins
    # 2 to 1 (+$10), the 19 loses (-$10). At 1 to 1 the insurance wins $5.
    "insurance_paid_even_money": Case(
        shoe="TS AD 9H KC",
        reference=Play(("insure", "stand"), {(1, "insurance"): won("10.00"), (1, "main"): LOST}),
        faulty=Play(("insure", "stand"), {(1, "insurance"): won("5.00"), (1, "main"): LOST}),
        # Lost insurance is collected by both games: AD 7C is no blackjack (2.9(d)).
        ordinary=(*ORDINARY, ("TS AD 9H 7C", ("insure", "stand"))),
    ),
    # 2.9(b): a $15 wager against an AD: half is $7.50, which $1 chips cannot bet, so the most
    # is the next unit, $8; $9 is refused. The dealer's KC makes blackjack: $8 wins 2 to 1
    # (+$16), the 19 loses (-$15). Accepted, $9 wins $18.
    "insurance_above_half_accepted": Case(
        shoe="TS AD 9H KC",
        wager="15",
        reference=Play(
            ("insure", "stand"), {(1, "insurance"): won("16.00"), (1, "main"): ("lose", "-15.00")}
        ),
        faulty=Play(
            ("insure:9", "stand"),
            {(1, "insurance"): won("18.00"), (1, "main"): ("lose", "-15.00")},
        ),
        fork=Fork(
            (),
            ("insurance", legal("insure", "no-insurance")),
            ("insurance", legal("insure", "no-insurance")),
            refused="insure:9",
        ),
    ),
    # 2.9(a), (d): 10+9 against an AD, insured for $5; the dealer's 3C is no blackjack, so the
    # insurance is lost (-$5) before he draws 7S to a 21 in three cards, which beats the 19
    # (-$10). Winning on that 21, the insurance nets +$10.
    "insurance_wins_on_dealer_21": Case(
        shoe="TS AD 9H 3C 7S",
        reference=Play(
            ("insure", "stand"), {(1, "insurance"): ("lose", "-5.00"), (1, "main"): LOST}
        ),
        faulty=Play(("insure", "stand"), {(1, "insurance"): won("10.00"), (1, "main"): LOST}),
    ),
    # 2.6(k)3: face-up hole card; 10+9 against AD with KC face up. No insurance is offered: the
    # first decision is the play (hit or stand; no double on 19, 2.6(k)4), and the dealer's
    # blackjack takes the 19 (-$10). Offered and taken, $5 of insurance wins $10.
    "face_up_offers_insurance": Case(
        shoe="TS AD 9H KC",
        reference=Play(("stand",), {(1, "main"): LOST}),
        faulty=Play(("insure", "stand"), {(1, "insurance"): won("10.00"), (1, "main"): LOST}),
        fork=Fork(
            (), ("play", legal("hit", "stand")), ("insurance", legal("insure", "no-insurance"))
        ),
    ),
    # 2.8(a)1: 10+6 against a 9, surrendered: half collected (-$5); returned whole, $0.
    "surrender_returns_whole_wager": Case(
        shoe="TS 9D 6H 7C",
        reference=Play(("surrender",), {(1, "main"): ("surrender", "-5.00")}),
        faulty=Play(("surrender",), {(1, "main"): VOID}),
    ),
    # 2.8(a)2: 10+6 against a KD, surrendered; the dealer's AC makes blackjack: the entire wager
    # is collected (-$10); half, -$5.
    "surrender_half_against_blackjack": Case(
        shoe="TS KD 6H AC",
        reference=Play(("surrender",), {(1, "main"): LOST}),
        faulty=Play(("surrender",), {(1, "main"): ("surrender", "-5.00")}),
    ),
    # 2.8(a): 10+2 against a 9, hit 3C = 15: surrender is no longer offered. Standing, the dealer
    # 9+7+5 = 21 beats 15 (-$10). Offered after the hit, the surrender loses half (-$5).
    "surrender_after_hit": Case(
        shoe="TS 9D 2H 3C 7S 5S",
        reference=Play(("hit", "stand"), {(1, "main"): LOST}),
        faulty=Play(("hit", "surrender"), {(1, "main"): ("surrender", "-5.00")}),
        fork=Fork(
            ("hit",), ("play", legal("hit", "stand")), ("play", legal("hit", "stand", "surrender"))
        ),
    ),
    # 2.10(b): 6+5 = 11 against a TD, doubled for $10, 9C = 20; the dealer's AC makes blackjack:
    # the original wager is lost (-$10), the double returned ($0); collected, -$10.
    "double_lost_to_dealer_blackjack": Case(
        shoe="6S TD 5H 9C AC",
        reference=Play(("double",), {(1, "main"): LOST, (1, "double"): VOID}),
        faulty=Play(("double",), {(1, "main"): LOST, (1, "double"): LOST}),
    ),
    # 2.10(a): TS KH split against a 9; hand 1 draws AC, 21 in two cards: stand is the only
    # decision. Standing, hand 1 (21) beats the dealer's 9+9 = 18 (+$10) and hand 2, KH 5C = 15,
    # loses (-$10). The faulty game lets hand 1 double: 5C makes 16, which loses the main wager
    # and the double to 9+8 = 17 (-$10 each), and hand 2, KH 9S = 19, wins (+$10).
    "double_on_two_card_21": Case(
        shoe="TS 9D KH AC 5C 9S 8C",
        reference=Play(
            ("split", "stand", "stand"), {(1, "main"): won("10.00"), (2, "split"): LOST}
        ),
        faulty=Play(
            ("split", "double", "stand"),
            {(1, "main"): LOST, (1, "double"): LOST, (2, "split"): won("10.00")},
        ),
        fork=Fork(("split",), ("play", legal("stand")), ("play", legal("stand", "double"))),
    ),
    # 2.10(a): 6+5 = 11 against a 9; a double of $20 on a $10 wager is refused. Doubled for $10,
    # TC makes 21 against 9+8 = 17: both wagers win 1 to 1 (+$10, +$10). Accepted, the $20
    # double wins $20.
    "double_above_original_wager": Case(
        shoe="6S 9D 5H TC 8C",
        reference=Play(("double",), {(1, "main"): won("10.00"), (1, "double"): won("10.00")}),
        faulty=Play(("double:20",), {(1, "main"): won("10.00"), (1, "double"): won("20.00")}),
        fork=Fork(
            (),
            ("play", legal("hit", "stand", "double")),
            ("play", legal("hit", "stand", "double")),
            refused="double:20",
        ),
    ),
    # 2.6(k)4: face-up hole card; 10+7 = 17 against 9D with 8C face up (17): no double on 17.
    # Standing, equal scores lose (2.6(k)1, -$10). Doubled, 2S makes 19: +$10 and +$10.
    "face_up_double_on_any_total": Case(
        shoe="TS 9D 7H 8C 2S",
        reference=Play(("stand",), {(1, "main"): LOST}),
        faulty=Play(("double",), {(1, "main"): won("10.00"), (1, "double"): won("10.00")}),
        fork=Fork((), ("play", legal("hit", "stand")), ("play", legal("hit", "stand", "double"))),
        ordinary=(
            # 5+5 = 10 against 7D with TC face up (17), doubled: 9S makes 19, +$10 and +$10.
            ("5S 7D 5H TC 9S", ("double",)),
        ),
    ),
    # 2.11(d): 8S 8H split against a TD; hand 1 draws 2C (10), hand 2 TC (18); the dealer's AC
    # makes blackjack: the original wager is lost (-$10), the split wager returned ($0);
    # collected, -$10.
    "split_lost_to_dealer_blackjack": Case(
        shoe="8S TD 8H 2C TC AC",
        reference=Play(("split", "stand", "stand"), {(1, "main"): LOST, (2, "split"): VOID}),
        faulty=Play(("split", "stand", "stand"), {(1, "main"): LOST, (2, "split"): LOST}),
    ),
    # 2.11(c)1: 8S 8H split against a 9; hand 1 draws 8C, a pair again: no second split. Standing
    # on 16, and hand 2 on 8H 2C = 10, both lose to 9+9 = 18 (-$10, -$10). Split again, hand 1
    # 8S 2C = 10 loses to 9+8 = 17 (-$10), hand 3 8C 9C = 17 is void, hand 2 8H TC = 18 wins.
    "resplit_at_one_split": Case(
        shoe="8S 9D 8H 8C 2C 9C TC 8D",
        reference=Play(("split", "stand", "stand"), {(1, "main"): LOST, (2, "split"): LOST}),
        faulty=Play(
            ("split", "split", "stand", "stand", "stand"),
            {(1, "main"): LOST, (3, "split"): VOID, (2, "split"): won("10.00")},
        ),
        fork=Fork(
            ("split",),
            ("play", legal("hit", "stand", "double")),
            ("play", legal("hit", "stand", "double", "split")),
        ),
    ),
    # 2.11(c)2: AS AH split against a 9; hand 1 draws 5C and may not draw again. A5 = 16 and
    # A4 = 15 both lose to 9+9 = 18 (-$10 each). Hitting, A54 = 20 and A9 = 20 beat 9+8 = 17.
    "split_aces_may_hit": Case(
        shoe="AS 9D AH 5C 4D 9C 8S",
        reference=Play(("split", "stand", "stand"), {(1, "main"): LOST, (2, "split"): LOST}),
        faulty=Play(
            ("split", "hit", "stand", "stand"),
            {(1, "main"): won("10.00"), (2, "split"): won("10.00")},
        ),
        fork=Fork(("split",), ("play", legal("stand")), ("play", legal("hit", "stand"))),
    ),
    # 2.11(e): two splits, aces once; AS AH split against a 9, hand 1 draws AC: no second split.
    # AA = 12 loses to 9+8 = 17 (-$10), A9 = 20 wins (+$10). Split again: A9 = 20, A8 = 19 and
    # A7 = 18 all beat 9+8 = 17 (+$10 each).
    "aces_resplit_when_split_once": Case(
        shoe="AS 9D AH AC 9C 8C 7C 8S",
        reference=Play(
            ("split", "stand", "stand"), {(1, "main"): LOST, (2, "split"): won("10.00")}
        ),
        faulty=Play(
            ("split", "split", "stand", "stand", "stand"),
            {(1, "main"): won("10.00"), (3, "split"): won("10.00"), (2, "split"): won("10.00")},
        ),
        fork=Fork(("split",), ("play", legal("stand")), ("play", legal("split", "stand"))),
    ),
    # 2.12(b): 10+9 = 19 against the dealer's 6+A, a soft 17 on which he stands: +$10. Drawing
    # to it, 4C makes 21: -$10.
    "dealer_hits_soft_17": Case(
        shoe="TS 6D 9H AC 4C",
        reference=Play(("stand",), {(1, "main"): won("10.00")}),
        faulty=Play(("stand",), {(1, "main"): LOST}),
    ),
    # 2.12(b): 10+8 = 18 against the dealer's 9+7 = 16, who must draw: 5S makes 21 (-$10).
    # Standing on 16, he loses to 18 (+$10).
    "dealer_stands_on_16": Case(
        shoe="TS 9D 8H 7C 5S",
        reference=Play(("stand",), {(1, "main"): LOST}),
        faulty=Play(("stand",), {(1, "main"): won("10.00")}),
    ),
    # 2.2(b)3i: A+7 is a soft 18; the dealer's 6+A is a soft 17 and stands: 18 beats 17 (+$10).
    # With aces as one, the box stands on 8 and the dealer draws to 7: KC makes 17 (-$10).
    "aces_always_one": Case(
        shoe="AS 6D 7H AC KC",
        reference=Play(("stand",), {(1, "main"): won("10.00")}),
        faulty=Play(("stand",), {(1, "main"): LOST}),
    ),
    # 2.6(e): the box gets TS and 8H around the dealer's 9D: 18 against 9+7+2 = 18, void. Dealt
    # both cards first, the box has TS 9D = 19 and the dealer 8H 7C 2S = 17 (+$10).
    "dealer_up_card_dealt_last": Case(
        shoe="TS 9D 8H 7C 2S",
        reference=Play(("stand",), {(1, "main"): VOID}),
        faulty=Play(("stand",), {(1, "main"): won("10.00")}),
        ordinary=(
            # The same card second and third: TS 9D against 9D whatever the order; TC makes the
            # dealer's 19 too: void.
            ("TS 9D 9D TC 4S", ("stand",)),
        ),
    ),
}


# Playing ----------------------------------------------------------------------------------


def wagers(amount: str = "10") -> tuple[Wager, ...]:
    return ({"box": 1, "player": "p1", "amount": amount},)


def script(case: Case, play: Play) -> RoundScript:
    return RoundScript(tuple(case.shoe.split()), wagers(case.wager), play.decisions)


def ledger_of(outcome: Outcome) -> dict[tuple[int, str], tuple[str, Decimal]]:
    entries: dict[tuple[int, str], tuple[str, Decimal]] = {}
    for entry in outcome["ledger"]:
        assert (entry["box"], entry["player"]) == (1, "p1")
        key = (entry["hand"], entry["kind"])
        assert key not in entries
        entries[key] = (entry["result"], Decimal(entry["net"]))
    return entries


def expected(ledger: Ledger) -> dict[tuple[int, str], tuple[str, Decimal]]:
    return {key: (result, Decimal(net)) for key, (result, net) in ledger.items()}


def prompt_of(status: Status) -> tuple[str, frozenset[str]] | None:
    prompt = status["prompt"]
    return None if prompt is None else (prompt["kind"], frozenset(prompt["legal"]))


def after_prefix(
    session: GameSession, options: Mapping[str, object], case: Case, fork: Fork
) -> tuple[str, Status]:
    """A round of `case` begun and played through the fork's prefix: its id and status."""
    table = session.table(EDITION, options)
    round_id, status = session.begin(table, case.shoe.split(), wagers(case.wager))
    for decision in fork.prefix:
        status = session.decide(round_id, decision)
    return round_id, status


def comparable(outcome: Outcome) -> dict[str, Any]:
    """What the differential check compares (docs/ADAPTERS.md), amounts as Decimals."""
    return {
        "complete": outcome["complete"],
        "cards_dealt": outcome["cards_dealt"],
        "ledger": sorted(
            (
                e["box"],
                e["player"],
                e["hand"],
                e["kind"],
                Decimal(e["stake"]),
                e["result"],
                e["odds"],
                Decimal(e["net"]),
            )
            for e in outcome["ledger"]
        ),
        "final_hands": [
            (h["box"], h["hand"], h["cards"], h["total"], h["blackjack"], h["busted"])
            for h in outcome["final_hands"]
        ],
    }


def trace(
    session: GameSession, options: Mapping[str, object], shoe: str, decisions: tuple[str, ...]
) -> list[object]:
    """Every prompt of the round (kind, box, hand, legal, most), then the outcome."""
    table = session.table(EDITION, options)
    round_id, status = session.begin(table, shoe.split(), wagers())
    steps: list[object] = []
    for decision in decisions:
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
    steps.append(comparable(session.finish(round_id, shoe.split(), wagers())))
    return steps


@functools.cache
def corpus() -> Corpus:
    return load_corpus()


# The registry -----------------------------------------------------------------------------


def test_there_are_at_least_24_games_each_with_a_worked_round() -> None:
    # The games of 2.15's irregularities have their rounds in test_irregular_games.py, those of
    # 2.17's additional wagers in test_side_wager_games.py, those of Buster Blackjack (2.30) and
    # Bet the Set 21 (2.29) in test_buster_and_bet_the_set_games.py, those of multiple action
    # blackjack (2.18, and its surrender table of 2.8(c)) in test_multiple_action_games.py.
    from tests.faulty_games.test_buster_and_bet_the_set_games import (  # noqa: PLC0415
        CASES as BUSTER_AND_BET_THE_SET_CASES,
    )
    from tests.faulty_games.test_buster_and_bet_the_set_games import (  # noqa: PLC0415
        TABLE_CASES,
    )
    from tests.faulty_games.test_irregular_games import IRREGULAR_CASES  # noqa: PLC0415
    from tests.faulty_games.test_multiple_action_games import (  # noqa: PLC0415
        MULTIPLE_ACTION_CASES,
        SURRENDER_GAME,
    )
    from tests.faulty_games.test_rare_and_edition_games import (  # noqa: PLC0415
        RARE_AND_EDITION_CASES,
    )
    from tests.faulty_games.test_side_wager_games import SIDE_WAGER_CASES  # noqa: PLC0415

    assert len(CASES) >= 24
    files = (
        CASES,
        IRREGULAR_CASES,
        SIDE_WAGER_CASES,
        BUSTER_AND_BET_THE_SET_CASES,
        TABLE_CASES,
        MULTIPLE_ACTION_CASES,
        (SURRENDER_GAME,),
        RARE_AND_EDITION_CASES,
    )
    names = [name for cases in files for name in cases]
    assert len(names) == len(set(names))  # each game's rounds are in one file
    assert set(names) == set(FAULTY_GAMES)


# The games of an option of a later edition applied in an earlier one: their clause is in both.
_LATER_OPTION_IN_EARLIER_EDITION = frozenset(
    {
        "early_insurance_in_nj_1996",
        "consolidated_net_payout_in_nj_1996",
        "consolidated_payout_table_opened_in_nj_1996",
    }
)


@pytest.mark.parametrize("game", FAULTY_GAMES.values(), ids=FAULTY_GAMES.keys())
def test_a_registry_entry_names_its_factory_a_clause_and_a_table(game: FaultyGame) -> None:
    assert game.name.isidentifier()
    assert getattr(games, game.name) is game.factory
    assert isinstance(open_python_adapter(game.spec), FaultyAdapter)
    assert game.stdio_spec == (
        f"stdio:python -m vendor_adapters.serve python:tests.faulty_games.games:{game.name}"
    )
    # The clause as the game's edition cites it (nj-2024 unless the clause is only in another,
    # or the defect is an option of a later edition applied in an earlier one, Deliver 6 of
    # issue 27, whose clause is in both).
    if game.edition != EDITION and game.name not in _LATER_OPTION_IN_EARLIER_EDITION:
        with pytest.raises(UnknownClauseError):
            corpus().clause(game.clause, EDITION)
    clause = corpus().clause(game.clause, game.edition)
    assert str(clause.id) == game.clause
    # The reference opens the table the defect needs: the options are real and allowed.
    GameSession(ReferenceAdapter()).table(game.edition, game.options)
    assert all(is_known_capability(name) for name in game.capabilities)
    assert not game.stdio_only  # none patches the reference engine, so all may share its process


def test_each_game_introduces_itself_as_faulty_with_its_own_build_digest() -> None:
    reference = GameSession(ReferenceAdapter()).handshake()
    names, digests = set(), {reference["identity"]["build_digest"]}
    for game in FAULTY_GAMES.values():
        handshake = GameSession(game.factory()).handshake()
        identity = handshake["identity"]
        assert identity["name"].startswith("faulty: ")
        names.add(identity["name"])
        digests.add(identity["build_digest"])
        assert handshake["capabilities"] == reference["capabilities"] == sorted(CAPABILITIES)
        assert handshake["editions"] == reference["editions"]
    assert len(names) == len(FAULTY_GAMES)
    assert len(digests) == len(FAULTY_GAMES) + 1


# Each defect is real, and the only one ---------------------------------------------------


@pytest.mark.parametrize("name", CASES)
def test_the_defect_shows_where_the_reference_plays_the_rule(
    name: str, reference: GameSession
) -> None:
    game, case = FAULTY_GAMES[name], CASES[name]
    assert expected(case.reference.ledger) != expected(case.faulty.ledger)
    faulty = session_of(name)
    faulty_outcome = faulty.play(faulty.table(EDITION, game.options), script(case, case.faulty))
    reference_outcome = reference.play(
        reference.table(EDITION, game.options), script(case, case.reference)
    )
    assert ledger_of(reference_outcome) == expected(case.reference.ledger)
    assert ledger_of(faulty_outcome) == expected(case.faulty.ledger)
    assert reference_outcome["complete"] and faulty_outcome["complete"]
    fork = case.fork
    if fork is None:
        return
    # Where the defect is a decision, the two games part at a prompt.
    assert case.reference.decisions[: len(fork.prefix)] == fork.prefix
    assert case.faulty.decisions[: len(fork.prefix)] == fork.prefix
    round_id, status = after_prefix(reference, game.options, case, fork)
    assert prompt_of(status) == fork.reference
    assert prompt_of(after_prefix(faulty, game.options, case, fork)[1]) == fork.faulty
    if fork.refused is not None:
        assert case.faulty.decisions[len(fork.prefix)] == fork.refused
        with pytest.raises(AdapterRefusal) as refusal:
            reference.decide(round_id, fork.refused)
        assert refusal.value.code == ErrorCode.ILLEGAL_DECISION


@pytest.mark.parametrize("name", CASES)
def test_play_rounds_plays_the_defect_as_the_rounds_step_by_step_do(name: str) -> None:
    game, case = FAULTY_GAMES[name], CASES[name]
    faulty = session_of(name)
    table = faulty.table(EDITION, game.options)
    scripts = [
        script(case, case.faulty),
        *(
            RoundScript(tuple(shoe.split()), wagers(), decisions)
            for shoe, decisions in case.ordinary
        ),
    ]
    batch = faulty.play_batch(table, scripts)
    for scripted, answer in zip(scripts, batch, strict=True):
        assert not isinstance(answer, AdapterRefusal)
        assert comparable(answer) == comparable(faulty.play(table, scripted))
    first = batch[0]
    assert not isinstance(first, AdapterRefusal)
    assert ledger_of(first) == expected(case.faulty.ledger)


@pytest.mark.parametrize("name", CASES)
def test_a_round_the_defect_does_not_touch_is_played_as_the_reference_plays_it(
    name: str, reference: GameSession
) -> None:
    game, case = FAULTY_GAMES[name], CASES[name]
    faulty = session_of(name)
    for shoe, decisions in case.ordinary:
        assert trace(faulty, game.options, shoe, decisions) == trace(
            reference, game.options, shoe, decisions
        )


@pytest.mark.parametrize("name", CASES)
def test_served_on_stdio_the_game_shows_its_defect(name: str) -> None:
    game, case = FAULTY_GAMES[name], CASES[name]
    with served_on_stdio(game) as session:
        outcome = session.play(session.table(EDITION, game.options), script(case, case.faulty))
    assert ledger_of(outcome) == expected(case.faulty.ledger)


# The reference engine is left as it was ---------------------------------------------------


ENGINE_MODULES = (
    flow,
    player_turn,
    settlement,
    dealer,
    legality,
    deal,
    irregular_flow,
    irregularities,
    procedure,
    round_module,
    side_wager_steps,
    side_wager_placement,
    additional_2_17,
    buster_2_30,
    bet_the_set_2_29,
    dealer_completion,
    rule_text,
    multiple_action,
    multiple_action_2_18,
)

# Games whose one defect takes two hooks: insurance settled on the final hand moves a settlement;
# a busted player's later spots left in play are not collected ((f)) and keep the dealer forming
# hands ((f)1); a third hand dealt without a third wager seats three spots and forms the third.
_TWO_STEP_DEFECTS = frozenset(
    {
        # Held until the dealer completes his hand, then void: when and how a blackjack settles.
        "blackjack_void_against_dealer_long_21",
        "insurance_wins_on_dealer_21",
        "busted_players_later_spots_left_in_play",
        "third_hand_dealt_without_third_wager",
    }
)


def test_no_faulty_game_changes_the_reference_engine() -> None:
    adapters = [game.factory() for game in FAULTY_GAMES.values()]
    for module in (*ENGINE_MODULES, reference_module):
        for name, value in vars(module).items():
            assert not str(getattr(value, "__module__", "")).startswith("tests."), name
            if inspect.isfunction(value) and value.__module__ == module.__name__:
                assert value.__globals__ is vars(module), name
    # The reference procedure is the engine's own: every step and hook an engine function.
    assert type(REFERENCE_PROCEDURE) is RoundProcedure
    assert ReferenceAdapter().procedure is REFERENCE_PROCEDURE
    for name, value in vars(RoundProcedure).items():
        assert not str(getattr(value, "__module__", "")).startswith("tests."), name
    # Each faulty game plays a procedure of its own, a subclass overriding one of the reference's
    # hooks, or of its round variant's (two for the games of _TWO_STEP_DEFECTS).
    hooks = {
        name
        for owner in (RoundProcedure, multiple_action.MultipleActionSteps)
        for name in vars(owner)
        if not name.startswith("_")
    }
    for adapter in adapters:
        assert isinstance(adapter.procedure, RoundProcedure)
        overridden = hooks & set(vars(type(adapter.procedure)))
        assert len(overridden) == (2 if adapter.name in _TWO_STEP_DEFECTS else 1), (
            adapter.name,
            overridden,
        )
    # And it still plays every worked round as the rules say.
    session = GameSession(ReferenceAdapter())
    for name, case in CASES.items():
        table = session.table(EDITION, FAULTY_GAMES[name].options)
        outcome = session.play(table, script(case, case.reference))
        assert ledger_of(outcome) == expected(case.reference.ledger), name
