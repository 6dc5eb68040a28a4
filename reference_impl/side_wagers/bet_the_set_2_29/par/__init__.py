"""The par sheet of Bet the Set 21 (13:69F-2.29): the pairs of the player's first two cards
counted over the finite shoe (`reference_impl.par.initial_cards`), priced at the table's pay table
of 2.29(g) under its readings of "pair" (I-2.29d-pair) and of "N/A" (I-2.29g-not-available)."""

from __future__ import annotations

from reference_impl.errors import RulesError
from reference_impl.par.sheet import ParLine, ParSheet
from reference_impl.par.wagers import LOSE, odds_of, sheet_of
from reference_impl.rules import TableRules
from reference_impl.side_wagers.bet_the_set_2_29 import tables as printed
from reference_impl.side_wagers.bet_the_set_2_29.par.counts import pair_counts
from reference_impl.wager_model import ParAsk

__all__ = ["bet_the_set_par_sheet"]


def bet_the_set_par_sheet(rules: TableRules, ask: ParAsk) -> ParSheet:
    """Bet the Set 21 at the table's pay table of 2.29(g), under its readings of (d) and (g)."""
    tables = printed.bet_the_set(rules.edition)
    if not tables:
        raise RulesError(f"{rules.edition} has no Bet the Set 21 wager (13:69F-2.29)")
    table_name = rules.pay_table_of("bet-the-set") or "2"
    table = tables[table_name]
    same_value = rules.side_option("bet_the_set_pair") == "same-value"
    counts = pair_counts(rules.decks, same_value=same_value)
    regular, suited = table["regular-pair"], table["suited-pair"]
    suited_note = ""
    if suited is None and rules.side_option("bet_the_set_not_available") == "pair-line":
        suited, suited_note = regular, " (N/A: paid on the regular pair line)"
    lines = (
        ParLine(
            "suited pair",
            (suited.printed if suited else "N/A, loses") + suited_note,
            odds_of(suited) if suited else LOSE,
            counts.probability(counts.suited),
            "2.29(g)",
        ),
        ParLine(
            "pair of two suits",
            regular.printed if regular else "N/A, loses",
            odds_of(regular) if regular else LOSE,
            counts.probability(counts.regular),
            "2.29(g)",
        ),
        ParLine("no pair", "loses", LOSE, counts.probability(counts.none), "2.29(e)1"),
    )
    pair = (
        "a pair is two cards of one point value, a king and a queen too (I-2.29d-pair)"
        if same_value
        else "a pair is two cards of one rank (I-2.29d-pair)"
    )
    return sheet_of(
        rules,
        "bet-the-set",
        "2.29(d)",
        f"Paytable {table_name}",
        lines,
        ("the player's first two cards", pair),
    )
