"""The permissible additional wagers of 2.17: over or under 13 ((a)1), same suit ((a)2) and, from
nj-2004 on, one or more sevens ((a)3). Decided after every player's second card ((d), (e)), two
sevens after the player's first election ((e)); paid at the odds the edition's text prints. The
offerings they may not stand beside (the progressive wager, from the 2004 text of (a) on) are read
from the text by `reference_impl.offering_matrix`."""

from __future__ import annotations

from reference_impl.cards import RANK_OF, SUIT_OF, ace_as_one_total
from reference_impl.clauses import implements
from reference_impl.editions import editions_since
from reference_impl.ledger import Result
from reference_impl.money import Odds
from reference_impl.side_wagers import rule_text
from reference_impl.side_wagers.additional_2_17 import tables as printed
from reference_impl.side_wagers.additional_2_17.amounts import same_suit_amounts, sevens_amounts
from reference_impl.side_wagers.additional_2_17.par import (
    over_under_par_sheet,
    same_suit_par_sheet,
    sevens_par_sheet,
)
from reference_impl.side_wagers.additional_2_17.par.page import (
    OVER_UNDER_PAGE,
    SAME_SUIT_PAGE,
    SEVENS_PAGE,
)
from reference_impl.table_view import TableView
from reference_impl.wager_model import (
    AmountLimits,
    DecisionPoint,
    Offering,
    OfferingOption,
    SideOutcome,
    SideView,
    SideWagerKind,
    register,
)
from regulations.paytables import PrintedOdds

__all__ = ["decide_over_13", "decide_same_suit", "decide_sevens", "decide_under_13"]

ALL_EDITIONS = editions_since("nj-1996")
SEVENS_EDITIONS = editions_since("nj-2004")
ONE_TO_ONE = Odds(1, 1)
_SEVEN, _QUEEN, _KING = 6, 11, 12  # rank indexes
_GROUP = "2.17(a)"
# 2.17(a) in nj-2024 fixes every additional wager at an amount it prints ($1.00); nj-2004 fixes
# only the sevens wager ((a)3i); nj-1996 fixes none. The amounts are read from the corpus.
_FIXED_BY_2_17_A = rule_text.PrintedAmounts(editions_since("nj-2024"), "2.17(a)")
_FIXED_SEVENS = rule_text.PrintedAmounts(
    editions_since("nj-2024"), "2.17(a)", earlier={"nj-2004": "2.17(a)3i"}
)


def _limits(amounts: rule_text.PrintedAmounts, edition: str) -> AmountLimits | None:
    read = amounts.limits(edition)
    if read is None:
        return None
    amount, path = read
    return amount.minimum, amount.maximum, path


def _limits_of_2_17_a(edition: str) -> AmountLimits | None:
    """The least and most 2.17(a) allows in `edition` where it prints a range, or fixes (nj-2024
    prints "$ 1.00"; an amendment "not less than $1.00 nor more than $5.00",
    I-2.17a-amount-range)."""
    return _limits(_FIXED_BY_2_17_A, edition)


def _limits_of_sevens(edition: str) -> AmountLimits | None:
    """As `_limits_of_2_17_a`, for the sevens wager ((a)3i in nj-2004, (a) from nj-2024 on)."""
    return _limits(_FIXED_SEVENS, edition)


# Module constants, not class attributes: an enum class's attribute lookup goes through its
# metaclass's `__getattr__` hook and costs several times a global's on the hot path.
_ROUND_END, _INITIAL_DEAL, _FIRST_DECISION = (
    DecisionPoint.ROUND_END,
    DecisionPoint.INITIAL_DEAL,
    DecisionPoint.FIRST_DECISION,
)
# The outcomes that read nothing of the table, built once: a SideOutcome is frozen, and a rule
# here decides a wager on every round dealt with it. Each is named by the clause that decides it.
_RETURNED_2_15_G = SideOutcome(Result.DEAD, None, "2.15(g)", interpretation="I-2.17-dead-hand")
_WINS_2_17_E1 = SideOutcome(Result.WIN, ONE_TO_ONE, "2.17(e)1")
_LOSES_2_17_C = SideOutcome(Result.LOSE, None, "2.17(c)")
_LOSES_2_17_B1 = SideOutcome(Result.LOSE, None, "2.17(b)1")
_LOSES_2_17_B2 = SideOutcome(Result.LOSE, None, "2.17(b)2")
_LOSES_2_17_B3 = SideOutcome(Result.LOSE, None, "2.17(b)3")
_LOSES_2_17_B4 = SideOutcome(Result.LOSE, None, "2.17(b)4", interpretation="I-2.17e3-initial-card")


def _dead(view: SideView) -> SideOutcome | None:
    """A wager still open when its hand is dead is returned (I-2.17-dead-hand)."""
    if view.dead or view.point is _ROUND_END:
        return _RETURNED_2_15_G
    return None


@implements("2.17(b)1", "2.17(c)", "2.17(e)1", "2.2(b)3ii")
def decide_over_13(view: SideView) -> SideOutcome | None:
    """Wins 1 to 1 when the initial two cards total more than 13 with an ace as one ((b)1, (e)1,
    2.2(b)3ii); a total of 13 loses ((c))."""
    cards = view.cards
    if len(cards) < 2:
        return _dead(view)
    total = ace_as_one_total(cards[0], cards[1])
    if total > 13:
        return _WINS_2_17_E1
    return _LOSES_2_17_C if total == 13 else _LOSES_2_17_B1


@implements("2.17(b)2", "2.17(c)", "2.17(e)1", "2.2(b)3ii")
def decide_under_13(view: SideView) -> SideOutcome | None:
    """Wins 1 to 1 when the initial two cards total less than 13 with an ace as one ((b)2, (e)1,
    2.2(b)3ii); a total of 13 loses ((c))."""
    cards = view.cards
    if len(cards) < 2:
        return _dead(view)
    total = ace_as_one_total(cards[0], cards[1])
    if total < 13:
        return _WINS_2_17_E1
    return _LOSES_2_17_C if total == 13 else _LOSES_2_17_B2


@implements("2.17(b)3", "2.17(e)2", "2.17(e)2i", "2.17(e)2ii", "2.17(e)2iii", "2.17(e)2iv")
def decide_same_suit(view: SideView) -> SideOutcome | None:
    """Wins when the initial two cards are of one suit ((b)3), at the odds of the table's deck
    count and payout option ((e)2i to v): the "King and queen" row for a suited king and queen
    (I-2.17e2-king-queen), the "Any two cards" row otherwise."""
    cards = view.cards
    if len(cards) < 2:
        return _dead(view)
    first, second = cards[0], cards[1]
    if SUIT_OF[first] != SUIT_OF[second]:
        return _LOSES_2_17_B3
    rules = view.rules
    tables, paths = printed.same_suit(rules.edition)
    option = int(rules.pay_table_of("same-suit") or "1")
    king_queen = {RANK_OF[first], RANK_OF[second]} == {_KING, _QUEEN}
    line = "king-and-queen" if king_queen else "any-two-cards"
    odds = rule_text.as_odds(tables[rules.decks][option][line])
    return SideOutcome(
        Result.WIN,
        odds,
        paths[rules.decks],
        line,
        "I-2.17e2-king-queen" if king_queen else None,
    )


@implements("2.17(b)4", "2.17(e)", "2.17(e)3")
def decide_sevens(view: SideView) -> SideOutcome | None:
    """Paid only the highest line of (e)3 the player's first cards make, counted from the first
    card (I-2.17e3-initial-card): a first card that is not a seven loses after the second card;
    one seven pays after the second card; two sevens wait for the player's first election ((e))
    and its card (I-2.17e-sevens-third-card)."""
    if len(view.cards) < 2:
        return _dead(view)
    first, second = view.cards[0], view.cards[1]
    sevens = printed.sevens(view.rules.edition)
    if RANK_OF[first] != _SEVEN:
        return _LOSES_2_17_B4
    if RANK_OF[second] != _SEVEN:
        return _seven_line(sevens, "one-seven", "I-2.17e3-initial-card")
    if view.point is _INITIAL_DEAL:
        return None  # (e): paid only once the player has made his first election
    if view.dead:
        return _dead(view)
    suited = SUIT_OF[first] == SUIT_OF[second]
    third_counts = not (
        view.split_first and view.rules.side_option("sevens_third_card_after_split") == "none"
    )
    if third_counts and len(view.cards) > 2 and RANK_OF[view.cards[2]] == _SEVEN:
        same = suited and SUIT_OF[view.cards[2]] == SUIT_OF[first]
        line = "three-sevens-same-suit" if same else "three-sevens-any-suit"
        return _seven_line(sevens, line, "I-2.17e-sevens-third-card")
    line = "two-sevens-same-suit" if suited else "two-sevens-any-suit"
    note = "I-2.17e-sevens-third-card" if view.point is _FIRST_DECISION else None
    return _seven_line(sevens, line, note or "I-2.17e-sevens-no-election")


def _seven_line(sevens: dict[str, PrintedOdds], line: str, note: str) -> SideOutcome:
    return SideOutcome(Result.WIN, rule_text.as_odds(sevens[line]), "2.17(e)3", line, note)


def _two_sevens(cards: tuple[int, ...]) -> bool:
    """Two sevens, whose wager the third card decides (2.17(e)3): the par sheet's player draws
    one card to them (I-2.17e-sevens-third-card)."""
    return len(cards) == 2 and all(RANK_OF[card] == _SEVEN for card in cards)


def _same_suit_options(rules: TableView) -> tuple[str, ...]:
    """The payout options (e)2 prints for the table's deck count in its edition."""
    tables, _ = printed.same_suit(rules.edition)
    return tuple(str(option) for option in sorted(tables.get(rules.decks, {})))


register(
    Offering(
        name="over-under-13",
        clause="2.17(a)1",
        summary="the initial two cards total over 13, or under 13, an ace counting one; 1 to 1",
        editions=ALL_EDITIONS,
        kinds=("over-13", "under-13"),
        placement_clause="2.17(b)",
        placement_paths=("2.17(a)", "2.17(b)", "2.17(g)", "2.17(g)1", "2.17(g)2"),
        fixed_amount=_FIXED_BY_2_17_A,
        amount_limits=_limits_of_2_17_a,
        main_wager_cap="2.17(g)1",
        maximum_clause="2.17(g)2",
        one_of_group=_GROUP,
        words="over or under 13",
        since_protocol=(1, 2),
        par_page=OVER_UNDER_PAGE,
        par_assumption="Over or under 13 looks at the player's initial two cards only, every ace "
        "counting one (2.2(b)3ii).",
    ),
    SideWagerKind(
        name="over-13",
        offering="over-under-13",
        clause="2.17(b)1",
        summary="the initial two cards total more than 13",
        decide=decide_over_13,
        words="over 13",
        placed_words="over 13",
        pay_clause="2.17(e)1",
        par=over_under_par_sheet("over-13"),
    ),
    SideWagerKind(
        name="under-13",
        offering="over-under-13",
        clause="2.17(b)2",
        summary="the initial two cards total less than 13",
        decide=decide_under_13,
        words="under 13",
        placed_words="under 13",
        pay_clause="2.17(e)1",
        par=over_under_par_sheet("under-13"),
    ),
)

register(
    Offering(
        name="same-suit",
        clause="2.17(a)2",
        summary="the initial two cards are of one suit; odds by deck count and payout option",
        editions=ALL_EDITIONS,
        kinds=("same-suit",),
        placement_clause="2.17(b)",
        placement_paths=("2.17(a)", "2.17(b)", "2.17(g)", "2.17(g)1", "2.17(g)2"),
        fixed_amount=_FIXED_BY_2_17_A,
        amount_limits=_limits_of_2_17_a,
        main_wager_cap="2.17(g)1",
        maximum_clause="2.17(g)2",
        pay_table_clause="2.17(e)2",
        pay_table_text=printed.SAME_SUIT_TABLE,
        amounts=same_suit_amounts,
        pay_tables=_same_suit_options,
        default_pay_table="1",
        one_of_group=_GROUP,
        words="same suit",
        since_protocol=(1, 2),
        par_page=SAME_SUIT_PAGE,
        par_assumption="Same suit looks at the player's initial two cards only.",
        par_checked_against="the Royal Match house edges of the Wizard of Odds (the same-suit "
        "wager at 25 to 1 and 5 to 2 on 1 to 8 decks, and 10 to 1 and 3 to 1 on one deck)",
    ),
    SideWagerKind(
        name="same-suit",
        offering="same-suit",
        clause="2.17(b)3",
        summary="the initial two cards are of the same suit",
        decide=decide_same_suit,
        words="same suit",
        placed_words="on the same suit",
        pay_clause="2.17(e)2",
        par=same_suit_par_sheet,
    ),
)

register(
    Offering(
        name="sevens",
        clause="2.17(a)3",
        summary="one or more sevens in the initial three cards; only the highest line of (e)3",
        editions=SEVENS_EDITIONS,
        kinds=("sevens",),
        placement_clause="2.17(b)",
        placement_paths=("2.17(a)", "2.17(b)", "2.17(g)", "2.17(g)1", "2.17(g)2", "2.17(a)3i"),
        fixed_amount=_FIXED_SEVENS,
        amount_limits=_limits_of_sevens,
        main_wager_cap="2.17(g)1",
        maximum_clause="2.17(g)2",
        pay_table_clause="2.17(e)3",
        pay_table_text=printed.SEVENS_TABLE,
        amounts=sevens_amounts,
        one_of_group=_GROUP,
        options=(
            OfferingOption(
                name="sevens_third_card_after_split",
                clause="2.17(e)",
                values=("first-split-hand", "none"),
                default="first-split-hand",
                summary="after two sevens are split, the first split hand's second card is the "
                "third card, or none is and two sevens are paid",
                interpretation="I-2.17e-sevens-third-card",
            ),
        ),
        words="sevens",
        since_protocol=(1, 2),
        par_page=SEVENS_PAGE,
        par_assumption="Sevens: only the highest line is paid; one seven pays only as the "
        "initial card (I-2.17e3-initial-card); after two sevens the player's first election deals "
        "him a third card (`--sevens-election stand`: two sevens are paid instead).",
    ),
    SideWagerKind(
        name="sevens",
        offering="sevens",
        clause="2.17(b)4",
        summary="one or more of the initial three cards is a seven",
        decide=decide_sevens,
        words="sevens",
        placed_words="on sevens",
        pay_clause="2.17(e)3",
        par=sevens_par_sheet,
        par_player_draws=_two_sevens,
    ),
)
