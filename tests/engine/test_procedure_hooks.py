"""The hooks of `RoundProcedure`: each declared in place and bound to its step's function itself
(no call in between on the hot path), each declaration held to its body's parameters, and every
hook the round's steps call through `round_view.Procedure` declared by the procedure."""

from __future__ import annotations

import pytest

from reference_impl import dealer_completion, irregular_flow, settlement
from reference_impl.procedure import RoundProcedure, _hook
from reference_impl.round_view import Procedure


def test_a_hook_is_bound_to_its_step_function_itself() -> None:
    assert RoundProcedure.hand_result is settlement.hand_result
    assert RoundProcedure.deal_irregular_up_card is irregular_flow.deal_irregular_up_card
    assert RoundProcedure.deal_irregular_hole_card is irregular_flow.deal_irregular_hole_card
    assert RoundProcedure.completion_draws is dealer_completion.completion_draws


def _body(procedure: object, hand: int, rules: str = "nj-2024") -> int:
    return hand


def test_a_declaration_taking_other_parameters_than_its_body_is_refused() -> None:
    def drifted(self: object, hand: int, table: str = "nj-2024") -> int:
        """A declaration whose second parameter has another name."""
        return hand

    with pytest.raises(TypeError, match="does not take the parameters"):
        _hook(_body)(drifted)  # type: ignore[arg-type]  # the type checker refuses it too


def test_a_declaration_taking_its_body_parameters_is_the_body() -> None:
    def declared(self: object, hand: int, rules: str = "nj-2024") -> int:
        """The same parameters as the body."""
        return hand

    assert _hook(_body)(declared) is _body


def test_every_hook_the_steps_call_is_declared_by_the_procedure() -> None:
    members = {
        name for name in (*vars(Procedure), *Procedure.__annotations__) if not name.startswith("_")
    }
    assert {"hand_result", "deal_irregular_up_card", "completion_draws", "hand_class"} <= members
    assert sorted(name for name in members if not hasattr(RoundProcedure, name)) == []
