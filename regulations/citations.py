"""Citations in the text of a clause: "N.J.A.C. 13:69F-8.3", "13:69F-2.26", "N.J.A.C. 19:47-2.5
and 2.6", "N.J.A.C. 13:69F-2.3(a) and (d)", "N.J.A.C. 13:69F-2.6A", "N.J.A.C. 13:69F-2.24
through 2.28", each read as the clause or section ids it names.

The regulation lint (`regulations.text_lint`) checks each against the sections
of the edition. A bare section number counts only after a chapter-qualified citation, so that
"2.5 to 1" in a pay table is never read as one.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace

from regulations.ids import ClauseId, parse_clause_id
from regulations.model import Clause, Edition

__all__ = ["Citation", "citations", "parse_cited", "spelled_in_era"]

# A citation: "N.J.A.C. 13:69F-2.3(a) and (d)", "13:69F-2.26", "N.J.A.C. 19:47-2.5 and 2.6",
# "N.J.A.C. 13:69F-2.6A", "N.J.A.C. 13:69F-2.24 through 2.28". Bare section numbers count only
# after a chapter-qualified citation, so that "2.5 to 1" in a pay table is never read as one.
_SECTION = r"\d+\.\d+[A-Z]?(?![\d.]\d)"
_PATH = r"(?:\([a-z]{1,2}\))?(?:\d+)?(?:[ivx]+)?(?:\(\d+\))?"
_JOIN = r"(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+through\s+)"
_CITATION = re.compile(
    rf"(?:N\.\s?J\.\s?A\.\s?C\.\s+)?(?P<chapter>\d+:\d+[A-Z]?)-(?P<first>{_SECTION}{_PATH})"
    rf"(?P<more>(?:{_JOIN}(?:{_SECTION}{_PATH}|\([a-z]{{1,2}}\)))*)"
)
_MORE = re.compile(rf"(?P<join>{_JOIN})(?P<item>{_SECTION}{_PATH}|\([a-z]{{1,2}}\))")


@dataclass(frozen=True, slots=True)
class Citation:
    """One id a citation names (a list or range names several, each with the same words)."""

    words: str  # the whole citation as printed
    target: str  # one clause or section id it cites, e.g. "13:69F-2.3(d)"


def _between(first: str, last: str) -> list[str]:
    """The sections a range "2.24 through 2.28" spans, after its first: 2.25, ..., 2.28."""
    low, high = first.split("."), last.split(".")
    if low[0] != high[0] or not (low[1].isdigit() and high[1].isdigit()):
        return [last]
    return [f"{low[0]}.{number}" for number in range(int(low[1]) + 1, int(high[1]) + 1)]


def citations(clause: Clause) -> Iterator[Citation]:
    """Every id that `clause`'s own text cites, with the citation's words as printed."""
    for match in _CITATION.finditer(clause.own_text):
        chapter, first = match["chapter"], match["first"]
        targets = [first]
        for more in _MORE.finditer(match["more"] or ""):
            item, section = more["item"], re.match(_SECTION, targets[-1])
            if item.startswith("(") and section is not None:
                targets.append(f"{section[0]}{item}")  # "2.3(a) and (d)"
            elif "through" in more["join"] and section is not None:
                targets.extend(_between(section[0], item))
            else:
                targets.append(item)
        for target in targets:
            yield Citation(words=match[0].rstrip(",. "), target=f"{chapter}-{target}")


def parse_cited(target: str) -> ClauseId | None:
    """`parse_clause_id`, which also reads a section with a letter ("13:69F-2.6A"): the id
    parser lowercases what follows the chapter, so it refuses such a section."""
    parsed = parse_clause_id(target)
    if parsed is not None:
        return parsed
    match = re.match(r"^(\d+:\d+[A-Z]?)-(\d+\.\d+)([A-Z])(.*)$", target)
    rest = parse_clause_id(f"{match[1]}-{match[2]}{match[4]}") if match else None
    return None if match is None or rest is None else replace(rest, section=match[2] + match[3])


def spelled_in_era(parsed: ClauseId, edition: Edition) -> str:
    """A cited section in the edition's era of chapters (13:69F-8.3 in nj-2024, whichever chapter
    the citation spells), so that both spellings of one section are one subject."""
    alias = parsed.alias()
    modern = edition.chapter.startswith("13:")
    if alias is not None and parsed.chapter.startswith("13:") != modern:
        return alias.section_id
    return parsed.section_id
