"""The side-wager part of `bjkit adapter-check` (protocol 1.2).

For each `side-wager:<offering>` the game declares, a table offering it in each declared edition
whose text has it, and rounds with each of its wagers placed: random shoes, random legal
decisions. Each round's ledger must settle the side wager once, citing a clause of its section,
and settle it as the reference engine settles the same shoe and decisions. The offerings, their
wagers and editions are read from the wager model, never listed here.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from reference_impl.cards import CARD_LABELS
from reference_impl.catalog import rules_from_mapping
from reference_impl.editions import get_edition
from reference_impl.errors import RulesError
from reference_impl.money import format_money
from reference_impl.rules import TableRules
from reference_impl.wager_model import Offering, declarations
from vendor_adapters.capabilities import options_on_the_wire
from vendor_adapters.compare import compare_outcomes
from vendor_adapters.consistency import MAIN_KINDS
from vendor_adapters.errors import AdapterError, AdapterRefusal
from vendor_adapters.protocol import LedgerEntry, Outcome, Wager
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession, ScriptError

__all__ = ["SideWagerFinding", "check_side_wagers"]

# Rounds per wager and table: at least _MIN_ROUNDS, then until the reference engine has both won
# and lost it, or _MAX_ROUNDS.
_MIN_ROUNDS = 3
_MAX_ROUNDS = 25
_MAX_LISTED = 6


@dataclass(frozen=True)
class SideWagerFinding:
    """One side-wager capability at one table: passed, failed, or a note (None)."""

    capability: str
    table: str
    passed: bool | None
    detail: str
    rounds: int = 0


def check_side_wagers(
    session: GameSession,
    declared: set[str] | frozenset[str],
    editions: Sequence[str],
    procedures: Sequence[str],
    rng: random.Random,
) -> list[SideWagerFinding]:
    """A finding per declared side-wager capability and edition (docs/ADAPTERS.md,
    adapter-check)."""
    offerings, _ = declarations()
    findings: list[SideWagerFinding] = []
    reference = GameSession(ReferenceAdapter())
    try:
        for offering in sorted(offerings.values(), key=lambda item: item.name):
            if not offering.played or offering.capability not in declared:
                continue
            tables = [edition for edition in editions if edition in offering.editions]
            if not tables:
                findings.append(
                    SideWagerFinding(
                        offering.capability,
                        "",
                        None,
                        f"none of the editions declared has {offering.name} "
                        f"({offering.clause}: {', '.join(sorted(offering.editions))})",
                    )
                )
            for index, edition in enumerate(tables):
                procedure = procedures[index % len(procedures)]
                findings.append(
                    _check_table(
                        session, reference, offering, edition, procedure=procedure, rng=rng
                    )
                )
    finally:
        reference.close()
    return findings


def _check_table(
    session: GameSession,
    reference: GameSession,
    offering: Offering,
    edition: str,
    *,
    procedure: str,
    rng: random.Random,
) -> SideWagerFinding:
    name = f"{edition} {procedure}"
    try:
        rules = rules_from_mapping(
            {"edition": edition, "hole_card": procedure, "side_wagers": offering.name}
        )
    except RulesError as error:
        return SideWagerFinding(offering.capability, name, None, f"no such table: {error}")
    options = options_on_the_wire(rules)
    try:
        table = session.table(edition, options)
    except AdapterRefusal as refusal:
        return SideWagerFinding(
            offering.capability,
            name,
            False,
            f"the capability promises a table offering {offering.name}, but it was refused: "
            f"{refusal}",
        )
    except AdapterError as error:
        return SideWagerFinding(offering.capability, name, False, str(error))
    reference_table = reference.table(edition, options)
    section = get_edition(edition).cite(offering.clause.partition("(")[0])
    played = 0
    problems: list[str] = []
    results: Counter[str] = Counter()
    for kind in offering.kinds:
        seen: set[str] = set()
        for attempt in range(_MAX_ROUNDS):
            if attempt >= _MIN_ROUNDS and {"win", "lose"} <= seen:
                break
            shoe = _random_shoe(rng, rules.decks)
            wagers = _wagers(rng, rules, offering, kind)
            try:
                outcome, script = session.play_choosing(
                    table, shoe, wagers, lambda prompt: rng.choice(prompt["legal"])
                )
                expected = reference.play(reference_table, script)
            except (AdapterError, AdapterRefusal, ScriptError) as error:
                problems.append(f"{kind}: {error}")
                break
            played += 1
            problem = _problem(outcome, expected, wagers[0], kind, section)
            if problem is not None:
                problems.append(f"{kind}, shoe {' '.join(outcome['cards_dealt'])}: {problem}")
                if len(problems) >= _MAX_LISTED:
                    break
                continue
            entry = _side_entries(expected, wagers[0], kind)[0]
            seen.add(entry["result"])
            results[entry["result"]] += 1
    if problems:
        return SideWagerFinding(
            offering.capability,
            name,
            False,
            f"{len(problems)} of {played} rounds wrong:\n"
            + "\n".join(f"- {problem}" for problem in problems[:_MAX_LISTED]),
            played,
        )
    tally = ", ".join(f"{count} {result}" for result, count in sorted(results.items()))
    return SideWagerFinding(
        offering.capability,
        name,
        True,
        f"{played} rounds with {', '.join(offering.kinds)} placed ({tally}): each settled once, "
        f"citing {section}, as the reference engine settles it",
        played,
    )


def _random_shoe(rng: random.Random, decks: int) -> list[str]:
    cards = list(CARD_LABELS) * decks
    rng.shuffle(cards)
    return cards[:60]


def _wagers(rng: random.Random, rules: TableRules, offering: Offering, kind: str) -> list[Wager]:
    """The side wager on box 1 with a main wager of twice the minimum; sometimes a second box
    without one, whose ledger must hold no side wager."""
    unit = rules.chip_unit
    fixed = offering.fixed_amount.get(rules.edition)
    side = fixed[0] if fixed is not None else unit
    main = max(rules.table_minimum * 2, side)
    wagers: list[Wager] = [
        {
            "box": 1,
            "player": "p1",
            "amount": format_money(main),
            "side_wagers": [{"kind": kind, "amount": format_money(side)}],
        }
    ]
    if rng.random() < 0.5:
        wagers.append({"box": 2, "player": "p2", "amount": format_money(main)})
    return wagers


def _side_entries(outcome: Outcome, wager: Wager, kind: str) -> list[LedgerEntry]:
    return [
        entry
        for entry in outcome["ledger"]
        if (entry["box"], entry["player"], entry["kind"]) == (wager["box"], wager["player"], kind)
    ]


def _problem(
    outcome: Outcome, expected: Outcome, wager: Wager, kind: str, section: str
) -> str | None:
    """What is wrong with the game's settlement of the side wager, or None."""
    entries = _side_entries(outcome, wager, kind)
    if len(entries) != 1:
        return f"the {kind} wager is settled {len(entries)} times, not once"
    entry = entries[0]
    clause = entry.get("clause", "")
    dead = entry["result"] == "dead" and "-2.15" in clause
    if not (clause.startswith(section) or dead):
        return f"the {kind} entry cites {clause or 'no clause'}, not a clause of {section}"
    side_only = [
        difference
        for difference in compare_outcomes(_side_ledger(expected), _side_ledger(outcome))
        if difference.where.startswith("ledger")
    ]
    if outcome["cards_dealt"] != expected["cards_dealt"]:
        return (
            f"cards dealt {' '.join(outcome['cards_dealt'])}; the reference engine deals "
            f"{' '.join(expected['cards_dealt'])}"
        )
    if side_only:
        return "; ".join(str(difference) for difference in side_only[:3])
    return None


def _side_ledger(outcome: Outcome) -> Outcome:
    """The outcome with only its side-wager entries: adapter-check compares those."""
    return {**outcome, "ledger": [e for e in outcome["ledger"] if e["kind"] not in MAIN_KINDS]}
