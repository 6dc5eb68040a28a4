# Over 500 lines: the filing of failures into findings is one algorithm over one record.
"""Findings: the defects a run found, each once, under the clauses it breaks.

A scenario is how a defect is found; a clause is what it breaks. Every failing scenario's failure
is split into its defects (a property lists each distinct defect it found; an example's kept round
is read by suite.run.filing), and each defect is filed under the clauses it breaks, as the edition
cites them. A defect that names no clause of the edition (its round agrees with the reference's,
or never finished) stays with the Rule that hosts its scenario.

Defects of the same **kind of difference** form one finding, whatever scenario found them:

- a wager settled differently: the wager's kind and what the reference settled it as against what
  the game did, amounts left out ("main wager: expected win at 3 to 2, got win at 6 to 5"), so a
  $5 and a $10 blackjack paid 6 to 5 are one finding;
- cards dealt differently: the card events one side has and the other has not (the game's burn,
  no dealer's draw where the reference has one), else the first event that differs, wherever in
  the round it happens;
- a decision the game allowed and the reference refuses: the decision and the clause;
- otherwise the defect's first line with its quoted words, option values, cards, amounts and
  numbers masked, under its clause.

A finding whose kind of difference breaks two clauses (a blackjack paid 6 to 5 breaks 2.7(a)
against a 2 to 9 and 2.7(b) against an ace or ten, both of which say 3 to 2) is one finding filed
under both: one defect reads as one finding, and each clause it breaks is failed by it. Then the
findings under the same clauses whose wagers differ the same way but at other odds (a pay table's
cells: a suited pair paid as a regular pair at 25 to 1 in one table, at 15 to 1 in another) are
one **family** and one finding, which lists every pair of odds seen. Each finding keeps the
scenarios that showed it and its smallest round: the fewest cards dealt, then the fewest boxes,
then the fewest decks, then the fewest wagers.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Any, cast

from suite.harness.checks import (
    MOST_DEFECTS,
    WAGER_MADE_BY,
    card_to_a_closed_hand,
    clause_path,
    first_card_divergence,
)
from suite.run.replay_comparison import settlement_moments
from suite.run.verdicts import Verdict
from vendor_adapters.protocol import Outcome

__all__ = [
    "SEARCH_LIMIT",
    "Defect",
    "Finding",
    "defects_of",
    "form_findings",
    "signature_of",
]

# How far a property searches past the defects it has found (suite.harness.property_runner), as the
# report states it.
SEARCH_LIMIT = (
    f"up to {MOST_DEFECTS} distinct defects per property scenario, each with its own minimal "
    "round: once a round shows a clause failing, the property searches again with that "
    f"clause set aside, until a search finds no new clause or {MOST_DEFECTS} are found"
)

_FINDING_VERDICTS = (Verdict.FAIL, Verdict.EXPECTED_FAILURE)
_CARD = re.compile(r"\b(?:10|[2-9TJQKA])[SHDC]\b")
_AMOUNT = re.compile(r"\$?\d[\d,]*(?:\.\d+)?")
_CLAUSE = re.compile(r"\b\d+:\d+[A-Z]?-\d+\.\d+(?:\([a-z]{1,2}\)(?:\d+(?:[ivx]+)?)?)?")
# An option's value (side_wagers=OFFERING progressive-blackjack) and a quoted word: which
# offering or decision a refusal names is where the defect showed, not what it is.
_SETTING = re.compile(r"=[\w.$-]+(?: [\w][\w.-]*)*")
# A decision the game offers that the rules do not, as the checks of the prompts word it.
_OFFERED = re.compile(r"is offered '?([a-z][\w-]*)'?")
_NOT_ALLOWED = re.compile(r"do not allow '([a-z][\w-]*)'")
# An offer the rules require that the game never made (2.9(a), 2.8(a)): the rest of its round
# (the reference's play of a decision the game never asked) follows from it.
_NEVER_OFFERED = re.compile(r"never offered '([a-z][\w-]*)'")
_SUBSECTION = re.compile(r"^\d+\.\d+(?:\([a-z]{1,2}\))?")
# "13:69F-2.9(a): " before a message that names its clause.
_CLAUSE_PREFIX = re.compile(r"^\d+:\d+[A-Z]?-[\d.]+\([a-z]\)\S*: ")
_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"")
# The decisions a prompt offered, as a refusal lists them: where the defect showed (a double
# refused on a pair offers split too), not what it is.
_LEGAL = re.compile(r"\(legal: [^)]*\)")
_NEUTRAL = re.compile(r"(?<![\w:.$-])\d+\.\d+\([a-z]{1,2}\)(?:\d+(?:[ivx]+)?)?")


@dataclass(frozen=True)
class Defect:
    """One defect of one failing scenario: the clauses it breaks (ids of the edition; the
    host's when it names none), its kind of difference (`signature`) and family, the line a
    person reads, and its round."""

    clauses: tuple[str, ...]
    signature: str
    family: str
    difference: str
    message: str
    case: Mapping[str, Any] | None


@dataclass
class Finding:
    """A kind of difference and every scenario that showed it."""

    id: str
    clauses: list[str]
    difference: str
    signature: str
    family: str = ""
    differences: list[str] = field(default_factory=list)
    scenarios: list[dict[str, Any]] = field(default_factory=list)
    cases: list[Mapping[str, Any]] = field(default_factory=list)
    messages: list[str] = field(default_factory=list)

    def line(self) -> str:
        """The difference in one line: the first kind seen, and how many other pay-table odds
        the same family showed."""
        others = [d for d in self.differences if d != self.difference]
        if not others:
            return self.difference
        return f"{self.difference} (and {len(others)} more of the kind: {'; '.join(others)})"

    def absorb(self, other: Finding) -> None:
        """Take in a finding of the same family under the same clauses."""
        self.clauses.extend(c for c in other.clauses if c not in self.clauses)
        self.differences.extend(d for d in other.differences if d not in self.differences)
        for ref in other.scenarios:
            mine = next((s for s in self.scenarios if s["nodeid"] == ref["nodeid"]), None)
            if mine is None:
                self.scenarios.append(ref)
            else:
                mine["clauses"].extend(c for c in ref["clauses"] if c not in mine["clauses"])
        self.cases.extend(other.cases)
        self.messages.extend(other.messages)

    @property
    def expected(self) -> bool:
        """Every scenario that showed it is a failure the vendor declared."""
        return all(s["verdict"] == Verdict.EXPECTED_FAILURE for s in self.scenarios)

    def to_json(self) -> dict[str, Any]:
        smallest = min(self.cases, key=round_size) if self.cases else None
        return {
            "id": self.id,
            "clauses": list(self.clauses),
            "difference": self.line(),
            "signature": self.signature,
            "verdict": Verdict.EXPECTED_FAILURE if self.expected else Verdict.FAIL,
            "count": len(self.scenarios),
            "scenarios": list(self.scenarios),
            "message": self.messages[0] if self.messages else "",
            "round": dict(smallest) if smallest is not None else None,
        }


def round_size(case: Mapping[str, Any]) -> tuple[int, int, int, int]:
    """How big a kept round reads: cards dealt (by the game, else the shoe kept), boxes, decks,
    wagers. The smallest is the finding's round a person replays."""
    game = case.get("game") or {}
    cards = len(game.get("cards_dealt") or case.get("shoe") or [])
    wagers = list(case.get("wagers") or [])
    boxes = len({w.get("box") for w in wagers if isinstance(w, Mapping)})
    rules = case.get("rules") or {}
    try:
        decks = int(rules.get("decks") or 0)
    except (TypeError, ValueError):
        decks = 0
    return cards, boxes, decks, len(wagers)


def _odds(entry: Mapping[str, Any]) -> str:
    result = str(entry.get("result") or "")
    odds = entry.get("odds")
    return f"{result} at {odds}" if odds else result


def _ratio(entry: Mapping[str, Any]) -> str:
    try:
        stake, net = Decimal(str(entry.get("stake"))), Decimal(str(entry.get("net")))
    except (InvalidOperation, ValueError):
        return "?"
    if not stake:
        return f"net {net}"
    return f"net {(net / stake).normalize()} times the stake"


def _entry_key(entry: Mapping[str, Any]) -> tuple[object, ...]:
    return (
        entry.get("box"),
        entry.get("player"),
        entry.get("hand"),
        entry.get("kind"),
        entry.get("dealer_hand", 0),
    )


def _within(cited: str, path: str) -> bool:
    """Whether clause path `cited` is `path` or one of its paragraphs ("2.12(a)1" in "2.12(a)",
    "2.17(e)" in "2.17", never "2.17(e)" in "2.1")."""
    if not cited.startswith(path):
        return False
    rest = cited[len(path) :]
    return not rest or rest.startswith("(") or path.endswith(")")


def _wager_words(kind: object) -> str:
    return "main wager" if kind == "main" else f"{kind} wager"


def _ledger_differences(case: Mapping[str, Any], paths: set[str]) -> tuple[list[str], list[str]]:
    """What the game settled differently from the reference in the case's round, amounts left
    out, for the wagers whose reference entry cites one of `paths` (all wagers when empty); and
    the same without the odds (the family of pay-table cells settled wrongly alike)."""
    played = case.get("game") or {}
    # Only a round the game finished took every decision: a decision it refused made no
    # wager, and that refusal is its own defect.
    took_every_decision = bool(played.get("complete")) and not played.get("refused")
    game = {_entry_key(e): e for e in played.get("ledger") or []}
    reference = {_entry_key(e): e for e in (case.get("reference") or {}).get("ledger") or []}
    found: list[str] = []
    family: list[str] = []
    for key in sorted(set(game) | set(reference), key=str):
        want, got = reference.get(key), game.get(key)
        # A wager the game took the decision for and never settled was never made: it is filed
        # under the clause that makes it (suite.harness.checks.WAGER_MADE_BY), whatever it would be.
        never = took_every_decision and want is not None and got is None
        made = WAGER_MADE_BY.get(str(key[3]), "") if never else ""
        cited = made or clause_path((want or got or {}).get("clause"))
        # A paragraph's entry (2.12(a)1) belongs to a defect filed under its subsection.
        if paths and not any(_within(cited, p) for p in paths):
            continue
        kind = _wager_words(key[3])
        if made:
            found.append(f"{kind}: taken, never made (the game settles no such wager)")
            family.append(found[-1])
            continue
        if want is None or got is None:
            shown = "no settlement" if want is None else _odds(want)
            other = "no settlement" if got is None else _odds(got)
            found.append(f"{kind}: expected {shown}, got {other}")
            family.append(found[-1])
            continue
        if _odds(want) != _odds(got):
            found.append(f"{kind}: expected {_odds(want)}, got {_odds(got)}")
            family.append(f"{kind}: expected {want.get('result')}, got {got.get('result')}")
        elif _ratio(want) != _ratio(got):
            found.append(f"{kind} {_odds(want)}: expected {_ratio(want)}, got {_ratio(got)}")
            family.append(f"{kind} {want.get('result')}: net differs")
    return list(dict.fromkeys(found)), sorted(set(family))


def _card_difference(case: Mapping[str, Any]) -> tuple[str, str, list[str]]:
    """Cards dealt differently: the kind (which card events one side has and the other has not,
    else the first event that differs, whoever it is to), the line a person reads and the
    kind's pieces (each card event one side has and the other has not); ("", "", []) when the
    cards agree. The kind leaves out where in the round it happened, so that a card burned where
    a player's card is due is one kind whichever card of the deal it was."""
    game = (case.get("game") or {}).get("cards_dealt") or []
    reference = (case.get("reference") or {}).get("cards_dealt") or []
    if not game or not reference:
        return "", "", []
    mine = [e for e in (case.get("reference") or {}).get("transcript") or [] if e.get("card")]
    theirs = [e for e in (case.get("game") or {}).get("transcript") or [] if e.get("card")]
    if game == reference and not (_hands_differ(case) and _events(mine) != _events(theirs)):
        return "", "", []
    line = "cards dealt differently"
    for index in range(max(len(mine), len(theirs))):
        left = mine[index] if index < len(mine) else {}
        right = theirs[index] if index < len(theirs) else {}
        if all(left.get(f) == right.get(f) for f in ("kind", "box", "hand", "card")):
            continue
        line = f"cards dealt differently: {_first_difference(left, right)}"
        early = right and _event_words(left) != _event_words(right)
        if early and any(_same_destination(e, right) for e in mine[index + 1 :]):
            # A card the reference deals to the same hand later: dealt before its time, one
            # kind whatever the reference dealt in its place (the first split hand's draw or
            # its double's card, when the game deals the second hand's card first, 2.11(b)).
            line = f"cards dealt differently: {_event_words(right)} dealt before its time"
        break
    expected = Counter(_event_words(e) for e in mine)
    actual = Counter(_event_words(e) for e in theirs)
    extra = sorted((actual - expected).elements())
    missing = sorted((expected - actual).elements())
    if extra or missing:
        shown = [f"the game's {w}" for w in dict.fromkeys(extra)]
        shown += [f"no {w} where the reference has one" for w in dict.fromkeys(missing)]
        return "cards dealt differently: " + ", ".join(shown), line, shown
    return line, line, []


def _of_the_cards(case: Mapping[str, Any], paths: set[str]) -> bool:
    """Whether a defect filed under `paths` is the case's cards dealt differently: the clause
    of the first card event that differs (suite.harness.checks.first_card_divergence) is one of
    them, or names none, or the defect names none."""
    divergence = first_card_divergence(
        cast(Outcome, case.get("reference") or {}), cast(Outcome, case.get("game") or {})
    )
    return not divergence or not paths or divergence in paths


def _first_difference(left: Mapping[str, Any], right: Mapping[str, Any]) -> str:
    """The first card event that differs, as a person reads it: its kind and to whom, and
    where both are the same kind to the same side, the hand or the card that differs."""
    expected, actual = _event_words(left), _event_words(right)
    if expected != actual:
        return f"expected {expected}, got {actual}"
    if left.get("box") != right.get("box") or left.get("hand") != right.get("hand"):
        return (
            f"{expected}: expected to box {left.get('box')} hand {left.get('hand')}, "
            f"got to box {right.get('box')} hand {right.get('hand')}"
        )
    return f"{expected}: another card than the reference deals there"


def _same_destination(left: Mapping[str, Any], right: Mapping[str, Any]) -> bool:
    return all(left.get(f) == right.get(f) for f in ("kind", "box", "hand"))


def _events(events: Sequence[Mapping[str, Any]]) -> list[tuple[object, ...]]:
    return [tuple(e.get(f) for f in ("kind", "box", "hand", "card")) for e in events]


def _hands_differ(case: Mapping[str, Any]) -> bool:
    """Whether the game formed other final hands than the reference (the same cards kept where
    a remedy sets one aside, dealt to another box): suite.harness.checks.differences_by_clause."""

    def hands(side: str) -> set[tuple[object, ...]]:
        return {
            (h.get("box"), h.get("hand"), tuple(h.get("cards") or ()))
            for h in (case.get(side) or {}).get("final_hands") or []
        }

    return hands("game") != hands("reference")


def _timing_difference(case: Mapping[str, Any]) -> str:
    """The wagers the game settles at another moment than the reference, by kind and whether
    earlier or later (suite.run.replay_comparison.settlement_moments): "KIND wager settled later";
    "" when the moments agree or cannot be seen."""
    mine = settlement_moments(list((case.get("reference") or {}).get("transcript") or []))
    theirs = settlement_moments(list((case.get("game") or {}).get("transcript") or []))
    if not mine or not theirs:
        return ""
    found = []
    for key in set(mine) | set(theirs):
        expected, actual = mine.get(key), theirs.get(key)
        if expected == actual:
            continue
        what = "cards removed" if key[2] == "remove-cards" else f"{key[2]} wager settled"
        if expected is None or actual is None:
            found.append(f"{what} {'with no event' if actual is None else 'unexpectedly'}")
        else:
            later = actual > expected
            found.append(f"{what} {'later' if later else 'earlier'} than the rules require")
    return "; ".join(sorted(set(found)))


def _event_words(event: Mapping[str, Any]) -> str:
    if not event:
        return "no card"
    box = event.get("box")
    whom = "the dealer" if box == 0 else "a player" if box is not None else "no one"
    return f"{event.get('kind')} to {whom}"


def _masked(text: str) -> str:
    first = text.strip().splitlines()[0] if text.strip() else ""
    first = _LEGAL.sub("(legal: …)", first)
    first = _QUOTED.sub("'…'", first)
    first = _SETTING.sub("=…", first)
    first = _CLAUSE.sub("§", first)
    first = _NEUTRAL.sub("§", first)
    first = _CARD.sub("·", first)
    return _AMOUNT.sub("#", first)


def _closing(case: Mapping[str, Any]) -> str:
    """The clause closing the hand the case's game dealt a card to first where the reference
    did not (suite.harness.checks.card_to_a_closed_hand), or ""."""
    game, reference = case.get("game") or {}, case.get("reference") or {}
    if not game.get("transcript") or not reference.get("transcript"):
        return ""
    return card_to_a_closed_hand(cast(Outcome, reference), cast(Outcome, game))


def _refusal_names_it(refused: Mapping[str, Any], paths: set[str]) -> bool:
    """Whether a case's refused decision is the defect filed under `paths`: its clause is one
    of them, or a subsection of one (a host's finding), or the refusal names no clause."""
    clause = clause_path(str(refused.get("clause") or ""))
    if not clause or not paths:
        return True
    return any(clause == p or _subsection(clause) == _subsection(p) for p in paths)


def signature_of(
    clauses: Sequence[str], message: str, case: Mapping[str, Any] | None
) -> tuple[str, str, str]:
    """The kind of difference of a defect (what groups it with others), its family (what
    groups kinds under one clause that differ only in a pay table's odds) and the line a person
    reads: see the module docstring."""
    paths = {clause_path(c) for c in clauses} - {""}
    under = "/".join(sorted(paths))
    # A decision the rules do not allow is one kind in its subsection, whether the game was
    # seen offering it (2.11(c)) or taking it where the reference refuses (2.11(c)1).
    allowed = "/".join(sorted({_subsection(p) for p in paths})) + ": allowed "
    first_line = message.strip().splitlines()[0] if message.strip() else ""
    offered = _OFFERED.search(first_line)
    never = _NEVER_OFFERED.search(first_line)
    if never is not None:
        kind = f"{under}: never offered {never.group(1)}"
        return kind, kind, _CLAUSE_PREFIX.sub("", first_line)
    if isinstance(case, Mapping):
        refused = (case.get("reference") or {}).get("refused")
        # The decision the reference refuses names the defect only where the defect is filed
        # under the refusal's clause: a 22 paid as a win (2.3(a)) in a round whose game also
        # hit a 21 (2.12(a)1) is a settlement defect of its own, with its own kind.
        if isinstance(refused, Mapping) and _refusal_names_it(refused, paths):
            line = (
                f"the game allowed {refused.get('decision')!r} on a {refused.get('kind')} "
                "prompt, which the rules do not"
            )
            kind = allowed + str(refused.get("decision") or "").split(":")[0]
            return kind, kind, line
        # Cards dealt differently, or formed into other hands, come first: the wagers settled
        # differently are their consequences. Not for a defect under another clause than the
        # cards' (a blackjack paid 1 to 2 in a round whose dealer also drew a card he should
        # not have): that is a defect of its own, and its kind is its own difference.
        cards, line, pieces = _card_difference(case)
        if cards and paths and _closing(case) in paths:
            # A card dealt to a hand the rules had closed is the draw the game allowed there:
            # one kind with that draw offered or refused by the reference (2.12(a)1).
            kind = allowed + "hit"
            return kind, kind, line
        if cards and _of_the_cards(case, paths):
            # Its family: the same kind, or the same first difference under the same clause,
            # or one of the same card events one side has and the other has not under the same
            # clause (a needless draw, with the withheld second card dealt too in one round).
            family = [cards, f"{under}: {line}", *(f"{under}: {piece}" for piece in pieces)]
            return cards, "\n".join(family), line
        ledger, family = _ledger_differences(case, paths)
        if ledger:
            line = "; ".join(ledger)
            return line, "\n".join(f"{under}: {each}" for each in family), line
        timing = _timing_difference(case)
        if timing:
            # Which way, not which wager or clause: a game that settles its additional wagers
            # at the dealer's turn shows it on every kind of them, under every Rule that pays.
            kind = "wagers settled " + ("later" if "later" in timing else "at other moments")
            return kind, kind, timing
    shown = message.strip().splitlines()[0] if message.strip() else "the scenario failed"
    settled = _settled_kind(shown)
    if settled:
        # A settlement problem read from the text, where no kept round shows it under this
        # clause (the reference dealt that hand otherwise): the same kind as a ledger's.
        return settled, "\n".join(f"{under}: {each}" for each in settled.split("; ")), settled
    if offered is not None:
        # "is offered double, hit (...): the rules do not allow 'hit' here": the decision the
        # rules forbid, not the first one offered.
        forbidden = _NOT_ALLOWED.search(first_line)
        decision = (forbidden or offered).group(1)
        return allowed + decision, allowed + decision, shown
    kind = f"{under}: {_masked(message)}"
    return kind, kind, shown


# A wager's settlement problem as suite.harness.settlement_oracle words it: "box 1 hand 1 double
# wager (box1): the rules require void, net 0.00 on 5.00 (...); the game settled lose, net -5.00 on
# 5.00", or "...: not settled; the rules require ...".
_SETTLEMENT_PROBLEM = re.compile(
    r"box \d+ hand \d+ ([a-z][\w-]*) wager \([^)]*\): (not settled; )?the rules require "
    r"([a-z]+(?: at \d+ to \d+)?), net [^;]*?(?:; the game settled ([a-z]+(?: at \d+ to \d+)?),"
    r" net|$|;)"
)


def _settled_kind(line: str) -> str:
    """The kind of difference of the settlement problems a line states, worded as a ledger's
    ("double wager: expected void, got lose"); "" when it states none."""
    kinds = []
    for found in _SETTLEMENT_PROBLEM.finditer(line):
        kind, unsettled, expected, actual = found.groups()
        got = "no settlement" if unsettled else actual
        if got is None:
            continue
        kinds.append(f"{_wager_words(kind)}: expected {expected}, got {got}")
    return "; ".join(dict.fromkeys(kinds))


def _subsection(path: str) -> str:
    """The subsection of a clause path: "2.11(c)1" -> "2.11(c)"."""
    found = _SUBSECTION.match(path)
    return found.group(0) if found else path


def _named(clauses: Iterable[object], named: Mapping[str, str]) -> list[str]:
    return list(dict.fromkeys(named[str(c)] for c in clauses if str(c) in named))


def defects_of(scenario: Mapping[str, Any], named: Mapping[str, str]) -> list[Defect]:
    """The defects of a failing scenario, each under the clauses of the edition it breaks
    (`named` maps every id and alias to the edition's id), else under its host's."""
    host = _named(scenario.get("clauses") or [], named)
    failure = scenario.get("failure") or {}
    listed = [d for d in failure.get("defects") or [] if isinstance(d, Mapping)]
    if not listed:
        listed = [
            {
                "clauses": failure.get("clauses") or [],
                "message": scenario.get("message") or failure.get("details") or "",
                "case": failure.get("case"),
            }
        ]
    defects = []
    for item in listed:
        broken = _named(item.get("clauses") or [], named)
        case = item.get("case") if isinstance(item.get("case"), Mapping) else None
        if case is not None and "shoe" not in case:
            case = None
        message = str(item.get("message") or "")
        # One round can show two defects (a card the dealer draws in error and a blackjack paid
        # at the wrong odds): a defect of each clause it breaks, each of its own kind, so that
        # neither is filed under the other's clause.
        for clauses in _each_clause(tuple(broken or host), case):
            signature, family, difference = signature_of(clauses, message, case)
            defects.append(
                Defect(
                    clauses=clauses,
                    signature=signature,
                    family=family,
                    difference=difference,
                    message=message,
                    case=case,
                )
            )
    return defects


def _each_clause(clauses: tuple[str, ...], case: Mapping[str, Any] | None) -> list[tuple[str, ...]]:
    """The clauses of a kept round's defect by subsection (each names what differs under it;
    a subsection and its paragraphs, 2.12(a) and 2.12(a)1, stay together), or all together
    where no round was kept to tell them apart."""
    if case is None or len(clauses) < 2:
        return [clauses]
    by_subsection: dict[str, list[str]] = {}
    for clause in clauses:
        by_subsection.setdefault(_subsection(clause_path(clause)), []).append(clause)
    return [tuple(group) for group in by_subsection.values()]


def _by_family(
    findings: list[Finding], of_scenario: dict[str, list[tuple[Finding, Defect]]]
) -> list[Finding]:
    """Findings of one family under the same clauses made one: a pay table's cells settled
    wrongly alike (a suited pair paid as a regular pair at 25 to 1 in one table and 15 to 1 in
    another) are one defect whatever the cell's odds, and so are rounds that show the same wager
    settled wrongly alike with other wagers beside it (the main wager alone, and with a split
    wager settled the same wrong way): findings sharing a clause and a wager's difference."""
    kept: list[Finding] = []
    families: dict[int, set[str]] = {}
    merged: dict[int, Finding] = {}
    for finding in findings:
        family = set(finding.family.split("\n"))
        first = next(
            (
                k
                for k in kept
                if k.expected == finding.expected
                and families[id(k)] & family
                and set(k.clauses) & set(finding.clauses)
            ),
            None,
        )
        if first is None:
            kept.append(finding)
            families[id(finding)] = family
            continue
        # A round that also settled a split wager so shows the same kind with one wager more.
        first.absorb(finding)
        families[id(first)] |= family
        merged[id(finding)] = first
    for pairs in of_scenario.values():
        pairs[:] = [(merged.get(id(f), f), d) for f, d in pairs]
    return kept


def form_findings(
    scenarios: Sequence[Mapping[str, Any]], named: Mapping[str, str]
) -> tuple[list[Finding], dict[str, list[tuple[Finding, Defect]]]]:
    """The run's findings, in the order first found, and each failing scenario's defects with
    the finding each went to (by nodeid)."""
    by_signature: dict[tuple[bool, str], Finding] = {}
    of_scenario: dict[str, list[tuple[Finding, Defect]]] = {}
    for scenario in scenarios:
        if scenario.get("verdict") not in _FINDING_VERDICTS:
            continue
        expected = scenario["verdict"] == Verdict.EXPECTED_FAILURE
        for defect in defects_of(scenario, named):
            key = (expected, defect.signature)
            finding = by_signature.get(key)
            if finding is None:
                finding = Finding(
                    id="",
                    clauses=[],
                    difference=defect.difference,
                    signature=defect.signature,
                    family=defect.family,
                    differences=[defect.difference],
                )
                by_signature[key] = finding
            finding.clauses.extend(c for c in defect.clauses if c not in finding.clauses)
            ref = next(
                (s for s in finding.scenarios if s["nodeid"] == scenario.get("nodeid")), None
            )
            if ref is None:
                ref = {
                    "nodeid": scenario.get("nodeid"),
                    "scenario": scenario.get("scenario"),
                    "verdict": scenario.get("verdict"),
                    "host": _named(scenario.get("clauses") or [], named),
                    "clauses": [],
                }
                finding.scenarios.append(ref)
            ref["clauses"].extend(c for c in defect.clauses if c not in ref["clauses"])
            if defect.case is not None:
                finding.cases.append(defect.case)
            finding.messages.append(defect.message)
            of_scenario.setdefault(str(scenario.get("nodeid")), []).append((finding, defect))
    findings = _by_family(list(by_signature.values()), of_scenario)
    # Failing findings first, those with the most scenarios first: the letter's order.
    findings.sort(key=lambda f: (f.expected, -len(f.scenarios)))
    for number, finding in enumerate(findings, 1):
        finding.id = f"F{number}"
    return findings, of_scenario
