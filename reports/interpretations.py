"""The interpretations the verdicts rely on, read from docs/INTERPRETATIONS.md.

Where the rule text leaves a real question, the reference engine (the oracle of every verdict)
makes one documented choice. The report lists each choice with the value its option has at the
run's tables, so a reader sees which readings a verdict depends on.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

__all__ = ["INTERPRETATIONS_FILE", "read_interpretations"]

INTERPRETATIONS_FILE = Path(__file__).resolve().parent.parent / "docs" / "INTERPRETATIONS.md"
_FIELD = re.compile(r"^- \*\*(?P<name>[A-Za-z ]+)\*\*: (?P<text>.*)$")


def read_interpretations(
    table: Mapping[str, object], path: Path = INTERPRETATIONS_FILE
) -> list[dict[str, Any]]:
    """Each `## I-...` entry: its clauses, question, choice, option and the option's value at
    the run's tables (`table` holds every house option of those tables)."""
    if not path.is_file():
        return []
    entries: list[dict[str, Any]] = []
    current: dict[str, Any] | None = None
    field: str | None = None
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            current = {"id": line[3:].strip(), "clauses": "", "question": "", "choice": ""}
            current["option"] = None
            entries.append(current)
            field = None
            continue
        if current is None:
            continue
        match = _FIELD.match(line)
        if match:
            field = match["name"].strip().lower()
            current[field] = match["text"].strip()
        elif field and line.startswith("  ") and line.strip():
            current[field] = f"{current[field]} {line.strip()}"
        else:
            field = None
    return [_shaped(entry, table) for entry in entries]


def _shaped(entry: dict[str, Any], table: Mapping[str, object]) -> dict[str, Any]:
    option_text = entry.get("option") or None
    name = None
    if option_text:
        found = re.match(r"`([a-z_]+)", option_text)
        name = found.group(1) if found else None
    value = table.get(name) if name else None
    return {
        "id": entry["id"],
        "clauses": entry.get("clause", "").rstrip("."),
        "question": entry.get("question", ""),
        "choice": entry.get("choice", ""),
        "option": option_text,
        "value": None if value is None else _plain(value),
    }


def _plain(value: object) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)
