"""`regulations.edition_diff`: the clauses an edition adds, removes, amends (with a word-level
redline) and carries over, and its heading changes.

Expected values are read from the texts: the nj-2024 text of 13:69F-2.18(a) (carried over from
the 2004 source, line 508, which the corpus cuts off at "complies with the") against the Bet the
Set notice's restatement (003_..., line 35), and the 2.17 texts of the 1996 and 2004 sources.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from regulations import Corpus, Edition, load_corpus
from regulations.edition_diff import Op, RedlineRun, diff_editions, redline, render_redline


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return load_corpus()


def test_redline_is_blind_to_spacing_and_puts_deletions_before_additions() -> None:
    assert redline("the  player's \t hand", "the player's hand") == (
        RedlineRun(Op.KEEP, "the player's hand"),
    )
    runs = redline("outcome of the player's hand", "outcome of the players hand")
    assert runs == (
        RedlineRun(Op.KEEP, "outcome of the"),
        RedlineRun(Op.DELETE, "player's"),
        RedlineRun(Op.ADD, "players"),
        RedlineRun(Op.KEEP, "hand"),
    )
    assert render_redline(runs) == "outcome of the [player's] **players** hand"


def test_a_table_keeps_its_rows_in_the_redline() -> None:
    """The rows of a pay table are lines of the clause's text (2.17(e)3's sevens table)."""
    runs = redline(
        "Two Sevens | 50 to 1\nOne Seven | 3 to 1", "Two Sevens | 50 to 1\nOne Seven | 4 to 1"
    )
    assert render_redline(runs) == "Two Sevens | 50 to 1\nOne Seven | [3] **4** to 1"


def test_the_bet_the_set_notice_against_nj_2024(corpus: Corpus) -> None:
    before, after = corpus.edition("nj-2024"), corpus.edition("nj-2024+bet-the-set")
    diff = diff_editions(before, after)

    # The notice restates 2.18(a), the only restated subsection nj-2024 already holds.
    assert [amended.id for amended in diff.amended] == ["13:69F-2.18(a)"]
    amended = diff.amended[0]
    # nj-2024 reads "the player's hand", the notice "the players hand"; nj-2024's text stops at
    # "complies with the", so the rest of the notice's text is added. The notice's own
    # [bracketed] 2.27 and 2.28 were never in nj-2024's text: nothing else is deleted.
    assert amended.words(Op.DELETE) == ("player's",)
    added = amended.words(Op.ADD)
    assert added[:4] == ("players", "notice", "requirements", "set")
    assert " ".join(added).endswith("or the bet the set wager authorized by N.J.A.C. 13:69F-2.29.")
    assert "13:69F-2.27," not in added
    assert amended.runs[0] == RedlineRun(
        Op.KEEP,
        "A casino licensee may, in its discretion, offer to every player at a blackjack table "
        "the option to make either two or three separate wagers on the outcome of the",
    )

    # 13:69F-2.29 (a) to (i) with their paragraphs (e)1, 2, (f)1, i, ii, 2, i, ii, iii: 18;
    # 13:69E-1.10(v), 13:69F-2.1 and the seven restated exclusion clauses of 2.20 to 2.28: 9.
    added_ids = [clause.id for clause in diff.added]
    assert [f"13:69F-2.29({letter})" in added_ids for letter in "abcdefghi"] == [True] * 9
    assert len(added_ids) == 27
    for new in ("13:69E-1.10(v)", "13:69F-2.1", "13:69F-2.22(l)", "13:69F-2.28(g)"):
        assert new in added_ids
    # nj-2024's 13:69F-2.20 is the 1996 continuous shuffling shoe text, which the new edition
    # replaces by the blackjack bonus wager's (l).
    assert [clause.id for clause in diff.removed] == ["13:69F-2.20"]
    assert diff.removed[0].own_text.startswith("In lieu of the dealing and shuffling")
    assert [(h.section, h.before, h.after) for h in diff.headings] == [
        ("13:69F-2.20", "Continuous shuffling shoe or device", "Blackjack bonus wager")
    ]
    assert len(diff.unchanged) == len(before.clauses) - 2
    assert "13:69F-2.7(a)" in {clause.id for clause in diff.unchanged}
    assert not diff.empty


def test_the_text_rendering_uses_the_register_notation(corpus: Corpus) -> None:
    diff = diff_editions(corpus.edition("nj-2024"), corpus.edition("nj-2024+bet-the-set"))
    text = " ".join(diff.text().split())
    assert "27 added, 1 removed, 1 amended" in text
    assert "outcome of the [player's] **players** hand" in text
    assert "complies with the **notice requirements set forth in N.J.A.C. 13:69F-8.3" in text
    assert '"Continuous shuffling shoe or device" -> "Blackjack bonus wager"' in text


def test_the_2004_single_deck_king_and_queen_line(corpus: Corpus) -> None:
    # 2.17(e)2i Option 1, King and queen: 50 to 1 in the 1996 source, 5 to 1 in the 2004 one.
    diff = diff_editions(corpus.edition("nj-1996"), corpus.edition("nj-2004"))
    amended = {a.id: a for a in diff.amended}["19:47-2.17(e)2i"]
    assert amended.words(Op.DELETE) == ("50",)
    assert amended.words(Op.ADD) == ("5",)
    assert "King and queen | [50] **5** to 1 | 10 to 1" in render_redline(amended.runs)


def test_a_clause_amended_only_through_its_paragraphs_names_them(corpus: Corpus) -> None:
    # 2004 -> 2024: (e)1 gains "or", (e)2 cites 13:69F-8.3, (e)3 capitalises the sevens lines;
    # the words of (e) itself are the same. (a)3 lost its paragraph i ("$1.00"), which 2024
    # moved into (a): "in an amount of $ 1.00".
    diff = diff_editions(corpus.edition("nj-2004"), corpus.edition("nj-2024"))
    amended = {a.id: a for a in diff.amended}
    e = amended["13:69F-2.17(e)"]
    assert not e.own_words_changed
    assert e.changed_paragraphs == ("13:69F-2.17(e)1", "13:69F-2.17(e)2", "13:69F-2.17(e)3")
    assert amended["13:69F-2.17(e)1"].words(Op.ADD) == ("or",)
    assert amended["13:69F-2.17(a)3"].changed_paragraphs == ("19:47-2.17(a)3i",)
    assert "in an amount of $ 1.00" in " ".join(amended["13:69F-2.17(a)"].words(Op.ADD))
    assert "its own words are unchanged; amended in 13:69F-2.17(e)1" in diff.text()


def test_an_edition_against_itself_changes_nothing(corpus: Corpus) -> None:
    edition = corpus.edition("nj-2004")
    diff = diff_editions(edition, edition)
    assert diff.empty
    assert len(diff.unchanged) == len(edition.clauses)


def test_the_record_is_json_ready(corpus: Corpus) -> None:
    diff = diff_editions(corpus.edition("nj-2024"), corpus.edition("nj-2024+bet-the-set"))
    record = json.loads(json.dumps(diff.record()))
    assert record["from"] == "nj-2024"
    assert record["to"] == "nj-2024+bet-the-set"
    assert record["counts"] == {
        "added": 27, "removed": 1, "amended": 1, "unchanged": 198, "headings": 1,
    }  # fmt: skip
    (amended,) = record["amended"]
    assert amended["id"] == "13:69F-2.18(a)"
    assert amended["amended_by"] == "bet-the-set-21"
    assert amended["deleted_words"] == ["player's"]
    assert {"op": "delete", "text": "player's"} in amended["redline"]
    assert record["removed"][0]["id"] == "13:69F-2.20"
    assert record["headings"][0]["after"] == "Blackjack bonus wager"
    assert "13:69F-2.7(a)" in record["unchanged"]


def test_a_clause_amended_by_a_future_notice_is_redlined(corpus: Corpus) -> None:
    """An edition the tests make, as `bjkit amend` would: 2.29(g)'s Paytable 1 pays a regular
    pair 8 to 1 instead of N/A."""
    base = corpus.edition("nj-2024+bet-the-set")
    sections = []
    for section in base.sections:
        clauses = tuple(
            replace(
                clause,
                own_text=clause.own_text.replace("Regular Pair | N/A", "Regular Pair | 8 to 1"),
                text=clause.text.replace("Regular Pair | N/A", "Regular Pair | 8 to 1"),
                edition="future",
            )
            for clause in section.clauses
        )
        sections.append(replace(section, clauses=clauses, edition="future"))
    future = Edition(
        name="future",
        title="a test edition",
        chapter=base.chapter,
        description="",
        sources=base.sources,
        carries_over_from=base.name,
        sections=tuple(sections),
    )
    diff = diff_editions(base, future)
    assert [a.id for a in diff.amended] == ["13:69F-2.29(g)"]
    assert diff.amended[0].words(Op.DELETE) == ("N/A",)
    assert diff.amended[0].words(Op.ADD) == ("8", "to", "1")
