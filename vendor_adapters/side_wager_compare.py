"""What `bjkit adapter-check` compares in a round with side wagers placed (protocol 1.2, 1.3).

The side wagers of the box are each settled once, their entries (and those of a bonus paid with
them) cite a clause of their section, the dealer's hand ends with the reference engine's cards
(a hand completed for a side wager, an offering's `DealerCompletion`, included), the cards dealt
are the reference engine's, the side-wager entries agree with the reference engine's, and a
transcript that reports cards kept under a side wager (an offering's `KeptCards`) reports them
where the reference engine does.
"""

from __future__ import annotations

from vendor_adapters.compare import compare_outcomes
from vendor_adapters.consistency import MAIN_KINDS
from vendor_adapters.protocol import LedgerEntry, Outcome, Wager

__all__ = ["entries_of", "placed_kinds", "side_entries", "side_wager_problem"]

_KEPT = "cards-under-side-wager"


def placed_kinds(wager: Wager) -> set[str]:
    return {side["kind"] for side in wager.get("side_wagers", ())}


def entries_of(outcome: Outcome, wager: Wager, kind: str) -> list[LedgerEntry]:
    return [
        entry
        for entry in outcome["ledger"]
        if (entry["box"], entry["player"], entry["kind"]) == (wager["box"], wager["player"], kind)
    ]


def side_entries(outcome: Outcome, wager: Wager) -> list[LedgerEntry]:
    return [
        entry
        for entry in outcome["ledger"]
        if (entry["box"], entry["player"]) == (wager["box"], wager["player"])
        and entry["kind"] not in MAIN_KINDS
    ]


def side_wager_problem(
    outcome: Outcome, expected: Outcome, wager: Wager, sections: dict[str, str]
) -> str | None:
    """What is wrong with the game's settlement of the side wagers, or None."""
    for kind in placed_kinds(wager):
        entries = entries_of(outcome, wager, kind)
        if len(entries) != 1:
            return f"the {kind} wager is settled {len(entries)} times, not once"
    for entry in side_entries(outcome, wager):
        clause = entry.get("clause", "")
        section = sections.get(entry["kind"])
        dead = entry["result"] == "dead" and "-2.15" in clause
        if section is not None and not (clause.startswith(section) or dead):
            cited = clause or "no clause"
            return f"the {entry['kind']} entry cites {cited}, not a clause of {section}"
    dealer = _dealer_cards(outcome), _dealer_cards(expected)
    if dealer[0] != dealer[1]:
        return (
            f"the dealer's hand ends {' '.join(dealer[0]) or 'empty'}; the reference engine's "
            f"ends {' '.join(dealer[1])}"
        )
    if outcome["cards_dealt"] != expected["cards_dealt"]:
        return (
            f"cards dealt {' '.join(outcome['cards_dealt'])}; the reference engine deals "
            f"{' '.join(expected['cards_dealt'])}"
        )
    side_only = [
        difference
        for difference in compare_outcomes(_side_ledger(expected), _side_ledger(outcome))
        if difference.where.startswith("ledger")
    ]
    if side_only:
        return "; ".join(str(difference) for difference in side_only[:3])
    return _kept_problem(outcome, expected)


def _dealer_cards(outcome: Outcome) -> list[str]:
    return next((hand["cards"] for hand in outcome["final_hands"] if hand["box"] == 0), [])


def _kept(outcome: Outcome) -> list[tuple[object, ...]]:
    return sorted(
        (event.get("box"), event.get("hand"), event.get("note"))
        for event in outcome.get("transcript", ())
        if event.get("kind") == _KEPT
    )


def _kept_problem(outcome: Outcome, expected: Outcome) -> str | None:
    """A transcript that reports cards kept under a side wager (1.3) must report them where the
    reference engine does; one that reports none is not held to it."""
    kept = _kept(outcome)
    if not kept:
        return None
    wanted = _kept(expected)
    if kept != wanted:
        shown = "; ".join(f"box {box} hand {hand} {note}" for box, hand, note in wanted)
        return (
            f"{_KEPT} events at {'; '.join(f'box {b} hand {h} {n}' for b, h, n in kept)}; the "
            f"reference engine keeps cards at {shown or 'none'}"
        )
    return None


def _side_ledger(outcome: Outcome) -> Outcome:
    """The outcome with only its side-wager entries: adapter-check compares those."""
    return {**outcome, "ledger": [e for e in outcome["ledger"] if e["kind"] not in MAIN_KINDS]}
