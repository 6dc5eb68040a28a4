"""The one vocabulary of the features (DESIGN.md style point 11, issue 28 deliverable 5): each house
option and each decision is said one way, in the rule's words, and a step that says it in the
protocol's or the catalog's tokens fails `python -m suite.features --check`.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

import steps.plugin  # noqa: F401 - loads the wagers' step modules, which register their words
from regulations import Corpus, load_corpus
from steps.blackjack.words import decision_token, decision_tokens, read_house_phrases
from suite.features import FEATURES_DIR, read_feature, read_features
from suite.features.lint import check_features
from suite.features.vocabulary import lint_vocabulary, vocabulary_problem

_FEATURE = """\
    Feature: 13:69F-2.9 Insurance wagers

      Rule: 13:69F-2.9(a) in nj-2024
        A quote may say "hit" or "insure:5" or hole_card=face-up: it is the rule's text.

        @example
        Scenario: One step
          Given box 1 wagers $10
          {step}
    """


def _feature(folder: Path, step: str) -> Path:
    path = folder / "synthetic.feature"
    path.write_text(textwrap.dedent(_FEATURE).replace("{step}", step), encoding="utf-8")
    return path


def test_the_features_say_house_options_and_decisions_one_way() -> None:
    findings = lint_vocabulary(read_features(FEATURES_DIR))
    assert not findings, "\n".join(f"{f.path}:{f.line}: {f.detail}" for f in findings)


@pytest.mark.parametrize(
    "step",
    [
        "Given the house option hole_card is face-up",
        "And the house option payout_rounding is exact",
        'When a table is asked for with "side_wagers=bet-the-set"',
        'When a table is asked for with "max_splits=3, boxes=7"',
        'When box 1 decides "insure:5"',
        'When box 1 decides "double"',
        'When Ann on box 1 decides "no-double"',
        'When the decisions are "split, stand, stand"',
        'Then box 1 may not "surrender"',
        'And the cut of shuffle 1 is answered "refuse, cut:15"',
        "When box 1 decides insure:5",
        "Given the table's five_card_21 is offered",
    ],
)
def test_a_step_in_another_form_is_a_finding(tmp_path: Path, step: str) -> None:
    feature = read_feature(_feature(tmp_path, step))
    findings = lint_vocabulary([feature])
    assert [(f.line, f.problem) for f in findings] == [(9, "vocabulary")]


@pytest.mark.parametrize(
    "step",
    [
        "Given the dealer deals the hole card face up",
        "When a table is asked for at which the table offers the bet the set wager",
        "When box 1 decides to insure for $5",
        "When box 1 decides to double down",
        "When the decisions are to split, stand and stand",
        'Then box 1\'s hand is "AS KH"',
        'And there is no "burn" event',
        "And the cut of shuffle 1 is declined once, then made at 15",
    ],
)
def test_the_chosen_phrases_and_cards_are_no_finding(tmp_path: Path, step: str) -> None:
    # nor is the Rule's quote, which says "hit", "insure:5" and hole_card=face-up: only steps
    # are read, and the same words in a step are a finding
    assert vocabulary_problem('When box 1 decides "hit" or "insure:5"') is not None
    assert lint_vocabulary([read_feature(_feature(tmp_path, step))]) == []


def test_the_check_of_the_features_reports_the_vocabulary(tmp_path: Path) -> None:
    corpus: Corpus = load_corpus()
    feature = read_feature(_feature(tmp_path, 'When box 1 decides "hit"'))
    findings = check_features([feature], corpus, sections=(), editions=())
    assert [f.problem for f in findings if f.problem == "vocabulary"] == ["vocabulary"]


# The phrases set the options the catalog's tokens set (reference_impl.catalog.OPTIONS).
@pytest.mark.parametrize(
    ("words", "options"),
    [
        ("the dealer takes no hole card", {"hole_card": "no-hole-card"}),
        (
            "the dealer deals a face-down hole card into a card reader",
            {"hole_card": "face-down-card-reader"},
        ),
        ("the house offers no surrender", {"surrender": False}),
        ("the house offers insurance once the cards are dealt", {"insurance_timing": "after-deal"}),
        ("the house lets a pair be split only once", {"max_splits": 1}),
        ("the house lets a pair be split up to 3 times", {"max_splits": 3}),
        ("the house lets aces be resplit like any other pair", {"aces_split_once": False}),
        ("the house lets only one person wager on a box", {"players_per_box": 1}),
        ("the table's smallest chip is $0.50", {"chip_unit": "0.50"}),
        ("the table minimum is $5", {"table_minimum": "5"}),
        ("the house pays exactly to the cent", {"payout_rounding": "exact"}),
        ("the shoe holds 1 deck", {"decks": 1}),
        (
            "the house lets a pair be split up to 3 times, the table has 6 boxes and the house "
            "lets aces be split only once",
            {"max_splits": 3, "boxes": 6, "aces_split_once": True},
        ),
        (
            "the house offers surrender and the table offers the progressive blackjack wager",
            {"surrender": True, "side_wagers": "progressive-blackjack"},
        ),
        (
            "the table offers multiple action blackjack, the streak wager and the bet the set "
            "wager",
            {"side_wagers": "multiple-action-blackjack streak bet-the-set"},
        ),
        (
            "the table offers the Buster Blackjack wager and the Free Bonus",
            {"side_wagers": "buster buster-free-bonus"},
        ),
        (
            "the table offers the 21+3 wager and the dealer deals a face-down hole card",
            {"side_wagers": "21-plus-3", "hole_card": "face-down"},
        ),
    ],
)
def test_a_house_phrase_sets_the_options_of_its_rule(
    words: str, options: dict[str, object]
) -> None:
    assert read_house_phrases(words) == options


def test_words_that_are_no_house_phrase_are_not_read() -> None:
    assert read_house_phrases("the house offers a free lunch") is None
    assert read_house_phrases("the house offers surrender and a free lunch") is None


@pytest.mark.parametrize(
    ("words", "token"),
    [
        ("hit", "hit"),
        ("double down", "double"),
        ("double down for $5", "double:5"),
        ("insure for $7.50", "insure:7.50"),
        ("decline insurance", "no-insurance"),
        ("decline to double down", "no-double"),
        ("refuse the exposed card", "refuse-card"),
        ("take the missed card later", "deal-later"),
        ("move the wager to the second split hand", "move"),
    ],
)
def test_a_decision_in_words_is_its_protocol_token(words: str, token: str) -> None:
    assert decision_token(words) == token


def test_decisions_in_a_list() -> None:
    assert decision_tokens("split, double down for $10 and stand") == [
        "split",
        "double:10",
        "stand",
    ]
    assert decision_tokens("hit or double down", last="or") == ["hit", "double"]
    with pytest.raises(ValueError, match="not a decision"):
        decision_token("hit me")
