"""Clause ids: parsing, normalisation and the aliases of the 2011 recodification.

A clause id names a section (`19:47-2.7`), a subsection (`19:47-2.7(a)`) or a paragraph
(`13:69F-2.17(e)2ii`, `13:69E-1.10(x)1`). After the 2011 recodification the rules of the games moved
from N.J.A.C. 19:47 to 13:69F, and the equipment rules from 19:46 to 13:69E, with the same section
numbers; an id in one chapter is an alias of the same id in the other.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = [
    "CHAPTER_ALIASES",
    "ClauseId",
    "normalise_clause_text",
    "parse_clause_id",
]

# Old chapter -> new chapter of the 2011 recodification, and back.
CHAPTER_ALIASES: dict[str, str] = {
    "19:47": "13:69F",
    "13:69F": "19:47",
    "19:46": "13:69E",
    "13:69E": "19:46",
}

_ID_PATTERN = re.compile(
    r"""^(?P<chapter>\d+:\d+[A-Z]?)-(?P<section>\d+\.\d+[A-Z]?)
    (?:\((?P<subsection>[a-z]{1,2})\))?
    (?P<paragraph>\d+)?
    (?P<subparagraph>[ivx]+)?
    (?:\((?P<item>\d+)\))?$""",
    re.VERBOSE,
)


def normalise_clause_text(raw: str) -> str:
    """Tidy a clause id as a person may type it: `N.J.A.C.`, `§`, spaces and dashes are forgiven."""
    text = raw.strip()
    text = re.sub(r"^(?:N\.?\s*J\.?\s*A\.?\s*C\.?)\s*", "", text, flags=re.IGNORECASE)
    text = text.replace("§", "").replace("\u2013", "-").replace("\u2014", "-")
    text = re.sub(r"\s+", "", text)
    match = re.match(r"^(\d+:\d+)([a-zA-Z]?)(-.*)?$", text)
    if match:
        text = match.group(1) + match.group(2).upper() + (match.group(3) or "").lower()
    return text


@dataclass(frozen=True, slots=True, order=True)
class ClauseId:
    """A parsed clause id; `str()` gives the canonical spelling."""

    chapter: str
    section: str
    subsection: str | None = None
    paragraph: str | None = None
    subparagraph: str | None = None
    item: str | None = None

    def __str__(self) -> str:
        text = f"{self.chapter}-{self.section}"
        if self.subsection:
            text += f"({self.subsection})"
        if self.paragraph:
            text += self.paragraph
        if self.subparagraph:
            text += self.subparagraph
        if self.item:
            text += f"({self.item})"
        return text

    @property
    def section_id(self) -> str:
        """The id of the section this clause belongs to, e.g. `19:47-2.7`."""
        return f"{self.chapter}-{self.section}"

    def in_chapter(self, chapter: str) -> ClauseId:
        """The same clause spelled in another chapter (the recodification alias)."""
        return ClauseId(
            chapter, self.section, self.subsection, self.paragraph, self.subparagraph, self.item
        )

    def alias(self) -> ClauseId | None:
        """The id of the same clause in the other chapter of the recodification, if any."""
        other = CHAPTER_ALIASES.get(self.chapter)
        return None if other is None else self.in_chapter(other)


def parse_clause_id(raw: str) -> ClauseId | None:
    """Parse a clause id, or return None when it is not of the form `19:47-2.7(a)2i`."""
    match = _ID_PATTERN.match(normalise_clause_text(raw))
    if match is None:
        return None
    return ClauseId(
        chapter=match.group("chapter"),
        section=match.group("section"),
        subsection=match.group("subsection"),
        paragraph=match.group("paragraph"),
        subparagraph=match.group("subparagraph"),
        item=match.group("item"),
    )
