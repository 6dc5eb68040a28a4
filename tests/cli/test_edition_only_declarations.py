"""An option an edition does not have, or a shuffle the deck count does not allow, is refused
when a table asks for it (`--house`) or a game declares it (issue 27, Deliver 6).

The options that exist only in some editions: insurance just before a player's own decisions
and the consolidated net payout (2.9(b), 2.7(c): nj-2004 on; 19:47-2.9(b) and 2.7 of nj-1996 do
not have them), the continuous shuffler (2.20, not in nj-2024+bet-the-set,
I-notice-2.20-bonus-wager) and the side wagers (each in the editions of its section). The one
tied to the deck count: the Bart Carter shuffle, from two decks (2.5(h)2, 2.6(m),
I-2.6m-smallest-shoe). Each refusal names the option, the edition or deck count and the clause.
"""

from __future__ import annotations

import pytest

from bjkit.cli import main
from reference_impl.catalog import rules_from_mapping
from reference_impl.editions import EDITIONS
from reference_impl.errors import RulesError
from reference_impl.options import ShoeKind, Shuffling
from reference_impl.rules import TableRules
from tests.cli import edition_declaring_games as games
from vendor_adapters.adapter_check import FAIL, run_adapter_check
from vendor_adapters.capabilities import REFERENCE_CAPABILITIES
from vendor_adapters.declaration_refusals import (
    capabilities_refused,
    certification_refused,
    plays_of,
    plays_refused,
)
from vendor_adapters.session import GameSession

PREFIX = {"nj-1996": "19:47-", "nj-2004": "19:47-", "nj-2024": "13:69F-"}
PREFIX["nj-2024+bet-the-set"] = "13:69F-"
SPEC = "python:tests.cli.edition_declaring_games:"


# The table: TableRules, read from --house as from open_table ---------------------------------


@pytest.mark.parametrize("edition", sorted(PREFIX))
def test_a_bart_carter_table_of_one_deck_is_refused_in_every_edition(edition: str) -> None:
    prefix = PREFIX[edition]
    with pytest.raises(RulesError) as refused:
        rules_from_mapping({"edition": edition, "decks": "1", "shuffling": "bart-carter"})
    message = str(refused.value)
    assert message.startswith("shuffling=bart-carter: a shoe of 1 deck")
    assert f"[{prefix}2.5(h)2, {prefix}2.6(m)]" in message
    assert "I-2.6m-smallest-shoe" in message
    # Two decks: about one deck in the rack leaves about one in the shoe to take the stacks.
    assert TableRules(edition=edition, decks=2, shuffling=Shuffling.BART_CARTER).decks == 2


def test_a_double_shoe_counts_its_decks_on_each_side() -> None:
    # `decks` is each side's (2.2(c)): one deck a side is still one deck under each rack.
    with pytest.raises(RulesError, match=r"2\.6\(m\)"):
        TableRules(decks=1, shoe=ShoeKind.DOUBLE, shuffling=Shuffling.BART_CARTER)
    assert TableRules(decks=2, shoe=ShoeKind.DOUBLE, shuffling=Shuffling.BART_CARTER)
    # The manual shuffle and a continuous shuffler have no such limit (2.5, 2.20).
    assert TableRules(decks=1, shuffling=Shuffling.MANUAL)
    assert TableRules(edition="nj-2004", decks=1, shuffling=Shuffling.CONTINUOUS_SHUFFLER)


# What a game plays at every table (`plays:`) --------------------------------------------------


def test_playing_the_consolidated_payout_is_refused_in_nj_1996_only() -> None:
    plays = plays_of(["forced-shoe", "plays:consolidated_net_payout=true"])
    refused = plays_refused(plays, ["nj-1996", "nj-2004", "nj-2024"], {})
    assert len(refused) == 1
    assert "consolidated_net_payout=true" in refused[0]
    assert "nj-1996 does not allow at any table" in refused[0]
    assert "[19:47-2.7(c)]" in refused[0]


def test_playing_the_bart_carter_shuffle_is_refused_at_a_one_deck_run() -> None:
    plays = plays_of(["plays:shuffling=bart-carter"])
    assert plays_refused(plays, ["nj-2024"], {"decks": "2"}) == []
    (refused,) = plays_refused(plays, ["nj-2024"], {"decks": "1"})
    assert "nj-2024 does not allow at the run's table (decks=1)" in refused
    assert "[13:69F-2.5(h)2, 13:69F-2.6(m)]" in refused


# Capabilities of options only some editions or deck counts have -------------------------------


def test_the_reference_declares_nothing_its_editions_do_not_have() -> None:
    assert capabilities_refused(REFERENCE_CAPABILITIES, sorted(EDITIONS), {}) == []


@pytest.mark.parametrize(
    ("capability", "clause"),
    [
        ("consolidated-net-payout", "[19:47-2.7(c)]"),
        ("insurance-before-own-decisions", "[19:47-2.9(b)]"),
        ("side-wager:sevens", "2.17(a)3"),
        ("side-wager:buster", "2.30(a)"),
    ],
)
def test_a_game_of_nj_1996_only_may_not_declare_a_later_option(
    capability: str, clause: str
) -> None:
    (refused,) = capabilities_refused(["forced-shoe", capability], ["nj-1996"], {})
    assert refused.startswith(f"the game declares {capability} (")
    assert "nj-1996: " in refused and clause in refused
    # A game that also deals nj-2024 has an edition with the option: nothing is refused.
    assert capabilities_refused(["forced-shoe", capability], ["nj-1996", "nj-2024"], {}) == []


def test_a_continuous_shuffler_needs_an_edition_whose_2_20_is_one() -> None:
    (refused,) = capabilities_refused(["continuous-shuffler"], ["nj-2024+bet-the-set"], {})
    assert "[13:69F-2.20]" in refused and "I-notice-2.20-bonus-wager" in refused
    assert capabilities_refused(["continuous-shuffler"], ["nj-2024"], {}) == []


def test_the_bart_carter_shuffle_needs_a_game_that_deals_two_decks() -> None:
    one_deck = plays_of(["plays:decks=1"])
    (refused,) = capabilities_refused(["bart-carter-shuffle"], ["nj-2024"], one_deck)
    assert "bart-carter-shuffle (shuffling=bart-carter)" in refused
    assert "while it plays decks=1 at every table" in refused
    assert "[13:69F-2.5(h)2, 13:69F-2.6(m)]" in refused
    assert capabilities_refused(["bart-carter-shuffle"], ["nj-2024"], {}) == []
    two_decks = plays_of(["plays:decks=2"])
    assert capabilities_refused(["bart-carter-shuffle"], ["nj-2024"], two_decks) == []


def test_certify_holds_the_plays_to_its_edition_and_the_capabilities_to_the_games() -> None:
    # The reference declares every capability and edition: certified in nj-1996, nothing is
    # refused, although nj-1996 has no 2.7(c).
    assert certification_refused(REFERENCE_CAPABILITIES, sorted(EDITIONS), "nj-1996", {}) == []
    refused = certification_refused(
        ["plays:insurance_timing=before-own-decisions"], ["nj-1996", "nj-2004"], "nj-1996", {}
    )
    assert len(refused) == 1 and "[19:47-2.9(b)]" in refused[0]
    assert (
        certification_refused(
            ["plays:insurance_timing=before-own-decisions"], ["nj-1996", "nj-2004"], "nj-2004", {}
        )
        == []
    )


# The commands ----------------------------------------------------------------------------------


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


@pytest.mark.parametrize(
    ("game", "edition", "words"),
    [
        ("consolidated_in_nj_1996_only", "nj-1996", ["consolidated-net-payout", "19:47-2.7(c)"]),
        ("early_insurance_played_everywhere", "nj-1996", ["insurance_timing", "19:47-2.9(b)"]),
        ("bart_carter_at_one_deck", "nj-2024", ["decks=1", "13:69F-2.6(m)", "I-2.6m-smallest"]),
    ],
)
def test_certify_refuses_the_game_before_a_scenario_runs(
    capsys: pytest.CaptureFixture[str], tmp_path: object, game: str, edition: str, words: list[str]
) -> None:
    out = f"{tmp_path}/run"
    status, printed, err = _run(
        capsys, "certify", "--adapter", SPEC + game, "--edition", edition, "--out", out
    )
    assert status == 2, printed + err
    assert err.startswith("bjkit certify: error: the game declares")
    assert all(word in err for word in words), err
    assert edition in err
    assert "Traceback" not in err + printed


def test_certify_refuses_a_bart_carter_house_table_of_one_deck(
    capsys: pytest.CaptureFixture[str], tmp_path: object
) -> None:
    status, printed, err = _run(
        capsys,
        "certify",
        "--adapter",
        "reference",
        "--edition",
        "nj-1996",
        "--house",
        "decks=1",
        "--house",
        "shuffling=bart-carter",
        "--out",
        f"{tmp_path}/run",
    )
    assert status == 2, printed + err
    assert "shuffling=bart-carter: a shoe of 1 deck" in err
    assert "[19:47-2.5(h)2, 19:47-2.6(m)]" in err
    assert "Traceback" not in err + printed


@pytest.mark.parametrize(
    ("game", "words"),
    [
        ("consolidated_in_nj_1996_only", ["consolidated-net-payout", "nj-1996", "19:47-2.7(c)"]),
        ("bart_carter_at_one_deck", ["bart-carter-shuffle", "decks=1", "13:69F-2.6(m)"]),
        ("continuous_shuffler_in_bet_the_set_only", ["continuous-shuffler", "13:69F-2.20"]),
        ("early_insurance_played_everywhere", ["insurance_timing", "19:47-2.9(b)"]),
    ],
)
def test_adapter_check_fails_the_game_and_checks_nothing_else(
    capsys: pytest.CaptureFixture[str], game: str, words: list[str]
) -> None:
    status, printed, err = _run(capsys, "adapter-check", SPEC + game, "--rounds", "5")
    assert status == 1, printed + err
    assert "[FAIL] options its editions have:" in printed
    assert all(word in printed for word in words), printed
    assert "nothing else is checked" in printed
    assert "\ntables\n" not in printed  # no table was opened
    assert "Traceback" not in err + printed


def test_adapter_check_passes_a_game_whose_other_edition_has_the_option() -> None:
    report = run_adapter_check(
        GameSession(games.nj_1996_and_2004_with_consolidated()), adapter="game", rounds=20
    )
    assert [item for item in report.items if item.status == FAIL] == []
    assert "options its editions have" not in {item.name for item in report.items}
