"""The comparison with the reference engine follows the prompts a game asked, not its list of
decisions (issue 19, item 3).

Three small games ask the same decisions as the reference engine in ways docs/ADAPTERS.md
allows: one skips a hand whose only legal decision is stand, one asks insurance inside its play
prompt (2.9(b)), one insures for exactly half the initial wager, $2.50 on $5, where the reference
would take the next $1 chip (2.9(b)). Read by the game's decision list, each is flagged falsely;
followed by its prompts, each settles as the reference does, and a real defect of such a game is
still caught. Every expected amount is worked out by hand in the test's comment.

Deal order at the default table (no hole card, 2.6(e), (h)): box 1's first card, box 2's first
card, the dealer's face up card, box 1's second card, box 2's second card; the players' hits;
then the dealer's second card and his draws.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from bjkit.cli import main
from suite.harness.checks import (
    PlayedRound,
    PropertyViolation,
    settled_as_the_rules_require,
    settles_as_the_reference,
)
from suite.harness.settlement_oracle import Decision
from suite.run.certification import Certification, effective_options
from suite.run.failure_cases import RoundCase, prepare_case
from tests.faulty_games.defects import DealerHitsSoft17, InsurancePaidEvenMoney
from tests.faulty_games.games import FAULTY_GAMES
from tests.real_engines.half_insurance import HalfInsurance
from tests.real_engines.insurance_in_play import InsuranceInPlay
from tests.real_engines.skips_stand_only import SkipsStandOnly
from vendor_adapters.compare import compare_outcomes
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.lockstep import InStep, play_in_step
from vendor_adapters.prompt_following import follow_prompts
from vendor_adapters.protocol import GameUnderTest, Prompt, Wager
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession

EDITION = "nj-2024"
SKIPS = "python:tests.real_engines.skips_stand_only:skips_stand_only"


def _wagers(*amounts: str) -> tuple[Wager, ...]:
    return tuple(
        Wager(box=box, player=f"box{box}", amount=amount) for box, amount in enumerate(amounts, 1)
    )


def _certification(game: GameUnderTest) -> Certification:
    certification = Certification(adapter="python:tests.real_engines")
    certification._game = GameSession(game)
    return certification


def _play(
    game: GameUnderTest, shoe: str, wagers: Sequence[Wager], decisions: Sequence[str]
) -> PlayedRound:
    """The round played on `game` as a property plays it (suite.harness.property_runner), answering
    its prompts with `decisions` in order, and judged with the run's reference oracle."""
    certification = _certification(game)
    session = certification.game
    table = session.table(EDITION, {})
    queue = list(decisions)
    taken: list[Decision] = []

    def choose(prompt: Prompt) -> str:
        token = queue.pop(0)
        taken.append(Decision(prompt, token))
        return token

    outcome, script = session.play_choosing(table, tuple(shoe.split()), tuple(wagers), choose)
    assert not queue, f"decisions left over: {queue}"
    oracle = certification.oracle
    return PlayedRound(
        edition=EDITION,
        options={},
        rules=effective_options(EDITION, {}),
        script=script,
        decisions=taken,
        outcome=outcome,
        replay=lambda s: session.play(table, s),
        oracle=lambda s: oracle.play(oracle.table(EDITION, {}), s),
    )


def _ledger(played: PlayedRound) -> list[tuple[int, int, str, str, str, str]]:
    return sorted(
        (e["box"], e["hand"], e["kind"], e["result"], e["stake"], e["net"])
        for e in played.outcome["ledger"]
    )


def _by_decision_list(played: PlayedRound) -> list[str]:
    """What the comparison made of the round before it followed prompts: the game's decisions
    replayed in order on the reference engine."""
    reference = GameSession(ReferenceAdapter())
    expected = reference.play(reference.table(EDITION, {}), played.script)
    return [str(d) for d in compare_outcomes(expected, played.outcome)]


def _followed_notes(played: PlayedRound) -> list[str]:
    reference = GameSession(ReferenceAdapter())
    return follow_prompts(reference, reference.table(EDITION, {}), played.script).notes()


# A game that skips stand-only prompts ---------------------------------------------------------

# Box 1 5H 6D hits TC: 21, which the reference asks with stand only and the game does not ask.
# Box 2 TS 8S = 18 stands. The dealer 9D 8C = 17 stands (2.12(b)). Both boxes win 1 to 1.
TWENTY_ONE_AFTER_A_HIT = "5H TS 9D 6D 8S TC 8C"


def test_a_skipped_stand_only_prompt_misread_as_a_decision_list() -> None:
    played = _play(SkipsStandOnly(), TWENTY_ONE_AFTER_A_HIT, _wagers("10", "10"), ["hit", "stand"])
    assert [p["box"] for p in played.script.prompts] == [1, 2]  # box 1's 21 is not asked
    # Box 2's stand went to box 1's 21, and the reference waited for box 2 for ever.
    assert "complete: expected False, got True" in _by_decision_list(played)


def test_a_skipped_stand_only_prompt_is_stood_on_the_reference() -> None:
    played = _play(SkipsStandOnly(), TWENTY_ONE_AFTER_A_HIT, _wagers("10", "10"), ["hit", "stand"])
    assert _ledger(played) == [
        (1, 1, "main", "win", "10.00", "10.00"),
        (2, 1, "main", "win", "10.00", "10.00"),
    ]
    settles_as_the_reference(played)
    settled_as_the_rules_require(played)
    assert _followed_notes(played) == [
        "box 1 hand 1 (play: stand): stand (not asked; stand is the only legal decision; "
        "the game may skip it)"
    ]


def test_split_aces_the_game_never_asks_about() -> None:
    # Box 1 AS AH splits: hand 1 AS 5C (soft 16), hand 2 AH 6C (soft 17), one card each and
    # not asked (2.11(c)2). The dealer 9D 8S = 17: hand 1 loses its $10, hand 2 ties, void.
    played = _play(SkipsStandOnly(), "AS 9D AH 5C 6C 8S", _wagers("10"), ["split"])
    assert played.script.decisions == ("split",)
    assert _ledger(played) == [
        (1, 1, "main", "lose", "10.00", "-10.00"),
        (1, 2, "split", "void", "10.00", "0.00"),
    ]
    settles_as_the_reference(played)
    settled_as_the_rules_require(played)


def test_a_real_defect_of_a_game_that_skips_stand_only_prompts_is_still_caught() -> None:
    # Box 1 5H 6S hits TC: 21, not asked. The dealer 6D AC: soft 17, on which he stands
    # (2.12(b)): the box wins $10. A game that hits soft 17 draws 4H: 21, and voids the wager.
    game = SkipsStandOnly(procedure=DealerHitsSoft17())
    played = _play(game, "5H 6D 6S TC AC 4H", _wagers("10"), ["hit"])
    assert _ledger(played) == [(1, 1, "main", "void", "10.00", "0.00")]
    with pytest.raises(PropertyViolation) as found:
        settles_as_the_reference(played)
    assert (
        "ledger box 1 hand 1 main (box1): expected win at 1 to 1, stake 10.00, net 10.00, "
        "got void, stake 10.00, net 0.00"
    ) in str(found.value)
    assert "final hand dealer: expected 6D AC = 17, got 6D AC 4H = 21" in str(found.value)


# A game that asks insurance inside its play prompt -------------------------------------------

# Box 1 TS QH = 20 against the dealer's AD; his second card 7C: soft 18, no blackjack, stands.
ACE_UP_NO_BLACKJACK = "TS AD QH 7C"
# Box 1 TS 9H = 19 against AD KC: the dealer's blackjack.
ACE_UP_BLACKJACK = "TS AD 9H KC"


def test_insurance_in_the_play_prompt_declined_by_a_play_decision() -> None:
    played = _play(InsuranceInPlay(), ACE_UP_NO_BLACKJACK, _wagers("10"), ["stand"])
    (prompt,) = played.script.prompts
    assert prompt["kind"] == "play" and "insure" in prompt["legal"]
    # Read as a list, the stand went to the reference's insurance prompt, which refuses it.
    with pytest.raises(AdapterRefusal, match=r"2\.9\(b\)"):
        _by_decision_list(played)
    # 20 against 18: the box wins 1 to 1, $10; no insurance was taken.
    assert _ledger(played) == [(1, 1, "main", "win", "10.00", "10.00")]
    settles_as_the_reference(played)
    settled_as_the_rules_require(played)


def test_insurance_taken_in_the_play_prompt_is_the_reference_insurance() -> None:
    # Insured for the most, half of $10 = $5.00 (2.9(b)); the dealer's blackjack: insurance
    # wins 2 to 1, $10.00 (2.9(c)), and the box's 19 loses its $10 (2.3(b)).
    played = _play(InsuranceInPlay(), ACE_UP_BLACKJACK, _wagers("10"), ["insure", "stand"])
    assert played.script.prompts[0]["kind"] == "play"
    assert played.script.prompts[0]["max_amount"] == "10.00"  # the double's most, not insurance's
    assert _ledger(played) == [
        (1, 1, "insurance", "win", "5.00", "10.00"),
        (1, 1, "main", "lose", "10.00", "-10.00"),
    ]
    settles_as_the_reference(played)
    settled_as_the_rules_require(played)  # insurance is $5.00, not the double's $10.00


def test_a_real_defect_of_a_game_with_insurance_in_play_is_still_caught() -> None:
    # The same round on a game that pays insurance 1 to 1: $5.00 instead of 2 to 1, $10.00.
    game = InsuranceInPlay(procedure=InsurancePaidEvenMoney())
    played = _play(game, ACE_UP_BLACKJACK, _wagers("10"), ["insure", "stand"])
    with pytest.raises(PropertyViolation) as found:
        settles_as_the_reference(played)
    assert (
        "ledger box 1 hand 1 insurance (box1): expected win at 2 to 1, stake 5.00, net 10.00, "
        "got win at 1 to 1, stake 5.00, net 5.00"
    ) in str(found.value)


# A game that insures for exactly half ---------------------------------------------------------


def test_insurance_of_exactly_half_is_played_on_the_reference_as_the_game_took_it() -> None:
    # $5 on box 1; half is $2.50, the reference's most the next $1 chip, $3.00 (2.9(b)). No
    # dealer's blackjack (AD 7C): the $2.50 insurance is lost; TS QH = 20 beats 18: +$5.00.
    played = _play(HalfInsurance(), ACE_UP_NO_BLACKJACK, _wagers("5"), ["insure", "stand"])
    assert played.script.prompts[0]["max_amount"] == "2.50"
    assert "ledger box 1 hand 1 insurance (box1): expected lose, stake 3.00, net -3.00, got " + (
        "lose, stake 2.50, net -2.50"
    ) in _by_decision_list(played)
    assert _ledger(played) == [
        (1, 1, "insurance", "lose", "2.50", "-2.50"),
        (1, 1, "main", "win", "5.00", "5.00"),
    ]
    settles_as_the_reference(played)
    settled_as_the_rules_require(played)


def test_a_real_defect_of_a_game_insuring_for_half_is_still_caught() -> None:
    # AD KC: the dealer's blackjack; $2.50 insurance wins 2 to 1, $5.00; paid 1 to 1, $2.50.
    game = HalfInsurance(procedure=InsurancePaidEvenMoney())
    played = _play(game, ACE_UP_BLACKJACK, _wagers("5"), ["insure", "stand"])
    with pytest.raises(PropertyViolation) as found:
        settles_as_the_reference(played)
    assert (
        "expected win at 2 to 1, stake 2.50, net 5.00, got win at 1 to 1, stake 2.50, net 2.50"
    ) in str(found.value)


# Playing in step (adapter-check) ---------------------------------------------------------------


def _in_step(
    game: GameUnderTest, shoe: str, wagers: Sequence[Wager], decisions: Sequence[str]
) -> InStep:
    session, reference = GameSession(game), GameSession(ReferenceAdapter())
    queue = list(decisions)

    def choose(prompt: Prompt) -> str:
        return queue.pop(0)

    return play_in_step(
        (session, session.table(EDITION, {})),
        (reference, reference.table(EDITION, {})),
        tuple(shoe.split()),
        tuple(wagers),
        choose=choose,
        declared=session.capabilities,
    )


@pytest.mark.parametrize(
    ("game", "shoe", "amounts", "decisions"),
    [
        (SkipsStandOnly, TWENTY_ONE_AFTER_A_HIT, ("10", "10"), ["hit", "stand"]),
        (SkipsStandOnly, "AS 9D AH 5C 6C 8S", ("10",), ["split"]),
        (InsuranceInPlay, ACE_UP_BLACKJACK, ("10",), ["insure", "stand"]),
        (InsuranceInPlay, ACE_UP_NO_BLACKJACK, ("10",), ["no-insurance", "stand"]),
    ],
)
def test_in_step_the_reference_follows_the_games_prompts(
    game: Callable[[], GameUnderTest], shoe: str, amounts: tuple[str, ...], decisions: list[str]
) -> None:
    played = _in_step(game(), shoe, _wagers(*amounts), decisions)
    assert played.problem is None
    assert played.outcome is not None and played.expected is not None
    assert compare_outcomes(played.expected, played.outcome) == []


def test_in_step_a_decision_the_reference_does_not_offer_is_still_a_difference() -> None:
    # A game that lets a split ace draw asks hand 1 (AS 5C) hit or stand; the reference asks
    # it with stand only (2.11(c)2): the same hand, so not a prompt skipped but one that differs.
    game = FAULTY_GAMES["split_aces_may_hit"].factory()
    played = _in_step(game, "AS 9D AH 5C 6C 8S", _wagers("10"), ["split", "stand", "stand"])
    assert played.problem == (
        "decision 2: the game asks play for box 1 hand 1 (hit, stand); the reference engine "
        "asks play for box 1 hand 1 (stand)"
    )


# `bjkit replay` ---------------------------------------------------------------------------------


def _case(folder: Path, adapter: str, shoe: str, decisions: list[str]) -> Path:
    path = folder / "case.json"
    case = {
        "edition": EDITION,
        "adapter": adapter,
        "options": {},
        "wagers": [{"box": 1, "player": "box1", "amount": "10"}],
        "shoe": shoe.split(),
        "decisions": decisions,
    }
    path.write_text(json.dumps(case), encoding="utf-8")
    return path


def test_replay_follows_a_game_that_skips_stand_only_prompts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Box 1 AS AH splits; both aces are not asked; 16 loses, 17 ties the dealer's 17.
    path = _case(tmp_path, SKIPS, "AS 9D AH 5C 6C 8S", ["split"])
    assert main(["replay", str(path)]) == 0
    shown = capsys.readouterr().out
    assert "the game settles this round as the reference engine does" in shown
    assert "box 1 hand 1 (play: stand): stand (not asked" in shown


def test_replay_shows_the_games_result_when_the_reference_refuses_a_decision(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A game that lets a split ace draw: AS AH split; hand 1 AS 5C hits 6C (12) and stands;
    # hand 2 AH 2D (13) stands; the dealer 9D 8S = 17 beats both: -$10 and -$10. The reference
    # gives a split ace one card only (2.11(c)2) and refuses the hit, decision 2.
    path = _case(
        tmp_path,
        "python:tests.faulty_games.games:split_aces_may_hit",
        "AS 9D AH 5C 6C 2D 8S",
        ["split", "hit", "stand", "stand"],
    )
    assert main(["replay", str(path)]) == 1
    shown = capsys.readouterr().out
    assert "final hands, the game: box 1 hand 1 AS 5C 6C (12); box 1 hand 2 AH 2D (13)" in shown
    assert "box 1 box1 hand 1 main" in shown and "lose net -10.00" in shown
    assert "box 1 box1 hand 2 split" in shown
    assert "the reference engine refuses decision 2 (the game's decision 2), box 1 hand 1" in shown
    assert ": hit: " in shown and "2.11(c)2" in shown


def test_a_saved_case_keeps_the_prompts_the_reference_follows(tmp_path: Path) -> None:
    played = _play(SkipsStandOnly(), "AS 9D AH 5C 6C 8S", _wagers("10"), ["split"])
    case = RoundCase(
        edition=EDITION,
        options={},
        wagers=played.script.wagers,
        shoe=played.script.shoe,
        decisions=played.script.decisions,
        adapter=SKIPS,
        game={**played.outcome},
        prompts=played.script.prompts,
    )
    record = prepare_case(case, GameSession(ReferenceAdapter()), tmp_path)
    assert record["reference"]["error"] is None
    assert record["reference"]["decisions"] == ["split", "stand", "stand"]
    assert record["prompts"][0]["legal"][-1] == "split"
