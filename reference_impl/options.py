"""The enumerated house options and interpretation choices that `TableRules` holds."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from reference_impl.cards import ACE, RANK_OF, card_label
from reference_impl.errors import RulesError
from reference_impl.money import Odds

__all__ = [
    "SMALLEST_DECKS",
    "AdditionalWagersOnBustedHands",
    "BlackjackPaymentWhenHoleCardKnown",
    "DealerSecondCard",
    "DesignatedBlackjack",
    "EntryRestriction",
    "HoleCardProcedure",
    "InsuranceTiming",
    "RecutBy",
    "ShoeKind",
    "ShoeProcedureRefusal",
    "Shuffling",
    "shoe_procedure_refusal",
]


class HoleCardProcedure(enum.Enum):
    """How the dealer's second card is dealt (2.6(h), (j), (k))."""

    NO_HOLE_CARD = "no-hole-card"  # 2.6(h): second card after every player's decisions
    FACE_DOWN = "face-down"  # 2.6(j): hole card face down, not looked at until players finish
    FACE_DOWN_CARD_READER = "face-down-card-reader"  # 2.6(j): peeks for blackjack on A or ten
    FACE_UP = "face-up"  # 2.6(k): hole card face up, with the five changes of (k)1 to 5

    @property
    def clause(self) -> str:
        return "2.6(h)" if self is HoleCardProcedure.NO_HOLE_CARD else _HOLE_CLAUSE[self]


_HOLE_CLAUSE = {
    HoleCardProcedure.FACE_DOWN: "2.6(j)",
    HoleCardProcedure.FACE_DOWN_CARD_READER: "2.6(j)",
    HoleCardProcedure.FACE_UP: "2.6(k)",
}


class InsuranceTiming(enum.Enum):
    """When insurance wagers are placed (2.9(b))."""

    AFTER_DEAL = "after-deal"  # after every player's second card, before any third card
    BEFORE_OWN_DECISIONS = "before-own-decisions"  # nj-2004 option: just before the player's turn


class EntryRestriction(enum.Enum):
    """The entry options of 2.3(i); (i)1 and (i)2, and (i)3 and (i)4, are alternatives."""

    NO_ENTRY_UNTIL_RESHUFFLE = "1"
    NEWCOMER_MINIMUM_UNTIL_RESHUFFLE = "2"
    NO_RETURN_AFTER_SITTING_OUT = "3"
    MINIMUM_AFTER_SITTING_OUT = "4"

    @property
    def clause(self) -> str:
        return f"2.3(i){self.value}"


class ShoeKind(enum.Enum):
    """The dealing shoe (2.2(c), 2.3(k), 2.6(d)). With a double shoe, `decks` is the number of
    decks on each side: each side has its own back colour and its own cutting card (2.2(c))."""

    SINGLE = "single"
    DOUBLE = "double"


class Shuffling(enum.Enum):
    """How the cards are shuffled between rounds."""

    MANUAL = "manual"  # 2.5, 2.6(c), 2.6(l): shuffle, cut, cutting card, burn
    BART_CARTER = "bart-carter"  # 2.5(d), 2.5(h)2, 2.6(m): discards reinserted in three stacks
    CONTINUOUS_SHUFFLER = "continuous-shuffler"  # 2.20: a device reshuffles after every round

    @property
    def clause(self) -> str:
        return _SHUFFLING_CLAUSE[self]


_SHUFFLING_CLAUSE = {
    Shuffling.MANUAL: "2.5(a)",
    Shuffling.BART_CARTER: "2.6(m)",
    Shuffling.CONTINUOUS_SHUFFLER: "2.20",
}

# The fewest decks (on each side of a double shoe) at which a shuffling procedure can be played
# as its clauses describe it. The Bart Carter shuffle reshuffles once the discard rack exceeds
# "approximately one deck" (2.5(h)2) and inserts those cards "into premarked locations within the
# remaining decks contained in the dealing shoe" (2.6(m); the 2.1 definition of the stored
# register notice of nj-2024+bet-the-set says the same): a shoe of one deck never holds both
# (I-2.6m-smallest-shoe).
SMALLEST_DECKS: dict[Shuffling, int] = {Shuffling.BART_CARTER: 2}


@dataclass(frozen=True, kw_only=True, slots=True)
class ShoeProcedureRefusal:
    """Why a shuffling procedure is not one a table of its deck count may use: the section paths
    that say so (cited in the table's edition) and the interpretation that fixes the number."""

    paths: tuple[str, ...]
    why: str
    interpretation: str


def shoe_procedure_refusal(shuffling: Shuffling, decks: int) -> ShoeProcedureRefusal | None:
    """The refusal of `shuffling` at a shoe of `decks` decks, or None where the text allows it.

    2.5(h)2, 2.6(m): the Bart Carter shuffle needs a discard rack that can exceed approximately
    one deck while decks remain in the dealing shoe to take its three stacks, so at least
    `SMALLEST_DECKS` decks (I-2.6m-smallest-shoe). The manual shuffle (2.5) and a continuous
    shuffler (2.20) are allowed at any deck count 2.2(a) allows."""
    smallest = SMALLEST_DECKS.get(shuffling)
    if smallest is None or decks >= smallest:
        return None
    shown = f"{decks} deck" + ("" if decks == 1 else "s")
    return ShoeProcedureRefusal(
        paths=("2.5(h)2", "2.6(m)"),
        why=(
            f"a shoe of {shown} cannot use the Bart Carter shuffle: its discard rack never "
            "exceeds approximately one deck while decks remain in the dealing shoe to take the "
            f"three stacks; at least {smallest} decks (I-2.6m-smallest-shoe)"
        ),
        interpretation="I-2.6m-smallest-shoe",
    )


class RecutBy(enum.Enum):
    """Who recuts when a casino supervisor requires a recut, at the licensee's option (2.5(g))."""

    LAST_CUTTER = "last-cutter"  # the player who last cut the cards
    NEXT_ENTITLED = "next-entitled"  # the next person entitled to cut, as (f) determines


class DealerSecondCard(enum.Enum):
    """Interpretation I-2.12c-dealer-second-card: 2.6(h) second card when it cannot matter."""

    DEAL = "deal"
    WITHHOLD = "withhold"


class BlackjackPaymentWhenHoleCardKnown(enum.Enum):
    """Interpretation I-2.7b-known-hole-card: when 2.7(b) pays a blackjack whose dealer's hole
    card is already known not to make a blackjack (card reader peek, or face-up hole card)."""

    AFTER_PLAYERS = "after-players"  # 2.7(b) read literally: once all other cards are dealt
    IMMEDIATELY = "immediately"  # as soon as the dealer's two cards are known


class AdditionalWagersOnBustedHands(enum.Enum):
    """Interpretation I-2.10b-busted-additional-wagers: whether 2.10(b) and 2.11(d) return the
    double or split wager of a hand that went over 21 before the dealer's blackjack showed."""

    RETURN = "return"
    COLLECT = "collect"


@dataclass(frozen=True, kw_only=True, slots=True)
class DesignatedBlackjack:
    """2.3(e)3: a blackjack of one specific ace and face card, at odds the licensee posts.

    The source text stops before the odds, so they are never defaulted: the table states them.
    """

    ace: int
    face_card: int
    odds: Odds

    def __post_init__(self) -> None:
        if RANK_OF[self.ace] != ACE:
            raise RulesError(
                f"designated_blackjack.ace={card_label(self.ace)} is not an ace [2.3(e)3]"
            )
        if RANK_OF[self.face_card] < 10:
            raise RulesError(
                f"designated_blackjack.face_card={card_label(self.face_card)} is not a face card "
                "(J, Q or K) [2.3(e)3]"
            )

    def matches(self, first: int, second: int) -> bool:
        return {first, second} == {self.ace, self.face_card}

    def __str__(self) -> str:
        return f"{card_label(self.ace)}+{card_label(self.face_card)} at {self.odds}"
