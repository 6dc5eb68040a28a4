"""`bjkit certify`, `bjkit report`, `bjkit replay` and `bjkit verify` as a lab runs them.

Each run is a child process on a few clauses of the features with the quick profile, against a
game with a known defect (tests/faulty_games), a game that crashes, or the reference engine.
"""

from __future__ import annotations

import hashlib
import json
import os
import shlex
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from decimal import Decimal
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from reports.manifest import generate_key
from reports.results import RESULTS_SCHEMA

REPOSITORY = Path(__file__).resolve().parents[2]
SIX_TO_FIVE = "python:tests.faulty_games.games:blackjack_paid_6_to_5"
MISBEHAVING = REPOSITORY / "tests" / "protocol" / "misbehaving_adapter.py"
SCHEMA = json.loads(RESULTS_SCHEMA.read_text(encoding="utf-8"))


def _bjkit(*argv: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bjkit", *argv],
        cwd=REPOSITORY,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def _results(folder: Path) -> dict[str, Any]:
    results: dict[str, Any] = json.loads((folder / "results.json").read_text("utf-8"))
    jsonschema.Draft7Validator(SCHEMA).validate(results)
    return results


def _processes_of(folder: Path) -> list[int]:
    """Processes whose command line names the run folder: the child pytest of its run (Linux's
    /proc; elsewhere none are seen)."""
    found: list[int] = []
    if not Path("/proc").is_dir():
        return found
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                command = (entry / "cmdline").read_bytes()
            except OSError:
                continue
            if str(folder).encode() in command:
                found.append(int(entry.name))
    return found


def _replay(command: str) -> subprocess.CompletedProcess[str]:
    words = shlex.split(command)
    assert words[:2] == ["bjkit", "replay"]
    return _bjkit(*words[1:])


@pytest.fixture(scope="module")
def faulty_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, str]:
    """One signed certification of a game that pays blackjack 6 to 5, on clause 2.7(a)."""
    folder = tmp_path_factory.mktemp("faulty") / "run"
    key, _ = generate_key(tmp_path_factory.mktemp("key") / "lab.pem")
    done = _bjkit(
        "certify",
        "--adapter", SIX_TO_FIVE,
        "--clause", "2.7(a)",
        "--profile", "quick",
        "--out", str(folder),
        "--sign", str(key),
    )  # fmt: skip
    return folder, key, done.stdout + done.stderr + f"\n(exit {done.returncode})"


def test_a_faulty_game_fails_the_certification(faulty_run: tuple[Path, Path, str]) -> None:
    _, _, output = faulty_run
    assert output.endswith("(exit 1)"), output
    assert "verdict: FAIL" in output
    assert "FAIL 13:69F-2.7(a)" in output  # an nj-2024 run cites 13:69F numbers
    assert "replay: bjkit replay" in output


def test_the_failure_is_in_results_json_with_its_round(faulty_run: tuple[Path, Path, str]) -> None:
    folder, _, _ = faulty_run
    results = _results(folder)
    assert results["complete"] is True
    assert results["summary"]["outcome"] == "fail"
    clause = next(c for c in results["clauses"] if c["id"] == "13:69F-2.7(a)")
    assert clause["verdict"] == "fail"
    failed = [s for s in results["scenarios"] if s["verdict"] == "fail"]
    # The features tag 19:47-2.7(a); an nj-2024 run cites it as 13:69F (issue 26).
    assert failed and all("13:69F-2.7(a)" in s["clauses"] for s in failed)
    # 3 to 2 on $25 is $37.50; the game pays 6 to 5, $30.
    stacked = next(s for s in failed if s["scenario"].startswith("A $25 blackjack"))
    case = stacked["failure"]["case"]
    assert case["shoe"][:2] == ["AD", "6C"]
    assert [e["net"] for e in case["game"]["ledger"]] == ["30.00"]
    assert [e["net"] for e in case["reference"]["ledger"]] == ["37.50"]
    assert results["run"]["adapter"]["forced_shoe"] is True
    assert results["run"]["certification_mode"] is True


def test_the_replay_command_of_every_failure_shows_the_difference(
    faulty_run: tuple[Path, Path, str],
) -> None:
    folder, _, _ = faulty_run
    failed = [s for s in _results(folder)["scenarios"] if s["verdict"] == "fail"]
    for scenario in failed:
        replayed = _replay(scenario["failure"]["case"]["replay"])
        assert replayed.returncode == 1, replayed.stdout + replayed.stderr
        assert "6 to 5" in replayed.stdout and "3 to 2" in replayed.stdout
    # The same round on the reference engine settles as the reference does.
    command = failed[0]["failure"]["case"]["replay"].split(" --adapter ")[0]
    assert _replay(command + " --adapter reference").returncode == 0


def test_the_failure_is_a_finding_in_the_html_report(faulty_run: tuple[Path, Path, str]) -> None:
    """The letter lists the one finding (a blackjack paid 6 to 5 where 2.7(a) says 3 to 2);
    findings.html shows it with the scenarios that found it, its smallest round, both ledgers
    and its replay command, and the clause's verbatim text."""
    folder, _, _ = faulty_run
    results = _results(folder)
    assert [f["clauses"][0] for f in results["findings"]] == ["13:69F-2.7(a)"]
    html = (folder / "report.html").read_text("utf-8")
    assert "main wager: expected win at 3 to 2, got win at 6 to 5" in html
    assert 'href="findings.html#finding-F1"' in html or 'href="#finding-F1"' in html
    findings = (folder / "findings.html").read_text("utf-8")
    assert "A $25 blackjack against a dealer&#x27;s 6 is paid $37.50" in findings  # found by
    assert "bjkit replay" in findings
    # The smallest round's ledgers: its stake paid 3 to 2 by the reference, 6 to 5 by the game.
    smallest = results["findings"][0]["round"]
    stake = Decimal(smallest["wagers"][0]["amount"])
    assert f"{stake * Decimal(3) / 2:.2f}" in findings and f"{stake * 6 / 5:.2f}" in findings
    assert "If the first face up card dealt to the dealer" in findings  # 2.7(a) verbatim


def test_the_failure_is_in_junit_xml(faulty_run: tuple[Path, Path, str]) -> None:
    folder, _, _ = faulty_run
    root = ET.parse(folder / "junit.xml").getroot()
    failures = [case for case in root.iter("testcase") if case.find("failure") is not None]
    assert failures
    assert any("A $25 blackjack" in str(case.get("name")) for case in failures)
    assert int(root.get("failures", "0")) == len(failures)


def test_the_failure_is_in_the_allure_results(faulty_run: tuple[Path, Path, str]) -> None:
    folder, _, _ = faulty_run
    results = [
        json.loads(path.read_text("utf-8"))
        for path in (folder / "allure-results").glob("*-result.json")
    ]
    failed = [r for r in results if r["status"] == "failed"]
    assert any(r["name"].startswith("A $25 blackjack") for r in failed)
    labels = {(label["name"], label["value"]) for label in failed[0]["labels"]}
    assert ("epic", "nj-2024") in labels and ("story", "13:69F-2.7(a)") in labels


def test_the_signed_run_verifies_and_one_changed_byte_does_not(
    faulty_run: tuple[Path, Path, str], tmp_path: Path
) -> None:
    folder, key, _ = faulty_run
    public = f"{key}.pub"
    verified = _bjkit("verify", str(folder), "--public-key", public)
    assert verified.returncode == 0, verified.stdout
    copy = tmp_path / "copy"
    subprocess.run(["cp", "-r", str(folder), str(copy)], check=True)
    report = copy / "report.html"
    data = bytearray(report.read_bytes())
    data[100] ^= 1
    report.write_bytes(bytes(data))
    tampered = _bjkit("verify", str(copy), "--public-key", public)
    assert tampered.returncode == 1
    assert "report.html: changed" in tampered.stdout


def test_expectations_excuse_a_declared_failure(tmp_path: Path) -> None:
    expectations = tmp_path / "expectations.toml"
    # The 6 to 5 game pays on time, so 2.7(a)'s timing property passes: the expectation names
    # the scenarios that check the amount.
    amounts = [
        "A $25 blackjack against a dealer's 6 is paid $37.50",
        "A $7.50 blackjack against a dealer's 6 at a table of 50-cent chips is paid $11.25",
        "A blackjack against a dealer's 8 is paid 3 to 2 though the dealer's later cards make 21",
        "A $5 blackjack against a dealer's 9 is paid $7.50 with no hole card",
        "Every blackjack against a 2 to 9 is settled as the rules require",
        "A blackjack against a dealer's 7 is paid and its cards removed before box 1's double card",
    ]
    entries = "".join(
        f'[[expected_failure]]\nclause = "2.7(a)"\nscenario = "{name}"\n'
        'reason = "VEND-12: pays 6 to 5 by design"\n'
        for name in amounts
    )
    expectations.write_text(
        entries + '[[expected_failure]]\nclause = "2.9"\nreason = "never reached in this run"\n',
        "utf-8",
    )
    done = _bjkit(
        "certify", "--adapter", SIX_TO_FIVE, "--clause", "2.7(a)", "--profile", "quick",
        "--expectations", str(expectations), "--out", str(tmp_path / "run"),
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    results = _results(tmp_path / "run")
    verdicts = {s["verdict"] for s in results["scenarios"]}
    assert "expected failure" in verdicts and "fail" not in verdicts
    excused = next(s for s in results["scenarios"] if s["verdict"] == "expected failure")
    assert excused["expectation"]["reason"] == "VEND-12: pays 6 to 5 by design"
    assert any("matched no scenario" in n["message"] for n in results["notices"])
    assert results["run"]["expectations"]["entries"] == len(amounts) + 1


def test_an_expected_failure_that_passes_is_flagged(tmp_path: Path) -> None:
    expectations = tmp_path / "expectations.toml"
    expectations.write_text(
        '[[expected_failure]]\nclause = "2.7(a)"\nreason = "VEND-12"\n', "utf-8"
    )
    done = _bjkit(
        "certify", "--clause", "2.7(a)", "--profile", "quick",
        "--expectations", str(expectations), "--out", str(tmp_path / "run"),
    )  # fmt: skip
    assert done.returncode == 1, done.stdout + done.stderr
    assert "UNEXPECTED PASS" in done.stdout
    verdicts = {s["verdict"] for s in _results(tmp_path / "run")["scenarios"]}
    assert "unexpected pass" in verdicts and "pass" not in verdicts


def test_an_adapter_that_crashes_gives_errors_and_a_whole_report(tmp_path: Path) -> None:
    spec = f"stdio:{sys.executable} {MISBEHAVING} exit-mid-round"
    done = _bjkit(
        "certify", "--adapter", spec, "--clause", "2.10", "--profile", "quick",
        "--out", str(tmp_path / "run"), "--adapter-timeout", "5",
    )  # fmt: skip
    assert done.returncode == 1, done.stdout + done.stderr
    results = _results(tmp_path / "run")
    errors = [s for s in results["scenarios"] if s["verdict"] == "error"]
    assert errors, results["summary"]
    assert "exit" in errors[0]["message"]
    assert results["complete"] is True
    assert (tmp_path / "run" / "report.html").is_file()


def test_a_run_killed_halfway_leaves_a_partial_report(tmp_path: Path) -> None:
    folder = tmp_path / "run"
    child = subprocess.Popen(
        [sys.executable, "-m", "bjkit", "certify", "--clause", "2.11", "--clause", "2.3",
         "--profile", "ci", "--out", str(folder)],
        cwd=REPOSITORY, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        start_new_session=True,
    )  # fmt: skip
    log = folder / "results.jsonl"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if log.is_file() and log.read_text("utf-8").count('"event": "result"') >= 5:
            break
        time.sleep(0.2)
    os.killpg(child.pid, signal.SIGKILL)
    child.wait()
    # The child pytest leads a process group of its own; it dies with bjkit all the same.
    deadline = time.monotonic() + 10
    while _processes_of(folder) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not _processes_of(folder)
    assert not (folder / "report.html").exists()
    done = _bjkit("report", str(folder))
    assert done.returncode == 3, done.stdout + done.stderr
    results = _results(folder)
    assert results["complete"] is False
    assert results["summary"]["outcome"] == "incomplete"
    assert results["not_run"] and results["summary"]["finished"] >= 5
    assert "INCOMPLETE" in (folder / "report.html").read_text("utf-8")
    assert "INCOMPLETE" in done.stdout
    assert _bjkit("verify", str(folder)).returncode == 0


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--house", "max_splits=3", "--house", "boxes=7"], "2.11(e)"),
        (["--adapter", "carrier-pigeon:x"], "adapter spec"),
        (["--edition", "nj-2005"], "nj-2005"),
        (["--rules", "no-such-file.toml"], "no-such-file.toml"),
    ],
)
def test_bad_options_stop_the_run_before_it_starts(
    tmp_path: Path, argv: list[str], message: str
) -> None:
    done = _bjkit("certify", *argv, "--out", str(tmp_path / "run"))
    assert done.returncode == 2, done.stdout + done.stderr
    assert message in done.stderr
    assert not (tmp_path / "run" / "results.jsonl").exists()


@pytest.mark.parametrize("workers", [1, 2])
def test_a_game_that_never_answers_is_given_up_on_after_a_few_scenarios(
    tmp_path: Path, workers: int
) -> None:
    spec = f"stdio:{sys.executable} {MISBEHAVING} never-answers"
    done = _bjkit(
        "certify", "--adapter", spec, "--clause", "2.7(a)", "--profile", "quick",
        "--out", str(tmp_path / "run"), "--adapter-timeout", "1", "--max-adapter-errors", "2",
        "--workers", str(workers),
    )  # fmt: skip
    assert done.returncode == 1, done.stdout + done.stderr
    results = _results(tmp_path / "run")
    played = [s for s in results["scenarios"] if s["verdict"] != "manual"]
    assert played and all(s["verdict"] == "error" for s in played)
    timed_out = [s for s in played if s["message"].startswith("adapter error (timeout)")]
    gave_up = [s for s in played if s["message"].startswith("adapter error (gave up)")]
    # Each worker plays a game of its own and gives up on it after two timeouts of its own.
    assert len(timed_out) == 2 if workers == 1 else 2 <= len(timed_out) <= 2 * workers
    assert len(gave_up) == len(played) - len(timed_out)
    assert "--max-adapter-errors 2" in gave_up[0]["message"]


def test_certification_requires_a_forced_shoe_and_no_expectation_excuses_it(
    tmp_path: Path,
) -> None:
    expectations = tmp_path / "expectations.toml"
    expectations.write_text(
        '[[expected_failure]]\nclause = "2.7(a)"\nreason = "we have no forced shoe"\n', "utf-8"
    )
    done = _bjkit(
        "certify", "--adapter", "python:tests.steps.limited_game:no_forced_shoe_game",
        "--clause", "2.7(a)", "--profile", "quick", "--out", str(tmp_path / "run"),
        "--expectations", str(expectations),
    )  # fmt: skip
    assert done.returncode == 1, done.stdout + done.stderr
    results = _results(tmp_path / "run")
    played = [s for s in results["scenarios"] if s["verdict"] != "manual"]
    assert played and all(s["verdict"] == "fail" for s in played)
    assert all(
        s["message"].startswith("certification requires the capability 'forced-shoe'")
        for s in played
    )
    assert results["run"]["adapter"]["forced_shoe"] is False


def test_outside_certification_a_game_without_a_forced_shoe_is_not_applicable(
    tmp_path: Path,
) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "features/2.07-payment-of-blackjack.feature",
         "--clause", "2.7(a)", "-p", "no:cacheprovider", "-q",
         "--adapter", "python:tests.steps.limited_game:no_forced_shoe_game",
         "--results-jsonl", str(tmp_path / "results.jsonl")],
        cwd=REPOSITORY, capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout
    lines = [json.loads(line) for line in (tmp_path / "results.jsonl").read_text().splitlines()]
    verdicts = {e["verdict"] for e in lines if e["event"] == "result"}
    assert verdicts == {"not applicable", "manual"}


def test_a_rules_file_is_recorded_with_its_digest_and_shown_in_the_report(tmp_path: Path) -> None:
    rules = REPOSITORY / "configs" / "six-deck-late-surrender.toml"
    done = _bjkit(
        "certify", "--rules", str(rules), "--house", "table_minimum=5.00", "--clause", "2.7(a)",
        "--profile", "quick", "--out", str(tmp_path / "run"),
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    run = _results(tmp_path / "run")["run"]
    assert run["rules_file"]["sha256"] == hashlib.sha256(rules.read_bytes()).hexdigest()
    assert run["house_options"]["surrender"] is True
    assert run["house_options"]["table_minimum"] == "5.00"
    description = run["rules_file"]["description"]
    assert description.startswith("Atlantic City")
    assert description in (tmp_path / "run" / "report.html").read_text("utf-8")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--adapter", "python:no_such_module:create"], "cannot import no_such_module"),
        (["--clause", "2.99"], "--clause 2.99: no scenario"),
        (["--clause", "2.19"], "--clause 2.19: no scenario"),
        (["--adapter-timeout", "0"], "--adapter-timeout 0"),
        (["--profile", "ci", "--seed", "5"], "derandomized"),
        (["--sign", "README.md"], "not a PEM private key"),
        (["--house", "surrender=true", "--house", "hole_card=face-up"], "2.6(k)"),
    ],
)
def test_bad_options_leave_an_earlier_run_untouched(
    faulty_run: tuple[Path, Path, str], tmp_path: Path, argv: list[str], message: str
) -> None:
    folder = tmp_path / "earlier"
    subprocess.run(["cp", "-r", str(faulty_run[0]), str(folder)], check=True)
    before = sorted(p.name for p in folder.iterdir())
    done = _bjkit("certify", *argv, "--out", str(folder))
    assert done.returncode == 2, done.stdout + done.stderr
    assert message in done.stderr
    assert "rules file" not in done.stderr
    assert sorted(p.name for p in folder.iterdir()) == before
    assert _bjkit("verify", str(folder)).returncode == 0


def test_report_refuses_a_file_that_is_not_a_run(tmp_path: Path) -> None:
    (tmp_path / "results.jsonl").write_text("garbage\n", "utf-8")
    done = _bjkit("report", str(tmp_path))
    assert done.returncode == 2
    assert "not the results of a run" in done.stderr
    assert not (tmp_path / "report.html").exists()


def test_the_default_table_file_certifies(tmp_path: Path) -> None:
    # configs/default-table.toml writes every option out, lists and "none" included
    # (entry_restrictions = []); the run passes them to pytest in their text form.
    done = _bjkit(
        "certify", "--rules", "configs/default-table.toml", "--clause", "2.7(a)",
        "--profile", "quick", "--out", str(tmp_path / "run"),
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    assert _results(tmp_path / "run")["complete"]
