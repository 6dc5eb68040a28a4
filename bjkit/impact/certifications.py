"""Earlier certifications' part of an amendment's impact.

For each run folder `bjkit certify` wrote (results.json, or only results.jsonl when the run was
killed), against the new edition:

- the edition the run certified, its game (adapter) and table;
- the verdicts it gave that no longer hold for the new edition: a clause's verdict is invalid when
  the clause was amended or removed between the run's edition and the new one
  (`regulations.changes.changes_between`), or when a scenario it rests on checks a clause that
  was (a scenario tagged 2.17(a) checks the text of 2.17(a) with its paragraphs; a paragraph
  without scenarios of its own takes its subsection's verdict, `via` in results.json);
- the verdicts still valid;
- the clauses to run again (the new edition's ids of the clauses the invalidated scenarios
  check) and the command that runs just those against the same game and table, recorded as a
  partial re-certification of the earlier run (`bjkit certify --recertify-from RUN_DIR`).

Each run with invalidated verdicts is one open item. A clause the new edition adds has no earlier
verdict to invalidate; those are listed for information (the features' part of the impact says
which Rules they need).
"""

from __future__ import annotations

import hashlib
import json
import shlex
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bjkit.impact.engine import under
from regulations.changes import Change, changes_between, counterpart
from regulations.corpus import Corpus
from regulations.errors import KitError
from regulations.model import Edition
from reports.outputs import RESULTS_FILE
from reports.results import build_results, read_events
from steps.house_rules_file import house_item

__all__ = [
    "CertificationImpact",
    "ClauseVerdict",
    "EarlierRun",
    "RunImpact",
    "certification_impact",
    "read_run",
    "run_impact",
]


@dataclass(frozen=True, slots=True, kw_only=True)
class EarlierRun:
    """What a run folder says about the run: its edition, game, table and verdicts."""

    folder: Path
    results: Mapping[str, Any]

    @property
    def run(self) -> Mapping[str, Any]:
        info: Mapping[str, Any] = self.results["run"]
        return info

    @property
    def edition(self) -> str:
        return str(self.run["edition"])

    @property
    def adapter(self) -> str:
        return str(self.run["adapter"]["spec"])

    @property
    def started(self) -> str:
        return str(self.run.get("started") or "")

    @property
    def run_id(self) -> str:
        """A short id of the run: the sha256 of its edition, start, seed and command."""
        run = self.run
        key = json.dumps([run.get(k) for k in ("edition", "started", "seed", "command")])
        return hashlib.sha256(key.encode("utf-8")).hexdigest()[:12]

    def describe(self) -> str:
        started = self.started or "?"
        return (
            f"{self.folder} ({self.edition}, {self.adapter}, started {started}, run {self.run_id})"
        )

    def record(self) -> dict[str, str]:
        return {
            "folder": str(self.folder),
            "edition": self.edition,
            "adapter": self.adapter,
            "started": self.started,
            "run_id": self.run_id,
        }


def read_run(folder: Path) -> EarlierRun:
    """The run in `folder`: its results.json, or, for a run killed before writing it, what its
    results.jsonl holds. A folder that is not a readable run is a KitError naming the path."""
    if not folder.is_dir():
        raise KitError(f"{folder}: no such run folder (a folder `bjkit certify --out` wrote)")
    document = folder / "results.json"
    lines = folder / RESULTS_FILE
    results: Any = None
    if document.is_file():
        try:
            results = json.loads(document.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            raise KitError(f"{document}: not a readable results document: {error}") from None
    elif lines.is_file():
        events, problems = read_events(lines)
        if not any(e.get("event") in ("certify", "run") for e in events):
            raise KitError(f"{lines}: no run information; not the results of a bjkit run")
        results = build_results(events, problems)
    else:
        raise KitError(f"{folder}: neither results.json nor {RESULTS_FILE}; not a run folder")
    if not (
        isinstance(results, dict)
        and isinstance(results.get("run"), dict)
        and isinstance(results.get("clauses"), list)
        and isinstance(results.get("scenarios"), list)
    ):
        raise KitError(f"{folder}: the results lack run, clauses or scenarios")
    return EarlierRun(folder=folder, results=results)


@dataclass(frozen=True, slots=True, kw_only=True)
class ClauseVerdict:
    """A clause's verdict in the earlier run, and (when invalid) why."""

    clause: str
    verdict: str
    why: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class RunImpact:
    """One earlier run against the new edition."""

    run: EarlierRun
    new: str
    invalid: tuple[ClauseVerdict, ...]
    valid: tuple[ClauseVerdict, ...]
    rerun: tuple[str, ...]
    added: tuple[str, ...]

    def command(self) -> str:
        """The `bjkit certify` command that re-runs the clauses against the same game and table."""
        return shlex.join(
            [
                "bjkit", "certify", "--edition", self.new, "--adapter", self.run.adapter,
                *_table_arguments(self.run.run),
                *(word for clause in self.rerun for word in ("--clause", clause)),
                "--recertify-from", str(self.run.folder),
                "--out", f"{self.run.folder}-{self.new}",
            ]
        )  # fmt: skip

    def record(self) -> dict[str, Any]:
        return {
            "run": self.run.record(),
            "invalid": [_verdict(v) for v in self.invalid],
            "valid": [_verdict(v) for v in self.valid],
            "rerun": list(self.rerun),
            "added": list(self.added),
            "command": self.command() if self.rerun else None,
        }


def _verdict(verdict: ClauseVerdict) -> dict[str, str]:
    return {"clause": verdict.clause, "verdict": verdict.verdict, "why": verdict.why}


def _table_arguments(run: Mapping[str, Any]) -> list[str]:
    """--rules, --house, --expectations and --profile as the earlier run had them: read from the
    command it recorded, else from the house options it recorded."""
    arguments: list[str] = []
    try:
        words = shlex.split(str(run.get("command") or ""))
    except ValueError:
        words = []
    given: dict[str, list[str]] = {}
    for index, word in enumerate(words):
        name, equals, value = word.partition("=")
        if name in ("--rules", "--house", "--expectations"):
            if equals:
                given.setdefault(name, []).append(value)
            elif index + 1 < len(words):
                given.setdefault(name, []).append(words[index + 1])
    rules_file = run.get("rules_file") or {}
    if rules_file.get("file"):
        arguments += ["--rules", str(rules_file["file"])]
    if words:  # the options given on the command line, over the rules file's
        houses = given.get("--house", [])
    elif rules_file.get("file"):
        houses = []
    else:
        houses = [house_item(k, v) for k, v in (run.get("house_options") or {}).items()]
    for item in houses:
        arguments += ["--house", item]
    expectations = run.get("expectations") or {}
    if expectations.get("file"):
        arguments += ["--expectations", str(expectations["file"])]
    if run.get("profile"):
        arguments += ["--profile", str(run["profile"])]
    return arguments


def run_impact(run: EarlierRun, new: Edition, corpus: Corpus) -> RunImpact:
    """Which of `run`'s verdicts `new` invalidates, and what to run again (module docstring)."""
    try:
        earlier = corpus.edition(run.edition)
    except KitError as error:
        raise KitError(f"{run.folder}: the run certified {run.edition!r}: {error}") from None
    changes = changes_between(earlier, new)
    changed = changes.changed_ids()
    why_of = {}
    for change in changes.changed:
        for side in (change.before, change.after):
            if side is not None:
                for name in (side.id, *side.aliases):
                    why_of[name] = f"{change.change.value} {change.id}"
    named: dict[str, str] = {}
    for each in earlier.clauses.values():
        for name in (each.id, *each.aliases):
            named[name] = each.id

    def touched(tag: str) -> str:
        return next((why_of[name] for name in changed if under(tag, name)), "")

    scenarios = [*run.results["scenarios"], *run.results.get("not_run", [])]
    stale_tags: dict[str, set[str]] = {}  # earlier clause id -> the scenarios' changed clauses
    rerun_ids: list[str] = []
    for scenario in scenarios:
        tags = [str(t) for t in scenario.get("clauses") or []]
        reasons = [why for why in map(touched, tags) if why]
        if not reasons:
            continue
        for tag in tags:
            stale_tags.setdefault(named.get(tag, tag), set()).update(reasons)
            rerun_ids.append(tag)
    invalid: list[ClauseVerdict] = []
    valid: list[ClauseVerdict] = []
    for row in run.results["clauses"]:
        if row.get("verdict") == "not covered":
            continue
        clause, basis = str(row["id"]), str(row.get("via") or row["id"])
        reasons = sorted(
            {*([why_of[clause]] if clause in changed else []), *stale_tags.get(basis, ())}
        )
        entry = ClauseVerdict(clause=clause, verdict=str(row["verdict"]), why="; ".join(reasons))
        (invalid if reasons else valid).append(entry)
    order = {cid: index for index, cid in enumerate(new.clauses)}
    rerun: set[str] = set()
    for tag in rerun_ids:
        source = earlier.clauses.get(named.get(tag, ""))
        found = counterpart(source, new) if source is not None else None
        if found is not None:
            rerun.add(found.id)
    added = tuple(c.id for c in changes.of(Change.ADDED) if c.after and c.after.depth == 1)
    return RunImpact(
        run=run,
        new=new.name,
        invalid=tuple(invalid),
        valid=tuple(valid),
        rerun=tuple(sorted(rerun, key=lambda cid: order.get(cid, len(order)))),
        added=added,
    )


@dataclass(frozen=True, slots=True, kw_only=True)
class CertificationImpact:
    """Every earlier run given against the new edition."""

    new: str
    runs: tuple[RunImpact, ...]

    def open_items(self) -> int:
        """One per run with invalidated verdicts."""
        return sum(1 for run in self.runs if run.invalid)

    def record(self) -> dict[str, Any]:
        return {
            "edition": self.new,
            "runs": [run.record() for run in self.runs],
            "open_items": self.open_items(),
        }

    def lines(self) -> list[str]:
        lines = [f"certifications: earlier runs against {self.new}"]
        if not self.runs:
            lines.append("  no run folder given (--run RUN_DIR)")
        for run in self.runs:
            lines.append(f"  {run.run.describe()}")
            lines.append(
                f"    {len(run.invalid)} verdict(s) no longer valid, {len(run.valid)} still valid"
            )
            lines.extend(f"    INVALID {v.clause} ({v.verdict}): {v.why}" for v in run.invalid)
            if run.rerun:
                lines.append(f"    run again: {', '.join(run.rerun)}")
                lines.append(f"      {run.command()}")
            elif run.invalid:
                lines.append("    nothing to run again: the new edition removed those clauses")
            if run.added:
                lines.append(
                    f"    the new edition adds {', '.join(run.added)}: no earlier verdict speaks "
                    "for them"
                )
        lines.append(f"  open items: {self.open_items()}")
        return lines


def certification_impact(
    new: Edition, corpus: Corpus, run_dirs: Sequence[Path]
) -> CertificationImpact:
    """What `new` means for each earlier run in `run_dirs` (see the module docstring)."""
    return CertificationImpact(
        new=new.name,
        runs=tuple(run_impact(read_run(Path(folder)), new, corpus) for folder in run_dirs),
    )
