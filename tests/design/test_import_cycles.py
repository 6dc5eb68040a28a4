"""The engine's import knot: no cycle of imports larger than two modules, type-only ones included.

Issue 28 (Deliver 6) asks that the reference engine's modules no longer form one knot once the
imports made only for type checking are counted: the round's step modules type against the small
protocols of `reference_impl.round_view`, and `wager_model` does not import the engine types that
read it. This builds the import graph of `reference_impl` from the source with `ast` (every
`import` and `from ... import`, at the top, under `if TYPE_CHECKING:` and inside functions alike),
finds its strongly connected components (Tarjan), and holds each to at most two modules.

An import of `a.b.c` is an arrow to the module `a.b.c` only (the packages above it are not
counted); `from a.b import c` is an arrow to `a.b.c` when that is a module, else to `a.b`.

    python -m tests.design.test_import_cycles     # every component of more than one module
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "reference_impl"
LARGEST_ALLOWED = 2

__all__ = ["import_graph", "strongly_connected_components"]


def _module_names(root: Path, package: str) -> dict[str, Path]:
    """Every module of `package` by its dotted name (a package by its own name)."""
    modules = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        modules[".".join(parts)] = path
    return modules


def _absolute(node: ast.ImportFrom, module: str, is_package: bool) -> str | None:
    """The module a `from ... import` names, with a relative import resolved against `module`."""
    if node.level == 0:
        return node.module
    base = module.split(".") if is_package else module.split(".")[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join([*base, node.module] if node.module else base)


def _targets(tree: ast.Module, module: str, is_package: bool, known: set[str]) -> Iterator[str]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names if alias.name in known)
        elif isinstance(node, ast.ImportFrom):
            source = _absolute(node, module, is_package)
            if source is None:
                continue
            for alias in node.names:
                submodule = f"{source}.{alias.name}"
                if submodule in known:
                    yield submodule
                elif source in known:
                    yield source


def import_graph(root: Path = ROOT, package: str = PACKAGE) -> dict[str, set[str]]:
    """Each module of `package` and the modules of `package` it imports, however it imports them."""
    modules = _module_names(root, package)
    known = set(modules)
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        is_package = path.name == "__init__.py"
        graph[name] = set(_targets(tree, name, is_package, known)) - {name}
    return graph


def strongly_connected_components(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """Tarjan's strongly connected components of `graph`, iteratively; largest first."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    components: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, successors = work[-1]
            for successor in successors:
                if successor not in index:
                    index[successor] = low[successor] = len(index)
                    stack.append(successor)
                    on_stack.add(successor)
                    work.append((successor, iter(sorted(graph[successor]))))
                    break
                if successor in on_stack:
                    low[node] = min(low[node], index[successor])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    components.append(sorted(component))
    return sorted(components, key=lambda component: (-len(component), component))


def test_tarjan_finds_a_cycle_and_leaves_a_chain_apart() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": {"e"}, "e": set()}
    assert strongly_connected_components(graph) == [["a", "b", "c"], ["d"], ["e"]]


def test_the_graph_counts_imports_made_for_type_checking_only(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "one.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.two import Two\n"
    )
    (package / "two.py").write_text("def f():\n    from . import one\n    import pkg.three\n")
    (package / "three.py").write_text("from pkg import one\n")
    graph = import_graph(tmp_path, "pkg")
    assert graph == {
        "pkg": set(), "pkg.one": {"pkg.two"}, "pkg.two": {"pkg.one", "pkg.three"},
        "pkg.three": {"pkg.one"},
    }  # fmt: skip
    assert strongly_connected_components(graph)[0] == ["pkg.one", "pkg.three", "pkg.two"]


def test_no_cycle_of_engine_imports_is_larger_than_two_modules() -> None:
    knots = [c for c in strongly_connected_components(import_graph()) if len(c) > LARGEST_ALLOWED]
    assert knots == [], f"{[len(knot) for knot in knots]} modules in one cycle: {knots}"


def main() -> int:
    components = [c for c in strongly_connected_components(import_graph()) if len(c) > 1]
    for component in components:
        print(f"{len(component)} modules: {', '.join(component)}")
    print(f"largest: {max((len(c) for c in components), default=1)} (allowed {LARGEST_ALLOWED})")
    return 0 if all(len(c) <= LARGEST_ALLOWED for c in components) else 1


if __name__ == "__main__":
    sys.exit(main())
