"""Reads the register notice of the source specification into data: what it keeps, amends, adds
and defines.

Which notice, and where each of its parts stands in its source, is data: `[notice]` in
`regulations/build/sources.toml` (read by `regulations.build.spec`). The notice is stored, not
applied: applying it to the edition it `applies_to` to produce the edition it `produces` is a
separate step. N.J. Register notation: "(a) – (u) No Change" keeps those subsections, text in
[brackets] is deleted and text in **bold** is added.
"""

from __future__ import annotations

import re

from regulations.build.corpus import compose
from regulations.build.parse import parse_section
from regulations.build.spec import NOTICE
from regulations.build.toml_writer import TomlValue, dumps
from regulations.normalise import normalise_whitespace, text_sha256
from regulations.sources import read_source_lines

__all__ = ["NOTICE_NAME", "build_notice"]

# The notice's name: its file under `data/notices/` and the `amended_by` of the clauses it gives.
NOTICE_NAME = NOTICE.name


def _joined(lines: list[str], first: int, last: int) -> str:
    return normalise_whitespace(" ".join(lines[first - 1 : last]))


def build_notice() -> str:
    """The notice's data file: its amendments, changes, definitions and new section's clauses."""
    lines = read_source_lines(NOTICE.source)
    amendments: list[dict[str, TomlValue]] = []
    changes: list[dict[str, TomlValue]] = []
    for amendment in NOTICE.amendments:
        section = amendment.section
        unchanged = lines[amendment.unchanged_line - 1].strip()
        amendments.append(
            {
                "section": section,
                "heading": amendment.heading,
                "heading_line": amendment.heading_line,
                "unchanged": unchanged.removesuffix("No Change").strip(),
                "unchanged_line": amendment.unchanged_line,
            }
        )
        for letter, first, last in amendment.subsections:
            printed = _joined(lines, first, last)
            body = printed.removeprefix(f"({letter})").strip()
            amended = normalise_whitespace(re.sub(r"\[[^\]]*\]", "", body).replace("**", ""))
            # The comma that followed a deleted list item is left doubled by the deletion.
            amended = re.sub(r"\s*,\s*,", ",", amended)
            changes.append(
                {
                    "id": f"{section}({letter})",
                    "lines": [first, last],
                    "text_as_printed": body,
                    "deleted": re.findall(r"\[([^\]]*)\]", body),
                    "added": re.findall(r"\*\*(.*?)\*\*", body),
                    "text_amended": amended,
                    "sha256_amended": text_sha256(amended),
                }
            )
    definitions: list[dict[str, TomlValue]] = []
    for number in NOTICE.definition_lines:
        text = lines[number - 1].strip()
        term = re.match(r'^["“]([^"”]+)["”]', text)
        definitions.append({"term": term.group(1) if term else "", "line": number, "text": text})
    new_section = NOTICE.new_section
    provisions = parse_section(new_section, lines, {})
    new_clauses: list[dict[str, TomlValue]] = [
        {
            "id": p.id,
            "label": p.label,
            "lines": [p.first_line, p.last_line],
            "sha256": text_sha256(compose(provisions, i)),
            "text": p.own_text,
        }
        for i, p in enumerate(provisions)
    ]
    document: dict[str, TomlValue] = {
        "notice": NOTICE.name,
        "title": NOTICE.title,
        "source": NOTICE.source,
        "applies_to": NOTICE.applies_to,
        "produces": NOTICE.produces,
        "notation": NOTICE.notation,
        "definitions_intro_line": NOTICE.definitions_intro_line,
        "definitions_intro": lines[NOTICE.definitions_intro_line - 1].strip(),
        "definitions_elided_lines": list(NOTICE.elision_lines),
        "new_section": new_section.section,
        "new_section_heading": new_section.heading,
        "new_section_heading_line": new_section.heading_line,
        "amendments": amendments,
        "changes": changes,
        "definitions": definitions,
        "new_clauses": new_clauses,
    }
    return dumps(document, header=NOTICE.header)
