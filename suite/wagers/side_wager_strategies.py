"""Strategies of the side wagers: rounds whose every wager carries a side wager, and the pieces
a wager's rare deals are made of.

`side_wager_rounds` places the wagers of an offering with each main wager, at amounts the edition
allows, and draws the offering's pay-table option and its own house options where the scenario
does not fix them. A wager's rare deals (its situations, registered with
`suite.wagers.registry.register_situation` beside its steps) fix box 1's first cards with
`box_deal` and `card_of` and let hypothesis permute the rest of the shoe.

The offerings, their kinds, the amounts an edition fixes, their options and their pay tables are
read from the wager model's declarations (../shared/DESIGN.md: the strategies read the
declarations).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from decimal import ROUND_CEILING, Decimal
from typing import Any

from hypothesis import strategies as st

from reference_impl.rules import TableRules
from reference_impl.wager_model import Offering, declarations
from regulations import Corpus, load_corpus
from suite.harness.property_runner import GeneratedRound, PropertySetup, generated_rounds
from suite.run.certification import effective_options
from vendor_adapters.protocol import SideWager, Wager

__all__ = [
    "RANKS",
    "SUITS",
    "box_deal",
    "card_of",
    "offering_named",
    "pay_table_choices",
    "side_wager_rounds",
]

SUITS = "SHDC"
RANKS = "A23456789TJQK"


def card_of(draw: st.DrawFn, ranks: str) -> str:
    """A card of one of `ranks`, of any suit."""
    return draw(st.sampled_from(ranks)) + draw(st.sampled_from(SUITS))


def box_deal(
    draw: st.DrawFn, box: Sequence[str], draws: Sequence[str] = (), opening: Sequence[str] = ()
) -> dict[str, Any]:
    """Box 1's first cards; the dealer's up card of 2 to 9 (no insurance, no early end), any
    second card."""
    return {
        "box": tuple(box),
        "up": card_of(draw, "23456789"),
        "second": card_of(draw, RANKS),
        "draws": tuple(draws),
        "opening": tuple(opening),
    }


@functools.cache
def _corpus() -> Corpus:
    return load_corpus()


def offering_named(name: str) -> Offering:
    offerings, _ = declarations()
    return offerings[name]


def _amounts(
    offering: Offering,
    edition: str,
    main: Decimal,
    unit: Decimal,
    maximum: Decimal | None,
    *,
    least: Decimal = Decimal(0),
) -> st.SearchStrategy[Decimal]:
    """The amounts the edition allows: the one it fixes (`Offering.fixed_amount`), else whole chip
    units from the least the offering allows (`Offering.minimum`; the least of a range the
    edition's text prints, 2.17(a) amended as "not less than $1.00 nor more than $5.00",
    I-2.17a-amount-range) and the scenario asks (`least`) up to the lesser of the main wager, the
    licensee's maximum (`Offering.maximum_clause`) and the most of that range; none when nothing
    is left."""
    fixed = offering.fixed_amount.get(edition)
    if fixed is not None:
        return st.just(fixed[0])
    limits = offering.amount_limits(edition) if offering.amount_limits else None
    text_least, text_most, _ = limits if limits is not None else (None, None, "")
    most = min(main, maximum) if maximum is not None else main
    if text_most is not None:
        most = min(most, text_most)
    lowest = max(
        least,
        offering.minimum[0] if offering.minimum else Decimal(0),
        text_least if text_least is not None else Decimal(0),
        unit,
    )
    first = int((lowest / unit).to_integral_value(rounding=ROUND_CEILING))
    last = int(most / unit)
    if first > last:
        return st.nothing()
    return st.integers(first, last).map(lambda units: units * unit)


def pay_table_choices(offering: Offering, rules: TableRules) -> list[str]:
    """The pay tables a table may choose for `offering`, as its declaration reads them from the
    corpus of the table's edition for its deck count (`Offering.pay_tables`)."""
    return sorted(offering.pay_tables(rules)) if offering.pay_tables is not None else []


@st.composite
def side_wager_rounds(
    draw: st.DrawFn,
    setup: PropertySetup,
    edition: str,
    *,
    house: dict[str, object],
    capabilities: frozenset[str],
    offering_name: str,
    least_stake: Decimal = Decimal(0),
) -> GeneratedRound:
    """A generated round (`suite.harness.property_runner.generated_rounds`) whose every wager
    carries one wager of `offering_name` of at least `least_stake`, with the pay tables and options
    of every offering the table offers drawn where nobody fixed them."""
    base = draw(generated_rounds(setup, edition, house, capabilities))
    offering = offering_named(offering_name)
    fixed = {**house, **setup.options}
    options = dict(base.options)
    rules = effective_options(edition, options)
    offered = [offering_named(name) for name in sorted(rules.side_wagers)]
    given = dict(rules.side_wager_pay_tables) if "side_wager_pay_tables" in fixed else {}
    chosen = [
        f"{each.name}:{given.get(each.name) or draw(st.sampled_from(choices))}"
        for each in offered
        if (choices := pay_table_choices(each, rules))
    ]
    if chosen:
        options["side_wager_pay_tables"] = ",".join(chosen)
    for option in (option for each in offered for option in each.options):
        if option.name not in fixed:
            options[option.name] = draw(st.sampled_from(option.values))
    rules = effective_options(edition, options)
    wagers: list[Wager] = []
    for wager in base.wagers:
        amount = draw(
            _amounts(
                offering,
                edition,
                Decimal(wager["amount"]),
                rules.chip_unit,
                rules.side_wager_maximum(offering.name),
                least=least_stake,
            )
        )
        side: SideWager = {"kind": draw(st.sampled_from(offering.kinds)), "amount": f"{amount:.2f}"}
        wagers.append({**wager, "side_wagers": [side]})
    return GeneratedRound(
        options, tuple(wagers), base.shoe, base.opening, base.indices, base.irregularities
    )
