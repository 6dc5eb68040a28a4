"""`bjkit adapter-check` and side wagers (protocol 1.2): each declared `side-wager:OFFERING` is
played with its wagers placed and settled as the reference engine settles them; a game that pays
one wrongly fails, and a 1.1 game that declares none passes with them not applicable."""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

import pytest

from bjkit.cli import main
from reference_impl.wager_model import declarations
from tests.protocol.test_side_wagers import GameOfProtocol11
from vendor_adapters.adapter_check import FAIL, INFO, NOT_APPLICABLE, PASS, run_adapter_check
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession


class _SameSuitPaidEvenMoney:
    """The reference engine, but a winning same-suit wager is paid 1 to 1 whatever the pay table
    says (2.17(e)2 never pays less than 3 to 1), the ledger kept balanced; or, with `clause`,
    settled right but citing nothing."""

    def __init__(self, *, drop_clause: bool = False) -> None:
        self._inner = ReferenceAdapter()
        self._drop_clause = drop_clause

    def __getattr__(self, name: str) -> object:
        return getattr(self._inner, name)

    def outcome(self, **params: Any) -> dict[str, Any]:
        return self._wrong(dict(self._inner.outcome(**params)))

    def play_rounds(self, **params: Any) -> dict[str, Any]:
        answer = self._inner.play_rounds(**params)
        return {
            "results": [self._wrong(dict(r)) if "ledger" in r else r for r in answer["results"]]
        }

    def _wrong(self, outcome: dict[str, Any]) -> dict[str, Any]:
        for entry in outcome["ledger"]:
            if entry["kind"] != "same-suit":
                continue
            if self._drop_clause:
                entry.pop("clause", None)
            elif entry["result"] == "win":
                entry["odds"], entry["net"] = "1 to 1", entry["stake"]
        staked = sum(Decimal(e["stake"]) for e in outcome["ledger"])
        net = sum(Decimal(e["net"]) for e in outcome["ledger"])
        outcome["totals"] = {
            "staked": f"{staked:.2f}",
            "returned": f"{staked + net:.2f}",
            "player_net": f"{net:.2f}",
        }
        return outcome


def wrong_same_suit_game() -> _SameSuitPaidEvenMoney:
    """The factory `python:tests.protocol.test_side_wager_check:wrong_same_suit_game` names."""
    return _SameSuitPaidEvenMoney()


def _items(report: Any, section: str) -> dict[str, tuple[str, str]]:
    return {i.name: (i.status, i.detail) for i in report.items if i.section == section}


def test_the_reference_engine_passes_every_side_wager_it_declares() -> None:
    report = run_adapter_check(GameSession(ReferenceAdapter()), adapter="reference", rounds=12)
    assert report.ok, [i for i in report.items if i.status == FAIL]
    side = _items(report, "side wagers")
    offerings, _ = declarations()
    expected = {
        f"{offering.capability} {edition}"
        for offering in offerings.values()
        if offering.played and offering.round_variant is None  # multiple action: its own section
        for edition in offering.editions
    }
    # One table per declared edition whose text has the offering, hole-card procedures in turn.
    assert {name.rsplit(" ", 1)[0] for name in side} == expected
    assert {status for status, _ in side.values()} == {PASS}
    assert (
        "citing 13:69F-2.17, as the reference engine settles it"
        in side["side-wager:same-suit nj-2024 face-down-card-reader"][1]
    )
    capabilities = _items(report, "capabilities")
    for offering in offerings.values():
        if offering.played:
            assert capabilities[offering.capability][0] == PASS, offering.capability


def test_a_game_paying_the_same_suit_wager_wrongly_fails_there_only() -> None:
    report = run_adapter_check(
        GameSession(_SameSuitPaidEvenMoney()),  # type: ignore[arg-type]
        adapter="python:wrong",
        rounds=8,
    )
    assert not report.ok
    failed = {(i.section, i.name.split(" ")[0]) for i in report.items if i.status == FAIL}
    assert failed == {
        ("side wagers", "side-wager:same-suit"),
        ("capabilities", "side-wager:same-suit"),
    }
    detail = _items(report, "side wagers")["side-wager:same-suit nj-2024 face-down-card-reader"][1]
    assert "ledger box 1 hand 1 same-suit (p1): expected win at" in detail
    assert "got win at 1 to 1" in detail


def test_a_side_wager_entry_without_its_clause_fails() -> None:
    game = _SameSuitPaidEvenMoney(drop_clause=True)
    report = run_adapter_check(GameSession(game), adapter="python:x", rounds=4)  # type: ignore[arg-type]
    detail = _items(report, "side wagers")["side-wager:same-suit nj-1996 no-hole-card"][1]
    assert "the same-suit entry cites no clause, not a clause of 19:47-2.17" in detail


def test_the_command_exits_1_for_the_wrongly_paying_game(
    capsys: pytest.CaptureFixture[str],
) -> None:
    spec = "python:tests.protocol.test_side_wager_check:wrong_same_suit_game"
    assert main(["adapter-check", spec, "--rounds", "4", "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    failing = [i["name"] for i in report["items"] if i["status"] == FAIL]
    assert failing and all(name.startswith("side-wager:same-suit") for name in failing)


@pytest.mark.parametrize("reserved", [False, True])
def test_a_game_of_1_1_passes_with_side_wagers_not_applicable(reserved: bool) -> None:
    game = GameOfProtocol11(reserved=reserved)
    report = run_adapter_check(GameSession(game), adapter="python:1.1", rounds=12)  # type: ignore[arg-type]
    assert report.ok, [i for i in report.items if i.status == FAIL]
    assert _items(report, "side wagers") == {}
    capabilities = _items(report, "capabilities")
    assert capabilities["side-wager:same-suit"][0] == NOT_APPLICABLE
    assert not any("side_wagers" in options for options in game.tables_opened)
    later = _items(report, "handshake").get("capabilities of a later protocol")
    if reserved:
        assert later is not None and later[0] == INFO
        assert "side-wager:same-suit" in later[1]
    else:
        assert later is None
