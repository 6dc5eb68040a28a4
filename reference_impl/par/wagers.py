"""The par sheet of each side wager at a table: the outcome counts of `initial_cards` and
`dealer_bust` priced at the pay tables the table's edition prints (read from the corpus by
`reference_impl.side_wagers.rule_text`), under the table's pay-table options and readings."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from fractions import Fraction

from reference_impl.errors import RulesError
from reference_impl.par.dealer_bust import (
    BUST_ROWS,
    DEALER_BLACKJACK,
    NO_BUST,
    bust_line,
    dealer_outcomes,
    player_blackjack,
    shoe_values,
    ten_and_ace_removed,
)
from reference_impl.par.initial_cards import (
    over_under_counts,
    pair_counts,
    same_suit_counts,
    sevens_counts,
)
from reference_impl.par.sheet import ParLine, ParSheet
from reference_impl.rules import TableRules
from reference_impl.side_wagers import rule_text
from reference_impl.side_wagers.buster_2_30 import FREE_BONUS_LEAST_WAGER
from regulations.paytables import PrintedOdds

__all__ = ["PAR_WAGERS", "par_sheet", "par_wagers_of"]

ONE_PLAYER = (
    "one player at the table, one box; cards dealt to the dealer or other players between the "
    "player's cards are unseen and do not change their chances (a shuffled shoe is exchangeable)"
)
FULL_SHOE = "a full shoe of {decks} decks, freshly shuffled: no card is known to be gone"
LOSE = Fraction(-1)


def _odds(cell: PrintedOdds) -> Fraction:
    return cell.ratio


def _over_under(kind: str) -> Callable[[TableRules, Decimal | None, bool], ParSheet]:
    def sheet(rules: TableRules, stake: Decimal | None, third_card: bool) -> ParSheet:
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
        return _sheet(
            rules,
            kind,
            "2.17(b)1" if kind == "over-13" else "2.17(b)2",
            "",
            lines,
            ("the initial two cards, every ace counting one (2.2(b)3ii)",),
        )

    return sheet


def _same_suit(rules: TableRules, stake: Decimal | None, third_card: bool) -> ParSheet:
    tables, paths = rule_text.same_suit(rules.edition)
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
            _odds(king_queen),
            counts.probability(counts.king_queen),
            path,
        ),
        ParLine(
            "any other two cards of one suit",
            any_two.printed,
            _odds(any_two),
            counts.probability(counts.other_suited),
            path,
        ),
        ParLine("two suits", "loses", LOSE, counts.probability(counts.unsuited), "2.17(b)3"),
    )
    return _sheet(
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


def _sevens(rules: TableRules, stake: Decimal | None, third_card: bool) -> ParSheet:
    table = rule_text.sevens(rules.edition)
    if not table:
        raise RulesError(f"{rules.edition} has no sevens wager (2.17(a)3 is from nj-2004 on)")
    counts = sevens_counts(rules.decks, third_card=third_card)
    lines = [
        ParLine(
            _SEVENS_NAMES[line],
            table[line].printed,
            _odds(table[line]),
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
        if third_card
        else "after two sevens the player stands (or splits where no third card counts): two "
        "sevens are paid"
    )
    return _sheet(
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


def _bet_the_set(rules: TableRules, stake: Decimal | None, third_card: bool) -> ParSheet:
    tables = rule_text.bet_the_set(rules.edition)
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
            _odds(suited) if suited else LOSE,
            counts.probability(counts.suited),
            "2.29(g)",
        ),
        ParLine(
            "pair of two suits",
            regular.printed if regular else "N/A, loses",
            _odds(regular) if regular else LOSE,
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
    return _sheet(
        rules,
        "bet-the-set",
        "2.29(d)",
        f"Paytable {table_name}",
        lines,
        ("the player's first two cards", pair),
    )


def _buster(rules: TableRules, stake: Decimal | None, third_card: bool) -> ParSheet:
    tables = rule_text.buster(rules.edition)
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
        amounts = rule_text.free_bonus(rules.edition)[bonus_table] if bonus_table else {}
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
                    _odds(odds) + Fraction(amount) / Fraction(stake),
                    with_bonus,
                    "2.30(i)",
                    bonus=amount,
                )
            )
            probability -= with_bonus
            row += ", no player's blackjack"
        lines.append(
            ParLine(f"dealer busts with {row}", odds.printed, _odds(odds), probability, "2.30(g)")
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
    return _sheet(
        rules,
        "buster",
        "2.30(g)",
        name,
        tuple(lines),
        tuple(assumptions),
        stake=stake if bonus_table else None,
    )


def _sheet(  # noqa: PLR0917 - the sheet's parts, in the order the sheet shows them
    rules: TableRules,
    wager: str,
    clause: str,
    pay_table: str,
    lines: tuple[ParLine, ...],
    assumptions: tuple[str, ...],
    *,
    stake: Decimal | None = None,
) -> ParSheet:
    return ParSheet(
        wager=wager,
        edition=rules.edition,
        decks=rules.decks,
        pay_table=pay_table,
        clause=clause,
        lines=lines,
        assumptions=(FULL_SHOE.format(decks=rules.decks), ONE_PLAYER, *assumptions),
        stake=stake,
    )


# wager (as the ledger names it) -> (its offering, the par sheet of the wager at a table)
PAR_WAGERS: dict[str, tuple[str, Callable[[TableRules, Decimal | None, bool], ParSheet]]] = {
    "over-13": ("over-under-13", _over_under("over-13")),
    "under-13": ("over-under-13", _over_under("under-13")),
    "same-suit": ("same-suit", _same_suit),
    "sevens": ("sevens", _sevens),
    "bet-the-set": ("bet-the-set", _bet_the_set),
    "buster": ("buster", _buster),
}


def par_sheet(
    wager: str,
    rules: TableRules,
    *,
    stake: Decimal | None = None,
    sevens_third_card: bool = True,
) -> ParSheet:
    """The par sheet of `wager` at the table `rules` (its edition, decks, pay tables and
    readings). `stake` prices the Free Bonus's fixed amounts (default $5.00, the least that
    qualifies); `sevens_third_card` says whether a player with two sevens takes a third card."""
    if wager not in PAR_WAGERS:
        raise RulesError(f"no par sheet for {wager!r}: the wagers are {', '.join(PAR_WAGERS)}")
    _, compute = PAR_WAGERS[wager]
    return compute(rules, stake, sevens_third_card)


def par_wagers_of(rules: TableRules) -> list[str]:
    """The wagers the table offers that have a par sheet, in the order of `PAR_WAGERS`."""
    return [name for name, (offering, _) in PAR_WAGERS.items() if offering in rules.side_wagers]
