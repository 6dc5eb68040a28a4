"""The amendment gate as a regulator's CI runs it, on the worked notice of docs/AMENDMENTS.md:
`bjkit amend`, then `bjkit impact` red until the features are written and reviewed and the
engine rules are reviewed, then green; a game built before the amendment fails the clause the
notice changed, and the reference passes it.

The notice changes 2.17(a)'s amount ($1.00 to $5.00) and the One Seven line of 2.17(e)3 (3 to 1
to 4 to 1); see tests/amendment_notices.py.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bjkit.cli import main
from bjkit.impact.engine import engine_impact
from regulations import load_corpus
from regulations.user_corpus import CORPUS_ENV
from suite import features as feature_files
from tests.amendment_notices import SEVENS_NOTICE

NEW = "nj-2024+sevens"
ROOT = Path(__file__).resolve().parent.parent
SEVENS_FEATURE = "2.17-permissible-additional-wagers.feature"


@pytest.fixture
def amended(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> Path:
    """The notice applied to nj-2024 in a corpus folder of the test's own, and a copy of the
    kit's features for the regulator to write and review."""
    monkeypatch.setenv(CORPUS_ENV, str(tmp_path / "corpus"))
    notice = tmp_path / "sevens-and-amount.txt"
    notice.write_text(SEVENS_NOTICE, encoding="utf-8")
    assert main(["amend", str(notice), "--to", "nj-2024", "--name", NEW]) == 0
    features = tmp_path / "features"
    shutil.copytree(feature_files.FEATURES_DIR, features)
    capsys.readouterr()
    return features


def _impact(
    features: Path, capsys: pytest.CaptureFixture[str], *more: str
) -> tuple[int, dict[str, object]]:
    status = main(["impact", NEW, "--features-dir", str(features), "--json", *more])
    return status, json.loads(capsys.readouterr().out)


def test_the_gate_is_red_until_the_amendment_is_written_and_reviewed(
    amended: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, record = _impact(amended, capsys, "--no-reference-check")
    assert status == 1
    features = record["features"]
    assert isinstance(features, dict)
    # Both Rules quoting text the notice changed are stale: 2.17(a) and 2.17(e) (whose
    # paragraph 3 changed).
    assert sorted(item["clause"] for item in features["stale"]) == [
        "13:69F-2.17(a)",
        "13:69F-2.17(e)",
    ]

    assert feature_files.main(["--write", "--edition", NEW, "--features-dir", str(amended)]) == 0
    capsys.readouterr()
    status, record = _impact(amended, capsys, "--no-reference-check")
    assert status == 1
    features = record["features"]
    assert isinstance(features, dict)
    assert features["stale"] == [] and features["missing"] == []
    tags = {item["clause"]: item["tag"] for item in features["unreviewed"]}
    edition = load_corpus().edition(NEW)
    assert tags == {
        clause: f"@reviewed:{edition.clauses[clause].sha256[:12]}"
        for clause in ("13:69F-2.17(a)", "13:69F-2.17(e)")
    }

    # The person who reviewed the copied scenarios records it on each new Rule.
    path = amended / SEVENS_FEATURE
    text = path.read_text(encoding="utf-8")
    for clause, tag in tags.items():
        head = f"@clause:{clause} @edition:{NEW}"
        assert text.count(head + "\n") == 1
        text = text.replace(head + "\n", f"{head} {tag}\n")
    path.write_text(text, encoding="utf-8")
    status, record = _impact(amended, capsys, "--no-reference-check")
    features = record["features"]
    assert isinstance(features, dict)
    assert features["unreviewed"] == []
    # The engine rules citing 2.17(a) and 2.17(e) are still to be reviewed: the gate stays red.
    engine = record["engine"]
    assert isinstance(engine, dict)
    assert (
        status == 1
        and record["open_items"]
        == engine_impact(edition, load_corpus().edition("nj-2024")).open_items()
    )
    followed = {(v["clause"], v["before"], v["after"]) for v in engine["values"]}
    assert followed == {
        ("13:69F-2.17(e)3", "3 to 1", "4 to 1"),
        ("13:69F-2.17(a)", "$1.00", "$5.00"),
    }

    reviews = tmp_path / "clause_reviews.toml"
    flagged = engine["flagged"]
    assert isinstance(flagged, list)
    reviews.write_text(
        "".join(
            f'[[review]]\nfunction = "{item["function"]}"\nclause = "{touched["clause"]}"\n'
            f'sha256 = "{touched["sha256"]}"\nedition = "{NEW}"\nreviewer = "test"\n'
            'date = "2026-11-25"\nwhy = "read against the notice"\n\n'
            for item in flagged
            for touched in item["touched"]
        ),
        encoding="utf-8",
    )
    assert (
        engine_impact(edition, load_corpus().edition("nj-2024"), reviews_file=reviews).open_items()
        == 0
    )


def test_the_gate_is_red_while_the_reference_fails_an_example_resting_on_the_changed_text(
    amended: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """2.17(b)'s Rule keeps its text, but its examples stake the $1.00 that 2.17(a) fixed; the
    amended 2.17(a) fixes $5.00, so the reference refuses them. Only running the reference shows
    it, and the gate lists each such scenario."""
    assert feature_files.main(["--write", "--edition", NEW, "--features-dir", str(amended)]) == 0
    capsys.readouterr()
    status, record = _impact(amended, capsys)
    assert status == 1
    reference = record["reference"]
    assert isinstance(reference, dict)
    assert reference["ran"] is True and reference["sections"] == ["13:69F-2.17"]
    failed = {(item["rule"].split(" in ")[0], item["scenario"]) for item in reference["failed"]}
    assert ("13:69F-2.17(b)", "In 2024 an over 13 wager wins on 17") in failed
    assert ("13:69F-2.17(a)", "A 2024 same suit wager of $1.00 is taken (nj-2024+sevens)") in failed
    reasons = {item["reason"] for item in reference["failed"]}
    assert any("the wager is 5.00 in nj-2024+sevens [13:69F-2.17(a)]" in r for r in reasons)
    # One seven paid 3 to 1, as the copied example of nj-2024 expects, is 4 to 1 now.
    assert any("one seven" in item["scenario"].lower() for item in reference["failed"])


_OVER_13 = """\
    @example
    Scenario: In 2024 an over 13 wager wins on 17
      Given the dealer takes no hole card
      And the table offers the over or under 13 wager
      And box 1 wagers $10 and $1 over 13
      And the shoe deals "box 1: KS 7D; dealer: 9C 8H"
      When the round is played out
      # 17 exceeds 13 ((b)1): $1 at one to one; the main 17 against 17 is a stand-off
      Then box 1's over 13 wager wins $1 at 1 to 1 under 2.17(e)1
      And box 1's main wager is void
      And no other wager is settled
"""
_NARROWED = """\
    @example @edition:nj-2024 @edition:nj-2024+bet-the-set
    Scenario: In 2024 an over 13 wager wins on 17
      Given the dealer takes no hole card
      And the table offers the over or under 13 wager
      And box 1 wagers $10 and $1 over 13
      And the shoe deals "box 1: KS 7D; dealer: 9C 8H"
      When the round is played out
      # 17 exceeds 13 ((b)1): $1 at one to one; the main 17 against 17 is a stand-off
      Then box 1's over 13 wager wins $1 at 1 to 1 under 2.17(e)1
      And box 1's main wager is void
      And no other wager is settled

    @example @edition:nj-2024+sevens
    Scenario: An over 13 wager of the amended $5.00 wins on 17
      Given the dealer takes no hole card
      And the table offers the over or under 13 wager
      And box 1 wagers $10 and $5 over 13
      And the shoe deals "box 1: KS 7D; dealer: 9C 8H"
      When the round is played out
      # 17 exceeds 13 ((b)1): the $5.00 the amended (a) fixes, at one to one, wins $5
      Then box 1's over 13 wager wins $5 at 1 to 1 under 2.17(e)1
      And box 1's main wager is void
      And no other wager is settled
"""


def test_an_example_of_an_unchanged_rule_narrowed_to_its_editions_passes_in_each(
    amended: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """2.17(b)'s Rule is shared by nj-2024 and NEW; its example staking $1.00 is narrowed by its
    own @edition tags to the editions whose 2.17(a) fixes $1.00, and a $5.00 counterpart runs in
    NEW: each edition runs the example its text fixes, and the reference passes both."""
    assert feature_files.main(["--write", "--edition", NEW, "--features-dir", str(amended)]) == 0
    capsys.readouterr()
    path = amended / SEVENS_FEATURE
    text = path.read_text(encoding="utf-8")
    assert text.count(_OVER_13) == 1
    path.write_text(text.replace(_OVER_13, _NARROWED), encoding="utf-8")
    for edition, selected in (
        (NEW, "over_13_wager_of_the_amended"),
        ("nj-2024", "in_2024_an_over_13_wager_wins_on_17"),
    ):
        ran = _run_features(amended, edition, "reference", selected, tmp_path)
        assert ran.returncode == 0, ran.stdout[-3000:] + ran.stderr[-2000:]
        assert re.search(r"\b1 passed", ran.stdout), ran.stdout[-2000:]
    # In NEW the $1 example is not run at all: the edition whose text it rests on is not NEW's.
    ran = _run_features(amended, NEW, "reference", "in_2024_an_over_13_wager_wins_on_17", tmp_path)
    assert ran.returncode == 5 and "1 passed" not in ran.stdout  # 5: nothing collected


def _certify_sevens(
    features: Path, adapter: str, tmp_path: Path
) -> subprocess.CompletedProcess[str]:
    """The property of 2.17(e) that settles every sevens wager, against NEW."""
    return _run_features(features, NEW, adapter, "every_sevens_wager_is_settled", tmp_path)


def _run_features(
    features: Path, edition: str, adapter: str, selected: str, tmp_path: Path
) -> subprocess.CompletedProcess[str]:
    """The scenarios of the 2.17 feature of `features` that `selected` (-k) picks, in `edition`."""
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "no:cacheprovider",
            "-p",
            "steps.plugin",
            "--rootdir",
            str(ROOT),
            "-c",
            str(ROOT / "pyproject.toml"),
            str(features / SEVENS_FEATURE),
            "--edition",
            edition,
            "--profile",
            "ci",
            "--adapter",
            adapter,
            "-k",
            selected,
            "--cases-dir",
            str(tmp_path / "cases"),
            "-q",
        ],
        cwd=ROOT,
        env={**os.environ},
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )


def test_a_game_built_before_the_amendment_fails_the_changed_table(
    amended: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert feature_files.main(["--write", "--edition", NEW, "--features-dir", str(amended)]) == 0
    capsys.readouterr()
    old_game = _certify_sevens(
        amended, "python:tests.amendment_games:sevens_table_of_nj_2024", tmp_path
    )
    assert old_game.returncode == 1, old_game.stdout[-3000:] + old_game.stderr[-3000:]
    assert re.search(r"1 failed", old_game.stdout)
    # One seven on a $5.00 wager (the amended 2.17(a) amount): the amended 2.17(e)3 pays 4 to 1,
    # $20.00; the old game pays nj-2024's 3 to 1, $15.00.
    assert "2.17(e)3 requires win at 4 to 1, net 20.00 on 5.00" in old_game.stdout
    assert "the game settled win at 3 to 1, net 15.00 on 5.00" in old_game.stdout
    reference = _certify_sevens(amended, "reference", tmp_path)
    assert reference.returncode == 0, reference.stdout[-3000:]
    assert re.search(r"1 passed", reference.stdout)
