"""The differential comparison of two outcomes: what docs/ADAPTERS.md says is compared.

Compared: completeness and the prompt awaited (with the spot of an insurance prompt at a multiple
action table, 1.4), the ledger keyed by (box, player, hand, kind, and from 1.4 the dealer's hand),
the cards dealt, and each final hand's cards, total, blackjack and busted (each hand of the dealer
at a multiple action table). Ignored: ids, the order of
ledger entries, clause citations, notes and the transcript's wording.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from vendor_adapters.consistency import money
from vendor_adapters.protocol import FinalHand, LedgerEntry, Outcome

__all__ = ["Difference", "compare_outcomes", "ledger_key"]


@dataclass(frozen=True)
class Difference:
    """One thing two outcomes disagree on: where, what was expected and what came."""

    where: str
    expected: str
    actual: str

    def __str__(self) -> str:
        return f"{self.where}: expected {self.expected}, got {self.actual}"


# box, player, hand, kind, and the dealer's hand at a multiple action table (1.4), else 0
LedgerKey = tuple[int, str, int, str, int]


def ledger_key(entry: LedgerEntry) -> LedgerKey:
    return (
        entry["box"],
        entry["player"],
        entry["hand"],
        entry["kind"],
        entry.get("dealer_hand", 0),
    )


def _describe(entry: LedgerEntry | None) -> str:
    if entry is None:
        return "no entry"
    odds = f" at {entry['odds']}" if entry["odds"] else ""
    return f"{entry['result']}{odds}, stake {entry['stake']}, net {entry['net']}"


def _show_hand(hand: FinalHand | None) -> str:
    if hand is None:
        return "no hand"
    marks = (" blackjack" if hand["blackjack"] else "") + (" busted" if hand["busted"] else "")
    return f"{' '.join(hand['cards'])} = {hand['total']}{marks}"


def _same_entry(left: LedgerEntry, right: LedgerEntry) -> bool:
    return (
        left["result"] == right["result"]
        and left["odds"] == right["odds"]
        and money(left["stake"]) == money(right["stake"])
        and money(left["net"]) == money(right["net"])
    )


def compare_outcomes(expected: Outcome, actual: Outcome) -> list[Difference]:
    """Every difference that matters between the expected and the actual outcome."""
    differences: list[Difference] = []
    if expected["complete"] != actual["complete"]:
        differences.append(
            Difference("complete", str(expected["complete"]), str(actual["complete"]))
        )
    left_prompt, right_prompt = expected["prompt"], actual["prompt"]
    if left_prompt is not None and right_prompt is not None:
        for name in ("kind", "box", "hand", "spot"):
            mine_value, their_value = left_prompt.get(name), right_prompt.get(name)
            if mine_value != their_value:
                differences.append(Difference(f"prompt.{name}", str(mine_value), str(their_value)))
        if set(left_prompt["legal"]) != set(right_prompt["legal"]):
            differences.append(
                Difference(
                    "prompt.legal",
                    ", ".join(sorted(left_prompt["legal"])),
                    ", ".join(sorted(right_prompt["legal"])),
                )
            )
    left = {ledger_key(entry): entry for entry in expected["ledger"]}
    right = {ledger_key(entry): entry for entry in actual["ledger"]}
    for key in sorted(set(left) | set(right)):
        mine, theirs = left.get(key), right.get(key)
        if mine is None or theirs is None or not _same_entry(mine, theirs):
            box, player, hand, kind, dealer_hand = key
            against = f" vs dealer hand {dealer_hand}" if dealer_hand else ""
            differences.append(
                Difference(
                    f"ledger box {box} hand {hand} {kind} ({player}){against}",
                    _describe(mine),
                    _describe(theirs),
                )
            )
    if expected["cards_dealt"] != actual["cards_dealt"]:
        differences.append(
            Difference(
                "cards dealt",
                " ".join(expected["cards_dealt"]),
                " ".join(actual["cards_dealt"]),
            )
        )
    hands_left: dict[tuple[int, int], FinalHand] = {
        (h["box"], h["hand"]): h for h in expected["final_hands"]
    }
    hands_right: dict[tuple[int, int], FinalHand] = {
        (h["box"], h["hand"]): h for h in actual["final_hands"]
    }
    dealer_hands = {key for key in (*hands_left, *hands_right) if key[0] == 0}
    for hand_key in sorted(set(hands_left) | set(hands_right)):
        mine_hand, their_hand = hands_left.get(hand_key), hands_right.get(hand_key)
        if hand_key[0] != 0:
            name = f"box {hand_key[0]} hand {hand_key[1]}"
        else:  # the dealer's hands 1 to 3 of a multiple action round (1.4), else his one hand
            name = "dealer" if len(dealer_hands) == 1 else f"dealer hand {hand_key[1]}"

        if (
            mine_hand is None
            or their_hand is None
            or any(
                mine_hand[field] != their_hand[field]
                for field in ("cards", "total", "blackjack", "busted")
            )
        ):
            where = f"final hand {name}"
            if _split_blackjack_flag_only(mine_hand, their_hand, hands_left, hand_key):
                where += f" ({SPLIT_BLACKJACK_NOTE})"
            differences.append(Difference(where, _show_hand(mine_hand), _show_hand(their_hand)))
    return differences


# Why a split hand of an ace and a ten-valued card is no blackjack, for a game that flags it one.
SPLIT_BLACKJACK_NOTE = (
    "a split hand's ace and ten-valued card are 21 in two cards, not a blackjack (2.10(a), "
    "I-2.3a3-split-two-card-21): its `blackjack` is false, docs/ADAPTERS.md, final_hands"
)


def _split_blackjack_flag_only(
    mine: FinalHand | None,
    theirs: FinalHand | None,
    hands: Mapping[tuple[int, int], FinalHand],
    key: tuple[int, int],
) -> bool:
    """Whether two final hands differ only in the `blackjack` flag of a split hand (the box has
    more than one hand): a common shape of engines, explained where it is reported."""
    if mine is None or theirs is None or key[0] == 0:
        return False
    split = sum(1 for box, _ in hands if box == key[0]) > 1
    same = (mine["cards"], mine["total"], mine["busted"]) == (
        theirs["cards"],
        theirs["total"],
        theirs["busted"],
    )
    return split and same and mine["blackjack"] != theirs["blackjack"]
