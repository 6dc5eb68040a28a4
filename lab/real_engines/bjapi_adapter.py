"""Adapter for PyPI `blackjack-api` 1.1.0 (blackjack_api.blackjack.BlackJack), one box.

The engine is driven through its own public calls (start_round, start_hand, insurance, hit,
stand, double, split, surrender); its random `Deck` is replaced by the forced shoe (the engine's
`deal()` draws a random index; ours draws the next card).  Money is the engine's `rewards`
(multiples of the wager per hand, insurance folded in), split back into entries.

Engine configuration: BlackJack(num_decks=<table decks>, win_ratio=1.0, hit_soft_17=False,
charlie=False):
the engine's own options set to the NJ table where it has one (stand on soft 17, no
five-card charlie); `win_ratio` is the engine's single payout ratio for *every* win, set to
even money (it has no separate blackjack payout).
"""

from __future__ import annotations

import pathlib
import sys
from decimal import Decimal
from typing import Any, ClassVar

# The engine is installed by `make real-engines` beside the adapters, not in the kit's venv;
# appended, so that its dependencies (argparse 1.4 from PyPI) never shadow the standard library.
sys.path.append(str(pathlib.Path(__file__).parent / ".engines" / "site-packages"))

import blackjack_api
from blackjack_api.blackjack import BlackJack
from blackjack_api.card import Card
from lab_common import (
    IllegalDecisionError,
    OneBoxAdapter,
    ShoeOutError,
    insurance_prompt,
    is_natural,
    offered,
    play_prompt,
    result_entry,
)

_NAMES = {"T": "10"}


def to_engine(card: str) -> Card:
    return Card(_NAMES.get(card[0], card[0]) + card[1])


def from_engine(card: Card) -> str:
    r = card.name[:-1]
    return ("T" if r == "10" else r) + card.suit


class ForcedDeck:
    """Stands in for blackjack_api.deck.Deck: deal() gives the forced shoe in order."""

    def __init__(self, shoe: list[str]) -> None:
        self.cards = [to_engine(c) for c in shoe]
        self.dealt: list[str] = []
        self.objs: list[Card] = []

    def deal(self) -> Card:
        if not self.cards:
            raise ShoeOutError()
        c = self.cards.pop(0)
        self.dealt.append(from_engine(c))
        self.objs.append(c)
        return c

    def reset(self, *a: Any) -> None:  # the engine refills an empty deck: nothing to refill
        pass

    def push(self, card: Card) -> None:
        pass

    def __len__(self) -> int:
        return len(self.cards) + 1  # never "empty" to the engine; an empty shoe raises on deal


class BjApiRound:
    def __init__(self, options: dict, shoe: list[str], amount: Decimal, player: str) -> None:
        self.W = amount
        self.player = player
        g = BlackJack(
            num_decks=int(str(options.get("decks", 6))),
            win_ratio=1.0,
            hit_soft_17=False,
            charlie=False,
        )
        # the constructor plays a random first round; leave it and start ours on the forced shoe
        g.round_running = False
        g.hand_running = False
        self.deck = ForcedDeck(shoe)
        g.deck = self.deck
        self.g = g
        self.ins_answered = False
        self.ins_amount = Decimal(0)
        self.events: list[tuple[str, Any]] = []  # (kind, engine Card) in drawing order

    def _drawn_since(self, n: int) -> list[Any]:
        return self.deck.objs[n:]

    def _record(self, n: int, kind: str) -> None:
        """Name the cards the engine drew during one call, by where they ended up."""
        dealer_ids = {id(c) for c in self.g.dealer.cards}
        for c in self._drawn_since(n):
            if id(c) in dealer_ids:
                if kind == "initial":
                    k = "dealer-up-card" if c is self.g.dealer.cards[0] else "hole-card"
                else:
                    k = "dealer-draw"
            else:
                k = "deal" if kind == "initial" else kind
            if k == "dealer-draw" and not any(e[0] == "reveal-hole-card" for e in self.events):
                self.events.append(("reveal-hole-card", self.g.dealer.cards[1]))
            self.events.append((k, c))
        if not self.g.round_running and not any(e[0] == "reveal-hole-card" for e in self.events):
            self.events.append(("reveal-hole-card", self.g.dealer.cards[1]))

    def deal(self) -> None:
        n = len(self.deck.objs)
        self.g.start_round()
        self.g.start_hand()
        self._record(n, "initial")

    def _advance(self) -> None:
        g = self.g
        if g.round_running and not g.hand_running:
            g.start_hand()

    def prompt(self) -> dict | None:
        g = self.g
        if not g.round_running:
            return None
        hand = g.curr_hand + 1
        if g.can_insurance and not self.ins_answered:
            return insurance_prompt(hand, self.player, self.W / 2)
        legal = ["hit", "stand", "double"]  # the engine offers these on every hand, any time
        if g.player[g.curr_hand].can_split():
            legal.append("split")
        if g.can_surrender:
            legal.append("surrender")
        return play_prompt(hand, self.player, legal, self.W)

    def apply(self, decision: str) -> None:
        p = self.prompt()
        name, amt = offered(p, decision)
        g = self.g
        n = len(self.deck.objs)
        try:
            if name == "insure":
                a = Decimal(amt) if amt else self.W / 2
                g.insurance(float(a / self.W))
                self.ins_amount = a
                self.ins_answered = True
            elif name == "no-insurance":
                self.ins_answered = True
            elif name == "double":
                if amt and Decimal(amt) != self.W:
                    raise IllegalDecisionError(
                        "the engine doubles for the whole wager only", p["legal"]
                    )
                g.double()
            else:
                getattr(g, name)()
        except (RuntimeError, ValueError) as e:
            raise IllegalDecisionError(str(e), p["legal"]) from None
        if name in ("insure", "no-insurance"):
            return
        self._record(
            n,
            {"split": "deal", "hit": "hit", "double": "double-card-sideways"}.get(
                name, "dealer-draw"
            ),
        )
        self._advance()

    def outcome_parts(self) -> tuple[list, list, list, list]:
        g = self.g
        cards = list(self.deck.dealt)
        hands = []
        nsplit = len(g.player.hands) > 1
        for i, h in enumerate(g.player.hands):
            cs = [from_engine(c) for c in h.cards]
            fh = {
                "box": 1,
                "hand": i + 1,
                "cards": cs,
                "total": h.count(),
                "blackjack": is_natural(cs, nsplit),
                "busted": h.has_busted(),
            }
            if i < len(g.surr_double):
                fh["doubled"] = g.surr_double[i] == "doubled"
                fh["surrendered"] = g.surr_double[i] == "surrendered"
            hands.append(fh)
        dcs = [from_engine(c) for c in g.dealer.cards]
        hands.append(
            {
                "box": 0,
                "hand": 1,
                "cards": dcs,
                "total": g.dealer.count(),
                "blackjack": is_natural(dcs, False),
                "busted": g.dealer.has_busted(),
            }
        )
        ledger: list[dict] = []
        if not g.round_running and g.rewards:
            dealer_bj = g.dealer.has_blackjack() and len(g.dealer) == 2  # the engine's own test
            for i, reward in enumerate(g.rewards):
                r = Decimal(str(round(reward, 10)))
                ins = Decimal(str(round(g.insurances[i], 10)))
                ins_part = 2 * ins if dealer_bj else -ins
                hand_part = r - ins_part
                kind = "main" if i == 0 else "split"
                if ins > 0:
                    ledger.append(
                        result_entry(
                            self.player, i + 1, "insurance", ins * self.W, ins_part * self.W
                        )
                    )
                if g.surr_double[i] == "doubled":
                    half = hand_part / 2 * self.W
                    ledger.append(result_entry(self.player, i + 1, kind, self.W, half))
                    ledger.append(result_entry(self.player, i + 1, "double", self.W, half))
                else:
                    ledger.append(
                        result_entry(
                            self.player,
                            i + 1,
                            kind,
                            self.W,
                            hand_part * self.W,
                            surrendered=g.surr_double[i] == "surrendered",
                        )
                    )
        transcript = []
        for kind, c in self.events:
            if kind == "hole-card":
                continue  # dealt face down; shown when revealed (2.6(j))
            box, hand = 0, 1
            for i, h in enumerate(g.player.hands):
                if any(x is c for x in h.cards):
                    box, hand = 1, i + 1
            if kind == "deal" and any(c is x for x in self.deck.objs[:2]):
                hand = 1  # the initial deal: there is one hand until a split
            transcript.append({"kind": kind, "box": box, "hand": hand, "card": from_engine(c)})
        return cards, ledger, hands, transcript


class BjApiAdapter(OneBoxAdapter):
    NAME = "blackjack-api (PyPI) via lab adapter"
    VERSION = "1.1.0"
    FILES: ClassVar[list[pathlib.Path]] = list(
        pathlib.Path(blackjack_api.__file__).parent.glob("*.py")
    )
    CAPABILITIES: ClassVar[list[str]] = [
        "forced-shoe",
        "hole-card:face-down",
        "double",
        "split",
        "resplit",
        "insurance",
        "surrender",
        "plays:max_splits=unlimited",
        "plays:surrender=true",
        "plays:hole_card=face-down",
        "plays:boxes=1",
    ]
    ALLOWED: ClassVar[dict[str, set[str]]] = {
        "hole_card": {"face-down"},
        "boxes": {"1"},
        "surrender": {"true"},
        "max_splits": {"1", "2", "3"},
    }

    def make_round(self, options: dict, shoe: list[str], amount: Decimal, player: str) -> Any:
        return BjApiRound(options, shoe, amount, player)


def create() -> BjApiAdapter:
    return BjApiAdapter()
