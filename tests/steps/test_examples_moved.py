"""An example written for one hole-card procedure, moved to another (issue 27): a held shoe is
restacked so that the dealer's second card comes where the table's procedure deals it, and the
decisions a scenario states are read before the deal.

The shoes are written in dealing order (2.6(e)): box 1's first card, the dealer's face-up card,
box 1's second card; then without a hole card (2.6(h)) box 1's draws and the dealer's second
card, and with a face-down hole card (2.6(j)) the hole card before box 1's draws.
"""

from __future__ import annotations

from suite.harness.example_tables import (
    ReferenceRound,
    play_on_reference,
    procedure_differences,
    restacked_for,
)
from vendor_adapters.protocol import Irregularity, Wager
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession

WAGERS = [Wager(box=1, player="p1", amount="10")]


def _session() -> GameSession:
    return GameSession(ReferenceAdapter())


def _restack(
    written: str,
    moved: str,
    shoe: tuple[str, ...],
    decisions: tuple[str, ...],
    *,
    wagers: list[Wager] = WAGERS,
    irregularities: tuple[Irregularity, ...] = (),
) -> tuple[tuple[str, ...], list[Irregularity]] | None:
    return restacked_for(
        _session(),
        "nj-2024",
        written={"hole_card": written},
        moved={"hole_card": moved},
        shoe=shoe,
        wagers=wagers,
        decisions=decisions,
        irregularities=irregularities,
    )


def test_a_held_shoe_without_a_hole_card_is_restacked_for_a_face_down_hole_card() -> None:
    # No hole card: TS box 1, 6H dealer, 5C box 1 (15); box 1 hits 4D (19) and stands; the
    # dealer's second card TD (16) and his draw 3S (19): 19 against 19 is void (2.3(c)).
    shoe = ("TS", "6H", "5C", "4D", "TD", "3S")
    restacked = _restack("no-hole-card", "face-down", shoe, ("hit", "stand"))
    # With a face-down hole card the dealer's TD is dealt right after box 1's second card.
    assert restacked == (("TS", "6H", "5C", "TD", "4D", "3S"), [])


def test_a_held_shoe_that_needs_no_restacking_is_kept_as_held() -> None:
    # Box 1 stands on TS 8C: no card is drawn between the deal and the dealer's second card, so
    # both procedures deal the held shoe alike.
    shoe = ("TS", "6H", "8C", "TD", "2S")
    assert _restack("no-hole-card", "face-down", shoe, ("stand",)) == (shoe, [])


def test_a_round_the_procedure_changes_is_not_restacked() -> None:
    # The dealer's KD up and AS second: without a hole card box 1's TS 5C hits 4H to 19 and
    # stands, and the blackjack found after it takes the $10 (2.3(b)); with a card reader
    # (2.6(j)) the blackjack is read before box 1 decides, so box 1 is never asked: no
    # restacking means the same round.
    shoe = ("TS", "KD", "5C", "4H", "AS")
    assert _restack("no-hole-card", "face-down-card-reader", shoe, ("hit", "stand")) is None


def _play(procedure: str, shoe: tuple[str, ...]) -> ReferenceRound:
    return play_on_reference(
        _session(),
        "nj-2024",
        options={"hole_card": procedure},
        shoe=shoe,
        wagers=WAGERS,
        decisions=("hit", "stand"),
    )


def test_the_same_round_under_both_procedures_has_no_differences() -> None:
    written = _play("no-hole-card", ("TS", "6H", "5C", "4D", "TD", "3S"))
    moved = _play("face-down", ("TS", "6H", "5C", "TD", "4D", "3S"))
    # Held as written, the face-down hole card would be the 4D and box 1 would hit the TD.
    unmoved = _play("face-down", ("TS", "6H", "5C", "4D", "TD", "3S"))
    assert procedure_differences(written, moved) == []
    assert "the hands hold other cards" in procedure_differences(written, unmoved)


def test_the_written_round_of_the_changed_example_is_played_as_worked_by_hand() -> None:
    played = _play("no-hole-card", ("TS", "KD", "5C", "4H", "AS"))
    assert played.outcome is not None, played.problem
    assert [(e["result"], e["net"]) for e in played.outcome["ledger"]] == [("lose", "-10.00")]


def test_an_irregularity_placed_by_card_number_follows_its_card() -> None:
    # With a face-down hole card (2.6(j)): 8S box 1, TC box 2, 6D the dealer, 4H box 1 (12), 9H
    # box 2 (19), TD the hole card (16). Box 1 hits: card 7, the KS, is found face up in the
    # shoe and not used (2.15(a)); box 1 draws 7C (19) and stands, box 2 stands, the dealer's 16
    # draws 2C (18). Without a hole card (2.6(h)) the TD comes after box 1's 7C, so the KS is
    # the round's card 6.
    shoe = ("8S", "TC", "6D", "4H", "9H", "TD", "KS", "7C", "2C", "2D", "3C")
    wagers = [*WAGERS, Wager(box=2, player="p2", amount="10")]
    restacked = _restack(
        "face-down",
        "no-hole-card",
        shoe,
        ("hit", "stand", "stand"),
        wagers=wagers,
        irregularities=(Irregularity(kind="card-face-up-in-shoe", card=7),),
    )
    assert restacked == (
        ("8S", "TC", "6D", "4H", "9H", "KS", "7C", "TD", "2C", "2D", "3C"),
        [{"kind": "card-face-up-in-shoe", "card": 6}],
    )
