# Over 500 lines: the catalogue of properties the features name, each a short check.
"""The properties a generated round must have, each derived from the text of its clauses.

A check takes a `PlayedRound` and raises `PropertyViolation` saying what the clause requires and
what the game did. `CHECKS` maps the words a feature uses ("Then in every round, <words>") to the
check; an unknown phrase is an error that lists the known ones. The moment of a payment is read
from the transcript's order (protocol 1.2's settlement events); a game that reports none makes
such a check not applicable, never passed, and so does a game that reports no `remove-cards`
event for the moment a blackjack's cards are removed (2.7(a), (b)).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from reference_impl.cards import card_label, parse_card
from reference_impl.dealer_completion import table_wide_completion
from reference_impl.editions import get_edition
from reference_impl.errors import RulesError
from reference_impl.options import BlackjackPaymentWhenHoleCardKnown
from reference_impl.rules import TableRules
from reference_impl.state import Hand
from reference_impl.wager_model import DealerCompletion
from regulations.errors import KitError
from suite.harness.irregularity_checks import IRREGULARITY_CHECKS
from suite.harness.settlement_oracle import (
    Decision,
    expected_ledger,
    hand_total,
    settlement_differences,
)
from suite.run.verdicts import not_applicable
from suite.wagers.registry import PROPERTY_CHECKS, TIMED_CHECKS
from suite.wagers.side_wager_oracle import (
    initial_deal_window,
    require_settlement_events,
    settlement_event,
    settlement_transcript,
)
from vendor_adapters.compare import compare_outcomes, ledger_key
from vendor_adapters.errors import AdapterError, AdapterRefusal
from vendor_adapters.protocol import ErrorCode, FinalHand, LedgerEntry, Outcome, TranscriptEvent
from vendor_adapters.session import RoundScript

__all__ = [
    "BLACKJACK_TIMING",
    "CHECKS",
    "HELD_BLACKJACK_TIMING",
    "MOST_DEFECTS",
    "REMOVE_CARDS",
    "TIMING_CHECKS",
    "Breach",
    "Defect",
    "PlayedRound",
    "PropertyViolation",
    "before_any_third_card",
    "blackjack_paid_before_third_card",
    "blackjack_removed_before_third_card",
    "check_named",
    "cite_paths",
    "clause_path",
    "dealer_second_card",
    "held_until_all_cards_are_dealt",
    "paid_when_hole_card_known",
    "removal_event",
    "require_removals",
    "require_settlement_events",
    "require_under",
    "settlement_transcript",
    "violation_of",
]


# A clause path as the rules write it, without the chapter: "2.7(a)", "2.3(a)2", "2.17(e)2iv";
# optionally behind an edition's prefix ("13:69F-2.7(a)", "19:47-2.7(a)").
_PATH = r"\d+\.\d+(?:\([a-z]{1,2}\)(?:\d+(?:[ivx]+)?)?)?"
_CITED = re.compile(rf"^\s*(?:\d+:\d+[A-Z]?-)?({_PATH})\s*$")
# An edition-neutral path inside a sentence: a subsection at least ("2.7(a)", never "10.00"),
# not already behind a prefix, an interpretation's id (I-2.7b-...) or another number.
_IN_TEXT = re.compile(r"(?<![\w:.$-])(\d+\.\d+\([a-z]{1,2}\)(?:\d+(?:[ivx]+)?)?)(?![\w(])")


def clause_path(cited: object) -> str:
    """The edition-neutral path of a clause citation ("13:69F-2.12(b)" and "2.12(b)" give
    "2.12(b)"), or "" when `cited` names no clause (a check's label such as "settlement")."""
    found = _CITED.match(str(cited or ""))
    return found.group(1) if found else ""


def cite_paths(text: str, edition: str) -> str:
    """`text` with every edition-neutral clause path cited as `edition` cites it: in nj-2024
    "2.17(e)2 requires" reads "13:69F-2.17(e)2 requires" (reference_impl.editions.Edition.cite);
    paths already cited, and text of an edition the engine does not know, stay as they are."""
    try:
        cite = get_edition(edition).cite
    except RulesError:
        return text
    return _IN_TEXT.sub(lambda found: cite(found.group(1)), text)


@dataclass(frozen=True)
class Breach:
    """One thing a round does against one clause: `clause` is the edition-neutral path of the
    clause it breaks ("2.7(a)"), or "" where no clause can be named (the round does not replay
    identically); `problem` says what the game did."""

    clause: str
    problem: str


def require_under(condition: object, clause: str, problem: str) -> None:
    """Fail the scenario under `clause` (a canonical id, or an edition-neutral path) when
    `condition` does not hold: the failure is filed under the clause it breaks, not the Rule that
    hosts the scenario (reports.findings)."""
    if not condition:
        raise PropertyViolation(f"{clause}: {problem}", breaches=[Breach(clause, problem)])


# The distinct defects one property reports before it stops looking for more
# (suite.harness.property_runner.check_every_round); the report states it (reports.report_sections).
MOST_DEFECTS = 8


@dataclass(frozen=True)
class Defect:
    """One distinct defect a property found: the clauses it breaks (as the edition cites them),
    the minimal round described as a person reads it, and its prepared case
    (suite.run.failure_cases), which the plugin saves when the scenario fails."""

    clauses: tuple[str, ...]
    message: str
    case: dict[str, Any] | None = None


class PropertyViolation(AssertionError):  # noqa: N818 - reads as the finding it reports
    """A generated round in which the game breaks a clause; `case_record` is the prepared
    replayable case (suite.run.failure_cases) once the round has been described.

    `breaches` say which clause each problem breaks, so that a failure found by a scenario
    hosted under one clause is filed under the clause it breaks; a violation raised with text
    alone breaks the clause its text starts with ("2.7(a): ..."). `defects` lists every distinct
    defect a property found, each with its own minimal round (suite.harness.property_runner)."""

    case_record: dict[str, Any] | None = None
    defects: tuple[Defect, ...] = ()

    def __init__(
        self, message: str, *, breaches: Iterable[Breach] | None = None, label: str = ""
    ) -> None:
        super().__init__(message)
        if breaches is None:
            head = message.split(":", 1)[0] if ":" in message else ""
            breaches = [Breach(clause_path(head), message)]
            label = label or head
        self.breaches: tuple[Breach, ...] = tuple(breaches)
        self.label = label

    @classmethod
    def of(cls, label: str, breaches: Sequence[Breach]) -> PropertyViolation:
        """The violation of a check named `label` (a clause path, or a word such as
        "settlement"): its problems, each behind the clause it breaks where that is not the
        label's."""
        shown, clause = [], clause_path(label)
        for breach in breaches:
            named = breach.clause != clause and breach.clause
            shown.append(f"{breach.clause}: {breach.problem}" if named else breach.problem)
            clause = breach.clause
        return cls(f"{label}: " + "; ".join(shown), breaches=breaches, label=label)

    @property
    def clauses(self) -> tuple[str, ...]:
        """The distinct clause paths broken, in the order found ("" for a problem no clause
        names)."""
        return tuple(dict.fromkeys(b.clause for b in self.breaches))

    def without(self, known: AbstractSet[str]) -> PropertyViolation | None:
        """The violation less the breaches of clauses in `known` (already shown failing by an
        earlier round), or None when nothing else is broken."""
        left = [b for b in self.breaches if b.clause not in known]
        if len(left) == len(self.breaches):
            return self
        if not left:
            return None
        return PropertyViolation.of(self.label, left)


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
    """Fail with `problems`, each breaking `clause` (a path; a check's word breaks none)."""
    if problems:
        path = clause_path(clause)
        raise PropertyViolation.of(clause, [Breach(path, problem) for problem in problems])


# A problem about one wager's settlement, as suite.harness.settlement_oracle and the side wagers'
# oracles word it: "box 1 hand 1 main wager (box1): ...", "box 2 hand 1 main wager on the first
# spot (box2): ...", "box 1 KIND wager (box1, cards ...): ...".
_WAGER_PROBLEM = re.compile(r"^box (\d+)(?: hand (\d+))? ([\w -]+?) wager\b")


def _wager_clause(problem: str, ledger: Sequence[LedgerEntry]) -> str:
    """The clause the reference's entry cites for the wager a problem names: its box, its hand
    where named, and the ledger kind its words name (the longest, when one kind's name starts
    another's); "" when the problem names no wager of the ledger."""
    found = _WAGER_PROBLEM.match(problem)
    if found is None:
        return ""
    box, hand = int(found.group(1)), int(found.group(2) or 1)
    words = found.group(3).lower().replace("-", " ")
    named = [
        entry
        for entry in ledger
        if entry["box"] == box
        and entry["hand"] == hand
        and entry["kind"].replace("-", " ") in words
    ]
    if not named:
        return ""
    return _entry_clause(max(named, key=lambda entry: len(entry["kind"])))


def violation_of(label: str, problems: Sequence[str], played: PlayedRound) -> PropertyViolation:
    """The violation of a check named `label` (its clause, or clauses such as "2.17(b), (c),
    (e)") whose `problems` are text: a problem about one wager's settlement breaks the clause
    the reference engine's entry for that wager cites (a main wager paid 6 to 5 in a round with
    a side wager breaks 2.7(a), not the side wager's clause), so that one defect is filed once
    whatever check saw it; any other problem breaks the check's own clause, or its own leading
    clause path."""
    reference = _reference_outcome(played) if any(map(_WAGER_PROBLEM.match, problems)) else None
    ledger = reference["ledger"] if reference is not None else []
    own = clause_path(label)
    breaches = []
    for problem in problems:
        leading = clause_path(problem.split(":", 1)[0]) if ":" in problem else ""
        clause = _wager_clause(problem, ledger) or leading or own
        breaches.append(Breach(clause, problem))
    return PropertyViolation.of(label, breaches)


def _fail_breaches(breaches: Sequence[Breach], label: str) -> None:
    if breaches:
        raise PropertyViolation.of(label, breaches)


def _reference_outcome(played: PlayedRound) -> Outcome | None:
    """The reference engine's outcome of the same round, or None when it cannot play it."""
    try:
        return played.oracle(played.script)
    except (AdapterRefusal, AdapterError, KitError):
        return None


def _entry_clause(entry: LedgerEntry | None) -> str:
    return clause_path(entry.get("clause")) if entry is not None else ""


_WHY_PATH = re.compile(_PATH)


def settled_as_the_rules_require(played: PlayedRound) -> None:
    """2.3, 2.6(k), 2.7 to 2.11, 2.16: every wager's result, odds and amount. Each wager settled
    wrongly breaks the clause the reference engine's entry for it cites (2.7(a) for a blackjack
    against a 9, 2.10(b) for a doubled stake against a dealer's blackjack), else the clause the
    settlement's own reading names, else the clause the game's entry cites."""
    if not played.outcome["complete"]:
        raise PropertyViolation("2.3(e): the round did not complete")
    breaches = own_settlement_breaches(
        wagers=played.script.wagers,
        outcome=played.outcome,
        decisions=played.decisions,
        rules=played.rules,
        reference=lambda: _reference_outcome(played),
    )
    _fail_breaches(breaches, "settlement")


def own_settlement_breaches(
    *,
    wagers: Sequence[Mapping[str, object]],
    outcome: Outcome,
    decisions: Sequence[Decision],
    rules: TableRules,
    reference: Callable[[], Outcome | None],
    kinds: AbstractSet[str] | None = None,
) -> list[Breach]:
    """Each wager the game settled otherwise than the clauses settle it on the game's own final
    hands (suite.harness.settlement_oracle), behind the clause it breaks: the one the reference's
    entry for it cites (`reference` is asked only when a wager differs), else the settlement's own
    reading's, else the game's entry's. What follows from cards the game dealt differently is not
    here: on its own hands the game settled it right. `kinds` limits the wagers judged to those
    ledger kinds (all when None)."""
    expected = expected_ledger(
        wagers=wagers, final_hands=outcome["final_hands"], decisions=decisions, rules=rules
    )
    actual = {(e["box"], e["player"], e["hand"], e["kind"]): e for e in outcome["ledger"]}
    if kinds is not None:
        expected = {key: entry for key, entry in expected.items() if key[3] in kinds}
        actual = {key: entry for key, entry in actual.items() if key[3] in kinds}
    differing = [
        (key, problems)
        for key in sorted(set(expected) | set(actual))
        if (
            problems := settlement_differences(
                {key: expected[key]} if key in expected else {},
                [actual[key]] if key in actual else [],
            )
        )
    ]
    if not differing:
        return []
    played_by_reference = reference()
    # The reference's entry names the clause when it settles the wager as the rules do on the
    # game's own hands (the same result at the same odds): where the game dealt otherwise and
    # the reference's hand settles another way, the settlement's own reading names it.
    cited = {
        key: _entry_clause(entry)
        for entry in (played_by_reference["ledger"] if played_by_reference is not None else [])
        if (key := (entry["box"], entry["player"], entry["hand"], entry["kind"])) in expected
        and (entry["result"], entry["odds"] or None) == (expected[key].result, expected[key].odds)
    }
    breaches = []
    for key, problems in differing:
        why = _WHY_PATH.search(expected[key].why) if key in expected else None
        clause = (
            (WAGER_MADE_BY.get(key[3], "") if key not in actual else "")
            or cited.get(key)
            or (why.group(0) if why is not None else "")
            or _entry_clause(actual.get(key))
        )
        breaches += [Breach(clause, problem) for problem in problems]
    return breaches


# The clause by which a decision makes its wager: a double's additional wager (2.10(a)), a
# split's wager on the second hand (2.11(a)). A game that takes the decision and settles no
# such wager never made it: one defect under that clause, whatever the hand's result.
WAGER_MADE_BY = {"double": "2.10(a)", "split": "2.11(a)"}


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
    additional card when no hand can be changed by the dealer's total. At a table whose offering
    has him draw by its own rule for every wager (`DealerCompletion.table_wide`, where the table
    chose the option that says so), by that rule."""
    cards = played.dealer_cards
    rules = played.rules
    completion = table_wide_completion(rules) if rules.side_wagers else None
    drawing = clause_path("2.12(b)" if completion is None else completion.path)
    live = _live_hands(played)
    if not live and len(cards) > 2:
        # Any card drawn when no hand can change breaks 2.12(c) (at a table whose offering has
        # him draw by its own rule, that rule), whatever the totals: one defect, filed once,
        # not again under the drawing rule for the same cards.
        unneeded = "2.12(c)" if completion is None else drawing
        _fail(
            [f"the dealer drew {' '.join(cards[2:])} although no hand could be changed"],
            unneeded,
        )
    problems = []
    for count in range(2, len(cards)):
        if _dealer_stands(cards[:count], completion):
            total = hand_total(cards[:count])
            problems.append(
                f"the dealer drew {cards[count]} on {total} ({' '.join(cards[:count])})"
            )
            break
    if live and len(cards) >= 2 and not _dealer_stands(cards, completion):
        problems.append(f"the dealer stood on {hand_total(cards)} ({' '.join(cards)})")
    _fail(problems, drawing)


def _dealer_stands(cards: Sequence[str], completion: DealerCompletion | None) -> bool:
    """Whether the dealer stands on `cards`: on 17 to 21, hard or soft (2.12(b)), or where the
    table-wide completion rule of an offering says he does not draw."""
    if completion is None:
        return hand_total(cards) >= 17
    hand = Hand(0, 1)
    for card in cards:
        hand.add(parse_card(card))
    return not completion.must_draw(hand)


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


_SUITS = "SHDC"


def _suit_cycle(rules: TableRules) -> tuple[dict[int, int], dict[int, int]]:
    """A relabelling of the suits and its inverse: spades as hearts, hearts as diamonds, ...;
    at a table with a designated blackjack (2.3(e)3), whose ace and face card are specific cards,
    their suits are kept and only the others cycle, so that a relabelled card is one of them
    exactly when it was before."""
    designated = rules.designated_blackjack
    kept = (
        ""
        if designated is None
        else "".join(
            dict.fromkeys(card_label(card)[1] for card in (designated.ace, designated.face_card))
        )
    )
    moved = "".join(suit for suit in _SUITS if suit not in kept)
    cycled = moved[1:] + moved[:1]
    return str.maketrans(kept + moved, kept + cycled), str.maketrans(kept + cycled, kept + moved)


def _relabel(cards: Sequence[str], table: dict[int, int]) -> list[str]:
    return [card[0] + card[1].translate(table) for card in cards]


def suits_change_nothing(played: PlayedRound) -> None:
    """2.2(b): a card's value is its rank. Relabelling every suit (spades as hearts, hearts as
    diamonds, ...) keeps 6-7-8 of one suit of one suit, so it must settle every wager the same;
    the suits of a designated blackjack's cards (2.3(e)3) are kept (`_suit_cycle`)."""
    script = played.script
    forth, back_again = _suit_cycle(played.rules)
    again = played.replay(
        RoundScript(tuple(_relabel(script.shoe, forth)), script.wagers, script.decisions)
    )
    back: Outcome = {
        **again,
        "cards_dealt": _relabel(again["cards_dealt"], back_again),
        "final_hands": [
            {**hand, "cards": _relabel(hand["cards"], back_again)} for hand in again["final_hands"]
        ],
    }
    _fail([str(d) for d in compare_outcomes(played.outcome, back)], "2.2(b)")


def settles_as_the_reference(played: PlayedRound) -> None:
    """The differential check: the reference engine settles the same round identically. A
    difference breaks the clause of what went wrong first: a decision the reference refuses
    breaks the clause its refusal cites; cards dealt differently break the clause of the first
    card event that differs; a wager settled differently breaks the clause the reference's
    entry cites (`differences_by_clause`)."""
    try:
        expected = played.oracle(played.script)
    except AdapterRefusal as refusal:
        if refusal.code != ErrorCode.ILLEGAL_DECISION:
            raise
        clause = clause_path(refusal.data.get("clause"))
        raise PropertyViolation.of(
            "differential",
            [Breach(clause, f"the game allowed a decision the rules do not: {refusal}")],
        ) from None
    own = (
        own_settlement_breaches(
            wagers=played.script.wagers,
            outcome=played.outcome,
            decisions=played.decisions,
            rules=played.rules,
            reference=lambda: expected,
            kinds=BASE_WAGERS,
        )
        if _judged_on_own_hands(played)
        else []
    )
    _fail_breaches(differences_by_clause(expected, played.outcome, own), "differential")


# The wagers of the base game, which suite.harness.settlement_oracle settles on any hands.
BASE_WAGERS = frozenset({"main", "split", "double", "insurance"})


def _judged_on_own_hands(played: PlayedRound) -> bool:
    """Whether the base game's wagers of a differential round can be settled on the game's own
    hands: a complete round of one person per box with no side wager (side wagers and multiple
    action's spots: their settlements read what the base settlement does not)."""
    rules = played.rules
    return played.outcome["complete"] and not rules.side_wagers and rules.players_per_box == 1


_CARD_EVENT_FIELDS = ("kind", "box", "hand", "card")


def _card_events(outcome: Outcome) -> list[TranscriptEvent]:
    return [event for event in outcome.get("transcript") or [] if event.get("card")]


def first_card_divergence(expected: Outcome, actual: Outcome) -> str:
    """The clause of the first card event in which the game's transcript and the reference's
    differ: the reference's event where it has one (what should have happened), else the
    game's (a card the reference never deals, such as a draw on a soft 17)."""
    mine, theirs = _card_events(expected), _card_events(actual)
    for index in range(max(len(mine), len(theirs))):
        left = mine[index] if index < len(mine) else None
        right = theirs[index] if index < len(theirs) else None
        if left is not None and right is not None and _same_card_event(left, right):
            continue
        if right is not None:
            # A card the game deals before its time (the second split hand's card dealt with
            # the first's, 2.11(b)) breaks the clause that places it where the reference deals
            # it; a card the reference's dealer never draws, the clause he stood by (2.12).
            later = next((e for e in mine[index + 1 :] if _same_destination(e, right)), None)
            if later is not None and clause_path(later.get("clause")):
                return clause_path(later.get("clause"))
            if left is None and right.get("box") == 0 and right.get("kind") in _DEALER_CARDS:
                return _clause_the_dealer_stood_by(expected)
            closed = _clause_closing_the_hand(theirs[:index], right) if later is None else ""
            if closed:
                return closed
        found = [clause_path(e.get("clause")) for e in (left, right) if e is not None]
        return next((clause for clause in found if clause), "")
    return ""


def card_to_a_closed_hand(expected: Outcome, actual: Outcome) -> str:
    """The clause closing the hand the game dealt a card to, when the first card event that
    differs is such a card (see `first_card_divergence`); "" otherwise. It is the same defect as
    the draw the game allowed there, whether the game was seen offering it or dealing it."""
    mine, theirs = _card_events(expected), _card_events(actual)
    for index, right in enumerate(theirs):
        left = mine[index] if index < len(mine) else None
        if left is not None and _same_card_event(left, right):
            continue
        if any(_same_destination(e, right) for e in mine[index + 1 :]):
            return ""
        return _clause_closing_the_hand(theirs[:index], right)
    return ""


# The dealer's cards after the first deal: one the reference never deals is a card he should
# not have taken (2.12(b), (c); the second card withheld, I-2.12c-dealer-second-card).
_DEALER_CARDS = frozenset({"dealer-draw", "dealer-second-card"})


# A player's card after the first deal: one the reference never deals to that hand is a card
# the rules forbid when the game's hand was closed (2.12(a)).
_PLAYER_DRAWS = frozenset({"hit", "double-card-sideways"})


def _clause_closing_the_hand(before: Sequence[TranscriptEvent], card: TranscriptEvent) -> str:
    """The clause of 2.12(a) by which the hand `card` was dealt to takes no more cards, on the
    game's own hand before it (`before`, the game's card events until then), when one does:
    a blackjack or a total of 21 (2.12(a)1, the hand's reported total, else its cards'), a
    total over 21 (2.12(a)), a hand already given its one card after a double (2.12(a)2). So
    a game that asks a closed hand for a decision and deals to it is filed under the clause
    that closes it, not under the event the reference dealt instead. Empty when the hand was
    open."""
    if card.get("box") in (None, 0) or card.get("kind") not in _PLAYER_DRAWS:
        return ""
    where = (card.get("box"), card.get("hand"))
    own = [e for e in before if (e.get("box"), e.get("hand")) == where]
    if not own:
        return ""
    if any(e.get("kind") == "double-card-sideways" for e in own):
        return "2.12(a)2"
    total = own[-1].get("total")
    if not isinstance(total, int):
        total = hand_total([str(e["card"]) for e in own])
    if total == 21:
        return "2.12(a)1"
    # Over 21: 2.12(a) lets a player draw only while his total is less than 21.
    return "2.12(a)" if total > 21 else ""


def _same_card_event(left: TranscriptEvent, right: TranscriptEvent) -> bool:
    return all(left.get(f) == right.get(f) for f in _CARD_EVENT_FIELDS)


def _same_destination(left: TranscriptEvent, right: TranscriptEvent) -> bool:
    """The same kind of card event to the same hand, whatever the card."""
    return all(left.get(f) == right.get(f) for f in ("kind", "box", "hand"))


def _clause_the_dealer_stood_by(expected: Outcome) -> str:
    """The clause by which the reference's dealer took no more cards: its last event of the
    dealer's hand under 2.12 (no card can matter, 2.12(c), his second card withheld so too; a
    total of 17 to 21, 2.12(b)), else 2.12(b), which has the dealer stand on 17 to 21."""
    for event in reversed(expected.get("transcript") or []):
        path = clause_path(event.get("clause"))
        if event.get("box") == 0 and not event.get("card") and path.startswith("2.12"):
            return path
    return "2.12(b)"


def differences_by_clause(
    expected: Outcome, actual: Outcome, own: Sequence[Breach] = ()
) -> list[Breach]:
    """Each difference between the reference's outcome (`expected`) and the game's, behind the
    clause it breaks. Cards dealt differently, or the same cards formed into other hands by card
    events that differ, are one defect, filed under the clause of the first card event that
    differs; the hands and wagers that follow from them are its consequences and go with it.
    `own` are the wagers the game settled wrongly on its own hands (`own_settlement_breaches`):
    those follow from no card and are defects of their own, each under its own clause, so that
    a card drawn in error never hides a blackjack paid at the wrong odds. Otherwise each wager
    settled differently breaks the clause the reference's entry cites, else the game's."""
    differences = compare_outcomes(expected, actual)
    if not differences:
        return []
    dealt_differently = any(d.where == "cards dealt" for d in differences)
    # The same cards formed into other hands (a card kept that the remedy of 2.15 sets aside,
    # a missed card dealt at once) are cards dealt differently too, when a card event differs.
    hands_differ = any(d.where.startswith("final hand") for d in differences)
    divergence = first_card_divergence(expected, actual) if hands_differ else ""
    if dealt_differently or divergence:
        clause = divergence or first_card_divergence(expected, actual)
        independent = [b for b in own if b.clause and b.clause != clause]
        # A wager wrong on the game's own hands is reported under its clause, not again as a
        # consequence of the cards.
        wrong = {_wager_of(b.problem) for b in independent} - {None}
        return [
            *(Breach(clause, str(d)) for d in differences if _wager_of(d.where) not in wrong),
            *independent,
        ]
    mine = {ledger_key(e): e for e in expected["ledger"]}
    theirs = {ledger_key(e): e for e in actual["ledger"]}
    breaches = [Breach("", str(d)) for d in differences if not d.where.startswith("ledger ")]
    for key in sorted(set(mine) | set(theirs)):
        want, got = mine.get(key), theirs.get(key)
        # The one wager compared alone, all else being the game's own.
        alone = compare_outcomes(
            {**actual, "ledger": [want] if want is not None else []},
            {**actual, "ledger": [got] if got is not None else []},
        )
        made = WAGER_MADE_BY.get(str(want["kind"]), "") if want is not None and got is None else ""
        clause = made or _entry_clause(want) or _entry_clause(got)
        breaches += [Breach(clause, str(d)) for d in alone]
    return breaches


# The clause that allows each decision on a prompt (edition-neutral paths, the same in every
# edition): insurance to each player when the dealer shows an ace, 2.9(a); surrender as the
# first decision, 2.8(a); a double on the first two cards, 2.10(a); a pair split, 2.11(a);
# a card drawn or the hand stood, 2.12(a). An amount given with insurance or a double is the
# clause that bounds it: 2.9(b), 2.10(a), and 2.13(d) for a double on another person's wager.
_ALLOWED_BY = {
    "insure": "2.9(a)",
    "no-insurance": "2.9(a)",
    "surrender": "2.8(a)",
    "double": "2.10(a)",
    "split": "2.11(a)",
    "hit": "2.12(a)",
    "stand": "2.12(a)",
}
_AMOUNT_ALLOWED_BY = {"insure": "2.9(b)", "double": "2.10(a)"}


def permitting_clause(prompt: Mapping[str, Any], token: str) -> str:
    """The clause that allows decision `token` on `prompt`, which a game refusing it breaks
    (a decision the rules allow, as the reference engine's play of it shows): the amount's
    clause when the token gives one (2.9(b) for "insure:2"), else the decision's; "" for a
    decision no clause here names."""
    name, _, amount = token.partition(":")
    if amount and name == "double" and prompt.get("kind") == "other-player-double":
        return "2.13(d)"
    if amount and name in _AMOUNT_ALLOWED_BY:
        return _AMOUNT_ALLOWED_BY[name]
    return _ALLOWED_BY.get(name, "")


_WAGER_NAMED = re.compile(r"^(?:ledger )?box (\d+) hand (\d+) (\w[\w-]*)")


def _wager_of(text: str) -> tuple[str, str, str] | None:
    """The box, hand and ledger kind a difference ("ledger box 1 hand 1 main (box1)") or a
    settlement problem ("box 1 hand 1 main wager (box1): ...") is about, or None."""
    found = _WAGER_NAMED.match(text)
    return (found.group(1), found.group(2), found.group(3)) if found else None


# When: the transcript's order (protocol 1.2) ----------------------------------------------------

# The dealer removes a box's cards when he pays its blackjack (2.7(a), (b)). A game that reports
# no such event at all cannot show the moment: the removal is then not applicable.
REMOVE_CARDS = "remove-cards"


def removal_event(events: Sequence[TranscriptEvent], box: int) -> int | None:
    """The index of the box's first `remove-cards` event, or None."""
    return next(
        (i for i, e in enumerate(events) if e.get("kind") == REMOVE_CARDS and e.get("box") == box),
        None,
    )


def require_removals(events: Sequence[TranscriptEvent]) -> None:
    """A transcript without any `remove-cards` event shows no removal of cards at all: when a
    blackjack's cards are removed is then not applicable, neither passed nor failed."""
    if not any(event.get("kind") == REMOVE_CARDS for event in events):
        not_applicable(
            "the game reports no remove-cards event in its transcript (protocol 1.2), so the "
            "moment a blackjack's cards are removed cannot be seen"
        )


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
    """2.7(a): the box's `remove-cards` event, before any third card. The caller first makes a
    transcript without any `remove-cards` event not applicable (`require_removals`)."""
    return before_any_third_card(events, box, removal_event(events, box), "removed")


def dealer_second_card(events: Sequence[TranscriptEvent]) -> int | None:
    """The index of the dealer's second card: the second event of the dealer's (box 0) that
    names a card. Under 2.6(h) it is the card dealt him after the players; under 2.6(j) the
    face-down hole card, which its deal does not name, is named when it is revealed (or read by
    the card reader with a blackjack); under 2.6(k) it is the hole card dealt face up."""
    dealt = (i for i, e in enumerate(events) if e.get("box") == 0 and e.get("card"))
    next(dealt, None)
    return next(dealt, None)


def paid_when_hole_card_known(rules: TableRules) -> bool:
    """I-2.7b-known-hole-card: the table pays a blackjack against an ace or ten as soon as the
    dealer's hole card is known not to make a blackjack (card reader, face-up hole card)."""
    immediately = BlackjackPaymentWhenHoleCardKnown.IMMEDIATELY
    return rules.blackjack_payment_when_hole_card_known is immediately and (
        rules.card_reader or rules.face_up_hole_card
    )


def held_until_all_cards_are_dealt(
    events: Sequence[TranscriptEvent], box: int, index: int | None, what: str, rules: TableRules
) -> str | None:
    """2.7(b): event `index` (the box's blackjack `what`: "paid", "removed") comes after the
    dealer's second card (`dealer_second_card`) and after every card dealt to a player; what is
    wrong, or None. Where the table pays as soon as the hole card is known
    (`paid_when_hole_card_known`), it comes after the initial deal: every player's second card
    and, face up, the dealer's."""
    if index is None:
        return f"box {box}'s blackjack is never {what}: the transcript has no such event"
    cards = [i for i, e in enumerate(events) if e.get("box") == box and e.get("card")]
    if len(cards) < 2 or index < cards[1]:
        return f"box {box}'s blackjack is {what} at event {index + 1}, before its second card"
    second = dealer_second_card(events)
    shown = f"box {box}'s blackjack is {what} at event {index + 1}"
    if paid_when_hole_card_known(rules):
        anchor = second if rules.face_up_hole_card else initial_deal_window(events)[0]
        if anchor is None or index < anchor:
            return (
                f"{shown}, before the initial deal is complete; even paid as soon as the hole "
                "card is known (I-2.7b-known-hole-card), it waits for every player's second card "
                "and the dealer's"
            )
        return None
    if second is None:
        return f"{shown}, and the transcript names no second card of the dealer's"
    if index < second:
        card = events[second].get("card")
        return (
            f"{shown}, before the dealer has his second card ({card}, event {second + 1}); "
            "2.7(b) makes no payment nor removes any cards until then"
        )
    later = next((i for i in range(index + 1, len(events)) if _player_card(events[i])), None)
    if later is not None:
        dealt = events[later]
        return (
            f"{shown}, before box {dealt.get('box')} received {dealt.get('card')} (event "
            f"{later + 1}); 2.7(b) makes no payment nor removes any cards until all other cards "
            "are dealt to the players"
        )
    return None


def _player_card(event: TranscriptEvent) -> bool:
    box = event.get("box")
    return isinstance(box, int) and box > 0 and bool(event.get("card"))


def _main_of(entry: LedgerEntry, box: int) -> bool:
    return entry["box"] == box and entry["hand"] == 1 and entry["kind"] == "main"


def _blackjack_boxes(played: PlayedRound) -> list[int]:
    """The boxes whose only hand is a blackjack: two cards totalling 21, not split, not
    surrendered."""
    return [
        hand["box"]
        for hand in played.outcome["final_hands"]
        if hand["box"] > 0
        and len(played.hands(hand["box"])) == 1
        and len(hand["cards"]) == 2
        and hand_total(hand["cards"]) == 21
        and not hand.get("surrendered")
    ]


BLACKJACK_TIMING = (
    "every blackjack against a 2 to 9 is paid and its cards removed before any player receives "
    "a third card"
)
HELD_BLACKJACK_TIMING = (
    "every blackjack against an ace or a ten-valued card is neither paid nor its cards removed "
    "until all other cards are dealt to the players and the dealer has his second card"
)
# The checks that read the moment of a settlement in the transcript: not applicable to a game
# whose protocol has no settlement events. The wagers' own register themselves there too
# (`suite.wagers.registry.register_check(..., timing=True)`).
TIMED_CHECKS.update({BLACKJACK_TIMING, HELD_BLACKJACK_TIMING})
TIMING_CHECKS: AbstractSet[str] = TIMED_CHECKS


def blackjacks_paid_before_third_card(played: PlayedRound) -> None:
    """2.7(a): every blackjack against a dealer's first face up card of 2 to 9 is paid and its
    cards removed before any player receives a third card, as the transcript's order shows. A
    game that reports no `remove-cards` event makes the removal, and so the property, not
    applicable once the payment is found in time."""
    dealer = played.dealer_cards
    boxes = _blackjack_boxes(played)
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
    _fail([problem for problem in found if problem is not None], "2.7(a)")
    require_removals(events)
    found = [blackjack_removed_before_third_card(events, box) for box in boxes]
    _fail([problem for problem in found if problem is not None], "2.7(a)")


def blackjacks_held_until_all_cards_are_dealt(played: PlayedRound) -> None:
    """2.7(b): a blackjack against a dealer's first face up card of an ace or ten-valued card is
    neither paid nor its cards removed until all other cards are dealt to the players and the
    dealer has his second card, as the transcript's order shows. A blackjack paid 1 to 1 with
    the insurance as a consolidated net payout is 2.7(c)'s, "notwithstanding (a) and (b)", and
    left alone; a void blackjack is not paid, and only a removal of its cards is checked. A
    game that pays a blackjack against a dealer without blackjack and reports no `remove-cards`
    event makes the removal, and so the property, not applicable once the payment is found in
    time."""
    dealer = played.dealer_cards
    boxes = _blackjack_boxes(played)
    if not dealer or dealer[0][0] not in "ATJQK" or not boxes:
        raise PropertyViolation(
            "2.7(b): the round has no blackjack against an ace or a ten-valued card; the "
            "scenario's rounds must be generated with one (Given rounds in which box 2 has a "
            "blackjack against an ace or a ten-valued card ...)"
        )
    events = settlement_transcript(played.outcome)
    ledger = played.outcome["ledger"]
    consolidated = {
        (e["box"], e["player"])
        for e in ledger
        if e["kind"] == "insurance" and e["result"] == "consolidated"
    }
    # A blackjack paid 3 to 2 because the dealer's second card gives him none has its cards
    # removed then; against a face-up dealer's blackjack it wins (2.6(k)1) and may stay.
    dealer_blackjack = len(dealer) >= 2 and hand_total(dealer[:2]) == 21
    found: list[str | None] = []
    paid = False
    for box in boxes:
        for person in (e["player"] for e in ledger if _main_of(e, box)):
            if (box, person) in consolidated:
                continue
            index = settlement_event(events, box, person, "main")
            if index is None:
                found.append(
                    f"box {box}'s blackjack ({person}) has no pay, collect or return event"
                )
            elif events[index].get("kind") == "pay":
                paid = paid or not dealer_blackjack
                found.append(
                    held_until_all_cards_are_dealt(events, box, index, "paid", played.rules)
                )
    _fail([problem for problem in found if problem is not None], "2.7(b)")
    if paid:
        require_removals(events)
    found = [
        held_until_all_cards_are_dealt(events, box, removal, "removed", played.rules)
        for box in boxes
        if not any(b == box for b, _ in consolidated)
        and (removal := removal_event(events, box)) is not None
    ]
    _fail([problem for problem in found if problem is not None], "2.7(b)")


def _irregularity_check(
    clause: str, problems_of: Callable[[PlayedRound], list[str]]
) -> Callable[[PlayedRound], None]:
    """A check of suite.harness.irregularity_checks, failing with the clause of the remedy."""

    def check(played: PlayedRound) -> None:
        problems = problems_of(played)
        if problems:
            raise violation_of(clause, problems, played)

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
    HELD_BLACKJACK_TIMING: blackjacks_held_until_all_cards_are_dealt,
    # 2.15: the remedies of the irregularities (suite.harness.irregularity_checks)
    **{
        words: _irregularity_check(clause, problems_of)
        for words, (clause, problems_of) in IRREGULARITY_CHECKS.items()
    },
}


def check_named(words: str) -> Callable[[PlayedRound], None]:
    """The check the features call `words`: a property of the main game (`CHECKS`) or one a
    wager's steps registered (`suite.wagers.registry.PROPERTY_CHECKS`)."""
    words = words.strip().rstrip(".")
    check = CHECKS.get(words)
    if check is not None:
        return check
    if words in PROPERTY_CHECKS:
        clause, problems_of = PROPERTY_CHECKS[words]
        return _irregularity_check(clause, problems_of)
    known = "; ".join(sorted({*CHECKS, *PROPERTY_CHECKS}))
    raise KeyError(f"no property is called {words!r}; the properties are: {known}")
