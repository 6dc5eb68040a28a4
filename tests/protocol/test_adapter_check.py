"""`bjkit adapter-check`: it passes the reference engine in process and over stdio, and fails
adapters that crash, hang or lie, with exit status 1 and the reason."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import sys
from pathlib import Path

import pytest

from bjkit.cli import main
from tests.protocol.conftest import MISBEHAVING, SERVE_REFERENCE
from vendor_adapters.adapter_check import FAIL, NOT_APPLICABLE, PASS, run_adapter_check
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession

NODE_EXAMPLE = (
    Path(__file__).resolve().parents[2]
    / "vendor_adapters"
    / "examples"
    / "node-hit-stand"
    / "adapter.js"
)


def _stdio(*command: str) -> str:
    return "stdio:" + shlex.join(command)


def test_the_reference_engine_passes_in_process() -> None:
    report = run_adapter_check(GameSession(ReferenceAdapter()), adapter="reference", rounds=80)
    failed = [item for item in report.items if item.status == FAIL]
    assert failed == []
    assert report.rounds_played == 80
    assert report.rounds_failed == 0
    statuses = {item.name: item.status for item in report.items if item.section == "capabilities"}
    assert statuses["forced-shoe"] == PASS
    assert NOT_APPLICABLE not in statuses.values()


def test_the_reference_engine_passes_over_stdio(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["adapter-check", _stdio(*SERVE_REFERENCE), "--rounds", "40", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert status == 0
    assert report["ok"] is True
    assert report["identity"]["name"] == "bjkit reference engine"
    assert report["messages_checked"] > 40 * 5


@pytest.mark.parametrize(
    ("mode", "expected"),
    [
        ("unbalanced-ledger", "ledger balance: totals.player_net is 1000.00"),
        ("card-not-in-shoe", "is not among the cards dealt"),
        ("accepts-illegal", "was accepted"),
        ("logs-on-stdout", "adapter error (not-json) in start_round"),
        ("exit-mid-round", "exited with status 3"),
        ("malformed-ledger", "adapter error (schema) in outcome"),
    ],
)
def test_a_misbehaving_adapter_fails_with_the_reason(
    mode: str, expected: str, capsys: pytest.CaptureFixture[str]
) -> None:
    spec = _stdio(sys.executable, str(MISBEHAVING), mode)
    status = main(["adapter-check", spec, "--rounds", "6", "--timeout", "5"])
    out = capsys.readouterr().out
    assert status == 1
    assert expected in out
    assert out.rstrip().splitlines()[-1].startswith("FAIL:")


def test_an_adapter_that_hangs_fails_within_the_time_limit(
    capsys: pytest.CaptureFixture[str],
) -> None:
    spec = _stdio(sys.executable, str(MISBEHAVING), "never-answers")
    status = main(["adapter-check", spec, "--rounds", "2", "--timeout", "2"])
    out = capsys.readouterr().out
    assert status == 1
    assert "adapter error (timeout) in deal: no answer within 2 s" in out
    assert "the engine is stuck" in out  # the adapter's stderr is shown


def test_an_adapter_that_offers_decisions_after_the_end_fails(
    capsys: pytest.CaptureFixture[str],
) -> None:
    spec = _stdio(sys.executable, str(MISBEHAVING), "offers-after-end")
    assert main(["adapter-check", spec, "--rounds", "4", "--timeout", "5"]) == 1
    assert "FAIL" in capsys.readouterr().out


def test_an_unknown_adapter_spec_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["adapter-check", "grpc:localhost:50051"]) == 2
    assert "is not one of: reference, python:package.module:factory" in capsys.readouterr().err


def test_the_node_example_passes_and_its_missing_capabilities_are_not_applicable(
    capsys: pytest.CaptureFixture[str],
) -> None:
    node = shutil.which("node")
    if node is None:
        if os.environ.get("CI"):
            pytest.fail("node is on every machine of this kind; CI must have it")
        pytest.skip("node is not installed")
    spec = _stdio(node, str(NODE_EXAMPLE))
    status = main(["adapter-check", spec, "--rounds", "60", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert status == 0, report
    statuses = {i["name"]: i["status"] for i in report["items"] if i["section"] == "capabilities"}
    assert statuses["hole-card:no-hole-card"] == PASS
    for missing in ("double", "split", "insurance", "surrender", "hole-card:face-up"):
        assert statuses[missing] == NOT_APPLICABLE
    tables = [i["name"] for i in report["items"] if i["section"] == "tables"]
    assert tables == ["nj-1996 no-hole-card", "nj-2004 no-hole-card", "nj-2024 no-hole-card"]
