"""Protocol 1.3: Buster Blackjack (2.30) with its Free Bonus, and Bet the Set 21 (2.29), on the
wire: the dealer's completion and the cards kept under the wager in the transcript, the Free Bonus
as a ledger entry paid and never placed, the consistency checks that accept it and only it, the
refusal of a malformed side wager, and games of 1.2, which are not held to the new names.

The amounts are worked out by hand from the rule text (13:69F-2.30(g), (h), (i) and 2.29(g)). The
shoes are in dealing order with no hole card (2.6(e), (h)): box 1's first card, the dealer's
face-up card, box 1's second card, box 1's draws, the dealer's second card and his draws.
"""

from __future__ import annotations

import copy
from decimal import Decimal
from typing import Any

import pytest

from reference_impl.catalog import rules_from_mapping
from tests.protocol.test_side_wagers import GameOfProtocol11, _rebalance
from vendor_adapters.capabilities import (
    capabilities_for_options,
    capabilities_understood,
    capability_requirements,
    offered_side_wagers,
    options_on_the_wire,
)
from vendor_adapters.consistency import check_outcome
from vendor_adapters.errors import AdapterRefusal, InconsistentResult
from vendor_adapters.protocol import ErrorCode, Outcome, Wager
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession, RoundScript

Table = tuple[str, dict[str, object]]
FREE_BONUS_TABLE: Table = (
    "nj-2024",
    {"hole_card": "no-hole-card", "side_wagers": "buster,buster-free-bonus"},
)
BUSTER_TABLE: Table = ("nj-2024", {"hole_card": "no-hole-card", "side_wagers": "buster"})
BET_THE_SET_TABLE: Table = (
    "nj-2024+bet-the-set",
    {"hole_card": "no-hole-card", "side_wagers": "bet-the-set"},
)


def _bet(buster: str, main: str = "10") -> Wager:
    return {
        "box": 1,
        "player": "p1",
        "amount": main,
        "side_wagers": [{"kind": "buster", "amount": buster}],
    }


# Box 1: AS KD, a blackjack against the dealer's 2C: paid 3 to 2 at once, $10 x 3/2 = +$15.00
# (2.7(a)), its cards kept under the Buster wager (2.30(f)1). The Buster wager is still open, so
# the dealer takes his second card 2D (4) and completes his hand (2.30(f)3): 2H 6, 2S 8, 3C 11,
# 3D 14, TH 24: a bust in seven cards. 2.30(g), table A, seven cards: 50 to 1, $5 x 50 = +$250.00.
# 2.30(h): a blackjack, a Buster wager of $5.00 or more, a bust of seven or more cards: the Free
# Bonus, 2.30(i) table B1, seven cards: +$1,000.00, staked nothing. Net 15 + 250 + 1,000 = $1,265.
SEVEN_CARD_BUST = ("AS", "2C", "KD", "2D", "2H", "2S", "3C", "3D", "TH")
FREE_BONUS = RoundScript(SEVEN_CARD_BUST, (_bet("5"),))

# Box 1: TC 6D = 16 hits TS = 26, busts: the main wager is collected, -$10.00 (2.3(a)1), and the
# cards kept under the Buster wager (2.30(f)2). The dealer's 6S AH is a soft 17, where 2.12(b)
# stands; the Buster wager is still open, so he completes his hand drawing to a soft 17 (2.30(f)3):
# 5C 12, TH 22, a bust in four cards. 2.30(g), table A, four cards: 2 to 1, $5 x 2 = +$10.00.
EVERY_PLAYER_BUSTS = RoundScript(("TC", "6S", "6D", "TS", "AH", "5C", "TH"), (_bet("5"),), ("hit",))


def _ledger(outcome: Outcome) -> dict[str, tuple[str, str, str | None, str, str | None]]:
    return {
        entry["kind"]: (
            entry["stake"],
            entry["result"],
            entry["odds"],
            entry["net"],
            entry.get("clause"),
        )
        for entry in outcome["ledger"]
    }


def _events(outcome: Outcome) -> list[tuple[str, str | None, str | None, str | None]]:
    return [
        (event["kind"], event.get("clause"), event.get("card"), event.get("note"))
        for event in outcome["transcript"]
    ]


def _play(table: Table, script: RoundScript) -> Outcome:
    session = GameSession(ReferenceAdapter())
    return session.play(session.table(*table), script)


# The rounds --------------------------------------------------------------------------------


@pytest.mark.parametrize("transport", ["in-process", "stdio"])
def test_the_free_bonus_is_an_entry_paid_with_the_winning_buster_wager(
    transport: str, served_reference: GameSession
) -> None:
    session = GameSession(ReferenceAdapter()) if transport == "in-process" else served_reference
    outcome = session.play(session.table(*FREE_BONUS_TABLE), FREE_BONUS)
    assert _ledger(outcome) == {
        "main": ("10.00", "win", "3 to 2", "15.00", "13:69F-2.7(a)"),
        "buster": ("5.00", "win", "50 to 1", "250.00", "13:69F-2.30(g)"),
        "buster-free-bonus": ("0.00", "win", None, "1000.00", "13:69F-2.30(i)"),
    }
    assert outcome["totals"] == {
        "staked": "15.00",
        "returned": "1280.00",
        "player_net": "1265.00",
    }
    events = _events(outcome)
    kept = events.index(("cards-under-side-wager", "13:69F-2.30(f)1", None, "buster"))
    assert events[kept - 1] == ("pay", "13:69F-2.7(a)", None, "main p1 15.00")
    completion = [card for kind, clause, card, _ in events if clause == "13:69F-2.30(f)3" and card]
    assert completion == ["2H", "2S", "3C", "3D", "TH"]
    totals = [e["total"] for e in outcome["transcript"] if e["kind"] == "announce-dealer-total"]
    assert totals[-1] == 24
    assert events[-3:-1] == [
        ("pay", "13:69F-2.30(g)", None, "buster p1 250.00"),
        ("pay", "13:69F-2.30(i)", None, "buster-free-bonus p1 1000.00"),
    ]


def test_a_four_dollar_buster_wager_gets_no_free_bonus() -> None:
    # The same round at $4.00: 50 to 1, $4 x 50 = +$200.00; below the $5.00 of 2.30(h)(ii).
    outcome = _play(FREE_BONUS_TABLE, RoundScript(SEVEN_CARD_BUST, (_bet("4"),)))
    assert _ledger(outcome)["buster"] == ("4.00", "win", "50 to 1", "200.00", "13:69F-2.30(g)")
    assert "buster-free-bonus" not in _ledger(outcome)


def test_eight_cards_pay_250_to_1_and_the_b3_free_bonus() -> None:
    # The dealer's 2C 2D 2H 2S 2C 3C 3D TH: 2 x 5 + 3 + 3 = 16, then TH: 26 in eight cards.
    # 2.30(g) table A "8 or more": 250 to 1, $5 x 250 = +$1,250.00; 2.30(i) B3 "8 or more":
    # $5,000.00.
    shoe = ("AS", "2C", "KD", "2D", "2H", "2S", "2C", "3C", "3D", "TH")
    options: dict[str, object] = {
        **FREE_BONUS_TABLE[1],
        "side_wager_pay_tables": "buster-free-bonus:B3",
    }
    outcome = _play(("nj-2024", options), RoundScript(shoe, (_bet("5"),)))
    ledger = _ledger(outcome)
    assert ledger["buster"] == ("5.00", "win", "250 to 1", "1250.00", "13:69F-2.30(g)")
    assert ledger["buster-free-bonus"] == ("0.00", "win", None, "5000.00", "13:69F-2.30(i)")


def test_the_dealer_completes_his_hand_when_every_player_busts() -> None:
    outcome = _play(BUSTER_TABLE, EVERY_PLAYER_BUSTS)
    assert _ledger(outcome) == {
        "main": ("10.00", "lose", None, "-10.00", "13:69F-2.3(a)1"),
        "buster": ("5.00", "win", "2 to 1", "10.00", "13:69F-2.30(g)"),
    }
    dealer = next(hand for hand in outcome["final_hands"] if hand["box"] == 0)
    assert (dealer["cards"], dealer["total"], dealer["busted"]) == (
        ["6S", "AH", "5C", "TH"],
        22,
        True,
    )
    events = _events(outcome)
    kept = events.index(("cards-under-side-wager", "13:69F-2.30(f)2", None, "buster"))
    assert events[kept - 1] == ("collect", "13:69F-2.3(a)1", None, "main p1 -10.00")
    assert [card for kind, clause, card, _ in events if kind == "dealer-draw"] == ["5C", "TH"]
    assert {clause for kind, clause, *_ in events if kind == "dealer-draw"} == {"13:69F-2.30(f)3"}


def test_a_suited_pair_is_paid_25_to_1_before_any_further_card() -> None:
    # nj-2024+bet-the-set, pay table 2 (the default): 8H 8H is a suited pair, 25 to 1 (2.29(g)):
    # $5 x 25 = +$125.00, paid after the second card (2.29(e)2). 16 stands, the dealer's 9D TC is
    # 19: the main wager loses, -$10.00 (2.3(a)2).
    wager: Wager = {
        "box": 1,
        "player": "p1",
        "amount": "10",
        "side_wagers": [{"kind": "bet-the-set", "amount": "5"}],
    }
    outcome = _play(BET_THE_SET_TABLE, RoundScript(("8H", "9D", "8H", "TC"), (wager,), ("stand",)))
    assert _ledger(outcome) == {
        "bet-the-set": ("5.00", "win", "25 to 1", "125.00", "13:69F-2.29(g)"),
        "main": ("10.00", "lose", None, "-10.00", "13:69F-2.3(a)2"),
    }
    kinds = [kind for kind, *_ in _events(outcome)]
    assert kinds[:4] == ["deal", "dealer-up-card", "deal", "pay"]


def test_bet_the_set_in_an_edition_without_it_is_a_forbidden_table() -> None:
    adapter = ReferenceAdapter()
    with pytest.raises(AdapterRefusal) as refused:
        adapter.open_table(edition="nj-2024", options={"side_wagers": "bet-the-set"})
    assert refused.value.code == ErrorCode.FORBIDDEN_RULES
    assert refused.value.data["clause"] == "13:69F-2.29(a)"


# Consistency -------------------------------------------------------------------------------


def test_the_free_bonus_round_is_consistent() -> None:
    check_outcome(_play(FREE_BONUS_TABLE, FREE_BONUS), FREE_BONUS.shoe, FREE_BONUS.wagers)


def _bonus_entry(outcome: Outcome) -> Any:
    return next(e for e in outcome["ledger"] if e["kind"] == "buster-free-bonus")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"stake": "5.00"}, "buster-free-bonus is paid, never placed: its stake is 0.00"),
        ({"result": "lose", "net": "0.00"}, "result win and a net above 0, not lose"),
        ({"player": "p2"}, "p2 has no winning buster wager on box 1 to pay a buster-free-bonus"),
    ],
)
def test_a_free_bonus_entry_that_is_not_a_payment_with_a_winning_buster_is_inconsistent(
    change: dict[str, str], message: str
) -> None:
    outcome = copy.deepcopy(_play(FREE_BONUS_TABLE, FREE_BONUS))
    _bonus_entry(outcome).update(change)
    with pytest.raises(InconsistentResult, match=message):
        check_outcome(_rebalance(outcome), FREE_BONUS.shoe, FREE_BONUS.wagers)


def test_a_free_bonus_on_a_lost_buster_wager_is_inconsistent() -> None:
    outcome = copy.deepcopy(_play(FREE_BONUS_TABLE, FREE_BONUS))
    buster = next(e for e in outcome["ledger"] if e["kind"] == "buster")
    buster["result"], buster["odds"], buster["net"] = "lose", None, "-5.00"
    with pytest.raises(InconsistentResult, match="no winning buster wager on box 1"):
        check_outcome(_rebalance(outcome), FREE_BONUS.shoe, FREE_BONUS.wagers)


def test_a_free_bonus_paid_twice_is_inconsistent() -> None:
    outcome = copy.deepcopy(_play(FREE_BONUS_TABLE, FREE_BONUS))
    outcome["ledger"].append(copy.deepcopy(_bonus_entry(outcome)))
    with pytest.raises(InconsistentResult, match="buster-free-bonus on box 1 is paid twice"):
        check_outcome(_rebalance(outcome), FREE_BONUS.shoe, FREE_BONUS.wagers)


def test_a_zero_stake_is_still_inconsistent_for_a_wager_that_is_placed() -> None:
    outcome = copy.deepcopy(_play(FREE_BONUS_TABLE, FREE_BONUS))
    buster = next(e for e in outcome["ledger"] if e["kind"] == "buster")
    buster["stake"] = "0.00"
    with pytest.raises(InconsistentResult, match=r"stake 0\.00 is not more than nothing"):
        check_outcome(_rebalance(outcome), FREE_BONUS.shoe, FREE_BONUS.wagers)


# A malformed side wager ----------------------------------------------------------------------


def _place(options: dict[str, object], side: list[dict[str, str]], edition: str = "nj-2024") -> Any:
    adapter = ReferenceAdapter()
    table = adapter.open_table(edition=edition, options=options)["table"]
    round_id = adapter.start_round(table=table)["round"]
    wager: Any = {"box": 1, "player": "p1", "amount": "10", "side_wagers": side}
    with pytest.raises(AdapterRefusal) as refused:
        adapter.place_wagers(round=round_id, wagers=[wager])
    assert refused.value.code == ErrorCode.BAD_WAGER
    return refused.value


@pytest.mark.parametrize(
    "options",
    [FREE_BONUS_TABLE[1], BUSTER_TABLE[1], {"hole_card": "no-hole-card"}],
    ids=["offering-it", "buster-only", "no-side-wager"],
)
def test_a_staked_free_bonus_is_refused_citing_2_30_h_at_any_table(
    options: dict[str, object],
) -> None:
    side = [{"kind": "buster", "amount": "5"}, {"kind": "buster-free-bonus", "amount": "5"}]
    refused = _place(options, side)
    assert refused.data == {
        "field": "wagers[0].side_wagers[1].kind",
        "value": "buster-free-bonus",
        "clause": "13:69F-2.30(h)",
    }
    assert "is never placed; it is paid with a winning buster wager" in refused.message


def test_an_unknown_kind_is_refused_naming_the_field_and_the_kinds_of_the_table() -> None:
    refused = _place(BUSTER_TABLE[1], [{"kind": "bust", "amount": "5"}])
    assert refused.data == {
        "field": "wagers[0].side_wagers[0].kind",
        "value": "bust",
        "clause": "13:69F-2.30(a)",
    }
    assert "no side wager has that kind" in refused.message
    assert "the kinds a player places at this table are buster [13:69F-2.30(a)]" in refused.message


def test_an_unknown_kind_at_a_table_without_side_wagers_lists_the_editions_kinds() -> None:
    refused = _place({"hole_card": "no-hole-card"}, [{"kind": "bust", "amount": "1"}], "nj-1996")
    assert refused.data["clause"] == "19:47-2.17(a)1"
    assert (
        "this table offers no side wager; the kinds of nj-1996 are "
        "over-13/under-13 [19:47-2.17(a)1], same-suit [19:47-2.17(a)2]"
    ) in refused.message


def test_play_rounds_refuses_a_staked_free_bonus_in_that_round_only() -> None:
    session = GameSession(ReferenceAdapter())
    table = session.table(*FREE_BONUS_TABLE)
    staked = copy.deepcopy(_bet("5"))
    staked["side_wagers"].append({"kind": "buster-free-bonus", "amount": "5"})
    refused, played = session.play_batch(
        table, [RoundScript(SEVEN_CARD_BUST, (staked,)), FREE_BONUS]
    )
    assert isinstance(refused, AdapterRefusal)
    assert refused.code == ErrorCode.BAD_WAGER
    assert refused.data["clause"] == "13:69F-2.30(h)"
    assert not isinstance(played, AdapterRefusal)
    assert Decimal(played["totals"]["player_net"]) == Decimal("1265")


# Capabilities, options and versions ----------------------------------------------------------


def test_the_free_bonus_capability_needs_the_buster_capability() -> None:
    assert capability_requirements() == {
        "side-wager:buster-free-bonus": frozenset({"side-wager:buster"})
    }


@pytest.mark.parametrize(
    "value",
    ["buster,buster-free-bonus", "buster buster-free-bonus", ["buster", "buster-free-bonus"]],
)
def test_a_table_offering_both_needs_both_capabilities(value: object) -> None:
    assert offered_side_wagers({"side_wagers": value}) == ["buster", "buster-free-bonus"]
    assert capabilities_for_options({"side_wagers": value}) == {
        "side-wager:buster",
        "side-wager:buster-free-bonus",
    }


def test_the_options_of_1_3_are_sent_only_away_from_their_defaults() -> None:
    plain = options_on_the_wire(rules_from_mapping({"side_wagers": "buster"}))
    assert "buster_dealer_soft_17" not in plain
    whole = rules_from_mapping({"side_wagers": "buster", "buster_dealer_soft_17": "whole-table"})
    assert options_on_the_wire(whole)["buster_dealer_soft_17"] == "whole-table"
    pairs = rules_from_mapping(
        {
            "edition": "nj-2024+bet-the-set",
            "side_wagers": "bet-the-set",
            "bet_the_set_pair": "same-value",
        }
    )
    sent = options_on_the_wire(pairs)
    assert sent["bet_the_set_pair"] == "same-value"
    assert "bet_the_set_not_available" not in sent


def test_a_game_of_1_2_is_not_held_to_the_names_of_1_3() -> None:
    declared = [
        "side-wager:same-suit",
        "side-wager:buster",
        "side-wager:buster-free-bonus",
        "side-wager:bet-the-set",
        "side-wager:streak-of-its-own",
    ]
    assert capabilities_understood(declared, "1.2") == {
        "side-wager:same-suit",
        "side-wager:streak-of-its-own",  # unknown to the kit: listed, not checked
    }
    assert capabilities_understood(declared, "1.3") == set(declared)
    assert capabilities_understood(declared, "1.1") == set()


class GameOfProtocol12(GameOfProtocol11):
    """The reference engine as a 1.2 game that declares `side-wager:buster` in a meaning of its
    own, as 1.2 allowed for a name it did not know."""

    def handshake(self, **params: Any) -> dict[str, object]:
        answer: dict[str, Any] = dict(self._inner.handshake(**params))
        answer["protocol"] = "1.2"
        return answer

    def open_table(self, *, edition: str, options: dict[str, object]) -> dict[str, object]:
        self.tables_opened.append(options)
        return dict(self._inner.open_table(edition=edition, options=options))


def test_a_game_of_1_2_gets_not_applicable_for_buster() -> None:
    session = GameSession(GameOfProtocol12())  # type: ignore[arg-type]
    assert "side-wager:same-suit" in session.capabilities
    assert "side-wager:buster" not in session.capabilities
    with pytest.raises(AdapterRefusal) as refused:
        session.play(session.table(*BUSTER_TABLE), FREE_BONUS)
    assert refused.value.code == ErrorCode.UNSUPPORTED_CAPABILITY
    assert "side-wager:buster" in refused.value.message
