"""One timed run of one engine, inside the throwaway environment of `make bench-peers`.

`python -m benchmarks.peers.play ENGINE ROUNDS SEED` plays ROUNDS rounds with ENGINE (`kit`,
`jackblack`, `py21`, `blackjack-api` or `gymnasium`) and prints one JSON line: the engine, the
rounds, the seconds they took (shuffles counted), the rate, the shoes shuffled, the player's net
and a note on how the engine handles its shoe. The same kind of round everywhere: six decks, one
box, the player hits below 17 and stands otherwise (no insurance, double, split or surrender),
the dealer completes its hand and the round is settled. Each engine takes its new shoe its own
way, inside the timed loop; the kit's shoes are shuffled here (its engine draws no randomness)
and the time of each shuffle is added for every shoe its rounds use, as
`benchmarks.engine_rounds` reports its figure "counting the shuffles".

Each peer is driven directly through its own public API with the simplest loop that plays a
whole round (not through the kit's adapter protocol), and what it records of each round is kept
(its results list, its hand history, its rewards), as the kit's engine keeps its full ledger.
The peers' packages exist only in the throwaway environment, so they are imported by name here.
"""

from __future__ import annotations

import importlib
import json
import random
import sys
import time
from collections.abc import Callable
from decimal import Decimal
from typing import Any

from benchmarks.engine_rounds import DECKS, play_rounds, shuffled_shoes

__all__ = ["ENGINES", "main"]

WARM_UP = 2_000  # rounds played before the clock starts, as benchmarks.engine_rounds does
BANKROLL = 10**12  # the player never runs out of chips
WAGER = 10


class Measured:
    """What one timed run saw."""

    def __init__(self, seconds: float, shuffles: int, net: float | Decimal, note: str) -> None:
        self.seconds = seconds
        self.shuffles = shuffles
        self.net = net
        self.note = note


def kit(rounds: int, seed: int) -> Measured:
    """The kit's engine, played by `benchmarks.engine_rounds.play_rounds` (full ledger kept)."""
    play_rounds(WARM_UP, shuffled_shoes(100, seed=1))
    start = time.perf_counter()
    shoes = shuffled_shoes(rounds // 30 + 10, seed)
    shuffled = time.perf_counter()
    ledger, _events, used = play_rounds(rounds, shoes)
    played = time.perf_counter() - shuffled
    per_shoe = (shuffled - start) / len(shoes)
    net = sum((entry.net for entry in ledger), Decimal(0))
    return Measured(
        played + per_shoe * used,
        used,
        net,
        "reference engine, cut card at 234 of 312, every ledger entry kept, "
        "each shuffle's time added",
    )


def _counting_resets(deck: Any, method: str) -> list[int]:
    """Count the calls of the deck's own refill method (one per new shoe), calling it as is."""
    calls = [0]
    refill = getattr(deck, method)

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls[0] += 1
        return refill(*args, **kwargs)

    setattr(deck, method, counted)
    return calls


def jackblack(rounds: int, seed: int) -> Measured:
    """PyPI jackblack: `Simulation.run(n)` with the engine's own `Simple17` strategy (hit below
    17, stay otherwise; it never takes insurance). The engine reshuffles a fresh six-deck
    `Deck` when the last card has been dealt (`Game.hit_player`), even in mid-round."""
    random.seed(seed)  # the engine shuffles with the module-level random
    engine = importlib.import_module("jackblack")
    deck = engine.Deck(num_decks=DECKS, shuffle=True)
    resets = _counting_resets(deck, "reset")
    player = engine.Player("box", chips=BANKROLL, strategy=engine.Simple17())
    table = engine.Simulation(players=[player], deck=deck, min_bet=WAGER, hit_on_soft_17=False)
    table.run(WARM_UP)
    before, chips = resets[0], player.chips
    start = time.perf_counter()
    table.run(rounds)
    seconds = time.perf_counter() - start
    return Measured(
        seconds,
        resets[0] - before,
        player.chips - chips,
        "Simulation.run with Simple17; a new shuffled shoe only once the last card is dealt",
    )


def py21(rounds: int, seed: int) -> Measured:
    """PyPI py21: `Game.play_round()` in a loop, the player's strategy function hitting below 17
    (the engine's default declines insurance). The engine burns a card and shuffles a new shoe
    after the round in which three quarters of it have been dealt (`Deck.check_status`)."""
    engine = importlib.import_module("py21")

    def hit_below_17(player: Any, hand: Any, dealer_up: Any, **context: Any) -> str:
        return "HIT" if hand.total < 17 else "STAND"

    player = engine.Player(BANKROLL, strategy_func=hit_below_17)
    game = engine.Game([player], rules={"num_decks": DECKS, "min_bet": WAGER}, seed=seed)
    for _ in range(WARM_UP):
        game.play_round()
    before, bankroll = game.deck.num_creates, player.bankroll
    start = time.perf_counter()
    for _ in range(rounds):
        game.play_round()
    seconds = time.perf_counter() - start
    return Measured(
        seconds,
        game.deck.num_creates - before,
        float(player.bankroll - bankroll),
        "Game.play_round; a new shuffled shoe (one card burnt) once a quarter is left",
    )


def blackjack_api(rounds: int, seed: int) -> Measured:
    """PyPI blackjack-api: `start_round()`, `start_hand()`, then `hit()` below 17 and `stand()`
    otherwise until the engine ends the round (dealer played, `rewards` settled). The engine
    deals a random card of what is left (`Deck.deal`) and refills six decks, less the cards on
    the table, once the last card is dealt; its single win ratio is set to even money."""
    random.seed(seed)  # the engine draws with the module-level random
    engine = importlib.import_module("blackjack_api.blackjack")
    game = engine.BlackJack(num_decks=DECKS, win_ratio=1.0, hit_soft_17=False, charlie=False)
    resets = _counting_resets(game.deck, "reset")
    game.stand()  # the constructor deals a first round at once; finish it
    rewards: list[list[float]] = []

    def play(count: int) -> None:
        for _ in range(count):
            game.start_round()
            game.start_hand()
            while game.round_running:
                if game.player[game.curr_hand].count() < 17:
                    game.hit()
                else:
                    game.stand()
            rewards.append(game.rewards)

    play(WARM_UP)
    before, kept = resets[0], len(rewards)
    start = time.perf_counter()
    play(rounds)
    seconds = time.perf_counter() - start
    net = WAGER * sum(sum(hand) for hand in rewards[kept:])
    return Measured(
        seconds,
        resets[0] - before,
        net,
        "start_round/start_hand/hit/stand; random draws from what is left, refilled when empty",
    )


def gymnasium(rounds: int, seed: int) -> Measured:
    """gymnasium's Blackjack (`gymnasium.envs.toy_text.blackjack.BlackjackEnv`, the environment
    `gymnasium.make("Blackjack-v1")` wraps): `reset()`, then `step(1)` (hit) while the player's
    sum is below 17 and `step(0)` (stick), after which the dealer draws to 17 and the reward is
    settled. Every card is drawn from an infinite deck (with replacement): there is no shoe, so
    nothing is shuffled and the six decks cannot be set."""
    engine = importlib.import_module("gymnasium.envs.toy_text.blackjack")
    env = engine.BlackjackEnv()
    env.reset(seed=seed)
    rewards: list[float] = []

    def play(count: int) -> None:
        for _ in range(count):
            observation, _info = env.reset()
            terminated = False
            reward = 0.0
            while not terminated:
                observation, reward, terminated, _truncated, _info = env.step(
                    1 if observation[0] < 17 else 0
                )
            rewards.append(reward)

    play(WARM_UP)
    kept = len(rewards)
    start = time.perf_counter()
    play(rounds)
    seconds = time.perf_counter() - start
    return Measured(
        seconds,
        0,
        WAGER * sum(rewards[kept:]),
        "BlackjackEnv unwrapped; INFINITE DECK (cards drawn with replacement): "
        "no shoe, no shuffles, six decks not settable",
    )


ENGINES: dict[str, Callable[[int, int], Measured]] = {
    "kit": kit,
    "jackblack": jackblack,
    "py21": py21,
    "blackjack-api": blackjack_api,
    "gymnasium": gymnasium,
}


def main(arguments: list[str]) -> None:
    engine, rounds, seed = arguments[0], int(arguments[1]), int(arguments[2])
    measured = ENGINES[engine](rounds, seed)
    print(
        json.dumps(
            {
                "engine": engine,
                "rounds": rounds,
                "seconds": measured.seconds,
                "rate": rounds / measured.seconds,
                "shuffles": measured.shuffles,
                "net": str(measured.net),
                "note": measured.note,
            }
        )
    )


if __name__ == "__main__":
    main(sys.argv[1:])
