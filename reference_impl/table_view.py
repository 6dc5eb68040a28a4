"""What a wager's declaration reads of the table, of a hand and of a person's wagers.

The declarations of `wager_model` (a wager's rule, its pay-table options, the checks of its
table and of its placement, the dealer's completion of his hand) are read by the engine's
types (`rules.TableRules`, `state.Hand`, `wagers.BoxWager`); they type against these protocols
instead, so that the wager model imports none of the types that read it (issue 28), and so do
the checks of a table's offerings and of the wagers placed before the first card
(`side_wager_table`, `side_wager_placement`, `entry`), which the table and the wagers call.
Each protocol holds only what its readers read; the engine's types satisfy them as they are.

This module imports nothing of the engine but the enum of a house option.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import Protocol

from reference_impl.options import HoleCardProcedure

__all__ = ["HandView", "OfferedTable", "PlacedWager", "StakeView", "TableView"]


class TableView(Protocol):
    """The table as a side wager's rule and checks read it (`rules.TableRules`): its edition and
    decks (which pay table of the edition's text applies, `Offering.pay_tables`), the
    offerings and their options it chose, its limits and chip unit (2.3(a), (d)), and its
    hole-card procedure (2.6(h), (j), (k))."""

    @property
    def edition(self) -> str: ...
    @property
    def decks(self) -> int: ...
    @property
    def hole_card(self) -> HoleCardProcedure: ...
    @property
    def side_wagers(self) -> frozenset[str]: ...
    @property
    def chip_unit(self) -> Decimal: ...
    @property
    def table_minimum(self) -> Decimal: ...
    @property
    def table_maximum(self) -> Decimal: ...

    def pay_table_of(self, offering: str) -> str | None:
        """The pay-table option the table chose for `offering`, else its declared default."""
        ...

    def side_option(self, name: str) -> str:
        """The value of a side wager's declared option at this table, else its default."""
        ...

    def side_wager_maximum(self, offering: str) -> Decimal | None:
        """The licensee's maximum for `offering`, if the table posts one."""
        ...


class OfferedTable(TableView, Protocol):
    """The table as its side-wager options are checked against the declarations
    (`side_wager_table`): the options chosen for each offering as (offering, value) pairs, and
    the refusal of a combination an exclusion clause of the edition forbids."""

    @property
    def side_wager_pay_tables(self) -> tuple[tuple[str, str], ...]: ...
    @property
    def side_wager_maximums(self) -> tuple[tuple[str, Decimal], ...]: ...
    @property
    def side_wager_options(self) -> tuple[tuple[str, str], ...]: ...

    def refuse_forbidden_offerings(self) -> None:
        """Refuse a combination of offerings that an exclusion clause of the edition forbids."""
        ...


class HandView(Protocol):
    """A hand as the dealer's completion rule reads it (`state.Hand`): its cards, its total
    under 2.2(b)3 and whether an ace counts eleven in it (a soft total)."""

    @property
    def cards(self) -> list[int]: ...
    @property
    def total(self) -> int: ...
    @property
    def soft(self) -> bool: ...


class StakeView(Protocol):
    """A side wager placed with a main wager (`wagers.SideStake`): its declared kind and amount."""

    @property
    def kind(self) -> str: ...
    @property
    def amount(self) -> Decimal: ...


class PlacedWager(Protocol):
    """One person's main wager on a box and the side wagers placed with it (`wagers.BoxWager`),
    as a placement check reads it (2.17(b), 2.18(b))."""

    @property
    def box(self) -> int: ...
    @property
    def amount(self) -> Decimal: ...
    @property
    def who(self) -> str: ...
    @property
    def side(self) -> Sequence[StakeView]: ...
