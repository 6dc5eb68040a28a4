"""The capability vocabulary of protocol 1.x, and which capabilities a table or decision needs.

A game declares its capabilities in the handshake. A scenario whose table or decisions need a
capability the game has not declared is not applicable, never passed and never failed.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from reference_impl.catalog import rules_to_dict
from reference_impl.irregularities import IRREGULARITY_CLAUSES
from reference_impl.rules import TableRules

__all__ = [
    "CAPABILITIES",
    "CERTIFICATION_REQUIRED",
    "REFERENCE_CAPABILITIES",
    "SWITCHED_ON_BY",
    "capabilities_for_decision",
    "capabilities_for_irregularities",
    "capabilities_for_options",
    "is_known_capability",
    "options_on_the_wire",
    "table_options_within",
]

HOLE_CARD_PROCEDURES = ("no-hole-card", "face-down", "face-down-card-reader", "face-up")

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
}

# Families whose members are named by a later minor version or by the vendor; declaring one is
# not an error, and a scenario that needs one is not applicable until the kit knows it.
RESERVED_FAMILIES = ("irregularity:", "side-wager:")


def capabilities_for_irregularities(irregularities: Iterable[Mapping[str, object]]) -> set[str]:
    """`irregularity:<kind>` for each irregularity a round injects (protocol 1.1)."""
    return {f"irregularity:{item.get('kind')}" for item in irregularities}


CERTIFICATION_REQUIRED = frozenset({"forced-shoe"})

REFERENCE_CAPABILITIES = frozenset(CAPABILITIES)


# House options added by protocol 1.1 with their defaults: sent only when they differ.
OPTIONS_SINCE_1_1: dict[str, object] = {
    "shoe": "single",
    "shuffling": "manual",
    "recut_by": "last-cutter",
}


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
    needed: set[str] = set()
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
    leaving out the options of protocol 1.1 at their defaults so that a 1.0 game, which refuses
    option names it does not know, still opens every table it opened before."""
    options = rules_to_dict(rules)
    options.pop("edition", None)
    for name, default in OPTIONS_SINCE_1_1.items():
        if options.get(name) == default:
            del options[name]
    return options


def table_options_within(rules: TableRules, capabilities: Iterable[str]) -> dict[str, object]:
    """The options of `rules` as sent in open_table (edition left out), or raise `ValueError`
    naming a capability the table needs and the game did not declare."""
    options = options_on_the_wire(rules)
    missing = capabilities_for_options(options) - set(capabilities)
    if missing:
        raise ValueError(f"the table needs {', '.join(sorted(missing))}")
    return options
