"""Adapter for PyPI `jackblack` 0.8.0 (jackblack.game.Simulation), one box, one player.

The engine plays a whole round in one call (`Simulation._start`) and asks decisions through a
Strategy callback; it is wrapped by replay (docs/ADAPTERS.md "Wrapping an engine as it is"):
every deal/apply runs the round again from the forced shoe with the decisions so far, and the
first callback without a recorded decision is the prompt.  The engine's own choices become
the legal decisions ("stay" -> stand, "double down" -> double); its insurance, offered among
the play choices, is asked first as its own prompt.  The deck is the engine's Deck (a list the
engine pops from the end) holding the forced shoe reversed; an empty deck would be refilled
by the engine (`Deck.reset`), which is the shoe running out (1005).  Money: the engine's
per-player `net` of `_get_results`, computed by the engine for each hand on its own (the
player's hand list restricted to that hand); insurance is read back out of that net by the
engine's own insurance lines (net +insurance if the dealer has blackjack, else -insurance).

Engine configuration: Simulation(players=[Player(chips=10**9)], min_bet=1, hit_on_soft_17=False).
"""

from __future__ import annotations

import pathlib
import sys
from decimal import Decimal
from typing import Any, ClassVar

# The engine is installed by `make real-engines` beside the adapters, not in the kit's venv;
# appended, so that its dependencies (argparse 1.4 from PyPI) never shadow the standard library.
sys.path.append(str(pathlib.Path(__file__).parent / ".engines" / "site-packages"))

import jackblack
from jackblack.deck import Card, Deck
from jackblack.game import Simulation
from jackblack.player import Player, Strategy
from lab_common import (
    IllegalDecisionError,
    OneBoxAdapter,
    ShoeOutError,
    insurance_prompt,
    is_natural,
    offered,
    play_prompt,
    refuse,
    result_entry,
)

from vendor_adapters.protocol import ErrorCode

RANK = {"A": "Ace", "T": "10", "J": "Jack", "Q": "Queen", "K": "King"}
SUIT = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


class NeedDecisionError(Exception):
    def __init__(self, player: Any, choices: list[str]) -> None:
        self.player = player
        self.choices = choices


class ForcedDeck(Deck):
    def __init__(self, shoe: list[str]) -> None:
        list.__init__(self)
        self.num_decks = 0
        self.is_shuffle = False
        self.dealt: list[tuple[str, Card]] = []
        for c in reversed(shoe):
            card = Card(RANK.get(c[0], c[0]), SUIT[c[1]])
            card.src = c  # type: ignore[attr-defined]
            self.append(card)

    def deal(self) -> Card:
        card = self.pop()
        self.dealt.append((card.src, card))  # type: ignore[attr-defined]
        return card

    def reset(self) -> None:  # the engine refills an empty deck: the forced shoe ran out
        raise ShoeOutError()


class Scripted(Strategy):
    def __init__(self, answers: list[str], bet: int) -> None:
        super().__init__(auto_log=False)
        self.answers = list(answers)
        self.bet = bet
        self.asked: list[tuple[Any, list[str]]] = []

    def decide_bet(self, player: Player, min_bet: int = 15) -> int:
        return self.bet

    def decide(
        self, player: Any, choices: list[str], dealer: Any = None, players: list | None = None
    ) -> str:
        self.asked.append((player, list(choices)))
        if not self.answers:
            raise NeedDecisionError(player, list(choices))
        return self.answers.pop(0)


class Run:
    """One replay of the round."""

    def __init__(self, shoe: list[str], bet: int, answers: list[str]) -> None:
        self.deck = ForcedDeck(shoe)
        self.strategy = Scripted(answers, bet)
        self.player = Player("box1", chips=10**9, strategy=self.strategy)
        self.sim = Simulation(
            players=[self.player], deck=self.deck, min_bet=1, hit_on_soft_17=False
        )
        self.need: NeedDecisionError | None = None
        self.results = None
        try:
            self.sim._reset()
            self.sim._check_player_chips()
            self.sim._handle_init_round_inputs()
            self.sim._start_init_hit_round()
            self.sim._handle_decision_round()
            self.sim._start_dealer_hit_round()
            self.complete = True
        except NeedDecisionError as n:
            self.need = n
            self.complete = False

    def hands(self) -> list[Any]:
        p = self.player
        return list(p.pseudos) if p.has_pseudos() else [p]

    def hand_net(self, hand: Any) -> Decimal:
        """The engine's `_get_results` net for one hand alone."""
        p = self.player
        if p.has_pseudos():
            saved, chips = p.pseudos, p.chips
            p.pseudos = [hand]
            try:
                res = self.sim._get_results()
            finally:
                p.pseudos, p.chips = saved, chips
                p.results.clear()
        else:
            chips = p.chips
            res = self.sim._get_results()
            p.chips = chips
            p.results.clear()
        return Decimal(str(res[0].net))


ENGINE_OF = {"hit": "hit", "stand": "stay", "double": "double down", "split": "split"}


class JbRound:
    def __init__(self, options: dict, shoe: list[str], amount: Decimal, player: str) -> None:
        if amount != amount.to_integral_value():
            raise refuse(
                ErrorCode.BAD_WAGER, "jackblack takes whole-number bets only", field="amount"
            )
        self.shoe = shoe
        self.W = amount
        self.player = player
        self.answers: list[str] = []  # engine answers
        self.ins_state: dict[int, str] = {}  # hand index -> 'asked'
        self.run: Run | None = None

    def _play(self) -> None:
        self.run = Run(self.shoe, int(self.W), self.answers)

    def deal(self) -> None:
        self._play()

    def _hand_no(self, who: Any) -> int:
        hs = self.run.hands()
        for i, h in enumerate(hs):
            if h is who:
                return i + 1
        return 1

    def prompt(self) -> dict | None:
        r = self.run
        assert r is not None
        if r.complete:
            return None
        n = r.need
        hand = self._hand_no(n.player)
        key = (hand, len(self.answers))
        if "insurance" in n.choices and self.ins_state.get(hand) != "declined":
            return insurance_prompt(hand, self.player, self.W / 2)
        legal = [d for d, e in ENGINE_OF.items() if e in n.choices]
        del key
        return play_prompt(hand, self.player, legal, self.W)

    def apply(self, decision: str) -> None:
        p = self.prompt()
        name, amt = offered(p, decision)
        if name == "insure":
            if amt and Decimal(amt) != self.W / 2:
                raise IllegalDecisionError("the engine insures for half the wager only", p["legal"])
            self.answers.append("insurance")
        elif name == "no-insurance":
            self.ins_state[p["hand"]] = "declined"
            return
        else:
            if name == "double" and amt and Decimal(amt) != self.W:
                raise IllegalDecisionError(
                    "the engine doubles for the whole wager only", p["legal"]
                )
            self.answers.append(ENGINE_OF[name])
        self._play()

    def outcome_parts(self) -> tuple[list, list, list, list]:
        r = self.run
        assert r is not None
        cards = [src for src, _ in r.deck.dealt]
        hs = r.hands()
        split = len(hs) > 1 or r.player.has_pseudos()
        final = []
        for i, h in enumerate(hs):
            cs = [c.src for c in h.hand]
            final.append(
                {
                    "box": 1,
                    "hand": i + 1,
                    "cards": cs,
                    "total": h.hand_value(),
                    "blackjack": is_natural(cs, split),
                    "busted": h.is_bust(),
                }
            )
        dcs = [c.src for c in r.sim.dealer.hand]
        final.append(
            {
                "box": 0,
                "hand": 1,
                "cards": dcs,
                "total": r.sim.dealer.hand_value(),
                "blackjack": is_natural(dcs, False),
                "busted": r.sim.dealer.is_bust(),
            }
        )
        ledger: list[dict] = []
        if r.complete:
            dealer_bj = r.sim.dealer.has_blackjack()
            for i, h in enumerate(hs):
                net = r.hand_net(h)
                kind = "main" if i == 0 else "split"
                ins = Decimal(str(h.insurance))
                if ins > 0:
                    ins_net = ins if dealer_bj else -ins
                    ledger.append(result_entry(self.player, i + 1, "insurance", ins, ins_net))
                    net -= ins_net
                bet = Decimal(str(h.bet))
                if bet == 2 * self.W:
                    ledger.append(result_entry(self.player, i + 1, kind, self.W, net / 2))
                    ledger.append(result_entry(self.player, i + 1, "double", self.W, net / 2))
                else:
                    ledger.append(result_entry(self.player, i + 1, kind, self.W, net))
        transcript: list[dict] = []
        dealer_ids = [id(c) for c in r.sim.dealer.hand]
        first_two = [id(c) for _, c in r.deck.dealt[:4]]
        for src, c in r.deck.dealt:
            if id(c) in dealer_ids:
                k = dealer_ids.index(id(c))
                if k == 0:
                    transcript.append({"kind": "dealer-up-card", "box": 0, "hand": 1, "card": src})
                elif k == 1:
                    continue
                else:
                    if not any(e["kind"] == "reveal-hole-card" for e in transcript):
                        transcript.append(
                            {
                                "kind": "reveal-hole-card",
                                "box": 0,
                                "hand": 1,
                                "card": r.sim.dealer.hand[1].src,
                            }
                        )
                    transcript.append({"kind": "dealer-draw", "box": 0, "hand": 1, "card": src})
            else:
                hand = next((i + 1 for i, h in enumerate(hs) if any(x is c for x in h.hand)), 1)
                kind = "deal" if id(c) in first_two else "hit"
                transcript.append(
                    {"kind": kind, "box": 1, "hand": 1 if kind == "deal" else hand, "card": src}
                )
        if (
            r.complete
            and not any(e["kind"] == "reveal-hole-card" for e in transcript)
            and len(r.sim.dealer.hand) > 1
        ):
            transcript.append(
                {"kind": "reveal-hole-card", "box": 0, "hand": 1, "card": r.sim.dealer.hand[1].src}
            )
        return cards, ledger, final, transcript


class JbAdapter(OneBoxAdapter):
    NAME = "jackblack (PyPI) via lab adapter"
    VERSION = "0.8.0"
    FILES: ClassVar[list[pathlib.Path]] = list(pathlib.Path(jackblack.__file__).parent.glob("*.py"))
    CAPABILITIES: ClassVar[list[str]] = [
        "forced-shoe",
        "hole-card:face-down",
        "double",
        "split",
        "insurance",
        "plays:hole_card=face-down",
        "plays:boxes=1",
    ]
    ALLOWED: ClassVar[dict[str, set[str]]] = {"hole_card": {"face-down"}, "boxes": {"1"}}
    WHOLE_DOLLARS = True

    def make_round(self, options: dict, shoe: list[str], amount: Decimal, player: str) -> Any:
        return JbRound(options, shoe, amount, player)


def create() -> JbAdapter:
    return JbAdapter()
