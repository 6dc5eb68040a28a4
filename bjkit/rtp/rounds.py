"""The rounds of one shard: each dealt by the reference engine from its own freshly shuffled
shoe, so that rounds are independent and equally distributed (the confidence interval's
premise, and no cut-card effect), recorded as the scripted round the game plays and the outcome
the reference engine gives it.

A shard's shoes come from `random.Random` seeded with the run's seed and the shard's number, so a
round is reproduced from (seed, shard, round) whatever the number of workers.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from bjkit.rtp.plan import WagerPlan
from reference_impl.actions import Action, ActionKind, PromptKind
from reference_impl.cards import CARD_LABELS
from reference_impl.money import format_money
from reference_impl.procedure import REFERENCE_PROCEDURE
from reference_impl.round import Round
from reference_impl.shoe import Shoe, full_decks
from reference_impl.wagers import BoxWager
from vendor_adapters.protocol import Outcome, Wager
from vendor_adapters.reference import round_outcome
from vendor_adapters.session import RoundScript

__all__ = ["DealtRound", "deal_shard", "shard_random"]

# The cards of a round's shoe: a box standing on two or three cards and a dealer completing his
# hand take at most 14 (four aces, four twos, three threes...); the rest are the next cards of the
# same shuffled shoe, which a game drawing more than it should takes.
SHOE_CARDS = 24
STAND = Action(ActionKind.STAND)
HIT = Action(ActionKind.HIT)
NO_INSURANCE = Action(ActionKind.NO_INSURANCE)


@dataclass(frozen=True)
class DealtRound:
    number: int  # within the shard
    script: RoundScript
    expected: Outcome


def shard_random(seed: int, shard: int) -> random.Random:
    """The shard's own generator: a string seed is hashed the same way in every process."""
    return random.Random(f"bjkit-rtp:{seed}:{shard}")


def _shuffled_top(rng: random.Random, cards: list[int]) -> list[int]:
    """The first SHOE_CARDS cards of a uniformly shuffled copy of `cards` (Fisher-Yates stopped
    early: the rest of the shoe is never looked at). The index comes from `random()` rather than
    `randint`, three times faster; its bias, under 2**-44 for a shoe of 416, is far below
    anything a return test can see."""
    shoe = list(cards)
    size = len(shoe)
    draw = rng.random
    for position in range(SHOE_CARDS):
        pick = position + int(draw() * (size - position))
        shoe[position], shoe[pick] = shoe[pick], shoe[position]
    return shoe[:SHOE_CARDS]


def deal_shard(plan: WagerPlan, seed: int, shard: int, rounds: int) -> Iterator[DealtRound]:
    rng = shard_random(seed, shard)
    rules = plan.rules
    decks = full_decks(rules.decks)
    wager: Wager = {
        "box": 1,
        "player": "p1",
        "amount": format_money(plan.main),
        "side_wagers": [{"kind": plan.wager, "amount": format_money(plan.stake)}],
    }
    seating = REFERENCE_PROCEDURE.arrange_wagers(
        rules, (BoxWager.of(1, plan.main, "p1", side={plan.wager: plan.stake}),)
    )
    for number in range(rounds):
        cards = _shuffled_top(rng, decks)
        game = Round(rules, Shoe(cards, decks=rules.decks, validate=False), seating)
        decisions: list[str] = []
        while (prompt := game.prompt) is not None:
            action = _decide(game, prompt.kind, prompt.legal, plan)
            decisions.append(str(action))
            game.apply(action)
        yield DealtRound(
            number,
            RoundScript(
                shoe=tuple(CARD_LABELS[card] for card in cards),
                wagers=(wager,),
                decisions=tuple(decisions),
            ),
            round_outcome(game),
        )


def _decide(
    game: Round, kind: PromptKind, legal: tuple[ActionKind, ...], plan: WagerPlan
) -> Action:
    """Decline insurance; stand, but draw one card where the wager's par sheet assumes it
    (`WagerPlan.player_draws`)."""
    if kind is PromptKind.INSURANCE:
        return NO_INSURANCE
    if ActionKind.HIT in legal and plan.player_draws(tuple(game.state.boxes[0].hands[0].cards)):
        return HIT
    if ActionKind.STAND in legal:
        return STAND
    return Action(legal[0])
