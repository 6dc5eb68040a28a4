"""The run folder's outputs, all made from what the run appended to `results.jsonl`.

`write_outputs` is what `bjkit certify` does when the run ends and what `bjkit report DIR` does
for a run that was killed: results.json (checked against its schema), the report's three pages
(report.html, findings.html, clauses.html: `reports.html_report`), junit.xml, then manifest.json
over every file of the folder, and its signature when a key is given.

The sign-off of the letter is the `certify` event's `sign_off`, with the values of every later
`sign_off` event over it, the latest last: `bjkit report DIR --lab ...` appends one
(`append_sign_off`), so the log stays append-only and a later report keeps what was signed off.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import jsonschema

from reports.html_parts import CLAUSES_PAGE, FINDINGS_PAGE, REPORT_PAGE
from reports.html_report import write_pages
from reports.junit import write_junit
from reports.manifest import key_id, kit_fingerprint, sign_manifest, write_manifest
from reports.results import RESULTS_SCHEMA, build_results, read_events
from reports.sign_off import merge_sign_offs

__all__ = ["RESULTS_FILE", "RunOutputs", "append_sign_off", "write_outputs"]

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
    findings_html: Path | None = None
    clauses_html: Path | None = None


def append_sign_off(run_dir: Path, sign_off: Mapping[str, str]) -> None:
    """Record a sign-off given after the run (`bjkit report --sign-off ...`) in results.jsonl."""
    event = {
        "event": "sign_off",
        "sign_off": dict(sign_off),
        "at": datetime.now(UTC).isoformat(timespec="seconds"),
    }
    with (run_dir / RESULTS_FILE).open("a", encoding="utf-8") as stream:
        stream.write(json.dumps(event, sort_keys=True) + "\n")


def _with_sign_off(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The events with the run's sign-off folded into its `certify` event (module docstring)."""
    later = [e.get("sign_off") for e in events if e.get("event") == "sign_off"]
    if not later:
        return events
    folded = list(events)
    for index, event in enumerate(folded):
        if event.get("event") == "certify":
            merged = merge_sign_offs([event.get("sign_off"), *later])
            folded[index] = {**event, "sign_off": merged}
            break
    return folded


def write_outputs(run_dir: Path, *, sign_key: Path | None = None) -> RunOutputs:
    """Write every output of `run_dir` from its results.jsonl (complete or cut short)."""
    events, problems = read_events(run_dir / RESULTS_FILE)
    results = build_results(_with_sign_off(events), problems)
    schema = json.loads(RESULTS_SCHEMA.read_text(encoding="utf-8"))
    jsonschema.Draft7Validator(schema).validate(results)
    results_json = run_dir / "results.json"
    results_json.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    # The letter names the key that is about to sign the manifest, which covers the pages.
    signed_by = key_id(sign_key) if sign_key is not None else None
    pages = write_pages(results, run_dir, signed_by=signed_by)
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
    return RunOutputs(
        results,
        results_json,
        pages[REPORT_PAGE],
        junit_xml,
        manifest,
        signature,
        findings_html=pages[FINDINGS_PAGE],
        clauses_html=pages[CLAUSES_PAGE],
    )
