"""Lint of the features' vocabulary (DESIGN.md style point 11): a house option and a decision are
said one way, in the words of the rules, never in the protocol's or the catalog's tokens.

The chosen phrases are the steps' own (steps.blackjack.words, docs/STEPS.md): `Given the dealer
takes no hole card`, `When a table is asked for at which the house offers surrender and the table
offers the streak wager`, `When box 1 decides to insure for $5`. A step fails this lint where it
sets a house option or names a decision in another form:

- the raw option step, `the house option hole_card is face-down` (any step with `the house
  option`), or a house option named by its catalog name (`five_card_21`, `max_splits`);
- a `key=value` token in quotes, `"side_wagers=OFFERING"`;
- a protocol decision token, in quotes or not: `"insure:5"`, `"double"`, `"hit, stand"`,
  `cut:12`, `"refuse, cut:15"`.

Only steps are read (through the Gherkin parser): a Rule's description is its quote of the rule
text and is never linted here.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, cast

from gherkin.parser import Parser

from reference_impl.catalog import OPTIONS
from suite.features.model import FeatureFile, Finding

__all__ = ["PROTOCOL_DECISIONS", "lint_vocabulary", "vocabulary_problem"]

# The decisions of the adapter protocol (docs/ADAPTERS.md, "Decision"), and the answers to the
# offer of a cut (`refuse`, `cut:N`).
PROTOCOL_DECISIONS = frozenset(
    {
        "hit",
        "stand",
        "double",
        "split",
        "surrender",
        "insure",
        "no-insurance",
        "no-double",
        "cover",
        "keep",
        "move",
        "accept-card",
        "refuse-card",
        "deal-later",
        "dead-hand",
        "refuse",
        "cut",
    }
)
_QUOTED = re.compile(r'"([^"]*)"')
_KEY_VALUE = re.compile(r"\b[a-z][a-z0-9_]*\s*=")
_TOKEN_WITH_AMOUNT = re.compile(r"\b(?:insure|double|cut):\s*\d")
_RAW_OPTION = re.compile(r"\bthe house option\b", re.I)
# The catalog's names of the house options that are not also plain words ("decks", "boxes",
# "shoe" and "surrender" are words of the rules).
_OPTION_NAMES = re.compile(
    r"\b(?:" + "|".join(re.escape(spec.name) for spec in OPTIONS if "_" in spec.name) + r")\b"
)


def _is_decision_list(text: str) -> bool:
    """`"hit"`, `"insure:5"`, `"split, stand, stand"`, `"refuse, cut:15"`: protocol tokens."""
    items = [item.strip() for item in text.split(",")]
    return bool(items) and all(
        item.partition(":")[0] in PROTOCOL_DECISIONS and item for item in items
    )


def vocabulary_problem(step: str) -> str | None:
    """What is wrong with a step's words, if it sets a house option or names a decision in a
    form other than the chosen one; None where nothing is."""
    if _RAW_OPTION.search(step):
        return (
            "sets a house option by its name ('the house option ...'): say it in the rule's words"
        )
    named = _OPTION_NAMES.search(step)
    if named:
        return f"names the house option {named[0]!r}: say it in the rule's words"
    for quoted in _QUOTED.findall(step):
        if _KEY_VALUE.search(quoted):
            return f'writes the option token "{quoted}": name the table in the rule\'s words'
        if _is_decision_list(quoted):
            return f'writes the protocol decision "{quoted}": say the decision in words'
    token = _TOKEN_WITH_AMOUNT.search(step)
    if token:
        return f"writes the protocol token {token[0]!r}...: say the decision in words"
    return None


def _steps(node: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every step under a Gherkin AST node: backgrounds, scenarios and outlines, in Rules."""
    yield from node.get("steps", ())
    for child in node.get("children", ()):
        for key in ("background", "scenario", "rule"):
            if key in child:
                yield from _steps(child[key])


def steps_of(path: Path) -> Iterator[tuple[int, str]]:
    """The line and text of each step of a feature file."""
    document = Parser().parse(path.read_text(encoding="utf-8"))
    feature = cast("dict[str, Any] | None", document.get("feature"))
    if feature:
        for step in _steps(feature):
            yield step["location"]["line"], step["text"]


def lint_vocabulary(features: Sequence[FeatureFile]) -> list[Finding]:
    """Every step that sets a house option or names a decision in a form other than the one
    vocabulary of the features (module docstring)."""
    findings: list[Finding] = []
    for feature in features:
        for line, text in steps_of(feature.path):
            problem = vocabulary_problem(text)
            if problem is not None:
                findings.append(
                    Finding(
                        path=str(feature.path),
                        line=line,
                        clause="",
                        editions=(),
                        problem="vocabulary",
                        detail=f"{text!r} {problem} (docs/STEPS.md)",
                    )
                )
    return findings
