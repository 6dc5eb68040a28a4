"""What the side-wager and multiple action parts of `bjkit adapter-check` share: the finding of
one capability at one table, and the opening of each table on the game and on the reference
engine, or the finding that says why it was not opened."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from reference_impl.catalog import rules_from_mapping
from reference_impl.errors import RulesError
from reference_impl.rules import TableRules
from vendor_adapters.capabilities import options_on_the_wire
from vendor_adapters.errors import AdapterError, AdapterRefusal
from vendor_adapters.session import GameSession

__all__ = ["MAX_LISTED", "SideWagerFinding", "Table", "TableCheck", "Tally", "failed"]

MAX_LISTED = 6  # the problems a finding lists


@dataclass(frozen=True)
class SideWagerFinding:
    """One side-wager capability at one table: passed, failed, or a note (None)."""

    capability: str
    table: str
    passed: bool | None
    detail: str
    rounds: int = 0


@dataclass
class Table:
    """A table of a check, opened on the game and on the reference engine."""

    name: str
    rules: TableRules
    game: str
    reference: str


@dataclass
class Tally:
    """What a table's check has played and found; it stops at a round that could not be played
    or once it has found as many problems as a finding lists."""

    played: int = 0
    problems: list[str] = field(default_factory=list)
    broken: bool = False  # a round could not be played: the table's check stops there

    @property
    def done(self) -> bool:
        return self.broken or len(self.problems) >= MAX_LISTED


def failed(capability: str, table: str, tally: Tally, what: str = "rounds") -> SideWagerFinding:
    """The failed finding of `capability` at `table`: how many of the `what` played were wrong,
    and the first of the problems."""
    return SideWagerFinding(
        capability,
        table,
        False,
        f"{len(tally.problems)} of {tally.played} {what} wrong:\n"
        + "\n".join(f"- {problem}" for problem in tally.problems[:MAX_LISTED]),
        tally.played,
    )


class TableCheck:
    """Opens a check's tables on the game and on the reference engine. Once the game has let a
    call run out of time, no more tables are opened: each would wait the whole time limit
    again."""

    def __init__(self, session: GameSession, reference: GameSession) -> None:
        self.session = session
        self.reference = reference
        self.stalled: str | None = None  # the timeout that stopped the check

    def _note_timeout(self, error: Exception) -> None:
        if isinstance(error, AdapterError) and error.kind == "timeout":
            self.stalled = f"{error.kind} in {error.method}" if error.method else error.kind

    def _open_table(
        self,
        capability: str,
        name: str,
        edition: str,
        options: Mapping[str, object],
        offered: str,
    ) -> Table | SideWagerFinding:
        """The table of `edition` with house `options`, which the capability promises offering
        `offered`; or the finding of `capability` at the table `name` that says why it is not
        played: an earlier timeout, no such table, or the game's refusal or error."""
        if self.stalled is not None:
            return SideWagerFinding(
                capability,
                name,
                False,
                f"not played: an earlier call ran out of time ({self.stalled})",
            )
        try:
            rules = rules_from_mapping({"edition": edition, **options})
        except RulesError as error:
            return SideWagerFinding(capability, name, None, f"no such table: {error}")
        wire = options_on_the_wire(rules)
        try:
            game = self.session.table(edition, wire)
        except AdapterRefusal as refusal:
            return SideWagerFinding(
                capability,
                name,
                False,
                f"the capability promises a table offering {offered}, but it was refused: "
                f"{refusal}",
            )
        except AdapterError as error:
            self._note_timeout(error)
            return SideWagerFinding(capability, name, False, str(error))
        return Table(name, rules, game, self.reference.table(edition, wire))
