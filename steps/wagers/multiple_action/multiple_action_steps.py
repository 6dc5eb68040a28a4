"""Steps of multiple action blackjack (2.18, protocol 1.4): the table's offer, each person's two or
three wagers, insurance spot by spot, the settlement of each spot against the dealer's hand of
that spot, and the dealer's hands.

    Given the table offers multiple action blackjack
    And box 1 wagers $10 on each of its three spots
    And the shoe deals "box 1: TS 9C; dealer: TH TD; dealer's second hand: 6S 8H; dealer's
        third hand: 9D"
    When the round is played out
    Then box 1's wager on the first spot loses $10
    And box 1's wager on the second spot wins $10 at 1 to 1
    And the dealer's second hand is "TH 6S 8H"

A table offering multiple action blackjack deals no hole card: the offer sets `hole_card` to
`no-hole-card`, since (e) and (g) form each hand of the dealer's by dealing a second card to his
original face up card under 2.6(h). A game without the capability `multiple-action` makes every
scenario of the table not applicable; a validation that asks for a table by its options says
first `Given the game under test deals multiple action blackjack`, for the same verdict. The
cards of the dealer's second and third hands are written in the shoe's plan after his first
hand's (`suite.harness.shoe_composer.parse_deal`). A wager is read by its spot
(`suite.wagers.multiple_action_round`); the order of play is
`steps.wagers.multiple_action.multiple_action_transcript_steps`', the properties
`steps.wagers.multiple_action.multiple_action_property_steps`'.

Parser convention: `parsers.parse`, and `parsers.re` where a phrase holds one of listed words.
"""

from __future__ import annotations

import re

from pytest_bdd import given, parsers, then, when

from steps.blackjack.words import OFFERED
from suite.harness.round_under_test import RoundUnderTest, money
from suite.harness.shoe_composer import parse_cards
from suite.run.certification import Certification
from suite.wagers.multiple_action_oracle import (
    MULTIPLE_ACTION,
    dealer_hands,
    spot_kinds,
    spot_stakes,
)
from suite.wagers.multiple_action_round import (
    SETTLEMENT_PATTERN,
    SPOT_PATTERN,
    SPOT_WORDS,
    expect_settlement,
    require_multiple_action,
    spot_entry,
)
from suite.wagers.multiple_action_strategies import WAGERS_REQUIRED
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import ErrorCode, Wager

__all__: list[str] = []

_SPOT = SPOT_PATTERN
_AMOUNT = r"\$(?P<amount>[\d.,]+)"


# The table -------------------------------------------------------------------------------------


# A validation asks for a table that offers it: `a table is asked for at which the table offers
# multiple action blackjack and ...` (steps.blackjack.words; the option side_wagers only).
OFFERED["multiple action blackjack"] = MULTIPLE_ACTION


@given("the game under test deals multiple action blackjack")
def _(certification: Certification) -> None:
    """For the scenarios that ask for a table by its options (`a table is asked for with`): a
    game that does not deal multiple action blackjack has nothing to open or refuse."""
    require_multiple_action(certification.game)


@given("the table offers multiple action blackjack")
def _(round_under_test: RoundUnderTest) -> None:
    require_multiple_action(round_under_test.session)
    round_under_test.set_option("side_wagers", MULTIPLE_ACTION)
    round_under_test.set_option("hole_card", "no-hole-card")  # (e), (g): under 2.6(h)


@given("the licensee requires a wager against all three of the dealer's hands")
def _(round_under_test: RoundUnderTest) -> None:
    round_under_test.set_option(WAGERS_REQUIRED, "three")


# The wagers ------------------------------------------------------------------------------------


def _spots(round_under_test: RoundUnderTest, box: int, amounts: list[str]) -> None:
    """The person's wager on the first spot, the main wager, and his wagers on the later spots,
    the kinds of the offering, placed with it before the first card ((b))."""
    kinds = sorted(spot_kinds(), key=spot_kinds().__getitem__)
    wager: Wager = {"box": box, "player": f"box{box}", "amount": f"{money(amounts[0]):.2f}"}
    if len(amounts) > 1:
        wager["side_wagers"] = [
            {"kind": kind, "amount": f"{money(amount):.2f}"}
            for kind, amount in zip(kinds, amounts[1:], strict=False)
        ]
    round_under_test.wagers.append(wager)


@given(parsers.re(rf"box (?P<box>\d+) wagers {_AMOUNT} on each of its (?P<count>two|three) spots"))
def _(round_under_test: RoundUnderTest, box: str, amount: str, count: str) -> None:
    _spots(round_under_test, int(box), [amount] * (2 if count == "two" else 3))


@given(
    parsers.re(r"box (?P<box>\d+) wagers \$(?P<a>[\d.,]+) and \$(?P<b>[\d.,]+) on its two spots")
)
def _(round_under_test: RoundUnderTest, box: str, a: str, b: str) -> None:
    _spots(round_under_test, int(box), [a, b])


@given(
    parsers.re(
        r"box (?P<box>\d+) wagers \$(?P<a>[\d.,]+), \$(?P<b>[\d.,]+) and \$(?P<c>[\d.,]+) on "
        r"its three spots"
    )
)
def _(round_under_test: RoundUnderTest, box: str, a: str, b: str, c: str) -> None:
    _spots(round_under_test, int(box), [a, b, c])


@given(parsers.re(rf"box (?P<box>\d+) wagers {_AMOUNT} on its first spot only"))
def _(round_under_test: RoundUnderTest, box: str, amount: str) -> None:
    _spots(round_under_test, int(box), [amount])


@then(
    parsers.re(
        rf"the wagers are refused for the wager on the {_SPOT} spot below the table minimum, "
        r"citing 2\.18\(b\)"
    )
)
def _(round_under_test: RoundUnderTest, spot: str) -> None:
    """2.18(b), I-2.18b-spot-limits: the scenario's wager on a later spot is deliberately one the
    table's posted minimum does not allow, so the round is begun without `RoundUnderTest`'s
    check that makes such a wager not applicable."""
    _, rules = round_under_test.table()
    number = SPOT_WORDS[spot]
    stakes = [spot_stakes(wager).get(number) for wager in round_under_test.wagers]
    low = [stake for stake in stakes if stake is not None and stake < rules.table_minimum]
    assert low, (
        f"the scenario's wagers on the {spot} spot are all at least the table minimum "
        f"${rules.table_minimum:.2f}"
    )
    try:
        round_under_test.begin_unchecked()
    except AdapterRefusal as refusal:
        assert refusal.code == ErrorCode.BAD_WAGER, (
            f"the game refused the wagers with code {refusal.code}, not 1006 (bad wager): {refusal}"
        )
        assert re.search(r"2\.18\(b\)(?![0-9a-z])", str(refusal)), (
            f"the game refused the wagers without citing 2.18(b): {refusal}"
        )
        return
    raise AssertionError(
        f"the game took a ${low[0]:.2f} wager on the {spot} spot, below the table minimum "
        f"${rules.table_minimum:.2f}: 2.18(b) has the limits of each wager posted "
        "(I-2.18b-spot-limits)"
    )


# Insurance, spot by spot ((d)) -------------------------------------------------------------------


def _insurance(round_under_test: RoundUnderTest, box: int, spot: str, token: str) -> None:
    """2.18(d): the insurance decision on one spot, asked spot by spot. A game that does not ask
    it fails the scenario, and the decision stays in the failure's case
    (`RoundUnderTest.unreached`), so that its replay gives it to the reference engine; a game
    that ended the round without offering the insurance the reference offers on these cards
    fails under 2.9(a)."""
    prompt = round_under_test.prompt
    if prompt is None:
        # A round over without the offer the reference engine makes on these cards is a
        # finding under 2.9(a), which playing it out names (RoundUnderTest.play_out).
        round_under_test.unreached.append(token)
        round_under_test.play_out()
        round_under_test.unreached.pop()
        problem = f"the round is complete; box {box} is asked for no insurance"
    elif prompt["kind"] != "insurance" or prompt["box"] != box:
        asked = f"box {prompt['box']} hand {prompt['hand']} ({prompt['kind']})"
        problem = f"the game asks {asked}, not box {box} for insurance"
    elif prompt.get("spot") != SPOT_WORDS[spot]:
        problem = (
            f"the game asks box {box} for insurance on spot {prompt.get('spot')}, not on its "
            f"{spot} spot (2.18(d): on any or all of his wagers, one by one)"
        )
    else:
        round_under_test.decide(token, box=box)
        return
    round_under_test.unreached.append(token)
    raise AssertionError(problem)


@when(parsers.re(rf"box (?P<box>\d+) insures its wager on the {_SPOT} spot"))
def _(round_under_test: RoundUnderTest, box: str, spot: str) -> None:
    _insurance(round_under_test, int(box), spot, "insure")


@when(parsers.re(rf"box (?P<box>\d+) does not insure its wager on the {_SPOT} spot"))
def _(round_under_test: RoundUnderTest, box: str, spot: str) -> None:
    _insurance(round_under_test, int(box), spot, "no-insurance")


# The settlement of each spot -------------------------------------------------------------------


@then(
    parsers.re(
        r"box (?P<box>\d+)(?: hand (?P<hand>\d+))?'s (?:(?P<kind>double|split|insurance) )?"
        r"wager on the "
        rf"{_SPOT} spot (?P<what>{SETTLEMENT_PATTERN})"
        r"(?: under (?P<clause>\S+))?"
    )
)
def _(  # noqa: PLR0917 - pytest-bdd passes fixtures and step arguments by name
    round_under_test: RoundUnderTest,
    box: str,
    hand: str | None,
    kind: str | None,
    spot: str,
    what: str,
    clause: str | None,
) -> None:
    entry = spot_entry(round_under_test, int(box), int(hand or 1), kind or "main", SPOT_WORDS[spot])
    expect_settlement(entry, what, clause)


# The dealer's hands -----------------------------------------------------------------------------


def _dealer(round_under_test: RoundUnderTest) -> dict[int, list[str]]:
    return dealer_hands(round_under_test.play_out()["final_hands"])


@then(parsers.re(rf"the dealer's {_SPOT} hand is \"(?P<cards>[^\"]+)\""))
def _(round_under_test: RoundUnderTest, spot: str, cards: str) -> None:
    dealer = _dealer(round_under_test)
    number = SPOT_WORDS[spot]
    assert number in dealer, (
        f"the game forms no {spot} hand of the dealer's; it reports hands {sorted(dealer)}"
    )
    assert tuple(dealer[number]) == parse_cards(cards), (
        f"the dealer's {spot} hand is {' '.join(dealer[number])}, not {cards}"
    )


@then(parsers.re(rf"the dealer forms no {_SPOT} hand"))
def _(round_under_test: RoundUnderTest, spot: str) -> None:
    dealer = _dealer(round_under_test)
    number = SPOT_WORDS[spot]
    assert number not in dealer, (
        f"the game forms a {spot} hand of the dealer's: {' '.join(dealer[number])}"
    )


@then("the dealer's first hand has its second card only after every player's cards")
def _(round_under_test: RoundUnderTest) -> None:
    outcome = round_under_test.play_out()
    dealer = dealer_hands(outcome["final_hands"])
    players = sum(len(h["cards"]) for h in outcome["final_hands"] if h["box"] > 0)
    dealt = outcome["cards_dealt"]
    assert len(dealer.get(1, [])) >= 2, "the dealer's first hand has no second card"
    assert len(dealt) > players + 1 and dealt[players + 1] == dealer[1][1], (
        f"2.18(e), 2.6(h): the dealer's second card {dealer[1][1]} is not the card dealt after "
        f"the players' {players} cards and his face up card ({' '.join(dealt)})"
    )
