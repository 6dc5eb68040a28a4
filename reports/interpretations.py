"""The interpretations the verdicts rely on, read from docs/INTERPRETATIONS.md.

Where the rule text leaves a real question, the reference engine (the oracle of every verdict)
makes one documented choice. results.json lists each choice with the value its option has at the
run's tables (`read_interpretations`).

The report shows only those **this run's verdicts cite** (`cited_interpretations`), so that the
list stays small enough to read next to the findings:

- an interpretation whose id appears in what a scenario of the run reported: its message, its
  failure's details, its defects' messages and kept rounds (the reference engine's transcript and
  ledger cite the interpretation they follow), and the findings' messages and rounds;
- an interpretation whose clauses name a clause this run failed, erred on or passed unexpectedly
  (the clause itself, or a paragraph of it: an interpretation of 2.17(e) bears on a finding under
  2.17(e)2).

The interpretations of a passing clause are left out, and so are those of a clause only
*affected* by another clause's finding: its own requirement held, so its verdict did not turn on
how it is read (the broken clause's interpretations, which did, are listed). The clauses
of an interpretation are read from its free text (`2.15(m), with 2.18(f)2, (g), (h)` names
2.15(m) and 2.18(f)2); a bare `(g)` after a clause is not read.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from suite.run.verdicts import FAILING_VERDICTS

__all__ = ["INTERPRETATIONS_FILE", "cited_interpretations", "read_interpretations"]

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


_CITED_ID = re.compile(r"\bI-[A-Za-z0-9][A-Za-z0-9.()-]*")
_CLAUSE_PATH = re.compile(r"\b\d+\.\d+(?:\([a-z]{1,2}\)(?:\d+[ivx]*)?)?")
_CITING_VERDICTS = FAILING_VERDICTS


def cited_interpretations(results: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The interpretations of `results` that its verdicts cite (see the module docstring), in
    the document's order."""
    interpretations = [i for i in results.get("interpretations") or [] if isinstance(i, Mapping)]
    cited = _ids_in(_reported(results))
    paths = {
        _path(clause.get("id"))
        for clause in results.get("clauses") or []
        if isinstance(clause, Mapping) and clause.get("verdict") in _CITING_VERDICTS
    }
    return [
        dict(item)
        for item in interpretations
        if str(item.get("id")) in cited
        or any(_bears_on(own, path) for own in _paths_of(item.get("clauses")) for path in paths)
    ]


def _reported(results: Mapping[str, Any]) -> Iterable[str]:
    """Everything the run's scenarios and findings reported, as text."""
    for scenario in results.get("scenarios") or []:
        if isinstance(scenario, Mapping):
            yield str(scenario.get("message") or "")
            if scenario.get("failure") is not None:
                yield json.dumps(scenario["failure"], default=str)
    for finding in results.get("findings") or []:
        if isinstance(finding, Mapping):
            yield str(finding.get("message") or "")
            yield json.dumps(finding.get("round"), default=str)


def _ids_in(texts: Iterable[str]) -> set[str]:
    found: set[str] = set()
    for text in texts:
        # An id may close a sentence or a parenthesis: its last dot or bracket is not its own.
        found.update(match.rstrip(".)(") for match in _CITED_ID.findall(text))
        found.update(_CITED_ID.findall(text))
    return found


def _path(clause_id: object) -> str:
    """A clause id without its chapter: 13:69F-2.7(a) is 2.7(a)."""
    return re.sub(r"^\d+:\d+[A-Z]?-", "", str(clause_id))


def _paths_of(text: object) -> list[str]:
    return _CLAUSE_PATH.findall(str(text or ""))


def _bears_on(own: str, path: str) -> bool:
    """Whether an interpretation of `own` bears on the clause `path`: the same clause, or a
    paragraph or subsection of it (2.17(e) bears on 2.17(e)2; 2.1 does not bear on 2.17)."""
    if not path.startswith(own):
        return False
    rest = path[len(own) :]
    if not rest:
        return True
    return rest[0] == "(" or ("(" in own and rest[0].isalnum())
