"""The exclusion clauses read from each edition's text, held against the texts read by hand.

Every expectation below was typed from the source files (and the Bet the Set notice, 003_...,
with its [bracketed] words struck and its **bold** words added), not from the module's output.
"""

from __future__ import annotations

import re

import pytest

from regulations import Corpus
from regulations.exclusions import (
    cited_sections,
    cut_off_clauses,
    disagreements,
    exclusion_clauses,
    section_of,
)

BET_THE_SET = "nj-2024+bet-the-set"

# The exclusion clauses each edition's text holds.
# nj-1996: 2.8(c) excludes surrender with multiple action blackjack; 2.11(e) excludes splitting
# more than once in games with multiple action blackjack; 2.13(a) and 2.17(a) exclude nothing yet.
# nj-2004 and nj-2024: 2.8(c) adds the progressive wager; 2.13(a) and 2.17(a) exclude it; 2.18(a)
# stops mid-sentence before any exclusion it may state (see test_2_18a_is_cut_off...).
# nj-2024+bet-the-set: the notice gives 2.18(a) whole, and adds 2.20(l), 2.22(l), 2.24(i) to
# 2.28(g) and 2.29(i).
COMMON = ("2.8(c)", "2.11(e)", "2.13(a)", "2.17(a)")
EXPECTED_CLAUSES = {
    "nj-1996": ("2.8(c)", "2.11(e)"),
    "nj-2004": COMMON,
    "nj-2024": COMMON,
    BET_THE_SET: (
        *COMMON,
        "2.18(a)",
        "2.20(l)",
        "2.22(l)",
        "2.24(i)",
        "2.25(h)",
        "2.26(h)",
        "2.27(g)",
        "2.28(g)",
        "2.29(i)",
    ),
}
PREFIX = {"nj-1996": "19:47-", "nj-2004": "19:47-", "nj-2024": "13:69F-", BET_THE_SET: "13:69F-"}

# Sections each clause lists, read by hand.
BY_HAND = {
    "nj-1996": {"2.8(c)": {"2.18"}, "2.11(e)": {"2.18"}},
    "nj-2004": {"2.8(c)": {"2.18", "2.19"}, "2.13(a)": {"2.19"}, "2.17(a)": {"2.19"}},
    "nj-2024": {"2.8(c)": {"2.18", "2.19"}, "2.13(a)": {"2.19"}, "2.17(a)": {"2.19"}},
    BET_THE_SET: {
        # "the progressive ... 2.19, the blackjack bonus ... 2.20, the streak ... 2.22, the
        # match-the-dealer ... 2.23, the 20 point bonus ... 2.24, the optional bonus ... 2.25,
        # the in-between wager authorized by 13:69F-2.26, [21 + 3 ... 2.27, house money ...
        # 2.28], **or the bet the set wager ... 2.29.**"
        "2.18(a)": {"2.19", "2.20", "2.22", "2.23", "2.24", "2.25", "2.26", "2.29"},
        # 2.20(l) lists neither 2.20 nor 2.23; 2.27 and 2.28 are struck.
        "2.20(l)": {"2.18", "2.19", "2.22", "2.24", "2.25", "2.26", "2.29"},
        # 2.22(l) lists "a streak wager pursuant to N.J.A.C. 13:69F-2.22": its own section.
        "2.22(l)": {"2.18", "2.19", "2.22", "2.24", "2.25", "2.26", "2.29"},
        "2.24(i)": {"2.18", "2.19", "2.22", "2.25", "2.26", "2.29"},
        "2.25(h)": {"2.18", "2.19", "2.22", "2.24", "2.26", "2.29"},
        "2.26(h)": {"2.18", "2.19", "2.22", "2.24", "2.25", "2.29"},
        # 2.27(g) has only 2.28 struck; 2.28(g) only 2.27.
        "2.27(g)": {"2.18", "2.19", "2.22", "2.24", "2.25", "2.26", "2.29"},
        "2.28(g)": {"2.18", "2.19", "2.22", "2.24", "2.25", "2.26", "2.29"},
        # 2.29(i) is new, printed whole: no 2.20, 2.23, 2.27 or 2.28.
        "2.29(i)": {"2.18", "2.19", "2.22", "2.24", "2.25", "2.26"},
        "2.8(c)": {"2.18", "2.19"},
        "2.11(e)": {"2.18"},
    },
}

# Where the clauses of nj-2024+bet-the-set disagree, read by hand: (clause, section it lists),
# where the listed section's own exclusion clause does not list the clause's section back.
DISAGREEMENTS_BY_HAND = {
    ("2.8(c)", "2.18"),  # 2.18(a) lists wagers only
    ("2.11(e)", "2.18"),
    *(("2.20(l)", s) for s in ("2.22", "2.24", "2.25", "2.26", "2.29")),
    *(("2.27(g)", s) for s in ("2.18", "2.22", "2.24", "2.25", "2.26", "2.29")),
    *(("2.28(g)", s) for s in ("2.18", "2.22", "2.24", "2.25", "2.26", "2.29")),
    ("2.22(l)", "2.22"),  # lists itself
}


def _paths(ids: object) -> tuple[str, ...]:
    assert isinstance(ids, tuple | list)
    return tuple(str(clause).split("-", 1)[1] for clause in ids)


@pytest.mark.parametrize("name", sorted(EXPECTED_CLAUSES))
def test_the_exclusion_clauses_found_are_those_the_text_has(corpus: Corpus, name: str) -> None:
    found = exclusion_clauses(corpus.edition(name))
    assert [c.path for c in found] == list(EXPECTED_CLAUSES[name])
    assert all(c.clause == PREFIX[name] + c.path for c in found)
    assert all(c.section == section_of(c.path) for c in found)


@pytest.mark.parametrize("name", sorted(BY_HAND))
def test_each_clause_lists_the_sections_read_by_hand(corpus: Corpus, name: str) -> None:
    found = {c.path: set(c.excludes) for c in exclusion_clauses(corpus.edition(name))}
    for path, sections in BY_HAND[name].items():
        assert found[path] == sections, path


def test_a_citation_without_njac_is_read_and_notice_citations_are_not(corpus: Corpus) -> None:
    # 2.18(a) cites the in-between wager "authorized by 13:69F-2.26", without N.J.A.C.
    found = {c.path: c for c in exclusion_clauses(corpus.edition(BET_THE_SET))}
    assert "2.26" in found["2.18(a)"].excludes
    assert "authorized by 13:69F-2.26" in found["2.18(a)"].wording
    # The notice requirement of 8.3 in the same sentences is not an exclusion.
    for name in EXPECTED_CLAUSES:
        assert all("8.3" not in c.excludes for c in exclusion_clauses(corpus.edition(name)))


def test_carried_over_clauses_cite_the_old_chapter_and_are_still_read(corpus: Corpus) -> None:
    edition = corpus.edition("nj-2024")
    surrender = edition.clauses["13:69F-2.8(c)"]
    assert "N.J.A.C. 19:47-2.19" in surrender.own_text
    found = {c.path: c.excludes for c in exclusion_clauses(edition)}
    assert found["2.8(c)"] == ("2.18", "2.19")


@pytest.mark.parametrize("name", ["nj-2004", "nj-2024"])
def test_2_18a_is_cut_off_so_its_exclusions_are_not_known(corpus: Corpus, name: str) -> None:
    edition = corpus.edition(name)
    assert [c.path for c in cut_off_clauses(edition)] == ["2.18(a)"]
    assert "2.18(a)" not in [c.path for c in exclusion_clauses(edition)]
    # 2.8(c) lists 2.18, but 2.18(a) being cut off is no disagreement: it is not known.
    assert disagreements(edition) == ()


def test_the_1996_text_of_2_18a_is_whole_and_excludes_nothing(corpus: Corpus) -> None:
    edition = corpus.edition("nj-1996")
    assert edition.clauses["19:47-2.18(a)"].complete
    assert cut_off_clauses(edition) == ()
    assert disagreements(edition) == ()


def test_the_bet_the_set_edition_gives_2_18a_whole(corpus: Corpus) -> None:
    edition = corpus.edition(BET_THE_SET)
    assert edition.clauses["13:69F-2.18(a)"].complete
    assert cut_off_clauses(edition) == ()


def test_the_bet_the_set_disagreements_are_those_read_by_hand(corpus: Corpus) -> None:
    found = disagreements(corpus.edition(BET_THE_SET))
    assert {(d.clause.split("-", 1)[1], d.section) for d in found} == DISAGREEMENTS_BY_HAND
    streak = next(d for d in found if d.lists_itself)
    assert streak.describe() == "13:69F-2.22(l) lists its own section 2.22"
    bonus = next(d for d in found if d.clause.endswith("2.20(l)") and d.section == "2.22")
    assert _paths(bonus.silent) == ("2.22(l)",)
    assert bonus.describe() == "13:69F-2.20(l) lists 2.22; 13:69F-2.22(l) does not list 2.20"


def test_bet_the_set_and_streak_exclude_each_other(corpus: Corpus) -> None:
    found = {c.path: c for c in exclusion_clauses(corpus.edition(BET_THE_SET))}
    assert found["2.29(i)"].lists("2.22") and found["2.22(l)"].lists("2.29")


@pytest.mark.parametrize(
    ("name", "cited", "not_cited"),
    [
        ("nj-1996", {"2.18"}, {"2.19", "2.20", "2.22"}),
        ("nj-2004", {"2.18", "2.19", "2.20"}, {"2.22", "2.23"}),
        ("nj-2024", {"2.18", "2.19", "2.20", "2.30"}, {"2.22", "2.23"}),
        # 2.27 and 2.28 are cited by no clause once the notice struck them; their own exclusion
        # clauses name them.
        (BET_THE_SET, {"2.19", "2.20", "2.22", "2.23", "2.24", "2.25", "2.26", "2.29"}, set()),
    ],
)
def test_the_sections_each_edition_cites(
    corpus: Corpus, name: str, cited: set[str], not_cited: set[str]
) -> None:
    found = cited_sections(corpus.edition(name))
    assert cited <= found
    assert not (not_cited & found)


# Sentences that read like an exclusion; each must be read as one, or be named here as not one.
_LOOKS_LIKE = re.compile(r"not be available|may not be (?:offered|used)|does not offer", re.I)
NOT_AN_OFFERING_EXCLUSION = {
    # The face-up hole card procedure makes surrender and insurance unavailable: a dealing
    # procedure, not a table offering; TableRules refuses surrender with it under 2.6(k)3.
    "2.6(k)3",
}


@pytest.mark.parametrize("name", sorted(EXPECTED_CLAUSES))
def test_every_sentence_that_reads_like_an_exclusion_is_read(corpus: Corpus, name: str) -> None:
    edition = corpus.edition(name)
    read = {c.path for c in exclusion_clauses(edition)}
    looks = {
        clause.id.split("-", 1)[1]
        for clause in edition.clauses.values()
        if _LOOKS_LIKE.search(clause.own_text)
    }
    assert looks - read <= NOT_AN_OFFERING_EXCLUSION
