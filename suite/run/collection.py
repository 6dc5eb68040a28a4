"""`.feature` files collected as pytest modules, one test per scenario.

`pytest features/2.07-payment-of-blackjack.feature` then runs that section alone, and node ids
read `features/2.07-payment-of-blackjack.feature::test_<scenario>`. pytest-bdd binds each
scenario; the kit keeps the scenario template on the test function for its hooks.

A Scenario Outline is one test per row of its Examples (`test_<outline>[B1-50-6]`); pytest-bdd
keeps the template's title with its placeholders, and the row in the item's
`_pytest_bdd_example` parameter. Wherever the kit shows a scenario's title (results.jsonl, the
terminal, JUnit, Allure, replay cases) it shows `scenario_title`: the row's values filled in.
"""

from __future__ import annotations

import re
import types
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd import scenario
from pytest_bdd.parser import FeatureParser, ScenarioTemplate, render_string

from suite.run.games import game_of_feature
from suite.run.selection import runs_in_run
from vendor_adapters.protocol import DEFAULT_GAME

__all__ = [
    "FeatureModule",
    "example_of",
    "scenario_of",
    "scenario_templates",
    "scenario_title",
    "select_scenarios",
    "template_title",
]

_TEMPLATE_ATTRIBUTE = "_bjkit_scenario"
# The parameter pytest-bdd gives each test of a Scenario Outline: its Examples row by column.
_EXAMPLE_PARAMETER = "_pytest_bdd_example"


def _python_name(name: str, taken: set[str]) -> str:
    base = "test_" + re.sub(r"\W+", "_", name.lower()).strip("_")
    candidate, index = base, 1
    while candidate in taken:
        index += 1
        candidate = f"{base}_{index}"
    taken.add(candidate)
    return candidate


def _unbound() -> None:
    """The body of a scenario test: everything happens in its steps."""


class FeatureModule(pytest.Module):
    """A `.feature` file as a module whose tests are its scenarios."""

    def _getobj(self) -> types.ModuleType:
        path = Path(self.path)
        module = types.ModuleType("features." + re.sub(r"\W+", "_", path.stem))
        module.__file__ = str(path)
        for test_name, template in scenario_templates(path).items():
            test = scenario(str(path), template.name, features_base_dir=str(path.parent))(_unbound)
            setattr(test, _TEMPLATE_ATTRIBUTE, template)
            setattr(module, test_name, test)
        return module


def scenario_templates(path: Path) -> dict[str, ScenarioTemplate]:
    """The scenarios of a feature file by the name of their test (`test_<scenario>`, the part of
    the node id after `::`, before any `[example]`), in the file's order. Under pytest-xdist the
    controller collects nothing: it names the scenarios of the workers' node ids with this."""
    feature = FeatureParser(str(path.parent), path.name).parse()
    taken: set[str] = set()
    return {_python_name(name, taken): template for name, template in feature.scenarios.items()}


def scenario_of(item: pytest.Item) -> ScenarioTemplate | None:
    """The scenario a test runs, or None for a test that is not a scenario."""
    function: Any = getattr(item, "function", None)
    template = getattr(function, _TEMPLATE_ATTRIBUTE, None)
    return template if isinstance(template, ScenarioTemplate) else None


def example_of(item: pytest.Item) -> dict[str, str]:
    """The Examples row a Scenario Outline's test plays (column -> value); {} for a scenario
    that is no outline and for a test that is no scenario."""
    callspec: Any = getattr(item, "callspec", None)
    row = callspec.params.get(_EXAMPLE_PARAMETER) if callspec is not None else None
    return {str(k): str(v) for k, v in row.items()} if isinstance(row, Mapping) else {}


def scenario_title(item: pytest.Item) -> str:
    """The title a report shows for the scenario `item` plays: an outline's with its example's
    values in place of its placeholders ("Free Bonus pay table B1 pays 50 on a bust of 6 cards"),
    any other scenario's as written; a test that is no scenario is named by pytest's name."""
    template = scenario_of(item)
    if template is None:
        return item.name
    return _filled(template, example_of(item))


def template_title(template: ScenarioTemplate, nodeid: str) -> str:
    """`scenario_title` for a node id alone, as the controller of a pytest-xdist run sees a
    worker's tests: the Examples row is the one whose test id (`[B1-50-6]`) the node id ends
    with, made as pytest makes it; an id no row gives leaves the placeholders."""
    _, bracket, rest = nodeid.partition("[")
    if not bracket or not template.examples:
        return template.name
    rows = [row for examples in template.examples for row in examples.as_contexts()]
    by_id = dict(zip(_test_ids(rows), rows, strict=True))
    return _filled(template, by_id.get(rest.removesuffix("]"), {}))


def _filled(template: ScenarioTemplate, example: Mapping[str, str]) -> str:
    # pytest-bdd's own rendering of the steps: a placeholder with no column stays as written.
    return render_string(template.name, example) if example else template.name


def _test_ids(rows: list[dict[str, str]]) -> list[str]:
    """The ids pytest gives the tests of an outline's rows (pytest-bdd names a row by its values
    joined with "-"; pytest escapes what is not ASCII and numbers ids that repeat, as in
    `_pytest.python.IdMaker.make_unique_parameterset_ids`)."""
    ids = ["-".join(row.values()).encode("unicode_escape").decode("ascii") for row in rows]
    counts = Counter(ids)
    suffixes: Counter[str] = Counter()
    for index, each in enumerate(list(ids)):
        if counts[each] == 1:
            continue
        joint = "_" if each and each[-1].isdigit() else ""
        candidate = f"{each}{joint}{suffixes[each]}"
        while candidate in set(ids):
            suffixes[each] += 1
            candidate = f"{each}{joint}{suffixes[each]}"
        ids[index] = candidate
        suffixes[each] += 1
    return ids


def select_scenarios(
    items: list[pytest.Item], edition: str, wanted: Sequence[str], game: str = DEFAULT_GAME
) -> tuple[list[pytest.Item], list[pytest.Item]]:
    """The tests a run keeps and those it drops: a scenario runs when it is a feature of the
    run's game (suite.run.games), its Rule's text is the certified edition's and `--clause`
    selects it (suite.run.selection); a test that is no scenario always runs."""
    kept: list[pytest.Item] = []
    dropped: list[pytest.Item] = []
    for item in items:
        template = scenario_of(item)
        if template is None:
            kept.append(item)
            continue
        if game_of_feature(item.path) != game:
            dropped.append(item)
            continue
        # A scenario's own @edition tags narrow its Rule's: an example resting on text another
        # clause changed in a later edition (an amount 2.17(a) fixes) runs in the editions whose
        # text it rests on, and its counterpart for the amended text in the others.
        own = [tag.split(":", 1)[1] for tag in template.tags if tag.startswith("edition:")]
        editions = own or [m.args[0] for m in item.iter_markers("edition")]
        clauses = [m.args[0] for m in item.iter_markers("clause")]
        (kept if runs_in_run(edition, wanted, editions, clauses) else dropped).append(item)
    return kept, dropped
