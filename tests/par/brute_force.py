"""Brute-force enumeration on a real shoe of physical cards, settled by the engine's own rule
functions: every ordered sequence of distinct cards the wager looks at, each equally likely.
Slow by design; it is the check of `reference_impl.par`'s counting, not a second counting."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from decimal import Decimal
from fractions import Fraction
from itertools import permutations

from reference_impl.cards import RANK_OF
from reference_impl.ledger import Result
from reference_impl.rules import TableRules
from reference_impl.shoe import full_decks
from reference_impl.side_wagers.buster_2_30 import completion_must_draw, decide_buster
from reference_impl.state import Hand
from reference_impl.wager_model import DecisionPoint, SideOutcome, SideView, declarations

__all__ = ["dealer_hand_nets", "initial_cards_nets", "net_of"]


def net_of(outcome: SideOutcome, stake: Decimal = Decimal(1)) -> Fraction:
    """What one unit staked nets under the engine's decision (a fixed bonus at `stake`)."""
    if outcome.result is Result.WIN:
        assert outcome.odds is not None
        net = Fraction(outcome.odds.win, outcome.odds.stake)
        if outcome.bonus is not None:
            net += Fraction(outcome.bonus.amount) / Fraction(stake)
        return net
    if outcome.result is Result.LOSE:
        return Fraction(-1)
    return Fraction(0)


def initial_cards_nets(wager: str, rules: TableRules, cards: int) -> Counter[Fraction]:
    """Net per unit -> the number of ordered sequences of `cards` distinct cards of the table's
    shoe that settle the wager at it, decided by the engine at the player's first election."""
    decide = declarations()[1][wager].decide
    tally: Counter[Fraction] = Counter()
    for sequence in permutations(full_decks(rules.decks), cards):
        view = SideView(
            point=DecisionPoint.FIRST_DECISION,
            cards=sequence,
            split_first=False,
            dealer=(),
            dead=False,
            rules=rules,
        )
        outcome = decide(view)
        assert outcome is not None, sequence
        tally[net_of(outcome)] += 1
    return tally


def _dealer_sequences(
    shoe: list[int], hand: Hand, cards: tuple[int, ...]
) -> Iterator[tuple[tuple[int, ...], int]]:
    """Every completion of the dealer's hand by 2.30(f)3 (the engine's `completion_must_draw`)
    from `shoe`, as (cards, the number of physical card sequences with those ranks in order)."""
    if len(cards) >= 2 and (hand.hard > 21 or not completion_must_draw(hand)):
        yield cards, 1
        return
    by_rank: dict[int, list[int]] = {}
    for card in shoe:
        by_rank.setdefault(RANK_OF[card], []).append(card)
    for same_rank in by_rank.values():
        card = same_rank[0]
        rest = list(shoe)
        rest.remove(card)
        grown = Hand(0, 0)
        for held in (*cards, card):
            grown.add(held)
        for completed, ways in _dealer_sequences(rest, grown, (*cards, card)):
            yield completed, ways * len(same_rank)


def dealer_hand_nets(
    rules: TableRules,
    removed: tuple[int, ...] = (),
    *,
    blackjack: bool = False,
    stake: Decimal = Decimal(1),
) -> tuple[Counter[Fraction], int, int]:
    """Net per unit of a Buster wager -> weight, over every dealer's hand from the table's shoe
    less `removed`, decided by the engine's `decide_buster` at the round's end; with the total
    weights on one scale, as (tally, the scale, cards in the shoe)."""
    shoe = full_decks(rules.decks)
    for card in removed:
        shoe.remove(card)
    tally: Counter[Fraction] = Counter()
    longest = 12
    for cards, ways in _dealer_sequences(shoe, Hand(0, 0), ()):
        view = SideView(
            point=DecisionPoint.ROUND_END,
            cards=removed,
            split_first=False,
            dealer=cards,
            dead=False,
            rules=rules,
            blackjack=blackjack,
            stake=stake,
            dealer_blackjack=len(cards) == 2 and _total(cards) == 21,
        )
        outcome = decide_buster(view)
        assert outcome is not None
        # Weight every hand on one scale: the sequences of `longest` cards it begins.
        weight = ways * _falling(len(shoe) - len(cards), longest - len(cards))
        tally[net_of(outcome, stake)] += weight
    return tally, _falling(len(shoe), longest), len(shoe)


def _total(cards: tuple[int, ...]) -> int:
    hand = Hand(0, 0)
    for card in cards:
        hand.add(card)
    return hand.total


def _falling(top: int, count: int) -> int:
    result = 1
    for step in range(count):
        result *= top - step
    return result
