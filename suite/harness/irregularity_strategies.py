"""Where an irregularity of 2.15 happens in a generated round (docs/ADAPTERS.md, "Irregularities
(1.1)"; I-2.15-placement): a card the round takes, a decision the round asks, a box, the
dealer's first or second card, or (1.4) the dealer's second or third hand of multiple action
blackjack (among those somebody wagers on: `spots`).

Placements are drawn where the irregularity comes into the round, not by luck: card positions
within the initial deal and the first draws, decisions among the first each box is asked, boxes
among those wagered on. A requested card that is not dealt (2.15(i)) needs a hit at its
decision, so the policy is told to hit there (`forced_hits`).
"""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import strategies as st

from vendor_adapters.protocol import Irregularity

__all__ = ["IRREGULARITY_KINDS", "forced_hits", "irregularity_placements"]

# The kinds of protocol 1.1 (1.4: those of the face up card of multiple action blackjack) and
# the placement each needs.
IRREGULARITY_KINDS: dict[str, str | None] = {
    "card-face-up-in-shoe": "card",
    "card-drawn-in-error": "card",
    "exposed-card-drawn-in-error": "decision",
    "dealer-draws-on-seventeen": None,
    "dealer-misses-card": "dealer_card",
    "insufficient-cards": "card",
    "no-cards-to-box": "box",
    "one-card-to-box": "box",
    "wrong-side-of-double-shoe": None,
    "requested-card-not-dealt": "decision",
    "hole-card-into-reader": None,
    "card-reader-malfunction": None,
    "up-card-not-moved": "dealer_hand",
    "up-card-discarded": "dealer_hand",
}


@st.composite
def irregularity_placements(
    draw: st.DrawFn, kind: str, boxes: Sequence[int], hole_card: str, spots: int = 1
) -> tuple[Irregularity, ...]:
    """One irregularity of `kind` placed in a round with wagers on `boxes`, and on `spots`
    spots of a multiple action betting area at most."""
    placement = IRREGULARITY_KINDS[kind]
    irregularity: Irregularity = {"kind": kind}
    if placement == "card":
        # The initial deal takes two cards per box and one or two for the dealer; a few more
        # reach the first draws.
        irregularity["card"] = draw(st.integers(1, 2 * len(boxes) + 5))
    elif placement == "decision":
        irregularity["decision"] = draw(st.integers(1, len(boxes) + 2))
    elif placement == "box":
        irregularity["box"] = draw(st.sampled_from(sorted(boxes)))
    elif placement == "dealer_card":
        # Without a hole card the dealer takes no second card in the deal (2.6(h)).
        choices = [1] if hole_card == "no-hole-card" else [1, 2]
        irregularity["dealer_card"] = draw(st.sampled_from(choices))
    elif placement == "dealer_hand":
        # The dealer's hands after the first whose spot a person wagers on (2.18(b), (g), (h)).
        irregularity["dealer_hand"] = draw(st.integers(2, max(2, spots)))
    elif kind == "hole-card-into-reader":
        irregularity["reader_reveals"] = draw(st.booleans())
    return (irregularity,)


def forced_hits(irregularities: Sequence[Irregularity]) -> frozenset[int]:
    """The decisions at which the policy hits when it may: where a requested card is not dealt
    (2.15(i)), the decision must be a hit for the irregularity to happen."""
    return frozenset(
        int(i["decision"])
        for i in irregularities
        if i.get("kind") == "requested-card-not-dealt" and "decision" in i
    )
