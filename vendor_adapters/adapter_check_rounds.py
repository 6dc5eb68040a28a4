"""The random rounds of `bjkit adapter-check` and the invariants each must keep: decisions offered
until the end and never after, only what the game declares offered, illegal decisions refused
without effect, no split hand flagged a blackjack, the same outcome on a replay and in one
`play_rounds` call (docs/ADAPTERS.md).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from decimal import Decimal

from reference_impl.cards import CARD_LABELS
from reference_impl.rules import TableRules
from reference_impl.side_wagers.multiple_action_2_18 import MULTIPLE_ACTION
from vendor_adapters.adapter_check_report import FAIL, INFO, MAX_FAILURES_LISTED, PASS, CheckReport
from vendor_adapters.adapter_check_tables import CheckTable
from vendor_adapters.capabilities import capabilities_for_decision
from vendor_adapters.compare import SPLIT_BLACKJACK_NOTE, compare_outcomes
from vendor_adapters.errors import AdapterError, AdapterRefusal
from vendor_adapters.multiple_action_rounds import random_multiple_action_wagers
from vendor_adapters.protocol import ErrorCode, Outcome, Prompt, Status, Wager
from vendor_adapters.session import GameSession, RoundScript

__all__ = [
    "InvariantError",
    "check_batch_replay",
    "check_split_blackjack_flags",
    "random_round",
    "report_invariants",
]

_DECISION_WORDS = ("hit", "stand", "double", "split", "surrender", "insure", "no-insurance")


class InvariantError(Exception):
    """An invariant the adapter broke in one round."""


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


def random_round(
    session: GameSession,
    table: CheckTable,
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
            raise InvariantError("the round still asks for decisions after 100")
        decision = rng.choice(prompt["legal"])
        decisions.append(decision)
        try:
            status = session.decide(round_id, decision)
        except AdapterRefusal as refusal:
            raise InvariantError(
                f"the game refused {decision}, which its prompt offered as legal: {refusal}"
            ) from None
    _check_nothing_after_end(session, round_id)
    outcome = session.finish(round_id, shoe, wagers)
    if not outcome["complete"]:
        raise InvariantError("outcome says incomplete after the last prompt was answered")
    check_split_blackjack_flags(outcome)
    for capability in {c for d in decisions for c in capabilities_for_decision(d)}:
        exercised[capability] += 1
    script = RoundScript(tuple(shoe), tuple(wagers), tuple(decisions))
    again = session.play(table.table_id, script)
    differences = compare_outcomes(outcome, again)
    if differences:
        raise InvariantError(
            "replaying the same shoe and decisions gave another outcome: "
            + "; ".join(str(d) for d in differences[:3])
        )
    return script, outcome


def check_split_blackjack_flags(outcome: Outcome) -> None:
    """No split hand is flagged a blackjack: its ace and ten-valued card are 21 in two cards,
    paid 1 to 1 (2.10(a), I-2.3a3-split-two-card-21). Said here, before a certification finds
    every such hand differing from the reference's."""
    hands = Counter(h["box"] for h in outcome["final_hands"] if h["box"] != 0)
    for hand in outcome["final_hands"]:
        if hand["box"] != 0 and hands[hand["box"]] > 1 and hand["blackjack"]:
            raise InvariantError(
                f"final hand box {hand['box']} hand {hand['hand']} ({' '.join(hand['cards'])}) "
                f"is flagged a blackjack: {SPLIT_BLACKJACK_NOTE}"
            )


def _check_status_repeatable(session: GameSession, round_id: str, status: Status) -> None:
    again = session.status(round_id)
    if again != status:
        raise InvariantError(f"legal_actions says {again}, the last answer said {status}")


def _check_offer_declared(prompt: Prompt, declared: set[str]) -> None:
    for decision in prompt["legal"]:
        missing = capabilities_for_decision(decision) - declared
        if missing:
            raise InvariantError(
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
        raise InvariantError(
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
            raise InvariantError(
                f"{what} was refused with code {refusal.code}, not {' or '.join(map(str, codes))}"
            ) from None
        return
    raise InvariantError(f"{what} was accepted")


def report_invariants(report: CheckReport, failures: list[str], rounds: int) -> None:
    played = report.rounds_played
    if failures:
        listed = failures[:MAX_FAILURES_LISTED]
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


def check_batch_replay(
    session: GameSession,
    report: CheckReport,
    tables: list[CheckTable],
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
            + "\n".join(f"- {p}" for p in problems[:MAX_FAILURES_LISTED]),
        )
    else:
        report.add(
            "batch",
            "play_rounds replays the rounds",
            PASS,
            f"{played} rounds give the same outcome in one play_rounds call as step by step",
        )
