"""Every golden round file under tests/golden/rounds plays to its hand-worked ledger.

A file may also state, for a final hand, its flags (`blackjack`, `busted`, `doubled`,
`surrendered`) besides its cards and total, and the transcript events the rule text calls for
(`[[expected.events]]`: `kind` and any of `clause`, `box`, `hand`, `card`, `total`; box 0 is the
dealer), which must appear in that order among the round's events, others between them; and
the irregularities of 2.15 injected into the round (`[[irregularities]]`, in the wire form:
`kind` and its placement).
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from reference_impl.actions import parse_actions
from reference_impl.catalog import rules_from_mapping
from reference_impl.irregularities import irregularity_from_mapping
from reference_impl.record import play, replay, to_record
from reference_impl.round import Round
from reference_impl.wagers import BoxWager
from regulations.errors import KitError

GOLDEN_DIR = Path(__file__).resolve().parent.parent / "golden" / "rounds"
GOLDEN_FILES = sorted(GOLDEN_DIR.glob("*.toml"))


def _load(path: Path) -> dict[str, Any]:
    return tomllib.loads(path.read_text(encoding="utf-8"))


def _play(data: dict[str, Any]) -> Round:
    rules = rules_from_mapping({"edition": data["edition"], **data.get("rules", {})})
    wagers = [
        BoxWager.of(
            int(item["box"]),
            str(item["amount"]),
            str(item.get("player", "")),
            seated=bool(item.get("seated", True)),
            side=item.get("side"),
        )
        for item in data.get("wagers", [])
    ]
    irregularities = [irregularity_from_mapping(item) for item in data.get("irregularities", [])]
    return play(
        rules,
        data["shoe"],
        wagers,
        parse_actions(data.get("decisions", "")),
        irregularities=irregularities,
    )


_HAND_FLAGS = ("blackjack", "busted", "doubled", "surrendered")
_EVENT_FIELDS = ("kind", "clause", "box", "hand", "card", "total")


def _events_in_order(events: list[dict[str, object]], wanted: list[dict[str, Any]]) -> None:
    """Each wanted event matches a later event of the round than the one before it."""
    position = 0
    for want in wanted:
        unknown = set(want) - set(_EVENT_FIELDS)
        assert not unknown, f"an expected event has no field {sorted(unknown)}"
        while position < len(events) and any(
            events[position].get(key) != value for key, value in want.items()
        ):
            position += 1
        assert position < len(events), f"no event {want} in order in {events}"
        position += 1


def test_there_are_at_least_forty_golden_rounds() -> None:
    assert len(GOLDEN_FILES) >= 40


@pytest.mark.parametrize("path", GOLDEN_FILES, ids=lambda path: path.stem)
def test_golden_round(path: Path) -> None:
    data = _load(path)
    assert data.get("why"), f"{path.name} explains its arithmetic in `why`"
    expected = data["expected"]
    error = expected.get("error")
    if error is not None:
        with pytest.raises(KitError) as raised:
            _play(data)
        message = str(raised.value)
        assert type(raised.value).__name__ == error["type"], message
        if error.get("clause"):
            assert error["clause"] in message
        if error.get("mentions"):
            assert error["mentions"] in message
        return
    game = _play(data)
    assert game.is_complete
    entries = [entry.to_dict() for entry in game.ledger.entries]
    wanted = expected.get("ledger", [])
    assert len(entries) == len(wanted), entries
    for got, written in zip(entries, wanted, strict=True):
        # `odds` and `dealer_hand` (2.18: the dealer's hand of a multiple action spot) are absent
        # unless the file states them.
        want = {"odds": None, "dealer_hand": None, **written}
        assert {key: got.get(key) for key in want} == want, got
    final = {(hand["box"], hand["hand"]): hand for hand in game.final_hands()}
    for want in expected.get("hands", []):
        got = final[(want["box"], want["hand"])]
        assert (got["cards"], got["total"]) == (want["cards"], want["total"])
        flags = [flag for flag in _HAND_FLAGS if flag in want]
        assert {flag: got[flag] for flag in flags} == {flag: want[flag] for flag in flags}, got
    if "events" in expected:
        _events_in_order([event.to_dict() for event in game.events], expected["events"])
    assert game.ledger.is_balanced()
    again = replay(to_record(game))
    assert [entry.to_dict() for entry in again.ledger.entries] == entries
