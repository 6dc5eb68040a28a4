"""The additional wagers of 2.17 as the rule text settles them: over or under 13, same suit and
sevens, registered with the kit's generic checks (`suite.wagers.registry`).

Written from the clauses and not from the reference engine: given the cards a box received in the
order it received them, its first election and the house options, each says how the wager must
settle and at which moment. The odds are read from the corpus of the round's edition, by the one
reader of `regulations.paytables` in the shapes the wagers declare: the same-suit tables of
2.17(e)2i to v by deck count and payout option, the sevens lines of (e)3. An amendment that
changes a cell changes the oracle with it, and nothing here copies a number of the engine's
declarations.

Clauses: 2.2(b)3ii (an ace is one for the over or under 13 wager), 2.17(b)1 to 4, (c), (d), (e),
(e)1 to 3, (i). Disputed points follow docs/INTERPRETATIONS.md: I-2.17e2-king-queen (the "King
and queen" row pays a king and a queen of one suit), I-2.17e3-initial-card (sevens count from the
first card), I-2.17e-sevens-third-card (the third card after the first election; the house option
`sevens_third_card_after_split`), I-2.17e-sevens-no-election, I-2.17-dead-hand.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from reference_impl.rules import TableRules
from reference_impl.side_wagers.additional_2_17 import tables as printed_2_17
from regulations.paytables import PrintedOdds
from suite.wagers.registry import (
    register_card_oracle,
    register_check,
    register_settlement_clauses,
)
from suite.wagers.side_wager_oracle import (
    FIRST_ELECTION,
    INITIAL_DEAL,
    ROUND_END,
    BoxCards,
    SideExpectation,
    no_bearing_on_other_wagers,
    settled_when_required,
)

__all__ = ["SETTLEMENT_TIMING", "RuleTables", "rule_tables"]

_TEN_VALUED = frozenset("TJQK")


@dataclass(frozen=True)
class RuleTables:
    """The tables of 2.17(e) in one edition, read from its text."""

    same_suit: Mapping[int, Mapping[int, Mapping[str, PrintedOdds]]]  # decks -> option -> row
    same_suit_paths: Mapping[int, str]  # decks -> "2.17(e)2iv"
    sevens: Mapping[str, PrintedOdds]  # line -> odds; empty without the sevens wager


def _path(clause_id: str) -> str:
    """ "13:69F-2.17(e)2iv" -> "2.17(e)2iv", the same in every edition."""
    return clause_id.split("-", 1)[1]


@functools.cache
def rule_tables(edition: str) -> RuleTables:
    """The tables of 2.17(e) as `edition` prints them, read by the one reader of
    `regulations.paytables` in the shapes the wagers' declaration gives."""
    same_suit, paths = printed_2_17.same_suit(edition)
    return RuleTables(
        same_suit=same_suit, same_suit_paths=paths, sevens=printed_2_17.sevens(edition)
    )


def _third_after_split(rules: TableRules) -> bool:
    return rules.side_option("sevens_third_card_after_split") != "none"


def _ace_as_one(card: str) -> int:
    """2.2(b)3ii: an ace of the initial two cards is one for the wager of (a)1."""
    rank = card[0]
    return 1 if rank == "A" else 10 if rank in _TEN_VALUED else int(rank)


def _over_under(kind: str, initial: tuple[str, ...]) -> SideExpectation:
    total = _ace_as_one(initial[0]) + _ace_as_one(initial[1])
    shown = f"{' '.join(initial)} total {total}, an ace as one (2.2(b)3ii)"
    if total == 13:
        return SideExpectation(kind, "lose", None, "2.17(c)", INITIAL_DEAL, shown)
    wins = total > 13 if kind == "over-13" else total < 13
    if wins:
        one_to_one = PrintedOdds("1 to 1", Fraction(1))
        return SideExpectation(kind, "win", one_to_one, "2.17(e)1", INITIAL_DEAL, shown)
    path = "2.17(b)1" if kind == "over-13" else "2.17(b)2"
    return SideExpectation(kind, "lose", None, path, INITIAL_DEAL, shown)


def _same_suit(initial: tuple[str, ...], rules: TableRules, tables: RuleTables) -> SideExpectation:
    first, second = initial
    if first[1] != second[1]:
        return SideExpectation("same-suit", "lose", None, "2.17(b)3", INITIAL_DEAL, "two suits")
    king_queen = {first[0], second[0]} == {"K", "Q"}
    row = "king-and-queen" if king_queen else "any-two-cards"
    option = int(rules.pay_table_of("same-suit") or 1)
    odds = tables.same_suit[rules.decks][option][row]
    path = tables.same_suit_paths[rules.decks]
    why = f"{row}, {rules.decks} decks, option {option}" + (
        " (I-2.17e2-king-queen)" if king_queen else ""
    )
    return SideExpectation("same-suit", "win", odds, path, INITIAL_DEAL, why)


def _sevens(cards: BoxCards, rules: TableRules, tables: RuleTables) -> SideExpectation:
    """(e)3 with I-2.17e3-initial-card and I-2.17e-sevens-third-card: only the highest line; after
    a split, the first split hand's second card is the third card unless the table reads none is
    (`sevens_third_card_after_split`)."""
    first, second = cards.initial
    if first[0] != "7":
        why = "the initial card is no seven (I-2.17e3-initial-card)"
        return SideExpectation("sevens", "lose", None, "2.17(b)4", INITIAL_DEAL, why)
    if second[0] != "7":
        return _line("one-seven", INITIAL_DEAL, tables, "one seven, the initial card")
    point = FIRST_ELECTION if cards.election is not None else ROUND_END
    third = cards.third if cards.election != "split" or _third_after_split(rules) else None
    if third is not None and third[0] == "7":
        same = first[1] == second[1] == third[1]
        line = "three-sevens-same-suit" if same else "three-sevens-any-suit"
        return _line(line, point, tables, f"the third card {third} (I-2.17e-sevens-third-card)")
    line = "two-sevens-same-suit" if first[1] == second[1] else "two-sevens-any-suit"
    why = "no third seven" if cards.election else "no election (I-2.17e-sevens-no-election)"
    return _line(line, point, tables, why)


def _line(line: str, point: str, tables: RuleTables, why: str) -> SideExpectation:
    return SideExpectation(
        "sevens", "win", tables.sevens[line], "2.17(e)3", point, f"{line}: {why}"
    )


def _expected(kind: str) -> Callable[[BoxCards, TableRules], SideExpectation]:
    def expected(cards: BoxCards, rules: TableRules) -> SideExpectation:
        tables = rule_tables(rules.edition)
        if kind == "same-suit":
            return _same_suit(cards.initial, rules, tables)
        if kind == "sevens":
            return _sevens(cards, rules, tables)
        return _over_under(kind, cards.initial)

    return expected


# The property that reads the moment of a settlement in the transcript (protocol 1.2).
SETTLEMENT_TIMING = "every additional wager is settled at the moment 2.17(d) and (e) require"

for _kind in ("over-13", "under-13", "same-suit", "sevens"):
    register_card_oracle(_kind, _expected(_kind))
for _offering in ("over-under-13", "same-suit", "sevens"):
    register_settlement_clauses(_offering, "2.17(b), (c), (e)")
register_check(SETTLEMENT_TIMING, "2.17(d), (e)", settled_when_required, timing=True)
register_check(
    "the additional wagers have no bearing on any other wager",
    "2.17(i)",
    no_bearing_on_other_wagers,
)
