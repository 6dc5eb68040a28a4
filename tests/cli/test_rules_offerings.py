"""`bjkit rules --offerings`: the matrix of table offerings, held against the exclusion clauses
read by hand, including the pairs where the clauses disagree."""

from __future__ import annotations

import json

import pytest

from bjkit.cli import main

BET_THE_SET = "nj-2024+bet-the-set"


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def _rows(out: str) -> dict[str, list[str]]:
    """Offering -> its row of marks, from the printed matrix."""
    lines = out.split("\n\n", 2)[1].splitlines()  # after the legend: the header, the rows
    assert lines[0].split()[:3] == ["1", "2", "3"]
    return {line.split()[1]: line.split()[3:] for line in lines[1:]}


def _legend(out: str) -> dict[str, str]:
    """Letter -> clause id, from the list of exclusion clauses."""
    section = out.split("Exclusion clauses read from the text:", 1)[1].split("\n\n", 1)[0]
    return {line.split()[0]: line.split()[1] for line in section.strip().splitlines()}


def test_the_2024_matrix_names_the_clause_behind_each_forbidden_cell(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = _run(capsys, "rules", "--offerings")
    assert status == 0
    rows, legend = _rows(out), _legend(out)
    names = list(rows)
    assert names[:3] == ["surrender", "max_splits>1", "players_per_box>1"]
    assert set(legend.values()) == {
        "13:69F-2.8(c)",
        "13:69F-2.11(e)",
        "13:69F-2.13(a)",
        "13:69F-2.17(a)",
    }
    by_clause = {clause: letter for letter, clause in legend.items()}
    progressive = names.index("progressive-blackjack")
    assert rows["surrender"][progressive] == by_clause["13:69F-2.8(c)"]
    assert rows["players_per_box>1"][progressive] == by_clause["13:69F-2.13(a)"]
    assert rows["same-suit"][progressive] == by_clause["13:69F-2.17(a)"]
    assert rows["same-suit"][names.index("sevens")] == "1"  # one additional wager of 2.17(a)
    # 2.18(a) is cut off in nj-2024: the multiple action pairs no clause forbids are "?".
    action = names.index("multiple-action-blackjack")
    assert rows["same-suit"][action] == "?"
    assert rows["surrender"][action] == by_clause["13:69F-2.8(c)"]
    assert rows["buster"][names.index("same-suit")] == "."
    assert "13:69F-2.18(a) (multiple-action-blackjack): The source stops mid-sentence" in out
    assert "Where the clauses disagree" in out.split("Cut off")[0]


def test_the_bet_the_set_matrix_shows_where_the_clauses_disagree(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = _run(capsys, "rules", "--offerings", "--edition", BET_THE_SET)
    assert status == 0
    rows, legend = _rows(out), _legend(out)
    names = list(rows)
    letter = {clause.split("-", 1)[1]: mark for mark, clause in legend.items()}
    # Bet the Set and streak: 2.22(l) and 2.29(i) each forbid it, and agree.
    cell = rows["bet-the-set"][names.index("streak")]
    assert set(cell) == {letter["2.22(l)"], letter["2.29(i)"]}
    # The bonus wager and Bet the Set: 2.20(l) forbids it, 2.29(i) does not list 2.20.
    assert rows["blackjack-bonus"][names.index("bet-the-set")] == letter["2.20(l)"] + "*"
    # 21 + 3 and house money: struck from each other's lists, so allowed.
    assert rows["21-plus-3"][names.index("house-money")] == "."
    # 2.22(l) lists the streak wager itself.
    assert rows["streak"][names.index("streak")] == "!"
    disagreements = out.split("Where the clauses disagree", 1)[1].split("Cut off", 1)[0]
    assert (
        "blackjack-bonus + bet-the-set: 13:69F-2.20(l) lists 2.29; 13:69F-2.29(i) does not "
        "list 2.20" in disagreements
    )
    assert "streak: 13:69F-2.22(l) lists its own section 2.22" in disagreements
    assert (
        "surrender + multiple-action-blackjack: 13:69F-2.8(c) lists 2.18; 13:69F-2.18(a) does "
        "not list 2.8" in disagreements
    )
    assert len([line for line in disagreements.splitlines() if line.startswith("  ")]) == 20


def test_the_json_gives_the_same_matrix_as_data(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "rules", "--offerings", "--edition", BET_THE_SET, "--json")
    assert status == 0
    data = json.loads(out)
    assert data["edition"] == BET_THE_SET
    names = [o["name"] for o in data["offerings"]]
    assert len(data["cells"]) == len(names) * (len(names) + 1) // 2
    cells = {frozenset(c["offerings"]): c for c in data["cells"]}
    pair = cells[frozenset(("streak", "bet-the-set"))]
    assert not pair["allowed"]
    assert {f["clause"] for f in pair["forbidden_by"]} == {"13:69F-2.22(l)", "13:69F-2.29(i)"}
    assert cells[frozenset(("blackjack-bonus", "streak"))]["disagreement"] is True
    assert cells[frozenset(("streak",))]["lists_itself"] == ["13:69F-2.22(l)"]
    assert len(data["disagreements"]) == 20
    clause = next(c for c in data["clauses"] if c["clause"] == "13:69F-2.29(i)")
    assert clause["offerings"] == ["bet-the-set"]
    assert clause["excludes"] == ["2.18", "2.19", "2.22", "2.24", "2.25", "2.26"]
    assert data["cut_off"] == []


def test_the_1996_matrix_has_no_disagreement(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "rules", "--offerings", "--edition", "nj-1996", "--json")
    assert status == 0
    data = json.loads(out)
    assert [c["clause"] for c in data["clauses"]] == ["19:47-2.8(c)", "19:47-2.11(e)"]
    assert data["disagreements"] == [] and data["cut_off"] == []


def test_an_unknown_edition_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = _run(capsys, "rules", "--offerings", "--edition", "nj-1066")
    assert status == 2
    assert "nj-1066" in err
