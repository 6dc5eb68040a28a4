"""Every step of every feature matches exactly one step definition, so that which definition runs
never depends on the order in which the step modules register (pytest-bdd uses the last one
registered that matches, and `steps.plugin` loads the modules alphabetically).

pytest-bdd 9 keeps the context of every `@given`/`@when`/`@then` definition in
`pytest_bdd.steps.step_function_context_registry`; its `parser.is_matching(text)` is the question
pytest-bdd asks of each definition when it looks for a step's, and the definition's `type` must be
the step's (an `And` takes the type of the step before it).
"""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest
from pytest_bdd.parser import FeatureParser, Step
from pytest_bdd.steps import StepFunctionContext, step_function_context_registry

from steps.plugin import pytest_plugins

FEATURES = Path(__file__).resolve().parents[2] / "features"
FEATURE_FILES = sorted(FEATURES.rglob("*.feature"))  # each game's folder too


def _definitions() -> list[StepFunctionContext]:
    """The step definitions of the kit's step modules (`steps/*_steps.py`)."""
    modules = {importlib.import_module(name).__name__ for name in pytest_plugins}
    return [
        context
        for context in list(step_function_context_registry.values())
        if context.step_func.__module__ in modules
    ]


DEFINITIONS = _definitions()


def _steps(path: Path) -> list[Step]:
    """Every step of the feature, background included, with each example of an outline
    rendered into it."""
    feature = FeatureParser(str(path.parent), path.name).parse()
    steps: list[Step] = []
    for template in feature.scenarios.values():
        contexts = [c for examples in template.examples for c in examples.as_contexts()] or [{}]
        for context in contexts:
            steps += template.render(context).steps
    return steps


def _shown(context: StepFunctionContext) -> str:
    return f"{context.step_func.__module__}: {context.parser.name!r}"


def test_every_step_module_defines_steps() -> None:
    found = {context.step_func.__module__ for context in DEFINITIONS}
    # A wager's package is loaded for what it registers, its `*_steps` modules for their steps.
    assert found == {module for module in pytest_plugins if module.endswith("_steps")}


@pytest.mark.parametrize("path", FEATURE_FILES, ids=[p.stem for p in FEATURE_FILES])
def test_every_step_matches_exactly_one_definition(path: Path) -> None:
    problems: dict[str, list[str]] = {}
    for step in _steps(path):
        matching = [
            context
            for context in DEFINITIONS
            if context.type in (None, step.type) and context.parser.is_matching(step.name)
        ]
        if len(matching) != 1:
            where = f"line {step.line_number}: {step.type.capitalize()} {step.name!r}"
            problems.setdefault(where, [_shown(c) for c in matching] or ["no definition"])
    assert not problems, f"{path.name}: steps that do not match exactly one definition:\n" + (
        "\n".join(f"  {where}\n    " + "\n    ".join(found) for where, found in problems.items())
    )
