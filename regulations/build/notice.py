"""Reads the Bet the Set 21 register notice into data: what it keeps, amends, adds and defines.

The notice is stored, not applied: applying it to `nj-2024` to produce `nj-2024+bet-the-set` is a
separate step. N.J. Register notation: "(a) – (u) No Change" keeps those subsections, text in
[brackets] is deleted and text in **bold** is added.
"""

from __future__ import annotations

import re

from regulations.build.corpus import compose
from regulations.build.parse import parse_section
from regulations.build.spec import SOURCE_BET_THE_SET, SectionSpec
from regulations.build.toml_writer import TomlValue, dumps
from regulations.normalise import normalise_whitespace, text_sha256
from regulations.sources import read_source_lines

__all__ = ["NOTICE_NAME", "build_notice"]

# The notice's name: its file under `data/notices/` and the `amended_by` of the clauses it gives.
NOTICE_NAME = "bet-the-set-21"

# (section, heading as printed, heading line, "No Change" line, [(subsection, first, last)])
_AMENDMENTS: tuple[tuple[str, str, int, int, tuple[tuple[str, int, int], ...]], ...] = (
    ("13:69E-1.10", "", 7, 9, (("v", 11, 11),)),
    ("13:69F-2.18", "Multiple action blackjack rule", 33, 37, (("a", 35, 35),)),
    ("13:69F-2.20", "Blackjack bonus wager", 39, 41, (("l", 43, 43),)),
    ("13:69F-2.22", "Blackjack streak wager", 45, 47, (("l", 49, 49),)),
    ("13:69F-2.24", "20 point bonus wager", 51, 53, (("i", 55, 55),)),
    ("13:69F-2.25", "Optional bonus wager", 57, 59, (("h", 61, 61),)),
    ("13:69F-2.26", "In-between wager", 63, 65, (("h", 67, 69),)),
    ("13:69F-2.27", "21+3 wager", 71, 73, (("g", 75, 75),)),
    ("13:69F-2.28", "House money wager", 77, 79, (("g", 81, 81),)),
)
_DEFINITION_LINES = (23, 25, 29)
_ELISION_LINES = (27, 31)
_NEW_SECTION = SectionSpec(
    edition="nj-2024+bet-the-set",
    section="13:69F-2.29",
    heading="Bet the set 21",
    game="blackjack",
    source=SOURCE_BET_THE_SET,
    heading_line=83,
    body=(85, 124),
)


def _joined(lines: list[str], first: int, last: int) -> str:
    return normalise_whitespace(" ".join(lines[first - 1 : last]))


def build_notice() -> str:
    lines = read_source_lines(SOURCE_BET_THE_SET)
    amendments: list[dict[str, TomlValue]] = []
    changes: list[dict[str, TomlValue]] = []
    for section, heading, heading_line, unchanged_line, subsections in _AMENDMENTS:
        unchanged = lines[unchanged_line - 1].strip()
        amendments.append(
            {
                "section": section,
                "heading": heading,
                "heading_line": heading_line,
                "unchanged": unchanged.removesuffix("No Change").strip(),
                "unchanged_line": unchanged_line,
            }
        )
        for letter, first, last in subsections:
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
    for number in _DEFINITION_LINES:
        text = lines[number - 1].strip()
        term = re.match(r'^["“]([^"”]+)["”]', text)
        definitions.append({"term": term.group(1) if term else "", "line": number, "text": text})
    provisions = parse_section(_NEW_SECTION, lines, {})
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
        "notice": NOTICE_NAME,
        "title": "Bet the Set 21: new N.J.A.C. 13:69F-2.29 and amendments to 13:69E-1.10, "
        "13:69F-2.18, 2.20, 2.22, 2.24, 2.25, 2.26, 2.27 and 2.28",
        "source": SOURCE_BET_THE_SET,
        "applies_to": "nj-2024",
        "produces": "nj-2024+bet-the-set",
        "notation": "'(a) – (u) No Change' keeps those subsections; text in [brackets] is deleted; "
        "text in **bold** is added.",
        "definitions_intro_line": 21,
        "definitions_intro": lines[20].strip(),
        "definitions_elided_lines": list(_ELISION_LINES),
        "new_section": _NEW_SECTION.section,
        "new_section_heading": _NEW_SECTION.heading,
        "new_section_heading_line": _NEW_SECTION.heading_line,
        "amendments": amendments,
        "changes": changes,
        "definitions": definitions,
        "new_clauses": new_clauses,
    }
    header = (
        "Register notice for Bet the Set 21, stored as a notice; it is applied to nj-2024 to\n"
        "produce nj-2024+bet-the-set. Written by `python -m regulations.build`."
    )
    return dumps(document, header=header)
