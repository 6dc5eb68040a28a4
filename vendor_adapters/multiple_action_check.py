"""The multiple action part of `bjkit adapter-check` (protocol 1.4, 2.18).

For a game that declares `multiple-action`, a table offering multiple action blackjack in each
declared edition whose text has it, and in the first one a table that requires all three wagers
(`multiple_action_wagers: three`). At each, the stacked rounds of `multiple_action_rounds` (a 19
against the dealer's 20, a bust and 19; a bust that loses every spot at once; a double and a split
across the spots; insurance asked and decided spot by spot; the third hand not formed when no one
wagered on it, and formed for one box's third wager) and random rounds are played on the game and
on the reference engine in step: at each decision the prompts must be the same (kind, box, hand,
the spot an insurance prompt covers, the decisions legal), and at the end the ledgers (each entry
by its `dealer_hand`), the cards dealt and the final hands (each hand of the dealer) must be the
reference engine's. The game must refuse what 2.18 forbids as the reference engine does: a main
wager without a second-spot wager, a third-spot wager without one, a spot's wager below the
table's minimum, two wagers where the table requires three (1006, 2.18(b)), and a table with a
hole card (2.18(e)).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from reference_impl.money import format_money
from reference_impl.rules import TableRules
from reference_impl.side_wagers.multiple_action_2_18 import MULTIPLE_ACTION, WAGERS_REQUIRED
from reference_impl.wager_model import Offering, declarations
from vendor_adapters.capabilities import options_on_the_wire
from vendor_adapters.compare import compare_outcomes
from vendor_adapters.errors import AdapterError, AdapterRefusal
from vendor_adapters.lockstep import ReferenceRefusedError, play_in_step
from vendor_adapters.multiple_action_rounds import (
    MULTIPLE_ACTION_ROUNDS,
    random_multiple_action_wagers,
    random_shoe,
    spot_amount,
    spot_wagers,
)
from vendor_adapters.protocol import ErrorCode, Prompt, SideWager, Wager
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession
from vendor_adapters.table_check import SideWagerFinding, Table, TableCheck, Tally, failed

__all__ = ["check_multiple_action"]

PROCEDURE = "no-hole-card"  # 2.18(e): each hand of the dealer is formed under 2.6(h)
_RANDOM_ROUNDS = 4


@dataclass
class _Tally(Tally):
    stacked: int = 0
    skipped: list[str] = field(default_factory=list)  # rounds the reference engine refuses
    refusals: list[str] = field(default_factory=list)  # what was refused as it must be


def check_multiple_action(
    session: GameSession,
    declared: set[str] | frozenset[str],
    editions: Sequence[str],
    rng: random.Random,
    *,
    house: Mapping[str, object] | None = None,
) -> list[SideWagerFinding]:
    """A finding per multiple action table of a game that declares `multiple-action`
    (docs/ADAPTERS.md, adapter-check), each at the run's table `house` with the offering over
    it; none for a game that does not."""
    offerings, _ = declarations()
    offering = offerings[MULTIPLE_ACTION]
    if offering.capability not in declared:
        return []
    tables = [edition for edition in editions if edition in offering.editions]
    if not tables:
        return [
            SideWagerFinding(
                offering.capability,
                "",
                None,
                f"none of the editions declared has {offering.name} ({offering.clause}: "
                f"{', '.join(sorted(offering.editions))})",
            )
        ]
    if f"hole-card:{PROCEDURE}" not in declared:
        return [
            SideWagerFinding(
                offering.capability,
                "",
                False,
                f"multiple action forms each of the dealer's hands with a second card dealt to "
                f"his face up card under 2.6(h) (2.18(e)), but the game does not declare "
                f"hole-card:{PROCEDURE}",
            )
        ]
    reference = GameSession(ReferenceAdapter())
    check = _Check(session, reference, declared, rng, offering, house=house)
    findings: list[SideWagerFinding] = []
    try:
        for index, edition in enumerate(tables):
            findings.append(check.table(edition, "two-or-three", first=index == 0))
        findings.append(check.table(tables[0], "three", first=True))
    finally:
        reference.close()
    return findings


class _Check(TableCheck):
    """The multiple action tables and their rounds, on the game and the reference engine."""

    def __init__(
        self,
        session: GameSession,
        reference: GameSession,
        declared: set[str] | frozenset[str],
        rng: random.Random,
        offering: Offering,
        *,
        house: Mapping[str, object] | None = None,
    ) -> None:
        super().__init__(session, reference, house)
        self.declared = declared
        self.rng = rng
        self.offering = offering

    def table(self, edition: str, required: str, *, first: bool) -> SideWagerFinding:
        name = f"{edition} {PROCEDURE}" + ("" if required == "two-or-three" else f" {required}")
        capability = self.offering.capability
        opened = self._open(edition, required, name)
        if isinstance(opened, SideWagerFinding):
            return opened
        tally = _Tally()
        if first:
            self._refusals(opened, tally, with_table=required == "two-or-three")
        for stacked in MULTIPLE_ACTION_ROUNDS:
            if tally.done:
                break
            spots = tuple(max(count, _least_spots(opened.rules)) for count in stacked.spots)
            if spots != stacked.spots and stacked.clause == "2.18(h)":
                continue  # a round about a missing third wager: the table requires it
            wagers = spot_wagers(opened.rules, spots)
            shoe = stacked.shoe()
            if self._round(opened, tally, shoe, wagers, choose=stacked.choose, name=stacked.name):
                tally.stacked += 1
        for _ in range(_RANDOM_ROUNDS):
            if tally.done:
                break
            wagers = random_multiple_action_wagers(self.rng, opened.rules)
            shoe = random_shoe(self.rng, opened.rules)
            self._round(opened, tally, shoe, wagers, choose=lambda p: self.rng.choice(p["legal"]))
        if tally.problems:
            return failed(capability, name, tally, "rounds or refusals")
        refused = f"; refused as the reference engine refuses them: {', '.join(tally.refusals)}"
        skipped = (
            f"; not played, the reference engine refusing them: {', '.join(tally.skipped)}"
            if tally.skipped
            else ""
        )
        return SideWagerFinding(
            capability,
            name,
            True,
            f"{tally.played} rounds ({tally.stacked} stacked, the rest random) played in step "
            "with the reference engine: the same prompts (insurance asked spot by spot, "
            "2.18(d)), ledger entries by the dealer's hand they are decided against, the "
            "dealer's hands and the cards dealt" + (refused if tally.refusals else "") + skipped,
            tally.played,
        )

    # Tables and refusals -------------------------------------------------------------------

    def _open(self, edition: str, required: str, name: str) -> Table | SideWagerFinding:
        options = {
            "hole_card": PROCEDURE,
            "side_wagers": self.offering.name,
            WAGERS_REQUIRED: required,
        }
        return self._open_table(
            self.offering.capability, name, edition, options, self.offering.name
        )

    def _refusals(self, table: Table, tally: _Tally, *, with_table: bool) -> None:
        """What 2.18 forbids must be refused with the reference engine's code."""
        rules = table.rules
        main = format_money(spot_amount(rules, 1))
        second: SideWager = {"kind": "second-spot", "amount": format_money(spot_amount(rules, 2))}
        cases: list[tuple[str, list[Wager]]] = []
        if with_table:
            low = rules.table_minimum - rules.chip_unit
            cases += [
                ("a main wager without a second-spot wager", [_wager(main, [])]),
                (
                    "a third-spot wager without a second-spot wager",
                    [_wager(main, [{"kind": "third-spot", "amount": main}])],
                ),
            ]
            if low > 0:
                cases.append(
                    (
                        "a second-spot wager below the table minimum",
                        [_wager(main, [{"kind": "second-spot", "amount": format_money(low)}])],
                    )
                )
        else:
            cases.append(("two wagers where the table requires three", [_wager(main, [second])]))
        for what, wagers in cases:
            if tally.done:
                return
            self._refused(table, tally, what, wagers)
        if with_table:
            self._table_refused(table, tally)

    def _refused(self, table: Table, tally: _Tally, what: str, wagers: list[Wager]) -> None:
        shoe = random_shoe(self.rng, table.rules)
        try:
            self.reference.begin(table.reference, shoe, wagers)
        except AdapterRefusal as refusal:
            expected = refusal
        else:
            return  # the reference engine takes it: nothing to hold the game to
        try:
            self.session.begin(table.game, shoe, wagers)
        except AdapterRefusal as refusal:
            if refusal.code != expected.code:
                tally.problems.append(
                    f"{what} was refused with {refusal.code}, not {expected.code}: {refusal}"
                )
            else:
                tally.refusals.append(f"{what} ({refusal.code})")
            return
        except AdapterError as error:
            tally.problems.append(f"{what}: {error}")
            tally.broken = True
            self._note_timeout(error)
            return
        tally.problems.append(f"{what} was taken; the reference engine refuses it: {expected}")

    def _table_refused(self, table: Table, tally: _Tally) -> None:
        """A multiple action table with a hole card: refused (2.18(e)), with 1001, or with 1000
        by a game that does not deal that hole-card procedure at all."""
        procedure = "face-down"
        options = {**options_on_the_wire(table.rules), "hole_card": procedure}
        edition = table.rules.edition
        try:
            self.session.table(edition, options)
        except AdapterRefusal as refusal:
            allowed = {int(ErrorCode.FORBIDDEN_RULES)}
            if f"hole-card:{procedure}" not in self.declared:
                allowed.add(int(ErrorCode.UNSUPPORTED_OPTION))
            if refusal.code in allowed:
                tally.refusals.append(f"a table with hole_card {procedure} ({refusal.code})")
            else:
                tally.problems.append(
                    f"a multiple action table with hole_card {procedure} was refused with "
                    f"{refusal.code}, not 1001: {refusal}"
                )
            return
        except AdapterError as error:
            tally.problems.append(f"a table with hole_card {procedure}: {error}")
            self._note_timeout(error)
            return
        tally.problems.append(
            f"a multiple action table with hole_card {procedure} was opened; each of the "
            "dealer's hands is formed with a second card dealt to his face up card under 2.6(h), "
            f"so the rules forbid it ({table.rules.profile.cite('2.18(e)')}; 1001)"
        )

    # Rounds --------------------------------------------------------------------------------

    def _round(
        self,
        table: Table,
        tally: _Tally,
        shoe: list[str],
        wagers: list[Wager],
        *,
        choose: Callable[[Prompt], str],
        name: str = "",
    ) -> bool:
        """Play one round on the game and the reference engine in step; whether it was played
        (a problem is in the tally)."""
        what = name or f"random shoe {' '.join(shoe[:8])} ..."
        try:
            played = play_in_step(
                (self.session, table.game),
                (self.reference, table.reference),
                shoe,
                wagers,
                choose=choose,
                declared=self.declared,
            )
        except ReferenceRefusedError as refused:
            tally.skipped.append(f"{what} (the reference engine refuses it: {refused})")
            return False
        except (AdapterError, AdapterRefusal) as error:
            tally.problems.append(f"{what}: {error}")
            tally.broken = True
            self._note_timeout(error)
            return False
        tally.played += 1
        if played.problem is not None:
            tally.problems.append(f"{what}: {played.problem}")
            return True
        assert played.outcome is not None and played.expected is not None
        differences = compare_outcomes(played.expected, played.outcome)
        if differences:
            tally.problems.append(
                f"{what}, shoe {' '.join(played.outcome['cards_dealt'])}, decisions "
                f"{', '.join(played.decisions) or 'none'}: "
                + "; ".join(str(difference) for difference in differences[:4])
            )
        return True


def _least_spots(rules: TableRules) -> int:
    return 3 if rules.side_option(WAGERS_REQUIRED) == "three" else 2


def _wager(main: str, sides: list[SideWager]) -> Wager:
    return {"box": 1, "player": "p1", "amount": main, "side_wagers": sides}
