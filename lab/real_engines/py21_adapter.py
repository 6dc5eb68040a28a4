"""Adapter for PyPI `py21` 1.6.0 (py21.game.Game, andersonfrailey/blackjack), one box, one player.

The engine plays a whole round in one call (`Game.play_round`) and asks its Player's callbacks
for the wager (`wager_func`), insurance (`insurance_func`, a yes/no) and each play
(`strategy_func`, one of HIT, STAND, DOUBLE, SPLIT, SURRENDER); it is wrapped by replay
(docs/ADAPTERS.md "Wrapping an engine as it is"): every deal/apply plays the round again from
the forced shoe with the answers so far, and the first callback without a recorded answer is
the prompt.

Prompts come from the engine: the engine has no list of legal plays, it takes any answer and
then decides (`Game._play_hand`, game.py lines 264-393): a DOUBLE or SURRENDER it does not allow
raises ValueError, a SPLIT it does not allow is played as a HIT (line 287), HIT and STAND are
always taken.  So a play prompt offers hit and stand, and double, split and surrender where a
replay with that answer shows the engine taking it (no ValueError; the hand split).

The forced shoe is the engine's deck: a `py21.deck.Deck` whose `deal()` (the engine's, popping
the front of its list) draws the forced cards in order; an empty deck (the engine raises
IndexError) is the shoe running out (1005).  The engine's shuffle check after the round
(`Deck.check_status`, a new shuffled deck below a quarter) is outside the round and not played.

Money is the engine's: the Player's bankroll (an exact decimal here, `Money`), the wager taken by
`Player.wager`, the insurance taken at game.py line 132, and what each `Player.settle_up` call
returns to the bankroll for a hand (its insurance part told apart by the engine's own
`settle_up` run again on the same hand without insurance).  A hand the engine never settles
(game.py lines 139-143 file the hands for settlement only when `verbose` is on, so against a
dealer's blackjack no hand is settled) keeps what the engine took for it: it is lost.

Engine configuration: Game([player], rules={num_decks: <table decks>, min_bet: <table minimum>,
max_bet: <table maximum>, surrender_allowed: <table surrender>, max_split_hands: <table
max_splits>}), verbose=False (the engine's default; verbose=True prints to stdout).  All other
rules are the engine's defaults (rules.json): stand on soft 17, blackjack 3 to 2, insurance for
half the wager, double on any two cards and after a split, split aces take one card each,
surrender half the wager and not after a split.  The engine checks its second card for a
blackjack before any player acts whatever its up card (game.py lines 118, 146): the hole-card
procedure of a card reader, 2.6(j).
"""

from __future__ import annotations

import copy
import pathlib
import sys
from decimal import Decimal
from numbers import Real
from typing import Any, ClassVar

# The engine is installed by `make real-engines` beside the adapters, not in the kit's venv;
# appended, so that its dependencies never shadow the kit's.
sys.path.append(str(pathlib.Path(__file__).parent / ".engines" / "site-packages"))

import py21
import py21.game
from lab_common import (
    IllegalDecisionError,
    OneBoxAdapter,
    ShoeOutError,
    entry,
    insurance_prompt,
    is_natural,
    money,
    norm,
    odds_of,
    offered,
    play_prompt,
    refuse,
)
from paramtools.exceptions import ValidationError
from py21.card import Card
from py21.deck import Deck
from py21.game import Game
from py21.hand import Hand
from py21.player import Player

from vendor_adapters.protocol import ErrorCode

RANK = {"A": 14, "K": 13, "Q": 12, "J": 11, "T": 10}
BANKROLL = 10**9
# the table's options the engine's own rules stand for (rules.json)
ENGINE_OPTION = {
    "decks": "num_decks",
    "table_minimum": "min_bet",
    "table_maximum": "max_bet",
    "surrender": "surrender_allowed",
    "max_splits": "max_split_hands",
}


class Money(Decimal):
    """An exact amount the engine's arithmetic keeps exact: the engine multiplies wagers by its
    numpy float parameters (1.5, 0.5, 1.0, exact in binary), which a Decimal refuses; each such
    operand is taken at its exact binary value and the result stays a Money."""

    __array_ufunc__ = None  # numpy scalars defer to Money's reflected operators

    @staticmethod
    def _of(other: Any) -> Decimal | None:
        if isinstance(other, Decimal):
            return other
        if isinstance(other, bool):
            return Decimal(int(other))
        if isinstance(other, int):
            return Decimal(other)
        if isinstance(other, Real):
            value = float(other)
            return Decimal(int(value)) if value.is_integer() else Decimal(value)
        return None

    def _op(self, other: Any, fn: Any) -> Any:
        o = self._of(other)
        if o is None:
            return NotImplemented
        return Money(fn(Decimal(self), o))

    def __add__(self, o: Any) -> Any:
        return self._op(o, lambda a, b: a + b)

    def __radd__(self, o: Any) -> Any:
        return self._op(o, lambda a, b: b + a)

    def __sub__(self, o: Any) -> Any:
        return self._op(o, lambda a, b: a - b)

    def __rsub__(self, o: Any) -> Any:
        return self._op(o, lambda a, b: b - a)

    def __mul__(self, o: Any) -> Any:
        return self._op(o, lambda a, b: a * b)

    def __rmul__(self, o: Any) -> Any:
        return self._op(o, lambda a, b: b * a)

    def __truediv__(self, o: Any) -> Any:
        return self._op(o, lambda a, b: a / b)

    def __rtruediv__(self, o: Any) -> Any:
        return self._op(o, lambda a, b: b / a)

    def _cmp(self, other: Any) -> Decimal:
        o = self._of(other)
        if o is None:
            raise TypeError(f"cannot compare Money with {type(other).__name__}")
        return Decimal(self) - o

    def __lt__(self, o: Any) -> bool:
        return self._cmp(o) < 0

    def __le__(self, o: Any) -> bool:
        return self._cmp(o) <= 0

    def __gt__(self, o: Any) -> bool:
        return self._cmp(o) > 0

    def __ge__(self, o: Any) -> bool:
        return self._cmp(o) >= 0


def to_engine(card: str) -> Card:
    return Card(RANK.get(card[0], int(card[0]) if card[0].isdigit() else 0), card[1])


class NeedAnswerError(Exception):
    """A callback with no recorded answer: the round stops here and this is the prompt."""

    def __init__(self, kind: str, hand: Any = None) -> None:
        super().__init__(kind)
        self.kind = kind
        self.hand = hand


class ForcedDeck(Deck):  # type: ignore[misc]
    """The engine's Deck holding the forced shoe, in drawing order (the engine deals the front
    of its list); nothing shuffled, burned or created."""

    def __init__(self, shoe: list[str], decks: int) -> None:
        self.decks = decks
        self.burn = False
        self.num_creates = 0
        self.num_pop = 0
        self.hands_played = 0
        self.deck = []
        self.dealt: list[tuple[str, Card]] = []
        for c in shoe:
            card = to_engine(c)
            card.src = c
            self.deck.append(card)

    def deal(self) -> Card:
        try:
            card = super().deal()
        except IndexError:  # the engine's "Deck is empty"
            raise ShoeOutError() from None
        self.dealt.append((card.src, card))
        return card

    def check_status(self, shuffle_freq: Any) -> bool:
        return False  # the next shoe is not this round's business

    def __len__(self) -> int:
        # Read by the engine only for its card count (game.py line 490, cards left in decks):
        # the forced cards stand at the front of a shoe of the table's decks.
        return max(self.decks * 52 - len(self.dealt), 1)


class Run:
    """One replay of the round from the forced shoe, answering the callbacks with `answers`."""

    def __init__(
        self, template: Game, shoe: list[str], amount: Decimal, answers: list[tuple[str, Any]]
    ) -> None:
        self.answers = list(answers)
        self.amount = Money(amount)
        self.hands: list[Any] = []  # every player Hand the engine made, in order
        self.number: dict[int, int] = {}  # id(hand) -> protocol hand number
        self.split_parent: Any = None
        self.asked: NeedAnswerError | None = None
        self.settled: list[tuple[Any, Decimal, Decimal, str]] = []  # hand, returned, ins, res
        self.completed: list[Any] = []
        self.ins_stake = Decimal(0)
        self._bank_at_insurance: Decimal | None = None
        self.error: Exception | None = None
        self.player = _TracedPlayer(self)
        self.game = copy.copy(template)
        self.game.player_list = [self.player]
        self.game.deck = ForcedDeck(shoe, int(template.num_decks))
        self.game._completed_hands = []
        self.game._num_splits = 0
        self.game.hit_results = []
        self.game.count_data = []
        self.game.verbose = False
        self.game._compare = self._compare
        self.start_bank = Decimal(self.player.bankroll)
        self.dealer: Any = None
        self.complete = False
        self.shoe_out = False
        _CURRENT.append(self)
        try:
            self.game.play_round()
            self.complete = True
        except NeedAnswerError as need:
            self.asked = need
        except ShoeOutError:
            self.shoe_out = True
        finally:
            _CURRENT.pop()

    # --- the engine's callbacks --------------------------------------------------------------
    def _observe_insurance(self) -> None:
        """The insurance the engine took at game.py line 132: the bankroll's drop between the
        insurance callback and the engine's next step (no other money moves between them)."""
        if self._bank_at_insurance is not None:
            self.ins_stake = self._bank_at_insurance - Decimal(self.player.bankroll)
            self._bank_at_insurance = None

    def next_answer(self, kind: str, hand: Any = None) -> Any:
        if not self.answers:
            raise NeedAnswerError(kind, hand)
        got_kind, value = self.answers.pop(0)
        assert got_kind == kind, (got_kind, kind)
        return value

    def wager(self, **kw: Any) -> Money:
        return self.amount

    def insurance(self, **kw: Any) -> bool:
        answer = self.next_answer("insurance")
        self._bank_at_insurance = Decimal(self.player.bankroll)
        return bool(answer)

    def strategy(self, player: Any, hand: Any, dealer_up: Any, **kw: Any) -> str:
        self._observe_insurance()
        answer = self.next_answer("play", hand)
        if answer == "SPLIT":
            self.split_parent = hand
        return str(answer)

    def new_hand(self, hand: Any, from_split: bool) -> None:
        if from_split:
            parent = self.split_parent
            if parent is not None and not any(
                getattr(h, "_py21_parent", None) is parent for h in self.hands
            ):
                self.number[id(hand)] = self.number[id(parent)]
            else:
                self.number[id(hand)] = max(self.number.values()) + 1
            hand._py21_parent = parent
        else:
            self.number[id(hand)] = 1
        self.hands.append(hand)

    def _compare(self, dealer: Any, payout: Any, blackjack_payout: Any, split_bj: Any) -> None:
        """The engine's `Game._compare`, observed: which hands it settles and what each returns."""
        self._observe_insurance()
        self.dealer = dealer
        self.completed = list(self.game._completed_hands)
        Game._compare(self.game, dealer, payout, blackjack_payout, split_bj)

    def on_settle(self, hand_data: dict[str, Any], before: Decimal, args: tuple[Any, ...]) -> None:
        after = Decimal(self.player.bankroll)
        settled_hands = [h for h in self.completed if not h.split]
        hand = settled_hands[len(self.settled)]
        # the engine's settle_up again on the same hand without insurance: the hand's own return
        scratch = Player(Money(0))
        scratch.total_wagered = Money(1)
        Player.settle_up(scratch, {**hand_data, "insurance": 0}, *args)
        own = Decimal(scratch.bankroll)
        self.settled.append((hand, own, (after - before) - own, args[1]))

    # --- what the round looks like -----------------------------------------------------------
    def leaves(self) -> list[Any]:
        """The player's hands that were not split, by protocol number."""
        return sorted((h for h in self.hands if not h.split), key=lambda h: self.number[id(h)])


_CURRENT: list[Run] = []  # the replay running now


class _TracedPlayer(Player):  # type: ignore[misc]
    def __init__(self, run: Run) -> None:
        super().__init__(
            Money(BANKROLL),
            strategy_func=run.strategy,
            wager_func=run.wager,
            insurance_func=run.insurance,
        )
        self.run = run

    def settle_up(self, hand_data: dict[str, Any], *args: Any) -> None:
        before = Decimal(self.bankroll)
        super().settle_up(hand_data, *args)
        self.run.on_settle(hand_data, before, args)


class _TracedHand(Hand):  # type: ignore[misc]
    """The engine's Hand; each player hand it makes is numbered as the protocol numbers them
    (a split's first hand keeps the number, its second takes the next, 2.11(b))."""

    def __init__(self, card_one: Any, from_split: bool = False, player: Any = None, **kw: Any):
        super().__init__(card_one, from_split=from_split, player=player, **kw)
        if player is not None and _CURRENT:
            _CURRENT[-1].new_hand(self, from_split)


py21.game.Hand = _TracedHand

ENGINE_OF = {
    "hit": "HIT",
    "stand": "STAND",
    "double": "DOUBLE",
    "split": "SPLIT",
    "surrender": "SURRENDER",
}
RESULT_OF = {"win": "win", "loss": "lose", "push": "void", "surrender": "surrender"}


class Py21Round:
    def __init__(self, template: Game, shoe: list[str], amount: Decimal, player: str) -> None:
        self.template = template
        self.shoe = shoe
        self.W = amount
        self.player = player
        self.answers: list[tuple[str, Any]] = []
        self.run: Run | None = None
        self.legal: list[str] = []

    def _replay(self, answers: list[tuple[str, Any]]) -> Run:
        return Run(self.template, self.shoe, self.W, answers)

    def _takes(self, decision: str) -> bool:
        """Whether the engine takes `decision` now: a replay with it answered raises no
        ValueError, and a split splits (the engine plays a split it refuses as a hit)."""
        assert self.run is not None and self.run.asked is not None
        at = self.run.asked.hand
        where = next(i for i, h in enumerate(self.run.hands) if h is at)
        try:
            probe = self._replay([*self.answers, ("play", ENGINE_OF[decision])])
        except ValueError:
            return False
        # a split the engine takes splits the hand, even when the cards it then calls for are
        # past the forced shoe
        if decision == "split":
            return bool(probe.hands[where].split)
        return True

    def _play(self) -> None:
        self.run = self._replay(self.answers)
        if self.run.shoe_out:
            raise ShoeOutError()
        self.legal = []
        if self.run.asked is not None and self.run.asked.kind == "play":
            self.legal = [d for d in ENGINE_OF if d in ("hit", "stand") or self._takes(d)]

    def deal(self) -> None:
        self._play()

    def prompt(self) -> dict[str, Any] | None:
        r = self.run
        assert r is not None
        if r.complete or r.asked is None:
            return None
        if r.asked.kind == "insurance":
            return insurance_prompt(1, self.player, self._insurance_amount())
        return play_prompt(r.number[id(r.asked.hand)], self.player, list(self.legal), self.W)

    def _insurance_amount(self) -> Decimal:
        """What the engine takes for insurance (game.py line 131: insurance_pct of the wager)."""
        return Decimal(Money(self.template.game_params.insurance_pct * Money(self.W)))

    def apply(self, decision: str) -> None:
        p = self.prompt()
        name, amt = offered(p, decision)
        if name in ("insure", "no-insurance"):
            if name == "insure" and amt and Decimal(amt) != self._insurance_amount():
                raise IllegalDecisionError(
                    f"the engine insures for {money(self._insurance_amount())} only", p["legal"]
                )
            self.answers.append(("insurance", name == "insure"))
        else:
            if name == "double" and amt and Decimal(amt) != self.W:
                raise IllegalDecisionError(
                    "the engine doubles for the whole wager only", p["legal"]
                )
            self.answers.append(("play", ENGINE_OF[name]))
        self._play()

    def outcome_parts(
        self,
    ) -> tuple[list[str], list[dict[str, Any]], list[dict[str, Any]], list[dict[str, Any]]]:
        r = self.run
        assert r is not None
        cards = [src for src, _ in r.game.deck.dealt]
        leaves = r.leaves()
        split = any(h.from_split for h in leaves)
        final = []
        for h in leaves:
            cs = [c.src for c in h.cards]
            final.append(
                {
                    "box": 1,
                    "hand": r.number[id(h)],
                    "cards": cs,
                    "total": int(h.total),
                    "blackjack": is_natural(cs, split),
                    "busted": bool(h.bust),
                    "doubled": bool(h.double_down),
                    "surrendered": bool(h.surrender),
                }
            )
        dealer = r.dealer
        if dealer is not None:
            dcs = [c.src for c in dealer.cards]
            final.append(
                {
                    "box": 0,
                    "hand": 1,
                    "cards": dcs,
                    "total": int(dealer.total),
                    "blackjack": is_natural(dcs, False),
                    "busted": bool(dealer.bust),
                }
            )
        ledger: list[dict[str, Any]] = []
        if r.complete:
            ledger = self._ledger(r, leaves)
        return cards, ledger, final, self._transcript(r, leaves)

    def _ledger(self, r: Run, leaves: list[Any]) -> list[dict[str, Any]]:
        settled = {id(h): (own, ins, res) for h, own, ins, res in r.settled}
        ledger: list[dict[str, Any]] = []
        ins_return = sum((ins for _, _, ins, _ in r.settled), Decimal(0))
        if r.ins_stake > 0:
            ins_net = ins_return - r.ins_stake
            res = "win" if ins_net > 0 else "lose" if ins_return == 0 else "void"
            ledger.append(
                entry(
                    self.player,
                    1,
                    "insurance",
                    r.ins_stake,
                    res,
                    ins_net,
                    odds_of(ins_net, r.ins_stake),
                )
            )
        for h in leaves:
            n = r.number[id(h)]
            stake = Decimal(h.wager)
            own, _, res = settled.get(id(h), (Decimal(0), Decimal(0), "loss"))
            net = own - stake
            result = RESULT_OF[res]
            kind = "main" if n == 1 else "split"
            if h.double_down:
                half, first = stake / 2, net / 2
                ledger.append(
                    entry(self.player, n, kind, half, result, first, odds_of(first, half))
                )
                ledger.append(
                    entry(self.player, n, "double", half, result, first, odds_of(first, half))
                )
            else:
                ledger.append(entry(self.player, n, kind, stake, result, net, odds_of(net, stake)))
        # The entries are the engine's bankroll, to the cent: what it took and gave back.
        moved = Decimal(r.player.bankroll) - r.start_bank
        booked = sum((Decimal(e["net"]) for e in ledger), Decimal(0))
        if money(moved) != money(booked):
            raise RuntimeError(f"py21 adapter: ledger {booked} but the bankroll moved {moved}")
        return ledger

    def _transcript(self, r: Run, leaves: list[Any]) -> list[dict[str, Any]]:
        transcript: list[dict[str, Any]] = []
        dealer_cards = [] if r.dealer is None else list(r.dealer.cards)
        owner = {id(c): r.number[id(h)] for h in leaves for c in h.cards}
        revealed = False
        for i, (src, c) in enumerate(r.game.deck.dealt):
            k = next((j for j, d in enumerate(dealer_cards) if d is c), None)
            if k == 0:
                transcript.append({"kind": "dealer-up-card", "box": 0, "hand": 1, "card": src})
            elif k == 1:
                continue  # face down until revealed
            elif k is not None:
                if not revealed:
                    transcript.append(
                        {
                            "kind": "reveal-hole-card",
                            "box": 0,
                            "hand": 1,
                            "card": dealer_cards[1].src,
                        }
                    )
                    revealed = True
                transcript.append({"kind": "dealer-draw", "box": 0, "hand": 1, "card": src})
            elif i < 4:  # the initial deal: one hand until a split
                transcript.append({"kind": "deal", "box": 1, "hand": 1, "card": src})
            else:
                hand = owner.get(id(c), 1)
                transcript.append({"kind": "hit", "box": 1, "hand": hand, "card": src})
        if r.complete and not revealed and len(dealer_cards) > 1:
            transcript.append(
                {"kind": "reveal-hole-card", "box": 0, "hand": 1, "card": dealer_cards[1].src}
            )
        return transcript


class Py21Adapter(OneBoxAdapter):
    NAME = "py21 (PyPI) via lab adapter"
    VERSION = "1.6.0"
    FILES: ClassVar[list[pathlib.Path]] = [
        *pathlib.Path(py21.__file__).parent.glob("*.py"),
        pathlib.Path(py21.__file__).parent / "rules.json",
    ]
    CAPABILITIES: ClassVar[list[str]] = [
        "forced-shoe",
        "hole-card:face-down-card-reader",
        "double",
        "split",
        "resplit",
        "insurance",
        "surrender",
        "plays:hole_card=face-down-card-reader",
        "plays:boxes=1",
    ]
    ALLOWED: ClassVar[dict[str, set[str]]] = {
        "hole_card": {"face-down-card-reader"},
        "boxes": {"1"},
        "surrender": {"true", "false"},
        "max_splits": {"1", "2", "3"},
        "aces_split_once": {"true", "false"},
    }

    def __init__(self) -> None:
        super().__init__()
        self.templates: dict[tuple[tuple[str, Any], ...], Game] = {}

    def open_table(self, *, edition: str, options: Any) -> dict[str, Any]:
        """Refuse, besides what OneBoxAdapter refuses, what the engine's own rules cannot say:
        limits that are not whole numbers (its min_bet, max_bet are integers, rules.json) and
        aces split again (split aces stand on one card, game.py lines 333, 347)."""
        for name in ("table_minimum", "table_maximum"):
            if name in options and Decimal(str(options[name])) % 1:
                raise refuse(
                    ErrorCode.UNSUPPORTED_OPTION,
                    f"py21's betting limits are whole numbers: {name}={options[name]}",
                    option=name,
                    value=options[name],
                )
        if (
            int(str(options.get("max_splits", 1))) > 1
            and norm(options.get("aces_split_once", False)) != "true"
        ):
            raise refuse(
                ErrorCode.UNSUPPORTED_OPTION,
                "py21 never splits split aces again",
                option="aces_split_once",
                value=options.get("aces_split_once", False),
            )
        opened = super().open_table(edition=edition, options=options)
        try:
            self._template(options)
        except ValidationError as e:  # the engine's own rules.json validators (num_decks >= 1)
            self.tables.pop(opened["table"], None)
            bad = next(iter(e.messages.get("errors", {})), "")
            option = {v: k for k, v in ENGINE_OPTION.items()}.get(bad, bad)
            raise refuse(
                ErrorCode.FORBIDDEN_RULES,
                f"py21 refuses the table: {' '.join(str(e).split())}",
                option=option,
                value=options.get(option),
            ) from None
        return opened

    def _template(self, options: dict[str, Any]) -> Game:
        """The engine's Game for a table (one per set of the engine's rules, reused by every
        round's replays: building its parameters takes a tenth of a second)."""
        rules = {
            "num_decks": int(str(options.get("decks", 6))),
            "min_bet": int(Decimal(str(options.get("table_minimum", "5.00")))),
            "max_bet": int(Decimal(str(options.get("table_maximum", "5000.00")))),
            "surrender_allowed": norm(options.get("surrender", False)) == "true",
            "max_split_hands": int(str(options.get("max_splits", 1))),
        }
        key = tuple(sorted(rules.items()))
        if key not in self.templates:
            self.templates[key] = Game([Player(BANKROLL)], rules=rules, verbose=False)
        return self.templates[key]

    def place_wagers(self, *, round: str, wagers: Any) -> dict[str, Any]:
        """The engine's own wager check (Player.wager, player.py lines 52-57: between its min_bet
        and max_bet) refuses a wager outside the table's limits (1006)."""
        result = super().place_wagers(round=round, wagers=wagers)
        r = self._round(round)
        game = self._template(self.tables[r["table"]]["options"])
        amount = Money(Decimal(str(r["wagers"][0]["amount"])))
        probe = Player(Money(BANKROLL), wager_func=lambda **kw: amount)
        try:
            probe.wager(game.game_params.min_bet, game.game_params.max_bet)
        except AssertionError as e:
            r["wagers"] = None
            raise refuse(
                ErrorCode.BAD_WAGER, f"py21 refuses the wager: {e}", field="amount"
            ) from None
        return result

    def make_round(
        self, options: dict[str, Any], shoe: list[str], amount: Decimal, player: str
    ) -> Any:
        return Py21Round(self._template(options), shoe, amount, player)


def create() -> Py21Adapter:
    return Py21Adapter()
