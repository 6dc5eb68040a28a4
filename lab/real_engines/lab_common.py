"""Shared protocol plumbing for the lab's adapters of real engines (protocol 1.4, one box).

Each engine module supplies an `EngineRound` (deal, prompt, apply, outcome parts) and the table
options it plays; this module does ids, ordering, wagers, totals and refusals.  No rule of
blackjack is computed here: hands, prompts and money come from the engine.
"""

from __future__ import annotations

import hashlib
import pathlib
from decimal import Decimal
from fractions import Fraction
from typing import Any, ClassVar

from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import ErrorCode

RANKS = {
    "A": 1,
    "2": 2,
    "3": 3,
    "4": 4,
    "5": 5,
    "6": 6,
    "7": 7,
    "8": 8,
    "9": 9,
    "T": 10,
    "J": 10,
    "Q": 10,
    "K": 10,
}


class ShoeOutError(Exception):
    """The forced shoe ran out (1005)."""


class IllegalDecisionError(Exception):
    def __init__(self, msg: str, legal: list[str]):
        super().__init__(msg)
        self.legal = legal


def money(x: Any) -> str:
    d = Decimal(str(x)).quantize(Decimal("0.01"))
    return f"{d:.2f}"


def refuse(code: ErrorCode, msg: str, **data: Any) -> AdapterRefusal:
    return AdapterRefusal(int(code), msg, data or None)


def digest(paths: list[pathlib.Path]) -> str:
    h = hashlib.sha256()
    for p in sorted(paths):
        h.update(p.read_bytes())
    return "sha256:" + h.hexdigest()


def best_total_from_ranks(cards: list[str]) -> int:
    """Only used for `blackjack` flags of the dealer where the engine gives a total already."""
    s = sum(RANKS[c[0]] for c in cards)
    if any(c[0] == "A" for c in cards) and s + 10 <= 21:
        s += 10
    return s


def is_natural(cards: list[str], split: bool) -> bool:
    """docs/ADAPTERS.md: `blackjack` describes the cards (ace + ten-valued, first two, not
    split)."""
    return not split and len(cards) >= 2 and {RANKS[cards[0][0]], RANKS[cards[1][0]]} == {1, 10}


DEFAULTS: dict[str, Any] = {
    "decks": 6,
    "boxes": 7,
    "hole_card": "no-hole-card",
    "surrender": False,
    "insurance_timing": "after-deal",
    "consolidated_net_payout": False,
    "max_splits": 1,
    "aces_split_once": False,
    "five_card_21": False,
    "bonus_suited_678": False,
    "bonus_three_sevens": False,
    "designated_blackjack": None,
    "bonus_five_card_21_odds": None,
    "players_per_box": 1,
    "multiple_boxes_per_player": False,
    "table_minimum": "5.00",
    "table_maximum": "5000.00",
    "chip_unit": "1.00",
    "payout_rounding": "exact",
    "entry_restrictions": [],
    "dealer_second_card_when_no_effect": "deal",
    "blackjack_payment_when_hole_card_known": "after-players",
    "additional_wagers_on_busted_hands": "return",
    "bonus_odds_on_additional_wagers": True,
    "shoe": "single",
    "shuffling": "manual",
    "recut_by": "last-cutter",
    "side_wagers": "none",
    "side_wager_pay_tables": "none",
    "side_wager_maximums": "none",
    "sevens_third_card_after_split": "first-split-hand",
    "buster_dealer_soft_17": "buster-only",
    "bet_the_set_pair": "same-rank",
    "bet_the_set_not_available": "pair-line",
    "multiple_action_wagers": "two-or-three",
}


def norm(value: Any) -> str:
    if isinstance(value, (list, dict)):
        return repr(value)
    return str(value).lower()


class OneBoxAdapter:
    """Protocol 1.4 adapter for a one-box engine. Subclasses set NAME, VERSION, FILES,
    CAPABILITIES, ALLOWED (option -> set of accepted values as strings) and make_round()."""

    NAME = "?"
    VERSION = "?"
    FILES: ClassVar[list[pathlib.Path]] = []
    CAPABILITIES: ClassVar[list[str]] = []
    ALLOWED: ClassVar[dict[str, set[str]]] = {}
    # An engine whose bets are whole numbers cannot open a table of smaller chips or limits.
    WHOLE_DOLLARS: ClassVar[bool] = False

    def __init__(self) -> None:
        self.tables: dict[str, dict[str, Any]] = {}
        self.rounds: dict[str, dict[str, Any]] = {}
        self.n = 0

    # --- handshake / tables -------------------------------------------------------------
    def handshake(self, *, protocol: str, kit: Any) -> dict:
        return {
            "protocol": "1.4",
            "identity": {
                "name": self.NAME,
                "version": self.VERSION,
                "build_digest": digest(self.FILES),
            },
            "capabilities": list(self.CAPABILITIES),
            "editions": ["nj-1996", "nj-2004", "nj-2024", "nj-2024+bet-the-set"],
        }

    def open_table(self, *, edition: str, options: Any) -> dict:
        """Accept an option at its protocol default (how the engine plays when it has no such
        option) or at a value in ALLOWED; refuse anything else with 1000 naming it."""
        for name, value in options.items():
            v = norm(value)
            ok = set(self.ALLOWED.get(name, set()))
            if name in DEFAULTS and name not in self.ALLOWED:
                ok.add(norm(DEFAULTS[name]))
            if name in ("table_minimum", "table_maximum", "chip_unit", "decks"):
                money_option = name != "decks"
                if money_option and self.WHOLE_DOLLARS and Decimal(str(value)) % 1:
                    raise refuse(
                        ErrorCode.UNSUPPORTED_OPTION,
                        f"{self.NAME} takes whole-number bets only: {name}={value}",
                        option=name,
                        value=value,
                    )
                continue
            if v not in ok:
                raise refuse(
                    ErrorCode.UNSUPPORTED_OPTION,
                    f"{self.NAME} does not offer {name}={value}",
                    option=name,
                    value=value,
                )
        self.n += 1
        tid = f"t{self.n}"
        self.tables[tid] = {"edition": edition, "options": dict(options)}
        return {"table": tid}

    def close_table(self, *, table: str) -> dict:
        self.tables.pop(table, None)
        return {}

    def shutdown(self) -> dict:
        return {}

    # --- rounds -------------------------------------------------------------------------
    def start_round(self, *, table: str) -> dict:
        if table not in self.tables:
            raise refuse(ErrorCode.UNKNOWN_ID, f"no table {table}", field="table")
        self.n += 1
        rid = f"r{self.n}"
        self.rounds[rid] = {"table": table, "shoe": None, "wagers": None, "engine": None}
        return {"round": rid}

    def _round(self, rid: str) -> dict:
        if rid not in self.rounds:
            raise refuse(ErrorCode.UNKNOWN_ID, f"no round {rid}", field="round")
        return self.rounds[rid]

    def load_shoe(self, *, round: str, cards: Any) -> dict:
        r = self._round(round)
        r["shoe"] = list(cards)
        return {}

    def place_wagers(self, *, round: str, wagers: Any) -> dict:
        r = self._round(round)
        ws = list(wagers)
        if len(ws) != 1 or ws[0]["box"] != 1:
            raise refuse(
                ErrorCode.BAD_WAGER, f"{self.NAME} takes one wager, on box 1", field="wagers"
            )
        if ws[0].get("side_wagers"):
            raise refuse(
                ErrorCode.BAD_WAGER, f"{self.NAME} offers no side wager", field="side_wagers"
            )
        r["wagers"] = ws
        return {}

    def deal(self, *, round: str) -> dict:
        r = self._round(round)
        if r["shoe"] is None or r["wagers"] is None or r["engine"] is not None:
            raise refuse(ErrorCode.OUT_OF_ORDER, "deal before load_shoe/place_wagers, or twice")
        w = r["wagers"][0]
        r["engine"] = self.make_round(
            self.tables[r["table"]]["options"], r["shoe"], Decimal(w["amount"]), w["player"]
        )
        try:
            r["engine"].deal()
        except ShoeOutError:
            raise refuse(ErrorCode.SHOE_EXHAUSTED, "the forced shoe ran out") from None
        return self._status(r)

    def _status(self, r: dict) -> dict:
        p = r["engine"].prompt()
        return {"complete": p is None, "prompt": p}

    def legal_actions(self, *, round: str) -> dict:
        r = self._round(round)
        if r["engine"] is None:
            raise refuse(ErrorCode.OUT_OF_ORDER, "not dealt")
        return self._status(r)

    def apply(self, *, round: str, decision: str) -> dict:
        r = self._round(round)
        if r["engine"] is None:
            raise refuse(ErrorCode.OUT_OF_ORDER, "not dealt")
        p = r["engine"].prompt()
        if p is None:
            raise refuse(ErrorCode.ILLEGAL_DECISION, "the round is complete", legal=[])
        try:
            r["engine"].apply(decision)
        except IllegalDecisionError as e:
            raise refuse(ErrorCode.ILLEGAL_DECISION, str(e), legal=e.legal) from None
        except ShoeOutError:
            raise refuse(ErrorCode.SHOE_EXHAUSTED, "the forced shoe ran out") from None
        return self._status(r)

    def outcome(self, *, round: str) -> dict:
        r = self._round(round)
        e = r["engine"]
        if e is None:
            raise refuse(ErrorCode.OUT_OF_ORDER, "not dealt")
        status = self._status(r)
        cards, ledger, hands, transcript = e.outcome_parts()
        staked = sum((Decimal(x["stake"]) for x in ledger), Decimal(0))
        net = sum((Decimal(x["net"]) for x in ledger), Decimal(0))
        return {
            **status,
            "cards_dealt": cards,
            "ledger": ledger,
            "totals": {
                "staked": money(staked),
                "returned": money(staked + net),
                "player_net": money(net),
            },
            "final_hands": hands,
            "transcript": transcript,
        }

    def play_rounds(self, *, table: str, rounds: Any, transcript: bool = False) -> dict:
        raise refuse(ErrorCode.METHOD_NOT_FOUND, "no batch")

    def make_round(self, options: dict, shoe: list[str], amount: Decimal, player: str) -> Any:
        raise NotImplementedError


def entry(  # noqa: PLR0917 - the ledger entry's fields, in the protocol's order
    player: str,
    hand: int,
    kind: str,
    stake: Decimal,
    result: str,
    net: Decimal,
    odds: str | None = None,
) -> dict:
    return {
        "box": 1,
        "player": player,
        "hand": hand,
        "kind": kind,
        "stake": money(stake),
        "result": result,
        "odds": odds,
        "net": money(net),
    }


def odds_of(net: Decimal, stake: Decimal) -> str | None:
    if net <= 0 or stake <= 0:
        return None
    f = Fraction(net) / Fraction(stake)
    return f"{f.numerator} to {f.denominator}"


def result_entry(  # noqa: PLR0917 - as entry()
    player: str, hand: int, kind: str, stake: Decimal, net: Decimal, surrendered: bool = False
) -> dict:
    """A ledger entry from the net the engine gave this stake."""
    if surrendered:
        res = "surrender"
    elif net > 0:
        res = "win"
    elif net == 0:
        res = "void"
    else:
        res = "lose"
    return entry(player, hand, kind, stake, res, net, odds_of(net, stake))


def insurance_prompt(hand: int, player: str, most: Decimal) -> dict[str, Any]:
    """The protocol's insurance prompt for the one box: insure up to `most`, or decline."""
    return {
        "kind": "insurance",
        "box": 1,
        "hand": hand,
        "player": player,
        "legal": ["insure", "no-insurance"],
        "max_amount": money(most),
    }


def play_prompt(hand: int, player: str, legal: list[str], most: Decimal) -> dict[str, Any]:
    """The protocol's play prompt for the one box: the decisions the engine offers there."""
    return {
        "kind": "play",
        "box": 1,
        "hand": hand,
        "player": player,
        "legal": legal,
        "max_amount": money(most),
    }


def offered(prompt: dict[str, Any] | None, decision: str) -> tuple[str, str]:
    """A decision token on the prompt it answers: its name and amount ("double:5" -> ("double",
    "5")), refused with IllegalDecisionError when the prompt does not offer it."""
    assert prompt is not None
    name, _, amount = decision.partition(":")
    if name not in prompt["legal"]:
        raise IllegalDecisionError(f"{name} is not offered now", prompt["legal"])
    return name, amount
