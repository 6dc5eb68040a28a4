"""Multiple action blackjack (2.18) as the rule text settles it, worked out from a round's cards
and decisions and not from the reference engine.

A person's wagers on the first, second and third spots of his betting area ((b)) ride on his one
hand; the dealer forms up to three hands with his original face up card ((a), (e), (g), (h)), and
each hand decides the wagers of its spot ((f), (h), (i)). So each spot is one ordinary round of
the main game: the hand's wager of that spot against the dealer's hand of that spot, settled as
`suite.harness.settlement_oracle` settles a round (2.3, 2.7, 2.9, 2.10, 2.11, 2.16), with the
additional wagers of (c) and the insurance wagers of (d) taken spot by spot. On top of that:

- (f): a hand that exceeds a hard 21 loses every wager on it, on every spot, at once, its double
  and split wagers included (I-2.18f-busted-wagers);
- 2.7(a): a blackjack against a first face up card of 2 to 9 wins 3 to 2 on every spot, before any
  hand of the dealer is formed (none formed with a 2 to 9 can be a blackjack);
- (c), 2.10(a): a double adds to each spot an additional wager of the amount named, never more
  than that spot's wager (I-2.18c-double-each-spot); a split adds the spot's wager (2.11(a));
- (d): each insurance wager is decided by the second card of the dealer's hand of its spot;
  where every hand busted and that hand is never formed ((f)1) it is returned
  (I-2.18f1-insurance);
- (f)1, (h): a further hand is formed only while a wager remains on its spot, never once every
  player's hand has busted, never for a spot nobody wagered on (I-2.18h-no-wager-remains).

The ledger of protocol 1.4 names each entry's `dealer_hand`, the spot it was decided on, so a
settled wager is keyed (box, player, hand, kind, dealer's hand).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal

from reference_impl.rules import TableRules
from reference_impl.wager_model import Offering, declarations
from suite.harness.settlement_oracle import (
    Decision,
    ExpectedEntry,
    entry_differences,
    expected_ledger,
    hand_total,
)
from vendor_adapters.protocol import FinalHand, LedgerEntry, Wager

__all__ = [
    "MULTIPLE_ACTION",
    "SPOT_NAMES",
    "SpotKey",
    "dealer_hands",
    "decided_at_once",
    "expected_dealer_hands",
    "expected_spot_ledger",
    "is_busted",
    "live_on_spot",
    "multiple_action_offering",
    "spot_differences",
    "spot_kinds",
    "spot_stakes",
    "spots_wagered",
    "two_card_21",
]

MULTIPLE_ACTION = "multiple-action-blackjack"
SPOT_NAMES = {1: "first", 2: "second", 3: "third"}
# (box, player, hand, kind, the dealer's hand it is decided against)
SpotKey = tuple[int, str, int, str, int]
_TWO_TO_NINE = frozenset("23456789")


@functools.cache
def multiple_action_offering() -> Offering:
    """The offering as the wager model declares it (its kinds, capability, option): data."""
    offerings, _ = declarations()
    return offerings[MULTIPLE_ACTION]


def spot_kinds() -> dict[str, int]:
    """The side-wager kind of each later spot ((b)): "second-spot" 2, "third-spot" 3."""
    return {kind: number + 2 for number, kind in enumerate(multiple_action_offering().kinds)}


def spot_stakes(wager: Mapping[str, object]) -> dict[int, Decimal]:
    """The person's wager on each spot: the main wager on the first, the kinds of the offering on
    the second and third ((b))."""
    stakes = {1: Decimal(str(wager["amount"]))}
    kinds = spot_kinds()
    sides = wager.get("side_wagers") or []
    assert isinstance(sides, list)
    for side in sides:
        spot = kinds.get(str(side["kind"]))
        if spot is not None:
            stakes[spot] = Decimal(str(side["amount"]))
    return dict(sorted(stakes.items()))


def spots_wagered(wagers: Sequence[Mapping[str, object]]) -> int:
    """The most spots any person wagers on: the dealer's hands the round may need."""
    return max((max(spot_stakes(wager)) for wager in wagers), default=1)


def dealer_hands(final_hands: Sequence[FinalHand]) -> dict[int, list[str]]:
    """The dealer's hands by number (box 0, hand k: protocol 1.4)."""
    return {
        h["hand"]: list(h["cards"])
        for h in sorted(final_hands, key=lambda h: h["hand"])
        if h["box"] == 0
    }


def is_busted(cards: Sequence[str]) -> bool:
    """A hand that exceeds a hard total of 21 ((f)): every ace counted one, it is over 21."""
    return hand_total(cards) > 21


def two_card_21(cards: Sequence[str]) -> bool:
    """A blackjack, or a split hand's 21 in two cards (2.3(a)3): the dealer's draws cannot change
    its outcome, which his first two cards decide."""
    return len(cards) == 2 and hand_total(cards) == 21


def _blackjack(cards: Sequence[str], split_box: bool) -> bool:
    return two_card_21(cards) and not split_box


def decided_at_once(entry: ExpectedEntry, hand: FinalHand, split_box: bool, up: str) -> bool:
    """Whether the wager is settled before any hand of the dealer is formed: a busted hand's
    ((f)), a blackjack's against a 2 to 9 (2.7(a)), a consolidated net payout (2.7(c))."""
    if is_busted(hand["cards"]):
        return True
    if up[0] in _TWO_TO_NINE and _blackjack(hand["cards"], split_box):
        return True
    return "2.7(c)" in entry.why


def _dealer_final(cards: Sequence[str]) -> FinalHand:
    total = hand_total(cards)
    return FinalHand(
        box=0,
        hand=1,
        cards=list(cards),
        total=total,
        blackjack=two_card_21(cards),
        busted=total > 21,
    )


def _on_spot(decision: Decision, spot: int, stake: Decimal) -> Decision | None:
    """A decision as it bears on one spot: an insurance wager only on its own spot ((d)), a
    double for the amount it adds to this spot ((c), 2.10(a), I-2.18c-double-each-spot)."""
    prompt = decision.prompt
    if prompt["kind"] == "insurance":
        if prompt.get("spot", 1) != spot:
            return None
        if decision.name == "insure":
            return Decision(prompt, f"insure:{decision.amount() or stake / 2}")
        return decision
    if decision.name == "double":
        given = decision.token.partition(":")[2]
        amount = stake if not given else min(Decimal(given), stake)
        return Decision(prompt, f"double:{amount}")
    return decision


def _spot_decisions(
    decisions: Sequence[Decision], box: int, spot: int, stake: Decimal
) -> list[Decision]:
    """The box's decisions as they bear on one spot (`_on_spot`)."""
    kept = (_on_spot(d, spot, stake) for d in decisions if d.prompt["box"] == box)
    return [decision for decision in kept if decision is not None]


@dataclass(frozen=True)
class _Person:
    box: int
    player: str
    stakes: dict[int, Decimal]
    hands: list[FinalHand]


def _people(
    wagers: Sequence[Mapping[str, object]], final_hands: Sequence[FinalHand]
) -> list[_Person]:
    return [
        _Person(
            int(str(wager["box"])),
            str(wager["player"]),
            spot_stakes(wager),
            sorted(
                (h for h in final_hands if h["box"] == int(str(wager["box"]))),
                key=lambda h: h["hand"],
            ),
        )
        for wager in wagers
    ]


def expected_spot_ledger(
    *,
    wagers: Sequence[Wager] | Sequence[Mapping[str, object]],
    final_hands: Sequence[FinalHand],
    decisions: Sequence[Decision],
    rules: TableRules,
) -> tuple[dict[SpotKey, ExpectedEntry], list[str]]:
    """Every wager's settlement on every spot as the clauses fix it, and the wagers whose spot
    needs a hand of the dealer the round does not show (a problem of the game's)."""
    dealer = dealer_hands(final_hands)
    up = dealer[1][0] if dealer.get(1) else ""
    every_busted = all(is_busted(h["cards"]) for h in final_hands if h["box"] > 0)
    expected: dict[SpotKey, ExpectedEntry] = {}
    missing: list[str] = []
    for person in _people(wagers, final_hands):
        split_box = len(person.hands) > 1
        by_number = {h["hand"]: h for h in person.hands}
        for spot, stake in person.stakes.items():
            cards = dealer.get(spot)
            settled = expected_ledger(
                wagers=[{"box": person.box, "player": person.player, "amount": str(stake)}],
                final_hands=[*person.hands, _dealer_final(cards or [up])],
                decisions=_spot_decisions(decisions, person.box, spot, stake),
                rules=rules,
            )
            for (box, player, number, kind), entry in settled.items():
                hand = by_number[number]
                if kind != "insurance" and is_busted(hand["cards"]):
                    entry_on_spot = _lost_with_the_bust(entry)
                elif cards is None and kind == "insurance" and every_busted:
                    entry_on_spot = _undecided_insurance(entry)
                else:
                    entry_on_spot = entry
                    if cards is None and (
                        kind == "insurance" or not decided_at_once(entry, hand, split_box, up)
                    ):
                        missing.append(
                            f"box {box} hand {number} {kind} wager on the {SPOT_NAMES[spot]} "
                            f"spot: decided by the dealer's hand {spot} (2.18(f), (h), (i)), "
                            "which the round does not show"
                        )
                expected[(box, player, number, kind, spot)] = entry_on_spot
    return expected, missing


def _lost_with_the_bust(entry: ExpectedEntry) -> ExpectedEntry:
    """(f): "all of a player's wagers shall be collected along with his or her cards when that
    player's hand exceeds a hard total of 21", on every spot, at once (I-2.18f-busted-wagers)."""
    reason = "over a hard 21, collected on every spot, 2.18(f)"
    return ExpectedEntry(entry.stake, "lose", None, -entry.stake, reason)


def _undecided_insurance(entry: ExpectedEntry) -> ExpectedEntry:
    """(d), (f)1: no second card of the dealer's hand of its spot is dealt to decide it."""
    reason = "no hand of the dealer's decides it, 2.18(f)1, I-2.18f1-insurance"
    return ExpectedEntry(entry.stake, "void", None, Decimal(0), reason)


def live_on_spot(
    spot: int, wagers: Sequence[Mapping[str, object]], final_hands: Sequence[FinalHand]
) -> bool:
    """2.12(c) for the dealer's hand of `spot`: a hand with a wager on the spot whose outcome his
    total can change: not busted, not a 21 in two cards (a blackjack, a split hand's 21)."""
    for person in _people(wagers, final_hands):
        if spot not in person.stakes:
            continue
        for hand in person.hands:
            if not is_busted(hand["cards"]) and not two_card_21(hand["cards"]):
                return True
    return False


def _insured(decisions: Sequence[Decision], box: int, spot: int) -> Decision | None:
    return next(
        (
            d
            for d in decisions
            if d.prompt["box"] == box
            and d.prompt["kind"] == "insurance"
            and d.prompt.get("spot", 1) == spot
            and d.name == "insure"
        ),
        None,
    )


def _remains_on(
    spot: int,
    wagers: Sequence[Mapping[str, object]],
    final_hands: Sequence[FinalHand],
    decisions: Sequence[Decision],
    rules: TableRules,
) -> bool:
    """Whether a wager remains on `spot` once the hand before is settled ((f)2, (h)): a hand's
    wager not yet decided, or an insurance wager on the spot. Settled at once are a busted
    hand's ((f)), a blackjack's against a 2 to 9 (2.7(a)) and a blackjack insured for exactly
    half with the consolidated net payout (2.7(c))."""
    dealer = dealer_hands(final_hands)
    up = dealer[1][0] if dealer.get(1) else " "
    for person in _people(wagers, final_hands):
        if spot not in person.stakes:
            continue
        split_box = len(person.hands) > 1
        insurance = _insured(decisions, person.box, spot)
        consolidated = (
            rules.consolidated_net_payout
            and insurance is not None
            and not split_box
            and _blackjack(person.hands[0]["cards"], split_box)
            and (insurance.amount() or Decimal(0)) * 2 == person.stakes[spot]
        )
        if consolidated:
            continue
        if insurance is not None:
            return True
        for hand in person.hands:
            if is_busted(hand["cards"]):
                continue
            if up[0] in _TWO_TO_NINE and _blackjack(hand["cards"], split_box):
                continue
            return True
    return False


def expected_dealer_hands(
    wagers: Sequence[Mapping[str, object]],
    final_hands: Sequence[FinalHand],
    decisions: Sequence[Decision],
    rules: TableRules,
) -> tuple[int, str]:
    """How many hands the dealer forms, and why no more: every player's hand busted ((f)1), no
    wager remains on the next spot ((h), I-2.18h-no-wager-remains), or the spots wagered on are
    all decided ((h): no third wager, or (i))."""
    most = spots_wagered(wagers)
    formed = 1
    for spot in range(2, most + 1):
        if all(is_busted(h["cards"]) for h in final_hands if h["box"] > 0):
            return formed, "2.18(f)1: every player's hand has exceeded a hard 21"
        if not _remains_on(spot, wagers, final_hands, decisions, rules):
            return formed, (
                f"2.18(h): no wager remains on the {SPOT_NAMES[spot]} spot "
                "(I-2.18h-no-wager-remains)"
            )
        formed = spot
    if most < 3:
        return formed, "2.18(h): no player has made a third wager"
    return formed, "2.18(i): the third hand is the last"


def spot_differences(
    expected: Mapping[SpotKey, ExpectedEntry], ledger: Sequence[LedgerEntry]
) -> list[str]:
    """What the game's ledger settles differently from what the clauses require, spot by spot;
    an entry settled twice or naming no dealer's hand is a difference too."""
    actual: dict[SpotKey, LedgerEntry] = {}
    problems: list[str] = []
    for entry in ledger:
        dealer_hand = entry.get("dealer_hand")
        where = f"box {entry['box']} hand {entry['hand']} {entry['kind']} ({entry['player']})"
        if dealer_hand is None:
            problems.append(f"{where}: names no dealer_hand, the spot it is decided on (1.4)")
            continue
        key = (entry["box"], entry["player"], entry["hand"], entry["kind"], dealer_hand)
        if key in actual:
            problems.append(f"{where} on the dealer's hand {dealer_hand}: settled twice")
        actual[key] = entry
    return problems + entry_differences(
        expected,
        actual,
        lambda key: (
            f"box {key[0]} hand {key[2]} {key[3]} wager on the "
            f"{SPOT_NAMES.get(key[4], key[4])} spot ({key[1]})"
        ),
    )
