"""The side wagers of a `place_wagers` (or a scripted round's wagers) read against the wager model
before the game judges them (protocol 1.2, 1.3).

A kind the wager model does not know, and a kind that is paid and never placed (its offering
declared with `staked=False`), are malformed whatever the table: each is refused with 1006, and
the refusal names the field (`wagers[0].side_wagers[1].kind`), the kind, what is wrong and the
clause. The amounts, and whether the table offers the kind, are the game's to judge (the
engine's, for the reference adapter). A Python adapter may call `side_wager_refusal` itself.
"""

from __future__ import annotations

from collections.abc import Sequence

from reference_impl.rules import TableRules
from reference_impl.wager_model import Offering, declarations
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import ErrorCode, Wager

__all__ = ["side_wager_refusal"]


def side_wager_refusal(rules: TableRules, wagers: Sequence[Wager]) -> AdapterRefusal | None:
    """The 1006 refusal of the first malformed side wager among `wagers` at a table of `rules`,
    or None when every kind is one a player places."""
    offerings, kinds = declarations()
    for index, wager in enumerate(wagers):
        for position, side in enumerate(wager.get("side_wagers", ())):
            name = side["kind"]
            field = f"wagers[{index}].side_wagers[{position}].kind"
            what = (
                f"side wager {name!r} of {side['amount']} by {wager['player']!r} on box "
                f"{wager['box']} ({field})"
            )
            kind = kinds.get(name)
            offering = None if kind is None else offerings.get(kind.offering)
            if offering is None or not offering.played:
                return _unknown_kind(rules, what, field, name)
            if not offering.staked:
                return _never_placed(rules, what, field, name, offering)
    return None


def _unknown_kind(rules: TableRules, what: str, field: str, name: str) -> AdapterRefusal:
    """No such kind: say which kinds a player places here, each with the clause that allows it,
    or, at a table offering none, which the edition has."""
    offerings, _ = declarations()
    placed = [
        offering
        for offering in sorted(offerings.values(), key=_section_order)
        if offering.played and offering.staked and rules.edition in offering.editions
    ]
    offered = [offering for offering in placed if offering.name in rules.side_wagers]
    listed = ", ".join(
        f"{'/'.join(offering.kinds)} [{rules.profile.cite(offering.clause)}]"
        for offering in offered or placed
    )
    if offered:
        where = f"the kinds a player places at this table are {listed}"
    elif placed:
        where = f"this table offers no side wager; the kinds of {rules.edition} are {listed}"
    else:
        where = f"{rules.edition} has no side wager"
    data: dict[str, object] = {"field": field, "value": name}
    if offered or placed:
        data["clause"] = rules.profile.cite((offered or placed)[0].clause)
    return AdapterRefusal(
        int(ErrorCode.BAD_WAGER), f"{what}: no side wager has that kind; {where}", data
    )


def _section_order(offering: Offering) -> tuple[tuple[int, ...], str]:
    """Offerings in the order of their sections (2.17 before 2.18, 2.9 before 2.17), then by
    clause."""
    section = offering.clause.partition("(")[0]
    return tuple(int(part) for part in section.split(".") if part.isdigit()), offering.clause


def _never_placed(
    rules: TableRules, what: str, field: str, name: str, offering: Offering
) -> AdapterRefusal:
    """A kind paid with another wager (`Offering.staked` False) is never placed."""
    offerings, _ = declarations()
    parents = " or ".join(
        kind
        for parent in offering.requires
        if parent in offerings
        for kind in offerings[parent].kinds
    )
    clause = rules.profile.cite(offering.placement_clause)
    return AdapterRefusal(
        int(ErrorCode.BAD_WAGER),
        f"{what}: {name} is never placed; it is paid with a winning {parents or 'side'} wager "
        f"when its conditions are met [{clause}]",
        {"field": field, "value": name, "clause": clause},
    )
