"""A vendor's expectations file: known failures a certification report shows as expected
(docs/EXPECTATIONS.md).

```toml
[[expected_failure]]
clause = "2.7(a)"      # a clause or a section: 2.7(a), 2.11, 19:47-2.7(a), 13:69F-2.7(a)
scenario = "A blackjack against a dealer's 9 is paid 3 to 2 before any third card"  # optional
reason = "VEND-123: this build pays 6 to 5 on the promotional table"                # required
```

A failing scenario that an entry matches is an *expected failure*; a passing one is an
*unexpected pass*, and an entry that matches no scenario is reported as unused. Errors are never
excused.

A clause matches in either chapter of the 2011 recodification, as the run cites it (13:69F-2.7(a)
in nj-2024) or as a feature tags it (19:47-2.7(a)). A scenario is named by its title, a Scenario
Outline's with its example's values filled in ("Pay table A pays a bust of 6 cards at 50 to 1");
an entry that names an outline by its title as written, placeholders and all ("Pay table <table>
pays a bust of <cards> cards at <odds>"), matches every example of it.
"""

from __future__ import annotations

import difflib
import hashlib
import re
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from regulations.errors import KitError
from regulations.ids import CHAPTER_ALIASES, ClauseId, parse_clause_id
from suite.run.verdicts import Verdict

__all__ = ["Expectation", "Expectations", "ExpectationsError", "excuse", "load_expectations"]

_TABLE = "expected_failure"
_KEYS = ("clause", "scenario", "reason")
# A bare clause ("2.7(a)") is parsed under a placeholder chapter, then compared without one.
_PLACEHOLDER_CHAPTER = "19:47"
# A Scenario Outline's placeholder in its title, as pytest-bdd writes it ("<table>").
_OUTLINE_PLACEHOLDER = re.compile(r"<[^<>]+>")


class ExpectationsError(KitError):
    """An expectations file that cannot be read, is not TOML, or holds an entry the kit cannot
    use. The message names the file and, for an entry, its 1-based index."""


@dataclass(frozen=True, kw_only=True)
class Expectation:
    """One `[[expected_failure]]` entry: `index` counts from 1 in the file's order; `clause` and
    `scenario` are as written (at least one is given)."""

    index: int
    clause: str | None
    scenario: str | None
    reason: str
    _wanted: _Wanted | None = field(init=False, repr=False, compare=False)
    _outline: re.Pattern[str] | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.clause is None and self.scenario is None:
            raise ValueError("an expectation names a clause, a scenario, or both")
        if not self.reason.strip():
            raise ValueError("an expectation gives the reason the failure is expected")
        wanted = None if self.clause is None else _parse_wanted(self.clause)
        object.__setattr__(self, "_wanted", wanted)
        object.__setattr__(self, "_outline", _outline_pattern(self.scenario))

    def matches(self, scenario: str | None, clauses: Sequence[str]) -> bool:
        """Whether this entry excuses the scenario named `scenario` tagged with `clauses`."""
        if self.scenario is not None and not self._names(scenario):
            return False
        if self._wanted is None:
            return True
        return any(self._wanted.covers(clause) for clause in clauses)

    def _names(self, scenario: str | None) -> bool:
        """Whether the entry's scenario is `scenario`: the same title, or an outline's title as
        written whose placeholders `scenario` fills (each with some text)."""
        if scenario is None:
            return False
        if self.scenario == scenario:
            return True
        return self._outline is not None and self._outline.fullmatch(scenario) is not None


@dataclass(frozen=True, kw_only=True)
class Expectations:
    """The entries of one expectations file, in its order, with the sha256 of its bytes (for
    the report, so a reader knows which file excused what)."""

    path: Path
    sha256: str
    entries: tuple[Expectation, ...]

    def match(self, scenario: str | None, clauses: Sequence[str]) -> Expectation | None:
        """The first entry that excuses the scenario named `scenario` whose clause tags are
        `clauses` (e.g. `["19:47-2.7(a)"]`), or None."""
        return next((entry for entry in self.entries if entry.matches(scenario, clauses)), None)

    def match_failure(
        self, scenario: str | None, hosts: Sequence[str], broken: Sequence[str]
    ) -> Expectation | None:
        """The entry that excuses a failure of the scenario `scenario` (clause tags `hosts`)
        that breaks the clauses `broken` (a failure is filed under the clause it breaks, which
        may not be its host's): every clause it breaks must be excused, so that one declared
        defect never hides another; a failure naming no clause is matched by its host's tags."""
        if not broken:
            return self.match(scenario, hosts)
        found = [self.match(scenario, [clause]) or self.match(scenario, hosts) for clause in broken]
        if all(entry is not None for entry in found):
            return found[0]
        return None

    def unused(self, matched: Iterable[int]) -> list[Expectation]:
        """The entries whose index is not in `matched` (the indexes of the entries that matched
        some scenario of the run): the report warns about them."""
        seen = set(matched)
        return [entry for entry in self.entries if entry.index not in seen]


@dataclass(frozen=True)
class _Wanted:
    """An entry's clause: the chapter if one was written, and the parts after it."""

    chapter: str | None
    parts: tuple[str | None, ...]

    def covers(self, tag: str) -> bool:
        """Whether the scenario tag `tag` (e.g. "19:47-2.6(k)1") is this clause or under it:
        every part given is equal, so "2.1" is not "2.11" and "2.6(k)" is not "2.6(kk)"."""
        clause = parse_clause_id(tag)
        if clause is None:
            return False
        if self.chapter is not None and clause.chapter not in (
            self.chapter,
            CHAPTER_ALIASES.get(self.chapter),
        ):
            return False
        return all(
            want is None or want == have
            for want, have in zip(self.parts, _parts(clause), strict=True)
        )


def excuse(
    verdict: str,
    facts: Mapping[str, Any],
    expectations: Expectations,
    broken: Sequence[str] = (),
) -> tuple[str, dict[str, Any] | None]:
    """A scenario's verdict under the vendor's expectations, and the entry that changed it: a
    declared failure that fails is an expected failure; one that passes is flagged as an
    unexpected pass. An adapter error is never excused. A failure is excused only when every
    clause it breaks (`broken`) is (`Expectations.match_failure`)."""
    found = expectations.match_failure(facts.get("scenario"), facts.get("clauses", []), broken)
    if found is None or verdict not in (Verdict.FAIL, Verdict.PASS):
        return verdict, None
    entry = {
        "index": found.index,
        "reason": found.reason,
        "clause": found.clause,
        "scenario": found.scenario,
    }
    return (Verdict.EXPECTED_FAILURE if verdict == Verdict.FAIL else Verdict.UNEXPECTED_PASS), entry


def load_expectations(path: Path) -> Expectations:
    """Read the expectations file at `path`. Raises `ExpectationsError` naming the file (and the
    entry's index) for an unreadable or non-TOML file, an unknown key, an entry that is not a
    table, a missing reason, an entry with neither clause nor scenario, an unparsable clause."""
    try:
        data = path.read_bytes()
    except OSError as error:
        raise ExpectationsError(
            f"{path}: cannot read the file: {error.strerror or error}"
        ) from None
    try:
        document = tomllib.loads(data.decode("utf-8"))
    except UnicodeDecodeError as error:
        raise ExpectationsError(f"{path}: not UTF-8 text (byte {error.start})") from None
    except tomllib.TOMLDecodeError as error:
        raise ExpectationsError(f"{path}: not valid TOML: {error}") from None
    for key in document:
        if key != _TABLE:
            raise ExpectationsError(
                f"{path}: unknown key {key!r}{_did_you_mean(key, (_TABLE,))}; "
                f"an expectations file holds only [[{_TABLE}]] entries"
            )
    raw = document.get(_TABLE, [])
    if not isinstance(raw, list):
        raise ExpectationsError(
            f"{path}: {_TABLE} must be a list of entries: write [[{_TABLE}]] "
            f"(double brackets) before each entry"
        )
    entries = tuple(_entry(path, index, item) for index, item in enumerate(raw, start=1))
    return Expectations(path=path, sha256=hashlib.sha256(data).hexdigest(), entries=entries)


def _entry(path: Path, index: int, item: object) -> Expectation:
    where = f"{path}: {_TABLE} {index}"
    if not isinstance(item, dict):
        raise ExpectationsError(f"{where}: an entry is a table of clause, scenario and reason")
    for key in item:
        if key not in _KEYS:
            raise ExpectationsError(
                f"{where}: unknown key {key!r}{_did_you_mean(key, _KEYS)}; "
                "an entry has clause, scenario and reason"
            )
    texts: dict[str, str | None] = {}
    for key in _KEYS:
        value = item.get(key)
        if value is not None and not isinstance(value, str):
            raise ExpectationsError(f"{where}: {key} must be a string, not {value!r}")
        texts[key] = value.strip() if isinstance(value, str) else None
        if texts[key] == "":
            raise ExpectationsError(f"{where}: {key} is empty")
    clause, scenario, reason = texts["clause"], texts["scenario"], texts["reason"]
    if reason is None:
        raise ExpectationsError(
            f"{where}: no reason; say why the failure is expected, e.g. the vendor's ticket"
        )
    if clause is None and scenario is None:
        raise ExpectationsError(
            f'{where}: give a clause (e.g. "2.7(a)"), a scenario\'s exact name, or both'
        )
    try:
        return Expectation(index=index, clause=clause, scenario=scenario, reason=reason)
    except ValueError as error:
        raise ExpectationsError(f"{where}: {error}") from None


def _outline_pattern(scenario: str | None) -> re.Pattern[str] | None:
    """The titles an outline's title as written stands for: each placeholder any text, the rest
    as written; None for a title without placeholders, which names one scenario exactly."""
    if scenario is None or _OUTLINE_PLACEHOLDER.search(scenario) is None:
        return None
    fixed = _OUTLINE_PLACEHOLDER.split(scenario)
    return re.compile(".+?".join(re.escape(part) for part in fixed), re.DOTALL)


def _parse_wanted(text: str) -> _Wanted:
    bare = ":" not in text
    clause = parse_clause_id(f"{_PLACEHOLDER_CHAPTER}-{text}" if bare else text)
    if clause is None:
        raise ValueError(
            f"clause {text!r} is not a clause or a section such as 2.7(a), 2.11, "
            "19:47-2.7(a) or 13:69F-2.17(e)2ii"
        )
    return _Wanted(chapter=None if bare else clause.chapter, parts=_parts(clause))


def _parts(clause: ClauseId) -> tuple[str | None, ...]:
    return (
        clause.section,
        clause.subsection,
        clause.paragraph,
        clause.subparagraph,
        clause.item,
    )


def _did_you_mean(name: str, known: Iterable[str]) -> str:
    close = difflib.get_close_matches(name, list(known), n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""
