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

    python -m suite.features --check    # list stale and missing quotes; exit 1 if any
    python -m suite.features --write    # rewrite quotes and tags, keeping people's work

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

    python -m suite.features --write --edition NEW [--features-dir DIR]

A Rule whose text NEW leaves unchanged gains `@edition:NEW`; a clause whose text NEW changed or
added gets a Rule of its own. When NEW changed the text, that Rule starts with a copy of the
scenarios of the Rule quoting the clause in the edition NEW carries over (each renamed with
` (NEW)`, since scenario names are unique within a feature), for a person to review against the
new text. A Rule whose clause an edition changed is *reviewed* when it carries
`@reviewed:<the first 12 hex digits of the sha256 of the text it quotes>` (`review_tag`), which the
reviewer adds; the copy never carries one. `bjkit impact NEW` lists what is still unreviewed.
"""

from __future__ import annotations

from suite.features.cli import main
from suite.features.lint import (
    check_features,
    describe_difference,
    lint_clause_tags,
    lint_quotes,
    lint_rule_scenarios,
    lint_scenario_editions,
    lint_scenario_kinds,
    lint_scenario_names,
)
from suite.features.model import (
    COVERED_EDITIONS,
    COVERED_SECTIONS,
    EVERY_GAMES_SECTIONS,
    FEATURES_DIR,
    KIT_SECTIONS,
    REVIEW_HASH_LENGTH,
    REVIEW_TAG,
    FeatureFile,
    FeatureFileError,
    Finding,
    RuleBlock,
    ScenarioInfo,
    ScenarioKind,
    clause_key,
    feature_editions,
    feature_folders,
    game_folders,
    read_feature,
    read_features,
    review_tag,
    sections_of_folder,
)
from suite.features.quotes import (
    QuotedText,
    expected_quotes,
    feature_for_section,
    find_section,
    rules_quoting,
)
from suite.features.wrap import starts_specially, wrap_quote
from suite.features.write import WriteReport, write_features

__all__ = [
    "COVERED_EDITIONS",
    "COVERED_SECTIONS",
    "EVERY_GAMES_SECTIONS",
    "FEATURES_DIR",
    "KIT_SECTIONS",
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
    "feature_folders",
    "feature_for_section",
    "find_section",
    "game_folders",
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
    "sections_of_folder",
    "starts_specially",
    "wrap_quote",
    "write_features",
]
