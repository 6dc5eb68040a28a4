"""The feature writer on editions beyond the packaged ones, and the review tags it leaves alone.

`python -m suite.features --write --edition NEW` on a copy of section 2.17's feature, NEW
being nj-2024+bet-the-set with one seven paid 4 to 1 (2.17(e)3), held in memory.
"""

from __future__ import annotations

import shutil
import textwrap
from pathlib import Path

import pytest

from regulations import Corpus, load_corpus
from regulations.normalise import text_sha256
from suite.features import (
    COVERED_EDITIONS,
    FEATURES_DIR,
    RuleBlock,
    feature_editions,
    main,
    read_feature,
    read_features,
    review_tag,
)
from suite.features.reviews import has_checks, is_reviewed, lint_review_tags, review_hashes
from tests.impact_editions import amended

NEW = "nj-2026"
FEATURE_2_17 = "2.17-permissible-additional-wagers.feature"
OLD_RULE = "13:69F-2.17(e) in nj-2024, nj-2024+bet-the-set"


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return load_corpus()


@pytest.fixture(scope="module")
def with_new(corpus: Corpus) -> Corpus:
    base = corpus.edition("nj-2024+bet-the-set")
    sevens = amended(base, NEW, "13:69F-2.17(e)3", "One Seven | 3 to 1", "One Seven | 4 to 1")
    return Corpus({**corpus.editions, NEW: sevens})


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    copy = tmp_path / "features"
    copy.mkdir()
    shutil.copy(FEATURES_DIR / FEATURE_2_17, copy)
    return copy


def _rules(folder: Path) -> dict[str, RuleBlock]:
    return {rule.name: rule for rule in read_feature(folder / FEATURE_2_17).rules}


def test_write_with_an_edition_tags_unchanged_rules_and_adds_one_for_the_changed_text(
    folder: Path, with_new: Corpus, capsys: pytest.CaptureFixture[str]
) -> None:
    before = _rules(folder)

    status = main(["--write", "--edition", NEW, "--features-dir", str(folder)], corpus=with_new)

    out = capsys.readouterr().out
    assert status == 0, out
    rules = _rules(folder)
    # Every Rule of a text nj-2026 keeps is retagged; 2.17(e)'s new text has a Rule of its own.
    assert "19:47-2.17(d) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set, nj-2026" in rules
    assert "13:69F-2.17(a) in nj-2024, nj-2024+bet-the-set, nj-2026" in rules
    assert rules[OLD_RULE].tags == before[OLD_RULE].tags  # the replaced Rule is as it was
    new = rules[f"13:69F-2.17(e) in {NEW}"]
    old = before[OLD_RULE]
    assert new.tags == ("clause:13:69F-2.17(e)", f"edition:{NEW}")  # no review: it is a copy
    assert [s.name for s in new.scenarios] == [f"{s.name} ({NEW})" for s in old.scenarios]
    assert [s.tags for s in new.scenarios] == [s.tags for s in old.scenarios]
    assert [s.manual_reason for s in new.scenarios] == [s.manual_reason for s in old.scenarios]
    assert "4 to 1" in new.quote and "One Seven | 3 to 1" not in new.quote
    assert f"added Rule 13:69F-2.17(e) in {NEW} with the scenarios of Rule '{OLD_RULE}'" in out
    assert "every quote is current" in out
    sha = with_new.edition(NEW).clauses["13:69F-2.17(e)"].sha256
    lines = (folder / FEATURE_2_17).read_text(encoding="utf-8").splitlines()
    start = lines.index(f"  Rule: 13:69F-2.17(e) in {NEW}")
    note = [line for line in lines[start:] if line.startswith("    # ")][:3]
    assert f"then tag this Rule @{review_tag(sha)}" in " ".join(line[6:] for line in note)
    assert max(map(len, note)) <= 100


def test_a_later_write_keeps_the_edition_the_features_are_tagged_with(
    folder: Path, with_new: Corpus, capsys: pytest.CaptureFixture[str]
) -> None:
    main(["--write", "--edition", NEW, "--features-dir", str(folder)], corpus=with_new)
    written = (folder / FEATURE_2_17).read_text(encoding="utf-8")
    assert feature_editions(read_features(folder), with_new) == (*COVERED_EDITIONS, NEW)

    assert main(["--write", "--features-dir", str(folder)], corpus=with_new) == 0
    assert main(["--check", "--features", str(folder)], corpus=with_new) == 0

    assert (folder / FEATURE_2_17).read_text(encoding="utf-8") == written
    assert "wrote 0 feature files" in capsys.readouterr().out


def test_write_refuses_to_drop_an_edition_the_corpus_lacks(
    folder: Path, with_new: Corpus, corpus: Corpus, capsys: pytest.CaptureFixture[str]
) -> None:
    main(["--write", "--edition", NEW, "--features-dir", str(folder)], corpus=with_new)
    written = (folder / FEATURE_2_17).read_text(encoding="utf-8")
    capsys.readouterr()

    assert main(["--write", "--features-dir", str(folder)], corpus=corpus) == 2

    assert f"tagged with {NEW}, which the corpus lacks" in capsys.readouterr().err
    assert (folder / FEATURE_2_17).read_text(encoding="utf-8") == written
    # --check still reports it, as an unknown edition.
    assert main(["--check", "--features-dir", str(folder)], corpus=corpus) == 1


def test_an_unknown_edition_is_refused(
    folder: Path, corpus: Corpus, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--write", "--edition", "nj-2099", "--features-dir", str(folder)], corpus) == 2
    assert "unknown edition 'nj-2099'" in capsys.readouterr().err


def test_the_copy_keeps_a_persons_tags_but_not_the_review(folder: Path, with_new: Corpus) -> None:
    path = folder / FEATURE_2_17
    old = _rules(folder)[OLD_RULE]
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    assert review_tag(old.quote_sha256) in lines[old.line - 2]
    lines[old.line - 2] = lines[old.line - 2].rstrip("\n") + " @wip\n"
    path.write_text("".join(lines), encoding="utf-8")

    main(["--write", "--edition", NEW, "--features-dir", str(folder)], corpus=with_new)

    rules = _rules(folder)
    assert rules[f"13:69F-2.17(e) in {NEW}"].tags[-1] == "wip"
    assert review_hashes(rules[f"13:69F-2.17(e) in {NEW}"]) == ()
    assert review_hashes(rules[OLD_RULE]) == (old.quote_sha256[:12],)


def test_without_an_edition_the_kits_features_are_as_write_leaves_them(
    tmp_path: Path, corpus: Corpus, capsys: pytest.CaptureFixture[str]
) -> None:
    copy = tmp_path / "features"
    shutil.copytree(FEATURES_DIR, copy)
    assert feature_editions(read_features(copy), corpus) == COVERED_EDITIONS
    assert main(["--write", "--features-dir", str(copy)], corpus=corpus) == 0
    assert "wrote 0 feature files" in capsys.readouterr().out


# ---------------------------------------------------------------------------------------------
# Review tags

_REVIEWED = """\
    @section:19:47-2.7
    Feature: 19:47-2.7 Payment of blackjack

      @clause:19:47-2.7(a) @edition:nj-1996 @reviewed:{good}
      Rule: reviewed against the text it quotes
        Some text.

        @example
        Scenario: An example
          Given box 1 wagers $10

      @clause:19:47-2.7(b) @edition:nj-1996 @reviewed:{other}
      Rule: reviewed against another text
        Other text.

        @manual
        Scenario: A manual check without its reason

      @clause:19:47-2.7(c) @edition:nj-1996 @reviewed:ABC
      Rule: a malformed review
        More text.
    """


def test_review_tags_are_checked_against_the_quote(tmp_path: Path) -> None:
    good = text_sha256("Some text.")
    path = tmp_path / "reviews.feature"
    path.write_text(textwrap.dedent(_REVIEWED.format(good=good[:12], other=good[:12])))
    feature = read_feature(path)

    findings = lint_review_tags([feature])

    assert [(f.problem, f.line) for f in findings] == [("stale review", 13), ("review tag", 20)]
    assert f"then tag @{review_tag(text_sha256('Other text.'))}" in findings[0].detail
    first, second, _ = feature.rules
    assert is_reviewed(first, good)
    assert not is_reviewed(second, good)  # another text's tag
    assert not has_checks(second)  # a manual check without its reason checks nothing
