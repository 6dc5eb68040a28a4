"""`bjkit par` never imports pytest (DESIGN.md, "Where suite tooling lives"; issue 28).

A par sheet is the engine's arithmetic over the shoe: the command that prints it must not load
the test runner, the Gherkin runner or hypothesis, which the certification suite needs and the
command does not. The command runs in a fresh interpreter, so that nothing this test process has
imported hides an import.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SUITE_MODULES = ("pytest", "_pytest", "pytest_bdd", "hypothesis")

_CHILD = """
import contextlib, io, json, sys
import bjkit.cli
out = io.StringIO()
with contextlib.redirect_stdout(out):
    status = bjkit.cli.main(["par", "over-13", "--json"])
print(json.dumps({
    "status": status,
    "sheets": json.loads(out.getvalue()),
    "loaded": sorted(m for m in %r if m in sys.modules),
}))
"""


def _run_par_in_a_fresh_interpreter() -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, "-c", _CHILD % (SUITE_MODULES,)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def test_bjkit_par_prints_its_sheet_without_importing_pytest_or_hypothesis() -> None:
    result = _run_par_in_a_fresh_interpreter()
    assert result["status"] == 0
    # The command did its work: one sheet, of the wager asked for.
    sheets = result["sheets"]
    assert isinstance(sheets, list) and len(sheets) == 1
    assert sheets[0]["wager"] == "over-13"
    assert result["loaded"] == []
