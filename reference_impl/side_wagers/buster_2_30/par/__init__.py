"""The par sheet of Buster Blackjack (13:69F-2.30): the dealer's busted hands by number of cards,
by exact recursion over the shoe (`dealer_bust`), priced at the table's pay table of 2.30(g),
with the Free Bonus's fixed amounts of 2.30(i) where the table offers it."""

from __future__ import annotations

from fractions import Fraction

from reference_impl.errors import RulesError
from reference_impl.par.sheet import ParLine, ParSheet
from reference_impl.par.wagers import LOSE, odds_of, sheet_of
from reference_impl.rules import TableRules
from reference_impl.side_wagers.buster_2_30 import tables as printed
from reference_impl.side_wagers.buster_2_30.par.dealer_bust import (
    BUST_ROWS,
    DEALER_BLACKJACK,
    NO_BUST,
    bust_line,
    dealer_outcomes,
    player_blackjack,
    shoe_values,
    ten_and_ace_removed,
)
from reference_impl.side_wagers.buster_2_30.thresholds import FREE_BONUS_LEAST_WAGER
from reference_impl.wager_model import ParAsk

__all__ = ["buster_par_sheet"]


def buster_par_sheet(rules: TableRules, ask: ParAsk) -> ParSheet:
    """Buster Blackjack at the table's pay table of 2.30(g), with the Free Bonus of 2.30(i)
    priced at `ask.stake` (default the least wager it is paid on, 2.30(h)(ii))."""
    stake = ask.stake
    tables = printed.buster(rules.edition)
    if not tables:
        raise RulesError(f"{rules.edition} has no Buster Blackjack wager (13:69F-2.30)")
    table_name = rules.pay_table_of("buster") or "A"
    table = tables[table_name]
    dealer = dealer_outcomes(shoe_values(rules.decks))
    bonus_table = None
    if "buster-free-bonus" in rules.side_wagers:
        bonus_table = rules.pay_table_of("buster-free-bonus") or "B1"
    lines: list[ParLine] = []
    for cards in reversed(BUST_ROWS):
        odds = table[cards]
        row = "8 or more cards" if cards == BUST_ROWS[-1] else f"{cards} cards"
        probability = dealer[bust_line(cards)]
        amounts = printed.free_bonus(rules.edition)[bonus_table] if bonus_table else {}
        if cards in amounts:
            stake = stake if stake is not None else FREE_BONUS_LEAST_WAGER
            if stake < FREE_BONUS_LEAST_WAGER:
                raise RulesError(
                    f"stake {stake}: the Free Bonus is paid on a Buster wager of at least "
                    f"${FREE_BONUS_LEAST_WAGER} (2.30(h)(ii))"
                )
            with_bonus = (
                player_blackjack(rules.decks)
                * dealer_outcomes(ten_and_ace_removed(rules.decks))[bust_line(cards)]
            )
            amount = amounts[cards]
            lines.append(
                ParLine(
                    f"dealer busts with {row}, player's blackjack",
                    f"{odds.printed} and ${amount:,.2f} Free Bonus ({bonus_table})",
                    odds_of(odds) + Fraction(amount) / Fraction(stake),
                    with_bonus,
                    "2.30(i)",
                    bonus=amount,
                )
            )
            probability -= with_bonus
            row += ", no player's blackjack"
        lines.append(
            ParLine(f"dealer busts with {row}", odds.printed, odds_of(odds), probability, "2.30(g)")
        )
    lines.append(
        ParLine("dealer's completed hand of 21 or less", "loses", LOSE, dealer[NO_BUST], "2.30(d)2")
    )
    lines.append(ParLine("dealer's blackjack", "loses", LOSE, dealer[DEALER_BLACKJACK], "2.30(d)1"))
    assumptions = [
        "the dealer completes his hand by 2.30(f)3, drawing to a soft 17, whatever the players "
        "hold",
        "the player stands on his initial two cards: then taking them out of the shoe or not "
        "gives the same figures, and so does every hole-card procedure (2.6(e), (h), (j), (k)), "
        "the dealer's cards being any of the unseen cards in a shuffled shoe; a player who draws "
        "takes cards whose ranks depend on his own, which moves these figures slightly (not "
        "computed here)",
    ]
    if bonus_table:
        assumptions.append(
            f"Free Bonus {bonus_table} offered; its lines take the player's ace and ten-valued "
            f"card out of the shoe before the dealer's hand; a wager of ${stake:,.2f} (2.30(h)(ii))"
        )
    name = f"Paytable {table_name}" + (f", Free Bonus {bonus_table}" if bonus_table else "")
    return sheet_of(
        rules,
        "buster",
        "2.30(g)",
        name,
        tuple(lines),
        tuple(assumptions),
        stake=stake if bonus_table else None,
    )
