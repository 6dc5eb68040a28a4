"""What the side-wager and multiple action parts of `bjkit adapter-check` share: the finding of
one capability at one table, and the opening of each table on the game and on the reference
engine, or the finding that says why it was not opened.

Each table is the run's table (the house options of `--rules` and `--house`, which the game
offers) with the options the check needs laid over it. A check that needs an option the run's
table fixes at another value, or whose options with the run's make a table the edition forbids,
is not played: its finding says so and is *not applicable*, never a failure of the game."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from reference_impl.catalog import OPTIONS, rules_from_mapping
from reference_impl.errors import RulesError
from reference_impl.rules import TableRules
from vendor_adapters.capabilities import options_on_the_wire
from vendor_adapters.errors import AdapterError, AdapterRefusal
from vendor_adapters.session import GameSession

__all__ = [
    "MAX_LISTED",
    "SideWagerFinding",
    "Table",
    "TableCheck",
    "Tally",
    "failed",
    "show_options",
    "show_value",
    "table_conflict",
]

MAX_LISTED = 6  # the problems a finding lists
_SPECS = {spec.name: spec for spec in OPTIONS}


@dataclass(frozen=True)
class SideWagerFinding:
    """One side-wager capability at one table: passed, failed, or a note (None); a note that is
    not `applicable` says why the run's table cannot play the check."""

    capability: str
    table: str
    passed: bool | None
    detail: str
    rounds: int = 0
    applicable: bool = True


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

    def __init__(
        self,
        session: GameSession,
        reference: GameSession,
        house: Mapping[str, object] | None = None,
    ) -> None:
        self.session = session
        self.reference = reference
        self.house = dict(house or {})  # the run's table: the options of --rules and --house
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
        """The run's table of `edition` with house `options` over it, which the capability
        promises offering `offered`; or the finding of `capability` at the table `name` that
        says why it is not played: an earlier timeout, an option the run's table fixes
        otherwise or a table it makes forbidden (not applicable), no such table, or the game's
        refusal or error."""
        if self.stalled is not None:
            return SideWagerFinding(
                capability,
                name,
                False,
                f"not played: an earlier call ran out of time ({self.stalled})",
            )
        conflict = table_conflict(self.house, options)
        if conflict is not None:
            return SideWagerFinding(capability, name, None, conflict, applicable=False)
        try:
            rules = rules_from_mapping({**self.house, "edition": edition, **options})
        except RulesError as error:
            if self.house and _allowed({"edition": edition, **options}):
                return SideWagerFinding(
                    capability,
                    name,
                    None,
                    f"not checked: the run's table ({show_options(self.house)}) with "
                    f"{show_options(options)} is not a table {edition} allows: {error}",
                    applicable=False,
                )
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


def show_options(options: Mapping[str, object]) -> str:
    """House options as a person writes them on the command line: `boxes=1, surrender=true`."""
    shown = ", ".join(f"{name}={show_value(value)}" for name, value in options.items())
    return shown or "the defaults"


def show_value(value: object) -> str:
    """An option's value as `--house` takes it: `true`, `none`, `a b` (a list, by spaces)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "none"
    if isinstance(value, list | tuple | set | frozenset):
        return " ".join(map(str, value)) or "none"
    return str(value)


def table_conflict(house: Mapping[str, object], options: Mapping[str, object]) -> str | None:
    """Why a check that needs the house `options` is not played at the run's table `house`
    (the options of `--rules` and `--house`): the first option the run's table fixes at another
    value; None when they agree."""
    for name, value in options.items():
        if name in house and not _same_value(name, house[name], value):
            return (
                f"not checked: the run's table has {name}={show_value(house[name])} "
                f"(--rules/--house), and this check needs {name}={show_value(value)}"
            )
    return None


def _same_value(name: str, given: object, wanted: object) -> bool:
    """Whether two values of the option `name` are the same once the catalog reads them (`true`
    and True, `2` and 2, `a b` and `a,b`)."""
    spec = _SPECS.get(name)
    if spec is None:
        return given == wanted
    try:
        return bool(spec.parse(given) == spec.parse(wanted))
    except (RulesError, ValueError):
        return given == wanted


def _allowed(options: Mapping[str, object]) -> bool:
    try:
        rules_from_mapping(options)
    except RulesError:
        return False
    return True
