"""Lint of the feature files: every subsection quoted exactly, tags that exist, unique names.

The real files in `features/` are checked against the corpus; each lint is also shown to catch
its fault on small synthetic features written to a temporary folder.
"""

from __future__ import annotations

import dataclasses
import importlib
import shutil
import textwrap
from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pytest_bdd.gherkin_parser import get_gherkin_document

import steps.plugin
from regulations import Clause, Corpus, load_corpus
from regulations.normalise import normalise_whitespace, text_sha256
from suite.features import (
    COVERED_EDITIONS,
    EVERY_GAMES_SECTIONS,
    FEATURES_DIR,
    FeatureFile,
    ScenarioKind,
    game_folders,
    lint_clause_tags,
    lint_quotes,
    lint_rule_scenarios,
    lint_scenario_editions,
    lint_scenario_kinds,
    lint_scenario_names,
    read_feature,
    read_features,
    sections_of_folder,
    starts_specially,
    wrap_quote,
    write_features,
)
from suite.harness.checks import CHECKS
from suite.wagers.registry import PROPERTY_CHECKS


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return load_corpus()


@pytest.fixture(scope="module")
def features() -> tuple[FeatureFile, ...]:
    """The kit's features: blackjack's folder and each other game's under it."""
    return tuple(feature for folder in _FOLDERS for feature in read_features(folder))


_FOLDERS = (FEATURES_DIR, *game_folders())


def _feature(folder: Path, text: str, name: str = "synthetic.feature") -> FeatureFile:
    path = folder / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return read_feature(path)


def _lines(findings: Sequence[object]) -> str:
    return "\n".join(map(str, findings))


# ---------------------------------------------------------------------------------------------
# The real files


def test_every_subsection_of_each_edition_is_quoted_exactly(
    features: tuple[FeatureFile, ...], corpus: Corpus
) -> None:
    findings = lint_quotes(features, corpus, EVERY_GAMES_SECTIONS, COVERED_EDITIONS)
    assert not findings, _lines([*findings, "run: python -m suite.features --write"])


def test_every_clause_tag_exists_in_each_edition_tagged(
    features: tuple[FeatureFile, ...], corpus: Corpus
) -> None:
    findings = lint_clause_tags(features, corpus)
    assert not findings, _lines(findings)


def test_scenario_names_are_unique_within_each_feature(features: tuple[FeatureFile, ...]) -> None:
    findings = lint_scenario_names(features)
    assert not findings, _lines(findings)


def test_a_scenario_narrows_its_rules_editions_and_never_widens_them(
    features: tuple[FeatureFile, ...], tmp_path: Path
) -> None:
    assert not lint_scenario_editions(features), _lines(lint_scenario_editions(features))
    text = (
        "@section:19:47-2.7\nFeature: 19:47-2.7 Payment\n\n"
        "  @clause:19:47-2.7(b) @edition:nj-1996 @edition:nj-2004\n"
        "  Rule: 19:47-2.7(b) in nj-1996, nj-2004\n\n"
        "    @example @edition:nj-2004\n    Scenario: Narrowed\n"
        "      When the round is played out\n\n"
        "    @example @edition:nj-2024\n    Scenario: Widened\n"
        "      When the round is played out\n"
    )
    (finding,) = lint_scenario_editions([_feature(tmp_path, text)])
    assert finding.problem == "scenario edition" and finding.editions == ("nj-2024",)
    assert "'Widened' is tagged nj-2024" in finding.detail


def test_every_scenario_has_exactly_one_kind_tag(features: tuple[FeatureFile, ...]) -> None:
    findings = lint_scenario_kinds(features)
    assert not findings, _lines(findings)


def test_every_rule_has_a_scenario_or_a_reasoned_manual_check(
    features: tuple[FeatureFile, ...],
) -> None:
    findings = lint_rule_scenarios(features)
    assert not findings, _lines(findings)


def test_every_property_names_a_known_property() -> None:
    """`Then in every round, <words>` must name a property of `suite.harness.checks.CHECKS` or one
    a wager's steps register (`suite.wagers.registry.PROPERTY_CHECKS`) when the kit's steps load."""
    for module in steps.plugin.pytest_plugins:
        importlib.import_module(module)
    known = {*CHECKS, *PROPERTY_CHECKS}
    unknown = []
    for path in sorted(FEATURES_DIR.rglob("*.feature")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            words = line.strip().partition("in every round, ")[2]
            if words and words.rstrip(".") not in known:
                unknown.append(f"{path.name}:{number}: {words}")
    assert not unknown, "\n".join(unknown)


def test_there_is_one_feature_per_covered_section(features: tuple[FeatureFile, ...]) -> None:
    assert sorted((f.section for f in features), key=str) == sorted(EVERY_GAMES_SECTIONS)


def test_pytest_bdd_parses_every_feature_file() -> None:
    for path in sorted(FEATURES_DIR.rglob("*.feature")):
        assert get_gherkin_document(str(path)).feature.children, path


def test_quotes_are_wrapped_and_no_line_reads_as_gherkin(features: tuple[FeatureFile, ...]) -> None:
    for feature in features:
        for rule in feature.rules:
            # Descriptions are dedented by the reader; the file indents them by four spaces.
            assert all(len(line) <= 96 for line in rule.description.splitlines()), rule.name
            assert not [line for line in rule.description.splitlines() if starts_specially(line)]


@pytest.mark.parametrize("folder", _FOLDERS, ids=lambda folder: folder.name)
def test_the_files_are_as_write_leaves_them(folder: Path, tmp_path: Path, corpus: Corpus) -> None:
    copy = tmp_path / "features"
    shutil.copytree(folder, copy, ignore=shutil.ignore_patterns(*(f.name for f in _FOLDERS[1:])))
    report = write_features(copy, corpus, sections_of_folder(folder))
    assert report.written == [], "run: python -m suite.features --write"


# ---------------------------------------------------------------------------------------------
# Quotes on synthetic features: a changed word, a missing Rule


@pytest.fixture
def written_2_7(tmp_path: Path, corpus: Corpus) -> Path:
    """Section 2.7's feature as `--write` produces it, alone in a folder."""
    write_features(tmp_path, corpus, sections=("2.7",))
    (path,) = tmp_path.glob("*.feature")
    return path


def test_the_written_feature_quotes_2_7_exactly(written_2_7: Path, corpus: Corpus) -> None:
    feature = read_feature(written_2_7)
    assert lint_quotes([feature], corpus, sections=("2.7",)) == []
    assert [rule.name for rule in feature.rules] == [
        "19:47-2.7(a) in nj-1996",
        "19:47-2.7(a) in nj-2004, nj-2024, nj-2024+bet-the-set",
        "19:47-2.7(b) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set",
        "19:47-2.7(c) in nj-2004, nj-2024, nj-2024+bet-the-set",
    ]
    assert feature.name == "19:47-2.7 Payment of blackjack"
    assert feature.tags == ("section:19:47-2.7",)


def test_a_quote_with_one_word_changed_is_stale_and_names_its_clause(
    written_2_7: Path, corpus: Corpus
) -> None:
    text = written_2_7.read_text(encoding="utf-8")
    written_2_7.write_text(text.replace("stand\n    off", "push\n    off"), encoding="utf-8")
    findings = lint_quotes([read_feature(written_2_7)], corpus, sections=("2.7",))
    assert len(findings) == 1, _lines(findings)
    (stale,) = findings
    assert stale.problem == "stale quote"
    assert stale.clause == "19:47-2.7(b)"
    assert stale.editions == COVERED_EDITIONS
    assert "'push' where the corpus has 'stand'" in stale.detail


def _corpus_with_text(corpus: Corpus, edition_name: str, clause_id: str, text: str) -> Corpus:
    """The corpus with one clause's text amended, as a register notice would amend it."""
    edition = corpus.edition(edition_name)

    def amend(clause: Clause) -> Clause:
        if clause.id != clause_id:
            return clause
        return dataclasses.replace(clause, text=text, sha256=text_sha256(text))

    sections = tuple(
        dataclasses.replace(section, clauses=tuple(map(amend, section.clauses)))
        for section in edition.sections
    )
    amended = dataclasses.replace(edition, sections=sections, _clauses={})
    return Corpus({**corpus.editions, edition_name: amended})


def test_an_amended_corpus_text_makes_the_quote_stale_in_that_edition_only(
    written_2_7: Path, corpus: Corpus
) -> None:
    clause = corpus.clause("13:69F-2.7(b)", edition="nj-2024")
    amended = clause.text.replace("3 to 2", "6 to 5")
    edited = _corpus_with_text(corpus, "nj-2024", clause.id, amended)
    findings = lint_quotes([read_feature(written_2_7)], edited, sections=("2.7",))
    stale = [f for f in findings if f.problem == "stale quote"]
    assert [(f.clause, f.editions) for f in stale] == [("19:47-2.7(b)", ("nj-2024",))]
    assert "'3' where the corpus has '6'" in stale[0].detail


def test_a_missing_rule_is_reported_with_its_editions(written_2_7: Path, corpus: Corpus) -> None:
    text = written_2_7.read_text(encoding="utf-8")
    head, _, rest = text.partition("  @clause:19:47-2.7(c)")
    written_2_7.write_text(head, encoding="utf-8")
    assert rest
    findings = lint_quotes([read_feature(written_2_7)], corpus, sections=("2.7",))
    assert [(f.problem, f.clause, f.editions) for f in findings] == [
        ("missing quote", "19:47-2.7(c)", ("nj-2004", "nj-2024", "nj-2024+bet-the-set"))
    ]


def test_a_missing_feature_is_reported_for_every_subsection(corpus: Corpus) -> None:
    findings = lint_quotes([], corpus, sections=("2.14",))
    assert [(f.problem, f.clause, f.editions) for f in findings] == [
        ("missing quote", "19:47-2.14", ("nj-1996",)),
        ("missing quote", "19:47-2.14", ("nj-2004", "nj-2024", "nj-2024+bet-the-set")),
    ]


# ---------------------------------------------------------------------------------------------
# Tags, names and scenarios on synthetic features

_TWO_RULES = """\
    @section:19:47-2.7
    Feature: 19:47-2.7 Payment of blackjack

      @clause:13:69F-2.7(a) @edition:nj-1996
      Rule: spelled with the alias of the recodification
        Some text.

      @clause:19:47-2.7(c) @edition:nj-1996 @edition:nj-1999
      Rule: a clause the edition lacks, and an unknown edition
        Some text.
    """


def test_clause_tags_resolve_through_aliases_and_unknown_ones_are_found(
    tmp_path: Path, corpus: Corpus
) -> None:
    findings = lint_clause_tags([_feature(tmp_path, _TWO_RULES)], corpus)
    assert [(f.problem, f.editions) for f in findings] == [
        ("unknown clause", ("nj-1996",)),
        ("unknown edition", ()),
    ]
    assert "it is in nj-2004, nj-2024, nj-2024+bet-the-set" in findings[0].detail


def test_a_duplicate_scenario_name_is_found(tmp_path: Path) -> None:
    feature = _feature(
        tmp_path,
        """\
        @section:19:47-2.7
        Feature: 19:47-2.7 Payment of blackjack

          @clause:19:47-2.7(a) @edition:nj-1996
          Rule: 19:47-2.7(a) in nj-1996
            Some text.

            @example
            Scenario: A blackjack is paid 3 to 2
              Given box 1 wagers $10

          @clause:19:47-2.7(b) @edition:nj-1996
          Rule: 19:47-2.7(b) in nj-1996
            Some text.

            @example
            Scenario: A blackjack is paid 3 to 2
              Given box 1 wagers $20
        """,
    )
    findings = lint_scenario_names([feature])
    assert len(findings) == 1
    assert "'A blackjack is paid 3 to 2' is used on lines 9, 17" in findings[0].detail


_SCENARIOS = """\
    @section:19:47-2.7
    Feature: 19:47-2.7 Payment of blackjack

      @clause:19:47-2.7(a) @edition:nj-1996
      Rule: with an example
        Some text.

        @example
        Scenario: An example
          Given box 1 wagers $10

      @clause:19:47-2.7(b) @edition:nj-1996
      Rule: with a manual check and its reason
        Some text.

        @manual
        Scenario: A manual check
          Only a person at a live table can see where the dealer's hands are.
    """


def test_rules_with_a_scenario_or_a_reasoned_manual_check_pass(tmp_path: Path) -> None:
    feature = _feature(tmp_path, _SCENARIOS)
    assert lint_rule_scenarios([feature]) == []
    assert lint_scenario_kinds([feature]) == []
    manual = feature.rules[1].scenarios[0]
    assert manual.kind is ScenarioKind.MANUAL
    assert manual.manual_reason.startswith("Only a person at a live table")


def test_a_rule_without_scenarios_or_with_a_reasonless_manual_check_fails(tmp_path: Path) -> None:
    feature = _feature(
        tmp_path,
        """\
        @section:19:47-2.7
        Feature: 19:47-2.7 Payment of blackjack

          @clause:19:47-2.7(a) @edition:nj-1996
          Rule: 19:47-2.7(a) in nj-1996
            Some text.

          @clause:19:47-2.7(b) @edition:nj-1996
          Rule: 19:47-2.7(b) in nj-1996
            Some text.

            @manual
            Scenario: A manual check without a reason
        """,
    )
    findings = lint_rule_scenarios([feature])
    assert [(f.problem, f.clause, f.line) for f in findings] == [
        ("no scenario", "19:47-2.7(a)", 5),
        ("manual without reason", "19:47-2.7(b)", 13),
        ("no scenario", "19:47-2.7(b)", 9),
    ]


def test_a_scenario_needs_exactly_one_kind_tag(tmp_path: Path) -> None:
    text = _SCENARIOS.replace("@example", "@example @property").replace("@manual", "@wip")
    findings = lint_scenario_kinds([_feature(tmp_path, text)])
    assert [f.line for f in findings] == [9, 17]


def test_the_reader_dedents_rule_descriptions(tmp_path: Path) -> None:
    rule = _feature(tmp_path, _SCENARIOS).rules[0]
    assert rule.description == "Some text."
    assert rule.clause_id == "19:47-2.7(a)"
    assert rule.editions == ("nj-1996",)
    assert rule.line == 5


# ---------------------------------------------------------------------------------------------
# --write keeps what people wrote


def test_write_requotes_and_keeps_scenarios_comments_and_tags(
    written_2_7: Path, corpus: Corpus
) -> None:
    text = written_2_7.read_text(encoding="utf-8")
    tags = (
        "@clause:19:47-2.7(b) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 "
        "@edition:nj-2024+bet-the-set"
    )
    text = text.replace(tags, tags + " @wip").replace("stand\n    off", "push\n    off")
    head, rule_c, tail = text.partition("  @clause:19:47-2.7(c)")
    people = textwrap.indent(
        "# the checks of (b)\n@example\nScenario: A push against a dealer blackjack\n"
        "  Given box 1 wagers $10\n",
        "    ",
    )
    obsolete = (
        "  @clause:19:47-2.7(a) @edition:nj-2024\n  Rule: an old split\n    Old text.\n\n"
        "    @example\n    Scenario: An old check\n      Given box 1 wagers $10\n\n"
        "  @clause:19:47-2.7(b) @edition:nj-2024\n  Rule: an empty old Rule\n    Old text.\n"
    )
    written_2_7.write_text(head + people + "\n" + rule_c + tail + "\n" + obsolete)

    report = write_features(written_2_7.parent, corpus, sections=("2.7",))

    rewritten = written_2_7.read_text(encoding="utf-8")
    assert "stand\n    off" in rewritten
    assert "@edition:nj-2024+bet-the-set @wip\n  Rule: 19:47-2.7(b)" in rewritten
    assert people in rewritten
    assert "Rule: an old split" in rewritten
    assert "Rule: an empty old Rule" not in rewritten
    notes = "\n".join(report.notes)
    assert "re-quoted Rule 19:47-2.7(b) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set" in notes
    assert "kept Rule 'an old split'" in notes
    assert "removed Rule 'an empty old Rule'" in notes
    again = write_features(written_2_7.parent, corpus, sections=("2.7",))
    assert again.written == []


def test_write_retags_a_rule_whose_text_an_added_edition_has_too(
    written_2_7: Path, corpus: Corpus
) -> None:
    # 2.7(c) as it stood before the corpus had nj-2024+bet-the-set, with a person's scenario.
    text = written_2_7.read_text(encoding="utf-8")
    text = text.replace(
        "@clause:19:47-2.7(c) @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set\n"
        "  Rule: 19:47-2.7(c) in nj-2004, nj-2024, nj-2024+bet-the-set",
        "@clause:19:47-2.7(c) @edition:nj-2004 @edition:nj-2024\n"
        "  Rule: 19:47-2.7(c) in nj-2004, nj-2024",
    )
    people = "\n    @manual\n    Scenario: Kept\n      A person's reason.\n"
    written_2_7.write_text(text + people, encoding="utf-8")
    assert [r.editions for r in read_feature(written_2_7).rules][-1] == ("nj-2004", "nj-2024")

    report = write_features(written_2_7.parent, corpus, sections=("2.7",))

    feature = read_feature(written_2_7)
    rule = feature.rules[-1]
    assert rule.name == "19:47-2.7(c) in nj-2004, nj-2024, nj-2024+bet-the-set"
    assert [s.name for s in rule.scenarios][-1] == "Kept"
    assert len(feature.rules) == 4
    assert any("retagged Rule '19:47-2.7(c) in nj-2004, nj-2024'" in n for n in report.notes)


# ---------------------------------------------------------------------------------------------
# Wrapping: no line of a quote may read as Gherkin

_TRICKY = ["And", "When", "Then", "Given", "But", "*", "#1", "@x", "|", '"""', "```", "Rule:"]
_WORDS = st.lists(st.sampled_from([*_TRICKY, "Scenario:", "word", "longerword", "a"]), min_size=1)


@given(paragraphs=st.lists(_WORDS, min_size=1, max_size=4))
def test_wrapped_text_keeps_every_word_and_no_line_reads_as_gherkin(
    paragraphs: list[list[str]],
) -> None:
    text = "\n".join(["Plain start", *(" ".join(words) for words in paragraphs)])
    lines = wrap_quote(text, width=30)
    assert normalise_whitespace(" ".join(lines)) == normalise_whitespace(text)
    assert not [line for line in lines if starts_specially(line)]


def test_a_text_starting_with_a_keyword_is_led_by_its_label() -> None:
    lines = wrap_quote("When a player splits pairs, the dealer deals.", label="(b)")
    assert lines == ["    (b) When a player splits pairs, the dealer deals."]
    with pytest.raises(ValueError, match="cannot quote"):
        wrap_quote("When a player splits pairs.")


@pytest.mark.parametrize("line", ["And so", "  * x", "# no", "@tag", "| a |", "Examples: x", "But"])
def test_lines_gherkin_would_read_as_structure(line: str) -> None:
    assert starts_specially(line)


@pytest.mark.parametrize("line", ["Whenever", "and so", "Andrew", "Example without colon", "1. x"])
def test_lines_gherkin_reads_as_description(line: str) -> None:
    assert not starts_specially(line)
