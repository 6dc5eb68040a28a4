"""`bjkit adapter-check` and the side wagers of protocol 1.3: Buster Blackjack is played with its
stacked rounds (a blackjack against a dealer's bust in six, seven and eight cards, a box that
busts against a soft 17 the dealer must complete), its Free Bonus is checked through the Buster
rounds at a table offering both and never staked, and Bet the Set 21 is played in
nj-2024+bet-the-set. The reference engine passes; a game with one defect fails there and only
there. Each faulty game is the reference engine with one step of its round procedure overridden.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import replace
from decimal import Decimal
from typing import Any

import pytest

from bjkit.cli import main
from reference_impl.ledger import Result
from reference_impl.money import Odds
from reference_impl.procedure import RoundProcedure
from reference_impl.state import RoundState, Wager
from reference_impl.wager_model import SideBonus, SideOutcome, SideView
from tests.protocol.test_buster_bet_the_set import GameOfProtocol12
from vendor_adapters.adapter_check import FAIL, PASS, CheckReport, run_adapter_check
from vendor_adapters.protocol import Handshake, KitInfo
from vendor_adapters.protocol import Wager as WireWager
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession

BUSTER = "side-wager:buster"
FREE_BONUS = "side-wager:buster-free-bonus"
BET_THE_SET = "side-wager:bet-the-set"


class FreeBonusFromSixCards(RoundProcedure):
    """Pays the Free Bonus on a dealer's bust of six cards too, $1,000.00, as if 2.30(h)(iii) said
    "at least six cards"."""

    __slots__ = ()

    def side_outcome(self, wager: Wager, view: SideView) -> SideOutcome | None:
        outcome = super().side_outcome(wager, view)
        if (
            outcome is not None
            and outcome.result is Result.WIN
            and str(wager.kind) == "buster"
            and "buster-free-bonus" in view.rules.side_wagers
            and view.blackjack
            and view.stake >= Decimal(5)
            and len(view.dealer) == 6
        ):
            bonus = SideBonus("buster-free-bonus", Decimal("1000.00"), "2.30(i)", "6-cards")
            return replace(outcome, bonus=bonus)
        return outcome


class DealerNeverCompletes(RoundProcedure):
    """Never completes the dealer's hand for the Buster wagers (2.30(f)3): they are decided on
    the hand as 2.12 leaves it."""

    __slots__ = ()

    def complete_dealer_hand(self, state: RoundState) -> None:
        return None


class SuitedPairAtRegularOdds(RoundProcedure):
    """Pays a Bet the Set suited pair at the Regular Pair odds of pay table 2, 10 to 1, not 25."""

    __slots__ = ()

    def side_outcome(self, wager: Wager, view: SideView) -> SideOutcome | None:
        outcome = super().side_outcome(wager, view)
        if outcome is not None and outcome.line == "suited-pair":
            return replace(outcome, odds=Odds(10, 1), line="regular-pair")
        return outcome


class TakesTheFreeBonusAsAWager(ReferenceAdapter):
    """Takes a staked Free Bonus without a word (and ignores it), where 2.30(h) makes it a
    payment nobody places."""

    def place_wagers(self, *, round: str, wagers: Sequence[WireWager]) -> Any:
        kept: list[WireWager] = []
        for wager in wagers:
            sides = [s for s in wager.get("side_wagers", ()) if s["kind"] != "buster-free-bonus"]
            kept.append({**wager, "side_wagers": sides})
        return super().place_wagers(round=round, wagers=kept)


class FreeBonusWithoutBuster(ReferenceAdapter):
    """Declares the Free Bonus but not the Buster wager it is paid with."""

    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake:
        answer = super().handshake(protocol=protocol, kit=kit)
        answer["capabilities"] = [c for c in answer["capabilities"] if c != BUSTER]
        return answer


def free_bonus_from_six_cards() -> ReferenceAdapter:
    """The factory `python:tests.protocol.test_buster_check:free_bonus_from_six_cards` names."""
    return ReferenceAdapter(procedure=FreeBonusFromSixCards())


def _check(game: ReferenceAdapter, rounds: int = 8) -> CheckReport:
    return run_adapter_check(GameSession(game), adapter="python:faulty", rounds=rounds)


def _failed(report: CheckReport) -> set[tuple[str, str]]:
    return {(i.section, i.name.split(" ")[0]) for i in report.items if i.status == FAIL}


def _side(report: CheckReport) -> dict[str, tuple[str, str]]:
    return {i.name: (i.status, i.detail) for i in report.items if i.section == "side wagers"}


def test_the_reference_engine_passes_buster_its_free_bonus_and_bet_the_set() -> None:
    report = _check(ReferenceAdapter(), rounds=4)
    assert report.ok, [i for i in report.items if i.status == FAIL]
    side = _side(report)
    names = {name.rsplit(" ", 1)[0] for name in side}
    assert {
        f"{BUSTER} nj-2024",
        f"{BUSTER} nj-2024+bet-the-set",
        f"{FREE_BONUS} nj-2024",
        f"{FREE_BONUS} nj-2024+bet-the-set",
        f"{BET_THE_SET} nj-2024+bet-the-set",
    } <= names
    bonus = side[f"{FREE_BONUS} nj-2024 no-hole-card"]
    assert bonus[0] == PASS
    # The stacked blackjacks against seven and eight cards at $10 pay it; never staked.
    assert "at a table offering buster-free-bonus: paid in 2 as the reference" in bonus[1]
    assert "refused as a wager (1006)" in bonus[1]
    assert "citing 13:69F-2.30" in side[f"{BUSTER} nj-2024 no-hole-card"][1]
    assert "citing 13:69F-2.29" in side[f"{BET_THE_SET} nj-2024+bet-the-set no-hole-card"][1]


def test_a_free_bonus_paid_on_six_cards_fails_only_the_free_bonus() -> None:
    report = _check(free_bonus_from_six_cards())
    assert _failed(report) == {("side wagers", FREE_BONUS), ("capabilities", FREE_BONUS)}
    detail = _side(report)[f"{FREE_BONUS} nj-2024 no-hole-card"][1]
    # The dealer's 2C 2D 2H 2S 4C TH is 22 in six cards: no Free Bonus under 2.30(h)(iii).
    assert "a blackjack; the dealer busts in six cards" in detail
    assert (
        "ledger box 1 hand 1 buster-free-bonus (p1): expected no entry, got win, stake 0.00, "
        "net 1000.00"
    ) in detail


def test_a_game_that_does_not_complete_the_dealers_hand_fails_buster_only() -> None:
    report = _check(ReferenceAdapter(procedure=DealerNeverCompletes()))
    failed = _failed(report)
    assert ("side wagers", BUSTER) in failed
    assert failed <= {
        ("side wagers", BUSTER),
        ("side wagers", FREE_BONUS),
        ("capabilities", BUSTER),
        ("capabilities", FREE_BONUS),
    }
    detail = _side(report)[f"{BUSTER} nj-2024 no-hole-card"][1]
    assert "every player busts; the dealer's soft 17 is completed" in detail
    assert "the dealer's hand ends 6S AH; the reference engine's ends 6S AH 5C TH" in detail


def test_a_game_that_takes_the_free_bonus_as_a_wager_fails_the_free_bonus() -> None:
    report = _check(TakesTheFreeBonusAsAWager())
    assert _failed(report) == {("side wagers", FREE_BONUS), ("capabilities", FREE_BONUS)}
    detail = _side(report)[f"{FREE_BONUS} nj-2024 no-hole-card"][1]
    assert "buster-free-bonus was taken as a wager; it is paid, never placed (2.30(h))" in detail


def test_a_free_bonus_declared_without_buster_fails() -> None:
    report = _check(FreeBonusWithoutBuster(), rounds=4)
    assert _failed(report) == {("side wagers", FREE_BONUS), ("capabilities", FREE_BONUS)}
    assert "but the game does not declare side-wager:buster" in _side(report)[FREE_BONUS][1]


def test_a_suited_pair_paid_as_a_pair_fails_bet_the_set_only() -> None:
    report = _check(ReferenceAdapter(procedure=SuitedPairAtRegularOdds()))
    assert _failed(report) == {("side wagers", BET_THE_SET), ("capabilities", BET_THE_SET)}
    detail = _side(report)[f"{BET_THE_SET} nj-2024+bet-the-set no-hole-card"][1]
    # 8H 8H at pay table 2: a suited pair, 25 to 1; $1 x 25 = $25.00 (2.29(g)).
    assert "ledger box 1 hand 1 bet-the-set (p1): expected win at 25 to 1" in detail
    assert "got win at 10 to 1" in detail


def test_the_command_exits_1_for_the_free_bonus_on_six_cards(
    capsys: pytest.CaptureFixture[str],
) -> None:
    spec = "python:tests.protocol.test_buster_check:free_bonus_from_six_cards"
    assert main(["adapter-check", spec, "--rounds", "4", "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    failing = {item["name"].split(" ")[0] for item in report["items"] if item["status"] == FAIL}
    assert failing == {FREE_BONUS}


def test_a_game_of_1_2_declaring_buster_is_not_held_to_it() -> None:
    game = GameOfProtocol12()
    report = run_adapter_check(GameSession(game), adapter="python:1.2", rounds=4)  # type: ignore[arg-type]
    assert report.ok, [i for i in report.items if i.status == FAIL]
    side = {name.split(" ")[0] for name in _side(report)}
    assert side == {"side-wager:over-under-13", "side-wager:same-suit", "side-wager:sevens"}
    capabilities = {i.name: i.status for i in report.items if i.section == "capabilities"}
    assert capabilities[BUSTER] == capabilities[BET_THE_SET] == "not applicable"
    later = next(i for i in report.items if i.name == "capabilities of a later protocol")
    assert "declared under protocol 1.2" in later.detail
    assert "side-wager:bet-the-set, side-wager:buster, side-wager:buster-free-bonus" in later.detail
    assert not any("buster" in str(options.get("side_wagers")) for options in game.tables_opened)
