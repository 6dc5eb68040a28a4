"""Steps of Buster Blackjack (13:69F-2.30, protocol 1.2): the table's pay tables, the Free Bonus,
the dealer's completion for the wager, the cards kept under it, and the rounds of its properties.

    Given the table offers the Buster Blackjack wager at pay table C
    And the table offers the Free Bonus at pay table B1
    And the dealer draws to a soft 17 only for the Buster Blackjack wagers
    And box 1 wagers $10 and $5 on Buster Blackjack
    Then box 1's Buster Blackjack wager wins $250 at 50 to 1 under 2.30(g)
    And box 1 is paid a Free Bonus of $1,000.00 under 2.30(i)
    And box 1's cards are kept under its Buster Blackjack wager once its blackjack is paid

The phrases shared with the additional wagers of 2.17 (`the table offers the Buster Blackjack
wager`, `box 1 wagers $10 and $5 on Buster Blackjack`, `box 1's Buster Blackjack wager wins ...`,
`loses ...`, the licensee's maximum, the properties' `Then in every round, ...`) are
`steps.wagers.side_wager_steps`'; its word lists name the wager. A game without the capability
`side-wager:buster` (and `side-wager:buster-free-bonus` for the Free Bonus) makes the scenario
not applicable. The moments are read from the transcript's settlement events (protocol 1.2) as
`steps.wagers.buster.oracle` reads them; the cards kept under the wager ((f)1, (f)2) from its
`cards-under-side-wager` events, which the protocol does not require: a game that reports none
makes those steps not applicable, never passed.

Parser convention: `parsers.parse`, and `parsers.re` where a phrase holds one of listed words.
"""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING

from pytest_bdd import given, parsers, then

from steps.blackjack.words import OFFERED
from steps.wagers.buster.oracle import (
    BUSTER,
    FREE_BONUS,
    first_completion_card,
    live_hands,
    main_game_dealer_cards,
)
from steps.wagers.buster.strategies import BUSTER_SITUATIONS
from suite.harness.checks import REMOVE_CARDS
from suite.harness.property_runner import PropertySetup, one_of
from suite.harness.round_under_test import RoundUnderTest, money, show_entry
from suite.run.verdicts import not_applicable
from suite.wagers.side_wager_oracle import settlement_event, settlement_transcript
from vendor_adapters.consistency import MAIN_KINDS
from vendor_adapters.protocol import TranscriptEvent

if TYPE_CHECKING:
    # A fixture of the plugin steps.wagers.side_wager_steps, which pytest loads after this module.
    from steps.wagers.side_wager_steps import SideWagerSetup

__all__ = ["BUSTER_SITUATION_WORDS", "KEPT_CARDS"]

# The event of a player's cards placed face up under his Buster Blackjack wager ((f)1, (f)2).
KEPT_CARDS = "cards-under-side-wager"
_SOFT_17 = "buster_dealer_soft_17"
BUSTER_SITUATION_WORDS = {
    "the dealer busts in seven or more cards": "buster-dealer-busts-long",
    "the dealer's first cards make a soft 17": "buster-dealer-soft-17",
    "busts": "buster-box-busts",
    "has a blackjack": "buster-blackjack",
    "has a blackjack and the dealer busts in seven or more cards": (
        "buster-blackjack-dealer-busts-long"
    ),
}
assert set(BUSTER_SITUATION_WORDS.values()) == set(BUSTER_SITUATIONS)
_SITUATIONS = one_of(BUSTER_SITUATION_WORDS)


# The table -------------------------------------------------------------------------------------


def _offers(round_under_test: RoundUnderTest, *offerings: str) -> None:
    """Add offerings to the table's `side_wagers`, keeping those a step already gave."""
    given_now = str(round_under_test.options.get("side_wagers", "")).split()
    named = [name for name in given_now if name != "none"]
    named += [name for name in offerings if name not in named]
    round_under_test.set_option("side_wagers", " ".join(named))


def _pay_table(round_under_test: RoundUnderTest, offering: str, table: str) -> None:
    """Choose `offering`'s pay table, keeping the other offerings' choices."""
    given_now = str(round_under_test.options.get("side_wager_pay_tables", "")).split(",")
    chosen = [c for c in given_now if c and c != "none" and not c.startswith(f"{offering}:")]
    round_under_test.set_option("side_wager_pay_tables", ",".join([*chosen, f"{offering}:{table}"]))


@given(parsers.parse("the table offers the Buster Blackjack wager at pay table {table}"))
def _(round_under_test: RoundUnderTest, table: str) -> None:
    _offers(round_under_test, BUSTER)
    _pay_table(round_under_test, BUSTER, table)


# A validation asks for a table that offers it: `a table is asked for at which the table offers
# the Buster Blackjack wager and the Free Bonus` (steps.blackjack.words).
OFFERED["the Free Bonus"] = "buster-free-bonus"


@given("the table offers the Free Bonus")
def _(round_under_test: RoundUnderTest) -> None:
    _offers(round_under_test, BUSTER, FREE_BONUS)


@given(parsers.parse("the table offers the Free Bonus at pay table {table}"))
def _(round_under_test: RoundUnderTest, table: str) -> None:
    _offers(round_under_test, BUSTER, FREE_BONUS)
    _pay_table(round_under_test, FREE_BONUS, table)


@given("the dealer draws to a soft 17 only for the Buster Blackjack wagers")
def _(round_under_test: RoundUnderTest) -> None:
    round_under_test.set_option(_SOFT_17, "buster-only")


@given("the dealer draws to a soft 17 for every wager at the table")
def _(round_under_test: RoundUnderTest) -> None:
    round_under_test.set_option(_SOFT_17, "whole-table")


@given("the dealer stands on a soft 17")
def _(round_under_test: RoundUnderTest) -> None:
    """2.12(b): a scenario whose dealer stands on a soft 17 is not played at a Buster Blackjack
    table where he draws to one for every wager (I-2.30-soft-17), whatever the run's table; at
    a table without Buster Blackjack the option changes nothing."""
    round_under_test.set_option(_SOFT_17, "buster-only")


# The wagers ------------------------------------------------------------------------------------


@given(
    parsers.re(
        r"box (?P<box>\d+) wagers \$(?P<amount>[\d.,]+) and two Buster Blackjack wagers of "
        r"\$(?P<side>[\d.,]+)"
    )
)
def _(round_under_test: RoundUnderTest, box: str, amount: str, side: str) -> None:
    stake = {"kind": BUSTER, "amount": f"{money(side):.2f}"}
    round_under_test.wagers.append(
        {
            "box": int(box),
            "player": f"box{box}",
            "amount": f"{money(amount):.2f}",
            "side_wagers": [dict(stake), dict(stake)],  # type: ignore[list-item]
        }
    )


# The Free Bonus --------------------------------------------------------------------------------


@then(
    parsers.re(r"box (?P<box>\d+) is paid a Free Bonus of \$(?P<amount>[\d.,]+) under 2\.30\(i\)")
)
def _(round_under_test: RoundUnderTest, box: str, amount: str) -> None:
    entry = round_under_test.entry(int(box), 1, FREE_BONUS)
    want = money(amount)
    assert entry["result"] == "win" and Decimal(entry["net"]) == want, (
        f"expected a Free Bonus of ${want:,.2f} (2.30(i)); the game settled {show_entry(entry)}"
    )
    assert Decimal(entry["stake"]) == 0, (
        f"the Free Bonus is paid, never staked (2.30(h)); the game shows a stake of "
        f"{entry['stake']}"
    )
    cited = entry.get("clause")
    if cited:
        assert cited.split("-", 1)[-1] == "2.30(i)", (
            f"the game paid the Free Bonus citing {cited}, not 2.30(i)"
        )


@then(parsers.parse("box {box:d} is paid no Free Bonus"))
def _(round_under_test: RoundUnderTest, box: int) -> None:
    paid = [
        e
        for e in round_under_test.play_out()["ledger"]
        if e["box"] == box and e["kind"] == FREE_BONUS
    ]
    assert not paid, "the game paid a Free Bonus: " + "; ".join(show_entry(e) for e in paid)


# When: the transcript's order ------------------------------------------------------------------


def _events(round_under_test: RoundUnderTest) -> list[TranscriptEvent]:
    outcome = round_under_test.play_out()
    return settlement_transcript(outcome, round_under_test.session.handshake()["protocol"])


def _settlement(events: list[TranscriptEvent], box: int, kind: str, what: str) -> int:
    index = settlement_event(events, box, f"box{box}", kind)
    assert index is not None, f"no pay, collect or return event for box {box}'s {what}"
    return index


def _kept(events: list[TranscriptEvent], box: int, after: int, what: str, clause: str) -> None:
    removed = [
        i for i, e in enumerate(events) if e.get("kind") == REMOVE_CARDS and e.get("box") == box
    ]
    assert not removed, (
        f"box {box}'s cards are removed from the layout (event {removed[0] + 1}); {clause} has "
        "them placed face up under its Buster Blackjack wager, which remains in play"
    )
    if not any(e.get("kind") == KEPT_CARDS for e in events):
        not_applicable(
            f"the game reports no {KEPT_CARDS} event, so where box {box}'s cards go cannot be seen"
        )
    kept = next(
        (i for i, e in enumerate(events) if e.get("kind") == KEPT_CARDS and e.get("box") == box),
        None,
    )
    assert kept is not None, f"box {box}'s cards are never placed under its Buster Blackjack wager"
    assert kept > after, (
        f"box {box}'s cards are placed under its Buster Blackjack wager at event {kept + 1}, "
        f"before {what} (event {after + 1}); {clause} does it thereafter"
    )


@then(
    parsers.parse(
        "box {box:d}'s cards are kept under its Buster Blackjack wager once its blackjack is paid"
    )
)
def _(round_under_test: RoundUnderTest, box: int) -> None:
    events = _events(round_under_test)
    paid = _settlement(events, box, "main", "blackjack")
    assert events[paid].get("kind") == "pay", f"box {box}'s blackjack is not paid"
    _kept(events, box, paid, "its blackjack is paid", "2.30(f)1")


@then(
    parsers.parse(
        "box {box:d}'s cards are kept under its Buster Blackjack wager once its busted hand's "
        "wager is collected"
    )
)
def _(round_under_test: RoundUnderTest, box: int) -> None:
    events = _events(round_under_test)
    collected = _settlement(events, box, "main", "busted hand's wager")
    assert events[collected].get("kind") == "collect", f"box {box}'s busted hand is not collected"
    _kept(events, box, collected, "its wager is collected", "2.30(f)2")


@then(
    parsers.re(
        r"box (?P<box>\d+)'s Buster Blackjack wager is (?P<how>paid|collected) once the dealer's "
        r"hand is complete"
    )
)
def _(round_under_test: RoundUnderTest, box: str, how: str) -> None:
    events = _events(round_under_test)
    index = _settlement(events, int(box), BUSTER, "Buster Blackjack wager")
    wanted = "pay" if how == "paid" else "collect"
    assert events[index].get("kind") == wanted, (
        f"box {box}'s Buster Blackjack wager is settled by a {events[index].get('kind')!r} "
        f"event, not {wanted!r}"
    )
    dealt = [i for i, e in enumerate(events) if e.get("box") == 0 and e.get("card")]
    assert dealt and index > dealt[-1], (
        f"box {box}'s Buster Blackjack wager is {how} at event {index + 1}, before the dealer's "
        f"last card (event {dealt[-1] + 1 if dealt else '-'}); 2.30(d)2 and (e) decide it on the "
        "dealer's completed hand"
    )


@then("every blackjack wager is settled before the dealer draws for the Buster Blackjack wagers")
def _(round_under_test: RoundUnderTest) -> None:
    events = _events(round_under_test)
    outcome = round_under_test.play_out()
    dealer = next(h["cards"] for h in outcome["final_hands"] if h["box"] == 0)
    rules = round_under_test.rules
    completion = first_completion_card(events, outcome, rules)
    live = live_hands(outcome["final_hands"], rules)
    assert completion is not None, (
        f"the dealer draws no card for the Buster Blackjack wagers beyond the hand "
        f"{' '.join(main_game_dealer_cards(dealer, rules, live=live))} that 2.12(b) and (c) "
        f"make ({' '.join(dealer)})"
    )
    late = [
        f"{e.get('note')} (event {i + 1})"
        for i, e in enumerate(events)
        if i > completion
        and e.get("kind") in ("pay", "collect", "return")
        and str(e.get("note", "")).partition(" ")[0] in MAIN_KINDS
    ]
    assert not late, (
        f"the dealer draws {events[completion].get('card')} for the Buster Blackjack wagers at "
        f"event {completion + 1}, before {', '.join(late)} is settled; 2.30(f)3 completes his "
        "hand after the determination of all players' blackjack wagers"
    )


# Properties ------------------------------------------------------------------------------------


@given(
    parsers.re(
        r"rounds in which box 1 makes a Buster Blackjack wager(?: of \$(?P<least>[\d.,]+) or "
        rf"more)?(?:,| and) (?P<situation>{_SITUATIONS})"
    )
)
def _(
    property_setup: PropertySetup,
    side_wager_setup: SideWagerSetup,
    least: str | None,
    situation: str,
) -> None:
    side_wager_setup.offering = BUSTER
    side_wager_setup.least_stake = money(least) if least else Decimal(0)
    property_setup.situation = BUSTER_SITUATION_WORDS[situation]
    property_setup.options.setdefault("side_wagers", BUSTER)
