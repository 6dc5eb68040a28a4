"""The reference engine played on the prompts a game asked, not on the game's list of decisions.

A differential check plays the game's round again on the reference engine. Games ask for the same
decisions in different ways, all of which docs/ADAPTERS.md allows, so the reference is given, at
each of its own prompts, the game's decision that means the same thing:

- a hand that can take no decision (a 21, a split ace) may be skipped by the game: where the
  reference asks with `stand` as the only legal decision and the game asked nothing, the reference
  is given `stand` (2.6(f), I-2.6f-asked-on-21);
- insurance may be asked inside the game's play prompt (`insure` among its play decisions, as a
  table that takes insurance just before the player's own decisions does, 2.9(b)): the reference's
  insurance prompt for that box and player is given the game's `insure` or `no-insurance`, and
  `no-insurance` when the game's player made a play decision instead;
- a double or insurance taken without an amount is played on the reference with the game's own
  amount (the most the game's prompt allowed) where it differs from the reference's: an insurance
  of exactly half the initial wager and the next chip unit above it are both legal (2.9(b)). A
  play prompt's `max_amount` is the double's, never the insurance's (`vendor_adapters.amounts`):
  where the game's prompt does not say the insurance's most, the kit stated the amount.

Each game decision answers the reference's prompt of the same box, hand, player and kind, in the
order the game asked them. A prompt of the reference the game never asked is given the answer
that changes nothing (stand, no insurance), so the outcomes' comparison shows what differs. A
decision the reference refuses is a `RefusedDecision`, saying which decision and why.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from vendor_adapters.amounts import TAKES_AMOUNT, most_allowed
from vendor_adapters.errors import AdapterError, AdapterRefusal
from vendor_adapters.protocol import Outcome, Prompt
from vendor_adapters.session import GameSession, RoundScript

__all__ = [
    "UNCHANGED_ANSWERS",
    "Followed",
    "PromptFollowingSession",
    "RefusedDecision",
    "Supplied",
    "follow_prompts",
    "most_allowed",
    "show_prompt",
]

_INSURANCE_DECISIONS = frozenset({"insure", "no-insurance"})
# What the reference is given for a prompt the game never asked: the answer that changes nothing
# (also the kit's answer for a prompt a scenario leaves to it).
UNCHANGED_ANSWERS = {
    "play": "stand",
    "insurance": "no-insurance",
    "other-player-double": "no-double",
    "other-player-split": "keep",
}
_LIMIT = 200

# (kind, box, hand, player, spot): what a decision is about. An insurance decision is about the
# box, player and spot whatever prompt asked it, so its hand is 0.
_Key = tuple[str, int, int, str, int | None]


@dataclass(frozen=True)
class Supplied:
    """One decision given to the reference: its prompt, the token, and where it came from
    (`game_index`: the game's decision it follows, counted from 1; None when the game asked
    nothing there); `why` says how it was found when it is not simply the game's decision."""

    prompt: Prompt
    token: str
    game_index: int | None
    why: str = ""

    def show(self) -> str:
        source = f"the game's decision {self.game_index}" if self.game_index else "not asked"
        why = f"; {self.why}" if self.why else ""
        return f"{show_prompt(self.prompt)}: {self.token} ({source}{why})"


@dataclass(frozen=True)
class Followed:
    """The reference's round played on a game's prompts: its outcome, every decision it was
    given, and the game's decisions it never asked for (each the game's index and token)."""

    outcome: Outcome
    supplied: tuple[Supplied, ...]
    unasked: tuple[tuple[int, str], ...] = ()

    @property
    def decisions(self) -> tuple[str, ...]:
        return tuple(step.token for step in self.supplied)

    def notes(self) -> list[str]:
        """Each decision the reference was given that is not just the game's, and each game
        decision it never asked for."""
        lines = [step.show() for step in self.supplied if step.why]
        lines += [
            f"the game's decision {index} ({token}) answers no prompt of the reference"
            for index, token in self.unasked
        ]
        return lines


class RefusedDecision(AdapterRefusal):
    """The reference engine refused a decision the game took: which one (`number`, counted in
    the reference's prompts, and `supplied`), and the reference's refusal (code, clause)."""

    def __init__(self, number: int, supplied: Supplied, refusal: AdapterRefusal) -> None:
        self.number = number
        self.supplied = supplied
        self.refusal = refusal
        source = (
            f"the game's decision {supplied.game_index}"
            if supplied.game_index
            else "a decision the game did not ask"
        )
        super().__init__(
            refusal.code,
            f"the reference engine refuses decision {number}, {show_prompt(supplied.prompt)}: "
            f"{supplied.token} ({source}): {refusal.message}",
            dict(refusal.data),
        )


def show_prompt(prompt: Prompt) -> str:
    """`box 1 hand 2 (play: hit, stand)` and the spot of an insurance prompt (2.18(d))."""
    spot = prompt.get("spot")
    where = f" spot {spot}" if spot is not None else ""
    return (
        f"box {prompt['box']} hand {prompt['hand']}{where} "
        f"({prompt['kind']}: {', '.join(prompt['legal'])})"
    )


def _name(token: str) -> str:
    return token.partition(":")[0]


def _key_of_decision(prompt: Prompt, token: str) -> _Key:
    if _name(token) in _INSURANCE_DECISIONS:
        return ("insurance", prompt["box"], 0, prompt["player"], prompt.get("spot"))
    return (prompt["kind"], prompt["box"], prompt["hand"], prompt["player"], None)


def _key_of_prompt(prompt: Prompt) -> _Key:
    if prompt["kind"] == "insurance":
        return ("insurance", prompt["box"], 0, prompt["player"], prompt.get("spot"))
    return (prompt["kind"], prompt["box"], prompt["hand"], prompt["player"], None)


def _amount(text: object) -> Decimal | None:
    try:
        return None if text is None else Decimal(str(text))
    except InvalidOperation:
        return None


def _with_game_amount(token: str, game_prompt: Prompt, reference_prompt: Prompt) -> str:
    """The game's decision with the amount the game took, where the game's prompt allowed a
    different most than the reference's: a `double` or `insure` without an amount is the most
    allowed, which is the game's, not the reference's (2.9(b), 2.10(a))."""
    name, _, given = token.partition(":")
    if given or name not in TAKES_AMOUNT:
        return token
    game_most = most_allowed(game_prompt, name)
    if game_most is None or game_most == _amount(reference_prompt.get("max_amount")):
        return token
    return f"{name}:{game_most:.2f}"


@dataclass
class _GameDecisions:
    """The game's decisions with the prompts they answered, each given to the reference once."""

    answered: Sequence[tuple[Prompt, str]]

    def __post_init__(self) -> None:
        self.used = [False] * len(self.answered)

    def take(self, prompt: Prompt) -> Supplied | None:
        """The game's first decision not yet given that answers what `prompt` asks."""
        key = _key_of_prompt(prompt)
        for index, (asked, token) in enumerate(self.answered):
            if not self.used[index] and _key_of_decision(asked, token) == key:
                self.used[index] = True
                why = ""
                if asked["kind"] != prompt["kind"]:
                    why = f"asked in the game's {asked['kind']} prompt"
                supplied = _with_game_amount(token, asked, prompt)
                if supplied != token:
                    why = "; ".join(filter(None, (why, f"the game's amount for {token}")))
                return Supplied(prompt, supplied, index + 1, why)
        return None

    def insurance_offered_in_play(self, prompt: Prompt) -> int | None:
        """The game's play decision on this box and player whose prompt offered insurance and
        was answered without it: the insurance declined inside the play prompt (2.9(b))."""
        for index, (asked, token) in enumerate(self.answered):
            if (
                asked["kind"] == "play"
                and (asked["box"], asked["player"]) == (prompt["box"], prompt["player"])
                and "insure" in {_name(d) for d in asked["legal"]}
                and _name(token) not in _INSURANCE_DECISIONS
            ):
                return index + 1
        return None

    def unasked(self) -> tuple[tuple[int, str], ...]:
        return tuple(
            (index + 1, token)
            for index, (_, token) in enumerate(self.answered)
            if not self.used[index]
        )


def _answer(prompt: Prompt, game: _GameDecisions) -> Supplied:
    found = game.take(prompt)
    if found is not None:
        return found
    if list(prompt["legal"]) == ["stand"]:
        return Supplied(
            prompt, "stand", None, "stand is the only legal decision; the game may skip it"
        )
    if prompt["kind"] == "insurance":
        declined = game.insurance_offered_in_play(prompt)
        if declined is not None:
            return Supplied(
                prompt,
                "no-insurance",
                declined,
                "insurance declined in the game's play prompt (2.9(b))",
            )
    answer = UNCHANGED_ANSWERS.get(prompt["kind"], "stand")
    if answer not in prompt["legal"]:
        answer = prompt["legal"][0]
    return Supplied(
        prompt, answer, None, "the game did not ask it: the answer that changes nothing"
    )


def follow_prompts(
    session: GameSession, table: str, script: RoundScript, *, limit: int = _LIMIT
) -> Followed:
    """Play `script`'s round on `session` (the reference engine), answering each of its prompts
    with the game's decision that means the same thing (`script.prompts` are the prompts the
    game asked). Raises `RefusedDecision` when the reference refuses a decision, and what
    `begin` raises when it refuses the round."""
    if len(script.prompts) != len(script.decisions):
        raise ValueError(
            f"the script has {len(script.decisions)} decisions and {len(script.prompts)} prompts"
        )
    game = _GameDecisions(list(zip(script.prompts, script.decisions, strict=True)))
    round_id, status = session.begin(table, script.shoe, script.wagers, script.irregularities)
    supplied: list[Supplied] = []
    while (prompt := status["prompt"]) is not None:
        if len(supplied) >= limit:
            raise AdapterError(
                "inconsistent",
                f"the round still asks for decisions after {limit}",
                method="apply",
            )
        step = _answer(prompt, game)
        try:
            status = session.decide(round_id, step.token)
        except AdapterRefusal as refusal:
            raise RefusedDecision(len(supplied) + 1, step, refusal) from None
        supplied.append(step)
    outcome = session.finish(round_id, script.shoe, script.wagers)
    return Followed(outcome, tuple(supplied), game.unasked())


class PromptFollowingSession(GameSession):
    """A session of the reference engine as the oracle of a differential check: a script that
    carries the prompts the game asked is played on them (`follow_prompts`), any other script
    decision by decision."""

    def play(self, table: str, script: RoundScript) -> Outcome:
        if not script.prompts or len(script.prompts) != len(script.decisions):
            return super().play(table, script)
        return follow_prompts(self, table, script).outcome
