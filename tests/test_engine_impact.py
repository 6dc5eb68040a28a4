"""`bjkit.impact.engine`: which engine rules an amendment flags for review, and which pay tables
and amounts it changes. Expected values are read from the rule text and the
registry of cited clauses by hand."""

from __future__ import annotations

from pathlib import Path

import pytest

from bjkit.impact.engine import REVIEWS_FILE, engine_impact, under
from bjkit.impact.engine_data import load_reviews
from regulations import KitError, load_corpus
from regulations.normalise import text_sha256
from tests.impact_editions import amended

CHECK_SIDE_STAKES = "reference_impl.side_wager_placement.check_side_stakes"


@pytest.mark.parametrize(
    ("cited", "clause", "expected"),
    [
        ("13:69F-2.17(e)", "13:69F-2.17(e)", True),
        ("13:69F-2.17(e)", "13:69F-2.17(e)2iv", True),
        ("13:69F-2.17(e)2", "13:69F-2.17(e)2iv", True),
        ("13:69F-2.20", "13:69F-2.20(l)", True),
        ("13:69F-2.1", "13:69F-2.17(a)", False),
        ("13:69F-2.17(e)2", "13:69F-2.17(e)3", False),
        ("13:69F-2.17(a)", "13:69F-2.17(b)", False),
    ],
)
def test_a_path_covers_the_clauses_under_it(cited: str, clause: str, expected: bool) -> None:
    assert under(cited, clause) is expected


def test_the_bet_the_set_notice_flags_four_functions_all_reviewed() -> None:
    corpus = load_corpus()
    impact = engine_impact(corpus.edition("nj-2024+bet-the-set"), corpus.edition("nj-2024"))
    # 2.18(a) amended, 2.20 (continuous shuffling) gone and 2.20(l) added, 2.29 added: the
    # functions citing them, with the paths each cites that changed.
    touched = {f.function: [t.path for t in f.touched] for f in impact.flagged}
    assert touched == {
        "reference_impl.irregularities._check_up_card": ["2.18(a)"],
        "reference_impl.shoe_session._Table.device_shuffle": ["2.20"],
        CHECK_SIDE_STAKES: ["2.29(b)", "2.29(c)"],
        "reference_impl.side_wagers.bet_the_set_2_29.decide_bet_the_set": [
            "2.29(d)", "2.29(e)", "2.29(e)1", "2.29(e)2", "2.29(g)",
        ],
    }  # fmt: skip
    assert all(f.reviewed for f in impact.flagged)
    # The twelve cells of 2.29(g) are new; the engine reads them from the text.
    assert len(impact.values) == 12
    assert all(v.follows and v.before is None for v in impact.values)
    cells = {v.what: v.after for v in impact.values}
    assert cells["Bet the Set, Paytable 2, regular-pair"] == "10 to 1"
    assert cells["Bet the Set, Paytable 2, suited-pair"] == "25 to 1"
    assert cells["Bet the Set, Paytable 5, suited-pair"] == "N/A"
    assert impact.open_items() == 0
    assert impact.record()["open_items"] == 0
    assert impact.lines()[-1] == "  open items: 0"


def test_a_changed_2_17_amount_flags_the_stake_check_and_the_engine_follows_it() -> None:
    base = load_corpus().edition("nj-2024")
    new = amended(base, "nj-2024+five", "13:69F-2.17(a)", "$ 1.00", "$5.00")
    impact = engine_impact(new, base)
    # Only check_side_stakes cites 2.17(a) (decide_* cite (b), (c), (e)).
    assert [(f.function, [t.clause for t in f.touched]) for f in impact.flagged] == [
        (CHECK_SIDE_STAKES, ["13:69F-2.17(a)"])
    ]
    assert not impact.flagged[0].reviewed
    [value] = impact.values
    assert (value.clause, value.before, value.after) == ("13:69F-2.17(a)", "$1.00", "$5.00")
    assert value.follows and value.agrees  # rule_text.PrintedAmounts reads it from the text
    assert impact.open_items() == 1  # the unreviewed function


def test_a_changed_sevens_line_is_followed_by_the_engine() -> None:
    base = load_corpus().edition("nj-2024")
    new = amended(base, "nj-2024+sevens", "13:69F-2.17(e)3", "5000 to 1", "1000 to 1")
    impact = engine_impact(new, base)
    # (e)3 changed, and with it (e), whose text holds it: decide_sevens cites both,
    # settle_side_wagers cites (e).
    assert {f.function: [t.path for t in f.touched] for f in impact.flagged} == {
        "reference_impl.side_wager_steps.settle_side_wagers": ["2.17(e)"],
        "reference_impl.side_wagers.additional_2_17.decide_sevens": ["2.17(e)", "2.17(e)3"],
    }
    [value] = impact.values
    assert value.what == "sevens, three-sevens-same-suit"
    assert (value.before, value.after, value.follows) == ("5000 to 1", "1000 to 1", True)
    assert impact.open_items() == 2  # two functions to review; the table follows by itself


def test_a_review_counts_only_against_the_text_it_was_made_against(tmp_path: Path) -> None:
    base = load_corpus().edition("nj-2024")
    new = amended(base, "nj-2024+five", "13:69F-2.17(a)", "$ 1.00", "$5.00")
    reviews = tmp_path / "reviews.toml"

    def record(text: str) -> None:
        reviews.write_text(
            f'[[review]]\nfunction = "{CHECK_SIDE_STAKES}"\nclause = "13:69F-2.17(a)"\n'
            f'sha256 = "{text_sha256(text)}"\nedition = "nj-2024+five"\nreviewer = "a tester"\n'
            'date = "2025-01-01"\nwhy = "read against the text"\n',
            encoding="utf-8",
        )

    record(base.clauses["13:69F-2.17(a)"].text)  # the old text
    assert not engine_impact(new, base, reviews_file=reviews).flagged[0].reviewed
    record(new.clauses["13:69F-2.17(a)"].text)
    impact = engine_impact(new, base, reviews_file=reviews)
    assert impact.flagged[0].reviewed
    assert impact.open_items() == 0


def test_a_changed_buster_minimum_contradicts_the_engine_s_declaration() -> None:
    base = load_corpus().edition("nj-2024")
    new = amended(base, "nj-2024+two", "13:69F-2.30(c)", "$1.00", "$2.00")
    impact = engine_impact(new, base)
    [value] = impact.values
    assert (value.clause, value.before, value.after) == ("13:69F-2.30(c)", "$1.00", "$2.00")
    # Offering.minimum of buster is declared as $1.00, not read from the text.
    assert not value.follows and value.engine == "$1.00" and not value.agrees
    assert [f.function for f in impact.flagged] == [CHECK_SIDE_STAKES]
    assert impact.open_items() == 2


def test_review_records_missing_a_field_are_refused(tmp_path: Path) -> None:
    reviews = tmp_path / "reviews.toml"
    reviews.write_text('[[review]]\nfunction = "f"\nclause = "c"\n', encoding="utf-8")
    with pytest.raises(KitError, match="review 1 lacks sha256"):
        load_reviews(reviews)


def test_the_shipped_review_records_read() -> None:
    assert len(load_reviews(REVIEWS_FILE)) == 9
