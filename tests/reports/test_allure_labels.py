"""`-p suite.run.allure_labels`: the Allure results of a certification run are labelled by edition,
section and clause, and the module does nothing when allure-pytest-bdd is not writing results.

Each test runs pytest on one feature of the kit in a child process, as `bjkit certify` or a
vendor's CI would, and reads the `*-result.json` files allure-pytest-bdd wrote."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd.parser import FeatureParser

ROOT = Path(__file__).resolve().parents[2]
FEATURE = "features/2.07-payment-of-blackjack.feature"
EDITION = "nj-2024"
RUN = [FEATURE, "-q", "-p", "no:cacheprovider", "--edition", EDITION, "--clause", "2.7(a)"]
KINDS = {"example", "property", "validation", "manual"}


def run_pytest(*options: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pytest", *options],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def expected_scenarios() -> dict[str, dict[str, Any]]:
    """The scenarios the run selects, read from the feature file: name -> clauses, kind."""
    feature = FeatureParser(str(ROOT / "features"), Path(FEATURE).name).parse()
    found: dict[str, dict[str, Any]] = {}
    for name, template in feature.scenarios.items():
        tags = set(template.tags) | (template.rule.tags if template.rule else set())
        clauses = sorted(t.removeprefix("clause:") for t in tags if t.startswith("clause:"))
        if f"edition:{EDITION}" in tags and any(c.endswith("2.7(a)") for c in clauses):
            found[name] = {"clauses": clauses, "kinds": tags & KINDS}
    return found


def allure_results(directory: Path) -> dict[str, dict[str, Any]]:
    results = [json.loads(p.read_text("utf-8")) for p in directory.glob("*-result.json")]
    return {r["name"]: r for r in results}


def labels(result: dict[str, Any], name: str) -> list[str]:
    return [label["value"] for label in result["labels"] if label["name"] == name]


def test_every_scenario_result_carries_edition_section_clause_and_kind(tmp_path: Path) -> None:
    process = run_pytest(
        *RUN,
        "-p",
        "allure_pytest_bdd",
        "-p",
        "suite.run.allure_labels",
        "--alluredir",
        str(tmp_path),
    )
    assert process.returncode == 0, process.stdout + process.stderr
    expected = expected_scenarios()
    results = allure_results(tmp_path)
    # allure-pytest-bdd writes no result for a scenario skipped before it starts, as the manual
    # ones are while steps/plugin.py gives their verdict in pytest_runtest_setup
    runs = {name for name, facts in expected.items() if "manual" not in facts["kinds"]}
    assert runs and runs <= set(results) <= set(expected)
    for name, result in results.items():
        facts = expected[name]
        assert labels(result, "epic") == [EDITION], name
        # The feature tags 19:47; an nj-2024 run cites its section and clauses as 13:69F.
        assert facts["clauses"] == ["19:47-2.7(a)"], name
        assert labels(result, "feature") == ["13:69F-2.7 Payment of blackjack"], name
        assert labels(result, "story") == ["13:69F-2.7(a)"], name
        assert set(labels(result, "tag")) & KINDS == facts["kinds"], name
        assert result["status"] == ("skipped" if "manual" in facts["kinds"] else "passed"), name
        parameters = {p["name"]: p["value"] for p in result["parameters"]}
        assert parameters == {
            "edition": f"'{EDITION}'",
            "adapter": "'reference'",
            "house options": "'defaults'",
        }


def test_the_house_options_are_a_parameter_of_each_result(tmp_path: Path) -> None:
    # allure-pytest-bdd is a pytest11 entry point: loaded without `-p allure_pytest_bdd` too
    house = ["--house", "surrender=true"]
    process = run_pytest(
        *RUN, *house, "-p", "suite.run.allure_labels", "--alluredir", str(tmp_path)
    )
    assert process.returncode == 0, process.stdout + process.stderr
    results = allure_results(tmp_path)
    assert results
    for result in results.values():
        parameters = {p["name"]: p["value"] for p in result["parameters"]}
        assert parameters["house options"] == "'surrender=true'"


@pytest.mark.parametrize(
    "options",
    [
        pytest.param([], id="allure-pytest-bdd loaded, no --alluredir"),
        pytest.param(["-p", "no:allure_pytest_bdd"], id="allure-pytest-bdd blocked"),
    ],
)
def test_without_allure_results_the_module_does_nothing(options: list[str]) -> None:
    process = run_pytest(*RUN, *options, "-p", "suite.run.allure_labels")
    assert process.returncode == 0, process.stdout + process.stderr
    assert " passed" in process.stdout


def test_importing_the_module_imports_nothing_of_allure() -> None:
    code = (
        "import sys, suite.run.allure_labels; "
        "print(sorted(m for m in sys.modules if 'allure' in m))"
    )
    process = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert process.stdout.strip() == "['suite.run.allure_labels']"
