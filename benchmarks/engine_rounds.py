"""Rounds per second of the reference engine, with the full ledger kept.

Every round writes its complete transcript; the benchmark counts the events and keeps every
ledger entry of every round. (Keeping every transcript event of 200,000 rounds as well puts
millions of live objects under the garbage collector and costs about a third of the rate.)

Six decks, one box, $10, hole card face down with a card reader, the dealer standing on 17
(2.12(b)), the player hitting below 17 and declining insurance; a new shoe is taken when the cut
card is reached. Shoes are shuffled with a seeded `random.Random` here only (the engine draws no
randomness of its own), before the clock starts on the rounds; the shuffling time is measured
too and reported as the second figure.
"""

from __future__ import annotations

import random
import sys
import time
from decimal import Decimal

from reference_impl.actions import Action, ActionKind, PromptKind
from reference_impl.ledger import LedgerEntry
from reference_impl.options import HoleCardProcedure
from reference_impl.round import Round
from reference_impl.rules import TableRules
from reference_impl.shoe import Shoe, full_decks
from reference_impl.wagers import BoxWager, Seating

__all__ = ["play_rounds", "run"]

DECKS = 6
CUT_CARD_POSITION = 234  # about three-quarters of 312 cards (2.5(d): a quarter from the back)
HIT = Action(ActionKind.HIT)
STAND = Action(ActionKind.STAND)
NO_INSURANCE = Action(ActionKind.NO_INSURANCE)


def shuffled_shoes(count: int, seed: int = 2024) -> list[list[int]]:
    """`count` six-deck shoes, each shuffled with a seeded `random.Random`."""
    shuffler = random.Random(seed)
    shoes = []
    for _ in range(count):
        cards = full_decks(DECKS)
        shuffler.shuffle(cards)
        shoes.append(cards)
    return shoes


def play_rounds(count: int, shoes: list[list[int]]) -> tuple[list[LedgerEntry], int, int]:
    """Play `count` complete rounds, taking a new shoe whenever the cut card has been reached.

    Returns every ledger entry (the full ledger is kept), the number of transcript events the
    rounds wrote (each round's transcript is complete; it is counted, not kept), and the
    number of shoes used.
    """
    rules = TableRules(
        edition="nj-2024",
        decks=DECKS,
        boxes=7,
        hole_card=HoleCardProcedure.FACE_DOWN_CARD_READER,
    )
    wagers = Seating.arrange(rules, (BoxWager.of(1, 10),))
    ledger: list[LedgerEntry] = []
    events = 0
    next_shoe = iter(shoes)
    used = 1
    shoe = Shoe(next(next_shoe), decks=DECKS, cut_card_position=CUT_CARD_POSITION)
    insurance = PromptKind.INSURANCE
    for _ in range(count):
        if shoe.cut_card_reached:
            # The cards were checked when the shoes were built; do not count them again.
            shoe = Shoe(
                next(next_shoe), decks=DECKS, cut_card_position=CUT_CARD_POSITION, validate=False
            )
            used += 1
        game = Round(rules, shoe, wagers)
        prompt = game.prompt
        while prompt is not None:
            if prompt.kind is insurance:
                game.apply(NO_INSURANCE)
            else:
                total = game.state.boxes[0].hands[0].total
                game.apply(HIT if total < 17 else STAND)
            prompt = game.prompt
        ledger.extend(game.state.ledger.entries)
        events += len(game.state.events)
    return ledger, events, used


def run() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 200_000
    play_rounds(2_000, shuffled_shoes(100, seed=1))  # warm up
    start = time.perf_counter()
    shoes = shuffled_shoes(count // 30 + 10)  # about 40 rounds a shoe; more than enough
    shuffled = time.perf_counter()
    ledger, events, used = play_rounds(count, shoes)
    elapsed = time.perf_counter() - shuffled
    per_shoe = (shuffled - start) / len(shoes)
    with_shuffles = elapsed + per_shoe * used
    net = sum((entry.net for entry in ledger), Decimal(0))
    print(
        f"engine_rounds: {count} rounds in {elapsed:.2f} s = {count / elapsed:,.0f} rounds/s "
        f"on one core ({count / with_shuffles:,.0f} rounds/s counting the {used} shuffles); "
        f"{len(ledger)} ledger entries kept, {events} transcript events written; player net {net}"
    )


if __name__ == "__main__":
    run()
