"""Issue 26, part 9: the commands say things one way. A house option has one flag, the same in
`round`, `rules`, `par` and `rtp`, and means what `--house OPTION=VALUE` means; an unknown
edition is refused with one sentence by every command; `bjkit rtp` states its figures as the par
sheets do and warns when its interval is too wide; long runs show the time taken and left."""

from __future__ import annotations

import argparse
import json
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from bjkit.cli import build_parser, main
from bjkit.commands.common import known_edition, option_flag
from bjkit.feature_run import Progress
from bjkit.progress_time import duration, elapsed_and_left
from bjkit.rtp.detection import missed_at
from reference_impl.catalog import OPTIONS, rules_from_mapping
from reference_impl.par import par_sheet
from regulations.errors import KitError
from reports.par_text import par_text

TABLE_COMMANDS = ("round", "rules", "par", "rtp")
ROUND = ("round", "--bet", "1=10", "--shoe", "6S 7D 5H 9C TC 2C 3C", "--decisions", "double")


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def _parser_of(command: str) -> argparse.ArgumentParser:
    subparsers = next(
        action
        for action in build_parser()._actions
        if isinstance(action, argparse._SubParsersAction)
    )
    parser: argparse.ArgumentParser = subparsers.choices[command]
    return parser


def _flags(command: str) -> set[str]:
    return {flag for action in _parser_of(command)._actions for flag in action.option_strings}


# One spelling per house option ------------------------------------------------------------


@pytest.mark.parametrize("command", TABLE_COMMANDS)
def test_every_table_command_takes_every_house_option_by_one_flag_and_house(
    command: str,
) -> None:
    flags = _flags(command)
    assert {"--edition", "--rules", "--house"} <= flags
    for spec in OPTIONS:
        if spec.name != "edition":
            assert option_flag(spec.name) in flags, (command, spec.name)


def test_the_shoe_option_is_shoe_kind_everywhere_and_round_keeps_shoe_for_its_cards() -> None:
    assert option_flag("shoe") == "--shoe-kind"
    assert option_flag("hole_card") == "--hole-card"
    for command in TABLE_COMMANDS:
        assert "--shoe-kind" in _flags(command)
    round_shoe = next(a for a in _parser_of("round")._actions if "--shoe" in a.option_strings)
    assert round_shoe.dest == "shoe"


def test_rules_lists_each_option_by_the_flag_the_commands_take(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = _run(capsys, "rules")
    assert status == 0
    assert "\n--shoe-kind  [13:69F-2.2(c)" in out and "\n--shoe  [" not in out
    assert "\n--hole-card  [13:69F-2.6(h)" in out and "(--house hole_card=VALUE)" in out
    status, out, _ = _run(capsys, "rules", "--json")
    rows = {row["option"]: row for row in json.loads(out)["options"]}
    assert rows["shoe"]["flag"] == "--shoe-kind"
    assert rows["max_splits"]["flag"] == "--max-splits"


@pytest.mark.parametrize(
    ("flag", "house"),
    [
        (("--hole-card", "face-down"), "hole_card=face-down"),
        (("--decks", "2"), "decks=2"),
        (("--shoe-kind", "double"), "shoe=double"),
        (("--surrender", "true"), "surrender=true"),
    ],
)
def test_a_round_is_the_same_with_the_flag_or_house(
    capsys: pytest.CaptureFixture[str], flag: tuple[str, str], house: str
) -> None:
    status, by_flag, _ = _run(capsys, *ROUND, *flag, "--json")
    assert status == 0
    status, by_house, _ = _run(capsys, *ROUND, "--house", house, "--json")
    assert status == 0
    assert json.loads(by_flag) == json.loads(by_house)
    name, _, value = house.partition("=")
    assert str(json.loads(by_house)["rules"][name]).lower() == value


def test_round_takes_a_rules_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    rules = tmp_path / "table.toml"
    rules.write_text(
        'description = "two decks, face down"\nedition = "nj-2004"\n'
        '[house]\ndecks = 2\nhole_card = "face-down"\n',
        encoding="utf-8",
    )
    status, out, _ = _run(capsys, *ROUND, "--rules", str(rules), "--json")
    assert status == 0
    report = json.loads(out)
    assert (report["rules"]["edition"], report["rules"]["decks"]) == ("nj-2004", 2)
    assert report["rules"]["hole_card"] == "face-down"


def test_par_is_the_same_with_the_flag_or_house(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["par", "same-suit", "--decks", "1", "--table", "4", "--json"]) == 0
    by_flag = json.loads(capsys.readouterr().out)
    assert main(["par", "same-suit", "--house", "decks=1", "--table", "4", "--json"]) == 0
    by_house = json.loads(capsys.readouterr().out)
    assert by_flag == by_house
    assert by_flag[0]["decks"] == 1


def test_rules_shows_the_table_the_flags_set(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "rules", "--decks", "1", "--house", "hole_card=face-up", "--json")
    assert status == 0
    data = json.loads(out)
    rows = {row["option"]: row for row in data["options"]}
    assert (rows["decks"]["default"], rows["decks"]["value"]) == (6, 1)
    assert (rows["hole_card"]["default"], rows["hole_card"]["value"]) == ("no-hole-card", "face-up")
    same_suit = next(row for row in data["side_wagers"] if row["offering"] == "same-suit")
    assert same_suit["pay_tables"]["decks"] == 1
    status, out, _ = _run(capsys, "rules", "--decks", "1")
    assert "default: 6    at this table: 1" in out
    assert "pay tables at 1 deck (--side-wager-pay-tables same-suit:OPTION)" in out


@pytest.mark.parametrize("command", [("round", *ROUND[1:]), ("par", "same-suit"), ("rules",)])
def test_an_option_given_twice_is_refused(
    capsys: pytest.CaptureFixture[str], command: tuple[str, ...]
) -> None:
    status, _, err = _run(capsys, *command, "--decks", "2", "--house", "decks=1")
    assert status == 2
    assert "--decks 2 and --house decks=1 both set decks: give it once" in err


def test_the_edition_is_not_a_house_option(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = _run(capsys, *ROUND, "--house", "edition=nj-1996")
    assert status == 2
    assert "--house edition=nj-1996: the edition is not a house option; give it with --edition" in (
        err
    )


def test_a_bad_value_is_refused_with_the_same_words_by_flag_or_house(
    capsys: pytest.CaptureFixture[str],
) -> None:
    _, _, by_flag = _run(capsys, *ROUND, "--hole-card", "sideways")
    _, _, by_house = _run(capsys, *ROUND, "--house", "hole_card=sideways")
    assert by_flag == by_house
    assert "'sideways' is not one of no-hole-card, face-down" in by_flag


# One sentence for an unknown edition -------------------------------------------------------

UNKNOWN = "nj-1999"


def _expected_sentence() -> str:
    with pytest.raises(KitError) as refused:
        known_edition(UNKNOWN)
    return str(refused.value)


@pytest.mark.parametrize(
    "argv",
    [
        ("show", "2.7(a)", "--edition", UNKNOWN),
        ("round", "--edition", UNKNOWN, "--bet", "1=10", "--shoe", "6S 7D 5H 9C TC"),
        ("round", "--edition", UNKNOWN, "--rules", "configs/card-reader.toml"),
        ("rules", "--edition", UNKNOWN),
        ("rules", "--offerings", "--edition", UNKNOWN),
        ("par", "same-suit", "--edition", UNKNOWN),
        ("par", "all", "--edition", UNKNOWN),
        ("rtp", "--edition", UNKNOWN, "--rounds", "10", "--workers", "1", "--no-progress"),
        ("certify", "--edition", UNKNOWN),
        ("certify", "--edition", UNKNOWN, "--rules", "configs/card-reader.toml"),
        ("coverage", "--edition", UNKNOWN),
        ("editions", UNKNOWN),
        ("diff", UNKNOWN, "nj-2024"),
        ("diff", "nj-2024", UNKNOWN),
        ("impact", UNKNOWN),
    ],
)
def test_every_command_refuses_an_unknown_edition_with_one_sentence(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, argv: tuple[str, ...]
) -> None:
    extra = ("--out", str(tmp_path / "out")) if argv[0] in ("rtp", "certify") else ()
    status, _, err = _run(capsys, *argv, *extra)
    assert status == 2
    assert err == f"bjkit {argv[0]}: error: {_expected_sentence()}\n"
    assert not (tmp_path / "out").exists()  # refused before anything ran or was written


def test_the_sentence_names_the_edition_asked_and_the_editions_known() -> None:
    sentence = _expected_sentence()
    assert sentence.startswith(f"unknown edition '{UNKNOWN}': the corpus has ")
    for name in ("nj-1996", "nj-2004", "nj-2024", "nj-2024+bet-the-set"):
        assert name in sentence


def test_editions_lists_the_editions_named(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "editions", "nj-2004", "--json")
    assert status == 0
    assert [e["name"] for e in json.loads(out)["editions"]] == ["nj-2004"]
    status, out, _ = _run(capsys, "editions", "--json")
    assert len(json.loads(out)["editions"]) >= 4


# bjkit rtp in the par sheets' words ----------------------------------------------------------


def _rtp(capsys: pytest.CaptureFixture[str], out: Path, *argv: str) -> tuple[int, str, Any]:
    status, printed, _ = _run(
        capsys, "rtp", "--out", str(out), "--workers", "1", "--seed", "7", *argv
    )
    return status, printed, json.loads((out / "rtp.json").read_text(encoding="utf-8"))


def test_rtp_gives_the_par_sheets_figures_word_for_word_and_the_observed_ones(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, printed, summary = _rtp(
        capsys, tmp_path, "--wager", "same-suit", "--rounds", "2000", "--no-progress"
    )
    assert status == 0
    sheet = par_sheet(
        "same-suit", rules_from_mapping({"edition": "nj-2024", "side_wagers": "same-suit"})
    )
    par_line = "house edge 0.3710 % (exactly 15/4043); return to player 99.6290 %"
    assert par_line in par_text(sheet)  # what `bjkit par same-suit` prints
    assert f"        par sheet: {par_line}\n" in printed
    (wager,) = summary["wagers"]
    # rtp.json keeps the observed return to six places: its percent has the four printed.
    observed = Decimal(wager["observed_return"])
    edge, back = f"{-observed * 100:.4f}", f"{(1 + observed) * 100:.4f}"
    assert f"        observed:  house edge {edge} %; return to player {back} %, " in printed
    assert (wager["observed_house_edge_percent"], wager["observed_return_to_player_percent"]) == (
        edge,
        back,
    )
    low, high = wager["return_to_player_interval_percent"]
    assert f"inside the interval {low} % to {high} % (the par sheet's at significance 0.001)" in (
        printed
    )
    assert (wager["par_house_edge"], wager["par_house_edge_percent"]) == ("15/4043", "0.3710")
    assert wager["par_return_to_player_percent"] == "99.6290"
    # The interval of the return to player is the par sheet's return plus the net interval.
    assert Fraction(low) == (1 + Fraction(wager["interval"][0])) * 100


def test_rtp_warns_when_the_interval_is_too_wide_naming_the_rounds_it_needs(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    sheet = par_sheet(
        "over-13", rules_from_mapping({"edition": "nj-2024", "side_wagers": "over-under-13"})
    )
    (missed,) = missed_at(sheet, 100)
    needed = missed.test_rounds
    assert needed is not None and 100 < needed < 200
    status, printed, summary = _rtp(
        capsys, tmp_path / "few", "--wager", "over-13", "--rounds", "100", "--no-progress"
    )
    assert status == 0
    assert (
        "warning: at 100 rounds the interval is too wide for the return alone to catch a "
        f"pay-table line paid one unit less; catching every line that way needs {needed:,} "
        f"rounds (--rounds {needed}):"
    ) in printed
    assert f"  total more than 13: {needed:,} rounds; the round-by-round comparison" in printed
    (wager,) = summary["wagers"]
    assert [item["outcome"] for item in wager["interval_too_wide_for"]] == ["total more than 13"]
    status, printed, summary = _rtp(
        capsys, tmp_path / "enough", "--wager", "over-13", "--rounds", "200", "--no-progress"
    )
    assert status == 0 and "warning:" not in printed
    assert summary["wagers"][0]["interval_too_wide_for"] == []


def test_rtp_refuses_a_bad_table_before_it_starts_the_game(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    started = tmp_path / "started"
    game = tmp_path / "game.sh"
    game.write_text(f"#!/bin/sh\ntouch {started}\n", encoding="utf-8")
    game.chmod(0o755)
    status, _, err = _run(
        capsys, "rtp", "--adapter", f"stdio:{game}", "--decks", "nine",
        "--out", str(tmp_path / "out"), "--no-progress",
    )  # fmt: skip
    assert status == 2
    assert "decks: 'nine' is not a whole number" in err
    assert not started.exists() and not (tmp_path / "out").exists()


# Time taken and time left --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("elapsed", "done", "total", "shown"),
    [
        (72, 1, 4, "elapsed 1m12s, about 4m left"),  # 3 x 72 s = 3.6 min
        (5, 0, 10, "elapsed 5s"),  # nothing done yet: no estimate
        (20, 10, 12, "elapsed 20s, about 5s left"),  # 4 s rounds up to 5 s
        (30, 1, 3, "elapsed 30s, about 1m left"),
        (600, 1, 10, "elapsed 10m00s, about 1h30m left"),
        (582, 653, 653, "elapsed 9m42s"),  # done: no estimate
    ],
)
def test_elapsed_and_left(elapsed: float, done: int, total: int, shown: str) -> None:
    assert elapsed_and_left(elapsed, done, total) == shown


def test_the_time_left_leaves_out_the_start_up() -> None:
    # 70 s elapsed, of which the 2 scenarios done took the last 10 s: 8 left take about 40 s.
    assert elapsed_and_left(70, 2, 10, working=10) == "elapsed 1m10s, about 40s left"


def test_durations() -> None:
    assert [duration(s) for s in (0, 59.9, 60, 3599, 3600, 7500)] == [
        "0s", "59s", "1m00s", "59m59s", "1h00m", "2h05m"
    ]  # fmt: skip


def test_certify_progress_line_shows_the_time_taken_and_left() -> None:
    progress = Progress(started=100.0)
    progress.collected = {f"s{n}": [f"2.{n}(a)"] for n in range(4)}
    progress.finished = {"s0": "pass"}
    line = progress.line(now=172.0)
    assert line == (
        "[   1/   4 scenarios] clauses done 1/4; failures so far 0; verdicts: 1 pass; "
        "elapsed 1m12s, about 4m left"
    )
    # Once the scenarios are collected, the time left counts from then: 3 x 12 s.
    progress.collected_at = 160.0
    assert progress.line(now=172.0).endswith("elapsed 1m12s, about 40s left")


def test_rtp_progress_lines_show_the_time_taken_and_left(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, printed, _ = _rtp(capsys, tmp_path, "--wager", "under-13", "--rounds", "10001")
    assert status == 0
    lines = [line for line in printed.splitlines() if line.startswith("  shards ")]
    assert [line.split(";")[0] for line in lines] == [
        "  shards 1/3 (under-13 #0)",
        "  shards 2/3 (under-13 #1)",
        "  shards 3/3 (under-13 #2)",
    ]
    assert all("; elapsed " in line for line in lines)
    assert "left" in lines[0] and "left" not in lines[-1]
