"""Which clause an example's failure breaks, read from the round it kept.

A property names the clauses it breaks as it checks (suite.harness.checks.Breach). An example checks
amounts worked out by hand, so its failed assertion names only the Rule that hosts it; but its
round is kept (suite.run.failure_cases), with the game's outcome and the reference engine's outcome
of the same cards and decisions. Where the two differ, the clause broken is the one the reference's
ledger entry or card event cites (suite.harness.checks.differences_by_clause), the same reading as a
property's: a blackjack paid 6 to 5 in a 2.2(b) example of card values breaks 2.7(a), not 2.2(b). A
decision the reference refuses breaks the clause its refusal cites. Where the outcomes agree, or the
round never finished, nothing is named and the failure stays with the Rule that hosts it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, cast

from regulations.errors import KitError
from suite.harness.checks import (
    BASE_WAGERS,
    Breach,
    Defect,
    cite_paths,
    clause_path,
    differences_by_clause,
    own_settlement_breaches,
)
from suite.harness.settlement_oracle import Decision
from suite.run.certification import effective_options
from vendor_adapters.protocol import Outcome, Prompt

__all__ = ["example_defects"]

# The clauses of the offers the rules require (suite.harness.example_tables.missing_offers).
_REQUIRED_OFFERS = frozenset({"2.9(a)", "2.8(a)"})


def _outcome(played: Mapping[str, Any]) -> Outcome:
    """A case's outcome (the game's, or the reference's as `play_reference` keeps it) as the
    differential comparison reads it; a kept reference outcome has no prompt: it finished."""
    return cast(
        Outcome,
        {
            "complete": bool(played.get("complete", True)),
            "prompt": played.get("prompt"),
            "ledger": list(played.get("ledger") or []),
            "final_hands": list(played.get("final_hands") or []),
            "transcript": list(played.get("transcript") or []),
            "cards_dealt": list(played.get("cards_dealt") or []),
        },
    )


def _breaches(record: Mapping[str, Any]) -> list[Breach]:
    game = record.get("game") or {}
    reference = record.get("reference") or {}
    refused = reference.get("refused")
    if isinstance(refused, Mapping):
        clause = clause_path(refused.get("clause"))
        decision = refused.get("decision")
        why = refused.get("why")
        return [Breach(clause, f"the game allowed {decision!r}, which the rules do not: {why}")]
    if game.get("error") or reference.get("error") or "ledger" not in game:
        return []
    return differences_by_clause(_outcome(reference), _outcome(game), _own(record))


def _own(record: Mapping[str, Any]) -> list[Breach]:
    """The base game's wagers the game settled wrongly on its own final hands
    (suite.harness.checks.own_settlement_breaches), for a kept round whose prompts are known and
    whose table has no additional wager; none otherwise."""
    game = _outcome(record.get("game") or {})
    prompts = list(record.get("prompts") or [])
    tokens = [str(token) for token in record.get("decisions") or []]
    if not game["complete"] or len(prompts) != len(tokens):
        return []
    try:
        rules = effective_options(str(record.get("edition")), record.get("options") or {})
    except KitError:
        return []
    if rules.side_wagers or rules.players_per_box != 1:
        return []
    return own_settlement_breaches(
        wagers=list(record.get("wagers") or []),
        outcome=game,
        decisions=[Decision(cast(Prompt, p), t) for p, t in zip(prompts, tokens, strict=True)],
        rules=rules,
        reference=lambda: _outcome(record.get("reference") or {}),
        kinds=BASE_WAGERS,
    )


def example_defects(
    record: Mapping[str, Any] | None, edition: str, named: Sequence[Breach] = ()
) -> tuple[Defect, ...]:
    """The defects an example's kept round shows, one per clause broken (as `edition` cites
    it), each with the differences under it and the round; none when the round names no
    clause (the outcomes agree, the round did not finish, or the difference cites nothing).
    `named` are the breaches the example's own check named (a prompt the game never raised,
    a wager settled against its clause): they come first, and the round's differences after,
    unless a prompt the rules require was never raised: the reference then played a decision
    the game never asked, and the differences follow from it."""
    kept = isinstance(record, Mapping) and not record.get("error")
    # A decision the game never offered (2.9(a), 2.8(a)) was played on the reference only: the
    # round's differences are its consequences, not defects of their own.
    unoffered = any(breach.clause in _REQUIRED_OFFERS for breach in named)
    compared = kept and record is not None and not unoffered
    breaches = [*named, *(_breaches(record) if compared and record is not None else [])]
    by_clause: dict[str, list[str]] = {}
    for breach in breaches:
        if breach.clause:
            by_clause.setdefault(breach.clause, []).append(breach.problem)
    return tuple(
        Defect(
            clauses=(cite_paths(clause, edition),),
            message=f"{cite_paths(clause, edition)}: " + "; ".join(problems),
            case=dict(record) if kept and record is not None else None,
        )
        for clause, problems in by_clause.items()
    )
