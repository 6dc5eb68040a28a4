"""What a certification run is: the game under test, the edition and the house rules.

The plugin builds one `Certification` per pytest run from `--adapter`, `--edition`, `--house`
and `--adapter-timeout` (suite.run.settings). The `--house` text becomes the run's `TableRules`
once (`parse_house_table`), and `Certification.rules` keeps it for every scenario. Steps reach
the game only through its `GameSession`; the reference engine appears only as the oracle of the
differential check.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from reference_impl.catalog import rules_from_mapping, rules_to_dict
from reference_impl.errors import RulesError
from reference_impl.rules import TableRules
from regulations.errors import KitError
from suite.harness.deal_order import (
    DealOrder,
    RestackingSession,
    as_dealt_by,
    first_deal,
    observe_deal_order,
)
from suite.run.options import DEFAULT_CASES_DIR, DEFAULT_EDITION
from suite.run.verdicts import not_applicable
from vendor_adapters.errors import AdapterError
from vendor_adapters.protocol import DEFAULT_GAME
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession
from vendor_adapters.specs import open_adapter
from vendor_adapters.stdio_client import DEFAULT_TIMEOUT_SECONDS

__all__ = [
    "REQUIRED_CAPABILITIES",
    "Certification",
    "HouseRulesError",
    "HouseTable",
    "RequiredCapabilityMissing",
    "effective_options",
    "parse_house_options",
    "parse_house_table",
]

# What a certification run cannot do without: with no forced shoe, no stacked round and no
# generated round can be dealt, so not one payout could be checked. Under `bjkit certify` a
# scenario that needs one of these fails instead of being not applicable.
REQUIRED_CAPABILITIES = frozenset({"forced-shoe"})
# The house options that can change how the first cards of a round are dealt: the hole-card
# procedure (2.6(h), (j), (k)), the boxes of the table and the decks the shoe holds.
_DEAL_SHAPING = ("hole_card", "boxes", "decks")


class RequiredCapabilityMissing(AssertionError):  # noqa: N818 - reads as the finding it reports
    """In certification mode, the game lacks a capability certification requires: the scenario
    fails, and no expectations file can excuse it."""


class HouseRulesError(KitError):
    """House options of a run that name no option, give a bad value, or are forbidden together."""


@dataclass(frozen=True)
class HouseTable:
    """The house options of a run as given (the protocol's values of the options named) and
    every rule of the table they make in the edition."""

    options: dict[str, object]
    rules: TableRules


def parse_house_options(items: Iterable[str], edition: str) -> dict[str, object]:
    """`["surrender=true", "decks=8"]` as the protocol's option values, checked against the
    rules of `edition` (a forbidden combination names the clause that forbids it)."""
    return parse_house_table(items, edition).options


def parse_house_table(items: Iterable[str], edition: str) -> HouseTable:
    """`["surrender=true", "decks=8"]` read once: the protocol's values of the options given and
    the table's `TableRules` in `edition`. A bad item, value or forbidden combination is a
    `HouseRulesError` (the combination's names the clause that forbids it)."""
    raw: dict[str, str] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip() or not value.strip():
            raise HouseRulesError(f"--house {item!r}: write OPTION=VALUE, e.g. surrender=true")
        raw[name.strip().replace("-", "_")] = value.strip()
    try:
        rules = rules_from_mapping({**raw, "edition": edition})
    except RulesError as error:
        raise HouseRulesError(f"house options of this run in {edition}: {error}") from None
    plain = rules_to_dict(rules)
    return HouseTable({name: plain[name] for name in raw}, rules)


def effective_options(edition: str, options: Mapping[str, object]) -> TableRules:
    """Every house option of a table: the ones given, the protocol's defaults for the rest.
    Raises `RulesError` (with the clause) for a combination the edition forbids."""
    return rules_from_mapping({**options, "edition": edition})


@dataclass(repr=False)
class Certification:
    """One run: which game, which edition, which house options; sessions opened on first use."""

    adapter: str = "reference"
    # The game certified (1.5): `reference` is its reference engine, and a game under test whose
    # handshake names another game is an adapter error of every scenario.
    game_name: str = DEFAULT_GAME
    edition: str = DEFAULT_EDITION
    house: dict[str, object] = field(default_factory=dict)
    timeout: float = DEFAULT_TIMEOUT_SECONDS
    cases_dir: Path = DEFAULT_CASES_DIR
    certification_mode: bool = False
    # The table `house` makes in `edition`, read once per run (given, or on first use).
    table_rules: TableRules | None = None
    _game: GameSession | None = None
    _oracle: GameSession | None = None
    _reference: GameSession | None = None
    _deal_orders: dict[tuple[str, tuple[int, ...]], DealOrder | None] = field(default_factory=dict)

    @property
    def rules(self) -> TableRules:
        """Every rule of the run's table: `house` in `edition`, the defaults for the rest."""
        if self.table_rules is None:
            self.table_rules = effective_options(self.edition, self.house)
        return self.table_rules

    @property
    def game(self) -> GameSession:
        """The game under test, handshaken (an `AdapterError` is the scenario's error)."""
        if self._game is None:
            opened = open_adapter(self.adapter, timeout=self.timeout, game=self.game_name)
            self._game = GameSession(opened)
        self._game.handshake()
        if self._game.game_name != self.game_name:
            raise AdapterError(
                "protocol",
                f"the game under test plays {self._game.game_name} (its handshake says so); this "
                f"run certifies {self.game_name}",
                method="handshake",
            )
        return self._game

    @property
    def oracle(self) -> GameSession:
        """The reference engine, for differential checks only."""
        if self._oracle is None:
            # It follows the prompts the game asked, not its list of decisions (issue 19), and
            # is given the game's hands in 2.6(e)'s order where the game deals in another.
            self._oracle = RestackingSession(ReferenceAdapter(), self.deal_order)
        return self._oracle

    @property
    def reference(self) -> GameSession:
        """The reference engine played on shoes in 2.6(e)'s order, for what an example's own
        cards mean (suite.harness.example_tables), never for judging the game."""
        if self._reference is None:
            self._reference = GameSession(ReferenceAdapter())
        return self._reference

    def shoe_for_game(
        self,
        options: Mapping[str, object],
        wagers: Sequence[Mapping[str, object]],
        shoe: Sequence[str],
    ) -> tuple[str, ...]:
        """A shoe stacked in 2.6(e)'s order (a generated round's), restacked so that the game
        gives every hand the same first cards in the order it was seen to deal; the oracle is
        given them back in 2.6(e)'s order (suite.harness.deal_order.RestackingSession)."""
        boxes = sorted({int(str(w["box"])) for w in wagers})
        order = self.deal_order(options, boxes) if boxes else None
        if order is None or order.follows_2_6e():
            return tuple(shoe)
        hole_card = effective_options(self.edition, options).hole_card.value
        orders = first_deal(order, no_hole_card=hole_card == "no-hole-card")
        if orders is None:
            return tuple(shoe)
        game, standard = orders
        return as_dealt_by(shoe, standard, game)

    def deal_order(self, options: Mapping[str, object], boxes: Sequence[int]) -> DealOrder | None:
        """The order the game deals the first cards at a table of `options` with wagers on
        `boxes`, seen once per table and boxes (suite.harness.deal_order); None when it cannot be
        seen."""
        # Only the options that shape the first deal key it: a property draws many tables.
        table = {**self.house, **{k: options[k] for k in _DEAL_SHAPING if k in options}}
        key = (json.dumps(table, sort_keys=True, default=str), tuple(sorted(boxes)))
        if key not in self._deal_orders:
            self._deal_orders[key] = observe_deal_order(
                self.game, self.edition, table, sorted(boxes)
            )
        return self._deal_orders[key]

    def require(self, capability: str, why: str) -> None:
        """End the scenario when the game lacks `capability`: not applicable, or a failure in
        certification mode when certification requires it (REQUIRED_CAPABILITIES)."""
        if capability in self.game.capabilities:
            return
        if self.certification_mode and capability in REQUIRED_CAPABILITIES:
            raise RequiredCapabilityMissing(
                f"certification requires the capability {capability!r}, which the game does not "
                f"declare: {why}"
            )
        not_applicable(f"the game does not declare {capability}, so {why}")

    def __repr__(self) -> str:
        return (
            f"Certification(adapter={self.adapter!r}, edition={self.edition!r}, house={self.house})"
        )

    def close(self) -> None:
        for session in (self._game, self._oracle, self._reference):
            if session is not None:
                session.close()
        self._game = self._oracle = self._reference = None
        self._deal_orders.clear()
