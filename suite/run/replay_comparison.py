"""The two sides of a replay compared: whether a game plays a kept case as the reference engine
does (`replay_verdict`), and how they differ: the ledgers, cards and final hands
(vendor_adapters.compare), the moment each wager is settled, read from protocol 1.2's settlement
events (`settlement_moments`, `moment_differences`), and the order the decisions are asked in
(`order_differences`). `bjkit replay` and the findings of the report read it; the cases
themselves are suite.run.failure_cases'.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from vendor_adapters.compare import compare_outcomes
from vendor_adapters.protocol import ErrorCode, Outcome

__all__ = ["moment_differences", "order_differences", "replay_verdict", "settlement_moments"]

# Protocol 1.2's settlement events (docs/ADAPTERS.md, Settlement events): their place among the
# dealing events is the moment the rules prescribe.
_SETTLEMENT_EVENTS = frozenset({"pay", "collect", "return", "remove-cards"})
# The wagers on a hand; any other kind is an additional wager, whose moment 2.17(e) ties to the
# player's first election for two sevens.
_HAND_WAGERS = frozenset({"main", "double", "split", "insurance"})
# The elections a transcript names (suite.wagers.side_wager_oracle.ELECTIONS).
_ELECTIONS = frozenset({"hit", "stand", "double", "split", "surrender", "surrender-pending"})
# Refusals of a round that judge it, which the other side may not share: a table the rules forbid,
# a wager outside them, an irregularity that cannot happen there, cards the decks cannot hold.
# Any other refusal (not offered, the shoe run out, out of order) leaves nothing to compare.
_JUDGING_REFUSALS = frozenset(
    {
        int(ErrorCode.FORBIDDEN_RULES),
        int(ErrorCode.BAD_SHOE),
        int(ErrorCode.BAD_WAGER),
        int(ErrorCode.IMPOSSIBLE_IRREGULARITY),
    }
)

# The cards dealt before a settlement and, for an additional wager, whether its box had made its
# first election (None for the wagers on a hand).
_Moment = tuple[int, bool | None]


def _as_outcome(played: Mapping[str, Any]) -> Outcome:
    return {
        "complete": True,
        "prompt": None,
        "cards_dealt": list(played.get("cards_dealt", [])),
        "ledger": list(played.get("ledger", [])),
        "totals": {"staked": "0", "returned": "0", "player_net": "0"},
        "final_hands": list(played.get("final_hands", [])),
    }


def settlement_moments(transcript: Sequence[Mapping[str, Any]]) -> dict[tuple[Any, ...], _Moment]:
    """When each wager is settled, read from protocol 1.2's settlement events: keyed by box,
    hand, what is settled (the note's wager kind and player; `remove-cards` for a blackjack's
    cards, 2.7(a), (b)) and its occurrence (a wager of multiple action is settled once on each
    spot, 2.18), the number of cards dealt before it and, for an additional wager, whether its
    box had made its first election (two sevens, 2.17(e)). Empty when the transcript has no
    settlement event: the moments cannot be seen."""
    moments: dict[tuple[Any, ...], _Moment] = {}
    seen: dict[tuple[Any, ...], int] = {}
    cards = 0
    elected: set[object] = set()
    for event in transcript:
        kind = event.get("kind")
        if kind in _SETTLEMENT_EVENTS:
            note = [*str(event.get("note") or "").split(), "", ""]
            wager = ("remove-cards", "") if kind == "remove-cards" else (note[0], note[1])
            where = (event.get("box"), event.get("hand"), *wager)
            occurrence = seen.get(where, 0)
            seen[where] = occurrence + 1
            additional = kind != "remove-cards" and wager[0] not in _HAND_WAGERS
            moments[(*where, occurrence)] = (
                cards,
                event.get("box") in elected if additional else None,
            )
        elif event.get("card"):
            cards += 1
        if kind in _ELECTIONS:
            elected.add(event.get("box"))
    return moments


def _show_moment(moment: _Moment | None, transcript: Sequence[Mapping[str, Any]]) -> str:
    if moment is None:
        return "no settlement event"
    cards, elected = moment
    dealt = [str(event["card"]) for event in transcript if event.get("card")]
    last = f" (after {dealt[cards - 1]})" if 0 < cards <= len(dealt) else ""
    election = "" if elected is None else f", {'after' if elected else 'before'} its first election"
    return f"after {cards} card(s) dealt{last}{election}"


def _speaks_settlement_events(protocol: str) -> bool:
    """Whether a game of this protocol version reports its settlements as events (1.2 on)."""
    major, _, minor = protocol.partition(".")
    try:
        return (int(major), int(minor or 0)) >= (1, 2)
    except ValueError:
        return False


def moment_differences(game: Mapping[str, Any], reference: Mapping[str, Any]) -> list[str]:
    """Each wager the game settles at another moment than the reference engine, the moment read
    from the settlement events of both transcripts (`settlement_moments`): the timing the rules
    prescribe (2.7(a), (b), and the side wagers' own). Nothing when the game speaks a protocol
    older than 1.2 (`protocol`, from `play_case`) or either transcript has no settlement event."""
    if not _speaks_settlement_events(str(game.get("protocol") or "1.2")):
        return []  # a 1.1 game's own `pay` events do not mean 1.2's
    mine = list(reference.get("transcript") or [])
    theirs = list(game.get("transcript") or [])
    expected, actual = settlement_moments(mine), settlement_moments(theirs)
    if not expected or not actual:
        return []
    found = []
    for key in sorted(set(expected) | set(actual), key=repr):
        if expected.get(key) == actual.get(key):
            continue
        box, hand, wager, player, occurrence = key
        what = (
            f"box {box} hand {hand}'s cards removed"
            if wager == "remove-cards"
            else f"box {box} hand {hand} {wager} ({player}) settled"
        )
        again = f" (its settlement {occurrence + 1})" if occurrence else ""
        found.append(
            f"moment: {what}{again}: expected {_show_moment(expected.get(key), mine)}, "
            f"got {_show_moment(actual.get(key), theirs)}"
        )
    return found


def order_differences(reference: Mapping[str, Any]) -> list[str]:
    """The game's decisions the reference engine asks in another order than the game did (the
    order of play of 2.6(f), and of a card dealt later, 2.15(g), (i)): read from which of the
    game's decisions answered each of the reference's prompts (`followed`). Insurance, which a
    game may ask inside its play prompt, and the decisions the game did not ask are left out."""
    found = []
    latest: Mapping[str, Any] | None = None
    for step in reference.get("followed") or []:
        index = step.get("game_decision")
        if not index or step.get("kind") == "insurance" or step.get("why"):
            continue
        if latest is not None and index < latest["game_decision"]:
            found.append(
                f"order of play: the game asks box {step['box']} hand {step['hand']} "
                f"({step['kind']}) at its decision {index}; the reference engine asks it after "
                f"the game's decision {latest['game_decision']} (box {latest['box']} hand "
                f"{latest['hand']} {latest['kind']})"
            )
        if latest is None or index > latest["game_decision"]:
            latest = step
    return found


def _refusal_text(refused: Mapping[str, Any]) -> str:
    clause = refused.get("clause")
    cited = f" [{clause}]" if clause and f"[{clause}]" not in str(refused.get("why")) else ""
    return (
        f"decision {refused['number']}, box {refused['box']} hand {refused['hand']} "
        f"({refused['kind']}: {', '.join(refused.get('legal') or [])}): {refused['decision']}: "
        f"refused ({refused.get('code')}): {refused.get('why')}{cited}"
    )


def replay_verdict(game: Mapping[str, Any], reference: Mapping[str, Any]) -> tuple[int, list[str]]:
    """Whether the game plays the case as the reference engine does: 0 and no difference when it
    does; 1 and every difference when it does not; 2 when the round cannot be compared (either
    side broke, the game does not offer what the case needs, or both refuse it).

    Compared: the ledgers (every wager, side and spot wagers included, keyed by box, player,
    hand, kind and the dealer's hand of multiple action), the cards dealt and the final hands
    (vendor_adapters.compare); the moment each wager is settled (`moment_differences`) and the
    order the decisions are asked in (`order_differences`). A decision or wager one side takes
    and the other refuses is a difference too: the game refusing one of the case's decisions,
    or wagers, that the reference takes (2.6(f), 2.15(c)), or taking what the reference refuses
    (2.17(g), 2.18(b), a side wager's own placement clauses)."""
    game_error, reference_error = game.get("error"), reference.get("error")
    if game_error and reference_error:
        return 2, []
    if game_error:
        refused = game.get("refused")
        if refused is not None:
            return 1, [f"the game refuses {_refusal_text(refused)}; the reference engine takes it"]
        if game.get("code") in _JUDGING_REFUSALS:
            return 1, [f"the game refuses the round the reference engine plays: {game_error}"]
        return 2, []
    if reference_error:
        refused = reference.get("refused")
        if refused is not None:
            return 1, [f"the reference engine refuses {_refusal_text(refused)}; the game takes it"]
        if reference.get("code") in _JUDGING_REFUSALS:
            return 1, [f"the reference engine refuses the round the game plays: {reference_error}"]
        return 2, []
    found = [str(d) for d in compare_outcomes(_as_outcome(reference), _as_outcome(game))]
    found += moment_differences(game, reference)
    found += order_differences(reference)
    return (1 if found else 0), found
