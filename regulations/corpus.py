"""The corpus as users ask for it: editions by name, clauses by id or alias, with suggestions."""

from __future__ import annotations

import difflib
import os
from functools import cache
from pathlib import Path

from regulations.errors import UnknownClauseError, UnknownEditionError
from regulations.ids import normalise_clause_text, parse_clause_id
from regulations.loader import DATA_DIR, load_editions
from regulations.model import Clause, Edition
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

    def _explain_unknown(self, raw_id: str, edition_name: str) -> str:
        edition = self.edition(edition_name)
        tidy = normalise_clause_text(raw_id)
        parsed = parse_clause_id(raw_id)
        if parsed is None:
            reason = f"{raw_id!r} is not a clause id of the form 19:47-2.7(a) or 13:69F-2.17(e)2ii"
            # A section number typed without its chapter, such as 2.7(a), is a common slip.
            with_chapter = parse_clause_id(f"{edition.chapter}-{tidy}")
            if with_chapter is not None:
                tidy = str(with_chapter)
        else:
            reason = f"no clause {parsed} in {edition_name}"
            elsewhere = [
                name
                for name, other in self.editions.items()
                if name != edition_name and self._find(raw_id, other) is not None
            ]
            if elsewhere:
                reason += f" (it is in {', '.join(elsewhere)})"
        pool = list(edition.clauses)
        if parsed is not None:
            # Suggest in the edition's own chapter, since an alias would already have been found.
            spelled = str(parsed).replace(parsed.chapter, edition.chapter, 1)
            close = difflib.get_close_matches(spelled, pool, n=5, cutoff=0.6)
        else:
            close = difflib.get_close_matches(tidy, pool, n=5, cutoff=0.6)
        if close:
            reason += f"; closest: {', '.join(close)}"
        return reason


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
