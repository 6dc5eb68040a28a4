"""Games that declare an option their editions do not have, or a shuffle their deck count does
not allow (issue 27, Deliver 6): the reference engine introducing itself with other editions and
capabilities. `bjkit adapter-check` fails them and `bjkit certify` refuses them before a scenario
runs (docs/ADAPTERS.md, "Options an edition does not have").

    bjkit adapter-check python:tests.cli.edition_declaring_games:consolidated_in_nj_1996_only
"""

from __future__ import annotations

from collections.abc import Sequence

from vendor_adapters.protocol import Handshake, KitInfo
from vendor_adapters.reference import ReferenceAdapter

__all__ = [
    "bart_carter_at_one_deck",
    "consolidated_in_nj_1996_only",
    "continuous_shuffler_in_bet_the_set_only",
    "early_insurance_played_everywhere",
    "nj_1996_and_2004_with_consolidated",
]


class DeclaringGame(ReferenceAdapter):
    """The reference adapter declaring only `editions` and `extra` capabilities besides its
    own (all of them unless `only` lists the ones it keeps)."""

    def __init__(
        self, editions: Sequence[str], extra: Sequence[str] = (), only: Sequence[str] = ()
    ) -> None:
        super().__init__()
        self.editions = list(editions)
        self.extra = list(extra)
        self.only = list(only)

    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake:
        answer = super().handshake(protocol=protocol, kit=kit)
        kept = self.only or answer["capabilities"]
        answer["capabilities"] = [*kept, *self.extra]
        answer["editions"] = list(self.editions)
        return answer


_PLAIN = ("forced-shoe", "batch", "hole-card:no-hole-card", "double", "split", "insurance")


def consolidated_in_nj_1996_only() -> DeclaringGame:
    """Deals nj-1996 only and declares the consolidated net payout, which 19:47-2.7 of nj-1996
    does not have ((c) came in 2004)."""
    return DeclaringGame(["nj-1996"], ["consolidated-net-payout"], only=_PLAIN)


def nj_1996_and_2004_with_consolidated() -> DeclaringGame:
    """Deals nj-1996 and nj-2004 and declares the consolidated net payout: nj-2004 has 2.7(c), so
    the capability is one of its editions' and nothing is refused."""
    return DeclaringGame(["nj-1996", "nj-2004"], ["consolidated-net-payout"], only=_PLAIN)


def early_insurance_played_everywhere() -> DeclaringGame:
    """Takes insurance just before each player's own decisions at every table (2.9(b) from
    nj-2004 on), in every edition it deals, nj-1996 among them."""
    return DeclaringGame(
        ["nj-1996", "nj-2004"], ["plays:insurance_timing=before-own-decisions"], only=_PLAIN
    )


def bart_carter_at_one_deck() -> DeclaringGame:
    """Deals from one deck at every table and declares the Bart Carter shuffle (2.5(h)2, 2.6(m):
    two decks or more, I-2.6m-smallest-shoe)."""
    return DeclaringGame(
        ["nj-2024"], ["plays:decks=1", "shoe-procedures", "bart-carter-shuffle"], only=_PLAIN
    )


def continuous_shuffler_in_bet_the_set_only() -> DeclaringGame:
    """Deals nj-2024+bet-the-set only and declares a continuous shuffler, whose section is not in
    that edition (13:69F-2.20 is the blackjack bonus wager there, I-notice-2.20-bonus-wager)."""
    return DeclaringGame(
        ["nj-2024+bet-the-set"], ["shoe-procedures", "continuous-shuffler"], only=_PLAIN
    )
