"""`bjkit coverage` as a user runs it: on the real features, and on a small folder of features."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bjkit.cli import main
from regulations import load_corpus
from suite.features import write_features

# Subsections of the covered sections, counted from `bjkit show`: nj-1996 has 2.2 (3), 2.3 (11),
# 2.6 (15), 2.7 (2), 2.8 (3), 2.9 (4), 2.10 (2), 2.11 (5), 2.12 (3), 2.13 (7), 2.14 (1) and
# 2.16 (3), with 2.4 (4), 2.5 (9), 2.15 (13: (a) to (m)), 2.17 (9: (a) to (i)), 2.18 (10: (a)
# to (j)) and 2.20 (1); nj-2004 adds 2.7(c), 2.9(e), 2.9(f), 2.11(f), 2.15(n) and 2.15(o);
# nj-2024 carries those over (its 2.17 has the same nine subsections, (a) to (i)) and adds the
# layout's 13:69E-1.10(x) and 2.30 (9: (a) to (i)). nj-2024+bet-the-set has nj-2024's, with the
# blackjack bonus wager's 2.20(l) in place of the continuous shuffling text of 2.20, and adds
# 13:69E-1.10(v), the restated 2.22(l), 2.24(i), 2.25(h), 2.26(h), 2.27(g), 2.28(g) and 2.29
# (9: (a) to (i)).
# nj-1996 also holds craps (19:47-1.1, 1.2: 2) and Baccarat-Punto Banco (3.1 to 3.5: 3 + 4 + 4 +
# 3 + 5 = 19), whose features are in their own folders: 105 + 2 + 19 = 126.
SUBSECTIONS = {"nj-1996": 126, "nj-2004": 111, "nj-2024": 121, "nj-2024+bet-the-set": 137}
# The covered sections each edition holds: 2.2 to 2.18 and 2.20; 13:69E-1.10 and 2.30 from
# nj-2024 on; 2.22, 2.24 to 2.28 and 2.29 in nj-2024+bet-the-set.
SECTIONS = {"nj-1996": 18 + 2 + 5, "nj-2004": 18, "nj-2024": 20, "nj-2024+bet-the-set": 27}


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def _json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    status, out, _ = _run(capsys, "coverage", "--json", *argv)
    assert status == 0
    document: dict[str, Any] = json.loads(out)
    return document


def _clauses(edition: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {c["clause"]: c for s in edition["sections"] for c in s["clauses"]}


def test_every_clause_of_the_four_editions_is_quoted(capsys: pytest.CaptureFixture[str]) -> None:
    document = _json(capsys)
    editions = {e["edition"]: e for e in document["editions"]}
    assert list(editions) == ["nj-1996", "nj-2004", "nj-2024", "nj-2024+bet-the-set"]
    for name, edition in editions.items():
        totals = edition["totals"]
        assert totals["clauses"] == SUBSECTIONS[name]
        assert (totals["quoted"], totals["stale"], totals["missing"]) == (SUBSECTIONS[name], 0, 0)
        assert len(edition["sections"]) == SECTIONS[name]


def test_one_edition_in_its_own_chapter(capsys: pytest.CaptureFixture[str]) -> None:
    (edition,) = _json(capsys, "--edition", "nj-2024")["editions"]
    section = next(s for s in edition["sections"] if s["section"] == "13:69F-2.7")
    assert section["heading"].startswith("Payment of blackjack; consolidated net payout")
    assert [(c["clause"], c["rules"]) for c in section["clauses"]] == [
        ("13:69F-2.7(a)", ["19:47-2.7(a) in nj-2004, nj-2024, nj-2024+bet-the-set"]),
        ("13:69F-2.7(b)", ["19:47-2.7(b) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set"]),
        ("13:69F-2.7(c)", ["19:47-2.7(c) in nj-2004, nj-2024, nj-2024+bet-the-set"]),
    ]
    assert set(section["clauses"][0]["scenarios"]) == {
        "example",
        "property",
        "validation",
        "manual",
        "untagged",
    }


def test_the_edition_of_the_notice_quotes_the_bonus_wager_under_2_20(
    capsys: pytest.CaptureFixture[str],
) -> None:
    (edition,) = _json(capsys, "--edition", "nj-2024+bet-the-set")["editions"]
    assert edition["edition"] == "nj-2024+bet-the-set"
    section = next(s for s in edition["sections"] if s["section"] == "13:69F-2.20")
    assert section["heading"] == "Blackjack bonus wager"
    (clause,) = section["clauses"]
    assert clause["clause"] == "13:69F-2.20(l)"
    assert (clause["quoted"], clause["rules"]) == ("yes", ["13:69F-2.20(l) in nj-2024+bet-the-set"])
    assert clause["scenarios"]["manual"] == 0
    assert clause["scenarios"]["validation"] == 7
    section = next(s for s in edition["sections"] if s["section"] == "13:69F-2.7")
    assert section["clauses"][0]["rules"] == [
        "19:47-2.7(a) in nj-2004, nj-2024, nj-2024+bet-the-set"
    ]


@pytest.mark.parametrize(
    ("edition", "clauses"),
    [
        ("nj-2024", ["13:69E-1.10(x)"]),
        ("nj-2024+bet-the-set", ["13:69E-1.10(v)", "13:69E-1.10(x)"]),
    ],
)
def test_the_layout_section_of_the_equipment_chapter_is_counted(
    capsys: pytest.CaptureFixture[str], edition: str, clauses: list[str]
) -> None:
    (record,) = _json(capsys, "--edition", edition)["editions"]
    section = record["sections"][0]
    assert section["section"] == "13:69E-1.10"
    assert [c["clause"] for c in section["clauses"]] == clauses
    assert all(c["quoted"] == "yes" and c["scenarios"]["manual"] for c in section["clauses"])
    assert section["totals"]["quoted"] == len(clauses)


@pytest.mark.parametrize(
    ("edition", "rule", "validations"),
    [
        ("nj-1996", "19:47-2.18(a) in nj-1996", 1),
        ("nj-2004", "19:47-2.18(a) in nj-2004, nj-2024", 1),
        ("nj-2024", "19:47-2.18(a) in nj-2004, nj-2024", 1),
        # The eight wagers the amended (a) names, the two the notice struck that 2.27(g) and
        # 2.28(g) still exclude, Buster (I-2.18-one-dealer-hand-wagers) and the table itself.
        ("nj-2024+bet-the-set", "13:69F-2.18(a) in nj-2024+bet-the-set", 12),
    ],
)
def test_multiple_action_blackjack_is_quoted_in_each_edition(
    capsys: pytest.CaptureFixture[str], edition: str, rule: str, validations: int
) -> None:
    (record,) = _json(capsys, "--edition", edition)["editions"]
    section = next(s for s in record["sections"] if s["section"].endswith("-2.18"))
    assert section["totals"]["quoted"] == section["totals"]["clauses"] == 10
    clause = section["clauses"][0]
    assert (clause["quoted"], clause["rules"]) == ("yes", [rule])
    assert clause["scenarios"]["validation"] == validations


def test_the_text_table_has_a_row_per_clause_and_totals(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = _run(capsys, "coverage", "--edition", "nj-1996")
    assert status == 0
    lines = out.splitlines()
    assert "nj-1996: 126 of 126 clauses quoted, 0 stale, 0 missing" in out
    assert any(line.startswith("19:47-2.7(b)") and " yes " in line for line in lines)
    assert any(line.startswith("19:47-2.7 total") and " 2/2 " in line for line in lines)
    assert any(line.startswith("nj-1996 total") and " 126/126 " in line for line in lines)
    assert "19:47-2.7 Payment of blackjack (blackjack)" in lines
    assert "19:47-3.3 Payout odds; vigorish (baccarat-punto-banco)" in lines
    assert "19:47-1.2 Permissible wagers (craps)" in lines
    assert "13:69F" not in out
    assert "13:69E" not in out


@pytest.fixture
def small_features(tmp_path: Path) -> Path:
    """Section 2.7 alone, with scenarios of each kind under 2.7(b) and a stale 2.7(a) of 1996."""
    write_features(tmp_path, load_corpus(), sections=("2.7",))
    (path,) = tmp_path.glob("*.feature")
    text = path.read_text(encoding="utf-8").replace(
        "odds of 3 to 2 and shall", "odds of 6 to 5 and"
    )
    scenarios = """
    @example
    Scenario: A natural against a ten waits for the hole card
      Given box 1 wagers $10

    @property
    Scenario: Every natural against a ten waits for the hole card
      Given box 1 wagers $10

    @manual
    Scenario: The dealer announces the blackjack
      Only a person at a live table can hear the announcement.

    Scenario: A scenario without a kind
      Given box 1 wagers $10

"""
    head, marker, tail = text.partition("  @clause:19:47-2.7(c)")
    path.write_text(head.rstrip("\n") + "\n" + scenarios + marker + tail, encoding="utf-8")
    return tmp_path


def test_stale_missing_and_scenarios_by_kind(
    capsys: pytest.CaptureFixture[str], small_features: Path
) -> None:
    document = _json(capsys, "--edition", "nj-1996", "--features", str(small_features))
    (edition,) = document["editions"]
    clauses = _clauses(edition)
    assert clauses["19:47-2.7(a)"]["quoted"] == "stale"
    assert clauses["19:47-2.7(b)"]["quoted"] == "yes"
    assert clauses["19:47-2.7(b)"]["scenarios"] == {
        "example": 1,
        "property": 1,
        "validation": 0,
        "manual": 1,
        "untagged": 1,
    }
    assert clauses["19:47-2.2(a)"] == {
        "clause": "19:47-2.2(a)",
        "quoted": "missing",
        "rules": [],
        "scenarios": dict.fromkeys(["example", "property", "validation", "manual", "untagged"], 0),
    }
    totals = edition["totals"]
    assert (totals["clauses"], totals["quoted"], totals["stale"], totals["missing"]) == (
        105,
        1,
        1,
        103,
    )
    assert totals["scenarios"]["example"] == 1
    section = next(s for s in edition["sections"] if s["section"] == "19:47-2.7")
    assert section["totals"]["quoted"] == 1
    assert section["totals"]["stale"] == 1


def test_the_text_table_shows_stale_and_missing_counts(
    capsys: pytest.CaptureFixture[str], small_features: Path
) -> None:
    status, out, _ = _run(
        capsys, "coverage", "--edition", "nj-2004", "--features", str(small_features)
    )
    assert status == 0
    assert "nj-2004: 3 of 111 clauses quoted, 0 stale, 108 missing; 4 scenarios" in out
    assert any(
        line.startswith("19:47-2.2 total") and "0/3 (3 missing)" in line
        for line in out.splitlines()
    )


def test_an_unknown_edition_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = _run(capsys, "coverage", "--edition", "nj-2025")
    assert status == 2
    assert "unknown edition 'nj-2025'" in err
