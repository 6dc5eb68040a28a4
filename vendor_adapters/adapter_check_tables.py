"""The tables `bjkit adapter-check` opens on a game: what its declarations allow in its editions,
at the run's table (`--rules`, `--house`), one per declared hole-card procedure and edition, each
as rich as the declared capabilities promise; what the run's table cannot show is reported as not
applicable, with the reason.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from reference_impl.catalog import rules_from_mapping
from reference_impl.errors import RulesError
from reference_impl.rules import TableRules
from vendor_adapters.adapter_check_report import FAIL, INFO, NOT_APPLICABLE, PASS, CheckReport
from vendor_adapters.capabilities import (
    HOLE_CARD_PROCEDURES,
    SWITCHED_ON_BY,
    capabilities_for_options,
    options_on_the_wire,
)
from vendor_adapters.declaration_refusals import capabilities_refused, plays_of, plays_refused
from vendor_adapters.errors import AdapterError, AdapterRefusal
from vendor_adapters.protocol import ErrorCode
from vendor_adapters.session import GameSession
from vendor_adapters.table_check import show_options, show_value, table_conflict

__all__ = [
    "CheckTable",
    "declarations_allowed",
    "editions_of_the_table",
    "not_at_this_table",
    "open_tables",
    "procedures_of_the_table",
    "table_rules",
]


@dataclass
class CheckTable:
    edition: str
    rules: TableRules
    options: dict[str, object]
    table_id: str = ""


def declarations_allowed(
    report: CheckReport, declared: set[str], editions: list[str], house: Mapping[str, object]
) -> bool:
    """A game that declares an option its editions do not have, or a shuffle its declared deck
    count does not allow, fails here and nothing else is checked (docs/ADAPTERS.md): what it
    plays at every table (`plays:`) in each declared edition at the run's table, and each
    capability of an edition-only or deck-count option in some declared edition
    (`capabilities_refused`: 2.7(c), 2.9(b) from nj-2004; 2.20 not in nj-2024+bet-the-set; the
    Bart Carter shuffle from two decks, 2.5(h)2, 2.6(m), I-2.6m-smallest-shoe; side wagers)."""
    plays = plays_of(declared)
    refused = [
        *plays_refused(plays, editions, house),
        *capabilities_refused(declared, editions, plays),
    ]
    if not refused:
        return True
    report.add(
        "handshake",
        "options its editions have",
        FAIL,
        "\n".join(f"- {line}" for line in refused)
        + "\nnothing else is checked: declare only what the game's editions and shoe allow",
    )
    return False


# The random rounds never seat one player on two boxes, so a table offering it would be reported
# as exercising what no round reached.
_NOT_SWITCHED_ON = frozenset({"several-boxes-per-player"})


def table_rules(
    edition: str, hole_card: str, declared: set[str], house: Mapping[str, object]
) -> TableRules:
    """The richest table the declared capabilities promise, within what the edition allows and
    the run's table `house` leaves open: the options it sets are never changed."""
    options: dict[str, object] = {"decks": 2, **house, "edition": edition, "hole_card": hole_card}
    wishes = [
        {option: value}
        for capability, (option, value) in SWITCHED_ON_BY.items()
        if capability in declared and capability not in _NOT_SWITCHED_ON and option not in house
    ]
    for wish in wishes:
        try:
            rules_from_mapping({**options, **wish})
        except RulesError:
            continue  # the edition does not allow it: that table simply does not offer it
        options.update(wish)
    return rules_from_mapping(options)


def editions_of_the_table(
    report: CheckReport,
    editions: list[str],
    house: Mapping[str, object],
    house_editions: Sequence[str],
) -> list[str]:
    """The declared editions whose rules allow the run's table; each other one is not
    applicable, with the reason. None left fails: nothing could be checked."""
    if not house and not house_editions:
        return editions
    report.add(
        "tables",
        "the run's table",
        INFO,
        f"{show_options(house)} (--rules/--house): every table and round is played with these "
        "options; the check varies only the others",
    )
    kept: list[str] = []
    for edition in editions:
        if house_editions and edition not in house_editions:
            report.add(
                "tables",
                edition,
                NOT_APPLICABLE,
                f"not checked: the rules file's table is for {' or '.join(house_editions)}",
            )
            continue
        try:
            rules_from_mapping({**house, "edition": edition})
        except RulesError as error:
            report.add(
                "tables",
                edition,
                NOT_APPLICABLE,
                f"not checked: the run's table is not a table {edition} allows: {error}",
            )
            continue
        kept.append(edition)
    if not kept:
        report.add(
            "tables",
            "the run's table",
            FAIL,
            f"none of the game's editions ({', '.join(editions)}) can deal the run's table, so "
            "nothing could be checked",
        )
    return kept


def procedures_of_the_table(
    report: CheckReport, declared: set[str], house: Mapping[str, object]
) -> list[str]:
    """The declared hole-card procedures the run's table deals (2.6(h), (j), (k)): the one it
    fixes, or every declared one."""
    procedures = [p for p in HOLE_CARD_PROCEDURES if f"hole-card:{p}" in declared]
    if not procedures:
        report.add("tables", "hole-card procedure", FAIL, "no hole-card:* capability declared")
        return []
    fixed = house.get("hole_card")
    if fixed is None:
        return procedures
    if fixed not in procedures:
        report.add(
            "tables",
            "hole-card procedure",
            FAIL,
            f"the run's table deals hole_card={fixed}, but the game does not declare "
            f"hole-card:{fixed}",
        )
        return []
    return [str(fixed)]


def not_at_this_table(declared: set[str], house: Mapping[str, object]) -> dict[str, str]:
    """The declared capabilities the run's table cannot show, and why: another hole-card
    procedure, or an option the table fixes at a value that does not switch it on."""
    reasons: dict[str, str] = {}

    def fixed(option: str) -> str:
        shown = show_value(house[option])
        return f"not checked: the run's table has {option}={shown} (--rules/--house)"

    for procedure in HOLE_CARD_PROCEDURES:
        capability = f"hole-card:{procedure}"
        if capability in declared and table_conflict(house, {"hole_card": procedure}):
            reasons[capability] = fixed("hole_card")
    for capability, (option, value) in SWITCHED_ON_BY.items():
        if capability not in declared or option not in house:
            continue
        if option == "max_splits":  # any value above 1 switches resplits on (2.11(c), (e))
            if int(str(house[option])) <= 1:
                reasons[capability] = fixed(option)
        elif table_conflict(house, {option: value}):
            reasons[capability] = fixed(option)
    if "several-boxes-per-player" in declared and str(house.get("boxes")) == "1":
        reasons["several-boxes-per-player"] = fixed("boxes")
    return reasons


def open_tables(
    session: GameSession,
    report: CheckReport,
    declared: set[str],
    editions: list[str],
    *,
    procedures: list[str],
    house: Mapping[str, object],
    not_checked: dict[str, str],
) -> list[CheckTable]:
    """A table per declared procedure and edition, opened on the game; a procedure the run's
    table forbids (max_splits=2 with the hole card face up, 2.6(k)5) is not checked, and its
    reason is added to `not_checked`."""
    tables: list[CheckTable] = []
    forbidden = 0
    # Every declared procedure and every declared edition get at least one table.
    for index in range(max(len(procedures), len(editions))):
        procedure = procedures[index % len(procedures)]
        edition = editions[index % len(editions)]
        try:
            rules = table_rules(edition, procedure, declared, house)
        except RulesError as error:
            reason = (
                f"not checked: the run's table ({show_options(house)}) with hole_card="
                f"{procedure} is not a table {edition} allows: {error}"
            )
            report.add("tables", f"{edition} {procedure}", NOT_APPLICABLE, reason)
            not_checked.setdefault(f"hole-card:{procedure}", reason)
            forbidden += 1
            continue
        options = options_on_the_wire(rules)
        table = CheckTable(edition, rules, options)
        try:
            table.table_id = session.table(edition, options)
        except AdapterRefusal as refusal:
            report.add(
                "tables",
                f"{edition} {procedure}",
                FAIL,
                f"the capabilities promise this table, but it was refused: {refusal}"
                + _own_table_hint(refusal, options, house),
            )
            continue
        except AdapterError as error:
            report.add("tables", f"{edition} {procedure}", FAIL, str(error))
            continue
        needs = sorted(capabilities_for_options(options))
        report.add("tables", f"{edition} {procedure}", PASS, "opened with " + ", ".join(needs))
        tables.append(table)
    if forbidden and not tables and forbidden == max(len(procedures), len(editions)):
        report.add(
            "tables",
            "the run's table",
            FAIL,
            "no hole-card procedure the game declares can deal the run's table, so nothing "
            "could be checked",
        )
    return tables


def _own_table_hint(
    refusal: AdapterRefusal, options: Mapping[str, object], house: Mapping[str, object]
) -> str:
    """For a table refused as not offered (1000) for an option the run's table leaves open: the
    option the table asked for, and how to check the game at its own table instead."""
    option = refusal.data.get("option")
    if refusal.code != ErrorCode.UNSUPPORTED_OPTION or not isinstance(option, str):
        return ""
    if option in house or option not in options:
        return ""
    return (
        f"\nthe table asked for has {option}={show_value(options[option])}; a game that offers "
        f"only its own table is checked at it with --house {option}=VALUE or --rules FILE "
        "(`bjkit rules` lists the values)"
    )
