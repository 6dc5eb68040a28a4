"""Review records: which Rules a person has reviewed against the text they quote.

When an edition changes a clause's text (amends it, or adds the clause), the scenarios under the
Rule quoting the new text were written for another text, or for none: `--write --edition`
copies the old Rule's scenarios under the new one as a starting point. A person reads them
against the new text, corrects or adds what it needs, and records the review as a tag of the
Rule: `@reviewed:` and the first 12 hex digits of the sha256 of the text reviewed against
(`suite.features.review_tag`). The Rule is *reviewed* when it carries the tag of the text it
quotes and has a scenario that checks something (a `@manual` one with its reason counts), and
*unreviewed* otherwise. A tag records one text: when a Rule is re-quoted, its old tag no longer
matches, and `lint_review_tags` says so.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from suite.features import (
    REVIEW_HASH_LENGTH,
    REVIEW_TAG,
    FeatureFile,
    Finding,
    RuleBlock,
    ScenarioKind,
    review_tag,
)

__all__ = ["has_checks", "is_reviewed", "lint_review_tags", "review_hashes"]

_HASH = re.compile(rf"[0-9a-f]{{{REVIEW_HASH_LENGTH}}}")


def review_hashes(rule: RuleBlock) -> tuple[str, ...]:
    """The hashes of the texts a Rule's `@reviewed:` tags record."""
    start = REVIEW_TAG + ":"
    return tuple(tag[len(start) :] for tag in rule.tags if tag.startswith(start))


def has_checks(rule: RuleBlock) -> bool:
    """Whether a Rule has a scenario that checks something: any but a reasonless `@manual`."""
    return any(s.kind is not ScenarioKind.MANUAL or s.manual_reason for s in rule.scenarios)


def is_reviewed(rule: RuleBlock, sha256: str) -> bool:
    """Whether a person recorded a review of the Rule's scenarios against the text whose sha256
    this is, and the Rule has a scenario to show for it."""
    return review_tag(sha256) in rule.tags and has_checks(rule)


def lint_review_tags(features: Iterable[FeatureFile]) -> list[Finding]:
    """Every `@reviewed:` tag is 12 lowercase hex digits and records the text its Rule quotes."""
    findings: list[Finding] = []
    for feature in features:
        for rule in feature.rules:
            for value in review_hashes(rule):
                if not _HASH.fullmatch(value):
                    problem = "review tag"
                    detail = (
                        f"@{REVIEW_TAG}:{value} is not {REVIEW_HASH_LENGTH} lowercase hex "
                        "digits of a sha256"
                    )
                elif value != rule.quote_sha256[:REVIEW_HASH_LENGTH]:
                    problem = "stale review"
                    detail = (
                        f"@{REVIEW_TAG}:{value} records another text than the one the Rule "
                        f"quotes; review its scenarios against it, then tag "
                        f"@{review_tag(rule.quote_sha256)}"
                    )
                else:
                    continue
                findings.append(
                    Finding(
                        path=str(feature.path),
                        line=rule.line,
                        clause=rule.clause_id or rule.name,
                        editions=rule.editions,
                        problem=problem,
                        detail=detail,
                    )
                )
    return findings
