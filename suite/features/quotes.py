"""The corpus side of the features: the subsections each feature must quote, in which editions,
and the Rules that quote them."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from regulations import Clause, Corpus, Edition, Section, parse_clause_id
from suite.features.model import (
    COVERED_EDITIONS,
    GAME_CHAPTERS,
    ClauseKey,
    FeatureFile,
    RuleBlock,
    _label,
    clause_key,
)


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
