"""The reference engine against the new edition, on the sections an amendment changed.

A Rule of an unchanged clause may hold an example resting on the changed text: when a notice
changes the amount 2.17(a) fixes, the examples of 2.17(b) and (c) stake the old amount, and the
reference engine, which reads the amount from the text, refuses them. Neither a quote nor a
review tag shows that; running the features shows it. So `bjkit impact` runs the features of the
changed sections against the reference engine in the new edition (the CI profile, a child
process, the features folder under review), and every scenario the reference does not pass is
an open item, listed with its Rule and the reason: a scenario to bring in line with the new text.
A failed row of a Scenario Outline carries its row of Examples (`example`), so that the report can
name it by its values rather than by the outline's placeholders.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bjkit.impact.outlines import Example, Template, locate, templates_by_test
from regulations.ids import parse_clause_id
from suite.features import FEATURES_DIR, feature_for_section, read_features

__all__ = ["ReferenceCheck", "ScenarioFailed", "reference_check"]

_ROOT = FEATURES_DIR.parent
_NOT_PASSED = ("fail", "error", "unexpected-pass")


@dataclass(frozen=True, slots=True, kw_only=True)
class ScenarioFailed:
    """A scenario the reference engine does not pass in the new edition."""

    feature: str
    rule: str
    scenario: str
    verdict: str
    reason: str
    # The row of a Scenario Outline's Examples this test ran: () for a scenario that is no
    # outline, or for a row the node id does not name (the report then marks the placeholders).
    example: Example = ()

    def as_record(self) -> dict[str, Any]:
        return {
            "feature": self.feature,
            "rule": self.rule,
            "scenario": self.scenario,
            "verdict": self.verdict,
            "reason": self.reason,
            "example": dict(self.example),
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class ReferenceCheck:
    """The reference engine's verdicts on the changed sections, or why they were not run."""

    edition: str
    sections: tuple[str, ...]
    command: str
    ran: bool
    passed: int
    failed: tuple[ScenarioFailed, ...]
    note: str = ""

    def open_items(self) -> int:
        return len(self.failed)

    def record(self) -> dict[str, Any]:
        return {
            "edition": self.edition,
            "sections": list(self.sections),
            "command": self.command,
            "ran": self.ran,
            "passed": self.passed,
            "note": self.note,
            "failed": [item.as_record() for item in self.failed],
            "open_items": self.open_items(),
        }

    def lines(self) -> list[str]:
        lines = [f"the reference engine against {self.edition} on {', '.join(self.sections)}"]
        if not self.ran:
            lines += [f"  not run: {self.note}", f"  to run it: {self.command}"]
        else:
            lines.append(f"  {self.passed} scenarios passed, {len(self.failed)} did not")
            for item in self.failed:
                lines.append(f"    {item.verdict.upper()} {item.rule}: {item.scenario}")
                lines.append(f"      {item.reason}")
            if self.failed:
                lines.append(
                    "  bring each in line with the new text (an amount or odds the notice "
                    "changed), then run the gate again"
                )
        lines.append(f"  open items: {self.open_items()}")
        return lines


def _feature_files(features_dir: Path, sections: Sequence[str]) -> list[Path]:
    features = read_features(features_dir)
    paths: dict[Path, None] = {}
    for section in sections:
        # A feature is filed under the section number (2.17), whichever chapter spells it.
        parsed = parse_clause_id(section)
        if parsed is None:
            continue
        for feature in feature_for_section(features, parsed.section):
            paths[feature.path] = None
    return list(paths)


def _command(edition: str, sections: Sequence[str], features_dir: Path) -> list[str]:
    clauses = [arg for section in sections for arg in ("--clause", section)]
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]
    if not features_dir.resolve().is_relative_to(_ROOT.resolve()):
        # A features folder of one's own is outside the kit, where its conftest does not reach.
        command += ["-p", "steps.plugin"]
    return [
        *command,
        "--rootdir",
        str(_ROOT),
        "-c",
        str(_ROOT / "pyproject.toml"),
        "--edition",
        edition,
        "--profile",
        "ci",
        "--adapter",
        "reference",
        *clauses,
    ]


def reference_check(
    edition: str, sections: Sequence[str], features_dir: Path = FEATURES_DIR
) -> ReferenceCheck:
    """Run the features of `sections` against the reference engine in `edition`."""
    files = _feature_files(features_dir, sections)
    shown = " ".join(f"--clause {s}" for s in sections)
    command = f"bjkit certify --edition {edition} {shown} --profile ci"

    def not_run(note: str) -> ReferenceCheck:
        return ReferenceCheck(
            edition=edition,
            sections=tuple(sections),
            command=command,
            ran=False,
            passed=0,
            failed=(),
            note=note,
        )

    if not sections:
        return not_run("the amendment changes no section")
    if not files:
        return not_run("no feature covers the sections changed")
    with tempfile.TemporaryDirectory(prefix="bjkit-reference-check-") as scratch:
        results = Path(scratch) / "results.jsonl"
        args = [
            *_command(edition, sections, features_dir),
            "--results-jsonl",
            str(results),
            "--cases-dir",
            str(Path(scratch) / "cases"),
            *(str(path) for path in files),
        ]
        finished = subprocess.run(
            args,
            cwd=_ROOT,
            env=dict(os.environ),
            capture_output=True,
            text=True,
            check=False,
        )
        if not results.is_file():
            tail = (finished.stderr or finished.stdout).strip().splitlines()[-3:]
            return not_run(f"the run wrote no results (exit {finished.returncode}): {tail}")
        records = [json.loads(line) for line in results.read_text().splitlines() if line]
    verdicts = [r for r in records if r.get("event") == "result"]
    templates = {path: templates_by_test(path) for path in files}
    failed = tuple(_failed(r, templates) for r in verdicts if r.get("verdict") in _NOT_PASSED)
    passed = sum(1 for r in verdicts if r.get("verdict") == "pass")
    return ReferenceCheck(
        edition=edition,
        sections=tuple(sections),
        command=command,
        ran=True,
        passed=passed,
        failed=failed,
    )


def _failed(result: dict[str, Any], templates: dict[Path, dict[str, Template]]) -> ScenarioFailed:
    """A result line the reference did not pass, with its outline row when it is one."""
    nodeid = str(result.get("nodeid", ""))
    feature = nodeid.split("::", 1)[0]
    found = locate(nodeid, templates)
    if found is not None and not feature:
        # A features folder outside the kit is outside pytest's rootdir: its node ids name no
        # file; the lookup of the test found which.
        feature = str(found[0])
    return ScenarioFailed(
        feature=feature,
        rule=str(result.get("rule", "")),
        scenario=str(result.get("scenario", "")),
        verdict=str(result["verdict"]),
        reason=str(result.get("message", "")),
        example=found[2] if found is not None else (),
    )
