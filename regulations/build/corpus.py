"""Builds the whole corpus from the sources: every edition's sections, the errata and the notice."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from regulations.build.parse import (
    BuildError,
    ParsedProvision,
    citation_dash_errata,
    parse_section,
)
from regulations.build.spec import (
    KEPT_AS_PRINTED,
    MANUAL_ERRATA,
    SECTION_SPECS,
    SectionSpec,
)
from regulations.ids import CHAPTER_ALIASES
from regulations.loader import compose_texts
from regulations.sources import read_source_lines

__all__ = ["BuiltSection", "ErratumRecord", "build_corpus", "compose"]

# Which edition carries which sections over, and in which chapter the later edition spells them.
EDITION_CHAPTERS = {"nj-1996": "19:47", "nj-2004": "19:47", "nj-2024": "13:69F"}
CARRIES_OVER_FROM = {"nj-2004": "nj-1996", "nj-2024": "nj-2004"}


@dataclass
class BuiltSection:
    spec: SectionSpec
    edition: str
    section: str
    provisions: list[ParsedProvision]
    carried_over_from: str | None = None


@dataclass(frozen=True)
class ErratumRecord:
    source: str
    line: int
    as_printed: str
    as_corrected: str
    why: str


_DASH_WHY = (
    "Typesetting: the printed citation uses an en dash where the code's section numbers "
    "use a hyphen."
)


def collect_errata(sources: dict[str, list[str]]) -> list[ErratumRecord]:
    """Manual corrections and, for every line inside a section's body, the citation dash rule."""
    records = [
        ErratumRecord(e.source, e.line, e.as_printed, e.as_corrected, e.why) for e in MANUAL_ERRATA
    ]
    for spec in SECTION_SPECS:
        if spec.body is None:
            continue
        lines = sources[spec.source]
        for number in range(spec.body[0], spec.body[1] + 1):
            if number in spec.furniture:
                continue
            text = lines[number - 1]
            for manual in (r for r in records if r.source == spec.source and r.line == number):
                text = text.replace(manual.as_printed, manual.as_corrected)
            for printed, corrected in citation_dash_errata(text):
                records.append(ErratumRecord(spec.source, number, printed, corrected, _DASH_WHY))
    return records


def _errata_by_line(records: list[ErratumRecord], source: str) -> dict[int, list[tuple[str, str]]]:
    by_line: dict[int, list[tuple[str, str]]] = {}
    for record in records:
        if record.source == source:
            by_line.setdefault(record.line, []).append((record.as_printed, record.as_corrected))
    return by_line


def _rename(provision: ParsedProvision, old: str, new: str, edition: str) -> ParsedProvision:
    return replace(
        provision,
        id=new + provision.id[len(old) :],
        carried_over_from=edition,
    )


def _carry(section: BuiltSection, to_edition: str) -> BuiltSection:
    chapter = EDITION_CHAPTERS[to_edition]
    number = section.section.split("-", 1)[1]
    old_chapter = section.section.split("-", 1)[0]
    new_chapter = chapter if CHAPTER_ALIASES.get(old_chapter) == chapter else old_chapter
    new_id = f"{new_chapter}-{number}"
    return BuiltSection(
        spec=section.spec,
        edition=to_edition,
        section=new_id,
        provisions=[
            _rename(p, section.section, new_id, section.edition) for p in section.provisions
        ],
        carried_over_from=section.edition,
    )


def _top_letter(provision: ParsedProvision, section: str) -> str | None:
    rest = provision.id[len(section) :]
    return rest[1:].split(")")[0] if rest.startswith("(") else None


def build_corpus(folder: Path | None = None) -> tuple[list[BuiltSection], list[ErratumRecord]]:
    """Read every source and return the sections of every edition, carried-over ones included."""
    names = {spec.source for spec in SECTION_SPECS}
    sources = {name: read_source_lines(name, folder) for name in names}
    errata = collect_errata(sources)
    own: dict[str, list[BuiltSection]] = {}
    for spec in SECTION_SPECS:
        provisions = parse_section(spec, sources[spec.source], _errata_by_line(errata, spec.source))
        own.setdefault(spec.edition, []).append(
            BuiltSection(spec, spec.edition, spec.section, provisions)
        )
    editions: dict[str, list[BuiltSection]] = {"nj-1996": own["nj-1996"]}
    for edition in ("nj-2004", "nj-2024"):
        earlier = CARRIES_OVER_FROM[edition]
        restated = {s.section.split("-", 1)[1]: s for s in own[edition]}
        sections: list[BuiltSection] = []
        for previous in editions[earlier]:
            if previous.spec.game != "blackjack":
                continue
            number = previous.section.split("-", 1)[1]
            carried = _carry(previous, edition)
            if number not in restated:
                sections.append(carried)
                continue
            mine = restated.pop(number)
            given = {_top_letter(p, mine.section) for p in mine.provisions}
            if mine.spec.incomplete and given != {
                _top_letter(p, carried.section) for p in carried.provisions
            }:
                # The later source gives only some subsections; the rest stay in force.
                mine.provisions.extend(
                    p for p in carried.provisions if _top_letter(p, carried.section) not in given
                )
            sections.append(mine)
        sections.extend(restated.values())
        editions[edition] = sections
    built = [section for sections in editions.values() for section in sections]
    for section in built:
        _check_unique(section)
    return built, errata


def _check_unique(section: BuiltSection) -> None:
    seen: set[str] = set()
    for provision in section.provisions:
        if provision.id in seen:
            raise BuildError(f"{section.edition} {section.section}: duplicate id {provision.id}")
        seen.add(provision.id)


def compose(provisions: list[ParsedProvision], index: int) -> str:
    """The text of a provision with every paragraph under it, as the loader composes it."""
    entries = [(p.label, p.depth, p.own_text) for p in provisions[index:]]
    return compose_texts(entries)[0]


__all__ += ["EDITION_CHAPTERS", "KEPT_AS_PRINTED", "collect_errata"]
