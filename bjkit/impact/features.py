# Over 500 lines: the features' part of an impact report is one computation.
"""The features' part of an amendment's impact: which Rules quote text the new
edition changed, which Rules it needs, which scenarios to review, and which reviews are missing.

For a new edition NEW against the edition it amends (BASE, its `carries_over_from`), over the
subsections the features quote (`suite.features.edition_quotes`), by clause key (19:47-2.17(a) and
13:69F-2.17(a) are one):

- **stale**: every Rule quoting text NEW changed that NEW still relies on: a Rule tagged NEW
  whose quote is not NEW's text of its clause (or whose clause NEW removed), and a Rule tagged
  BASE (not NEW) quoting a clause NEW amended while no Rule tagged NEW quotes the new text yet.
  Once NEW has its own Rule, BASE's stays as it is for BASE: it is *superseded*, listed for
  information; so is BASE's Rule of a clause NEW removed (its scenarios no longer run for NEW).
- **missing**: every subsection of NEW that no Rule tagged NEW quotes exactly, with the one
  command that writes them all (`python -m suite.features --write --edition NEW`): it tags
  the Rules of unchanged text with NEW and adds a Rule for each changed text, with the scenarios
  of the Rule it replaces copied under it.
- **review**: for each subsection NEW amended or added, its scenarios to review against the new
  text: those of the Rules tagged NEW quoting it, or, before they are written, those of BASE's
  Rule that `--write` will copy. A Scenario Outline is one item; its rows of Examples are listed
  apart (`outlines`), for the amendment report to show them.
- **unreviewed**: every Rule tagged NEW quoting the text of a subsection NEW amended or added that
  lacks its review record (`@reviewed:<first 12 hex of the text's sha256>`, see
  `suite.features.reviews`) or a scenario, with the exact tag to add.

The open items are stale + missing + unreviewed: the gate is green when there are none.
Changed subsections of sections no feature covers are listed apart (`uncovered`).
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from bjkit.impact.outlines import Example, Template, outlines_by_line
from regulations.changes import Change, changes_between
from regulations.model import Clause, Edition
from suite.features import (
    COVERED_SECTIONS,
    FEATURES_DIR,
    FeatureFile,
    RuleBlock,
    describe_difference,
    feature_for_section,
    read_features,
    review_tag,
)
from suite.features.edition_quotes import (
    ClauseKey,
    SubsectionChange,
    subsection_changes,
    subsections_of,
    uncovered_changes,
    write_command,
)
from suite.features.reviews import has_checks, is_reviewed

__all__ = [
    "FeatureImpact",
    "MissingQuote",
    "ReviewItem",
    "StaleRule",
    "SupersededRule",
    "UncoveredChange",
    "UnreviewedRule",
    "feature_impact",
]


_REVIEWED = "reviewed"


class _Item:
    """An item of the impact: its fields, all strings, as a JSON-ready mapping."""

    __slots__ = ()

    def as_record(self) -> dict[str, str]:
        return {f.name: str(getattr(self, f.name)) for f in fields(self)}  # type: ignore[arg-type]


@dataclass(frozen=True, slots=True, kw_only=True)
class StaleRule(_Item):
    """A Rule quoting text NEW changed, which NEW still relies on."""

    feature: str
    line: str
    rule: str
    clause: str
    editions: str
    reason: str
    action: str


@dataclass(frozen=True, slots=True, kw_only=True)
class MissingQuote(_Item):
    """A subsection of NEW that no Rule tagged NEW quotes exactly."""

    clause: str
    change: str
    feature: str
    text: str
    action: str


@dataclass(frozen=True, slots=True, kw_only=True)
class ReviewItem(_Item):
    """A scenario under a subsection NEW amended or added, to review against the new text."""

    clause: str
    change: str
    feature: str
    line: str
    rule: str
    scenario: str
    kind: str
    status: str
    # A Scenario Outline's rows of Examples (`scenario` is its template name); () for a scenario.
    # Not in `as_record()`, whose values are strings: `FeatureImpact.record()` lists the rows
    # under "outlines", by feature and line.
    examples: tuple[Example, ...] = ()

    def as_record(self) -> dict[str, str]:
        return {f.name: str(getattr(self, f.name)) for f in fields(self) if f.name != "examples"}


@dataclass(frozen=True, slots=True, kw_only=True)
class UnreviewedRule(_Item):
    """A Rule of a subsection NEW amended or added, without the review record of its text."""

    feature: str
    line: str
    rule: str
    clause: str
    change: str
    tag: str
    action: str


@dataclass(frozen=True, slots=True, kw_only=True)
class SupersededRule(_Item):
    """A Rule of BASE whose subsection NEW amended (and has its own Rule for) or removed: kept
    for BASE, not run for NEW. For information."""

    feature: str
    line: str
    rule: str
    clause: str
    change: str
    note: str


@dataclass(frozen=True, slots=True, kw_only=True)
class UncoveredChange(_Item):
    """A subsection NEW changed in a section no feature covers. For information."""

    clause: str
    change: str
    note: str


@dataclass(frozen=True, slots=True, kw_only=True)
class FeatureImpact:
    """What a new edition means for the features."""

    edition: str
    base: str
    features_dir: Path
    command: str
    stale: tuple[StaleRule, ...]
    missing: tuple[MissingQuote, ...]
    review: tuple[ReviewItem, ...]
    unreviewed: tuple[UnreviewedRule, ...]
    superseded: tuple[SupersededRule, ...] = ()
    uncovered: tuple[UncoveredChange, ...] = ()
    # Sections whose text changed: an example of another Rule of the section may rest on the
    # changed text (2.17(b)'s examples stake the amount 2.17(a) fixes), which only running the
    # reference engine against the new edition shows.
    changed_sections: tuple[str, ...] = ()

    def reference_check(self) -> str:
        """The command that runs the reference engine against the new edition on the changed
        sections: a scenario the reference fails there is one to review."""
        if not self.changed_sections:
            return ""
        clauses = " ".join(f"--clause {s}" for s in self.changed_sections)
        return f"bjkit certify --edition {self.edition} {clauses} --profile quick"

    def open_items(self) -> int:
        """Stale Rules, missing quotes and unreviewed Rules."""
        return len(self.stale) + len(self.missing) + len(self.unreviewed)

    def outlines(self) -> list[dict[str, Any]]:
        """The Scenario Outlines among the scenarios to review, each once: its feature, line and
        template name, and its rows of Examples ({placeholder: value} each)."""
        found: dict[tuple[str, str], dict[str, Any]] = {}
        for item in self.review:
            if item.examples:
                found.setdefault(
                    (item.feature, item.line),
                    {
                        "feature": item.feature,
                        "line": item.line,
                        "scenario": item.scenario,
                        "examples": [dict(row) for row in item.examples],
                    },
                )
        return list(found.values())

    def record(self) -> dict[str, Any]:
        """The impact as JSON-ready data: each list of items holds mappings of strings; the
        rows of the outlines to review are apart, under "outlines" (see `outlines`)."""
        return {
            "edition": self.edition,
            "base": self.base,
            "features": str(self.features_dir),
            "command": self.command,
            "open_items": self.open_items(),
            "stale": [item.as_record() for item in self.stale],
            "missing": [item.as_record() for item in self.missing],
            "review": [item.as_record() for item in self.review],
            "unreviewed": [item.as_record() for item in self.unreviewed],
            "superseded": [item.as_record() for item in self.superseded],
            "uncovered": [item.as_record() for item in self.uncovered],
            "outlines": self.outlines(),
            "reference_check": self.reference_check(),
        }

    def lines(self) -> list[str]:
        """The impact as text for the terminal."""
        lines = [f"features: {self.edition} against {self.base} ({self.features_dir})"]
        lines += _stale_lines(self.stale)
        lines += _missing_lines(self.missing, self.edition, self.command)
        lines += _review_lines(self.review)
        lines += _unreviewed_lines(self.unreviewed)
        if self.superseded:
            lines.append(f"  kept for {self.base}, not run for {self.edition}:")
            lines += [
                f"    {s.feature}:{s.line} {s.rule!r}: {s.clause} {s.change}"
                for s in self.superseded
            ]
        if self.uncovered:
            lines.append("  changed in sections no feature covers:")
            lines += [f"    {u.change} {u.clause}" for u in self.uncovered]
        if self.changed_sections:
            lines.append(
                "  examples of other Rules of a changed section may rest on the changed text; "
                "run the reference against the new edition there, and review what it fails:"
            )
            lines.append(f"    {self.reference_check()}")
        lines.append(f"  open items: {self.open_items()}")
        return lines


def _changed_sections(base: Edition, new: Edition) -> tuple[str, ...]:
    sections: dict[str, None] = {}
    for change in changes_between(base, new).changed:
        clause = change.after or change.before
        if clause is not None:
            sections[clause.section] = None
    return tuple(sections)


def _stale_lines(stale: Sequence[StaleRule]) -> list[str]:
    if not stale:
        return ["  stale Rules: none"]
    lines = [f"  stale Rules: {len(stale)}"]
    for item in stale:
        lines.append(f"    {item.feature}:{item.line} {item.rule!r} [{item.clause}]: {item.reason}")
        lines.append(f"      {item.action}")
    return lines


def _missing_lines(missing: Sequence[MissingQuote], edition: str, command: str) -> list[str]:
    if not missing:
        return [f"  missing quotes: none (every subsection of {edition} has its Rule)"]
    lines = [f"  missing quotes: {len(missing)}; write them all with: {command}"]
    changed = [m for m in missing if m.change != Change.UNCHANGED]
    lines += [f"    {m.change} {m.clause}: {m.text}" for m in changed]
    unchanged = [m.clause for m in missing if m.change == Change.UNCHANGED]
    if unchanged:
        ids = textwrap.fill(
            ", ".join(unchanged), 96, initial_indent="      ", subsequent_indent="      "
        )
        lines += [f"    {len(unchanged)} unchanged, whose Rules lack @edition:{edition}:", ids]
    return lines


def _review_lines(review: Sequence[ReviewItem]) -> list[str]:
    done = sum(item.status == _REVIEWED for item in review)
    pending = [item for item in review if item.status != _REVIEWED]
    of_all = f" ({done} under changed subsections are reviewed)" if done else ""
    lines = [f"  scenarios to review: {len(pending) or 'none'}{of_all}"]
    last: tuple[str, str] | None = None
    for item in pending:
        if (item.clause, item.rule) != last:
            last = (item.clause, item.rule)
            lines.append(f"    {item.change} {item.clause}: {item.feature} Rule {item.rule!r}")
        lines.append(f"      [{item.status}] {item.scenario} (@{item.kind}, line {item.line})")
    return lines


def _unreviewed_lines(unreviewed: Sequence[UnreviewedRule]) -> list[str]:
    if not unreviewed:
        return ["  unreviewed Rules: none"]
    lines = [f"  unreviewed Rules: {len(unreviewed)}"]
    for item in unreviewed:
        lines.append(f"    {item.feature}:{item.line} {item.rule!r}: {item.action}")
    return lines


# --------------------------------------------------------------------------------------------
# Working it out


@dataclass(frozen=True, slots=True, kw_only=True)
class _Placed:
    """A Rule and the feature file it is in."""

    feature: FeatureFile
    rule: RuleBlock

    @property
    def where(self) -> str:
        """The feature file's path, relative to the working directory when it is under it."""
        path = self.feature.path
        try:
            return str(path.resolve().relative_to(Path.cwd().resolve()))
        except ValueError:
            return str(path)


def _rules(features: Sequence[FeatureFile], sections: Sequence[str]) -> list[_Placed]:
    return [
        _Placed(feature=feature, rule=rule)
        for feature in features
        for rule in feature.rules
        if rule.key is not None and rule.key[0] in sections
    ]


@dataclass(frozen=True, slots=True, kw_only=True)
class _Scope:
    """What the impact is worked out from: the features' Rules, both editions' subsections by
    key, their changes, and the command that writes NEW's quotes."""

    features: Sequence[FeatureFile]
    rules: Sequence[_Placed]
    new: Edition
    base: Edition
    now: dict[ClauseKey, Clause]
    changes: dict[ClauseKey, SubsectionChange]
    command: str


def _quoting(
    rules: Sequence[_Placed], edition: str, key: ClauseKey, clause: Clause
) -> list[_Placed]:
    """The Rules tagged with an edition that quote its text of a subsection exactly."""
    return [
        p
        for p in rules
        if p.rule.key == key and edition in p.rule.editions and p.rule.quote_sha256 == clause.sha256
    ]


def _stale(scope: _Scope) -> tuple[list[StaleRule], list[SupersededRule]]:
    rules, new, base, now, changes = scope.rules, scope.new, scope.base, scope.now, scope.changes
    command = scope.command
    stale: list[StaleRule] = []
    superseded: list[SupersededRule] = []
    for placed in rules:
        rule = placed.rule
        assert rule.key is not None
        clause = now.get(rule.key)
        change = changes.get(rule.key)
        # The clause as NEW spells it; as BASE does, when NEW removed it.
        common = {
            "feature": placed.where,
            "line": str(rule.line),
            "rule": rule.name,
            "clause": change.id if change is not None else rule.clause_id or rule.name,
        }
        if new.name in rule.editions:
            if clause is None:
                reason = f"tagged {new.name}, which has no such subsection"
                action = f"remove @edition:{new.name} from the Rule"
            elif clause.sha256 != rule.quote_sha256:
                reason = f"tagged {new.name}: {describe_difference(rule.quote, clause.text)}"
                action = f"re-quote it: {command}"
            else:
                continue
            stale.append(
                StaleRule(**common, editions=", ".join(rule.editions), reason=reason, action=action)
            )
            continue
        if change is None or change.before is None or base.name not in rule.editions:
            continue
        if change.change is Change.REMOVED:
            note = f"{new.name} removed the subsection; its scenarios no longer run for {new.name}"
            superseded.append(SupersededRule(**common, change=change.change, note=note))
        elif change.change is Change.AMENDED:
            assert clause is not None
            successors = _quoting(rules, new.name, rule.key, clause)
            if successors:
                first = successors[0]
                note = f"{new.name}'s text is quoted by {first.where}:{first.rule.line}"
                superseded.append(SupersededRule(**common, change=change.change, note=note))
            else:
                stale.append(
                    StaleRule(
                        **common,
                        editions=", ".join(rule.editions),
                        reason=f"quotes the text {new.name} amended, and no Rule tagged "
                        f"{new.name} quotes the new text",
                        action=f"write the new Rule, with these scenarios copied: {command}",
                    )
                )
    return stale, superseded


def _missing(scope: _Scope) -> list[MissingQuote]:
    rules, new, now, changes, command = (
        scope.rules,
        scope.new,
        scope.now,
        scope.changes,
        scope.command,
    )
    missing: list[MissingQuote] = []
    for key, clause in now.items():
        if _quoting(rules, new.name, key, clause):
            continue
        change = changes[key].change if key in changes else Change.ADDED
        candidates = feature_for_section(scope.features, key[0])
        feature = str(candidates[0].path) if candidates else ""
        if change is Change.UNCHANGED:
            action = f"tag its Rule @edition:{new.name}: {command}"
        else:
            action = f"write a Rule quoting the new text: {command}"
        missing.append(
            MissingQuote(
                clause=clause.id,
                change=change,
                feature=feature or f"(no feature for section {key[0]})",
                text=textwrap.shorten(clause.text, 100),
                action=action,
            )
        )
    return missing


def _reviews(scope: _Scope) -> tuple[list[ReviewItem], list[UnreviewedRule]]:
    rules, new, base, now, changes = scope.rules, scope.new, scope.base, scope.now, scope.changes
    review: list[ReviewItem] = []
    unreviewed: list[UnreviewedRule] = []
    outlines: dict[Path, dict[int, Template]] = {}

    def examples(placed: _Placed, line: int) -> tuple[Example, ...]:
        # Each feature file is read once, and only one holding a scenario to review.
        path = placed.feature.path
        if path not in outlines:
            outlines[path] = outlines_by_line(path)
        outline = outlines[path].get(line)
        return outline.rows if outline is not None else ()

    for key, clause in now.items():
        change = changes.get(key)
        if change is None or change.change not in (Change.AMENDED, Change.ADDED):
            continue
        targets = _quoting(rules, new.name, key, clause)
        tag = "@" + review_tag(clause.sha256)
        for placed in targets:
            rule = placed.rule
            reviewed = is_reviewed(rule, clause.sha256)
            review += [
                ReviewItem(
                    clause=clause.id,
                    change=change.change,
                    feature=placed.where,
                    line=str(scenario.line),
                    rule=rule.name,
                    scenario=scenario.name,
                    kind=scenario.kind or "?",
                    status=_REVIEWED if reviewed else "to review",
                    examples=examples(placed, scenario.line),
                )
                for scenario in rule.scenarios
            ]
            if reviewed:
                continue
            if not has_checks(rule) and review_tag(clause.sha256) in rule.tags:
                action = f"it carries {tag} but no scenario that checks anything: write one"
            elif not has_checks(rule):
                action = (
                    f"write scenarios for the text {new.name} gives it (or a @manual one with "
                    f"its reason), then tag the Rule {tag}"
                )
            else:
                action = f"review its scenarios against the new text, then tag the Rule {tag}"
            unreviewed.append(
                UnreviewedRule(
                    feature=placed.where,
                    line=str(rule.line),
                    rule=rule.name,
                    clause=clause.id,
                    change=change.change,
                    tag=tag,
                    action=action,
                )
            )
        if targets or change.before is None:
            continue
        for placed in (p for p in rules if p.rule.key == key and base.name in p.rule.editions):
            review += [
                ReviewItem(
                    clause=clause.id,
                    change=change.change,
                    feature=placed.where,
                    line=str(scenario.line),
                    rule=placed.rule.name,
                    scenario=scenario.name,
                    kind=scenario.kind or "?",
                    status=f"to review once --write copies it for {new.name}",
                    examples=examples(placed, scenario.line),
                )
                for scenario in placed.rule.scenarios
            ]
    return review, unreviewed


def feature_impact(
    new: Edition,
    base: Edition,
    features_dir: Path = FEATURES_DIR,
    *,
    sections: Sequence[str] = COVERED_SECTIONS,
) -> FeatureImpact:
    """What `new` (amending `base`) means for the feature files of `features_dir`: see the module
    docstring. The editions are given, not looked up, so an edition held in memory will do."""
    features = read_features(features_dir)
    scope = _Scope(
        features=features,
        rules=_rules(features, sections),
        new=new,
        base=base,
        now=subsections_of(new, sections),
        changes={c.key: c for c in subsection_changes(new, base, sections)},
        command=write_command([new.name], features_dir),
    )
    stale, superseded = _stale(scope)
    review, unreviewed = _reviews(scope)
    uncovered = [
        UncoveredChange(
            clause=c.id,
            change=c.change,
            note=f"no feature covers its section; {c.change} in {new.name}",
        )
        for c in uncovered_changes(new, base, sections)
    ]
    return FeatureImpact(
        edition=new.name,
        base=base.name,
        features_dir=features_dir,
        command=scope.command,
        stale=tuple(stale),
        missing=tuple(_missing(scope)),
        review=tuple(review),
        unreviewed=tuple(unreviewed),
        superseded=tuple(superseded),
        uncovered=tuple(uncovered),
        changed_sections=_changed_sections(base, new),
    )
