"""Adapter specs, the one way the kit names a game under test everywhere:

- `reference`: the reference engine, in process (of the run's game: a game other than blackjack
  names its reference adapter in its declaration, `GameDeclaration.reference_adapter`);
- `python:package.module:factory`: a Python adapter, in process; `factory()` returns it;
- `stdio:COMMAND ARGS...`: any program speaking the protocol on stdin/stdout.
"""

from __future__ import annotations

import difflib
import importlib
import os
import shlex
import shutil
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

from reference_impl.game_model import game_named
from vendor_adapters.errors import AdapterSpecError
from vendor_adapters.protocol import DEFAULT_GAME, GameUnderTest, PlaysTableGame
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.stdio_client import DEFAULT_TIMEOUT_SECONDS, StdioAdapter

__all__ = [
    "ADAPTER_FOLDER_ENV",
    "AdapterSpec",
    "check_adapter_spec",
    "open_adapter",
    "open_python_adapter",
    "parse_adapter_spec",
]

_FORMS = "reference, python:package.module:factory, or stdio:COMMAND ARGS..."


@dataclass(frozen=True)
class AdapterSpec:
    kind: str  # "reference", "python" or "stdio"
    target: str  # module:factory for python, the command line for stdio
    text: str

    @property
    def command(self) -> tuple[str, ...]:
        return tuple(shlex.split(self.target)) if self.kind == "stdio" else ()


def parse_adapter_spec(text: str) -> AdapterSpec:
    spec = text.strip()
    if spec == "reference":
        return AdapterSpec("reference", "", spec)
    kind, colon, target = spec.partition(":")
    if not colon or kind not in ("python", "stdio") or not target.strip():
        raise AdapterSpecError(f"adapter spec {text!r} is not one of: {_FORMS}")
    if kind == "python":
        module, colon, factory = target.partition(":")
        if not colon or not module or not factory.isidentifier():
            raise AdapterSpecError(
                f"adapter spec {text!r}: a Python adapter is python:package.module:factory"
            )
    else:
        try:
            words = shlex.split(target)
        except ValueError as error:
            raise AdapterSpecError(f"adapter spec {text!r}: {error}") from None
        if not words:
            raise AdapterSpecError(f"adapter spec {text!r}: the stdio command is empty")
    return AdapterSpec(kind, target.strip(), spec)


# The folder a `stdio:` game starts in and its relative program is read from: the one the user
# ran bjkit from. `bjkit certify` plays the features in a child process that runs from the kit's
# own folder, and passes the user's folder down in this variable so that `stdio:./game` there
# is the same game as on the command line.
ADAPTER_FOLDER_ENV = "BJKIT_ADAPTER_FOLDER"


def adapter_folder() -> str:
    """The folder `stdio:` games start in and relative programs are read from."""
    return os.environ.get(ADAPTER_FOLDER_ENV) or os.getcwd()


def check_adapter_spec(text: str) -> None:
    """Stop a command before it runs anything when its spec names a game that cannot start.

    Every command calls this first, so that a typo is exit status 2 with its reason rather than a
    run whose every scenario is an adapter error (and a run folder that looks like a verdict).
    For `stdio:` the program (the command's first word) must exist and be executable: a name
    with a slash is a path from the current folder, any other is looked up on PATH, as the
    operating system does when the adapter is started. For `python:` the module must import and
    have a callable of the factory's name. Nothing is started and the factory is not called: a
    game that starts but misbehaves is the run's to record, not a bad option.
    """
    spec = parse_adapter_spec(text)
    if spec.kind == "stdio":
        try:
            _check_program(spec)
        except (OSError, ValueError) as error:
            # A program name the system cannot even look up (too long, a NUL byte in it).
            reason = error.strerror if isinstance(error, OSError) else str(error)
            raise AdapterSpecError(
                f"adapter spec {spec.text!r}: program {spec.command[0]!r} cannot be looked "
                f"up: {reason}"
            ) from None
    elif spec.kind == "python":
        _python_factory(spec)


def _check_program(spec: AdapterSpec) -> None:
    program = spec.command[0]
    problem = f"adapter spec {spec.text!r}: program {program}"
    if os.sep in program or (os.altsep is not None and os.altsep in program):
        path = Path(adapter_folder()) / program
        # A relative path is read from the folder the command runs in; say which, since that
        # is the usual surprise.
        where = "" if Path(program).is_absolute() else f" (looked for in {adapter_folder()})"
        if not path.exists():
            if path.is_symlink():
                raise AdapterSpecError(
                    f"{problem} is a link to {os.readlink(path)}, which does not exist{where}"
                )
            raise AdapterSpecError(f"{problem} does not exist{where}")
        if path.is_dir():
            raise AdapterSpecError(f"{problem} is a folder, not a program{where}")
        if not os.access(path, os.X_OK):
            raise AdapterSpecError(
                f"{problem} is not executable{where}: make it so (chmod +x {program}) or name "
                f"its interpreter first (stdio:python3 {program} ...)"
            )
        return
    if shutil.which(program) is not None:
        return
    # shutil.which skips a file that is on PATH but not executable: name it, it is the fix.
    for folder in os.environ.get("PATH", os.defpath).split(os.pathsep):
        candidate = Path(folder or ".") / program
        if candidate.is_file():
            raise AdapterSpecError(f"{problem} is on PATH as {candidate}, which is not executable")
    hint = ""
    if (Path(adapter_folder()) / program).is_file():
        # As in a shell, a bare name is never read from the current folder.
        hint = f"; the current folder has one: write ./{program}"
    raise AdapterSpecError(f"{problem} is not found on PATH{hint}")


def _import_adapter_module(spec: AdapterSpec, module_name: str) -> ModuleType:
    # As with `python -m`, a module in the folder the command runs from can be named: a vendor
    # runs `bjkit certify --adapter python:our_game.adapter:make` from their own project.
    if os.getcwd() not in sys.path:
        sys.path.append(os.getcwd())
    try:
        return importlib.import_module(module_name)
    except ImportError as error:
        raise AdapterSpecError(
            f"adapter spec {spec.text!r}: cannot import {module_name}: {error}"
        ) from None
    except (Exception, SystemExit) as error:
        # Whatever a vendor's module raises on import (a SyntaxError, a missing setting) is a
        # module that cannot be imported, reported as such rather than as a crash of the kit.
        raise AdapterSpecError(
            f"adapter spec {spec.text!r}: cannot import {module_name}: importing it raised "
            f"{type(error).__name__}: {error}"
        ) from None


def _python_factory(spec: AdapterSpec) -> Callable[[], object]:
    """The factory a `python:` spec names, imported but not called."""
    module_name, _, factory_name = spec.target.partition(":")
    module = _import_adapter_module(spec, module_name)
    where = (
        f"{module_name} ({module.__file__})" if getattr(module, "__file__", None) else module_name
    )
    if not hasattr(module, factory_name):
        names = [name for name in dir(module) if callable(getattr(module, name, None))]
        close = difflib.get_close_matches(factory_name, names, n=3, cutoff=0.6)
        hint = f"; did you mean {', '.join(close)}?" if close else ""
        raise AdapterSpecError(
            f"adapter spec {spec.text!r}: {where} has no attribute {factory_name}{hint}"
        )
    factory: object = getattr(module, factory_name)
    if not callable(factory):
        raise AdapterSpecError(
            f"adapter spec {spec.text!r}: {module_name}.{factory_name} is a "
            f"{type(factory).__name__}, not a callable factory"
        )
    return factory


def _reference_of(game: str) -> GameUnderTest | PlaysTableGame:
    """The reference adapter of `game`, as its declaration names it ("module:factory")."""
    named = game_named(game).reference_adapter
    module_name, _, factory_name = named.partition(":")
    factory = getattr(importlib.import_module(module_name), factory_name)
    adapter: GameUnderTest | PlaysTableGame = factory()
    return adapter


def open_python_adapter(text: str, *, game: str = DEFAULT_GAME) -> GameUnderTest | PlaysTableGame:
    """A Python adapter from `reference` (the reference engine of `game`) or
    `python:package.module:factory`."""
    spec = parse_adapter_spec(text)
    if spec.kind == "reference":
        return ReferenceAdapter() if game == DEFAULT_GAME else _reference_of(game)
    if spec.kind != "python":
        raise AdapterSpecError(f"adapter spec {text!r} is not a Python adapter")
    factory_name = spec.target.partition(":")[2]
    factory = _python_factory(spec)
    try:
        adapter = factory()
    except (Exception, SystemExit) as error:  # SystemExit: a factory that calls sys.exit()
        # The vendor's factory failing (it needs arguments, a setting, a licence server) is an
        # adapter that cannot be started, said as such rather than as a crash of the kit.
        raise AdapterSpecError(
            f"adapter spec {text!r}: calling {factory_name}() raised "
            f"{type(error).__name__}: {error}"
        ) from None
    if not isinstance(adapter, GameUnderTest | PlaysTableGame):
        missing = [
            name
            for name in ("handshake", "open_table", "start_round", "deal", "apply", "outcome")
            if not callable(getattr(adapter, name, None))
        ]
        raise AdapterSpecError(
            f"adapter spec {text!r}: {factory_name}() returned {type(adapter).__name__}, which "
            f"lacks methods of GameUnderTest "
            f"({', '.join(missing) or 'see vendor_adapters.protocol'})"
        )
    return adapter


def open_adapter(
    text: str, *, timeout: float = DEFAULT_TIMEOUT_SECONDS, game: str = DEFAULT_GAME
) -> GameUnderTest | PlaysTableGame:
    """The game under test a spec names (`reference`: of `game`); stdio adapters get the
    per-call time limit, and say which game they play in their handshake."""
    spec = parse_adapter_spec(text)
    if spec.kind == "stdio":
        return StdioAdapter(spec.command, timeout=timeout, cwd=adapter_folder())
    return open_python_adapter(text, game=game)
