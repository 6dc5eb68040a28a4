"""The capability vocabulary of protocol 1.x, and which capabilities a table or decision needs.

A game declares its capabilities in the handshake. A scenario whose table, wagers or decisions
need a capability the game has not declared is not applicable, never passed and never failed.
The side-wager capabilities (1.2) are read from the wager model's offerings, so that a wager
declared there is a capability here without anyone listing it; an offering that names a
capability of its own (`multiple-action` for multiple action blackjack, 2.18, 1.4) is one under
that name. Each capability added since 1.1 means the kit's promise only to a game of the version
that added it (`capability_since`).
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Mapping
from typing import Any

from reference_impl.catalog import default_rules, rules_to_dict
from reference_impl.irregularities import IRREGULARITY_CLAUSES
from reference_impl.options import HoleCardProcedure
from reference_impl.rules import TableRules
from reference_impl.wager_model import declarations
from vendor_adapters.protocol import PROTOCOL_VERSION

__all__ = [
    "CAPABILITIES",
    "CERTIFICATION_REQUIRED",
    "REFERENCE_CAPABILITIES",
    "SWITCHED_ON_BY",
    "bonus_offerings",
    "capabilities_for_decision",
    "capabilities_for_irregularities",
    "capabilities_for_options",
    "capabilities_for_wagers",
    "capabilities_understood",
    "capability_requirements",
    "capability_since",
    "is_known_capability",
    "offering_capability",
    "offering_of_capability",
    "options_on_the_wire",
    "side_wager_capabilities",
    "table_options_within",
]

HOLE_CARD_PROCEDURES = tuple(procedure.value for procedure in HoleCardProcedure)

SIDE_WAGER_FAMILY = "side-wager:"


def side_wager_capabilities() -> dict[str, str]:
    """`side-wager:<offering>` for each offering of the wager model the engine deals (1.2), and
    what declaring it promises: to take its kinds and settle them, or, for an offering that is
    paid and never placed (declared with `staked=False`), to pay it with the wager it goes with
    and to refuse it as a wager (1.3)."""
    offerings, _ = declarations()
    promises: dict[str, str] = {}
    for offering in offerings.values():
        if not offering.played:
            continue
        if offering.staked and offering.round_variant is not None:
            kinds = " and ".join(f"`{kind}`" for kind in offering.kinds)
            promises[offering.capability] = (
                f"deals `{offering.name}` (1.4): takes {kinds} with the main wager and plays "
                f"the round the offering varies: {offering.summary} ({offering.clause}); "
                f"see docs/ADAPTERS.md"
            )
            continue
        if offering.staked:
            kinds = ", ".join(f"`{kind}`" for kind in offering.kinds)
            promise = (
                f"takes {kinds} at a table offering `{offering.name}` and settles it: "
                f"{offering.summary} ({offering.clause})"
            )
            if offering.dealer_completion is not None:
                promise += (
                    "; completes the dealer's hand for it once the blackjack wagers are settled "
                    f"({offering.dealer_completion.path})"
                )
            if offering.kept_cards is not None:
                kept = offering.kept_cards
                promise += (
                    "; keeps a paid blackjack's and a busted hand's cards under it "
                    f"({kept.blackjack_path}, {kept.bust_path})"
                )
            promises[offering.capability] = promise
        else:
            parents = " and ".join(f"`{SIDE_WAGER_FAMILY}{name}`" for name in offering.requires)
            promises[offering.capability] = (
                f"pays `{offering.name}` with the winning wager it goes with: {offering.summary} "
                f"({offering.clause}); refuses it as a wager (1006); declared with {parents}"
            )
    return promises


def capability_requirements() -> dict[str, frozenset[str]]:
    """The capabilities a side-wager capability cannot be declared without: those of the
    offerings its offering is offered with (`Offering.requires`: an offering paid on another's
    wager needs that one's capability)."""
    offerings, _ = declarations()
    return {
        offering.capability: frozenset(offering_capability(name) for name in offering.requires)
        for offering in offerings.values()
        if offering.played and offering.requires
    }


def bonus_offerings() -> dict[str, tuple[str, ...]]:
    """Each dealt offering that is paid and never placed, by name, with the offerings whose
    wagers pay it (1.3): it is checked through their rounds, never by staking it."""
    offerings, _ = declarations()
    return {
        offering.name: offering.requires
        for offering in offerings.values()
        if offering.played and not offering.staked
    }


# name -> what declaring it promises. docs/ADAPTERS.md prints the same table; a test compares.
CAPABILITIES: dict[str, str] = {
    "forced-shoe": "deals the cards of load_shoe / play_rounds in the order given",
    "batch": "implements play_rounds",
    **{
        f"hole-card:{procedure}": f"deals with the hole-card procedure `{procedure}` "
        "(2.6(h), (j) without or with a card reader, (k))"
        for procedure in HOLE_CARD_PROCEDURES
    },
    "double": "offers doubling down (2.10)",
    "split": "offers splitting pairs (2.11)",
    "resplit": "offers splitting again, max_splits 2 or 3 (2.11(c), (e))",
    "insurance": "offers insurance against a dealer's ace (2.9)",
    "insurance-before-own-decisions": "insurance_timing before-own-decisions (2.9(b))",
    "consolidated-net-payout": "the 2.7(c) consolidated payout of an insured blackjack",
    "surrender": "offers late surrender (2.8)",
    "five-card-21": "five cards totalling 21 paid 2 to 1 (2.16, 2.3(a)4)",
    "bonus:suited-678": "6-7-8 of one suit paid 2 to 1 (2.3(e)1)",
    "bonus:three-sevens": "three sevens paid 3 to 2 (2.3(e)2)",
    "bonus:designated-blackjack": "a designated blackjack paid posted odds (2.3(e)3)",
    "several-players-per-box": "more than one person wagering on a box (2.13)",
    "several-boxes-per-player": "one player on more than one box (2.14)",
    "shoe-procedures": "implements `play_shoe`: shuffle, cut, cutting card, burn and reshuffle "
    "around the rounds (2.5, 2.6(c), (i), (l))",
    "double-shoe": "`shoe: double`, the determinant card and the sides (2.6(d), (l)2ii)",
    "bart-carter-shuffle": "`shuffling: bart-carter` (2.5(d), (h)2, 2.6(m))",
    "continuous-shuffler": "`shuffling: continuous-shuffler` (2.20)",
    **{
        f"irregularity:{kind.value}": f"implements `inject` for {kind.value} and its remedy "
        f"({clause})"
        for kind, clause in IRREGULARITY_CLAUSES.items()
    },
    **side_wager_capabilities(),
}

# Families whose members are named by a later minor version or by the vendor; declaring one is
# not an error, and a scenario that needs one is not applicable until the kit knows it.
_IRREGULARITY_FAMILY = "irregularity:"
# `plays:OPTION=VALUE`: what the game plays at every table (vendor_adapters.declared_plays).
_PLAYS_FAMILY = "plays:"
RESERVED_FAMILIES = (_IRREGULARITY_FAMILY, SIDE_WAGER_FAMILY, _PLAYS_FAMILY)

# The minor version that gave a family its meaning. Before it the family was reserved, and a game
# of an older version that declares a member means something of its own: the kit does not hold it
# to the later meaning, and a scenario needing it is not applicable to that game.
FAMILY_SINCE: dict[str, tuple[int, int]] = {SIDE_WAGER_FAMILY: (1, 2)}

# The protocol version that gave each offering's capability its meaning is the offering's own
# declaration (`Offering.since_protocol`): the `side-wager:` family stayed open ("a member the kit
# does not know yet is allowed"), so an offering the wager model adds later means the kit's wager
# only to a game of the version that added it, or of the current one where it names none.
# The irregularities added since 1.1, whose `irregularity:` capabilities mean the kit's remedy only
# to a game of the version that added them: 1.4 the multiple action cases of 2.15(l), (m).
IRREGULARITIES_SINCE: dict[str, tuple[int, int]] = {
    "up-card-not-moved": (1, 4),
    "up-card-discarded": (1, 4),
}
SIDE_WAGERS_OF_1_2 = frozenset(
    offering.name
    for offering in declarations()[0].values()
    if offering.since_protocol == FAMILY_SINCE[SIDE_WAGER_FAMILY]
)


def _version(text: str) -> tuple[int, int] | None:
    try:
        major, minor = (int(part) for part in text.split("."))
    except ValueError:
        return None
    return major, minor


_CURRENT = _version(PROTOCOL_VERSION) or (1, 0)


def _offerings_by_capability() -> dict[str, str]:
    offerings, _ = declarations()
    return {o.capability: o.name for o in offerings.values() if o.played}


_OFFERING_OF_CAPABILITY = _offerings_by_capability()


def offering_of_capability(name: str) -> str | None:
    """The offering of the wager model whose capability is `name`, or None."""
    return _OFFERING_OF_CAPABILITY.get(name)


def capability_since(name: str) -> tuple[int, int] | None:
    """The protocol version that gave `name` the meaning the kit holds a game to; None for the
    names of 1.0 and those of a family with no version of its own."""
    offering = _OFFERING_OF_CAPABILITY.get(name)
    if offering is not None:
        return declarations()[0][offering].since_protocol or _CURRENT
    if name.startswith(_IRREGULARITY_FAMILY):
        return IRREGULARITIES_SINCE.get(name.removeprefix(_IRREGULARITY_FAMILY))
    for family, since in FAMILY_SINCE.items():
        if name.startswith(family):
            return since
    return None


def capabilities_for_irregularities(irregularities: Iterable[Mapping[str, object]]) -> set[str]:
    """`irregularity:<kind>` for each irregularity a round injects (protocol 1.1)."""
    return {f"irregularity:{item.get('kind')}" for item in irregularities}


def capabilities_for_wagers(wagers: Iterable[Mapping[str, object]]) -> set[str]:
    """`side-wager:<offering>` for the offering of each side wager placed (protocol 1.2); a kind
    the wager model does not know needs `side-wager:<kind>`, which no game declares."""
    offerings, kinds = declarations()
    needed: set[str] = set()
    for wager in wagers:
        for side in _items(wager.get("side_wagers")):
            name = str(side.get("kind"))
            kind = kinds.get(name)
            offering = None if kind is None else offerings.get(kind.offering)
            needed.add(SIDE_WAGER_FAMILY + name if offering is None else offering.capability)
    return needed


def _items(value: object) -> list[Mapping[str, object]]:
    return [item for item in value if isinstance(item, Mapping)] if isinstance(value, list) else []


def capabilities_understood(declared: Iterable[str], protocol: str) -> frozenset[str]:
    """The declared capabilities the kit holds a game of `protocol` to: a name whose meaning
    came with a later minor version (`capability_since`) is left out."""
    version = _version(protocol)
    if version is None:
        return frozenset(declared)
    return frozenset(
        name for name in declared if (since := capability_since(name)) is None or version >= since
    )


CERTIFICATION_REQUIRED = frozenset({"forced-shoe"})

REFERENCE_CAPABILITIES = frozenset(CAPABILITIES)


# The house options of protocol 1.0. Every option added since (1.1: shoe, shuffling, recut_by;
# 1.2: side_wagers, side_wager_pay_tables, side_wager_maximums, progressive_wager, and any option
# an offering of the wager model declares) is sent only when it differs from its default.
OPTIONS_OF_1_0 = frozenset(
    {
        "decks",
        "boxes",
        "hole_card",
        "surrender",
        "insurance_timing",
        "consolidated_net_payout",
        "max_splits",
        "aces_split_once",
        "five_card_21",
        "bonus_suited_678",
        "bonus_three_sevens",
        "designated_blackjack",
        "bonus_five_card_21_odds",
        "players_per_box",
        "multiple_boxes_per_player",
        "table_minimum",
        "table_maximum",
        "chip_unit",
        "payout_rounding",
        "entry_restrictions",
        "dealer_second_card_when_no_effect",
        "blackjack_payment_when_hole_card_known",
        "additional_wagers_on_busted_hands",
        "bonus_odds_on_additional_wagers",
    }
)


def is_known_capability(name: str) -> bool:
    return name in CAPABILITIES or name.startswith(RESERVED_FAMILIES)


# capability -> the option and value that switch it on at a table, where one value does.
SWITCHED_ON_BY: dict[str, tuple[str, object]] = {
    "surrender": ("surrender", True),
    "resplit": ("max_splits", 2),
    "five-card-21": ("five_card_21", True),
    "bonus:suited-678": ("bonus_suited_678", True),
    "bonus:three-sevens": ("bonus_three_sevens", True),
    "consolidated-net-payout": ("consolidated_net_payout", True),
    "insurance-before-own-decisions": ("insurance_timing", "before-own-decisions"),
    "several-boxes-per-player": ("multiple_boxes_per_player", True),
    "double-shoe": ("shoe", "double"),
    "bart-carter-shuffle": ("shuffling", "bart-carter"),
    "continuous-shuffler": ("shuffling", "continuous-shuffler"),
}


def capabilities_for_options(options: Mapping[str, object]) -> set[str]:
    """The capabilities a table with these house options needs (option names as in records)."""
    needed = {offering_capability(name) for name in offered_side_wagers(options)}
    hole_card = options.get("hole_card")
    if hole_card is not None:
        needed.add(f"hole-card:{hole_card}")
    for capability, (option, value) in SWITCHED_ON_BY.items():
        if option == "max_splits":
            continue  # any value above 1 needs it, not only the one that switches it on
        given = options.get(option)
        if given == value or (value is True and _truthy(given)):
            needed.add(capability)
    if options.get("designated_blackjack") not in (None, "", "none"):
        needed.add("bonus:designated-blackjack")
    if int(str(options.get("max_splits", 1))) > 1:
        needed.add("resplit")
    if int(str(options.get("players_per_box", 1))) > 1:
        needed.add("several-players-per-box")
    return needed


def offering_capability(name: str) -> str:
    """The capability of a game that deals the offering `name`: its own where the wager model
    names one (`multiple-action` for multiple action blackjack, 1.4), else `side-wager:<name>`
    (1.2), also for an offering the kit does not know, which no game declares."""
    offerings, _ = declarations()
    offering = offerings.get(name)
    return SIDE_WAGER_FAMILY + name if offering is None else offering.capability


def offered_side_wagers(options: Mapping[str, object]) -> list[str]:
    """The offerings the `side_wagers` option names: "none", "a,b", "a b" (offerings' names
    separated by commas or spaces) or a list."""
    value = options.get("side_wagers")
    if isinstance(value, list | tuple | set | frozenset):
        names = [str(name).strip() for name in value]
    else:
        names = str(value).replace(",", " ").split()  # as the catalog reads it
    return [name for name in names if name not in ("", "none", "None")]


def _truthy(value: object) -> bool:
    return value is True or str(value).lower() == "true"


_DECISION_CAPABILITY = {
    "double": "double",
    "no-double": "double",
    "split": "split",
    "cover": "split",
    "keep": "split",
    "move": "split",
    "insure": "insurance",
    "no-insurance": "insurance",
    "surrender": "surrender",
}


def capabilities_for_decision(decision: str) -> set[str]:
    name = decision.partition(":")[0]
    capability = _DECISION_CAPABILITY.get(name)
    return set() if capability is None else {capability}


def options_on_the_wire(rules: TableRules) -> dict[str, object]:
    """The house options as `open_table` sends them: every option of `rules` but the edition,
    leaving out the options added since protocol 1.0 at their defaults so that a 1.0 or 1.1
    game, which refuses option names it does not know, still opens every table it opened
    before."""
    options = rules_to_dict(rules)
    options.pop("edition", None)
    defaults = _defaults()
    for name in set(options) - OPTIONS_OF_1_0:
        if options[name] == defaults.get(name):
            del options[name]
    return options


_DEFAULTS: dict[str, object] = {}


def _defaults() -> dict[str, object]:
    if not _DEFAULTS:
        _DEFAULTS.update(rules_to_dict(default_rules()))
    return _DEFAULTS


def table_options_within(rules: TableRules, capabilities: Iterable[str]) -> dict[str, object]:
    """The options of `rules` as sent in open_table (edition left out), or raise `ValueError`
    naming a capability the table needs and the game did not declare."""
    options = options_on_the_wire(rules)
    missing = capabilities_for_options(options) - set(capabilities)
    if missing:
        raise ValueError(f"the table needs {', '.join(sorted(missing))}")
    return options


# What a game declares that its edition or its shoe does not have moved to
# `vendor_adapters.declaration_refusals`; its names stay importable from here.
_MOVED = frozenset({"capabilities_refused", "certification_refused", "plays_of", "plays_refused"})


def __getattr__(name: str) -> Any:
    if name in _MOVED:
        # Imported at first use: that module imports this one.
        return getattr(importlib.import_module("vendor_adapters.declaration_refusals"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
