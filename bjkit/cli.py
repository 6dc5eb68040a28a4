"""Entry point of the `bjkit` command: one subcommand per module in `bjkit.commands`."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from bjkit import __version__
from regulations.errors import KitError
from regulations.user_corpus import CORPUS_ENV, user_corpus_dir

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
    "bjkit.commands.impact",
    "bjkit.commands.diff",
    "bjkit.commands.lint",
    "bjkit.commands.amend",
    "bjkit.commands.par",
    "bjkit.commands.rtp",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="bjkit",
        description="Blackjack conformance kit: certify games against the New Jersey casino rules.",
    )
    parser.add_argument("--version", action="version", version=f"bjkit {__version__}")
    parser.add_argument(
        "--corpus",
        metavar="DIR",
        help="the corpus folder of editions made by `bjkit amend` (default: $BJKIT_CORPUS, "
        "else ~/.local/share/bjkit/corpus)",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for module_name in COMMAND_MODULES:
        importlib.import_module(module_name).register(subparsers)
    return parser


def _settle_corpus_folder(named: str | None) -> None:
    """Fix the user's corpus folder in the environment, so that every part of the run (the
    pytest run of `certify` too) reads the same editions."""
    if named is not None:
        os.environ[CORPUS_ENV] = str(Path(named).expanduser().resolve())
    elif CORPUS_ENV not in os.environ:
        folder = user_corpus_dir()
        os.environ[CORPUS_ENV] = str(folder) if folder is not None else ""


def main(argv: Sequence[str] | None = None) -> int:
    # The corpus folder is fixed before the command modules (and the engine) are imported.
    early = argparse.ArgumentParser(add_help=False)
    early.add_argument("--corpus")
    known, _ = early.parse_known_args(argv)
    _settle_corpus_folder(known.corpus)
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
