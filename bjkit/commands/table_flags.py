"""The table a command sets up, with the same flags in `round`, `rules`, `par` and `rtp`:
`--edition`, `--rules FILE` and `--house OPTION=VALUE` (`add_table_arguments`, the spelling
`certify` and `adapter-check` take too), and one flag per house option of the catalog, spelled by
`bjkit.commands.common.option_flag` (`--hole-card face-up` is `--house hole_card=face-up`). The
table is read once: the house options become the table's `TableRules` as they are checked
(`read_table_rules`). This module imports no command, and nothing of pytest."""

from __future__ import annotations

import argparse
from pathlib import Path

from bjkit.commands.common import (
    NOT_A_HOUSE_OPTION,
    known_edition,
    option_flag,
    readable_edition,
)
from reference_impl.catalog import OPTIONS
from regulations.corpus import DEFAULT_EDITION
from regulations.errors import KitError
from suite.run.certification import HouseTable, parse_house_table
from suite.run.house_rules_file import RulesFile, load_rules_file, merge_house_table
from suite.run.options import add_run_options

__all__ = [
    "add_table_arguments",
    "add_table_flags",
    "read_table",
    "read_table_flags",
    "read_table_flags_rules",
    "read_table_rules",
]


def _house_table(args: argparse.Namespace, rules_file: RulesFile | None) -> HouseTable:
    if rules_file is None:
        return parse_house_table(args.house, args.edition)
    return merge_house_table(rules_file.options, args.house, args.edition)


def read_table(args: argparse.Namespace) -> tuple[RulesFile | None, dict[str, object]]:
    """The table of `--rules FILE` and `--house OPTION=VALUE` (`add_table_arguments`): the rules
    file and the house options it and the flags set, validated in `args.edition`, which becomes
    the edition they were read in (the rules file's, else the default). A bad file, option,
    value or forbidden combination is a `KitError` naming it (exit status 2)."""
    rules_file, table = read_table_rules(args)
    return rules_file, table.options


def read_table_rules(args: argparse.Namespace) -> tuple[RulesFile | None, HouseTable]:
    """`read_table`, with the table's every rule: the house options become `TableRules` once."""
    if args.edition is not None:
        known_edition(args.edition)  # refused as every command refuses it, before the file
    rules_file = load_rules_file(Path(args.rules), args.edition) if args.rules else None
    args.edition = rules_file.edition if rules_file else args.edition or DEFAULT_EDITION
    known_edition(args.edition)
    readable_edition(args.edition)
    return rules_file, _house_table(args, rules_file)


def add_table_arguments(parser: argparse.ArgumentParser) -> None:
    """`--rules FILE` and `--house OPTION=VALUE`, the table a command plays the game at, defined
    once for `certify` and `adapter-check` (read back with `read_table`)."""
    parser.add_argument(
        "--rules",
        metavar="FILE",
        help="the table's house rules file (TOML; see docs/RULES_FILES.md and configs/)",
    )
    add_run_options(parser.add_argument, ["house"])


def _dest(name: str) -> str:
    return f"option_{name}"


def add_table_flags(parser: argparse.ArgumentParser, *, edition_help: str) -> None:
    """`--edition`, `--rules FILE`, `--house OPTION=VALUE` and a flag per house option: the table
    a command sets up, read back with `read_table_flags`."""
    parser.add_argument("--edition", default=None, help=edition_help)
    add_table_arguments(parser)
    group = parser.add_argument_group(
        "house options (`bjkit rules` lists them; each flag is also --house OPTION=VALUE)"
    )
    for spec in OPTIONS:
        if spec.name == NOT_A_HOUSE_OPTION:
            continue
        group.add_argument(
            option_flag(spec.name),
            dest=_dest(spec.name),
            metavar="VALUE",
            help=f"{spec.summary} [{spec.clause or 'edition'}]: {spec.values} "
            f"(= --house {spec.name}=VALUE)",
        )


def read_table_flags(args: argparse.Namespace) -> tuple[RulesFile | None, dict[str, object]]:
    """`read_table_flags_rules`'s rules file and house options."""
    rules_file, table = read_table_flags_rules(args)
    return rules_file, table.options


def read_table_flags_rules(args: argparse.Namespace) -> tuple[RulesFile | None, HouseTable]:
    """The table of `add_table_flags`: the rules file, then `--house`, then the per-option flags,
    validated together in the edition (`certify.read_table`, which sets `args.edition`). An
    unknown edition is refused first, before the rules file is read; an option given both as a
    flag and with `--house` is refused, as is `--house edition=...` (the edition is `--edition`).
    The per-option flags end in `args.house`, so a command that prints the table's options back
    (the command `bjkit rtp` gives to reproduce a run) gives them once, as `--house`. The table
    comes with its every rule, read once (`read_table_rules`)."""
    if args.edition is not None:
        known_edition(args.edition)
    given: dict[str, str] = {}
    for item in args.house:
        name, _, _ = str(item).partition("=")
        given[name.strip().replace("-", "_")] = str(item)
    if NOT_A_HOUSE_OPTION in given:
        raise KitError(
            f"--house {given[NOT_A_HOUSE_OPTION]}: the edition is not a house option; give it "
            "with --edition"
        )
    items = list(args.house)
    for spec in OPTIONS:
        value = getattr(args, _dest(spec.name), None)
        if value is None:
            continue
        if spec.name in given:
            raise KitError(
                f"{option_flag(spec.name)} {value} and --house {given[spec.name]} both set "
                f"{spec.name}: give it once"
            )
        items.append(f"{spec.name}={value}")
        # Folded into --house once: reading the table again gives the same table.
        setattr(args, _dest(spec.name), None)
    args.house = items
    return read_table_rules(args)
