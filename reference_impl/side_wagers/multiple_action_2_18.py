"""Multiple action blackjack (2.18): two or three wagers on the player's hand, one on each spot
of his betting area, against two or three hands of the dealer formed in turn with his original
face up card.

The wager on the first spot is the person's main wager; the second and third are the kinds of this
offering, placed with it before the first card ((b)). The round plays by the steps of
`reference_impl.multiple_action`, which the offering names as its round variant: once the first
card is dealt the spots' wagers are wagers on the hand, each decided by the dealer's hand of its
spot ((f), (h), (i)). The exclusion clauses that name 2.18 (2.8(c), 2.11(e), 2.18(a) as amended,
and those of the later sections that list it) are read from the text by `offering_matrix`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from reference_impl.clauses import implements
from reference_impl.errors import RulesError, WagerError
from reference_impl.money import format_money
from reference_impl.options import HoleCardProcedure
from reference_impl.side_wagers.named_sections import naming_editions
from reference_impl.wager_model import (
    Offering,
    OfferingOption,
    SideOutcome,
    SideView,
    SideWagerKind,
    declarations,
    register,
)

if TYPE_CHECKING:
    from reference_impl.table_view import PlacedWager, TableView

__all__ = ["MULTIPLE_ACTION", "SPOT_OF_KIND", "WAGERS_REQUIRED"]

MULTIPLE_ACTION = "multiple-action-blackjack"
SPOT_OF_KIND = {"second-spot": 2, "third-spot": 3}
WAGERS_REQUIRED = "multiple_action_wagers"


@implements("2.18(b)")
def check_spots(rules: TableView, wager: PlacedWager, cite: Callable[[str], str]) -> None:
    """Each person makes two or three wagers, on the first spots of his betting area in turn, or
    all three where the licensee requires it; each wager within the table's posted minimum and
    maximum (2.18(b); 2.3(a), (d); I-2.18b-spot-limits)."""
    spots = {
        SPOT_OF_KIND[stake.kind]: stake.amount for stake in wager.side if stake.kind in SPOT_OF_KIND
    }
    where = f"by {wager.who!r} on box {wager.box}"
    if 2 not in spots:
        raise WagerError(
            f"main wager {where}: at a multiple action table each player makes two or three "
            f"wagers; add a second-spot wager [{cite('2.18(b)')}]"
        )
    if rules.side_option(WAGERS_REQUIRED) == "three" and 3 not in spots:
        raise WagerError(
            f"wagers {where}: this table requires a wager against all three of the dealer's hands "
            f"(multiple_action_wagers=three); add a third-spot wager [{cite('2.18(b)')}]"
        )
    for spot, amount in sorted(spots.items()):
        what = f"spot {spot} wager of {format_money(amount)} {where}"
        if amount < rules.table_minimum:
            raise WagerError(
                f"{what} is below the posted minimum of {format_money(rules.table_minimum)} for "
                f"each wager [{cite('2.18(b)')}]"
            )
        if amount > rules.table_maximum:
            raise WagerError(
                f"{what} is above the posted maximum of {format_money(rules.table_maximum)} for "
                f"each wager [{cite('2.18(b)')}]"
            )


@implements("2.18(e)", "2.18(g)")
def check_table(rules: TableView, cite: Callable[[str], str]) -> None:
    """The dealer's hands are formed by dealing a second card to his original face up card under
    2.6(h) ((e), (g)): the table deals no hole card. A wager decided by the dealer's completed
    hand (an offering declaring a `DealerCompletion`) has no one hand of the dealer to be decided
    by (I-2.18-one-dealer-hand-wagers)."""
    if rules.hole_card is not HoleCardProcedure.NO_HOLE_CARD:
        raise RulesError(
            f"hole_card={rules.hole_card.value}: multiple action blackjack forms each of the "
            f"dealer's hands with a second card dealt to his original face up card under 2.6(h); "
            f"use hole_card=no-hole-card [{cite('2.18(e)')}]"
        )
    offerings, _ = declarations()
    for name in sorted(rules.side_wagers):
        if offerings[name].dealer_completion is not None:
            raise RulesError(
                f"side_wagers={MULTIPLE_ACTION}+{name}: {name} is decided by the dealer's "
                f"completed hand, and a multiple action round forms two or three of them "
                f"(I-2.18-one-dealer-hand-wagers) [{cite('2.18(a)')}]"
            )


def _decided_on_its_spot(view: SideView) -> SideOutcome | None:
    """Never decided as a side wager: once the first card is dealt it is a wager on the player's
    hand, settled against the dealer's hand of its spot ((f), (h), (i))."""
    return None


register(
    Offering(
        name=MULTIPLE_ACTION,
        clause="2.18(a)",
        summary="two or three wagers on the player's hand against two or three hands of the "
        "dealer formed in turn with his original face up card",
        editions=naming_editions("2.18"),
        kinds=tuple(SPOT_OF_KIND),
        placement_clause="2.18(b)",
        several_kinds=True,
        adapter_capability="multiple-action",
        since_protocol=(1, 4),
        round_variant="reference_impl.multiple_action:MultipleActionSteps",
        table_check=check_table,
        placement_check=check_spots,
        options=(
            OfferingOption(
                name=WAGERS_REQUIRED,
                clause="2.18(b)",
                values=("two-or-three", "three"),
                default="two-or-three",
                summary="each player makes two or three wagers, or the licensee requires a wager "
                "against all three of the dealer's hands (2.18(b))",
            ),
        ),
    ),
    SideWagerKind(
        name="second-spot",
        offering=MULTIPLE_ACTION,
        clause="2.18(b)",
        summary="the wager on the second spot, against the dealer's second hand",
        decide=_decided_on_its_spot,
    ),
    SideWagerKind(
        name="third-spot",
        offering=MULTIPLE_ACTION,
        clause="2.18(b)",
        summary="the wager on the third spot, against the dealer's third hand",
        decide=_decided_on_its_spot,
    ),
)
