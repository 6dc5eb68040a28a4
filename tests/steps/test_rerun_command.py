"""The command a property failure prints to run the scenario again reads back the run's table."""

from __future__ import annotations

from suite.harness.property_runner import _house_text
from suite.run.certification import parse_house_options


def test_the_house_options_printed_read_back_as_the_same_table() -> None:
    given = ["entry_restrictions=1,3", "surrender=true", "five_card_21=true"]
    house = parse_house_options([*given, "side_wagers=buster,buster-free-bonus"], "nj-2024")
    printed = [f"{name}={_house_text(value)}" for name, value in house.items()]
    assert printed[:3] == given
    assert parse_house_options(printed, "nj-2024") == house
