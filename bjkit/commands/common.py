"""What the commands share, defined once: how a house option is spelled on the command line,
and how an edition the corpus does not hold is refused.

A house option of the catalog (`reference_impl.catalog.OPTIONS`, which `bjkit rules` lists) has
one flag in every command, spelled by `option_flag`: the option's name with hyphens
(`--hole-card`), except where the name is a command's own flag (`shoe` is `--shoe-kind`, as
`--shoe` is the cards of `bjkit round`). A per-option flag and `--house` are the same thing
(`--hole-card face-up` is `--house hole_card=face-up`) and take the same value words (the
catalog parses both); `bjkit.commands.table_flags` adds them to a command and reads them back.
This module imports no command, so that every command can use it.

An unknown edition: every command refuses it with one sentence, naming the edition asked for and
the editions the corpus holds (with the closest names), exit status 2 (`known_edition`). The
sentence is the corpus's own (`regulations.corpus.Corpus.edition`), so that a command and any
library path that looks an edition up say the same thing.
"""

from __future__ import annotations

import math

from reference_impl.side_wagers.rule_text import unreadable
from regulations import Edition, KitError, load_corpus

__all__ = [
    "NOT_A_HOUSE_OPTION",
    "check_seconds",
    "house_item_flag",
    "known_edition",
    "option_flag",
    "readable_edition",
]

# House options whose flag would take the name of a command's own flag: `--shoe` is the cards
# `bjkit round` deals, so the shoe option (single or double, 2.2(c)) is `--shoe-kind`.
_FLAG_OF_OPTION = {"shoe": "shoe-kind"}
# The edition is a table's option too, but every command names it with `--edition` (and a rules
# file with its `edition` key), never as a house option.
NOT_A_HOUSE_OPTION = "edition"


def known_edition(name: str) -> Edition:
    """The corpus's edition `name`; an unknown one is a `KitError` (exit status 2) whose message
    names `name` and the editions known: "unknown edition 'nj-1999': the corpus has nj-1996,
    nj-2004, nj-2024, nj-2024+bet-the-set; did you mean nj-1996?"."""
    return load_corpus().edition(name)


def readable_edition(name: str) -> None:
    """Refuse to play in edition `name` when the engine cannot read what it needs of its text
    (an amount of 2.17(a) in a shape no reader knows, issue 29): a `KitError` (exit status 2)
    with the words `bjkit impact` lists as open items, naming the clause, the reader and the
    words. Only `name`'s text is read."""
    problems = unreadable(name)
    if problems:
        listed = "\n".join(f"  - {problem}" for problem in problems)
        raise KitError(
            f"the engine cannot read the text of {name} (bjkit impact {name} lists it):\n{listed}"
        )


def option_flag(name: str) -> str:
    """The flag of house option `name` in every command: `hole_card` -> `--hole-card`."""
    return "--" + _FLAG_OF_OPTION.get(name, name.replace("_", "-"))


def house_item_flag(name: str) -> str:
    """The same option as `--house` takes it: `hole_card` -> `--house hole_card=VALUE`."""
    return f"--house {name}=VALUE"


def check_seconds(flag: str, seconds: float) -> None:
    """Refuse a time limit that is no time limit (0, negative, nan or infinite seconds) before
    anything runs: a `KitError` (exit status 2) naming the flag and the value."""
    if not math.isfinite(seconds) or seconds <= 0:
        raise KitError(f"{flag} {seconds}: give a number of seconds above 0")
