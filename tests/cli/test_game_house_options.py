"""A house option of another game that its rules do not allow, or that the game does not have,
is the user's error, refused before the run names the option and the clause (exit 2), never a
failure of the game under test (issue 30)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

import pytest

from bjkit.cli import main
from vendor_adapters.games.craps import ReferenceCrapsGame
from vendor_adapters.protocol import Handshake

REPOSITORY = Path(__file__).resolve().parents[2]
FEATURE_3_3 = REPOSITORY / "features" / "baccarat-punto-banco" / "3.03-payout-odds-vigorish.feature"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        # 3.3(b): "a winning tie bet shall be paid off ... at odds of at least 8 to 1".
        (
            ["--game", "baccarat-punto-banco", "--house", "tie_odds=7:1"],
            "tie_odds=7 to 1: a winning tie bet pays at least 8 to 1 [19:47-3.3(b)]",
        ),
        (
            ["--game", "craps", "--house", "horn_high_area=maybe"],
            "horn_high_area=maybe: True or False [19:47-1.2(a)20]",
        ),
        (["--game", "craps", "--house", "no_such=1"], "'no_such' is not a house option"),
        (["--game", "craps", "--rules", "configs/x.toml"], "a rules file holds a blackjack"),
    ],
)
def test_certify_refuses_another_games_bad_table_before_it_runs(
    argv: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["certify", *argv, "--out", str(tmp_path / "run")]) == 2
    assert message in capsys.readouterr().err
    assert not (tmp_path / "run" / "results.jsonl").exists()


def test_the_pytest_plugin_refuses_it_as_a_usage_error() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "features", "-p", "no:cacheprovider", "-q",
         "--game", "baccarat-punto-banco", "--house", "vigorish_percent=6"],
        cwd=REPOSITORY, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == pytest.ExitCode.USAGE_ERROR, done.stdout + done.stderr
    assert "[19:47-3.3(c)]" in done.stderr
    assert "passed" not in done.stdout


def test_a_tie_posted_as_w_colon_s_is_read_by_the_steps_as_the_game_reads_it() -> None:
    # "9:1" is how `--house` spells the odds; the game reads it as 9 to 1, and so do the steps.
    done = subprocess.run(
        [sys.executable, "-m", "pytest", str(FEATURE_3_3), "-p", "no:cacheprovider", "-q",
         "--game", "baccarat-punto-banco", "--house", "tie_odds=9:1", "-m", "not property"],
        cwd=REPOSITORY, capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]


class _CrapsOf14(ReferenceCrapsGame):
    def handshake(self, *, protocol: str, kit: Mapping[str, str]) -> Handshake:
        return {**super().handshake(protocol=protocol, kit=kit), "protocol": "1.4"}


def craps_of_protocol_1_4() -> ReferenceCrapsGame:
    """A craps adapter that says it speaks 1.4, before games other than blackjack."""
    return _CrapsOf14()


def test_a_game_is_not_certified_from_an_adapter_older_than_the_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    spec = "python:tests.cli.test_game_house_options:craps_of_protocol_1_4"
    assert main(["certify", "--adapter", spec, "--out", str(tmp_path / "run")]) == 2
    assert "speaks protocol 1.4; craps is played from protocol 1.5 on" in capsys.readouterr().err
