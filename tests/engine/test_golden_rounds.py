"""Every golden round file under tests/golden/rounds plays to its hand-worked ledger."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from reference_impl.actions import parse_actions
from reference_impl.catalog import rules_from_mapping
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
    return play(rules, data["shoe"], wagers, parse_actions(data.get("decisions", "")))


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
        want = {"odds": None, **written}
        assert {key: got.get(key) for key in want} == want, got
    final = {(hand["box"], hand["hand"]): hand for hand in game.final_hands()}
    for want in expected.get("hands", []):
        got = final[(want["box"], want["hand"])]
        assert (got["cards"], got["total"]) == (want["cards"], want["total"])
    assert game.ledger.is_balanced()
    again = replay(to_record(game))
    assert [entry.to_dict() for entry in again.ledger.entries] == entries
