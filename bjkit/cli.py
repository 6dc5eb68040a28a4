"""Entry point of the `bjkit` command: one subcommand per module in `bjkit.commands`."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from bjkit import __version__
from regulations.errors import KitError

__all__ = ["COMMAND_MODULES", "build_parser", "main"]

# Each module defines `register(subparsers) -> None`, which adds its parser and sets `handler`.
COMMAND_MODULES: tuple[str, ...] = (
    "bjkit.commands.editions",
    "bjkit.commands.show",
    "bjkit.commands.certify",
    "bjkit.commands.round",
    "bjkit.commands.rules",
    "bjkit.commands.adapter_check",
    "bjkit.commands.coverage",
    "bjkit.commands.verify",
    "bjkit.commands.keygen",
    "bjkit.commands.report",
    "bjkit.commands.replay",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="bjkit",
        description="Blackjack conformance kit: certify games against the New Jersey casino rules.",
    )
    parser.add_argument("--version", action="version", version=f"bjkit {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for module_name in COMMAND_MODULES:
        importlib.import_module(module_name).register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        status: int = args.handler(args)
    except KitError as error:
        print(f"bjkit {args.command}: error: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    return status
