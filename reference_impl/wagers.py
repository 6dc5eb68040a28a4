"""Wagers placed before the first card: limits, chips, boxes and people (2.3, 2.13, 2.14)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal

from reference_impl.clauses import implements
from reference_impl.entry import EntryHistory, check_entry
from reference_impl.errors import WagerError
from reference_impl.money import format_money, parse_money
from reference_impl.rules import TableRules
from reference_impl.side_wager_placement import check_side_stakes

__all__ = ["BoxWager", "SeatedBox", "Seating", "SideStake", "SideStakeCheck", "arrange_boxes"]

# Checks the side wagers placed with one main wager (side_wager_placement.check_side_stakes).
SideStakeCheck = Callable[[TableRules, "BoxWager", Callable[[str], str]], None]


@dataclass(frozen=True, slots=True)
class SideStake:
    """A side wager placed with a main wager: the declared kind (`wager_model.SIDE_WAGERS`) and
    the amount."""

    kind: str
    amount: Decimal

    def to_dict(self) -> dict[str, object]:
        return {"kind": self.kind, "amount": format_money(self.amount)}


@dataclass(frozen=True, slots=True)
class BoxWager:
    """One person's wager on one box; `player` defaults to "box<n>", the person seated there.
    `side` holds the side wagers the person places with it."""

    box: int
    amount: Decimal
    player: str = ""
    seated: bool = True
    side: tuple[SideStake, ...] = ()

    @classmethod
    def of(
        cls,
        box: int,
        amount: object,
        player: str = "",
        *,
        seated: bool = True,
        side: Mapping[str, object] | None = None,
    ) -> BoxWager:
        stakes = tuple(
            SideStake(kind, parse_money(value, field=f"{kind} wager on box {box}"))
            for kind, value in (side or {}).items()
        )
        return cls(box, parse_money(amount, field=f"wager on box {box}"), player, seated, stakes)

    @property
    def who(self) -> str:
        return self.player or f"box{self.box}"

    def to_dict(self) -> dict[str, object]:
        data: dict[str, object] = {
            "box": self.box,
            "player": self.who,
            "amount": format_money(self.amount),
            "seated": self.seated,
        }
        if self.side:
            data["side_wagers"] = [stake.to_dict() for stake in self.side]
        return data


@dataclass(frozen=True, slots=True)
class SeatedBox:
    """A box in play: its wagers in 2.13(c) order, the caller's first."""

    number: int
    wagers: tuple[BoxWager, ...]
    players: tuple[str, ...] = ()
    stakes: tuple[tuple[str, Decimal], ...] = ()
    total: Decimal = Decimal(0)  # every stake on the box, side wagers included
    has_side_wagers: bool = False

    @classmethod
    def of(cls, number: int, wagers: tuple[BoxWager, ...]) -> SeatedBox:
        stakes = tuple((wager.who, wager.amount) for wager in wagers)
        total = sum((wager.amount for wager in wagers), Decimal(0))
        sides = [stake for wager in wagers for stake in wager.side]
        for stake in sides:
            total += stake.amount
        return cls(number, wagers, tuple(who for who, _ in stakes), stakes, total, bool(sides))


@implements("2.3(a)", "2.3(c)", "2.13(a)", "2.13(b)", "2.13(c)", "2.14")
def arrange_boxes(
    rules: TableRules,
    wagers: Sequence[BoxWager],
    cite: Callable[[str], str],
    entry: EntryHistory | None = None,
    check_side: SideStakeCheck = check_side_stakes,
) -> tuple[SeatedBox, ...]:
    """Check the wagers made before the first card (2.3(a), (c)) and order the boxes from the
    dealer's left; on a box with several people (2.13(a)) the seated player, or else the highest
    wager, calls the decisions (2.13(b)) and is listed first (2.13(c))."""
    if not wagers:
        raise WagerError(f"no wager on any box: each player makes a wager [{cite('2.3(a)')}]")
    by_box: dict[int, list[BoxWager]] = {}
    boxes_of: dict[str, set[int]] = {}
    for wager in wagers:
        _check_amount(rules, wager, cite)
        if wager.side or rules.side_wagers:
            check_side(rules, wager, cite)
        if not 1 <= wager.box <= rules.boxes:
            raise WagerError(f"box={wager.box}: this table has boxes 1 to {rules.boxes}")
        on_box = by_box.setdefault(wager.box, [])
        if any(other.who == wager.who for other in on_box):
            raise WagerError(f"player {wager.who!r} wagers twice on box {wager.box}")
        on_box.append(wager)
        boxes_of.setdefault(wager.who, set()).add(wager.box)
    for player, boxes in boxes_of.items():
        if len(boxes) > 1 and not rules.multiple_boxes_per_player:
            raise WagerError(
                f"player {player!r} wagers on boxes {sorted(boxes)}; this table lets a player "
                f"wager on one box only (multiple_boxes_per_player=false) [{cite('2.14')}]"
            )
    seated: list[SeatedBox] = []
    for number in sorted(by_box):
        on_box = by_box[number]
        if len(on_box) > rules.players_per_box:
            raise WagerError(
                f"box {number} has {len(on_box)} people wagering; this table allows "
                f"{rules.players_per_box} (players_per_box) [{cite('2.13(a)')}]"
            )
        sitting = [wager for wager in on_box if wager.seated]
        if len(sitting) > 1:
            raise WagerError(f"box {number}: only one person can be seated at a box")
        caller = sitting[0] if sitting else max(on_box, key=lambda wager: wager.amount)
        others = tuple(wager for wager in on_box if wager is not caller)
        seated.append(SeatedBox.of(number, (caller, *others)))
    if entry is not None:
        check_entry(rules, entry, wagers, cite)
    return tuple(seated)


def _check_amount(rules: TableRules, wager: BoxWager, cite: Callable[[str], str]) -> None:
    amount = wager.amount
    where = f"wager of {format_money(amount)} by {wager.who!r} on box {wager.box}"
    if amount % rules.chip_unit:
        raise WagerError(
            f"{where} is not a whole number of chip units of {format_money(rules.chip_unit)} "
            f"[{cite('2.3(d)')}]"
        )
    if amount < rules.table_minimum:
        raise WagerError(f"{where} is below the table minimum {format_money(rules.table_minimum)}")
    if amount > rules.table_maximum:
        raise WagerError(f"{where} is above the table maximum {format_money(rules.table_maximum)}")


@dataclass(frozen=True, slots=True)
class Seating:
    """Wagers already checked against one table's rules, to deal many rounds without checking
    them again (the benchmark does); `Round` re-checks if given other rules."""

    rules: TableRules
    wagers: tuple[BoxWager, ...]
    boxes: tuple[SeatedBox, ...]

    @classmethod
    def arrange(
        cls,
        rules: TableRules,
        wagers: Sequence[BoxWager],
        entry: EntryHistory | None = None,
        check_side: SideStakeCheck = check_side_stakes,
    ) -> Seating:
        boxes = arrange_boxes(rules, wagers, rules.profile.cite, entry, check_side)
        return cls(rules, tuple(wagers), boxes)
