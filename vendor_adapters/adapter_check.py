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
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal

from reference_impl.cards import CARD_LABELS
from reference_impl.catalog import rules_from_mapping
from reference_impl.editions import EDITIONS
from reference_impl.errors import RulesError
from reference_impl.rules import TableRules
from reference_impl.side_wagers.multiple_action_2_18 import MULTIPLE_ACTION
from vendor_adapters.capabilities import (
    CAPABILITIES,
    HOLE_CARD_PROCEDURES,
    RESERVED_FAMILIES,
    SIDE_WAGER_FAMILY,
    SWITCHED_ON_BY,
    capabilities_for_decision,
    capabilities_for_options,
    capabilities_refused,
    options_on_the_wire,
    plays_of,
    plays_refused,
)
from vendor_adapters.compare import SPLIT_BLACKJACK_NOTE, compare_outcomes
from vendor_adapters.errors import AdapterError, AdapterRefusal
from vendor_adapters.multiple_action_check import check_multiple_action
from vendor_adapters.multiple_action_rounds import random_multiple_action_wagers
from vendor_adapters.protocol import ErrorCode, Outcome, Prompt, Status, Wager
from vendor_adapters.session import GameSession, RoundScript
from vendor_adapters.side_wager_check import SideWagerFinding, check_side_wagers
from vendor_adapters.table_check import show_options, show_value, table_conflict

__all__ = ["CheckItem", "CheckReport", "run_adapter_check"]

PASS, FAIL, NOT_APPLICABLE, INFO = "pass", "fail", "not applicable", "info"
_DECISION_WORDS = ("hit", "stand", "double", "split", "surrender", "insure", "no-insurance")
_MAX_FAILURES_LISTED = 12


@dataclass
class CheckItem:
    section: str
    name: str
    status: str
    detail: str = ""

    def to_dict(self) -> dict[str, str]:
        return {
            "section": self.section,
            "name": self.name,
            "status": self.status,
            "detail": self.detail,
        }


@dataclass
class CheckReport:
    adapter: str
    identity: dict[str, str] = field(default_factory=dict)
    items: list[CheckItem] = field(default_factory=list)
    rounds_played: int = 0
    rounds_failed: int = 0
    messages_checked: int = 0

    @property
    def ok(self) -> bool:
        return all(item.status != FAIL for item in self.items)

    def add(self, section: str, name: str, status: str, detail: str = "") -> None:
        self.items.append(CheckItem(section, name, status, detail))

    def to_dict(self) -> dict[str, object]:
        return {
            "adapter": self.adapter,
            "ok": self.ok,
            "identity": self.identity,
            "rounds_played": self.rounds_played,
            "rounds_failed": self.rounds_failed,
            "messages_checked": self.messages_checked,
            "items": [item.to_dict() for item in self.items],
        }


@dataclass
class _Table:
    edition: str
    rules: TableRules
    options: dict[str, object]
    table_id: str = ""


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
    if not _declarations_allowed(report, declared, editions, house):
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
    editions = _editions_of_the_table(report, editions, house, house_editions)
    if not editions:
        return report
    procedures = _procedures_of_the_table(report, declared, house)
    if not procedures:
        return report
    not_checked = _not_at_this_table(declared, house)
    tables = _open_tables(
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
            script, outcome = _random_round(session, table, declared, rng, exercised)
        except (AdapterError, AdapterRefusal, _InvariantError) as error:
            report.rounds_failed += 1
            failures.append(
                f"round {number + 1} ({table.edition}, {table.options['hole_card']}): {error}"
            )
            continue
        finally:
            report.rounds_played += 1
        scripts[table.table_id].append((script, outcome))
        offered.update(capabilities_for_options(table.options))
    _report_invariants(report, failures, rounds)
    if "batch" in declared:
        _check_batch_replay(session, report, tables, scripts)
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


class _InvariantError(Exception):
    """An invariant the adapter broke in one round."""


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


def _declarations_allowed(
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


# The random rounds never seat one player on two boxes, so a table offering it would be reported
# as exercising what no round reached.
_NOT_SWITCHED_ON = frozenset({"several-boxes-per-player"})


def _table_rules(
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


def _editions_of_the_table(
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


def _procedures_of_the_table(
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


def _not_at_this_table(declared: set[str], house: Mapping[str, object]) -> dict[str, str]:
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


def _open_tables(
    session: GameSession,
    report: CheckReport,
    declared: set[str],
    editions: list[str],
    *,
    procedures: list[str],
    house: Mapping[str, object],
    not_checked: dict[str, str],
) -> list[_Table]:
    """A table per declared procedure and edition, opened on the game; a procedure the run's
    table forbids (max_splits=2 with the hole card face up, 2.6(k)5) is not checked, and its
    reason is added to `not_checked`."""
    tables: list[_Table] = []
    forbidden = 0
    # Every declared procedure and every declared edition get at least one table.
    for index in range(max(len(procedures), len(editions))):
        procedure = procedures[index % len(procedures)]
        edition = editions[index % len(editions)]
        try:
            rules = _table_rules(edition, procedure, declared, house)
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
        table = _Table(edition, rules, options)
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


def _random_shoe(rng: random.Random, decks: int) -> list[str]:
    cards = list(CARD_LABELS) * decks
    rng.shuffle(cards)
    return cards[:60]


def _random_wagers(rng: random.Random, rules: TableRules) -> list[Wager]:
    """Wagers the table takes: on one to three of its boxes (at most its `boxes`), within its
    limits in whole chips (2.3(d), (i)); at a multiple action table each person's two or three
    spots (2.18(b))."""
    if MULTIPLE_ACTION in rules.side_wagers:
        return random_multiple_action_wagers(rng, rules)
    boxes = rng.sample(range(1, min(rules.boxes, 5) + 1), rng.randint(1, min(3, rules.boxes)))
    unit = rules.chip_unit
    most = int(rules.table_maximum / unit)
    wagers: list[Wager] = []
    for box in sorted(boxes):
        units = min(int(rules.table_minimum / unit) + rng.randint(0, 20), most)
        amount: Decimal = units * unit
        wagers.append({"box": box, "player": f"p{box}", "amount": f"{amount:.2f}"})
    return wagers


def _random_round(
    session: GameSession,
    table: _Table,
    declared: set[str],
    rng: random.Random,
    exercised: Counter[str],
) -> tuple[RoundScript, Outcome]:
    shoe = _random_shoe(rng, table.rules.decks)
    wagers = _random_wagers(rng, table.rules)
    try_illegal_at = rng.randint(0, 3)
    round_id, status = session.begin(table.table_id, shoe, wagers)
    decisions: list[str] = []
    while True:
        _check_status_repeatable(session, round_id, status)
        prompt = status["prompt"]
        if prompt is None:
            break
        _check_offer_declared(prompt, declared)
        if len(decisions) == try_illegal_at:
            _check_illegal_refused(session, round_id, status, rng)
        if len(decisions) > 100:
            raise _InvariantError("the round still asks for decisions after 100")
        decision = rng.choice(prompt["legal"])
        decisions.append(decision)
        try:
            status = session.decide(round_id, decision)
        except AdapterRefusal as refusal:
            raise _InvariantError(
                f"the game refused {decision}, which its prompt offered as legal: {refusal}"
            ) from None
    _check_nothing_after_end(session, round_id)
    outcome = session.finish(round_id, shoe, wagers)
    if not outcome["complete"]:
        raise _InvariantError("outcome says incomplete after the last prompt was answered")
    _check_split_blackjack_flags(outcome)
    for capability in {c for d in decisions for c in capabilities_for_decision(d)}:
        exercised[capability] += 1
    script = RoundScript(tuple(shoe), tuple(wagers), tuple(decisions))
    again = session.play(table.table_id, script)
    differences = compare_outcomes(outcome, again)
    if differences:
        raise _InvariantError(
            "replaying the same shoe and decisions gave another outcome: "
            + "; ".join(str(d) for d in differences[:3])
        )
    return script, outcome


def _check_split_blackjack_flags(outcome: Outcome) -> None:
    """No split hand is flagged a blackjack: its ace and ten-valued card are 21 in two cards,
    paid 1 to 1 (2.10(a), I-2.3a3-split-two-card-21). Said here, before a certification finds
    every such hand differing from the reference's."""
    hands = Counter(h["box"] for h in outcome["final_hands"] if h["box"] != 0)
    for hand in outcome["final_hands"]:
        if hand["box"] != 0 and hands[hand["box"]] > 1 and hand["blackjack"]:
            raise _InvariantError(
                f"final hand box {hand['box']} hand {hand['hand']} ({' '.join(hand['cards'])}) "
                f"is flagged a blackjack: {SPLIT_BLACKJACK_NOTE}"
            )


def _check_status_repeatable(session: GameSession, round_id: str, status: Status) -> None:
    again = session.status(round_id)
    if again != status:
        raise _InvariantError(f"legal_actions says {again}, the last answer said {status}")


def _check_offer_declared(prompt: Prompt, declared: set[str]) -> None:
    for decision in prompt["legal"]:
        missing = capabilities_for_decision(decision) - declared
        if missing:
            raise _InvariantError(
                f"the game offers {decision} on box {prompt['box']} but did not declare "
                f"{', '.join(sorted(missing))}"
            )


def _check_illegal_refused(
    session: GameSession, round_id: str, status: Status, rng: random.Random
) -> None:
    prompt = status["prompt"]
    assert prompt is not None
    illegal = [word for word in _DECISION_WORDS if word not in prompt["legal"]]
    if not illegal:
        return
    decision = rng.choice(illegal)
    _expect_refusal(
        lambda: session.decide(round_id, decision),
        f"the illegal decision {decision} (legal: {', '.join(prompt['legal'])})",
        (ErrorCode.ILLEGAL_DECISION,),
    )
    after = session.status(round_id)
    if after != status:
        raise _InvariantError(
            f"a refused decision changed the round: before {status}, after {after}"
        )


def _check_nothing_after_end(session: GameSession, round_id: str) -> None:
    _expect_refusal(
        lambda: session.decide(round_id, "stand"),
        "a decision after the round is complete",
        (ErrorCode.ILLEGAL_DECISION, ErrorCode.OUT_OF_ORDER),
    )


def _expect_refusal(call: Callable[[], object], what: str, codes: tuple[int, ...]) -> None:
    try:
        call()
    except AdapterRefusal as refusal:
        if refusal.code not in codes:
            raise _InvariantError(
                f"{what} was refused with code {refusal.code}, not {' or '.join(map(str, codes))}"
            ) from None
        return
    raise _InvariantError(f"{what} was accepted")


def _report_invariants(report: CheckReport, failures: list[str], rounds: int) -> None:
    played = report.rounds_played
    if failures:
        listed = failures[:_MAX_FAILURES_LISTED]
        more = len(failures) - len(listed)
        report.add(
            "rounds",
            "invariants hold in every round",
            FAIL,
            f"{len(failures)} of {played} rounds failed:\n"
            + "\n".join(f"- {line}" for line in listed)
            + (f"\n- ... and {more} more" if more else ""),
        )
    else:
        report.add(
            "rounds",
            "invariants hold in every round",
            PASS,
            f"{played} random rounds: decisions offered until the end and never after, illegal "
            "decisions refused without effect, ledger balanced, cards from the forced shoe in "
            "order, replay identical",
        )


def _check_batch_replay(
    session: GameSession,
    report: CheckReport,
    tables: list[_Table],
    scripts: dict[str, list[tuple[RoundScript, Outcome]]],
) -> None:
    played = differing = 0
    problems: list[str] = []
    for table in tables:
        pairs = scripts[table.table_id]
        if not pairs:
            continue
        try:
            results = session.play_batch(table.table_id, [script for script, _ in pairs])
        except (AdapterError, AdapterRefusal) as error:
            problems.append(f"{table.edition} {table.options['hole_card']}: {error}")
            continue
        for (_, expected), result in zip(pairs, results, strict=True):
            played += 1
            if isinstance(result, AdapterRefusal):
                differing += 1
                problems.append(f"a round played step by step was refused in play_rounds: {result}")
                continue
            differences = compare_outcomes(expected, result)
            if differences:
                differing += 1
                problems.append("; ".join(str(d) for d in differences[:3]))
    if not played and not problems:
        report.add("batch", "play_rounds replays the rounds", INFO, "no complete round to replay")
    elif problems:
        report.add(
            "batch",
            "play_rounds replays the rounds",
            FAIL,
            f"{differing} of {played} rounds differ:\n"
            + "\n".join(f"- {p}" for p in problems[:_MAX_FAILURES_LISTED]),
        )
    else:
        report.add(
            "batch",
            "play_rounds replays the rounds",
            PASS,
            f"{played} rounds give the same outcome in one play_rounds call as step by step",
        )


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
