"""The side wagers as their oracles settle them: at what odds, and when.

The kit's oracle of the side wagers, written from the clauses and not from the reference engine:
given the cards a box received in the order it received them and its first election, each wager's
card oracle (`suite.wagers.registry`, registered by the wager's steps) says how it must settle
and at which moment of the round (after every player's second card; immediately after the box's
first election; at the end of the round), and the transcript says whether it was settled then.
A wager the rest of the round decides has a round oracle of its own.

The checks at the end return the problems they find; `suite.harness.checks` lists them under the
words the features use ("Then in every round, ..."). The moment of a settlement is read from
protocol 1.2's `pay`, `collect` and `return` events (`settlement_transcript`): a game that speaks an
older protocol or reports none of them makes it not applicable, never passed nor failed.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING

from reference_impl.rules import TableRules
from reference_impl.wager_model import declarations
from regulations import Corpus, load_corpus
from regulations.paytables import PrintedOdds
from suite.harness.settlement_oracle import (
    Decision,
    expected_ledger,
    odds_net,
    settlement_differences,
)
from suite.run.verdicts import not_applicable
from suite.wagers.registry import (
    CARD_ORACLES,
    PROPERTY_CHECKS,
    ROUND_ORACLES,
    SETTLEMENT_CLAUSES,
    register_check,
)
from vendor_adapters.compare import compare_outcomes
from vendor_adapters.consistency import MAIN_KINDS
from vendor_adapters.protocol import LedgerEntry, Outcome, TranscriptEvent, Wager
from vendor_adapters.session import RoundScript

if TYPE_CHECKING:
    from suite.harness.checks import PlayedRound

__all__ = [
    "ELECTIONS",
    "FIRST_ELECTION",
    "INITIAL_DEAL",
    "ROUND_END",
    "SETTLEMENT_CLAUSES",
    "SETTLEMENT_PROPERTY",
    "SIDE_WAGER_CHECKS",
    "BoxCards",
    "SideExpectation",
    "box_cards",
    "expected_side",
    "first_election_problem",
    "initial_deal_window",
    "no_bearing_on_other_wagers",
    "require_settlement_events",
    "settlement_event",
    "settlement_transcript",
    "side_differences",
    "side_wagers_of",
    "timing_problems",
]

Problems = list[str]
CENT = Decimal("0.01")
# The first elections of 2.17(e): "draw an additional card, surrender, stand, double down or split
# pairs", as transcript events.
ELECTIONS = frozenset({"hit", "stand", "double", "split", "surrender", "surrender-pending"})
_NO_THIRD_CARD = frozenset({"stand", "surrender", "surrender-pending"})
SETTLEMENTS = frozenset({"pay", "collect", "return"})
# The 2.17 wagers: the point of the round each is decided at comes from (d) and (e).
INITIAL_DEAL = "initial-deal"  # after every player's second card, before any further card
FIRST_ELECTION = "first-election"  # two sevens: immediately after the player's first election
ROUND_END = "round-end"  # two sevens whose player never elects (I-2.17e-sevens-no-election)
_TEN_VALUED = frozenset("TJQK")


# --------------------------------------------------------------------------------------------
# The rule text's tables


@functools.cache
def _corpus() -> Corpus:
    return load_corpus()


# --------------------------------------------------------------------------------------------
# The cards a box received


@dataclass(frozen=True)
class BoxCards:
    """What the wagers of 2.17 read of a box: its initial two cards, the next card it received
    after its first election (the third card a wager may read), and that election."""

    initial: tuple[str, ...]
    third: str | None
    election: str | None  # "hit", "stand", ... or None when the box never elected

    @property
    def split_first(self) -> bool:
        return self.election == "split"


def _player_card(event: TranscriptEvent, box: int) -> bool:
    return event.get("box") == box and bool(event.get("card"))


def box_cards(
    outcome: Outcome, box: int, decisions: Sequence[Decision] = (), *, third_after_split: bool
) -> BoxCards:
    """The box's cards in the order it received them, read from the transcript; from the final
    hands and the decisions when the game reports no transcript (a split box's third card is then
    its first hand's second card, which a resplit of that hand would hide)."""
    events = outcome.get("transcript") or []
    if events:
        return _from_transcript(events, box, third_after_split)
    hands = sorted((h for h in outcome["final_hands"] if h["box"] == box), key=lambda h: h["hand"])
    first = next(
        (d for d in decisions if d.prompt["box"] == box and d.prompt["kind"] == "play"), None
    )
    election = None if first is None else first.name
    if not hands:
        return BoxCards((), None, election)
    if len(hands) > 1:
        initial = (hands[0]["cards"][0], hands[1]["cards"][0])
        third = hands[0]["cards"][1] if third_after_split and len(hands[0]["cards"]) > 1 else None
        return BoxCards(initial, third, election)
    cards = tuple(hands[0]["cards"])
    third = cards[2] if len(cards) > 2 and election not in _NO_THIRD_CARD else None
    return BoxCards(cards[:2], third, election)


def _from_transcript(
    events: Sequence[TranscriptEvent], box: int, third_after_split: bool
) -> BoxCards:
    cards = [(i, str(e["card"])) for i, e in enumerate(events) if _player_card(e, box)]
    initial = tuple(card for _, card in cards[:2])
    after = cards[1][0] if len(cards) > 1 else len(events)
    elected = next(
        (
            i
            for i, e in enumerate(events)
            if i > after and e.get("box") == box and e.get("kind") in ELECTIONS
        ),
        None,
    )
    if elected is None:
        return BoxCards(initial, None, None)
    election = str(events[elected]["kind"])
    third = None
    if election not in _NO_THIRD_CARD and (third_after_split or election != "split"):
        third = next((card for i, card in cards if i >= elected), None)
    return BoxCards(initial, third, election)


# --------------------------------------------------------------------------------------------
# How each wager settles


@dataclass(frozen=True)
class SideExpectation:
    """An additional wager as the rule text settles it."""

    kind: str
    result: str  # "win", "lose" or "dead" (returned)
    odds: PrintedOdds | None
    path: str  # the clause that decides it, e.g. "2.17(e)2iv"
    point: str  # INITIAL_DEAL, FIRST_ELECTION or ROUND_END
    why: str

    def net(self, stake: Decimal, rules: TableRules) -> Decimal:
        if self.result == "win":
            assert self.odds is not None
            return odds_net(stake, self.odds.win, self.odds.stake, rules)
        return -stake if self.result == "lose" else Decimal(0)

    def show(self, stake: Decimal, rules: TableRules) -> str:
        at = f" at {self.odds.printed}" if self.odds else ""
        return f"{self.result}{at}, net {self.net(stake, rules):.2f} on {stake:.2f} ({self.why})"


def expected_side(kind: str, cards: BoxCards, rules: TableRules) -> SideExpectation:
    """How the wager `kind` placed on a box with these cards must settle at this table."""
    if len(cards.initial) < 2:
        return SideExpectation(kind, "dead", None, "2.15", ROUND_END, "I-2.17-dead-hand")
    oracle = CARD_ORACLES.get(kind)
    if oracle is None:
        raise ValueError(
            f"{kind!r} is no wager a card oracle settles (suite.wagers.registry): the wagers are "
            f"{', '.join(CARD_ORACLES)}"
        )
    return oracle(cards, rules)


# --------------------------------------------------------------------------------------------
# Comparing with the game


def side_wagers_of(wagers: Sequence[Wager]) -> list[tuple[int, str, str, Decimal]]:
    """(box, player, kind, amount) of every side wager placed that this module settles."""
    return [
        (w["box"], w["player"], side["kind"], Decimal(str(side["amount"])))
        for w in wagers
        for side in w.get("side_wagers", ())
        if side["kind"] not in ROUND_ORACLES  # settled by their round oracle
    ]


def _odds_ratio(text: str | None) -> Fraction | None:
    if not text:
        return None
    win, _, stake = text.replace(",", "").partition(" to ")
    return Fraction(win) / Fraction(stake)


def side_differences(
    outcome: Outcome, wagers: Sequence[Wager], decisions: Sequence[Decision], rules: TableRules
) -> Problems:
    """What the game settles differently from the rule text, wager by wager."""
    ledger = {(e["box"], e["player"], e["hand"], e["kind"]): e for e in outcome["ledger"]}
    problems: Problems = []
    for box, player, kind, stake in side_wagers_of(wagers):
        cards = box_cards(outcome, box, decisions, third_after_split=True)
        want = expected_side(kind, cards, rules)
        got = ledger.get((box, player, 1, kind))
        where = f"box {box} {kind} wager ({player}, cards {' '.join(cards.initial)})"
        if got is None:
            problems.append(f"{where}: not settled; {want.path} requires {want.show(stake, rules)}")
            continue
        ratio = None if want.odds is None else want.odds.ratio
        result = "dead" if want.result == "dead" else want.result
        same = (
            got["result"] in ({"dead", "void"} if result == "dead" else {result})
            and _odds_ratio(got["odds"]) == ratio
            and Decimal(got["stake"]) == stake
            and Decimal(got["net"]) == want.net(stake, rules)
        )
        if not same:
            odds = f" at {got['odds']}" if got["odds"] else ""
            problems.append(
                f"{where}: {want.path} requires {want.show(stake, rules)}; the game settled "
                f"{got['result']}{odds}, net {Decimal(got['net']):.2f} on "
                f"{Decimal(got['stake']):.2f}"
            )
    return problems


# --------------------------------------------------------------------------------------------
# When: the transcript's order


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
    if not any(event.get("kind") in SETTLEMENTS for event in events):
        not_applicable(
            "the game reports no pay, collect or return event in its transcript (protocol "
            "1.2), so the moment of a payment cannot be seen"
        )
    return events


def initial_deal_window(events: Sequence[TranscriptEvent]) -> tuple[int, int]:
    """(index of the last player's second card, index of the first additional player card or
    the end): (d) and (e) settle between them."""
    seen: dict[int, int] = {}
    last_second, first_more = -1, len(events)
    for index, event in enumerate(events):
        box = event.get("box")
        if not isinstance(box, int) or box < 1 or not event.get("card"):
            continue
        seen[box] = seen.get(box, 0) + 1
        if seen[box] == 2:
            last_second = index
        elif seen[box] > 2:
            first_more = min(first_more, index)
    return last_second, first_more


def settlement_event(
    events: Sequence[TranscriptEvent], box: int, player: str, kind: str
) -> int | None:
    for index, event in enumerate(events):
        note = str(event.get("note", "")).split()
        if (
            event.get("kind") in SETTLEMENTS
            and event.get("box") == box
            and note[:2] == [kind, player]
        ):
            return index
    return None


def first_election_problem(events: Sequence[TranscriptEvent], box: int, settled: int) -> str | None:
    """Two sevens: settled after the box's first election and the card it brings, with no other
    election or card between (e)."""
    cards = [i for i, e in enumerate(events) if _player_card(e, box)]
    after = cards[1] if len(cards) > 1 else -1
    elected = next(
        (
            i
            for i, e in enumerate(events)
            if i > after and e.get("box") == box and e.get("kind") in ELECTIONS
        ),
        None,
    )
    if elected is None:
        return "the box made no election, yet its two sevens were settled as if it had"
    if settled < elected:
        return (
            f"settled at event {settled + 1}, before the box's first election (event {elected + 1})"
        )
    anchor = next((i for i in cards if i >= elected), elected)
    if anchor > settled and events[elected].get("kind") not in _NO_THIRD_CARD | {"split"}:
        return f"settled at event {settled + 1}, before the card of the first election"
    between = [
        e
        for e in events[max(anchor, elected) + 1 : settled]
        if e.get("kind") in ELECTIONS or (isinstance(e.get("box"), int) and e.get("card"))
    ]
    if between:
        shown = ", ".join(f"{e.get('kind')} {e.get('card', '')}".strip() for e in between)
        return f"settled only after {shown}, not immediately after the first election"
    return None


def timing_problems(
    outcome: Outcome, wagers: Sequence[Wager], decisions: Sequence[Decision], rules: TableRules
) -> Problems:
    """Whether each additional wager was settled when (d) and (e) require: every wager after
    the second card is dealt to each player and before any additional card, two sevens
    immediately after the player's first election. A game that reports no settlement event
    (`settlement_transcript`) makes the moment not applicable: it is neither passed nor failed."""
    events = settlement_transcript(outcome)
    last_second, first_more = initial_deal_window(events)
    problems: Problems = []
    for box, player, kind, _ in side_wagers_of(wagers):
        want = expected_side(
            kind, box_cards(outcome, box, decisions, third_after_split=True), rules
        )
        settled = settlement_event(events, box, player, kind)
        where = f"box {box} {kind} wager ({player})"
        if settled is None:
            problems.append(f"{where}: no pay, collect or return event in the transcript")
            continue
        if want.point == INITIAL_DEAL:
            if not last_second < settled < first_more:
                problems.append(
                    f"{where}: settled at event {settled + 1}; (d) and (e) require it after the "
                    f"last player's second card (event {last_second + 1}) and before any "
                    f"additional card (event {first_more + 1})"
                )
        elif want.point == FIRST_ELECTION:
            found = first_election_problem(events, box, settled)
            if found is not None:
                problems.append(f"{where}: two sevens, (e): {found}")
        elif settled < last_second:
            problems.append(f"{where}: settled at event {settled + 1}, before every second card")
    return problems


# --------------------------------------------------------------------------------------------
# The checks of the property scenarios


def _without_side(outcome: Outcome) -> Outcome:
    return {**outcome, "ledger": [e for e in outcome["ledger"] if e["kind"] in MAIN_KINDS]}


def _sides_placed(played: PlayedRound) -> Problems:
    if any(w.get("side_wagers") for w in played.script.wagers):
        return []
    return [
        "the round has no additional wager: the scenario's rounds must be generated with them "
        "(Given rounds ... in which ... makes the ... wager)"
    ]


def settled_as_the_rules_require(played: PlayedRound) -> Problems:
    """Every side wager as its oracle settles it (a card oracle's on the box's cards, a round
    oracle's on the rest of the round: `suite.wagers.registry`); the main wagers as
    suite.harness.settlement_oracle requires them, against the dealer's hand 2.12(b) makes where a
    round oracle's wager has the dealer draw further only for itself."""
    if not played.outcome["complete"]:
        return ["2.3(e): the round did not complete"]
    problems = _sides_placed(played)
    rules = played.rules
    final_hands = played.outcome["final_hands"]
    _, kinds = declarations()
    for kind, oracle in ROUND_ORACLES.items():
        if oracle.main_game_hands is not None and kinds[kind].offering in rules.side_wagers:
            final_hands = oracle.main_game_hands(final_hands, rules)
    main = expected_ledger(
        wagers=played.script.wagers,
        final_hands=final_hands,
        decisions=played.decisions,
        rules=rules,
    )
    ledger: list[LedgerEntry] = [e for e in played.outcome["ledger"] if e["kind"] in MAIN_KINDS]
    problems += settlement_differences(main, ledger)
    for oracle in ROUND_ORACLES.values():
        problems += oracle.differences(played.outcome, played.script.wagers, rules)
    return problems + side_differences(
        played.outcome, played.script.wagers, played.decisions, rules
    )


def settled_when_required(played: PlayedRound) -> Problems:
    """2.17(d), (e): the moment of each settlement, from the transcript's order; not applicable
    to a game whose transcript has no settlement event (`settlement_transcript`)."""
    return _sides_placed(played) + timing_problems(
        played.outcome, played.script.wagers, played.decisions, played.rules
    )


def no_bearing_on_other_wagers(played: PlayedRound) -> Problems:
    """2.17(i): the same round without the additional wagers deals the same cards and settles
    every other wager the same."""
    problems = _sides_placed(played)
    script = played.script
    bare: tuple[Wager, ...] = tuple(
        {key: value for key, value in w.items() if key != "side_wagers"}  # type: ignore[misc]
        for w in script.wagers
    )
    alone = played.replay(RoundScript(script.shoe, bare, script.decisions, script.irregularities))
    return problems + [
        str(d) for d in compare_outcomes(_without_side(alone), _without_side(played.outcome))
    ]


SETTLEMENT_PROPERTY = "every wager, additional wagers included, is settled as the rules require"
# The clauses a failure of SETTLEMENT_PROPERTY breaks are those its rounds' offering registered
# (`suite.wagers.registry.SETTLEMENT_CLAUSES`); these where it registered none.
register_check(SETTLEMENT_PROPERTY, "2.17(b), (c), (e)", settled_as_the_rules_require)
# Every property of the side wagers, those the wagers' own steps register included.
SIDE_WAGER_CHECKS: Mapping[str, tuple[str, Callable[[PlayedRound], Problems]]] = PROPERTY_CHECKS
