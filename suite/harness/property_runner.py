# Over 500 lines: one run of a property: drawing, playing, shrinking, searching again.
"""Runs a property over generated rounds through the adapter, and shows a failure readably.

Each example draws house options (when the scenario asks), the wagers, a shoe (a full shuffled
shoe, or one stacked to reach a rare situation), and decision indices; the round is played on the
game under test with the decisions chosen from its legal actions, and the check judges it. A
failing round is shrunk by hypothesis and reported as a person reads a round: the cards dealt, the
decisions, the game's and the reference engine's ledgers, the command that replays it, and its
record in `out/failures/`, written in the format `bjkit round --replay` reads.

One bug must not hide the rest: a failure is classified by the clauses it breaks
(`suite.harness.checks.Breach`), and once a clause is shown failing by a minimal round the property
runs again, within the profile's example budget, with the failures of that clause set aside, until
no new clause fails. The scenario's failure lists every distinct defect, each with its own minimal
round and replay case.
"""

from __future__ import annotations

import copy
import re
import shlex
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from hypothesis import assume, given, reject
from hypothesis import strategies as st
from hypothesis.errors import FailedHealthCheck, Unsatisfiable

from reference_impl.errors import RulesError
from reference_impl.rules import TableRules
from regulations.errors import KitError
from suite.harness.checks import (
    MOST_DEFECTS,
    Breach,
    Defect,
    PlayedRound,
    PropertyViolation,
    cite_paths,
)
from suite.harness.example_tables import ReferenceRound, missing_offers
from suite.harness.irregularity_strategies import forced_hits, irregularity_placements
from suite.harness.round_under_test import (
    RoundUnderTest,
    automatic_answer,
    require_placement,
    show_entry,
    show_options,
)
from suite.harness.settlement_oracle import Decision
from suite.harness.shoe_composer import ComposeError
from suite.harness.strategies import (
    HOLE_CARD_PROCEDURES,
    OPTION_CHOICES,
    choose_by_indices,
    decision_indices,
    shuffled_shoes,
    targeted_rounds,
)
from suite.run.certification import Certification, effective_options
from suite.run.failure_cases import RoundCase, prepare_case
from suite.run.verdicts import not_applicable
from vendor_adapters.capabilities import (
    SWITCHED_ON_BY,
    capabilities_for_irregularities,
    capabilities_for_options,
)
from vendor_adapters.errors import AdapterError, AdapterRefusal
from vendor_adapters.prompt_following import Followed, follow_prompts
from vendor_adapters.protocol import Irregularity, Outcome, Prompt, Wager
from vendor_adapters.session import GameSession, RoundScript, is_not_offered

__all__ = [
    "MOST_DEFECTS",
    "GeneratedRound",
    "PropertySetup",
    "check_every_round",
    "defects_of",
    "one_of",
    "require_generated_table",
    "run_generated",
    "run_property",
]

_STAKE_MULTIPLES = (1, 2, 3, 5)


@dataclass
class PropertySetup:
    """What a property scenario's `Given` steps chose."""

    situation: str | None = None
    generate_options: bool = False
    always_stand: bool = False
    options: dict[str, object] = field(default_factory=dict)
    # The kind of irregularity of 2.15 each round has, placed by the strategy (protocol 1.1).
    irregularity: str | None = None

    def take_table_of(self, scenario: RoundUnderTest) -> None:
        """The house options the scenario stated with the table steps, for every generated
        round, with the hole-card procedure it names: an example is written for its procedure
        and may run at the table's (suite.harness.example_tables), but a property's rounds are
        generated at its own (2.6(h), (j), (k)); a card reader's irregularity (2.15(j), (k))
        needs a reader."""
        self.options.update(scenario.options)
        if scenario.written_for is not None:
            self.options["hole_card"] = scenario.written_for


@dataclass(frozen=True)
class GeneratedRound:
    options: dict[str, object]
    wagers: tuple[Wager, ...]
    shoe: tuple[str, ...]
    opening: tuple[str, ...]
    indices: tuple[int, ...]
    irregularities: tuple[Irregularity, ...] = ()

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        # Hypothesis prints a falsifying example with this hook: the start of the shoe, not all.
        printer.text(repr(self))

    def __repr__(self) -> str:
        stakes = ", ".join(f"box {w['box']} ${w['amount']}" for w in self.wagers)
        return (
            f"GeneratedRound(options={self.options}, wagers=[{stakes}], "
            f"shoe starts {' '.join(self.shoe[:16])} ..., decision indices={list(self.indices)}"
            + (f", irregularities={list(self.irregularities)}" if self.irregularities else "")
            + ")"
        )


def _drawn_options(
    draw: st.DrawFn, edition: str, fixed: dict[str, object], capabilities: frozenset[str]
) -> dict[str, object]:
    """House options the edition allows and the game declares, around the fixed ones."""
    options = dict(fixed)
    procedures = [p for p in HOLE_CARD_PROCEDURES if f"hole-card:{p}" in capabilities]
    if "hole_card" not in fixed and procedures:
        options["hole_card"] = draw(st.sampled_from(procedures))
    blocked = {
        option
        for capability, (option, _) in SWITCHED_ON_BY.items()
        if capability not in capabilities
    }
    for name, choice in OPTION_CHOICES.items():
        if name in fixed or name in blocked or name == "hole_card":
            continue
        options[name] = draw(choice)
    return options


def _allowed_rules(
    edition: str, options: dict[str, object], fixed: dict[str, object]
) -> TableRules:
    """The rules of `options`; a drawn option the edition forbids with the others goes back to
    its default (the refusal names it), so that rare tables such as the face-up hole card are
    drawn as often as the others instead of being filtered out. Updates `options`."""
    for _ in range(len(options) + 1):
        try:
            return effective_options(edition, options)
        except RulesError as error:
            named = str(error).split("=", 1)[0].split(":", 1)[0].strip()
            if named not in options or named in fixed:
                reject()
            del options[named]
    reject()


@st.composite
def generated_rounds(
    draw: st.DrawFn,
    setup: PropertySetup,
    edition: str,
    house: dict[str, object],
    capabilities: frozenset[str],
) -> GeneratedRound:
    fixed = {**house, **setup.options}
    options = (
        _drawn_options(draw, edition, fixed, capabilities) if setup.generate_options else fixed
    )
    rules = _allowed_rules(edition, options, fixed)
    assume(not capabilities_for_options(options) - capabilities)
    minimum = rules.table_minimum
    stakes = [minimum * k for k in _STAKE_MULTIPLES if minimum * k <= rules.table_maximum]
    if setup.situation is not None:
        try:
            targeted = draw(
                targeted_rounds(setup.situation, hole_card=rules.hole_card.value, decks=rules.decks)
            )
        except ComposeError:
            reject()  # the situation needs more copies of a card than these decks hold
        boxes, shoe, opening = [1], targeted.shoe, targeted.opening
    else:
        count = draw(st.integers(1, min(3, rules.boxes)))
        boxes = sorted(
            draw(st.lists(st.integers(1, rules.boxes), min_size=count, max_size=count, unique=True))
        )
        shoe, opening = tuple(draw(shuffled_shoes(rules.decks))), ()
    wagers = tuple(
        Wager(box=box, player=f"box{box}", amount=f"{draw(st.sampled_from(stakes)):.2f}")
        for box in boxes
    )
    indices = () if setup.always_stand else tuple(draw(decision_indices()))
    irregularities = (
        draw(irregularity_placements(setup.irregularity, boxes, rules.hole_card.value))
        if setup.irregularity is not None
        else ()
    )
    return GeneratedRound(options, wagers, shoe, opening, indices, irregularities)


def _play(
    session: GameSession, table: str, generated: GeneratedRound, always_stand: bool
) -> tuple[Outcome, list[Decision], RoundScript]:
    """Play the round choosing each decision, and keep every decision with its prompt."""
    opening = list(generated.opening)
    choose = choose_by_indices(generated.indices)
    decisions: list[Decision] = []
    hits = forced_hits(generated.irregularities)

    def recorded(prompt: Prompt) -> str:
        if len(decisions) + 1 in hits and "hit" in prompt["legal"]:
            token = "hit"  # the decision an irregularity of 2.15(i) needs to be a hit
        else:
            token = _next_decision(prompt, opening, choose, always_stand)
        decisions.append(Decision(prompt, token))
        return token

    outcome, script = session.play_choosing(
        table,
        generated.shoe,
        generated.wagers,
        recorded,
        limit=80,
        irregularities=generated.irregularities,
    )
    return outcome, decisions, script


def _next_decision(
    prompt: Prompt, opening: list[str], choose: Callable[[dict[str, Any]], str], stand: bool
) -> str:
    if (
        opening
        and prompt["box"] == 1
        and prompt["kind"] == "play"
        and opening[0] in prompt["legal"]
    ):
        return opening.pop(0)
    if stand:
        return automatic_answer(prompt)
    return choose(dict(prompt))


def run_property(
    certification: Certification,
    setup: PropertySetup,
    check: Callable[[PlayedRound], None],
    *,
    scenario: str,
    nodeid: str,
) -> None:
    """Check `check` on every generated round; a counterexample fails the scenario."""
    require_generated_table(
        certification, {**certification.house, **setup.options}, setup.irregularity
    )
    rounds = generated_rounds(
        setup, certification.edition, dict(certification.house), certification.game.capabilities
    )
    check_every_round(
        certification,
        rounds,
        check,
        always_stand=setup.always_stand,
        scenario=scenario,
        nodeid=nodeid,
    )


def one_of(words: Iterable[str]) -> str:
    """A regex alternative of these phrases, as written, the longest first so that a phrase is
    never matched by a shorter one it begins with (for the steps' `parsers.re`)."""
    return "|".join(map(re.escape, sorted(words, key=len, reverse=True)))


def require_generated_table(
    certification: Certification,
    fixed: dict[str, object],
    irregularity: str | None = None,
    *,
    not_a_table: str = "this run's house options with the scenario's are not a table",
    spot_wagers: bool = False,
) -> None:
    """Not applicable unless the game is dealt generated shoes, `fixed` (the run's house options
    with the scenario's) is a table of the edition, and the game declares what that table and an
    `irregularity` of its kind need. Rounds that place one wager on a box (not `spot_wagers`) are
    not applicable at a table where a person makes two or three (multiple action, 2.18(b))."""
    capabilities = certification.game.capabilities
    certification.require("forced-shoe", "generated shoes cannot be dealt")
    try:
        rules = effective_options(certification.edition, fixed)
    except RulesError as error:
        not_applicable(f"{not_a_table}: {error}")
    if not spot_wagers:
        one_wager: Wager = {"box": 1, "player": "box1", "amount": str(rules.table_minimum)}
        require_placement(rules, one_wager)
    missing = capabilities_for_options(fixed) - capabilities
    if irregularity is not None:
        missing |= capabilities_for_irregularities([{"kind": irregularity}]) - capabilities
    if missing:
        not_applicable(f"the game does not declare {', '.join(sorted(missing))}")


def check_every_round(
    certification: Certification,
    rounds: st.SearchStrategy[GeneratedRound],
    check: Callable[[PlayedRound], None],
    *,
    always_stand: bool = False,
    scenario: str,
    nodeid: str,
    none_played: str = "no generated table is one the game offers with its declared capabilities",
) -> None:
    """`check` on every round `rounds` draws, played on the game under test (box 1's opening
    decisions where legal, then the drawn policy, or standing when `always_stand`) with its
    irregularities. A table the game does not offer, or an irregularity it does not play, is not
    drawn; `none_played` is why the scenario is not applicable when no round can be played.

    A counterexample fails the scenario, but does not end the search: the minimal round of the
    first clause it breaks is kept, and the rounds are drawn again (the same rounds, under a
    derandomized profile) with that clause's failures set aside, until a pass finds no clause
    not already shown failing, or MOST_DEFECTS are found. Every defect is then reported, each
    under the clauses it breaks with its own minimal round."""
    found: list[PropertyViolation] = []
    known: set[str] = set()
    while len(found) < MOST_DEFECTS:
        try:
            _search(
                certification,
                rounds,
                check,
                known=frozenset(known),
                always_stand=always_stand,
                scenario=scenario,
                nodeid=nodeid,
            )
        except PropertyViolation as violation:
            # The first clause not yet shown failing is this round's defect; a round that
            # breaks two keeps the second for a later pass, which finds its own minimal round.
            fresh = [clause for clause in violation.clauses if clause not in known]
            found.append(violation)
            if fresh:  # always, as the search sets the known clauses aside
                known.add(fresh[0])
                continue
        except (Unsatisfiable, FailedHealthCheck):
            if not found:
                not_applicable(none_played)
        except Exception as error:
            # The game broke (an adapter error): that is the verdict; say what was found first.
            if found:
                error.add_note(
                    "before it broke, the property had found: "
                    + "; ".join(str(v).splitlines()[0] for v in found)
                )
            raise
        break
    if found:
        raise every_defect(found, certification.edition)


def _search(
    certification: Certification,
    rounds: st.SearchStrategy[GeneratedRound],
    check: Callable[[PlayedRound], None],
    *,
    known: frozenset[str],
    always_stand: bool,
    scenario: str,
    nodeid: str,
) -> None:
    """One hypothesis search under the profile's settings: the first round that breaks a
    clause not in `known` is shrunk and raised, described (`describe_failure`)."""
    session = certification.game
    edition = certification.edition

    @given(rounds)
    def every_round(generated: GeneratedRound) -> None:
        rules = effective_options(edition, generated.options)
        try:
            table = session.table(edition, generated.options)
        except AdapterRefusal as refusal:
            if is_not_offered(refusal):
                reject()
            raise
        if not generated.irregularities:
            # Stacked for 2.6(e); restacked for a game seen to deal in another order, so that
            # its hands hold the situation drawn (suite.harness.deal_order).
            shoe = certification.shoe_for_game(generated.options, generated.wagers, generated.shoe)
            generated = replace(generated, shoe=shoe)
        try:
            outcome, decisions, script = _play(session, table, generated, always_stand)
        except AdapterRefusal as refusal:
            if generated.irregularities and is_not_offered(refusal):
                reject()
            raise
        oracle = _Oracle(certification, generated.options, script)
        played = PlayedRound(
            edition=edition,
            options=generated.options,
            rules=rules,
            script=script,
            decisions=decisions,
            outcome=outcome,
            replay=lambda s: session.play(table, s),
            oracle=oracle.play,
        )
        violation: PropertyViolation | None = None
        try:
            check(played)
        except PropertyViolation as raised:
            violation = raised.without(known)
        missing = [b for b in oracle.offers_never_made(played) if b.clause not in known]
        violation = _with_offers_never_made(violation, missing)
        if violation is not None:
            # Raised here, outside the handler, so that every failure of the property has one
            # origin and hypothesis shrinks towards whichever new defect reads shortest.
            raise describe_failure(violation, played, certification, scenario, nodeid)

    every_round()


class _Oracle:
    """The reference engine's round of one generated round (`PlayedRound.oracle`), played on
    the prompts the game asked (vendor_adapters.prompt_following) and kept, so that the checks
    and the offers the rules require (`offers_never_made`) read one play of it."""

    def __init__(
        self, certification: Certification, options: dict[str, object], script: RoundScript
    ) -> None:
        self._certification = certification
        self._options = options
        self._script = script
        self._kept: Followed | AdapterRefusal | None = None

    def _table(self) -> str:
        oracle = self._certification.oracle
        return oracle.table(self._certification.edition, self._options)

    def _followed(self) -> Followed:
        if self._kept is None:
            try:
                self._kept = follow_prompts(self._certification.oracle, self._table(), self._script)
            except AdapterRefusal as refusal:
                self._kept = refusal
        if isinstance(self._kept, AdapterRefusal):
            raise self._kept
        return self._kept

    def play(self, script: RoundScript) -> Outcome:
        """The reference's outcome of `script`: the kept one for the round's own script."""
        if script is not self._script or len(script.prompts) != len(script.decisions):
            return self._certification.oracle.play(self._table(), script)
        return copy.deepcopy(self._followed().outcome)

    def offers_never_made(self, played: PlayedRound) -> list[Breach]:
        """2.9(a), 2.8(a): each box the reference engine offers insurance or surrender, dealt
        the same first cards, that the game never asked about (suite.harness.example_tables.
        missing_offers, the examples' reading): such a prompt, never raised, is a finding
        under its clause, not answered silently. Only where an offer can be required: the
        dealer's first card an ace (2.9(a)), or a table offering surrender (2.8(c)); not in a
        round with an irregularity of 2.15, whose remedies its own checks judge, nor where the
        reference refuses the round or deals other first cards (a defect of its own clause)."""
        outcome = played.outcome
        dealer = next((h["cards"] for h in outcome["final_hands"] if h["box"] == 0), [])
        ace_up = bool(dealer) and dealer[0][0] == "A"
        script = played.script
        if script.irregularities or not (ace_up or played.rules.surrender):
            return []
        if len(script.prompts) != len(script.decisions):
            return []
        try:
            followed = self._followed()
        except (AdapterRefusal, AdapterError, KitError):
            return []
        first = 2 * len({int(str(w["box"])) for w in script.wagers}) + 1
        reference = followed.outcome
        if reference["cards_dealt"][:first] != outcome["cards_dealt"][:first]:
            return []
        asked = tuple((step.prompt, step.token) for step in followed.supplied)
        found = missing_offers(script.prompts, ReferenceRound(reference, asked))
        return [Breach(clause, problem) for clause, problem in found]


def _with_offers_never_made(
    violation: PropertyViolation | None, missing: list[Breach]
) -> PropertyViolation | None:
    """The check's violation with the offers the game never made, or those alone."""
    if not missing:
        return violation
    if violation is None:
        return PropertyViolation.of(missing[0].clause, missing)
    text = "; ".join(f"{b.clause}: {b.problem}" for b in missing)
    return PropertyViolation(
        f"{violation}; {text}",
        breaches=[*violation.breaches, *missing],
        label=violation.label,
    )


def every_defect(found: list[PropertyViolation], edition: str) -> PropertyViolation:
    """The scenario's failure: the one defect found, or all of them, numbered, each with the
    clauses it breaks (as `edition` cites them), its minimal round and its replay command."""
    defects = tuple(
        Defect(
            clauses=tuple(
                cite_paths(clause, edition) if clause else "" for clause in violation.clauses
            ),
            message=str(violation),
            case=violation.case_record,
        )
        for violation in found
    )
    if len(found) == 1:
        only = found[0]
        only.defects = defects
        return only
    cited = list(dict.fromkeys(clause for d in defects for clause in d.clauses if clause))
    unnamed = sum(1 for defect in defects if "" in defect.clauses)
    lines = [
        f"{len(found)} distinct defects, each with its own minimal round: "
        + ", ".join(cited)
        + (f" and {unnamed} no clause names" if unnamed else "")
    ]
    for number, defect in enumerate(defects, 1):
        first, *rest = defect.message.splitlines()
        lines.append(f"{number}. {first}")
        lines.extend(f"  {line}" for line in rest)
    combined = PropertyViolation(
        "\n".join(lines),
        breaches=[b for violation in found for b in violation.breaches],
        label=found[0].label,
    )
    combined.case_record = found[0].case_record
    combined.defects = defects
    return combined


def defects_of(error: BaseException | None, edition: str) -> tuple[Defect, ...]:
    """The distinct defects a failed scenario found, each with the clauses it breaks (as
    `edition` cites them): a property's own (`every_defect`); where Hypothesis reports several
    distinct failures as one `ExceptionGroup` ("Hypothesis found 2 distinct failures", a
    property run outside `check_every_round`), each member's, a `PropertyViolation` filed under
    the clauses it breaks, with its own round. A member that names no clause is still listed, as
    a defect of no clause (""), which stays with the Rule that hosts the scenario."""
    if error is None:
        return ()
    found: tuple[Defect, ...] = tuple(getattr(error, "defects", ()))
    if found or not isinstance(error, BaseExceptionGroup):
        return found
    defects: list[Defect] = []
    for member in error.exceptions:
        inner = defects_of(member, edition)
        if not inner and isinstance(member, PropertyViolation):
            inner = every_defect([member], edition).defects
        if not inner:
            message = str(member) or type(member).__name__
            inner = (Defect(clauses=("",), message=message),)
        defects.extend(inner)
    return tuple(defects)


def describe_failure(
    violation: PropertyViolation,
    played: PlayedRound,
    certification: Certification,
    scenario: str,
    nodeid: str,
) -> PropertyViolation:
    """The round as a person reads it, the reference's view, and how to replay it, with every
    clause path cited as the edition cites it (13:69F-2.7(a) in nj-2024); the violation keeps
    the clauses it breaks and carries the prepared case, which the plugin saves when the
    scenario fails."""
    outcome = played.outcome
    case = RoundCase(
        edition=played.edition,
        options=dict(played.options),
        wagers=played.script.wagers,
        shoe=played.script.shoe,
        decisions=played.script.decisions,
        scenario=scenario,
        nodeid=nodeid,
        adapter=certification.adapter,
        game={**outcome},
        irregularities=played.script.irregularities,
        prompts=played.script.prompts,
    )
    record = prepare_case(case, certification.oracle, certification.cases_dir)
    reference = record["reference"]
    lines = [
        cite_paths(str(violation), played.edition),
        f"  edition {played.edition}; house options: "
        + show_options(played.options, none="the defaults"),
        "  wagers: " + "; ".join(map(_wager_text, played.script.wagers)),
        f"  cards dealt: {' '.join(outcome['cards_dealt'])}",
        "  decisions: "
        + (
            "; ".join(
                f"box {d.prompt['box']} hand {d.prompt['hand']} ({d.prompt['kind']}): {d.token}"
                for d in played.decisions
            )
            or "none asked"
        ),
        "  final hands: "
        + "; ".join(
            ("dealer" if h["box"] == 0 else f"box {h['box']} hand {h['hand']}")
            + f" {' '.join(h['cards'])}"
            for h in outcome["final_hands"]
        ),
        "  the game's ledger: " + "; ".join(show_entry(e) for e in outcome["ledger"]),
    ]
    if played.script.irregularities:
        # The case keeps them, and its reference engine played the round with them.
        lines.insert(3, "  irregularities: " + "; ".join(map(str, played.script.irregularities)))
    if reference.get("error"):
        lines.append(f"  the reference engine refuses this round: {reference['error']}")
    else:
        lines.append(
            "  the reference engine's ledger: "
            + "; ".join(show_entry(e) for e in reference["ledger"])
        )
    house = " ".join(
        f"--house {shlex.quote(f'{k}={_house_text(v)}')}" for k, v in certification.house.items()
    )
    lines += [
        f"  replay it on the game and the reference: {record['replay']}",
        "  run the scenario again: pytest "
        + shlex.quote(nodeid)
        + f" --adapter {shlex.quote(certification.adapter)} --edition {played.edition}"
        + (f" {house}" if house else ""),
    ]
    found = PropertyViolation("\n".join(lines), breaches=violation.breaches, label=violation.label)
    found.case_record = record
    return found


def _house_text(value: object) -> str:
    """An option's value as `--house` reads it again: `true`, `1,3` (not `True`, `['1', '3']`)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list | tuple | set | frozenset):
        return ",".join(map(str, value)) or "none"
    return str(value)


def _wager_text(wager: Wager) -> str:
    """A box's wagers as placed: the main wager, then each side or spot wager with it."""
    sides = ", ".join(f"{s['kind']} ${s['amount']}" for s in wager.get("side_wagers", []))
    return f"box {wager['box']} ${wager['amount']}" + (f" with {sides}" if sides else "")


def run_generated(
    certification: Certification,
    setup: PropertySetup,
    rounds: Callable[[frozenset[str]], st.SearchStrategy[GeneratedRound]],
    check: Callable[[PlayedRound], None],
    *,
    scenario: str,
    nodeid: str,
    spot_wagers: bool = False,
) -> None:
    """`check` on every round of `rounds(the game's capabilities)`: rounds built around
    `suite.harness.property_runner.generated_rounds` (more boxes, additional wagers, or the spots of
    multiple action where `spot_wagers`), without irregularities. A counterexample fails the
    scenario."""
    require_generated_table(
        certification, {**certification.house, **setup.options}, spot_wagers=spot_wagers
    )
    check_every_round(
        certification,
        rounds(certification.game.capabilities),
        check,
        always_stand=setup.always_stand,
        scenario=scenario,
        nodeid=nodeid,
    )
