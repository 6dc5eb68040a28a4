"""A section as the data of a section file: the inverse of `regulations.sections.section_from_data`.

`bjkit amend` writes the editions it makes as folders of section files, in the same shape as the
packaged corpus, so that a regulator can read them and every command loads them the same way.
A test holds `section_from_data(section_data(s)) == s` for every section of every edition.
"""

from __future__ import annotations

from typing import Any

from regulations.build.toml_writer import dumps
from regulations.model import Clause, ClauseStatus, Section

__all__ = ["clause_data", "own_note", "section_data", "section_file_text"]

_BELOW = " Incomplete below: "


def own_note(clause: Clause) -> tuple[bool, str]:
    """Whether the clause itself is incomplete, and its own note, without what the loader adds
    for an incomplete paragraph under it ("Incomplete below: ...")."""
    if clause.status is not ClauseStatus.INCOMPLETE:
        return False, ""
    note = clause.status_note
    if note.startswith(_BELOW.lstrip()):
        return False, ""
    if _BELOW in note:
        return True, note.split(_BELOW, 1)[0]
    return True, note


def clause_data(clause: Clause) -> dict[str, Any]:
    """One clause as a section file stores it."""
    data: dict[str, Any] = {
        "id": clause.id,
        "label": clause.label,
        "source": clause.provenance.source,
        "lines": [clause.provenance.first_line, clause.provenance.last_line],
    }
    incomplete, note = own_note(clause)
    if incomplete:
        data["status"] = "incomplete"
        data["note"] = note
    if clause.carried_over_from:
        data["carried_over_from"] = clause.carried_over_from
    if clause.amended_by:
        data["amended_by"] = clause.amended_by
    data["sha256"] = clause.sha256
    data["text"] = clause.own_text
    return data


def section_data(section: Section) -> dict[str, Any]:
    """One section as a section file stores it."""
    data: dict[str, Any] = {
        "edition": section.edition,
        "section": section.id,
        "aliases": list(section.aliases),
        "heading": section.heading,
        "game": section.game,
        "source": section.provenance.source,
        "heading_line": section.provenance.first_line,
    }
    if section.carried_over_from:
        data["carried_over_from"] = section.carried_over_from
    if section.notes:
        data["notes"] = list(section.notes)
    data["clauses"] = [clause_data(c) for c in section.clauses]
    if section.absent:
        data["absent"] = [{"letter": a.letter, "reason": a.reason} for a in section.absent]
    if section.furniture:
        furniture: list[dict[str, Any]] = []
        for line in section.furniture:
            item: dict[str, Any] = {"line": line.line, "text": line.text, "reason": line.reason}
            if line.part_of_line:
                item["part_of_line"] = True
            furniture.append(item)
        data["furniture"] = furniture
    return data


def section_file_text(section: Section, header: str) -> str:
    """The section file of `section`, as TOML, under a comment `header`."""
    return dumps(section_data(section), header=header)
