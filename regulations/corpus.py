"""The corpus as users ask for it: editions by name, clauses by id or alias, with suggestions."""

from __future__ import annotations

import difflib
import os
from dataclasses import replace
from functools import cache
from pathlib import Path

from regulations.errors import UnknownClauseError, UnknownEditionError
from regulations.ids import CHAPTER_ALIASES, ClauseId, normalise_clause_text, parse_clause_id
from regulations.loader import DATA_DIR, load_editions
from regulations.model import Clause, Edition, Section
from regulations.user_corpus import CORPUS_ENV, folder_for, generation, load_user_editions

__all__ = ["DEFAULT_EDITION", "Corpus", "load_corpus"]

DEFAULT_EDITION = "nj-2024"


class Corpus:
    """Every edition of the corpus, and lookups that forgive aliases and typing."""

    def __init__(self, editions: dict[str, Edition]) -> None:
        self.editions = editions

    def edition(self, name: str) -> Edition:
        try:
            return self.editions[name]
        except KeyError:
            known = list(self.editions)
            close = difflib.get_close_matches(name, known, n=3, cutoff=0.5)
            hint = f"; did you mean {', '.join(close)}?" if close else ""
            raise UnknownEditionError(
                f"unknown edition {name!r}: the corpus has {', '.join(known)}{hint}"
            ) from None

    def clause(self, raw_id: str, edition: str | None = None) -> Clause:
        """Find a clause by its id or its recodification alias.

        Without an edition, the default edition is searched first, then the latest edition that
        has the clause (so that craps and baccarat, which only nj-1996 holds, are found too).
        """
        names = [edition] if edition else [DEFAULT_EDITION, *reversed(self.editions)]
        for name in names:
            found = self._find(raw_id, self.edition(name))
            if found is not None:
                return found
        raise UnknownClauseError(self._explain_unknown(raw_id, edition or DEFAULT_EDITION))

    @staticmethod
    def _find(raw_id: str, edition: Edition) -> Clause | None:
        parsed = parse_clause_id(raw_id)
        if parsed is None:
            return None
        candidates = [parsed]
        alias = parsed.alias()
        if alias is not None:
            candidates.append(alias)
        for candidate in candidates:
            clause = edition.clauses.get(str(candidate))
            if clause is not None:
                return clause
        return None

    def entry(self, raw_id: str, edition: str | None = None) -> Clause | Section:
        """What an id names, as a reader asks for it (`bjkit show`): a clause, or the whole
        section when the id names a section that has subsections (a section without any is its
        one clause, as `clause` finds it).

        A number typed without its chapter (`2.7`, `2.17(e)2`) is read in the edition's
        chapters. The editions are searched as `clause` searches them; an id found in none is an
        `UnknownClauseError` naming the closest ids, the section's own clauses first.
        """
        names = [edition] if edition else [DEFAULT_EDITION, *reversed(self.editions)]
        for name in names:
            found = self._locate(raw_id, self.edition(name))
            if found is not None:
                return found
        raise UnknownClauseError(
            self._explain_unknown(raw_id, edition or DEFAULT_EDITION, entries=True)
        )

    def _locate(self, raw_id: str, edition: Edition) -> Clause | Section | None:
        wanted = _qualified(raw_id, edition)
        if wanted is None:
            return None
        clause = self._find(str(wanted), edition)
        if clause is not None:
            return clause
        if str(wanted) == wanted.section_id:
            return _section_of(wanted, edition)
        return None

    def _explain_unknown(self, raw_id: str, edition_name: str, *, entries: bool = False) -> str:
        """Why an id names nothing in the edition, and the ids closest to it. With `entries`,
        as `entry` reads ids (sections and numbers without their chapter), else as `clause`."""
        edition = self.edition(edition_name)
        parsed = parse_clause_id(raw_id)
        # A section number typed without its chapter, such as 2.7(a), is a common slip: its
        # suggestions are those of the id in the edition's chapter.
        wanted = _qualified(raw_id, edition)
        if parsed is None and not (entries and wanted is not None):
            reason = f"{raw_id!r} is not a clause id of the form 19:47-2.7(a) or 13:69F-2.17(e)2ii"
        else:
            assert wanted is not None  # parsed, or qualified in entry mode
            reason = f"no clause {wanted} in {edition_name}"
            elsewhere = [
                name
                for name, other in self.editions.items()
                if name != edition_name
                and (self._locate(raw_id, other) if entries else self._find(raw_id, other))
                is not None
            ]
            if elsewhere:
                reason += f" (it is in {', '.join(elsewhere)})"
        if wanted is not None:
            close = _closest(wanted, edition, sections=entries)
        else:
            close = difflib.get_close_matches(
                normalise_clause_text(raw_id), list(edition.clauses), n=5, cutoff=0.6
            )
        if close:
            reason += f"; closest: {', '.join(close)}"
        return reason


def _chapters(edition: Edition) -> list[str]:
    """The chapters of an edition's sections, its own first (nj-2024 also quotes 13:69E)."""
    return list(dict.fromkeys([edition.chapter, *(s.id.split("-")[0] for s in edition.sections)]))


def _qualified(raw_id: str, edition: Edition) -> ClauseId | None:
    """A clause id, or a number without its chapter in the chapter of the edition whose section
    it names (the edition's own chapter when none has it); None when it is neither."""
    parsed = parse_clause_id(raw_id)
    if parsed is not None:
        return parsed
    tidy = normalise_clause_text(raw_id)
    first: ClauseId | None = None
    for chapter in _chapters(edition):
        candidate = parse_clause_id(f"{chapter}-{tidy}")
        if candidate is None:
            return None
        if _section_of(candidate, edition) is not None:
            return candidate
        first = first or candidate
    return first


def _section_of(wanted: ClauseId, edition: Edition) -> Section | None:
    """The edition's section holding the id, in either chapter of the recodification."""
    return next((s for s in edition.sections if wanted.section_id in (s.id, *s.aliases)), None)


def _spelled(wanted: ClauseId, edition: Edition, section: Section | None) -> ClauseId:
    """The id in the chapter the edition writes it in, since an alias would already have
    been found."""
    if section is not None:
        return wanted.in_chapter(section.id.split("-")[0])
    chapters = _chapters(edition)
    if wanted.chapter in chapters:
        return wanted
    alias = CHAPTER_ALIASES.get(wanted.chapter)
    return wanted.in_chapter(alias if alias in chapters else edition.chapter)


def _closest(wanted: ClauseId, edition: Edition, *, sections: bool) -> list[str]:
    """The ids to suggest for one that names nothing: first the clauses where it would sit
    (the paragraphs of its nearest existing clause, else the section's subsections), in the
    corpus's order, then the ids spelled most like it. With `sections`, section ids are
    suggested too (for the commands that show a whole section)."""
    section = _section_of(wanted, edition)
    spelled = _spelled(wanted, edition, section)
    family: list[str] = []
    if section is not None:
        nearest = next(
            (
                edition.clauses[str(above)]
                for above in reversed(_ancestors(spelled))
                if str(above) in edition.clauses
            ),
            None,
        )
        subsections = [clause.id for clause in section.subsections]
        if nearest is None:
            family = subsections
        elif nearest.children:
            family = list(nearest.children)
        else:
            family = list(dict.fromkeys([nearest.id, *subsections]))
    pool = list(edition.clauses)
    if sections:
        pool += [s.id for s in edition.sections if s.id not in edition.clauses]
    limit = max(5, len(family))
    others = difflib.get_close_matches(str(spelled), pool, n=limit, cutoff=0.6)
    return list(dict.fromkeys([*family, *others]))[:limit]


def _ancestors(wanted: ClauseId) -> list[ClauseId]:
    """The ids enclosing one below its section, outermost first: 2.17(e)2vii gives 2.17(e)
    and 2.17(e)2."""
    found: list[ClauseId] = []
    current = ClauseId(wanted.chapter, wanted.section)
    for name in ("subsection", "paragraph", "subparagraph", "item"):
        value = getattr(wanted, name)
        if value is None:
            continue
        current = replace(current, **{name: value})
        found.append(current)
    return found[:-1]


def load_corpus(data_dir: Path = DATA_DIR) -> Corpus:
    """The kit's corpus and, after it, the editions of the user's corpus folder
    (`regulations.user_corpus`: those `bjkit amend` wrote).

    The folder is read once per value of BJKIT_CORPUS and again after this process writes an
    edition; a run sees one corpus from start to end, whatever another process writes meanwhile.
    """
    if data_dir != DATA_DIR:
        return _corpus(data_dir, "", -1)
    return _corpus(data_dir, os.environ.get(CORPUS_ENV), generation())


@cache
def _corpus(data_dir: Path, configured: str | None, written: int) -> Corpus:
    editions = dict(load_editions(data_dir))
    folder = folder_for(configured) if written >= 0 else None
    if folder is not None and (folder / "editions.toml").is_file():
        editions.update(load_user_editions(folder, editions))
    return Corpus(editions)
