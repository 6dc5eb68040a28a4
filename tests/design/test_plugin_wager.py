"""A wager written outside the kit's packages is one declaration every command reads (issue 28).

The first ace wager (`tests/plugin_wager/first_ace_wager`) is copied into a folder of its own
with the metadata of an installed distribution whose entry point `first-ace = first_ace_wager`
is of the group `bjkit.wagers`, and its rule text (section 2.31, `tests/plugin_wager/notice.txt`)
is applied with `bjkit amend` into a corpus folder of its own. No file of the kit is edited: each
command runs in a child process that finds the wager on its path, as a lab's would after
`pip install`.

The figures are worked out from 2.31 of the test corpus: (c) the wager wins when the player's
first card is an ace, 4 cards in 52 of a full shoe, 1/13; (d) it is paid at 10 to 1, so its
return is 1/13 x 10 - 12/13 = -2/13, a house edge of 15.3846 %.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
PLUGIN = ROOT / "tests" / "plugin_wager"
EDITION = "nj-2024+first-ace"


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The environment of a machine where the wager's distribution is installed and its notice
    applied to the corpus."""
    base = tmp_path_factory.mktemp("plugin")
    site = base / "site"
    shutil.copytree(PLUGIN / "first_ace_wager", site / "first_ace_wager")
    metadata = site / "first_ace_wager-0.1.dist-info"
    metadata.mkdir()
    (metadata / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: first-ace-wager\nVersion: 0.1\n", encoding="utf-8"
    )
    (metadata / "entry_points.txt").write_text(
        "[bjkit.wagers]\nfirst-ace = first_ace_wager\n", encoding="utf-8"
    )
    env = {**os.environ, "PYTHONPATH": str(site), "BJKIT_CORPUS": str(base / "corpus")}
    amended = _bjkit(env, "amend", str(PLUGIN / "notice.txt"), "--to", "nj-2024", "--name", EDITION)
    assert amended.returncode == 0, amended.stderr
    return env


def _bjkit(
    env: dict[str, str], *argv: str, timeout: float = 600
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bjkit", *argv],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def test_no_file_of_the_kit_names_the_wager() -> None:
    packages = ("regulations", "reference_impl", "vendor_adapters", "suite", "steps", "reports")
    named = [
        str(path.relative_to(ROOT))
        for package in (*packages, "bjkit")
        for path in (ROOT / package).rglob("*.py")
        if "first ace" in path.read_text(encoding="utf-8").lower().replace("-", " ")
        or "first_ace" in path.read_text(encoding="utf-8")
    ]
    assert named == []


def test_bjkit_round_settles_the_wager_by_its_declaration(installed: dict[str, str]) -> None:
    # (c), (d): box 1's first card is the ace of spades, so its $5 wins 10 to 1: $50.
    played = _bjkit(
        installed, "round", "--edition", EDITION, "--side-wagers", "first-ace",
        "--bet", "1=10,first-ace=5", "--shoe", "AS 9C KD 7H", "--json",
    )  # fmt: skip
    assert played.returncode == 0, played.stderr
    ledger = json.loads(played.stdout)["ledger"]
    wager = next(entry for entry in ledger if entry["kind"] == "first-ace")
    assert (wager["result"], wager["net"], wager["clause"]) == ("win", "50.00", "13:69F-2.31(d)")


def test_bjkit_par_gives_the_exact_house_edge(installed: dict[str, str]) -> None:
    sheet = _bjkit(installed, "par", "first-ace", "--edition", EDITION, "--json")
    assert sheet.returncode == 0, sheet.stderr
    (document,) = json.loads(sheet.stdout)
    assert (document["house_edge"], document["house_edge_percent"]) == ("2/13", "15.3846")
    assert [line["probability"] for line in document["lines"]] == ["1/13", "12/13"]


def test_bjkit_rtp_verifies_its_return(installed: dict[str, str], tmp_path: Path) -> None:
    run = _bjkit(
        installed, "rtp", "--adapter", "reference", "--edition", EDITION, "--wager", "first-ace",
        "--rounds", "2000", "--seed", "7", "--out", str(tmp_path / "rtp"),
    )  # fmt: skip
    assert run.returncode == 0, run.stdout + run.stderr
    assert "PASS  first-ace" in run.stdout
    assert "13:69F-2.31(d)" in run.stdout


def _certify(env: dict[str, str], out: Path, adapter: str) -> dict[str, Any]:
    run = _bjkit(
        env, "certify", "--adapter", adapter, "--edition", EDITION, "--clause", "13:69F-2.31",
        "--profile", "quick", "--seed", "1", "--out", str(out),
    )  # fmt: skip
    assert run.returncode in (0, 1), run.stdout + run.stderr
    results: dict[str, Any] = json.loads((out / "results.json").read_text(encoding="utf-8"))
    return results


def _verdicts(results: dict[str, Any]) -> dict[str, str]:
    return {
        clause["id"]: clause["verdict"]
        for clause in results["clauses"]
        if clause["id"].startswith("13:69F-2.31")
    }


def test_bjkit_certify_runs_its_features_and_steps(
    installed: dict[str, str], tmp_path: Path
) -> None:
    results = _certify(installed, tmp_path / "reference", "reference")
    # (a) by a validation, (c) and (d) by examples and properties; (b) is a person's to check.
    assert _verdicts(results) == {
        "13:69F-2.31(a)": "pass",
        "13:69F-2.31(b)": "manual",
        "13:69F-2.31(c)": "pass",
        "13:69F-2.31(d)": "pass",
    }
    assert results["findings"] == []


def test_bjkit_certify_files_a_defect_of_the_wager_under_its_clause(
    installed: dict[str, str], tmp_path: Path
) -> None:
    # A first ace paid 9 to 1, where (d) pays 10 to 1: one finding, under (d), however many of
    # the wager's scenarios see it.
    results = _certify(installed, tmp_path / "faulty", "python:first_ace_wager.faulty:paid_9_to_1")
    (finding,) = results["findings"]
    assert finding["clauses"] == ["13:69F-2.31(d)"]
    assert "expected win at 10 to 1, got win at 9 to 1" in finding["difference"]
    assert _verdicts(results)["13:69F-2.31(d)"] == "fail"


def test_bjkit_coverage_lists_its_clauses(installed: dict[str, str]) -> None:
    listed = _bjkit(installed, "coverage", "--edition", EDITION, "--json")
    assert listed.returncode == 0, listed.stderr
    (record,) = json.loads(listed.stdout)["editions"]
    quoted = {
        clause["clause"]: clause["quoted"]
        for section in record["sections"]
        for clause in section["clauses"]
        if clause["clause"].startswith("13:69F-2.31")
    }
    assert quoted == dict.fromkeys(
        ("13:69F-2.31(a)", "13:69F-2.31(b)", "13:69F-2.31(c)", "13:69F-2.31(d)"), "yes"
    )


def test_a_wager_that_cannot_be_loaded_is_named_not_a_traceback(tmp_path: Path) -> None:
    site = tmp_path / "site"
    (site / "broken_wager").mkdir(parents=True)
    (site / "broken_wager" / "__init__.py").write_text('raise RuntimeError("boom")\n')
    metadata = site / "broken_wager-0.1.dist-info"
    metadata.mkdir()
    (metadata / "METADATA").write_text("Metadata-Version: 2.1\nName: broken-wager\nVersion: 0.1\n")
    (metadata / "entry_points.txt").write_text("[bjkit.wagers]\nbroken = broken_wager\n")
    env = {**os.environ, "PYTHONPATH": str(site)}
    for command in (["par", "over-13"], ["rules"]):
        run = _bjkit(env, *command)
        assert run.returncode == 2, run.stderr
        assert "Traceback" not in run.stderr
        assert (
            f"bjkit {command[0]}: error: the entry point broken = broken_wager (bjkit.wagers) of "
            "broken-wager 0.1 cannot be imported: RuntimeError: boom"
        ) in run.stderr
