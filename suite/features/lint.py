"""Lints of the feature files: pure functions from parsed features (and the corpus) to findings."""

from __future__ import annotations

import difflib
import textwrap
from collections.abc import Sequence

from regulations import Clause, Corpus, Edition
from regulations.errors import UnknownClauseError
from regulations.normalise import normalise_whitespace
from suite.features.model import (
    COVERED_EDITIONS,
    COVERED_SECTIONS,
    GAME_CHAPTERS,
    ClauseKey,
    FeatureFile,
    Finding,
    RuleBlock,
    ScenarioKind,
    _tag_values,
    clause_key,
)
from suite.features.quotes import (
    QuotedText,
    expected_quotes,
    feature_for_section,
    find_section,
    rules_quoting,
)
from suite.features.vocabulary import lint_vocabulary


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
    fail here until `python -m suite.features --write` re-quotes it.
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
    """What `--check` reports: stale, missing and doubled quotes, tags the corpus lacks, and steps
    that set a house option or name a decision outside the one vocabulary
    (suite.features.vocabulary)."""
    return (
        lint_quotes(features, corpus, sections, editions)
        + lint_clause_tags(features, corpus)
        + lint_vocabulary(features)
    )
