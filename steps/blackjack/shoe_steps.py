# Over 500 lines: the steps of a whole shoe (shuffle, cut, rounds) share one fixture.
"""Steps about a whole shoe at a table: the shuffle, cut, cutting card, burn and reshuffle of
2.5, 2.6(c), (d), (l), (m) and 2.20, played through protocol 1.1's `play_shoe`.

A scenario names the players seated (in the order they came to the table), the shuffles the kit
hands to the dealer (each as the front cards it leaves after the accepted cut), the answers to
each cut, the rounds, then checks the table's events and the rounds' outcomes. The expected cards
and boxes are written in the feature, worked out by hand from the clauses; the steps only build
the script and compare.

A shoe procedure does not depend on the amounts wagered, so its rounds wager "the table
minimum", the least wager the run's table takes, and run at any table; a round that wagers an
amount the table cannot take makes the scenario not applicable, as for a single round.

Parser convention of every step module: `parsers.parse`, amounts written `$10` or `$7.50`,
cards in double quotes in the kit's notation (docs/ADAPTERS.md); decisions and the answers to
a cut in words (steps.blackjack.words), never as protocol tokens.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal

import pytest
from pytest_bdd import given, parsers, then, when

from reference_impl.cards import CARD_LABELS, parse_cards
from reference_impl.rules import TableRules
from reference_impl.shoe import full_decks
from regulations.errors import KitError
from steps.blackjack.words import decision_list, decision_tokens
from suite.harness.deal_order import DealOrder, as_dealt_by, first_deal, shoe_as_dealt_by
from suite.harness.round_under_test import (
    RoundUnderTest,
    minimum_wager,
    money,
    require_wagers_within_limits,
)
from suite.run.certification import Certification
from suite.run.verdicts import not_applicable
from vendor_adapters.errors import AdapterError, AdapterRefusal
from vendor_adapters.protocol import (
    ErrorCode,
    LedgerEntry,
    ShoeEvent,
    ShoeResult,
    ShoeRound,
    ShuffleScript,
)
from vendor_adapters.session import is_not_offered

# The event fields compared with an expected row, and with the reference engine's events.
COMPARED = ("kind", "box", "card", "round")


@dataclass
class Shuffle:
    """One shuffle as the scenario describes it; its cards are made once the table's decks are
    known: `front` first, then the other cards of the decks in a new deck's order, turned so that
    a cut at `at` brings `front` to the front (2.5(d): the cards in front of the cutting card go
    to the back)."""

    front: tuple[str, ...] = ()
    at: int | None = None
    script: ShuffleScript = field(default_factory=ShuffleScript)
    rack_of: tuple[int, int] | None = None  # (shuffle, count): that shuffle's first cards

    def order(self, decks: int) -> list[str]:
        wanted = Counter(parse_cards(" ".join(self.front)))
        rest = []
        for card in full_decks(decks):
            if wanted[card]:
                wanted[card] -= 1
            else:
                rest.append(card)
        if +wanted:
            raise ValueError(f"{' '.join(self.front)} holds cards {decks} deck(s) do not")
        return [*self.front, *(CARD_LABELS[card] for card in rest)]

    def stack(self, decks: int) -> list[str]:
        order = self.order(decks)
        return order if not self.at else order[-self.at :] + order[: -self.at]


@dataclass
class ShoeUnderTest:
    round_under_test: RoundUnderTest
    players: list[int] = field(default_factory=list)
    shuffles: dict[int, Shuffle] = field(default_factory=dict)
    rounds: dict[int, ShoeRound] = field(default_factory=dict)
    # The boxes of each round that wager the table minimum, known once the table is opened.
    at_minimum: dict[int, list[int]] = field(default_factory=dict)
    result: ShoeResult | None = None
    refusal: AdapterRefusal | None = None
    table_options: dict[str, object] = field(default_factory=dict)
    # The rounds whose first deal was restacked for the game's order: (its order, 2.6(e)'s).
    restacked: dict[int, tuple[DealOrder, DealOrder]] = field(default_factory=dict)

    @property
    def certification(self) -> Certification:
        return self.round_under_test.certification

    def shuffle(self, number: int) -> Shuffle:
        return self.shuffles.setdefault(number, Shuffle())

    def round(self, number: int) -> ShoeRound:
        return self.rounds.setdefault(number, ShoeRound(wagers=[], decisions=[]))

    def scripted_rounds(self, rules: TableRules) -> list[ShoeRound]:
        """The rounds in order, with the wagers "the table minimum" stands for at this table;
        not applicable when a wager is one the table cannot take."""
        rounds = []
        for number in sorted(self.rounds):
            shoe_round = ShoeRound(**self.rounds[number])
            if number in self.at_minimum:
                _wagers(shoe_round, self.at_minimum[number], minimum_wager(rules))
            require_wagers_within_limits(rules, shoe_round["wagers"])
            rounds.append(shoe_round)
        return rounds

    def script(self, decks: int) -> list[ShuffleScript]:
        scripts = []
        for number in sorted(self.shuffles):
            shuffle = self.shuffles[number]
            cards = shuffle.stack(decks)
            if shuffle.rack_of is not None:
                source, count = shuffle.rack_of
                cards = self.shuffles[source].order(decks)[:count]
            scripts.append(ShuffleScript(cards=cards, **shuffle.script))
        return scripts

    def in_the_games_order(
        self, rules: TableRules, shuffles: list[ShuffleScript], rounds: list[ShoeRound]
    ) -> list[ShuffleScript]:
        """The shuffles, whose cards the scenario works out for 2.6(e)'s order of dealing,
        restacked for a game seen to deal its first cards in another (suite.harness.deal_order), so
        that each round's boxes and dealer hold the cards the scenario says and its shuffle, cut,
        burn and reshuffle are checked, not its deal order again; 2.6(e)'s own scenarios, which
        check that order, are dealt as written."""
        if any(clause.startswith("2.6(e)") for clause in self.round_under_test.clauses):
            return shuffles
        certification = self.certification
        options = self.table_options
        no_hole_card = rules.hole_card.value == "no-hole-card"

        def orders_for(boxes: Sequence[int]) -> tuple[DealOrder, DealOrder] | None:
            order = certification.deal_order(options, boxes) if boxes else None
            if order is None or order.follows_2_6e():
                return None
            return first_deal(order, no_hole_card=no_hole_card)

        if all(orders_for(sorted({w["box"] for w in r["wagers"]})) is None for r in rounds):
            return shuffles
        reference = certification.reference
        try:
            table = reference.table(certification.edition, options)
            played = reference.play_shoe(table, self.players, shuffles, rounds)
        except (AdapterRefusal, AdapterError, KitError):
            return shuffles  # the scenario's shoe as written: the reference plays no other
        restacked, self.restacked = shoe_as_dealt_by(shuffles, rounds, played, orders_for)
        return restacked

    def cards_dealt(self, number: int) -> list[str]:
        """Round `number`'s cards as the game dealt them; a round restacked for the game's order
        (`in_the_games_order`), its first deal in 2.6(e)'s order, as the scenario writes it."""
        if self.result is None:
            raise AssertionError(f"the game refused the shoe: {self.refusal}")
        dealt = self.result["rounds"][number - 1]["cards_dealt"]
        if number not in self.restacked:
            return list(dealt)
        game, standard = self.restacked[number]
        return list(as_dealt_by(dealt, game, standard))

    def events(self) -> list[ShoeEvent]:
        if self.result is None:
            raise AssertionError(f"the game refused the shoe: {self.refusal}")
        return self.result["events"]


@pytest.fixture
def shoe_under_test(round_under_test: RoundUnderTest) -> ShoeUnderTest:
    return ShoeUnderTest(round_under_test)


def _numbers(text: str) -> list[int]:
    return [int(part) for part in text.replace(",", " ").split()]


def _clause_path(clause: str) -> str:
    """`13:69F-2.6(d)2` or `19:47-2.6(d)2` as `2.6(d)2`, the same in every edition."""
    return clause.partition("-")[2] or clause


# Given: the table, the players, the shuffles ---------------------------------------------------


# The table's shoe, shuffle and recut (`the table uses a double shoe`, `the cards are shuffled by
# hand`, `a recut is made by the player who last cut`, ...) are house options, said in the words
# of steps.blackjack.words like every other.


@given(parsers.parse('players sit at boxes "{boxes}" in the order they came'))
def _(shoe_under_test: ShoeUnderTest, boxes: str) -> None:
    shoe_under_test.players = _numbers(boxes)


@given(
    parsers.parse('shuffle {number:d} is stacked so that a cut at {at:d} puts "{front}" in front')
)
def _(shoe_under_test: ShoeUnderTest, number: int, at: int, front: str) -> None:
    shuffle = shoe_under_test.shuffle(number)
    shuffle.front, shuffle.at = tuple(front.split()), at
    shuffle.script["cut_answers"] = [f"cut:{at}"]


@given(parsers.parse("shuffle {number:d} is a new deck's order, cut at {at:d}"))
def _(shoe_under_test: ShoeUnderTest, number: int, at: int) -> None:
    shoe_under_test.shuffle(number).script["cut_answers"] = [f"cut:{at}"]


@given(parsers.parse('shuffle {number:d} puts "{front}" in front, with no cut'))
def _(shoe_under_test: ShoeUnderTest, number: int, front: str) -> None:
    shoe_under_test.shuffle(number).front = tuple(front.split())


_REFUSALS = {"": 0, "declined once, then ": 1, "declined twice, then ": 2}


def _cut_answers(declined: str, at: int) -> list[str]:
    """The answers to the offer of a cut (2.5(e), (f)): each person who declines it, then the
    cut made `at` cards from the front, as the protocol's `refuse` and `cut:N`."""
    return ["refuse"] * _REFUSALS[declined] + [f"cut:{at}"]


@given(
    parsers.re(
        r"the cut of shuffle (?P<number>\d+) is (?P<declined>|declined once, then |declined twice, "
        r"then )made at (?P<at>\d+)"
    )
)
def _(shoe_under_test: ShoeUnderTest, number: str, declined: str, at: str) -> None:
    shoe_under_test.shuffle(int(number)).script["cut_answers"] = _cut_answers(declined, int(at))


@given(
    parsers.re(
        r"a supervisor requires a recut of shuffle (?P<number>\d+), (?P<declined>|declined once, "
        r"then |declined twice, then )made at (?P<at>\d+)"
    )
)
def _(shoe_under_test: ShoeUnderTest, number: str, declined: str, at: str) -> None:
    shoe_under_test.shuffle(int(number)).script["recut_answers"] = _cut_answers(declined, int(at))


@given(
    parsers.parse(
        "the dealer inserts shuffle {number:d}'s cutting card with {front:d} cards in front"
    )
)
def _(shoe_under_test: ShoeUnderTest, number: int, front: int) -> None:
    shoe_under_test.shuffle(number).script["cutting_card"] = front


@given(parsers.parse("shuffle {number:d} is of the {side} side"))
def _(shoe_under_test: ShoeUnderTest, number: int, side: str) -> None:
    shoe_under_test.shuffle(number).script["side"] = side


@given(
    parsers.parse(
        "shuffle {number:d} is the first {count:d} cards of shuffle {source:d} after its cut, "
        'in stacks of "{stacks}" at the premarked locations "{locations}"'
    )
)
def _(
    shoe_under_test: ShoeUnderTest,
    *,
    number: int,
    count: int,
    source: int,
    stacks: str,
    locations: str,
) -> None:
    shuffle = shoe_under_test.shuffle(number)
    shuffle.rack_of = (source, count)
    shuffle.script["stacks"] = _numbers(stacks)
    shuffle.script["locations"] = _numbers(locations)


# Given: the rounds ----------------------------------------------------------------------------


TABLE_MINIMUM = "the table minimum"


def _wagers(shoe_round: ShoeRound, boxes: list[int], amount: Decimal) -> None:
    shoe_round["wagers"] = [
        {"box": box, "player": f"box{box}", "amount": str(amount)} for box in boxes
    ]


def _stake(shoe_under_test: ShoeUnderTest, number: int, boxes: list[int], amount: str) -> None:
    """`$10` on the boxes, or the table minimum, settled when the table is opened."""
    if amount == TABLE_MINIMUM:
        shoe_under_test.at_minimum[number] = boxes
    else:
        _wagers(shoe_under_test.round(number), boxes, money(amount))


@given(
    parsers.re(
        rf"round (?P<number>\d+) has (?P<amount>.+) on box (?P<box>\d+), which decides to "
        rf"(?P<decisions>{decision_list()})"
    )
)
def _(shoe_under_test: ShoeUnderTest, number: str, amount: str, box: str, decisions: str) -> None:
    _stake(shoe_under_test, int(number), [int(box)], amount)
    shoe_under_test.round(int(number))["decisions"] = decision_tokens(decisions)


@given(
    parsers.parse(
        'rounds {first:d} to {last:d} each have {amount} on boxes "{boxes}", every box standing'
    )
)
def _(shoe_under_test: ShoeUnderTest, first: int, last: int, amount: str, boxes: str) -> None:
    for number in range(first, last + 1):
        _stake(shoe_under_test, number, _numbers(boxes), amount)
        shoe_under_test.round(number)["decisions"] = ["stand"] * len(_numbers(boxes))


@given(parsers.parse("a new dealer comes to the table before round {number:d}"))
def _(shoe_under_test: ShoeUnderTest, number: int) -> None:
    shoe_under_test.round(number)["new_dealer"] = True


@given(parsers.parse("the casino licensee has the cards reshuffled after round {number:d}"))
def _(shoe_under_test: ShoeUnderTest, number: int) -> None:
    shoe_under_test.round(number)["reshuffle_after"] = True


@given(parsers.parse("round {number:d}'s determinant card is drawn from the {side} side"))
def _(shoe_under_test: ShoeUnderTest, number: int, side: str) -> None:
    shoe_under_test.round(number)["determinant_side"] = side


# When ------------------------------------------------------------------------------------------


@when("the shoe is played")
def _(shoe_under_test: ShoeUnderTest) -> None:
    table, rules = shoe_under_test.round_under_test.table()
    shoe_under_test.certification.require("shoe-procedures", "no shoe can be played at a table")
    shoe_under_test.table_options = shoe_under_test.round_under_test.table_options()
    _require_seats(shoe_under_test.players, rules)
    rounds = shoe_under_test.scripted_rounds(rules)
    shuffles = shoe_under_test.in_the_games_order(
        rules, shoe_under_test.script(rules.decks), rounds
    )
    session = shoe_under_test.certification.game
    try:
        shoe_under_test.result = session.play_shoe(table, shoe_under_test.players, shuffles, rounds)
    except AdapterRefusal as refusal:
        if is_not_offered(refusal):
            not_applicable(f"the game does not play this shoe: {refusal}")
        shoe_under_test.refusal = refusal


def _require_seats(players: list[int], rules: TableRules) -> None:
    """The players seated on boxes this table has; a scenario that seats one at box 3 of a
    one-box table (`boxes=1`) is not applicable: the game refuses the seating, as the reference
    engine does, and the order of play among several players (2.5(e), (f)) cannot be shown at
    it. Nothing is said about the clause under test."""
    outside = [box for box in players if not 1 <= box <= rules.boxes]
    if outside:
        count = "one box" if rules.boxes == 1 else f"{rules.boxes} boxes"
        not_applicable(
            f"the scenario seats players at boxes {', '.join(map(str, players))}, and this run's "
            f"table has {count} (boxes={rules.boxes}): {_listed(outside)} at it"
        )


def _listed(boxes: list[int]) -> str:
    if len(boxes) == 1:
        return f"box {boxes[0]} is not"
    return f"boxes {', '.join(map(str, boxes))} are not"


# Then: the events ------------------------------------------------------------------------------


def _show(event: ShoeEvent) -> str:
    return ", ".join(f"{k}={event[k]}" for k in (*COMPARED, "clause", "note") if k in event)  # type: ignore[literal-required]


def _matches(event: ShoeEvent, row: dict[str, str]) -> bool:
    for name, wanted in row.items():
        if not wanted:
            continue
        if name == "clause":
            got = _clause_path(event.get("clause", ""))
        else:
            got = str(event.get(name, ""))
        if got != wanted:
            return False
    return True


@then("the events include, in this order:")
def _(shoe_under_test: ShoeUnderTest, datatable: list[list[str]]) -> None:
    header, *rows = datatable
    events = shoe_under_test.events()
    at = 0
    for values in rows:
        row = dict(zip(header, (value.strip() for value in values), strict=True))
        while at < len(events) and not _matches(events[at], row):
            at += 1
        if at == len(events):
            shown = "\n  ".join(_show(event) for event in events)
            raise AssertionError(
                f"no event {row} after the ones matched before; the events:\n  {shown}"
            )
        at += 1


@then(parsers.parse('there is no "{kind}" event'))
def _(shoe_under_test: ShoeUnderTest, kind: str) -> None:
    found = [_show(e) for e in shoe_under_test.events() if e["kind"] == kind]
    assert not found, f"unexpected {kind} events: {found}"


@then(parsers.parse('there are {count:d} "{kind}" events'))
@then(parsers.parse('there is {count:d} "{kind}" event'))
def _(shoe_under_test: ShoeUnderTest, count: int, kind: str) -> None:
    found = [_show(e) for e in shoe_under_test.events() if e["kind"] == kind]
    assert len(found) == count, f"{len(found)} {kind} events, not {count}: {found}"


@then(parsers.parse("the shoe is refused citing {clause}"))
def _(shoe_under_test: ShoeUnderTest, clause: str) -> None:
    refusal = shoe_under_test.refusal
    if refusal is None:
        shown = "\n  ".join(_show(event) for event in shoe_under_test.events())
        raise AssertionError(f"the game played a shoe that {clause} forbids:\n  {shown}")
    assert refusal.code == ErrorCode.SHOE_PROCEDURE, (
        f"the game refused with code {refusal.code}, not 1011 (shoe procedure): {refusal}"
    )
    assert clause in refusal.message, f"the refusal does not cite {clause}: {refusal.message}"


# Then: the rounds ------------------------------------------------------------------------------


@then(parsers.parse('round {number:d} deals "{cards}"'))
def _(shoe_under_test: ShoeUnderTest, number: int, cards: str) -> None:
    dealt = shoe_under_test.cards_dealt(number)
    restacked = number in shoe_under_test.restacked
    assert dealt == cards.split(), f"round {number} dealt {' '.join(dealt)}, not {cards}" + (
        " (its first deal put in 2.6(e)'s order: the game deals it in another, see 2.6(e))"
        if restacked
        else ""
    )


def _main_entry(shoe_under_test: ShoeUnderTest, number: int, box: int) -> LedgerEntry:
    if shoe_under_test.result is None:
        raise AssertionError(f"the game refused the shoe: {shoe_under_test.refusal}")
    ledger = shoe_under_test.result["rounds"][number - 1]["ledger"]
    entries = [e for e in ledger if e["box"] == box and e["hand"] == 1 and e["kind"] == "main"]
    assert len(entries) == 1, f"round {number} box {box}: main entries {entries}"
    return entries[0]


@then(parsers.parse("in round {number:d} box {box:d}'s main wager {result} ${amount}"))
def _(shoe_under_test: ShoeUnderTest, number: int, box: int, result: str, amount: str) -> None:
    net = money(_main_entry(shoe_under_test, number, box)["net"])
    expected = {"wins": money(amount), "loses": -money(amount)}[result]
    assert net == expected, f"round {number} box {box}'s main wager nets {net}, not {expected}"


@then(parsers.parse("in round {number:d} box {box:d}'s main wager wins at 1 to 1"))
def _(shoe_under_test: ShoeUnderTest, number: int, box: int) -> None:
    """The wager, whatever this table's minimum made it, is won at even money."""
    entry = _main_entry(shoe_under_test, number, box)
    stake, net = money(entry["stake"]), money(entry["net"])
    assert entry["result"] == "win" and entry["odds"] == "1 to 1" and net == stake, (
        f"round {number} box {box}'s ${stake:.2f} main wager is settled {entry['result']} "
        f"at {entry['odds']} net {net}, not won at 1 to 1"
    )


@then(parsers.parse("in round {number:d} box {box:d}'s main wager loses"))
def _(shoe_under_test: ShoeUnderTest, number: int, box: int) -> None:
    """The wager, whatever this table's minimum made it, is lost."""
    entry = _main_entry(shoe_under_test, number, box)
    stake, net = money(entry["stake"]), money(entry["net"])
    assert entry["result"] == "lose" and net == -stake, (
        f"round {number} box {box}'s ${stake:.2f} main wager is settled {entry['result']} "
        f"net {net}, not lost"
    )


@then("the events match the reference engine's on kind, box, card and round")
def _(shoe_under_test: ShoeUnderTest) -> None:
    certification = shoe_under_test.certification
    oracle = certification.oracle
    table = oracle.table(certification.edition, shoe_under_test.table_options)
    rules = shoe_under_test.round_under_test.rules
    rounds = shoe_under_test.scripted_rounds(rules)
    expected = oracle.play_shoe(
        table, shoe_under_test.players, shoe_under_test.script(rules.decks), rounds
    )

    def seen(events: list[ShoeEvent]) -> list[tuple[object, ...]]:
        return [tuple(event.get(name) for name in COMPARED) for event in events]

    game, reference = seen(shoe_under_test.events()), seen(expected["events"])
    assert game == reference, f"the game's events {game} differ from the reference's {reference}"
