"""`bjkit rtp --adapter SPEC [--rounds N] [--seed S] [--workers N | --cluster ADDRESS]`.

Issue 18, items 2 to 4: statistical return verification. For each side wager the game declares
and the edition has (or each `--wager`), its own table: N rounds, each dealt by the reference
engine from a freshly shuffled seeded shoe and played by the game (batched; every outcome
checked as in certification), the observed return against the par sheet's with its interval,
and a verdict per wager under its pay-table clause. Exit 0: every wager passed; 1: a wager
failed or could not be played; 2: bad options; 3: the run was stopped (SIGTERM or Ctrl-C), and
its figures are those of the shards done.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shlex
import signal
import time
from pathlib import Path
from typing import Any

from bjkit.commands.common import check_seconds
from bjkit.commands.par import table_for
from bjkit.commands.table_flags import add_table_flags, read_table_flags
from bjkit.progress_time import elapsed_and_left
from bjkit.rtp.detection import line_detections
from bjkit.rtp.figures import observed_figures, par_figures, too_wide_warnings
from bjkit.rtp.plan import RTP_ROUNDS, SHARD_ROUNDS, WagerPlan, plan_wager, with_wager
from bjkit.rtp.rounds import deal_shard
from bjkit.rtp.run import RtpRun
from bjkit.rtp.verdicts import ALPHA, WagerVerdict
from reference_impl.errors import RulesError
from reference_impl.par import PAR_WAGERS
from reference_impl.wager_model import declarations
from regulations.errors import KitError
from suite.run.certification import effective_options
from vendor_adapters.capabilities import options_on_the_wire
from vendor_adapters.errors import AdapterError, AdapterRefusal
from vendor_adapters.session import GameSession
from vendor_adapters.specs import check_adapter_spec, open_adapter

__all__ = ["register"]


def _declared(adapter: str, timeout: float) -> set[str]:
    """The offerings the game declares (`side-wager:<offering>`)."""
    session = GameSession(open_adapter(adapter, timeout=timeout))
    try:
        hello = session.handshake()
    except (AdapterError, AdapterRefusal) as error:
        raise KitError(
            f"--adapter {adapter}: the game did not answer its handshake: {error}"
        ) from None
    finally:
        session.close()
    return {
        capability.split(":", 1)[1]
        for capability in hello["capabilities"]
        if capability.startswith("side-wager:")
    }


def _plans(
    args: argparse.Namespace, declared: set[str], house: dict[str, object]
) -> list[WagerPlan]:
    """The plan of each wager asked (or declared), at the table `house` sets in `args.edition`."""
    try:
        base = effective_options(args.edition, house)
    except RulesError as error:
        raise KitError(str(error)) from None
    offerings = declarations()[0]
    wanted = args.wager or [
        wager
        for wager, (offering, _) in PAR_WAGERS.items()
        if offering in declared and base.edition in offerings[offering].editions
    ]
    if not wanted:
        raise KitError(
            f"the game declares no side wager of {base.edition} with a par sheet "
            f"({', '.join(PAR_WAGERS)}); name one with --wager"
        )
    plans: list[WagerPlan] = []
    for wager in wanted:
        offering = PAR_WAGERS[wager][0]
        if base.edition not in offerings[offering].editions:
            raise KitError(f"--wager {wager}: {base.edition} has no such wager")
        # What is paid with the wager (the Free Bonus) stays offered with it: `with_wager`.
        rules = with_wager(table_for(wager, base, None, None), offering)
        try:
            plans.append(plan_wager(wager, rules))
        except RulesError as error:
            raise KitError(f"--wager {wager}: {error}") from None
    return plans


def _lines(verdict: WagerVerdict, plan: WagerPlan) -> list[str]:
    """The wager's verdict, then its par sheet's figures and the observed ones in the par
    sheets' words (`bjkit.rtp.figures`), then a warning where the interval is too wide."""
    return [
        f"  {verdict.verdict.upper():5} {verdict.wager:12} {verdict.clause:24} "
        f"{verdict.rounds:>10,} rounds",
        f"        par sheet: {par_figures(plan.sheet)}",
        f"        observed:  {observed_figures(verdict)}",
        *(f"        {line}" for line in too_wide_warnings(plan.sheet, verdict.rounds)),
    ]


def _reproduce(args: argparse.Namespace, seed: int, wager: str) -> str:
    parts = [
        "bjkit",
        "rtp",
        "--adapter",
        args.adapter,
        "--seed",
        str(seed),
        "--rounds",
        str(args.rounds),
        "--wager",
        wager,
        "--edition",
        args.edition,
    ]
    for item in args.house:
        parts += ["--house", item]
    if args.rules:
        parts += ["--rules", args.rules]
    return shlex.join(parts)


def _interrupt(signum: int, frame: object) -> None:
    """SIGTERM stops a run as Ctrl-C does: what arrived is written, the rest is not waited for."""
    raise KeyboardInterrupt


def _show_round(args: argparse.Namespace) -> int:
    """Print one recorded round (the shoe, the wagers, the decisions and the reference engine's
    outcome) from the run's seed, its shard and its number: what `rtp.json` names for a failing
    round, in the form `bjkit round` and a game's own tests take."""
    if args.seed is None or not args.wager or len(args.wager) != 1:
        raise KitError("--show-round SHARD:ROUND needs --seed and one --wager")
    try:
        shard, number = (int(part) for part in args.show_round.split(":"))
    except ValueError:
        raise KitError(
            f"--show-round {args.show_round!r}: write SHARD:ROUND, e.g. 3:1207"
        ) from None
    if not 0 <= number < SHARD_ROUNDS or shard < 0:
        raise KitError(
            f"--show-round {args.show_round}: a shard has rounds 0 to {SHARD_ROUNDS - 1}"
        )
    _, house = read_table_flags(args)
    (plan,) = _plans(args, set(), house)
    for dealt in deal_shard(plan, args.seed, shard, number + 1):
        if dealt.number == number:
            script = dealt.script
            print(
                json.dumps(
                    {
                        "edition": plan.rules.edition,
                        "options": options_on_the_wire(plan.rules),
                        "shoe": list(script.shoe),
                        "wagers": list(script.wagers),
                        "decisions": list(script.decisions),
                        "reference_outcome": dealt.expected,
                    },
                    indent=2,
                    default=str,
                )
            )
    return 0


def _run(args: argparse.Namespace) -> int:
    if args.rounds is None:
        args.rounds = RTP_ROUNDS[args.profile]
    if args.rounds < 1:
        raise KitError(f"--rounds {args.rounds}: give 1 or more")
    if args.workers < 1:
        raise KitError(f"--workers {args.workers}: give 1 or more")
    check_seconds("--adapter-timeout", args.adapter_timeout)
    check_seconds("--cluster-timeout", args.cluster_timeout)
    check_adapter_spec(args.adapter)
    if args.show_round is not None:
        return _show_round(args)
    # The table before the game is started: a bad edition or option is exit 2 at once.
    out = Path(args.out)
    if out.exists() and not out.is_dir():
        raise KitError(f"--out {out}: a file, not a folder; name a folder for the run")
    _, house = read_table_flags(args)
    declared = _declared(args.adapter, args.adapter_timeout)
    plans = _plans(args, declared, house)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except (OSError, ValueError) as error:  # ValueError: a NUL byte in the name
        raise KitError(f"--out {out}: the run folder cannot be written: {error}") from None
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    where = (
        f"the Dask cluster at {args.cluster}"
        if args.cluster
        else (f"{args.workers} worker{'s' if args.workers > 1 else ''}")
    )
    print(
        f"bjkit rtp: {args.adapter} against {args.edition}, seed {seed}, {args.rounds:,} rounds "
        f"per wager on {where}; significance {ALPHA}"
    )
    run = RtpRun(
        Path(args.out),
        args.adapter,
        seed,
        args.rounds,
        args.workers,
        args.cluster,
        plans,
        timeout=args.adapter_timeout,
        cluster_timeout=args.cluster_timeout,
    )

    started = time.monotonic()

    def progress(done: int, total: int, record: dict[str, Any]) -> None:
        trouble = ""
        if record["mismatches"]:
            trouble = f"; {record['mismatches']} rounds settled otherwise than the reference"
        if record["error"]:
            trouble += f"; {record['error'].splitlines()[0]}"
        timing = elapsed_and_left(time.monotonic() - started, done, total)
        print(
            f"  shards {done}/{total} ({record['wager']} #{record['shard']}){trouble}; {timing}",
            flush=True,
        )

    previous = signal.signal(signal.SIGTERM, _interrupt)
    try:
        verdicts = run.play(progress if args.progress else None)
    finally:
        signal.signal(signal.SIGTERM, previous)
    print()
    if run.interrupted:
        print("  INCOMPLETE: the run was stopped; the figures are those of the shards done")
    for plan, verdict in zip(plans, verdicts, strict=True):
        for line in _lines(verdict, plan):
            print(line)
        for reason in verdict.reasons:
            print(f"        {reason}")
        if verdict.verdict != "pass":
            example = run.first_failing_round(verdict.wager)
            if example is not None:
                print(
                    f"        first: shard {example['shard']} round {example['round']}: "
                    f"{example['differences'][0]}; shoe {' '.join(example['shoe'])}"
                )
                print(
                    f"        the round: bjkit rtp --seed {seed} --wager {verdict.wager} "
                    f"--show-round {example['shard']}:{example['round']}"
                )
            print(f"        reproduce: {_reproduce(args, seed, verdict.wager)}")
    if args.detection:
        for plan in plans:
            print(f"\n  rounds to catch a wrong cell of {plan.wager} ({plan.sheet.pay_table}):")
            for item in line_detections(plan.sheet):
                if item.test_rounds is None:
                    continue
                print(
                    f"    {item.outcome:55} one unit less: {item.test_rounds:>14,} rounds; "
                    f"seen once: {item.seen_rounds:>12,} rounds"
                )
    print(f"\nresults: {Path(args.out) / 'rtp.json'}, {Path(args.out) / 'results.jsonl'}")
    if run.interrupted:
        return 3
    return 0 if all(verdict.verdict == "pass" for verdict in verdicts) else 1


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "rtp",
        help="statistical return verification of the side wagers through an adapter",
        description="Play seeded shuffled shoes through the game, check every outcome against "
        "the reference engine, and test each side wager's observed return against its exact par "
        "sheet. Exit 0: every wager passed; 1: a wager failed or could not be played (a game "
        "that crashes, hangs or writes what is not JSON-RPC mid-run); 2: bad options (an "
        "adapter spec that names no game that starts, a game that does not answer its "
        "handshake, a table, edition or rules file the rules refuse, --out that cannot be "
        "written, a --cluster that is no scheduler's address, seconds that are not above 0); "
        "3: the run was stopped (SIGTERM or Ctrl-C); the figures written are those of "
        "the shards done.",
    )
    parser.add_argument("--adapter", default="reference", help="the game (default: reference)")
    parser.add_argument(
        "--rounds",
        type=int,
        help="rounds per wager (default: the profile's: "
        + ", ".join(f"{name} {rounds:,}" for name, rounds in RTP_ROUNDS.items())
        + ")",
    )
    parser.add_argument(
        "--profile",
        choices=list(RTP_ROUNDS),
        default="certify",
        help="the default number of rounds (certify: enough to detect one wrong cell of a "
        "pay table at the default table; see docs/PAR_SHEETS.md)",
    )
    parser.add_argument("--seed", type=int, help="the seed of the shoes (default: random)")
    parser.add_argument(
        "--workers",
        type=int,
        default=os.cpu_count() or 1,
        help="local worker processes, one game each (default: all cores)",
    )
    parser.add_argument(
        "--cluster",
        metavar="ADDRESS",
        help="run the shards on the Dask cluster whose scheduler is at ADDRESS "
        "(tcp://host:8786) instead of local workers",
    )
    parser.add_argument(
        "--wager",
        action="append",
        choices=list(PAR_WAGERS),
        help="a wager to verify (repeatable; default: every one the game declares)",
    )
    parser.add_argument(
        "--cluster-timeout",
        type=float,
        default=30.0,
        metavar="SECONDS",
        help="how long to wait for the cluster's scheduler to answer (default 30)",
    )
    parser.add_argument(
        "--show-round",
        metavar="SHARD:ROUND",
        help="print the recorded round SHARD:ROUND of --seed and --wager (shoe, wagers, "
        "decisions, the reference's outcome) instead of running",
    )
    parser.add_argument("--out", default=str(Path("out") / "rtp"), help="output folder")
    parser.add_argument("--adapter-timeout", type=float, default=10.0, metavar="SECONDS")
    parser.add_argument(
        "--detection",
        action="store_true",
        help="also print the rounds needed to catch each wrong cell",
    )
    parser.add_argument(
        "--no-progress", dest="progress", action="store_false", help="do not print a line per shard"
    )
    add_table_flags(parser, edition_help="edition (default: the rules file's, else nj-2024)")
    parser.set_defaults(handler=_run)
