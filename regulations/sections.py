"""A section built from its data: the shape of a section file (`data/<edition>/*.toml`).

The loader reads section files into this shape; the application of a register notice
(`regulations.notice_apply`) builds the sections a notice adds in the same shape, so that both
derive depths, paragraph texts, statuses and children the same way.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from regulations.ids import parse_clause_id
from regulations.model import (
    AbsentSubsection,
    Clause,
    ClauseKind,
    ClauseStatus,
    FurnitureLine,
    Provenance,
    Section,
)

__all__ = ["aliases_of", "clause_depth", "compose_texts", "section_from_data", "section_sort_key"]


def clause_depth(identifier: str, section: str) -> int:
    """1 for a subsection or a section without subsections, 2 for a paragraph, and so on."""
    rest = identifier[len(section) :]
    if not rest:
        return 1
    depth = 1
    rest = rest.split(")", 1)[1]
    while rest:
        if rest[0].isdigit():
            rest = rest.lstrip("0123456789")
        elif rest[0] == "(":
            rest = rest.split(")", 1)[1]
        else:
            rest = rest.lstrip("ivx")
        depth += 1
    return depth


def compose_texts(entries: list[tuple[str, int, str]]) -> list[str]:
    """For (label, depth, own text) in order, the text of each with every paragraph under it."""
    texts: list[str] = []
    for index, (_, depth, own) in enumerate(entries):
        parts = [own]
        for label, other_depth, other_own in entries[index + 1 :]:
            if other_depth <= depth:
                break
            parts.append(f"{label} {other_own}")
        texts.append("\n".join(parts))
    return texts


def aliases_of(identifier: str) -> tuple[str, ...]:
    """The recodification alias of an id (`13:69F-2.7(a)` -> `19:47-2.7(a)`), if it has one."""
    parsed = parse_clause_id(identifier)
    alias = parsed.alias() if parsed else None
    return (str(alias),) if alias else ()


def _statuses(
    raw: Sequence[Mapping[str, Any]], depths: list[int]
) -> tuple[list[ClauseStatus], list[str]]:
    # A clause is incomplete when it, or a paragraph under it, is.
    statuses: list[ClauseStatus] = []
    notes: list[str] = []
    for index, item in enumerate(raw):
        depth = depths[index]
        below = [
            raw[j]
            for j in range(index + 1, len(raw))
            if all(depths[k] > depth for k in range(index + 1, j + 1))
        ]
        incomplete_below = [c["id"] for c in below if c.get("status") == "incomplete"]
        if item.get("status") == "incomplete" or incomplete_below:
            statuses.append(ClauseStatus.INCOMPLETE)
            note = item.get("note", "")
            if incomplete_below:
                note = (
                    (note + " " if note else "")
                    + "Incomplete below: "
                    + ", ".join(incomplete_below)
                    + "."
                )
            notes.append(note)
        else:
            statuses.append(ClauseStatus.COMPLETE)
            notes.append("")
    return statuses, notes


def section_from_data(data: Mapping[str, Any]) -> Section:
    """The section that `data` (a parsed section file) describes, with its clauses composed."""
    section_id: str = data["section"]
    raw: Sequence[Mapping[str, Any]] = data["clauses"]
    depths = [clause_depth(c["id"], section_id) for c in raw]
    owns = [c["text"].strip() for c in raw]
    texts = compose_texts([(c["label"], d, o) for c, d, o in zip(raw, depths, owns, strict=True)])
    statuses, notes = _statuses(raw, depths)
    clauses: list[Clause] = []
    for index, item in enumerate(raw):
        depth = depths[index]
        children = tuple(
            raw[j]["id"]
            for j in range(index + 1, len(raw))
            if depths[j] == depth + 1 and all(depths[k] > depth for k in range(index + 1, j + 1))
        )
        kind = (
            ClauseKind.SECTION
            if item["id"] == section_id
            else ClauseKind.SUBSECTION
            if depth == 1
            else ClauseKind.PARAGRAPH
        )
        first, last = item["lines"]
        clauses.append(
            Clause(
                id=item["id"],
                aliases=aliases_of(item["id"]),
                edition=data["edition"],
                section=section_id,
                kind=kind,
                label=item["label"],
                depth=depth,
                own_text=owns[index],
                text=texts[index],
                sha256=item["sha256"],
                status=statuses[index],
                status_note=notes[index],
                provenance=Provenance(source=item["source"], first_line=first, last_line=last),
                carried_over_from=item.get("carried_over_from"),
                children=children,
                amended_by=item.get("amended_by"),
            )
        )
    return Section(
        id=section_id,
        aliases=tuple(data.get("aliases", ())),
        edition=data["edition"],
        game=data["game"],
        heading=data["heading"],
        provenance=Provenance(
            source=data["source"], first_line=data["heading_line"], last_line=data["heading_line"]
        ),
        carried_over_from=data.get("carried_over_from"),
        clauses=tuple(clauses),
        absent=tuple(
            AbsentSubsection(letter=a["letter"], reason=a["reason"]) for a in data.get("absent", ())
        ),
        furniture=tuple(
            FurnitureLine(
                line=f["line"],
                text=f["text"],
                reason=f["reason"],
                part_of_line=f.get("part_of_line", False),
            )
            for f in data.get("furniture", ())
        ),
        notes=tuple(data.get("notes", ())),
    )


def section_sort_key(section: Section) -> tuple[str, tuple[int, ...]]:
    """Corpus order: by chapter, then by section number (2.2 before 2.10)."""
    chapter, number = section.id.split("-", 1)
    return chapter, tuple(
        int("".join(ch for ch in part if ch.isdigit()) or 0) for part in number.split(".")
    )
