"""Buster Blackjack (13:69F-2.30, nj-2024 on): a wager that the dealer's completed hand busts,
paid by the number of cards in it (pay tables A to F of (g)), lost on the dealer's blackjack
((d)1) or a completed hand of 21 or less ((d)2). The dealer completes his hand for it by (f)3,
the player's cards stay under it after his blackjack is paid or his bust collected ((f)1, 2),
and the Free Bonus of (h) pays the fixed amounts of (i) in addition."""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING

from reference_impl.cards import ACE, HARD_VALUE, RANK_OF
from reference_impl.clauses import implements
from reference_impl.editions import editions_since
from reference_impl.ledger import Result
from reference_impl.side_wagers import rule_text
from reference_impl.side_wagers.buster_2_30 import tables as printed
from reference_impl.side_wagers.buster_2_30.amounts import buster_amounts, free_bonus_amounts
from reference_impl.side_wagers.buster_2_30.par import buster_par_sheet
from reference_impl.side_wagers.buster_2_30.par.page import BUSTER_PAGE
from reference_impl.side_wagers.buster_2_30.thresholds import (
    FREE_BONUS_LEAST_CARDS,
    FREE_BONUS_LEAST_WAGER,
    MOST_CARDS_ROW,
)
from reference_impl.wager_model import (
    DealerCompletion,
    DecisionPoint,
    KeptCards,
    Offering,
    OfferingOption,
    SideBonus,
    SideOutcome,
    SideView,
    SideWagerKind,
    register,
)

if TYPE_CHECKING:
    from reference_impl.table_view import HandView, TableView

__all__ = [
    "BUSTER_EDITIONS",
    "FREE_BONUS_LEAST_WAGER",
    "completion_must_draw",
    "dealer_total",
    "decide_buster",
]

BUSTER_EDITIONS = editions_since("nj-2024")
_SOFT_17 = "buster_dealer_soft_17"
_ROUND_END = DecisionPoint.ROUND_END  # a module constant: an enum's attribute costs more
# The losing outcomes, built once: a SideOutcome is frozen, and the rule is asked at every point
# of every round dealt with the wager.
_LOSES_2_30_D1 = SideOutcome(Result.LOSE, None, "2.30(d)1")
_LOSES_2_30_D2 = SideOutcome(Result.LOSE, None, "2.30(d)2")


def dealer_total(cards: tuple[int, ...]) -> tuple[int, bool]:
    """The point total of the dealer's cards under 2.2(b), and whether it is soft."""
    # A plain loop rather than two generators: the rule reads it at the end of every round.
    hard = 0
    has_ace = False
    for card in cards:
        hard += HARD_VALUE[card]
        if RANK_OF[card] == ACE:
            has_ace = True
    if has_ace and hard + 10 <= 21:
        return hard + 10, True
    return hard, False


@implements("2.30(f)3", "2.30(f)3i", "2.30(f)3ii", "2.30(f)3iii")
def completion_must_draw(dealer: HandView) -> bool:
    """The dealer draws until a hard 17 to 21, a soft 18 to 21, or a bust (2.30(f)3): unlike
    2.12(b), he draws to a soft 17."""
    total = dealer.total
    return total < 17 or (total == 17 and dealer.soft)


def _returned(path: str) -> SideOutcome:
    return SideOutcome(Result.DEAD, None, path, interpretation="I-2.17-dead-hand")


@implements("2.30(d)", "2.30(d)1", "2.30(d)2", "2.30(e)", "2.30(g)", "2.30(h)", "2.30(i)")
def decide_buster(view: SideView) -> SideOutcome | None:
    """Lost on the dealer's blackjack ((d)1) as soon as it shows; otherwise decided once the
    round's settlement is over and the dealer's hand complete: lost on 21 or less ((d)2), won on
    a bust ((e)) at the odds of the table's pay table for the number of cards, "8 or more" for
    eight and above ((g)); with the Free Bonus offered, a player's blackjack, a wager of at least
    $5.00 and a bust of seven or more cards add the fixed amount of (i) ((h))."""
    dealer = view.dealer
    if view.dead:
        return _returned("2.15(g)")
    if view.dealer_blackjack:
        return _LOSES_2_30_D1
    if view.point is not _ROUND_END:
        return None
    if len(dealer) < 2:
        return _returned("2.30(d)")  # the round ended without the dealer's hand
    total, _ = dealer_total(dealer)
    if total <= 21:
        return _LOSES_2_30_D2
    rules = view.rules
    row = min(len(dealer), MOST_CARDS_ROW)
    table = rules.pay_table_of("buster") or "A"
    odds = rule_text.as_odds(printed.buster(rules.edition)[table][row])
    line = f"{row}-or-more-cards" if row == MOST_CARDS_ROW else f"{row}-cards"
    return SideOutcome(Result.WIN, odds, "2.30(g)", line, bonus=_free_bonus(view, row))


def _free_bonus(view: SideView, row: int) -> SideBonus | None:
    """The Free Bonus of 2.30(h), at the table's pay table of (i), when each condition is met."""
    rules = view.rules
    if "buster-free-bonus" not in rules.side_wagers:
        return None
    if not view.blackjack or view.stake < FREE_BONUS_LEAST_WAGER:
        return None
    if len(view.dealer) < FREE_BONUS_LEAST_CARDS:
        return None
    table = rules.pay_table_of("buster-free-bonus") or "B1"
    amounts = printed.free_bonus(rules.edition)[table]
    if row not in amounts:
        return None  # a row the source does not give is never supplied
    line = f"{row}-or-more-cards" if row == MOST_CARDS_ROW else f"{row}-cards"
    return SideBonus("buster-free-bonus", amounts[row], "2.30(i)", line)


def _buster_options(rules: TableView) -> tuple[str, ...]:
    if rules.edition not in BUSTER_EDITIONS:
        return ()
    return tuple(printed.buster(rules.edition))


def _free_bonus_options(rules: TableView) -> tuple[str, ...]:
    if rules.edition not in BUSTER_EDITIONS:
        return ()
    return tuple(printed.free_bonus(rules.edition))


def _never(view: SideView) -> SideOutcome | None:
    """The Free Bonus is paid with a winning Buster wager (`decide_buster`), never placed."""
    return None


register(
    Offering(
        name="buster",
        clause="2.30(a)",
        summary="the dealer's completed hand busts; paid by its number of cards, 3 to 8 or more",
        editions=BUSTER_EDITIONS,
        kinds=("buster",),
        placement_clause="2.30(b)",
        placement_paths=("2.30(b)", "2.30(c)"),
        minimum=(Decimal("1.00"), "2.30(c)"),
        main_wager_cap="2.30(c)",
        maximum_clause="2.30(c)",
        pay_table_clause="2.30(g)",
        pay_table_text=printed.BUSTER_TABLE,
        amounts=buster_amounts,
        pay_tables=_buster_options,
        default_pay_table="A",
        dealer_completion=DealerCompletion(
            must_draw=completion_must_draw,
            path="2.30(f)3",
            table_wide=(_SOFT_17, "whole-table"),
            interpretation="I-2.30-soft-17",
        ),
        kept_cards=KeptCards(blackjack_path="2.30(f)1", bust_path="2.30(f)2"),
        words="Buster Blackjack",
        since_protocol=(1, 3),
        par_page=BUSTER_PAGE,
        par_assumption="Buster: the dealer completes his hand by 2.30(f)3 (drawing to a soft 17). "
        "With the player standing on his two cards, taking them out of the shoe or not gives the "
        "same figures, and so does every hole-card procedure (`tests/par/test_par_brute_force.py` "
        "checks it on two decks); a player who draws moves them slightly (not computed). The Free "
        "Bonus lines take the player's ace and ten out first and price the fixed amount at a "
        "$5.00 wager (the least that qualifies, 2.30(h)(ii)); `--stake` prices it at another.",
        par_checked_against="the Wizard of Odds' Buster Blackjack edges by decks (Paytable C) and "
        "six-deck probabilities by cards; Eliot Jacobson's Buster figures for another pay table "
        "(house edge and hit frequency on six and two decks)",
        options=(
            OfferingOption(
                name=_SOFT_17,
                clause="2.30(f)3",
                values=("buster-only", "whole-table"),
                default="buster-only",
                summary="the dealer draws to a soft 17 only to complete his hand for the Buster "
                "wagers once the blackjack wagers are settled (2.30(f)3), or for every wager at "
                "the table, as the layout's 'Dealer Must Draw to Soft 17' of 13:69E-1.10(x)1 says",
                interpretation="I-2.30-soft-17",
            ),
        ),
    ),
    SideWagerKind(
        name="buster",
        offering="buster",
        clause="2.30(a)",
        summary="the dealer's completed hand will bust",
        decide=decide_buster,
        words="Buster Blackjack",
        placed_words="on Buster Blackjack",
        pay_clause="2.30(g)",
        par=buster_par_sheet,
    ),
)

register(
    Offering(
        name="buster-free-bonus",
        clause="2.30(h)",
        summary="a fixed amount with a winning Buster wager of $5.00 or more on a player's "
        "blackjack when the dealer busts with seven or more cards",
        editions=BUSTER_EDITIONS,
        kinds=("buster-free-bonus",),
        placement_clause="2.30(h)",
        pay_table_clause="2.30(i)",
        pay_table_text=printed.FREE_BONUS_TABLE,
        amounts=free_bonus_amounts,
        pay_tables=_free_bonus_options,
        default_pay_table="B1",
        staked=False,
        requires=("buster",),
        since_protocol=(1, 3),
        least_paid_wager=(FREE_BONUS_LEAST_WAGER, "2.30(h)"),
    ),
    SideWagerKind(
        name="buster-free-bonus",
        offering="buster-free-bonus",
        clause="2.30(h)",
        summary="paid, not placed: the Free Bonus on a winning Buster wager",
        decide=_never,
        placed_words="on the Free Bonus",
        pay_clause="2.30(i)",
    ),
)
