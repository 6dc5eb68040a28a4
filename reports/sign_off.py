"""The sign-off of a certification: who certified the game, for which lab, under which
certificate number and on which date.

A lab keeps the values in a TOML file and gives it to `bjkit certify` or `bjkit report` with
`--sign-off FILE`; `--lab`, `--certifier` and `--certificate-number` override the file's values:

```toml
lab = "Garden State Gaming Laboratory"
certifier = "A. Examiner"
certificate_number = "GSGL-2026-0042"
date = 2026-11-27          # a TOML date, or text as the lab writes dates
```

`bjkit certify` records them in results.jsonl's `certify` event as `sign_off`; `bjkit report`
appends a `sign_off` event, whose values (the latest first) stand over the run's
(`reports.outputs`). They come out in results.json's `run.sign_off` and in the letter's
sign-off block; a value not given is a blank line a person fills in on the printed letter.
"""

from __future__ import annotations

import argparse
import datetime
import tomllib
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from regulations.errors import KitError

__all__ = [
    "SIGN_OFF_KEYS",
    "SignOffError",
    "add_sign_off_arguments",
    "merge_sign_offs",
    "read_sign_off",
    "sign_off_of",
]

SIGN_OFF_KEYS = ("lab", "certifier", "certificate_number", "date")
"""The values of a sign-off, in the order the letter shows them."""


class SignOffError(KitError):
    """A sign-off file that cannot be read, is not TOML, or holds a key or value that is not a
    sign-off's (exit status 2, before anything runs)."""


def read_sign_off(path: Path) -> dict[str, str]:
    """The values of a sign-off file; an unknown key, or a value that is not text or a date, is
    refused with the file and the key."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise SignOffError(f"--sign-off {path}: cannot read it: {error.strerror}") from None
    except UnicodeDecodeError:
        raise SignOffError(f"--sign-off {path}: not UTF-8 text") from None
    try:
        document = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise SignOffError(f"--sign-off {path}: not TOML: {error}") from None
    values: dict[str, str] = {}
    for key, value in document.items():
        if key not in SIGN_OFF_KEYS:
            raise SignOffError(
                f"--sign-off {path}: unknown key {key!r}; a sign-off has {', '.join(SIGN_OFF_KEYS)}"
            )
        if isinstance(value, datetime.date | datetime.datetime):
            values[key] = value.isoformat()
        elif isinstance(value, str):
            values[key] = value.strip()
        else:
            raise SignOffError(
                f"--sign-off {path}: {key} = {value!r} is not text; write it in quotes"
            )
    return {key: value for key, value in values.items() if value}


def sign_off_of(args: argparse.Namespace) -> dict[str, str] | None:
    """The sign-off the options give (`add_sign_off_arguments`): the file's values with the
    flags over them, or None when no option gives one."""
    values = read_sign_off(Path(args.sign_off_file)) if args.sign_off_file else {}
    for key in ("lab", "certifier", "certificate_number"):
        given = getattr(args, key, None)
        if given is not None and given.strip():
            values[key] = given.strip()
    return {key: values[key] for key in SIGN_OFF_KEYS if key in values} or None


def merge_sign_offs(sign_offs: Iterable[object]) -> dict[str, str] | None:
    """The sign-off of a run from its sign-offs in the order they were recorded: each later value
    stands over an earlier one."""
    merged: dict[str, str] = {}
    for sign_off in sign_offs:
        if isinstance(sign_off, Mapping):
            merged.update(_known(sign_off))
    return {key: merged[key] for key in SIGN_OFF_KEYS if key in merged} or None


def _known(sign_off: Mapping[str, Any]) -> dict[str, str]:
    return {key: str(sign_off[key]) for key in SIGN_OFF_KEYS if sign_off.get(key)}


def add_sign_off_arguments(parser: argparse.ArgumentParser) -> None:
    """`--sign-off FILE`, `--lab`, `--certifier` and `--certificate-number`, defined once for
    `certify` and `report` (read back with `sign_off_of`)."""
    parser.add_argument(
        "--sign-off",
        dest="sign_off_file",
        metavar="FILE",
        help="the sign-off shown in the report's letter: a TOML file with lab, certifier, "
        "certificate_number and date",
    )
    parser.add_argument("--lab", metavar="NAME", help="the certifying lab (over --sign-off's)")
    parser.add_argument(
        "--certifier", metavar="NAME", help="the person who certifies (over --sign-off's)"
    )
    parser.add_argument(
        "--certificate-number",
        dest="certificate_number",
        metavar="NUMBER",
        help="the certificate's number (over --sign-off's)",
    )
