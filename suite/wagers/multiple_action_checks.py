"""The properties of a multiple action round (2.18), each a function from a played round to the
problems it finds, listed under the words the feature uses:

    Then in every multiple action round, every wager on every spot is settled against the
        dealer's hand of its spot as the rules require

The settlement is `suite.wagers.multiple_action_oracle`'s, from the cards and the rule text; the
dealer's hands are checked against (a), (e) to (i) and 2.12(b), (c) from the round's final
hands and the order its cards were dealt in. The properties that read the transcript are
`suite.wagers.multiple_action_transcript`'s.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from decimal import Decimal
from typing import TYPE_CHECKING

from suite.harness.settlement_oracle import hand_total
from suite.wagers.multiple_action_oracle import (
    SPOT_NAMES,
    SpotKey,
    dealer_hands,
    expected_dealer_hands,
    live_on_spot,
    spot_differences,
    spot_stakes,
)
from suite.wagers.multiple_action_transcript import (
    busted_hand_problems,
    event_clause_problems,
    expected_of,
    settlement_order_problems,
)
from vendor_adapters.consistency import MAIN_KINDS

if TYPE_CHECKING:
    from suite.harness.checks import PlayedRound

__all__ = [
    "MULTIPLE_ACTION_CHECKS",
    "TRANSCRIPT_CHECKS",
    "formation_problems",
    "settled_once_problems",
    "spot_settlement_problems",
]

Problems = list[str]


# The settlement -------------------------------------------------------------------------------


def spot_settlement_problems(played: PlayedRound) -> Problems:
    """(b) to (i) with 2.3, 2.7, 2.9 to 2.11, 2.16: every wager on every spot, against the
    dealer's hand of its spot."""
    if not played.outcome["complete"]:
        return ["the round did not complete"]
    expected, missing = expected_of(played)
    return missing + spot_differences(expected, played.outcome["ledger"])


def settled_once_problems(played: PlayedRound) -> Problems:
    """(b), (f), (h), (i): each hand's wager on each spot the person wagered on is settled once,
    against the dealer's hand of that spot, for that spot's stake; nothing else is settled."""
    problems: Problems = []
    ledger = played.outcome["ledger"]
    seen: Counter[SpotKey] = Counter()
    stakes = {(int(str(w["box"])), str(w["player"])): spot_stakes(w) for w in played.script.wagers}
    for entry in ledger:
        if entry["kind"] not in MAIN_KINDS:
            continue
        where = f"box {entry['box']} hand {entry['hand']} {entry['kind']} ({entry['player']})"
        dealer_hand = entry.get("dealer_hand")
        spots = stakes.get((entry["box"], entry["player"]), {})
        if dealer_hand is None:
            problems.append(f"{where}: names no dealer_hand, the spot it is decided on")
            continue
        if dealer_hand not in spots:
            problems.append(
                f"{where}: decided against the dealer's hand {dealer_hand}, but the person "
                f"wagers on spots {', '.join(map(str, spots))} only"
            )
            continue
        seen[(entry["box"], entry["player"], entry["hand"], entry["kind"], dealer_hand)] += 1
        if entry["kind"] in ("main", "split") and Decimal(entry["stake"]) != spots[dealer_hand]:
            problems.append(
                f"{where} on the {SPOT_NAMES[dealer_hand]} spot: stake {entry['stake']}, not the "
                f"spot's wager {spots[dealer_hand]:.2f}"
            )
    problems += [
        f"box {box} hand {hand} {kind} ({player}) on the {SPOT_NAMES[spot]} spot: settled "
        f"{count} times"
        for (box, player, hand, kind, spot), count in sorted(seen.items())
        if count > 1
    ]
    for (box, player), spots in sorted(stakes.items()):
        for final in played.hands(box):
            kind = "main" if final["hand"] == 1 else "split"
            problems += [
                f"box {box} hand {final['hand']} {kind} ({player}): never settled against the "
                f"dealer's hand {spot}, though wagered on the {SPOT_NAMES[spot]} spot"
                for spot in spots
                if not seen[(box, player, final["hand"], kind, spot)]
            ]
    return problems


# The dealer's hands ---------------------------------------------------------------------------


def _dealer_draw_problems(number: int, cards: Sequence[str], live: bool) -> Problems:
    """2.12(b), (c) for one hand of the dealer."""
    shown = f"the dealer's hand {number} ({' '.join(cards)})"
    for count in range(2, len(cards)):
        total = hand_total(cards[:count])
        if total >= 17:
            return [f"2.12(b): {shown} draws {cards[count]} on {total}"]
    if live and len(cards) >= 2 and hand_total(cards) < 17:
        return [f"2.12(b): {shown} stands on {hand_total(cards)}"]
    if not live and len(cards) > 2:
        return [
            f"2.12(c): {shown} draws {' '.join(cards[2:])} although no wager on the "
            f"{SPOT_NAMES.get(number, number)} spot can be changed by its total"
        ]
    return []


def formation_problems(played: PlayedRound) -> Problems:
    """(a), (e), (g), (h): every hand of the dealer is his original face up card, a second card
    dealt after every player's cards and the hands before, and the draws of 2.12(b), (c); (f)1,
    (h): as many hands as the wagers that remain call for."""
    outcome = played.outcome
    final_hands = outcome["final_hands"]
    dealer = dealer_hands(final_hands)
    if not dealer.get(1):
        return ["the round reports no first hand of the dealer's"]
    problems: Problems = []
    if sorted(dealer) != list(range(1, len(dealer) + 1)):
        problems.append(f"the dealer's hands are numbered {sorted(dealer)}, not 1 to {len(dealer)}")
    wagers = played.script.wagers
    count, why = expected_dealer_hands(wagers, final_hands, played.decisions, played.rules)
    if len(dealer) != count:
        problems.append(f"the dealer forms {len(dealer)} hand(s), not {count}; {why}")
    up = dealer[1][0]
    boxes = sorted({int(str(w["box"])) for w in wagers})
    dealt = outcome["cards_dealt"]
    if len(dealt) <= len(boxes) or dealt[len(boxes)] != up:
        problems.append(
            f"2.6(e): the dealer's face up card {up} is not the card dealt after each box's first"
        )
    for number, cards in sorted(dealer.items()):
        if cards[0] != up:
            problems.append(
                f"2.18(a), (g), (h): the dealer's hand {number} ({' '.join(cards)}) is not formed "
                f"with his original face up card {up}"
            )
        if number > 1 and len(cards) < 2:
            problems.append(f"2.18(g), (h): the dealer's hand {number} has no second card")
        problems += _dealer_draw_problems(number, cards, live_on_spot(number, wagers, final_hands))
    tail = [card for number in sorted(dealer) for card in dealer[number][1:]]
    if tail and dealt[-len(tail) :] != tail:
        problems.append(
            f"2.18(e), (g), (h): the dealer's cards after his face up card, hand by hand "
            f"({' '.join(tail)}), are not the last cards dealt, after every player's "
            f"({' '.join(dealt)})"
        )
    return problems


# The words of the features -------------------------------------------------------------------

MULTIPLE_ACTION_CHECKS: dict[str, tuple[str, Callable[[PlayedRound], Problems]]] = {
    "every wager on every spot is settled against the dealer's hand of its spot as the rules "
    "require": ("2.18(b) to (i)", spot_settlement_problems),
    "each hand's wager on each spot is settled once, against the dealer's hand of that spot": (
        "2.18(f), (h), (i)",
        settled_once_problems,
    ),
    "every hand of the dealer is his original face up card, a second card dealt after every "
    "player's cards and the draws of 2.12": ("2.18(e), (g), (h)", formation_problems),
    "a busted hand's wagers on every spot are collected with its cards before the dealer's first "
    "hand has its second card": ("2.18(f)", busted_hand_problems),
    "the wagers of each spot are settled in turn, once the dealer's hand of that spot has its "
    "second card": ("2.18(f), (h), (i)", settlement_order_problems),
    "every step of the dealer's hands cites its clause of 2.18": (
        "2.18(f) to (j)",
        event_clause_problems,
    ),
}
# The checks that read the order of the settlements in the transcript (protocol 1.2 on).
TRANSCRIPT_CHECKS = frozenset(
    words
    for words, (_, check) in MULTIPLE_ACTION_CHECKS.items()
    if check in (settlement_order_problems, busted_hand_problems)
)
