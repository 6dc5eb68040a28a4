"""The reference adapter's translations between the protocol's messages and the reference engine:
cards, wagers, irregularities, shuffles and the rounds of a shoe read into the engine's values,
each refused with the protocol's code and the clause the engine cites; a round played from a
script; a round's prompt, status and outcome written back as the protocol gives them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache
from typing import cast

from reference_impl.actions import Action, parse_action
from reference_impl.cards import CARD_LABELS, parse_cards
from reference_impl.errors import (
    EngineError,
    IllegalActionError,
    RulesError,
    ShoeError,
    WagerError,
)
from reference_impl.irregularities import (
    Irregularity,
    IrregularityError,
    check_table_allows,
    irregularity_from_mapping,
    spots_wagered,
)
from reference_impl.money import ZERO, format_money
from reference_impl.procedure import REFERENCE_PROCEDURE, RoundProcedure
from reference_impl.round import Round
from reference_impl.rules import TableRules
from reference_impl.shoe import Shoe, validate_copies
from reference_impl.shoe_script import ShoeRound, ShuffleScript
from reference_impl.wagers import BoxWager, Seating
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import (
    ErrorCode,
    FinalHand,
    LedgerEntry,
    Outcome,
    Prompt,
    ScriptedRound,
    Status,
    Wager,
)
from vendor_adapters.protocol import Irregularity as IrregularityMessage
from vendor_adapters.protocol import ShoeRound as ShoeRoundMessage
from vendor_adapters.protocol import ShuffleScript as ShuffleMessage
from vendor_adapters.side_wager_validation import side_wager_refusal

__all__ = [
    "action",
    "apply_decision",
    "box_wagers",
    "cards",
    "check_irregularities",
    "check_side_kinds",
    "irregularity",
    "outcome",
    "play_script",
    "refusal_of",
    "round_outcome",
    "shoe_round",
    "shuffle",
    "status",
]


_SECTION_PATH_IN_MESSAGE = re.compile(r"\[(2\.[0-9]+(?:\([a-z]\)[0-9]*)?)\]")
_CLAUSE_IN_MESSAGE = re.compile(r"\[([0-9]{2}:[0-9]{2}[A-Z]?-[^\],\s]+)")  # the first clause cited


def refusal_of(code: ErrorCode, error: Exception, **data: object) -> AdapterRefusal:
    message = str(error)
    found = _CLAUSE_IN_MESSAGE.search(message)
    if found and "clause" not in data:
        data["clause"] = found.group(1)
    return AdapterRefusal(int(code), message, data)


@cache
def action(token: str) -> Action:
    return parse_action(token)


_CODE_OF_LABEL = {label: code for code, label in enumerate(CARD_LABELS)}
_LABEL = CARD_LABELS.__getitem__


def cards(labels: Sequence[str], rules: TableRules) -> tuple[int, ...]:
    try:
        try:
            # The schema has checked the labels, and this lookup is the hot path of
            # play_rounds; parse_cards explains a label it cannot read.
            codes = tuple(map(_CODE_OF_LABEL.__getitem__, labels))
        except KeyError:
            codes = tuple(parse_cards(list(labels)))
        validate_copies(codes, rules.decks)
    except ShoeError as error:
        raise refusal_of(ErrorCode.BAD_SHOE, error, clause=rules.profile.cite("2.2(a)")) from None
    return codes


def box_wagers(wagers: Sequence[Wager]) -> tuple[BoxWager, ...]:
    try:
        return tuple(
            BoxWager.of(
                wager["box"],
                wager["amount"],
                wager["player"],
                seated=wager.get("seated", True),
                side=_side_wagers(wager),
            )
            for wager in wagers
        )
    except EngineError as error:
        raise refusal_of(ErrorCode.BAD_WAGER, error) from None


def check_side_kinds(rules: TableRules, wagers: Sequence[Wager]) -> None:
    """Refuse (1006) a side wager of a kind no offering has, or one paid and never placed (an
    offering with `staked=False`), naming the field and the clause."""
    refusal = side_wager_refusal(rules, wagers)
    if refusal is not None:
        raise refusal


def _side_wagers(wager: Wager) -> dict[str, object] | None:
    """A wager's side wagers (1.2) by kind; the engine judges the kinds and amounts."""
    side: dict[str, object] = {}
    for item in wager.get("side_wagers", ()):
        if item["kind"] in side:
            raise WagerError(
                f"the {item['kind']} wager is placed twice by {wager['player']!r} on box "
                f"{wager['box']}"
            )
        side[item["kind"]] = item["amount"]
    return side or None


def _seating_key(wager: Wager) -> tuple[object, ...]:
    # A loop rather than a generator: the key is looked up for every scripted round.
    sides: list[tuple[object, object]] = []
    for item in wager.get("side_wagers", ()):
        sides.append((item["kind"], item["amount"]))
    return (wager["box"], wager["player"], wager["amount"], wager.get("seated", True), tuple(sides))


def play_script(
    rules: TableRules,
    script: ScriptedRound,
    seatings: dict[tuple[tuple[object, ...], ...], Seating],
    transcript: bool,
    procedure: RoundProcedure = REFERENCE_PROCEDURE,
) -> Outcome:
    key = tuple(map(_seating_key, script["wagers"]))
    seating = seatings.get(key)
    if seating is None:
        check_side_kinds(rules, script["wagers"])
        try:
            seating = procedure.arrange_wagers(rules, box_wagers(script["wagers"]))
        except (WagerError, RulesError) as error:
            raise refusal_of(ErrorCode.BAD_WAGER, error) from None
        seatings[key] = seating
    # Most scripted rounds have no irregularities at all: no comprehension is run for them.
    injected = (
        [irregularity(item, rules) for item in script["irregularities"]]
        if "irregularities" in script
        else []
    )
    if injected:
        check_irregularities(rules, injected, seating.wagers)
    try:
        game = Round(
            rules,
            Shoe(cards(script["shoe"], rules), decks=rules.decks, validate=False),
            seating,
            irregularities=injected,
            procedure=procedure,
        )
    except ShoeError as error:
        raise refusal_of(ErrorCode.SHOE_EXHAUSTED, error) from None
    for token in script["decisions"]:
        if game.prompt is None:
            raise AdapterRefusal(
                int(ErrorCode.ILLEGAL_DECISION),
                f"decision {token!r} left over: the round is complete",
                {"legal": []},
            )
        apply_decision(game, token)
    return outcome(game, transcript=transcript)


def irregularity(message: IrregularityMessage, rules: TableRules) -> Irregularity:
    try:
        return irregularity_from_mapping(message)
    except IrregularityError as error:
        # A malformed irregularity is read before any table is consulted; cite the edition's.
        path = _SECTION_PATH_IN_MESSAGE.search(str(error))
        data = {} if path is None else {"clause": rules.profile.cite(path.group(1))}
        raise refusal_of(ErrorCode.IMPOSSIBLE_IRREGULARITY, error, **data) from None


def check_irregularities(
    rules: TableRules, irregularities: list[Irregularity], wagers: Sequence[BoxWager]
) -> None:
    try:
        check_table_allows(
            rules, irregularities, {wager.box for wager in wagers}, spots=spots_wagered(wagers)
        )
    except IrregularityError as error:
        raise refusal_of(ErrorCode.IMPOSSIBLE_IRREGULARITY, error) from None


def shuffle(message: ShuffleMessage, rules: TableRules) -> ShuffleScript:
    stacks = message.get("stacks")
    locations = message.get("locations")
    return ShuffleScript(
        cards=cards(message["cards"], rules),
        cut_answers=tuple(message.get("cut_answers", ())),
        cutting_card=message.get("cutting_card"),
        recut_answers=tuple(message.get("recut_answers", ())),
        side=message.get("side"),
        stacks=None if stacks is None else (stacks[0], stacks[1], stacks[2]),
        locations=None if locations is None else (locations[0], locations[1], locations[2]),
    )


def shoe_round(message: ShoeRoundMessage, rules: TableRules) -> ShoeRound:
    try:
        decisions = tuple(action(token) for token in message["decisions"])
    except IllegalActionError as error:
        raise refusal_of(ErrorCode.ILLEGAL_DECISION, error, legal=list(error.legal)) from None
    check_side_kinds(rules, message["wagers"])
    return ShoeRound(
        wagers=box_wagers(message["wagers"]),
        decisions=decisions,
        new_dealer=message.get("new_dealer", False),
        reshuffle_after=message.get("reshuffle_after", False),
        determinant_side=message.get("determinant_side"),
        irregularities=tuple(irregularity(i, rules) for i in message.get("irregularities", ())),
    )


def apply_decision(game: Round, token: str) -> None:
    try:
        game.apply(action(token))
    except IllegalActionError as error:
        raise refusal_of(
            ErrorCode.ILLEGAL_DECISION, error, legal=list(error.legal), clause=error.clause
        ) from None
    except ShoeError as error:
        raise refusal_of(ErrorCode.SHOE_EXHAUSTED, error) from None


def _prompt(game: Round) -> Prompt | None:
    prompt = game.prompt
    if prompt is None:
        return None
    most = prompt.max_amount
    return cast(
        Prompt,
        {**prompt.to_dict(), "max_amount": None if most is None else format_money(most)},
    )


def status(game: Round) -> Status:
    prompt = _prompt(game)
    return {"complete": prompt is None, "prompt": prompt}


def outcome(game: Round, *, transcript: bool) -> Outcome:
    # One loop over the ledger rather than a comprehension and two sums over generators, and `map`
    # for the card labels: every round an adapter plays or `bjkit rtp` deals ends here.
    entries: list[LedgerEntry] = []
    staked = net = ZERO
    for entry in game.ledger.entries:
        entries.append(entry.to_dict())  # type: ignore[arg-type]
        staked += entry.stake
        net += entry.net
    prompt = None if game.prompt is None else _prompt(game)
    outcome: Outcome = {
        "complete": prompt is None,
        "prompt": prompt,
        "cards_dealt": list(map(_LABEL, game.cards_dealt())),
        "ledger": entries,
        "totals": {
            "staked": format_money(staked),
            "returned": format_money(staked + net),
            "player_net": format_money(net),
        },
        "final_hands": _final_hands(game),
    }
    if transcript:
        outcome["transcript"] = [event.to_dict() for event in game.events]  # type: ignore[misc]
    return outcome


def round_outcome(game: Round) -> Outcome:
    """The protocol outcome of a round the reference engine played, as `outcome` answers it:
    what `bjkit rtp` compares a game's outcome of the same shoe and decisions with."""
    return outcome(game, transcript=False)


def _final_hands(game: Round) -> list[FinalHand]:
    # Round.final_hands() gives exactly the members of the protocol's final hand.
    return cast(list[FinalHand], game.final_hands())
