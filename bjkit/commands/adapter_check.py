"""`bjkit adapter-check ADAPTER`: the protocol and consistency check a vendor runs first.

    bjkit adapter-check "stdio:./game --rpc" --house boxes=1      # a one-box game, at its table
    bjkit adapter-check "stdio:node vendor_adapters/examples/node-craps/adapter.js"
    bjkit adapter-check reference --game baccarat-punto-banco

`--rules FILE` and `--house OPTION=VALUE` give the table the game offers, read as `bjkit
certify` reads them (`bjkit.commands.table_flags.read_table`): every table and round of the check
is played with those options, and what that table cannot play is reported as not applicable.

A game other than blackjack (protocol 1.5: the one the adapter's handshake names, or `--game`
with `reference`) is checked by `vendor_adapters.game_check` instead: its rounds are played on it
and on its reference adapter and compared; its `--house` options are sent as given (true, false
and whole numbers as such), and `--rules` (a blackjack table's file) is refused.
"""

from __future__ import annotations

import argparse
import json
import sys

from bjkit.commands.common import check_seconds
from bjkit.commands.table_flags import add_table_arguments, read_table
from reference_impl.game_model import game_named
from regulations.errors import KitError
from suite.run.house_rules_file import RulesFile
from suite.run.settings import house_as_given
from vendor_adapters.adapter_check import (
    FAIL,
    INFO,
    NOT_APPLICABLE,
    PASS,
    CheckReport,
    run_adapter_check,
)
from vendor_adapters.errors import AdapterError, AdapterRefusal
from vendor_adapters.game_check import check_house, rounds_of, run_game_check
from vendor_adapters.protocol import DEFAULT_GAME
from vendor_adapters.session import GameSession
from vendor_adapters.specs import check_adapter_spec, open_adapter, parse_adapter_spec
from vendor_adapters.stdio_client import DEFAULT_TIMEOUT_SECONDS

__all__ = ["register"]

_MARKS = {PASS: "ok  ", FAIL: "FAIL", NOT_APPLICABLE: "n/a ", INFO: "info"}
_EPILOG = """\
adapters:   reference | python:package.module:factory | stdio:COMMAND ARGS...
example:    bjkit adapter-check "stdio:node vendor_adapters/examples/node-hit-stand/adapter.js"
            bjkit adapter-check "stdio:./one-box-game" --house boxes=1
            bjkit adapter-check "stdio:node vendor_adapters/examples/node-craps/adapter.js"
            bjkit adapter-check reference --game craps
games:      the game the adapter's handshake names (protocol 1.5); --game names the game of
            `reference`, and must be the handshake's for any other adapter. A game other than
            blackjack plays hand-written and drawn rounds (--rounds, --seed) on the adapter and
            on the game's reference adapter, and each difference is named with its round, the
            two values and the clause.
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
    parser.add_argument(
        "--game",
        default=None,
        help="the game (protocol 1.5): of `reference`, or the one the adapter's handshake must "
        "name (default: the handshake's)",
    )
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.set_defaults(handler=run, edition=None)


def run(args: argparse.Namespace) -> int:
    # The table is read before the game is started: a bad option is exit 2, as for certify. A
    # game other than blackjack is known from its handshake, so a table that is no blackjack
    # table is refused only once the handshake says the game is blackjack.
    check_seconds("--timeout", args.timeout)
    check_adapter_spec(args.adapter)
    if args.rounds < 0:
        raise KitError(f"--rounds {args.rounds}: a number of rounds, 0 or more")
    asked = args.game
    if asked is not None:
        game_named(asked)  # a game the kit does not know: exit 2, naming those it knows
        if asked != DEFAULT_GAME:
            rounds_of(asked)
    is_reference = parse_adapter_spec(args.adapter).kind == "reference"
    blackjack_table: tuple[RulesFile | None, dict[str, object]] | None = None
    table_error: KitError | None = None
    if asked in (None, DEFAULT_GAME):
        try:
            blackjack_table = read_table(args)
        except KitError as error:
            if asked == DEFAULT_GAME or is_reference:
                raise
            table_error = error
    session = GameSession(
        open_adapter(args.adapter, timeout=args.timeout, game=asked or DEFAULT_GAME)
    )
    try:
        game = asked or _handshake_game(session)
        if asked == DEFAULT_GAME and not is_reference and _handshake_game(session) != asked:
            # --game blackjack of a game whose handshake names another: the mismatch, named.
            report = run_game_check(session, adapter=args.adapter, game=asked, rounds=0)
        elif game == DEFAULT_GAME:
            if table_error is not None:
                raise table_error
            assert blackjack_table is not None
            rules_file, blackjack_house = blackjack_table
            report = run_adapter_check(
                session,
                adapter=args.adapter,
                rounds=max(args.rounds, 1),
                seed=args.seed,
                house=blackjack_house,
                house_editions=rules_file.editions if rules_file is not None else (),
            )
        else:
            if args.rules:
                raise KitError(
                    f"--rules {args.rules}: a rules file holds a blackjack table's options; "
                    f"give a {game} table's with --house OPTION=VALUE"
                )
            house = house_as_given(list(args.house))
            check_house(game, house)
            report = run_game_check(
                session,
                adapter=args.adapter,
                game=asked,
                rounds=args.rounds,
                seed=args.seed,
                house=house,
            )
    finally:
        session.close()
    if args.json:
        json.dump(report.to_dict(), sys.stdout, indent=2)
        print()
    else:
        print(render(report))
    return 0 if report.ok else 1


def _handshake_game(session: GameSession) -> str:
    """The game the adapter's handshake names; blackjack when it cannot say (the blackjack check
    then reports the handshake's failure)."""
    try:
        return session.game_name
    except (AdapterError, AdapterRefusal):
        return DEFAULT_GAME


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
