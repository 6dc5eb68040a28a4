"""Properties of every round: the ledger balances, every wager settles once, replay is exact."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from reference_impl.actions import Action, ActionKind
from reference_impl.catalog import rules_from_mapping
from reference_impl.options import HoleCardProcedure
from reference_impl.record import replay, to_record
from reference_impl.round import Round
from reference_impl.shoe import Shoe, full_decks
from reference_impl.wagers import BoxWager

_PROCEDURES = tuple(procedure.value for procedure in HoleCardProcedure)


@st.composite
def tables(draw: st.DrawFn) -> dict[str, object]:
    procedure = draw(st.sampled_from(_PROCEDURES))
    face_up = procedure == "face-up"
    return {
        "edition": draw(st.sampled_from(("nj-1996", "nj-2004", "nj-2024"))),
        "decks": 2,
        "boxes": 6,
        "hole_card": procedure,
        "surrender": (not face_up) and draw(st.booleans()),
        "max_splits": 1 if face_up else draw(st.integers(1, 3)),
        "five_card_21": draw(st.booleans()),
        "bonus_suited_678": draw(st.booleans()),
        "bonus_three_sevens": draw(st.booleans()),
        "dealer_second_card_when_no_effect": draw(st.sampled_from(("deal", "withhold"))),
    }


@given(
    options=tables(),
    order=st.permutations(full_decks(2)),
    boxes=st.integers(1, 3),
    data=st.data(),
)
def test_any_round_settles_every_wager_and_replays_exactly(
    options: dict[str, object], order: list[int], boxes: int, data: st.DataObject
) -> None:
    rules = rules_from_mapping(options)
    wagers = [BoxWager.of(box, 10) for box in range(1, boxes + 1)]
    game = Round(rules, Shoe(order, decks=2), wagers)
    while game.prompt is not None:
        legal = game.legal_actions()
        game.apply(data.draw(st.sampled_from(legal), label="decision"))
    ledger = game.ledger
    assert ledger.is_balanced()
    assert all(entry.stake + entry.net >= 0 for entry in ledger.entries)
    again = replay(to_record(game))
    assert [entry.to_dict() for entry in again.ledger.entries] == [
        entry.to_dict() for entry in ledger.entries
    ]
    assert again.events == game.events


@given(order=st.permutations(full_decks(1)))
def test_the_dealer_ends_on_17_or_more_unless_no_card_could_matter(order: list[int]) -> None:
    rules = rules_from_mapping({"decks": 1, "hole_card": "face-down-card-reader"})
    game = Round(rules, Shoe(order, decks=1), [BoxWager.of(1, 10)])
    while game.prompt is not None:
        kinds = {action.kind for action in game.legal_actions()}
        if ActionKind.NO_INSURANCE in kinds:
            game.apply(Action(ActionKind.NO_INSURANCE))
        else:
            game.apply(Action(ActionKind.STAND))
    dealer = game.final_hands()[-1]
    stopped = any(event.kind == "no-further-cards" for event in game.events)
    assert int(str(dealer["total"])) >= 17 or stopped
