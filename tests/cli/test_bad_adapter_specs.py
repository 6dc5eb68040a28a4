"""A spec naming a game that cannot start stops every command at once: exit status 2 with the
reason, before any scenario, round or handshake, and nothing written. A good spec still runs."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from bjkit.cli import main
from suite.run.failure_cases import RoundCase

REPOSITORY = Path(__file__).resolve().parents[2]

# Each bad spec and the words of the reason it must be refused with.
BAD_SPECS = [
    pytest.param(
        "stdio:./no-such-game",
        ["'stdio:./no-such-game'", "program ./no-such-game does not exist"],
        id="stdio-missing",
    ),
    pytest.param(
        "stdio:/etc/passwd --rpc",
        ["'stdio:/etc/passwd --rpc'", "program /etc/passwd is not executable"],
        id="stdio-not-executable",
    ),
    pytest.param(
        "stdio:no-such-game-on-path --rpc",
        ["program no-such-game-on-path is not found on PATH"],
        id="stdio-not-on-path",
    ),
    pytest.param(
        "python:tests.faulty_games.games:no_such_game",
        ["'python:tests.faulty_games.games:no_such_game'", "has no attribute no_such_game"],
        id="python-no-factory",
    ),
    pytest.param(
        "python:no.such.module:f",
        ["'python:no.such.module:f'", "cannot import no.such.module: No module named 'no'"],
        id="python-no-module",
    ),
    pytest.param(
        "python:tests.faulty_games:EDITION_THAT_IS_NOT",
        ["has no attribute EDITION_THAT_IS_NOT"],
        id="python-package-no-factory",
    ),
]


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def _snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    """Every file under the folder with its bytes and modification time."""
    return {
        str(path.relative_to(folder)): (path.read_bytes(), path.stat().st_mtime_ns)
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


@pytest.fixture
def earlier_run(tmp_path: Path) -> Path:
    """A run folder holding an earlier run's outputs (their contents do not matter here, only
    that a refused run leaves them as they were) and a file of the user's."""
    folder = tmp_path / "earlier"
    (folder / "cases").mkdir(parents=True)
    (folder / "results.jsonl").write_text('{"event": "certify"}\n', "utf-8")
    (folder / "report.html").write_text("<html>the earlier report</html>", "utf-8")
    (folder / "manifest.json").write_text("{}", "utf-8")
    (folder / "cases" / "round-1.json").write_text("{}", "utf-8")
    (folder / "notes.txt").write_text("the lab's own notes", "utf-8")
    return folder


@pytest.fixture
def case_file(tmp_path: Path) -> Path:
    """A round case as a run saves it: one box, ten on it, the player stands on 19."""
    case = RoundCase(
        edition="nj-2024",
        options={},
        wagers=({"box": 1, "player": "p1", "amount": "10.00"},),
        shoe=("TS", "6D", "9C", "TD", "2H"),
        decisions=("stand",),
    )
    path = tmp_path / "round-1.json"
    path.write_text(json.dumps(case.record({}, "")), "utf-8")
    return path


def _assert_refused(status: int, out: str, err: str, reason: list[str], command: str) -> None:
    assert status == 2, out + err
    assert err.startswith(f"bjkit {command}: error: adapter spec "), err
    for words in reason:
        assert words in err, err
    # Stopped before the game was asked anything: no handshake, no round, no scenario.
    assert "handshake" not in out + err
    assert out == ""


@pytest.mark.parametrize(("spec", "reason"), BAD_SPECS)
def test_certify_refuses_the_spec_and_leaves_an_earlier_run_as_it_was(
    capsys: pytest.CaptureFixture[str], earlier_run: Path, spec: str, reason: list[str]
) -> None:
    before = _snapshot(earlier_run)
    status, out, err = _run(
        capsys, "certify", "--adapter", spec, "--clause", "2.7(a)", "--profile", "quick",
        "--workers", "1", "--out", str(earlier_run),
    )  # fmt: skip
    _assert_refused(status, out, err, reason, "certify")
    assert _snapshot(earlier_run) == before


@pytest.mark.parametrize(("spec", "reason"), BAD_SPECS)
def test_certify_creates_no_run_folder(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, spec: str, reason: list[str]
) -> None:
    status, out, err = _run(
        capsys, "certify", "--adapter", spec, "--clause", "2.7(a)", "--profile", "quick",
        "--workers", "1", "--out", str(tmp_path / "run"),
    )  # fmt: skip
    _assert_refused(status, out, err, reason, "certify")
    assert not (tmp_path / "run").exists()


@pytest.mark.parametrize(("spec", "reason"), BAD_SPECS)
def test_adapter_check_refuses_the_spec(
    capsys: pytest.CaptureFixture[str], spec: str, reason: list[str]
) -> None:
    status, out, err = _run(capsys, "adapter-check", spec, "--rounds", "5")
    _assert_refused(status, out, err, reason, "adapter-check")
    status, out, err = _run(capsys, "adapter-check", spec, "--rounds", "5", "--json")
    _assert_refused(status, out, err, reason, "adapter-check")


@pytest.mark.parametrize(("spec", "reason"), BAD_SPECS)
def test_rtp_refuses_the_spec_and_writes_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, spec: str, reason: list[str]
) -> None:
    status, out, err = _run(
        capsys, "rtp", "--adapter", spec, "--rounds", "100", "--workers", "1", "--seed", "1",
        "--out", str(tmp_path / "rtp"),
    )  # fmt: skip
    _assert_refused(status, out, err, reason, "rtp")
    assert not (tmp_path / "rtp").exists()


@pytest.mark.parametrize(("spec", "reason"), BAD_SPECS)
def test_replay_refuses_the_spec_given_or_recorded_in_the_case(
    capsys: pytest.CaptureFixture[str], case_file: Path, spec: str, reason: list[str]
) -> None:
    status, out, err = _run(capsys, "replay", str(case_file), "--adapter", spec)
    _assert_refused(status, out, err, reason, "replay")
    # A case recorded against a game that cannot start here is refused the same way.
    recorded = json.loads(case_file.read_text("utf-8"))
    recorded["adapter"] = spec
    case_file.write_text(json.dumps(recorded), "utf-8")
    status, out, err = _run(capsys, "replay", str(case_file), "--json")
    _assert_refused(status, out, err, reason, "replay")


def test_the_pytest_plugin_refuses_the_spec_before_collecting() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "features", "-p", "no:cacheprovider", "-q",
         "--adapter", "stdio:./no-such-game"],
        cwd=REPOSITORY, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == pytest.ExitCode.USAGE_ERROR, done.stdout + done.stderr
    assert "program ./no-such-game does not exist" in done.stderr
    assert "passed" not in done.stdout


# A good spec still runs, whatever its form.


def test_a_good_spec_passes_adapter_check_in_each_form(
    capsys: pytest.CaptureFixture[str],
) -> None:
    for spec in (
        "reference",
        "python:vendor_adapters.reference:ReferenceAdapter",
        f"stdio:{sys.executable} -m vendor_adapters.serve reference",
    ):
        status, out, err = _run(capsys, "adapter-check", spec, "--rounds", "3")
        assert status == 0, out + err
        assert f"adapter-check {spec}" in out


def test_a_program_in_the_current_folder_is_found_by_its_relative_path(tmp_path: Path) -> None:
    game = tmp_path / "game"
    game.write_text(f"#!/bin/sh\nexec {sys.executable} -m vendor_adapters.serve reference\n")
    game.chmod(game.stat().st_mode | stat.S_IXUSR)
    done = subprocess.run(
        [sys.executable, "-m", "bjkit", "adapter-check", "stdio:./game", "--rounds", "3"],
        cwd=tmp_path, capture_output=True, text=True, timeout=120, check=False,
        env={**os.environ, "PYTHONPATH": str(REPOSITORY)},
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    # Named without ./ it is looked up on PATH, as a shell does, and the fix is named.
    done = subprocess.run(
        [sys.executable, "-m", "bjkit", "adapter-check", "stdio:game", "--rounds", "3"],
        cwd=tmp_path, capture_output=True, text=True, timeout=120, check=False,
        env={**os.environ, "PYTHONPATH": str(REPOSITORY)},
    )  # fmt: skip
    assert done.returncode == 2
    assert "program game is not found on PATH; the current folder has one: write ./game" in (
        done.stderr
    )


def test_a_good_spec_replays_and_verifies_returns(
    capsys: pytest.CaptureFixture[str], case_file: Path, tmp_path: Path
) -> None:
    status, out, err = _run(capsys, "replay", str(case_file), "--adapter", "reference")
    assert status == 0, out + err
    assert "the game settles this round as the reference engine does" in out
    status, out, err = _run(
        capsys, "rtp", "--adapter", "reference", "--rounds", "200", "--workers", "1",
        "--seed", "1", "--wager", "same-suit", "--out", str(tmp_path / "rtp"), "--no-progress",
    )  # fmt: skip
    assert status == 0, out + err
    assert (tmp_path / "rtp" / "rtp.json").is_file()


def test_a_good_spec_certifies(tmp_path: Path) -> None:
    # The reference engine named as a vendor names a Python adapter, so that its spec is checked.
    done = subprocess.run(
        [sys.executable, "-m", "bjkit", "certify", "--adapter",
         "python:vendor_adapters.reference:ReferenceAdapter", "--clause", "2.7(a)",
         "--profile", "ci", "--workers", "1", "--out", str(tmp_path / "run")],
        cwd=REPOSITORY, capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    assert (tmp_path / "run" / "report.html").is_file()


def test_a_program_in_the_vendors_folder_is_certified_from_there(tmp_path: Path) -> None:
    """`bjkit certify --adapter stdio:./game` run from the vendor's folder plays that game,
    started in that folder, although the features run in a child process from the kit's own."""
    game = tmp_path / "game"
    # The game writes where it was started, so that the test sees the folder, not just a pass.
    game.write_text(
        "#!/bin/sh\npwd > started-in.txt\n"
        f"exec {sys.executable} -m vendor_adapters.serve reference\n"
    )
    game.chmod(game.stat().st_mode | stat.S_IXUSR)
    done = subprocess.run(
        [sys.executable, "-m", "bjkit", "certify", "--adapter", "stdio:./game",
         "--clause", "2.7(a)", "--profile", "ci", "--workers", "1", "--out", "run"],
        cwd=tmp_path, capture_output=True, text=True, timeout=600, check=False,
        env={**os.environ, "PYTHONPATH": str(REPOSITORY)},
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    assert (tmp_path / "run" / "report.html").is_file()
    assert (tmp_path / "started-in.txt").read_text().strip() == str(tmp_path.resolve())
