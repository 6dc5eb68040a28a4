"""Adapter specs: reference, python:package.module:factory, stdio:COMMAND ARGS..."""

from __future__ import annotations

import pytest

from vendor_adapters.errors import AdapterSpecError
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.specs import open_adapter, parse_adapter_spec
from vendor_adapters.stdio_client import StdioAdapter


def make_reference() -> ReferenceAdapter:
    """A factory for the python: spec test."""
    return ReferenceAdapter()


def make_nothing() -> object:
    return object()


def test_stdio_commands_are_split_as_a_shell_would() -> None:
    spec = parse_adapter_spec("stdio:node 'my adapter/adapter.js' --fast")
    assert spec.command == ("node", "my adapter/adapter.js", "--fast")


def test_each_form_opens_its_adapter() -> None:
    assert isinstance(open_adapter("reference"), ReferenceAdapter)
    assert isinstance(
        open_adapter("python:tests.protocol.test_specs:make_reference"), ReferenceAdapter
    )
    stdio = open_adapter("stdio:node adapter.js", timeout=2.5)
    assert isinstance(stdio, StdioAdapter)
    assert stdio.timeout == 2.5


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("grpc:host", "is not one of: reference, python:package.module:factory"),
        ("python:justamodule", "a Python adapter is python:package.module:factory"),
        ("stdio:   ", "is not one of"),
        ("stdio:node 'unclosed", "No closing quotation"),
        ("python:no_such_module_here:make", "cannot import no_such_module_here"),
        ("python:tests.protocol.test_specs:missing", "has no callable missing"),
        ("python:tests.protocol.test_specs:make_nothing", "lacks methods of GameUnderTest"),
    ],
)
def test_a_bad_spec_says_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(AdapterSpecError) as caught:
        open_adapter(text)
    assert message in str(caught.value)
