"""An engine that never asks a hand that can take no decision: a 21 after a hit or a split, a
split ace. docs/ADAPTERS.md allows it ("a game with a hand that can take no decision ... may
either skip it or prompt with `stand` as the only legal decision"); the reference engine asks
(I-2.6f-asked-on-21). The reference adapter, standing for its player wherever the only legal
decision is stand.

    bjkit certify --adapter python:tests.real_engines.skips_stand_only:skips_stand_only
"""

from __future__ import annotations

from reference_impl.procedure import REFERENCE_PROCEDURE, RoundProcedure
from vendor_adapters.protocol import Handshake, KitInfo, Status
from vendor_adapters.reference import ReferenceAdapter

__all__ = ["SkipsStandOnly", "skips_stand_only"]

# What a round-at-a-time engine of its kind does not do: play scripted rounds in one message
# (their decision lists are the reference's), whole shoes, or irregularities placed by the
# number of a decision.
NOT_DECLARED = ("batch", "shoe-procedures", "irregularity:")


class SkipsStandOnly(ReferenceAdapter):
    """The reference adapter, answering `stand` itself to every prompt whose only legal
    decision is stand, so the kit never sees one."""

    def __init__(self, *, procedure: RoundProcedure = REFERENCE_PROCEDURE) -> None:
        super().__init__(procedure=procedure)

    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake:
        answer = super().handshake(protocol=protocol, kit=kit)
        answer["identity"] = {**answer["identity"], "name": "skips stand-only prompts"}
        answer["capabilities"] = [
            c for c in answer["capabilities"] if not c.startswith(NOT_DECLARED)
        ]
        return answer

    def deal(self, *, round: str) -> Status:
        return self._skipping(round, super().deal(round=round))

    def apply(self, *, round: str, decision: str) -> Status:
        return self._skipping(round, super().apply(round=round, decision=decision))

    def legal_actions(self, *, round: str) -> Status:
        return self._skipping(round, super().legal_actions(round=round))

    def _skipping(self, round_id: str, status: Status) -> Status:
        while status["prompt"] is not None and status["prompt"]["legal"] == ["stand"]:
            status = super().apply(round=round_id, decision="stand")
        return status


def skips_stand_only() -> SkipsStandOnly:
    return SkipsStandOnly()
