"""The run folder's outputs, all made from what the run appended to `results.jsonl`.

`write_outputs` is what `bjkit certify` does when the run ends and what `bjkit report DIR` does
for a run that was killed: results.json (checked against its schema), report.html, junit.xml,
then manifest.json over every file of the folder, and its signature when a key is given.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jsonschema

from reports.html_report import write_report
from reports.junit import write_junit
from reports.manifest import kit_fingerprint, sign_manifest, write_manifest
from reports.results import RESULTS_SCHEMA, build_results, read_events

__all__ = ["RESULTS_FILE", "RunOutputs", "write_outputs"]

RESULTS_FILE = "results.jsonl"


@dataclass(frozen=True)
class RunOutputs:
    """The results document and the files written from it."""

    results: dict[str, Any]
    results_json: Path
    report_html: Path
    junit_xml: Path
    manifest: Path
    signature: Path | None


def write_outputs(run_dir: Path, *, sign_key: Path | None = None) -> RunOutputs:
    """Write every output of `run_dir` from its results.jsonl (complete or cut short)."""
    events, problems = read_events(run_dir / RESULTS_FILE)
    results = build_results(events, problems)
    schema = json.loads(RESULTS_SCHEMA.read_text(encoding="utf-8"))
    jsonschema.Draft7Validator(schema).validate(results)
    results_json = run_dir / "results.json"
    results_json.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    report_html = write_report(results, run_dir / "report.html")
    junit_xml = write_junit(results, run_dir / "junit.xml")
    run = results["run"]
    manifest = write_manifest(
        run_dir,
        kit=kit_fingerprint(),
        adapter={"spec": run["adapter"]["spec"], **(run["adapter"]["identity"] or {})},
        run={
            "edition": run["edition"],
            "house_options": run["house_options"],
            "profile": run["profile"],
            "seed": run["seed"],
            "started": run["started"],
            "ended": run["ended"],
            "complete": results["complete"],
            "outcome": results["summary"]["outcome"],
        },
    )
    signature = sign_manifest(run_dir, sign_key) if sign_key is not None else None
    return RunOutputs(results, results_json, report_html, junit_xml, manifest, signature)
