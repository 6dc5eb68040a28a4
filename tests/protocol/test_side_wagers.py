"""Protocol 1.2: side wagers in the schemas, on the wire, in the consistency checks, and for games
of 1.0 and 1.1, which keep working and get not applicable for what they do not declare."""

from __future__ import annotations

import copy
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from reference_impl.catalog import default_rules, rules_from_mapping
from reference_impl.wager_model import declarations
from tests.protocol.conftest import TABLE
from vendor_adapters.capabilities import (
    CAPABILITIES,
    capabilities_for_options,
    capabilities_for_wagers,
    capability_since,
    options_on_the_wire,
)
from vendor_adapters.compare import compare_outcomes
from vendor_adapters.consistency import check_outcome
from vendor_adapters.errors import AdapterRefusal, InconsistentResult, SchemaViolation
from vendor_adapters.protocol import ErrorCode, Outcome, Wager
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.schema import check_params, check_result
from vendor_adapters.session import GameSession, RoundScript, is_not_offered

# Six decks, nj-2024, no hole card, the table offering same-suit. Box 1 wagers $10 with a $1
# same-suit wager and is dealt KS QS: 2.17(e)2iv pays a suited king and queen 5 to 1 at six decks
# under payout option 1, +$5.00, paid after the second card. The box stands on 20, the dealer's
# 9D 7C TC is 26, bust: the main wager wins 1 to 1, +$10.00 (2.3(a)1).
SAME_SUIT_TABLE = ("nj-2024", {"hole_card": "no-hole-card", "side_wagers": "same-suit"})
SAME_SUIT: Wager = {
    "box": 1,
    "player": "p1",
    "amount": "10",
    "side_wagers": [{"kind": "same-suit", "amount": "1"}],
}
KING_QUEEN = RoundScript(
    shoe=("KS", "9D", "QS", "7C", "TC"), wagers=(SAME_SUIT,), decisions=("stand",)
)


def _ledger(outcome: Outcome) -> dict[str, tuple[str, str | None, str, str | None]]:
    return {
        entry["kind"]: (entry["result"], entry["odds"], entry["net"], entry.get("clause"))
        for entry in outcome["ledger"]
    }


def _king_queen() -> Outcome:
    session = GameSession(ReferenceAdapter())
    return session.play(session.table(*SAME_SUIT_TABLE), KING_QUEEN)


# The schemas -------------------------------------------------------------------------------


def test_the_schema_takes_side_wagers_of_every_declared_kind() -> None:
    _, kinds = declarations()
    for kind in kinds:
        wager = {"box": 1, "player": "p1", "amount": "10"}
        wager["side_wagers"] = [{"kind": kind, "amount": "1.00"}]
        check_params("place_wagers", {"round": "r1", "wagers": [wager]})
        check_params(
            "play_rounds",
            {"table": "t1", "rounds": [{"shoe": ["AS"], "wagers": [wager], "decisions": []}]},
        )


def test_the_ledger_schema_takes_side_kinds_and_keeps_the_main_ones() -> None:
    outcome = _king_queen()
    _, kinds = declarations()
    for kind in [*kinds, "main", "double", "split", "insurance"]:
        changed = copy.deepcopy(outcome)
        changed["ledger"][0]["kind"] = kind
        check_result("outcome", changed)


@pytest.mark.parametrize(
    ("side", "field"),
    [
        ({"kind": "same-suit", "amount": 1}, "wagers[0].side_wagers[0].amount"),
        ({"amount": "1"}, "wagers[0].side_wagers[0]"),
        ({"kind": "Same Suit", "amount": "1"}, "wagers[0].side_wagers[0].kind"),
        ({"kind": "same-suit", "amount": "1", "box": 2}, "wagers[0].side_wagers[0]"),
    ],
)
def test_a_malformed_side_wager_breaks_the_schema_at_its_field(
    side: dict[str, object], field: str
) -> None:
    wager = {"box": 1, "player": "p1", "amount": "10", "side_wagers": [side]}
    with pytest.raises(SchemaViolation) as broken:
        check_params("place_wagers", {"round": "r1", "wagers": [wager]})
    assert broken.value.field == field


def test_a_malformed_ledger_kind_breaks_the_schema() -> None:
    outcome = _king_queen()
    outcome["ledger"][0]["kind"] = "Same Suit"
    with pytest.raises(SchemaViolation) as broken:
        check_result("outcome", outcome)
    assert broken.value.field == "ledger[0].kind"


# The round, in process and over stdio ------------------------------------------------------


@pytest.mark.parametrize("transport", ["in-process", "stdio"])
def test_a_same_suit_king_and_queen_is_paid_5_to_1_after_the_second_card(
    transport: str, served_reference: GameSession
) -> None:
    session = GameSession(ReferenceAdapter()) if transport == "in-process" else served_reference
    outcome = session.play(session.table(*SAME_SUIT_TABLE), KING_QUEEN)
    assert _ledger(outcome) == {
        "same-suit": ("win", "5 to 1", "5.00", "13:69F-2.17(e)2iv"),
        "main": ("win", "1 to 1", "10.00", "13:69F-2.3(a)1"),
    }
    assert outcome["totals"] == {"staked": "11.00", "returned": "26.00", "player_net": "15.00"}
    kinds = [(event["kind"], event.get("note")) for event in outcome["transcript"]]
    side_paid = kinds.index(("pay", "same-suit p1 5.00"))
    assert kinds[side_paid - 1] == ("deal", None)  # right after the box's second card
    assert side_paid < kinds.index(("stand", None)) < kinds.index(("pay", "main p1 10.00"))


def test_the_same_round_gives_the_same_ledger_over_stdio_and_in_process(
    served_reference: GameSession,
) -> None:
    local = GameSession(ReferenceAdapter())
    expected = local.play(local.table(*SAME_SUIT_TABLE), KING_QUEEN)
    actual = served_reference.play(served_reference.table(*SAME_SUIT_TABLE), KING_QUEEN)
    assert compare_outcomes(expected, actual) == []
    assert actual["ledger"] == expected["ledger"]


def test_play_rounds_carries_the_side_wagers_of_each_round() -> None:
    session = GameSession(ReferenceAdapter())
    table = session.table(*SAME_SUIT_TABLE)
    plain = RoundScript(KING_QUEEN.shoe, ({"box": 1, "player": "p1", "amount": "10"},), ("stand",))
    with_side, without = session.play_batch(table, [KING_QUEEN, plain])
    assert not isinstance(with_side, AdapterRefusal)
    assert not isinstance(without, AdapterRefusal)
    assert set(_ledger(with_side)) == {"same-suit", "main"}
    assert set(_ledger(without)) == {"main"}


@pytest.mark.parametrize(
    ("options", "side", "clause"),
    [
        ({"hole_card": "no-hole-card"}, {"kind": "same-suit", "amount": "1"}, "2.17(a)2"),
        (SAME_SUIT_TABLE[1], {"kind": "flush", "amount": "1"}, None),
        (SAME_SUIT_TABLE[1], {"kind": "same-suit", "amount": "2"}, "2.17(a)"),
    ],
)
def test_a_bad_side_wager_is_refused_with_1006(
    options: dict[str, object], side: dict[str, str], clause: str | None
) -> None:
    adapter = ReferenceAdapter()
    table = adapter.open_table(edition="nj-2024", options=options)["table"]
    round_id = adapter.start_round(table=table)["round"]
    wager: Any = {"box": 1, "player": "p1", "amount": "10", "side_wagers": [side]}
    with pytest.raises(AdapterRefusal) as refused:
        adapter.place_wagers(round=round_id, wagers=[wager])
    assert refused.value.code == ErrorCode.BAD_WAGER
    assert side["kind"] in refused.value.message
    if clause is not None:
        assert refused.value.data["clause"] == f"13:69F-{clause}"


def test_a_side_wager_named_twice_is_refused_with_1006() -> None:
    adapter = ReferenceAdapter()
    table = adapter.open_table(edition="nj-2024", options=SAME_SUIT_TABLE[1])["table"]
    round_id = adapter.start_round(table=table)["round"]
    twice: Any = {**SAME_SUIT, "side_wagers": SAME_SUIT["side_wagers"] * 2}
    with pytest.raises(AdapterRefusal, match="placed twice") as refused:
        adapter.place_wagers(round=round_id, wagers=[twice])
    assert refused.value.code == ErrorCode.BAD_WAGER


# Capabilities and options ------------------------------------------------------------------


def test_every_dealt_offering_is_a_capability_and_only_those() -> None:
    offerings, _ = declarations()
    dealt = {o.capability for o in offerings.values() if o.played}
    assert dealt == {c for c in CAPABILITIES if c.startswith("side-wager:")} | {"multiple-action"}
    assert dealt == {
        "side-wager:over-under-13",
        "side-wager:same-suit",
        "side-wager:sevens",
        "side-wager:buster",  # 1.3
        "side-wager:buster-free-bonus",  # 1.3
        "side-wager:bet-the-set",  # 1.3
        "multiple-action",  # 1.4: the offering names a capability of its own
    }
    assert (
        "side-wager:same-suit"
        in ReferenceAdapter().handshake(protocol="1.2", kit={"name": "bjkit", "version": "0"})[
            "capabilities"
        ]
    )


def test_tables_and_wagers_name_the_capabilities_they_need() -> None:
    assert capabilities_for_options(SAME_SUIT_TABLE[1]) == {
        "hole-card:no-hole-card",
        "side-wager:same-suit",
    }
    assert "side-wager:sevens" in capabilities_for_options({"side_wagers": ["sevens"]})
    assert not any(c.startswith("side-wager:") for c in capabilities_for_options({}))
    over: Wager = {**SAME_SUIT, "side_wagers": [{"kind": "under-13", "amount": "1"}]}
    assert capabilities_for_wagers([over, SAME_SUIT]) == {
        "side-wager:over-under-13",
        "side-wager:same-suit",
    }


def test_the_options_of_1_2_are_sent_only_away_from_their_defaults() -> None:
    assert not {"side_wagers", "side_wager_pay_tables", "side_wager_maximums"} & set(
        options_on_the_wire(default_rules())
    )
    rules = rules_from_mapping(
        {"side_wagers": "same-suit", "side_wager_pay_tables": "same-suit:2", "edition": "nj-1996"}
    )
    sent = options_on_the_wire(rules)
    assert sent["side_wagers"] == "same-suit"
    assert sent["side_wager_pay_tables"] == "same-suit:2"
    assert "side_wager_maximums" not in sent


# Games of earlier versions -----------------------------------------------------------------

_OPTIONS_OF_1_1 = frozenset(options_on_the_wire(default_rules())) | {
    "shoe",
    "shuffling",
    "recut_by",
}


class GameOfProtocol11:
    """The reference engine as a 1.1 game: it speaks 1.1, knows no option of 1.2 (refused with
    1000 as a 1.1 game refuses a name it does not know) and declares no side wager, or, with
    `reserved`, declares `side-wager:same-suit` in the meaning 1.1 left to vendors."""

    def __init__(self, *, reserved: bool = False) -> None:
        self._inner = ReferenceAdapter()
        self._reserved = reserved
        self.tables_opened: list[dict[str, object]] = []

    def __getattr__(self, name: str) -> object:
        return getattr(self._inner, name)

    def handshake(self, **params: Any) -> dict[str, object]:
        answer: dict[str, Any] = dict(self._inner.handshake(**params))
        answer["protocol"] = "1.1"
        answer["capabilities"] = [  # the names of 1.1: no side wager, no multiple action (1.4)
            c for c in answer["capabilities"] if (capability_since(c) or (1, 0)) <= (1, 1)
        ] + (["side-wager:same-suit"] if self._reserved else [])
        return answer

    def open_table(self, *, edition: str, options: dict[str, object]) -> dict[str, object]:
        unknown = sorted(set(options) - _OPTIONS_OF_1_1)
        if unknown:
            raise AdapterRefusal(
                int(ErrorCode.UNSUPPORTED_OPTION),
                f"unknown house option {unknown[0]!r}",
                {"option": unknown[0]},
            )
        self.tables_opened.append(options)
        return dict(self._inner.open_table(edition=edition, options=options))


@pytest.mark.parametrize("reserved", [False, True])
def test_a_game_of_1_1_gets_not_applicable_for_side_wagers(reserved: bool) -> None:
    session = GameSession(GameOfProtocol11(reserved=reserved))  # type: ignore[arg-type]
    assert not any(c.startswith("side-wager:") for c in session.capabilities)
    # What suite.harness.round_under_test.open_table_or_skip asks before opening a scenario's table.
    assert capabilities_for_options(SAME_SUIT_TABLE[1]) - session.capabilities == {
        "side-wager:same-suit"
    }
    with pytest.raises(AdapterRefusal) as refused:
        session.play(session.table(*TABLE), KING_QUEEN)
    assert is_not_offered(refused.value)
    assert "side-wager:same-suit" in refused.value.message
    batch = session.play_batch(session.table(*TABLE), [KING_QUEEN])
    assert isinstance(batch[0], AdapterRefusal) and is_not_offered(batch[0])


def test_a_game_of_1_1_still_plays_rounds_without_side_wagers() -> None:
    game = GameOfProtocol11()
    session = GameSession(game)  # type: ignore[arg-type]
    plain = RoundScript(KING_QUEEN.shoe, ({"box": 1, "player": "p1", "amount": "10"},), ("stand",))
    table = session.table("nj-2024", options_on_the_wire(default_rules()))
    assert _ledger(session.play(table, plain)) == {
        "main": ("win", "1 to 1", "10.00", "13:69F-2.3(a)1")
    }


# Consistency -------------------------------------------------------------------------------


def test_the_side_wager_round_is_consistent() -> None:
    check_outcome(_king_queen(), KING_QUEEN.shoe, KING_QUEEN.wagers)


def _rebalance(outcome: Outcome) -> Outcome:
    staked = sum(Decimal(e["stake"]) for e in outcome["ledger"])
    net = sum(Decimal(e["net"]) for e in outcome["ledger"])
    outcome["totals"] = {
        "staked": f"{staked:.2f}",
        "returned": f"{staked + net:.2f}",
        "player_net": f"{net:.2f}",
    }
    return outcome


def test_a_side_wager_settled_twice_is_inconsistent() -> None:
    outcome = _king_queen()
    outcome["ledger"].append(copy.deepcopy(outcome["ledger"][0]))
    with pytest.raises(InconsistentResult, match="same-suit wager on box 1 is settled twice"):
        check_outcome(_rebalance(outcome), KING_QUEEN.shoe, KING_QUEEN.wagers)


def test_a_side_wager_nobody_placed_is_inconsistent() -> None:
    outcome = _king_queen()
    outcome["ledger"][0]["kind"] = "over-13"
    with pytest.raises(InconsistentResult, match="p1 placed no over-13 wager on box 1"):
        check_outcome(outcome, KING_QUEEN.shoe, KING_QUEEN.wagers)


def test_a_side_stake_that_is_not_the_amount_placed_is_inconsistent() -> None:
    outcome = _king_queen()
    outcome["ledger"][0]["stake"] = "2.00"
    outcome["ledger"][0]["net"] = "10.00"
    with pytest.raises(InconsistentResult, match=r"the wager placed was 1\.00"):
        check_outcome(_rebalance(outcome), KING_QUEEN.shoe, KING_QUEEN.wagers)


def test_a_complete_round_that_never_settles_the_side_wager_is_inconsistent() -> None:
    outcome = _king_queen()
    del outcome["ledger"][0]
    with pytest.raises(InconsistentResult, match="same-suit wager on box 1 was never settled"):
        check_outcome(_rebalance(outcome), KING_QUEEN.shoe, KING_QUEEN.wagers)


def test_the_document_lists_every_offering_with_its_kinds() -> None:
    doc = (Path(__file__).resolve().parents[2] / "docs" / "ADAPTERS.md").read_text("utf-8")
    section = doc.split("## Side wagers (1.2)", 1)[1].split("\n## ", 1)[0]
    offerings, _ = declarations()
    for offering in offerings.values():
        if offering.played:
            kinds = ", ".join(f"`{kind}`" for kind in offering.kinds)
            assert f"| `{offering.name}` | {kinds} |" in section, offering.name
