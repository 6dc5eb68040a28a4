"""The numbers of Buster Blackjack's text that its rule and its par sheet both read: the least
wager the Free Bonus is paid on ((h)(ii)), the least cards of a busted hand it pays on ((h)(iii))
and the row "8 or more" of the pay tables ((g), (i))."""

from __future__ import annotations

from decimal import Decimal

__all__ = ["FREE_BONUS_LEAST_CARDS", "FREE_BONUS_LEAST_WAGER", "MOST_CARDS_ROW"]

FREE_BONUS_LEAST_WAGER = Decimal("5.00")  # 2.30(h)(ii)
FREE_BONUS_LEAST_CARDS = 7  # 2.30(h)(iii)
MOST_CARDS_ROW = 8  # the row "8 or more" of (g) and (i)
