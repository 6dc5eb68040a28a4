"""The features' part of an amendment's impact (`bjkit.impact.features`).

A new edition is built in memory from nj-2024+bet-the-set with one clause's words changed, as a
register notice would restate it; what is stale, missing and unreviewed is worked out by hand
from the feature files and checked. Then the new edition's quotes are written into a copy of the
features, the copied scenarios are found unreviewed, the review tag is added, and the impact is
clean.
"""

from __future__ import annotations

import dataclasses
import json
import shutil
from pathlib import Path

import pytest

from bjkit.impact.features import FeatureImpact, feature_impact
from regulations import Corpus, load_corpus
from regulations.model import Edition
from regulations.normalise import text_sha256
from suite.features import (
    FEATURES_DIR,
    RuleBlock,
    check_features,
    feature_editions,
    lint_rule_scenarios,
    lint_scenario_names,
    read_feature,
    read_features,
    write_features,
)
from suite.features.edition_quotes import subsections_of, write_command
from suite.features.reviews import lint_review_tags
from tests.impact_editions import amended

BASE = "nj-2024+bet-the-set"
NEW = "nj-2026"
SEVENS = ("13:69F-2.17(e)3", "One Seven | 3 to 1", "One Seven | 4 to 1")
FEATURE_2_17 = "2.17-permissible-additional-wagers.feature"


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return load_corpus()


@pytest.fixture(scope="module")
def base(corpus: Corpus) -> Edition:
    return corpus.edition(BASE)


@pytest.fixture(scope="module")
def sevens(base: Edition) -> Edition:
    """nj-2024+bet-the-set with one seven paid 4 to 1 instead of 3 to 1 (2.17(e)3)."""
    return amended(base, NEW, *SEVENS)


def _rule(directory: Path, name: str) -> RuleBlock:
    feature = read_feature(directory / FEATURE_2_17)
    return next(rule for rule in feature.rules if rule.name == name)


def _only_2_17(tmp_path: Path) -> Path:
    folder = tmp_path / "features"
    folder.mkdir()
    shutil.copy(FEATURES_DIR / FEATURE_2_17, folder)
    return folder


def _plain(impact: FeatureImpact) -> None:
    """The record is JSON, and each of its lists holds mappings of strings."""
    record = json.loads(json.dumps(impact.record()))
    for key in ("stale", "missing", "review", "unreviewed", "superseded", "uncovered"):
        assert all(isinstance(v, str) for item in record[key] for v in item.values()), key
    assert record["open_items"] == impact.open_items()


# ---------------------------------------------------------------------------------------------
# The kit's own editions are clean


@pytest.mark.parametrize(
    ("edition", "earlier"),
    [("nj-2004", "nj-1996"), ("nj-2024", "nj-2004"), ("nj-2024+bet-the-set", "nj-2024")],
)
def test_the_packaged_editions_have_nothing_open(
    corpus: Corpus, edition: str, earlier: str
) -> None:
    impact = feature_impact(corpus.edition(edition), corpus.edition(earlier))
    assert impact.open_items() == 0, "\n".join(impact.lines())
    assert impact.review and {item.status for item in impact.review} == {"reviewed"}
    _plain(impact)


def test_every_review_tag_records_the_text_its_rule_quotes() -> None:
    assert lint_review_tags(read_features(FEATURES_DIR)) == []


def test_bet_the_set_lists_what_it_replaced_and_what_no_feature_covers(corpus: Corpus) -> None:
    impact = feature_impact(corpus.edition(BASE), corpus.edition("nj-2024"))
    superseded = {(item.clause, item.change) for item in impact.superseded}
    # 2.18(a) was restated (nj-2024's Rule stays for nj-2024); 13:69F-2.20, continuous shuffling,
    # is not in the notice's edition, whose 2.20 is the blackjack bonus wager.
    assert ("13:69F-2.18(a)", "amended") in superseded
    assert ("13:69F-2.20", "removed") in superseded
    assert "13:69F-2.1" in {item.clause.split("(")[0] for item in impact.uncovered}


# ---------------------------------------------------------------------------------------------
# An amended pay table, before its quotes are written


def test_an_amended_line_makes_its_rule_stale_and_every_quote_of_the_edition_missing(
    sevens: Edition, base: Edition
) -> None:
    impact = feature_impact(sevens, base)

    rule_e = "13:69F-2.17(e) in nj-2024, nj-2024+bet-the-set"
    assert [(s.rule, s.clause, s.feature) for s in impact.stale] == [
        (rule_e, "13:69F-2.17(e)", f"features/{FEATURE_2_17}")
    ]
    # No Rule is tagged nj-2026 yet: every subsection it has is missing, one of them amended.
    assert len(impact.missing) == len(subsections_of(sevens))
    changed = [(m.clause, m.change) for m in impact.missing if m.change != "unchanged"]
    assert changed == [("13:69F-2.17(e)", "amended")]
    assert impact.command == f"python -m suite.features --write --edition {NEW}"
    # The scenarios to review are those `--write` will copy: all of the nj-2024 Rule's.
    scenarios = _rule(FEATURES_DIR, rule_e).scenarios
    assert [item.scenario for item in impact.review] == [s.name for s in scenarios]
    assert {item.status for item in impact.review} == {
        f"to review once --write copies it for {NEW}"
    }
    assert impact.unreviewed == ()
    assert impact.open_items() == 1 + len(impact.missing)
    _plain(impact)
    text = "\n".join(impact.lines())
    assert "amended 13:69F-2.17(e)" in text
    assert f"{len(impact.missing) - 1} unchanged, whose Rules lack @edition:{NEW}" in text


def test_a_changed_amount_is_the_only_changed_clause(base: Edition) -> None:
    amount = amended(base, NEW, "13:69F-2.17(a)", "in an amount of $ 1.00", "in an amount of $5.00")
    impact = feature_impact(amount, base)
    assert [s.clause for s in impact.stale] == ["13:69F-2.17(a)"]
    assert [m.clause for m in impact.missing if m.change != "unchanged"] == ["13:69F-2.17(a)"]
    assert {item.clause for item in impact.review} == {"13:69F-2.17(a)"}


def test_a_removed_subsection_is_not_open(base: Edition) -> None:
    removed_id = "13:69F-2.17(i)"
    sections = tuple(
        dataclasses.replace(
            section,
            edition=NEW,
            clauses=tuple(c for c in section.clauses if c.id != removed_id),
        )
        for section in base.sections
    )
    edition = dataclasses.replace(
        base, name=NEW, carries_over_from=BASE, sections=sections, _clauses={}
    )
    impact = feature_impact(edition, base)
    assert impact.stale == ()
    assert [(s.clause, s.change) for s in impact.superseded] == [(removed_id, "removed")]
    assert removed_id not in {m.clause for m in impact.missing}


# ---------------------------------------------------------------------------------------------
# Written, reviewed, clean


def test_written_quotes_leave_the_copied_scenarios_unreviewed_until_tagged(
    tmp_path: Path, corpus: Corpus, sevens: Edition, base: Edition
) -> None:
    folder = tmp_path / "features"
    shutil.copytree(FEATURES_DIR, folder)
    with_new = Corpus({**corpus.editions, NEW: sevens})
    editions = feature_editions(read_features(folder), with_new, [NEW])

    report = write_features(folder, with_new, editions=editions)

    assert len(report.written) == len(list(folder.glob("*.feature")))  # every Rule gains nj-2026
    features = read_features(folder)
    assert check_features(features, with_new, editions=editions) == []
    assert lint_scenario_names(features) == []
    assert lint_rule_scenarios(features) == []
    old = _rule(folder, "13:69F-2.17(e) in nj-2024, nj-2024+bet-the-set")
    new = _rule(folder, f"13:69F-2.17(e) in {NEW}")
    assert [s.name for s in new.scenarios] == [f"{s.name} ({NEW})" for s in old.scenarios]
    assert [s.kinds for s in new.scenarios] == [s.kinds for s in old.scenarios]
    assert not [tag for tag in new.tags if tag.startswith("reviewed:")]
    assert _rule(folder, "19:47-2.17(d) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set, nj-2026")

    impact = feature_impact(sevens, base, folder)
    sha = sevens.clauses["13:69F-2.17(e)"].sha256
    assert impact.stale == () and impact.missing == ()
    assert [(u.rule, u.tag, u.line) for u in impact.unreviewed] == [
        (new.name, f"@reviewed:{sha[:12]}", str(new.line))
    ]
    assert len(impact.review) == len(new.scenarios)
    assert {item.status for item in impact.review} == {"to review"}
    assert impact.open_items() == 1
    assert impact.command.endswith(f"--features-dir {folder}")

    path = folder / FEATURE_2_17
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[new.line - 2] = lines[new.line - 2].rstrip("\n") + f" {impact.unreviewed[0].tag}\n"
    path.write_text("".join(lines), encoding="utf-8")

    reviewed = feature_impact(sevens, base, folder)
    assert reviewed.open_items() == 0, "\n".join(reviewed.lines())
    assert {item.status for item in reviewed.review} == {"reviewed"}
    assert lint_review_tags(read_features(folder)) == []
    # The review is kept by the writer, which then changes nothing.
    assert write_features(folder, with_new, editions=editions).written == []


def test_a_rule_tagged_with_the_edition_but_quoting_other_text_is_stale(
    tmp_path: Path, corpus: Corpus, sevens: Edition, base: Edition
) -> None:
    folder = _only_2_17(tmp_path)
    with_new = Corpus({**corpus.editions, NEW: sevens})
    write_features(
        folder, with_new, sections=("2.17",), editions=(*feature_editions((), corpus), NEW)
    )
    # The notice is corrected after the quotes were written: one seven is paid 5 to 1.
    corrected = amended(base, NEW, *SEVENS[:2], "One Seven | 5 to 1")

    impact = feature_impact(corrected, base, folder, sections=("2.17",))

    # The Rule tagged nj-2026 quotes the text as written; nj-2024's Rule is stale again too,
    # since no Rule tagged nj-2026 quotes the corrected text.
    assert [(s.rule, s.editions) for s in impact.stale] == [
        ("13:69F-2.17(e) in nj-2024, nj-2024+bet-the-set", "nj-2024, nj-2024+bet-the-set"),
        (f"13:69F-2.17(e) in {NEW}", NEW),
    ]
    assert "'4' where the corpus has '5'" in impact.stale[1].reason
    assert [m.clause for m in impact.missing] == ["13:69F-2.17(e)"]
    assert impact.unreviewed == ()


def test_an_added_subsection_needs_scenarios_and_a_review(
    tmp_path: Path, corpus: Corpus, base: Edition
) -> None:
    last = base.clauses["13:69F-2.17(i)"]
    text = "A casino licensee shall post the odds of every additional wager at the table."
    added = dataclasses.replace(
        last,
        id="13:69F-2.17(j)",
        aliases=("19:47-2.17(j)",),
        edition=NEW,
        label="(j)",
        own_text=text,
        text=text,
        sha256=text_sha256(text),
        carried_over_from=None,
    )
    sections = tuple(
        dataclasses.replace(
            section,
            edition=NEW,
            clauses=section.clauses + ((added,) if section.id == last.section else ()),
        )
        for section in base.sections
    )
    edition = dataclasses.replace(
        base, name=NEW, carries_over_from=BASE, sections=sections, _clauses={}
    )
    folder = _only_2_17(tmp_path)
    with_new = Corpus({**corpus.editions, NEW: edition})
    write_features(
        folder, with_new, sections=("2.17",), editions=(*feature_editions((), corpus), NEW)
    )

    impact = feature_impact(edition, base, folder, sections=("2.17",))

    assert impact.stale == () and impact.missing == () and impact.review == ()
    (unreviewed,) = impact.unreviewed
    assert unreviewed.rule == f"13:69F-2.17(j) in {NEW}"
    assert unreviewed.change == "added"
    assert unreviewed.action.startswith("write scenarios for the text nj-2026 gives it")
    assert [f.problem for f in lint_rule_scenarios(read_features(folder))] == ["no scenario"]


def test_the_command_names_the_features_folder_only_when_it_is_not_the_kits() -> None:
    assert write_command([NEW]) == f"python -m suite.features --write --edition {NEW}"
    assert write_command([NEW], Path("/tmp/f x")).endswith("--features-dir '/tmp/f x'")
