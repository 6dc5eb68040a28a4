"""Properties of Baccarat-Punto Banco over shoes the kit stacks, with Hypothesis: whole shuffled
shoes and targeted ones whose first round reaches a rare event (steps.baccarat.strategies).

    Given baccarat rounds in which the hands tie
    And baccarat house options drawn from those the rules allow
    Then in every baccarat round, every wager is settled as the rules require

Every expected amount is worked out from the text by `steps.baccarat.oracle`; the reference
engine appears only in the differential property (`the game settles the round as the reference
engine does`). A counterexample is shown as the shoe and rounds a person can read. The profile
(`--profile`) sets how many shoes are played; no scenario sets it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from hypothesis import given as hypothesis_given
from hypothesis import reject
from hypothesis import strategies as st
from pytest_bdd import given, parsers, then

from steps.baccarat.filing import (
    BURN,
    OWED,
    POINT_COUNT,
    VIGORISH,
    ledger_clause,
    payout_clause,
    settled_under,
    shown_counts,
)
from steps.baccarat.oracle import ShoeLedger, odds_ratio, point_count
from steps.baccarat.scenario import BaccaratScenario, money, open_table, play_round
from steps.baccarat.strategies import (
    BURN_WORTH_TEN,
    SITUATIONS,
    GeneratedShoe,
    drawn_options,
    generated_shoes,
)
from steps.baccarat.words import PROTOCOL_DEFAULTS
from suite.harness.checks import PropertyViolation, require_under
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.session import is_not_offered

Played = list[dict[str, Any]]
Check = Callable[[GeneratedShoe, Played], None]


@dataclass
class BaccaratProperty:
    situation: str | None = None
    draw_options: bool = False
    checks: list[str] = field(default_factory=list)


def _setup(baccarat: BaccaratScenario) -> BaccaratProperty:
    if not isinstance(baccarat.generation, BaccaratProperty):
        baccarat.generation = BaccaratProperty()
    return baccarat.generation


@given("baccarat rounds dealt from shuffled shoes")
def _(baccarat: BaccaratScenario) -> None:
    _setup(baccarat).situation = None


@given(
    parsers.re(rf"baccarat rounds in which (?P<situation>{'|'.join(map(re.escape, SITUATIONS))})")
)
def _(baccarat: BaccaratScenario, situation: str) -> None:
    _setup(baccarat).situation = situation


@given("baccarat house options drawn from those the rules allow")
def _(baccarat: BaccaratScenario) -> None:
    """Each shoe draws a table (decks, tie odds, vigorish and its rounding and collection); the
    options the scenario states stay fixed."""
    _setup(baccarat).draw_options = True


# The properties ----------------------------------------------------------------------------------


def _hands(shoe: GeneratedShoe, played: Played) -> None:
    """3.1(b), (c): each hand as dealt, its Point Count the right digit of its values' total."""
    for number, (generated, outcome) in enumerate(zip(shoe.rounds, played, strict=True), 1):
        for side, cards in (("player", generated.player), ("banker", generated.banker)):
            shown = outcome["hands"][side]
            assert shown["cards"] == list(cards), f"round {number}: the {side}'s hand {shown}"
            require_under(
                shown["point_count"] == point_count(cards),
                POINT_COUNT,
                f"round {number}: the {side}'s hand {' '.join(cards)} has a Point Count of "
                f"{point_count(cards)}, the game says {shown['point_count']}",
            )


def _shown(entries: Sequence[dict[str, Any]]) -> list[tuple[Any, ...]]:
    return sorted(
        (e["player"], e["kind"], e["wager"] or "", e["result"] or "", money(e["net"]))
        for e in entries
    )


def _rows(entries: Sequence[Any]) -> list[tuple[Any, ...]]:
    """Expected entries as the rows `_shown` makes of a game's."""
    return sorted((e.player, e.kind, e.wager or "", e.result or "", e.net) for e in entries)


def _settled(shoe: GeneratedShoe, played: Played) -> None:
    """3.2(a), 3.3(a)-(c): every wager won, lost or void, paid at its odds, the vigorish of a
    winning Banker's Hand collected at the payout or owed, all of it collected at the shoe's
    end."""
    book = ShoeLedger(shoe.options)
    for number, (generated, outcome) in enumerate(zip(shoe.rounds, played, strict=True), 1):
        wagers = [(p, w, money(a)) for p, w, a in generated.wagers]
        # Settled on the counts the game showed: a wrong count fails 3.1(c) in `_hands` alone.
        expected = book.settle(wagers, generated.player, generated.banker, shown_counts(outcome))
        if number == len(shoe.rounds):
            expected += book.collect_all()
        want = _rows(expected)
        shown = _shown(outcome["ledger"])
        require_under(
            shown == want,
            ledger_clause(shown, want),
            f"round {number} is settled {shown}; the rules require {want}",
        )
        for entry in outcome["ledger"]:
            if entry["result"] == "win":
                odds = str(shoe.options["tie_odds"]) if entry["wager"] == "tie" else "1 to 1"
                require_under(
                    entry["odds"] and odds_ratio(entry["odds"]) == odds_ratio(odds),
                    payout_clause(str(entry["wager"])),
                    f"round {number}: {entry['wager']} paid at {entry['odds']}, not {odds}",
                )
        owed = {o["player"]: money(o["amount"]) for o in outcome["owed"]}
        require_under(
            owed == book.owed_now(),
            OWED,
            f"after round {number} the players owe {owed}; the rules make it {book.owed_now()}",
        )


def _collected_before_reshuffle(shoe: GeneratedShoe, played: Played) -> None:
    """3.3(c): "all outstanding vigorish shall be collected prior to reshuffling the cards in a
    shoe": once the shoe is completed nothing is owed, and all that was owed was collected."""
    book = ShoeLedger(shoe.options)
    due = Decimal(0)
    # A vigorish total that differs because a wager was settled otherwise (a Banker's Hand paid
    # on a tie is charged one) is that settlement's difference, filed under its clause.
    clause = VIGORISH
    for generated, outcome in zip(shoe.rounds, played, strict=True):
        wagers = [(p, w, money(a)) for p, w, a in generated.wagers]
        expected = book.settle(wagers, generated.player, generated.banker, shown_counts(outcome))
        due -= sum((e.net for e in expected if e.kind == "vigorish"), Decimal(0))
        want = [r for r in _rows(expected) if r[1] == "settlement"]
        got = [r for r in _shown(outcome["ledger"]) if r[1] == "settlement"]
        if clause == VIGORISH and got != want:
            clause = ledger_clause(got, want)
    due -= sum((e.net for e in book.collect_all()), Decimal(0))
    last = played[-1]
    require_under(
        last["owed"] == [], OWED, f"the shoe is completed with vigorish still owed: {last['owed']}"
    )
    assert last["shoe_completed"], "the game does not complete the shoe"
    collected = -sum(
        (money(e["net"]) for o in played for e in o["ledger"] if e["kind"] == "vigorish"),
        Decimal(0),
    )
    require_under(
        collected == due,
        clause,
        f"the shoe's vigorish collected is {collected:.2f}; the rules make it {due:.2f}",
    )


def _burn(shoe: GeneratedShoe, played: Played) -> None:
    """3.5(d): the first card and as many more as its amount, face cards and tens ten, aces
    one."""
    require_under(
        played[0].get("burned") == list(shoe.burned),
        BURN,
        f"the game burns {' '.join(played[0].get('burned') or [])}; the first card "
        f"{shoe.order[0]} burns {' '.join(shoe.burned)}",
    )


# The clause a differing part of the outcome breaks ("": the Rule hosting the scenario).
_DIFFERENTIAL_CLAUSE = {"burned": BURN, "hands": POINT_COUNT}


def _as_reference(shoe: GeneratedShoe, played: Played) -> None:
    """The differential check: the reference engine's outcome of the same shoe and rounds."""
    from vendor_adapters.games.baccarat import ReferenceBaccaratGame  # noqa: PLC0415 - oracle

    oracle = ReferenceBaccaratGame()
    table = oracle.open_table(edition="nj-1996", options=dict(shoe.options))["table"]
    for number, (wire, outcome) in enumerate(zip(shoe.wires(), played, strict=True), 1):
        reference: dict[str, Any] = dict(oracle.play(table=table, round=wire))
        for key in ("complete", "burned", "hands", "shoe_completed"):
            require_under(
                outcome.get(key) == reference.get(key),
                _DIFFERENTIAL_CLAUSE.get(key, ""),
                f"round {number}: the game's {key} is {outcome.get(key)}, the reference "
                f"engine's {reference.get(key)}",
            )
        game_rows, reference_rows = _shown(outcome["ledger"]), _shown(reference["ledger"])
        require_under(
            game_rows == reference_rows,
            settled_under(outcome, ledger_clause(game_rows, reference_rows)),
            f"round {number}: the game settles {game_rows}, the reference engine {reference_rows}",
        )
        require_under(
            sorted(map(str, outcome["owed"])) == sorted(map(str, reference["owed"])),
            settled_under(outcome, OWED),
            f"round {number}: the game's players owe {outcome['owed']}, the reference "
            f"engine's {reference['owed']}",
        )


# The checks that need the shoe the kit stacked; the others also run, a round at a time, on a
# game that deals the kit's hands from its own cards.
SHOE_CHECKS: tuple[Check, ...] = (_burn,)

CHECKS: dict[str, Check] = {
    "each hand's Point Count is the right digit of its cards' values": _hands,
    "every wager is settled as the rules require": _settled,
    "the game settles the round as the reference engine does": _as_reference,
    "all the vigorish owed is collected before the reshuffle": _collected_before_reshuffle,
    "the burn is the first card and as many more as its amount": _burn,
}


def _run(baccarat: BaccaratScenario, check: Check) -> None:
    certification = baccarat.certification
    setup = _setup(baccarat)
    session = certification.game
    certification.require("forced-hands", "the kit cannot give a round's hands")
    stacked = "shoe-procedures" in session.capabilities
    if check in SHOE_CHECKS or setup.situation == BURN_WORTH_TEN:
        certification.require("shoe-procedures", "the kit cannot stack the shoes")
    fixed = {**dict(certification.house), **baccarat.options}
    defaults = {**PROTOCOL_DEFAULTS, **fixed}
    options = drawn_options(fixed, defaults) if setup.draw_options else st.just(defaults)
    open_table(certification, defaults)  # not applicable where the scenario's table is not offered

    @hypothesis_given(generated_shoes(options, setup.situation))
    def every_shoe(shoe: GeneratedShoe) -> None:
        if not stacked:  # one round at a time from the game's own cards
            shoe = shoe.unstacked()
        try:
            table = session.table(certification.edition, dict(shoe.options))
        except AdapterRefusal as refusal:
            if is_not_offered(refusal):
                reject()
            raise AssertionError(f"the game refuses a table the rules allow: {refusal}") from None
        try:
            played = [
                play_round(certification, table, wire, kit_shoe=stacked) for wire in shoe.wires()
            ]
            check(shoe, played)
        except PropertyViolation as violation:
            # The shoe is told with the failure, which stays filed under the clause it breaks.
            raise PropertyViolation(
                f"{violation}\n  the shoe: {shoe.describe()}", breaches=violation.breaches
            ) from None
        except AssertionError as failure:
            raise AssertionError(f"{failure}\n  the shoe: {shoe.describe()}") from None

    every_shoe()


@then(
    parsers.re(
        r"in every baccarat (?:round|shoe), (?P<name>" + "|".join(map(re.escape, CHECKS)) + ")"
    )
)
def _(baccarat: BaccaratScenario, name: str) -> None:
    _run(baccarat, CHECKS[name])
