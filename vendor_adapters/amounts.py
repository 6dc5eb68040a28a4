"""The amounts of a `double` and an `insure`: the most a game's prompt allows for each, and the
amount the kit states where the prompt does not say.

A prompt's `max_amount` is the most of the decision of its own kind: a play prompt's is the
double's (2.10(a)), an insurance prompt's the insurance's (2.9(b)). A play prompt that offers
`insure` among its decisions (insurance taken just before the player's own decisions, 2.9(b))
says the insurance's most only in `max_amounts`; its one `max_amount` is never the insurance's
limit, which is at most half the initial wager. Where the game's prompt does not say it, the kit
insures for exactly half the initial wager, an amount every table allows (2.9(b): "an amount not
more than half the amount staked on the player's initial wager"), so that the game, the
reference and the clauses' oracle all settle the same insurance.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import ROUND_FLOOR, Decimal, InvalidOperation

from vendor_adapters.protocol import Prompt, Wager

__all__ = ["TAKES_AMOUNT", "half_the_wager", "most_allowed", "stated"]

CENT = Decimal("0.01")
# The decisions that take an amount, and the kind of prompt whose `max_amount` is theirs.
TAKES_AMOUNT = {"insure": "insurance", "double": "play"}


def _amount(text: object) -> Decimal | None:
    try:
        return None if text is None else Decimal(str(text))
    except InvalidOperation:
        return None


def most_allowed(prompt: Prompt, name: str) -> Decimal | None:
    """The most a game's prompt allows for `name` (`double`, `insure`): its `max_amounts` entry
    where it gives one, else `max_amount` when the prompt is the decision's own kind (a play
    prompt's for `double`, 2.10(a); an insurance prompt's for `insure`, 2.9(b)); None when the
    prompt does not say, as for insurance offered inside a play prompt."""
    members: Mapping[str, object] = prompt
    per_decision = members.get("max_amounts")
    if isinstance(per_decision, Mapping) and name in per_decision:
        return _amount(per_decision[name])
    if prompt["kind"] == TAKES_AMOUNT.get(name):
        return _amount(prompt.get("max_amount"))
    return None


def half_the_wager(prompt: Prompt, wagers: Sequence[Wager]) -> Decimal | None:
    """2.9(b): half the initial wager of the prompt's box and player, to the cent below (not
    more than half); None when no wager of theirs is known."""
    for wager in wagers:
        if (wager["box"], wager["player"]) == (prompt["box"], prompt["player"]):
            amount = _amount(wager["amount"])
            if amount is not None:
                return (amount / 2).quantize(CENT, rounding=ROUND_FLOOR)
    return None


def stated(
    decision: str, prompt: Prompt, wagers: Sequence[Wager], *, the_games_most: bool = False
) -> str:
    """The decision as the kit sends it: an `insure` without an amount, at a prompt that does
    not say the insurance's most (a play prompt offering it among its decisions), is stated as
    exactly half the initial wager (2.9(b)). With `the_games_most` (a decision sent to the game
    and the reference alike), a `double` or `insure` without an amount is stated as the most the
    game's `prompt` allows, so both take the game's amount (2.9(b), 2.10(a)). Any other decision
    is sent as it is."""
    name, _, given = decision.partition(":")
    if given or name not in TAKES_AMOUNT:
        return decision
    most = most_allowed(prompt, name)
    if most is not None:
        return f"{name}:{most:.2f}" if the_games_most else decision
    half = half_the_wager(prompt, wagers) if name == "insure" else None
    return decision if half is None else f"insure:{half:.2f}"
