"""Bet the Set 21 (13:69F-2.29, edition nj-2024+bet-the-set) as the rule text settles it.

The kit's oracle of the bet the set wager, written from the clauses and not from the reference
engine: from the player's first two cards and the house options it says whether the wager wins
((d): "a pair or a suited pair in the first two cards") and at what odds (the table's pay table
of (g), read from the corpus through `regulations.paytables`), and the transcript says whether
it was settled at the moment (e) requires: after the second card is dealt to all players, before
any additional card and before the dealer uses the card reader device.

Disputed points follow docs/INTERPRETATIONS.md: I-2.29d-pair (a pair is two cards of one rank,
or at a table that reads it so, of one point value: `bet_the_set_pair`), I-2.29g-not-available
(a suited pair where the pay table prints "N/A" is paid on the regular pair line, or loses:
`bet_the_set_not_available`; a regular pair where only suited pairs are printed loses).

The oracle registers itself with the kit's generic checks (`suite.wagers.registry`): it settles
the wager on the box's first two cards, at the moment of the round of the additional wagers of
2.17, and adds the card reader to that moment (`card_reader_problems`).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from reference_impl.rules import TableRules
from reference_impl.side_wagers.bet_the_set_2_29 import tables as printed
from regulations import Corpus, load_corpus
from regulations.paytables import PrintedOdds
from suite.harness.checks import PlayedRound
from suite.harness.settlement_oracle import card_value
from suite.wagers.registry import (
    register_card_oracle,
    register_check,
    register_settlement_clauses,
)
from suite.wagers.side_wager_oracle import (
    INITIAL_DEAL,
    BoxCards,
    SideExpectation,
    no_bearing_on_other_wagers,
    settled_when_required,
    settlement_event,
    settlement_transcript,
    side_wagers_of,
)
from vendor_adapters.protocol import TranscriptEvent

__all__ = [
    "BET_THE_SET",
    "BET_THE_SET_TIMING",
    "CARD_READER_USED",
    "BetTheSetOutcome",
    "bet_the_set_outcome",
    "card_reader_problems",
    "is_pair",
    "settled_before_the_card_reader",
]

BET_THE_SET = "bet-the-set"
# The transcript event of the dealer using the card reader device to read his hole card (2.6(j)).
CARD_READER_USED = "card-reader-peek"
_PAIR_OPTION = "bet_the_set_pair"
_NOT_AVAILABLE_OPTION = "bet_the_set_not_available"
_REGULAR, _SUITED = "regular-pair", "suited-pair"

# (result, odds, the clause that decides it, why)
BetTheSetOutcome = tuple[str, PrintedOdds | None, str, str]


@functools.cache
def _corpus() -> Corpus:
    return load_corpus()


@functools.cache
def _tables(edition: str) -> dict[str, dict[str, PrintedOdds | None]]:
    return printed.bet_the_set(edition)


def is_pair(first: str, second: str, rules: TableRules) -> bool:
    """(d) with I-2.29d-pair: two cards of one rank, or of one point value where the table
    reads "pair" so (a king and a queen)."""
    if rules.side_option(_PAIR_OPTION) == "same-value":
        return card_value(first) == card_value(second)
    return first[0] == second[0]


def bet_the_set_outcome(initial: Sequence[str], rules: TableRules) -> BetTheSetOutcome:
    """How a bet the set wager on a box whose first two cards are `initial` settles."""
    first, second = initial[0], initial[1]
    shown = f"{first} {second}"
    if not is_pair(first, second, rules):
        return "lose", None, "2.29(e)1", f"{shown} is no pair"
    table = rules.pay_table_of(BET_THE_SET)
    assert table is not None
    cells = _tables(rules.edition)[table]
    line = _SUITED if first[1] == second[1] else _REGULAR
    odds = cells[line]
    why = f"{shown}: {line}, pay table {table}"
    if odds is not None:
        return "win", odds, "2.29(g)", why
    # "N/A": I-2.29g-not-available
    if line == _SUITED and rules.side_option(_NOT_AVAILABLE_OPTION) == "pair-line":
        regular = cells[_REGULAR]
        if regular is not None:
            return "win", regular, "2.29(g)", f"{why} prints N/A: paid as a regular pair"
    return "lose", None, "2.29(g)", f"{why} prints N/A (I-2.29g-not-available)"


def card_reader_problems(
    events: Sequence[TranscriptEvent], settled: dict[tuple[int, str], int]
) -> list[str]:
    """(e): each bet the set wager (box, player) -> index of its settlement event, settled before
    the dealer uses the card reader device (the transcript's `card-reader-peek` event), when the
    round shows one."""
    used = next((i for i, e in enumerate(events) if e.get("kind") == CARD_READER_USED), None)
    if used is None:
        return []
    return [
        f"box {box}'s bet the set wager ({player}) is settled at event {index + 1}, after the "
        f"dealer uses the card reader device (event {used + 1}); (e) settles it before"
        for (box, player), index in settled.items()
        if index > used
    ]


def _expected(cards: BoxCards, rules: TableRules) -> SideExpectation:
    """(d), (e), (g): decided when every player has two cards."""
    result, odds, path, why = bet_the_set_outcome(cards.initial, rules)
    return SideExpectation(BET_THE_SET, result, odds, path, INITIAL_DEAL, why)


def settled_before_the_card_reader(played: PlayedRound) -> list[str]:
    """(e): every bet the set wager settled after every player's second card, before any
    additional card (as `settled_when_required`) and before the dealer uses the card reader
    device, when the transcript shows him use it."""
    problems = settled_when_required(played)
    events = settlement_transcript(played.outcome)
    settled = {
        (box, player): index
        for box, player, kind, _ in side_wagers_of(played.script.wagers)
        if kind == BET_THE_SET
        and (index := settlement_event(events, box, player, kind)) is not None
    }
    return problems + card_reader_problems(events, settled)


BET_THE_SET_TIMING = (
    "every bet the set wager is settled after every player's second card, before any further "
    "card and before the card reader is used"
)

register_card_oracle(BET_THE_SET, _expected)
register_settlement_clauses(BET_THE_SET, "2.29(d), (e), (g)")
register_check(BET_THE_SET_TIMING, "2.29(e)", settled_before_the_card_reader, timing=True)
register_check(
    "the round continues after the bet the set wagers as it would without them",
    "2.29(h)",
    no_bearing_on_other_wagers,
)
