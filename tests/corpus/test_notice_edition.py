"""The edition the Bet the Set 21 notice produces: nj-2024 with the notice applied at load time.

The notice is `regulations/data/notices/bet-the-set-21.toml` (source 003_272356aa69b070ca.txt);
`regulations.notice_apply` applies it. Every clause the notice does not give is nj-2024's.
"""

from __future__ import annotations

import dataclasses
import shutil
import tomllib
from pathlib import Path
from typing import Any

import pytest

from regulations import ClauseStatus, Corpus, Edition, KitError, parse_clause_id
from regulations.build.toml_writer import dumps
from regulations.integrity import check_completeness, check_provenance
from regulations.loader import DATA_DIR, load_editions, load_errata
from regulations.model import Provenance, Section
from regulations.normalise import text_sha256
from regulations.notation import amended_reading
from regulations.notice_stored import NoticeError
from regulations.sources import read_source_lines

EDITION = "nj-2024+bet-the-set"
NOTICE_FILE = DATA_DIR / "notices" / "bet-the-set-21.toml"
SOURCE = "003_272356aa69b070ca.txt"


@pytest.fixture(scope="module")
def notice() -> dict[str, Any]:
    return tomllib.loads(NOTICE_FILE.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def edition(corpus: Corpus) -> Edition:
    return corpus.edition(EDITION)


def _section(edition: Edition, section_id: str) -> Section:
    return next(s for s in edition.sections if s.id == section_id)


def test_the_edition_carries_nj_2024_over_and_reads_the_notice(edition: Edition) -> None:
    assert edition.carries_over_from == "nj-2024"
    assert SOURCE in edition.sources
    assert "Bet the Set 21" in edition.title
    assert edition.chapter == "13:69F"


def test_each_amended_subsection_is_the_notices_text(
    edition: Edition, notice: dict[str, Any]
) -> None:
    ids = [change["id"] for change in notice["changes"]]
    assert ids == [
        "13:69E-1.10(v)",
        "13:69F-2.18(a)",
        "13:69F-2.20(l)",
        "13:69F-2.22(l)",
        "13:69F-2.24(i)",
        "13:69F-2.25(h)",
        "13:69F-2.26(h)",
        "13:69F-2.27(g)",
        "13:69F-2.28(g)",
    ]
    for change in notice["changes"]:
        clause = edition.clauses[change["id"]]
        assert clause.text == change["text_amended"], clause.id
        assert clause.sha256 == change["sha256_amended"] == text_sha256(clause.text), clause.id
        assert clause.amended_by == "bet-the-set-21"
        assert clause.carried_over_from is None
        assert clause.status is ClauseStatus.COMPLETE
        first, last = change["lines"]
        assert clause.provenance == Provenance(source=SOURCE, first_line=first, last_line=last)


def test_every_clause_the_notice_does_not_give_is_nj_2024s(
    corpus: Corpus, edition: Edition
) -> None:
    base = corpus.edition("nj-2024")
    carried = [c for c in edition.clauses.values() if c.amended_by is None]
    assert len(carried) > 150
    for clause in carried:
        original = base.clauses[clause.id]
        assert clause.text == original.text, clause.id
        assert clause.sha256 == original.sha256, clause.id
        assert clause.provenance == original.provenance, clause.id
        assert clause.status == original.status, clause.id
        assert clause.carried_over_from == "nj-2024", clause.id
        assert clause.edition == EDITION
    # What the notice gives has its provenance in the notice; nothing else of nj-2024 is lost
    # but the continuous-shuffling text that stood under 13:69F-2.20 (I-notice-2.20-bonus-wager).
    given = [c for c in edition.clauses.values() if c.amended_by is not None]
    assert {c.amended_by for c in given} == {"bet-the-set-21"}
    assert {c.provenance.source for c in given} == {SOURCE}
    assert sorted(set(base.clauses) - set(edition.clauses)) == ["13:69F-2.20"]


def test_sections_not_amended_are_carried_over_whole(corpus: Corpus, edition: Edition) -> None:
    base = corpus.edition("nj-2024")
    amended = {"13:69E-1.10", "13:69F-2.18", "13:69F-2.20"}
    for section in base.sections:
        if section.id in amended:
            continue
        ours = _section(edition, section.id)
        assert ours.carried_over_from == "nj-2024"
        assert (ours.heading, ours.absent, ours.notes) == (
            section.heading,
            section.absent,
            section.notes,
        )
        assert [c.id for c in ours.clauses] == [c.id for c in section.clauses]


def test_bet_the_set_21_is_a_new_section_with_its_pay_table(
    edition: Edition, notice: dict[str, Any]
) -> None:
    section = _section(edition, "13:69F-2.29")
    assert section.heading == "Bet the set 21"
    assert section.carried_over_from is None
    assert [c.id for c in section.clauses] == [c["id"] for c in notice["new_clauses"]]
    for raw in notice["new_clauses"]:
        assert edition.clauses[raw["id"]].sha256 == raw["sha256"], raw["id"]
    assert [c.id for c in section.subsections] == [f"13:69F-2.29({x})" for x in "abcdefghi"]
    assert edition.clauses["13:69F-2.29(f)"].children == ("13:69F-2.29(f)1", "13:69F-2.29(f)2")
    assert edition.clauses["13:69F-2.29(f)2iii"].depth == 3
    assert edition.clauses["13:69F-2.29(e)"].text.splitlines()[1:] == [
        "1. All losing bet the set wagers shall be collected by the dealer, and",
        "2. All winning bet the set wagers will be paid out in accordance with section (g) below.",
    ]
    table = edition.clauses["13:69F-2.29(g)"].text.splitlines()
    assert table[1:] == [
        "Paytable 1 | Paytable 2 | Paytable 3 | Paytable 4 | Paytable 5 | Paytable 6",
        "Regular Pair | N/A | 10 to 1 | 10 to 1 | 10 to 1 | 12 to 1 | 10 to 1",
        "Suited Pair | 15 to 1 | 25 to 1 | 15 to 1 | 12 to 1 | N/A | 20 to 1",
    ]
    assert edition.clauses["13:69F-2.29(a)"].aliases == ("19:47-2.29(a)",)


def test_multiple_action_a_is_complete_and_names_bet_the_set(
    corpus: Corpus, edition: Edition
) -> None:
    before = corpus.clause("13:69F-2.18(a)", edition="nj-2024")
    after = edition.clauses["13:69F-2.18(a)"]
    assert before.status is ClauseStatus.INCOMPLETE
    assert after.status is ClauseStatus.COMPLETE
    assert "bet the set wager authorized by N.J.A.C. 13:69F-2.29" in after.text
    assert "house money" not in after.text
    assert "21 + 3" not in after.text
    section = _section(edition, "13:69F-2.18")
    assert [c.id for c in section.subsections] == [f"13:69F-2.18({x})" for x in "abcdefghij"]
    assert all(c.carried_over_from == "nj-2024" for c in section.clauses[1:])
    assert any("bet-the-set-21" in note for note in section.notes)


def test_the_quoted_definitions_are_an_incomplete_definitions_section(edition: Edition) -> None:
    parsed = parse_clause_id("13:69F-2.1")
    assert parsed is not None
    assert str(parsed) == "13:69F-2.1"
    assert parsed.section_id == "13:69F-2.1"
    section = _section(edition, "13:69F-2.1")
    assert section.heading == "Definitions"
    assert edition.sections[1] is section  # after 13:69E-1.10, before 13:69F-2.2
    (clause,) = section.clauses
    assert clause.id == "13:69F-2.1"
    assert clause.status is ClauseStatus.INCOMPLETE
    assert "27" in clause.status_note
    assert "31" in clause.status_note
    lines = clause.text.splitlines()
    assert lines[0].startswith("The following words and terms, when used in this subchapter")
    assert [line.split(" shall mean")[0] for line in lines[1:]] == [
        '"Bart Carter shuffle"',
        '"Blackjack"',
        "“Pair square”",
    ]
    assert "...." not in clause.text
    assert clause.provenance == Provenance(source=SOURCE, first_line=21, last_line=29)


def test_2_20_is_the_blackjack_bonus_wager(edition: Edition) -> None:
    section = _section(edition, "13:69F-2.20")
    assert section.heading == "Blackjack bonus wager"
    assert [c.id for c in section.clauses] == ["13:69F-2.20(l)"]
    assert "".join(a.letter for a in section.absent) == "abcdefghijk"
    assert all("No Change" in a.reason and "in no source" in a.reason for a in section.absent)
    assert any("I-notice-2.20-bonus-wager" in note for note in section.notes)
    texts = " ".join(c.text for c in edition.clauses.values())
    assert "automatically reshuffle" not in texts


@pytest.mark.parametrize(
    ("section_id", "heading", "restated", "kept"),
    [
        ("13:69F-2.22", "Blackjack streak wager", "l", "abcdefghijk"),
        ("13:69F-2.24", "20 point bonus wager", "i", "abcdefgh"),
        ("13:69F-2.25", "Optional bonus wager", "h", "abcdefg"),
        ("13:69F-2.26", "In-between wager", "h", "abcdefg"),
        ("13:69F-2.27", "21+3 wager", "g", "abcdef"),
        ("13:69F-2.28", "House money wager", "g", "abcdef"),
    ],
)
def test_a_section_only_the_notice_gives_holds_its_restated_subsection(
    edition: Edition, section_id: str, heading: str, restated: str, kept: str
) -> None:
    section = _section(edition, section_id)
    assert section.heading == heading
    assert section.carried_over_from is None
    assert [c.id for c in section.clauses] == [f"{section_id}({restated})"]
    assert "".join(a.letter for a in section.absent) == kept
    assert section.absent[0].reason.startswith(f"kept by the notice's '(a) – ({kept[-1]}) No")


def test_the_layout_section_gains_v(corpus: Corpus, edition: Edition) -> None:
    section = _section(edition, "13:69E-1.10")
    assert [c.id for c in section.subsections] == ["13:69E-1.10(v)", "13:69E-1.10(x)"]
    assert "".join(a.letter for a in section.absent) == "abcdefghijklmnopqrstuw"
    assert "Pair Square" in edition.clauses["13:69E-1.10(v)"].text
    assert "13:69E-1.10(v)" not in corpus.edition("nj-2024").clauses


def test_each_amended_text_is_its_printed_lines_read_in_force(
    notice: dict[str, Any], sources_folder: Path
) -> None:
    lines = read_source_lines(SOURCE, sources_folder)
    for change in notice["changes"]:
        first, last = change["lines"]
        printed = " ".join(lines[first - 1 : last])
        parsed = parse_clause_id(change["id"])
        assert parsed is not None
        body = printed.strip().removeprefix(f"({parsed.subsection})").strip()
        assert amended_reading(body) == change["text_amended"], change["id"]
        if change["id"] != "13:69E-1.10(v)":  # a new subsection, printed without markup
            assert "[" in printed and "**" in printed, change["id"]


def test_the_integrity_checks_read_the_notice_in_force(
    edition: Edition, sources_folder: Path
) -> None:
    errata = load_errata()
    assert check_provenance({EDITION: edition}, errata, sources_folder).findings == []
    assert check_completeness({EDITION: edition}, errata, sources_folder).findings == []
    # The printed text with its deletion is not the text in force: it is caught.
    clause = edition.clauses["13:69F-2.27(g)"]
    deleted = "the house money wager authorized by N.J.A.C. 13:69F-2.28"
    as_printed = clause.text.replace("13:69F-2.26, or", f"13:69F-2.26, {deleted}, or")
    sections = tuple(
        dataclasses.replace(
            s,
            clauses=tuple(
                dataclasses.replace(c, text=as_printed) if c.id == clause.id else c
                for c in s.clauses
            ),
        )
        for s in edition.sections
    )
    damaged = dataclasses.replace(edition, sections=sections, _clauses={})
    findings = check_provenance({EDITION: damaged}, errata, sources_folder).findings
    assert [f.clause for f in findings] == ["13:69F-2.27(g)"]


# A notice that does not hold together is refused ---------------------------------------------


def _data_dir_with(tmp_path: Path, notice: dict[str, Any]) -> Path:
    data_dir = tmp_path / "data"
    shutil.copytree(DATA_DIR, data_dir)
    (data_dir / "notices" / "bet-the-set-21.toml").write_text(dumps(notice), encoding="utf-8")
    return data_dir


def _change(notice: dict[str, Any], clause_id: str) -> dict[str, Any]:
    return next(c for c in notice["changes"] if c["id"] == clause_id)


def test_a_copy_of_the_data_loads_the_same_edition(tmp_path: Path, notice: dict[str, Any]) -> None:
    editions = load_editions(_data_dir_with(tmp_path, notice))
    assert editions[EDITION].clauses == load_editions()[EDITION].clauses


def test_an_amended_text_without_its_recorded_hash_is_refused(
    tmp_path: Path, notice: dict[str, Any]
) -> None:
    tampered = tomllib.loads(dumps(notice))
    _change(tampered, "13:69F-2.24(i)")["sha256_amended"] = "0" * 64
    with pytest.raises(NoticeError, match=r"13:69F-2\.24\(i\).*sha256"):
        load_editions(_data_dir_with(tmp_path, tampered))


def test_an_amended_text_that_the_printed_text_does_not_give_is_refused(
    tmp_path: Path, notice: dict[str, Any]
) -> None:
    tampered = tomllib.loads(dumps(notice))
    change = _change(tampered, "13:69F-2.18(a)")
    # Rehashed, so only the derivation from the printed text can tell.
    change["text_amended"] = change["text_amended"].replace("two or three", "two, three or four")
    change["sha256_amended"] = text_sha256(change["text_amended"])
    with pytest.raises(KitError, match=r"13:69F-2\.18\(a\).*printed text"):
        load_editions(_data_dir_with(tmp_path, tampered))


def test_a_new_clause_without_its_recorded_hash_is_refused(
    tmp_path: Path, notice: dict[str, Any]
) -> None:
    tampered = tomllib.loads(dumps(notice))
    row = next(c for c in tampered["new_clauses"] if c["id"] == "13:69F-2.29(g)")
    row["text"] = row["text"].replace("25 to 1", "30 to 1")
    with pytest.raises(NoticeError, match=r"13:69F-2\.29\(g\).*sha256"):
        load_editions(_data_dir_with(tmp_path, tampered))


def test_a_changed_heading_of_a_section_the_edition_holds_is_refused(
    tmp_path: Path, notice: dict[str, Any]
) -> None:
    tampered = tomllib.loads(dumps(notice))
    amendment = next(a for a in tampered["amendments"] if a["section"] == "13:69F-2.18")
    amendment["heading"] = "Multiple action"
    with pytest.raises(NoticeError, match=r"13:69F-2\.18: the notice heads it"):
        load_editions(_data_dir_with(tmp_path, tampered))
