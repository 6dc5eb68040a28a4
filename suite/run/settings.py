"""The settings of one pytest run of the features, read once from its options.

`read_settings` turns the run options (suite.run.options) into a `RunSettings`: the `--house`
text into the run's table once (suite.run.certification.parse_house_table), the adapter spec
checked, the expectations file read. A bad option is a `KitError` naming it, which the plugin
turns into pytest's usage error; the checks run in the order the options are read (house options,
adapter, expectations), so a run with several bad options names the same one every time.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reference_impl.rules import TableRules
from regulations.errors import KitError
from suite.run.certification import Certification, parse_house_table
from suite.run.expectations import Expectations, load_expectations
from suite.run.games import check_house_options, run_game_and_edition
from vendor_adapters.protocol import DEFAULT_GAME
from vendor_adapters.specs import check_adapter_spec

__all__ = ["RunSettings", "house_as_given", "read_settings"]


@dataclass(frozen=True, kw_only=True)
class RunSettings:
    """A run of the features: the game, edition and table, what it selects, where it writes."""

    adapter: str
    game: str
    edition: str
    house: dict[str, object]
    # The blackjack table the house options make; None for another game, whose adapter is
    # sent its house options as given and refuses what its rules forbid.
    rules: TableRules | None
    timeout: float
    clauses: tuple[str, ...]
    cases_dir: Path
    certification_mode: bool
    max_adapter_errors: int
    expectations: Expectations | None
    results_jsonl: Path | None
    profile: str

    def certification(self) -> Certification:
        """The run's game, edition and house options, with the table read once."""
        return Certification(
            adapter=self.adapter,
            game_name=self.game,
            edition=self.edition,
            house=self.house,
            timeout=self.timeout,
            cases_dir=self.cases_dir,
            certification_mode=self.certification_mode,
            table_rules=self.rules,
        )

    def run_facts(self) -> dict[str, Any]:
        """What the results log's first line says of the run."""
        return {
            "adapter": self.adapter,
            "game": self.game,
            "edition": self.edition,
            "house": self.house,
            "profile": self.profile,
        }


def read_settings(option: Callable[[str], Any]) -> RunSettings:
    """The settings of the options `option(name)` gives (pytest's `Config.getoption`). Raises
    `HouseRulesError`, `AdapterSpecError` or `ExpectationsError` for a bad option."""
    game, edition = run_game_and_edition(option("game"), option("edition"))
    if game == DEFAULT_GAME:
        table = parse_house_table(option("house"), edition)
        house, rules = table.options, table.rules
    else:
        house, rules = house_as_given(option("house")), None
        check_house_options(game, edition, house)
    adapter = str(option("adapter"))
    check_adapter_spec(adapter)
    expectations_file = option("expectations")
    results = option("results_jsonl")
    return RunSettings(
        adapter=adapter,
        game=game,
        edition=edition,
        house=house,
        rules=rules,
        timeout=option("adapter_timeout"),
        clauses=tuple(option("clause")),
        cases_dir=Path(option("cases_dir")),
        certification_mode=bool(option("certification")),
        max_adapter_errors=int(option("max_adapter_errors")),
        expectations=load_expectations(Path(expectations_file)) if expectations_file else None,
        results_jsonl=Path(results) if results else None,
        profile=str(option("profile")),
    )


def house_as_given(texts: list[str]) -> dict[str, object]:
    """`--house OPTION=VALUE` of a game other than blackjack, as its adapter is sent them: true,
    false and whole numbers as such, every other value as text."""
    house: dict[str, object] = {}
    for text in texts:
        name, equals, value = text.partition("=")
        if not equals or not name.strip():
            raise KitError(f"--house {text!r}: write OPTION=VALUE")
        lowered = value.strip().lower()
        parsed: object = value.strip()
        if lowered in ("true", "false"):
            parsed = lowered == "true"
        elif lowered.lstrip("-").isdigit():
            parsed = int(lowered)
        house[name.strip()] = parsed
    return house
