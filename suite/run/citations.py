"""Clause ids and texts cited the way the certified edition cites them.

The features tag a Rule with the id its section was first written under (`@clause:19:47-2.7(a)`,
`@section:19:47-2.7`), and the 2011 recodification moved the games' rules from N.J.A.C. 19:47 to
13:69F and the equipment rules from 19:46 to 13:69E, with the same section numbers
(regulations.ids). A report of one edition cites one chapter: 13:69F (and 13:69E) in nj-2024 and
every edition made from it, 19:47 (and 19:46) in nj-1996 and nj-2004. Everything a run writes
about a scenario (its clauses, its Feature and Rule, its message, the clauses its failure breaks,
an expectation's clause, the Allure labels, the JUnit names) is cited through these functions, so
that no report mixes the two.

An alias is kept only where the text itself says so: a line that says "cited as" names the other
chapter on purpose ("13:69F-2.7(a) (cited as 19:47-2.7(a))").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from reference_impl.editions import get_edition
from reference_impl.errors import RulesError
from regulations.ids import CHAPTER_ALIASES, parse_clause_id
from suite.harness.checks import cite_paths, clause_path

__all__ = ["cite_clause", "cite_clauses", "cite_text", "edition_chapter"]

# The chapters the 2011 recodification renamed, old -> new (regulations.ids lists both ways).
_OLD_TO_NEW = {old: CHAPTER_ALIASES[old] for old in ("19:47", "19:46")}
_NEW_TO_OLD = {new: old for old, new in _OLD_TO_NEW.items()}
# A chapter-prefixed clause id inside a sentence: "19:47-2.7(a)", "13:69E-1.10(x)"; not the tail
# of a longer number ("119:47-...") nor a time of day followed by text.
_PREFIXED = re.compile(r"(?<![\w:.])(\d+:\d+[A-Z]?)(?=-\d+\.\d+)")
_CITED_AS = re.compile(r"cited as", re.IGNORECASE)


def edition_chapter(edition: str) -> str | None:
    """The chapter `edition` cites its game rules in ("13:69F" in nj-2024, "19:47" in nj-2004),
    or None for an edition the engine does not know (nothing is then converted)."""
    try:
        return get_edition(edition).clause_prefix.rstrip("-")
    except RulesError:
        return None


def _foreign_chapters(edition: str) -> dict[str, str]:
    """The other era's chapters -> this edition's: an edition citing 13:69F cites 19:46 as
    13:69E too, since both chapters were recodified together."""
    chapter = edition_chapter(edition)
    if chapter is None:
        return {}
    return dict(_OLD_TO_NEW) if chapter in _NEW_TO_OLD else dict(_NEW_TO_OLD)


def cite_clause(clause: str, edition: str) -> str:
    """`clause` as `edition` cites it: "19:47-2.7(a)" and "2.7(a)" give "13:69F-2.7(a)" in nj-2024,
    "13:69F-2.7(a)" gives "19:47-2.7(a)" in nj-2004, "19:46-1.10(x)" gives "13:69E-1.10(x)" in
    nj-2024. A clause already in the edition's chapter, anything that is no clause id, and any
    clause of an edition the engine does not know are returned as they are."""
    text = str(clause)
    chapters = _foreign_chapters(edition)
    if not chapters:
        return text
    parsed = parse_clause_id(text)
    if parsed is None:
        # An edition-neutral path ("2.7(a)", "2.11") is cited by the engine's rule for it.
        path = clause_path(text)
        return get_edition(edition).cite(path) if path and path == text.strip() else text
    target = chapters.get(parsed.chapter)
    return text if target is None else str(parsed.in_chapter(target))


def cite_clauses(clauses: Iterable[object], edition: str) -> list[str]:
    """Each of `clauses` as `edition` cites it, in order, each once (a Rule tagged with both
    spellings of one clause names it once)."""
    return list(dict.fromkeys(cite_clause(str(c), edition) for c in clauses))


def cite_text(text: str, edition: str, *, paths: bool = True) -> str:
    """`text` with every clause id cited as `edition` cites it: ids of the other chapter
    ("19:47-2.7(a) requires" reads "13:69F-2.7(a) requires" in nj-2024) and, with `paths`,
    edition-neutral paths (suite.harness.checks.cite_paths: "2.7(a) requires" reads the same). A
    line that says "cited as" keeps its aliases: there the other chapter is named on purpose.

    pytest's details of a failure are cited without `paths`: they quote the kit's source and
    locals ("2.7(a)" in an oracle's code), which are no citation of another edition and read as
    written; only a chapter the edition does not cite is replaced there."""
    chapters = _foreign_chapters(edition)
    if not chapters or not text:
        return text

    def swap(found: re.Match[str]) -> str:
        return chapters.get(found.group(1), found.group(1))

    def line(each: str) -> str:
        if _CITED_AS.search(each):
            return each
        swapped = _PREFIXED.sub(swap, each)
        return cite_paths(swapped, edition) if paths else swapped

    return _by_line(text, line)


def _by_line(text: str, convert: Callable[[str], str]) -> str:
    return "".join(convert(each) for each in text.splitlines(keepends=True))
