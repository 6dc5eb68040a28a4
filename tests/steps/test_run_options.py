"""The run options are defined once (DESIGN.md style point 12; issue 28): `bjkit certify` and the
pytest plugin take each common option under the same flag, with the same meaning and the same
help, and the run's table is read from the `--house` text once."""

from __future__ import annotations

import argparse
from typing import Any

import pytest

from bjkit.cli import build_parser
from reference_impl.catalog import rules_from_mapping
from regulations import DEFAULT_EDITION
from reports.results import build_results
from steps import plugin
from suite.harness.strategies import PROFILES
from suite.run.certification import HouseRulesError
from suite.run.options import (
    COMMON_OPTIONS,
    DEFAULT_PROFILE,
    DERANDOMIZED_PROFILES,
    PLUGIN_OPTIONS,
    PROFILE_NAMES,
    RUN_OPTIONS,
)
from suite.run.settings import read_settings


class _Recorder:
    """Stands for pytest's option group: records what the plugin declares."""

    def __init__(self) -> None:
        self.options: dict[str, dict[str, Any]] = {}

    def getgroup(self, *_: str) -> _Recorder:
        return self

    def addoption(self, flag: str, **settings: Any) -> None:
        self.options[flag] = settings


def _certify_actions() -> dict[str, argparse.Action]:
    parser = build_parser("certify")
    subparsers = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    certify = subparsers.choices["certify"]
    return {flag: action for action in certify._actions for flag in action.option_strings}


def test_the_profile_names_are_the_harness_profiles() -> None:
    assert sorted(PROFILE_NAMES) == sorted(PROFILES)
    assert {name for name, values in PROFILES.items() if values.get("derandomize")} == set(
        DERANDOMIZED_PROFILES
    )
    assert DEFAULT_PROFILE in PROFILE_NAMES


def test_the_plugin_declares_every_run_option_as_defined() -> None:
    recorder = _Recorder()
    plugin.pytest_addoption(recorder)  # type: ignore[arg-type]
    assert set(recorder.options) == {RUN_OPTIONS[name].flag for name in PLUGIN_OPTIONS}
    for name in PLUGIN_OPTIONS:
        assert recorder.options[RUN_OPTIONS[name].flag] == dict(RUN_OPTIONS[name].settings)
    # None: the run's game's default edition, DEFAULT_EDITION for blackjack (suite.run.games).
    assert recorder.options["--edition"]["default"] is None
    assert DEFAULT_EDITION in recorder.options["--edition"]["help"]
    assert recorder.options["--profile"]["default"] == DEFAULT_PROFILE


def test_bjkit_certify_takes_the_common_options_as_the_plugin_does() -> None:
    actions = _certify_actions()
    for name in (*COMMON_OPTIONS, "house"):
        option = RUN_OPTIONS[name]
        action = actions[option.flag]
        assert action.dest == option.dest
        if name == "edition":
            continue  # certify's own default, checked below
        for key, value in option.settings.items():
            if key == "action":
                continue  # argparse keeps the action as its class
            assert getattr(action, key) == value, (option.flag, key)
    # The edition is the rules file's, else the one default edition; one default profile.
    assert actions["--edition"].default is None
    assert DEFAULT_EDITION in str(actions["--edition"].help)
    assert actions["--profile"].default == DEFAULT_PROFILE == "certify"
    assert tuple(actions["--profile"].choices or ()) == PROFILE_NAMES


def _options(**given: Any) -> Any:
    values = {name: option.settings.get("default") for name, option in RUN_OPTIONS.items()}
    values["certification"] = False
    values.update(given)
    return values.__getitem__


def test_the_house_text_becomes_the_table_once() -> None:
    settings = read_settings(_options(house=["surrender=true", "decks=8"], edition="nj-2004"))
    assert settings.house == {"surrender": True, "decks": 8}
    expected = rules_from_mapping({"surrender": True, "decks": 8, "edition": "nj-2004"})
    assert settings.rules == expected
    # The run's game keeps that table: no scenario reads the text again.
    certification = settings.certification()
    assert certification.rules is settings.rules


@pytest.mark.parametrize(
    ("house", "message"),
    [
        (["surrender"], "--house 'surrender': write OPTION=VALUE, e.g. surrender=true"),
        (["decks=seven"], "house options of this run in nj-2024: "),
    ],
)
def test_bad_house_text_is_refused_in_the_words_of_the_run(house: list[str], message: str) -> None:
    with pytest.raises(HouseRulesError) as refused:
        read_settings(_options(house=house))
    assert str(refused.value).startswith(message)


@pytest.mark.parametrize("profile", PROFILE_NAMES)
def test_a_run_of_the_features_reports_the_profile_it_ran(profile: str) -> None:
    # `pytest features --profile quick --results-jsonl ...` with no `bjkit certify` around it: the
    # report says quick, not the default it did not run.
    facts = read_settings(_options(profile=profile)).run_facts()
    assert facts["profile"] == profile
    assert build_results([{"event": "run", **facts}])["run"]["profile"] == profile
