"""Turns the built corpus into the data files under `regulations/data/`."""

from __future__ import annotations

from pathlib import Path

from regulations.build.corpus import (
    KEPT_AS_PRINTED,
    BuiltSection,
    ErratumRecord,
    compose,
)
from regulations.build.notice import NOTICE_NAME, build_notice
from regulations.build.toml_writer import TomlValue, dumps
from regulations.ids import CHAPTER_ALIASES
from regulations.normalise import text_sha256
from regulations.sources import read_source_lines

__all__ = ["DATA_DIR", "render_all", "section_file_name"]

DATA_DIR = Path(__file__).resolve().parent.parent / "data"
_HEADER = (
    "{edition} · {section} {heading}\n"
    "Written by `python -m regulations.build` from the regulation sources and reviewed by hand;\n"
    "the corpus tests check every text below against the source lines it names."
)


def section_file_name(edition: str, section: str) -> str:
    return f"{edition}/{section.replace(':', '-')}.toml"


def _aliases(identifier: str) -> list[str]:
    chapter, rest = identifier.split("-", 1)
    other = CHAPTER_ALIASES.get(chapter)
    return [f"{other}-{rest}"] if other else []


def _clause_table(section: BuiltSection, index: int) -> dict[str, TomlValue]:
    provision = section.provisions[index]
    table: dict[str, TomlValue] = {
        "id": provision.id,
        "label": provision.label,
        "source": provision.source,
        "lines": [provision.first_line, provision.last_line],
    }
    if provision.status_note:
        table["status"] = "incomplete"
        table["note"] = provision.status_note
    if provision.carried_over_from:
        table["carried_over_from"] = provision.carried_over_from
    table["sha256"] = text_sha256(compose(section.provisions, index))
    table["text"] = provision.own_text
    return table


def render_section(section: BuiltSection, sources: dict[str, list[str]]) -> str:
    spec = section.spec
    document: dict[str, TomlValue] = {
        "edition": section.edition,
        "section": section.section,
        "aliases": _aliases(section.section),
        "heading": spec.heading,
        "game": spec.game,
        "source": spec.source,
        "heading_line": spec.heading_line,
    }
    if section.carried_over_from:
        document["carried_over_from"] = section.carried_over_from
    if spec.notes:
        document["notes"] = list(spec.notes)
    document["clauses"] = [_clause_table(section, i) for i in range(len(section.provisions))]
    if spec.absent:
        document["absent"] = [
            {"letter": letter, "reason": reason} for letter, reason in spec.absent.items()
        ]
    if spec.furniture or spec.furniture_text:
        lines = sources[spec.source]
        furniture: list[dict[str, TomlValue]] = [
            {"line": number, "text": lines[number - 1].strip(), "reason": reason}
            for number, reason in sorted(spec.furniture.items())
        ]
        furniture += [
            {
                "line": number,
                "text": fragment,
                "part_of_line": True,
                "reason": "Heading or citation footer run into the text by the online code.",
            }
            for number, fragments in sorted(spec.furniture_text.items())
            for fragment in fragments
        ]
        document["furniture"] = furniture
    header = _HEADER.format(edition=section.edition, section=section.section, heading=spec.heading)
    return dumps(document, header=header)


def render_errata(errata: list[ErratumRecord]) -> str:
    document: dict[str, TomlValue] = {
        "errata": [
            {
                "source": e.source,
                "line": e.line,
                "as_printed": e.as_printed,
                "as_corrected": e.as_corrected,
                "why": e.why,
            }
            for e in errata
        ],
        "kept": [
            {"source": source, "line": line, "as_printed": printed, "why": why}
            for source, line, printed, why in KEPT_AS_PRINTED
        ],
    }
    header = (
        "Corrections applied to the sources before their text enters the corpus (errata), and\n"
        "slips noticed but left as printed (kept). Written by `python -m regulations.build`."
    )
    return dumps(document, header=header)


def render_all(sections: list[BuiltSection], errata: list[ErratumRecord]) -> dict[str, str]:
    """Every data file the build writes, by path relative to the data folder."""
    names = {s.spec.source for s in sections}
    sources = {name: read_source_lines(name) for name in names}
    files = {section_file_name(s.edition, s.section): render_section(s, sources) for s in sections}
    files["errata.toml"] = render_errata(errata)
    files[f"notices/{NOTICE_NAME}.toml"] = build_notice()
    return files
