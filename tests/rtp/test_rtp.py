"""`bjkit rtp`: the reference passes, a game with one wrong cell fails the pay-table clause with
the seed that reproduces it, and the figures are the same however the shards are spread."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from bjkit.cli import main
from bjkit.rtp.plan import RTP_ROUNDS
from bjkit.rtp.verdicts import detection_rounds, judge
from reference_impl.catalog import rules_from_mapping
from reference_impl.par import par_sheet
from reference_impl.side_wagers.additional_2_17 import tables as printed

GAMES = "python:tests.rtp.wrong_cell_games"


def _rtp(out: Path, *arguments: str) -> tuple[int, dict[str, Any]]:
    status = main(["rtp", "--out", str(out), "--no-progress", *arguments])
    summary = json.loads((out / "rtp.json").read_text()) if (out / "rtp.json").exists() else {}
    return status, summary


def _figures(summary: dict[str, Any]) -> list[tuple[Any, ...]]:
    return [
        (
            item["wager"],
            item["rounds"],
            item["observed_return"],
            item["verdict"],
            json.dumps(item["results"], sort_keys=True),
        )
        for item in summary["wagers"]
    ]


def test_the_reference_passes_every_wager_it_declares(tmp_path: Path) -> None:
    status, summary = _rtp(tmp_path, "--rounds", "4000", "--seed", "11", "--workers", "2")
    assert status == 0
    verdicts = {item["wager"]: item["verdict"] for item in summary["wagers"]}
    assert verdicts == dict.fromkeys(
        ["over-13", "under-13", "same-suit", "sevens", "buster"], "pass"
    )
    assert all(item["mismatches"] == 0 for item in summary["wagers"])


def test_a_wrong_cell_fails_its_pay_table_clause_with_the_seed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, summary = _rtp(
        tmp_path,
        "--adapter",
        f"{GAMES}:king_queen_at_4_to_1",
        "--wager",
        "same-suit",
        "--rounds",
        "5000",
        "--seed",
        "5",
        "--workers",
        "1",
    )
    assert status == 1
    (same_suit,) = summary["wagers"]
    assert same_suit["verdict"] == "fail"
    assert same_suit["clause"] == "13:69F-2.17(e)2"
    assert same_suit["mismatches"] > 0
    assert "expected win at 5 to 1" in same_suit["failing_rounds"][0]["differences"][0]
    printed = capsys.readouterr().out
    assert "--seed 5" in printed and "--wager same-suit" in printed
    first = same_suit["failing_rounds"][0]
    where = f"{first['shard']}:{first['round']}"
    assert f"--show-round {where}" in printed
    assert main(["rtp", "--seed", "5", "--wager", "same-suit", "--show-round", where]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["shoe"] == first["shoe"]
    assert shown["decisions"] == first["decisions"]


def test_the_return_test_alone_fails_a_return_outside_the_interval() -> None:
    """Without any round compared: a net that is 2 to 1 instead of 3 to 1 on every suited pair
    over 20,000 rounds lies far outside the interval; the par sheet's own mean lies inside."""
    rules = rules_from_mapping({"edition": "nj-2024", "decks": 6, "side_wagers": "same-suit"})
    sheet = par_sheet("same-suit", rules)
    rounds = 20_000
    suited = sheet.line("any other two cards of one suit").probability
    expected = sheet.expected_return * rounds
    wrong = expected - suited * rounds  # each such win paid one unit less
    for net, verdict in ((expected, "pass"), (wrong, "fail")):
        result = judge(
            sheet,
            "13:69F-2.17(e)2",
            rounds=rounds,
            net=Decimal(net.numerator) / Decimal(net.denominator),
            stake=Decimal(1),
            mismatches=0,
            errors=0,
        )
        assert result.verdict == verdict, result


def test_one_worker_and_two_give_the_same_figures(tmp_path: Path) -> None:
    arguments = ("--wager", "buster", "--wager", "sevens", "--rounds", "6000", "--seed", "21")
    _, one = _rtp(tmp_path / "one", *arguments, "--workers", "1")
    _, two = _rtp(tmp_path / "two", *arguments, "--workers", "2")
    assert _figures(one) == _figures(two)
    _, other_seed = _rtp(tmp_path / "other", *arguments[:-1], "22", "--workers", "2")
    assert _figures(other_seed) != _figures(one)


def test_the_shards_on_a_dask_cluster_give_the_same_figures(tmp_path: Path) -> None:
    distributed = pytest.importorskip("distributed")
    arguments = ("--wager", "over-13", "--rounds", "10000", "--seed", "4")
    _, local = _rtp(tmp_path / "local", *arguments, "--workers", "2")
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster:
        status, remote = _rtp(
            tmp_path / "cluster", *arguments, "--cluster", cluster.scheduler_address
        )
    assert status == 0
    assert remote["cluster"].startswith("tcp://")
    assert _figures(remote) == _figures(local)


def test_no_scheduler_at_the_address_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("distributed")
    status = main(
        [
            "rtp",
            "--out",
            str(tmp_path),
            "--wager",
            "over-13",
            "--rounds",
            "10",
            "--cluster",
            "tcp://127.0.0.1:9",
            "--cluster-timeout",
            "2",
            "--no-progress",
        ]
    )
    assert status == 2
    assert "no Dask scheduler answers there" in capsys.readouterr().err


def test_results_are_written_shard_by_shard(tmp_path: Path) -> None:
    _rtp(tmp_path, "--wager", "under-13", "--rounds", "12000", "--seed", "1", "--workers", "1")
    events = [json.loads(line) for line in (tmp_path / "results.jsonl").read_text().splitlines()]
    assert [event["event"] for event in events] == ["rtp", "shard", "shard", "shard", "finished"]
    assert [event["played"] for event in events[1:4]] == [5000, 5000, 2000]


_ROWS = {
    "king and queen of one suit": "king-and-queen",
    "any other two cards of one suit": "any-two-cards",
}


def _same_suit_wrong_cell_rounds(decks: int = 6, option: str = "1") -> tuple[int, str]:
    """The return test's rounds to detect the worst single wrong cell of the same-suit table at
    `decks` decks and `option`: each cell paid at the nearest odds another option prints for its
    row. Returns the rounds and the cell it is for."""
    rules = rules_from_mapping(
        {
            "edition": "nj-2024",
            "decks": decks,
            "side_wagers": "same-suit",
            "side_wager_pay_tables": f"same-suit:{option}",
        }
    )
    sheet = par_sheet("same-suit", rules)
    tables, _ = printed.same_suit("nj-2024")
    worst: tuple[int, str] = (0, "")
    for line in sheet.lines:
        row = _ROWS.get(line.outcome)
        if row is None:
            continue
        others = {
            cells[row].ratio for name, cells in tables[decks].items() if str(name) != option
        } - {line.net}
        if not others:
            continue
        nearest = min(others, key=lambda odds: abs(odds - line.net))
        rounds = detection_rounds(sheet, (line.net - nearest) * line.probability)
        cell = f"{line.outcome} paid {nearest} to 1 instead of {line.pays}"
        worst = max(worst, (rounds, cell))
    return worst


def test_the_certify_profile_plays_enough_rounds_to_catch_a_wrong_same_suit_cell() -> None:
    """The certify profile's default is the return test's figure for the same-suit wager of the
    default table (six decks, option 1) with one cell paid at the odds another option prints for
    the same row: the wrong cell a game configured for the wrong option shows, the largest over
    both cells."""
    needed, cell = _same_suit_wrong_cell_rounds()
    assert "king and queen" in cell
    assert needed <= RTP_ROUNDS["certify"] < needed + 10_000


def test_the_par_sheet_says_what_a_round_nets() -> None:
    """The return test's mean is the sheet's: 5 to 1 and 3 to 1 over 311 cards for option 1."""
    rules = rules_from_mapping({"edition": "nj-2024", "decks": 6, "side_wagers": "same-suit"})
    sheet = par_sheet("same-suit", rules)
    king_queen = Fraction(4 * 2 * 6 * 6, 312 * 311)
    other = Fraction(77, 311) - king_queen
    assert sheet.expected_return == 5 * king_queen + 3 * other - (1 - Fraction(77, 311))


def test_a_run_stopped_by_sigterm_writes_the_figures_of_the_shards_done(tmp_path: Path) -> None:
    command = [
        sys.executable,
        "-m",
        "bjkit",
        "rtp",
        "--out",
        str(tmp_path),
        "--wager",
        "over-13",
        "--rounds",
        "200000",
        "--seed",
        "2",
        "--workers",
        "2",
    ]
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    log = tmp_path / "results.jsonl"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if log.exists() and '"event": "shard"' in log.read_text():
            break
        time.sleep(0.2)
    child.send_signal(signal.SIGTERM)
    output, _ = child.communicate(timeout=120)
    assert child.returncode == 3, output
    assert "INCOMPLETE" in output
    summary = json.loads((tmp_path / "rtp.json").read_text())
    assert summary["complete"] is False
    (over,) = summary["wagers"]
    assert over["verdict"] == "error"
    assert 0 < over["rounds"] < 200_000
    assert "stopped after" in " ".join(over["reasons"])


def test_a_game_that_fails_mid_run_is_an_error_and_the_run_goes_on(tmp_path: Path) -> None:
    status, summary = _rtp(
        tmp_path,
        "--adapter",
        f"{GAMES}:crashes_after_one_batch",
        "--wager",
        "over-13",
        "--rounds",
        "10000",
        "--seed",
        "1",
        "--workers",
        "1",
    )
    assert status == 1
    (over,) = summary["wagers"]
    assert over["verdict"] == "error"
    assert over["rounds"] == 2_000  # the first batch of each shard, the game opened again
    assert [item["error"] for item in over["shard_errors"]] == [
        "the game raised RuntimeError: the game's table server went away"
    ] * 2
