"""The tables drawn for the reference's own certification: every catalog option, only tables the
edition allows, the same tables for a seed, and a run's verdict read from its scenarios."""

from __future__ import annotations

import shlex

import pytest

from reference_impl.catalog import OPTIONS
from reference_impl.editions import EDITIONS
from reference_impl.wager_model import declarations
from suite.run.certification import effective_options, parse_house_options
from tests.reference_tables import draw as draw_command
from tests.reference_tables.run import TableRun, report
from tests.reference_tables.tables import (
    HELD_BACK_WHILE_SHOE_PROCEDURES_ARE_FIXED,
    OPTION_VALUES,
    SIDE_WAGER_OPTIONS,
    draw,
    house_arguments,
    offerings_of,
)

_DECLARED = {option.name for o in declarations()[0].values() for option in o.options}


def test_every_house_option_of_the_catalog_is_drawn_from_values_it_reads() -> None:
    # Each option `bjkit rules` lists has values here (a new option fails until it is drawn),
    # and the catalog reads each of them.
    by_name = {spec.name: spec for spec in OPTIONS}
    drawn = set(OPTION_VALUES) | set(SIDE_WAGER_OPTIONS) | _DECLARED | {"edition"}
    assert drawn == set(by_name)
    for name, values in OPTION_VALUES.items():
        for value in values:
            by_name[name].parse(value)


def test_side_wagers_are_drawn_from_the_offerings_the_edition_deals() -> None:
    # 2.17(a) in every edition, 2.29 only with the Bet the Set notice, 2.30 from nj-2024 on.
    assert "bet-the-set" in offerings_of("nj-2024+bet-the-set")
    assert "bet-the-set" not in offerings_of("nj-2024")
    assert "buster" in offerings_of("nj-2024")
    assert "buster" not in offerings_of("nj-2004")
    assert "sevens" not in offerings_of("nj-1996")


@pytest.mark.parametrize("edition", list(EDITIONS))
def test_drawn_tables_are_allowed_and_read_back_from_their_house_arguments(edition: str) -> None:
    tables = draw(edition, 3, 4)
    assert len(tables) == 4
    assert len({tuple(sorted(t.items())) for t in tables}) == 4
    for table in tables:
        assert table, "the default table is not drawn"
        rules = effective_options(edition, table)
        for name, values in HELD_BACK_WHILE_SHOE_PROCEDURES_ARE_FIXED.items():
            assert table.get(name) not in values
        items = house_arguments(table)[1::2]
        assert effective_options(edition, parse_house_options(items, edition)) == rules


def test_a_seed_draws_the_same_tables_and_another_seed_others() -> None:
    assert draw("nj-2004", 5, 2) == draw("nj-2004", 5, 2)
    assert draw("nj-2004", 5, 2) != draw("nj-2004", 6, 2)


def test_held_back_values_are_never_drawn() -> None:
    # Everything but the face-up hole card held back: every table deals it face up (2.6(k)),
    # and so offers no surrender (2.6(k)3), the draw taking the rules' word for it.
    others = frozenset({"no-hole-card", "face-down", "face-down-card-reader"})
    tables = draw("nj-1996", 1, 3, held_back={"hole_card": others})
    assert [table["hole_card"] for table in tables] == ["face-up"] * 3
    assert all(table.get("surrender") != "true" for table in tables)


def test_the_draw_command_prints_house_arguments_pytest_reads(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert draw_command.main(["--edition", "nj-1996", "--seed", "1"]) == 0
    printed = capsys.readouterr()
    words = shlex.split(printed.out)
    assert words[0::2] == ["--house"] * (len(words) // 2)
    table = dict(word.split("=", 1) for word in words[1::2])
    assert table == draw("nj-1996", 1, 1)[0]
    assert "nj-1996" in printed.err and "seed 1" in printed.err


def _run(verdicts: list[str], returncode: int = 0) -> TableRun:
    records = tuple(
        {"verdict": v, "scenario": f"scenario {n}", "clauses": ["19:47-2.7(b)"], "message": "m"}
        for n, v in enumerate(verdicts)
    )
    return TableRun("nj-1996", {"decks": "2"}, records, returncode, 1.0)


def test_a_table_passes_only_with_no_failing_or_erring_scenario() -> None:
    assert _run(["pass", "not applicable", "manual"]).passed
    assert not _run(["pass", "fail"], returncode=1).passed
    assert not _run(["pass", "error"], returncode=1).passed
    assert not _run([], returncode=4).passed  # pytest refused the run: no verdict at all


def test_a_failing_table_is_reported_with_its_scenarios_and_the_command_to_run_it_again() -> None:
    shown = report(_run(["pass", "fail"], returncode=1))
    assert shown.startswith("FAIL nj-1996: decks=2")
    assert "fail: scenario 1 [19:47-2.7(b)]" in shown
    assert "again: pytest features --edition nj-1996 --house decks=2" in shown
