"""No input ends in a traceback (issue 29, deliver 4): the commands that run a game, `bjkit
certify`, `adapter-check`, `rtp`, and `bjkit coverage`. Malformed adapter specs, house options,
rules files, editions, profiles, time limits, run folders, cluster addresses and features folders
are refused before any scenario runs, with a message and exit status 2 (each command's --help
says so); a corpus folder with a half-written edition is refused the same way; a stdio game that
writes what is not JSON-RPC, crashes or hangs is recorded by the run, which ends with its report
and exit status 1. Never a Python traceback on stderr, never the kit's defect line (exit 4).

Every input here is refused before anything is played, except the tiny stdio games written to
`tmp_path`, which fail at once (their handshake, or their first call after it) under a time limit
of a second or less.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bjkit.cli import DEFECT_STATUS, main
from regulations.user_corpus import CORPUS_ENV
from tests.test_no_traceback import CITATIONS

_FIXTURES = settings(suppress_health_check=[HealthCheck.function_scoped_fixture])
# A clause no Rule quotes: `bjkit certify` refuses it (exit 2) after every other option has been
# checked and before anything runs, so that an input that happens to be valid still runs nothing.
NO_SUCH_CLAUSE = "13:69F-9.99(z)"
PYTHON = sys.executable

# What a malformed adapter spec is made of: the three forms' prefixes, shell quoting, NUL bytes,
# separators, and names that no program on PATH and no module has ("zq").
_SPEC_TEXT = st.text(alphabet=st.sampled_from("zq/.: '\"\\\x00\t:-"), max_size=30)
SPECS = st.one_of(
    _SPEC_TEXT,
    _SPEC_TEXT.map("stdio:".__add__),
    _SPEC_TEXT.map("python:".__add__),
    st.sampled_from(
        (
            "stdio:",
            "stdio:'unclosed",
            "stdio:" + "z" * 300,  # longer than a file name may be
            "stdio:/" + "z" * 5000,  # longer than a path may be
            "stdio:/",  # a folder
            "stdio:./zq-no-such-game",
            "python:",
            "python:json",
            "python:json:",
            "python:json:dumps",  # the factory needs an argument: calling it raises
            "python:sys:exit",  # the factory exits the process
            "python:os:getcwd",  # returns a string, not a game
            "python:math:pi",  # not callable
            "python:os:path",  # a module, not a factory
            "python:..zq:make",
            "python:zq_no_such_module:make",
            "reference:",
            "Reference",
        )
    ),
)
_WORDS = st.text(
    alphabet=st.sampled_from("0123456789.,$-+eE:=/ abcdefsuxyz_\t'\"\x00é"), max_size=16
)
HOUSE = st.one_of(
    _WORDS,
    st.tuples(
        st.sampled_from(("decks", "boxes", "surrender", "side_wagers", "table_minimum", "zq")),
        _WORDS,
    ).map("=".join),
)
EDITIONS = st.one_of(st.sampled_from(("nj-2024", "nj-1996", "nj-2024+bet-the-set")), _WORDS)
RULES = st.lists(
    st.sampled_from(
        (
            'edition = "nj-2024"',
            'edition = "nj-1999"',
            "edition = 5",
            "[house]",
            "decks = 6",
            'decks = "x"',
            "decks = 0",
            "surrender = 1",
            "side_wagers = [1]",
            "chip_unit = 0.25",
            "[[house]]",
            "x = ",
            '"',
        )
    ),
    max_size=5,
).map("\n".join)
SECONDS = st.one_of(
    st.floats(allow_nan=True, allow_infinity=True).map(str), st.sampled_from(("0", "-1", "x"))
)


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """(exit status, stdout, stderr) of one command, which must end without a traceback."""
    try:
        status = main(argv)
    except SystemExit as stopped:  # argparse's own refusal of a flag: usage and exit 2
        status = int(stopped.code or 0)
    out = capsys.readouterr()
    assert "Traceback" not in out.err, out.err
    assert status != DEFECT_STATUS and "defect of the kit" not in out.err, out.err
    return status, out.out, out.err


def _refused(command: str, err: str) -> None:
    """A refusal is one message that names the command (argparse's usage line for a flag)."""
    assert f"bjkit {command}: error: " in err, err


# certify ----------------------------------------------------------------------------------------


@_FIXTURES
@given(
    adapter=SPECS | st.just("reference"),
    house=st.lists(HOUSE, max_size=2),
    edition=st.none() | EDITIONS,
    rules=st.none() | RULES,
    profile=st.sampled_from(("quick", "ci", "certify", "deep", "")),
    timeout=st.none() | SECONDS,
)
def test_certify_with_options_typed_wrong_runs_nothing(  # noqa: PLR0917
    adapter: str,
    house: list[str],
    edition: str | None,
    rules: str | None,
    profile: str,
    timeout: str | None,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    out = tmp_path / "run"
    argv = ["certify", f"--adapter={adapter}", f"--profile={profile}", "--out", str(out)]
    argv += [f"--house={item}" for item in house]
    if edition is not None:
        argv.append(f"--edition={edition}")
    if rules is not None:
        path = tmp_path / "table.toml"
        path.write_text(rules, encoding="utf-8")
        argv += ["--rules", str(path)]
    if timeout is not None:
        argv.append(f"--adapter-timeout={timeout}")
    status, _, err = _run([*argv, "--clause", NO_SUCH_CLAUSE], capsys)
    assert status == 2
    _refused("certify", err)
    assert not out.exists()


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--adapter", "python:json:dumps"], "calling dumps() raised TypeError"),
        (["--adapter", "python:sys:exit"], "calling exit() raised SystemExit"),
        (["--adapter", "stdio:" + "z" * 300], "cannot be looked up: File name too long"),
        (["--adapter-timeout", "nan"], "--adapter-timeout nan: give a number of seconds above 0"),
        (["--adapter-timeout", "inf"], "--adapter-timeout inf: give a number of seconds above 0"),
        (["--profile", "deep"], "argument --profile: invalid choice: 'deep'"),
        (["--edition", "nj-1999"], "unknown edition 'nj-1999'"),
        (["--house", "decks=9"], "decks=9: at least one deck, at most eight [13:69F-2.2(a)]"),
    ],
)
def test_certify_refusals_name_what_was_wrong(
    argv: list[str], words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The message names the flag, the value and why: the exact words a user acts on."""
    out = tmp_path / "run"
    status, _, err = _run(
        ["certify", *argv, "--out", str(out), "--clause", "13:69F-2.2(a)"], capsys
    )
    assert status == 2 and words in err, err
    assert not out.exists()


@pytest.mark.parametrize("where", ["a file", "under a file", "a NUL byte"])
def test_certify_out_that_cannot_be_a_run_folder_is_refused(
    where: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """--out pointing at a file (or under one, or a name no folder can have) is refused before the
    game is started; the refusal leaves the file as it was. With the real clause 2.2(a), the
    check that would otherwise run its scenarios is the run folder's."""
    a_file = tmp_path / "a-file"
    a_file.write_text("keep me", encoding="utf-8")
    out = {"a file": str(a_file), "under a file": str(a_file / "run"), "a NUL byte": "run\x00"}
    argv = ["certify", "--out", out[where], "--clause", "13:69F-2.2(a)", "--profile", "quick"]
    status, _, err = _run(argv, capsys)
    assert status == 2
    assert f"bjkit certify: error: --out {out[where]}: " in err
    assert a_file.read_text(encoding="utf-8") == "keep me"


@pytest.fixture(scope="module")
def half_written(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A corpus folder where `bjkit amend` wrote nj-2024+cit, then its files were lost: the
    manifest names the edition, and its folder holds one section file cut in half."""
    corpus = tmp_path_factory.mktemp("corpus") / "corpus"
    notice = corpus.parent / "citations.txt"
    notice.write_text(CITATIONS, encoding="utf-8")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(CORPUS_ENV, str(corpus))
        assert main(["amend", str(notice), "--to", "nj-2024", "--name", "nj-2024+cit"]) == 0
    files = sorted((corpus / "nj-2024+cit").glob("*.toml"))
    for path in files[1:]:
        path.unlink()
    text = files[0].read_bytes()
    files[0].write_bytes(text[: len(text) // 2])
    return corpus


@pytest.mark.parametrize(
    "argv",
    [
        ["certify", "--edition", "nj-2024+cit", "--clause", "13:69F-2.6(k)"],
        ["certify", "--rules", "{rules}", "--clause", "13:69F-2.6(k)"],
        ["certify", "--edition", "nj-2024", "--clause", NO_SUCH_CLAUSE],
        ["adapter-check", "reference", "--rules", "{rules}"],
        ["rtp", "--edition", "nj-2024+cit", "--rounds", "1"],
        ["coverage", "--edition", "nj-2024+cit"],
    ],
)
def test_a_half_written_edition_is_refused_naming_the_folder(
    argv: list[str],
    half_written: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Asked for the half-written edition (by --edition or a rules file's `edition`), every
    command refuses it naming the corpus folder's file that is wrong; asked for another edition,
    the command is refused all the same (exit 2), never a traceback."""
    monkeypatch.setenv(CORPUS_ENV, str(half_written))
    rules = tmp_path / "table.toml"
    rules.write_text('edition = "nj-2024+cit"\n', encoding="utf-8")
    run = tmp_path / "run"
    argv = [item.format(rules=rules) for item in argv]
    extra = ["--out", str(run)] if argv[0] in ("certify", "rtp") else []
    status, _, err = _run([*argv, *extra], capsys)
    assert status == 2
    _refused(argv[0], err)
    if NO_SUCH_CLAUSE not in argv:
        assert str(half_written) in err  # the message names the corpus folder that is wrong
    assert not run.exists()


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | _WORDS,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_WORDS, inner, max_size=3),
    max_leaves=10,
)
# The keys a run's results have, so that a random value often sits where it is read.
_RESULT_KEYS = ("run", "clauses", "scenarios", "edition", "event", "verdict", "clause", "format")
RESULTS = st.dictionaries(st.sampled_from(_RESULT_KEYS), _JSON, max_size=5) | _JSON


@_FIXTURES
@given(results=RESULTS, lines=st.lists(RESULTS.map(json.dumps) | _WORDS, max_size=3))
def test_certify_recertify_from_a_run_folder_of_any_shape(
    results: object, lines: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`--recertify-from` a folder whose results are random or damaged: refused (exit 2). A
    missing signing key stops what a well-formed folder would otherwise start (it is checked
    after the folder is read and before the game is started)."""
    run = tmp_path / "earlier"
    run.mkdir(exist_ok=True)
    (run / "results.json").write_text(json.dumps(results), encoding="utf-8")
    (run / "results.jsonl").write_text("\n".join(lines), encoding="utf-8")
    out = tmp_path / "again"
    argv = ["certify", "--recertify-from", str(run), "--out", str(out)]
    status, _, err = _run([*argv, "--sign", str(tmp_path / "no-such-key.pem")], capsys)
    assert status == 2
    _refused("certify", err)
    assert not out.exists()


# tiny stdio games --------------------------------------------------------------------------------

# Each answers nothing right: a line that is not JSON, an exit before answering, no answer at
# all, a JSON-RPC result of the wrong shape, bytes that are not UTF-8.
_GAMES = {
    "not-json": "import sys\nfor line in sys.stdin:\n    print('{not json', flush=True)\n",
    "crash": "import sys\nsys.stdin.readline()\nsys.stderr.write('boom\\n')\nsys.exit(3)\n",
    "timeout": "import sys, time\nsys.stdin.readline()\ntime.sleep(30)\n",
    "schema": (
        "import json, sys\nfor line in sys.stdin:\n"
        "    request = json.loads(line)\n"
        "    answer = {'jsonrpc': '2.0', 'id': request['id'], 'result': [1]}\n"
        "    print(json.dumps(answer), flush=True)\n"
    ),
    "not-json-bytes": (
        "import sys\nsys.stdin.readline()\n"
        "sys.stdout.buffer.write(b'\\xff\\xfe garbage\\n')\nsys.stdout.flush()\n"
        "sys.stdin.readline()\n"
    ),
}
# What the run says of each (the kind of adapter error, docs/ADAPTERS.md).
_KINDS = {"not-json-bytes": "not-json"}


def _game(tmp_path: Path, shape: str) -> str:
    path = tmp_path / f"{shape}.py"
    path.write_text(_GAMES[shape], encoding="utf-8")
    return f"stdio:{PYTHON} {path}"


@pytest.mark.parametrize("shape", sorted(_GAMES))
def test_adapter_check_of_a_game_that_breaks_at_once(
    shape: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The check fails (exit 1) and its report says what the game did; nothing is a traceback."""
    argv = ["adapter-check", _game(tmp_path, shape), "--timeout", "0.5", "--rounds", "1"]
    status, out, _ = _run(argv, capsys)
    assert status == 1
    assert f"[FAIL] handshake answered: adapter error ({_KINDS.get(shape, shape)})" in out


# A game that answers its handshake (the reference engine behind the protocol's own server), then
# breaks on the next call: the check goes on to its other tables and reports each failure.
_LATE = """\
import json, sys, time
sys.path.insert(0, {root!r})
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.serve import handle_message
adapter = ReferenceAdapter()
for number, line in enumerate(sys.stdin):
    if number:
        {action}
    print(json.dumps(handle_message(adapter, json.loads(line))), flush=True)
"""


def test_adapter_check_of_a_game_that_crashes_after_its_handshake(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """One shape only (a crash at its first table): the others end the same call the same way
    at the handshake above, and each costs the check's every table (~5 s here)."""
    shape = "crash"
    root = str(Path(__file__).resolve().parents[1])
    path = tmp_path / "late.py"
    path.write_text(_LATE.format(root=root, action="sys.exit(5)"), encoding="utf-8")
    argv = ["adapter-check", f"stdio:{PYTHON} {path}", "--timeout", "2", "--rounds", "1"]
    status, out, _ = _run(argv, capsys)
    assert status == 1
    assert "  [ok  ] editions: nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set" in out
    assert f"adapter error ({shape}) in open_table" in out


@_FIXTURES
@given(
    adapter=SPECS,
    house=st.lists(HOUSE, max_size=2),
    rules=st.none() | RULES,
    timeout=SECONDS,
)
def test_adapter_check_with_options_typed_wrong(  # noqa: PLR0917
    adapter: str,
    house: list[str],
    rules: str | None,
    timeout: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Every spec here names no game that starts (or the time limit is no time limit), so each
    is refused before a game is played."""
    argv = ["adapter-check", f"--timeout={timeout}", *(f"--house={item}" for item in house)]
    if rules is not None:
        path = tmp_path / "table.toml"
        path.write_text(rules, encoding="utf-8")
        argv += ["--rules", str(path)]
    status, _, err = _run([*argv, "--", adapter], capsys)
    assert status == 2
    _refused("adapter-check", err)


def test_certify_records_a_game_that_breaks_and_ends_with_its_report(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """One run through a game that writes what is not JSON-RPC, then crashes, then hangs, a
    shape per start (it counts its starts in a file): the run records the failed handshake,
    every scenario is an error (exit 1), and the report is written. The slowest test here (one
    child pytest run of the 2.2(a) scenarios), so it is the only certify run through a game."""
    counter = tmp_path / "starts"
    counter.write_text("0", encoding="utf-8")
    path = tmp_path / "game.py"
    path.write_text(
        "import pathlib, sys, time\n"
        f"counter = pathlib.Path({str(counter)!r})\n"
        "start = int(counter.read_text())\n"
        "counter.write_text(str(start + 1))\n"
        "sys.stdin.readline()\n"
        "if start % 3 == 0:\n"
        "    print('{not json', flush=True)\n"
        "    sys.stdin.readline()\n"
        "elif start % 3 == 1:\n"
        "    sys.exit(3)\n"
        "else:\n"
        "    time.sleep(30)\n",
        encoding="utf-8",
    )
    out = tmp_path / "run"
    argv = ["certify", "--adapter", f"stdio:{PYTHON} {path}", "--adapter-timeout", "1"]
    argv += ["--clause", "13:69F-2.2(a)", "--profile", "quick", "--workers", "1"]
    argv += ["--max-adapter-errors", "3", "--out", str(out)]
    status, shown, _ = _run(argv, capsys)
    assert status == 1
    assert "the game did not answer its handshake: adapter error (not-json)" in shown
    assert f"report: {out / 'report.html'}" in shown
    results = json.loads((out / "results.json").read_text(encoding="utf-8"))
    text = json.dumps(results)
    for kind in ("not-json", "crash", "timeout"):
        assert f"adapter error ({kind})" in text, kind
    assert int(counter.read_text(encoding="utf-8")) >= 3


# rtp --------------------------------------------------------------------------------------------


@_FIXTURES
@given(
    adapter=SPECS | st.just("reference"),
    rounds=st.integers(-3, 2).map(str) | _WORDS,
    workers=st.integers(-2, 2).map(str),
    timeouts=st.tuples(SECONDS, SECONDS),
    house=st.lists(HOUSE, max_size=2),
    show=st.none() | _WORDS,
)
def test_rtp_with_options_typed_wrong_plays_nothing(  # noqa: PLR0917
    adapter: str,
    rounds: str,
    workers: str,
    timeouts: tuple[str, str],
    house: list[str],
    show: str | None,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Refused with exit 2; an input that happens to be valid is refused all the same by its
    --wager, which nj-1996 does not have (checked last, after the game's handshake)."""
    argv = ["rtp", f"--adapter={adapter}", f"--rounds={rounds}", f"--workers={workers}"]
    argv += [f"--adapter-timeout={timeouts[0]}", f"--cluster-timeout={timeouts[1]}"]
    argv += [f"--house={item}" for item in house]
    if show is not None:
        argv += [f"--show-round={show}", "--seed", "1"]
    out = tmp_path / "run"
    argv += ["--edition", "nj-1996", "--wager", "sevens", "--out", str(out)]
    status, _, err = _run(argv, capsys)
    assert status == 2
    _refused("rtp", err)


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--cluster", "nonsense"], "--cluster nonsense: not a scheduler's address"),
        (["--cluster", "tcp://127.0.0.1:1"], "--cluster tcp://127.0.0.1:1: "),
        (["--adapter-timeout", "0"], "--adapter-timeout 0.0: give a number of seconds above 0"),
        (["--cluster-timeout", "-1"], "--cluster-timeout -1.0: give a number of seconds above 0"),
        (["--out", "{a_file}/run"], "--out {a_file}/run: the run folder cannot be written"),
        (["--out", "{a_file}"], "--out {a_file}: a file, not a folder"),
    ],
)
def test_rtp_refusals_name_what_was_wrong(
    argv: list[str], words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each would otherwise play one round per wager of the reference engine; the cluster that
    is not there is waited for one second."""
    a_file = tmp_path / "a-file"
    a_file.write_text("x", encoding="utf-8")
    argv = [item.format(a_file=a_file) for item in argv]
    base = ["rtp", "--rounds", "1", "--workers", "1", "--cluster-timeout", "1", "--wager", "sevens"]
    if "--out" not in argv:
        base += ["--out", str(tmp_path / "run")]
    status, _, err = _run([*base, *argv], capsys)
    assert status == 2
    assert words.format(a_file=a_file) in err, err


@pytest.mark.parametrize("shape", ["not-json", "crash", "timeout"])
def test_rtp_with_a_game_that_breaks_at_its_handshake(
    shape: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["rtp", "--adapter", _game(tmp_path, shape), "--adapter-timeout", "0.5"]
    status, _, err = _run([*argv, "--rounds", "1", "--out", str(tmp_path / "run")], capsys)
    assert status == 2
    assert "the game did not answer its handshake: adapter error (" + shape + ")" in err


# coverage ---------------------------------------------------------------------------------------

_GHERKIN = st.lists(
    st.sampled_from(
        (
            "Feature: x",
            "  Rule: 13:69F-2.2(a)",
            "  @example",
            "  Scenario: y",
            "    Given z",
            "  Scenario Outline: o",
            "    Examples:",
            "      | a |",
            '"""',
            "#",
            "@",
            "Rule:",
            "Background:",
            "\x00",
            "é",
        )
    ),
    max_size=8,
).map("\n".join)


@_FIXTURES
@given(
    text=_GHERKIN | st.binary(max_size=40),
    edition=st.none() | EDITIONS,
    where=st.sampled_from(("folder", "file", "missing", "empty")),
)
def test_coverage_with_any_features_folder_and_edition(
    text: str | bytes,
    edition: str | None,
    where: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    folder = tmp_path / "features"
    shutil.rmtree(folder, ignore_errors=True)
    if folder.exists():
        folder.unlink()
    if where == "folder":
        folder.mkdir()
        path = folder / "x.feature"
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text, encoding="utf-8")
    elif where == "file":
        folder.write_text("Feature: x", encoding="utf-8")
    elif where == "empty":
        folder.mkdir()
    argv = ["coverage", "--features", str(folder), "--json"]
    if edition is not None:
        argv.append(f"--edition={edition}")
    status, out, err = _run(argv, capsys)
    assert status in (0, 2)
    if status == 0:
        assert where == "folder"
        assert json.loads(out)["features"] == str(folder)
    else:
        _refused("coverage", err)
        if where != "folder" and (edition is None or edition in ("nj-2024", "nj-1996")):
            assert f"--features {folder}: " in err
