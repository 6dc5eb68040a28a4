"""`bjkit par WAGER [--decks N] [--table T] [--json]`: the exact par sheet of a side wager.

Issue 18, item 1: every paying outcome's probability as a fraction, from combinatorics over the
finite shoe (`reference_impl.par`), the return and house edge, and the assumptions, at the table
the options describe (edition, decks, pay table, readings). WAGER `all` gives every wager the
edition has, each at the table's pay tables.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
from decimal import Decimal, InvalidOperation

from bjkit.commands.table_flags import add_table_flags, read_table_flags_rules
from reference_impl.errors import RulesError
from reference_impl.par import PAR_WAGERS, ParSheet, par_sheet
from reference_impl.rules import TableRules
from reference_impl.wager_model import declarations
from reference_impl.wager_model import paid_with as paid_offerings
from regulations import load_corpus
from regulations.corpus import DEFAULT_EDITION
from regulations.errors import KitError
from reports.par_text import par_text

__all__ = ["register", "table_for"]


def _edition_for(wager: str, asked: str | None) -> str | None:
    """The edition asked, else the default one when it has the wager, else the newest that does."""
    if asked:
        return asked
    offering = declarations()[0][PAR_WAGERS[wager][0]]
    if DEFAULT_EDITION in offering.editions:
        return None  # the default edition of the table arguments
    newest_first = reversed(list(load_corpus().editions))
    return next((edition for edition in newest_first if edition in offering.editions), None)


def table_for(
    wager: str, rules: TableRules, table: str | None, paid_with: str | None
) -> TableRules:
    """`rules` offering `wager`'s offering, at pay table `table` when given, and with what is
    paid with its wager at pay table `paid_with` when asked."""
    offering = PAR_WAGERS[wager][0]
    offered = set(rules.side_wagers)
    if offering not in offered:
        # A table offers one additional wager of 2.17(a): the one asked replaces the others.
        offered = {name for name in offered if name not in {o for o, _ in PAR_WAGERS.values()}}
        offered.add(offering)
    pay_tables = dict(rules.side_wager_pay_tables)
    if table is not None:
        pay_tables[offering] = table
    if paid_with is not None:
        paid = paid_offerings(offering)
        if not paid:
            raise KitError(f"--paid-with: nothing is paid with the {wager} wager, never placed")
        for name in paid:
            offered.add(name)
            pay_tables[name] = paid_with
    try:
        return dataclasses.replace(
            rules,
            side_wagers=frozenset(offered),
            side_wager_pay_tables=tuple(sorted(pay_tables.items())),
        )
    except RulesError as error:
        raise KitError(str(error)) from None


def sheets(args: argparse.Namespace) -> list[ParSheet]:
    wagers = list(PAR_WAGERS) if args.wager == "all" else [args.wager]
    found: list[ParSheet] = []
    for wager in wagers:
        edition = _edition_for(wager, args.edition)
        options = argparse.Namespace(**{**vars(args), "edition": edition})
        _, table = read_table_flags_rules(options)
        rules = table.rules
        if (args.wager == "all" and PAR_WAGERS[wager][0] not in declarations()[0]) or (
            rules.edition not in declarations()[0][PAR_WAGERS[wager][0]].editions
        ):
            if args.wager == "all":
                continue
            raise KitError(f"{wager} is not a wager of {rules.edition}")
        rules = table_for(wager, rules, args.table, args.paid_with)
        try:
            found.append(
                par_sheet(
                    wager,
                    rules,
                    stake=args.stake,
                    third_card=args.third_card == "draw",
                )
            )
        except RulesError as error:
            raise KitError(str(error)) from None
    return found


def _stake(text: str) -> Decimal:
    try:
        value = Decimal(text)
    except InvalidOperation:
        raise argparse.ArgumentTypeError(f"{text!r} is not an amount, e.g. 5 or 25.00") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"{text}: an amount is more than zero")
    return value


def _run(args: argparse.Namespace) -> int:
    found = sheets(args)
    if args.json:
        print(json.dumps([sheet.to_json() for sheet in found], indent=2))
    else:
        print("\n\n".join(par_text(sheet) for sheet in found))
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "par",
        help="the exact par sheet of a side wager: each outcome's probability, the house edge",
        description="Exact probabilities (fractions, from combinatorics over the finite shoe, "
        "not simulation) of every outcome of a side wager and its house edge, at the table the "
        "options describe, with the assumptions they rest on.",
    )
    parser.add_argument(
        "wager",
        metavar="WAGER",
        choices=[*PAR_WAGERS, "all"],
        help=f"one of {', '.join(PAR_WAGERS)}, or all",
    )
    parser.add_argument(
        "--table",
        metavar="T",
        help="the wager's pay table, as its text prints them (`bjkit rules` lists each wager's)",
    )
    parser.add_argument(
        "--paid-with",
        "--free-bonus",
        metavar="T",
        help="offer what is paid with the wager and never placed, at its pay table T",
    )
    parser.add_argument(
        "--stake",
        type=_stake,
        metavar="AMOUNT",
        help="the wager that fixed amounts paid with it are priced at (default: the least it "
        "is paid on)",
    )
    parser.add_argument(
        "--third-card",
        "--sevens-election",
        choices=("draw", "stand"),
        default="draw",
        help="where the wager's par sheet has the player draw a third card: he draws (default) "
        "or stands",
    )
    parser.add_argument("--json", action="store_true", help="print JSON (fractions as n/d)")
    add_table_flags(
        parser,
        edition_help=f"edition (default: the rules file's, else {DEFAULT_EDITION}, or the newest "
        "with WAGER)",
    )
    parser.set_defaults(handler=_run)
