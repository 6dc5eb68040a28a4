"""The faulty rules of Baccarat-Punto Banco: each class is the reference `BaccaratProcedure` with
one hook overridden, and gets one rule of N.J.A.C. 19:47-3.1 to 3.5 (nj-1996) wrong, the way a
vendor's developer might. Each docstring cites the clause it breaks. Where it can, a faulty hook
calls the reference hook (`super()`) and changes only its answer, so that the rest of the rule
stays right.

`baccarat_games.py` says which game plays which procedure. Nothing here changes
`reference_impl`: a procedure is a subclass, and a `BaccaratTable` without a procedure plays the
reference rules as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal

from reference_impl.baccarat import (
    BaccaratOptions,
    BaccaratProcedure,
    Result,
    VigorishCollection,
    VigorishRounding,
    WagerKind,
)
from reference_impl.baccarat import clauses as c
from reference_impl.baccarat.procedure import MIN_CUT, MIN_CUTTING_CARD_FROM_BACK
from reference_impl.cards import RANK_OF
from reference_impl.errors import ShoeError, WagerError
from reference_impl.money import CENT, ZERO, Odds

__all__ = [
    "BankerWagerPaidOnTie",
    "BurnCountsFaceCardsByRank",
    "BurnCountsFirstCardInItsAmount",
    "BurnCountsKingAsZero",
    "CutAccepted9CardsFromAnEnd",
    "CutCheckedFromTheFrontOnly",
    "CuttingCard13FromTheBack",
    "DeferredVigorishNeverMarked",
    "FivePercentAtFourPercentTable",
    "FourPercentVigorishRoundedTo25Cents",
    "NineCountedAsZero",
    "PairWagerBookedAsTieBet",
    "PlayerHandPaid19To20",
    "PlayerWagerLosesOnTie",
    "RecutByLastCutterAtNextEntitledTable",
    "TiePaid8For1",
    "TwoDigitTotalCountedAsNine",
    "VigorishOnWholeWager",
    "VigorishRoundedDown",
    "WagerAcceptedAfterNoMoreBets",
]

_ACE_RANK = 0
_NINE_RANK = 8  # rank index of the 9 (`reference_impl.cards`: A, 2..9, T, J, Q, K as 0..12)


# Cards and the Point Count (3.1) ----------------------------------------------------------


class NineCountedAsZero(BaccaratProcedure):
    """19:47-3.1(b)1: "Any card from 2 to 9 shall have its face value". An off-by-one puts the 9
    among the tens and faces, valued zero, so a natural 9 counts 0."""

    def card_value(self, card: int) -> int:
        rank = RANK_OF[card]
        if rank == _ACE_RANK:
            return 1
        return rank + 1 if rank < _NINE_RANK else 0  # should be rank <= _NINE_RANK


class TwoDigitTotalCountedAsNine(BaccaratProcedure):
    """19:47-3.1(c): a two-digit total loses its left digit ("an ace, a 2 and a 9 has a total of
    12 but only a Point Count of 2"). Here a total above 9 is capped at 9, the highest count."""

    def point_count(self, cards: Sequence[int]) -> int:
        return min(sum(self.card_value(card) for card in cards), 9)


# The shoe: the cut, the cutting cards, the burn, the recut (3.5) ---------------------------


class CutAccepted9CardsFromAnEnd(BaccaratProcedure):
    """19:47-3.5(c): the cutting card goes "at least 10 cards in from either end". The limit is
    counted from 1 with the cutting card's own place, so a cut 9 cards in from an end passes."""

    def check_cut(self, at: int, size: int) -> None:
        least = MIN_CUT - 1  # "at least 10 in" counted with the cutting card's own place
        if not least <= at <= size - least:
            raise ShoeError(f"cut={at}: at least {MIN_CUT} cards in from either end [{c.CUT}]")


class CutCheckedFromTheFrontOnly(BaccaratProcedure):
    """19:47-3.5(c): "at least 10 cards in from either end". Only the front is checked: a cut
    with fewer than 10 cards behind the cutting card is accepted."""

    def check_cut(self, at: int, size: int) -> None:
        if at < MIN_CUT:
            raise ShoeError(f"cut={at}: at least {MIN_CUT} cards in from the front [{c.CUT}]")


class CuttingCard13FromTheBack(BaccaratProcedure):
    """19:47-3.5(d): one cutting card "at least 14 cards in from the back of the stack". The
    check uses "more than 12", so a cutting card 13 cards from the back is accepted."""

    def check_cutting_card(self, from_back: int, size: int) -> None:
        if from_back == MIN_CUTTING_CARD_FROM_BACK - 1:
            return
        super().check_cutting_card(from_back, size)


class BurnCountsKingAsZero(BaccaratProcedure):
    """19:47-3.5(d): the burn card burns as many more cards as its amount, "Face cards and tens
    count as tens". The burn reuses the Point Count's value of 3.1(b), where they are zero: a
    king burns no more cards."""

    def burn_count(self, card: int) -> int:
        return self.card_value(card)


class BurnCountsFaceCardsByRank(BaccaratProcedure):
    """19:47-3.5(d): "Face cards and tens count as tens". The burn counts a card by its rank's
    number, so a jack burns 11 more cards, a queen 12 and a king 13."""

    def burn_count(self, card: int) -> int:
        return RANK_OF[card] + 1


class BurnCountsFirstCardInItsAmount(BaccaratProcedure):
    """19:47-3.5(d): the first card is placed in the discard bucket "and an additional amount of
    cards equal to the amount on the first card drawn". The first card is counted in its own
    amount, so a 3 burns 3 cards in all instead of 4."""

    def burn_count(self, card: int) -> int:
        return super().burn_count(card) - 1


class RecutByLastCutterAtNextEntitledTable(BaccaratProcedure):
    """19:47-3.5(e): the recut is made, "at the casino licensee's option, by the player who last
    cut the cards, or by the next person entitled to cut the cards". The option is ignored: at a
    table that elected the next person entitled, the last cutter recuts."""

    def recutter(
        self, last_cutter: str, offer_order: Sequence[str], options: BaccaratOptions
    ) -> str:
        return last_cutter


# Wagers (3.2) ---------------------------------------------------------------------------


class PairWagerBookedAsTieBet(BaccaratProcedure):
    """19:47-3.2(b): no wager other than the three of 3.2(a) is accepted. A wager the table does
    not know ("player pair", "dragon bonus") is booked as a Tie Bet instead of refused (no other
    wager approved by the Commission is in the corpus: I-baccarat-other-wagers)."""

    def wager_kind(self, name: str | WagerKind) -> WagerKind:
        try:
            return super().wager_kind(name)
        except WagerError:
            return WagerKind.TIE


class WagerAcceptedAfterNoMoreBets(BaccaratProcedure):
    """19:47-3.2(d): no wager is "made, increased or withdrawn after the dealer calling the game
    has announced 'No More Bets.'" The layout stays open until the first card is dealt."""

    def check_wager_change(self, action: str, announced: bool) -> None:
        return None


class BankerWagerPaidOnTie(BaccaratProcedure):
    """19:47-3.2(a)1iii: a wager on the Banker's Hand is void when the Point Counts are equal. The
    comparison is "at least as high", so the Banker's Hand wins a tie."""

    def wager_result(self, wager: WagerKind, banker: int, player: int) -> tuple[Result, str]:
        if wager is WagerKind.BANKER and banker == player:
            return Result.WIN, c.BANKER_WINS
        return super().wager_result(wager, banker, player)


class PlayerWagerLosesOnTie(BaccaratProcedure):
    """19:47-3.2(a)2iii: a wager on the Player's Hand is void when the Point Counts are equal. It
    wins only on a higher count and loses otherwise, so it loses a tie."""

    def wager_result(self, wager: WagerKind, banker: int, player: int) -> tuple[Result, str]:
        if wager is WagerKind.PLAYER and banker == player:
            return Result.LOSE, c.PLAYER_LOSES
        return super().wager_result(wager, banker, player)


# Payouts and vigorish (3.3) ---------------------------------------------------------------


class PlayerHandPaid19To20(BaccaratProcedure):
    """19:47-3.3(a): a winning Player's Hand wager is paid at odds of 1 to 1. The game takes the
    Banker's commission from it too, paying 19 to 20 ($9.50 on $10)."""

    def payout_odds(self, wager: WagerKind, options: BaccaratOptions) -> tuple[Odds, str]:
        if wager is WagerKind.PLAYER:
            return Odds(19, 20), c.PLAYER_PAYOUT
        return super().payout_odds(wager, options)


class TiePaid8For1(BaccaratProcedure):
    """19:47-3.3(b): a winning Tie Bet is paid at odds of at least 8 to 1. The game pays "8 for
    1", the stake included: 7 to 1 (I-baccarat-tie-odds)."""

    def payout_odds(self, wager: WagerKind, options: BaccaratOptions) -> tuple[Odds, str]:
        if wager is WagerKind.TIE:
            return Odds(7, 1), c.TIE_PAYOUT
        return super().payout_odds(wager, options)


class VigorishOnWholeWager(BaccaratProcedure):
    """19:47-3.3(c): the vigorish is a percentage "of the amount won". It is taken on the whole
    amount paid back, the stake returned with the 1 to 1 win (I-baccarat-amount-won)."""

    def vigorish_due(self, amount_won: Decimal, options: BaccaratOptions) -> Decimal:
        stake = amount_won  # 1 to 1: the stake returned equals the amount won
        return super().vigorish_due(stake + amount_won, options)


class FivePercentAtFourPercentTable(BaccaratProcedure):
    """19:47-3.3(c): the vigorish is "either four or five percent of the amount won", the table's
    rate (`vigorish_percent`). The game charges 5 % whatever the table posts."""

    def vigorish_due(self, amount_won: Decimal, options: BaccaratOptions) -> Decimal:
        return amount_won * 5 / 100


class VigorishRoundedDown(BaccaratProcedure):
    """19:47-3.3(c): a rounded vigorish goes "to 25 cents or the next highest multiple of 25
    cents" (20 cents at 4 %). The game rounds down to the multiple below ($0.65 -> $0.50)."""

    def round_vigorish(self, exact: Decimal, options: BaccaratOptions) -> Decimal:
        if options.vigorish_rounding is VigorishRounding.UP_TO_MULTIPLE:
            unit = options.rounding_unit
            return ((exact / unit).to_integral_value(rounding=ROUND_FLOOR) * unit).quantize(CENT)
        return super().round_vigorish(exact, options)


class FourPercentVigorishRoundedTo25Cents(BaccaratProcedure):
    """19:47-3.3(c): a four percent vigorish is rounded "to 20 cents or the next highest multiple
    of 20 cents". The game rounds every vigorish to 25 cents, the five percent unit."""

    def round_vigorish(self, exact: Decimal, options: BaccaratOptions) -> Decimal:
        if options.vigorish_rounding is VigorishRounding.UP_TO_MULTIPLE:
            quarters = (exact / Decimal("0.25")).to_integral_value(rounding=ROUND_CEILING)
            return (quarters * Decimal("0.25")).quantize(CENT)
        return super().round_vigorish(exact, options)


class DeferredVigorishNeverMarked(BaccaratProcedure):
    """19:47-3.3(c): a deferred vigorish is owed on a marker and "all outstanding vigorish shall
    be collected prior to reshuffling the cards in a shoe". The game never puts a deferred
    vigorish on the marker, so none is collected before the reshuffle."""

    def vigorish(self, amount_won: Decimal, options: BaccaratOptions) -> Decimal:
        if options.vigorish_collection is VigorishCollection.DEFERRED:
            return ZERO
        return super().vigorish(amount_won, options)
