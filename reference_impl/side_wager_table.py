"""A table's side-wager offerings checked against the declarations: the edition has them, the
combination is allowed (no exclusion clause of the edition's text forbids it,
`reference_impl.offering_matrix`, and a table offers one wager of a group), the pay-table option
exists for the deck count, the amounts are sound. Every refusal names the option, the value and
the clause."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from decimal import Decimal
from typing import TYPE_CHECKING

from reference_impl.errors import RulesError
from reference_impl.money import format_money
from reference_impl.wager_model import declarations
from regulations.amounts import AmountShapeError
from regulations.paytables import PayTableError

if TYPE_CHECKING:
    from reference_impl.table_view import OfferedTable

__all__ = ["frozen_pairs", "validate_offerings"]


def frozen_pairs(value: object, field: str) -> tuple[tuple[str, object], ...]:
    """A mapping option as sorted (key, value) pairs, so that TableRules stays hashable."""
    if isinstance(value, Mapping):
        items = list(value.items())
    elif isinstance(value, tuple | list):
        items = [tuple(item) for item in value]
    else:
        raise RulesError(f"{field}={value!r}: a mapping of offering to value")
    for item in items:
        if len(item) != 2 or not isinstance(item[0], str):
            raise RulesError(f"{field}={value!r}: a mapping of offering to value")
    return tuple(sorted((str(key), val) for key, val in items))


def validate_offerings(rules: OfferedTable, cite: Callable[[str], str]) -> None:
    """Refuse side-wager options the edition or the rule text does not allow."""
    offerings, _ = declarations()
    chosen = rules.side_wagers
    for name in sorted(chosen):
        offering = offerings.get(name)
        if offering is None:
            known = ", ".join(sorted(offerings))
            raise RulesError(f"side_wagers={name}: not a side wager the kit knows ({known})")
        if rules.edition not in offering.editions:
            raise RulesError(
                f"side_wagers={name}: edition {rules.edition} has no such wager "
                f"[{cite(offering.clause)} is in "
                f"{', '.join(sorted(offering.editions)) or 'no edition of the corpus'}]"
            )
    # The exclusion clauses of the edition's text (every pair they forbid holds a side wager).
    rules.refuse_forbidden_offerings()
    for name in sorted(chosen):
        offering = offerings[name]
        missing = [other for other in offering.requires if other not in chosen]
        if missing:
            raise RulesError(
                f"side_wagers={name}: offered only with {' and '.join(missing)}, on whose wager "
                f"it is paid [{cite(offering.clause)}]"
            )
        if offering.one_of_group is not None:
            group = sorted(
                other
                for other in chosen
                if other in offerings and offerings[other].one_of_group == offering.one_of_group
            )
            if len(group) > 1:
                raise RulesError(
                    f"side_wagers={'+'.join(group)}: a table offers one of these additional "
                    f"wagers (I-2.17a-one-offering) [{cite(offering.one_of_group)}]"
                )
        try:
            fixed = offering.fixed_amount.get(rules.edition)
        except AmountShapeError as error:
            # The edition's text states the amount in no shape the engine reads (issue 29): no
            # table of that edition offers the wager; another edition's tables are not touched.
            raise RulesError(f"side_wagers={name}: {error}") from None
        if fixed is not None:
            amount, path = fixed
            if amount % rules.chip_unit:
                raise RulesError(
                    f"side_wagers={name}: the wager is {format_money(amount)}, not a whole number "
                    f"of chip units of {format_money(rules.chip_unit)} [{cite(path)}]"
                )
        if offering.table_check is not None:
            offering.table_check(rules, cite)
        if offering.pay_tables is not None:
            try:
                choices = offering.pay_tables(rules)
            except PayTableError as error:
                # A pay table of the edition's text no reader knows (issue 29): that edition's
                # tables do not offer the wager; no other edition's are touched.
                raise RulesError(f"side_wagers={name}: {error}") from None
            if not choices:
                raise RulesError(
                    f"side_wagers={name}: the rule text has no pay table for a table of "
                    f"{rules.decks} decks [{cite(offering.pay_table_clause or offering.clause)}]"
                )
    _validate_keyed(rules, cite)


def _validate_keyed(rules: OfferedTable, cite: Callable[[str], str]) -> None:
    offerings, _ = declarations()
    for name, option in rules.side_wager_pay_tables:
        offering = offerings.get(name)
        if offering is None or name not in rules.side_wagers:
            raise RulesError(
                f"side_wager_pay_tables={name}:{option}: the table does not offer {name}"
            )
        choices = offering.pay_tables(rules) if offering.pay_tables is not None else ()
        if str(option) not in choices:
            allowed = " | ".join(choices) or "none"
            raise RulesError(
                f"side_wager_pay_tables={name}:{option}: a table of {rules.decks} decks in "
                f"{rules.edition} has options {allowed} "
                f"[{cite(offering.pay_table_clause or offering.clause)}]"
            )
    for name, maximum in rules.side_wager_maximums:
        offering = offerings.get(name)
        if offering is None or name not in rules.side_wagers:
            raise RulesError(f"side_wager_maximums={name}: the table does not offer {name}")
        if not isinstance(maximum, Decimal) or maximum <= 0 or maximum % rules.chip_unit:
            raise RulesError(
                f"side_wager_maximums={name}:{maximum}: a positive whole number of chip units"
            )
        if offering.maximum_clause is None:
            raise RulesError(
                f"side_wager_maximums={name}: {name} has no licensee's maximum "
                f"[{cite(offering.clause)}]"
            )
    declared = {
        option.name: option for offering in offerings.values() for option in offering.options
    }
    for key, value in rules.side_wager_options:
        found = declared.get(key)
        if found is None:
            raise RulesError(f"{key}: not an option of any side wager")
        if value not in found.values:
            raise RulesError(f"{key}={value}: one of {' | '.join(found.values)}")
