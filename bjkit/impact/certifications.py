# Over 500 lines: the certifications' part of an impact report is one computation.
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

A run folder given with a partial re-certification of it (another folder given, whose run
`bjkit certify --edition NEW --recertify-from RUN_DIR` wrote: its results.json, or results.jsonl,
records the earlier run's folder, matched by resolved path, and run id) has the verdicts that
re-certification gave replace its invalidated ones, clause by clause: an invalidated verdict is
re-certified when the re-certification judged the clause (the new edition's counterpart) in full:
a verdict, pass, fail or any other, with none of its scenarios left unrun ("not covered" and "not
run" are no verdicts; a killed run's clause with a fail and scenarios never run is not judged in
full). Whether those verdicts pass is the game's business, shown in the lines (FAIL) and the
record; the gate asks only what is still to be run or reviewed. The verdicts of clauses the new
edition removed cannot be re-certified and stay open. A
re-certification of another game, of another table (house options), or of another run that used
the same folder replaces nothing, and the lines say why. With several re-certifications of one
run, the latest (by start) speaks for each clause.

Each run is in one state (`RunImpact.status`):

- "open": verdicts invalidated and not re-certified remain (listed, with the command running
  just their clauses): one open item;
- "re-certified": every invalidated verdict was re-certified (`recertified_by` names the folders);
- "current": the run certified the new edition itself, so its verdicts are all current (a
  re-certification against the new edition is one);
- "valid": the new edition invalidates none of its verdicts.

A clause the new edition adds has no earlier verdict to invalidate; those are listed for
information (the features' part of the impact says which Rules they need).
"""

from __future__ import annotations

import hashlib
import json
import shlex
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from bjkit.impact.engine import under
from regulations.changes import Change, changes_between, counterpart
from regulations.corpus import Corpus
from regulations.errors import KitError
from regulations.model import Edition
from reports.outputs import RESULTS_FILE
from reports.results import FAILING_VERDICTS, build_results, read_events
from suite.run.house_rules_file import house_item

__all__ = [
    "CertificationImpact",
    "ClauseVerdict",
    "EarlierRun",
    "Recertified",
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

    @property
    def recertifies(self) -> Mapping[str, Any] | None:
        """The earlier run this one re-certifies (`bjkit certify --recertify-from`): the `from`
        of its recertification block (folder, edition, adapter, started, run_id), else None."""
        block = self.results.get("recertification")
        earlier = block.get("from") if isinstance(block, Mapping) else None
        return earlier if isinstance(earlier, Mapping) else None

    def judged(self) -> dict[str, str]:
        """The verdict of each clause this run judged in full, by the clause's id in the run's
        edition: not a clause no scenario checked ("not covered"), nor one some scenario of which
        never ran (a killed run)."""
        return {
            str(row["id"]): str(row["verdict"])
            for row in self.results["clauses"]
            if row.get("verdict") not in (None, "not covered", "not run")
            and not (row.get("counts") or {}).get("not run")
        }

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
    """A clause's verdict in the earlier run, and (when invalid) why and the new edition's id of
    the clause ("" when the new edition removed it)."""

    clause: str
    verdict: str
    why: str = ""
    now: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class Recertified:
    """An invalidated verdict of the earlier run and the verdict a re-certification of the run
    against the new edition gave the clause in its place."""

    earlier: ClauseVerdict
    verdict: str  # the re-certification's verdict on `earlier.now`
    by: Path  # the re-certification's folder

    @property
    def failing(self) -> bool:
        return self.verdict in FAILING_VERDICTS

    def record(self) -> dict[str, str]:
        return {
            **_verdict(self.earlier),
            "clause_now": self.earlier.now,
            "recertified_verdict": self.verdict,
            "by": str(self.by),
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class RunImpact:
    """One earlier run against the new edition."""

    run: EarlierRun
    new: str
    invalid: tuple[ClauseVerdict, ...]
    valid: tuple[ClauseVerdict, ...]
    rerun: tuple[
        str, ...
    ]  # the new edition's ids of every clause to run again, re-certified or not
    added: tuple[str, ...]
    recertified: tuple[Recertified, ...] = ()  # by the re-certifications given with it
    notes: tuple[str, ...] = ()  # why a re-certification of the folder given replaces nothing

    @property
    def current(self) -> bool:
        """The run certified the new edition itself: its verdicts are all current."""
        return self.run.edition == self.new

    @property
    def open(self) -> tuple[ClauseVerdict, ...]:
        """The invalidated verdicts no re-certification given replaces."""
        done = {r.earlier.clause for r in self.recertified}
        return tuple(v for v in self.invalid if v.clause not in done)

    @property
    def to_run(self) -> tuple[str, ...]:
        """The clauses still to run again: `rerun` less those re-certified."""
        done = {r.earlier.now for r in self.recertified}
        return tuple(c for c in self.rerun if c not in done)

    @property
    def recertified_by(self) -> tuple[Path, ...]:
        """The re-certifications whose verdicts replace some of this run's."""
        return tuple(dict.fromkeys(r.by for r in self.recertified))

    @property
    def status(self) -> str:
        """One of "open", "re-certified", "current" and "valid" (see the module docstring)."""
        if self.current:
            return "current"
        if self.open:
            return "open"
        return "re-certified" if self.recertified else "valid"

    def recertified_counts(self) -> dict[str, int]:
        """How many replaced verdicts the re-certifications gave of each verdict."""
        return dict(Counter(r.verdict for r in self.recertified))

    def command(self) -> str:
        """The `bjkit certify` command that re-runs the clauses still to run against the same
        game and table, into a folder that does not exist yet (not over a re-certification)."""
        out = Path(f"{self.run.folder}-{self.new}")
        number = 1
        while out.exists():
            number += 1
            out = Path(f"{self.run.folder}-{self.new}-{number}")
        return shlex.join(
            [
                "bjkit", "certify", "--edition", self.new, "--adapter", self.run.adapter,
                *_table_arguments(self.run.run),
                *(word for clause in self.to_run for word in ("--clause", clause)),
                "--recertify-from", str(self.run.folder),
                "--out", str(out),
            ]
        )  # fmt: skip

    def record(self) -> dict[str, Any]:
        """The run's part of the record: "invalid" lists every verdict the new edition
        invalidates, "recertified" those a re-certification replaced (with its verdict), "open"
        the rest; "rerun" and "command" what is still to run."""
        recertifies = self.run.recertifies
        return {
            "run": self.run.record(),
            "status": self.status,
            "recertified_by": [str(folder) for folder in self.recertified_by],
            "recertifies": None if recertifies is None else _earlier_record(recertifies),
            "invalid": [_verdict(v) for v in self.invalid],
            "recertified": [r.record() for r in self.recertified],
            "recertified_verdicts": self.recertified_counts(),
            "open": [_verdict(v) for v in self.open],
            "valid": [_verdict(v) for v in self.valid],
            "rerun": list(self.to_run),
            "added": list(self.added),
            "command": self.command() if self.to_run else None,
            "notes": list(self.notes),
        }


def _verdict(verdict: ClauseVerdict) -> dict[str, str]:
    return {"clause": verdict.clause, "verdict": verdict.verdict, "why": verdict.why}


def _earlier_record(earlier: Mapping[str, Any]) -> dict[str, str]:
    return {key: str(earlier.get(key) or "") for key in ("folder", "edition", "run_id")}


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
    """Which of `run`'s verdicts `new` invalidates, and what to run again (module docstring).
    A run of `new` itself has every verdict valid (`new` need not be in `corpus`)."""
    if run.edition == new.name:
        earlier = new
    else:
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

    def touched(tag: str) -> set[str]:
        """Why a scenario tagged `tag` is stale: every change to the clause or one under it
        (all of them, so that the reasons do not depend on the order of a set)."""
        return {why_of[name] for name in changed if under(tag, name)}

    scenarios = [*run.results["scenarios"], *run.results.get("not_run", [])]
    stale_tags: dict[str, set[str]] = {}  # earlier clause id -> the scenarios' changed clauses
    rerun_ids: list[str] = []
    for scenario in scenarios:
        tags = [str(t) for t in scenario.get("clauses") or []]
        stale = {why for tag in tags for why in touched(tag)}
        if not stale:
            continue
        for tag in tags:
            stale_tags.setdefault(named.get(tag, tag), set()).update(stale)
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
        source = earlier.clauses.get(named.get(clause, clause))
        found = counterpart(source, new) if source is not None else None
        entry = ClauseVerdict(
            clause=clause,
            verdict=str(row["verdict"]),
            why="; ".join(reasons),
            now=found.id if found is not None else "",
        )
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
        """One per run with invalidated verdicts no re-certification given replaces."""
        return sum(1 for run in self.runs if run.status == "open")

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
            lines.extend(_run_lines(run))
        lines.append(f"  open items: {self.open_items()}")
        return lines


def _run_lines(run: RunImpact) -> list[str]:
    """The account of one run, under its description."""
    lines: list[str] = []
    earlier = run.run.recertifies
    if earlier is not None:
        lines.append(
            f"    a re-certification of the run in {earlier.get('folder')} "
            f"({earlier.get('edition')}, run {earlier.get('run_id')})"
        )
    if run.current:
        lines.append(f"    certified {run.new} itself: its {len(run.valid)} verdict(s) are current")
        lines.append("    status: current")
        return lines
    split = (
        f" ({len(run.recertified)} re-certified, {len(run.open)} open)" if run.recertified else ""
    )
    lines.append(
        f"    {len(run.invalid)} verdict(s) no longer valid{split}, {len(run.valid)} still valid"
    )
    for folder in run.recertified_by:
        mine = [r for r in run.recertified if r.by == folder]
        counts = ", ".join(f"{n} {v}" for v, n in Counter(r.verdict for r in mine).items())
        failing = sum(1 for r in mine if r.failing)
        lines.append(
            f"    re-certified by {folder}: {len(mine)} verdict(s) replaced ({counts})"
            + (f"; {failing} FAIL in {run.new} (the game's to answer)" if failing else "")
        )
    for done in run.recertified:
        mark = "RE-CERTIFIED, FAILS" if done.failing else "RE-CERTIFIED"
        lines.append(
            f"    {mark} {done.earlier.clause} (was {done.earlier.verdict}; {done.earlier.why}): "
            f"{done.verdict.upper() if done.failing else done.verdict} in {done.by}"
        )
    lines.extend(f"    INVALID {v.clause} ({v.verdict}): {v.why}" for v in run.open)
    lines.extend(f"    note: {note}" for note in run.notes)
    if run.to_run:
        lines.append(f"    run again: {', '.join(run.to_run)}")
        lines.append(f"      {run.command()}")
    elif run.open:
        lines.append("    nothing to run again: the new edition removed those clauses")
    if run.added:
        lines.append(
            f"    the new edition adds {', '.join(run.added)}: no earlier verdict speaks for them"
        )
    lines.append(f"    status: {run.status}")
    return lines


def _resolved(folder: object) -> Path:
    return Path(str(folder)).resolve()


def _mismatch(run: EarlierRun, other: EarlierRun) -> str:
    """Why `other`, a re-certification of `run`'s folder against the new edition, does not speak
    for `run`: another run in the folder, another game or another table ("" when it does)."""
    earlier = other.recertifies or {}
    recorded = str(earlier.get("run_id") or "")
    if recorded and recorded != run.run_id:
        return (
            f"{other.folder} re-certifies another run of this folder (run {recorded}), not this "
            f"one (run {run.run_id}); it replaces none of its verdicts"
        )
    if other.adapter != run.adapter:
        return (
            f"{other.folder} re-certified --adapter {other.adapter!r}, not this run's "
            f"{run.adapter!r}; it replaces none of its verdicts"
        )
    house, theirs = run.run.get("house_options") or {}, other.run.get("house_options") or {}
    if house != theirs:
        return (
            f"{other.folder} ran another table (house options {theirs}, not {house}); it "
            "replaces none of its verdicts"
        )
    return ""


def _with_recertifications(impact: RunImpact, runs: Sequence[EarlierRun]) -> RunImpact:
    """`impact` with the verdicts the re-certifications among `runs` give in place of its
    invalidated ones (see the module docstring)."""
    if impact.current or not impact.invalid:
        return impact
    here = _resolved(impact.run.folder)
    given: dict[str, Recertified] = {}
    notes: list[str] = []
    # The latest re-certification speaks for a clause: later starts overwrite earlier ones.
    for other in sorted(runs, key=lambda r: r.started):
        earlier = other.recertifies
        if (
            earlier is None
            or not earlier.get("folder")
            or other.edition != impact.new
            or _resolved(other.folder) == here
            or _resolved(earlier["folder"]) != here
        ):
            continue
        problem = _mismatch(impact.run, other)
        if problem:
            notes.append(problem)
            continue
        judged = other.judged()
        for verdict in impact.invalid:
            now = judged.get(verdict.now) if verdict.now else None
            if now is not None:
                given[verdict.clause] = Recertified(earlier=verdict, verdict=now, by=other.folder)
    recertified = tuple(given[v.clause] for v in impact.invalid if v.clause in given)
    return replace(impact, recertified=recertified, notes=tuple(notes))


def certification_impact(
    new: Edition, corpus: Corpus, run_dirs: Sequence[Path]
) -> CertificationImpact:
    """What `new` means for each earlier run in `run_dirs`, the re-certifications among them
    replacing the verdicts they re-ran (see the module docstring)."""
    runs = [read_run(Path(folder)) for folder in run_dirs]
    impacts = [run_impact(run, new, corpus) for run in runs]
    return CertificationImpact(
        new=new.name, runs=tuple(_with_recertifications(impact, runs) for impact in impacts)
    )
