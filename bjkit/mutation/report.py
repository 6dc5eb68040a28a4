"""The score of a mutation run, its summary and its JSON file.

Score = (killed + killed by timeout) / (killed + killed by timeout + survived + not covered),
over the mutants that are not in the reviewed list of equivalent mutants (`equivalents.toml`
and `equivalents/*.toml`, each with its reason) and that could be run (errors are listed,
outside the score).

A run of a seeded random sample of the mutants (`--limit N --seed S`) estimates the score of
all of them: the report says so (n of N, the seed) and gives the Wilson score interval at 95 %
(`wilson_interval`) around the sample's score, the interval the score of every mutant lies in
with 95 % confidence when the sample is a simple random one, as `runner.sample` draws.
"""

from __future__ import annotations

import json
import math
import tomllib
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_EVEN, Decimal
from pathlib import Path
from typing import Any

from bjkit.mutation.operators import Mutant

__all__ = [
    "EQUIVALENTS",
    "Equivalent",
    "Summary",
    "load_equivalents",
    "summarise",
    "wilson_interval",
]

EQUIVALENTS = Path(__file__).resolve().parent / "equivalents.toml"
# The two-sided 95 % quantile of the normal distribution.
Z_95 = 1.959963984540054
_TENTH = Decimal("0.1")


def _percent(value: float) -> Decimal:
    return Decimal(repr(100 * value)).quantize(_TENTH, rounding=ROUND_HALF_EVEN)


def wilson_interval(successes: int, trials: int, z: float = Z_95) -> tuple[Decimal, Decimal]:
    """The Wilson score interval of a proportion, in percent to a tenth: for `successes` of
    `trials` drawn at random, the range the proportion of the whole lies in with the confidence
    `z` stands for (95 % by default). Unlike the normal approximation it stays inside 0-100 %
    and is honest near 100 %, where a mutation score should be."""
    if trials <= 0 or not 0 <= successes <= trials:
        raise ValueError(f"no interval for {successes} of {trials}")
    p = successes / trials
    z2 = z * z
    denominator = 1 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denominator
    return _percent(max(0.0, centre - half)), _percent(min(1.0, centre + half))


@dataclass(frozen=True)
class Equivalent:
    """A mutant reviewed as equivalent: no round can tell it from the engine."""

    id: str
    location: str
    mutation: str
    reason: str


def load_equivalents(path: Path = EQUIVALENTS) -> dict[str, Equivalent]:
    """The reviewed equivalent mutants, by id: those of `path` and of every file of the
    folder beside it named after it without `.toml` (`equivalents/*.toml`, one per module
    reviewed, so that reviews of different modules never touch one file)."""
    found: dict[str, Equivalent] = {}
    folder = path.with_suffix("")
    files = [path] if path.exists() else []
    files += sorted(folder.glob("*.toml")) if folder.is_dir() else []
    for file in files:
        data = tomllib.loads(file.read_text(encoding="utf-8"))
        for entry in data.get("equivalent", []):
            if not str(entry.get("reason", "")).strip():
                raise ValueError(f"{file}: equivalent mutant {entry.get('id')} gives no reason")
            if entry["id"] in found:
                raise ValueError(f"{file}: equivalent mutant {entry['id']} is listed twice")
            found[entry["id"]] = Equivalent(
                entry["id"], entry["location"], entry["mutation"], entry["reason"]
            )
    return found


@dataclass(frozen=True)
class Summary:
    counts: dict[str, int]
    score: Decimal | None
    # The Wilson 95 % interval of the score (None without a scored mutant).
    interval: tuple[Decimal, Decimal] | None
    equivalent: list[dict[str, Any]]
    killed_equivalents: list[dict[str, Any]]
    stale_equivalents: list[str]
    survivors: dict[str, list[dict[str, Any]]]
    timeouts: list[dict[str, Any]]
    errors: list[dict[str, Any]]

    def to_dict(self) -> dict[str, Any]:
        return {
            "score": None if self.score is None else str(self.score),
            "score_interval_95": None
            if self.interval is None
            else [str(self.interval[0]), str(self.interval[1])],
            "scored": sum(
                self.counts[name] for name in ("killed", "timeout", "survived", "no-coverage")
            ),
            "counts": self.counts,
            "equivalent": self.equivalent,
            "killed_but_listed_equivalent": self.killed_equivalents,
            "stale_equivalents": self.stale_equivalents,
            "survivors_by_module": self.survivors,
            "timeouts": self.timeouts,
            "errors": self.errors,
        }


def summarise(
    mutants: Sequence[Mutant],
    records: dict[str, dict[str, Any]],
    equivalents: dict[str, Equivalent],
    *,
    sampled: bool = False,
) -> Summary:
    """The counts, the score and the lists; a mutant with no record had no test
    ("no-coverage"). With `sampled`, an equivalent of the list not among the mutants is not
    called stale."""
    counts: Counter[str] = Counter()
    survivors: dict[str, list[dict[str, Any]]] = defaultdict(list)
    timeouts: list[dict[str, Any]] = []
    errors: list[dict[str, Any]] = []
    equivalent: list[dict[str, Any]] = []
    killed_equivalents: list[dict[str, Any]] = []
    present = {mutant.id for mutant in mutants}
    for mutant in mutants:
        record = records.get(mutant.id, {"status": "no-coverage", "detail": ""})
        status = record["status"]
        entry = {
            **mutant.to_dict(),
            "source": mutant.source_line.strip(),
            "status": status,
            "detail": record.get("detail", ""),
        }
        if mutant.id in equivalents:
            if status in ("killed", "timeout"):
                killed_equivalents.append(entry)
            else:
                counts["equivalent"] += 1
                equivalent.append({**entry, "reason": equivalents[mutant.id].reason})
                continue
        counts[status] += 1
        if status in ("survived", "no-coverage"):
            survivors[mutant.module].append(entry)
        elif status == "timeout":
            timeouts.append(entry)
        elif status == "error":
            errors.append(entry)
    detected = counts["killed"] + counts["timeout"]
    scored = detected + counts["survived"] + counts["no-coverage"]
    score = (
        (Decimal(100 * detected) / Decimal(scored)).quantize(
            Decimal("0.1"), rounding=ROUND_HALF_EVEN
        )
        if scored
        else None
    )
    interval = wilson_interval(detected, scored) if scored else None
    stale = [] if sampled else sorted(set(equivalents) - present)
    return Summary(
        counts={
            name: counts[name]
            for name in ("killed", "timeout", "survived", "no-coverage", "equivalent", "error")
        },
        score=score,
        interval=interval,
        equivalent=equivalent,
        killed_equivalents=killed_equivalents,
        stale_equivalents=stale,
        survivors=dict(sorted(survivors.items())),
        timeouts=timeouts,
        errors=errors,
    )


def render(
    summary: Summary,
    *,
    total: int,
    header: str,
    population: int | None = None,
    seed: int | None = None,
) -> str:
    """The printed summary; with `population` larger than `total`, the score is said to be a
    sample's, with the seed that draws it again and its Wilson 95 % interval."""
    counts = summary.counts
    lines = [header]
    score = "n/a" if summary.score is None else f"{summary.score} %"
    scored = counts["killed"] + counts["timeout"] + counts["survived"] + counts["no-coverage"]
    if population is not None and population > total:
        scope = (
            f"a seeded random sample of {total} of {population} mutants (seed {seed}; the same "
            "--limit and --seed draw the same sample)"
        )
    else:
        scope = f"all {total} mutants"
    lines.append(f"mutation score {score} of {scored} scored mutants, {scope}")
    if summary.interval is not None:
        low, high = summary.interval
        what = "of all mutants " if population is not None and population > total else ""
        lines.append(f"  Wilson 95 % interval {what}{low} % to {high} %")
    lines.append(
        f"  {counts['killed']} killed, {counts['timeout']} killed by timeout, "
        f"{counts['survived']} survived, {counts['no-coverage']} not covered by any example, "
        f"{counts['equivalent']} equivalent (reviewed, not scored), {counts['error']} not run "
        "(errors, not scored)"
    )
    if summary.survivors:
        lines.append("")
        lines.append("surviving mutants by module:")
        for module, entries in summary.survivors.items():
            lines.append(f"  {module} ({len(entries)})")
            for entry in entries:
                note = " [not covered]" if entry["status"] == "no-coverage" else ""
                lines.append(
                    f"    {entry['location']} {entry['function'] or '(module)'}  "
                    f"{entry['operator']}: {entry['original']} -> {entry['replacement']}  "
                    f"({entry['id']}){note}"
                )
                if entry.get("source"):
                    lines.append(f"      | {entry['source']}")
    for title, entries in (
        ("killed by timeout", summary.timeouts),
        ("not run (errors)", summary.errors),
        ("equivalent (excluded from the score)", summary.equivalent),
        (
            "listed as equivalent but killed: remove from equivalents.toml",
            summary.killed_equivalents,
        ),
    ):
        if entries:
            lines.append("")
            lines.append(f"{title}:")
            for entry in entries:
                why = entry.get("reason") or entry.get("detail", "")
                lines.append(
                    f"  {entry['location']}  {entry['operator']}: {entry['original']} -> "
                    f"{entry['replacement']}  ({entry['id']}) {why}".rstrip()
                )
    if summary.stale_equivalents:
        lines.append("")
        lines.append(
            "equivalents.toml entries matching no mutant (the code changed; review them): "
            + ", ".join(summary.stale_equivalents)
        )
    return "\n".join(lines)


def write_json(path: Path, summary: Summary, meta: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        json.dumps({**meta, **summary.to_dict()}, indent=2, default=str) + "\n", encoding="utf-8"
    )
