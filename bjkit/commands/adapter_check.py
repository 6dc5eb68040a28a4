"""`bjkit adapter-check ADAPTER`: the protocol and consistency check a vendor runs first.

    bjkit adapter-check "stdio:./game --rpc" --house boxes=1      # a one-box game, at its table

`--rules FILE` and `--house OPTION=VALUE` give the table the game offers, read as `bjkit
certify` reads them (`bjkit.commands.table_flags.read_table`): every table and round of the check
is played with those options, and what that table cannot play is reported as not applicable.
"""

from __future__ import annotations

import argparse
import json
import sys

from bjkit.commands.common import check_seconds
from bjkit.commands.table_flags import add_table_arguments, read_table
from vendor_adapters.adapter_check import (
    FAIL,
    INFO,
    NOT_APPLICABLE,
    PASS,
    CheckReport,
    run_adapter_check,
)
from vendor_adapters.session import GameSession
from vendor_adapters.specs import check_adapter_spec, open_adapter
from vendor_adapters.stdio_client import DEFAULT_TIMEOUT_SECONDS

__all__ = ["register"]

_MARKS = {PASS: "ok  ", FAIL: "FAIL", NOT_APPLICABLE: "n/a ", INFO: "info"}
_EPILOG = """\
adapters:   reference | python:package.module:factory | stdio:COMMAND ARGS...
example:    bjkit adapter-check "stdio:node vendor_adapters/examples/node-hit-stand/adapter.js"
            bjkit adapter-check "stdio:./one-box-game" --house boxes=1
exit:       0 when every check holds, 1 when one fails (a game that declares an option its
            editions or its deck count do not have fails, and nothing else is checked; a game
            that crashes, hangs past --timeout or writes what is not JSON-RPC fails the checks it
            was in), 2 when the adapter cannot be named or started (a program that is not
            there, a factory that fails), --timeout is not a number of seconds above 0, or the
            table of --rules and --house is not one the rules allow.
"""


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "adapter-check",
        help="check an adapter's protocol conformance and consistency",
        description="Handshake, schema conformance, tables for the declared capabilities, and "
        "random rounds with random legal decisions checking the protocol's invariants "
        "(docs/ADAPTERS.md). It does not judge payouts: certification does.",
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("adapter", help="the adapter spec")
    add_table_arguments(parser)
    parser.add_argument("--rounds", type=int, default=300, help="random rounds (default 300)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the random rounds")
    parser.add_argument(
        "--timeout",
        type=float,
        default=DEFAULT_TIMEOUT_SECONDS,
        help=f"seconds a stdio adapter has for each call (default {DEFAULT_TIMEOUT_SECONDS:g})",
    )
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.set_defaults(handler=run, edition=None)


def run(args: argparse.Namespace) -> int:
    # The table is read before the game is started: a bad option is exit 2, as for certify.
    check_seconds("--timeout", args.timeout)
    check_adapter_spec(args.adapter)
    rules_file, house = read_table(args)
    session = GameSession(open_adapter(args.adapter, timeout=args.timeout))
    try:
        report = run_adapter_check(
            session,
            adapter=args.adapter,
            rounds=max(args.rounds, 1),
            seed=args.seed,
            house=house,
            house_editions=rules_file.editions if rules_file is not None else (),
        )
    finally:
        session.close()
    if args.json:
        json.dump(report.to_dict(), sys.stdout, indent=2)
        print()
    else:
        print(render(report))
    return 0 if report.ok else 1


def render(report: CheckReport) -> str:
    identity = report.identity
    lines = [f"adapter-check {report.adapter}"]
    if identity:
        lines.append(
            f"  game: {identity.get('name')} {identity.get('version')} "
            f"build {identity.get('build_digest')}"
        )
    section = None
    for item in report.items:
        if item.section != section:
            section = item.section
            lines.append(f"\n{section}")
        detail_lines = item.detail.splitlines() or [""]
        first = f": {detail_lines[0]}" if detail_lines[0] else ""
        lines.append(f"  [{_MARKS[item.status]}] {item.name}{first}")
        lines.extend(f"           {line}" for line in detail_lines[1:])
    counts = {status: sum(1 for i in report.items if i.status == status) for status in _MARKS}
    verdict = "PASS" if report.ok else "FAIL"
    lines.append(
        f"\n{verdict}: {counts[PASS]} ok, {counts[FAIL]} failed, {counts[NOT_APPLICABLE]} not "
        f"applicable, {counts[INFO]} notes; {report.rounds_played} rounds, "
        f"{report.messages_checked} messages checked"
    )
    return "\n".join(lines)
