"""`bjkit round --interactive`: each decision asked on the terminal with the choices legal then,
answers read from stdin; a wrong answer refused with the legal ones and asked again; the input
ending first is exit status 2 with a clear message; side wagers and their prompts too."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from bjkit.cli import main

KIT = Path(__file__).resolve().parents[2]
# 6S 5H (11) against 7D; the hole card 9C face down; TC, then the dealer's 2C: 16 + 2 = 18.
FACE_DOWN = (
    "round", "--hole-card", "face-down", "--bet", "1=10",
    "--shoe", "6S 7D 5H 9C TC 2C 3C 4C 5C",
)  # fmt: skip


def _play(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    answers: str,
    *argv: str,
) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(answers))
    status = main([*argv, "--interactive"])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def _json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, object]:
    assert main([*argv, "--json"]) == 0
    report: dict[str, object] = json.loads(capsys.readouterr().out)
    return report


def test_the_answers_play_the_round_as_decisions_do(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    status, out, err = _play(capsys, monkeypatch, "double\n", *FACE_DOWN, "--json")
    assert status == 0
    assert json.loads(out) == _json(capsys, *FACE_DOWN, "--decisions", "double")
    # The question names whose decision, the hand, the dealer's card, the clause and the
    # choices; the hole card (9C) is face down and never shown before the round ends.
    assert (
        "box1 on box 1 hand 1: 6S 5H = 11; dealer shows 7D. play [13:69F-2.6(f)]: hit, stand, "
        "double (double:AMOUNT for less, up to 10.00)\n> double\n"
    ) in err
    assert "9C" not in err
    assert "hole-card-face-down" in err  # what happened before the question, as the account


def test_a_wrong_answer_is_refused_with_the_legal_ones_and_asked_again(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    status, out, err = _play(capsys, monkeypatch, "hit\nsplit\n\ndouble\nstand\n", *FACE_DOWN)
    assert status == 0
    assert "Players' net: 10.00" in out  # 21 against 18
    questions = [line for line in err.splitlines() if line.startswith("box1 on box 1 hand 1")]
    assert questions == [
        "box1 on box 1 hand 1: 6S 5H = 11; dealer shows 7D. play [13:69F-2.6(f)]: hit, stand, "
        "double (double:AMOUNT for less, up to 10.00)",
        "box1 on box 1 hand 1: 6S 5H TC = 21; dealer shows 7D. play [13:69F-2.6(f)]: stand",
    ]
    refusals = [line for line in err.splitlines() if "refused" in line]
    assert refusals == [
        "  refused: 'split' is not a decision this question takes; answer one of: stand",
        "  refused: an empty answer is not a decision this question takes; answer one of: stand",
        "  refused: 'double' is not a decision this question takes; answer one of: stand",
    ]


def test_an_amount_the_clause_refuses_is_asked_again_with_the_reason(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    status, out, err = _play(capsys, monkeypatch, "double:15\ndouble:5\n", *FACE_DOWN, "--json")
    assert status == 0
    assert (
        "refused: double:15.00: the amount 15.00 exceeds 10.00, the original wager [13:69F-2.10(a)]"
    ) in err
    assert "answer one of: hit, stand, double" in err
    doubled = _json(capsys, *FACE_DOWN, "--decisions", "double:5")
    assert json.loads(out) == doubled


def test_the_input_ending_first_is_exit_2_with_what_was_waited_for(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    status, out, err = _play(capsys, monkeypatch, "hit\n", *FACE_DOWN)
    assert status == 2
    assert out == ""
    assert err.endswith(
        "bjkit round: error: --interactive: the input ended while the round waited for box1 "
        "on box 1 hand 1 (play; legal: stand); the round was not finished and nothing was "
        "settled\n"
    )


def test_side_wagers_and_insurance_are_asked_too(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Box 1 KS QS (same suit, king and queen: 5 to 1 on 1.00), box 2 8D 9H; the dealer shows AC.
    table = (
        "round", "--side-wagers", "same-suit", "--bet", "1=10,same-suit=1", "--bet", "2=10",
        "--shoe", "KS 8D AC QS 9H TC",
    )  # fmt: skip
    answers = "insure:7\ninsure:3\nno-insurance\nstand\nstand\n"
    status, out, err = _play(capsys, monkeypatch, answers, *table, "--json")
    assert status == 0
    assert json.loads(out) == _json(
        capsys, *table, "--decisions", "insure:3 no-insurance stand stand"
    )
    assert (
        "box1 on box 1 hand 1: KS QS = 20; dealer shows AC. insurance [13:69F-2.9(b)]: insure, "
        "no-insurance (insure:AMOUNT for less, up to 5.00)"
    ) in err
    assert "refused: insure:7.00: the amount 7.00 exceeds 5.00" in err
    # The side wager was paid before the first question, and the question came after it.
    assert err.index("(same-suit box1 5.00)") < err.index("insurance [13:69F-2.9(b)]")


def test_multiple_action_insurance_names_each_spot(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    table = (
        "round", "--edition", "nj-1996", "--side-wagers", "multiple-action-blackjack",
        "--bet", "1=10,second-spot=20,third-spot=30", "--shoe", "TS AH 9C 9D KD 7C",
    )  # fmt: skip
    status, out, err = _play(
        capsys, monkeypatch, "insure\ninsure\ninsure\nstand\n", *table, "--json"
    )
    assert status == 0
    assert json.loads(out) == _json(capsys, *table, "--decisions", "insure insure insure stand")
    for spot, most in ((1, "5.00"), (2, "10.00"), (3, "15.00")):
        assert (
            f"box1 on box 1 hand 1 spot {spot}: TS 9C = 19; dealer shows AH. insurance "
            f"[19:47-2.18(d)]: insure, no-insurance (insure:AMOUNT for less, up to {most})"
        ) in err


def test_a_face_up_hole_card_is_shown(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    table = ("round", "--hole-card", "face-up", "--bet", "1=10", "--shoe", "TS 7D 8H 9C TC")
    status, _, err = _play(capsys, monkeypatch, "stand\n", *table)
    assert status == 0
    assert "box1 on box 1 hand 1: TS 8H = 18; dealer shows 7D 9C. play" in err


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (("--decisions", "stand"), "--interactive asks every decision on the terminal"),
        (("--replay", "round.json"), "--replay plays the record's own decisions"),
    ],
)
def test_interactive_is_not_mixed_with_given_decisions(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    extra: tuple[str, ...],
    message: str,
) -> None:
    status, _, err = _play(capsys, monkeypatch, "stand\n", *FACE_DOWN, *extra)
    assert status == 2 and message in err


def test_answers_piped_into_the_command(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bjkit", "round", *FACE_DOWN[1:], "--interactive"],
        input="surrender\nhit\nstand\n",
        capture_output=True,
        text=True,
        cwd=KIT,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "refused: 'surrender' is not a decision this question takes" in done.stderr
    assert "Players' net: 10.00" in done.stdout
    ended = subprocess.run(
        [sys.executable, "-m", "bjkit", "round", *FACE_DOWN[1:], "--interactive"],
        input="",
        capture_output=True,
        text=True,
        cwd=KIT,
        timeout=120,
        check=False,
    )
    assert ended.returncode == 2
    assert "the input ended while the round waited for box1 on box 1 hand 1" in ended.stderr
