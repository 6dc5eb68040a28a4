"""The order a game deals a round's first cards in, as seen, and shoes put in that order.

2.6(e) fixes the order: a first card to each box in play from the dealer's left, one face up to
the dealer, a second card to each box; the dealer's second card follows at once under 2.6(j) and
(k), after every player has finished under 2.6(h). A game that deals in another order (player,
player, dealer, dealer is common) breaks 2.6(e), and the examples that hold a shoe "in dealing
order" under 2.6(e)'s Rule find it. Every other example states the cards each hand is to hold; if
those were stacked in 2.6(e)'s order, that one deviation would give every hand of every example
other cards, and each example would fail under its own Rule, hiding whatever else the game does.
So the kit watches the game deal one round of distinct cards (`observe_deal_order`), and composes
the shoes of the other examples in the order it saw: each hand then holds the cards its example
states, and the reference engine, the oracle of the differential checks, is given the same hands
in 2.6(e)'s order (`as_dealt_by`), with its transcript's events of the first deal in the game's
order (`transcript_as_dealt_by`), so that what differs next is another defect. The shuffles of a
whole shoe are restacked round by round the same way (`shoe_as_dealt_by`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from regulations.errors import KitError
from vendor_adapters.errors import AdapterError, AdapterRefusal
from vendor_adapters.prompt_following import UNCHANGED_ANSWERS, PromptFollowingSession
from vendor_adapters.protocol import (
    FinalHand,
    Irregularity,
    Outcome,
    ShoeResult,
    ShoeRound,
    ShuffleScript,
    Status,
    TranscriptEvent,
    Wager,
)
from vendor_adapters.session import GameSession

__all__ = [
    "BOX",
    "DEALER",
    "DealOrder",
    "OrderFor",
    "OrdersFor",
    "RestackingSession",
    "Slot",
    "as_dealt_by",
    "first_deal",
    "observe_deal_order",
    "shoe_as_dealt_by",
    "standard_order",
    "transcript_as_dealt_by",
]

# A place a card of the first deal goes to: ("box", N, 1 or 2) or ("dealer", 0, 1 or 2).
Slot = tuple[str, int, int]
DEALER = "dealer"
BOX = "box"
# Distinct cards that make no blackjack, no 21 and no bust in any two of them, and no ace or
# ten face up, so that no insurance, peek or early payment changes the probe round.
_PROBE_CARDS = tuple(rank + suit for rank in "23456" for suit in "CDHS")


@dataclass(frozen=True)
class DealOrder:
    """The slots of a round's first deal in the order a game fills them."""

    slots: tuple[Slot, ...]

    @property
    def boxes(self) -> tuple[int, ...]:
        return tuple(sorted({number for who, number, _ in self.slots if who == BOX}))

    def follows_2_6e(self) -> bool:
        return self.slots == standard_order(self.boxes).slots

    def describe(self) -> str:
        """ "box 1, box 2, box 1, box 2, dealer up, dealer second"."""
        words = []
        for who, number, card in self.slots:
            if who == DEALER:
                words.append("dealer up" if card == 1 else "dealer second")
            else:
                words.append(f"box {number}")
        return ", ".join(words)


def standard_order(boxes: Sequence[int]) -> DealOrder:
    """2.6(e): a first card to each box from the dealer's left, the dealer's face up card, a
    second card to each box; then the dealer's second card (at once under 2.6(j), (k); after the
    players under 2.6(h), which the shoe composer places)."""
    order = sorted(boxes)
    slots: list[Slot] = [(BOX, box, 1) for box in order]
    slots.append((DEALER, 0, 1))
    slots.extend((BOX, box, 2) for box in order)
    slots.append((DEALER, 0, 2))
    return DealOrder(tuple(slots))


def observe_deal_order(
    session: GameSession, edition: str, options: dict[str, object], boxes: Sequence[int]
) -> DealOrder | None:
    """The order the game deals the first cards of a round at a table of `options` with a
    wager on each of `boxes`: one round of distinct small cards is played, every hand stands,
    and each of its first cards is found in the hands the game reports. None when the round
    cannot show it (the game refuses the table or the wagers, or its hands do not hold the
    cards dealt): the examples are then stacked in 2.6(e)'s order, as before."""
    order = sorted(boxes)
    cards = _PROBE_CARDS[: 2 * len(order) + 2]
    shoe = (*cards, *_PROBE_CARDS[len(cards) :])
    minimum = options.get("table_minimum")
    wagers = tuple(
        {"box": box, "player": f"box{box}", "amount": str(minimum or "10")} for box in order
    )
    try:
        table = session.table(edition, options)
        round_id, status = session.begin(table, shoe, wagers)  # type: ignore[arg-type]
        for _ in range(4 * len(order) + 4):
            prompt = status["prompt"]
            if prompt is None:
                break
            status = session.decide(round_id, UNCHANGED_ANSWERS.get(prompt["kind"], "stand"))
        outcome = session.finish(round_id, shoe, wagers)  # type: ignore[arg-type]
    except (AdapterRefusal, AdapterError, KitError, AssertionError):
        return None
    return _order_of(cards, outcome["final_hands"], order)


def _order_of(
    cards: Sequence[str], hands: Sequence[FinalHand], boxes: Sequence[int]
) -> DealOrder | None:
    where: dict[str, Slot] = {}
    for hand in hands:
        if hand["hand"] != 1:
            return None
        who = DEALER if hand["box"] == 0 else BOX
        for index, card in enumerate(hand["cards"][:2], 1):
            where[card] = (who, hand["box"], index)
    slots = tuple(where.get(card) for card in cards)
    expected = set(standard_order(boxes).slots)
    if None in slots or set(slots) != expected:
        return None
    return DealOrder(tuple(s for s in slots if s is not None))


def first_deal(order: DealOrder, *, no_hole_card: bool) -> tuple[DealOrder, DealOrder] | None:
    """The game's order and 2.6(e)'s of the first cards a shoe can be restacked by: all of them
    at a table with a hole card; without one (2.6(h)) those before the dealer's second card,
    which follows the players' draws, when the game too deals it last. None when the game deals
    it before the boxes' cards: no restacking gives both the same hands."""
    standard = standard_order(order.boxes)
    if not no_hole_card:
        return order, standard
    if order.slots[-1] != standard.slots[-1]:
        return None
    return DealOrder(order.slots[:-1]), DealOrder(standard.slots[:-1])


def as_dealt_by(
    shoe: Sequence[str], dealt: DealOrder, wanted: DealOrder | None = None
) -> tuple[str, ...]:
    """`shoe`, stacked for a game that deals in the order `dealt`, restacked so that a game
    dealing in `wanted` (2.6(e)'s by default) gives every hand the same first cards; the cards
    after the first deal keep their order."""
    target = wanted or standard_order(dealt.boxes)
    count = len(dealt.slots)
    if len(shoe) < count or set(dealt.slots) != set(target.slots):
        return tuple(shoe)
    card_of = dict(zip(dealt.slots, shoe[:count], strict=True))
    return (*(card_of[slot] for slot in target.slots), *shoe[count:])


# The transcript events that name a card of the first deal, by who receives it.
_FIRST_DEAL_KINDS = {
    BOX: frozenset({"deal"}),
    DEALER: frozenset({"dealer-up-card", "hole-card-face-up"}),
}


def transcript_as_dealt_by(
    events: Sequence[TranscriptEvent], dealt: DealOrder, wanted: DealOrder
) -> list[TranscriptEvent]:
    """A round's transcript in which the events that name the cards of the first deal, found
    in the order `dealt`, are put in the order `wanted`, each where an event of the first deal
    stood; the other events keep their places. The face-down hole card names no card (2.6(j))
    and keeps its place. The events as they are when they do not match `dealt` slot by slot."""
    slots = [slot for slot in dealt.slots if slot[:2] != (DEALER, 0) or slot[2] == 1]
    hole = next((e for e in events if e.get("kind") == "hole-card-face-up"), None)
    if hole is not None:
        slots = list(dealt.slots)
    places = [index for index, event in enumerate(events) if event.get("card")][: len(slots)]
    if len(places) < len(slots) or set(slots) - set(wanted.slots):
        return list(events)
    of_slot: dict[Slot, TranscriptEvent] = {}
    for slot, index in zip(slots, places, strict=True):
        event = events[index]
        who, number, _ = slot
        if event.get("kind") not in _FIRST_DEAL_KINDS[who] or event.get("box") != number:
            return list(events)
        of_slot[slot] = event
    moved = list(events)
    order = [slot for slot in wanted.slots if slot in of_slot]
    for index, slot in zip(places, order, strict=True):
        moved[index] = of_slot[slot]
    return moved


# The events of a shoe after which its cards come from the next shuffle the script gives.
_SHUFFLES = frozenset({"shuffle", "bart-carter-reshuffle"})
# (the game's order, 2.6(e)'s) of a round's first deal, for the boxes it deals to.
OrdersFor = Callable[[Sequence[int]], tuple[DealOrder, DealOrder] | None]


def shoe_as_dealt_by(
    shuffles: Sequence[ShuffleScript],
    rounds: Sequence[ShoeRound],
    reference: ShoeResult,
    orders_for: OrdersFor,
) -> tuple[list[ShuffleScript], dict[int, tuple[DealOrder, DealOrder]]]:
    """The shuffles of a shoe (2.5), stacked for 2.6(e)'s order, restacked so that a game
    dealing in another order gives every round's boxes and dealer the same first cards; and, by
    round number, the (game's, 2.6(e)'s) orders of the rounds restacked.

    `reference` is the shoe played in 2.6(e)'s order (the reference engine's `play_shoe`): its
    burns and rounds, shuffle by shuffle, are the cards each shuffle deals in turn, which a cut
    only rotates (2.5(d)); where they are found in the shuffle's cards, each round's first deal
    is put in the game's order there, and a cutting card inserted among those cards is moved
    with the card behind it, so that it appears on the box or dealer it appears on in 2.6(e)'s
    order (2.5(e), 2.6(l)). A round is left as it is where they are not found: a shuffle whose
    cards run out mid-round (2.15(f)), the discards the Bart Carter shuffle puts back among the
    others (2.6(m)), a round whose first card is a double shoe's determinant card (2.6(d)2)
    where the game deals the first box's first card later; a round with an irregularity of
    2.15, and a round whose boxes the game deals in 2.6(e)'s order."""
    stacked = [
        ShuffleScript(**{**shuffle, "cards": list(shuffle["cards"])}) for shuffle in shuffles
    ]
    dealt, begins, broken = _dealt_by_shuffle(stacked, reference)
    restacked: dict[int, tuple[DealOrder, DealOrder]] = {}
    for shuffle, cards in dealt.items():
        if shuffle in broken or not 0 <= shuffle < len(stacked):
            continue
        script = stacked[shuffle]
        offset = _rotation(script["cards"], cards)
        if offset is None:
            continue
        size = len(script["cards"])
        cutting_card = script.get("cutting_card")
        for number, start, determinant in begins.get(shuffle, []):
            planned = rounds[number - 1] if number <= len(rounds) else None
            if planned is None or planned.get("irregularities"):
                continue
            orders = orders_for(sorted({int(w["box"]) for w in planned["wagers"]}))
            if orders is None:
                continue
            game, standard = orders
            if determinant and game.slots[0] != standard.slots[0]:
                continue  # the determinant card is the first box's first card (2.6(d)2)
            first = cards[start : start + len(game.slots)]
            if len(first) < len(game.slots):
                continue
            for index, card in enumerate(as_dealt_by(first, standard, game)):
                script["cards"][(offset + start + index) % size] = card
            restacked[number] = orders
            if cutting_card is not None and start <= cutting_card < start + len(game.slots):
                behind = standard.slots[cutting_card - start]
                script["cutting_card"] = start + game.slots.index(behind)
    return stacked, restacked


def _dealt_by_shuffle(
    shuffles: Sequence[ShuffleScript], reference: ShoeResult
) -> tuple[dict[int, list[str]], dict[int, list[tuple[int, int, bool]]], set[int]]:
    """The cards each shuffle dealt in turn in `reference`, by the shuffle's index: its burns,
    determinant cards (2.6(d)) and rounds; where each round begins among them, and whether its
    first card is the determinant card drawn before it (2.6(d)2); the shuffles whose cards ran
    out mid-round (2.15(f))."""
    dealt: dict[int, list[str]] = {}
    begins: dict[int, list[tuple[int, int, bool]]] = {}
    broken: set[int] = set()
    current: dict[str | None, int] = {}  # by side of a double shoe (None: one shoe)
    dealing: str | None = None
    determinant: str | None = None
    used = -1
    for event in reference["events"]:
        kind, card = event.get("kind"), event.get("card")
        if kind in _SHUFFLES:
            used += 1
            current[shuffles[used].get("side") if used < len(shuffles) else None] = used
        elif kind == "insufficient-cards":
            broken.add(current.get(dealing, used))
        elif kind == "determinant-card" and card:
            drawn = event.get("note")
            dealt.setdefault(current.get(drawn, used), []).append(card)
            dealing = "red" if card[-1] in "HD" else "black"
            determinant = card if dealing == drawn else None
        elif kind == "burn" and card and not str(event.get("clause", "")).endswith("2.6(d)2"):
            dealt.setdefault(current.get(dealing, used), []).append(card)
        elif kind == "round-begins" and isinstance(event.get("round"), int):
            number = int(event["round"])
            shuffle = current.get(dealing, used)
            cards = dealt.setdefault(shuffle, [])
            rounds = reference["rounds"]
            round_cards = rounds[number - 1]["cards_dealt"] if number <= len(rounds) else []
            first = determinant is not None and round_cards[:1] == [determinant]
            begins.setdefault(shuffle, []).append((number, len(cards) - first, first))
            cards.extend(round_cards[first:])
            determinant = None
    return dealt, begins, broken


def _rotation(cards: Sequence[str], dealt: Sequence[str]) -> int | None:
    """Where `dealt` begins in `cards` read round from the end to the start (a cut moves the
    front cards to the back, 2.5(d)), or None."""
    size = len(cards)
    if not dealt or len(dealt) > size:
        return None
    for offset in range(size):
        if all(cards[(offset + i) % size] == card for i, card in enumerate(dealt)):
            return offset
    return None


# The deal order a restacking session uses for a table's options and the boxes in play.
OrderFor = Callable[[Mapping[str, object], Sequence[int]], DealOrder | None]


class RestackingSession(PromptFollowingSession):
    """The reference engine given shoes stacked for a game that deals in another order than
    2.6(e): each round's shoe is restacked (`as_dealt_by`) by the order `order_for` names for
    its table and boxes, so that the reference's hands hold the cards the game's did and the
    differential checks compare everything else."""

    def __init__(self, adapter: Any, order_for: OrderFor) -> None:
        super().__init__(adapter)
        self._order_for = order_for
        self._options: dict[str, dict[str, object]] = {}
        self._shoes: dict[str, tuple[str, ...]] = {}
        self._games: dict[str, tuple[DealOrder, DealOrder] | None] = {}

    def table(self, edition: str, options: Mapping[str, object]) -> str:
        table = super().table(edition, options)
        self._options[table] = dict(options)
        return table

    def _orders(self, table: str, wagers: Sequence[Wager]) -> tuple[DealOrder, DealOrder] | None:
        """(the game's order, 2.6(e)'s) of the first deal at this table, when they differ."""
        boxes = sorted({int(w["box"]) for w in wagers})
        options = self._options.get(table, {})
        order = self._order_for(options, boxes) if boxes else None
        if order is None or order.follows_2_6e():
            return None
        return first_deal(order, no_hole_card=options.get("hole_card") == "no-hole-card")

    def restacked(
        self, table: str, shoe: Sequence[str], wagers: Sequence[Wager]
    ) -> tuple[str, ...]:
        """`shoe` in 2.6(e)'s order when the game deals this table's boxes in another."""
        orders = self._orders(table, wagers)
        return tuple(shoe) if orders is None else as_dealt_by(shoe, *orders)

    def begin(
        self,
        table: str,
        shoe: Sequence[str],
        wagers: Sequence[Wager],
        irregularities: Sequence[Irregularity] = (),
    ) -> tuple[str, Status]:
        stacked = self.restacked(table, shoe, wagers)
        round_id, status = super().begin(table, stacked, wagers, irregularities)
        self._shoes[round_id] = stacked
        self._games[round_id] = self._orders(table, wagers)
        return round_id, status

    def finish(self, round_id: str, shoe: Sequence[str], wagers: Sequence[Wager]) -> Outcome:
        outcome = super().finish(round_id, self._shoes.pop(round_id, tuple(shoe)), wagers)
        orders = self._games.pop(round_id, None)
        if orders is not None and len(outcome["cards_dealt"]) >= len(orders[0].slots):
            # The cards dealt as they left the game's shoe, so that only what differs in the
            # hands shows: the order of the first deal is one finding, of 2.6(e)'s examples.
            game, standard = orders
            outcome["cards_dealt"] = list(as_dealt_by(outcome["cards_dealt"], standard, game))
            # And the transcript's events of the first deal, so that the first card event in
            # which the game and the reference differ is the first that tells another defect.
            if outcome.get("transcript"):
                outcome["transcript"] = transcript_as_dealt_by(
                    outcome["transcript"], standard, game
                )
        return outcome
