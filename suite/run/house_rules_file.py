"""A table's house rules kept in a TOML file (docs/RULES_FILES.md).

```toml
description = "Atlantic City six-deck shoe game with late surrender"
edition = "nj-2024"            # optional; or a list: ["nj-2004", "nj-2024"]

[house]
decks = 6
surrender = true
table_minimum = "10.00"
```

`load_rules_file` reads and validates one file in one edition; `merge_house_options` lays the
run's `--house OPTION=VALUE` flags over the file's options and validates the result as a whole.
Options are the ones `bjkit rules` lists, named as it names them with underscores.
"""

from __future__ import annotations

import difflib
import enum
import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

from reference_impl.catalog import OPTIONS, rules_from_mapping, rules_to_dict
from reference_impl.editions import EDITIONS
from reference_impl.errors import RulesError
from reference_impl.rules import TableRules
from regulations.errors import KitError
from suite.run.certification import HouseRulesError, HouseTable, parse_house_table

__all__ = [
    "RulesFile",
    "RulesFileError",
    "house_item",
    "load_rules_file",
    "merge_house_options",
    "merge_house_table",
]

_TOP_LEVEL = ("description", "edition", "house")
_DEFAULTS = TableRules()
DEFAULT_EDITION = _DEFAULTS.edition
# Every house option but the edition, which is a top-level key of the file.
_OPTION_NAMES = tuple(spec.name for spec in OPTIONS if spec.name != "edition")


class RulesFileError(KitError):
    """A house rules file that cannot be read, is not TOML, or holds rules the edition refuses.
    The message starts with the file's path."""


@dataclass(frozen=True, kw_only=True)
class RulesFile:
    """One table's house rules, validated in one edition.

    `edition` is the edition the options were validated in: the one asked for, else the file's
    own (the newest of them if it names several), else the kit's default. `editions` is what the
    file itself names (empty: it does not say). `options` holds the options the file sets, valued
    as the protocol values them (as `parse_house_options` returns them); the rest take their
    defaults."""

    path: Path
    description: str
    edition: str
    editions: tuple[str, ...]
    options: dict[str, object]


def load_rules_file(path: Path, edition: str | None) -> RulesFile:
    """Read and validate the house rules file at `path` for `edition` (None: the file's edition,
    else the kit's default). Every problem is a `RulesFileError` whose message starts with the
    path: unreadable or not TOML (with TOML's line and column), an unknown key, table or option
    (with the closest option name), a bad value, a float where money is meant, an edition other
    than the file's, a combination the edition forbids (with the clause)."""
    document = _read_toml(path)
    unknown = [key for key in document if key not in _TOP_LEVEL]
    if unknown:
        key = unknown[0]
        kind = "table" if isinstance(document[key], dict) else "key"
        shown = f"[{key}]" if kind == "table" else repr(key)
        raise RulesFileError(
            f"{path}: unknown {kind} {shown}{_did_you_mean(key, _TOP_LEVEL)}; "
            "a rules file has description, edition and a [house] table"
        )
    description = document.get("description", "")
    if not isinstance(description, str):
        raise RulesFileError(f"{path}: description must be a string, not {_shown(description)}")
    editions = _file_editions(path, document.get("edition"))
    run_edition = _run_edition(path, edition, editions)
    house = document.get("house")
    if house is None:
        raise RulesFileError(
            f"{path}: no [house] table; write the options under [house] "
            "(an empty [house] keeps every default)"
        )
    if not isinstance(house, dict):
        raise RulesFileError(f"{path}: house must be a table ([house]), not {_shown(house)}")
    values = {name: _checked_value(path, name, value) for name, value in house.items()}
    try:
        rules = rules_from_mapping({**values, "edition": run_edition})
    except RulesError as error:
        raise RulesFileError(f"{path}: [house] in {run_edition}: {error}") from None
    plain = rules_to_dict(rules)
    return RulesFile(
        path=path,
        description=description.strip(),
        edition=run_edition,
        editions=editions,
        options={name: plain[name] for name in values},
    )


def merge_house_options(
    file_options: Mapping[str, object], flag_items: list[str], edition: str
) -> dict[str, object]:
    """The run's house options: a rules file's options (`RulesFile.options`) with the
    `--house OPTION=VALUE` flags laid over them, validated together in `edition`. Raises
    `HouseRulesError`, as `parse_house_options` does, naming the clause of a forbidden
    combination (a flag may make the file's combination forbidden)."""
    return merge_house_table(file_options, flag_items, edition).options


def merge_house_table(
    file_options: Mapping[str, object], flag_items: list[str], edition: str
) -> HouseTable:
    """`merge_house_options`, with the table's every rule, read once (`parse_house_table`)."""
    items = [house_item(name, value) for name, value in file_options.items()]
    try:
        return parse_house_table([*items, *flag_items], edition)
    except HouseRulesError as error:
        if not flag_items:
            raise
        flags = " ".join(f"--house {item}" for item in flag_items)
        raise HouseRulesError(
            f"{error} (the rules file's options with {flags} over them)"
        ) from None


def _read_toml(path: Path) -> dict[str, object]:
    try:
        data = path.read_bytes()
    except OSError as error:
        raise RulesFileError(f"{path}: cannot read the file: {error.strerror or error}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise RulesFileError(f"{path}: not UTF-8 text (byte {error.start})") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise RulesFileError(f"{path}: not valid TOML: {error}") from None


def _file_editions(path: Path, value: object) -> tuple[str, ...]:
    if value is None:
        return ()
    names = [value] if isinstance(value, str) else value
    if not isinstance(names, list) or not names or not all(isinstance(name, str) for name in names):
        raise RulesFileError(
            f'{path}: edition must be a string such as "nj-2024" or a list of them, '
            f"not {_shown(value)}"
        )
    for name in names:
        if name not in EDITIONS:
            raise RulesFileError(
                f"{path}: edition {name!r} is not an edition the kit knows ({', '.join(EDITIONS)})"
            )
    return tuple(names)


def _run_edition(path: Path, edition: str | None, editions: tuple[str, ...]) -> str:
    if edition is None:
        if not editions:
            return DEFAULT_EDITION
        return max(editions, key=list(EDITIONS).index)
    if edition not in EDITIONS:
        raise RulesFileError(
            f"{path}: edition {edition!r} is not an edition the kit knows ({', '.join(EDITIONS)})"
        )
    if editions and edition not in editions:
        declared = " or ".join(editions)
        raise RulesFileError(
            f"{path}: the file's rules are for {declared} (its edition key), "
            f"but this run certifies {edition}"
        )
    return edition


def _checked_value(path: Path, name: str, value: object) -> object:
    """The TOML value of one option, refused unless it has the type its option takes."""
    where = f"{path}: [house] {name}"
    if name == "edition":
        raise RulesFileError(f"{where}: the edition is a top-level key, above [house]")
    if name not in _OPTION_NAMES:
        raise RulesFileError(
            f"{path}: [house] unknown house option {name!r}"
            f"{_did_you_mean(name, _OPTION_NAMES)}; `bjkit rules` lists them"
        )
    # A side wager's declared option is not a field of its own (TableRules.side_option).
    default = getattr(_DEFAULTS, name) if hasattr(_DEFAULTS, name) else _DEFAULTS.side_option(name)
    if isinstance(default, Decimal):
        if isinstance(value, float):
            raise RulesFileError(
                f"{where} = {value!r}: money is written as a string, e.g. "
                f'{name} = "7.50", never as a TOML float: the kit never uses floats for money'
            )
        if isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool)):
            return value
        raise RulesFileError(
            f'{where}: an amount of money as a string, e.g. "10.00", not {_shown(value)}'
        )
    if isinstance(default, bool):
        if isinstance(value, bool):
            return value
        raise RulesFileError(f"{where}: true or false (without quotes), not {_shown(value)}")
    if isinstance(default, int):
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise RulesFileError(
            f"{where}: a whole number without quotes or a decimal point, e.g. {name} = {default}, "
            f"not {_shown(value)}"
        )
    if isinstance(default, frozenset):
        if isinstance(value, list) and all(
            isinstance(item, str) or (isinstance(item, int) and not isinstance(item, bool))
            for item in value
        ):
            return [str(item) for item in value]
        if isinstance(value, str):
            return value
        raise RulesFileError(f"{where}: a list such as [1, 3], or [] for none, not {_shown(value)}")
    if isinstance(value, str):
        return value
    example = default.value if isinstance(default, enum.Enum) else "none"
    raise RulesFileError(f'{where}: a string, e.g. {name} = "{example}", not {_shown(value)}')


def house_item(name: str, value: object) -> str:
    """One option as a `--house` item, the text form every option's parser reads."""
    if isinstance(value, bool):
        text = "true" if value else "false"
    elif value is None:
        text = "none"
    elif isinstance(value, list | tuple | frozenset | set):
        text = " ".join(str(item) for item in value) or "none"
    else:
        text = str(value)
    return f"{name}={text}"


def _did_you_mean(name: str, known: Iterable[str]) -> str:
    close = difflib.get_close_matches(name.replace("-", "_"), list(known), n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _shown(value: object) -> str:
    kinds = {
        bool: "a boolean",
        int: "an integer",
        float: "a float",
        str: "a string",
        list: "a list",
        dict: "a table",
    }
    kind = next((text for kind, text in kinds.items() if isinstance(value, kind)), "a value")
    return f"{kind} ({value!r})"
