"""The par sheet of each side wager at a table, from its declaration's par model
(`SideWagerKind.par`: the outcome counts of `initial_cards` or `dealer_bust` priced at the pay
tables the table's edition prints, under the table's pay-table options and readings), and what
every wager's sheet shares."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from decimal import Decimal
from fractions import Fraction

from reference_impl.errors import RulesError
from reference_impl.par.sheet import ParLine, ParSheet
from reference_impl.rules import TableRules
from reference_impl.wager_model import ParAsk, ParModel, declarations
from regulations.paytables import PrintedOdds

__all__ = [
    "FULL_SHOE",
    "LOSE",
    "ONE_PLAYER",
    "PAR_WAGERS",
    "odds_of",
    "par_sheet",
    "par_wagers_of",
    "sheet_of",
]

ONE_PLAYER = (
    "one player at the table, one box; cards dealt to the dealer or other players between the "
    "player's cards are unseen and do not change their chances (a shuffled shoe is exchangeable)"
)
FULL_SHOE = "a full shoe of {decks} decks, freshly shuffled: no card is known to be gone"
LOSE = Fraction(-1)


def odds_of(cell: PrintedOdds) -> Fraction:
    """A printed cell's odds as the exact ratio a par line pays."""
    return cell.ratio


def sheet_of(  # noqa: PLR0917 - the sheet's parts, in the order the sheet shows them
    rules: TableRules,
    wager: str,
    clause: str,
    pay_table: str,
    lines: tuple[ParLine, ...],
    assumptions: tuple[str, ...],
    *,
    stake: Decimal | None = None,
) -> ParSheet:
    """A par sheet with the assumptions every sheet shares (a full shoe, one player) first."""
    return ParSheet(
        wager=wager,
        edition=rules.edition,
        decks=rules.decks,
        pay_table=pay_table,
        clause=clause,
        lines=lines,
        assumptions=(FULL_SHOE.format(decks=rules.decks), ONE_PLAYER, *assumptions),
        stake=stake,
    )


class _ParWagers(Mapping[str, tuple[str, ParModel]]):
    """Wager (as the ledger names it) -> (its offering, its par model), read from the wagers'
    declarations on use (`SideWagerKind.par`), in the order they are declared: a wager a plugin
    declares has its par sheet here as the kit's own do."""

    def _models(self) -> dict[str, tuple[str, ParModel]]:
        _, kinds = declarations()
        return {name: (kind.offering, kind.par) for name, kind in kinds.items() if kind.par}

    def __getitem__(self, wager: str) -> tuple[str, ParModel]:
        return self._models()[wager]

    def __iter__(self) -> Iterator[str]:
        return iter(self._models())

    def __len__(self) -> int:
        return len(self._models())


PAR_WAGERS: Mapping[str, tuple[str, ParModel]] = _ParWagers()


def par_sheet(
    wager: str,
    rules: TableRules,
    *,
    stake: Decimal | None = None,
    third_card: bool = True,
) -> ParSheet:
    """The par sheet of `wager` at the table `rules` (its edition, decks, pay tables and
    readings). `stake` prices the fixed amounts paid with the wager (a `SideBonus`; by default
    the wager's par model prices them at the least wager they are paid on); `third_card` says
    whether the player draws the third card a wager's par sheet lets him draw
    (`ParAsk.third_card`)."""
    if wager not in PAR_WAGERS:
        raise RulesError(f"no par sheet for {wager!r}: the wagers are {', '.join(PAR_WAGERS)}")
    _, compute = PAR_WAGERS[wager]
    sheet: ParSheet = compute(rules, ParAsk(stake=stake, third_card=third_card))
    return sheet


def par_wagers_of(rules: TableRules) -> list[str]:
    """The wagers the table offers that have a par sheet, in the order of `PAR_WAGERS`."""
    return [name for name, (offering, _) in PAR_WAGERS.items() if offering in rules.side_wagers]
