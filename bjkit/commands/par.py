"""`bjkit par WAGER [--decks N] [--table T] [--json]`: the exact par sheet of a wager.

Issue 18, item 1: every paying outcome's probability as a fraction, from combinatorics over the
finite shoe (`reference_impl.par`), the return and house edge, and the assumptions, at the table
the options describe (edition, decks, pay table, readings). WAGER `all` gives every side wager the
edition has, each at the table's pay tables.

A wager of another game is priced by its game's declaration (`GameDeclaration.par`, issue 30):
`bjkit par pass-bet --pays 1:1` at the posted odds given (`--pays`, `--number`, `--high-total`,
`--per-decision`); a game whose figures the corpus cannot fix names its wagers and says why
instead of computing (exit status 2).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
from decimal import Decimal, InvalidOperation

from bjkit.commands.table_flags import add_table_flags, read_table_flags_rules
from reference_impl.errors import RulesError
from reference_impl.game_model import GameDeclaration, GameParAsk, declared_games
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


# The flags that price a game's wager at posted odds; the others set up a blackjack table.
_GAME_FLAGS = ("pays", "number", "high_total", "per_decision")


def _game_of(wager: str) -> GameDeclaration | None:
    """The declared game that prices or names `wager`, if it is not a side wager of the kit."""
    for game in declared_games().values():
        if wager in game.par_wagers or wager in game.unpriced:
            return game
    return None


def _game_wagers() -> list[str]:
    return [
        wager for game in declared_games().values() for wager in (*game.par_wagers, *game.unpriced)
    ]


def _game_sheet(game: GameDeclaration, args: argparse.Namespace) -> ParSheet:
    if args.wager in game.unpriced:
        raise KitError(
            f"the {game.title} wager {args.wager} has no par sheet: {game.unpriced_because}"
        )
    table_flags = sorted(
        name
        for name, value in vars(args).items()
        if name.startswith("option_") and value is not None
    )
    given = [f"--{n.removeprefix('option_').replace('_', '-')}" for n in table_flags]
    given += [flag for flag, used in (("--rules", args.rules), ("--house", args.house)) if used]
    given += [f"--{n.replace('_', '-')}" for n in ("table", "paid_with", "stake") if vars(args)[n]]
    if given:
        raise KitError(
            f"{', '.join(given)}: a blackjack table's option; {args.wager} is a {game.title} "
            f"wager, priced with --pays, --number, --high-total and --per-decision"
        )
    ask = GameParAsk(
        pays=tuple(args.pays),
        number=args.number,
        high_total=args.high_total,
        per_decision=args.per_decision,
    )
    assert game.par is not None  # a declaration with par wagers has a par model
    try:
        return game.par(args.wager, ask)
    except RulesError as error:
        raise KitError(str(error)) from None


def _refuse_game_flags(args: argparse.Namespace) -> None:
    used = [name for name in _GAME_FLAGS if vars(args)[name] not in (None, False, [])]
    if used:
        flags = ", ".join(f"--{name.replace('_', '-')}" for name in used)
        raise KitError(f"{flags}: a posted-odds flag of another game's wager, not of {args.wager}")


def _stake(text: str) -> Decimal:
    try:
        value = Decimal(text)
    except InvalidOperation:
        raise argparse.ArgumentTypeError(f"{text!r} is not an amount, e.g. 5 or 25.00") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"{text}: an amount is more than zero")
    return value


def _run(args: argparse.Namespace) -> int:
    game = _game_of(args.wager)
    if game is not None:
        found = [_game_sheet(game, args)]
    else:
        _refuse_game_flags(args)
        found = sheets(args)
    if args.json:
        print(json.dumps([sheet.to_json() for sheet in found], indent=2))
    else:
        print("\n\n".join(par_text(sheet) for sheet in found))
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "par",
        help="the exact par sheet of a wager: each outcome's probability, the house edge",
        description="Exact probabilities (fractions, from combinatorics over the finite shoe "
        "or the two dice, not simulation) of every outcome of a wager and its house edge, at "
        "the table the options describe, with the assumptions they rest on.",
    )
    game_wagers = _game_wagers()
    parser.add_argument(
        "wager",
        metavar="WAGER",
        choices=[*PAR_WAGERS, "all", *game_wagers],
        help=f"a side wager of blackjack ({', '.join(PAR_WAGERS)}, or all) or a wager of "
        f"another game ({', '.join(game_wagers)})",
    )
    parser.add_argument(
        "--pays",
        action="append",
        default=[],
        metavar="[TOTAL=]W:S",
        help="another game's wager: the odds the table posts for it, W:S for every total, "
        "TOTAL=W:S for one (repeatable; default: the kit's default posted odds)",
    )
    parser.add_argument(
        "--number",
        type=int,
        metavar="N",
        help="another game's wager: the number a place bet is on or against",
    )
    parser.add_argument(
        "--high-total",
        type=int,
        metavar="T",
        help="another game's wager: the total a Horn High Bet's fifth unit is on",
    )
    parser.add_argument(
        "--per-decision",
        action="store_true",
        help="another game's wager: the house edge per wager decided (a void not counted), "
        "instead of per wager placed",
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
