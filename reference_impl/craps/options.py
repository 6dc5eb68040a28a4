"""House options of a craps table: its posted odds, chip unit, rounding and layout.

The payout odds of craps (19:47-1.4 and later sections) are in no source of the kit: a table pays
at the odds it posts (I-craps-posted-odds). `PostedOdds` holds them per wager and, where a wager
pays per total (the Field, C and E, Horn), per total. `DEFAULT_POSTED_ODDS` is a table the KIT
chose for a certification with defaults: it is a house option, not rule text.

Conventions: odds are "W to S" (`reference_impl.money.Odds`), the amount won on top of the
returned stake. The Horn and the C and E are posted per total as the NET odds of the whole wager
(I-craps-net-odds): a Horn is four units, one on each of 2, 3, 11 and 12, so a unit paid 30 to 1 on
a 2 less the three units lost is 27 to 4 on the Horn; a C and E is two units, one on any craps and
one on 11, so 7 to 1 on a craps less the unit lost is 3 to 1, and 15 to 1 on 11 less one unit is
7 to 1. A Horn High Bet is paid as its Horn Bet at the Horn's posted odds plus its fifth unit at
the posted odds of its single total (I-craps-horn-high-payout), so it has no table of its own.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from decimal import Decimal
from types import MappingProxyType

from reference_impl.craps.clauses import cite
from reference_impl.craps.wagers import HORN_TOTALS, POINT_NUMBERS, CrapsWager
from reference_impl.errors import RulesError
from reference_impl.money import CENT, Odds, PayoutRounding

__all__ = ["DEFAULT_OPTIONS", "DEFAULT_POSTED_ODDS", "CrapsOptions", "PostedOdds"]

_HARDWAY_TOTALS = frozenset({4, 6, 8, 10})


_EVEN = Odds(1, 1)
_ANY_SEVEN = Odds(4, 1)
_ANY_CRAPS = Odds(7, 1)
_TWO_OR_TWELVE = Odds(30, 1)
_THREE_OR_ELEVEN = Odds(15, 1)


def _refuse(option: str, value: object, path: str, why: str) -> RulesError:
    return RulesError(f"{option}={value}: {why} [{cite(path)}]")


def _frozen(table: Mapping[int, Odds]) -> Mapping[int, Odds]:
    return MappingProxyType(dict(table))


@dataclass(frozen=True, kw_only=True)
class PostedOdds:
    """The odds a table posts, per wager and, for per-total wagers, per total (house options)."""

    pass_bet: Odds = _EVEN
    dont_pass: Odds = _EVEN
    come: Odds = _EVEN
    dont_come: Odds = _EVEN
    place_to_win: Mapping[int, Odds] = field(
        default_factory=lambda: _frozen(
            {4: Odds(9, 5), 10: Odds(9, 5), 5: Odds(7, 5), 9: Odds(7, 5), 6: Odds(7, 6),
             8: Odds(7, 6)}
        )
    )  # fmt: skip
    place_to_lose: Mapping[int, Odds] = field(
        default_factory=lambda: _frozen(
            {4: Odds(5, 11), 10: Odds(5, 11), 5: Odds(5, 8), 9: Odds(5, 8), 6: Odds(4, 5),
             8: Odds(4, 5)}
        )
    )  # fmt: skip
    hardway: Mapping[int, Odds] = field(
        default_factory=lambda: _frozen(
            {4: Odds(7, 1), 10: Odds(7, 1), 6: Odds(9, 1), 8: Odds(9, 1)}
        )
    )
    field_bet: Mapping[int, Odds] = field(
        default_factory=lambda: _frozen(
            {2: Odds(2, 1), 3: Odds(1, 1), 4: Odds(1, 1), 9: Odds(1, 1), 10: Odds(1, 1),
             11: Odds(1, 1), 12: Odds(2, 1)}
        )
    )  # fmt: skip
    any_seven: Odds = _ANY_SEVEN
    any_craps: Odds = _ANY_CRAPS
    craps_two: Odds = _TWO_OR_TWELVE
    craps_three: Odds = _THREE_OR_ELEVEN
    craps_twelve: Odds = _TWO_OR_TWELVE
    eleven: Odds = _THREE_OR_ELEVEN
    c_and_e: Mapping[int, Odds] = field(
        default_factory=lambda: _frozen(
            {2: Odds(3, 1), 3: Odds(3, 1), 12: Odds(3, 1), 11: Odds(7, 1)}
        )
    )
    horn: Mapping[int, Odds] = field(
        default_factory=lambda: _frozen(
            {2: Odds(27, 4), 12: Odds(27, 4), 3: Odds(3, 1), 11: Odds(3, 1)}
        )
    )

    def __post_init__(self) -> None:
        for item in fields(self):
            value = getattr(self, item.name)
            wager = _FIELD_WAGER[item.name]
            if isinstance(value, Mapping):
                self._check_table(item.name, value, wager)
                object.__setattr__(self, item.name, _frozen(value))
            elif not isinstance(value, Odds):
                raise _refuse(
                    f"posted_odds.{item.name}",
                    value,
                    wager.path,
                    "posted odds are an Odds, 'W to S'",
                )

    @staticmethod
    def _check_table(name: str, table: Mapping[int, Odds], wager: CrapsWager) -> None:
        wanted = _TABLE_TOTALS.get(name)
        if wanted is None:
            raise _refuse(f"posted_odds.{name}", dict(table), wager.path, "one odds, no totals")
        if set(table) != wanted:
            listed = ", ".join(str(total) for total in sorted(wanted))
            raise _refuse(
                f"posted_odds.{name}",
                sorted(table),
                wager.path,
                f"posted for exactly the totals {listed}",
            )
        for total, odds in table.items():
            if not isinstance(odds, Odds):
                raise _refuse(
                    f"posted_odds.{name}[{total}]", odds, wager.path, "posted odds are an Odds"
                )

    def posting(self, wager: CrapsWager, odds: Odds, total: int | None = None) -> PostedOdds:
        """These posted odds with `wager` paying `odds` (on `total` only, for a wager posted
        per total or per number; on every total it is posted for, when `total` is None)."""
        name = _WAGER_FIELD.get(wager)
        if name is None:
            raise _refuse("wager", wager.label, wager.path, "paid as a Horn Bet plus one unit")
        value: Odds | Mapping[int, Odds] = getattr(self, name)
        if isinstance(value, Mapping):
            if total is not None and total not in value:
                listed = ", ".join(str(t) for t in sorted(value))
                raise _refuse(f"posted_odds.{name}[{total}]", odds, wager.path, f"{listed} only")
            chosen: dict[str, object] = {
                name: {t: odds if total in (None, t) else o for t, o in value.items()}
            }
            return replace(self, **chosen)  # type: ignore[arg-type]
        if total is not None:
            raise _refuse(f"posted_odds.{name}[{total}]", odds, wager.path, "one odds, no totals")
        single: dict[str, object] = {name: odds}
        return replace(self, **single)  # type: ignore[arg-type]

    def odds(self, wager: CrapsWager, total: int) -> Odds:
        """The posted odds `wager` pays when it wins on a roll of `total` (for a place bet or a
        hardway, its number). A Horn High Bet has none of its own: see the module docstring."""
        name = _WAGER_FIELD.get(wager)
        if name is None:
            raise _refuse("wager", wager.label, wager.path, "paid as a Horn Bet plus one unit")
        value: Odds | Mapping[int, Odds] = getattr(self, name)
        return value[total] if isinstance(value, Mapping) else value


_WAGER_FIELD = {
    CrapsWager.PASS: "pass_bet",
    CrapsWager.DONT_PASS: "dont_pass",
    CrapsWager.COME: "come",
    CrapsWager.DONT_COME: "dont_come",
    CrapsWager.PLACE_TO_WIN: "place_to_win",
    CrapsWager.PLACE_TO_LOSE: "place_to_lose",
    CrapsWager.FOUR_HARDWAY: "hardway",
    CrapsWager.SIX_HARDWAY: "hardway",
    CrapsWager.EIGHT_HARDWAY: "hardway",
    CrapsWager.TEN_HARDWAY: "hardway",
    CrapsWager.FIELD: "field_bet",
    CrapsWager.ANY_SEVEN: "any_seven",
    CrapsWager.ANY_CRAPS: "any_craps",
    CrapsWager.CRAPS_TWO: "craps_two",
    CrapsWager.CRAPS_THREE: "craps_three",
    CrapsWager.CRAPS_TWELVE: "craps_twelve",
    CrapsWager.ELEVEN: "eleven",
    CrapsWager.C_AND_E: "c_and_e",
    CrapsWager.HORN: "horn",
}
_FIELD_WAGER = {name: wager for wager, name in reversed(_WAGER_FIELD.items())}
_TABLE_TOTALS = {
    "place_to_win": POINT_NUMBERS,
    "place_to_lose": POINT_NUMBERS,
    "hardway": _HARDWAY_TOTALS,
    "field_bet": CrapsWager.FIELD.winning_totals,
    "c_and_e": HORN_TOTALS,
    "horn": HORN_TOTALS,
}

DEFAULT_POSTED_ODDS = PostedOdds()


@dataclass(frozen=True, kw_only=True)
class CrapsOptions:
    """A craps table's house options, validated at construction.

    - `posted_odds`: the odds the table pays (I-craps-posted-odds);
    - `chip_unit`, `payout_rounding`: the smallest chip, and what is done with a payment that is
      not a whole number of them (`money.payout`); the default pays to the cent, a fraction of a
      cent rounded down. A Horn High Bet is five units of whole chips (I-craps-horn-high-units);
    - `horn_high_area`: the layout has a designated area for the Horn High Bet; without one the
      wager is broken down into a Horn Bet and a wager on its single total (19:47-1.2(a)20);
    - `place_to_lose_inactive_on_come_out`: "All place bets shall be inactive on any come out
      roll" (1.2(a)5) covers the Place Bets to Lose of (a)6 too (I-craps-all-place-bets);
    - `hardways_work_on_come_out`: the text gives the hardways no inactive rule; a table that
      takes them down on the come out roll (unless called "on") sets False
      (I-craps-hardways-come-out).
    """

    posted_odds: PostedOdds = DEFAULT_POSTED_ODDS
    chip_unit: Decimal = Decimal(1)
    payout_rounding: PayoutRounding = PayoutRounding.EXACT
    horn_high_area: bool = True
    place_to_lose_inactive_on_come_out: bool = True
    hardways_work_on_come_out: bool = True

    def __post_init__(self) -> None:
        if not isinstance(self.posted_odds, PostedOdds):
            raise _refuse("posted_odds", self.posted_odds, "1.2(a)", "a PostedOdds table")
        unit = self.chip_unit
        if not isinstance(unit, Decimal) or not unit.is_finite() or unit <= 0:
            raise _refuse("chip_unit", unit, "1.2(a)", "a positive Decimal amount")
        if unit != unit.quantize(CENT):
            raise _refuse("chip_unit", unit, "1.2(a)", "a whole number of cents")
        if not isinstance(self.payout_rounding, PayoutRounding):
            raise _refuse("payout_rounding", self.payout_rounding, "1.2(a)", "a PayoutRounding")
        for name in (
            "horn_high_area",
            "place_to_lose_inactive_on_come_out",
            "hardways_work_on_come_out",
        ):
            if not isinstance(getattr(self, name), bool):
                path = {"horn_high_area": "1.2(a)20"}.get(name, "1.2(a)5")
                raise _refuse(name, getattr(self, name), path, "True or False")


DEFAULT_OPTIONS = CrapsOptions()
