"""How a faulty game is played: the reference adapter dealing its rounds with the game's
`RoundProcedure`, under the game's own identity.

A faulty game's procedure (`defects.py`) is a subclass of the reference engine's
`reference_impl.procedure.RoundProcedure` overriding one hook; `Round(..., procedure=...)` plays
it, and `ReferenceAdapter(procedure=...)` deals every round of the protocol with it. Nothing of
`reference_impl` or `vendor_adapters` is modified or copied: the reference engine, in the same
process as the oracle, keeps playing its own procedure.
"""

from __future__ import annotations

import hashlib

from reference_impl.procedure import RoundProcedure
from vendor_adapters.protocol import KIT_VERSION, Handshake, KitInfo
from vendor_adapters.reference import ReferenceAdapter, reference_build_digest

__all__ = ["FaultyAdapter"]


class FaultyAdapter(ReferenceAdapter):
    """The reference adapter playing `procedure`, introducing itself as the faulty game `name`
    ("faulty: DEFECT") with a build digest of its own."""

    def __init__(self, name: str, defect: str, procedure: RoundProcedure) -> None:
        super().__init__(procedure=procedure)
        self.name = name
        self.defect = defect

    @property
    def build_digest(self) -> str:
        digest = hashlib.sha256(f"{reference_build_digest()}\n{self.name}\n".encode())
        return f"sha256:{digest.hexdigest()}"

    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake:
        answer = super().handshake(protocol=protocol, kit=kit)
        answer["identity"] = {
            "name": f"faulty: {self.defect}",
            "version": KIT_VERSION,
            "build_digest": self.build_digest,
        }
        return answer
