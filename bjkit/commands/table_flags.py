"""The table a command sets up, with the same flags in `round`, `rules`, `par` and `rtp`:
`--edition`, `--rules FILE` and `--house OPTION=VALUE` (`certify.add_table_arguments`, the
spelling `certify` and `adapter-check` take too), and one flag per house option of the catalog,
spelled by `bjkit.commands.common.option_flag` (`--hole-card face-up` is `--house
hole_card=face-up`)."""

from __future__ import annotations

import argparse

from bjkit.commands.certify import add_table_arguments, read_table
from bjkit.commands.common import NOT_A_HOUSE_OPTION, known_edition, option_flag
from reference_impl.catalog import OPTIONS
from regulations.errors import KitError
from suite.run.house_rules_file import RulesFile

__all__ = ["add_table_flags", "read_table_flags"]


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
    """The table of `add_table_flags`: the rules file, then `--house`, then the per-option flags,
    validated together in the edition (`certify.read_table`, which sets `args.edition`). An
    unknown edition is refused first, before the rules file is read; an option given both as a
    flag and with `--house` is refused, as is `--house edition=...` (the edition is `--edition`).
    The per-option flags end in `args.house`, so a command that prints the table's options back
    (the command `bjkit rtp` gives to reproduce a run) gives them once, as `--house`."""
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
    return read_table(args)
