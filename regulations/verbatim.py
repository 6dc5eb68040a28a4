"""The corpus keeps each source's spacing: a check that no clause closes or opens a space its
source does not (issue 29, "verbatim means verbatim").

The other integrity checks compare texts blind to whitespace (`normalise.comparable`), as the
hashes are blind to runs of it (`normalise.normalise_whitespace`). This one is not: each pair of
neighbouring words of a clause's own text, joined by one space, must stand in its source lines as
printed (joined, whitespace collapsed, Markdown layout and page furniture dropped, the errata
applied), and so must each word. `$1.00` where the source prints `$ 1.00` is a finding, and so
is `$ 1.00` where it prints `$1.00`. Table rows are compared cell by cell (their separators are
layout), and a clause a notice restated is compared with the notice's lines read in force.

Spacing that is a source's artefact (a line break inside a word, OCR noise in a table heading) is
an erratum, which says so; the check applies the errata first.
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path

from regulations.model import Clause, Edition, Erratum, Section
from regulations.normalise import normalise_whitespace
from regulations.notation import amended_reading
from regulations.sources import read_source_lines

__all__ = ["check_spacing", "spacing_findings"]

# Markdown layout of the transcriptions (emphasis, escapes, list bullets); a "#" is kept: a pay
# table whose rows are counts of cards prints "# of Cards" as a heading cell, and no clause's
# lines hold a heading.
_MARKUP = re.compile(r"\*+|\\(?=.)|^-\s+", re.MULTILINE)
_CELL = re.compile(r"\s*(?:\t|\|)\s*")


def _printed(lines: list[str], section: Section, clause: Clause) -> str:
    """The clause's source lines as one run of text: furniture dropped, layout removed, table
    separators and whitespace collapsed to single spaces."""
    whole = {f.line for f in section.furniture if not f.part_of_line}
    kept: list[str] = []
    for number in range(clause.provenance.first_line, clause.provenance.last_line + 1):
        if number in whole or number > len(lines):
            continue
        text = lines[number - 1]
        for fragment in (f for f in section.furniture if f.part_of_line and f.line == number):
            text = text.replace(fragment.text, "")
        kept.append(text)
    joined = "\n".join(kept)
    joined = amended_reading(joined) if clause.amended_by else _MARKUP.sub("", joined)
    return normalise_whitespace(_CELL.sub(" ", joined))


def spacing_findings(clause: Clause, printed: str) -> list[str]:
    """Each word, and each pair of neighbouring words on one line of the clause's own text,
    that does not stand in `printed` as the clause holds it."""
    findings: list[str] = []
    padded = f" {printed} "
    for line in clause.own_text.split("\n"):
        cells = [normalise_whitespace(c) for c in _CELL.split(line) if c.strip()]
        for cell in cells:
            words = cell.split(" ")
            for word in words:
                if word not in printed:
                    findings.append(f"the word {word!r} is not in the source as printed")
            for first, second in itertools.pairwise(words):
                pair = f"{first} {second}"
                if pair not in padded:
                    findings.append(f"{pair!r} is not spaced as the source prints it")
    return findings


def check_spacing(
    editions: dict[str, Edition], errata: tuple[Erratum, ...], folder: Path
) -> tuple[int, list[tuple[str, str, str]]]:
    """Every clause checked (`spacing_findings`): how many, and (edition, clause, finding)."""
    corrected: dict[str, list[str]] = {}
    checked = 0
    found: list[tuple[str, str, str]] = []
    for edition in editions.values():
        for section in edition.sections:
            for clause in section.clauses:
                source = clause.provenance.source
                if source not in corrected:
                    lines = read_source_lines(source, folder)
                    for erratum in (e for e in errata if e.source == source):
                        at = erratum.line - 1
                        lines[at] = lines[at].replace(erratum.as_printed, erratum.as_corrected)
                    corrected[source] = lines
                if clause.provenance == section.provenance and not clause.label:
                    continue  # a reserved section: its only text is its heading
                checked += 1
                printed = _printed(corrected[source], section, clause)
                found += [(edition.name, clause.id, f) for f in spacing_findings(clause, printed)]
    return checked, found
