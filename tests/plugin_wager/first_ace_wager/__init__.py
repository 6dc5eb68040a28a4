"""The first ace wager: a side wager declared outside the kit, for the test that a wager is one
declaration every layer of the kit reads (issue 28). Its rule text is section 2.31 of a test
corpus (`tests/plugin_wager/notice.txt`, applied with `bjkit amend`):

(c) a first ace wager wins if the first card dealt to the player is an ace, and loses on any
other card; (d) it is settled after the second card is dealt to all players and before any
additional card, a winner paid at odds of 10 to 1.

The kit finds it through the entry point `first-ace = first_ace_wager` of the group
`bjkit.wagers`; nothing of the kit names it.
"""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

from reference_impl.cards import ACE, RANK_OF
from reference_impl.editions import editions_with_section
from reference_impl.ledger import Result
from reference_impl.money import Odds
from reference_impl.par import ParLine, ParSheet
from reference_impl.par.wagers import LOSE, sheet_of
from reference_impl.rules import TableRules
from reference_impl.wager_model import (
    DecisionPoint,
    Offering,
    ParAsk,
    SideOutcome,
    SideView,
    SideWagerKind,
    register,
)
from regulations import load_corpus

FEATURES = Path(__file__).resolve().parent / "features"
STEPS = ("first_ace_wager.steps",)
SECTIONS = ("2.31",)

NAME = "first-ace"
EDITIONS = editions_with_section("2.31")
_ODDS = re.compile(r"at odds of (\d+) to (\d+)")


def paid_odds(edition: str) -> Odds:
    """The odds (d) prints in `edition`: "paid at odds of 10 to 1"."""
    corpus = load_corpus()
    text = corpus.clause(f"{corpus.edition(edition).chapter}-2.31(d)", edition=edition).own_text
    found = _ODDS.search(text)
    if found is None:
        raise ValueError(f"2.31(d) in {edition} prints no odds: {text!r}")
    return Odds(int(found.group(1)), int(found.group(2)))


def decide_first_ace(view: SideView) -> SideOutcome | None:
    """2.31(c), (d): decided on the player's first card once every player has two cards."""
    if view.dead:
        return SideOutcome(Result.DEAD, None, "2.15(g)")
    if len(view.cards) < 2:
        return (
            SideOutcome(Result.DEAD, None, "2.15(g)")
            if view.point is DecisionPoint.ROUND_END
            else None
        )
    if RANK_OF[view.cards[0]] == ACE:
        return SideOutcome(Result.WIN, paid_odds(view.rules.edition), "2.31(d)")
    return SideOutcome(Result.LOSE, None, "2.31(c)")


def first_ace_par_sheet(rules: TableRules, ask: ParAsk) -> ParSheet:
    """The first card is an ace in 4 of every 52 cards of a full shoe, whatever its decks."""
    odds = paid_odds(rules.edition)
    ace = Fraction(1, 13)
    lines = (
        ParLine(
            "the first card is an ace",
            f"{odds.win} to {odds.stake}",
            Fraction(odds.win, odds.stake),
            ace,
            "2.31(d)",
        ),
        ParLine("the first card is any other card", "loses", LOSE, 1 - ace, "2.31(c)"),
    )
    return sheet_of(rules, NAME, "2.31(c)", "", lines, ("the player's first card",))


register(
    Offering(
        name=NAME,
        clause="2.31(a)",
        summary="the first card dealt to the player is an ace; 10 to 1",
        editions=EDITIONS,
        kinds=(NAME,),
        placement_clause="2.31(b)",
        pay_table_clause="2.31(d)",
        words="first ace",
    ),
    SideWagerKind(
        name=NAME,
        offering=NAME,
        clause="2.31(c)",
        summary="the player's first card is an ace",
        decide=decide_first_ace,
        words="first ace",
        placed_words="on the first ace",
        pay_clause="2.31(d)",
        par=first_ace_par_sheet,
    ),
)
