"""`bjkit replay` plays the round that failed, with every wager of it, and finds the defect again.

Faulty games (tests/faulty_games), each the reference engine with one defect, are certified on
their own clause (the features under `--clause`, the ci profile), the way a lab runs them:
a blackjack paid 6 to 5, a Buster Blackjack bust paid at the wrong odds, a Free Bonus paid on
six cards, a Bet the Set pair lost where Paytable 5 pays it and Bet the Set settled after the
third card, an under 13 wager counting an ace as eleven, an additional wager larger than its main
wager accepted, a multiple action third hand dealt without a third wager, irregularities of
2.15 (a card drawn in error burned, an empty box's wager collected, a card reader that still
peeks), several of them at two boxes. Every case file the runs write is then replayed on its
game, which must report a difference (exit 1, a non-empty difference list), and on the reference
engine, which must not: the difference is the game's, and the case holds the round the
certification played (its side and spot wagers, table options, irregularities and decisions).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import shlex
import subprocess
import sys
from collections.abc import Iterator, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bjkit.commands import replay
from reference_impl.wager_model import declarations
from suite.run.failure_cases import moment_differences
from tests.faulty_games.games import FAULTY_GAMES, FaultyGame
from tests.features.detection_power import subsection
from vendor_adapters.protocol import PROTOCOL_VERSION

REPOSITORY = Path(__file__).resolve().parents[2]

GAMES = (
    "blackjack_paid_6_to_5",  # 2.7(a); some rounds at two boxes
    "buster_six_cards_12_to_1_at_table_a",  # 2.30(g): a side wager's odds
    "free_bonus_paid_at_six_cards",  # 2.30(h): a payment no wager places
    "bet_the_set_regular_pair_lost_at_paytable_5",  # 2.29(g), nj-2024+bet-the-set
    "bet_the_set_settled_after_third_card",  # 2.29(e): the moment, not the amount
    "over_under_ace_counts_eleven",  # 2.17(b)
    "side_wager_above_main_wager_accepted",  # 2.17(g)1: wagers the rules refuse
    "third_hand_dealt_without_third_wager",  # 2.18(h): multiple action spots, two boxes
    "card_drawn_in_error_burned",  # 2.15(b): an irregularity
    "empty_box_wager_collected",  # 2.15(g): an irregularity at two boxes
    "broken_reader_still_peeks",  # 2.15(k): a decision the game never asks for
)
# Spot wagers of multiple action blackjack (2.18(b)): settled as the hand's wagers, against the
# dealer's second and third hands.
SPOT_HANDS = {"second-spot": 2, "third-spot": 3}
# The Free Bonus is paid on a Buster Blackjack wager, never placed (2.30(h)).
PAID_NOT_PLACED = {"buster-free-bonus"}
# Each wager kind and the offering a table names to take it (the wager model's declarations).
OFFERING_OF = declarations()[1]


@dataclass(frozen=True)
class Run:
    game: FaultyGame
    records: list[dict[str, Any]]
    cases: list[Path]
    output: str


def _certify(game: FaultyGame, folder: Path) -> Run:
    """The features of the game's clause against it, as `pytest features` runs them for a lab."""
    done = subprocess.run(
        [
            sys.executable, "-m", "pytest", "features", "-q", "-p", "no:cacheprovider",
            "--adapter", game.spec, "--edition", game.edition, "--profile", "ci",
            "--clause", subsection(game.clause),
            "--results-jsonl", str(folder / "results.jsonl"),
            "--cases-dir", str(folder / "cases"),
        ],
        cwd=REPOSITORY,
        env={**os.environ, "PYTHONPATH": str(REPOSITORY)},
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )  # fmt: skip
    results = folder / "results.jsonl"
    lines = results.read_text("utf-8").splitlines() if results.exists() else []
    records = [json.loads(line) for line in lines]
    cases = sorted((folder / "cases").glob("*.json"))
    return Run(game, records, cases, done.stdout[-3000:] + done.stderr[-3000:])


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Run]:
    folder = tmp_path_factory.mktemp("certified")
    # Two at a time: the kit's reference machine has two cores.
    with ThreadPoolExecutor(max_workers=2) as pool:
        done = pool.map(lambda name: _certify(FAULTY_GAMES[name], folder / name), GAMES)
        return {run.game.name: run for run in done}


def _replay(case: Path, *more: str) -> tuple[int, dict[str, Any]]:
    """`bjkit replay CASE --json` in this process: its exit status and its JSON."""
    parser = argparse.ArgumentParser()
    replay.register(parser.add_subparsers())
    arguments = parser.parse_args(["replay", str(case), "--json", *more])
    shown = io.StringIO()
    with contextlib.redirect_stdout(shown):
        status = arguments.handler(arguments)
    return status, json.loads(shown.getvalue())


def _every_case(runs: Mapping[str, Run]) -> Iterator[tuple[str, Path]]:
    for name in GAMES:
        for case in runs[name].cases:
            yield name, case


def test_each_game_fails_its_clause_and_leaves_cases(runs: dict[str, Run]) -> None:
    for name in GAMES:
        run = runs[name]
        failed = [r for r in run.records if r.get("verdict") == "fail"]
        assert failed, f"{name}: no scenario of {run.game.clause} fails\n{run.output}"
        assert run.cases, f"{name}: {len(failed)} failures and no case file\n{run.output}"


def test_every_case_replays_with_a_difference_on_its_game(runs: dict[str, Run]) -> None:
    agreeing = []
    for name, case in _every_case(runs):
        status, shown = _replay(case)
        assert shown["adapter"] == FAULTY_GAMES[name].spec
        if status != 1 or not shown["differences"]:
            agreeing.append(f"{name}: {case.name} (exit {status}): {shown['game'].get('error')}")
        assert status == shown["status"]
    assert not agreeing, "replays that find no difference:\n" + "\n".join(agreeing)


def test_every_case_agrees_on_the_reference_engine(runs: dict[str, Run]) -> None:
    """The difference is the game's: the same round on the reference engine agrees, or, where
    the rules refuse the case's wagers, is refused by both sides."""
    for name, case in _every_case(runs):
        status, shown = _replay(case, "--adapter", "reference")
        if shown["reference"].get("error"):
            assert shown["reference"].get("code") == 1006, (name, case.name, shown["reference"])
            assert status == 2, (name, case.name)
        else:
            assert (status, shown["differences"]) == (0, []), (name, case.name)


def test_the_cases_keep_every_wager_and_table_option(runs: dict[str, Run]) -> None:
    """A side wager of the case is settled in the replay; a spot wager against the dealer's hand
    of its spot; the table offers every kind placed; several boxes are kept."""
    placed_kinds: set[str] = set()
    most_boxes = 0
    for name, case in _every_case(runs):
        kept = json.loads(case.read_text("utf-8"))
        offered = str(kept["options"].get("side_wagers", "")).split()
        kinds = {s["kind"] for w in kept["wagers"] for s in w.get("side_wagers", [])}
        placed_kinds |= kinds
        most_boxes = max(most_boxes, len({w["box"] for w in kept["wagers"]}))
        if not kinds:
            continue
        _, shown = _replay(case, "--adapter", "reference")
        ledger = shown["reference"].get("ledger") or shown["game"].get("ledger") or []
        settled = {entry["kind"] for entry in ledger}
        against = {entry.get("dealer_hand") for entry in ledger}
        for kind in kinds:
            assert OFFERING_OF[kind].offering in offered, (name, case.name, kind, offered)
            if kind in SPOT_HANDS:
                assert SPOT_HANDS[kind] in against, (name, case.name, kind, ledger)
            elif shown["reference"].get("error") is None:
                assert kind in settled, (name, case.name, kind, ledger)
    assert placed_kinds >= {"buster", "bet-the-set", "under-13", "over-13", "second-spot"}, (
        placed_kinds
    )
    assert not placed_kinds & PAID_NOT_PLACED
    assert most_boxes >= 2


def test_the_printed_replay_command_shows_the_side_wager(runs: dict[str, Run]) -> None:
    """The command the run prints for the Buster Blackjack failure, run as a person runs it."""
    (case,) = runs["buster_six_cards_12_to_1_at_table_a"].cases
    command = shlex.split(json.loads(case.read_text("utf-8"))["replay"])
    assert command[:2] == ["bjkit", "replay"]
    done = subprocess.run(
        [sys.executable, "-m", "bjkit", *command[1:]],
        cwd=REPOSITORY,
        env={**os.environ, "PYTHONPATH": str(REPOSITORY)},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    wagers = next(line for line in done.stdout.splitlines() if line.startswith("  wagers: "))
    assert " with buster $" in wagers
    rows = [
        line
        for line in done.stdout.splitlines()
        if line[2:].startswith("box 1 box1 hand 1 buster ")
    ]
    assert len(rows) == 1 and rows[0].startswith("!"), done.stdout
    assert "ledger box 1 hand 1 buster (box1)" in done.stdout


def test_a_decision_the_game_refuses_is_a_difference(tmp_path: Path) -> None:
    """2.15(c), the feature's round "An exposed card every player refuses is the dealer's next
    card": a game that burns the refused card never offers it to box 2, and refuses box 2's
    refusal of it; the reference engine takes it."""
    game = FAULTY_GAMES["refused_exposed_card_burned"]
    case = tmp_path / "round.json"
    round_ = {
        "edition": "nj-2024",
        "adapter": game.spec,
        "options": {"hole_card": "no-hole-card"},
        "wagers": [
            {"box": 1, "player": "box1", "amount": "10"},
            {"box": 2, "player": "box2", "amount": "10"},
        ],
        "shoe": ["TS", "9S", "6D", "7C", "8H", "QH", "9C"],
        "decisions": ["refuse-card", "refuse-card"],
        "irregularities": [{"kind": "exposed-card-drawn-in-error", "decision": 1}],
    }
    case.write_text(json.dumps(round_), encoding="utf-8")
    status, shown = _replay(case)
    assert status == 1
    assert shown["game"]["refused"]["number"] == 2
    assert shown["game"]["refused"]["box"] == 2
    assert shown["reference"]["error"] is None
    assert (
        len(shown["differences"]) == 1
        and "the game refuses decision 2" in (shown["differences"][0])
    )
    status, shown = _replay(case, "--adapter", "reference")
    assert (status, shown["differences"]) == (0, [])


def test_a_moment_is_compared_only_with_a_game_that_reports_settlements(
    runs: dict[str, Run],
) -> None:
    """Bet the Set settled after the third card (2.29(e)) differs only in its moment; a game of
    protocol 1.1, whose `pay` events do not mean 1.2's, is not held to it."""
    for case in runs["bet_the_set_settled_after_third_card"].cases:
        _, shown = _replay(case)
        game, reference = shown["game"], shown["reference"]
        assert game["protocol"] == PROTOCOL_VERSION
        found = moment_differences(game, reference)
        assert found and set(found) <= set(shown["differences"])
        assert any(" bet-the-set (" in line for line in found), found
        assert moment_differences({**game, "protocol": "1.1"}, reference) == []
        assert moment_differences({**game, "transcript": []}, reference) == []
