"""`bjkit adapter-check`: the protocol and consistency check a vendor runs first.

In the manner of OpenSpiel's random simulation test: a handshake, tables for what the game
declares, then a few hundred rounds with random shoes, wagers and legal decisions, checking the
invariants of docs/ADAPTERS.md on every step. It does not judge payouts against the rules;
certification does that.

A game that offers only its own table (one box, splits that never resplit aces, ...) is checked
at it: the run's table (`--rules`, `--house`) fixes the options it sets, every table and round
of the check is played at it, and the check varies only the options it leaves open. What the run's
table cannot play (a hole-card procedure, an option, an edition, a side wager it fixes otherwise)
is reported as *not applicable*, with the reason, never as a failure.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence

from reference_impl.editions import EDITIONS
from vendor_adapters.adapter_check_report import (
    FAIL,
    INFO,
    NOT_APPLICABLE,
    PASS,
    CheckItem,
    CheckReport,
)
from vendor_adapters.adapter_check_rounds import (
    InvariantError,
    check_batch_replay,
    random_round,
    report_invariants,
)
from vendor_adapters.adapter_check_tables import (
    declarations_allowed,
    editions_of_the_table,
    not_at_this_table,
    open_tables,
    procedures_of_the_table,
)
from vendor_adapters.capabilities import (
    CAPABILITIES,
    RESERVED_FAMILIES,
    SIDE_WAGER_FAMILY,
    capabilities_for_options,
)
from vendor_adapters.errors import AdapterError, AdapterRefusal
from vendor_adapters.multiple_action_check import check_multiple_action
from vendor_adapters.protocol import Outcome
from vendor_adapters.session import GameSession, RoundScript
from vendor_adapters.side_wager_check import SideWagerFinding, check_side_wagers

__all__ = [
    "FAIL",
    "INFO",
    "NOT_APPLICABLE",
    "PASS",
    "CheckItem",
    "CheckReport",
    "run_adapter_check",
]


def run_adapter_check(
    session: GameSession,
    *,
    adapter: str,
    rounds: int = 300,
    seed: int = 0,
    house: Mapping[str, object] | None = None,
    house_editions: Sequence[str] = (),
) -> CheckReport:
    """Check the game of `session` (docs/ADAPTERS.md, adapter-check) at the run's table: the
    house options `house` (of `--rules` and `--house`, as `bjkit certify` reads them), in the
    declared editions among `house_editions` (a rules file's edition key; empty: any)."""
    house = dict(house or {})
    report = CheckReport(adapter)
    try:
        handshake = session.handshake()
    except (AdapterError, AdapterRefusal) as error:
        report.add("handshake", "handshake answered", FAIL, str(error))
        return report
    report.identity = {key: str(value) for key, value in handshake["identity"].items()}
    report.add(
        "handshake",
        "protocol version",
        PASS,
        f"adapter {handshake['protocol']}, identity {handshake['identity']['name']} "
        f"{handshake['identity']['version']} ({handshake['identity']['build_digest']})",
    )
    _check_vocabulary(report, set(handshake["capabilities"]))
    declared = set(session.capabilities)  # without what an older protocol only reserved
    _report_not_understood(report, set(handshake["capabilities"]) - declared, handshake)
    editions = [e for e in handshake["editions"] if e in EDITIONS]
    unknown_editions = sorted(set(handshake["editions"]) - set(EDITIONS))
    if not editions:
        report.add("handshake", "editions", FAIL, f"none of {handshake['editions']} is known")
        return report
    report.add(
        "handshake",
        "editions",
        PASS,
        ", ".join(editions)
        + (f" (unknown, ignored: {', '.join(unknown_editions)})" if unknown_editions else ""),
    )
    if not declarations_allowed(report, declared, editions, house):
        return report
    if "forced-shoe" not in declared:
        report.add(
            "handshake",
            "forced-shoe",
            FAIL,
            "the game does not declare forced-shoe: the kit cannot stack a round, so nothing "
            "can be checked (certification requires it)",
        )
        return report
    editions = editions_of_the_table(report, editions, house, house_editions)
    if not editions:
        return report
    procedures = procedures_of_the_table(report, declared, house)
    if not procedures:
        return report
    not_checked = not_at_this_table(declared, house)
    tables = open_tables(
        session,
        report,
        declared,
        editions,
        procedures=procedures,
        house=house,
        not_checked=not_checked,
    )
    if not tables:
        return report
    exercised: Counter[str] = Counter()  # rounds in which a decision used the capability
    offered: Counter[str] = Counter()  # rounds whose table needed the capability
    failures: list[str] = []
    rng = random.Random(seed)
    scripts: dict[str, list[tuple[RoundScript, Outcome]]] = {t.table_id: [] for t in tables}
    for number in range(rounds):
        table = tables[number % len(tables)]
        try:
            script, outcome = random_round(session, table, declared, rng, exercised)
        except (AdapterError, AdapterRefusal, InvariantError) as error:
            report.rounds_failed += 1
            failures.append(
                f"round {number + 1} ({table.edition}, {table.options['hole_card']}): {error}"
            )
            continue
        finally:
            report.rounds_played += 1
        scripts[table.table_id].append((script, outcome))
        offered.update(capabilities_for_options(table.options))
    report_invariants(report, failures, rounds)
    if "batch" in declared:
        check_batch_replay(session, report, tables, scripts)
    else:
        report.add("batch", "play_rounds replays the rounds", NOT_APPLICABLE, "batch not declared")
    side = check_side_wagers(session, declared, editions, procedures, rng, house=house)
    _report_side_wagers(report, side)
    multiple = check_multiple_action(session, declared, editions, rng, house=house)
    _report_side_wagers(report, multiple, section="multiple action")
    side = [*side, *multiple]
    _report_capabilities(
        report,
        declared,
        offered,
        exercised,
        batch_ok=_batch_passed(report),
        side=side,
        not_checked=not_checked,
    )
    report.messages_checked = (
        getattr(session.game, "messages_checked", 0) or session.results_checked
    )
    report.add(
        "schema",
        "every message fits its schema",
        PASS if not any("(schema)" in f for f in failures) else FAIL,
        f"{report.messages_checked} messages checked",
    )
    return report


def _check_vocabulary(report: CheckReport, declared: set[str]) -> None:
    typos = sorted(
        c for c in declared if c not in CAPABILITIES and not c.startswith(RESERVED_FAMILIES)
    )
    reserved = sorted(c for c in declared if c.startswith(RESERVED_FAMILIES) and c not in _CHECKED)
    if typos:
        report.add(
            "handshake",
            "capabilities known",
            FAIL,
            f"not in the vocabulary of docs/ADAPTERS.md: {', '.join(typos)}",
        )
    else:
        report.add("handshake", "capabilities known", PASS, ", ".join(sorted(declared)))
    if reserved:
        report.add(
            "handshake", "reserved capabilities", INFO, f"not checked yet: {', '.join(reserved)}"
        )


# Reserved families whose known members adapter-check exercises (its side-wager rounds).
_CHECKED = frozenset(c for c in CAPABILITIES if c.startswith(SIDE_WAGER_FAMILY))


def _report_not_understood(
    report: CheckReport, ignored: set[str], handshake: Mapping[str, object]
) -> None:
    if ignored:
        report.add(
            "handshake",
            "capabilities of a later protocol",
            INFO,
            f"declared under protocol {handshake['protocol']}, before the kit's protocol gave "
            f"them their meaning: {', '.join(sorted(ignored))} (not checked; not applicable)",
        )


def _report_side_wagers(
    report: CheckReport, findings: list[SideWagerFinding], *, section: str = "side wagers"
) -> None:
    """Protocol 1.2: the rounds with each declared side wager placed; 1.4: the multiple action
    rounds (2.18)."""
    for finding in findings:
        status = INFO if finding.passed is None else PASS if finding.passed else FAIL
        if not finding.applicable:
            status = NOT_APPLICABLE
        name = f"{finding.capability} {finding.table}".rstrip()
        report.add(section, name, status, finding.detail)


MULTIPLE_ACTION_CAPABILITY = "multiple-action"
_DECIDED = frozenset({"double", "split", "insurance", "surrender"})


def _batch_passed(report: CheckReport) -> bool:
    return any(item.section == "batch" and item.status == PASS for item in report.items)


def _report_capabilities(
    report: CheckReport,
    declared: set[str],
    offered: Counter[str],
    exercised: Counter[str],
    *,
    batch_ok: bool,
    side: list[SideWagerFinding],
    not_checked: Mapping[str, str],
) -> None:
    for capability in CAPABILITIES:
        found = [finding for finding in side if finding.capability == capability]
        if capability not in declared:
            report.add("capabilities", capability, NOT_APPLICABLE, "not declared")
        elif any(finding.passed is False for finding in found):
            where = "multiple action" if capability == MULTIPLE_ACTION_CAPABILITY else "side wagers"
            report.add("capabilities", capability, FAIL, f"see {where}")
        elif any(finding.passed for finding in found):
            rounds = sum(finding.rounds for finding in found)
            report.add("capabilities", capability, PASS, f"placed and settled in {rounds} rounds")
        elif capability == "forced-shoe":
            report.add("capabilities", capability, PASS, "every round is dealt from a forced shoe")
        elif capability == "batch" and batch_ok:
            report.add("capabilities", capability, PASS, "play_rounds replayed the rounds")
        elif capability in _DECIDED and exercised[capability]:
            report.add(
                "capabilities",
                capability,
                PASS,
                f"taken as a decision in {exercised[capability]} rounds",
            )
        elif capability not in _DECIDED and offered[capability]:
            report.add(
                "capabilities", capability, PASS, f"on the table of {offered[capability]} rounds"
            )
        elif capability in not_checked:
            report.add("capabilities", capability, NOT_APPLICABLE, not_checked[capability])
        elif found and not any(finding.applicable for finding in found):
            report.add("capabilities", capability, NOT_APPLICABLE, found[0].detail)
        else:
            report.add(
                "capabilities",
                capability,
                INFO,
                "declared; no random round reached it (certification checks it)",
            )
