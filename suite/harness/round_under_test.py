# Over 500 lines: the one object every step of a scenario shares.
"""One scenario's table and round, driven through the adapter protocol only.

A scenario states the house options it needs, the wagers, the cards the shoe deals and the
decisions; this object opens the table (or says why the scenario is not applicable), composes the
forced shoe for the hole-card procedure in use, plays the round and keeps its outcome for the
`Then` steps. Each `Then` that checks a ledger entry marks it, so "no other wager is settled" can
say which entries nobody expected.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from decimal import Decimal
from typing import NoReturn

import pytest

from reference_impl.errors import RulesError, WagerError
from reference_impl.money import round_up_to_unit
from reference_impl.rules import TableRules
from reference_impl.wager_model import declarations
from reference_impl.wagers import BoxWager
from suite.harness.checks import Breach, PropertyViolation, permitting_clause
from suite.harness.deal_order import DealOrder, as_dealt_by, first_deal
from suite.harness.example_tables import (
    ReferenceRound,
    missing_offers,
    offer_differences,
    play_on_reference,
    prefix_differences,
    procedure_differences,
    refusal_clause,
    restacked_for,
    table_procedure,
    why_not_movable,
    words,
)
from suite.harness.settlement_oracle import Decision
from suite.harness.shoe_composer import (
    ComposeError,
    DealPlan,
    compose_shoe,
    parse_cards,
    parse_deal,
    with_filler,
)
from suite.run.certification import Certification, effective_options
from suite.run.verdicts import not_applicable
from suite.wagers.multiple_action_oracle import spot_kinds
from vendor_adapters.capabilities import capabilities_for_decision, capabilities_for_options
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.prompt_following import UNCHANGED_ANSWERS
from vendor_adapters.protocol import (
    ErrorCode,
    Irregularity,
    LedgerEntry,
    Outcome,
    Prompt,
    Status,
    Wager,
)
from vendor_adapters.session import GameSession, is_not_offered

__all__ = [
    "AUTOMATIC_ANSWERS",
    "ROUND_UNDER_TEST",
    "RoundUnderTest",
    "automatic_answer",
    "ledger_key",
    "minimum_wager",
    "money",
    "open_table_or_skip",
    "require_placement",
    "require_wagers_within_limits",
    "show_entry",
    "show_options",
]

# What the kit answers for a prompt the scenario leaves to it: the answer that changes nothing.
AUTOMATIC_ANSWERS = UNCHANGED_ANSWERS
# (box, player, hand, kind, dealer's hand): the dealer's hand only at a multiple action table
# (2.18, protocol 1.4), where one hand's wager of a kind is settled once on each spot. A step
# that marks (box, player, hand, kind) checked marks the wager of every spot.
LedgerKey = tuple[int, str, int, str, int | None]


def ledger_key(entry: LedgerEntry) -> LedgerKey:
    """The key of a settled wager, which one ledger entry holds."""
    return (entry["box"], entry["player"], entry["hand"], entry["kind"], entry.get("dealer_hand"))


def automatic_answer(prompt: Prompt) -> str:
    """The answer that changes nothing (AUTOMATIC_ANSWERS), or the first legal one when the
    game does not offer it; for rounds the kit plays on after the scenario's own decisions."""
    answer = AUTOMATIC_ANSWERS.get(prompt["kind"], "stand")
    return answer if answer in prompt["legal"] else prompt["legal"][0]


def money(text: str) -> Decimal:
    """ "$7.50" or "7.50" as an exact amount."""
    return Decimal(text.strip().removeprefix("$").replace(",", ""))


def minimum_wager(rules: TableRules) -> Decimal:
    """The least wager the table takes: its minimum (2.3(i)2) in whole chips (2.3(d)); for a
    scenario whose point does not depend on the amount, so that it runs at any table."""
    return round_up_to_unit(rules.table_minimum, rules.chip_unit)


def require_wagers_within_limits(rules: TableRules, wagers: Iterable[Wager]) -> None:
    """A wager the run's table cannot take (limits, chip unit) makes the scenario not
    applicable at this table, as the game refuses it; it says nothing about the clause under
    test. The wagers on the second and third spots of multiple action blackjack are held to the
    table's limits like the first (2.18(b), I-2.18b-spot-limits)."""
    spots = spot_kinds()
    for wager in wagers:
        amounts = [wager["amount"]]
        amounts += [s["amount"] for s in wager.get("side_wagers", []) if s["kind"] in spots]
        for amount in map(Decimal, amounts):
            _require_within_limits(rules, amount)
        for side in wager.get("side_wagers", []):
            # Every wager is made in the table's chips (2.3(d)), an additional wager too.
            if Decimal(side["amount"]) % rules.chip_unit:
                not_applicable(
                    f"the scenario's ${Decimal(side['amount']):.2f} {side['kind']} wager is not a "
                    f"whole number of this table's ${rules.chip_unit:.2f} chips (2.3(d))"
                )
        require_placement(rules, wager)


def require_placement(rules: TableRules, wager: Wager) -> None:
    """A wager this table can take where the scenario places it: on one of the table's boxes,
    so that an example of several boxes is not applicable at a table of one (`boxes=1`), whose
    game refuses the wager on box 2 as the reference engine does; and the wagers a person must
    make at this table, by the declarations of the offerings it offers
    (`Offering.placement_check`): at a multiple action table two or three (2.18(b)), so an
    example of one wager is not applicable there. Neither says anything about the clause under
    test."""
    if not 1 <= wager["box"] <= rules.boxes:
        not_applicable(
            f"the scenario wagers on box {wager['box']}, and this run's table has "
            f"{_boxes(rules.boxes)} (boxes={rules.boxes}): the game refuses the wager, as the "
            "reference engine does"
        )
    offerings = declarations()[0]
    checks = [
        check
        for name in sorted(rules.side_wagers)
        if name in offerings and (check := offerings[name].placement_check) is not None
    ]
    if not checks:
        return
    side = {str(s["kind"]): s["amount"] for s in wager.get("side_wagers", [])}
    placed = BoxWager.of(wager["box"], wager["amount"], wager.get("player", ""), side=side)
    for check in checks:
        try:
            check(rules, placed, rules.profile.cite)
        except WagerError as error:
            not_applicable(f"the scenario's wagers are not the wagers this table takes: {error}")


def _boxes(count: int) -> str:
    return "one box" if count == 1 else f"{count} boxes"


def _require_within_limits(rules: TableRules, amount: Decimal) -> None:
    if not rules.table_minimum <= amount <= rules.table_maximum:
        not_applicable(
            f"the scenario's ${amount:.2f} wager is outside this table's limits "
            f"(${rules.table_minimum:.2f} to ${rules.table_maximum:.2f})"
        )
    if amount % rules.chip_unit:
        not_applicable(
            f"the scenario's ${amount:.2f} wager is not a whole number of this table's "
            f"${rules.chip_unit:.2f} chips"
        )


def open_table_or_skip(
    certification: Certification, options: dict[str, object]
) -> tuple[str, TableRules]:
    """A table of the game with these options, or end the scenario as not applicable when the
    game lacks a capability the table needs or does not offer an option; a game that refuses
    rules the edition allows fails."""
    edition = certification.edition
    try:
        rules = effective_options(edition, options)
    except RulesError as error:
        not_applicable(
            f"this run's house options with the scenario's ({show_options(options)}) are not "
            f"a table {edition} allows: {error}"
        )
    session = certification.game
    missing = capabilities_for_options(options) - session.capabilities
    if missing:
        not_applicable(
            f"the game does not declare {', '.join(sorted(missing))}, which this table "
            f"({show_options(options)}) needs"
        )
    try:
        return session.table(edition, options), rules
    except AdapterRefusal as refusal:
        if is_not_offered(refusal):
            not_applicable(f"the game does not offer {show_options(options)}: {refusal}")
        if refusal.code == ErrorCode.FORBIDDEN_RULES:
            raise AssertionError(
                f"the game refuses as forbidden a table that {edition} allows "
                f"({show_options(options)}): {refusal}"
            ) from None
        raise


def show_options(options: Mapping[str, object], *, none: str = "no options") -> str:
    """House options as a person writes them: `surrender=True, max_splits=3`."""
    return ", ".join(f"{name}={value}" for name, value in options.items()) or none


_NO_HOLE_CARD = "no-hole-card"
# The decisions that take an offer the rules require (2.9(a), 2.8(a)).
_OFFERED_BY_RULE = frozenset({"insure", "no-insurance", "surrender"})


@dataclass
class RoundUnderTest:
    certification: Certification
    options: dict[str, object] = field(default_factory=dict)
    wagers: list[Wager] = field(default_factory=list)
    deal: str | None = None
    shoe: tuple[str, ...] | None = None
    queued: list[str] = field(default_factory=list)
    irregularities: list[Irregularity] = field(default_factory=list)
    decisions: list[Decision] = field(default_factory=list)
    # A decision the scenario states that the game never took (the round was complete, another
    # box was asked, or the game refused it): the failure's case keeps it, so that its replay
    # plays the scenario's round and not the shorter one the game made of it.
    unreached: list[str] = field(default_factory=list)
    round_id: str | None = None
    status: Status | None = None
    result: Outcome | None = None
    last_refusal: AdapterRefusal | None = None
    checked: set[tuple[int | str | None, ...]] = field(default_factory=set)
    seen: list[Prompt] = field(default_factory=list)
    # How many of the scenario's decisions were answered when each prompt of `seen` was asked.
    seen_after: list[int] = field(default_factory=list)
    # The hole-card procedure the example is written for, and the clauses of its Rule: it runs
    # at the table's procedure where its cards mean the same thing (suite.harness.example_tables).
    written_for: str | None = None
    clauses: tuple[str, ...] = ()
    # The order the game deals the first cards in, where it is not 2.6(e)'s: the shoe is
    # stacked in it, and the reference engine given the same hands (suite.harness.deal_order).
    deal_order: DealOrder | None = None
    # The "stand" decisions the scenario gives for hands the game closed without asking (a
    # 21, a split ace): the protocol lets a game skip a prompt whose only answer is stand.
    skipped: list[str] = field(default_factory=list)
    _plan: DealPlan | None = None
    _reference_shoe: tuple[str, ...] | None = None
    # A held shoe restacked for the table's procedure (`_restacked`), and the scenario's
    # decisions read from its steps before the deal, which the restacking plays.
    _moved_shoe: tuple[str, ...] | None = None
    _written_irregularities: list[Irregularity] | None = None
    stated_ahead: tuple[str, ...] | None = None
    _tokens: list[str] = field(default_factory=list)
    _table: tuple[str, TableRules] | None = None

    # The table ------------------------------------------------------------------------------

    @property
    def session(self) -> GameSession:
        return self.certification.game

    def table_options(self) -> dict[str, object]:
        options = {**self.certification.house, **self.options}
        procedure = self.procedure()
        if procedure is not None:
            options["hole_card"] = procedure
        return options

    def set_option(self, name: str, value: object) -> None:
        if self._table is not None:
            raise ValueError("house options are given before the table is opened")
        self.options[name] = value

    def write_for(self, procedure: str) -> None:
        """The example is worked out for this hole-card procedure; it runs at the table's
        wherever its cards mean the same thing there (suite.harness.example_tables)."""
        if self._table is not None:
            raise ValueError("house options are given before the table is opened")
        self.options.pop("hole_card", None)
        self.written_for = procedure

    def procedure(self) -> str | None:
        """The hole-card procedure of the example's table, when the example names one."""
        if self.written_for is None:
            return None
        return table_procedure(
            self.written_for, self.certification.house.get("hole_card"), self.session.capabilities
        )

    @property
    def moved(self) -> bool:
        """Whether the example runs at another procedure than the one it is written for."""
        return self.written_for is not None and self.procedure() != self.written_for

    def table(self) -> tuple[str, TableRules]:
        if self._table is None:
            self._table = open_table_or_skip(self.certification, self.table_options())
        return self._table

    @property
    def rules(self) -> TableRules:
        return self.table()[1]

    # The round ------------------------------------------------------------------------------

    def forced_shoe(self) -> tuple[str, ...]:
        rules = self.rules
        self.certification.require("forced-shoe", "no stacked shoe can be dealt")
        try:
            if self.shoe is not None:
                self._require_movable(None)
                self._reference_shoe = with_filler(self.shoe, rules.decks)
                self._require_dealt_at_the_procedure()
                # The cards the scenario holds, then filler: a game drawing one card too many
                # shows the card it drew (2.15(b)) instead of running the shoe out.
                return self._in_the_games_order(self._restacked())
            if self.deal is None:
                raise ComposeError("the scenario says neither what the shoe deals nor holds")
            plan = parse_deal(self.deal, hole_card=rules.hole_card.value, decks=rules.decks)
            self._require_movable(plan)
            self._plan = plan
            self.deal_order = self._games_order(sorted(plan.boxes))
            return compose_shoe(plan, self.deal_order)
        except ComposeError as error:
            if "appears" in str(error):
                not_applicable(f"the stacked shoe needs more decks than this table has: {error}")
            raise

    def _require_movable(self, plan: DealPlan | None) -> None:
        if self.written_for is None or not self.moved:
            return
        procedure = self.procedure()
        assert procedure is not None
        why = why_not_movable(plan, self.written_for, procedure, self.clauses)
        if why is not None:
            not_applicable(why)

    def _restacked(self) -> tuple[str, ...]:
        """The held shoe for the table's procedure: as held, unless the example moves to or
        from no hole card, where the dealer's second card comes at another place (2.6(h)):
        then restacked on the reference engine with the decisions the scenario states
        (`restacked_for`), or not applicable when no restacking means the same round."""
        assert self._reference_shoe is not None
        if not self.moved or _NO_HOLE_CARD not in (self.written_for, self.procedure()):
            return self._reference_shoe
        written = {**self.table_options(), "hole_card": self.written_for}
        restacked = (
            None
            if self.stated_ahead is None
            else restacked_for(
                self.certification.reference,
                self.certification.edition,
                written=written,
                moved=self.table_options(),
                shoe=self._reference_shoe,
                wagers=self.wagers,
                decisions=self.stated_ahead,
                irregularities=self.irregularities,
            )
        )
        if restacked is None:
            not_applicable(
                f"the example is written for {words(str(self.written_for))}; this table deals "
                f"{words(str(self.procedure()))}, and its shoe, held card by card, cannot be "
                "restacked so that its cards mean the same round there (on the reference "
                "engine): a counterpart example is written for each"
            )
        # The game and the reference at the table's procedure deal the restacked round; the
        # round the example is written for keeps its own placing of the irregularities.
        self._moved_shoe, self._written_irregularities = restacked[0], list(self.irregularities)
        self.irregularities = restacked[1]
        return self._moved_shoe

    def _require_dealt_at_the_procedure(self) -> None:
        """A held shoe moved to the table's procedure must begin there: an irregularity placed
        at a card the procedure does not deal (the dealer's second card in the deal, without a
        hole card, 2.6(h)) makes the example not applicable, as the reference engine refuses
        it; the game is never asked to begin such a round."""
        if not self.moved or not self.irregularities:
            return
        reference = self.certification.reference
        table = reference.table(self.certification.edition, self.table_options())
        assert self._reference_shoe is not None
        try:
            reference.begin(table, self._reference_shoe, self.wagers, self.irregularities)
        except AdapterRefusal as refusal:
            not_applicable(
                f"the example is written for {words(str(self.written_for))}; this table deals "
                f"{words(str(self.procedure()))}, where its irregularity cannot happen (the "
                f"reference engine refuses it: {refusal}): a counterpart example is written "
                "for each"
            )

    def _games_order(self, boxes: list[int]) -> DealOrder | None:
        """The game's order of the first deal, when it is not 2.6(e)'s and the example is not
        one of 2.6(e)'s own, which check the order itself."""
        if any(clause.startswith("2.6(e)") for clause in self.clauses):
            return None
        order = self.certification.deal_order(self.table_options(), boxes)
        return None if order is None or order.follows_2_6e() else order

    def _in_the_games_order(self, shoe: tuple[str, ...]) -> tuple[str, ...]:
        """A shoe the example holds card by card in 2.6(e)'s order, restacked for a game that
        deals its first cards in another. An example that places an irregularity by a card's
        place in 2.6(e)'s deal (2.15) is not applicable at such a game: its deviation is one
        finding under 2.6(e), not one more under 2.15 for every such example."""
        boxes = sorted({int(w["box"]) for w in self.wagers} or {1})
        order = self._games_order(boxes)
        if order is None:
            return shoe
        if self.irregularities:
            not_applicable(
                "the example places its irregularity by a card's place in 2.6(e)'s order of "
                f"dealing, and this game deals {order.describe()} (see 2.6(e))"
            )
        orders = first_deal(order, no_hole_card=self.rules.hole_card.value == "no-hole-card")
        if orders is None:
            return shoe
        self.deal_order = order
        dealt, standard = orders
        return as_dealt_by(shoe, standard, dealt)

    def hold(self, cards: str) -> None:
        self.shoe = parse_cards(cards)

    def deal_cards(self) -> Status:
        if self.status is not None:
            return self.status
        table, _ = self.table()
        shoe = self.forced_shoe()
        wagers = self.wagers or [{"box": 1, "player": "box1", "amount": "10"}]
        self.wagers = list(wagers)
        require_wagers_within_limits(self.rules, self.wagers)
        self.shoe = shoe
        self.round_id, self.status = self._begin(table, shoe)
        self._saw(self.status)
        return self.status

    def begin_unchecked(self) -> Status:
        """Begin the round without `require_wagers_within_limits`: for a scenario whose wager
        is deliberately one the table must refuse (a side wager without the wager it needs). The
        game's refusal is raised; the shoe is kept first, so that a game that takes the wagers
        leaves a case whose replay shows the reference engine refusing them."""
        table, _ = self.table()
        shoe = self.forced_shoe()
        self.shoe = shoe
        self.round_id, self.status = self.session.begin(
            table, shoe, self.wagers, self.irregularities
        )
        self._saw(self.status)
        return self.status

    def _begin(self, table: str, shoe: tuple[str, ...]) -> tuple[str, Status]:
        """Start the round with the scenario's irregularities of 2.15 (protocol 1.1). A game
        without the `irregularity:<kind>` capability makes the scenario not applicable; a game
        that refuses an irregularity the scenario places where it can happen fails."""
        try:
            return self.session.begin(table, shoe, self.wagers, self.irregularities)
        except AdapterRefusal as refusal:
            if not self.irregularities:
                raise
            if is_not_offered(refusal):
                not_applicable(f"the game cannot inject this round's irregularities: {refusal}")
            if refusal.code == ErrorCode.IMPOSSIBLE_IRREGULARITY:
                placed = ", ".join(str(dict(i)) for i in self.irregularities)
                raise AssertionError(
                    f"the game refuses as impossible an irregularity that can happen at this "
                    f"table ({placed}): {refusal}"
                ) from None
            raise

    def _saw(self, status: Status) -> None:
        if status["prompt"] is not None:
            self.seen.append(status["prompt"])
            self.seen_after.append(len(self._tokens))

    @property
    def prompt(self) -> Prompt | None:
        return self.deal_cards()["prompt"]

    def _require_capability(self, token: str) -> None:
        missing = capabilities_for_decision(token) - self.session.capabilities
        if missing:
            not_applicable(f"the decision {token!r} needs {', '.join(sorted(missing))}")

    def decide(self, token: str, *, box: int | None = None, player: str | None = None) -> None:
        """Apply a decision the scenario states; the prompt must be the one it names. A decision
        the game does not take fails the scenario and is kept in `unreached`."""
        prompt = self.prompt
        if self._skips(token, prompt, box):
            return
        self._require_same_round_at_the_procedure([*self.answered_tokens(), token], complete=False)
        if prompt is None:
            self.unreached.append(token)
            self.require_split_hand_asked(prompt, token)
            raise AssertionError(f"the round is complete; it asks for no decision ({token})")
        if box is not None and prompt["box"] != box:
            self.unreached.append(token)
            self.require_split_hand_asked(prompt, token, box)
            raise AssertionError(
                f"the game asks box {prompt['box']} hand {prompt['hand']} ({prompt['kind']}), "
                f"not box {box}, for a decision (2.6(f): from the dealer's left)"
            )
        if player is not None and prompt["player"] != player:
            self.unreached.append(token)
            raise AssertionError(f"the game asks {prompt['player']}, not {player}")
        self._require_capability(token)
        try:
            self._apply(prompt, token)
        except AdapterRefusal as refusal:
            self.unreached.append(token)
            problem = (
                f"the game refuses box {prompt['box']} hand {prompt['hand']}'s {token!r} "
                f"(legal: {', '.join(prompt['legal'])}): {refusal}"
            )
            clause = permitting_clause(prompt, token)
            if refusal.code != ErrorCode.ILLEGAL_DECISION or not clause:
                raise AssertionError(problem) from None
            # The reference plays the scenario's decision (checked above): the rules allow it,
            # and the game that refuses it breaks the clause that allows it, whatever Rule the
            # example checks (a $2 insurance refused in a 2.9(c) payout example is 2.9(b)'s).
            raise PropertyViolation(
                f"{clause}: {problem}", breaches=[Breach(clause, problem)], label=clause
            ) from None

    def require_split_hand_asked(
        self, prompt: Prompt | None, token: str = "stand", box: int | None = None
    ) -> None:
        """2.11(c): after the second card of a split pair, "the player shall indicate his
        decision to stand, draw or double down". Where the reference engine, on the scenario's
        cards and decisions so far, asks a hand of a split pair (of `box`, when given) for its
        next decision (`token`, or any) and the game asks nothing or another hand, the game
        played that hand without the player: one defect under 2.11(c), raised here, whichever
        Rule's example reached it."""
        tokens = [*self.answered_tokens(), token]
        asked = self._reference_round(tokens).asked
        if len(asked) < len(tokens):
            return
        meant, _ = asked[len(tokens) - 1]
        earlier = asked[: len(tokens) - 1]
        if meant["kind"] != "play" or not any(
            p["box"] == meant["box"] and t.startswith("split") for p, t in earlier
        ):
            return
        if box is not None and meant["box"] != box:
            return
        if prompt is not None and (prompt["box"], prompt["hand"]) == (meant["box"], meant["hand"]):
            return
        problem = (
            f"the game went on without asking box {meant['box']} hand {meant['hand']} of a "
            "split pair for its decision: the player indicates it (2.11(c))"
        )
        raise PropertyViolation(f"2.11(c): {problem}", breaches=[Breach("2.11(c)", problem)])

    def _skips(self, token: str, prompt: Prompt | None, box: int | None) -> bool:
        """Whether `token` is a "stand" for a hand the game closed without asking: the
        reference engine, playing the scenario's cards and decisions so far, asks that hand
        with stand as its only legal decision, and the game asks another hand or nothing. The
        protocol lets a game skip such a prompt (2.6(f), I-2.6f-asked-on-21): it is no failure,
        and the scenario's next decision is kept for the hand it is meant for."""
        if token != "stand":
            return False
        tokens = [*self.answered_tokens(), token]
        asked = self._reference_round(tokens).asked
        if len(asked) < len(tokens):
            return False
        meant, _ = asked[len(tokens) - 1]
        if meant["legal"] != ["stand"] or (box is not None and meant["box"] != box):
            return False
        if prompt is not None and (prompt["box"], prompt["hand"]) == (meant["box"], meant["hand"]):
            return False
        self.skipped.append(f"box {meant['box']} hand {meant['hand']}: stand")
        self._tokens.append(token)
        return True

    def closed_without_asking(self, box: int) -> bool:
        """Whether the game has closed `box`'s hand without the prompt the reference engine
        asks there with stand as its only legal decision (a 21, a split ace), which the
        protocol lets it skip: the hand is then offered nothing more."""
        tokens = self.answered_tokens()
        asked = self._reference_round([*tokens, "stand"]).asked
        if len(asked) <= len(tokens):
            return False
        meant, _ = asked[len(tokens)]
        prompt = self.prompt
        here = prompt is not None and (prompt["box"], prompt["hand"]) == (
            meant["box"],
            meant["hand"],
        )
        return meant["box"] == box and meant["legal"] == ["stand"] and not here

    def forbid_offered(
        self, box: int, offered: Iterable[str], problem: str, answered: int | None = None
    ) -> NoReturn:
        """Fail a step that saw `box` offered decisions the rules do not allow here (after the
        first `answered` of the scenario's decisions; all so far by default): under the clause
        by which the reference engine refuses each on the same cards (a hit on 21 is
        2.12(a)1's, a double on it 2.10(a)'s, whatever Rule's example saw it), else as an
        assertion of the step's own Rule."""
        tokens = self.answered_tokens()[:answered]
        options, shoe, irregularities = self._reference_table()
        clauses = {
            decision: refusal_clause(
                self.certification.reference,
                self.certification.edition,
                options=options,
                shoe=shoe,
                wagers=self.wagers,
                decisions=tokens,
                token=decision,
                irregularities=irregularities,
            )
            for decision in sorted(offered)
        }
        breaches = [
            Breach(clause, f"{problem}: the rules do not allow {decision!r} here")
            for decision, clause in clauses.items()
            if clause
        ]
        if not breaches or len(breaches) < len(clauses):
            raise AssertionError(problem)
        raise PropertyViolation(
            "; ".join(f"{b.clause}: {b.problem}" for b in breaches),
            breaches=breaches,
            label=breaches[0].clause,
        )

    def answered_tokens(self) -> list[str]:
        """The scenario's decisions so far, in the order the reference engine asks them: those
        the game took and the stands for hands the game closed without asking."""
        return [*self._tokens]

    def attempt(self, token: str) -> None:
        """Try a decision the scenario expects the game may refuse; keep the refusal."""
        prompt = self.prompt
        if prompt is None:
            raise AssertionError(f"the round is complete; {token!r} cannot even be tried")
        self._require_capability(token)
        try:
            self._apply(prompt, token)
            self.last_refusal = None
        except AdapterRefusal as refusal:
            self.last_refusal = refusal

    def _apply(self, prompt: Prompt, token: str) -> None:
        assert self.round_id is not None
        self.status = self.session.decide(self.round_id, token)
        self.decisions.append(Decision(prompt, token))
        self._tokens.append(token)
        self._saw(self.status)

    def play_out(self) -> Outcome:
        """Apply the queued decisions, answer what is left with the answer that changes
        nothing (stand, no insurance), and settle."""
        if self.result is not None:
            return self.result
        self.deal_cards()
        self._require_same_round_at_the_procedure([*self.answered_tokens(), *self.queued])
        # Each queued decision leaves the queue as it is given, so that a round the game breaks
        # off keeps the decisions it never reached (`stated_decisions`).
        never_offered: list[str] = []
        # The decisions the reference engine is given to find the offers the rules require:
        # the scenario's, where the game never offered one of them.
        stated: list[str] | None = None
        while self.queued:
            if self._offer_not_made(self.queued[0], None):
                # The rest of the decisions stay in the failure's case, as never reached.
                never_offered, self.queued = list(self.queued), []
                self.unreached.extend(never_offered)
                stated = [*self.answered_tokens(), *never_offered]
                break
            self.decide(self.queued.pop(0))
        guard = 0
        while (prompt := self.prompt) is not None:
            guard += 1
            if guard > 60:
                raise AssertionError("the game still asks for decisions after 60 answers")
            answer = AUTOMATIC_ANSWERS.get(prompt["kind"], "stand")
            if answer not in prompt["legal"]:
                raise AssertionError(
                    f"the game asks box {prompt['box']} hand {prompt['hand']} for "
                    f"{', '.join(prompt['legal'])}; the scenario gives no decision and "
                    f"{answer!r} is not among them"
                )
            self._apply(prompt, answer)
        assert self.round_id is not None and self.shoe is not None
        self.result = self.session.finish(self.round_id, self.shoe, self.wagers)
        self._require_offers(self.answered_tokens() if stated is None else stated)
        if never_offered:
            raise AssertionError(
                f"the game never offers {never_offered[0]!r}, the scenario's decision; the "
                "reference engine, given the scenario's decisions, finds no offer the rules "
                "require missing"
            )
        return self.result

    def require_offer(self, token: str, box: int) -> None:
        """Before a decision on insurance (2.9(a)) or surrender (2.8(a)) the game does not
        offer the box (it ended the round, or asks for other decisions): the round is played
        out, and where the reference engine offers it on these cards that is the finding, under
        its clause, not a failure of the Rule that hosts the example. The decision stays in
        the failure's case."""
        if self._offer_not_made(token, box):
            self.queued.insert(0, token)
            self.play_out()

    def _offer_not_made(self, token: str, box: int | None) -> bool:
        """Whether `token` decides on an offer the rules require that the game's prompt does
        not make: insurance, offered to every box before any of them plays (2.9(b)), or
        surrender, on the box's own first decision (2.8(a))."""
        name = token.partition(":")[0]
        if name not in _OFFERED_BY_RULE:
            return False
        prompt = self.prompt
        if prompt is None:
            return True
        legal = {offered.partition(":")[0] for offered in prompt["legal"]}
        if name != "surrender":
            return not legal & {"insure", "no-insurance"}
        return name not in legal and (box is None or prompt["box"] == box)

    # The reference engine's view of the example ----------------------------------------------

    def _shoe_for(self, procedure: str) -> tuple[str, ...]:
        """The example's shoe in 2.6(e)'s order at `procedure`, as the reference deals it."""
        if self._plan is not None:
            return compose_shoe(replace(self._plan, hole_card=procedure))
        if self._moved_shoe is not None and procedure != self.written_for:
            return self._moved_shoe
        assert self._reference_shoe is not None
        return self._reference_shoe

    def _reference_round(self, tokens: list[str], procedure: str | None = None) -> ReferenceRound:
        """The example's cards and `tokens` played on the reference engine at `procedure`
        (the table's by default)."""
        options, shoe, irregularities = self._reference_table(procedure)
        return play_on_reference(
            self.certification.reference,
            self.certification.edition,
            options=options,
            shoe=shoe,
            wagers=self.wagers,
            decisions=tokens,
            irregularities=irregularities,
        )

    def _reference_table(
        self, procedure: str | None = None
    ) -> tuple[dict[str, object], tuple[str, ...], list[Irregularity]]:
        """The table's options at `procedure` (the table's by default), and the example's shoe
        and irregularities as the reference deals them there."""
        options = self.table_options()
        if procedure is not None:
            options["hole_card"] = procedure
        at = str(options.get("hole_card", self.rules.hole_card.value))
        return options, self._shoe_for(at), self._irregularities_for(at)

    def _irregularities_for(self, procedure: str) -> list[Irregularity]:
        """The irregularities as placed in the round at `procedure`: a held shoe restacked for
        the table's procedure moves them with their cards (`_restacked`)."""
        if self._written_irregularities is not None and procedure == self.written_for:
            return self._written_irregularities
        return self.irregularities

    def _require_same_round_at_the_procedure(
        self, tokens: list[str], *, complete: bool = True
    ) -> None:
        """An example moved to the table's procedure must mean the same round there: on the
        reference engine, its cards and `tokens` (its decisions) settle the same wagers, at the
        same moments, with the same hands and prompts, under both procedures; else it is not
        applicable. Before each decision (`complete` false: the scenario has not stated the
        rest yet) only the prompts up to it are compared, so that the game is never given a
        decision the other procedure does not allow (the face-up hole card, 2.6(k)3, 4); the
        whole round is compared once every decision is known."""
        if not self.moved:
            return
        assert self.written_for is not None
        written = self._reference_round(tokens, self.written_for)
        moved = self._reference_round(tokens)
        if complete:
            found = procedure_differences(written, moved)
        else:
            found = prefix_differences(written, moved, len(tokens))
        if found:
            not_applicable(
                f"the example is written for {words(self.written_for)}; this table deals "
                f"{words(str(self.procedure()))}, where its cards mean another round: "
                f"{'; '.join(found)} (on the reference engine): a counterpart example is "
                "written for each"
            )

    def require_same_offers(self) -> None:
        """For a step that reads what a box may decide: an example moved to the table's
        procedure must be offered the same decisions there (the face-up hole card offers no
        surrender or insurance, 2.6(k)3), else it is not applicable."""
        if not self.moved:
            return
        assert self.written_for is not None
        tokens = self.answered_tokens()
        found = offer_differences(
            self._reference_round(tokens, self.written_for), self._reference_round(tokens)
        )
        if found:
            not_applicable(
                f"the example is written for {words(self.written_for)}; this table deals "
                f"{words(str(self.procedure()))}, where {'; '.join(found)} (on the reference "
                "engine): a counterpart example is written for each"
            )

    def _require_offers(self, tokens: list[str]) -> None:
        """A decision the rules require the game to offer (insurance, 2.9(a); surrender where
        the house offers it, 2.8(a)) that the game never asks is a failure under that clause,
        never answered silently."""
        reference = self._reference_round(tokens)
        if reference.outcome is None:
            return
        missing = missing_offers(self.seen, reference)
        if missing:
            breaches = [Breach(clause, problem) for clause, problem in missing]
            raise PropertyViolation(
                "; ".join(f"{clause}: {problem}" for clause, problem in missing),
                breaches=breaches,
                label=missing[0][0],
            )

    def stated_decisions(self) -> tuple[str, ...]:
        """Every decision of the scenario in the order it states them: those the game took,
        the one it did not take (the round was complete, another box was asked, the game
        refused it) and those queued after it, so that a failure's case replays the scenario's
        whole round on the reference engine."""
        applied = [d.token for d in self.decisions]
        return (*applied, *self.unreached, *self.queued)

    # Reading the outcome --------------------------------------------------------------------

    def entry(self, box: int, hand: int, kind: str, player: str | None = None) -> LedgerEntry:
        outcome = self.play_out()
        found = [
            e
            for e in outcome["ledger"]
            if e["box"] == box
            and e["hand"] == hand
            and e["kind"] == kind
            and (player is None or e["player"] == player)
        ]
        who = f"box {box} hand {hand}" + (f" ({player})" if player else "")
        if not found:
            settled = "; ".join(show_entry(e) for e in outcome["ledger"]) or "nothing"
            raise AssertionError(f"no {kind} wager of {who} is settled; the game settled {settled}")
        if len(found) > 1:
            raise AssertionError(f"the {kind} wager of {who} is settled {len(found)} times")
        entry = found[0]
        self.checked.add(ledger_key(entry))
        return entry

    def unchecked_entries(self) -> list[LedgerEntry]:
        return [
            e
            for e in self.play_out()["ledger"]
            if ledger_key(e) not in self.checked and ledger_key(e)[:4] not in self.checked
        ]


def show_entry(entry: LedgerEntry) -> str:
    odds = f" at {entry['odds']}" if entry["odds"] else ""
    return (
        f"box {entry['box']} hand {entry['hand']} {entry['kind']} {entry['result']}{odds} "
        f"net {entry['net']}"
    )


# Where a scenario's round is kept on its test item, for the plugin to save a failure's case.
ROUND_UNDER_TEST = pytest.StashKey[RoundUnderTest]()
