"""Bet the Set 21 (13:69F-2.29, added by the Bet the Set 21 register notice, edition
nj-2024+bet-the-set): a wager that the player's first two cards are a pair or a suited pair
((a), (d)), settled after every player's second card, before any further card and before the
card reader is used ((e)), at the odds of the table's pay table 1 to 6 ((g))."""

from __future__ import annotations

from typing import TYPE_CHECKING

from reference_impl.cards import HARD_VALUE, RANK_OF, SUIT_OF
from reference_impl.clauses import implements
from reference_impl.editions import editions_since
from reference_impl.ledger import Result
from reference_impl.side_wagers import rule_text
from reference_impl.side_wagers.bet_the_set_2_29 import tables as printed
from reference_impl.side_wagers.bet_the_set_2_29.amounts import bet_the_set_amounts
from reference_impl.side_wagers.bet_the_set_2_29.par import bet_the_set_par_sheet
from reference_impl.side_wagers.bet_the_set_2_29.par.page import BET_THE_SET_PAGE
from reference_impl.wager_model import (
    DecisionPoint,
    Offering,
    OfferingOption,
    SideOutcome,
    SideView,
    SideWagerKind,
    register,
)

if TYPE_CHECKING:
    from reference_impl.table_view import TableView

__all__ = ["BET_THE_SET_EDITIONS", "decide_bet_the_set", "is_pair"]

BET_THE_SET_EDITIONS = editions_since("nj-2024+bet-the-set")
_PAIR = "bet_the_set_pair"
_NOT_AVAILABLE = "bet_the_set_not_available"
_REGULAR, _SUITED = "regular-pair", "suited-pair"
_ROUND_END = DecisionPoint.ROUND_END  # a module constant: an enum's attribute costs more
# The outcomes that read nothing of the table, built once: a SideOutcome is frozen, and the rule
# decides a wager on every round dealt with it.
_RETURNED_2_15_G = SideOutcome(Result.DEAD, None, "2.15(g)", interpretation="I-2.17-dead-hand")
_LOSES_2_29_E1 = SideOutcome(Result.LOSE, None, "2.29(e)1")


def is_pair(first: int, second: int, rules: TableView) -> bool:
    """Two cards of one rank (a king and a king), or of one point value (a king and a queen)
    where the table reads "pair" so (I-2.29d-pair)."""
    if rules.side_option(_PAIR) == "same-value":
        return HARD_VALUE[first] == HARD_VALUE[second]
    return RANK_OF[first] == RANK_OF[second]


@implements("2.29(d)", "2.29(e)", "2.29(e)1", "2.29(e)2", "2.29(g)")
def decide_bet_the_set(view: SideView) -> SideOutcome | None:
    """Decided on the player's first two cards once every player has them ((e)): a pair of one
    suit wins on the "Suited Pair" line, any other pair on the "Regular Pair" line, at the table's
    pay table ((d), (g)); anything else loses ((e)1). Where the pay table prints "N/A" for the
    line, the table's reading of it decides (I-2.29g-not-available)."""
    if view.dead or len(view.cards) < 2:
        if view.dead or view.point is _ROUND_END:
            return _RETURNED_2_15_G
        return None
    first, second = view.cards[0], view.cards[1]
    rules = view.rules
    if not is_pair(first, second, rules):
        return _LOSES_2_29_E1
    pair_note = "I-2.29d-pair" if RANK_OF[first] != RANK_OF[second] else None
    table = printed.bet_the_set(rules.edition)[rules.pay_table_of("bet-the-set") or "2"]
    line = _SUITED if SUIT_OF[first] == SUIT_OF[second] else _REGULAR
    odds = table[line]
    if odds is None:
        # N/A: a suited pair is still a pair (d) and may be paid on the regular line; a regular
        # pair where only suited pairs are printed has no odds at all.
        if line == _SUITED and rules.side_option(_NOT_AVAILABLE) == "pair-line":
            odds, line = table[_REGULAR], _REGULAR
        if odds is None:
            return SideOutcome(
                Result.LOSE, None, "2.29(g)", line, interpretation="I-2.29g-not-available"
            )
        return SideOutcome(
            Result.WIN,
            rule_text.as_odds(odds),
            "2.29(g)",
            line,
            interpretation="I-2.29g-not-available",
        )
    return SideOutcome(Result.WIN, rule_text.as_odds(odds), "2.29(g)", line, pair_note)


def _pay_tables(rules: TableView) -> tuple[str, ...]:
    if rules.edition not in BET_THE_SET_EDITIONS:
        return ()
    return tuple(printed.bet_the_set(rules.edition))


register(
    Offering(
        name="bet-the-set",
        clause="2.29(a)",
        summary="the player's first two cards are a pair or a suited pair",
        editions=BET_THE_SET_EDITIONS,
        kinds=("bet-the-set",),
        placement_clause="2.29(b)",
        placement_paths=("2.29(b)", "2.29(c)"),
        maximum_clause="2.29(a)",
        pay_table_clause="2.29(g)",
        pay_table_text=printed.BET_THE_SET_TABLE,
        amounts=bet_the_set_amounts,
        pay_tables=_pay_tables,
        default_pay_table="2",
        words="bet the set",
        since_protocol=(1, 3),
        par_page=BET_THE_SET_PAGE,
        par_assumption="Bet the Set looks at the player's initial two cards only.",
        par_checked_against="Eliot Jacobson's Pair Square edges (Bet the Set Paytable 6 on six "
        "decks, Paytable 2 on two)",
        options=(
            OfferingOption(
                name=_PAIR,
                clause="2.29(d)",
                values=("same-rank", "same-value"),
                default="same-rank",
                summary="a pair is two cards of one rank (a king and a king), or of one point "
                "value (a king and a queen)",
                interpretation="I-2.29d-pair",
            ),
            OfferingOption(
                name=_NOT_AVAILABLE,
                clause="2.29(g)",
                values=("pair-line", "lose"),
                default="pair-line",
                summary="where the pay table prints N/A for a suited pair (Paytable 5) it is paid "
                "as a regular pair, or it loses; a regular pair under Paytable 1 loses either way",
                interpretation="I-2.29g-not-available",
            ),
        ),
    ),
    SideWagerKind(
        name="bet-the-set",
        offering="bet-the-set",
        clause="2.29(d)",
        summary="a pair or a suited pair in the first two cards",
        decide=decide_bet_the_set,
        words="bet the set",
        placed_words="on bet the set",
        pay_clause="2.29(g)",
        par=bet_the_set_par_sheet,
    ),
)
