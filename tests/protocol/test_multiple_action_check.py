"""`bjkit adapter-check` and multiple action blackjack (19:47-2.18, protocol 1.4): a game that
declares `multiple-action` plays stacked and random rounds in step with the reference engine and
must refuse what 2.18 forbids; games of the tests' own that get one thing wrong fail there, and
only there; a game that does not declare it is never asked."""

from __future__ import annotations

import json
from collections.abc import Sequence
from decimal import Decimal
from typing import Any

import pytest

from bjkit.cli import main
from tests.protocol.test_multiple_action import GameOfProtocol13
from vendor_adapters.adapter_check import FAIL, INFO, NOT_APPLICABLE, PASS, run_adapter_check
from vendor_adapters.multiple_action_rounds import MULTIPLE_ACTION_ROUNDS
from vendor_adapters.protocol import Handshake, KitInfo
from vendor_adapters.protocol import Wager as WireWager
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession

CAPABILITY = "multiple-action"
SECTION = "multiple action"


def _check(game: object, rounds: int = 4) -> Any:
    return run_adapter_check(GameSession(game), adapter="python:test", rounds=rounds)  # type: ignore[arg-type]


def _items(report: Any, section: str) -> dict[str, tuple[str, str]]:
    return {i.name: (i.status, i.detail) for i in report.items if i.section == section}


def _failed(report: Any) -> set[tuple[str, str]]:
    return {(i.section, i.name.split(" ")[0]) for i in report.items if i.status == FAIL}


def _rebalanced(outcome: dict[str, Any]) -> dict[str, Any]:
    staked = sum(Decimal(e["stake"]) for e in outcome["ledger"])
    net = sum(Decimal(e["net"]) for e in outcome["ledger"])
    outcome["totals"] = {
        "staked": f"{staked:.2f}",
        "returned": f"{staked + net:.2f}",
        "player_net": f"{net:.2f}",
    }
    return outcome


class _Wrapped:
    """The reference engine behind a wrapper that changes one thing."""

    def __init__(self) -> None:
        self._inner = ReferenceAdapter()

    def __getattr__(self, name: str) -> object:
        return getattr(self._inner, name)


class InsuranceByTheFirstHand(_Wrapped):
    """Decides every spot's insurance by the dealer's first hand, where 2.18(d) decides each by
    the dealer's hand of its spot: won on every spot when hand 1 is a blackjack, else lost."""

    def outcome(self, **params: Any) -> dict[str, Any]:
        return self._wrong(dict(self._inner.outcome(**params)))

    def play_rounds(self, **params: Any) -> dict[str, Any]:
        answer = self._inner.play_rounds(**params)
        return {
            "results": [self._wrong(dict(r)) if "ledger" in r else r for r in answer["results"]]
        }

    @staticmethod
    def _wrong(outcome: dict[str, Any]) -> dict[str, Any]:
        first = next((h for h in outcome["final_hands"] if h["box"] == 0 and h["hand"] == 1), None)
        blackjack = first is not None and first["blackjack"]
        for entry in outcome["ledger"]:
            if entry["kind"] != "insurance" or entry.get("dealer_hand", 1) == 1:
                continue
            if entry["result"] not in ("win", "lose"):
                continue
            stake = Decimal(entry["stake"])
            if blackjack:
                entry.update(result="win", odds="2 to 1", net=f"{stake * 2:.2f}")
            else:
                entry.update(result="lose", odds=None, net=f"{-stake:.2f}")
        return _rebalanced(outcome)


def insurance_by_the_first_hand() -> InsuranceByTheFirstHand:
    """The factory `python:tests.protocol.test_multiple_action_check:insurance_by_the_first_hand`
    names."""
    return InsuranceByTheFirstHand()


class InsurancePromptsWithoutTheirSpot(_Wrapped):
    """Asks insurance once a spot, but its prompts do not say which spot (2.18(d))."""

    def deal(self, **params: Any) -> Any:
        return self._strip(self._inner.deal(**params))

    def apply(self, **params: Any) -> Any:
        return self._strip(self._inner.apply(**params))

    def legal_actions(self, **params: Any) -> Any:
        return self._strip(self._inner.legal_actions(**params))

    @staticmethod
    def _strip(status: Any) -> Any:
        if status["prompt"] is not None:
            status = {
                **status,
                "prompt": {k: v for k, v in status["prompt"].items() if k != "spot"},
            }
        return status


class TakesAMainWagerAlone(_Wrapped):
    """At a multiple action table, takes a wager without a second-spot wager, playing it as if
    one of the main wager's amount had been placed, where 2.18(b) has each player make two or
    three wagers, on the first spots in turn."""

    def __init__(self) -> None:
        super().__init__()
        self._tables: set[str] = set()
        self._rounds: set[str] = set()

    def open_table(self, *, edition: str, options: dict[str, object]) -> Any:
        opened = self._inner.open_table(edition=edition, options=options)
        if options.get("side_wagers") == "multiple-action-blackjack":
            self._tables.add(opened["table"])
        return opened

    def start_round(self, *, table: str) -> Any:
        started = self._inner.start_round(table=table)
        if table in self._tables:
            self._rounds.add(started["round"])
        return started

    def place_wagers(self, *, round: str, wagers: Sequence[WireWager]) -> Any:
        if round not in self._rounds:
            return self._inner.place_wagers(round=round, wagers=wagers)
        fixed: list[WireWager] = []
        for wager in wagers:
            sides = list(wager.get("side_wagers", ()))
            if "second-spot" not in {side["kind"] for side in sides}:
                sides.append({"kind": "second-spot", "amount": wager["amount"]})
            fixed.append({**wager, "side_wagers": sides})
        return self._inner.place_wagers(round=round, wagers=fixed)


class OpensAHoleCardTable(_Wrapped):
    """Opens a multiple action table with a face-down hole card (dealing it without one), where
    2.18(e) forms each of the dealer's hands under 2.6(h)."""

    def open_table(self, *, edition: str, options: dict[str, object]) -> Any:
        if options.get("side_wagers") == "multiple-action-blackjack":
            options = {**options, "hole_card": "no-hole-card"}
        return self._inner.open_table(edition=edition, options=options)


class WithoutNoHoleCard(_Wrapped):
    """Declares multiple action but not the no-hole-card procedure 2.18(e) deals it with."""

    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake:
        answer = self._inner.handshake(protocol=protocol, kit=kit)
        answer["capabilities"] = [
            c for c in answer["capabilities"] if c != "hole-card:no-hole-card"
        ]
        return answer


class WithoutMultipleAction(_Wrapped):
    """The reference engine, declaring everything but multiple action; it records its tables."""

    def __init__(self) -> None:
        super().__init__()
        self.tables_opened: list[dict[str, object]] = []

    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake:
        answer = self._inner.handshake(protocol=protocol, kit=kit)
        answer["capabilities"] = [c for c in answer["capabilities"] if c != CAPABILITY]
        return answer

    def open_table(self, *, edition: str, options: dict[str, object]) -> Any:
        self.tables_opened.append(options)
        return self._inner.open_table(edition=edition, options=options)


# The reference engine -----------------------------------------------------------------------


def test_the_reference_engine_passes_every_multiple_action_table() -> None:
    report = _check(ReferenceAdapter(), rounds=8)
    assert report.ok, [i for i in report.items if i.status == FAIL]
    items = _items(report, SECTION)
    assert set(items) == {
        "multiple-action nj-1996 no-hole-card",
        "multiple-action nj-2004 no-hole-card",
        "multiple-action nj-2024 no-hole-card",
        "multiple-action nj-2024+bet-the-set no-hole-card",
        "multiple-action nj-1996 no-hole-card three",
    }
    assert {status for status, _ in items.values()} == {PASS}
    first = items["multiple-action nj-1996 no-hole-card"][1]
    assert f"({len(MULTIPLE_ACTION_ROUNDS)} stacked" in first
    for refusal in (
        "a main wager without a second-spot wager (1006)",
        "a third-spot wager without a second-spot wager (1006)",
        "a second-spot wager below the table minimum (1006)",
        "a table with hole_card face-down (1001)",
    ):
        assert refusal in first
    assert (
        "two wagers where the table requires three (1006)"
        in (items["multiple-action nj-1996 no-hole-card three"][1])
    )
    assert _items(report, "capabilities")[CAPABILITY][0] == PASS
    assert not any(name.startswith(CAPABILITY) for name in _items(report, "side wagers"))


def test_the_reference_engine_passes_over_stdio(served_reference: GameSession) -> None:
    report = run_adapter_check(served_reference, adapter="stdio", rounds=4)
    assert report.ok, [i for i in report.items if i.status == FAIL]
    items = _items(report, SECTION)
    assert len(items) == 5
    assert {status for status, _ in items.values()} == {PASS}


# Games that get one thing wrong -------------------------------------------------------------


def test_insurance_decided_by_the_first_hand_fails_under_2_18_d() -> None:
    report = _check(InsuranceByTheFirstHand())
    assert _failed(report) == {(SECTION, CAPABILITY), ("capabilities", CAPABILITY)}
    detail = _items(report, SECTION)["multiple-action nj-1996 no-hole-card"][1]
    # The first hand AH KD is a blackjack; spot 3's $30 wager was insured for $15 and its hand,
    # AH 8H, is not: the insurance is lost, -$15.00, not won 2 to 1.
    assert "insurance per spot against an ace, the first hand a blackjack" in detail
    assert (
        "ledger box 1 hand 1 insurance (p1) vs dealer hand 3: expected lose, stake 15.00, net "
        "-15.00, got win at 2 to 1, stake 15.00, net 30.00"
    ) in detail
    # The second hand AH KD is the blackjack: spot 2's insurance of $10 is won, +$20.00.
    assert (
        "ledger box 1 hand 1 insurance (p1) vs dealer hand 2: expected win at 2 to 1, stake "
        "10.00, net 20.00, got lose, stake 10.00, net -10.00"
    ) in detail


def test_the_command_exits_1_for_insurance_decided_by_the_first_hand(
    capsys: pytest.CaptureFixture[str],
) -> None:
    spec = "python:tests.protocol.test_multiple_action_check:insurance_by_the_first_hand"
    assert main(["adapter-check", spec, "--rounds", "4", "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    failing = {
        (i["section"], i["name"].split(" ")[0]) for i in report["items"] if i["status"] == FAIL
    }
    assert failing == {(SECTION, CAPABILITY), ("capabilities", CAPABILITY)}


def test_insurance_prompts_without_their_spot_fail() -> None:
    report = _check(InsurancePromptsWithoutTheirSpot())
    assert _failed(report) == {(SECTION, CAPABILITY), ("capabilities", CAPABILITY)}
    detail = _items(report, SECTION)["multiple-action nj-1996 no-hole-card"][1]
    assert (
        "decision 1: the game asks insurance for box 1 hand 1 (insure, no-insurance); the "
        "reference engine asks insurance for box 1 hand 1 spot 1 (insure, no-insurance)"
    ) in detail


def test_a_main_wager_taken_alone_fails_under_2_18_b() -> None:
    report = _check(TakesAMainWagerAlone())
    assert _failed(report) == {(SECTION, CAPABILITY), ("capabilities", CAPABILITY)}
    items = _items(report, SECTION)
    detail = items["multiple-action nj-1996 no-hole-card"][1]
    assert "a main wager without a second-spot wager was taken; the reference engine refuses" in (
        detail
    )
    assert "add a second-spot wager [19:47-2.18(b)]" in detail
    assert "a third-spot wager without a second-spot wager was taken" in detail
    assert items["multiple-action nj-2004 no-hole-card"][0] == PASS  # refusals asked once


def test_a_hole_card_table_opened_fails_under_2_18_e() -> None:
    report = _check(OpensAHoleCardTable())
    assert _failed(report) == {(SECTION, CAPABILITY), ("capabilities", CAPABILITY)}
    detail = _items(report, SECTION)["multiple-action nj-1996 no-hole-card"][1]
    assert "a multiple action table with hole_card face-down was opened" in detail
    assert "19:47-2.18(e); 1001" in detail


def test_multiple_action_without_the_no_hole_card_procedure_fails() -> None:
    report = _check(WithoutNoHoleCard())
    items = _items(report, SECTION)
    assert list(items) == ["multiple-action"]
    status, detail = items["multiple-action"]
    assert status == FAIL
    assert "does not declare hole-card:no-hole-card" in detail


# Games that are never asked -------------------------------------------------------------------


def test_a_game_without_the_capability_is_never_asked() -> None:
    game = WithoutMultipleAction()
    report = _check(game)
    assert report.ok, [i for i in report.items if i.status == FAIL]
    assert _items(report, SECTION) == {}
    assert _items(report, "capabilities")[CAPABILITY][0] == NOT_APPLICABLE
    assert not any(
        "multiple-action" in str(options.get("side_wagers")) for options in game.tables_opened
    )


def test_a_game_of_1_3_keeps_working() -> None:
    game = GameOfProtocol13()
    report = _check(game)
    assert report.ok, [i for i in report.items if i.status == FAIL]
    assert _items(report, SECTION) == {}
    assert _items(report, "capabilities")[CAPABILITY][0] == NOT_APPLICABLE
    later = _items(report, "handshake")["capabilities of a later protocol"]
    assert later[0] == INFO
    assert "declared under protocol 1.3" in later[1]
    assert "multiple-action" in later[1]
    assert "side-wager:buster" not in later[1]  # 1.3 gave it its meaning
    assert not any(
        "multiple-action" in str(options.get("side_wagers")) or "multiple_action_wagers" in options
        for options in game.tables_opened
    )
