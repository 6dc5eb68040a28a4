"""Dependencies point one way (DESIGN.md): regulations <- reference_impl <- vendor_adapters <-
suite <- steps <- reports <- bjkit. A module may import its own package and the packages to its
left."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LAYERS = (
    "regulations", "reference_impl", "vendor_adapters", "suite", "steps", "reports", "bjkit",
)  # fmt: skip


def _imported_packages(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names & set(LAYERS)


@pytest.mark.parametrize("layer", LAYERS)
def test_a_package_imports_only_the_layers_below_it(layer: str) -> None:
    allowed = set(LAYERS[: LAYERS.index(layer) + 1])
    offending = {
        str(path.relative_to(ROOT)): sorted(_imported_packages(path) - allowed)
        for path in sorted((ROOT / layer).rglob("*.py"))
        if _imported_packages(path) - allowed
    }
    assert offending == {}
