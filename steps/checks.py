"""The properties a generated round must have, each derived from the text of its clauses.

A check takes a `PlayedRound` and raises `PropertyViolation` saying what the clause requires and
what the game did. `CHECKS` maps the words a feature uses ("Then in every round, <words>") to the
check; an unknown phrase is an error that lists the known ones. The moment of a payment is read
from the transcript's order (protocol 1.2's settlement events); a game that reports none makes
such a check not applicable, never passed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from reference_impl.rules import TableRules
from steps.irregularity_checks import IRREGULARITY_CHECKS
from steps.settlement_oracle import (
    Decision,
    expected_ledger,
    hand_total,
    settlement_differences,
)
from steps.side_wager_oracle import SIDE_WAGER_CHECKS, initial_deal_window, settlement_event
from steps.verdicts import not_applicable
from vendor_adapters.compare import compare_outcomes
from vendor_adapters.protocol import FinalHand, LedgerEntry, Outcome, TranscriptEvent
from vendor_adapters.session import RoundScript

__all__ = [
    "BLACKJACK_TIMING",
    "CHECKS",
    "TIMING_CHECKS",
    "PlayedRound",
    "PropertyViolation",
    "before_any_third_card",
    "blackjack_paid_before_third_card",
    "blackjack_removed_before_third_card",
    "check_named",
    "require_settlement_events",
    "settlement_transcript",
]


class PropertyViolation(AssertionError):  # noqa: N818 - reads as the finding it reports
    """A generated round in which the game breaks a clause; `case_record` is the prepared
    replayable case (steps.failure_cases) once the round has been described."""

    case_record: dict[str, Any] | None = None


@dataclass
class PlayedRound:
    """A round the game played, with what the checks need to judge it."""

    edition: str
    options: dict[str, object]
    rules: TableRules
    script: RoundScript
    decisions: list[Decision]
    outcome: Outcome
    replay: Callable[[RoundScript], Outcome]
    oracle: Callable[[RoundScript], Outcome]
    notes: list[str] = field(default_factory=list)

    def hands(self, box: int) -> list[FinalHand]:
        return [h for h in self.outcome["final_hands"] if h["box"] == box]

    @property
    def dealer_cards(self) -> list[str]:
        return next(h["cards"] for h in self.outcome["final_hands"] if h["box"] == 0)


def _fail(problems: Sequence[str], clause: str) -> None:
    if problems:
        raise PropertyViolation(f"{clause}: " + "; ".join(problems))


def settled_as_the_rules_require(played: PlayedRound) -> None:
    """2.3, 2.6(k), 2.7 to 2.11, 2.16: every wager's result, odds and amount."""
    if not played.outcome["complete"]:
        raise PropertyViolation("2.3(e): the round did not complete")
    expected = expected_ledger(
        wagers=played.script.wagers,
        final_hands=played.outcome["final_hands"],
        decisions=played.decisions,
        rules=played.rules,
    )
    _fail(settlement_differences(expected, played.outcome["ledger"]), "settlement")


def _live_hands(played: PlayedRound) -> bool:
    """2.12(c): is there a hand whose outcome the dealer's total can still change?

    Not a busted or surrendered hand, and not a 21 in two cards: a blackjack, and a split hand's
    two-card 21 (2.3(a)3), win against any dealer's total but a blackjack, which the dealer's
    first two cards decide. With the hole card face up, equal scores lose (2.6(k)1), so a split
    hand's 21 still depends on whether the dealer draws to 21."""
    surrendered = {
        (d.prompt["box"], d.prompt["hand"]) for d in played.decisions if d.name == "surrender"
    }
    face_up = played.rules.face_up_hole_card
    for hand in played.outcome["final_hands"]:
        if hand["box"] == 0 or (hand["box"], hand["hand"]) in surrendered:
            continue
        total = hand_total(hand["cards"])
        split_box = len(played.hands(hand["box"])) > 1
        two_card_21 = len(hand["cards"]) == 2 and total == 21 and not (split_box and face_up)
        if total <= 21 and not two_card_21:
            return True
    return False


def dealer_draws_to_17(played: PlayedRound) -> None:
    """2.12(b): the dealer draws until a hard or soft 17 to 21 and no further; 2.12(c): no
    additional card when no hand can be changed by the dealer's total."""
    cards = played.dealer_cards
    problems = []
    for count in range(2, len(cards)):
        total = hand_total(cards[:count])
        if total >= 17:
            problems.append(
                f"the dealer drew {cards[count]} on {total} ({' '.join(cards[:count])})"
            )
            break
    live = _live_hands(played)
    if live and len(cards) >= 2 and hand_total(cards) < 17:
        problems.append(f"the dealer stood on {hand_total(cards)} ({' '.join(cards)})")
    if not live and len(cards) > 2:
        problems.append(
            f"the dealer drew {' '.join(cards[2:])} although no hand could be changed (2.12(c))"
        )
    _fail(problems, "2.12(b)")


def money_is_conserved(played: PlayedRound) -> None:
    """2.3(e): every wager placed is settled once; the players' net is what the house pays."""
    outcome = played.outcome
    ledger = outcome["ledger"]
    problems = []
    nets = sum((Decimal(e["net"]) for e in ledger), Decimal(0))
    staked = sum((Decimal(e["stake"]) for e in ledger), Decimal(0))
    totals = outcome["totals"]
    if Decimal(totals["player_net"]) != nets:
        problems.append(f"player_net {totals['player_net']} is not the sum of the nets {nets}")
    if Decimal(totals["returned"]) != staked + nets:
        problems.append(f"returned {totals['returned']} is not staked plus net {staked + nets}")
    placed = sum((Decimal(str(w["amount"])) for w in played.script.wagers), Decimal(0))
    main = sum((Decimal(e["stake"]) for e in ledger if e["kind"] == "main"), Decimal(0))
    if main != placed:
        problems.append(f"main stakes {main} differ from the wagers placed {placed}")
    keys = [(e["box"], e["player"], e["hand"], e["kind"]) for e in ledger]
    if len(keys) != len(set(keys)):
        problems.append("a wager is settled twice")
    _fail(problems, "2.3(e)")


def replays_identically(played: PlayedRound) -> None:
    """The same shoe and decisions settle the same way: nothing but the cards decides."""
    again = played.replay(played.script)
    _fail([str(d) for d in compare_outcomes(played.outcome, again)], "replay")


_SUIT_CYCLE = str.maketrans("SHDC", "HDCS")
_SUIT_CYCLE_BACK = str.maketrans("HDCS", "SHDC")


def _relabel(cards: Sequence[str], table: dict[int, int] = _SUIT_CYCLE) -> list[str]:
    return [card[0] + card[1].translate(table) for card in cards]


def suits_change_nothing(played: PlayedRound) -> None:
    """2.2(b): a card's value is its rank. Relabelling every suit (spades as hearts, hearts as
    diamonds, ...) keeps 6-7-8 of one suit of one suit, so it must settle every wager the same."""
    script = played.script
    again = played.replay(
        RoundScript(tuple(_relabel(script.shoe)), script.wagers, script.decisions)
    )
    back: Outcome = {
        **again,
        "cards_dealt": _relabel(again["cards_dealt"], _SUIT_CYCLE_BACK),
        "final_hands": [
            {**hand, "cards": _relabel(hand["cards"], _SUIT_CYCLE_BACK)}
            for hand in again["final_hands"]
        ],
    }
    _fail([str(d) for d in compare_outcomes(played.outcome, back)], "2.2(b)")


def settles_as_the_reference(played: PlayedRound) -> None:
    """The differential check: the reference engine settles the same round identically."""
    expected = played.oracle(played.script)
    _fail([str(d) for d in compare_outcomes(expected, played.outcome)], "differential")


# When: the transcript's order (protocol 1.2) ----------------------------------------------------

SETTLEMENT_EVENTS = frozenset({"pay", "collect", "return"})
REMOVE_CARDS = "remove-cards"  # the dealer removes a box's cards (2.7(a))


def require_settlement_events(protocol: str) -> None:
    """A game of a protocol older than 1.2 has no settlement events: the moment of a payment is
    not applicable to it (a 1.1 game's own `pay` events do not mean 1.2's)."""
    major, _, minor = protocol.partition(".")
    if (int(major), int(minor or 0)) < (1, 2):
        not_applicable(f"settlement events are protocol 1.2; the game speaks {protocol}")


def settlement_transcript(outcome: Outcome, protocol: str = "1.2") -> list[TranscriptEvent]:
    """The transcript of a game that shows when it settles: protocol 1.2's `pay`, `collect` and
    `return` events. A game of an older protocol, or one that reports none of them, makes the
    moment of a payment not applicable: it can be neither passed nor failed."""
    require_settlement_events(protocol)
    events = list(outcome.get("transcript") or [])
    if not any(event.get("kind") in SETTLEMENT_EVENTS for event in events):
        not_applicable(
            "the game reports no pay, collect or return event in its transcript (protocol "
            "1.2), so the moment of a payment cannot be seen"
        )
    return events


def before_any_third_card(
    events: Sequence[TranscriptEvent], box: int, index: int | None, what: str
) -> str | None:
    """2.7(a): event `index` (the box's blackjack `what`: "paid", "removed") comes after
    the box's second card and before any player receives a third card; what is wrong, or None."""
    if index is None:
        return f"box {box}'s blackjack is never {what}: the transcript has no such event"
    cards = [i for i, e in enumerate(events) if e.get("box") == box and e.get("card")]
    first_third = initial_deal_window(events)[1]
    if len(cards) < 2 or index < cards[1]:
        return f"box {box}'s blackjack is {what} at event {index + 1}, before its second card"
    if index > first_third:
        third = events[first_third]
        return (
            f"box {box}'s blackjack is {what} at event {index + 1}, after box {third.get('box')} "
            f"received a third card ({third.get('kind')} {third.get('card')}, event "
            f"{first_third + 1}); 2.7(a) requires it before any player receives a third card"
        )
    return None


def blackjack_paid_before_third_card(
    events: Sequence[TranscriptEvent], box: int, player: str
) -> str | None:
    """2.7(a): the `pay` event of the person's main wager on the box, before any third card."""
    index = settlement_event(events, box, player, "main")
    kind = None if index is None else events[index].get("kind")
    if kind not in (None, "pay"):
        return f"box {box}'s blackjack ({player}) is settled by a {kind!r} event, not 'pay'"
    return before_any_third_card(events, box, index, "paid")


def blackjack_removed_before_third_card(events: Sequence[TranscriptEvent], box: int) -> str | None:
    """2.7(a): the box's `remove-cards` event, before any third card."""
    removals = [
        i for i, e in enumerate(events) if e.get("kind") == REMOVE_CARDS and e.get("box") == box
    ]
    index = removals[0] if removals else None
    return before_any_third_card(events, box, index, "removed")


def _main_of(entry: LedgerEntry, box: int) -> bool:
    return entry["box"] == box and entry["hand"] == 1 and entry["kind"] == "main"


BLACKJACK_TIMING = (
    "every blackjack against a 2 to 9 is paid and its cards removed before any player receives "
    "a third card"
)
# The checks that read the moment of a settlement in the transcript: not applicable to a game
# whose protocol has no settlement events.
TIMING_CHECKS = frozenset({BLACKJACK_TIMING})


def blackjacks_paid_before_third_card(played: PlayedRound) -> None:
    """2.7(a): every blackjack against a dealer's first face up card of 2 to 9 is paid and its
    cards removed before any player receives a third card, as the transcript's order shows."""
    dealer = played.dealer_cards
    boxes = [
        hand["box"]
        for hand in played.outcome["final_hands"]
        if hand["box"] > 0
        and len(played.hands(hand["box"])) == 1
        and len(hand["cards"]) == 2
        and hand_total(hand["cards"]) == 21
    ]
    if not dealer or dealer[0][0] not in "23456789" or not boxes:
        raise PropertyViolation(
            "2.7(a): the round has no blackjack against a 2 to 9; the scenario's rounds must be "
            "generated with one (Given rounds in which box 2 has a blackjack against a 2 to 9 ...)"
        )
    events = settlement_transcript(played.outcome)
    found: list[str | None] = []
    for box in boxes:
        people = [e["player"] for e in played.outcome["ledger"] if _main_of(e, box)]
        found += [blackjack_paid_before_third_card(events, box, p) for p in people]
        found.append(blackjack_removed_before_third_card(events, box))
    problems = [problem for problem in found if problem is not None]
    _fail(problems, "2.7(a)")


def _irregularity_check(
    clause: str, problems_of: Callable[[PlayedRound], list[str]]
) -> Callable[[PlayedRound], None]:
    """A check of steps.irregularity_checks, failing with the clause of the remedy."""

    def check(played: PlayedRound) -> None:
        _fail(problems_of(played), clause)

    check.__doc__ = problems_of.__doc__
    return check


CHECKS: Mapping[str, Callable[[PlayedRound], None]] = {
    "every wager is settled as the rules require": settled_as_the_rules_require,
    "the dealer draws to 17 and no further": dealer_draws_to_17,
    "money is neither created nor lost": money_is_conserved,
    "the round replays identically": replays_identically,
    "relabelling the suits changes nothing": suits_change_nothing,
    "the game settles the round as the reference engine does": settles_as_the_reference,
    BLACKJACK_TIMING: blackjacks_paid_before_third_card,
    # 2.15: the remedies of the irregularities (steps.irregularity_checks)
    **{
        words: _irregularity_check(clause, problems_of)
        for words, (clause, problems_of) in IRREGULARITY_CHECKS.items()
    },
    # 2.17: the additional wagers (steps.side_wager_oracle); their rounds are generated by
    # steps.side_wager_steps, and a round without an additional wager fails these checks
    **{
        words: _irregularity_check(clause, problems_of)
        for words, (clause, problems_of) in SIDE_WAGER_CHECKS.items()
    },
}


def check_named(words: str) -> Callable[[PlayedRound], None]:
    check = CHECKS.get(words.strip().rstrip("."))
    if check is None:
        known = "; ".join(sorted(CHECKS))
        raise KeyError(f"no property is called {words!r}; the properties are: {known}")
    return check
