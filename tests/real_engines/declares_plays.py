"""Engines that play a rule at every table, whatever `open_table` says, and declare it with
`plays:OPTION=VALUE` (docs/ADAPTERS.md, "Wrapping an engine as it is"): the reference engine,
introducing itself with one more capability.

    bjkit certify --adapter python:tests.real_engines.declares_plays:surrender_always \\
        --house surrender=true
"""

from __future__ import annotations

from vendor_adapters.protocol import Handshake, KitInfo
from vendor_adapters.reference import ReferenceAdapter

__all__ = ["DeclaresPlays", "surrender_always", "unlimited_splits"]


class DeclaresPlays(ReferenceAdapter):
    """The reference adapter declaring `plays` among its capabilities."""

    def __init__(self, *plays: str) -> None:
        super().__init__()
        self.plays = plays

    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake:
        answer = super().handshake(protocol=protocol, kit=kit)
        answer["capabilities"] = [*answer["capabilities"], *self.plays]
        return answer


def surrender_always() -> DeclaresPlays:
    """Offers late surrender at every table (2.8 lets a licensee offer it)."""
    return DeclaresPlays("plays:surrender=true")


def unlimited_splits() -> DeclaresPlays:
    """Says it splits without limit, which no value of max_splits allows (2.11(c)1, (e))."""
    return DeclaresPlays("plays:max_splits=unlimited")
