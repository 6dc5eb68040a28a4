"""Adapter specs: reference, python:package.module:factory, stdio:COMMAND ARGS..."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from vendor_adapters.errors import AdapterSpecError
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.specs import check_adapter_spec, open_adapter, parse_adapter_spec
from vendor_adapters.stdio_client import StdioAdapter

NOT_A_FACTORY = "a module attribute that is not callable"
# How many times `counted_factory` was called: checking a spec must never call it.
CALLS: list[str] = []


def make_reference() -> ReferenceAdapter:
    """A factory for the python: spec test."""
    return ReferenceAdapter()


def make_nothing() -> object:
    return object()


def counted_factory() -> ReferenceAdapter:
    CALLS.append("called")
    return ReferenceAdapter()


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
        ("python:tests.protocol.test_specs:missing", "test_specs.py) has no attribute missing"),
        (
            "python:tests.protocol.test_specs:NOT_A_FACTORY",
            "NOT_A_FACTORY is a str, not a callable",
        ),
        ("python:tests.protocol.test_specs:make_nothing", "lacks methods of GameUnderTest"),
    ],
)
def test_a_bad_spec_says_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(AdapterSpecError) as caught:
        open_adapter(text)
    assert message in str(caught.value)


def test_checking_a_spec_starts_nothing_and_calls_no_factory() -> None:
    CALLS.clear()
    check_adapter_spec("python:tests.protocol.test_specs:counted_factory")
    assert CALLS == []
    # A factory that would not make a GameUnderTest is the run's to find, not the check's.
    check_adapter_spec("python:tests.protocol.test_specs:make_nothing")
    check_adapter_spec("reference")
    # A program on PATH, by an absolute path, or with its arguments: found, not started.
    check_adapter_spec("stdio:sh -c 'exit 1'")
    check_adapter_spec(f"stdio:{sys.executable} -m vendor_adapters.serve reference")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("grpc:host", "is not one of: reference"),
        ("stdio:node 'unclosed", "No closing quotation"),
        ("stdio:./no-such-game --rpc", "program ./no-such-game does not exist (looked for in "),
        ("stdio:/no/such/game", "program /no/such/game does not exist"),
        ("stdio:/etc/passwd", "program /etc/passwd is not executable: make it so"),
        ("stdio:/", "program / is a folder, not a program"),
        ("stdio:no-such-game-anywhere", "program no-such-game-anywhere is not found on PATH"),
        ("python:no.such.module:f", "cannot import no.such.module: No module named 'no'"),
        ("python:tests.faulty_games.games:typo", "games.py) has no attribute typo"),
        (
            "python:tests.faulty_games.games:blackjack_paid_6_to_6",
            "did you mean blackjack_paid_6_to_5",
        ),
        ("python:tests.protocol.test_specs:NOT_A_FACTORY", "is a str, not a callable factory"),
    ],
)
def test_a_spec_that_names_no_game_is_refused_with_the_reason(text: str, message: str) -> None:
    with pytest.raises(AdapterSpecError) as caught:
        check_adapter_spec(text)
    assert f"adapter spec {text!r}" in str(caught.value)
    assert message in str(caught.value)


def test_a_module_that_fails_to_import_is_refused_with_its_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "broken_game_module.py").write_text(
        "raise RuntimeError('the game needs GAME_HOME set')\n", "utf-8"
    )
    (tmp_path / "syntax_game_module.py").write_text("def make(:\n", "utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(AdapterSpecError) as caught:
        check_adapter_spec("python:broken_game_module:make")
    assert (
        "cannot import broken_game_module: importing it raised RuntimeError: the game needs "
        "GAME_HOME set"
    ) in str(caught.value)
    with pytest.raises(AdapterSpecError) as caught:
        check_adapter_spec("python:syntax_game_module:make")
    assert "cannot import syntax_game_module: importing it raised SyntaxError" in str(caught.value)


def _refused(text: str) -> str:
    with pytest.raises(AdapterSpecError) as caught:
        check_adapter_spec(text)
    return str(caught.value)


def test_a_program_is_looked_for_where_the_system_would_start_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = tmp_path / "game"
    game.write_text("#!/bin/sh\n", "utf-8")
    game.chmod(0o644)
    (tmp_path / "gone").symlink_to(tmp_path / "nowhere")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PATH", str(tmp_path))
    assert f"is on PATH as {game}, which is not executable" in _refused("stdio:game")
    assert "program ./game is not executable" in _refused("stdio:./game")
    assert f"is a link to {tmp_path / 'nowhere'}, which does not exist" in _refused("stdio:./gone")
    game.chmod(0o755)
    check_adapter_spec("stdio:./game")
    check_adapter_spec("stdio:game")
    check_adapter_spec(f"stdio:{game} --rpc")
    # Not on PATH, a bare name is not read from the current folder, as in a shell.
    monkeypatch.setenv("PATH", os.defpath)
    assert "not found on PATH; the current folder has one: write ./game" in _refused("stdio:game")
