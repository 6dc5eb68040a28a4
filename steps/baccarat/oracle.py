"""What 19:47-3.1 to 3.5 fix of a Baccarat-Punto Banco round, worked out from the text alone (not
from the reference engine): the cards' values and Point Counts (3.1(b), (c)), each wager won,
lost or void (3.2(a)), the payouts (3.3(a), (b), (c)), the vigorish and its rounding off (3.3(c)),
and the burn (3.5(d)).

The readings it takes are the kit's recorded interpretations: a payout that is not a whole number
of cents, and an unrounded vigorish, go to the cent below (I-baccarat-vigorish-cent); the tie
odds are a ratio (I-baccarat-tie-odds); the amount won is the 1 to 1 payout, not the stake with it
(I-baccarat-amount-won); a deferred vigorish is rounded win by win or on the amount collected, as
the table says (I-baccarat-vigorish-rounding-deferred).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal

__all__ = [
    "ExpectedEntry",
    "ShoeLedger",
    "burn_count",
    "card_value",
    "odds_ratio",
    "point_count",
    "wager_result",
]

CENT = Decimal("0.01")
_TEN_VALUED = "TJQK"


def card_value(card: str) -> int:
    """3.1(b): 2 to 9 their face value (1), a ten or a face card zero (2), an ace one (3)."""
    rank = card[0]
    if rank == "A":
        return 1
    if rank in _TEN_VALUED:
        return 0
    return int(rank)


def point_count(cards: Iterable[str]) -> int:
    """3.1(c): the right digit of the total of the values."""
    return sum(card_value(card) for card in cards) % 10


def burn_count(card: str) -> int:
    """3.5(d): how many more cards the first card burns: "Face cards and tens count as tens.
    Aces count as one."; 2 to 9 their amount."""
    rank = card[0]
    return 1 if rank == "A" else 10 if rank in _TEN_VALUED else int(rank)


def wager_result(wager: str, banker: int, player: int) -> str:
    """3.2(a): the Banker's Hand (1), the Player's Hand (2) and the Tie Bet (3)."""
    if wager == "tie":
        return "win" if banker == player else "lose"
    if banker == player:
        return "void"
    ours, theirs = (banker, player) if wager == "banker" else (player, banker)
    return "win" if ours > theirs else "lose"


def odds_ratio(text: str) -> Decimal:
    """ "17 to 2" as the ratio 8.5, in any spelling a table's option takes ("17:2", "17-2")."""
    win, stake = text.lower().replace(" to ", ":").replace("-", ":").replace(" ", "").split(":")
    return Decimal(int(win)) / Decimal(int(stake))


@dataclass(frozen=True)
class ExpectedEntry:
    """A payment or collection the text fixes: (player, kind, wager, result, net)."""

    player: str
    kind: str  # settlement or vigorish
    wager: str | None
    result: str | None
    net: Decimal
    odds: str | None = None


def _rounded(exact: Decimal, options: Mapping[str, object]) -> Decimal:
    """3.3(c): without the option, the amount to the cent (the fraction not collected); with
    it, 25 cents or the next highest multiple of 25 cents at 5 %, 20 cents at 4 %."""
    if options["vigorish_rounding"] == "up-to-multiple":
        unit = Decimal("0.25") if int(str(options["vigorish_percent"])) == 5 else Decimal("0.20")
        return ((exact / unit).to_integral_value(rounding=ROUND_CEILING) * unit).quantize(CENT)
    return exact.quantize(CENT, rounding=ROUND_FLOOR)


@dataclass
class ShoeLedger:
    """The rounds of one shoe as the text settles them, at a table of `options` (every option,
    the protocol's defaults filled in). `owed` is each player's marker (exact where the rounding
    is applied when it is collected)."""

    options: Mapping[str, object]
    owed: dict[str, Decimal] = field(default_factory=dict)

    @property
    def _deferred(self) -> bool:
        return self.options["vigorish_collection"] == "deferred"

    @property
    def _rounded_on_collection(self) -> bool:
        return self._deferred and self.options["vigorish_rounding_of"] == "amount-collected"

    def _collectable(self, player: str) -> Decimal:
        owed = self.owed[player]
        return _rounded(owed, self.options) if self._rounded_on_collection else owed

    def owed_now(self) -> dict[str, Decimal]:
        """What each player owes, as it would be collected now (players owing nothing left out)."""
        owing = {player: self._collectable(player) for player in self.owed}
        return {player: amount for player, amount in owing.items() if amount > 0}

    def collect_all(self) -> list[ExpectedEntry]:
        """Every outstanding vigorish collected (before the cards are reshuffled, 3.3(c))."""
        entries = [
            ExpectedEntry(player, "vigorish", None, None, -amount)
            for player, amount in self.owed_now().items()
        ]
        self.owed.clear()
        return entries

    def settle(
        self,
        wagers: Sequence[tuple[str, str, Decimal]],
        player_cards: Sequence[str],
        banker_cards: Sequence[str],
        counts: tuple[int, int] | None = None,
    ) -> list[ExpectedEntry]:
        """The round's entries, wager by wager in the order made: its settlement and, for a
        winning Banker's Hand collected at the payout, its vigorish (3.3(c)). `counts` are the
        (player, banker) Point Counts to settle on where they are not the cards' own: the ones a
        game showed, so that its settlement is judged on its own counts and a wrong count is
        filed once, under 3.1(c)."""
        if counts is None:
            counts = (point_count(player_cards), point_count(banker_cards))
        player, banker = counts
        percent = Decimal(int(str(self.options["vigorish_percent"])))
        entries: list[ExpectedEntry] = []
        for who, wager, stake in wagers:
            result = wager_result(wager, banker, player)
            if result != "win":
                net = -stake if result == "lose" else Decimal(0)
                entries.append(ExpectedEntry(who, "settlement", wager, result, net.quantize(CENT)))
                continue
            odds = str(self.options["tie_odds"]) if wager == "tie" else "1 to 1"
            won = (stake * odds_ratio(odds)).quantize(CENT, rounding=ROUND_FLOOR)
            entries.append(ExpectedEntry(who, "settlement", wager, "win", won, odds))
            if wager != "banker":
                continue
            exact = won * percent / 100  # of the amount won (I-baccarat-amount-won)
            if not self._deferred:
                entries.append(
                    ExpectedEntry(who, "vigorish", None, None, -_rounded(exact, self.options))
                )
            else:
                add = exact if self._rounded_on_collection else _rounded(exact, self.options)
                self.owed[who] = self.owed.get(who, Decimal(0)) + add
        return entries
