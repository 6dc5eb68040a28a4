"""`python -m bjkit.mutation`: mutate the reference engine, run the hand-worked examples and
golden rounds against each mutant, print the score and the survivors by module, and write
out/mutation/mutation.json."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from bjkit.mutation.report import load_equivalents, render, summarise, write_json
from bjkit.mutation.runner import (
    DEFAULT_EXCLUDED,
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
        f"of reference_impl but {', '.join(DEFAULT_EXCLUDED)}",
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
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the mutants and report; exit 0 when run, 2 on a usage or setup problem."""
    args = _parser().parse_args(argv)
    root = Path.cwd()
    say = print
    started = time.perf_counter()
    try:
        every = discover(root, args.module)
        if not every:
            raise KitError(f"no mutant in {args.module}")
        mutants = sample(every, args.limit, args.seed)
        sampled = len(mutants) < len(every)
        what = f"sample of {len(every)}, seed {args.seed}" if sampled else "all"
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
    summary = summarise(mutants, records, load_equivalents(), sampled=sampled)
    rate = len(records) / ((finished - traced) / 60) if finished > traced else 0.0
    header = (
        f"{len(mutants)} mutants ({what}); "
        f"tracing {traced - started:.0f} s, mutants {finished - traced:.0f} s, "
        f"{rate:.0f} mutants/minute on {args.cluster or str(args.workers) + ' local workers'}"
    )
    print(render(summary, total=len(mutants), header=header))
    out = args.out / "mutation.json"
    write_json(
        out,
        summary,
        {
            "modules": args.module or ["reference_impl"],
            "excluded": [] if args.module else list(DEFAULT_EXCLUDED),
            "mutants": len(mutants),
            "of": len(every),
            "seed": args.seed,
            "workers": args.workers,
            "cluster": args.cluster,
            "seconds_tracing": round(traced - started, 1),
            "seconds_mutants": round(finished - traced, 1),
            "mutants_per_minute": round(rate, 1),
            "results": list(records.values()),
        },
    )
    print(f"\nwritten: {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
