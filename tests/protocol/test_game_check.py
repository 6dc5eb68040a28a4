"""`bjkit adapter-check` on craps and Baccarat-Punto Banco (protocol 1.5): the reference adapters
and the JavaScript examples pass; a faulty game fails, naming the round, the field, both values and
the clause; a game that hangs, crashes or breaks the outcome schema fails with the reason, never
a traceback; bad options exit 2.

The differences expected are worked from the clauses, not copied from a run: a Don't Pass Bet
wins on a come out 2 (19:47-1.2(a)2i), so a game that voids it differs on the result, "void"
against "win"; a $13 Banker's Hand win pays $13.00 and its 5 % vigorish is 5 % of the $13.00
won, $0.65 (3.3(c)), so a game that takes 5 % of the $26.00 handed back collects $1.30; a Tie
Bet is paid at the posted 8 to 1 (3.3(b)), which "8 for 1" (7 to 1) is not.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import cast

import pytest

from bjkit.cli import main
from tests.faulty_games.baccarat_adapters import ADAPTERS as BACCARAT_FAULTY
from tests.faulty_games.craps_adapters import CRAPS_FAULTY_ADAPTERS
from vendor_adapters.adapter_check_report import FAIL, NOT_APPLICABLE, PASS
from vendor_adapters.game_check import run_game_check
from vendor_adapters.games.baccarat import ReferenceBaccaratGame
from vendor_adapters.games.craps import ReferenceCrapsGame
from vendor_adapters.protocol import Handshake, PlaysTableGame
from vendor_adapters.session import GameSession

EXAMPLES = Path(__file__).resolve().parents[2] / "vendor_adapters" / "examples"
MISBEHAVING_GAME = Path(__file__).with_name("misbehaving_game.py")


def _stdio(*command: str) -> str:
    return "stdio:" + shlex.join(command)


def _node() -> str:
    node = shutil.which("node")
    if node is None:
        if os.environ.get("CI"):
            pytest.fail("node is on every machine of this kind; CI must have it")
        pytest.skip("node is not installed")
    return node


def _failures(report_items: list[dict[str, str]]) -> str:
    return "\n".join(i["detail"] for i in report_items if i["status"] == FAIL)


@pytest.mark.parametrize(
    ("game", "factory"),
    [("craps", ReferenceCrapsGame), ("baccarat-punto-banco", ReferenceBaccaratGame)],
)
def test_each_reference_adapter_passes(game: str, factory: type) -> None:
    report = run_game_check(GameSession(factory()), adapter="reference", rounds=40, seed=3)
    assert [item.detail for item in report.items if item.status == FAIL] == []
    sections = {item.section for item in report.items}
    assert sections == {"handshake", "forbidden tables", "rounds", "capabilities", "schema"}
    rounds = [item for item in report.items if item.section == "rounds"]
    assert rounds and all(item.status == PASS for item in rounds)
    assert report.rounds_played >= 40
    named = [item for item in report.items if item.name == "game"]
    assert [(item.status, item.detail) for item in named] == [(PASS, game)]


def test_the_reference_of_another_game_is_named_with_game(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status = main(["adapter-check", "reference", "--game", "craps", "--rounds", "8", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert status == 0, _failures(report["items"])
    assert report["identity"]["name"] == "bjkit reference craps engine"
    names = [i["name"] for i in report["items"] if i["section"] == "forbidden tables"]
    assert names[0] == "a hardway posted without its 10 (nj-1996)"


def test_a_served_reference_passes_over_stdio(capsys: pytest.CaptureFixture[str]) -> None:
    spec = _stdio(
        sys.executable, "-m", "vendor_adapters.serve", "--game", "baccarat-punto-banco", "reference"
    )
    status = main(["adapter-check", spec, "--rounds", "10", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert status == 0, _failures(report["items"])
    assert report["messages_checked"] > 30


@pytest.mark.parametrize("example", ["node-craps", "node-baccarat"])
def test_each_javascript_example_passes(example: str, capsys: pytest.CaptureFixture[str]) -> None:
    spec = _stdio(_node(), str(EXAMPLES / example / "adapter.js"))
    status = main(["adapter-check", spec, "--rounds", "120", "--seed", "7", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert status == 0, _failures(report["items"])
    assert report["identity"]["name"] == f"{example} example"
    assert report["rounds_played"] >= 120


def test_a_javascript_craps_game_that_voids_a_come_out_2_fails_naming_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = (EXAMPLES / "node-craps" / "adapter.js").read_text(encoding="utf-8")
    planted = "if (total === 2 || total === 3) return { result: 'win', path: lines.craps };"
    assert planted in source
    faulty = tmp_path / "adapter.js"
    faulty.write_text(
        source.replace(
            planted,
            "if (total === 3) return { result: 'win', path: lines.craps };\n"
            "        if (total === 2) return { result: 'void', path: lines.void };",
        ),
        encoding="utf-8",
    )
    status = main(["adapter-check", _stdio(_node(), str(faulty)), "--rounds", "4"])
    out = capsys.readouterr().out
    assert status == 1
    assert (
        "don't pass: come out 2 (19:47-1.2(a)2i): ledger[roll 0, placement 0, dont-pass-bet]"
        ".result: the game 'void', the reference 'win' [19:47-1.2(a)2i]"
    ) in out
    assert out.rstrip().splitlines()[-1].startswith("FAIL:")


@pytest.mark.parametrize(
    ("factory", "expected"),
    [
        (
            CRAPS_FAULTY_ADAPTERS["dont_pass_void_on_2"],
            "ledger[roll 0, placement 0, dont-pass-bet].result: the game 'void', the reference "
            "'win' [19:47-1.2(a)2i]",
        ),
        (
            BACCARAT_FAULTY["vigorish_on_whole_wager"],
            "banker wins (19:47-3.3(c)): ledger[player 1 vigorish].net: the game '-1.30', the "
            "reference '-0.65' [19:47-3.3(c)]",
        ),
        (
            BACCARAT_FAULTY["tie_paid_8_for_1"],
            "ledger[player 3 tie wager].odds: the game '7 to 1', the reference '8 to 1' "
            "[19:47-3.3(b)]",
        ),
    ],
)
def test_a_faulty_game_fails_naming_the_difference(factory: object, expected: str) -> None:
    assert callable(factory)
    report = run_game_check(GameSession(factory()), adapter="faulty", rounds=10)
    assert not report.ok
    failed = "\n".join(item.detail for item in report.items if item.status == FAIL)
    assert expected in failed


@pytest.mark.parametrize(
    ("mode", "expected"),
    [
        ("hangs", "adapter error (timeout) in play: no answer within 2 s"),
        ("exits", "exited with status 3"),
        ("bad-outcome", "adapter error (schema) in play"),
    ],
)
def test_a_game_that_hangs_crashes_or_breaks_the_schema_fails_with_the_reason(
    mode: str, expected: str, capsys: pytest.CaptureFixture[str]
) -> None:
    spec = _stdio(sys.executable, str(MISBEHAVING_GAME), mode)
    # 2 s is the limit the hanging game is caught by; the others answer at once, and a loaded
    # machine's slow start must not read as a hang.
    limit = "2" if mode == "hangs" else "60"
    status = main(["adapter-check", spec, "--rounds", "2", "--timeout", limit])
    out = capsys.readouterr().out
    assert status == 1
    assert expected in out
    assert "the set stops there" in out or "not played: the game did not answer in time" in out
    assert "Traceback" not in out


class _BaccaratWithoutShoes(ReferenceBaccaratGame):
    """The reference baccarat adapter declaring forced-hands only."""

    def handshake(self, *, protocol: str, kit: Mapping[str, str]) -> Handshake:
        said = super().handshake(protocol=protocol, kit=kit)
        return {**said, "capabilities": ["forced-hands"]}


def test_rounds_of_a_capability_not_declared_are_not_applicable() -> None:
    game = cast(PlaysTableGame, _BaccaratWithoutShoes())
    report = run_game_check(GameSession(game), adapter="no shoes", rounds=30)
    assert report.ok
    shoes = [i for i in report.items if i.section == "rounds" and "shoe" in i.name]
    assert shoes and {i.status for i in shoes} == {NOT_APPLICABLE}
    assert all(i.detail == "needs shoe-procedures, not declared" for i in shoes)
    capabilities = {i.name: i.status for i in report.items if i.section == "capabilities"}
    assert capabilities == {"forced-hands": PASS, "shoe-procedures": NOT_APPLICABLE}


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["grpc:localhost:50051"], "is not one of: reference, python:package.module:factory"),
        (["reference", "--game", "poker"], "game 'poker' is not a game the kit knows"),
        (["reference", "--game", "craps", "--rules", "configs/x.toml"], "--rules configs/x.toml"),
        (["reference", "--game", "craps", "--rounds", "-1"], "--rounds -1"),
        (
            ["reference", "--game", "baccarat-punto-banco", "--house", "decks=5"],
            "--house decks=5: not a baccarat-punto-banco table the kit can check: refused (1001)",
        ),
    ],
)
def test_bad_options_exit_2(
    arguments: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["adapter-check", *arguments]) == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize("asked", ["baccarat-punto-banco", "blackjack"])
def test_a_game_asked_that_the_handshake_does_not_name_fails(
    asked: str, capsys: pytest.CaptureFixture[str]
) -> None:
    spec = _stdio(sys.executable, str(MISBEHAVING_GAME), "hangs")
    status = main(["adapter-check", spec, "--game", asked, "--timeout", "10"])
    assert status == 1
    assert f"--game {asked}: the game's handshake names craps" in capsys.readouterr().out


def test_rounds_that_need_another_value_of_a_house_option_are_not_applicable(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status = main(
        [
            "adapter-check", "reference", "--game", "craps", "--rounds", "4",
            "--house", "horn_high_area=true", "--json",
        ]
    )  # fmt: skip
    report = json.loads(capsys.readouterr().out)
    assert status == 0, _failures(report["items"])
    items = {i["name"].split(" (")[0]: i for i in report["items"]}
    assert items["no Horn High area"]["status"] == NOT_APPLICABLE
    assert "the run's table sets horn_high_area=True" in items["no Horn High area"]["detail"]
    assert items["default table"]["status"] == PASS
