"""What a game declares it plays at every table: capabilities `plays:OPTION=VALUE`.

An engine written without this protocol may play a rule no value of a house option describes
(splitting without limit) or may be unable to switch one off (late surrender always offered).
It declares what it plays, and the kit shows the game as it is:

- a value the catalog allows (`plays:surrender=true`) is the table the game is certified at: a
  run at another value is refused before it starts, naming the `--house` that fits;
- a value no catalog value matches (`plays:max_splits=unlimited`) is reported once, as what the
  game declares, citing the clause that bounds the option (2.11(c)1, (e) for `max_splits`);
  the scenarios of that clause report the rounds where the game plays it as failures.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from reference_impl.catalog import OPTIONS
from reference_impl.errors import RulesError

__all__ = ["PLAYS_FAMILY", "PlaysDeclaration", "declared_plays", "table_conflicts"]

PLAYS_FAMILY = "plays:"
_SPECS = {spec.name: spec for spec in OPTIONS}


@dataclass(frozen=True, slots=True, kw_only=True)
class PlaysDeclaration:
    """One `plays:OPTION=VALUE` of a game: whether a catalog value matches, and what to say."""

    option: str
    value: str
    allowed: bool
    clause: str
    values: str

    @property
    def capability(self) -> str:
        return f"{PLAYS_FAMILY}{self.option}={self.value}"

    def message(self) -> str:
        if self.allowed:
            return f"the game plays {self.option}={self.value} at every table ({self.capability})"
        known = f" ({self.clause}: {self.values})" if self.clause else f" ({self.values})"
        return (
            f"the game declares it plays {self.option}={self.value} ({self.capability}), which "
            f"no value of {self.option} allows{known}"
        )


def _parse(option: str, value: str) -> object:
    spec = _SPECS[option]
    return spec.show(spec.parse(value))


def declared_plays(capabilities: Iterable[str]) -> list[PlaysDeclaration]:
    """Each `plays:` capability of `capabilities`; a malformed one or an unknown option is
    reported as not allowed, with what is wrong in its value."""
    found: list[PlaysDeclaration] = []
    for capability in capabilities:
        if not capability.startswith(PLAYS_FAMILY):
            continue
        option, _, value = capability[len(PLAYS_FAMILY) :].partition("=")
        option = option.strip().replace("-", "_")
        spec = _SPECS.get(option)
        if spec is None or not value:
            found.append(
                PlaysDeclaration(
                    option=option or capability,
                    value=value,
                    allowed=False,
                    clause="",
                    values="not a house option of the kit" if spec is None else "no value given",
                )
            )
            continue
        try:
            _parse(option, value)
            allowed = True
        except (RulesError, ValueError):
            allowed = False
        found.append(
            PlaysDeclaration(
                option=option, value=value, allowed=allowed, clause=spec.clause, values=spec.values
            )
        )
    return found


def table_conflicts(
    declarations: Iterable[PlaysDeclaration], table: Mapping[str, object]
) -> list[str]:
    """For each allowed declaration the run's `table` (options as `rules_to_dict` gives them)
    plays otherwise, what to say and the `--house` that fits the game."""
    problems = []
    for declared in declarations:
        if not declared.allowed or declared.option not in table:
            continue
        wanted = _parse(declared.option, declared.value)
        if table[declared.option] != wanted:
            problems.append(
                f"{declared.message()}, and this run's table has {declared.option}="
                f"{table[declared.option]}: certify it at its own table, "
                f"--house {declared.option}={declared.value}"
            )
    return problems
