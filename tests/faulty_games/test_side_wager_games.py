"""Each faulty game of the additional wagers of 2.17 has its defect, and only it.

As in test_faulty_games.py, for every game a round worked out by hand from the clause is played
through `GameSession` (protocol 1.2: side wagers placed with the main wager) on the reference
adapter and on the faulty game: the reference settles it as the clause requires (the amounts are
literals, worked out in the comments) and the faulty game differs exactly as its defect says.
Where the defect is the moment of a settlement (2.17(d), (e)), the round's moments are listed as
the transcript gives them: the cards dealt, the decisions and every payment and collection, in
order. Rounds without a side wager, and rounds with side wagers the defect does not touch, are
played by the faulty game exactly as by the reference: the same prompts, ledger, cards and
moments, or the same refusal.

Shoes are listed in dealing order (2.6(e)): each box's first card from the dealer's left, the
dealer's face-up card, each box's second card, then (no hole card, 2.6(h), the default) the
boxes' draws and the dealer's second card and draws. A bet is written as `bjkit round --bet`
writes it: the main wager, then each side wager as KIND=AMOUNT; box n is wagered by "pN". Unless
a case says otherwise the table is nj-2024's default one (six decks, payout option 1) offering
the game's side wager.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal

import pytest

from tests.faulty_games.games import FAULTY_GAMES
from tests.faulty_games.sessions import served_on_stdio, session_of
from tests.faulty_games.test_faulty_games import EDITION, ORDINARY, comparable
from vendor_adapters.capabilities import capabilities_for_wagers, offered_side_wagers
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import ErrorCode, Outcome, SideWager, Wager
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession, RoundScript

# (box, hand, kind) -> (result, net)
Ledger = Mapping[tuple[int, int, str], tuple[str, str]]
# The transcript's events that say when a side wager was settled, in order.
MOMENT_KINDS = frozenset(
    {
        "deal",
        "dealer-up-card",
        "hit",
        "stand",
        "double",
        "split",
        "surrender",
        "dealer-second-card",
        "dealer-draw",
        "pay",
        "collect",
        "return",
    }
)


@dataclass(frozen=True)
class Deal:
    """A round: the shoe in dealing order, each box's bet (box 1 first), the decisions."""

    shoe: str
    bets: tuple[str, ...]
    decisions: tuple[str, ...] = ("stand",)


@dataclass(frozen=True)
class Settled:
    """How a round is settled: box by box, and (where the moment is the defect) its moments."""

    ledger: Ledger
    moments: tuple[str, ...] | None = None


@dataclass(frozen=True)
class Refused:
    """The wagers are refused (1006) citing `clause`."""

    clause: str


@dataclass(frozen=True)
class Case:
    deal: Deal
    reference: Settled | Refused
    faulty: Settled
    # Rounds the defect does not touch; the ordinary rounds without side wagers are added.
    untouched: tuple[Deal, ...] = ()


def ordinary_rounds() -> tuple[Deal, ...]:
    return tuple(Deal(shoe, ("10",), decisions) for shoe, decisions in ORDINARY)


def won(net: str) -> tuple[str, str]:
    return ("win", net)


def lost(net: str) -> tuple[str, str]:
    return ("lose", f"-{net}")


LOST = lost("10.00")
VOID = ("void", "0.00")

# Rounds of one box at $10 against the dealer's TD 8C (18) or 9D 9C (18).
OVER_13_WINS = Deal("9S TD 5H 8C", ("10,over-13=1",))  # 14 > 13: +$1; 14 loses $10 to 18
UNDER_13_LOSES = Deal("8S 9D 7H 9C", ("10,under-13=1",))  # 15: -$1 (2.17(b)2); -$10 to 18
SUITED_NINE_FOUR = Deal("9S TD 4S 8C", ("10,same-suit=1",))  # any two cards; 13 loses $10
KING_QUEEN_TWO_SUITS = Deal("KH TD QS 8C", ("10,same-suit=1",))  # -$1 (2.17(b)3); 20 wins $10
ONE_SEVEN = Deal("7C TD 5D 8S", ("10,sevens=1",))  # one seven 3 to 1: +$3; 12 loses $10 to 18
NO_SEVEN = Deal("9S TD 5D 8S", ("10,sevens=1",))  # -$1 (2.17(b)4); 14 loses $10 to 18
# 7S 7D, hit 7C: 21 (still asked, stand the only answer), against the dealer's TD 8S (18).
THREE_SEVENS = Deal("7S TD 7D 7C 8S", ("10,sevens=1",), ("hit", "stand"))

SIDE_WAGER_CASES: dict[str, Case] = {
    # 2.17(e)2iv: six decks, option 1; KH QH, a king and a queen of one suit, against the
    # dealer's TD 8C: the "King and Queen" row, 5 to 1, $1 x 5 = $5; 20 beats 18, $10. At
    # 25 to 1 the $1 wins $25.
    "same_suit_king_queen_25_to_1_at_six_decks": Case(
        deal=Deal("KH TD QH 8C", ("10,same-suit=1",)),
        reference=Settled({(1, 1, "same-suit"): won("5.00"), (1, 1, "main"): won("10.00")}),
        faulty=Settled({(1, 1, "same-suit"): won("25.00"), (1, 1, "main"): won("10.00")}),
        # 9S 4S: "Any Two Cards" of (e)2iv option 1, 3 to 1, +$3, by both; KH QS lose.
        untouched=(SUITED_NINE_FOUR, KING_QUEEN_TWO_SUITS),
    ),
    # 2.17(e)2i: a single deck, option 1; KH QH: 50 to 1 in nj-2024, $1 x 50 = $50; 20 beats 18,
    # $10. The nj-2004 cell of 19:47-2.17(e)2i is 5 to 1: $5.
    "same_suit_2004_table_in_2024": Case(
        deal=Deal("KH TD QH 8C", ("10,same-suit=1",)),
        reference=Settled({(1, 1, "same-suit"): won("50.00"), (1, 1, "main"): won("10.00")}),
        faulty=Settled({(1, 1, "same-suit"): won("5.00"), (1, 1, "main"): won("10.00")}),
        # 9S 4S: "Any Two Cards" of (e)2i option 1 is 2.5 to 1 in both editions, $2.50; KH QS
        # lose.
        untouched=(SUITED_NINE_FOUR, KING_QUEEN_TWO_SUITS),
    ),
    # 2.2(b)3ii, 2.17(b)2: AS 2D for the under 13 wager is 1 + 2 = 3, less than 13: $1 at one to
    # one ((e)1). For the hand the ace is eleven, a soft 13, which stands and loses $10 to the
    # dealer's TD 8C (18). With the ace as eleven the total is 13 and the wager is lost (-$1,
    # 2.17(c)).
    "over_under_ace_counts_eleven": Case(
        deal=Deal("AS TD 2D 8C", ("10,under-13=1",)),
        reference=Settled({(1, 1, "under-13"): won("1.00"), (1, 1, "main"): LOST}),
        faulty=Settled({(1, 1, "under-13"): lost("1.00"), (1, 1, "main"): LOST}),
        untouched=(
            OVER_13_WINS,
            UNDER_13_LOSES,
            # AS AH: 2 with the aces as one, 12 with one as eleven: under 13 either way, +$1;
            # the soft 12 stands and loses $10 to the dealer's 9D 9C.
            Deal("AS 9D AH 9C", ("10,under-13=1",)),
        ),
    ),
    # 2.17(c): 3D KC total 13: the over 13 wager is lost, -$1; 13 loses $10 to TD 8C (18).
    # Returned as a stand-off, the $1 nets $0.
    "thirteen_returned_over_under": Case(
        deal=Deal("3D TD KC 8C", ("10,over-13=1",)),
        reference=Settled({(1, 1, "over-13"): lost("1.00"), (1, 1, "main"): LOST}),
        faulty=Settled({(1, 1, "over-13"): VOID, (1, 1, "main"): LOST}),
        untouched=(OVER_13_WINS, UNDER_13_LOSES),
    ),
    # 2.17(e)3: 7S 7D, hit 7C: three sevens of any suit, the highest line, 500 to 1, $1 x 500 =
    # $500 (two sevens of any suit, 50 to 1, and one seven are not paid besides); 21 beats the
    # dealer's TD 8S (18), $10. Paid the two-sevens line too: $500 + $50 = $550.
    "sevens_paid_two_lines": Case(
        deal=THREE_SEVENS,
        reference=Settled({(1, 1, "sevens"): won("500.00"), (1, 1, "main"): won("10.00")}),
        faulty=Settled({(1, 1, "sevens"): won("550.00"), (1, 1, "main"): won("10.00")}),
        untouched=(
            # 7S 7D, stand: two sevens of any suit, 50 to 1, +$50; 14 loses $10 to 18.
            Deal("7S TD 7D 8S", ("10,sevens=1",)),
            ONE_SEVEN,
            NO_SEVEN,
        ),
    ),
    # 2.17(e), second sentence: 7S 7D are paid only after the first election, a hit: 7C makes
    # three sevens of any suit, $1 x 500 = $500 ((e)3), paid after the hit card; 21 beats 18,
    # $10. Paid after the second card, before any election, they are two sevens of any suit:
    # $1 x 50 = $50, paid before the hit.
    "two_sevens_paid_at_the_deal": Case(
        deal=THREE_SEVENS,
        reference=Settled(
            {(1, 1, "sevens"): won("500.00"), (1, 1, "main"): won("10.00")},
            (
                "deal 7S",
                "dealer-up-card TD",
                "deal 7D",
                "hit 7C",
                "pay sevens p1 500.00",
                "stand",
                "dealer-second-card 8S",
                "pay main p1 10.00",
            ),
        ),
        faulty=Settled(
            {(1, 1, "sevens"): won("50.00"), (1, 1, "main"): won("10.00")},
            (
                "deal 7S",
                "dealer-up-card TD",
                "deal 7D",
                "pay sevens p1 50.00",
                "hit 7C",
                "stand",
                "dealer-second-card 8S",
                "pay main p1 10.00",
            ),
        ),
        # One seven and no seven are settled after the second card by both.
        untouched=(ONE_SEVEN, NO_SEVEN),
    ),
    # 2.17(d), (e): box 1 9H 4S (two suits) and box 2 6D 5D (diamonds) against the dealer's 9C.
    # Once box 2 has its second card, box 1's $1 is collected ((d), 2.17(b)3) and box 2's paid
    # 3 to 1 at six decks, option 1, $3 ((e), (e)2iv), before box 1 draws 5C (18) and box 2 TC
    # (21). The dealer's 9C 8D is 17: both boxes win $10. Left on the layout until the dealer's
    # hand is complete, the same amounts are settled after his second card.
    "side_wagers_settled_at_dealers_turn": Case(
        deal=Deal(
            "9H 6D 9C 4S 5D 5C TC 8D",
            ("10,same-suit=1", "10,same-suit=1"),
            ("hit", "stand", "hit", "stand"),
        ),
        reference=Settled(
            {
                (1, 1, "same-suit"): lost("1.00"),
                (2, 1, "same-suit"): won("3.00"),
                (1, 1, "main"): won("10.00"),
                (2, 1, "main"): won("10.00"),
            },
            (
                "deal 9H",
                "deal 6D",
                "dealer-up-card 9C",
                "deal 4S",
                "deal 5D",
                "collect same-suit p1 -1.00",
                "pay same-suit p2 3.00",
                "hit 5C",
                "stand",
                "hit TC",
                "stand",
                "dealer-second-card 8D",
                "pay main p1 10.00",
                "pay main p2 10.00",
            ),
        ),
        faulty=Settled(
            {
                (1, 1, "same-suit"): lost("1.00"),
                (2, 1, "same-suit"): won("3.00"),
                (1, 1, "main"): won("10.00"),
                (2, 1, "main"): won("10.00"),
            },
            (
                "deal 9H",
                "deal 6D",
                "dealer-up-card 9C",
                "deal 4S",
                "deal 5D",
                "hit 5C",
                "stand",
                "hit TC",
                "stand",
                "dealer-second-card 8D",
                "collect same-suit p1 -1.00",
                "pay same-suit p2 3.00",
                "pay main p1 10.00",
                "pay main p2 10.00",
            ),
        ),
    ),
    # 2.17(g)1, at a table of $0.50 chips and a $0.50 minimum: a $1.00 over 13 wager (the amount
    # (a) fixes) on a $0.50 main wager exceeds it: refused. Taken, 9H 6C (15 > 13) wins $1 at
    # one to one, and 15 loses the $0.50 to the dealer's TD 8C (18).
    "side_wager_above_main_wager_accepted": Case(
        deal=Deal("9H TD 6C 8C", ("0.50,over-13=1",)),
        reference=Refused("13:69F-2.17(g)1"),
        faulty=Settled({(1, 1, "over-13"): won("1.00"), (1, 1, "main"): lost("0.50")}),
        untouched=(
            # $1 on $10 and $1 on $1 are within (g)1: +$1, and 15 loses the main wager to 18.
            Deal("9H TD 6C 8C", ("10,over-13=1",)),
            Deal("9H TD 6C 8C", ("1,over-13=1",)),
            # $0.50 is not the $1.00 of (a): refused by both.
            Deal("9H TD 6C 8C", ("0.50,over-13=0.50",)),
        ),
    ),
}


# Playing ----------------------------------------------------------------------------------


def wagers(deal: Deal) -> tuple[Wager, ...]:
    placed: list[Wager] = []
    for box, bet in enumerate(deal.bets, start=1):
        main, *sides = bet.split(",")
        wager: Wager = {"box": box, "player": f"p{box}", "amount": main}
        if sides:
            wager["side_wagers"] = [side_wager(side) for side in sides]
        placed.append(wager)
    return tuple(placed)


def side_wager(text: str) -> SideWager:
    kind, amount = text.split("=")
    return {"kind": kind, "amount": amount}


def script(deal: Deal) -> RoundScript:
    return RoundScript(tuple(deal.shoe.split()), wagers(deal), deal.decisions)


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


def moments_of(outcome: Outcome) -> tuple[str, ...]:
    """The cards dealt, the decisions and the settlements, in the transcript's order."""
    moments = []
    for event in outcome["transcript"]:
        if event["kind"] in MOMENT_KINDS:
            detail = event.get("card") or event.get("note") or ""
            moments.append(f"{event['kind']} {detail}".strip())
    return tuple(moments)


def play(session: GameSession, name: str, deal: Deal) -> Outcome:
    return session.play(session.table(EDITION, FAULTY_GAMES[name].options), script(deal))


def check_settled(outcome: Outcome, settled: Settled) -> None:
    assert outcome["complete"]
    assert ledger_of(outcome) == expected(settled.ledger)
    if settled.moments is not None:
        assert moments_of(outcome) == settled.moments


def trace(session: GameSession, options: Mapping[str, object], deal: Deal) -> list[object]:
    """Every prompt of the round (kind, box, hand, legal, most), then the outcome and its
    moments; or the refusal of the wagers."""
    return trace_at(session, session.table(EDITION, options), deal)


def trace_at(session: GameSession, table: str, deal: Deal) -> list[object]:
    """`trace` at a table already open."""
    placed = wagers(deal)
    try:
        round_id, status = session.begin(table, deal.shoe.split(), placed)
    except AdapterRefusal as refusal:
        return [("refused", refusal.code, refusal.message)]
    steps: list[object] = []
    for decision in deal.decisions:
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
    outcome = session.finish(round_id, deal.shoe.split(), placed)
    steps += [comparable(outcome), moments_of(outcome)]
    return steps


# The registry -----------------------------------------------------------------------------


def test_every_game_of_2_17_has_a_worked_round() -> None:
    of_2_17 = {name for name, game in FAULTY_GAMES.items() if "-2.17(" in game.clause}
    assert set(SIDE_WAGER_CASES) == of_2_17
    assert len(SIDE_WAGER_CASES) >= 8
    for name, case in SIDE_WAGER_CASES.items():
        game = FAULTY_GAMES[name]
        assert game.clause.startswith("13:69F-2.17("), name
        # The table offers the wagers its rounds place, and the game says it needs them.
        offered = set(offered_side_wagers(game.options))
        for deal in (case.deal, *case.untouched):
            needed = capabilities_for_wagers(wagers(deal))
            assert needed <= game.capabilities, (name, needed)
            assert {each.removeprefix("side-wager:") for each in needed} <= offered, name


# Each defect is real, and the only one ---------------------------------------------------


@pytest.mark.parametrize("name", SIDE_WAGER_CASES)
def test_the_defect_shows_where_the_reference_settles_by_the_rule(
    name: str, reference: GameSession
) -> None:
    case = SIDE_WAGER_CASES[name]
    assert case.reference != case.faulty
    check_settled(play(session_of(name), name, case.deal), case.faulty)
    if isinstance(case.reference, Refused):
        with pytest.raises(AdapterRefusal) as refusal:
            play(reference, name, case.deal)
        assert refusal.value.code == ErrorCode.BAD_WAGER
        assert f"[{case.reference.clause}]" in str(refusal.value)
    else:
        check_settled(play(reference, name, case.deal), case.reference)


@pytest.mark.parametrize("name", SIDE_WAGER_CASES)
def test_a_round_the_defect_does_not_touch_is_played_as_the_reference_plays_it(
    name: str, reference: GameSession
) -> None:
    game, case = FAULTY_GAMES[name], SIDE_WAGER_CASES[name]
    faulty = session_of(name)
    for deal in (*case.untouched, *ordinary_rounds()):
        assert trace(faulty, game.options, deal) == trace(reference, game.options, deal), deal


@pytest.mark.parametrize("name", SIDE_WAGER_CASES)
def test_play_rounds_plays_the_defect_as_the_rounds_step_by_step_do(name: str) -> None:
    game, case = FAULTY_GAMES[name], SIDE_WAGER_CASES[name]
    faulty = session_of(name)
    table = faulty.table(EDITION, game.options)
    scripts = [script(deal) for deal in (case.deal, *case.untouched, *ordinary_rounds())]
    batch = faulty.play_batch(table, scripts)
    for scripted, answer in zip(scripts, batch, strict=True):
        if isinstance(answer, AdapterRefusal):
            with pytest.raises(AdapterRefusal) as refusal:
                faulty.play(table, scripted)
            assert refusal.value.code == answer.code
            continue
        assert comparable(answer) == comparable(faulty.play(table, scripted))
    first = batch[0]
    assert not isinstance(first, AdapterRefusal)
    assert ledger_of(first) == expected(case.faulty.ledger)


@pytest.mark.parametrize("name", SIDE_WAGER_CASES)
def test_served_on_stdio_the_game_shows_its_defect(name: str) -> None:
    game, case = FAULTY_GAMES[name], SIDE_WAGER_CASES[name]
    with served_on_stdio(game) as session:
        outcome = session.play(session.table(EDITION, game.options), script(case.deal))
    check_settled(outcome, case.faulty)


# The reference engine is left as it was ---------------------------------------------------


def test_the_reference_engine_still_settles_every_worked_round() -> None:
    # The modules of the side wagers are among test_faulty_games.py's ENGINE_MODULES, which
    # test_no_faulty_game_changes_the_reference_engine checks.
    for game in FAULTY_GAMES.values():
        game.factory()
    session = GameSession(ReferenceAdapter())
    for name, case in SIDE_WAGER_CASES.items():
        if isinstance(case.reference, Settled):
            check_settled(play(session, name, case.deal), case.reference)
