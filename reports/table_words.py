"""A table's house options in words, for the letter and the run details.

Each option is worded from the catalog (`reference_impl.catalog`): its name ("hole card"), its
value in words ("no hole card", "yes", "$5,000.00", "none"), and the clause of the value where the
option's enum names one (no hole card is 2.6(h)), else the option's clauses. Options of side
wagers the table does not offer are left out: they change nothing at this table.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from reference_impl.catalog import OPTIONS
from reference_impl.errors import RulesError
from reference_impl.wager_model import declarations
from reports.markup import show

__all__ = ["house_options_in_words"]


def _offering_of_option() -> dict[str, str]:
    offerings, _ = declarations()
    return {
        option.name: name for name, offering in offerings.items() for option in offering.options
    }


def _value_words(value: object, money: bool) -> str:
    if value is True:
        return "yes"
    if value is False:
        return "no"
    if value is None or (isinstance(value, str | list | tuple) and not value):
        return "none"
    if isinstance(value, list | tuple):
        return ", ".join(show(v) for v in value)
    text = show(value)
    if money and re.fullmatch(r"\d+(\.\d+)?", text):
        whole, _, cents = text.partition(".")
        return f"${int(whole):,}" + (f".{cents}" if cents else "")
    return text.replace("-", " ") if re.fullmatch(r"[a-z0-9-]+", text) else text


def _value_clause(parse: Any, value: object, clause: str) -> str:
    """The clause of the value itself where its enum names one (no hole card is 2.6(h)); the
    option's clause otherwise."""
    try:
        parsed = parse(value)
    except (RulesError, ValueError, TypeError, AttributeError):  # a value off the contract
        return clause
    items = list(parsed) if isinstance(parsed, frozenset | set) else [parsed]
    named = [getattr(item, "clause", None) for item in items]
    if items and all(isinstance(n, str) for n in named):
        return ", ".join(dict.fromkeys(str(n) for n in named))
    return clause


def house_options_in_words(table: Mapping[str, Any]) -> list[tuple[str, str, str]]:
    """Each house option of the table as (option, value, clause) in words, in the catalog's
    order: `hole card`, `no hole card`, `2.6(h)`. Options the catalog does not know follow as
    they are written; options of side wagers the table does not offer are left out."""
    offered_text = show(table.get("side_wagers")) if table.get("side_wagers") is not None else ""
    offered = {part.strip() for part in offered_text.replace(",", " ").split()}
    offering_of = _offering_of_option()
    rows: list[tuple[str, str, str]] = []
    known = set()
    for spec in OPTIONS:
        known.add(spec.name)
        if spec.name == "edition" or spec.name not in table:
            continue
        if spec.name in offering_of and offering_of[spec.name] not in offered:
            continue
        value = table[spec.name]
        words = _value_words(value, money=spec.values == "amount")
        rows.append(
            (spec.name.replace("_", " "), words, _value_clause(spec.parse, value, spec.clause))
        )
    for name, value in table.items():
        if name not in known:
            rows.append((show(name).replace("_", " "), _value_words(value, money=False), ""))
    return rows
