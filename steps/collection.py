"""`.feature` files collected as pytest modules, one test per scenario.

`pytest features/2.07-payment-of-blackjack.feature` then runs that section alone, and node ids
read `features/2.07-payment-of-blackjack.feature::test_<scenario>`. pytest-bdd binds each
scenario; the kit keeps the scenario template on the test function for its hooks.
"""

from __future__ import annotations

import re
import types
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd import scenario
from pytest_bdd.parser import FeatureParser, ScenarioTemplate

__all__ = ["FeatureModule", "scenario_of", "scenario_templates"]

_TEMPLATE_ATTRIBUTE = "_bjkit_scenario"


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
