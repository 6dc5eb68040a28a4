"""`python -m bjkit.mutation`: mutate the reference engine, run the hand-worked examples and
golden rounds against each mutant, print the score and the survivors by module, and write
out/mutation/mutation.json."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bjkit.mutation.operators import Mutant
from bjkit.mutation.report import load_equivalents, render, summarise, write_json
from bjkit.mutation.runner import (
    DEFAULT_EXCLUDED,
    PAR_PACKAGE,
    batches,
    default_workers,
    discover,
    plan_mutants,
    run_batches,
    sample,
    trace_editions,
)
from regulations.errors import KitError

__all__ = ["main"]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m bjkit.mutation",
        description="Mutation score of the reference engine against the hand-worked examples "
        "and golden rounds.",
    )
    parser.add_argument(
        "--module",
        action="append",
        default=[],
        metavar="MODULE",
        help="mutate only this module or package (dotted or path; repeatable); default: all "
        f"of reference_impl but {', '.join(DEFAULT_EXCLUDED)} and every wager's "
        f"`{PAR_PACKAGE}` package (the par-sheet models)",
    )
    parser.add_argument(
        "--workers",
        type=int,
        default=default_workers(),
        help="local worker processes (default: one per core)",
    )
    parser.add_argument(
        "--cluster",
        metavar="ADDRESS",
        default=None,
        help="run the batches on this Dask scheduler (its workers need the kit installed and "
        "the repository at the same path)",
    )
    parser.add_argument(
        "--limit", type=int, default=None, metavar="N", help="a random sample of N mutants"
    )
    parser.add_argument("--seed", type=int, default=0, help="the sample's seed (default 0)")
    parser.add_argument(
        "--out", type=Path, default=Path("out") / "mutation", help="default out/mutation"
    )
    parser.add_argument(
        "--rerun",
        type=Path,
        default=None,
        metavar="JSON",
        help="run again only the mutants that survived, were not covered or were not run in "
        "an earlier run's mutation.json (its sample is drawn again from its --limit, --seed "
        "and --module); the score printed is that sample's, with the new results in place of "
        "the earlier ones and the earlier kills kept",
    )
    return parser


def _earlier(path: Path) -> dict[str, Any]:
    """An earlier run's mutation.json, for --rerun."""
    try:
        data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise KitError(f"--rerun {path}: not an earlier run's mutation.json ({error})") from None
    for key in ("mutants", "of", "seed", "modules", "results", "survivors_by_module"):
        if key not in data:
            raise KitError(f"--rerun {path}: no {key!r}; not an earlier run's mutation.json")
    return data


def rerun_selection(
    every: list[Mutant],
    drawn: list[Mutant],
    earlier: dict[str, Any],
    name: str,
    say: Callable[[str], None],
) -> tuple[list[Mutant], list[Mutant]]:
    """For --rerun: the earlier run's sample (by its mutants' ids, which edits elsewhere in a
    file keep; drawn again from its seed for a file without them) and, of it, the mutants left
    to kill."""
    if "sample_ids" in earlier:
        wanted = set(earlier["sample_ids"])
        drawn = [mutant for mutant in every if mutant.id in wanted]
        if len(drawn) != len(wanted):
            say(
                f"{len(wanted) - len(drawn)} mutants of {name} are gone (their lines changed): "
                "the sample is the rest"
            )
    elif len(every) != earlier["of"]:
        raise KitError(
            f"--rerun: the engine now has {len(every)} mutants, {earlier['of']} when {name} "
            "was written; its sample cannot be drawn again: run it anew"
        )
    left = rerun_ids(earlier)
    return drawn, [mutant for mutant in drawn if mutant.id in left]


def rerun_ids(earlier: dict[str, Any]) -> set[str]:
    """The mutants of an earlier run left to kill: survived, not covered, or not run."""
    left = {entry["id"] for entries in earlier["survivors_by_module"].values() for entry in entries}
    left.update(entry["id"] for entry in earlier.get("errors", []))
    return left


def main(argv: list[str] | None = None) -> int:
    """Run the mutants and report; exit 0 when run, 2 on a usage or setup problem."""
    args = _parser().parse_args(argv)
    root = Path.cwd()
    say = print
    started = time.perf_counter()
    earlier: dict[str, Any] | None = None
    try:
        modules = args.module
        limit, seed = args.limit, args.seed
        if args.rerun is not None:
            earlier = _earlier(args.rerun)
            modules = [] if earlier["modules"] == ["reference_impl"] else earlier["modules"]
            limit = earlier["mutants"] if earlier["mutants"] < earlier["of"] else None
            seed = earlier["seed"]
        every = discover(root, modules)
        if not every:
            raise KitError(f"no mutant in {modules}")
        drawn = sample(every, limit, seed)
        mutants = drawn
        if earlier is not None:
            drawn, mutants = rerun_selection(every, drawn, earlier, str(args.rerun), say)
        sampled = len(drawn) < len(every)
        what = f"sample of {len(every)}, seed {seed}" if sampled else "all"
        if earlier is not None:
            say(f"{len(mutants)} mutants left to kill of {len(drawn)} ({what}) in {args.rerun}")
        else:
            say(f"{len(mutants)} mutants ({what})")
        traces = trace_editions(root, args.out, args.workers, say)
    except KitError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    traced = time.perf_counter()
    plans = plan_mutants(mutants, traces)
    cut = batches(plans, root, 1 if args.cluster is None and args.workers <= 1 else args.workers)
    records: dict[str, dict[str, Any]] = {}
    log = args.out / "results.jsonl"
    log.parent.mkdir(parents=True, exist_ok=True)
    runnable = sum(1 for plan in plans if plan.tests)
    with log.open("w", encoding="utf-8") as stream:

        def arrived(batch: list[dict[str, Any]]) -> None:
            for record in batch:
                records[record["id"]] = record
                stream.write(json.dumps(record) + "\n")
            stream.flush()
            minutes = (time.perf_counter() - traced) / 60
            say(
                f"  {len(records)}/{runnable} mutants run, "
                f"{len(records) / minutes:.0f} mutants/minute"
            )

        try:
            run_batches(cut, workers=args.workers, cluster=args.cluster, on_records=arrived)
        except KitError as error:
            print(f"error: {error}", file=sys.stderr)
            return 2
    finished = time.perf_counter()
    run_records = dict(records)
    if earlier is not None:
        # The sample's score: the earlier records, those run again replaced.
        again = {mutant.id for mutant in mutants}
        kept = {r["id"]: r for r in earlier["results"] if r["id"] not in again}
        records = {**kept, **records}
        mutants = drawn
    summary = summarise(mutants, records, load_equivalents(), sampled=sampled)
    rate = len(run_records) / ((finished - traced) / 60) if finished > traced else 0.0
    header = (
        f"{len(mutants)} mutants ({what}); "
        f"tracing {traced - started:.0f} s, mutants {finished - traced:.0f} s, "
        f"{rate:.0f} mutants/minute on {args.cluster or str(args.workers) + ' local workers'}"
    )
    if earlier is not None:
        header += (
            f"; {len(run_records)} of them run again (--rerun {args.rerun}), the earlier run's "
            "kills kept"
        )
    print(render(summary, total=len(mutants), header=header, population=len(every), seed=seed))
    out = args.out / "mutation.json"
    write_json(
        out,
        summary,
        {
            "modules": modules or ["reference_impl"],
            "excluded": [] if modules else [*DEFAULT_EXCLUDED, f"*.{PAR_PACKAGE}"],
            "mutants": len(mutants),
            "of": len(every),
            "seed": seed,
            "rerun_of": None if args.rerun is None else str(args.rerun),
            "run_again": None if earlier is None else len(run_records),
            "workers": args.workers,
            "cluster": args.cluster,
            "seconds_tracing": round(traced - started, 1),
            "seconds_mutants": round(finished - traced, 1),
            "mutants_per_minute": round(rate, 1),
            "sample_ids": [mutant.id for mutant in mutants],
            "results": list(records.values()),
        },
    )
    print(f"\nwritten: {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
