"""Adapter specs, the one way the kit names a game under test everywhere:

- `reference`: the reference engine, in process;
- `python:package.module:factory`: a Python adapter, in process; `factory()` returns it;
- `stdio:COMMAND ARGS...`: any program speaking the protocol on stdin/stdout.
"""

from __future__ import annotations

import importlib
import os
import shlex
import sys
from dataclasses import dataclass

from vendor_adapters.errors import AdapterSpecError
from vendor_adapters.protocol import GameUnderTest
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.stdio_client import DEFAULT_TIMEOUT_SECONDS, StdioAdapter

__all__ = ["AdapterSpec", "open_adapter", "open_python_adapter", "parse_adapter_spec"]

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


def open_python_adapter(text: str) -> GameUnderTest:
    """A Python adapter from `reference` or `python:package.module:factory`."""
    spec = parse_adapter_spec(text)
    if spec.kind == "reference":
        return ReferenceAdapter()
    if spec.kind != "python":
        raise AdapterSpecError(f"adapter spec {text!r} is not a Python adapter")
    module_name, _, factory_name = spec.target.partition(":")
    # As with `python -m`, a module in the folder the command runs from can be named: a vendor
    # runs `bjkit certify --adapter python:our_game.adapter:make` from their own project.
    if os.getcwd() not in sys.path:
        sys.path.append(os.getcwd())
    try:
        module = importlib.import_module(module_name)
    except ImportError as error:
        raise AdapterSpecError(
            f"adapter spec {text!r}: cannot import {module_name}: {error}"
        ) from None
    factory = getattr(module, factory_name, None)
    if not callable(factory):
        raise AdapterSpecError(
            f"adapter spec {text!r}: {module_name} has no callable {factory_name}"
        )
    adapter = factory()
    if not isinstance(adapter, GameUnderTest):
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


def open_adapter(text: str, *, timeout: float = DEFAULT_TIMEOUT_SECONDS) -> GameUnderTest:
    """The game under test a spec names; stdio adapters get the per-call time limit."""
    spec = parse_adapter_spec(text)
    if spec.kind == "stdio":
        return StdioAdapter(spec.command, timeout=timeout)
    return open_python_adapter(text)
