"""The irregularities of the dealer's original face up card in multiple action blackjack,
2.15(l) and (m), injected into rounds; every card and amount is worked out by hand from 2.18 and
the clause named in the test.

The table offers multiple action blackjack and deals no hole card (2.18(e), 2.6(h)); box 1
wagers $10 on each spot it names. The round of `SHOE` ("TS TH 9C TD 6S 8H 9D", box 1 stands):
box 1 TS 9C (19), the dealer's face up card TH. His hand 1 is TH TD (20): spot 1 loses $10. His
cards but the TH are collected, the TH moved to hand 2: TH 6S (16) draws 8H, 24, busted: spot 2
wins $10. Hand 3: TH 9D (19): spot 3 ties, void. 2.15(l) and (m) change none of it.
"""

from __future__ import annotations

from typing import Any

import pytest

from reference_impl.actions import parse_actions
from reference_impl.cards import CARD_LABELS, parse_cards
from reference_impl.catalog import rules_from_mapping
from reference_impl.irregularities import (
    Irregularity,
    IrregularityError,
    IrregularityKind,
    irregularity_from_mapping,
)
from reference_impl.procedure import RoundProcedure
from reference_impl.record import play, replay, to_record
from reference_impl.round import Round
from reference_impl.shoe import Shoe
from reference_impl.state import RoundState
from reference_impl.wagers import BoxWager
from tests.engine.helpers import ledger_of

K = IrregularityKind
SHOE = "TS TH 9C TD 6S 8H 9D"
THREE_SPOTS = {"second-spot": "10", "third-spot": "10"}
MULTIPLE_ACTION = {"hole_card": "no-hole-card", "side_wagers": "multiple-action-blackjack"}


def _rules(**options: Any) -> Any:
    return rules_from_mapping({**MULTIPLE_ACTION, **options})


def ma_round(
    shoe: str,
    decisions: str,
    *irregularities: Irregularity,
    spots: dict[str, str] | None = None,
    **options: Any,
) -> Round:
    wager = BoxWager.of(1, "10", side=THREE_SPOTS if spots is None else spots)
    return play(
        _rules(**options), shoe, [wager], parse_actions(decisions), irregularities=irregularities
    )


def nets(game: Round) -> list[tuple[str, str]]:
    return [(result, net) for _, _, _, result, net, _ in ledger_of(game)]


def dealer_hands(game: Round) -> list[list[str]]:
    return [h["cards"] for h in game.final_hands() if h["box"] == 0]  # type: ignore[misc]


def events_of_215(game: Round) -> list[tuple[str, int | None, str | None, str]]:
    return [
        (e.kind, e.hand, e.card, e.clause.rsplit("-", 1)[-1])
        for e in game.events
        if "-2.15(" in e.clause
    ]


def kinds(game: Round) -> list[str]:
    return [e.kind for e in game.events]


def test_the_clean_round_of_the_shoe() -> None:
    game = ma_round(SHOE, "stand")
    assert dealer_hands(game) == [["TH", "TD"], ["TH", "6S", "8H"], ["TH", "9D"]]
    assert nets(game) == [("lose", "-10.00"), ("win", "10.00"), ("void", "0.00")]
    assert kinds(game).count("move-up-card") == 2


@pytest.mark.parametrize("hand", [2, 3])
def test_an_up_card_not_moved_continues_the_round_as_if_it_was_moved(hand: int) -> None:
    # 2.15(l): the dealer collects his other cards but leaves the TH where it is; the round
    # continues as if it was moved: the same hands and the same settlement as the clean round.
    clean = ma_round(SHOE, "stand")
    game = ma_round(SHOE, "stand", Irregularity(kind=K.UP_CARD_NOT_MOVED, dealer_hand=hand))
    assert dealer_hands(game) == dealer_hands(clean)
    assert ledger_of(game) == ledger_of(clean)
    assert game.cards_dealt() == clean.cards_dealt()
    assert events_of_215(game) == [
        ("up-card-not-moved", hand - 1, "TH", "2.15(l)"),
        ("continue-as-if-moved", hand, "TH", "2.15(l)"),
    ]
    # the card is moved to the other hand's area only
    assert kinds(game).count("move-up-card") == 1
    assert kinds(game).count("collect-dealer-cards") == 2
    assert game.state.shoe.discard_rack == clean.state.shoe.discard_rack


def test_the_events_of_a_face_up_card_not_moved_say_the_round_continues() -> None:
    game = ma_round(SHOE, "stand", Irregularity(kind=K.UP_CARD_NOT_MOVED, dealer_hand=2))
    (continued,) = [e for e in game.events if e.kind == "continue-as-if-moved"]
    assert continued.note is not None and "as if the original face up card was moved" in (
        continued.note
    )
    assert continued.total == 10  # the TH alone begins hand 2
    assert continued.clause == "13:69F-2.15(l)"


@pytest.mark.parametrize(("hand", "last"), [(2, ["TH", "TD"]), (3, ["TH", "6S", "8H"])])
def test_an_up_card_discarded_is_recovered_from_the_rack_by_the_supervisor(
    hand: int, last: list[str]
) -> None:
    # 2.15(m): with the cards of his hand before (TH TD, or TH 6S 8H) the dealer puts the TH in
    # the discard rack. The supervisor is notified, takes that hand's cards out of the rack and
    # reconstructs it: its first card, TH, is the original face up card, placed in the area of
    # the next hand; the other cards go back to the rack and play resumes as in the clean round.
    clean = ma_round(SHOE, "stand")
    game = ma_round(SHOE, "stand", Irregularity(kind=K.UP_CARD_DISCARDED, dealer_hand=hand))
    assert dealer_hands(game) == dealer_hands(clean)
    assert ledger_of(game) == ledger_of(clean)
    assert nets(game) == [("lose", "-10.00"), ("win", "10.00"), ("void", "0.00")]
    assert game.cards_dealt() == clean.cards_dealt()
    assert events_of_215(game) == [
        ("up-card-discarded", hand - 1, "TH", "2.15(m)"),
        ("notify-supervisor", hand - 1, None, "2.15(m)"),
        ("reconstruct-last-hand", hand - 1, "TH", "2.15(m)"),
        ("place-up-card", hand, "TH", "2.15(m)"),
        ("return-to-discard-rack", hand - 1, None, "2.15(m)"),
        ("resume-play", hand, None, "2.15(m)"),
    ]
    (rebuilt,) = [e for e in game.events if e.kind == "reconstruct-last-hand"]
    assert rebuilt.interpretation == "I-2.15m-up-card-discarded"
    assert rebuilt.total == {2: 20, 3: 24}[hand]
    assert f"the {len(last)} cards of the dealer's hand {hand - 1}" in (rebuilt.note or "")
    # the events of the clean round are all there, in order, but the card moved
    clean_kinds = kinds(clean)
    moved = [i for i, k in enumerate(clean_kinds) if k == "move-up-card"][hand - 2]
    del clean_kinds[moved]
    assert [k for k in kinds(game) if k not in {e[0] for e in events_of_215(game)}] == clean_kinds
    assert game.state.shoe.discard_rack == clean.state.shoe.discard_rack


_RACKS: dict[int, list[str]] = {}


class _RackWatcher(RoundProcedure):
    """Notes the discard rack as each dealer's hand begins."""

    __slots__ = ()

    def dealer_hand(self, state: RoundState) -> None:
        _RACKS[state.spot] = [CARD_LABELS[c] for c in state.shoe.discard_rack]
        super().dealer_hand(state)


@pytest.mark.parametrize("kind", [K.UP_CARD_DISCARDED, K.UP_CARD_NOT_MOVED])
def test_the_rack_holds_the_collected_cards_and_not_the_up_card_when_play_resumes(
    kind: IrregularityKind,
) -> None:
    # 2.18(f)2, (h) with 2.15(l), (m): as hand 2 begins the rack holds TD, hand 1's card but
    # the face up card; as hand 3 begins, TD 6S 8H. The TH is on the layout, never in the rack.
    racks = {}
    for irregularities in ((), (Irregularity(kind=kind, dealer_hand=2),)):
        _RACKS.clear()
        Round(
            _rules(),
            Shoe(parse_cards(SHOE), decks=6),
            [BoxWager.of(1, "10", side=THREE_SPOTS)],
            irregularities=irregularities,
            procedure=_RackWatcher(),
        ).play(parse_actions("stand"))
        racks[bool(irregularities)] = dict(_RACKS)
    assert racks[True] == racks[False] == {1: [], 2: ["TD"], 3: ["TD", "6S", "8H"]}


def test_both_irregularities_in_one_round_at_different_hands() -> None:
    # (m) before hand 2, then (l) before hand 3: still the clean round's hands and settlement.
    clean = ma_round(SHOE, "stand")
    game = ma_round(
        SHOE,
        "stand",
        Irregularity(kind=K.UP_CARD_DISCARDED, dealer_hand=2),
        Irregularity(kind=K.UP_CARD_NOT_MOVED, dealer_hand=3),
    )
    assert dealer_hands(game) == dealer_hands(clean)
    assert ledger_of(game) == ledger_of(clean)
    assert "move-up-card" not in kinds(game)


def test_a_hand_the_dealer_never_forms_changes_nothing() -> None:
    # 2.18(f)1: box 1 TS 6C (16) hits KD, 26, and loses every spot at once; the dealer forms no
    # further hand, so the face up card never moves and the irregularity never comes.
    shoe = "TS 7H 6C KD 9D"
    clean = ma_round(shoe, "hit")
    for kind in (K.UP_CARD_DISCARDED, K.UP_CARD_NOT_MOVED):
        game = ma_round(shoe, "hit", Irregularity(kind=kind, dealer_hand=2))
        assert [e.to_dict() for e in game.events] == [e.to_dict() for e in clean.events]
        assert ledger_of(game) == ledger_of(clean)
        assert nets(game) == [("lose", "-10.00")] * 3


def test_a_two_spot_round_takes_the_irregularity_at_hand_2() -> None:
    game = ma_round(
        SHOE,
        "stand",
        Irregularity(kind=K.UP_CARD_DISCARDED, dealer_hand=2),
        spots={"second-spot": "10"},
    )
    assert dealer_hands(game) == [["TH", "TD"], ["TH", "6S", "8H"]]
    assert nets(game) == [("lose", "-10.00"), ("win", "10.00")]


@pytest.mark.parametrize(
    ("irregularity", "options", "spots", "message"),
    [
        (
            Irregularity(kind=K.UP_CARD_NOT_MOVED, dealer_hand=2),
            {"side_wagers": "none"},
            {},
            r"needs a table offering multiple action blackjack .* \[13:69F-2\.15\(l\)\]",
        ),
        (
            Irregularity(kind=K.UP_CARD_DISCARDED, dealer_hand=3),
            {"side_wagers": "none"},
            {},
            r"needs a table offering multiple action blackjack .* \[13:69F-2\.15\(m\)\]",
        ),
        (
            Irregularity(kind=K.UP_CARD_DISCARDED, dealer_hand=3),
            {},
            {"second-spot": "10"},
            r"nobody wagers on spot 3 .* \[13:69F-2\.15\(m\)\]",
        ),
    ],
)
def test_an_up_card_irregularity_that_cannot_happen_is_refused(
    irregularity: Irregularity, options: dict[str, str], spots: dict[str, str], message: str
) -> None:
    with pytest.raises(IrregularityError, match=message):
        ma_round(SHOE, "stand", irregularity, spots=spots, **options)


def test_both_kinds_at_one_hand_are_refused() -> None:
    with pytest.raises(IrregularityError, match=r"not both \[13:69F-2\.15\(l\), 13:69F-2\.15\(m\)"):
        ma_round(
            SHOE,
            "stand",
            Irregularity(kind=K.UP_CARD_DISCARDED, dealer_hand=2),
            Irregularity(kind=K.UP_CARD_NOT_MOVED, dealer_hand=2),
        )


def test_the_refusal_cites_the_edition() -> None:
    with pytest.raises(IrregularityError, match=r"\[19:47-2\.15\(l\)\]"):
        ma_round(
            SHOE,
            "stand",
            Irregularity(kind=K.UP_CARD_NOT_MOVED, dealer_hand=2),
            edition="nj-1996",
            side_wagers="none",
        )


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"kind": "up-card-not-moved"}, r"needs `dealer_hand` \[2\.15\(l\)\]"),
        ({"kind": "up-card-discarded", "dealer_hand": 1}, r"is 2 or 3, .* not 1 \[2\.15\(m\)\]"),
        ({"kind": "up-card-not-moved", "dealer_hand": 4}, r"is 2 or 3, .* not 4 \[2\.15\(l\)\]"),
        ({"kind": "up-card-discarded", "dealer_hand": 0}, r"is 2 or 3, .* not 0"),
        ({"kind": "up-card-not-moved", "dealer_hand": True}, r"not a whole number"),
        ({"kind": "up-card-not-moved", "dealer_hand": 2, "box": 1}, r"only `dealer_hand`"),
        ({"kind": "card-face-up-in-shoe", "card": 2, "dealer_hand": 2}, r"only `card`"),
    ],
)
def test_a_malformed_up_card_irregularity_names_what_is_wrong(
    data: dict[str, object], message: str
) -> None:
    with pytest.raises(IrregularityError, match=message):
        irregularity_from_mapping(data)


def test_the_wire_form_carries_the_dealer_hand() -> None:
    read = irregularity_from_mapping({"kind": "up-card-discarded", "dealer_hand": "3"})
    assert read == Irregularity(kind=K.UP_CARD_DISCARDED, dealer_hand=3)
    assert read.to_dict() == {"kind": "up-card-discarded", "dealer_hand": 3}
    assert str(read) == "up-card-discarded(dealer_hand=3)"
    assert read.clause_path == "2.15(m)"


def test_an_up_card_irregularity_replays_from_its_record() -> None:
    game = ma_round(SHOE, "stand", Irregularity(kind=K.UP_CARD_DISCARDED, dealer_hand=3))
    record = to_record(game)
    assert record["irregularities"] == [{"kind": "up-card-discarded", "dealer_hand": 3}]
    again = replay(record)
    assert ledger_of(again) == ledger_of(game)
    assert [e.to_dict() for e in again.events] == [e.to_dict() for e in game.events]
