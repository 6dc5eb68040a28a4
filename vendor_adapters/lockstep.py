"""One round played on the game under test and on the reference engine in step (protocol 1.4):
the same shoe and wagers, and at each decision the same prompt, answered with the same decision.

A replay compares only the end of a round; playing in step also compares each prompt on the way:
its kind, box, hand, the spot an insurance prompt covers at a multiple action table (2.18(d)) and
the decisions legal. The decisions of a capability the game does not declare are left out of the
reference engine's prompts, and the insurance it asks of a game that offers none is declined, so
that a game is held only to what it declares.

The reference follows the prompts the game asks (docs/ADAPTERS.md): a hand the game does not
ask because it can take no decision (the reference's prompt has `stand` as the only legal
decision) is stood on the reference alone, and insurance the game asks inside its play prompt
(`insure` among the play decisions, 2.9(b)) answers the reference's insurance prompt for that box,
a play decision declining it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from regulations.errors import KitError
from vendor_adapters.amounts import stated
from vendor_adapters.capabilities import capabilities_for_decision
from vendor_adapters.errors import AdapterError, AdapterRefusal
from vendor_adapters.protocol import Outcome, Prompt, Status, Wager
from vendor_adapters.session import GameSession

__all__ = ["InStep", "ReferenceRefusedError", "play_in_step", "prompt_problem"]

_MAX_DECISIONS = 100
_STAND_ONLY = "stand-only"
_INSURANCE_IN_PLAY = "insurance-in-play"


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
        followed = _follow_game(status, expected_status)
        if followed is not None:
            decision = "stand"
            if followed == _INSURANCE_IN_PLAY:
                assert expected_status["prompt"] is not None
                decision = choose(expected_status["prompt"])
                if status["prompt"] is not None:
                    decision = stated(decision, status["prompt"], wagers, the_games_most=True)
                if decision.partition(":")[0] == "insure":
                    decisions.append(decision)
                    status = game[0].decide(game_round, decision)
            expected_status = reference[0].decide(reference_round, decision)
            continue
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
        if status["prompt"] is not None:
            decision = stated(decision, status["prompt"], wagers, the_games_most=True)
        decisions.append(decision)
        status = game[0].decide(game_round, decision)
        expected_status = reference[0].decide(reference_round, decision)
    outcome = game[0].finish(game_round, shoe, wagers)
    expected = reference[0].finish(reference_round, shoe, wagers)
    return InStep(tuple(decisions), None, outcome, expected)


def _follow_game(status: Status, expected: Status) -> str | None:
    """Where the game's prompt means the reference's with fewer prompts: `_STAND_ONLY` where the
    reference asks a hand whose only legal decision is stand and the game asks something else
    (it may skip such a hand: the reference alone stands); `_INSURANCE_IN_PLAY` at the
    reference's insurance prompt for a box whose play prompt the game asks with `insure` among
    its decisions (an insurance chosen is given to both, a decline to the reference alone, the
    game's play decision declining it). None when the prompts are compared as they are."""
    mine, theirs = status["prompt"], expected["prompt"]
    if theirs is None or _same_prompt(mine, theirs):
        return None
    same_hand = mine is not None and (mine["box"], mine["hand"]) == (theirs["box"], theirs["hand"])
    if list(theirs["legal"]) == ["stand"] and not same_hand:
        return _STAND_ONLY
    if (
        theirs["kind"] == "insurance"
        and mine is not None
        and mine["kind"] == "play"
        and "insure" in mine["legal"]
        and (mine["box"], mine["player"]) == (theirs["box"], theirs["player"])
    ):
        return _INSURANCE_IN_PLAY
    return None


def _same_prompt(mine: Prompt | None, theirs: Prompt | None) -> bool:
    return (
        mine is not None
        and theirs is not None
        and all(mine[key] == theirs[key] for key in ("kind", "box", "hand"))
        and mine.get("spot") == theirs.get("spot")
        and set(_play_legal(mine)) == set(theirs["legal"])
    )


def _play_legal(prompt: Prompt) -> list[str]:
    """A prompt's decisions, without the insurance a play prompt may offer among them (2.9(b)):
    the reference asks it in a prompt of its own."""
    if prompt["kind"] != "play":
        return list(prompt["legal"])
    return [d for d in prompt["legal"] if d not in ("insure", "no-insurance")]


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
    if _same_prompt(mine, theirs):
        return None
    return (
        f"decision {number}: the game asks {_show(mine)}; the reference engine asks {_show(theirs)}"
    )
