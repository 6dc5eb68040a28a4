"""A vendor's expectations file (docs/EXPECTATIONS.md): parsing, refusals, and which scenarios an
entry excuses."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from suite.run.expectations import Expectation, Expectations, ExpectationsError, load_expectations

NINE = "A blackjack against a dealer's 9 is paid 3 to 2 before any third card"

EXAMPLE = f"""\
# Known failures of build 4.2
[[expected_failure]]
clause = "2.7(a)"
scenario = "{NINE}"
reason = "VEND-123: this build pays 6 to 5 on the promotional table"

[[expected_failure]]
clause = "13:69F-2.11"
reason = "VEND-200: resplitting is not implemented"

[[expected_failure]]
scenario = "Surrender against a 9 collects half"
reason = "VEND-7"
"""


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "expectations.toml"
    path.write_text(text, encoding="utf-8")
    return path


def _expectations(tmp_path: Path, text: str) -> Expectations:
    return load_expectations(_write(tmp_path, text))


def _entry(clause: str | None = None, scenario: str | None = None) -> Expectations:
    return Expectations(
        path=Path("x.toml"),
        sha256="",
        entries=(Expectation(index=1, clause=clause, scenario=scenario, reason="why"),),
    )


def _refusal(tmp_path: Path, text: str) -> str:
    path = _write(tmp_path, text)
    with pytest.raises(ExpectationsError) as caught:
        load_expectations(path)
    message = str(caught.value)
    assert message.startswith(f"{path}: ")
    return message


# Parsing


def test_a_file_gives_its_entries_in_order_with_its_hash(tmp_path: Path) -> None:
    path = _write(tmp_path, EXAMPLE)
    expectations = load_expectations(path)
    assert expectations.path == path
    assert expectations.sha256 == hashlib.sha256(EXAMPLE.encode()).hexdigest()
    assert expectations.entries == (
        Expectation(
            index=1,
            clause="2.7(a)",
            scenario=NINE,
            reason="VEND-123: this build pays 6 to 5 on the promotional table",
        ),
        Expectation(
            index=2,
            clause="13:69F-2.11",
            scenario=None,
            reason="VEND-200: resplitting is not implemented",
        ),
        Expectation(
            index=3, clause=None, scenario="Surrender against a 9 collects half", reason="VEND-7"
        ),
    )


def test_an_empty_file_expects_nothing(tmp_path: Path) -> None:
    assert _expectations(tmp_path, "# nothing yet\n").entries == ()


# Refusals: the file, the entry's index, what is wrong


def test_an_unreadable_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ExpectationsError, match="cannot read the file"):
        load_expectations(tmp_path / "missing.toml")


def test_a_file_that_is_not_toml_is_refused_with_line_and_column(tmp_path: Path) -> None:
    message = _refusal(tmp_path, "[[expected_failure]]\nclause = 2.7(a)\n")
    assert "not valid TOML" in message
    assert "line 2" in message


def test_a_file_that_is_not_utf8_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "latin1.toml"
    path.write_bytes('[[expected_failure]]\nreason = "caf\u00e9"\n'.encode("latin-1"))
    with pytest.raises(ExpectationsError, match="not UTF-8"):
        load_expectations(path)


def test_an_unknown_top_level_key_is_refused(tmp_path: Path) -> None:
    message = _refusal(tmp_path, '[[expected_failures]]\nclause = "2.7(a)"\nreason = "x"\n')
    assert "unknown key 'expected_failures' (did you mean 'expected_failure'?)" in message


def test_a_single_table_instead_of_a_list_is_refused(tmp_path: Path) -> None:
    message = _refusal(tmp_path, '[expected_failure]\nclause = "2.7(a)"\nreason = "x"\n')
    assert "expected_failure must be a list of entries: write [[expected_failure]]" in message


def test_an_entry_that_is_not_a_table_is_refused(tmp_path: Path) -> None:
    message = _refusal(tmp_path, 'expected_failure = ["2.7(a)"]\n')
    assert "expected_failure 1: an entry is a table of clause, scenario and reason" in message


def test_an_unknown_key_of_an_entry_is_refused_with_its_index(tmp_path: Path) -> None:
    text = EXAMPLE + '\n[[expected_failure]]\nclause = "2.8"\nreason = "x"\nreasons = "y"\n'
    message = _refusal(tmp_path, text)
    assert "expected_failure 4: unknown key 'reasons' (did you mean 'reason'?)" in message


@pytest.mark.parametrize(
    ("entry", "wanted"),
    [
        ('clause = "2.7(a)"', "expected_failure 2: no reason; say why the failure is expected"),
        ('clause = "2.7(a)"\nreason = "  "', "expected_failure 2: reason is empty"),
        ('reason = "VEND-1"', "expected_failure 2: give a clause"),
        ('clause = ""\nreason = "VEND-1"', "expected_failure 2: clause is empty"),
        ('scenario = 3\nreason = "VEND-1"', "expected_failure 2: scenario must be a string"),
        ('clause = "2.7(a)"\nreason = true', "expected_failure 2: reason must be a string"),
        (
            'clause = "two point seven"\nreason = "VEND-1"',
            "expected_failure 2: clause 'two point seven' is not a clause or a section",
        ),
        ('clause = "2.7(a"\nreason = "VEND-1"', "expected_failure 2: clause '2.7(a' is not"),
        ('clause = "19:47"\nreason = "VEND-1"', "expected_failure 2: clause '19:47' is not"),
    ],
)
def test_a_bad_entry_is_refused_with_its_index(tmp_path: Path, entry: str, wanted: str) -> None:
    text = f'[[expected_failure]]\nclause = "2.8"\nreason = "ok"\n\n[[expected_failure]]\n{entry}\n'
    assert wanted in _refusal(tmp_path, text)


def test_an_expectation_built_in_code_is_checked_too() -> None:
    with pytest.raises(ValueError, match="a clause, a scenario, or both"):
        Expectation(index=1, clause=None, scenario=None, reason="why")
    with pytest.raises(ValueError, match="is not a clause"):
        Expectation(index=1, clause="2.x", scenario=None, reason="why")
    with pytest.raises(ValueError, match="reason"):
        Expectation(index=1, clause="2.7", scenario=None, reason=" ")


# Matching


@pytest.mark.parametrize(
    "clause", ["2.7(a)", "19:47-2.7(a)", "13:69F-2.7(a)", " N.J.A.C. 19:47-2.7(a)"]
)
@pytest.mark.parametrize("tag", ["19:47-2.7(a)", "13:69F-2.7(a)"])
def test_a_clause_matches_under_either_chapter(clause: str, tag: str) -> None:
    assert _entry(clause).match("any scenario", [tag]) is not None


@pytest.mark.parametrize(
    ("clause", "tag", "matches"),
    [
        ("2.7", "19:47-2.7(a)", True),
        ("2.7", "19:47-2.7(c)", True),
        ("2.7", "19:47-2.7", True),
        ("13:69F-2.7", "19:47-2.7(b)", True),
        ("2.6(k)", "19:47-2.6(k)", True),
        ("2.6(k)", "19:47-2.6(k)1", True),
        ("2.6(k)", "13:69F-2.6(k)5", True),
        ("2.17(e)2", "13:69F-2.17(e)2ii", True),
        # The traps: a prefix of the text is not a prefix of the clause.
        ("2.1", "19:47-2.11(a)", False),
        ("2.1", "19:47-2.1(a)", True),
        ("2.6(k)", "19:47-2.6(kk)", False),
        ("2.17(e)2", "13:69F-2.17(e)20", False),
        ("2.7(a)", "19:47-2.7(b)", False),
        ("2.7(a)1", "19:47-2.7(a)", False),
        ("2.7(a)", "19:47-2.17(a)", False),
        # Another chapter is not an alias of the blackjack rules.
        ("19:46-2.7(a)", "19:47-2.7(a)", False),
        ("2.7(a)", "not a clause", False),
    ],
)
def test_a_clause_or_section_matches_what_is_under_it(clause: str, tag: str, matches: bool) -> None:
    assert (_entry(clause).match("any scenario", [tag]) is not None) is matches


def test_a_scenario_matches_if_any_of_its_clauses_does() -> None:
    assert _entry("2.9").match("s", ["19:47-2.8(a)", "19:47-2.9(b)"]) is not None
    assert _entry("2.9").match("s", []) is None


def test_a_scenario_only_entry_matches_that_name_exactly_under_any_clause() -> None:
    expectations = _entry(scenario=NINE)
    assert expectations.match(NINE, ["19:47-2.7(a)"]) is not None
    assert expectations.match(NINE, []) is not None
    assert expectations.match(NINE.lower(), ["19:47-2.7(a)"]) is None
    assert expectations.match(NINE + " again", ["19:47-2.7(a)"]) is None
    assert expectations.match(None, ["19:47-2.7(a)"]) is None


def test_an_entry_with_clause_and_scenario_needs_both() -> None:
    expectations = _entry("2.7(a)", NINE)
    assert expectations.match(NINE, ["13:69F-2.7(a)"]) is not None
    assert expectations.match(NINE, ["13:69F-2.7(b)"]) is None
    assert expectations.match("Another scenario", ["13:69F-2.7(a)"]) is None


def test_the_first_matching_entry_wins(tmp_path: Path) -> None:
    expectations = _expectations(tmp_path, EXAMPLE)
    first, second, third = expectations.entries
    assert expectations.match(NINE, ["19:47-2.7(a)"]) == first
    assert expectations.match("Another 2.7(a) scenario", ["19:47-2.7(a)"]) is None
    assert expectations.match("Resplit tens", ["19:47-2.11(e)"]) == second
    assert expectations.match("Surrender against a 9 collects half", ["19:47-2.8(a)"]) == third
    assert expectations.match("Surrender against a 9 collects half", ["19:47-2.11(a)"]) == second


def test_unused_entries_are_the_ones_no_scenario_matched(tmp_path: Path) -> None:
    expectations = _expectations(tmp_path, EXAMPLE)
    first, second, third = expectations.entries
    assert expectations.unused([]) == [first, second, third]
    assert expectations.unused([2]) == [first, third]
    assert expectations.unused(iter([1, 2, 3, 2])) == []


def test_a_failure_is_excused_only_when_every_clause_it_breaks_is(tmp_path: Path) -> None:
    """A failure found under 2.6(e) that breaks 2.7(a) is excused by an expectation of 2.7(a);
    one that also breaks 2.10(b) is not: one declared defect never hides another."""
    path = tmp_path / "expectations.toml"
    path.write_text(
        '[[expected_failure]]\nclause = "2.7(a)"\nreason = "pays blackjack 1 to 1 by design"\n',
        encoding="utf-8",
    )
    expectations = load_expectations(path)
    host = ["19:47-2.6(e)"]
    found = expectations.match_failure("deal order", host, ["13:69F-2.7(a)"])
    assert found is not None and found.clause == "2.7(a)"
    assert (
        expectations.match_failure("deal order", host, ["13:69F-2.7(a)", "13:69F-2.10(b)"]) is None
    )
    # A failure that names no clause is matched by its host's tags, as before.
    assert expectations.match_failure("deal order", host, []) is None
    assert expectations.match_failure("pays", ["19:47-2.7(a)"], []) is not None
