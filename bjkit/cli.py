"""Entry point of the `bjkit` command: one subcommand per module in `bjkit.commands`.

A command imports only its own module: `bjkit par ...` builds the parser of `par` alone, so it
never imports what another command needs (pytest, the suite's harness, hypothesis). Without a
command (`bjkit --help`, `bjkit` alone, a misspelt command) every module is imported, so that the
help lists them all and argparse names the commands known.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import tempfile
import traceback
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

from bjkit import __version__
from regulations.errors import KitError
from regulations.user_corpus import CORPUS_ENV, user_corpus_dir

__all__ = [
    "COMMAND_MODULES",
    "DEFECTS_ENV",
    "DEFECT_STATUS",
    "build_parser",
    "command_module",
    "main",
]

# The exit status of a failure that is the kit's own fault, not the input's (issue 29).
DEFECT_STATUS = 4
# Where the traceback of such a failure is saved (default: bjkit-defects in the temp folder).
DEFECTS_ENV = "BJKIT_DEFECTS_DIR"
_EPILOG = """\
exit statuses of every command: 0 done (passed, clear); 1 what the command checks did not hold
(a failure, open items; each command's --help says which); 2 the input was refused (a file,
option, notice, rules file, adapter spec, corpus folder, run folder or key), with a message
naming what was wrong; 3 (certify, report, rtp) the run was stopped or is incomplete; 4 a
defect of the kit itself: one line says so, and the traceback is saved to a file (in
$BJKIT_DEFECTS_DIR, else bjkit-defects in the temporary folder) to report.
"""

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


def command_module(command: str | None) -> str | None:
    """The module of `command` (`adapter-check` is `bjkit.commands.adapter_check`), or None
    when no module of COMMAND_MODULES is that command's."""
    if not command:
        return None
    name = "bjkit.commands." + command.replace("-", "_")
    return name if name in COMMAND_MODULES else None


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser of `bjkit`, with the subcommand `command` alone when it names one (its module
    alone imported), else with every subcommand."""
    parser = argparse.ArgumentParser(
        prog="bjkit",
        description="Blackjack conformance kit: certify games against the New Jersey casino rules.",
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"bjkit {__version__}")
    parser.add_argument(
        "--corpus",
        metavar="DIR",
        help="the corpus folder of editions made by `bjkit amend` (default: $BJKIT_CORPUS, "
        "else ~/.local/share/bjkit/corpus)",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    only = command_module(command)
    for module_name in COMMAND_MODULES if only is None else (only,):
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
    early.add_argument("command", nargs="?")
    known, _ = early.parse_known_args(argv)
    _settle_corpus_folder(known.corpus)
    try:
        # The wagers are declared when the commands are imported: an installed wager that
        # cannot be loaded is named here, as a mistyped input is (reference_impl.plugins).
        parser = build_parser(known.command)
    except KitError as error:
        named = f"bjkit {known.command}" if known.command else "bjkit"
        print(f"{named}: error: {error}", file=sys.stderr)
        return 2
    args = parser.parse_args(argv)
    try:
        status: int = args.handler(args)
    except KitError as error:
        print(f"bjkit {args.command}: error: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    except Exception as error:  # every other failure is the kit's own defect
        saved = _save_defect(args.command, argv)
        what = str(error).splitlines()[0] if str(error) else ""
        print(
            f"bjkit {args.command}: internal error, a defect of the kit, not of the input "
            f"({type(error).__name__}: {what}); the traceback is saved in {saved}",
            file=sys.stderr,
        )
        return DEFECT_STATUS
    return status


def _save_defect(command: str, argv: Sequence[str] | None) -> str:
    """Write the traceback being handled to a file of its own; its path, or why it could not
    be written."""
    folder = Path(os.environ.get(DEFECTS_ENV) or Path(tempfile.gettempdir()) / "bjkit-defects")
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    path = folder / f"{stamp}-{os.getpid()}-{command}.txt"
    arguments = list(sys.argv[1:] if argv is None else argv)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path.write_text(
            f"bjkit {__version__} {command}\narguments: {arguments!r}\n\n{traceback.format_exc()}",
            encoding="utf-8",
        )
    except OSError as error:
        return f"(nowhere: {folder} cannot be written: {error.strerror})"
    return str(path)
