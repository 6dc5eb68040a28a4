"""The reference engine's part of an amendment's impact.

Two questions, for a new edition against the edition it amends:

- **Which engine rules cite a clause the amendment changed?** Every rule function registers the
  section paths it implements (`reference_impl.clauses.CLAUSE_REGISTRY`, e.g. "2.17(e)"); a path
  becomes a clause id under the new edition's prefix (`reference_impl.editions.Edition.cite`).
  A path is *touched* when the clause it names, or any clause under it (a paragraph of a cited
  subsection, a subsection of a cited section), was added, removed or amended
  (`regulations.changes.changes_between`). A function with a touched path is flagged for review.
  A person who has read the function against the new text records it in `REVIEWS_FILE`
  (function, clause, the sha256 of the text reviewed against, who, when, why); a flagged function
  all of whose touched paths have a record matching the new text is *reviewed*, otherwise
  *unreviewed*, and each unreviewed function is an open item.
- **Which numbers the engine reads from the text changed?** The side wagers' pay tables are read
  from the corpus (`regulations.paytables`, in the shapes the declarations give), so the engine
  follows a new cell by itself: the amounts each declaration lists (`Offering.amounts`) are
  listed, old -> new, for information; so are the fixed amounts of 2.17(a), which the engine
  reads from the text too (`rule_text.PrintedAmounts`). An offering's least wager
  (`Offering.minimum`) and the least wager a paid-with offering is paid on
  (`Offering.least_paid_wager`) are *declared* in the engine, not read: where the new text's
  amount differs from the engine's declaration it is an open item too.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bjkit.impact.engine_data import (
    REVIEWS_FILE,
    ClauseReview,
    load_reviews,
    registry,
    text_values,
)
from reference_impl.editions import EDITIONS
from regulations.changes import changes_between
from regulations.model import Edition
from regulations.normalise import text_sha256

__all__ = [
    "REVIEWS_FILE",
    "ClauseReview",
    "EngineImpact",
    "FlaggedRule",
    "TextValue",
    "TouchedPath",
    "cited_text",
    "clause_prefix",
    "engine_impact",
    "under",
]


@dataclass(frozen=True, slots=True, kw_only=True)
class TouchedPath:
    """One path a flagged function cites, the changed clauses at or under it, and the text the
    function must be reviewed against (its sha256) with the matching review record, if any."""

    path: str
    clause: str
    changes: tuple[str, ...]  # "amended 13:69F-2.18(a)", "added 13:69F-2.20(l)", ...
    sha256: str
    review: ClauseReview | None

    @property
    def reviewed(self) -> bool:
        return self.review is not None


@dataclass(frozen=True, slots=True, kw_only=True)
class FlaggedRule:
    """An engine rule function that cites a changed clause."""

    function: str
    touched: tuple[TouchedPath, ...]

    @property
    def reviewed(self) -> bool:
        return all(t.reviewed for t in self.touched)


@dataclass(frozen=True, slots=True, kw_only=True)
class TextValue:
    """A pay-table cell or an amount whose text differs between the editions.

    `follows` is True when the engine reads it from the text (it follows the new text by itself);
    False when the engine declares it, in which case `engine` is the declared value for the new
    edition and `agrees` says whether it is the new text's."""

    what: str
    clause: str
    before: str | None
    after: str | None
    follows: bool
    engine: str | None = None
    where: str = ""

    @property
    def unreadable(self) -> bool:
        """The engine reads it from the text and no reader knows the text's shape (issue 29)."""
        return self.after is not None and self.after.startswith("unreadable: ")

    @property
    def agrees(self) -> bool:
        return self.follows or self.engine == self.after

    def describe(self) -> str:
        if self.unreadable:
            # The engine reads it from the text and cannot: the clause, the reader and the words.
            return f"{self.what} [{self.clause}]: {self.after}"
        change = f"{self.before or '(none)'} -> {self.after or '(none)'}"
        text = f"{self.what}: {change} [{self.clause}]"
        if self.follows:
            return text
        state = "agrees" if self.agrees else "does NOT agree: change the declaration"
        return f"{text}; the engine declares {self.engine or '(nothing)'} ({self.where}): {state}"


@dataclass(frozen=True, slots=True, kw_only=True)
class EngineImpact:
    """What the new edition means for the reference engine."""

    new: str
    base: str
    reviews_file: Path
    flagged: tuple[FlaggedRule, ...]
    values: tuple[TextValue, ...]

    def open_items(self) -> int:
        """Unreviewed flagged functions, and declared amounts the new text contradicts."""
        return sum(not f.reviewed for f in self.flagged) + sum(not v.agrees for v in self.values)

    def record(self) -> dict[str, Any]:
        return {
            "edition": self.new,
            "base": self.base,
            "reviews_file": str(self.reviews_file),
            "flagged": [
                {
                    "function": f.function,
                    "status": "reviewed" if f.reviewed else "unreviewed",
                    "touched": [
                        {
                            "path": t.path,
                            "clause": t.clause,
                            "changes": list(t.changes),
                            "sha256": t.sha256,
                            "reviewed": t.reviewed,
                            "review": None if t.review is None else t.review.record(),
                        }
                        for t in f.touched
                    ],
                }
                for f in self.flagged
            ],
            "values": [
                {
                    "what": v.what,
                    "clause": v.clause,
                    "before": v.before,
                    "after": v.after,
                    "follows_text": v.follows,
                    "engine": v.engine,
                    "where": v.where,
                    "agrees": v.agrees,
                }
                for v in self.values
            ],
            "open_items": self.open_items(),
        }

    def lines(self) -> list[str]:
        lines = [f"reference engine: {self.new} against {self.base}"]
        if not self.flagged:
            lines.append("  no engine rule cites a changed clause")
        for rule in self.flagged:
            status = "reviewed" if rule.reviewed else "UNREVIEWED"
            lines.append(f"  {status} {rule.function}")
            for t in rule.touched:
                mark = "reviewed" if t.reviewed else "needs review"
                lines.append(f"      {t.clause} ({', '.join(t.changes)}): {mark}")
                if t.review is None:
                    lines.append(
                        f"        record in {self.reviews_file.name}: function = "
                        f'"{rule.function}", clause = "{t.clause}", sha256 = "{t.sha256}"'
                    )
        read = [v for v in self.values if v.follows]
        unreadable = [v for v in self.values if v.unreadable]
        declared = [v for v in self.values if not v.follows and not v.unreadable]
        if unreadable:
            lines.append("  text the engine reads and cannot read (open until a reader knows it):")
            lines.extend(f"    {v.describe()}" for v in unreadable)
        if read:
            lines.append("  pay tables the engine reads from the text and so follows by itself:")
            lines.extend(f"    {v.describe()}" for v in read)
        if declared:
            lines.append("  amounts the engine declares:")
            lines.extend(f"    {v.describe()}" for v in declared)
        if not self.values:
            lines.append("  no pay table or amount the engine uses differs between the editions")
        lines.append(f"  open items: {self.open_items()}")
        return lines


def clause_prefix(edition: Edition) -> str:
    """The prefix the engine cites the edition's clauses under ("13:69F-"): its engine profile's,
    or the chapter's for an edition the engine does not know by name (one held in memory)."""
    profile = EDITIONS.get(edition.name)
    if profile is not None:
        return profile.clause_prefix
    return f"{edition.chapter}-"


def under(cited: str, clause: str) -> bool:
    """Whether `clause` is `cited` or a clause under it: 2.17(e) covers 2.17(e)2iv, 2.17(e)2
    covers 2.17(e)2iv, 2.20 covers 2.20(l); 2.1 does not cover 2.17, nor 2.17(e)1 2.17(e)2."""
    if not clause.startswith(cited):
        return False
    rest = clause[len(cited) :]
    if not rest or rest.startswith("("):
        return True
    if cited.endswith(")"):
        return rest[0].isdigit()  # 2.17(e) -> 2.17(e)2
    return ")" in cited and cited[-1].isdigit() and rest[0] in "ivx"  # 2.17(e)2 -> 2.17(e)2iv


def cited_text(edition: Edition, clause: str) -> str:
    """The text a function citing `clause` is reviewed against: the clause's text; for a
    section or subsection the edition holds only parts of, the texts of its top clauses under
    it, one a line; "" when the edition has nothing there (the clause was removed)."""
    found = edition.clauses.get(clause)
    if found is not None:
        return found.text
    parts = [c for c in edition.clauses.values() if under(clause, c.id) and c.id != clause]
    tops = [c for c in parts if not any(under(o.id, c.id) and o.id != c.id for o in parts)]
    return "\n".join(c.text for c in tops)


def engine_impact(
    new: Edition,
    base: Edition,
    *,
    reviews_file: Path = REVIEWS_FILE,
    functions: Mapping[str, tuple[str, ...]] | None = None,
) -> EngineImpact:
    """The engine rules `new` flags for review against `base`, and the pay tables and amounts
    that differ (see the module docstring). `functions` replaces the engine's registry (tests)."""
    changes = changes_between(base, new)
    changed: list[tuple[str, str]] = []  # (id or alias, "amended 13:69F-2.18(a)")
    for change in changes.changed:
        for side in (change.before, change.after):
            if side is not None:
                for name in (side.id, *side.aliases):
                    changed.append((name, f"{change.change.value} {change.id}"))
    reviews = load_reviews(reviews_file)
    prefix = clause_prefix(new)
    flagged = []
    for function, paths in sorted((registry() if functions is None else functions).items()):
        touched = []
        for path in dict.fromkeys(paths):
            clause = prefix + path
            hits = tuple(dict.fromkeys(what for name, what in changed if under(clause, name)))
            if not hits:
                continue
            digest = text_sha256(cited_text(new, clause))
            review = next(
                (
                    r
                    for r in reviews
                    if r.function == function and r.clause == clause and r.sha256 == digest
                ),
                None,
            )
            touched.append(
                TouchedPath(path=path, clause=clause, changes=hits, sha256=digest, review=review)
            )
        if touched:
            flagged.append(FlaggedRule(function=function, touched=tuple(touched)))
    return EngineImpact(
        new=new.name,
        base=base.name,
        reviews_file=reviews_file,
        flagged=tuple(flagged),
        values=tuple(_values(new, base)),
    )


def _values(new: Edition, base: Edition) -> Iterable[TextValue]:
    """Each pay-table cell and amount whose text differs, in the order `text_values` reads them."""
    before, after = text_values(base), text_values(new)
    for key in dict.fromkeys([*before, *after]):
        old, now = before.get(key), after.get(key)
        if old is not None and now is not None and old.compared == now.compared:
            continue
        shown = now or old
        assert shown is not None
        declared = shown.declared(new.name, base.name) if shown.declared else None
        yield TextValue(
            what=shown.what,
            clause=shown.clause,
            before=None if old is None else old.value,
            after=None if now is None else now.value,
            follows=shown.declared is None,
            engine=declared,
            where=shown.where,
        )
