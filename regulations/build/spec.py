"""What to read from each source: the line range of every section, and what in it is not rule text.

The specification itself is data, `regulations/build/sources.toml`: the source files and the
edition each feeds, the manual errata and the slips kept as printed, every section of every
edition (its heading as printed, heading and body lines, furniture, incomplete clauses, notes) and
the register notice (its amendments, definitions and new section). This module reads that file
into the structures the builder works with; it names no section, wager or source of its own.

Line numbers are 1-based and refer to the files in `shared/regulation-sources/`. Every choice in
the data is checked by the corpus tests against the sources themselves.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = [
    "KEPT_AS_PRINTED",
    "MANUAL_ERRATA",
    "NOTICE",
    "SECTION_SPECS",
    "SOURCES",
    "SPECIFICATION_FILE",
    "Amendment",
    "ManualErratum",
    "NoticeSpec",
    "SectionSpec",
    "SourceFile",
    "Specification",
    "SpecificationError",
    "load_specification",
]

SPECIFICATION_FILE = Path(__file__).resolve().parent / "sources.toml"


class SpecificationError(ValueError):
    """The specification data file does not say what the builder needs, or says it wrongly."""


@dataclass(frozen=True, kw_only=True)
class SourceFile:
    """One file of `shared/regulation-sources/`: the edition it feeds and what it is."""

    name: str
    feeds: str
    what: str


@dataclass(frozen=True, kw_only=True)
class SectionSpec:
    """Where one section of one edition stands in its source and how to read it."""

    edition: str
    section: str
    heading: str
    game: str
    source: str
    heading_line: int
    body: tuple[int, int] | None
    inline: bool = False
    first_letter: str = "a"
    furniture: dict[int, str] = field(default_factory=dict)
    furniture_text: dict[int, tuple[str, ...]] = field(default_factory=dict)
    keep_hash: frozenset[int] = frozenset()
    table_cells: dict[int, tuple[str, ...]] = field(default_factory=dict)
    incomplete: dict[str, str] = field(default_factory=dict)
    absent: dict[str, str] = field(default_factory=dict)
    notes: tuple[str, ...] = ()
    definitions: bool = False


@dataclass(frozen=True, kw_only=True)
class ManualErratum:
    source: str
    line: int
    as_printed: str
    as_corrected: str
    why: str


@dataclass(frozen=True, kw_only=True)
class Amendment:
    """One section a register notice amends: its heading and "No Change" lines, what it changes.

    `subsections` holds, for each subsection the notice prints, its letter and first and last line.
    """

    section: str
    heading: str
    heading_line: int
    unchanged_line: int
    subsections: tuple[tuple[str, int, int], ...]


@dataclass(frozen=True, kw_only=True)
class NoticeSpec:
    """A register notice: stored as a notice, applied to `applies_to` to produce `produces`."""

    name: str
    source: str
    title: str
    applies_to: str
    produces: str
    notation: str
    header: str
    definitions_intro_line: int
    definition_lines: tuple[int, ...]
    elision_lines: tuple[int, ...]
    amendments: tuple[Amendment, ...]
    new_section: SectionSpec


@dataclass(frozen=True, kw_only=True)
class Specification:
    """Everything `sources.toml` says, read and checked."""

    sources: dict[str, SourceFile]
    errata: tuple[ManualErratum, ...]
    kept: tuple[tuple[str, int, str, str], ...]
    sections: tuple[SectionSpec, ...]
    notice: NoticeSpec


# ---- typed access to the parsed TOML, with the place of any fault in the message --------------


def _table(value: object, where: str) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise SpecificationError(f"{where}: expected a table")
    return value


def _tables(value: object, where: str) -> list[Mapping[str, Any]]:
    if not isinstance(value, list):
        raise SpecificationError(f"{where}: expected an array of tables")
    return [_table(item, f"{where}[{i}]") for i, item in enumerate(value)]


def _str(value: object, where: str) -> str:
    if not isinstance(value, str):
        raise SpecificationError(f"{where}: expected a string")
    return value


def _int(value: object, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise SpecificationError(f"{where}: expected a line number (an integer from 1)")
    return value


def _bool(value: object, where: str) -> bool:
    if not isinstance(value, bool):
        raise SpecificationError(f"{where}: expected true or false")
    return value


def _strs(value: object, where: str) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise SpecificationError(f"{where}: expected an array of strings")
    return tuple(_str(item, f"{where}[{i}]") for i, item in enumerate(value))


def _ints(value: object, where: str) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise SpecificationError(f"{where}: expected an array of line numbers")
    return tuple(_int(item, f"{where}[{i}]") for i, item in enumerate(value))


def _line_key(key: str, where: str) -> int:
    if not key.isdigit():
        raise SpecificationError(f"{where}: key {key!r} is not a line number")
    return _int(int(key), f"{where}.{key}")


def _only(table: Mapping[str, Any], allowed: set[str], required: set[str], where: str) -> None:
    unknown = sorted(set(table) - allowed)
    if unknown:
        raise SpecificationError(f"{where}: unknown key(s) {unknown}")
    missing = sorted(required - set(table))
    if missing:
        raise SpecificationError(f"{where}: missing key(s) {missing}")


def _source(value: object, sources: Mapping[str, SourceFile], where: str) -> str:
    name = _str(value, where)
    if name not in sources:
        raise SpecificationError(f"{where}: {name!r} is not one of the [sources]")
    return name


# ---- the parts of the file ----------------------------------------------------------------------

_SECTION_REQUIRED = {"edition", "chapter", "number", "heading", "game", "source", "heading_line"}
_SECTION_OPTIONAL = {
    "body",
    "inline",
    "first_letter",
    "furniture",
    "furniture_text",
    "keep_hash",
    "table_cells",
    "incomplete",
    "absent",
    "notes",
    "definitions",
}
_GROUP_DEFAULTS = {"edition", "chapter", "source", "game"}


def _section(
    table: Mapping[str, Any], sources: Mapping[str, SourceFile], where: str
) -> SectionSpec:
    """A section's spec from its table merged with its group's defaults."""
    _only(table, _SECTION_REQUIRED | _SECTION_OPTIONAL, _SECTION_REQUIRED, where)
    optional: dict[str, Any] = {}
    if "inline" in table:
        optional["inline"] = _bool(table["inline"], f"{where}.inline")
    if "first_letter" in table:
        optional["first_letter"] = _str(table["first_letter"], f"{where}.first_letter")
    if "definitions" in table:
        optional["definitions"] = _bool(table["definitions"], f"{where}.definitions")
    if "notes" in table:
        optional["notes"] = _strs(table["notes"], f"{where}.notes")
    if "keep_hash" in table:
        optional["keep_hash"] = frozenset(_ints(table["keep_hash"], f"{where}.keep_hash"))
    if "furniture" in table:
        at = f"{where}.furniture"
        optional["furniture"] = {
            _line_key(k, at): _str(v, f"{at}.{k}")
            for k, v in _table(table["furniture"], at).items()
        }
    for name in ("furniture_text", "table_cells"):
        if name in table:
            at = f"{where}.{name}"
            optional[name] = {
                _line_key(k, at): _strs(v, f"{at}.{k}") for k, v in _table(table[name], at).items()
            }
    if "incomplete" in table:
        at = f"{where}.incomplete"
        optional["incomplete"] = {
            k: _str(v, f"{at}.{k}") for k, v in _table(table["incomplete"], at).items()
        }
    if "absent" in table:
        absent: dict[str, str] = {}
        for i, entry in enumerate(_tables(table["absent"], f"{where}.absent")):
            at = f"{where}.absent[{i}]"
            _only(entry, {"letters", "reason"}, {"letters", "reason"}, at)
            reason = _str(entry["reason"], f"{at}.reason")
            absent.update({letter: reason for letter in _str(entry["letters"], f"{at}.letters")})
        optional["absent"] = absent
    body: tuple[int, int] | None = None
    if "body" in table:
        lines = _ints(table["body"], f"{where}.body")
        if len(lines) != 2 or lines[0] > lines[1]:
            raise SpecificationError(f"{where}.body: expected [first line, last line]")
        body = (lines[0], lines[1])
    chapter = _str(table["chapter"], f"{where}.chapter")
    number = _str(table["number"], f"{where}.number")
    return SectionSpec(
        edition=_str(table["edition"], f"{where}.edition"),
        section=f"{chapter}-{number}",
        heading=_str(table["heading"], f"{where}.heading"),
        game=_str(table["game"], f"{where}.game"),
        source=_source(table["source"], sources, f"{where}.source"),
        heading_line=_int(table["heading_line"], f"{where}.heading_line"),
        body=body,
        **optional,
    )


def _sections(groups: object, sources: Mapping[str, SourceFile]) -> tuple[SectionSpec, ...]:
    specs: list[SectionSpec] = []
    for g, group in enumerate(_tables(groups, "groups")):
        _only(group, _GROUP_DEFAULTS | {"sections"}, {"edition", "sections"}, f"groups[{g}]")
        defaults = {key: value for key, value in group.items() if key != "sections"}
        for s, section in enumerate(_tables(group["sections"], f"groups[{g}].sections")):
            specs.append(_section({**defaults, **section}, sources, f"groups[{g}].sections[{s}]"))
    return tuple(specs)


def _notice(table: Mapping[str, Any], sources: Mapping[str, SourceFile]) -> NoticeSpec:
    scalars = {"name", "source", "title", "applies_to", "produces", "notation", "header"}
    lines = {"definitions_intro_line", "definition_lines", "elision_lines"}
    keys = scalars | lines | {"amendments", "new_section"}
    _only(table, keys, keys, "notice")
    text = {key: _str(table[key], f"notice.{key}") for key in scalars}
    source = _source(table["source"], sources, "notice.source")
    amendments: list[Amendment] = []
    for i, entry in enumerate(_tables(table["amendments"], "notice.amendments")):
        at = f"notice.amendments[{i}]"
        keys = {"section", "heading", "heading_line", "unchanged_line", "subsections"}
        _only(entry, keys, keys, at)
        subsections = []
        for j, sub in enumerate(_tables(entry["subsections"], f"{at}.subsections")):
            where = f"{at}.subsections[{j}]"
            _only(sub, {"letter", "first", "last"}, {"letter", "first", "last"}, where)
            subsections.append(
                (
                    _str(sub["letter"], f"{where}.letter"),
                    _int(sub["first"], f"{where}.first"),
                    _int(sub["last"], f"{where}.last"),
                )
            )
        amendments.append(
            Amendment(
                section=_str(entry["section"], f"{at}.section"),
                heading=_str(entry["heading"], f"{at}.heading"),
                heading_line=_int(entry["heading_line"], f"{at}.heading_line"),
                unchanged_line=_int(entry["unchanged_line"], f"{at}.unchanged_line"),
                subsections=tuple(subsections),
            )
        )
    # The notice's new section is read into the edition the notice produces, from its source.
    new_section = _table(table["new_section"], "notice.new_section")
    if {"edition", "source"} & set(new_section):
        raise SpecificationError("notice.new_section: its edition and source are the notice's")
    return NoticeSpec(
        name=text["name"],
        source=source,
        title=text["title"],
        applies_to=text["applies_to"],
        produces=text["produces"],
        notation=text["notation"],
        header=text["header"],
        definitions_intro_line=_int(
            table["definitions_intro_line"], "notice.definitions_intro_line"
        ),
        definition_lines=_ints(table["definition_lines"], "notice.definition_lines"),
        elision_lines=_ints(table["elision_lines"], "notice.elision_lines"),
        amendments=tuple(amendments),
        new_section=_section(
            {**new_section, "edition": text["produces"], "source": source},
            sources,
            "notice.new_section",
        ),
    )


def load_specification(path: Path = SPECIFICATION_FILE) -> Specification:
    """Read and check the specification of the sources from the data file at `path`."""
    with path.open("rb") as handle:
        try:
            data = tomllib.load(handle)
        except tomllib.TOMLDecodeError as error:
            raise SpecificationError(f"{path}: {error}") from None
    keys = {"sources", "errata", "kept", "groups", "notice"}
    _only(data, keys, keys, path.name)
    sources: dict[str, SourceFile] = {}
    for name, value in _table(data["sources"], "sources").items():
        at = f"sources.{name!r}"
        entry = _table(value, at)
        _only(entry, {"feeds", "what"}, {"feeds", "what"}, at)
        sources[name] = SourceFile(
            name=name,
            feeds=_str(entry["feeds"], f"{at}.feeds"),
            what=_str(entry["what"], f"{at}.what"),
        )
    erratum_keys = {"source", "line", "as_printed", "as_corrected", "why"}
    errata: list[ManualErratum] = []
    for i, entry in enumerate(_tables(data["errata"], "errata")):
        at = f"errata[{i}]"
        _only(entry, erratum_keys, erratum_keys, at)
        errata.append(
            ManualErratum(
                source=_source(entry["source"], sources, f"{at}.source"),
                line=_int(entry["line"], f"{at}.line"),
                as_printed=_str(entry["as_printed"], f"{at}.as_printed"),
                as_corrected=_str(entry["as_corrected"], f"{at}.as_corrected"),
                why=_str(entry["why"], f"{at}.why"),
            )
        )
    kept_keys = {"source", "line", "as_printed", "why"}
    kept: list[tuple[str, int, str, str]] = []
    for i, entry in enumerate(_tables(data["kept"], "kept")):
        at = f"kept[{i}]"
        _only(entry, kept_keys, kept_keys, at)
        kept.append(
            (
                _source(entry["source"], sources, f"{at}.source"),
                _int(entry["line"], f"{at}.line"),
                _str(entry["as_printed"], f"{at}.as_printed"),
                _str(entry["why"], f"{at}.why"),
            )
        )
    return Specification(
        sources=sources,
        errata=tuple(errata),
        kept=tuple(kept),
        sections=_sections(data["groups"], sources),
        notice=_notice(_table(data["notice"], "notice"), sources),
    )


_SPECIFICATION = load_specification()

SOURCES: dict[str, SourceFile] = _SPECIFICATION.sources
MANUAL_ERRATA: tuple[ManualErratum, ...] = _SPECIFICATION.errata
# Slips noticed in the sources and deliberately left as printed, because they are not
# unambiguous transcription errors (they stand in every source, so they are the published text):
# (source, line, as printed, why).
KEPT_AS_PRINTED: tuple[tuple[str, int, str, str], ...] = _SPECIFICATION.kept
SECTION_SPECS: tuple[SectionSpec, ...] = _SPECIFICATION.sections
NOTICE: NoticeSpec = _SPECIFICATION.notice
