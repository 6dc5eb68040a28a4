# Over 500 lines: the steps every side wager shares, each short.
"""Steps every side wager shares (protocol 1.2): the table's offer, the wagers placed with the
main wager, how and when each is settled, and the properties of generated rounds.

    Given the table offers the WORDS wager
    And box 1 wagers $10 and $1 PLACED-WORDS
    Then box 1's WORDS wager wins $50 at 50 to 1 under CLAUSE
    And box 1's WORDS wager is paid after the second card is dealt to each player and
        before any additional card

A game without the capability `side-wager:<offering>` makes the scenario not applicable (its
table needs the capability). The wagers are named in the words their declarations give
(`SideWagerKind.words`, `placed_words`, `Offering.words`), a wager's own steps beside it
(`steps/wagers/<wager>/`). The expected amounts of the examples are worked by hand from the rule
text; the properties compare every generated round with `suite.wagers.side_wager_oracle` and the
oracles the wagers register, which read the odds from the corpus.

The moment of a settlement is read from the order of the transcript's `pay`, `collect` and
`return` events (protocol 1.2); the same steps say when a blackjack is paid and its cards
removed (the `remove-cards` event), at once against a 2 to 9 (2.7(a)), only once the players
and the dealer have their cards against an ace or ten (2.7(b)):

    Then box 2's main wager is paid before any player receives a third card
    And box 2's cards are removed before any player receives a third card
    Then box 1's main wager is paid only after all other cards are dealt to the players and
        the dealer has his second card
    And box 1's cards are removed only after all other cards are dealt to the players and the
        dealer has his second card

A game that reports no settlement event makes them not applicable, never passed; so does a game
that reports no `remove-cards` event at all for the steps about removing cards.

Parser convention: `parsers.parse`, and `parsers.re` where a phrase names a wager (one of the
declared words). Every phrase matches exactly one step definition of the kit
(tests/steps/test_step_patterns.py): the general patterns of `steps.blackjack.round_steps`,
`steps.blackjack.ledger_steps` and `steps.blackjack.property_steps` leave these phrases alone.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal

import pytest
from pytest_bdd import given as given_step
from pytest_bdd import parsers, then

from reference_impl.wager_model import declarations
from regulations.paytables import parse_odds
from steps.blackjack.words import OFFERED
from suite.harness.checks import (
    TIMING_CHECKS,
    PlayedRound,
    before_any_third_card,
    blackjack_removed_before_third_card,
    held_until_all_cards_are_dealt,
    removal_event,
    require_removals,
    require_settlement_events,
    settlement_transcript,
    violation_of,
)
from suite.harness.property_runner import PropertySetup, run_generated
from suite.harness.round_under_test import RoundUnderTest, money, show_entry
from suite.harness.step_words import registered_words
from suite.harness.table_attempt import TableAttempt
from suite.run.certification import Certification
from suite.run.verdicts import not_applicable
from suite.wagers.registry import SITUATION_WORDS
from suite.wagers.side_wager_oracle import (
    SETTLEMENT_CLAUSES,
    SETTLEMENT_PROPERTY,
    SIDE_WAGER_CHECKS,
    first_election_problem,
    initial_deal_window,
    settlement_event,
)
from suite.wagers.side_wager_strategies import offering_named, side_wager_rounds
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import ErrorCode, LedgerEntry, TranscriptEvent, Wager
from vendor_adapters.session import is_not_offered

# Every side wager in the words its declaration gives the features (`SideWagerKind.words`,
# `placed_words`, `Offering.words`), and the kind or offering the protocol names it by: a wager a
# plugin declares is spoken of in the same steps as the kit's own.
_OFFERINGS_DECLARED, _KINDS_DECLARED = declarations()
KIND_WORDS = {kind.words: kind.name for kind in _KINDS_DECLARED.values() if kind.words}
# The wager named when it is placed: "$1 " and its `placed_words`.
PLACED_WORDS = {
    kind.placed_words: kind.name for kind in _KINDS_DECLARED.values() if kind.placed_words
}
# The offerings as a table offers them ("the table offers the WORDS wager").
OFFERING_WORDS = {
    offering.words: offering.name for offering in _OFFERINGS_DECLARED.values() if offering.words
}
# The named offerings of 2.17(a) and 2.19 to 2.28, whose tables only are checked (their
# declarations give no words), as their rules name them ("a 20 point bonus wager").
NAMED_OFFERING_WORDS = {
    "progressive blackjack": "progressive-blackjack",
    "blackjack bonus": "blackjack-bonus",
    "streak": "streak",
    "match the dealer": "match-the-dealer",
    "20 point bonus": "20-point-bonus",
    "optional bonus": "optional-bonus",
    "in-between": "in-between",
    "21+3": "21-plus-3",
    "house money": "house-money",
}
# A validation names them as the Given does: `a table is asked for at which the table offers the
# streak wager and the 20 point bonus wager` (steps.blackjack.words).
OFFERED.update({f"the {words} wager": name for words, name in OFFERING_WORDS.items()})
OFFERED.update({f"the {words} wager": name for words, name in NAMED_OFFERING_WORDS.items()})
_KINDS = "|".join(map(re.escape, sorted(KIND_WORDS, key=len, reverse=True)))
_OFFERINGS = "|".join(map(re.escape, sorted(OFFERING_WORDS, key=len, reverse=True)))
_AMOUNT = r"\$(?P<amount>[\d.,]+)"
_WHO = r"(?P<who>box \d+|\S+ on box \d+)"
_CLAUSE = r"(?: under (?P<clause>\S+))?"


@dataclass
class SideWagerSetup:
    """The offering a property scenario's rounds wager on, and the least amount wagered."""

    offering: str | None = None
    least_stake: Decimal = Decimal(0)


@pytest.fixture
def side_wager_setup() -> SideWagerSetup:
    return SideWagerSetup()


def _offer(round_under_test: RoundUnderTest, offering: str) -> None:
    round_under_test.set_option("side_wagers", offering)


# The table -------------------------------------------------------------------------------------


@given_step(parsers.re(rf"the table offers the (?P<words>{_OFFERINGS}) wager"))
def _(round_under_test: RoundUnderTest, words: str) -> None:
    _offer(round_under_test, OFFERING_WORDS[words])


@given_step(
    parsers.re(rf"the casino licensee's maximum for the (?P<words>{_OFFERINGS}) wager is {_AMOUNT}")
)
def _(round_under_test: RoundUnderTest, words: str, amount: str) -> None:
    round_under_test.set_option("side_wager_maximums", f"{OFFERING_WORDS[words]}:{money(amount)}")


def _cites(text: str, clause: str) -> bool:
    """Whether `text` cites `clause` itself, not a paragraph of it: "2.12(a)" is not cited by
    "2.12(a)1"."""
    return re.search(re.escape(clause) + r"(?![0-9a-z])", text) is not None


@then(parsers.parse("the game refuses the table citing {clause}"))
def _(table_attempt: TableAttempt, clause: str) -> None:
    shown = ", ".join(f"{k}={v}" for k, v in table_attempt.options.items())
    refusal = table_attempt.refusal
    if refusal is not None and is_not_offered(refusal):
        not_applicable(f"the game does not offer {shown} at all: {refusal}")
    assert not table_attempt.opened, f"the game opened a table with {shown}, which {clause} forbids"
    assert refusal is not None
    assert refusal.code == ErrorCode.FORBIDDEN_RULES, (
        f"the game refused {shown} with code {refusal.code}, not 1001 (forbidden rules): {refusal}"
    )
    assert _cites(str(refusal), clause), (
        f"the game refused {shown} without citing {clause}: {refusal}"
    )


# The wagers ------------------------------------------------------------------------------------


_PLACED = "|".join(map(re.escape, sorted(PLACED_WORDS, key=len, reverse=True)))


def _with_side(box: int, player: str, amount: str, side: str, words: str) -> Wager:
    return {
        "box": box,
        "player": player,
        "amount": f"{money(amount):.2f}",
        "side_wagers": [{"kind": PLACED_WORDS[words], "amount": f"{money(side):.2f}"}],
    }


@given_step(
    parsers.re(rf"box (?P<box>\d+) wagers {_AMOUNT} and \$(?P<side>[\d.,]+) (?P<words>{_PLACED})")
)
def _(round_under_test: RoundUnderTest, box: str, amount: str, side: str, words: str) -> None:
    round_under_test.wagers.append(_with_side(int(box), f"box{box}", amount, side, words))


@given_step(
    parsers.re(
        rf"(?P<player>\S+) wagers {_AMOUNT} and \$(?P<side>[\d.,]+) (?P<words>{_PLACED}) "
        r"on box (?P<box>\d+)"
    )
)
def _(  # noqa: PLR0917 - pytest-bdd passes fixtures and step arguments by name
    round_under_test: RoundUnderTest, player: str, amount: str, side: str, words: str, box: str
) -> None:
    round_under_test.wagers.append(_with_side(int(box), player, amount, side, words))


@then(parsers.parse("the wagers are refused citing {clause}"))
def _(round_under_test: RoundUnderTest, clause: str) -> None:
    shown = "; ".join(
        f"${w['amount']} on box {w['box']}"
        + "".join(f" and ${s['amount']} {s['kind']}" for s in w.get("side_wagers", ()))
        for w in round_under_test.wagers
    )
    try:
        round_under_test.deal_cards()
    except AdapterRefusal as refusal:
        assert refusal.code == ErrorCode.BAD_WAGER, (
            f"the game refused the wagers ({shown}) with code {refusal.code}, not 1006 "
            f"(bad wager): {refusal}"
        )
        assert _cites(str(refusal), clause), (
            f"the game refused the wagers ({shown}) without citing {clause}: {refusal}"
        )
        return
    raise AssertionError(f"the game accepted the wagers ({shown}), which {clause} forbids")


# The settlement --------------------------------------------------------------------------------


def _entry(round_under_test: RoundUnderTest, who: str, words: str) -> LedgerEntry:
    player, box = _who(who)
    return round_under_test.entry(box, 1, KIND_WORDS[words], player)


def _who(who: str) -> tuple[str | None, int]:
    name, _, box = who.rpartition("box ")
    return (name.removesuffix(" on ").strip() or None), int(box)


def _cited(entry: LedgerEntry, clause: str | None) -> None:
    """A clause the scenario names must be the entry's, when the game cites one (the protocol
    makes `clause` optional, and the comparison ignores it)."""
    cited = entry.get("clause")
    if clause and cited:
        assert cited.split("-", 1)[-1] == clause, (
            f"the game settled {show_entry(entry)} citing {cited}, not {clause}"
        )


@then(
    parsers.re(
        rf"{_WHO}'s (?P<words>{_KINDS}) wager wins {_AMOUNT} at (?P<odds>[\d.,]+ to \d+){_CLAUSE}"
    )
)
def _(  # noqa: PLR0917 - pytest-bdd passes fixtures and step arguments by name
    round_under_test: RoundUnderTest,
    who: str,
    words: str,
    amount: str,
    odds: str,
    clause: str | None,
) -> None:
    entry = _entry(round_under_test, who, words)
    want, ratio = money(amount), parse_odds(odds).ratio
    got = entry["odds"]
    got_ratio = parse_odds(got).ratio if got else None
    assert entry["result"] == "win" and Decimal(entry["net"]) == want and got_ratio == ratio, (
        f"expected a win of ${want:.2f} at {odds}; the game settled {show_entry(entry)}"
    )
    _cited(entry, clause)


@then(parsers.re(rf"{_WHO}'s (?P<words>{_KINDS}) wager loses {_AMOUNT}{_CLAUSE}"))
def _(
    round_under_test: RoundUnderTest, who: str, words: str, amount: str, clause: str | None
) -> None:
    entry = _entry(round_under_test, who, words)
    want = money(amount)
    assert entry["result"] == "lose" and Decimal(entry["net"]) == -want, (
        f"expected a loss of ${want:.2f}; the game settled {show_entry(entry)}"
    )
    _cited(entry, clause)


@then(parsers.re(rf"{_WHO}'s (?P<words>{_KINDS}) wager is returned"))
def _(round_under_test: RoundUnderTest, who: str, words: str) -> None:
    entry = _entry(round_under_test, who, words)
    assert entry["result"] in ("dead", "void") and Decimal(entry["net"]) == 0, (
        f"expected the wager returned (I-2.17-dead-hand); the game settled {show_entry(entry)}"
    )


@then(parsers.re(rf"{_WHO}'s main wager is returned as a dead hand"))
def _(round_under_test: RoundUnderTest, who: str) -> None:
    player, box = _who(who)
    entry = round_under_test.entry(box, 1, "main", player)
    assert entry["result"] == "dead" and Decimal(entry["net"]) == 0, (
        f"expected a dead hand, the wager returned; the game settled {show_entry(entry)}"
    )


# When it is settled ----------------------------------------------------------------------------


# The wagers whose moment of settlement a scenario states: those of 2.17, and the main wager of
# a blackjack (2.7(a)).
TIMED_WORDS = {**KIND_WORDS, "main": "main"}


def _transcript(round_under_test: RoundUnderTest) -> list[TranscriptEvent]:
    """The round's transcript, or not applicable when it shows no settlement (protocol 1.2)."""
    outcome = round_under_test.play_out()
    return settlement_transcript(outcome, round_under_test.session.handshake()["protocol"])


def _settled_at(
    round_under_test: RoundUnderTest, who: str, words: str, how: str
) -> tuple[list[TranscriptEvent], int]:
    """The transcript and the index of the wager's settlement event (`pay` or `collect`)."""
    player, box = _who(who)
    entry = round_under_test.entry(box, 1, TIMED_WORDS[words], player)
    events = _transcript(round_under_test)
    index = settlement_event(events, box, player or entry["player"], TIMED_WORDS[words])
    assert index is not None, (
        f"no pay, collect or return event for box {box}'s {words} wager in the transcript"
    )
    kind = events[index].get("kind")
    wanted = "pay" if how == "paid" else "collect"
    assert kind == wanted, (
        f"box {box}'s {words} wager was settled by a {kind!r} event, not {wanted!r}"
    )
    return events, index


@then(
    parsers.re(
        rf"{_WHO}'s (?P<words>{_KINDS}) wager is (?P<how>paid|collected) after the second card is "
        r"dealt to each player and before any additional card"
    )
)
def _(round_under_test: RoundUnderTest, who: str, words: str, how: str) -> None:
    events, index = _settled_at(round_under_test, who, words, how)
    last_second, first_more = initial_deal_window(events)
    assert last_second < index < first_more, (
        f"{who}'s {words} wager is {how} at event {index + 1}; (d) and (e) require it after the "
        f"last player's second card (event {last_second + 1}) and before any additional card "
        f"(event {first_more + 1})"
    )


@then(
    parsers.re(
        rf"{_WHO}'s (?P<words>{_KINDS}) wager is paid immediately after "
        r"box (?P<elector>\d+)'s first decision"
    )
)
def _(round_under_test: RoundUnderTest, who: str, words: str, elector: str) -> None:
    events, index = _settled_at(round_under_test, who, words, "paid")
    _, box = _who(who)
    assert int(elector) == box, "a box's additional wager is paid after its own first decision"
    found = first_election_problem(events, box, index)
    assert found is None, f"{who}'s {words} wager, 2.17(e): {found}"


@then(parsers.re(rf"{_WHO}'s main wager is paid before any player receives a third card"))
def _(round_under_test: RoundUnderTest, who: str) -> None:
    events, index = _settled_at(round_under_test, who, "main", "paid")
    found = before_any_third_card(events, _who(who)[1], index, "paid")
    assert found is None, f"2.7(a): {found}"


@then(parsers.re(r"box (?P<box>\d+)'s cards are removed before any player receives a third card"))
def _(round_under_test: RoundUnderTest, box: str) -> None:
    events = _transcript(round_under_test)
    require_removals(events)
    found = blackjack_removed_before_third_card(events, int(box))
    assert found is None, f"2.7(a): {found}"


# 2.7(b): "no payment nor remove any cards until all other cards are dealt to the players and
# the dealer receives his second card".
_HELD = "only after all other cards are dealt to the players and the dealer has his second card"


@then(parsers.re(rf"{_WHO}'s main wager is paid {_HELD}"))
def _(round_under_test: RoundUnderTest, who: str) -> None:
    events, index = _settled_at(round_under_test, who, "main", "paid")
    box = _who(who)[1]
    found = held_until_all_cards_are_dealt(events, box, index, "paid", round_under_test.rules)
    assert found is None, f"2.7(b): {found}"


@then(parsers.re(rf"box (?P<box>\d+)'s cards are removed {_HELD}"))
def _(round_under_test: RoundUnderTest, box: str) -> None:
    events = _transcript(round_under_test)
    require_removals(events)
    index = removal_event(events, int(box))
    found = held_until_all_cards_are_dealt(
        events, int(box), index, "removed", round_under_test.rules
    )
    assert found is None, f"2.7(b): {found}"


# Properties ------------------------------------------------------------------------------------


@given_step(
    registered_words(
        rf"rounds in which box 1 makes the (?P<words>{_OFFERINGS}) wager and is dealt "
        r"(?P<situation>%(situations)s)",
        situations=lambda: SITUATION_WORDS,
    )
)
def _(
    property_setup: PropertySetup, side_wager_setup: SideWagerSetup, words: str, situation: str
) -> None:
    side_wager_setup.offering = OFFERING_WORDS[words]
    property_setup.situation = SITUATION_WORDS[situation]
    property_setup.options["side_wagers"] = side_wager_setup.offering


@given_step(
    parsers.re(
        r"rounds dealt from shuffled shoes in which every box makes "
        rf"the (?P<words>{_OFFERINGS}) wager"
    )
)
def _(property_setup: PropertySetup, side_wager_setup: SideWagerSetup, words: str) -> None:
    side_wager_setup.offering = OFFERING_WORDS[words]
    property_setup.situation = None
    property_setup.options["side_wagers"] = side_wager_setup.offering


@then(registered_words(r"in every round, (?P<words>%(checks)s)", checks=lambda: SIDE_WAGER_CHECKS))
def _(  # noqa: PLR0917 - pytest-bdd passes fixtures and step arguments by name
    certification: Certification,
    property_setup: PropertySetup,
    side_wager_setup: SideWagerSetup,
    round_under_test: RoundUnderTest,
    request: pytest.FixtureRequest,
    words: str,
) -> None:
    if side_wager_setup.offering is None:
        raise ValueError(f"{words!r} needs rounds with additional wagers: say which wager first")
    if words in TIMING_CHECKS:
        require_settlement_events(certification.game.handshake()["protocol"])
    clause, problems_of = SIDE_WAGER_CHECKS[words]
    if words == SETTLEMENT_PROPERTY:
        clause = SETTLEMENT_CLAUSES.get(side_wager_setup.offering, clause)
    property_setup.take_table_of(round_under_test)
    run_side_wager_property(
        certification,
        property_setup,
        side_wager_setup.offering,
        _check(clause, problems_of),
        scenario=request.node.name,
        nodeid=request.node.nodeid,
        least_stake=side_wager_setup.least_stake,
    )


def _check(
    clause: str, problems_of: Callable[[PlayedRound], list[str]]
) -> Callable[[PlayedRound], None]:
    def check(played: PlayedRound) -> None:
        problems = problems_of(played)
        if problems:
            raise violation_of(clause, problems, played)

    return check


def run_side_wager_property(
    certification: Certification,
    setup: PropertySetup,
    offering_name: str,
    check: Callable[[PlayedRound], None],
    *,
    scenario: str,
    nodeid: str,
    least_stake: Decimal = Decimal(0),
) -> None:
    """`check` on every generated round with the wagers of `offering_name` placed, each of at
    least `least_stake` (the rounds of `suite.wagers.side_wager_strategies.side_wager_rounds`); a
    counterexample fails the scenario."""
    session = certification.game
    edition = certification.edition
    offering = offering_named(offering_name)
    if offering.capability not in session.capabilities:
        not_applicable(f"the game does not declare {offering.capability}")
    if edition not in offering.editions:
        not_applicable(f"{edition} has no {offering_name} wager")
    house = dict(certification.house)
    run_generated(
        certification,
        setup,
        lambda capabilities: side_wager_rounds(
            setup,
            edition,
            house=house,
            capabilities=capabilities,
            offering_name=offering_name,
            least_stake=least_stake,
        ),
        check,
        scenario=scenario,
        nodeid=nodeid,
    )
