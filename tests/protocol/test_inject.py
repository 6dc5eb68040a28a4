"""Protocol 1.1: irregularities injected through `inject` and `play_rounds`, in process and over
stdio; a 1.0 game without `inject` makes such rounds not applicable."""

from __future__ import annotations

import pytest

from tests.protocol.conftest import TABLE
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import ErrorCode, Irregularity
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession, RoundScript, is_not_offered

# 2.15(a): the second card, 5H, is found face up and set aside. Box TS 9C (19), dealer 9D 8S
# (17): the box wins $10.
FACE_UP = RoundScript(
    shoe=("TS", "5H", "9D", "9C", "8S"),
    wagers=({"box": 1, "player": "p1", "amount": "10"},),
    decisions=("stand",),
    irregularities=({"kind": "card-face-up-in-shoe", "card": 2},),
)


def _hands(outcome: dict[str, object]) -> dict[int, list[str]]:
    return {h["box"]: h["cards"] for h in outcome["final_hands"]}  # type: ignore[attr-defined]


@pytest.mark.parametrize("transport", ["in-process", "stdio"])
def test_a_face_up_card_is_set_aside_through_inject(
    transport: str, served_reference: GameSession
) -> None:
    session = GameSession(ReferenceAdapter()) if transport == "in-process" else served_reference
    outcome = session.play(session.table(*TABLE), FACE_UP)
    assert _hands(outcome) == {1: ["TS", "9C"], 0: ["9D", "8S"]}  # type: ignore[arg-type]
    assert outcome["ledger"][0]["net"] == "10.00"
    assert outcome["cards_dealt"] == ["TS", "5H", "9D", "9C", "8S"]
    assert any(e.get("kind") == "card-face-up-in-shoe" for e in outcome["transcript"])


def test_play_rounds_carries_the_irregularities_of_each_round() -> None:
    adapter = ReferenceAdapter()
    table = adapter.open_table(edition="nj-2024", options={"hole_card": "no-hole-card"})["table"]
    clean = {**FACE_UP.to_wire()}
    clean.pop("irregularities")
    answer = adapter.play_rounds(table=table, rounds=[FACE_UP.to_wire(), clean])  # type: ignore[list-item]
    irregular, plain = answer["results"]
    assert _hands(irregular)[1] == ["TS", "9C"]  # type: ignore[arg-type]
    assert _hands(plain)[1] == ["TS", "9D"]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("irregularity", "message"),
    [
        ({"kind": "card-reader-malfunction"}, "needs a table with a card reader"),
        ({"kind": "no-cards-to-box", "box": 5}, "nobody wagers on box 5"),
        ({"kind": "card-face-up-in-shoe"}, "needs `card`"),
    ],
)
def test_an_irregularity_that_cannot_happen_is_refused_with_1010(
    irregularity: Irregularity, message: str
) -> None:
    session = GameSession(ReferenceAdapter())
    script = RoundScript(FACE_UP.shoe, FACE_UP.wagers, (), (irregularity,))
    with pytest.raises(AdapterRefusal, match=message) as refused:
        session.play(session.table(*TABLE), script)
    assert refused.value.code == ErrorCode.IMPOSSIBLE_IRREGULARITY
    assert str(refused.value.data.get("clause", "")).startswith("13:69F-2.15")


def test_inject_after_deal_is_out_of_order() -> None:
    adapter = ReferenceAdapter()
    table = adapter.open_table(edition="nj-2024", options={})["table"]
    round_id = adapter.start_round(table=table)["round"]
    adapter.load_shoe(round=round_id, cards=list(FACE_UP.shoe))
    adapter.place_wagers(round=round_id, wagers=list(FACE_UP.wagers))
    adapter.deal(round=round_id)
    with pytest.raises(AdapterRefusal) as refused:
        adapter.inject(round=round_id, irregularity={"kind": "dealer-draws-on-seventeen"})
    assert refused.value.code == ErrorCode.OUT_OF_ORDER


class _GameOfProtocol10:
    """The reference engine as a 1.0 game would be: no irregularity capability, no inject."""

    def __init__(self) -> None:
        self._inner = ReferenceAdapter()

    def __getattr__(self, name: str) -> object:
        if name == "inject":
            raise AttributeError(name)
        return getattr(self._inner, name)

    def handshake(self, **params: object) -> dict[str, object]:
        answer = dict(self._inner.handshake(**params))  # type: ignore[arg-type]
        answer["protocol"] = "1.0"
        answer["capabilities"] = [c for c in answer["capabilities"] if "irregularity:" not in c]  # type: ignore[attr-defined]
        return answer


def test_a_game_without_the_capability_makes_the_round_not_applicable() -> None:
    session = GameSession(_GameOfProtocol10())  # type: ignore[arg-type]
    with pytest.raises(AdapterRefusal) as refused:
        session.play(session.table(*TABLE), FACE_UP)
    assert is_not_offered(refused.value)
    assert "irregularity:card-face-up-in-shoe" in refused.value.message
