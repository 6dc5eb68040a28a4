"""Faulty games' procedures for shuffles a table's deck count does not allow (issue 27,
Deliver 6): the reference procedure with the table the game opens swapped
(`RoundProcedure.table_rules_class`), as `defects.py` does for the options of a later edition."""

from __future__ import annotations

from reference_impl.options import SMALLEST_DECKS, Shuffling
from reference_impl.procedure import RoundProcedure
from reference_impl.rules import TableRules

__all__ = ["BartCarterShuffleAtOneDeck", "BartCarterTableAtOneDeck"]

_SMALLEST = SMALLEST_DECKS[Shuffling.BART_CARTER]


class _TableOpenedWithBartCarterAtOneDeck(TableRules):
    """A table with the Bart Carter shuffle at any deck count, one deck too (2.5(h)2, 2.6(m):
    two decks or more, I-2.6m-smallest-shoe); every other option is checked as the reference
    checks it."""

    def __post_init__(self) -> None:
        if self.shuffling is not Shuffling.BART_CARTER or self.decks >= _SMALLEST:
            super().__post_init__()
            return
        decks = self.decks
        object.__setattr__(self, "decks", _SMALLEST)
        super().__post_init__()
        object.__setattr__(self, "decks", decks)


class BartCarterTableAtOneDeck(RoundProcedure):
    """The game opens a one-deck table with the Bart Carter shuffle, which the reference refuses
    [2.5(h)2, 2.6(m), I-2.6m-smallest-shoe], and deals its shoes so."""

    __slots__ = ()
    table_rules_class = _TableOpenedWithBartCarterAtOneDeck


class _TableShufflingBartCarterAtOneDeck(TableRules):
    """A one-deck table that the game shuffles by the Bart Carter procedure whatever its
    `shuffling` says: no cutting card reinserted after the cut (2.5(d)), no burn (2.6(c))."""

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.decks < _SMALLEST and self.shuffling is Shuffling.MANUAL:
            object.__setattr__(self, "shuffling", Shuffling.BART_CARTER)


class BartCarterShuffleAtOneDeck(RoundProcedure):
    """At a one-deck table shuffled by hand the game uses the Bart Carter shuffle: after the cut
    it reinserts no cutting card a quarter from the back (2.5(d)) and burns no card (2.6(c)),
    although the table declares nothing but the manual shuffle of 2.5."""

    __slots__ = ()
    table_rules_class = _TableShufflingBartCarterAtOneDeck
