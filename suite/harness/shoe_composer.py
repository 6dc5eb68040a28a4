"""The shoe composer: from the cards each box and the dealer are to hold, the forced shoe that
deals them under the hole-card procedure in use.

The deal order is 2.6(e): a first card to each box in play from the dealer's left, the dealer's
face-up card, a second card to each box. Under 2.6(j) and (k) the dealer's second card (the hole
card, face down or face up) follows at once; under 2.6(h) (no hole card) it is dealt only after
every player has finished. The cards the players then draw come next, in the order drawn, then
the dealer's draws, then at a multiple action table the cards of his second and third hands
(2.18(g), (h)). After them the composer puts filler cards, so that a game that draws more than
the rules allow meets a card rather than an empty shoe, and the scenario fails on its outcome.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from reference_impl.options import HoleCardProcedure
from regulations.errors import KitError
from suite.harness.deal_order import DEALER, DealOrder, Slot, standard_order

__all__ = [
    "CARD_PATTERN",
    "ComposeError",
    "DealPlan",
    "compose_shoe",
    "parse_cards",
    "parse_deal",
    "with_filler",
]

RANKS = "A23456789TJQK"
SUITS = "SHDC"
CARD_PATTERN = re.compile(r"^(?:10|[A2-9TJQK])[SHDC]$")
# The order filler cards are taken in: small cards first, so that a game drawing one card too
# many changes a total by little and the difference shows in the ledger, not in a bust.
_FILLER_ORDER = tuple(rank + suit for rank in "23456789TJQKA" for suit in "CDHS")
_FILLER_CARDS = 12
_NO_HOLE_CARD = "no-hole-card"
_PROCEDURES = tuple(procedure.value for procedure in HoleCardProcedure)
# The parts of a deal for the dealer's later hands at a multiple action table (2.18(g), (h)).
_LATER_HANDS = ("dealer's second hand", "dealer's third hand")


class ComposeError(KitError):
    """A deal no shoe can give: an unknown card, more copies than the decks hold, ..."""


def parse_cards(text: str) -> tuple[str, ...]:
    """Cards written as in the features: "AS KH", "10D 9C" ("10" and "T" are both tens)."""
    cards = []
    for word in text.replace(",", " ").split():
        card = word.upper()
        if not CARD_PATTERN.match(card):
            raise ComposeError(
                f"{word!r} is not a card: a rank A 2-9 T (or 10) J Q K, then a suit S H D C"
            )
        cards.append("T" + card[2] if card.startswith("10") else card)
    return tuple(cards)


@dataclass(frozen=True)
class DealPlan:
    """The cards of a round by whom they go to, in the order each receives them."""

    hole_card: str
    boxes: Mapping[int, tuple[str, str]]
    dealer_up: str
    dealer_second: str
    player_draws: tuple[str, ...] = ()
    dealer_draws: tuple[str, ...] = ()
    decks: int = 6
    filler: bool = True
    extra: tuple[str, ...] = field(default=())

    def __post_init__(self) -> None:
        if self.hole_card not in _PROCEDURES:
            raise ComposeError(
                f"hole-card procedure {self.hole_card!r} is not one of {', '.join(_PROCEDURES)}"
            )
        if not self.boxes:
            raise ComposeError("a deal needs at least one box in play (2.6(e))")
        for box, cards in self.boxes.items():
            if not 1 <= box <= 7 or len(cards) != 2:
                raise ComposeError(
                    f"box {box} must be 1 to 7 and receive two initial cards, not {cards}"
                )


def compose_shoe(plan: DealPlan, order: DealOrder | None = None) -> tuple[str, ...]:
    """The forced shoe that deals `plan`, then the filler: the first cards in `order`, the
    order the game was seen to deal (suite.harness.deal_order), or 2.6(e)'s."""
    dealt = order if order is not None and order.boxes == tuple(sorted(plan.boxes)) else None
    slots = list((dealt or standard_order(sorted(plan.boxes))).slots)
    second = (DEALER, 0, 2)
    # Without a hole card the dealer's second card comes after every player's draws (2.6(h)),
    # wherever a game that deals it last in the first deal would put it.
    after_players = plan.hole_card == _NO_HOLE_CARD and slots[-1] == second
    if after_players:
        slots.pop()
    shoe = [_card_for(plan, slot) for slot in slots]
    shoe.extend(plan.player_draws)
    if after_players:
        shoe.append(plan.dealer_second)
    shoe.extend(plan.dealer_draws)
    shoe.extend(plan.extra)
    _check_copies(shoe, plan.decks)
    if plan.filler:
        shoe.extend(_filler(shoe, plan.decks))
    return tuple(shoe)


def _card_for(plan: DealPlan, slot: Slot) -> str:
    who, box, card = slot
    if who == DEALER:
        return plan.dealer_up if card == 1 else plan.dealer_second
    return plan.boxes[box][card - 1]


def _check_copies(cards: Sequence[str], decks: int) -> None:
    for card in cards:
        if not CARD_PATTERN.match(card) or card.startswith("10"):
            raise ComposeError(f"{card!r} is not a card of the kit's notation (e.g. TS, AH)")
    for card, count in Counter(cards).items():
        if count > decks:
            raise ComposeError(
                f"{card} appears {count} times, but {decks} deck{'s' if decks > 1 else ''} "
                f"hold{'' if decks > 1 else 's'} only {decks} (2.2(a))"
            )


def with_filler(cards: Sequence[str], decks: int) -> tuple[str, ...]:
    """`cards` in dealing order, then the filler cards the decks still hold: a game that draws
    more than the rules deal draws a filler card and shows it, rather than running the forced
    shoe out (1005, an adapter error)."""
    return (*cards, *_filler(cards, decks))


def _filler(used: Sequence[str], decks: int) -> list[str]:
    left = Counter({card: decks for card in _FILLER_ORDER})
    left.subtract(Counter(used))
    filler: list[str] = []
    for card in _FILLER_ORDER:
        if left[card] > 0 and len(filler) < _FILLER_CARDS:
            filler.append(card)
            left[card] -= 1
    return filler


def parse_deal(text: str, *, hole_card: str, decks: int = 6) -> DealPlan:
    """A plan from "box 1: AS KH; box 2: 9C 7D; dealer: 9D 7S; draws: 5C; dealer draws: 2H".

    The dealer's first card is the face-up card; the second is the hole card or, without a
    hole card (2.6(h)), the card dealt after the players. At a multiple action table (2.18)
    "dealer's second hand: 6S 8H" and "dealer's third hand: 9D" are the cards dealt to his
    original face up card for his second and third hands, in turn after his first hand's."""
    boxes: dict[int, tuple[str, str]] = {}
    dealer: tuple[str, ...] = ()
    player_draws: tuple[str, ...] = ()
    dealer_draws: tuple[str, ...] = ()
    later_hands: dict[str, tuple[str, ...]] = {}
    for part in text.split(";"):
        if not part.strip():
            continue
        label, _, cards_text = part.partition(":")
        label = label.strip().lower()
        cards = parse_cards(cards_text)
        if label.startswith("box"):
            number = label.removeprefix("box").strip()
            if not number.isdigit() or len(cards) != 2:
                raise ComposeError(f"{part.strip()!r}: write box N: CARD CARD")
            boxes[int(number)] = (cards[0], cards[1])
        elif label == "dealer":
            dealer = cards
        elif label == "draws":
            player_draws = cards
        elif label == "dealer draws":
            dealer_draws = cards
        elif label in _LATER_HANDS:
            later_hands[label] = cards
        else:
            raise ComposeError(
                f"{part.strip()!r}: parts are 'box N', 'dealer', 'draws', 'dealer draws', "
                '"dealer\'s second hand" and "dealer\'s third hand"'
            )
    if len(dealer) != 2:
        raise ComposeError("the dealer needs two cards: the face-up card, then the second card")
    return DealPlan(
        hole_card=hole_card,
        boxes=boxes,
        dealer_up=dealer[0],
        dealer_second=dealer[1],
        player_draws=player_draws,
        dealer_draws=dealer_draws,
        decks=decks,
        extra=tuple(card for label in _LATER_HANDS for card in later_hands.get(label, ())),
    )
