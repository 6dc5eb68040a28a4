"""Scripted rounds per second through the adapter protocol: in process and over stdio.

The rounds are scripted first by the reference engine: six-deck shoes shuffled with a seeded
`random.Random`, one to three boxes of $10, the players hitting below 17 and declining
insurance. Each script holds the cards its round takes, its wagers and its decisions.

Then they are played through `GameSession.play_many` in batches of 1,000, the way certification
plays them: every result is checked against its schema and passes the consistency checks
(cards from the forced shoe, a balanced ledger). Once with the reference adapter in process, once
with it served by `python -m vendor_adapters.serve reference` over stdio, where the next batch is
sent before the previous answer is checked. The bar for stdio is 10,000 rounds per second.
"""

from __future__ import annotations

import random
import sys
import time

from reference_impl.actions import Action, ActionKind, PromptKind
from reference_impl.cards import CARD_LABELS
from reference_impl.options import HoleCardProcedure
from reference_impl.round import Round
from reference_impl.rules import TableRules
from reference_impl.shoe import Shoe, full_decks
from reference_impl.wagers import BoxWager
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession, RoundScript
from vendor_adapters.stdio_client import StdioAdapter

__all__ = ["run", "scripted_rounds"]

ROUNDS = 40_000
BATCH = 1_000
OPTIONS: dict[str, object] = {"hole_card": "face-down-card-reader", "decks": 6}


def scripted_rounds(count: int, seed: int = 7) -> list[RoundScript]:
    rules = TableRules(
        edition="nj-2024", decks=6, hole_card=HoleCardProcedure.FACE_DOWN_CARD_READER
    )
    shuffler = random.Random(seed)
    scripts: list[RoundScript] = []
    while len(scripts) < count:
        cards = full_decks(6)
        shuffler.shuffle(cards)
        shoe = Shoe(cards, decks=6, validate=False)
        while shoe.remaining > 60 and len(scripts) < count:
            boxes = sorted(shuffler.sample(range(1, 8), shuffler.randint(1, 3)))
            wagers = [BoxWager.of(box, 10, f"p{box}") for box in boxes]
            start = shoe.position
            game = Round(rules, shoe, wagers)
            decisions: list[str] = []
            while (prompt := game.prompt) is not None:
                if prompt.kind is PromptKind.INSURANCE:
                    action = Action(ActionKind.NO_INSURANCE)
                else:
                    box = next(b for b in game.state.boxes if b.number == prompt.box)
                    total = box.hands[prompt.hand - 1].total
                    action = Action(ActionKind.HIT if total < 17 else ActionKind.STAND)
                decisions.append(str(action))
                game.apply(action)
            dealt = shoe.dealt_between(start, shoe.position)
            scripts.append(
                RoundScript(
                    shoe=tuple(CARD_LABELS[card] for card in dealt),
                    wagers=tuple(
                        {"box": w.box, "player": w.who, "amount": f"{w.amount:.2f}"} for w in wagers
                    ),
                    decisions=tuple(decisions),
                )
            )
    return scripts


def _rate(session: GameSession, scripts: list[RoundScript]) -> tuple[float, int]:
    table = session.table("nj-2024", OPTIONS)
    list(session.play_many(table, scripts[:BATCH], batch_size=BATCH))  # warm up
    start = time.perf_counter()
    settled = sum(
        1
        for outcome in session.play_many(table, scripts, batch_size=BATCH)
        if isinstance(outcome, dict)
    )
    return len(scripts) / (time.perf_counter() - start), settled


def run() -> None:
    count = ROUNDS
    scripts = scripted_rounds(count)
    in_process = GameSession(ReferenceAdapter())
    local_rate, local_settled = _rate(in_process, scripts)
    served = GameSession(
        StdioAdapter((sys.executable, "-m", "vendor_adapters.serve", "reference"), timeout=60)
    )
    try:
        stdio_rate, stdio_settled = _rate(served, scripts)
    finally:
        served.close()
    assert local_settled == stdio_settled == count, (local_settled, stdio_settled)
    print(
        f"adapter_rounds: {count} scripted rounds in batches of {BATCH}, every result checked "
        f"(schema, cards, ledger): in process {local_rate:,.0f} rounds/s; "
        f"over stdio {stdio_rate:,.0f} rounds/s (bar: 10,000)"
    )


if __name__ == "__main__":
    run()
