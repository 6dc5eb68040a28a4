"""Protocol 1.1: a whole shoe at a table through `play_shoe`, in process and over stdio.

A one-deck table; the stack is given in an order whose cut at 10 puts the cards listed first at
the front (2.5(d): the cards in front of the cutting card go to the back)."""

from __future__ import annotations

import pytest

from reference_impl.cards import CARD_LABELS, parse_cards
from reference_impl.money import Odds
from reference_impl.procedure import RoundProcedure
from reference_impl.rules import TableRules
from reference_impl.shoe import full_decks
from reference_impl.state import Hand
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import ErrorCode, Handshake, KitInfo, ShoeRound, ShuffleScript
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession, is_not_offered

ONE_DECK = ("nj-2024", {"decks": 1, "hole_card": "no-hole-card"})


def stack_cut_at_10_into(front: str) -> list[str]:
    """A one-deck stack whose cut at 10 leaves `front`'s cards first, then the rest in order."""
    wanted = list(parse_cards(front))
    rest = [card for card in full_decks(1) if card not in wanted]
    order = [CARD_LABELS[card] for card in wanted + rest]
    return order[-10:] + order[:-10]


# After the cut: 5C is burned (2.6(c)); box TS, dealer 9D, box 9C (19); dealer's second 8S (17).
SHUFFLE: ShuffleScript = {
    "cards": stack_cut_at_10_into("5C TS 9D 9C 8S"),
    "cut_answers": ["cut:10"],
    "cutting_card": 30,
}
ROUND: ShoeRound = {"wagers": [{"box": 1, "player": "p1", "amount": "10"}], "decisions": ["stand"]}


@pytest.mark.parametrize("transport", ["in-process", "stdio"])
def test_the_first_card_after_the_cut_is_burned_and_the_round_dealt_after_it(
    transport: str, served_reference: GameSession
) -> None:
    session = GameSession(ReferenceAdapter()) if transport == "in-process" else served_reference
    table = session.table(*ONE_DECK)
    result = session.play_shoe(table, [1], [SHUFFLE], [ROUND])
    burns = [e for e in result["events"] if e["kind"] == "burn"]
    assert [(e["card"], e["clause"]) for e in burns] == [("5C", "13:69F-2.6(c)")]
    cut = next(e for e in result["events"] if e["kind"] == "cut")
    # The first player to the table cuts (2.5(e)1); the 10 cards in front go to the back (2.5(d)).
    assert cut["box"] == 1 and cut["clause"] == "13:69F-2.5(d)"
    assert cut["note"] == "10 cards moved to the back"
    (outcome,) = result["rounds"]
    assert outcome["cards_dealt"] == ["TS", "9D", "9C", "8S"]
    assert outcome["ledger"][0]["net"] == "10.00"


def test_a_cut_nearer_than_ten_cards_is_refused_with_1011() -> None:
    session = GameSession(ReferenceAdapter())
    table = session.table(*ONE_DECK)
    with pytest.raises(AdapterRefusal) as refused:
        session.play_shoe(table, [1], [{**SHUFFLE, "cut_answers": ["cut:9"]}], [ROUND])
    assert refused.value.code == ErrorCode.SHOE_PROCEDURE
    assert "2.5(c)" in refused.value.message


def test_a_game_without_shoe_procedures_makes_the_shoe_not_applicable() -> None:
    class WithoutShoes(ReferenceAdapter):
        def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake:
            answer = super().handshake(protocol=protocol, kit=kit)
            answer["capabilities"] = ["forced-shoe", "hole-card:no-hole-card"]
            return answer

    session = GameSession(WithoutShoes())
    with pytest.raises(AdapterRefusal) as refused:
        session.play_shoe(session.table(*ONE_DECK), [1], [SHUFFLE], [ROUND])
    assert is_not_offered(refused.value) and "shoe-procedures" in refused.value.message


def test_a_shoe_is_played_by_the_adapters_own_round_procedure() -> None:
    # Box 1 stands on TS 9C (19); the dealer's 9D 8S is 17. A game whose procedure pays every
    # win 2 to 1 plays that rule in a whole shoe too, not the reference engine's 1 to 1 (2.3(e)).
    class PaysTwoToOne(RoundProcedure):
        __slots__ = ()

        def winning_odds(self, hand: Hand, rules: TableRules) -> tuple[Odds, str]:
            return Odds(2, 1), "2.3(e)"

    session = GameSession(ReferenceAdapter(procedure=PaysTwoToOne()))
    (outcome,) = session.play_shoe(session.table(*ONE_DECK), [1], [SHUFFLE], [ROUND])["rounds"]
    assert outcome["ledger"][0]["net"] == "20.00"
