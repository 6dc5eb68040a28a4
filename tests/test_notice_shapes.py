"""The notice reader follows the Register's notation as printed (issue 29, deliver 2): one notice
written for each shape, applied with the amend path, and the amended clause compared with the
text read by hand off the notice and the clause it restates; `bjkit diff` shows that edit.

Shapes: punctuation right after and right before a marked span; deleted and added spans that
split or join words; spacing inside amounts and citations; a marked span inside a table cell; a
marked span across a line break; nested and repeated marks in one sentence; a section without
subsections; an item "(1)" under a subparagraph.
"""

from __future__ import annotations

import pytest

from regulations import Corpus, load_corpus
from regulations.edition_diff import diff_editions, render_redline
from regulations.model import Edition
from regulations.notation_readings import earlier_reading, new_reading
from regulations.notice_apply import Amended, AmendOptions, NoticeRefusedError, amend_edition
from regulations.notice_text import read_printed_notice

NEW = "nj-2024+shape"


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return load_corpus()


def _apply(corpus: Corpus, notice: str, base: str = "nj-2024") -> tuple[Amended, Edition]:
    edition = corpus.edition(base)
    amended = amend_edition(
        edition,
        read_printed_notice(notice, "shape.txt"),
        AmendOptions(edition=NEW, notice="shape"),
    )
    new = Edition(
        name=NEW,
        title="shape",
        chapter=edition.chapter,
        description="",
        sources=edition.sources,
        carries_over_from=edition.name,
        sections=amended.sections,
    )
    return amended, new


def _redline(corpus: Corpus, new: Edition, clause: str, base: str = "nj-2024") -> str:
    diff = diff_editions(corpus.edition(base), new)
    changed = [a for a in diff.amended if a.own_words_changed]
    assert [a.id for a in changed] == [clause]
    assert not diff.added and not diff.removed
    return render_redline(changed[0].runs)


def test_a_citation_update_followed_by_a_comma(corpus: Corpus) -> None:
    # 13:69F-2.6(k)2 of nj-2024 carries the 1996 citation "N.J.A.C. 19:47-2.3(e), except ...".
    notice = (
        "§ 13:69F-2.6 Procedure for dealing cards (Amendment)\n\n"
        "(k) (No change in text.)\n\n"
        "1. (No change.)\n\n"
        "2. Winning wagers shall be paid in accordance with N.J.A.C. [19:47-2.3(e)] "
        "**13:69F-2.3(e)**, except that standard blackjack shall be paid at odds of 1 to 1;\n"
    )
    _, new = _apply(corpus, notice)
    assert new.clauses["13:69F-2.6(k)2"].own_text == (
        "Winning wagers shall be paid in accordance with N.J.A.C. 13:69F-2.3(e), except that "
        "standard blackjack shall be paid at odds of 1 to 1;"
    )
    assert _redline(corpus, new, "13:69F-2.6(k)2") == (
        "Winning wagers shall be paid in accordance with N.J.A.C. [19:47-2.3(e)] "
        "**13:69F-2.3(e)**, except that standard blackjack shall be paid at odds of 1 to 1;"
    )


def test_a_citation_update_followed_by_a_full_stop(corpus: Corpus) -> None:
    notice = (
        "§ 13:69F-2.17 Permissible additional wagers (Amendment)\n\n"
        "(a) – (g) No Change\n\n"
        "(h) A casino licensee shall post the maximum limit of the additional wager, as "
        "established in (g) above, in accordance with [13:69F-8.3] **13:69F-8.4**.\n"
    )
    _, new = _apply(corpus, notice)
    assert new.clauses["13:69F-2.17(h)"].own_text == (
        "A casino licensee shall post the maximum limit of the additional wager, as established "
        "in (g) above, in accordance with 13:69F-8.4."
    )


def test_punctuation_before_a_span_and_a_deleted_stop(corpus: Corpus) -> None:
    # "...; [and]" style: an addition right after a semicolon, and a deletion of the full stop
    # with the words before it.
    notice = (
        "§ 13:69F-2.14 A player wagering on more than one box (Amendment)\n\n"
        "A player may only wager on one box at a Blackjack table unless the casino licensee, "
        "in its discretion, permits the player to wager on additional boxes[.]**; provided "
        "that no player wagers on more than three boxes.**\n"
    )
    _, new = _apply(corpus, notice)
    assert new.clauses["13:69F-2.14"].own_text == (
        "A player may only wager on one box at a Blackjack table unless the casino licensee, in "
        "its discretion, permits the player to wager on additional boxes; provided that no "
        "player wagers on more than three boxes."
    )


def test_a_deletion_before_a_full_stop_takes_the_space_before_it(corpus: Corpus) -> None:
    notice = (
        "§ 13:69F-2.14 A player wagering on more than one box (Amendment)\n\n"
        "A player may only wager on one box at a Blackjack table unless the casino licensee, "
        "in its discretion, permits the player to wager on [additional boxes] **other boxes**.\n"
    )
    _, new = _apply(corpus, notice)
    assert new.clauses["13:69F-2.14"].own_text.endswith(
        "permits the player to wager on other boxes."
    )
    notice = notice.replace("[additional boxes] **other boxes**", "additional [boxes]")
    _, new = _apply(corpus, notice)
    assert new.clauses["13:69F-2.14"].own_text.endswith(
        "permits the player to wager on additional."
    )


def test_spans_that_split_and_join_words(corpus: Corpus) -> None:
    # "box" gains a plural s inside the word; a hyphen splits "Blackjack"; deleting the space
    # joins "casino licensee" into one word.
    notice = (
        "§ 13:69F-2.14 A player wagering on more than one box (Amendment)\n\n"
        "A player may only wager on one box**es** at a Black**-**jack table unless the "
        "casino[ ]licensee, in its discretion, permits the player to wager on additional boxes.\n"
    )
    _, new = _apply(corpus, notice)
    after = (
        "A player may only wager on one boxes at a Black-jack table unless the casinolicensee, "
        "in its discretion, permits the player to wager on additional boxes."
    )
    assert new.clauses["13:69F-2.14"].own_text == after
    redline = _redline(corpus, new, "13:69F-2.14")
    # The diff marks whole words: the words the notice's marks fall in.
    assert redline == (
        "A player may only wager on one [box] **boxes** at a [Blackjack] **Black-jack** table "
        "unless the [casino licensee] **casinolicensee**, in its discretion, permits the player "
        "to wager on additional boxes."
    )
    assert earlier_reading(redline) == corpus.clause("13:69F-2.14", edition="nj-2024").own_text
    assert new_reading(redline) == after


def test_the_amount_as_source_002_prints_it_and_as_the_register_does(corpus: Corpus) -> None:
    # nj-2024 holds "$ 1.00" as source 002 prints it; a notice may quote it either way.
    head = (
        "§ 13:69F-2.17 Permissible additional wagers (Amendment)\n\n"
        "(a) A casino licensee may, in its discretion, offer to all players at a blackjack table "
        "that does not offer the progressive blackjack wager authorized by 13:69F-2.19 the "
        "option to make one of the following additional wagers in an amount of "
    )
    tail = (
        " provided that the casino licensee complies with the notice requirements set forth in "
        "13:69F-8.3 prior to withdrawing the offer of this option:\n\n(b) – (h) No Change\n"
    )
    for printed in ("[$ 1.00] **$5.00**", "[$1.00] **$5.00**", "$[ 1.00] **5.00**"):
        amended, new = _apply(corpus, head + printed + tail)
        text = new.clauses["13:69F-2.17(a)"].own_text
        assert "in an amount of $5.00 provided that" in text, printed
    # Quoted as source 002 prints it, the notice agrees with the corpus: no note. Quoted
    # "$1.00", it differs only in the spacing inside an amount: applied, with a note.
    amended, _ = _apply(corpus, head + "[$ 1.00] **$5.00**" + tail)
    assert not amended.warnings
    amended, _ = _apply(corpus, head + "[$1.00] **$5.00**" + tail)
    assert any("spacing inside an amount" in w for w in amended.warnings)
    amended, new = _apply(corpus, head + "$1.00" + tail)
    assert "in an amount of $1.00 provided" in new.clauses["13:69F-2.17(a)"].own_text
    assert any("spacing inside an amount" in w for w in amended.warnings)


def test_spacing_inside_a_citation(corpus: Corpus) -> None:
    notice = (
        "§ 13:69F-2.17 Permissible additional wagers (Amendment)\n\n"
        "(a) – (g) No Change\n\n"
        "(h) A casino licensee shall post the maximum limit of the additional wager, as "
        "established in (g) above, in accordance with [13:69F- 8.3] **N.J.A.C. 13:69F-8.3**.\n"
    )
    amended, new = _apply(corpus, notice)
    assert new.clauses["13:69F-2.17(h)"].own_text.endswith(
        "in accordance with N.J.A.C. 13:69F-8.3."
    )
    # "13:69F- 8.3" stands for the clause's "13:69F-8.3": applied, with a note saying so.
    assert any("inside an amount or a citation" in w for w in amended.warnings)


def test_a_marked_span_inside_a_table_cell(corpus: Corpus) -> None:
    notice = (
        "§ 13:69F-2.17 Permissible additional wagers (Amendment)\n\n"
        "(e) (No change in text.)\n\n"
        "1. (No change.)\n\n"
        "2. (No change in text.)\n\n"
        "i. Single Deck Blackjack Tables:\n"
        "Initial Two Cards\tOption 1\tOption 2\tOption 3\tOption 4\n"
        "King and Queen\t[50] **40** to 1\t10 to 1\t5 to 1\t25 to 1\n"
        "Any Two Cards\t2.5 to 1\t3 to 1\t3 to 1\t[2.5 to 1] **2 to 1**\n"
    )
    _, new = _apply(corpus, notice)
    assert new.clauses["13:69F-2.17(e)2i"].own_text == (
        "Single Deck Blackjack Tables:\n"
        "Initial Two Cards | Option 1 | Option 2 | Option 3 | Option 4\n"
        "King and Queen | 40 to 1 | 10 to 1 | 5 to 1 | 25 to 1\n"
        "Any Two Cards | 2.5 to 1 | 3 to 1 | 3 to 1 | 2 to 1"
    )
    redline = _redline(corpus, new, "13:69F-2.17(e)2i")
    assert "King and Queen | [50] **40** to 1 | 10 to 1" in redline
    assert "Any Two Cards | 2.5 to 1 | 3 to 1 | 3 to 1 | [2.5] **2** to 1" in redline


def test_a_marked_span_across_a_line_break(corpus: Corpus) -> None:
    notice = (
        "§ 13:69F-2.17 Permissible additional wagers (Amendment)\n\n"
        "(a) – (g) No Change\n\n"
        "(h) A casino licensee shall post the maximum limit of the [additional\n"
        "wager, as established in (g) above,] **additional wager\n"
        "established in (g) above** in accordance with 13:69F-8.3.\n"
    )
    _, new = _apply(corpus, notice)
    assert new.clauses["13:69F-2.17(h)"].own_text == (
        "A casino licensee shall post the maximum limit of the additional wager established in "
        "(g) above in accordance with 13:69F-8.3."
    )


def test_repeated_marks_in_one_sentence(corpus: Corpus) -> None:
    notice = (
        "§ 13:69F-2.6 Procedure for dealing cards (Amendment)\n\n"
        "(k) (No change in text.)\n\n"
        "1. – 2. (No change.)\n\n"
        "3. Surrender, pursuant to N.J.A.C. [19:47-2.8] **13:69F-2.8**, and insurance wagers, "
        "pursuant to N.J.A.C. [19:47-2.9] **13:69F-2.9**, shall not be available;\n"
    )
    _, new = _apply(corpus, notice)
    assert new.clauses["13:69F-2.6(k)3"].own_text == (
        "Surrender, pursuant to N.J.A.C. 13:69F-2.8, and insurance wagers, pursuant to N.J.A.C. "
        "13:69F-2.9, shall not be available;"
    )
    assert _redline(corpus, new, "13:69F-2.6(k)3") == (
        "Surrender, pursuant to N.J.A.C. [19:47-2.8] **13:69F-2.8**, and insurance wagers, "
        "pursuant to N.J.A.C. [19:47-2.9] **13:69F-2.9**, shall not be available;"
    )


def test_nested_marks() -> None:
    # I-notation-nested-marks: bracketed text is out of the new reading, bold text out of the
    # earlier one, whatever holds what.
    assert earlier_reading("the **added [gone] too** then [old **new** old] end") == (
        "the then old old end"
    )
    assert new_reading("the **added [gone] too** then [old **new** old] end") == (
        "the added too then end"
    )


def test_nested_marks_through_the_amend_path(corpus: Corpus) -> None:
    notice = (
        "§ 13:69F-2.14 A player wagering on more than one box (Amendment)\n\n"
        "A player may only wager on one box at a Blackjack table unless the casino licensee, "
        "in its discretion, permits the player to wager on **up to two [additional] more** "
        "[additional] boxes.\n"
    )
    _, new = _apply(corpus, notice)
    assert new.clauses["13:69F-2.14"].own_text.endswith(
        "permits the player to wager on up to two more boxes."
    )


def test_an_item_under_a_subparagraph(corpus: Corpus) -> None:
    # 19:47-1.2(a)1iii(1) of nj-1996 (craps): "A total of 2, 3, or 12 is thrown; or".
    notice = (
        "§ 19:47-1.2 Permissible wagers (Amendment)\n\n"
        "(a) (No change in text.)\n\n"
        "1. (No change in text.)\n\n"
        "iii. (No change in text.)\n\n"
        "(1) A total of 2, 3[,] or 12 is thrown; or\n"
    )
    _, new = _apply(corpus, notice, base="nj-1996")
    clause = new.clauses["19:47-1.2(a)1iii(1)"]
    assert clause.own_text == "A total of 2, 3 or 12 is thrown; or"
    assert clause.label == "(1)"


def test_text_of_a_section_with_subsections_outside_them_is_refused(corpus: Corpus) -> None:
    notice = "§ 13:69F-2.17 Permissible additional wagers (Amendment)\n\nSome words.\n"
    with pytest.raises(NoticeRefusedError, match="belongs to no subsection"):
        _apply(corpus, notice)


def test_table_rows_added_and_deleted_across_line_breaks(corpus: Corpus) -> None:
    # 2.17(e)3's sevens table: a new first line in bold, and the "Two Sevens of Any Suit" line
    # with its "(initial two cards)" under it deleted by one bracket over two lines.
    notice = (
        "§ 13:69F-2.17 Permissible additional wagers (Amendment)\n\n"
        "(e) (No change in text.)\n\n1. – 2. (No change.)\n\n"
        "3. For wagers made pursuant to (a)3 above, the player shall be paid only for the "
        "highest winning payout below:\n"
        "Hand\tPayout Odds\n"
        "**Four Sevens\t9000 to 1**\n"
        "Three Sevens of the Same Suit\t5000 to 1\n"
        "Three Sevens of Any Suit\t500 to 1\n"
        "Two Sevens of the Same Suit\t100 to 1\n"
        "(initial two cards)\n"
        "[Two Sevens of Any Suit\t50 to 1\n"
        "(initial two cards)]\n"
        "One Seven\t3 to 1\n"
        "(initial card)\n"
    )
    _, new = _apply(corpus, notice)
    assert new.clauses["13:69F-2.17(e)3"].own_text == (
        "For wagers made pursuant to (a)3 above, the player shall be paid only for the highest "
        "winning payout below:\n"
        "Hand | Payout Odds\n"
        "Four Sevens | 9000 to 1\n"
        "Three Sevens of the Same Suit | 5000 to 1\n"
        "Three Sevens of Any Suit | 500 to 1\n"
        "Two Sevens of the Same Suit | 100 to 1\n"
        "(initial two cards)\n"
        "One Seven | 3 to 1\n"
        "(initial card)"
    )
