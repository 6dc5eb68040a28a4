"""The side-wager part of `bjkit adapter-check` (protocol 1.2, 1.3).

For each `side-wager:<offering>` the game declares, a table offering it in each declared edition
whose text has it, and rounds with each of its wagers placed: random shoes with random legal
decisions, then the stacked rounds of `side_wager_rounds` (pairs, a dealer's blackjack, a
dealer's bust in six, seven and eight cards under a player's blackjack, every player busting while
the dealer still has to complete his hand), each at the least amount and at the main wager. Each
round's ledger must settle the side wager once, citing a clause of its section, and settle it as
the reference engine settles the same shoe and decisions; the dealer's hand and the cards dealt
must be the reference engine's, and a transcript that reports cards kept under a side wager must
report them where the reference engine does.

An offering that is paid and never placed (`staked=False`, 1.3) is checked through the
rounds of the wager it is paid with, at a table offering both, never by staking it: the game must
refuse it as a wager (1006). The offerings, their wagers and editions are read from the wager
model, never listed here.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from reference_impl.money import format_money
from reference_impl.wager_model import Offering, declarations
from vendor_adapters.capabilities import bonus_offerings
from vendor_adapters.errors import AdapterError, AdapterRefusal
from vendor_adapters.prompt_following import PromptFollowingSession
from vendor_adapters.protocol import ErrorCode, Outcome, Prompt, Wager
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession, ScriptError
from vendor_adapters.side_wager_compare import (
    entries_of,
    placed_kinds,
    side_entries,
    side_wager_problem,
)
from vendor_adapters.side_wager_rounds import (
    STACKED_ROUNDS,
    StackedRound,
    main_amount,
    random_shoe,
    side_amounts,
    wagers_with,
)
from vendor_adapters.table_check import SideWagerFinding, Table, TableCheck, Tally, failed

__all__ = ["SideWagerFinding", "check_side_wagers"]

# Random rounds per wager and table: at least _MIN_ROUNDS, then until the reference engine has
# both won and lost it, or _MAX_ROUNDS.
_MIN_ROUNDS = 3
_MAX_ROUNDS = 25


@dataclass
class _Table(Table):
    """A table offering `names`, opened on the game and on the reference engine."""

    sections: dict[str, str]  # ledger kind -> the section its entry must cite


@dataclass
class _Tally(Tally):
    results: Counter[str] = field(default_factory=Counter)  # the placed wagers' results
    paid: Counter[str] = field(default_factory=Counter)  # entries of kinds paid, never placed


def check_side_wagers(
    session: GameSession,
    declared: set[str] | frozenset[str],
    editions: Sequence[str],
    procedures: Sequence[str],
    rng: random.Random,
    *,
    house: Mapping[str, object] | None = None,
) -> list[SideWagerFinding]:
    """A finding per declared side-wager capability and edition (docs/ADAPTERS.md,
    adapter-check), each at the run's table `house` with the offering over it."""
    offerings, _ = declarations()
    bonuses = {name: offerings[name] for name in bonus_offerings()}
    findings: list[SideWagerFinding] = []
    reference = PromptFollowingSession(ReferenceAdapter())  # follows the game's prompts
    check = _Check(session, reference, rng, house)
    try:
        for offering in sorted(offerings.values(), key=lambda item: item.name):
            if not offering.played or not offering.staked or offering.round_variant is not None:
                continue  # an offering that varies the round has its own check (multiple action)
            if offering.capability not in declared:
                continue
            paid_with = [
                bonus
                for bonus in bonuses.values()
                if offering.name in bonus.requires and bonus.capability in declared
            ]
            tables = [edition for edition in editions if edition in offering.editions]
            if not tables:
                findings.append(_no_edition(offering))
            for index, edition in enumerate(tables):
                procedure = procedures[index % len(procedures)]
                findings.append(check.offering(offering, edition, procedure))
                for bonus in paid_with:
                    if edition in bonus.editions:
                        findings.append(check.bonus(offering, bonus, edition, procedure))
        findings.extend(_bonuses_alone(bonuses, declared, editions))
    finally:
        reference.close()
    return findings


def _no_edition(offering: Offering) -> SideWagerFinding:
    return SideWagerFinding(
        offering.capability,
        "",
        None,
        f"none of the editions declared has {offering.name} "
        f"({offering.clause}: {', '.join(sorted(offering.editions))})",
    )


def _bonuses_alone(
    bonuses: dict[str, Offering], declared: set[str] | frozenset[str], editions: Sequence[str]
) -> list[SideWagerFinding]:
    """A declared bonus without the wager it is paid with fails; one no declared edition has is
    a note."""
    findings: list[SideWagerFinding] = []
    for bonus in bonuses.values():
        if bonus.capability not in declared:
            continue
        missing = [f"side-wager:{name}" for name in bonus.requires]
        missing = [capability for capability in missing if capability not in declared]
        if missing:
            findings.append(
                SideWagerFinding(
                    bonus.capability,
                    "",
                    False,
                    f"{bonus.name} is paid with the {' and '.join(bonus.requires)} wager "
                    f"({bonus.clause}), but the game does not declare {', '.join(missing)}",
                )
            )
        elif not any(edition in bonus.editions for edition in editions):
            findings.append(_no_edition(bonus))
    return findings


class _Check(TableCheck):
    """The side-wager tables and their rounds, played on the game and on the reference engine.
    Once the game has let a call run out of time, the tables after it are not played: each would
    wait the whole time limit again."""

    def __init__(
        self,
        session: GameSession,
        reference: GameSession,
        rng: random.Random,
        house: Mapping[str, object] | None = None,
    ) -> None:
        super().__init__(session, reference, house)
        self.rng = rng

    # The offering alone ------------------------------------------------------------------

    def offering(self, offering: Offering, edition: str, procedure: str) -> SideWagerFinding:
        table = self._open(offering.capability, (offering,), edition, procedure)
        if isinstance(table, SideWagerFinding):
            return table
        tally = _Tally()
        for kind in offering.kinds:
            seen = self._stacked(table, tally, offering, kind)
            for attempt in range(_MAX_ROUNDS):
                if tally.done or (attempt >= _MIN_ROUNDS and {"win", "lose"} <= seen):
                    break
                wagers = wagers_with(self.rng, table.rules, offering, kind)
                expected = self._round(table, tally, random_shoe(self.rng, table.rules), wagers)
                if expected is None:
                    break
                seen.update(entry["result"] for entry in entries_of(expected, wagers[0], kind))
        if tally.problems:
            return failed(offering.capability, table.name, tally)
        counted = ", ".join(f"{count} {result}" for result, count in sorted(tally.results.items()))
        sections = ", ".join(sorted(set(table.sections.values())))
        return SideWagerFinding(
            offering.capability,
            table.name,
            True,
            f"{tally.played} rounds with {', '.join(offering.kinds)} placed ({counted}): each "
            f"settled once, citing {sections}, as the reference engine settles it",
            tally.played,
        )

    # A bonus paid with the offering's wager (1.3) ----------------------------------------

    def bonus(
        self, offering: Offering, bonus: Offering, edition: str, procedure: str
    ) -> SideWagerFinding:
        """The rounds of `offering` at a table offering `bonus` too; the bonus is never staked,
        and the game must refuse it as a wager."""
        table = self._open(bonus.capability, (offering, bonus), edition, procedure)
        if isinstance(table, SideWagerFinding):
            return table
        tally = _Tally()
        self._refuses_stake(table, tally, offering, bonus)
        for kind in offering.kinds:
            self._stacked(table, tally, offering, kind)
            for _ in range(_MIN_ROUNDS):
                if tally.done:
                    break
                wagers = wagers_with(self.rng, table.rules, offering, kind)
                if self._round(table, tally, random_shoe(self.rng, table.rules), wagers) is None:
                    break
        if tally.problems:
            return failed(bonus.capability, table.name, tally)
        paid = sum(tally.paid[kind] for kind in bonus.kinds)
        if not paid:
            return SideWagerFinding(
                bonus.capability,
                table.name,
                None,
                f"{tally.played} rounds of {offering.name}; the reference engine paid no "
                f"{bonus.name} in them, so it was not checked",
                tally.played,
            )
        return SideWagerFinding(
            bonus.capability,
            table.name,
            True,
            f"{tally.played} rounds of {offering.name} at a table offering {bonus.name}: paid in "
            f"{paid} as the reference engine pays it (citing {table.sections[bonus.kinds[0]]}), "
            f"never where it does not; refused as a wager (1006)",
            tally.played,
        )

    def _refuses_stake(
        self, table: _Table, tally: _Tally, offering: Offering, bonus: Offering
    ) -> None:
        """A bonus is paid, never placed: placing it must be refused with 1006."""
        amount = side_amounts(table.rules, offering)[-1]
        wager: Wager = {
            "box": 1,
            "player": "p1",
            "amount": format_money(main_amount(table.rules, amount)),
            "side_wagers": [
                {"kind": offering.kinds[0], "amount": format_money(amount)},
                {"kind": bonus.kinds[0], "amount": format_money(amount)},
            ],
        }
        shoe = random_shoe(self.rng, table.rules)
        try:
            self.session.begin(table.game, shoe, [wager])
        except AdapterRefusal as refusal:
            if refusal.code != ErrorCode.BAD_WAGER:
                tally.problems.append(
                    f"placing {bonus.kinds[0]} was refused with {refusal.code}, not 1006: {refusal}"
                )
            return
        except AdapterError as error:
            tally.problems.append(f"placing {bonus.kinds[0]}: {error}")
            tally.broken = True
            self._note_timeout(error)
            return
        tally.problems.append(
            f"{bonus.kinds[0]} was taken as a wager; it is paid, never placed ({bonus.clause})"
        )

    # Tables and rounds ---------------------------------------------------------------------

    def _open(
        self,
        capability: str,
        offered: Sequence[Offering],
        edition: str,
        procedure: str,
    ) -> _Table | SideWagerFinding:
        name = f"{edition} {procedure}"
        names = ",".join(offering.name for offering in offered)
        options = {"hole_card": procedure, "side_wagers": names}
        opened = self._open_table(capability, name, edition, options, names)
        if isinstance(opened, SideWagerFinding):
            return opened
        rules = opened.rules
        sections = {
            kind: rules.profile.cite(offering.clause.partition("(")[0])
            for offering in offered
            for kind in offering.kinds
        }
        return _Table(name, rules, opened.game, opened.reference, sections)

    def _stacked(self, table: _Table, tally: _Tally, offering: Offering, kind: str) -> set[str]:
        """Play the stacked rounds with `kind` placed at each of its amounts; the results the
        reference engine gave it."""
        seen: set[str] = set()
        for stacked in STACKED_ROUNDS:
            for amount in side_amounts(table.rules, offering):
                if tally.done:
                    return seen
                wagers = wagers_with(
                    self.rng, table.rules, offering, kind, amount=amount, alone=True
                )
                shoe = stacked.shoe(table.rules.hole_card.value)
                expected = self._round(table, tally, shoe, wagers, stacked)
                if expected is not None:
                    seen.update(entry["result"] for entry in entries_of(expected, wagers[0], kind))
        return seen

    def _round(
        self,
        table: _Table,
        tally: _Tally,
        shoe: list[str],
        wagers: list[Wager],
        stacked: StackedRound | None = None,
    ) -> Outcome | None:
        """Play one round on the game and the reference engine; the reference's outcome, or None
        when the round could not be played (the problem is in the tally)."""
        choose: Callable[[Prompt], str] = (
            stacked.choose if stacked is not None else lambda p: self.rng.choice(p["legal"])
        )
        what = "" if stacked is None else f" ({stacked.name})"
        kinds = ", ".join(side["kind"] for side in wagers[0].get("side_wagers", ()))
        try:
            outcome, script = self.session.play_choosing(table.game, shoe, wagers, choose)
            expected = self.reference.play(table.reference, script)
        except (AdapterError, AdapterRefusal, ScriptError) as error:
            tally.problems.append(f"{kinds}{what}: {error}")
            tally.broken = True
            self._note_timeout(error)
            return None
        tally.played += 1
        problem = side_wager_problem(outcome, expected, wagers[0], table.sections)
        if problem is not None:
            tally.problems.append(
                f"{kinds}{what}, shoe {' '.join(outcome['cards_dealt'])}: {problem}"
            )
            return expected
        placed = placed_kinds(wagers[0])
        for entry in side_entries(expected, wagers[0]):
            if entry["kind"] in placed:
                tally.results[entry["result"]] += 1
            else:
                tally.paid[entry["kind"]] += 1
        return expected
