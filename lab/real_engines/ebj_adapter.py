"""Adapter for npm `engine-blackjack` 0.9.2 (kedoska), one box, through ebj/bridge.js.

The engine's Game is created with its own default state (presets.defaultState(getRules(...)))
whose `deck` is the forced shoe (the engine draws from the end of the array: the shoe's first
card is put last).  Decisions are the engine's actions (deal, insurance, hit, stand, double,
split, surrender) with the engine's `position` (right = hand 1, played first; left = hand 2).
Prompts come from the engine's `availableActions`; money from its `wonOnRight`, `wonOnLeft`
(amount returned per hand) and `sideBetsInfo.insurance` ({risk, win}).

Engine rules: getRules({decks: <table decks>, standOnSoft17: true, double: 'any', split: true,
doubleAfterSplit: true, surrender: <table's surrender>, insurance: true,
showdownAfterAceSplit: true}); all but `surrender` are the engine's defaults.
"""

from __future__ import annotations

import json
import pathlib
import subprocess
from decimal import Decimal
from typing import Any, ClassVar

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

HERE = pathlib.Path(__file__).parent
PKG = HERE / ".engines" / "node_modules" / "engine-blackjack"


class Bridge:
    def __init__(self) -> None:
        self.p = subprocess.Popen(
            ["node", str(HERE / "ebj" / "bridge.js")],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def call(self, **msg: Any) -> dict:
        assert self.p.stdin and self.p.stdout
        self.p.stdin.write(json.dumps(msg) + "\n")
        self.p.stdin.flush()
        d = json.loads(self.p.stdout.readline())
        if "error" in d:
            raise RuntimeError(d["error"])
        return d


def card_of(c: dict) -> str:
    return c["src"]


class EbjRound:
    def __init__(
        self, bridge: Bridge, options: dict, shoe: list[str], amount: Decimal, player: str
    ) -> None:
        self.b = bridge
        self.shoe = shoe
        self.W = amount
        self.player = player
        rules = {
            "decks": int(str(options.get("decks", 6))),
            "surrender": str(options.get("surrender", False)).lower() == "true",
        }
        d = self.b.call(op="new", rules=rules, shoe=shoe)
        self.id = d["id"]
        self.s = d["state"]

    def _dispatch(self, type_: str, payload: dict | None = None) -> None:
        before = len(self.s["history"])
        self.s = self.b.call(op="dispatch", id=self.id, type=type_, payload=payload or {})["state"]
        if len(self.shoe) - self.s["deckLeft"] > len(self.shoe) or self.s["deckLeft"] < 0:
            raise ShoeOutError()
        new = self.s["history"][before:]
        if new and new[0]["type"] == "INVALID":
            raise IllegalDecisionError(new[0]["payload"]["info"], [])

    def deal(self) -> None:
        # the engine's deal splices cards from the deck; too few cards is a short shoe
        if len(self.shoe) < 4:
            raise ShoeOutError()
        self._dispatch("deal", {"bet": float(self.W)})
        self._check_out()

    def _check_out(self) -> None:
        # a card drawn from an empty array is `undefined`: the engine would go on with holes
        for h in [*self._hands_cards(), self.s.get("dealerCards") or []]:
            if any(c is None for c in h):
                raise ShoeOutError()

    def _hands_cards(self) -> list[list]:
        hi = self.s["handInfo"]
        return [hi[p].get("cards", []) for p in ("right", "left") if hi[p]]

    def _split(self) -> bool:
        return any(h["type"] == "SPLIT" for h in self.s["history"])

    def _ins_taken(self) -> bool:
        return any(h["type"] == "INSURANCE" for h in self.s["history"])

    def prompt(self) -> dict | None:
        st = self.s["stage"]
        if st not in ("player-turn-right", "player-turn-left"):
            return None
        pos = "right" if st == "player-turn-right" else "left"
        hand = 1 if pos == "right" else 2
        aa = self.s["handInfo"][pos]["availableActions"]
        if pos == "right" and aa.get("insurance") and not self._ins_taken():
            return insurance_prompt(hand, self.player, self.W / 2)
        legal = [a for a in ("hit", "stand", "double", "split", "surrender") if aa.get(a)]
        if pos == "left":  # the engine takes only stand, hit, double on the left hand
            legal = [a for a in legal if a in ("hit", "stand", "double")]
        if not legal:
            return None
        return play_prompt(hand, self.player, legal, self.W)

    def apply(self, decision: str) -> None:
        p = self.prompt()
        name, amt = offered(p, decision)
        pos = "right" if p["hand"] == 1 else "left"
        need = {"hit": 1, "double": 1, "split": 2}.get(name, 0)
        if self.s["deckLeft"] < need:  # the engine would splice nothing and go on
            raise ShoeOutError()
        try:
            if name == "insure":
                if amt and Decimal(amt) != self.W / 2:
                    raise IllegalDecisionError(
                        "the engine insures for exactly half the wager", p["legal"]
                    )
                self._dispatch("insurance", {"bet": float(self.W / 2)})
            elif name == "no-insurance":
                self._dispatch("insurance", {"bet": 0})
            elif name == "double":
                if amt and Decimal(amt) != self.W:
                    raise IllegalDecisionError(
                        "the engine doubles for the whole wager only", p["legal"]
                    )
                self._dispatch("double", {"position": pos})
            elif name in ("hit", "stand"):
                self._dispatch(name, {"position": pos})
            else:
                self._dispatch(name)
        except IllegalDecisionError as e:
            raise IllegalDecisionError(str(e), p["legal"]) from None
        self._check_out()

    def _events(self) -> list[dict]:
        return _events_of(self.s["history"])

    def outcome_parts(self) -> tuple[list, list, list, list]:
        s = self.s
        used = len(self.shoe) - s["deckLeft"]
        cards = list(self.shoe[:used])
        split = self._split()
        hands = []
        hi = s["handInfo"]
        for n, pos in ((1, "right"), (2, "left")):
            h = hi.get(pos) or {}
            if not h.get("cards"):
                continue
            cs = [card_of(c) for c in h["cards"]]
            pv = h["playerValue"]
            total = pv["hi"] if pv["hi"] <= 21 else pv["lo"]
            fh = {
                "box": 1,
                "hand": n,
                "cards": cs,
                "total": total,
                "blackjack": is_natural(cs, split),
                "busted": bool(h.get("playerHasBusted")),
                "surrendered": bool(h.get("playerHasSurrendered")),
            }
            hands.append(fh)
        dcs = [card_of(c) for c in (s.get("dealerCards") or [])]
        if s["stage"] != "done" and s.get("dealerHoleCard") and len(dcs) == 1:
            pass  # the hole card is not yet the dealer's hand in the engine's state
        dv = s.get("dealerValue") or {"hi": 0, "lo": 0}
        dt = dv["hi"] if dv["hi"] <= 21 else dv["lo"]
        hands.append(
            {
                "box": 0,
                "hand": 1,
                "cards": dcs,
                "total": dt,
                "blackjack": is_natural(dcs, False),
                "busted": dt > 21,
            }
        )
        ledger: list[dict] = []
        if s["stage"] == "done":
            ins = (s.get("sideBetsInfo") or {}).get("insurance")
            if ins and ins["risk"] > 0:
                risk = Decimal(str(ins["risk"]))
                ledger.append(
                    result_entry(self.player, 1, "insurance", risk, Decimal(str(ins["win"])) - risk)
                )
            for n, pos, won in ((1, "right", s["wonOnRight"]), (2, "left", s["wonOnLeft"])):
                h = hi.get(pos) or {}
                if not h.get("cards"):
                    continue
                kind = "main" if n == 1 else "split"
                bet = Decimal(str(h.get("bet", float(self.W))))
                net = Decimal(str(won)) - bet
                if bet == 2 * self.W:  # doubled: the engine's hand bet is twice the wager
                    ledger.append(result_entry(self.player, n, kind, self.W, net / 2))
                    ledger.append(result_entry(self.player, n, "double", self.W, net / 2))
                else:
                    ledger.append(
                        result_entry(
                            self.player,
                            n,
                            kind,
                            self.W,
                            net,
                            surrendered=bool(h.get("playerHasSurrendered")),
                        )
                    )
        transcript = self._events()
        return cards, ledger, hands, transcript


def _events_of(history: list[dict]) -> list[dict]:
    """Card events read from the engine's own history, in drawing order."""
    out: list[dict] = []
    for h in history:
        t = h["type"]
        if t == "DEAL":
            p = h["right"]  # the engine takes the top two cards as a block: [2nd, 1st]
            for c in reversed(p):
                out.append({"kind": "deal", "box": 1, "hand": 1, "card": card_of(c)})
            out.append(
                {
                    "kind": "dealer-up-card",
                    "box": 0,
                    "hand": 1,
                    "card": card_of(h["dealerCards"][0]),
                }
            )
        elif t == "SPLIT":
            out.append({"kind": "deal", "box": 1, "hand": 2, "card": card_of(h["left"][-1])})
            out.append({"kind": "deal", "box": 1, "hand": 1, "card": card_of(h["right"][-1])})
        elif t in ("HIT", "DOUBLE"):
            for pos, n in (("right", 1), ("left", 2)):
                if h.get(pos):
                    out.append(
                        {
                            "kind": "hit" if t == "HIT" else "double-card-sideways",
                            "box": 1,
                            "hand": n,
                            "card": card_of(h[pos][-1]),
                        }
                    )
        elif t == "DEALER-HIT":
            hole = (h.get("payload") or {}).get("dealerHoleCard")
            out.append(
                {
                    "kind": "reveal-hole-card" if hole else "dealer-draw",
                    "box": 0,
                    "hand": 1,
                    "card": card_of(h["dealerCards"][-1]),
                }
            )
    return out


class EbjAdapter(OneBoxAdapter):
    NAME = "engine-blackjack (npm) via lab adapter"
    VERSION = "0.9.2"
    FILES: ClassVar[list[pathlib.Path]] = [PKG / "build" / "index.js", HERE / "ebj" / "bridge.js"]
    CAPABILITIES: ClassVar[list[str]] = [
        "forced-shoe",
        "hole-card:face-down-card-reader",
        "double",
        "split",
        "insurance",
        "surrender",
        "plays:hole_card=face-down-card-reader",
        "plays:boxes=1",
    ]
    ALLOWED: ClassVar[dict[str, set[str]]] = {
        "hole_card": {"face-down-card-reader"},
        "boxes": {"1"},
        "surrender": {"true", "false"},
    }

    def __init__(self) -> None:
        super().__init__()
        self.bridge = Bridge()

    def make_round(self, options: dict, shoe: list[str], amount: Decimal, player: str) -> Any:
        return EbjRound(self.bridge, options, shoe, amount, player)


def create() -> EbjAdapter:
    return EbjAdapter()
