"""The kit's own AST mutator: where a module of the reference engine can be changed, and the
changed module.

Six operators, each a small change a faulty game could make to the rules it implements:

- `cmp`: a comparison flipped or moved by its boundary (`<` to `<=`, `==` to `!=`, `in` to
  `not in`, `is` to `is not`, and back);
- `int`: an integer constant off by one (n to n+1 and n-1), and a numeric string (a pay-table
  amount such as "1.5") raised by one;
- `arith`: an arithmetic operator swapped (`+`/`-`, `*`/`/`, `//` and `%` to `*`, `|`/`&`),
  in augmented assignments too;
- `bool`: `and`/`or` swapped, a `not` dropped, `True`/`False` swapped, a condition negated;
- `return`: a returned value replaced by None;
- `remove`: a statement removed (a call, an assignment, a `raise`, `break` or `continue`).

Docstrings, annotations, f-strings (messages), `__all__` and `if TYPE_CHECKING:` blocks are not
mutated: a change there changes no round. Each mutation site is found by walking the module's
tree in a fixed order, so the n-th site of a source is always the same change.
"""

from __future__ import annotations

import ast
import hashlib
from collections.abc import Iterator
from dataclasses import dataclass, replace
from decimal import Decimal, InvalidOperation
from pathlib import Path
from types import CodeType

__all__ = ["Mutant", "mutants_of_source", "mutate_tree", "mutated_code"]

_CMP_FLIPS: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
}
_ARITH_SWAPS: dict[type[ast.operator], type[ast.operator]] = {
    ast.Add: ast.Sub,
    ast.Sub: ast.Add,
    ast.Mult: ast.Div,
    ast.Div: ast.Mult,
    ast.FloorDiv: ast.Mult,
    ast.Mod: ast.Mult,
    ast.BitOr: ast.BitAnd,
    ast.BitAnd: ast.BitOr,
}
_SYMBOLS: dict[type[ast.AST], str] = {
    ast.Lt: "<",
    ast.LtE: "<=",
    ast.Gt: ">",
    ast.GtE: ">=",
    ast.Eq: "==",
    ast.NotEq: "!=",
    ast.Is: "is",
    ast.IsNot: "is not",
    ast.In: "in",
    ast.NotIn: "not in",
    ast.Add: "+",
    ast.Sub: "-",
    ast.Mult: "*",
    ast.Div: "/",
    ast.FloorDiv: "//",
    ast.Mod: "%",
    ast.BitOr: "|",
    ast.BitAnd: "&",
}
_REMOVABLE = (ast.Expr, ast.Assign, ast.AugAssign, ast.Raise, ast.Break, ast.Continue, ast.Delete)


@dataclass(frozen=True)
class Mutant:
    """One change to one module: its site (the `index`-th of the source, line and column), the
    operator, what it was and what it becomes, and the function it lies in (`qualname`, empty
    at module level, where a change is made when the module is imported)."""

    module: str
    path: str
    index: int
    line: int
    end_line: int
    col: int
    operator: str
    original: str
    replacement: str
    qualname: str
    source_line: str
    # The how-many-th mutant with the same key in the module (identical lines repeat).
    occurrence: int = 0
    # In a function whose code object cannot simply be swapped: a closure (a function inside a
    # function, built when its outer function runs, often at import) or a method calling
    # `super()` (its code needs the `__class__` cell). Such a mutant that survives in place is
    # made on import once more. Not part of the id.
    rebuilt_on_import: bool = False

    @property
    def id(self) -> str:
        """A name that survives edits elsewhere in the file: the module, function, operator,
        the change and the line's own text, hashed; the column tells apart two alike sites on
        one line."""
        key = "|".join(
            (
                self.module,
                self.qualname,
                self.operator,
                self.original,
                self.replacement,
                self.source_line.strip(),
                str(self.col),
                str(self.occurrence),
            )
        )
        return hashlib.sha256(key.encode()).hexdigest()[:12]

    @property
    def location(self) -> str:
        return f"{self.path}:{self.line}"

    @property
    def description(self) -> str:
        return f"{self.operator}: {self.original} -> {self.replacement}"

    @property
    def in_function(self) -> bool:
        return bool(self.qualname)

    def to_dict(self) -> dict[str, object]:
        return {
            "id": self.id,
            "module": self.module,
            "location": self.location,
            "line": self.line,
            "col": self.col,
            "operator": self.operator,
            "original": self.original,
            "replacement": self.replacement,
            "function": self.qualname,
        }


@dataclass
class _Site:
    operator: str
    original: str
    replacement: str
    node: ast.AST
    qualname: str
    rebuilt_on_import: bool = False


def _is_docstring(node: ast.stmt, body: list[ast.stmt]) -> bool:
    return (
        bool(body)
        and body[0] is node
        and isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    )


def _calls_super(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    return any(isinstance(inner, ast.Name) and inner.id == "super" for inner in ast.walk(node))


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _numeric_string(value: str) -> Decimal | None:
    if not value or not value.replace(".", "", 1).isdigit():
        return None
    try:
        return Decimal(value)
    except InvalidOperation:
        return None


def _src(node: ast.AST) -> str:
    text = ast.unparse(node)
    return text if len(text) <= 60 else text[:57] + "..."


class _Finder:
    """Walks a module in a fixed order and lists its mutation sites; with `apply_index`, makes
    that site's change to the tree in place instead."""

    def __init__(self, apply_index: int | None = None) -> None:
        self.sites: list[_Site] = []
        self.apply_index = apply_index
        self.applied = False
        self._qual: list[str] = []
        self._in_function = 0
        # Functions entered that hold a closure or call super() (see Mutant.rebuilt_on_import).
        self._rebuilt = 0
        # The operand that replaces a `not` chosen for dropping (the tree is rewritten after).
        self.replace: ast.expr | None = None

    # Each site is counted; the one asked for is applied as it is met.
    def _site(self, operator: str, original: str, replacement: str, node: ast.AST) -> bool:
        qualname = ".".join(self._qual) if self._in_function else ""
        self.sites.append(_Site(operator, original, replacement, node, qualname, self._rebuilt > 0))
        if self.apply_index is not None and len(self.sites) - 1 == self.apply_index:
            self.applied = True
            return True
        return False

    def module(self, tree: ast.Module) -> None:
        self._body(tree.body)

    def _body(self, body: list[ast.stmt]) -> None:
        index = 0
        while index < len(body):
            node = body[index]
            if _is_docstring(node, body):
                index += 1
                continue
            if self._removable(node) and self._site("remove", _src(node), "pass", node):
                body[index] = ast.copy_location(ast.Pass(), node)
            else:
                self._stmt(node)
            index += 1

    def _removable(self, node: ast.stmt) -> bool:
        if not isinstance(node, _REMOVABLE):
            return False
        if isinstance(node, ast.Assign):
            names = [t.id for t in node.targets if isinstance(t, ast.Name)]
            if "__all__" in names:
                return False
            # A module-level or class-level name removed is a NameError or an AttributeError
            # at import: not a change a game could make.
            return bool(self._in_function)
        return not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant))

    def _stmt(self, node: ast.stmt) -> None:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            for decorator in node.decorator_list:
                self._expr(decorator)
            self._arguments(node.args)
            self._qual.append(node.name)
            rebuilt = self._in_function > 0 or _calls_super(node)
            self._in_function += 1
            self._rebuilt += rebuilt
            self._body(node.body)
            self._rebuilt -= rebuilt
            self._in_function -= 1
            self._qual.pop()
        elif isinstance(node, ast.ClassDef):
            for decorator in node.decorator_list:
                self._expr(decorator)
            for base in node.bases:
                self._expr(base)
            self._qual.append(node.name)
            self._body(node.body)
            self._qual.pop()
        elif isinstance(node, ast.If):
            if _is_type_checking(node):
                return
            self._condition(node, "test")
            self._body(node.body)
            self._body(node.orelse)
        elif isinstance(node, ast.While):
            self._condition(node, "test")
            self._body(node.body)
            self._body(node.orelse)
        elif isinstance(node, ast.For | ast.AsyncFor):
            self._expr(node.iter)
            self._body(node.body)
            self._body(node.orelse)
        elif isinstance(node, ast.With | ast.AsyncWith):
            for item in node.items:
                self._expr(item.context_expr)
            self._body(node.body)
        elif isinstance(node, ast.Try):
            self._body(node.body)
            for handler in node.handlers:
                self._body(handler.body)
            self._body(node.orelse)
            self._body(node.finalbody)
        elif isinstance(node, ast.Match):
            self._expr(node.subject)
            for case in node.cases:
                if case.guard is not None:
                    self._expr(case.guard)
                self._body(case.body)
        elif isinstance(node, ast.Return):
            self._return(node)
        elif isinstance(node, ast.AnnAssign):
            if node.value is not None:
                self._expr(node.value)
        elif isinstance(node, ast.AugAssign):
            swap = _ARITH_SWAPS.get(type(node.op))
            if swap is not None and self._site(
                "arith", _SYMBOLS[type(node.op)] + "=", _SYMBOLS[swap] + "=", node
            ):
                node.op = swap()
            self._expr(node.value)
        elif isinstance(node, ast.Raise):
            # The exception raised is what matters, not the words of its message.
            pass
        else:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.expr):
                    self._expr(child)

    def _arguments(self, args: ast.arguments) -> None:
        for default in [*args.defaults, *[d for d in args.kw_defaults if d is not None]]:
            self._expr(default)

    def _return(self, node: ast.Return) -> None:
        value = node.value
        if value is None:
            return
        plain = isinstance(value, ast.Constant) and (value.value is None or value.value in (0, 1))
        if not plain and self._site("return", _src(value), "None", node):
            node.value = ast.copy_location(ast.Constant(None), value)
            return
        self._expr(value)

    def _condition(self, node: ast.If | ast.While | ast.IfExp, field: str) -> None:
        test: ast.expr = getattr(node, field)
        # A comparison is changed by its own flips; a bare name or call is negated.
        if not isinstance(test, ast.Compare | ast.BoolOp | ast.UnaryOp | ast.Constant) and (
            self._site("bool", _src(test), f"not ({_src(test)})", test)
        ):
            setattr(node, field, ast.copy_location(ast.UnaryOp(ast.Not(), test), test))
            return
        self._expr(test)

    def _expr(self, node: ast.expr) -> None:
        if isinstance(node, ast.JoinedStr):
            return
        if isinstance(node, ast.Compare):
            for position, op in enumerate(node.ops):
                flip = _CMP_FLIPS[type(op)]
                if self._site("cmp", _SYMBOLS[type(op)], _SYMBOLS[flip], node):
                    node.ops[position] = flip()
                    return
        elif isinstance(node, ast.BinOp):
            swap = _ARITH_SWAPS.get(type(node.op))
            if swap is not None and self._site(
                "arith", _SYMBOLS[type(node.op)], _SYMBOLS[swap], node
            ):
                node.op = swap()
                return
        elif isinstance(node, ast.BoolOp):
            other: ast.boolop = ast.Or() if isinstance(node.op, ast.And) else ast.And()
            names = ("and", "or") if isinstance(node.op, ast.And) else ("or", "and")
            if self._site("bool", names[0], names[1], node):
                node.op = other
                return
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            if self._site("bool", _src(node), _src(node.operand), node):
                self.replace = node.operand
                return
        elif isinstance(node, ast.IfExp):
            self._condition(node, "test")
            self._expr(node.body)
            self._expr(node.orelse)
            return
        elif isinstance(node, ast.Constant):
            self._constant(node)
            return
        elif isinstance(node, ast.Lambda):
            self._expr(node.body)
            return
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.expr):
                self._expr(child)
            elif isinstance(child, ast.comprehension):
                self._expr(child.iter)
                for condition in child.ifs:
                    self._expr(condition)

    def _constant(self, node: ast.Constant) -> None:
        value = node.value
        if isinstance(value, bool):
            if self._site("bool", repr(value), repr(not value), node):
                node.value = not value
        elif isinstance(value, int):
            for step in (1, -1):
                if self._site("int", repr(value), repr(value + step), node):
                    node.value = value + step
                    return
        elif isinstance(value, str):
            number = _numeric_string(value)
            if number is not None and self._site("int", repr(value), repr(str(number + 1)), node):
                node.value = str(number + 1)


class _NotReplacer(ast.NodeTransformer):
    """Replaces the one `not x` node the finder chose by its operand."""

    def __init__(self, target: ast.AST, operand: ast.expr) -> None:
        self.target = target
        self.operand = operand

    def visit(self, node: ast.AST) -> ast.AST:
        if node is self.target:
            return self.operand
        visited: ast.AST = super().visit(node)
        return visited


def _find(tree: ast.Module, apply_index: int | None) -> _Finder:
    finder = _Finder(apply_index)
    finder.module(tree)
    return finder


def mutants_of_source(source: str, module: str, path: str) -> list[Mutant]:
    """Every mutant of one module's source, in site order."""
    lines = source.splitlines()
    finder = _find(ast.parse(source, path), None)
    mutants: list[Mutant] = []
    seen: dict[str, int] = {}
    for index, site in enumerate(finder.sites):
        node = site.node
        line = getattr(node, "lineno", 0)
        mutants.append(
            Mutant(
                module=module,
                path=path,
                index=index,
                line=line,
                end_line=getattr(node, "end_lineno", line) or line,
                col=getattr(node, "col_offset", 0),
                operator=site.operator,
                original=site.original,
                replacement=site.replacement,
                qualname=site.qualname,
                rebuilt_on_import=site.rebuilt_on_import,
                source_line=lines[line - 1] if 0 < line <= len(lines) else "",
            )
        )
        first = mutants[-1].id
        if first in seen:
            seen[first] += 1
            mutants[-1] = replace(mutants[-1], occurrence=seen[first])
        else:
            seen[first] = 0
    return mutants


def mutate_tree(source: str, path: str, index: int) -> ast.Module:
    """The module's tree with its `index`-th site changed."""
    tree = ast.parse(source, path)
    finder = _find(tree, index)
    if not finder.applied:
        raise IndexError(f"{path} has no mutation site {index}")
    if finder.replace is not None:
        _NotReplacer(finder.sites[index].node, finder.replace).visit(tree)
    return ast.fix_missing_locations(tree)


def mutated_code(source: str, path: str, index: int) -> CodeType:
    """The compiled module with its `index`-th site changed, named after the original file so
    that tracebacks and code objects' names match."""
    return compile(mutate_tree(source, path, index), str(Path(path)), "exec")


def iter_sites(source: str, path: str) -> Iterator[tuple[int, str]]:
    """(index, description) of each site: for debugging the finder."""
    finder = _find(ast.parse(source, path), None)
    for index, site in enumerate(finder.sites):
        yield index, f"{site.operator}: {site.original} -> {site.replacement}"
