"""One round played on the game under test and on the reference engine in step (protocol 1.4):
the same shoe and wagers, and at each decision the same prompt, answered with the same decision.

A replay compares only the end of a round; playing in step also compares each prompt on the way:
its kind, box, hand, the spot an insurance prompt covers at a multiple action table (2.18(d)) and
the decisions legal. The decisions of a capability the game does not declare are left out of the
reference engine's prompts, and the insurance it asks of a game that offers none is declined, so
that a game is held only to what it declares.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from regulations.errors import KitError
from vendor_adapters.capabilities import capabilities_for_decision
from vendor_adapters.errors import AdapterError, AdapterRefusal
from vendor_adapters.protocol import Outcome, Prompt, Status, Wager
from vendor_adapters.session import GameSession

__all__ = ["InStep", "ReferenceRefusedError", "play_in_step", "prompt_problem"]

_MAX_DECISIONS = 100


class ReferenceRefusedError(KitError):
    """The reference engine refused the round's wagers: the kit's round, not the game's fault."""

    def __init__(self, refusal: AdapterRefusal) -> None:
        super().__init__(str(refusal))
        self.refusal = refusal


@dataclass(frozen=True)
class InStep:
    """A round played in step: the decisions made, and either the prompt at which the game
    parted from the reference engine (`problem`) or both outcomes."""

    decisions: tuple[str, ...]
    problem: str | None = None
    outcome: Outcome | None = None
    expected: Outcome | None = None


@dataclass(frozen=True)
class _Side:
    """One of the two games: its session, table and round."""

    session: GameSession
    round: str


def play_in_step(
    game: tuple[GameSession, str],
    reference: tuple[GameSession, str],
    shoe: Sequence[str],
    wagers: Sequence[Wager],
    *,
    choose: Callable[[Prompt], str],
    declared: frozenset[str] | set[str],
) -> InStep:
    """Play the round on the game and the reference engine (each a session and a table id),
    `choose` answering each prompt. Raises `ReferenceRefusedError` when the reference engine refuses
    the wagers, before the game is asked anything; otherwise what the game's session raises."""
    try:
        reference_round, expected_status = reference[0].begin(reference[1], shoe, wagers)
    except AdapterRefusal as refusal:
        raise ReferenceRefusedError(refusal) from None
    expected_side = _Side(reference[0], reference_round)
    game_round, status = game[0].begin(game[1], shoe, wagers)
    decisions: list[str] = []
    while True:
        expected_status = _without_undeclared(expected_side, expected_status, declared)
        problem = prompt_problem(status, expected_status, len(decisions) + 1)
        if problem is not None:
            return InStep(tuple(decisions), problem)
        prompt = expected_status["prompt"]
        if prompt is None:
            break
        if len(decisions) >= _MAX_DECISIONS:
            raise AdapterError(
                "inconsistent",
                f"the round still asks for decisions after {_MAX_DECISIONS}",
                method="apply",
            )
        decision = choose(prompt)
        decisions.append(decision)
        status = game[0].decide(game_round, decision)
        expected_status = reference[0].decide(reference_round, decision)
    outcome = game[0].finish(game_round, shoe, wagers)
    expected = reference[0].finish(reference_round, shoe, wagers)
    return InStep(tuple(decisions), None, outcome, expected)


def _declared_prompt(prompt: Prompt, declared: frozenset[str] | set[str]) -> Prompt:
    """The prompt with only the decisions of capabilities the game declares."""
    legal = [d for d in prompt["legal"] if capabilities_for_decision(d) <= declared]
    return {**prompt, "legal": legal or prompt["legal"]}


def _without_undeclared(side: _Side, status: Status, declared: frozenset[str] | set[str]) -> Status:
    """The reference engine's status once the insurance it asks of a game that offers none is
    declined, such a game never asking it (2.9), its prompt without undeclared decisions."""
    while (
        "insurance" not in declared
        and status["prompt"] is not None
        and status["prompt"]["kind"] == "insurance"
    ):
        status = side.session.decide(side.round, "no-insurance")
    prompt = status["prompt"]
    if prompt is None:
        return status
    return {**status, "prompt": _declared_prompt(prompt, declared)}


def _show(prompt: Prompt | None) -> str:
    if prompt is None:
        return "no prompt (the round complete)"
    spot = prompt.get("spot")
    where = f" spot {spot}" if spot is not None else ""
    return (
        f"{prompt['kind']} for box {prompt['box']} hand {prompt['hand']}{where} "
        f"({', '.join(sorted(prompt['legal']))})"
    )


def prompt_problem(status: Status, expected: Status, number: int) -> str | None:
    """How the game's prompt differs from the reference engine's at decision `number`: its
    kind, box, hand, the spot an insurance prompt covers (2.18(d)), the decisions legal; None
    when they agree."""
    mine, theirs = status["prompt"], expected["prompt"]
    if mine is None and theirs is None:
        return None
    same = (
        mine is not None
        and theirs is not None
        and all(mine[key] == theirs[key] for key in ("kind", "box", "hand"))
        and mine.get("spot") == theirs.get("spot")
        and set(mine["legal"]) == set(theirs["legal"])
    )
    if same:
        return None
    return (
        f"decision {number}: the game asks {_show(mine)}; the reference engine asks {_show(theirs)}"
    )
