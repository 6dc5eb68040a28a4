"""The feature files as data: read with the Gherkin parser of pytest-bdd, linted, and kept verbatim.

Conventions of `features/*.feature` (see ../shared/DESIGN.md):

- One Feature per covered section (`COVERED_SECTIONS`: the games' sections of 19:47 and 13:69F,
  and the blackjack layout of 13:69E-1.10), tagged `@section:<id>` with the section's id in its
  earliest edition, e.g. `@section:19:47-2.7`, and named by that id and heading.
- One Rule per subsection and distinct text: the editions whose subsection texts have the same
  sha256 share one Rule, tagged `@clause:<id>` (the id in the earliest edition of the group; ids
  resolve through the 19:47 <-> 13:69F aliases), one `@edition:<name>` per edition, and
  `@incomplete` when the corpus has the clause as incomplete. The Rule is named
  `<id> in <edition>, <edition>` and its description is the clause's `text` (own words, then each
  paragraph behind its printed label), wrapped to 100 characters so that no line starts with
  anything Gherkin reads as a keyword, tag, comment, table or doc string. A quote is compared
  with the corpus by the sha256 of its whitespace-normalised text.
- Every scenario carries exactly one kind tag: `@example`, `@property`, `@validation` or `@manual`.
  A `@manual` scenario's reason is its description: the free text between its `Scenario:` line
  and its first step, which must not be empty, e.g.::

      @manual
      Scenario: The dealer deals each card from the shoe with his left hand
        Only a person watching a live table can see which hand deals the card.

The maintainer tool keeps the quotes in step with the corpus::

    python -m steps.feature_files --check    # list stale and missing quotes; exit 1 if any
    python -m steps.feature_files --write    # rewrite quotes and tags, keeping people's work

`--write` regenerates each Feature's and each Rule's tags, name and description from the corpus.
Everything else a person wrote is kept: tags beyond the generated ones, and under each Rule its
scenarios, backgrounds and comments (a comment written inside a quote moves below the quote). A
Rule is matched by its clause and edition set; a Rule that no longer matches a distinct text of
the corpus is deleted only when it holds nothing a person wrote, and is otherwise kept and reported.
A Rule whose clause and text are current but whose edition set is not (an edition added with the
same text, e.g. one made by a register notice) is retagged with the editions that now have it.

The tool quotes the packaged editions (`COVERED_EDITIONS`), every edition of the corpus the
features are already tagged with, and those named by `--edition` (`feature_editions`), so an
edition that `bjkit amend` wrote into the user's corpus folder is quoted with::

    python -m steps.feature_files --write --edition NEW [--features-dir DIR]

A Rule whose text NEW leaves unchanged gains `@edition:NEW`; a clause whose text NEW changed or
added gets a Rule of its own. When NEW changed the text, that Rule starts with a copy of the
scenarios of the Rule quoting the clause in the edition NEW carries over (each renamed with
` (NEW)`, since scenario names are unique within a feature), for a person to review against the
new text. A Rule whose clause an edition changed is *reviewed* when it carries
`@reviewed:<the first 12 hex digits of the sha256 of the text it quotes>` (`review_tag`), which the
reviewer adds; the copy never carries one. `bjkit impact NEW` lists what is still unreviewed.
"""

from __future__ import annotations

import argparse
import difflib
import re
import sys
import textwrap
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any, cast

from gherkin.dialect import Dialect
from gherkin.errors import CompositeParserException
from gherkin.parser import Parser

from regulations import Clause, Corpus, Edition, Section, load_corpus, parse_clause_id
from regulations.errors import KitError, UnknownClauseError
from regulations.normalise import normalise_whitespace, text_sha256

__all__ = [
    "COVERED_EDITIONS",
    "COVERED_SECTIONS",
    "FEATURES_DIR",
    "REVIEW_HASH_LENGTH",
    "REVIEW_TAG",
    "FeatureFile",
    "FeatureFileError",
    "Finding",
    "QuotedText",
    "RuleBlock",
    "ScenarioInfo",
    "ScenarioKind",
    "WriteReport",
    "check_features",
    "clause_key",
    "describe_difference",
    "expected_quotes",
    "feature_editions",
    "feature_for_section",
    "find_section",
    "lint_clause_tags",
    "lint_quotes",
    "lint_rule_scenarios",
    "lint_scenario_editions",
    "lint_scenario_kinds",
    "lint_scenario_names",
    "main",
    "read_feature",
    "read_features",
    "review_tag",
    "rules_quoting",
    "starts_specially",
    "wrap_quote",
    "write_features",
]

# The blackjack layout of the equipment rules (1.10), the sections of the game itself, its
# irregularities (2.15), the shoe procedures, the permissible additional wagers (2.17), multiple
# action blackjack (2.18) and the wagers of 2.20 to 2.30.
COVERED_SECTIONS: tuple[str, ...] = (
    "1.10",
    "2.2", "2.3", "2.4", "2.5", "2.6", "2.7", "2.8", "2.9", "2.10", "2.11", "2.12", "2.13",
    "2.14", "2.15", "2.16", "2.17", "2.18", "2.20",
    "2.22", "2.24", "2.25", "2.26", "2.27", "2.28", "2.29", "2.30",
)  # fmt: skip
COVERED_EDITIONS: tuple[str, ...] = ("nj-1996", "nj-2004", "nj-2024", "nj-2024+bet-the-set")
FEATURES_DIR = Path(__file__).resolve().parent.parent / "features"
# The chapters that hold the rules of the games, before and after the 2011 recodification, and
# the equipment chapter whose 13:69E-1.10 sets the blackjack layout. A section number is read
# without its chapter, so no two of these chapters may share a covered section number.
GAME_CHAPTERS = ("19:47", "13:69F", "13:69E")
LINE_WIDTH = 100
RULE_INDENT = "    "
FEATURE_INDENT = "  "
# `@reviewed:<first 12 hex digits of a text's sha256>`: a person reviewed the Rule's scenarios
# against that text of its clause.
REVIEW_TAG = "reviewed"
REVIEW_HASH_LENGTH = 12

# A subsection of a section, independent of the chapter it is spelled in: ("2.7", "a"), or
# ("2.14", "") for a section without subsections.
ClauseKey = tuple[str, str]


class FeatureFileError(KitError):
    """A feature file that the Gherkin parser refuses."""


class ScenarioKind(StrEnum):
    """What a scenario checks, named by its tag."""

    EXAMPLE = "example"
    PROPERTY = "property"
    VALIDATION = "validation"
    MANUAL = "manual"


# --------------------------------------------------------------------------------------------
# The model


@dataclass(frozen=True, slots=True, kw_only=True)
class ScenarioInfo:
    """A scenario (or outline) as the lint and the coverage see it. Tags are kept without `@`."""

    name: str
    tags: tuple[str, ...]
    kinds: tuple[ScenarioKind, ...]
    manual_reason: str
    line: int

    @property
    def kind(self) -> ScenarioKind | None:
        """The scenario's kind, or None when it has no kind tag or more than one."""
        return self.kinds[0] if len(self.kinds) == 1 else None


@dataclass(frozen=True, slots=True, kw_only=True)
class RuleBlock:
    """A Rule: its tags, the clause and editions they name, the quote, and its scenarios."""

    name: str
    tags: tuple[str, ...]
    clause_tags: tuple[str, ...]
    editions: tuple[str, ...]
    description: str
    line: int
    scenarios: tuple[ScenarioInfo, ...]

    @property
    def clause_id(self) -> str | None:
        """The clause the Rule quotes, or None when it has no `@clause:` tag or several."""
        return self.clause_tags[0] if len(self.clause_tags) == 1 else None

    @property
    def key(self) -> ClauseKey | None:
        return None if self.clause_id is None else clause_key(self.clause_id)

    @property
    def quote(self) -> str:
        """The quoted text: the description without a leading printed label of its subsection."""
        label = _label(self.key)
        if label and self.description.startswith(label + " "):
            return self.description[len(label) + 1 :].lstrip()
        return self.description

    @property
    def quote_sha256(self) -> str:
        return text_sha256(self.quote)


@dataclass(frozen=True, slots=True, kw_only=True)
class FeatureFile:
    """A feature file: the Feature's tags and name, its Rules, and scenarios outside any Rule."""

    path: Path
    name: str
    tags: tuple[str, ...]
    line: int
    rules: tuple[RuleBlock, ...]
    scenarios: tuple[ScenarioInfo, ...] = ()

    @property
    def section_id(self) -> str | None:
        values = _tag_values(self.tags, "section")
        return values[0] if len(values) == 1 else None

    @property
    def section(self) -> str | None:
        """The section number, e.g. `2.7`, whichever chapter the `@section:` tag spells it in."""
        parsed = None if self.section_id is None else parse_clause_id(self.section_id)
        if parsed is None or parsed.chapter not in GAME_CHAPTERS:
            return None
        return parsed.section

    def all_scenarios(self) -> Iterable[ScenarioInfo]:
        yield from self.scenarios
        for rule in self.rules:
            yield from rule.scenarios


@dataclass(frozen=True, slots=True, kw_only=True)
class Finding:
    """One problem a lint found, with where it is and what it is about."""

    path: str
    line: int
    clause: str
    editions: tuple[str, ...]
    problem: str
    detail: str

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else self.path
        about = self.clause or "-"
        if self.editions:
            about += f" [{', '.join(self.editions)}]"
        return f"{where}: {about}: {self.problem}: {self.detail}"


# --------------------------------------------------------------------------------------------
# Reading


def _tag_values(tags: Iterable[str], prefix: str) -> tuple[str, ...]:
    start = prefix + ":"
    return tuple(tag[len(start) :] for tag in tags if tag.startswith(start))


def _tags(node: Mapping[str, Any]) -> tuple[str, ...]:
    return tuple(str(tag["name"]).removeprefix("@") for tag in node.get("tags", ()))


def _dedent(description: str) -> str:
    # The parser keeps each description line's indentation (Rule.description is not dedented).
    lines = textwrap.dedent(description).splitlines()
    return "\n".join(line.rstrip() for line in lines).strip("\n")


def _scenario(node: Mapping[str, Any]) -> ScenarioInfo:
    tags = _tags(node)
    kinds = tuple(ScenarioKind(tag) for tag in tags if tag in set(ScenarioKind))
    reason = normalise_whitespace(node.get("description", ""))
    return ScenarioInfo(
        name=str(node["name"]),
        tags=tags,
        kinds=kinds,
        manual_reason=reason if ScenarioKind.MANUAL in kinds else "",
        line=int(node["location"]["line"]),
    )


def _scenarios(children: Iterable[Mapping[str, Any]]) -> tuple[ScenarioInfo, ...]:
    return tuple(_scenario(child["scenario"]) for child in children if "scenario" in child)


def _rule(node: Mapping[str, Any]) -> RuleBlock:
    tags = _tags(node)
    return RuleBlock(
        name=str(node["name"]),
        tags=tags,
        clause_tags=_tag_values(tags, "clause"),
        editions=_tag_values(tags, "edition"),
        description=_dedent(node.get("description", "")),
        line=int(node["location"]["line"]),
        scenarios=_scenarios(node["children"]),
    )


def _parse(path: Path, text: str) -> dict[str, Any]:
    try:
        document = Parser().parse(text)
    except CompositeParserException as error:
        raise FeatureFileError(f"{path}: {error}") from error
    if "feature" not in document:
        raise FeatureFileError(f"{path}: no Feature")
    return cast("dict[str, Any]", document)


def read_feature(path: Path) -> FeatureFile:
    """Parse one feature file with the Gherkin parser that pytest-bdd uses."""
    feature = _parse(path, path.read_text(encoding="utf-8"))["feature"]
    children = feature["children"]
    return FeatureFile(
        path=path,
        name=str(feature["name"]),
        tags=_tags(feature),
        line=int(feature["location"]["line"]),
        rules=tuple(_rule(child["rule"]) for child in children if "rule" in child),
        scenarios=_scenarios(children),
    )


def read_features(directory: Path = FEATURES_DIR) -> tuple[FeatureFile, ...]:
    """Every `*.feature` file of a directory, in file name order."""
    return tuple(read_feature(path) for path in sorted(directory.glob("*.feature")))


def review_tag(sha256: str) -> str:
    """The tag (without `@`) that records a review of a Rule's scenarios against the text whose
    sha256 this is: `reviewed:` and the hash's first `REVIEW_HASH_LENGTH` hex digits."""
    return f"{REVIEW_TAG}:{sha256[:REVIEW_HASH_LENGTH]}"


def feature_editions(
    features: Iterable[FeatureFile], corpus: Corpus, requested: Sequence[str] = ()
) -> tuple[str, ...]:
    """The editions the features quote: `COVERED_EDITIONS`, then, in corpus order, each edition
    of the corpus that is requested or that a Rule is already tagged with (so that a later
    `--write` keeps an edition added by `--edition`). An unknown requested edition is refused."""
    for name in requested:
        corpus.edition(name)
    tagged = {name for feature in features for rule in feature.rules for name in rule.editions}
    wanted = tagged | set(requested)
    extra = (name for name in corpus.editions if name in wanted and name not in COVERED_EDITIONS)
    return (*COVERED_EDITIONS, *extra)


# --------------------------------------------------------------------------------------------
# The corpus side: what each feature must quote


def clause_key(raw_id: str) -> ClauseKey | None:
    """The chapter-free key of a subsection id (`19:47-2.7(a)` -> `("2.7", "a")`), else None."""
    parsed = parse_clause_id(raw_id)
    if parsed is None or parsed.chapter not in GAME_CHAPTERS or parsed.paragraph:
        return None
    return (parsed.section, parsed.subsection or "")


def _label(key: ClauseKey | None) -> str:
    """The printed label of a subsection, e.g. `(a)`; a section without subsections has none."""
    return f"({key[1]})" if key and key[1] else ""


def find_section(edition: Edition, section: str) -> Section | None:
    """The section of a game's rules numbered `section` (e.g. `2.7`) in an edition, if any."""
    for candidate in edition.sections:
        parsed = parse_clause_id(candidate.id)
        if parsed and parsed.chapter in GAME_CHAPTERS and parsed.section == section:
            return candidate
    return None


def _letter_order(key: ClauseKey) -> tuple[int, str]:
    # Subsection letters run a..z, then aa, bb, ...: shorter labels first.
    return (len(key[1]), key[1])


@dataclass(frozen=True, slots=True, kw_only=True)
class QuotedText:
    """One distinct text of a subsection and the editions that have it: what one Rule quotes."""

    key: ClauseKey
    clause_id: str
    editions: tuple[str, ...]
    text: str
    sha256: str
    incomplete: bool
    note: str = ""

    @property
    def name(self) -> str:
        return f"{self.clause_id} in {', '.join(self.editions)}"

    @property
    def label(self) -> str:
        return _label(self.key)

    @property
    def tags(self) -> tuple[str, ...]:
        tags = [f"clause:{self.clause_id}", *(f"edition:{e}" for e in self.editions)]
        return (*tags, "incomplete") if self.incomplete else tuple(tags)


def _subsections(corpus: Corpus, section: str, editions: Sequence[str]) -> list[tuple[str, Clause]]:
    found: list[tuple[str, Clause]] = []
    for name in editions:
        located = find_section(corpus.edition(name), section)
        if located is not None:
            found.extend((name, clause) for clause in located.subsections)
    return found


def expected_quotes(
    corpus: Corpus, section: str, editions: Sequence[str] = COVERED_EDITIONS
) -> list[QuotedText]:
    """The Rules a section's feature must have: one per subsection and distinct text, in order."""
    groups: dict[tuple[ClauseKey, str], list[tuple[str, Clause]]] = {}
    for name, clause in _subsections(corpus, section, editions):
        key = clause_key(clause.id)
        if key is not None:
            groups.setdefault((key, clause.sha256), []).append((name, clause))
    quotes = [
        QuotedText(
            key=key,
            clause_id=members[0][1].id,
            editions=tuple(name for name, _ in members),
            text=members[0][1].text,
            sha256=sha,
            incomplete=any(not clause.complete for _, clause in members),
            note=next((c.status_note for _, c in members if not c.complete), ""),
        )
        for (key, sha), members in groups.items()
    ]
    order = {name: index for index, name in enumerate(editions)}
    quotes.sort(key=lambda q: (_letter_order(q.key), order[q.editions[0]]))
    return quotes


def feature_for_section(features: Iterable[FeatureFile], section: str) -> list[FeatureFile]:
    """The feature files tagged with a section, whichever chapter the tag spells it in."""
    return [feature for feature in features if feature.section == section]


def rules_quoting(feature: FeatureFile, key: ClauseKey, edition: str) -> list[RuleBlock]:
    """The Rules of a feature that claim to quote one subsection in one edition."""
    return [rule for rule in feature.rules if rule.key == key and edition in rule.editions]


# --------------------------------------------------------------------------------------------
# Lints: pure functions from parsed features (and the corpus) to findings


def describe_difference(quoted: str, expected: str, context: int = 4) -> str:
    """Where a quote first departs from the corpus text, in words, with a little context."""
    have = normalise_whitespace(quoted).split(" ") if quoted.strip() else []
    want = normalise_whitespace(expected).split(" ")
    matcher = difflib.SequenceMatcher(a=have, b=want, autojunk=False)
    changes = [op for op in matcher.get_opcodes() if op[0] != "equal"]
    if not changes:
        return "the texts differ only in whitespace"
    _, i1, i2, j1, j2 = changes[0]
    before = " ".join(have[max(0, i1 - context) : i1])
    where = f"after '{before}'" if before else "at the start"
    ours = textwrap.shorten(" ".join(have[i1:i2]), 120) or "nothing"
    theirs = textwrap.shorten(" ".join(want[j1:j2]), 120) or "nothing"
    more = f" (and {len(changes) - 1} more differences)" if len(changes) > 1 else ""
    return f"{where} the quote has '{ours}' where the corpus has '{theirs}'{more}"


def _missing_quotes(
    feature: FeatureFile | None, quotes: Sequence[QuotedText], section: str
) -> list[Finding]:
    findings: list[Finding] = []
    for quote in quotes:
        missing = tuple(
            name
            for name in quote.editions
            if feature is None or not rules_quoting(feature, quote.key, name)
        )
        if missing:
            where = f"no Rule of {feature.path}" if feature else f"no feature for section {section}"
            findings.append(
                Finding(
                    path=str(feature.path) if feature else "features/",
                    line=0,
                    clause=quote.clause_id,
                    editions=missing,
                    problem="missing quote",
                    detail=f"{where} quotes it: '{textwrap.shorten(quote.text, 80)}'",
                )
            )
    return findings


def _stale_quotes(
    feature: FeatureFile, corpus: Corpus, section: str, editions: Sequence[str]
) -> list[Finding]:
    findings: list[Finding] = []
    for rule in feature.rules:
        # One finding per distinct corpus text the quote departs from, naming its editions.
        departs: dict[str, tuple[str, list[str]]] = {}
        for name in (e for e in rule.editions if e in editions and e in corpus.editions):
            clause = _subsection_of(corpus.edition(name), section, rule.key)
            if clause is not None and clause.sha256 != rule.quote_sha256:
                departs.setdefault(clause.sha256, (clause.text, []))[1].append(name)
        for text, stale in departs.values():
            findings.append(
                Finding(
                    path=str(feature.path),
                    line=rule.line,
                    clause=rule.clause_id or "",
                    editions=tuple(stale),
                    problem="stale quote",
                    detail=describe_difference(rule.quote, text),
                )
            )
    return findings


def _subsection_of(edition: Edition, section: str, key: ClauseKey | None) -> Clause | None:
    located = find_section(edition, section) if key and key[0] == section else None
    if located is None:
        return None
    return next((c for c in located.subsections if clause_key(c.id) == key), None)


def _duplicate_quotes(feature: FeatureFile, editions: Sequence[str]) -> list[Finding]:
    claims: dict[tuple[ClauseKey, str], list[RuleBlock]] = {}
    for rule in feature.rules:
        for name in rule.editions:
            if rule.key is not None and name in editions:
                claims.setdefault((rule.key, name), []).append(rule)
    return [
        Finding(
            path=str(feature.path),
            line=rules[1].line,
            clause=rules[0].clause_id or "",
            editions=(name,),
            problem="quoted twice",
            detail=f"{len(rules)} Rules quote it in {name}, on lines "
            f"{', '.join(str(rule.line) for rule in rules)}; keep one",
        )
        for (_, name), rules in claims.items()
        if len(rules) > 1
    ]


def lint_quotes(
    features: Sequence[FeatureFile],
    corpus: Corpus,
    sections: Sequence[str] = COVERED_SECTIONS,
    editions: Sequence[str] = COVERED_EDITIONS,
) -> list[Finding]:
    """(a) Every subsection of the sections in each edition has exactly one Rule quoting it exactly.

    The quote is compared with the corpus by sha256, so an amended corpus makes a stale quote
    fail here until `python -m steps.feature_files --write` re-quotes it.
    """
    findings: list[Finding] = []
    for section in sections:
        candidates = feature_for_section(features, section)
        if len(candidates) > 1:
            paths = ", ".join(str(f.path) for f in candidates)
            findings.append(
                Finding(
                    path=paths,
                    line=0,
                    clause=section,
                    editions=(),
                    problem="several features",
                    detail=f"{len(candidates)} features are tagged with section {section}",
                )
            )
        feature = candidates[0] if candidates else None
        findings += _missing_quotes(feature, expected_quotes(corpus, section, editions), section)
        if feature is not None:
            findings += _stale_quotes(feature, corpus, section, editions)
            findings += _duplicate_quotes(feature, editions)
    return findings


def _rule_tag_findings(feature: FeatureFile, rule: RuleBlock, corpus: Corpus) -> list[Finding]:
    def finding(problem: str, detail: str, editions: tuple[str, ...] = ()) -> Finding:
        return Finding(
            path=str(feature.path),
            line=rule.line,
            clause=rule.clause_id or rule.name,
            editions=editions,
            problem=problem,
            detail=detail,
        )

    if rule.clause_id is None:
        return [finding("clause tag", f"{len(rule.clause_tags)} @clause: tags; want exactly one")]
    if not rule.editions:
        return [finding("edition tag", "no @edition: tag")]
    findings: list[Finding] = []
    for name in rule.editions:
        if name not in corpus.editions:
            findings.append(finding("unknown edition", f"the corpus has no edition {name}"))
            continue
        try:
            clause = corpus.clause(rule.clause_id, edition=name)
        except UnknownClauseError as error:
            findings.append(finding("unknown clause", str(error), (name,)))
            continue
        if clause.depth != 1:
            findings.append(finding("not a subsection", f"{clause.id} is a paragraph", (name,)))
    if feature.section is not None and rule.key and rule.key[0] != feature.section:
        findings.append(finding("wrong feature", f"the feature is section {feature.section}"))
    return findings


def lint_clause_tags(features: Sequence[FeatureFile], corpus: Corpus) -> list[Finding]:
    """(b) Every feature names a section; every Rule's `@clause:` exists in each of its editions."""
    findings: list[Finding] = []
    for feature in features:
        if feature.section is None:
            findings.append(
                Finding(
                    path=str(feature.path),
                    line=feature.line,
                    clause="",
                    editions=(),
                    problem="section tag",
                    detail="want one @section: tag naming a section of "
                    + " or ".join(GAME_CHAPTERS),
                )
            )
        for rule in feature.rules:
            findings += _rule_tag_findings(feature, rule, corpus)
    return findings


def lint_scenario_names(features: Sequence[FeatureFile]) -> list[Finding]:
    """(c) Scenario names are unique within a feature: pytest-bdd silently keeps only one."""
    findings: list[Finding] = []
    for feature in features:
        lines: dict[str, list[int]] = {}
        for scenario in feature.all_scenarios():
            lines.setdefault(scenario.name, []).append(scenario.line)
        findings += [
            Finding(
                path=str(feature.path),
                line=where[1],
                clause="",
                editions=(),
                problem="duplicate scenario name",
                detail=f"{name!r} is used on lines {', '.join(map(str, where))}",
            )
            for name, where in lines.items()
            if len(where) > 1
        ]
    return findings


def lint_rule_scenarios(features: Sequence[FeatureFile]) -> list[Finding]:
    """(d) Every Rule has a scenario; a `@manual` one counts only with its reason written down."""
    findings: list[Finding] = []
    for feature in features:
        for rule in feature.rules:
            reasonless = [
                s for s in rule.scenarios if s.kind is ScenarioKind.MANUAL and not s.manual_reason
            ]
            findings += [
                Finding(
                    path=str(feature.path),
                    line=s.line,
                    clause=rule.clause_id or rule.name,
                    editions=rule.editions,
                    problem="manual without reason",
                    detail=f"{s.name!r}: write the reason as the scenario's description",
                )
                for s in reasonless
            ]
            if len(rule.scenarios) == len(reasonless):
                findings.append(
                    Finding(
                        path=str(feature.path),
                        line=rule.line,
                        clause=rule.clause_id or rule.name,
                        editions=rule.editions,
                        problem="no scenario",
                        detail="add a scenario, or a @manual scenario with its reason",
                    )
                )
    return findings


def lint_scenario_kinds(features: Sequence[FeatureFile]) -> list[Finding]:
    """Every scenario has exactly one kind tag, so that the coverage counts it once."""
    kinds = " ".join(f"@{kind}" for kind in ScenarioKind)
    return [
        Finding(
            path=str(feature.path),
            line=scenario.line,
            clause="",
            editions=(),
            problem="scenario kind",
            detail=f"{scenario.name!r} has {len(scenario.kinds)} of the kind tags {kinds}",
        )
        for feature in features
        for scenario in feature.all_scenarios()
        if scenario.kind is None
    ]


def lint_scenario_editions(features: Sequence[FeatureFile]) -> list[Finding]:
    """A scenario's own @edition tags narrow its Rule's editions, never widen them: the Rule
    quotes the text of its editions only."""
    findings: list[Finding] = []
    for feature in features:
        for rule in feature.rules:
            for scenario in rule.scenarios:
                own = _tag_values(scenario.tags, "edition")
                outside = sorted(set(own) - set(rule.editions))
                if outside:
                    findings.append(
                        Finding(
                            path=str(feature.path),
                            line=scenario.line,
                            clause=rule.clause_id or "",
                            editions=tuple(outside),
                            problem="scenario edition",
                            detail=f"{scenario.name!r} is tagged {', '.join(outside)}, which its "
                            f"Rule {rule.name!r} does not quote",
                        )
                    )
    return findings


def check_features(
    features: Sequence[FeatureFile],
    corpus: Corpus,
    sections: Sequence[str] = COVERED_SECTIONS,
    editions: Sequence[str] = COVERED_EDITIONS,
) -> list[Finding]:
    """What `--check` reports: stale, missing and doubled quotes, and tags the corpus lacks."""
    return lint_quotes(features, corpus, sections, editions) + lint_clause_tags(features, corpus)


# --------------------------------------------------------------------------------------------
# Quoting: wrapping a clause's text so that Gherkin reads every line as description

_DIALECT = Dialect.for_name("en")
assert _DIALECT is not None
_STEP_KEYWORDS = tuple(
    {
        *_DIALECT.given_keywords,
        *_DIALECT.when_keywords,
        *_DIALECT.then_keywords,
        *_DIALECT.and_keywords,
        *_DIALECT.but_keywords,
    }
)
_TITLE_KEYWORDS = tuple(
    keyword + ":"
    for keyword in (
        *_DIALECT.feature_keywords,
        *_DIALECT.rule_keywords,
        *_DIALECT.background_keywords,
        *_DIALECT.scenario_keywords,
        *_DIALECT.scenario_outline_keywords,
        *_DIALECT.examples_keywords,
    )
)
_SCENARIO_KEYWORDS = (*_DIALECT.scenario_keywords, *_DIALECT.scenario_outline_keywords)
# Line starts the parser reads as a comment, tag line, table row or doc string delimiter.
_MARKERS = ("#", "@", "|", '"""', "```")


def starts_specially(line: str) -> bool:
    """Whether Gherkin could read a line as anything but description text.

    The parser matches keywords case-sensitively at the start of the stripped line; a step
    keyword ends in a space, so a line that is only `And` is treated as one too, to be safe.
    """
    text = line.lstrip() + " "
    return text.startswith(_MARKERS + _STEP_KEYWORDS + _TITLE_KEYWORDS)


def _take_line(words: Sequence[str], width: int) -> int:
    """How many words make the next line: all that fit, or fewer (or more) so that the rest of the
    text does not start with a keyword."""
    fit = 1
    while fit < len(words) and len(" ".join(words[: fit + 1])) <= width:
        fit += 1

    def rest_is_plain(taken: int) -> bool:
        rest = " ".join(words[taken : taken + 4])
        return taken == len(words) or not starts_specially(rest)

    candidates: list[int] = [*range(fit, 0, -1), *range(fit + 1, len(words) + 1)]
    return next((taken for taken in candidates if rest_is_plain(taken)), fit)


def _blocks(text: str) -> list[list[str]]:
    # A paragraph starts its own line, unless it would start with a keyword: then it runs on.
    blocks: list[list[str]] = []
    for paragraph in text.splitlines():
        words = paragraph.split()
        if not words:
            continue
        if blocks and starts_specially(" ".join(words[:4])):
            blocks[-1].extend(words)
        else:
            blocks.append(words)
    return blocks


def wrap_quote(
    text: str, indent: str = RULE_INDENT, width: int = LINE_WIDTH, label: str = ""
) -> list[str]:
    """A clause's text as description lines: each paragraph on a new line, wrapped to `width`.

    The lines hold the text's words in order, so the whitespace-normalised quote is the text. A
    text that itself starts with a keyword (2.11(b) "When a player splits pairs") is led by its
    printed label, which `RuleBlock.quote` leaves out again.
    """
    blocks = _blocks(text)
    if blocks and label and starts_specially(" ".join(blocks[0][:4])):
        blocks[0].insert(0, label)
    lines: list[str] = []
    for number, block in enumerate(blocks):
        # A paragraph's continuation lines hang under its label, as in print; the text is the same.
        hanging = indent + "  " if number else indent
        words = block
        while words:
            prefix = hanging if words is not block else indent
            count = _take_line(words, width - len(prefix))
            lines.append(prefix + " ".join(words[:count]))
            words = words[count:]
    if lines and starts_specially(lines[0]):
        raise ValueError(f"cannot quote in Gherkin a text that starts {lines[0].strip()[:20]!r}")
    return lines


# --------------------------------------------------------------------------------------------
# Writing: the feature files regenerated from the corpus, keeping what people wrote


@dataclass(slots=True, kw_only=True)
class _Block:
    """A Rule of an existing file: its tags and key, and the lines a person may have written."""

    key: ClauseKey | None
    editions: frozenset[str]
    extra_tags: tuple[str, ...]
    raw_lines: list[str]
    kept_lines: list[str]
    has_scenarios: bool
    quote_sha256: str
    name: str
    line: int
    scenario_names: frozenset[str] = frozenset()

    @property
    def holds_work(self) -> bool:
        return (
            self.has_scenarios or bool(self.extra_tags) or any(s.strip() for s in self.kept_lines)
        )


@dataclass(slots=True, kw_only=True)
class _Layout:
    """An existing feature file cut into what is generated and what is kept."""

    preamble: list[str]
    extra_tags: tuple[str, ...]
    kept_lines: list[str]
    rules: list[_Block]


_GENERATED_RULE_TAG = re.compile(r"^(clause|edition):|^incomplete$")
_TAG_COMMENT = re.compile(r"\s(#.*)$")


def _start(node: Mapping[str, Any]) -> int:
    """The first line of a node: its first tag, or its keyword line."""
    lines = [int(tag["location"]["line"]) for tag in node.get("tags", ())]
    return min([*lines, int(node["location"]["line"])])


def _child_start(child: Mapping[str, Any]) -> int:
    node = child.get("scenario") or child.get("background") or child.get("rule")
    assert node is not None
    return _start(node)


def _split_header(lines: list[str], keyword_line: int, end: int) -> tuple[list[str], list[str]]:
    """Lines after a keyword line up to `end` (1-based, exclusive): (header comments, kept lines).

    The description runs to its last plain line; comments inside it are kept and moved below it.
    """
    region = lines[keyword_line : end - 1]
    plain = [
        i for i, line in enumerate(region) if line.strip() and not line.lstrip().startswith("#")
    ]
    last = plain[-1] if plain else -1
    comments = [line for line in region[: last + 1] if line.lstrip().startswith("#")]
    return comments, region[last + 1 :]


def _layout(text: str, path: Path) -> _Layout:
    lines = text.splitlines()
    feature = _parse(path, text)["feature"]
    children = feature["children"]
    rules = [child["rule"] for child in children if "rule" in child]
    rule_starts = [_start(rule) for rule in rules]
    first_child = _child_start(children[0]) if children else len(lines) + 1
    first_rule = rule_starts[0] if rule_starts else len(lines) + 1
    comments, tail = _split_header(lines, int(feature["location"]["line"]), first_child)
    kept = comments + tail + lines[first_child - 1 : first_rule - 1]
    ends = [*rule_starts[1:], len(lines) + 1]
    blocks = [
        _block(lines, rule, start, end)
        for rule, start, end in zip(rules, rule_starts, ends, strict=True)
    ]
    return _Layout(
        preamble=lines[: _start(feature) - 1],
        extra_tags=tuple(t for t in _tags(feature) if not t.startswith("section:")),
        kept_lines=kept,
        rules=blocks,
    )


def _tag_comments(lines: Sequence[str]) -> list[str]:
    """The comments among tag lines: whole lines, or what follows a tag (whitespace then `#`)."""
    comments: list[str] = []
    for line in lines:
        if line.lstrip().startswith("#"):
            comments.append(line)
        elif (found := _TAG_COMMENT.search(line)) is not None:
            comments.append(line[: len(line) - len(line.lstrip())] + found.group(1))
    return comments


def _block(lines: list[str], rule: Mapping[str, Any], start: int, end: int) -> _Block:
    parsed = _rule(rule)
    children = rule["children"]
    first_child = _child_start(children[0]) if children else end
    header_end = min(first_child, end)
    comments, tail = _split_header(lines, parsed.line, header_end)
    comments = _tag_comments(lines[start - 1 : parsed.line - 1]) + comments
    return _Block(
        key=parsed.key,
        editions=frozenset(parsed.editions),
        extra_tags=tuple(t for t in parsed.tags if not _GENERATED_RULE_TAG.match(t)),
        raw_lines=lines[start - 1 : end - 1],
        kept_lines=comments + tail + lines[header_end - 1 : end - 1],
        has_scenarios=bool(parsed.scenarios),
        quote_sha256=parsed.quote_sha256,
        name=parsed.name,
        line=parsed.line,
        scenario_names=frozenset(s.name for s in parsed.scenarios),
    )


@dataclass(frozen=True, slots=True, kw_only=True)
class _ExpectedFeature:
    """What the corpus says a section's feature holds: its header and its quotes."""

    section: str
    section_id: str
    name: str
    description: tuple[str, ...]
    file_name: str
    quotes: tuple[QuotedText, ...]


def _grouped(pairs: Iterable[tuple[str, str]]) -> dict[str, list[str]]:
    """Editions grouped by a value (an id, a heading), in the order the values first appear."""
    groups: dict[str, list[str]] = {}
    for edition, value in pairs:
        groups.setdefault(value, []).append(edition)
    return groups


def _feature_description(
    sections: Sequence[tuple[str, Section]], quotes: Sequence[QuotedText]
) -> list[str]:
    ids = _grouped((name, section.id) for name, section in sections)
    cited = " and as ".join(f"{sid} in {', '.join(names)}" for sid, names in ids.items())
    sentences = [f"Cited as {cited}."]
    headings = _grouped((name, section.heading) for name, section in sections)
    sentences += [
        f"Heading in {', '.join(n)}: {h}." for h in list(headings)[1:] for n in [headings[h]]
    ]
    sentences += [
        "Each Rule quotes one subsection verbatim in the editions it is tagged with.",
        "The quotes are written from the corpus and checked by: python -m steps.feature_files",
    ]
    sentences += [
        f"{q.clause_id} is tagged @incomplete, as in the corpus ({q.note.rstrip('.')})."
        for q in quotes
        if q.incomplete
    ]
    return wrap_quote("\n".join(sentences), FEATURE_INDENT)


def _expected_feature(
    corpus: Corpus, section: str, editions: Sequence[str]
) -> _ExpectedFeature | None:
    found = [(name, find_section(corpus.edition(name), section)) for name in editions]
    sections = [(name, located) for name, located in found if located is not None]
    if not sections:
        return None
    first = sections[0][1]
    major, minor = section.split(".", 1)
    slug = re.sub(r"[^a-z0-9]+", "-", first.heading.lower()).strip("-")
    quotes = expected_quotes(corpus, section, editions)
    return _ExpectedFeature(
        section=section,
        section_id=first.id,
        name=f"{first.id} {first.heading}",
        description=tuple(_feature_description(sections, quotes)),
        file_name=f"{major}.{int(minor):02d}-{slug}.feature",
        quotes=tuple(quotes),
    )


def _trimmed(lines: Sequence[str]) -> list[str]:
    """Lines without blank lines at either end."""
    kept = list(lines)
    while kept and not kept[0].strip():
        kept.pop(0)
    while kept and not kept[-1].strip():
        kept.pop()
    return kept


def _with_kept(lines: list[str], kept: Sequence[str]) -> list[str]:
    body = _trimmed(kept)
    return [*lines, "", *body] if body else lines


def _rule_lines(quote: QuotedText, old: _Block | None) -> list[str]:
    tags = [*quote.tags, *(old.extra_tags if old else ())]
    lines = [
        FEATURE_INDENT + " ".join("@" + tag for tag in tags),
        f"{FEATURE_INDENT}Rule: {quote.name}",
        *wrap_quote(quote.text, label=quote.label),
    ]
    return _with_kept(lines, old.kept_lines if old else ())


@dataclass(slots=True, kw_only=True)
class WriteReport:
    """What `--write` did: the files it wrote, and what a person should look at."""

    written: list[Path] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def _match(quote: QuotedText, blocks: list[_Block]) -> _Block | None:
    """The existing Rule of a quote: the one of its clause and edition set, else the one of its
    clause that quotes the same text (an edition added to the corpus with that text, or one whose
    text changed away from it, changes only the Rule's edition tags)."""
    editions = frozenset(quote.editions)
    for by_text in (False, True):
        for index, block in enumerate(blocks):
            same = block.quote_sha256 == quote.sha256 if by_text else block.editions == editions
            if block.key == quote.key and same:
                return blocks.pop(index)
    return None


def _renamed(line: str, names: frozenset[str], suffix: str) -> str:
    """A scenario's title line with `suffix` after its name; any other line as it is."""
    keyword, colon, name = line.strip().partition(":")
    if not colon or keyword not in _SCENARIO_KEYWORDS or name.strip() not in names:
        return line
    return f"{line[: len(line) - len(line.lstrip())]}{keyword}: {name.strip()}{suffix}"


def _seed(
    quote: QuotedText, blocks: Sequence[_Block], predecessors: Mapping[str, str | None]
) -> _Block | None:
    """A new Rule's start where an edition changed its clause's text: the scenarios of the Rule
    quoting the clause in the edition it carries over, renamed, for a person to review against
    the new text. The predecessor's tags beyond the generated ones come along, its review never.
    """
    edition = quote.editions[0]
    base = predecessors.get(edition)
    if base is None:
        return None
    old = next(
        (b for b in blocks if b.key == quote.key and base in b.editions and b.has_scenarios), None
    )
    if old is None:
        return None
    note = textwrap.wrap(
        f"Scenarios copied from Rule '{old.name}' by --write: review each against the text "
        f"above, then tag this Rule @{review_tag(quote.sha256)}",
        LINE_WIDTH - len(RULE_INDENT) - 2,
    )
    renamed = [_renamed(line, old.scenario_names, f" ({edition})") for line in old.kept_lines]
    return _Block(
        key=quote.key,
        editions=frozenset(quote.editions),
        extra_tags=tuple(t for t in old.extra_tags if not t.startswith(REVIEW_TAG + ":")),
        raw_lines=[],
        kept_lines=[*(f"{RULE_INDENT}# {line}" for line in note), "", *_trimmed(renamed)],
        has_scenarios=True,
        quote_sha256=quote.sha256,
        name=old.name,
        line=old.line,
    )


def _rules_section(
    expected: _ExpectedFeature,
    layout: _Layout | None,
    editions: Sequence[str],
    path: Path,
    predecessors: Mapping[str, str | None],
) -> tuple[list[str], list[str]]:
    """The Rules of a feature, in clause order: current quotes, then Rules kept for their work."""
    unmatched = list(layout.rules) if layout else []
    order = {name: index for index, name in enumerate(editions)}
    placed: list[tuple[tuple[tuple[int, str], int, int], list[str]]] = []
    notes: list[str] = []
    for quote in expected.quotes:
        old = _match(quote, unmatched)
        seed = _seed(quote, layout.rules, predecessors) if layout and old is None else None
        if seed is not None:
            notes.append(
                f"{path}: added Rule {quote.name} with the scenarios of Rule {seed.name!r} "
                f"(line {seed.line}) copied, to review against its text"
            )
            old = seed
        elif old is None:
            notes.append(f"{path}: added Rule {quote.name}")
        elif old.quote_sha256 != quote.sha256:
            notes.append(f"{path}:{old.line}: re-quoted Rule {quote.name} from the corpus")
        elif old.editions != frozenset(quote.editions):
            notes.append(f"{path}:{old.line}: retagged Rule {old.name!r} as {quote.name}")
        first = order[quote.editions[0]]
        placed.append(((_letter_order(quote.key), first, 0), _rule_lines(quote, old)))
    for block in unmatched:
        if not block.holds_work:
            notes.append(f"{path}:{block.line}: removed Rule {block.name!r}, which quotes no text")
            continue
        notes.append(
            f"{path}:{block.line}: kept Rule {block.name!r}: it quotes no current text of the "
            "corpus but holds scenarios, comments or tags; move them to the current Rules"
        )
        first = min((order.get(e, len(order)) for e in block.editions), default=len(order))
        letters = _letter_order(block.key) if block.key else (99, "")
        placed.append(((letters, first, 1), _trimmed(block.raw_lines)))
    placed.sort(key=lambda item: item[0])
    lines: list[str] = []
    for _, rule in placed:
        lines += ["", *rule]
    return lines, notes


def _render(
    expected: _ExpectedFeature,
    layout: _Layout | None,
    editions: Sequence[str],
    path: Path,
    predecessors: Mapping[str, str | None],
) -> tuple[str, list[str]]:
    tags = [f"section:{expected.section_id}", *(layout.extra_tags if layout else ())]
    header = [
        *(layout.preamble if layout else ()),
        " ".join("@" + tag for tag in tags),
        f"Feature: {expected.name}",
        *expected.description,
    ]
    rules, notes = _rules_section(expected, layout, editions, path, predecessors)
    lines = _with_kept(header, layout.kept_lines if layout else ()) + rules
    return "\n".join(lines) + "\n", notes


def _existing_files(directory: Path) -> dict[str, list[Path]]:
    files: dict[str, list[Path]] = {}
    for feature in read_features(directory):
        if feature.section is not None:
            files.setdefault(feature.section, []).append(feature.path)
    return files


def write_features(
    directory: Path,
    corpus: Corpus,
    sections: Sequence[str] = COVERED_SECTIONS,
    editions: Sequence[str] = COVERED_EDITIONS,
) -> WriteReport:
    """Rewrite each section's feature from the corpus, keeping what people wrote in it.

    A Rule new to a file whose edition changed its clause's text starts with the scenarios of
    the Rule quoting the clause in the edition it carries over (see the module docstring).
    """
    report = WriteReport()
    existing = _existing_files(directory)
    predecessors = {name: corpus.edition(name).carries_over_from for name in editions}
    for section in sections:
        expected = _expected_feature(corpus, section, editions)
        if expected is None:
            continue
        paths = existing.get(section, [])
        if len(paths) > 1:
            report.notes.append(f"section {section} has several features; rewrote {paths[0]} only")
        path = paths[0] if paths else directory / expected.file_name
        old = path.read_text(encoding="utf-8") if path.exists() else None
        layout = _layout(old, path) if old is not None else None
        text, notes = _render(expected, layout, editions, path, predecessors)
        report.notes += notes if old is not None else [f"{path}: new feature"]
        if text != old:
            path.write_text(text, encoding="utf-8")
            report.written.append(path)
    return report


# --------------------------------------------------------------------------------------------
# The maintainer tool


def _arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m steps.feature_files",
        description="Check the quotes of the feature files against the regulation corpus, or "
        "rewrite them from it, keeping every scenario, comment and tag a person added.",
    )
    action = parser.add_mutually_exclusive_group(required=True)
    action.add_argument("--check", action="store_true", help="list stale and missing quotes")
    action.add_argument("--write", action="store_true", help="rewrite quotes and tags")
    parser.add_argument(
        "--verbose", action="store_true", help="with --write, list every Rule retagged"
    )
    parser.add_argument(
        "--features-dir",
        "--features",
        dest="features",
        type=Path,
        default=FEATURES_DIR,
        metavar="DIR",
        help="features folder (default: the kit's features/)",
    )
    parser.add_argument(
        "--edition",
        action="append",
        default=[],
        metavar="NAME",
        help="quote this edition of the corpus too, e.g. one `bjkit amend` wrote (repeatable); "
        "the packaged editions and those the features are tagged with are always quoted",
    )
    return parser.parse_args(argv)


def _print_check(directory: Path, corpus: Corpus, editions: Sequence[str]) -> int:
    features = read_features(directory)
    findings = check_features(features, corpus, editions=editions)
    for finding in findings:
        print(finding)
    rules = sum(len(feature.rules) for feature in features)
    if findings:
        print(f"{len(findings)} problems in {len(features)} features ({rules} Rules)")
        return 1
    print(f"every quote is current: {len(features)} features, {rules} Rules")
    return 0


def main(argv: Sequence[str] | None = None, corpus: Corpus | None = None) -> int:
    """The maintainer tool (see the module docstring); `corpus` defaults to `load_corpus()`."""
    args = _arguments(argv)
    corpus = corpus if corpus is not None else load_corpus()
    try:
        if args.write:
            args.features.mkdir(parents=True, exist_ok=True)
        features = read_features(args.features)
        editions = feature_editions(features, corpus, args.edition)
        if args.write:
            unknown = sorted(
                {e for f in features for r in f.rules for e in r.editions} - set(corpus.editions)
            )
            if unknown:
                raise FeatureFileError(
                    f"the features are tagged with {', '.join(unknown)}, which the corpus lacks; "
                    "--write would drop those tags: load the corpus folder that has them"
                )
            report = write_features(args.features, corpus, editions=editions)
            # A new edition retags every Rule whose text it keeps: count those, show the rest.
            retagged = [note for note in report.notes if ": retagged Rule " in note]
            for note in report.notes:
                if note not in retagged or args.verbose:
                    print(note)
            if retagged and not args.verbose:
                print(f"retagged {len(retagged)} Rules with the editions that now share their text")
            print(f"wrote {len(report.written)} feature files")
        return _print_check(args.features, corpus, editions)
    except KitError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
