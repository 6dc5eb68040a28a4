"""A game that plays a rule at every table declares it (`plays:OPTION=VALUE`), and the kit shows
it as it is: certified at its own table, or the deviation named once, citing the clause."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bjkit.cli import main
from vendor_adapters.capabilities import is_known_capability
from vendor_adapters.declared_plays import declared_plays, table_conflicts

SURRENDER = "python:tests.real_engines.declares_plays:surrender_always"
UNLIMITED = "python:tests.real_engines.declares_plays:unlimited_splits"


def test_a_declaration_is_read_against_the_catalog() -> None:
    allowed, unlimited, unknown = declared_plays(
        ["plays:surrender=true", "plays:max_splits=unlimited", "plays:dealer_peeks=always", "split"]
    )
    assert (allowed.option, allowed.value, allowed.allowed) == ("surrender", "true", True)
    assert not unlimited.allowed and unlimited.clause == "2.11(c)1, 2.11(e)"
    assert unlimited.message() == (
        "the game declares it plays max_splits=unlimited (plays:max_splits=unlimited), which no "
        "value of max_splits allows (2.11(c)1, 2.11(e): 1 | 2 | 3)"
    )
    assert not unknown.allowed and "not a house option of the kit" in unknown.message()
    assert is_known_capability("plays:max_splits=unlimited")
    assert table_conflicts([allowed], {"surrender": True}) == []
    (conflict,) = table_conflicts([allowed], {"surrender": False})
    assert conflict.endswith("certify it at its own table, --house surrender=true")


def test_a_game_that_always_offers_surrender_is_certified_at_that_table_only(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run"
    assert main(["certify", "--adapter", SURRENDER, "--out", str(out)]) == 2
    error = capsys.readouterr().err
    assert "the game plays surrender=true at every table (plays:surrender=true)" in error
    assert "this run's table has surrender=False" in error
    assert "--house surrender=true" in error
    assert not out.exists()


def test_a_game_that_splits_without_limit_is_reported_as_it_declares(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run"
    status = main(
        [
            "certify",
            "--adapter",
            UNLIMITED,
            "--profile",
            "quick",
            "--clause",
            "13:69F-2.11(e)",
            "--out",
            str(out),
        ]
    )
    printed = capsys.readouterr().out
    assert status in (0, 1)
    assert "declared by the game: the game declares it plays max_splits=unlimited" in printed
    results = json.loads((out / "results.json").read_text(encoding="utf-8"))
    notices = {n["kind"]: n["message"] for n in results["notices"]}
    assert "2.11(c)1, 2.11(e): 1 | 2 | 3" in notices["declared by the game"]
    assert "declared by the game" in (out / "report.html").read_text(encoding="utf-8")
