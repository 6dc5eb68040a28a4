"""A small TOML writer for the corpus data files: strings, integers, lists and arrays of tables.

Long texts are written as multi-line literal strings so that a diff of a data file reads like a
diff of the rule text.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

__all__ = ["TomlValue", "dumps"]

TomlValue = str | int | bool | Sequence["TomlValue"] | Mapping[str, "TomlValue"]


def _string(value: str) -> str:
    multi_line = "\n" in value or len(value) > 80
    if multi_line and "'''" not in value and not any(ord(c) < 32 and c != "\n" for c in value):
        return "'''\n" + value + "'''"
    if "'" not in value and "\n" not in value and not any(ord(c) < 32 for c in value):
        return f"'{value}'"
    return json.dumps(value, ensure_ascii=False)


def _scalar(value: TomlValue) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, Mapping):
        raise TypeError("nested tables are written as arrays of tables")
    items = [_scalar(item) for item in value]
    one_line = "[" + ", ".join(items) + "]"
    if len(one_line) <= 90 and all("\n" not in item for item in items):
        return one_line
    return "[\n" + "".join(f"    {item},\n" for item in items) + "]"


def _is_table_array(value: TomlValue) -> bool:
    return (
        not isinstance(value, str | Mapping)
        and isinstance(value, Sequence)
        and bool(value)
        and all(isinstance(item, Mapping) for item in value)
    )


def dumps(document: Mapping[str, TomlValue], header: str = "") -> str:
    """Serialise a document whose values are scalars, lists, or lists of flat tables."""
    out: list[str] = [f"# {line}".rstrip() for line in header.splitlines()]
    if out:
        out.append("")
    arrays: list[tuple[str, Sequence[Mapping[str, TomlValue]]]] = []
    for key, value in document.items():
        if _is_table_array(value):
            arrays.append((key, value))  # type: ignore[arg-type]
        else:
            out.append(f"{key} = {_scalar(value)}")
    for key, tables in arrays:
        for table in tables:
            out.append("")
            out.append(f"[[{key}]]")
            out.extend(f"{field} = {_scalar(item)}" for field, item in table.items())
    return "\n".join(out) + "\n"
