"""A round's record (rules, wagers, shoe, decisions) as JSON-ready data, and its exact replay."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from reference_impl.actions import Action, parse_action
from reference_impl.cards import CARD_LABELS, parse_cards
from reference_impl.catalog import rules_from_mapping, rules_to_dict
from reference_impl.errors import RecordError
from reference_impl.irregularities import (
    Irregularity,
    IrregularityError,
    irregularity_from_mapping,
)
from reference_impl.money import format_money
from reference_impl.round import Round
from reference_impl.rules import TableRules
from reference_impl.shoe import Shoe
from reference_impl.wagers import BoxWager

__all__ = ["RECORD_FORMAT", "play", "replay", "round_report", "to_record"]

RECORD_FORMAT = 1


def play(
    rules: TableRules,
    shoe_cards: str | Sequence[int],
    wagers: Sequence[BoxWager],
    decisions: Sequence[Action],
    *,
    stop_when_waiting: bool = False,
    irregularities: Sequence[Irregularity] = (),
) -> Round:
    """Deal a round from a stacked shoe and apply the decisions in the order asked.

    With `stop_when_waiting`, the round may be left waiting for more decisions; otherwise a
    round still waiting after the last decision is refused.
    """
    cards = parse_cards(shoe_cards) if isinstance(shoe_cards, str) else tuple(shoe_cards)
    game = Round(rules, Shoe(cards, decks=rules.decks), wagers, irregularities=irregularities)
    for action in decisions:
        game.apply(action)
    if not stop_when_waiting and game.prompt is not None:
        prompt = game.prompt
        raise RecordError(
            f"the round still waits for a decision by {prompt.player} on box {prompt.box} "
            f"hand {prompt.hand} ({prompt.kind.value}); legal: {', '.join(prompt.legal_tokens())}"
        )
    return game


def to_record(game: Round) -> dict[str, object]:
    """Everything needed to replay the round exactly."""
    record: dict[str, object] = {
        "format": RECORD_FORMAT,
        "rules": rules_to_dict(game.table_rules),
        "wagers": [wager.to_dict() for wager in game.wagers],
        "shoe": [CARD_LABELS[card] for card in game.cards_dealt()],
        "decisions": [str(action) for action in game.decisions],
    }
    if game.irregularities:
        record["irregularities"] = [item.to_dict() for item in game.irregularities]
    return record


def _wagers_of(items: object) -> list[BoxWager]:
    if not isinstance(items, list):
        raise RecordError("record: 'wagers' must be a list")
    wagers = []
    for item in items:
        if not isinstance(item, Mapping):
            raise RecordError(f"record: wager {item!r} must be a table")
        missing = [key for key in ("box", "amount") if key not in item]
        if missing:
            raise RecordError(f"record: wager {dict(item)!r} lacks {', '.join(missing)}")
        box = item["box"]
        if isinstance(box, bool) or not isinstance(box, int | str) or not str(box).isdigit():
            raise RecordError(f"record: wager {dict(item)!r}: box must be a whole number")
        wagers.append(
            BoxWager.of(
                int(box),
                str(item["amount"]),
                str(item.get("player", "")),
                seated=bool(item.get("seated", True)),
                side=_side_of(item.get("side_wagers", [])),
            )
        )
    return wagers


def _side_of(items: object) -> dict[str, object]:
    """A wager's side wagers as a record keeps them: [{"kind": ..., "amount": ...}, ...]."""
    if not isinstance(items, list) or not all(
        isinstance(item, Mapping) and "kind" in item and "amount" in item for item in items
    ):
        raise RecordError("record: 'side_wagers' must be a list of tables with kind and amount")
    side: dict[str, object] = {}
    for item in items:
        if str(item["kind"]) in side:
            raise RecordError(f"record: the {item['kind']} wager is placed twice")
        side[str(item["kind"])] = str(item["amount"])
    return side


def replay(record: Mapping[str, object]) -> Round:
    """Play a record again; the same record always gives the same round."""
    if not isinstance(record, Mapping):
        raise RecordError(f"record: a round record is a JSON object, not {type(record).__name__}")
    if record.get("format", RECORD_FORMAT) != RECORD_FORMAT:
        raise RecordError(f"record format {record.get('format')!r} is not {RECORD_FORMAT}")
    rules_data = record.get("rules", {})
    if not isinstance(rules_data, Mapping):
        raise RecordError("record: 'rules' must be a table of house options")
    shoe = record.get("shoe", [])
    decisions = record.get("decisions", [])
    if not isinstance(shoe, list | str) or not isinstance(decisions, list | str):
        raise RecordError("record: 'shoe' and 'decisions' must be lists or strings")
    tokens = decisions.split() if isinstance(decisions, str) else [str(d) for d in decisions]
    cards = parse_cards(shoe if isinstance(shoe, str) else [str(card) for card in shoe])
    return play(
        rules_from_mapping(rules_data),
        cards,
        _wagers_of(record.get("wagers")),
        [parse_action(token) for token in tokens],
        stop_when_waiting=True,
        irregularities=_irregularities_of(record.get("irregularities", [])),
    )


def _irregularities_of(items: object) -> list[Irregularity]:
    if not isinstance(items, list):
        raise RecordError("record: 'irregularities' must be a list")
    found = []
    for item in items:
        if not isinstance(item, Mapping):
            raise RecordError(f"record: irregularity {item!r} must be a table")
        try:
            found.append(irregularity_from_mapping(item))
        except IrregularityError as error:
            raise RecordError(f"record: {error}") from None
    return found


def round_report(game: Round) -> dict[str, object]:
    """The record plus the outcome: ledger, transcript, final hands, and what is awaited."""
    ledger = game.ledger
    prompt = game.prompt
    return {
        **to_record(game),
        "complete": prompt is None,
        "waiting_for": None if prompt is None else prompt.to_dict(),
        "ledger": [entry.to_dict() for entry in ledger.entries],
        "player_net": format_money(ledger.player_net()),
        "balanced": ledger.is_balanced() if prompt is None else None,
        "final_hands": game.final_hands(),
        "transcript": [event.to_dict() for event in game.events],
    }
