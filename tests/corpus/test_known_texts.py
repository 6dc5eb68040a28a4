"""Facts of the rule texts read by hand from the sources, checked against the corpus."""

from __future__ import annotations

import pytest

from regulations import ClauseStatus, Corpus


@pytest.mark.parametrize(
    ("edition", "clause_id", "king_and_queen_option_1"),
    [
        # shared/regulation-sources/004 line 867, 000 line 446, 002 line 4.
        ("nj-1996", "19:47-2.17(e)2i", "King and queen | 50 to 1 | 10 to 1 | 5 to 1 | 25 to 1"),
        ("nj-2004", "19:47-2.17(e)2i", "King and queen | 5 to 1 | 10 to 1 | 5 to 1 | 25 to 1"),
        ("nj-2024", "13:69F-2.17(e)2i", "King and Queen | 50 to 1 | 10 to 1 | 5 to 1 | 25 to 1"),
    ],
)
def test_single_deck_king_and_queen_odds_differ_by_edition(
    corpus: Corpus, edition: str, clause_id: str, king_and_queen_option_1: str
) -> None:
    clause = corpus.clause(clause_id, edition=edition)
    assert king_and_queen_option_1 in clause.text.splitlines()


def test_payment_of_blackjack_in_1996_reads_as_printed(corpus: Corpus) -> None:
    clause = corpus.clause("19:47-2.7(a)", edition="nj-1996")
    assert clause.text == (
        "If the first face up card dealt to the dealer is 2, 3, 4, 5, 6, 7, 8, or 9 and a player "
        "has blackjack, the dealer shall announce and pay the blackjack at odds of 3 to 2 and "
        "shall remove the player's cards before any player receives a third card."
    )
    assert clause.provenance.source == "004_aac599b28e9d2f65.txt"
    assert (clause.provenance.first_line, clause.provenance.last_line) == (607, 607)


def test_consolidated_net_payout_appears_in_2004(corpus: Corpus) -> None:
    assert "19:47-2.7(c)" not in corpus.edition("nj-1996").clauses
    clause = corpus.clause("19:47-2.7(c)", edition="nj-2004")
    assert "consolidated net payout" in clause.text
    carried = corpus.clause("13:69F-2.7(c)", edition="nj-2024")
    assert carried.text == clause.text
    assert carried.carried_over_from == "nj-2004"


def test_cut_off_paragraphs_are_incomplete_not_completed(corpus: Corpus) -> None:
    e3 = corpus.clause("19:47-2.3(e)3", edition="nj-1996")
    e4 = corpus.clause("19:47-2.3(e)4", edition="nj-1996")
    assert e3.status is ClauseStatus.INCOMPLETE
    assert e3.text.endswith("shall be paid at odds")
    assert e4.status is ClauseStatus.INCOMPLETE
    assert e4.text == "Five Cards Totalling 21 shall be paid at odds of 2 to"
    parent = corpus.clause("19:47-2.3(e)", edition="nj-1996")
    assert parent.status is ClauseStatus.INCOMPLETE
    assert corpus.clause("19:47-2.3(e)1", edition="nj-1996").status is ClauseStatus.COMPLETE


def test_2004_multiple_action_keeps_its_cut_off_a_and_carries_b_to_j(corpus: Corpus) -> None:
    edition = corpus.edition("nj-2004")
    first = edition.clauses["19:47-2.18(a)"]
    assert first.status is ClauseStatus.INCOMPLETE
    assert first.text.endswith("provided that the casino licensee complies with the")
    assert first.provenance.source == "000_77663ce6b091f5ba.txt"
    later = edition.clauses["19:47-2.18(j)"]
    assert later.carried_over_from == "nj-1996"
    assert later.provenance.source == "004_aac599b28e9d2f65.txt"


def test_2024_additional_wager_is_one_dollar(corpus: Corpus) -> None:
    clause = corpus.clause("13:69F-2.17(a)", edition="nj-2024")
    # Source 002 prints "$ 1.00", and the corpus keeps it verbatim (issue 29).
    assert "in an amount of $ 1.00 provided that" in clause.text
    assert clause.carried_over_from is None


def test_ocr_slips_are_corrected_where_unambiguous(corpus: Corpus) -> None:
    edition = corpus.edition("nj-1996")
    assert "19:47-2.6(l)" in edition.clauses
    assert "19:47-2.15(l)" in edition.clauses
    assert "his or her hole card" in edition.clauses["19:47-2.15(j)"].text
    assert "N.J.A.C. 19:47-8.3" in edition.clauses["19:47-2.18(b)"].text
    assert "Notwithstanding any other provision" in edition.clauses["19:47-2.3(e)"].text


def test_page_furniture_is_left_out(corpus: Corpus) -> None:
    clause = corpus.clause("19:47-2.6(k)", edition="nj-1996")
    assert "Next Page" not in clause.text
    assert clause.text.splitlines()[-1].startswith("5. Any player who elects to split cards")


def test_buster_blackjack_is_only_in_2024(corpus: Corpus) -> None:
    clause = corpus.clause("13:69F-2.30(h)", edition="nj-2024")
    assert "$5.00" in clause.text
    assert "13:69F-2.30(h)" not in corpus.edition("nj-2004").clauses
    table = corpus.clause("13:69F-2.30(g)", edition="nj-2024").text.splitlines()
    assert table[1] == (
        "# of Cards | Paytable A | Paytable B | Paytable C | Paytable D | Paytable E | Paytable F"
    )
    assert table[-1] == "3 | 2 | 2 | 2 | 2 | 2 | 1"


def test_layout_section_records_the_subsections_it_lacks(corpus: Corpus) -> None:
    section = next(s for s in corpus.edition("nj-2024").sections if s.id == "13:69E-1.10")
    assert [c.id for c in section.subsections] == ["13:69E-1.10(x)"]
    assert "".join(a.letter for a in section.absent) == "abcdefghijklmnopqrstuvw"


def test_sections_without_subsections_are_one_clause(corpus: Corpus) -> None:
    assert corpus.clause("19:47-2.14", edition="nj-1996").text == (
        "A casino licensee may permit a player to wager on more than one box at a Blackjack table."
    )
    assert corpus.clause("19:47-2.14", edition="nj-2004").text.startswith(
        "A player may only wager on one box"
    )


def test_craps_and_baccarat_are_in_the_1996_edition(corpus: Corpus) -> None:
    games = corpus.edition("nj-1996").games()
    assert games["craps"] == 2
    # 3.1 (a)-(c), 3.2 (a)-(d), 3.3 (a)-(d), 3.4 (a)-(c), 3.5 (a)-(e): the recut of (e) is the
    # source's last line.
    assert games["baccarat-punto-banco"] == 19
    assert corpus.clause("19:47-3.5(e)", edition="nj-1996").text.endswith(
        "or by the next person entitled to cut the cards, as determined by (b) above."
    )
    assert corpus.clause("19:47-1.2(a)1iii(2)", edition="nj-1996").text.startswith(
        "A total of 4, 5, 6, 8, 9 or 10 is thrown and a 7 subsequently appears"
    )
