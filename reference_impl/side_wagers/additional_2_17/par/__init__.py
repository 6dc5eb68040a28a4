"""The par sheets of the additional wagers of 2.17: over or under 13, same suit and sevens, from
the player's initial cards counted over the finite shoe (`reference_impl.par.initial_cards`),
priced at the odds 2.17(e) prints in the table's edition."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from reference_impl.errors import RulesError
from reference_impl.par.sheet import ParLine, ParSheet
from reference_impl.par.wagers import LOSE, odds_of, sheet_of
from reference_impl.rules import TableRules
from reference_impl.side_wagers.additional_2_17 import tables as printed
from reference_impl.side_wagers.additional_2_17.par.counts import (
    over_under_counts,
    same_suit_counts,
    sevens_counts,
)
from reference_impl.wager_model import ParAsk

__all__ = ["over_under_par_sheet", "same_suit_par_sheet", "sevens_par_sheet"]


def over_under_par_sheet(kind: str) -> Callable[[TableRules, ParAsk], ParSheet]:
    """The par sheet of the wager `kind` of 2.17(a)1 ("over-13" or "under-13")."""

    def sheet(rules: TableRules, ask: ParAsk) -> ParSheet:
        counts = over_under_counts(rules.decks)
        wins = counts.over if kind == "over-13" else counts.under
        loses = counts.under if kind == "over-13" else counts.over
        side = "more" if kind == "over-13" else "less"
        lines = (
            ParLine(
                f"total {side} than 13", "1 to 1", Fraction(1), counts.probability(wins), "2.17(e)1"
            ),
            ParLine("total of 13", "loses", LOSE, counts.probability(counts.thirteen), "2.17(c)"),
            ParLine(
                f"total {'less' if side == 'more' else 'more'} than 13",
                "loses",
                LOSE,
                counts.probability(loses),
                "2.17(b)1" if kind == "over-13" else "2.17(b)2",
            ),
        )
        return sheet_of(
            rules,
            kind,
            "2.17(b)1" if kind == "over-13" else "2.17(b)2",
            "",
            lines,
            ("the initial two cards, every ace counting one (2.2(b)3ii)",),
        )

    return sheet


def same_suit_par_sheet(rules: TableRules, ask: ParAsk) -> ParSheet:
    tables, paths = printed.same_suit(rules.edition)
    if rules.decks not in tables:
        raise RulesError(
            f"decks={rules.decks}: 2.17(e)2 in {rules.edition} prints the same-suit odds for "
            f"{', '.join(str(d) for d in sorted(tables))} decks only"
        )
    option = rules.pay_table_of("same-suit") or "1"
    if int(option) not in tables[rules.decks]:
        raise RulesError(
            f"same-suit:{option}: 2.17(e)2 prints options "
            f"{', '.join(str(o) for o in sorted(tables[rules.decks]))} for {rules.decks} decks"
        )
    row = tables[rules.decks][int(option)]
    path = paths[rules.decks]
    counts = same_suit_counts(rules.decks)
    king_queen, any_two = row["king-and-queen"], row["any-two-cards"]
    lines = (
        ParLine(
            "king and queen of one suit",
            king_queen.printed,
            odds_of(king_queen),
            counts.probability(counts.king_queen),
            path,
        ),
        ParLine(
            "any other two cards of one suit",
            any_two.printed,
            odds_of(any_two),
            counts.probability(counts.other_suited),
            path,
        ),
        ParLine("two suits", "loses", LOSE, counts.probability(counts.unsuited), "2.17(b)3"),
    )
    return sheet_of(
        rules,
        "same-suit",
        "2.17(b)3",
        f"option {option}",
        lines,
        (
            "the initial two cards; a suited king and queen is paid on the 'King and "
            "Queen' row, any other suited two on 'Any Two Cards' (I-2.17e2-king-queen)",
        ),
    )


_SEVENS_NAMES = {
    "three-sevens-same-suit": "three sevens of one suit",
    "three-sevens-any-suit": "three sevens of any suits",
    "two-sevens-same-suit": "two sevens of one suit (initial two cards)",
    "two-sevens-any-suit": "two sevens of any suits (initial two cards)",
    "one-seven": "one seven (the initial card)",
}


def sevens_par_sheet(rules: TableRules, ask: ParAsk) -> ParSheet:
    table = printed.sevens(rules.edition)
    if not table:
        raise RulesError(f"{rules.edition} has no sevens wager (2.17(a)3 is from nj-2004 on)")
    counts = sevens_counts(rules.decks, third_card=ask.third_card)
    lines = [
        ParLine(
            _SEVENS_NAMES[line],
            table[line].printed,
            odds_of(table[line]),
            counts.probability(line),
            "2.17(e)3",
        )
        for line in _SEVENS_NAMES
    ]
    lines.append(
        ParLine(
            "the initial card is not a seven",
            "loses",
            LOSE,
            counts.probability("no-seven-first"),
            "2.17(b)4",
        )
    )
    election = (
        "after two sevens the player's first election deals him a third card (he draws, doubles "
        "down, or splits with the first split hand's second card counting: I-2.17e-sevens-third-"
        "card)"
        if ask.third_card
        else "after two sevens the player stands (or splits where no third card counts): two "
        "sevens are paid"
    )
    return sheet_of(
        rules,
        "sevens",
        "2.17(b)4",
        "",
        tuple(lines),
        (
            "only the highest line is paid; one seven pays only as the initial card "
            "(I-2.17e3-initial-card)",
            election,
        ),
    )
