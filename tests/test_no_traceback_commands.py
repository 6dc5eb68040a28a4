"""No input ends in a traceback (issue 29, deliver 4): the commands beyond the amendment gate,
driven with inputs Hypothesis makes. `bjkit round` with amounts, cards and decisions typed
wrong; a round record, a case file, a rules file, a run folder's results and manifest made of
random or damaged data. Each run ends in a documented exit status (0, 1, 2, or 3 for a report
of a run that did not finish) with a message, never a Python traceback and never the kit's
defect line (exit 4).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bjkit.cli import DEFECT_STATUS, main

_FIXTURES = settings(suppress_health_check=[HealthCheck.function_scoped_fixture])
_TEXT = st.text(
    alphabet=st.sampled_from("0123456789.,$-+eE:=/ ASKQJTHDC\ttrue[]{}\"'#\\é\x00"), max_size=20
)
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | _TEXT,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(_TEXT, inner, max_size=4),
    max_leaves=12,
)
# The keys a round record or a case file has, so that a random value often sits where it is read.
_RECORD_KEYS = (
    "format", "rules", "shoe", "decisions", "wagers", "irregularities", "edition", "adapter",
    "kind", "amount", "box", "player", "side", "house",
)  # fmt: skip
RECORDS = st.dictionaries(st.sampled_from(_RECORD_KEYS), JSON, max_size=6) | JSON
# What a rules file is made of: its keys and TOML's punctuation.
_TOML = st.lists(
    st.sampled_from(
        (
            'edition = "nj-2024"',
            "edition = 5",
            "[house]",
            "[table]",
            "decks = 6",
            'decks = "x"',
            "decks = 0",
            "surrender = true",
            'hole_card = "face-up"',
            "side_wagers = [1]",
            'side_wagers = ["same-suit"]',
            "chip_unit = 0.25",
            'chip_unit = "0.5"',
            "x = ",
            "[[house]]",
            "= 3",
            '"',
            "table_minimum = -1",
            "boxes = 1000000000000000000000",
        )
    ),
    max_size=6,
).map("\n".join)


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> int:
    try:
        status = main(argv)
    except SystemExit as stopped:  # argparse's own refusal of a flag: usage and exit 2
        status = int(stopped.code or 0)
    err = capsys.readouterr().err
    assert "Traceback" not in err, err
    assert status != DEFECT_STATUS and "defect of the kit" not in err, err
    return status


@_FIXTURES
@given(bet=_TEXT, shoe=_TEXT, decisions=_TEXT)
def test_round_with_words_typed_wrong(
    bet: str, shoe: str, decisions: str, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["round", f"--bet=1={bet}", f"--shoe=AS 9D {shoe} KH 7C 5S 4H 3D 2C"]
    status = _run([*argv, f"--decisions={decisions or 'stand'}"], capsys)
    assert status in (0, 2)


@_FIXTURES
@given(record=RECORDS)
def test_a_round_record_of_any_shape(
    record: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert _run(["round", "--replay", str(path)], capsys) in (0, 2)


@_FIXTURES
@given(case=RECORDS)
def test_a_case_file_of_any_shape(
    case: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "round-1.json"
    path.write_text(json.dumps(case), encoding="utf-8")
    assert _run(["replay", str(path)], capsys) in (0, 1, 2)


@_FIXTURES
@given(text=_TOML, cut=st.integers(0, 400))
def test_a_rules_file_damaged(
    text: str, cut: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "table.toml"
    path.write_text(text[:cut], encoding="utf-8")
    assert _run(["rules", "--rules", str(path)], capsys) in (0, 2)


@_FIXTURES
@given(lines=st.lists(JSON.map(json.dumps) | _TEXT, max_size=5), manifest=JSON)
def test_a_run_folder_of_random_results_and_manifest(
    lines: list[str], manifest: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = tmp_path / "run"
    run.mkdir(exist_ok=True)
    (run / "results.jsonl").write_text("\n".join(lines), encoding="utf-8")
    (run / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    assert _run(["report", str(run)], capsys) in (0, 1, 2, 3)
    assert _run(["verify", str(run)], capsys) in (0, 1, 2)
    assert _run(["impact", "nj-2024+bet-the-set", "--run", str(run)], capsys) in (0, 1, 2)


@pytest.mark.parametrize("command", ["certify", "rtp"])
def test_a_run_folder_that_is_a_file_is_refused(
    command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a_file = tmp_path / "a-file"
    a_file.write_text("x", encoding="utf-8")
    argv = [command, "--adapter", "reference", "--out", str(a_file)]
    assert _run([*argv, "--rounds", "1"] if command == "rtp" else argv, capsys) == 2


_IDS = st.text(alphabet=st.sampled_from("0123456789:-.()abcdefxiv FJ13:69F-2.17(a)"), max_size=24)
_EDITIONS = st.sampled_from(("nj-2024", "nj-1996", "nj-2024+bet-the-set")) | _TEXT


@_FIXTURES
@given(clause=_IDS, edition=_EDITIONS, name=_TEXT)
def test_show_and_lint_with_any_clause_and_edition(
    clause: str, edition: str, name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _run(["show", f"--edition={edition}", "--", clause], capsys) in (0, 2)
    # Lint of the real editions is tests/test_text_lint.py's; here any other name.
    assert _run(["lint", "--", name], capsys) in (0, 1, 2)


@pytest.mark.parametrize(
    "text",
    [
        "[[expected]]\nclause = 5",
        "[[expected_failure]]\nclause = 5\nreason = [1]",
        '[[expected_failure]]\nclause = "13:69F-2.7(a)"\nreason = ""',
        '[[expected_failure]]\nclause = "13:69F-2.7(a)',
        "[expected_failure]\nx = 1",
        "accepted_by = 3\n[[expected_failure]]",
        "\x00\xff",
        "",
    ],
)
def test_an_expectations_file_damaged(
    text: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Checked before anything runs: a bad file, or else the --clause no Rule quotes, is exit 2
    (certify starts too slowly for a Hypothesis property in `make test`; the files are typical
    damage: wrong types, an empty reason, a cut string, a table for a list, binary)."""
    path = tmp_path / "expectations.toml"
    path.write_text(text, encoding="utf-8")
    argv = ["certify", "--adapter", "reference", "--expectations", str(path)]
    argv += ["--clause", "13:69F-9.99(z)", "--out", str(tmp_path / "run")]
    assert _run(argv, capsys) == 2
    assert not (tmp_path / "run").exists()


@_FIXTURES
@given(key=st.binary(max_size=200), pem=st.booleans())
def test_verify_with_any_public_key_file(
    key: bytes, pem: bool, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "key.pem"
    body = b"-----BEGIN PUBLIC KEY-----\n" + key + b"\n-----END PUBLIC KEY-----\n"
    path.write_bytes(body if pem else key)
    run = tmp_path / "run"
    run.mkdir(exist_ok=True)
    (run / "manifest.json").write_text('{"format": 1, "files": {}}', encoding="utf-8")
    (run / "manifest.sig").write_bytes(key[:64])
    assert _run(["verify", str(run), "--public-key", str(path)], capsys) in (0, 1, 2)


@_FIXTURES
@given(stake=_TEXT, table=_TEXT, decks=_TEXT)
def test_par_with_words_typed_wrong(
    stake: str, table: str, decks: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Refused with exit 2, or worked out where the words happen to be right."""
    argv = ["par", "buster", f"--stake={stake or 'x'}", f"--table={table}", f"--decks={decks}"]
    assert _run(argv, capsys) in (0, 2)


@pytest.mark.parametrize("where", ["", ".", "folder"])
def test_keygen_without_a_file_name_is_refused(
    where: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = str(tmp_path) if where == "folder" else where
    assert _run(["keygen", path], capsys) == 2
