"""The options of a certification run, defined once for `bjkit certify` and the pytest plugin.

Each run option is declared here with the keyword arguments argparse and pytest's
`Parser.addoption` both take (they take the same ones), so `bjkit certify --help` and
`pytest --help` describe one option one way, and the default edition is
`regulations.DEFAULT_EDITION` everywhere. A command that differs on purpose says so with an
override (`bjkit certify` reads its edition from the rules file when none is given). The one
default profile is the deep one, `certify`, for `bjkit certify` and `pytest features` alike: a run
that certifies is the default; the kit's own test suite asks for `ci` in its pytest configuration
(`addopts` in pyproject.toml), where a reader of that file sees it. This module imports neither
pytest nor hypothesis: `bjkit` builds its parsers from it without loading the suite.

The hypothesis profiles themselves (their example counts) are the harness's
(`suite.harness.strategies.PROFILES`); `PROFILE_NAMES` and `DERANDOMIZED_PROFILES` are what a run
needs to know of them before hypothesis is imported, and tests/steps/test_run_options.py holds
the two to one another.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from regulations.corpus import DEFAULT_EDITION
from vendor_adapters.stdio_client import DEFAULT_TIMEOUT_SECONDS

__all__ = [
    "COMMON_OPTIONS",
    "DEFAULT_CASES_DIR",
    "DEFAULT_EDITION",
    "DEFAULT_MAX_ADAPTER_ERRORS",
    "DEFAULT_PROFILE",
    "DERANDOMIZED_PROFILES",
    "PLUGIN_OPTIONS",
    "PROFILE_NAMES",
    "RUN_OPTIONS",
    "RunOption",
    "add_run_options",
    "profile_help",
]

# The hypothesis profiles: quick (development), ci (derandomized), certify (deep).
PROFILE_NAMES = ("certify", "ci", "quick")
DERANDOMIZED_PROFILES = frozenset({"ci"})
# One default for `bjkit certify` and `pytest features`: the deep profile, since a run of the kit
# is a certification unless it says otherwise.
DEFAULT_PROFILE = "certify"
DEFAULT_CASES_DIR = Path("out") / "failures"
DEFAULT_MAX_ADAPTER_ERRORS = 5


def profile_help(default: str) -> str:
    """The help of `--profile` with `default` as its default."""
    return (
        "hypothesis profile: quick (development), ci (derandomized) or certify (deep); "
        f"default {default}"
    )


@dataclass(frozen=True)
class RunOption:
    """One option of a run: its flag and the keyword arguments of `add_argument`/`addoption`."""

    flag: str
    settings: Mapping[str, Any]

    @property
    def dest(self) -> str:
        """The attribute the option is read back as (`--adapter-timeout` -> `adapter_timeout`)."""
        return self.flag.removeprefix("--").replace("-", "_")


_DECLARED = (
    RunOption(
        "--adapter",
        {
            "default": "reference",
            "help": "the game under test: reference | python:pkg.module:factory | stdio:COMMAND "
            "ARGS",
        },
    ),
    RunOption(
        "--game",
        {
            "default": None,
            "help": "the game certified, as the corpus names it (blackjack, craps, "
            "baccarat-punto-banco; default: blackjack, and for `bjkit certify` the game the "
            "adapter's handshake names)",
        },
    ),
    RunOption(
        "--edition",
        {
            "default": None,
            "help": f"edition certified (default {DEFAULT_EDITION}, or for a game it lacks the "
            "newest edition that has the game)",
        },
    ),
    RunOption(
        "--house",
        {
            "action": "append",
            "default": [],
            "metavar": "OPTION=VALUE",
            "help": "a house option of the tables, over the rules file's when one is given "
            "(repeatable; `bjkit rules` lists them)",
        },
    ),
    RunOption(
        "--profile",
        {
            "choices": PROFILE_NAMES,
            "default": DEFAULT_PROFILE,
            "help": profile_help(DEFAULT_PROFILE),
        },
    ),
    RunOption(
        "--adapter-timeout",
        {
            "type": float,
            "default": DEFAULT_TIMEOUT_SECONDS,
            "help": "seconds a stdio adapter may take to answer one call",
        },
    ),
    RunOption(
        "--clause",
        {
            "action": "append",
            "default": [],
            "metavar": "CLAUSE",
            "help": "only scenarios under Rules of this clause or section, e.g. 2.7(b) or 2.11 "
            "(repeatable)",
        },
    ),
    RunOption(
        "--max-adapter-errors",
        {
            "type": int,
            "default": DEFAULT_MAX_ADAPTER_ERRORS,
            "metavar": "N",
            "help": "after N scenarios in a row end in adapter errors, the rest are errors "
            "without calling the game again (0: never give up; default "
            f"{DEFAULT_MAX_ADAPTER_ERRORS}); with several workers each counts those of its own "
            "game",
        },
    ),
    RunOption(
        "--expectations",
        {
            "default": None,
            "metavar": "FILE",
            "help": "the vendor's expectations file: declared failures, each with a reason "
            "(docs/EXPECTATIONS.md)",
        },
    ),
    RunOption(
        "--cases-dir",
        {
            "default": str(DEFAULT_CASES_DIR),
            "metavar": "DIR",
            "help": "where the round of each failure is saved for `bjkit replay` (default "
            f"{DEFAULT_CASES_DIR.as_posix()})",
        },
    ),
    RunOption(
        "--certification",
        {
            "action": "store_true",
            "help": "certification mode: a scenario that needs a capability certification "
            "requires (forced-shoe) fails instead of being not applicable",
        },
    ),
    RunOption(
        "--results-jsonl",
        {
            "default": None,
            "metavar": "PATH",
            "help": "append one JSON line per scenario verdict, flushed as it is reached",
        },
    ),
)
RUN_OPTIONS: dict[str, RunOption] = {option.dest: option for option in _DECLARED}
# The options `bjkit certify` takes and hands on to its child pytest under the same flags.
COMMON_OPTIONS = (
    "adapter",
    "game",
    "edition",
    "profile",
    "adapter_timeout",
    "clause",
    "max_adapter_errors",
    "expectations",
)
# The options of the plugin alone: `bjkit certify` sets them for its child from its run folder.
PLUGIN_OPTIONS = (*COMMON_OPTIONS, "house", "cases_dir", "certification", "results_jsonl")


def add_run_options(
    add: Callable[..., object],
    names: Iterable[str],
    overrides: Mapping[str, Mapping[str, Any]] | None = None,
) -> None:
    """Declare the run options `names` with `add` (`ArgumentParser.add_argument` or pytest's
    `OptionGroup.addoption`), each with its declared settings and the `overrides` given for it."""
    for name in names:
        option = RUN_OPTIONS[name]
        add(option.flag, **{**option.settings, **(overrides or {}).get(name, {})})
