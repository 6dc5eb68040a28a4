"""The rounds `bjkit adapter-check` plays at a multiple action table (protocol 1.4, 2.18): stacked
rounds chosen for what decides a spot's wager, random rounds, and the wagers placed in them.

A stacked round's shoe is written in the order a table without a hole card deals it (2.6(e),
(h); 2.18(e)): each box's first card, the dealer's face up card, each box's second card, the
players' draws, then each hand of the dealer in turn, his second card and his draws (2.18(g),
(h)), followed by spare cards, so that a game that draws more than it should, or forms a hand
the rules do not call for, shows it in its cards dealt and its final hands. The rounds are shoes
and decisions, not settlements: the reference engine settles them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from decimal import Decimal

from reference_impl.cards import CARD_LABELS
from reference_impl.money import format_money
from reference_impl.rules import TableRules
from reference_impl.side_wagers.multiple_action_2_18 import SPOT_OF_KIND, WAGERS_REQUIRED
from vendor_adapters.protocol import Prompt, SideWager, Wager

__all__ = [
    "MULTIPLE_ACTION_ROUNDS",
    "MultipleActionRound",
    "random_multiple_action_wagers",
    "random_shoe",
    "spot_amount",
    "spot_wagers",
]

_SPARE = ("9S", "9H", "9D", "9C", "TS", "TH", "TD", "TC", "5S", "5H", "5D", "5C")
_KIND_OF_SPOT = {spot: kind for kind, spot in SPOT_OF_KIND.items()}
# The decisions a policy prefers on a play prompt, in order; else the prompt's first legal one.
_PREFERRED = {
    "stand": ("stand",),
    "hit": ("hit", "stand"),
    "double": ("double", "stand"),
    "split": ("split", "stand"),
}


@dataclass(frozen=True)
class MultipleActionRound:
    """One round: its name, the clause it is chosen for, the cards in dealing order, the spots
    each box wagers on (box 1, 2, ... in turn: 2 or 3), how each box plays (`stand`, `hit` until
    the hand can take no card, `double`, `split`) and the spots each box insures."""

    name: str
    clause: str
    cards: tuple[str, ...]
    spots: tuple[int, ...] = (3,)
    policies: tuple[str, ...] = ("stand",)
    insured: tuple[int, ...] = ()

    def shoe(self) -> list[str]:
        return [*self.cards, *_SPARE]

    def choose(self, prompt: Prompt) -> str:
        """The box's decision at `prompt`: insurance on the spots of `insured` only (2.18(d)),
        else by the box's policy."""
        legal = prompt["legal"]
        if prompt["kind"] == "insurance":
            wanted = "insure" if prompt.get("spot", 1) in self.insured else "no-insurance"
            return wanted if wanted in legal else legal[0]
        if prompt["kind"] != "play":
            return legal[0]
        policy = self.policies[min(prompt["box"], len(self.policies)) - 1]
        return next((word for word in _PREFERRED[policy] if word in legal), legal[0])


MULTIPLE_ACTION_ROUNDS: tuple[MultipleActionRound, ...] = (
    # TS 9C (19) stands against the dealer's TH: his hands are TH TD (20), TH 6S 8H (24, a bust)
    # and TH 9D (19): spot 1 lost, spot 2 won, spot 3 a push (2.18(f), (h), (i); 2.3).
    MultipleActionRound(
        "a player's 19 against the dealer's 20, a bust and 19",
        "2.18(i)",
        ("TS", "TH", "9C", "TD", "6S", "8H", "9D"),
    ),
    # TC 6D hits TS (26) against the dealer's 7H: every spot is lost at once, and with every
    # player's hand busted the dealer forms no further hand (2.18(f), (f)1).
    MultipleActionRound(
        "a bust loses every spot at once",
        "2.18(f)",
        ("TC", "7H", "6D", "TS"),
        policies=("hit",),
    ),
    # Box 1 (TC 6D) busts on TS and loses its three spots at once; box 2 (9S TD, 19) plays on
    # against the dealer's hands 7H 9D 2C (18), 7H 5C 6S (18) and 7H TH (17) (2.18(f), (h)).
    MultipleActionRound(
        "one box busts, the other plays on against every hand",
        "2.18(f)",
        ("TC", "9S", "7H", "6D", "TD", "TS", "9D", "2C", "5C", "6S", "TH"),
        spots=(3, 3),
        policies=("hit", "stand"),
    ),
    # 6S 5H doubles against the dealer's 6D and draws TC (21): a double on each spot (2.18(c)),
    # against 6D TH 9C (25), 6D 5C 7S (18) and 6D KD 5S (21): won, won, a push.
    MultipleActionRound(
        "a double across three spots",
        "2.18(c)",
        ("6S", "6D", "5H", "TC", "TH", "9C", "5C", "7S", "KD", "5S"),
        policies=("double",),
    ),
    # 8H 8C splits against the dealer's 6D, each spot's wager split (2.18(c)); the hands draw
    # 3S and TC and stand, against 6D TH 9C (25), 6D 5C 7S (18) and 6D KD 5S (21).
    MultipleActionRound(
        "a split on every spot",
        "2.18(c)",
        ("8H", "6D", "8C", "3S", "TC", "TH", "9C", "5C", "7S", "KD", "5S"),
        policies=("split",),
    ),
    # TS 9C against the dealer's AH, insuring spots 1 and 3: AH KD is a blackjack (insurance on
    # spot 1 won, its wager lost), AH 6S a soft 17 and AH 8H 19 decide spots 2 and 3, where the
    # insurance is lost (2.18(d)); a game deciding every spot's insurance by the first hand
    # pays spot 3's.
    MultipleActionRound(
        "insurance per spot against an ace, the first hand a blackjack",
        "2.18(d)",
        ("TS", "AH", "9C", "KD", "6S", "8H"),
        insured=(1, 3),
    ),
    # The same insured on every spot, the blackjack on the second hand: AH 9D (20), AH KD, AH 7C
    # (18): the insurance on spot 2 alone is won (2.18(d)).
    MultipleActionRound(
        "insurance per spot against an ace, the second hand a blackjack",
        "2.18(d)",
        ("TS", "AH", "9C", "9D", "KD", "7C"),
        insured=(1, 2, 3),
    ),
    # TS 9C against the dealer's TH AS: his first hand a blackjack, then TH 6S 5D (21) and
    # TH 9D (19) (2.18(e), (g)).
    MultipleActionRound(
        "the dealer's blackjack on his first hand only",
        "2.18(g)",
        ("TS", "TH", "9C", "AS", "6S", "5D", "9D"),
    ),
    # AS KD against the dealer's 9D: the blackjack is paid on every spot (2.7(a)); no wager is
    # left for the dealer's later hands (2.18(h)).
    MultipleActionRound(
        "a blackjack against a 9 on every spot",
        "2.7(a)",
        ("AS", "9D", "KD", "TC", "7S", "8S"),
    ),
    # Wagers on two spots only: after TH TD (20) and TH 6S 8H (24) the dealer forms no third
    # hand; a game that deals 9D to one shows it in its cards dealt and final hands (2.18(h)).
    MultipleActionRound(
        "the third hand not dealt when no one made a third wager",
        "2.18(h)",
        ("TS", "TH", "9C", "TD", "6S", "8H", "9D"),
        spots=(2,),
    ),
    # Box 1 wagers on three spots and box 2 on two: the third hand is formed for box 1's third
    # wager (2.18(h)): 7H TH (17), 7H 5C 9D (21), 7H 8S 2C (17).
    MultipleActionRound(
        "a third hand formed for one box's third wager",
        "2.18(h)",
        ("TS", "9S", "7H", "9C", "TD", "TH", "5C", "9D", "8S", "2C"),
        spots=(3, 2),
        policies=("stand", "stand"),
    ),
)


def spot_amount(rules: TableRules, spot: int) -> Decimal:
    """The wager on `spot`: 2, 4 and 6 times the table minimum, so that a wager settled on the
    wrong spot shows in its stake (each within the posted minimum and maximum, 2.18(b))."""
    return min(rules.table_minimum * 2 * spot, rules.table_maximum)


def spot_wagers(rules: TableRules, spots: tuple[int, ...]) -> list[Wager]:
    """A wager for each box, box 1 first, on as many spots as `spots` says for it."""
    wagers: list[Wager] = []
    for box, count in enumerate(spots, 1):
        sides: list[SideWager] = [
            {"kind": _KIND_OF_SPOT[spot], "amount": format_money(spot_amount(rules, spot))}
            for spot in range(2, count + 1)
        ]
        wagers.append(
            {
                "box": box,
                "player": f"p{box}",
                "amount": format_money(spot_amount(rules, 1)),
                "side_wagers": sides,
            }
        )
    return wagers


def random_multiple_action_wagers(rng: random.Random, rules: TableRules) -> list[Wager]:
    """One or two boxes, each on two or three spots (three where the table requires it)."""
    least = 3 if rules.side_option(WAGERS_REQUIRED) == "three" else 2
    boxes = rng.randint(1, min(2, rules.boxes))
    return spot_wagers(rules, tuple(rng.randint(least, 3) for _ in range(boxes)))


def random_shoe(rng: random.Random, rules: TableRules) -> list[str]:
    """The first 60 cards of the table's decks, shuffled."""
    cards = list(CARD_LABELS) * rules.decks
    rng.shuffle(cards)
    return cards[:60]
