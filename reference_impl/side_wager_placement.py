"""Side wagers placed before the first card: what the declaration allows at this table."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from reference_impl.clauses import implements_declared
from reference_impl.errors import WagerError
from reference_impl.money import format_money
from reference_impl.wager_model import Offering, declarations

if TYPE_CHECKING:
    from reference_impl.table_view import PlacedWager, TableView

__all__ = ["check_side_stakes"]


def _placement_paths(offering: Offering) -> tuple[str, ...]:
    return offering.placement_paths


@implements_declared(_placement_paths)
def check_side_stakes(rules: TableView, wager: PlacedWager, cite: Callable[[str], str]) -> None:
    """Each side wager goes with the person's main wager, made before the first card, on a wager
    the table offers, one side of each offering, in the amount the edition fixes, at least the
    least amount, and not above the main wager nor the licensee's maximum, each by the clause its
    offering declares (`Offering.placement_paths` are the clauses this check implements). A wager
    that is paid on another wager, not placed (`Offering.staked` False), is refused."""
    offerings, kinds = declarations()
    where = f"by {wager.who!r} on box {wager.box}"
    seen: dict[str, str] = {}
    for stake in wager.side:
        kind = kinds.get(stake.kind)
        if kind is None:
            known = ", ".join(
                sorted(name for name, each in kinds.items() if offerings[each.offering].staked)
            )
            raise WagerError(f"side wager {stake.kind!r} {where}: not a side wager ({known})")
        offering = offerings[kind.offering]
        amount = format_money(stake.amount)
        what = f"{stake.kind} wager of {amount} {where}"
        if not offering.staked:
            raise WagerError(
                f"{what}: {kind.offering} is not a wager a player places; it is paid on "
                f"another wager when its conditions are met [{cite(offering.placement_clause)}]"
            )
        if kind.offering not in rules.side_wagers:
            offered = ", ".join(sorted(rules.side_wagers)) or "none"
            raise WagerError(
                f"{what}: this table does not offer {kind.offering} (side_wagers: {offered}) "
                f"[{cite(offering.clause)}]"
            )
        if kind.offering in seen and not offering.several_kinds:
            raise WagerError(
                f"{what}: {seen[kind.offering]} is already wagered on this hand; a player "
                f"indicates one wager of {kind.offering} [{cite(offering.placement_clause)}]"
            )
        seen[kind.offering] = stake.kind
        if stake.amount <= 0 or stake.amount % rules.chip_unit:
            raise WagerError(
                f"{what}: a wager is a whole number of chip units of "
                f"{format_money(rules.chip_unit)} [{cite('2.3(d)')}]"
            )
        fixed = offering.fixed_amount.get(rules.edition)
        if fixed is not None and stake.amount != fixed[0]:
            raise WagerError(
                f"{what}: the wager is {format_money(fixed[0])} in {rules.edition} "
                f"[{cite(fixed[1])}]"
            )
        limits = offering.amount_limits(rules.edition) if offering.amount_limits else None
        if fixed is None and limits is not None:
            least, most, path = limits
            if least is not None and stake.amount < least:
                raise WagerError(
                    f"{what}: below the least of {format_money(least)} the text allows in "
                    f"{rules.edition} [{cite(path)}]"
                )
            if most is not None and stake.amount > most:
                raise WagerError(
                    f"{what}: above the most of {format_money(most)} the text allows in "
                    f"{rules.edition} [{cite(path)}]"
                )
        if offering.minimum is not None and stake.amount < offering.minimum[0]:
            raise WagerError(
                f"{what}: below the least wager of {format_money(offering.minimum[0])} "
                f"[{cite(offering.minimum[1])}]"
            )
        if offering.main_wager_cap is not None and stake.amount > wager.amount:
            raise WagerError(
                f"{what}: above the main wager of {format_money(wager.amount)} "
                f"[{cite(offering.main_wager_cap)}]"
            )
        maximum = rules.side_wager_maximum(kind.offering)
        if maximum is not None and offering.maximum_clause and stake.amount > maximum:
            raise WagerError(
                f"{what}: above the licensee's maximum of {format_money(maximum)} "
                f"[{cite(offering.maximum_clause)}]"
            )
    for name in rules.side_wagers:
        check = offerings[name].placement_check
        if check is not None:
            check(rules, wager, cite)
