"""Loads the corpus data files into editions, sections and clauses."""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from typing import Any

from regulations.ids import parse_clause_id
from regulations.model import (
    AbsentSubsection,
    Clause,
    ClauseKind,
    ClauseStatus,
    Edition,
    Erratum,
    FurnitureLine,
    Provenance,
    Section,
)
from regulations.normalise import text_sha256

__all__ = ["DATA_DIR", "compose_texts", "load_editions", "load_errata", "load_section_file"]

DATA_DIR = Path(__file__).resolve().parent / "data"


def _depth(identifier: str, section: str) -> int:
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


def _aliases_of(identifier: str) -> tuple[str, ...]:
    parsed = parse_clause_id(identifier)
    alias = parsed.alias() if parsed else None
    return (str(alias),) if alias else ()


def load_section_file(path: Path) -> Section:
    data: dict[str, Any] = tomllib.loads(path.read_text(encoding="utf-8"))
    section_id: str = data["section"]
    raw = data["clauses"]
    entries = [(c["label"], _depth(c["id"], section_id), c["text"].strip()) for c in raw]
    texts = compose_texts(entries)
    statuses: list[ClauseStatus] = []
    notes: list[str] = []
    for index, item in enumerate(raw):
        depth = entries[index][1]
        own_incomplete = item.get("status") == "incomplete"
        below = [
            raw[j]
            for j in range(index + 1, len(raw))
            if all(entries[k][1] > depth for k in range(index + 1, j + 1))
        ]
        incomplete_below = [c["id"] for c in below if c.get("status") == "incomplete"]
        if own_incomplete or incomplete_below:
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
    clauses: list[Clause] = []
    for index, item in enumerate(raw):
        depth = entries[index][1]
        children = tuple(
            raw[j]["id"]
            for j in range(index + 1, len(raw))
            if entries[j][1] == depth + 1
            and all(entries[k][1] > depth for k in range(index + 1, j + 1))
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
                aliases=_aliases_of(item["id"]),
                edition=data["edition"],
                section=section_id,
                kind=kind,
                label=item["label"],
                depth=depth,
                own_text=entries[index][2],
                text=texts[index],
                sha256=item["sha256"],
                status=statuses[index],
                status_note=notes[index],
                provenance=Provenance(source=item["source"], first_line=first, last_line=last),
                carried_over_from=item.get("carried_over_from"),
                children=children,
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


def _section_sort_key(section: Section) -> tuple[str, tuple[int, ...]]:
    chapter, number = section.id.split("-", 1)
    return chapter, tuple(
        int("".join(ch for ch in part if ch.isdigit()) or 0) for part in number.split(".")
    )


@cache
def load_editions(data_dir: Path = DATA_DIR) -> dict[str, Edition]:
    """Every edition in the corpus, by name, in the order `editions.toml` lists them."""
    manifest = tomllib.loads((data_dir / "editions.toml").read_text(encoding="utf-8"))
    editions: dict[str, Edition] = {}
    for entry in manifest["editions"]:
        folder = data_dir / entry["name"]
        sections = sorted(
            (load_section_file(path) for path in folder.glob("*.toml")), key=_section_sort_key
        )
        editions[entry["name"]] = Edition(
            name=entry["name"],
            title=entry["title"],
            chapter=entry["chapter"],
            description=entry["description"],
            sources=tuple(entry["sources"]),
            carries_over_from=entry.get("carries_over_from"),
            sections=tuple(sections),
            notes=tuple(entry.get("notes", ())),
        )
    return editions


@cache
def load_errata(data_dir: Path = DATA_DIR) -> tuple[Erratum, ...]:
    data = tomllib.loads((data_dir / "errata.toml").read_text(encoding="utf-8"))
    return tuple(
        Erratum(
            source=e["source"],
            line=e["line"],
            as_printed=e["as_printed"],
            as_corrected=e["as_corrected"],
            why=e["why"],
        )
        for e in data["errata"]
    )


def recomputed_sha256(clause: Clause) -> str:
    """The hash the clause's text has now, to compare with the one recorded."""
    return text_sha256(clause.text)


__all__ += ["recomputed_sha256"]
