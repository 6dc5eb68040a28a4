"""One mechanism applies a register notice, whatever form it comes in (issue 28, deliver 4).

The kit's stored notice (`data/notices/bet-the-set-21.toml`, read by `regulations.notice_stored`)
and the same notice as the Register prints it (source 003_272356aa69b070ca.txt, read by
`regulations.notice_text`) become the same instructions and go through the one applier
(`regulations.notice_apply`): a notice that does not hold together with the edition is refused
in the same words from either form, naming the section and the provision. The expected words are
read off the notice's "No Change" line and the clause ids, not off the kit's output.
"""

from __future__ import annotations

import copy
import tomllib
from typing import Any

import pytest

from regulations import load_corpus
from regulations.loader import DATA_DIR
from regulations.model import Edition
from regulations.notice_apply import AmendOptions, NoticeRefusedError, amend_edition
from regulations.notice_stored import apply_stored_notice, read_notice
from regulations.notice_text import read_printed_notice
from regulations.sources import sources_dir

SOURCE = "003_272356aa69b070ca.txt"
EDITION = "nj-2024+bet-the-set"


@pytest.fixture(scope="module")
def nj_2024() -> Edition:
    return load_corpus().edition("nj-2024")


@pytest.fixture(scope="module")
def stored() -> dict[str, Any]:
    return read_notice(DATA_DIR, "bet-the-set-21")


@pytest.fixture(scope="module")
def entry() -> dict[str, Any]:
    manifest = tomllib.loads((DATA_DIR / "editions.toml").read_text(encoding="utf-8"))
    return next(e for e in manifest["editions"] if e["name"] == EDITION)


def _printed() -> str:
    return (sources_dir() / SOURCE).read_text(encoding="utf-8")


def _stored_problems(base: Edition, notice: dict[str, Any], entry: dict[str, Any]) -> list[str]:
    with pytest.raises(NoticeRefusedError) as refused:
        apply_stored_notice(base, notice, entry)
    return list(refused.value.problems)


def _printed_problems(base: Edition, text: str) -> list[str]:
    with pytest.raises(NoticeRefusedError) as refused:
        amend_edition(
            base,
            read_printed_notice(text, SOURCE),
            AmendOptions(
                edition=EDITION, notice="bet-the-set-21", replaces=frozenset({"13:69F-2.20"})
            ),
        )
    return list(refused.value.problems)


def test_a_no_change_range_over_a_restated_subsection_is_refused_alike(
    nj_2024: Edition, stored: dict[str, Any], entry: dict[str, Any]
) -> None:
    # 2.18's "(b) – (j) No Change" widened to (a), which the notice restates on line 35.
    said = (
        "13:69F-2.18: the line '(a) – (j) No Change' keeps 13:69F-2.18(a), which the notice "
        "also restates"
    )
    tampered = copy.deepcopy(stored)
    next(a for a in tampered["amendments"] if a["section"] == "13:69F-2.18")["unchanged"] = (
        "(a) – (j)"
    )
    assert _stored_problems(nj_2024, tampered, entry) == [said]
    printed = _printed().replace("(b) – (j) No Change", "(a) – (j) No Change")
    assert _printed_problems(nj_2024, printed) == [said]


def test_a_new_section_the_edition_holds_is_refused_alike(
    nj_2024: Edition, stored: dict[str, Any], entry: dict[str, Any]
) -> None:
    # The notice's new section numbered 13:69F-2.17, which nj-2024 holds as "Permissible
    # additional wagers".
    said = (
        "13:69F-2.17: printed as a new section, but nj-2024 has it ('Permissible additional "
        "wagers'); a section that changes is headed '(Amendment)'"
    )
    tampered = copy.deepcopy(stored)
    tampered["new_section"] = "13:69F-2.17"
    tampered["new_clauses"] = [
        {**c, "id": c["id"].replace("2.29", "2.17")} for c in tampered["new_clauses"]
    ]
    assert said in _stored_problems(nj_2024, tampered, entry)
    printed = _printed().replace("§ 13:69F-2.29 Bet the set 21", "§ 13:69F-2.17 Bet the set 21")
    assert said in _printed_problems(nj_2024, printed)


def test_both_forms_make_the_same_clauses(
    nj_2024: Edition, stored: dict[str, Any], entry: dict[str, Any]
) -> None:
    from_stored = apply_stored_notice(nj_2024, stored, entry)
    from_printed = amend_edition(
        nj_2024,
        read_printed_notice(_printed(), SOURCE),
        AmendOptions(edition=EDITION, notice="bet-the-set-21", replaces=frozenset({"13:69F-2.20"})),
    ).sections
    assert [s.id for s in from_stored] == [s.id for s in from_printed]
    for mine, theirs in zip(from_stored, from_printed, strict=True):
        assert mine.clauses == theirs.clauses, mine.id
        assert mine.absent == theirs.absent, mine.id
    # Only the sections' notes are worded per form (regulations.notice_wording).
    notes = {s.id: s.notes for s in from_stored}
    assert any("I-notice-2.20-bonus-wager" in n for n in notes["13:69F-2.20"])
