"""`bjkit report DIR`: write a run folder's report again from its results.jsonl.

A run appends every verdict to results.jsonl as it is reached. When the run was killed, or the
machine or the adapter died before `bjkit certify` could write the report, this renders what was
written: results.json, report.html and junit.xml, plainly marked incomplete with the scenarios
that never ran, and a new manifest.json (signed with --sign).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from regulations.errors import KitError
from reports.manifest import key_id
from reports.outputs import RESULTS_FILE, append_sign_off, write_outputs
from reports.results import read_events
from reports.sign_off import add_sign_off_arguments, sign_off_of
from reports.summary import exit_status, summary_lines

__all__ = ["register"]


def _run(args: argparse.Namespace) -> int:
    folder = Path(args.folder)
    if not (folder / RESULTS_FILE).is_file():
        raise KitError(f"{folder}: no {RESULTS_FILE} here; give the folder a run wrote (--out)")
    events, _ = read_events(folder / RESULTS_FILE)
    if not any(e.get("event") in ("certify", "run") for e in events):
        raise KitError(
            f"{folder / RESULTS_FILE}: not the results of a run (no line says what was run); "
            "it holds nothing a report could be made of"
        )
    sign_off = sign_off_of(args)  # a bad sign-off file stops here, with nothing written
    if args.sign:
        key_id(Path(args.sign))  # and so does a key that cannot sign
    if sign_off is not None:
        append_sign_off(folder, sign_off)  # over the run's own, in the run's log
    outputs = write_outputs(folder, sign_key=Path(args.sign) if args.sign else None)
    for line in summary_lines(outputs.results):
        print(line)
    print(f"\nreport: {outputs.report_html}")
    print(f"results: {outputs.results_json}, {outputs.junit_xml}; manifest: {outputs.manifest}")
    return exit_status(outputs.results)


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "report",
        help="write a run's report again from its results.jsonl (a killed run too)",
        description="Render results.json, report.html, junit.xml and manifest.json of a run "
        "folder from its results.jsonl; a run that did not finish is marked incomplete. Exit "
        "0: passed; 1: a failure, an error or an unexpected pass; 3: incomplete.",
    )
    parser.add_argument("folder", metavar="DIR", help="the run folder (bjkit certify --out)")
    parser.add_argument("--sign", metavar="KEY", help="Ed25519 private key (PEM) to sign")
    add_sign_off_arguments(parser)
    parser.set_defaults(handler=_run)
