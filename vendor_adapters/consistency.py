"""Checks every outcome must pass before anything is compared: the cards come from the forced
shoe in order, and the ledger balances. A failure is an `InconsistentResult`, an adapter error.

These are the checks docs/ADAPTERS.md lists under "What is compared, and what is ignored".
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Mapping, Sequence
from decimal import Decimal, InvalidOperation

from reference_impl.side_wagers.multiple_action_2_18 import SPOT_OF_KIND
from reference_impl.wager_model import declarations
from vendor_adapters.errors import InconsistentResult
from vendor_adapters.protocol import FinalHand, LedgerEntry, Outcome, Wager

__all__ = ["MAIN_KINDS", "bonus_kinds", "check_outcome", "money", "spot_kinds"]

_ZERO = Decimal(0)
# The ledger kinds of the main wager and what grows from it; any other kind is a side wager (1.2)
# and must be one the wagers placed.
MAIN_KINDS = frozenset({"main", "double", "split", "insurance"})


@functools.cache
def bonus_kinds() -> Mapping[str, frozenset[str]]:
    """Each ledger kind that is paid and never placed (1.3: an offering with `staked=False`),
    with the side-wager kinds it is paid on: the kinds of the offerings its offering goes with."""
    offerings, _ = declarations()
    return {
        kind: frozenset(
            parent_kind
            for parent in offering.requires
            if parent in offerings
            for parent_kind in offerings[parent].kinds
        )
        for offering in offerings.values()
        if not offering.staked
        for kind in offering.kinds
    }


@functools.cache
def spot_kinds() -> Mapping[str, int]:
    """Each kind placed with the main wager that becomes a wager on the player's hand on a spot
    of his betting area (1.4: `second-spot`, `third-spot` of multiple action blackjack, 2.18(b)),
    with its spot. Its ledger entries are `main`, `double`, `split` or `insurance` entries naming
    the dealer's hand of the spot (`dealer_hand`), never entries of its own kind."""
    return dict(SPOT_OF_KIND)


def money(text: str) -> Decimal:
    """An amount of the protocol (a decimal string) as an exact Decimal."""
    try:
        return Decimal(text)
    except InvalidOperation:
        raise ValueError(f"{text!r} is not an amount") from None


def check_outcome(
    outcome: Outcome, shoe: Sequence[str], wagers: Sequence[Wager], *, method: str = "outcome"
) -> None:
    """Raise `InconsistentResult` naming the first check `outcome` fails."""
    _check_cards(outcome, shoe, method)
    _check_ledger(outcome, wagers, method)


def _check_cards(outcome: Outcome, shoe: Sequence[str], method: str) -> None:
    dealt = outcome["cards_dealt"]
    if len(dealt) > len(shoe):
        raise InconsistentResult(
            f"{len(dealt)} cards dealt from a forced shoe of {len(shoe)}",
            method=method,
            check="cards dealt",
        )
    for position, (card, expected) in enumerate(zip(dealt, shoe, strict=False), 1):
        if card != expected:
            raise InconsistentResult(
                f"card {position} is {card}, the forced shoe's card {position} is {expected}",
                method=method,
                check="cards dealt",
            )
    available = Counter(dealt)
    in_hands = _cards_in_hands(outcome["final_hands"])
    for card, count in in_hands.items():
        if count > available[card]:
            whose = next(
                f"box {h['box']} hand {h['hand']}"
                for h in outcome["final_hands"]
                if card in h["cards"]
            )
            raise InconsistentResult(
                f"{card} in {whose} is not among the cards dealt ({' '.join(dealt) or 'none'})"
                if available[card] == 0
                else f"{card} appears {count} times in the hands but was dealt {available[card]}",
                method=method,
                check="cards in hands",
            )
    for event in outcome.get("transcript", ()):
        named = event.get("card")
        if named is not None and named not in available:
            raise InconsistentResult(
                f"transcript event {event.get('seq', '?')} ({event.get('kind')}) names {named}, "
                "which was not dealt",
                method=method,
                check="cards in transcript",
            )


def _cards_in_hands(hands: Sequence[FinalHand]) -> Counter[str]:
    """The cards the final hands hold, each as often as the shoe must have given it. The dealer's
    hands of a multiple action round (1.4: box 0, hands 1 to 3) share his original face up card,
    moved from hand to hand (2.18(g), (h)): a card in several of them counts as often as the one
    holding it most. Which cards each of his hands holds is the differential check's to judge
    against the rules (a card of one hand kept for the next breaks 2.18(f)2), not consistency's."""
    held: Counter[str] = Counter()
    dealer: Counter[str] = Counter()
    for hand in hands:
        if hand["box"] == 0:
            dealer |= Counter(hand["cards"])
        else:
            held.update(hand["cards"])
    return held + dealer


def _check_ledger(outcome: Outcome, wagers: Sequence[Wager], method: str) -> None:
    staked = returned = net_sum = _ZERO
    main_stakes: Counter[tuple[int, str, int]] = Counter()  # by box, player and spot
    side_placed = _side_wagers_placed(wagers)
    side_settled: set[tuple[int, str, str]] = set()
    bonuses = bonus_kinds()
    for index, entry in enumerate(outcome["ledger"]):
        stake, net = money(entry["stake"]), money(entry["net"])
        where = f"ledger[{index}] (box {entry['box']} hand {entry['hand']} {entry['kind']})"
        if entry["kind"] in bonuses:
            problem = _bonus_problem(entry, stake, net)
        else:
            problem = _result_problem(entry["result"], stake, net)
        if problem is not None:
            raise InconsistentResult(f"{where}: {problem}", method=method, check="ledger entry")
        staked += stake
        returned += stake + net
        net_sum += net
        if entry["kind"] == "main":
            spot = entry.get("dealer_hand", 1)
            main_stakes[(entry["box"], entry["player"], spot)] += stake  # type: ignore[assignment]
        elif entry["kind"] in bonuses:
            side = (entry["box"], entry["player"], entry["kind"])
            _check_bonus_entry(
                outcome["ledger"],
                entry,
                where,
                bonuses=bonuses,
                settled=side_settled,
                method=method,
            )
            side_settled.add(side)
        elif entry["kind"] not in MAIN_KINDS:
            side = (entry["box"], entry["player"], entry["kind"])
            _check_side_entry(
                side, stake, where, placed=side_placed, settled=side_settled, method=method
            )
            side_settled.add(side)
    totals = outcome["totals"]
    for name, computed in (("staked", staked), ("returned", returned), ("player_net", net_sum)):
        declared = money(totals[name])  # type: ignore[literal-required]
        if declared != computed:
            raise InconsistentResult(
                f"totals.{name} is {totals[name]}, the entries add up to {computed:.2f}",  # type: ignore[literal-required]
                method=method,
                check="ledger balance",
            )
    placed = _main_wagers_placed(wagers)
    for key, amount in main_stakes.items():
        box, player, spot = key
        against = "" if spot == 1 else f" against the dealer's hand {spot}"
        if key not in placed:
            raise InconsistentResult(
                f"a main wager of {amount:.2f}{against} for {player} on box {box}, who placed "
                f"none{'' if spot == 1 else f' on spot {spot} (2.18(b))'}",
                method=method,
                check="ledger balance",
            )
        if amount != placed[key]:
            raise InconsistentResult(
                f"{player}'s main stakes{against} on box {box} add up to {amount:.2f}; "
                f"the wager placed was {placed[key]:.2f}",
                method=method,
                check="ledger balance",
            )
    if outcome["complete"]:
        unsettled = [key for key in placed if key not in main_stakes]
        if unsettled:
            box, player, spot = unsettled[0]
            which = "wager" if spot == 1 else f"wager on spot {spot}"
            raise InconsistentResult(
                f"the round is complete but {player}'s {which} on box {box} was never settled",
                method=method,
                check="ledger balance",
            )
        open_sides = [key for key in side_placed if key not in side_settled]
        if open_sides:
            box, player, kind = open_sides[0]
            raise InconsistentResult(
                f"the round is complete but {player}'s {kind} wager on box {box} was never settled",
                method=method,
                check="ledger balance",
            )


def _side_wagers_placed(wagers: Sequence[Wager]) -> dict[tuple[int, str, str], Decimal]:
    spots = spot_kinds()
    return {
        (wager["box"], wager["player"], side["kind"]): money(side["amount"])
        for wager in wagers
        for side in wager.get("side_wagers", ())
        if side["kind"] not in spots
    }


def _main_wagers_placed(wagers: Sequence[Wager]) -> Counter[tuple[int, str, int]]:
    """Each person's main wager on a box, by spot: spot 1 the wager's amount, and at a multiple
    action table (1.4) spots 2 and 3 the amounts of its `second-spot` and `third-spot` wagers
    (2.18(b))."""
    spots = spot_kinds()
    placed: Counter[tuple[int, str, int]] = Counter()
    for wager in wagers:
        box, player = wager["box"], wager["player"]
        placed[(box, player, 1)] += money(wager["amount"])  # type: ignore[assignment]
        for side in wager.get("side_wagers", ()):
            spot = spots.get(side["kind"])
            if spot is not None:
                placed[(box, player, spot)] += money(side["amount"])  # type: ignore[assignment]
    return placed


def _check_side_entry(
    side: tuple[int, str, str],
    stake: Decimal,
    where: str,
    *,
    placed: dict[tuple[int, str, str], Decimal],
    settled: set[tuple[int, str, str]],
    method: str,
) -> None:
    """A side wager's entry (1.2): one the wagers placed, at its amount, settled once."""
    box, player, kind = side
    if side not in placed:
        raise InconsistentResult(
            f"{where}: {player} placed no {kind} wager on box {box}",
            method=method,
            check="ledger balance",
        )
    if side in settled:
        raise InconsistentResult(
            f"{where}: {player}'s {kind} wager on box {box} is settled twice",
            method=method,
            check="ledger balance",
        )
    if stake != placed[side]:
        raise InconsistentResult(
            f"{where}: {player}'s {kind} stake on box {box} is {stake:.2f}; the wager placed "
            f"was {placed[side]:.2f}",
            method=method,
            check="ledger balance",
        )


def _bonus_problem(entry: LedgerEntry, stake: Decimal, net: Decimal) -> str | None:
    """A bonus paid with a side wager (1.3) is won, staked nothing and nets more than nothing."""
    if stake != _ZERO:
        return f"a {entry['kind']} is paid, never placed: its stake is 0.00, not {stake:.2f}"
    if entry["result"] != "win" or net <= _ZERO:
        return (
            f"a {entry['kind']} entry is a payment: result win and a net above 0, not "
            f"{entry['result']} net {net:.2f}"
        )
    return None


def _check_bonus_entry(
    ledger: Sequence[LedgerEntry],
    entry: LedgerEntry,
    where: str,
    *,
    bonuses: Mapping[str, frozenset[str]],
    settled: set[tuple[int, str, str]],
    method: str,
) -> None:
    """A bonus (1.3) is paid once, with a winning wager it goes with, of the same person on the
    same box."""
    box, player, kind = entry["box"], entry["player"], entry["kind"]
    if (box, player, kind) in settled:
        raise InconsistentResult(
            f"{where}: {player}'s {kind} on box {box} is paid twice",
            method=method,
            check="ledger balance",
        )
    parents = bonuses[kind]
    if not any(
        (other["box"], other["player"], other["result"]) == (box, player, "win")
        and other["kind"] in parents
        for other in ledger
    ):
        raise InconsistentResult(
            f"{where}: {player} has no winning {' or '.join(sorted(parents))} wager on box "
            f"{box} to pay a {kind} with",
            method=method,
            check="ledger balance",
        )


def _result_problem(result: str, stake: Decimal, net: Decimal) -> str | None:
    if stake <= _ZERO:
        return f"stake {stake} is not more than nothing"
    if net < -stake:
        return f"net {net} loses more than the stake {stake}"
    if result == "lose" and net != -stake:
        return f"a lost wager nets minus the stake ({-stake}), not {net}"
    if result == "void" and net != _ZERO:
        return f"a void wager is returned (net 0), not net {net}"
    if result == "win" and net <= _ZERO:
        return f"a winning wager nets more than nothing, not {net}"
    if result == "surrender" and not -stake < net < _ZERO:
        return f"a surrendered wager loses part of the stake, not net {net}"
    return None
