"""Putting a mutant in place, never on disk (the checkout is shared).

- In place: a mutant inside a function replaces that function's code object (`__code__`) in the
  running process. Every reference to the function, imported by name anywhere, sees the change;
  the caches of the engine's modules are cleared so that nothing computed before it is reused.
  Done in a forked child, so the parent keeps the original.
- On import: a mutant at module level (a constant, a table, a default, a class attribute) is
  made when the module is imported; a meta path finder serves the mutated module in a fresh
  process before anything imports it.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from types import CodeType, FunctionType, ModuleType

from bjkit.mutation.operators import mutated_code

__all__ = ["MutantNotApplicableError", "apply_in_place", "clear_caches", "install_on_import"]


class MutantNotApplicableError(Exception):
    """The mutant cannot be put in place in a running process (the reason is the message)."""


def _codes(code: CodeType) -> Iterator[CodeType]:
    yield code
    for const in code.co_consts:
        if isinstance(const, CodeType):
            yield from _codes(const)


def _unwrapped(obj: object) -> Iterator[FunctionType]:
    """The plain functions behind a class attribute or module global: through staticmethod,
    classmethod, property, cached_property and functools wrappers."""
    seen: set[int] = set()
    stack = [obj]
    while stack:
        item = stack.pop()
        if id(item) in seen or item is None:
            continue
        seen.add(id(item))
        if isinstance(item, FunctionType):
            yield item
        for attribute in ("__wrapped__", "__func__", "fget", "fset", "fdel", "func"):
            inner = getattr(item, attribute, None)
            if inner is not None:
                stack.append(inner)


def _outermost(module: ModuleType, qualname: str) -> tuple[str, list[FunctionType]]:
    """The qualified name of the outermost function on the way to `qualname`, and the live
    functions it may be."""
    owner: object = module
    parts = qualname.split(".")
    for depth, part in enumerate(parts):
        namespace = vars(owner) if isinstance(owner, type | ModuleType) else {}
        if part not in namespace:
            raise MutantNotApplicableError(f"{qualname}: no {part} in {owner!r}")
        value = namespace[part]
        functions = list(_unwrapped(value))
        if functions:
            return ".".join(parts[: depth + 1]), functions
        owner = value
    raise MutantNotApplicableError(f"{qualname} is not reached through a function")


def clear_caches(prefix: str) -> None:
    """Empty every cache of the modules of package `prefix` that are imported: each object
    with a `cache_clear` (a `functools` cache, an edition set computed from the corpus)."""
    for name, module in list(sys.modules.items()):
        if module is None or not (name == prefix or name.startswith(prefix + ".")):
            continue
        for value in list(vars(module).values()):
            for candidate in [value, *vars(value).values()] if isinstance(value, type) else [value]:
                if isinstance(candidate, type):
                    # A class's own cache_clear wants an instance: its instances are cleared.
                    continue
                clear = getattr(candidate, "cache_clear", None)
                if callable(clear):
                    clear()


def apply_in_place(module_name: str, path: str, index: int, qualname: str) -> None:
    """Replace, in this process, the code of the function holding mutation site `index` of
    `path` (module `module_name`, imported first if the tests import it lazily) by its mutated
    code. Raises MutantNotApplicableError when the function cannot be matched."""
    module = sys.modules.get(module_name)
    if module is None:
        # Imported lazily by the tests: import the original now, then change it.
        try:
            module = importlib.import_module(module_name)
        except ImportError as error:
            raise MutantNotApplicableError(f"{module_name}: {error}") from None
    source = Path(path).read_text(encoding="utf-8")
    code = mutated_code(source, str(Path(module.__file__ or path)), index)
    outer, functions = _outermost(module, qualname)
    replaced = False
    for function in functions:
        original = function.__code__
        if original.co_qualname != outer:
            continue
        for candidate in _codes(code):
            if (
                candidate.co_qualname == outer
                and candidate.co_firstlineno == original.co_firstlineno
            ):
                try:
                    function.__code__ = candidate
                except ValueError as error:  # a closure's free variables changed
                    raise MutantNotApplicableError(f"{outer}: {error}") from None
                replaced = True
                break
    if not replaced:
        raise MutantNotApplicableError(f"{outer}: no matching code object")
    clear_caches(module_name.split(".", maxsplit=1)[0])


class _MutantFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def __init__(self, module_name: str, path: str, index: int) -> None:
        self.module_name = module_name
        self.path = str(Path(path).resolve())
        self.index = index

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None,
        target: ModuleType | None = None,
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname != self.module_name:
            return None
        package = Path(self.path).name == "__init__.py"
        return importlib.util.spec_from_file_location(
            fullname,
            self.path,
            loader=self,
            submodule_search_locations=[str(Path(self.path).parent)] if package else None,
        )

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        return None

    def exec_module(self, module: ModuleType) -> None:
        source = Path(self.path).read_text(encoding="utf-8")
        exec(mutated_code(source, self.path, self.index), module.__dict__)


def install_on_import(module_name: str, path: str, index: int) -> None:
    """From now on, importing `module_name` loads it with mutation site `index` changed."""
    if module_name in sys.modules:
        raise MutantNotApplicableError(f"{module_name} is already imported")
    sys.meta_path.insert(0, _MutantFinder(module_name, path, index))
