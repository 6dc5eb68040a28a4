"""The rules of Baccarat-Punto Banco as a procedure of small overridable methods ("hooks").

Every rule the table consults goes through its procedure (`BaccaratTable(procedure=...)`), so a
faulty game is a subclass that overrides one hook, the way `BlackjackPaid6To5` overrides one
hook of the blackjack round:

    class BurnCountsKingAsZero(BaccaratProcedure):
        def burn_count(self, card: int) -> int:
            return self.card_value(card)  # 3.1(b)'s zero instead of 3.5(d)'s ten

    class TiePaid8For1(BaccaratProcedure):
        def payout_odds(self, wager, options):
            return Odds(7, 1) if wager is WagerKind.TIE else super().payout_odds(wager, options)

A procedure holds no state: one instance serves any number of tables.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import ROUND_FLOOR, Decimal

from reference_impl.baccarat import cards as _cards
from reference_impl.baccarat import clauses as c
from reference_impl.baccarat.options import BaccaratOptions, RecutBy, VigorishRounding
from reference_impl.baccarat.record import Result, WagerKind
from reference_impl.errors import ShoeError, WagerError
from reference_impl.money import CENT, Odds, PayoutRounding, payout, round_up_to_unit

__all__ = ["DEALER", "EVEN_MONEY", "MIN_CUT", "MIN_CUTTING_CARD_FROM_BACK", "BaccaratProcedure"]

DEALER = "dealer"  # who cuts when no participant accepts the cut (3.5(b))
EVEN_MONEY = Odds(1, 1)
MIN_CUT = 10  # 3.5(c): "at least 10 cards in from either end"
MIN_CUTTING_CARD_FROM_BACK = 14  # 3.5(d): "at least 14 cards in from the back of the stack"

_WAGER_NAMES = {
    "banker": WagerKind.BANKER,
    "banker's hand": WagerKind.BANKER,
    "player": WagerKind.PLAYER,
    "player's hand": WagerKind.PLAYER,
    "tie": WagerKind.TIE,
    "tie bet": WagerKind.TIE,
}


class BaccaratProcedure:
    """The rules a Baccarat-Punto Banco table consults, one method each, citing its clause."""

    __slots__ = ()

    # Cards (3.1) -------------------------------------------------------------------------

    def card_value(self, card: int) -> int:
        """The "Value" of a card, 19:47-3.1(b)1-3: 2 to 9 face value, ten and faces zero, ace
        one."""
        return _cards.card_value(card)

    def point_count(self, cards: Sequence[int]) -> int:
        """The "Point Count" of a hand, 19:47-3.1(c): the right digit of its cards' total."""
        return _cards.point_of_total(sum(self.card_value(card) for card in cards))

    # The shoe (3.5) ----------------------------------------------------------------------

    def check_cut(self, at: int, size: int) -> None:
        """19:47-3.5(c): the cutting card goes "in the stack at least 10 cards in from either
        end"; `at` cards are in front of it, `size - at` behind it."""
        if not MIN_CUT <= at <= size - MIN_CUT:
            raise ShoeError(
                f"cut={at}: the cutting card is {at} cards in from the front and {size - at} "
                f"from the back of {size}; it goes at least {MIN_CUT} cards in from either end, "
                f"{MIN_CUT} to {size - MIN_CUT} [{c.CUT}]"
            )

    def check_cutting_card(self, from_back: int, size: int) -> None:
        """19:47-3.5(d): after the cut, "one cutting card in a position at least 14 cards in from
        the back of the stack"; it must stand in the stack, with a card in front of it
        (I-baccarat-cutting-card-in-stack)."""
        if not MIN_CUTTING_CARD_FROM_BACK <= from_back < size:
            raise ShoeError(
                f"cutting_card={from_back}: the cutting card goes at least "
                f"{MIN_CUTTING_CARD_FROM_BACK} cards in from the back of the stack of {size}, "
                f"{MIN_CUTTING_CARD_FROM_BACK} to {size - 1} [{c.CUTTING_CARDS}]"
            )

    def burn_count(self, card: int) -> int:
        """19:47-3.5(d): the first card drawn burns "an additional amount of cards equal to the
        amount on the first card drawn"; face cards and tens count as tens, aces as one."""
        return _cards.burn_value(card)

    def check_recut(
        self, by: str, last_cutter: str, offer_order: Sequence[str], options: BaccaratOptions
    ) -> None:
        """19:47-3.5(e): a recut is made "by the player who last cut the cards, or by the next
        person entitled to cut the cards, as determined by (b)", at the licensee's option
        (`RecutBy`). The next person is the one after the last cutter in the order the cut was
        offered; where the dealer cut, the dealer recuts (I-baccarat-recut-who)."""
        expected = self.recutter(last_cutter, offer_order, options)
        if by != expected:
            raise ShoeError(
                f"recut_by={by}: at this table ({options.recut_by.value}) the recut is made by "
                f"{expected} [{c.RECUT}]"
            )

    def recutter(
        self, last_cutter: str, offer_order: Sequence[str], options: BaccaratOptions
    ) -> str:
        """Who makes a recut under the table's `RecutBy` option (19:47-3.5(e)): the last cutter,
        or the participant after the last cutter in the order the cut was offered under (b),
        round the table; where the dealer cut, nobody having accepted, the dealer
        (I-baccarat-recut-who)."""
        if options.recut_by is RecutBy.LAST_CUTTER or last_cutter == DEALER:
            return last_cutter
        if last_cutter not in offer_order:
            raise ShoeError(
                f"recut_by={options.recut_by.value}: the next person entitled to cut is found "
                f"from the order the cut was offered under (b), which the cut did not give "
                f"[{c.RECUT}]"
            )
        after = list(offer_order).index(last_cutter) + 1
        return offer_order[after % len(offer_order)]

    # Wagers and their resolution (3.2) ---------------------------------------------------

    def wager_kind(self, name: str | WagerKind) -> WagerKind:
        """The wager named, one of the three 19:47-3.2(a) permits; any other is refused under
        3.2(b) (no wager approved otherwise by the Commission is in the corpus,
        I-baccarat-other-wagers)."""
        if isinstance(name, WagerKind):
            return name
        kind = _WAGER_NAMES.get(" ".join(str(name).lower().replace('"', "").split()))
        if kind is None:
            raise WagerError(
                f"wager={name!r}: the table accepts only a wager on the Banker's Hand, the "
                f"Player's Hand or a Tie Bet [{c.PERMITTED_WAGERS}, {c.OTHER_WAGERS}]"
            )
        return kind

    def check_wager_change(self, action: str, announced: bool) -> None:
        """19:47-3.2(d): "No wager ... shall be made, increased or withdrawn after the dealer
        calling the game has announced 'No More Bets.'" `announced` says whether the dealer has;
        `action` names the wager, the amount and the player for the refusal."""
        if announced:
            raise WagerError(
                f"{action}: no wager is made, increased or withdrawn after the dealer has "
                f'announced "No More Bets" [{c.NO_MORE_BETS}]'
            )

    def wager_result(self, wager: WagerKind, banker: int, player: int) -> tuple[Result, str]:
        """How a wager ends on the hands' Point Counts, and the clause that says so:
        19:47-3.2(a)1 (Banker's Hand), (a)2 (Player's Hand), (a)3 (Tie Bet)."""
        if wager is WagerKind.TIE:
            return (Result.WIN if banker == player else Result.LOSE), c.TIE_BET
        if banker == player:
            return Result.VOID, (c.BANKER_VOID if wager is WagerKind.BANKER else c.PLAYER_VOID)
        ours, theirs = (banker, player) if wager is WagerKind.BANKER else (player, banker)
        if wager is WagerKind.BANKER:
            return (Result.WIN, c.BANKER_WINS) if ours > theirs else (Result.LOSE, c.BANKER_LOSES)
        return (Result.WIN, c.PLAYER_WINS) if ours > theirs else (Result.LOSE, c.PLAYER_LOSES)

    # Payouts and vigorish (3.3) ----------------------------------------------------------

    def payout_odds(self, wager: WagerKind, options: BaccaratOptions) -> tuple[Odds, str]:
        """The odds a winning wager is paid at, and the clause: the Player's Hand 1 to 1
        (19:47-3.3(a)), the Tie Bet at the table's posted odds of at least 8 to 1 (3.3(b)), the
        Banker's Hand 1 to 1 less the vigorish (3.3(c))."""
        if wager is WagerKind.TIE:
            return options.tie_odds, c.TIE_PAYOUT
        if wager is WagerKind.PLAYER:
            return EVEN_MONEY, c.PLAYER_PAYOUT
        return EVEN_MONEY, c.BANKER_PAYOUT

    def amount_won(self, stake: Decimal, odds: Odds) -> Decimal:
        """The amount a winning wager is paid at `odds` (3.3), exact; a fraction of a cent at odds
        such as 17 to 2 is not paid (`money.payout`)."""
        return payout(stake, odds, PayoutRounding.EXACT, CENT)

    def vigorish_due(self, amount_won: Decimal, options: BaccaratOptions) -> Decimal:
        """The table's percentage of the amount won (19:47-3.3(c)), exact (it may hold a fraction
        of a cent until it is rounded by `round_vigorish`). The amount won is the 1 to 1 payout,
        not the stake returned with it (I-baccarat-amount-won)."""
        return amount_won * options.vigorish_percent / 100

    def round_vigorish(self, exact: Decimal, options: BaccaratOptions) -> Decimal:
        """The vigorish collected for an exact amount (19:47-3.3(c)): without the rounding
        option, the amount to the cent, a fraction of a cent not collected
        (I-baccarat-vigorish-cent); with it, a 5 % vigorish up to 25 cents or the next highest
        multiple of 25 cents, a 4 % one up to 20 cents or the next highest multiple of 20."""
        if options.vigorish_rounding is VigorishRounding.UP_TO_MULTIPLE:
            return round_up_to_unit(exact, options.rounding_unit)
        return exact.quantize(CENT, rounding=ROUND_FLOOR)

    def vigorish(self, amount_won: Decimal, options: BaccaratOptions) -> Decimal:
        """The vigorish of one winning Banker's Hand wager as collected (19:47-3.3(c))."""
        return self.round_vigorish(self.vigorish_due(amount_won, options), options)
