"""Rounds per second of the reference engine, with the full ledger and transcript kept.

Six decks, one box, $10, hole card face down with a card reader, the dealer standing on 17
(2.12(b)), the player hitting below 17 and declining insurance; the shoe is reshuffled when the
cut card is reached. Shuffles use a seeded `random.Random` here only: the engine draws no
randomness of its own.
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
from reference_impl.transcript import RawEvent
from reference_impl.wagers import BoxWager, Seating

__all__ = ["play_rounds", "run"]

DECKS = 6
CUT_CARD_POSITION = 234  # about three-quarters of 312 cards (2.5(d): a quarter from the back)
HIT = Action(ActionKind.HIT)
STAND = Action(ActionKind.STAND)
NO_INSURANCE = Action(ActionKind.NO_INSURANCE)


def play_rounds(count: int, seed: int = 2024) -> tuple[list[LedgerEntry], list[list[RawEvent]]]:
    """Play `count` complete rounds; return every ledger entry and every round's transcript."""
    rules = TableRules(
        edition="nj-2024",
        decks=DECKS,
        boxes=7,
        hole_card=HoleCardProcedure.FACE_DOWN_CARD_READER,
    )
    wagers = Seating.arrange(rules, (BoxWager.of(1, 10),))
    shuffler = random.Random(seed)
    cards = full_decks(DECKS)
    ledger: list[LedgerEntry] = []
    transcripts: list[list[RawEvent]] = []
    shoe = None
    insurance = PromptKind.INSURANCE
    for _ in range(count):
        if shoe is None or shoe.cut_card_reached:
            shuffler.shuffle(cards)
            shoe = Shoe(cards, decks=DECKS, cut_card_position=CUT_CARD_POSITION, validate=False)
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
        transcripts.append(game.state.events)
    return ledger, transcripts


def run() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 200_000
    play_rounds(2_000)  # warm up
    start = time.perf_counter()
    ledger, transcripts = play_rounds(count)
    elapsed = time.perf_counter() - start
    net = sum((entry.net for entry in ledger), Decimal(0))
    events = sum(len(events) for events in transcripts)
    print(
        f"engine_rounds: {count} rounds in {elapsed:.2f} s = {count / elapsed:,.0f} rounds/s "
        f"(one core; {len(ledger)} ledger entries, {events} transcript events kept; "
        f"player net {net})"
    )


if __name__ == "__main__":
    run()
