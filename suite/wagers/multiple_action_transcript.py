"""The properties of a multiple action round (2.18) that read the transcript (protocol 1.4): each
a function from a played round to the problems it finds.

The dealer's cards of each hand are the box 0 events of that hand that name a card (protocol 1.4
numbers the dealer's hands); a wager's settlement is its `pay`, `collect` or `return` event
(`KIND PLAYER NET`), matched with the settlement `suite.wagers.multiple_action_oracle` expects. A
game that reports no settlement events makes the properties about the order not applicable, and one
that reports none of the events of 2.18 (`collect-busted-hand`, `collect-dealer-cards`,
`move-up-card`, `no-further-dealer-hands`, `conclude-multiple-action`) makes the property about
their clauses not applicable.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from decimal import Decimal
from typing import TYPE_CHECKING

from suite.harness.settlement_oracle import ExpectedEntry
from suite.run.verdicts import not_applicable
from suite.wagers.multiple_action_oracle import (
    SPOT_NAMES,
    SpotKey,
    dealer_hands,
    decided_at_once,
    expected_spot_ledger,
    is_busted,
    two_card_21,
)
from suite.wagers.side_wager_oracle import initial_deal_window, settlement_transcript
from vendor_adapters.consistency import MAIN_KINDS
from vendor_adapters.protocol import TranscriptEvent

if TYPE_CHECKING:
    from suite.harness.checks import PlayedRound

__all__ = [
    "CONCLUDE",
    "EVENT_CLAUSES",
    "MOVE_UP_CARD",
    "NO_FURTHER_HANDS",
    "busted_hand_problems",
    "dealer_card_events",
    "event_clause_problems",
    "expected_of",
    "settlement_order_problems",
]

Problems = list[str]
# A wager's settlement as the transcript and the ledger both show it: box, hand, kind, player, net.
Signature = tuple[int, int, str, str, Decimal]
_SETTLEMENTS = frozenset({"pay", "collect", "return"})
_TWO_TO_NINE = frozenset("23456789")
# The transcript events of 2.18 (protocol 1.4) and the clause each cites.
COLLECT_BUSTED_HAND = "collect-busted-hand"
COLLECT_DEALER_CARDS = "collect-dealer-cards"
MOVE_UP_CARD = "move-up-card"
NO_FURTHER_HANDS = "no-further-dealer-hands"
CONCLUDE = "conclude-multiple-action"
EVENT_CLAUSES = (
    COLLECT_BUSTED_HAND,
    COLLECT_DEALER_CARDS,
    MOVE_UP_CARD,
    NO_FURTHER_HANDS,
    CONCLUDE,
)


def _path(clause: object) -> str:
    """`19:47-2.18(f)2` or `13:69F-2.18(f)2` as `2.18(f)2`, the same in every edition."""
    text = str(clause or "")
    return text.partition("-")[2] or text


def expected_of(played: PlayedRound) -> tuple[dict[SpotKey, ExpectedEntry], Problems]:
    """The settlement the oracle expects of the round, and what it cannot decide."""
    return expected_spot_ledger(
        wagers=played.script.wagers,
        final_hands=played.outcome["final_hands"],
        decisions=played.decisions,
        rules=played.rules,
    )


def dealer_card_events(
    events: Sequence[TranscriptEvent], dealer: Mapping[int, Sequence[str]]
) -> dict[int, list[int]]:
    """The indices of the events dealing each hand of the dealer its cards after his face up
    card: the last events of that hand (box 0) that name a card, one per such card (the first
    ones name the face up card: dealt, or moved to the hand)."""
    named: dict[int, list[int]] = {}
    for index, event in enumerate(events):
        if event.get("box") == 0 and event.get("card"):
            named.setdefault(int(event.get("hand", 1)), []).append(index)
    dealt: dict[int, list[int]] = {}
    for number, cards in dealer.items():
        indices = named.get(number, [])
        dealt[number] = indices[len(indices) - (len(cards) - 1) :] if len(cards) > 1 else []
    return dealt


def _settlements(events: Sequence[TranscriptEvent]) -> list[tuple[int, Signature]]:
    """Each settlement event of a wager of the main game, as (index, (box, hand, kind, player,
    net)) read from its note `KIND PLAYER NET`."""
    found: list[tuple[int, Signature]] = []
    for index, event in enumerate(events):
        note = str(event.get("note", "")).split()
        if event.get("kind") in _SETTLEMENTS and len(note) >= 3 and note[0] in MAIN_KINDS:
            box, hand = int(event.get("box", 0)), int(event.get("hand", 1))
            signature = (box, hand, note[0], note[1], Decimal(note[2]))
            found.append((index, signature))
    return found


def _show(wager: tuple[int, int, str, str]) -> str:
    box, hand, kind, player = wager
    return f"box {box} hand {hand} {kind} {player}"


def settlement_order_problems(played: PlayedRound) -> Problems:
    """(f), (h), (i), 2.7(a): a busted hand's wagers and a blackjack's against a 2 to 9 are
    settled on every spot before the dealer's first hand has its second card (the blackjack's
    before any player receives a third card); every other wager once the dealer's hand of its
    spot has its second card and before his next hand has its own, a losing insurance wager
    before that hand's draws (2.9(d))."""
    outcome = played.outcome
    events = settlement_transcript(outcome)
    dealer = dealer_hands(outcome["final_hands"])
    expected, _ = expected_of(played)
    hands = {(h["box"], h["hand"]): h for h in outcome["final_hands"] if h["box"] > 0}
    up = dealer[1][0] if dealer.get(1) else ""
    starts = {
        number: indices[0]
        for number, indices in dealer_card_events(events, dealer).items()
        if indices
    }
    windows: dict[int, Counter[Signature]] = {}
    for key, entry in expected.items():
        box, player, hand, kind, spot = key
        split_box = sum(1 for b, _ in hands if b == box) > 1
        at_once = kind != "insurance" and decided_at_once(entry, hands[(box, hand)], split_box, up)
        window = 0 if at_once or "2.7(c)" in entry.why else spot
        if window not in starts and window:
            window = max(starts, default=0)  # a hand never formed: settled after the last
        windows.setdefault(window, Counter())[(box, hand, kind, player, entry.net)] += 1
    bounds = [0, *(starts[n] for n in sorted(starts)), len(events)]
    numbers = [0, *sorted(starts)]
    settled = _settlements(events)
    problems: Problems = []
    for position, number in enumerate(numbers):
        low, high = bounds[position], bounds[position + 1]
        # Which wagers are settled in a window, not for how much: a wrong amount is the
        # settlement checks' finding, and must not read as a wrong moment too.
        got = Counter(signature[:4] for index, signature in settled if low <= index < high)
        want: Counter[tuple[int, int, str, str]] = Counter()
        for signature, count in windows.get(number, Counter()).items():
            want[signature[:4]] += count
        if got == want:
            continue
        where = (
            "before the dealer's first hand has its second card"
            if number == 0
            else f"between the dealer's hand {number}'s second card and his next hand's"
        )
        early = ", ".join(map(_show, sorted((got - want).elements(), key=str)))
        late = ", ".join(map(_show, sorted((want - got).elements(), key=str)))
        problems.append(
            f"{where}: settled {early or 'nothing unexpected'}; expected there but not settled "
            f"there {late or 'nothing'}"
        )
    problems += _losing_insurance_problems(events, dealer, windows, settled)
    first_third = initial_deal_window(events)[1]
    blackjacks = {
        box
        for (box, _), final in hands.items()
        if two_card_21(final["cards"]) and sum(1 for b, _ in hands if b == box) == 1
    }
    for index, (box, _, kind, player, _) in settled:
        if up[:1] in _TWO_TO_NINE and box in blackjacks and kind == "main" and index > first_third:
            problems.append(
                f"2.7(a): box {box}'s blackjack ({player}) is paid at event {index + 1}, after a "
                f"player receives a third card (event {first_third + 1})"
            )
    return problems


def _losing_insurance_problems(
    events: Sequence[TranscriptEvent],
    dealer: Mapping[int, Sequence[str]],
    windows: Mapping[int, Counter[Signature]],
    settled: Sequence[tuple[int, Signature]],
) -> Problems:
    """(d) with 2.9(d): a losing insurance wager on a spot is collected "immediately after he
    draws his second face up card ... and before he draws any additional cards", those of the
    dealer's hand of that spot."""
    problems: Problems = []
    for number, indices in sorted(dealer_card_events(events, dealer).items()):
        if len(indices) < 2:
            continue
        second, first_draw = indices[0], indices[1]
        want = sum(
            count
            for (_, _, kind, _, net), count in windows.get(number, Counter()).items()
            if kind == "insurance" and net < 0
        )
        got = sum(1 for i, sig in settled if second < i < first_draw and sig[2] == "insurance")
        if got != want:
            problems.append(
                f"2.9(d): {want} losing insurance wager(s) on the {SPOT_NAMES[number]} spot, "
                f"{got} collected between the dealer's hand {number}'s second card (event "
                f"{second + 1}) and its first draw (event {first_draw + 1})"
            )
    return problems


def busted_hand_problems(played: PlayedRound) -> Problems:
    """(f): "all of a player's wagers shall be collected along with his or her cards when that
    player's hand exceeds a hard total of 21": on every spot, once the card that busts it is
    dealt and before the dealer's first hand has its second card."""
    outcome = played.outcome
    events = settlement_transcript(outcome)
    dealer = dealer_hands(outcome["final_hands"])
    second = (dealer_card_events(events, dealer).get(1) or [len(events)])[0]
    expected, _ = expected_of(played)
    problems: Problems = []
    for final in outcome["final_hands"]:
        if final["box"] == 0 or not is_busted(final["cards"]):
            continue
        box, number = final["box"], final["hand"]
        wanted = sum(
            1 for (b, _, h, kind, _) in expected if (b, h) == (box, number) and kind != "insurance"
        )
        cards = [
            i
            for i, e in enumerate(events)
            if e.get("box") == box and e.get("hand", 1) == number and e.get("card")
        ]
        bust = cards[-1] if cards else -1
        collected = [
            index
            for index, (b, h, kind, _, _) in _settlements(events)
            if (b, h) == (box, number) and kind != "insurance"
        ]
        where = f"box {box} hand {number} ({' '.join(final['cards'])})"
        if len(collected) != wanted:
            problems.append(
                f"{where}: {len(collected)} of its {wanted} wagers are settled in the transcript"
            )
        late = [i for i in collected if not bust < i < second]
        if late:
            problems.append(
                f"{where}: a wager is collected at event {late[0] + 1}, not between the card that "
                f"busts it (event {bust + 1}) and the dealer's first hand's second card "
                f"(event {second + 1})"
            )
    return problems


def event_clause_problems(played: PlayedRound) -> Problems:
    """The events of 2.18 cite their clauses: a busted hand collected (f); the dealer's cards
    collected but his face up card, (f)2 after the first hand and (h) after the second; the face
    up card moved, (g) to the second hand and (h) to the third; no further hand, (f)1 when every
    hand busted, (h) otherwise; the round concluded after the last hand, (j)."""
    outcome = played.outcome
    events = list(outcome.get("transcript") or [])
    if not any(e.get("kind") in EVENT_CLAUSES for e in events):
        not_applicable(
            "the game reports none of the transcript events of 2.18 ("
            + ", ".join(EVENT_CLAUSES)
            + "), so the dealer's hands cannot be followed step by step"
        )
    dealer = dealer_hands(outcome["final_hands"])
    up = dealer[1][0] if dealer.get(1) else ""
    every_busted = all(is_busted(h["cards"]) for h in outcome["final_hands"] if h["box"] > 0)
    wanted: dict[str, Callable[[TranscriptEvent], set[str]]] = {
        COLLECT_BUSTED_HAND: lambda e: {"2.18(f)"},
        COLLECT_DEALER_CARDS: lambda e: (
            {"2.18(f)1"}
            if every_busted
            else ({"2.18(f)2"} if e.get("hand", 1) == 1 else {"2.18(h)"})
        ),
        MOVE_UP_CARD: lambda e: {"2.18(g)"} if e.get("hand") == 2 else {"2.18(h)"},
        NO_FURTHER_HANDS: lambda e: {"2.18(f)1"} if every_busted else {"2.18(h)"},
        CONCLUDE: lambda e: {"2.18(j)"},
    }
    problems: Problems = []
    for index, event in enumerate(events):
        kind = str(event.get("kind"))
        if kind not in wanted or not event.get("clause"):
            continue
        cited, allowed = _path(event.get("clause")), wanted[kind](event)
        if cited not in allowed:
            problems.append(
                f"event {index + 1} {kind} (hand {event.get('hand')}) cites {cited}, not "
                f"{' or '.join(sorted(allowed))}"
            )
        if kind == MOVE_UP_CARD and event.get("card") not in (None, up):
            problems.append(
                f"event {index + 1} moves {event.get('card')}, not the original face up card {up}"
            )
    moves = [e for e in events if e.get("kind") == MOVE_UP_CARD]
    if moves and len(moves) != len(dealer) - 1:
        problems.append(
            f"the face up card is moved {len(moves)} time(s) for {len(dealer)} hand(s) of the "
            "dealer"
        )
    concluded = [i for i, e in enumerate(events) if e.get("kind") == CONCLUDE]
    dealt = [i for indices in dealer_card_events(events, dealer).values() for i in indices]
    paid = [index for index, _ in _settlements(events)]
    if concluded and (dealt or paid) and concluded[0] < max([*dealt, *paid]):
        problems.append(
            f"2.18(j): the round is concluded at event {concluded[0] + 1}, before the last hand's "
            f"cards and wagers (event {max([*dealt, *paid]) + 1})"
        )
    return problems
