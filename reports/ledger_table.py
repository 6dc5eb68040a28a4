"""The expected and the actual ledger of a failing round, paired entry by entry for the report.

A failure's case carries two ledgers: the reference engine's (expected) and the game's (actual).
The report shows them side by side, one row per wager settlement keyed as the differential check
keys them (vendor_adapters.compare): box, player, hand and wager kind. An entry present on one side
only is paired with nothing; two entries with the same key on one side are paired in their order,
so that nothing the game wrote is hidden. This module pairs, compares and lays out the cells; the
report renders (and escapes) them. Entries come from the game under test and may hold any JSON
value, or not be objects at all: nothing here assumes a type.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from itertools import zip_longest
from typing import Any

__all__ = [
    "COMPARED_FIELDS",
    "KEY_FIELDS",
    "SHOWN_FIELDS",
    "Cell",
    "LedgerRow",
    "columns",
    "pair_ledgers",
    "row_cells",
]

KEY_FIELDS = ("box", "player", "hand", "kind")
"""The fields that say which wager an entry settles."""

COMPARED_FIELDS = ("stake", "result", "odds", "net")
"""The fields the differential check compares (money as exact amounts)."""

SHOWN_FIELDS = (*COMPARED_FIELDS, "clause")
"""The fields shown in their own column; any others are shown together as "other"."""

Entry = Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class LedgerRow:
    """One wager settlement as the reference engine and the game recorded it.

    `expected` or `actual` is None when that side has no entry for the key. `differing` names the
    fields of SHOWN_FIELDS (and "other") whose values differ; on a one-sided row it is empty.
    """

    key: tuple[Any, Any, Any, Any]
    expected: Entry | None
    actual: Entry | None
    differing: frozenset[str]

    @property
    def agrees(self) -> bool:
        """Whether both sides settled this wager the same way (citations and notes aside)."""
        both = self.expected is not None and self.actual is not None
        return both and not self.differing.intersection(COMPARED_FIELDS)

    @property
    def status(self) -> str:
        """What a reader needs to know about the row, in words (the table works without colour)."""
        if self.expected is None:
            return "only in the game's ledger"
        if self.actual is None:
            return "missing from the game's ledger"
        compared = [name for name in COMPARED_FIELDS if name in self.differing]
        if compared:
            return "differs: " + ", ".join(compared)
        return "same settlement; citation or notes differ" if self.differing else "same"


@dataclass(frozen=True, slots=True)
class Cell:
    """A cell of the side-by-side table: a value, or a missing entry spanning its side's fields."""

    value: object
    differs: bool = False
    missing: bool = False
    colspan: int = 1


def _other_fields(entry: Entry | None) -> dict[str, Any]:
    """The fields of an entry that are neither its key nor a shown field."""
    if entry is None:
        return {}
    return {k: v for k, v in entry.items() if k not in KEY_FIELDS and k not in SHOWN_FIELDS}


def _entries(ledger: object) -> list[Entry]:
    """A side's entries; anything that is not an object (off-contract) is kept under "value"."""
    if isinstance(ledger, Sequence) and not isinstance(ledger, str | bytes):
        items = list(ledger)
    else:
        items = [] if ledger is None else [ledger]
    return [item if isinstance(item, Mapping) else {"value": item} for item in items]


def _key(entry: Entry) -> tuple[Any, Any, Any, Any]:
    box, player, hand, kind = (entry.get(name) for name in KEY_FIELDS)
    return (box, player, hand, kind)


def _hashable(key: tuple[Any, ...]) -> tuple[Any, ...]:
    """A key whose parts may be lists or objects (off-contract) in a form a dict accepts."""
    return tuple(p if isinstance(p, str | int | float | bool | None) else repr(p) for p in key)


def _sort_key(key: tuple[Any, ...]) -> tuple[tuple[int, Any], ...]:
    """Numbers first in numeric order, then anything else by its text; never compares types."""
    return tuple(
        (0, p) if isinstance(p, int | float) and not isinstance(p, bool) else (1, str(p))
        for p in key
    )


def _same(name: str, left: Any, right: Any) -> bool:
    """Money compares as exact amounts ("15" is "15.00"); everything else as JSON values."""
    if name in {"stake", "net"} and isinstance(left, str) and isinstance(right, str):
        try:
            return Decimal(left) == Decimal(right)
        except InvalidOperation:
            return left == right
    return type(left) is type(right) and bool(left == right)


def _differing(expected: Entry, actual: Entry) -> frozenset[str]:
    names = {name for name in SHOWN_FIELDS if not _same(name, expected.get(name), actual.get(name))}
    if _other_fields(expected) != _other_fields(actual):
        names.add("other")
    return frozenset(names)


def pair_ledgers(expected: object, actual: object) -> list[LedgerRow]:
    """The rows of the side-by-side ledger, sorted by (box, player, hand, kind)."""
    left: dict[tuple[Any, ...], list[Entry]] = {}
    right: dict[tuple[Any, ...], list[Entry]] = {}
    for side, ledger in ((left, expected), (right, actual)):
        for entry in _entries(ledger):
            side.setdefault(_hashable(_key(entry)), []).append(entry)
    rows: list[LedgerRow] = []
    for key in sorted(left.keys() | right.keys(), key=_sort_key):
        for mine, theirs in zip_longest(left.get(key, []), right.get(key, [])):
            if mine is not None and theirs is not None:
                rows.append(LedgerRow(_key(mine), mine, theirs, _differing(mine, theirs)))
            elif mine is not None:
                rows.append(LedgerRow(_key(mine), mine, None, frozenset()))
            else:
                rows.append(LedgerRow(_key(theirs), None, theirs, frozenset()))
    return rows


def columns(rows: Sequence[LedgerRow]) -> tuple[str, ...]:
    """Each side's columns: the shown fields, and "other" when some entry has more fields."""
    extra = any(_other_fields(row.expected) or _other_fields(row.actual) for row in rows)
    return (*SHOWN_FIELDS, "other") if extra else SHOWN_FIELDS


def row_cells(row: LedgerRow, fields: Sequence[str]) -> list[Cell]:
    """The key, then the expected entry's fields, then the actual entry's fields."""
    cells = [Cell(part) for part in row.key]
    for entry in (row.expected, row.actual):
        if entry is None:
            cells.append(Cell("— no entry —", missing=True, colspan=len(fields)))
            continue
        for name in fields:
            value = (_other_fields(entry) or "") if name == "other" else entry.get(name)
            cells.append(Cell(value, differs=name in row.differing))
    return cells
