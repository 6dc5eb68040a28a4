"""Steps of the irregularities of 2.15: where one happens in a round, and what the remedy leaves.

    Given card 2 of the round is found face up in the shoe
    When the round is played out
    Then the card "5H" is not used in the game

Parser convention: `parsers.parse`; cards in double quotes. Positions count from 1 as
docs/ADAPTERS.md, "Irregularities (1.1)", places them: `card N` is the N-th card the round takes
from the shoe, `decision N` the N-th prompt the round asks (an irregularity's own prompts count).
A game without the capability `irregularity:<kind>` makes the scenario not applicable.

The irregularities of the dealer's original face up card (2.15(l), (m); 1.4) happen at a table
offering multiple action blackjack, in the words of
`steps.wagers.multiple_action.multiple_action_steps` (a game without `multiple-action` makes the
scenario not applicable):

    Given the table offers multiple action blackjack
    And box 1 wagers $10 on each of its three spots
    And the dealer places his original face up card in the discard rack before his second hand
        is complete
    Then the original face up card recovered from the discard rack begins the dealer's second
        hand and play resumes as if it had never left the layout

Their properties run over the rounds of `suite.wagers.multiple_action_strategies` with the
irregularity placed (`suite.harness.irregularity_rounds`).
"""

from __future__ import annotations

import re
from collections import Counter
from decimal import Decimal

import pytest
from pytest_bdd import given, parsers, then

from steps.blackjack.words import DECISION, decision_token
from suite.harness.checks import PlayedRound, violation_of
from suite.harness.irregularity_checks import UP_CARD_CHECKS, up_card_as_if_moved
from suite.harness.irregularity_rounds import played_round, run_up_card_property
from suite.harness.property_runner import PropertySetup
from suite.harness.round_under_test import RoundUnderTest, show_entry
from suite.harness.shoe_composer import parse_cards
from suite.run.certification import Certification
from vendor_adapters.protocol import Irregularity, Prompt

# Example scenarios ------------------------------------------------------------------------------


def _inject(round_under_test: RoundUnderTest, irregularity: Irregularity) -> None:
    round_under_test.irregularities.append(irregularity)


@given(parsers.parse("card {number:d} of the round is found face up in the shoe"))
def _(round_under_test: RoundUnderTest, number: int) -> None:
    _inject(round_under_test, {"kind": "card-face-up-in-shoe", "card": number})


@given(parsers.parse("card {number:d} of the round is drawn in error without its face exposed"))
def _(round_under_test: RoundUnderTest, number: int) -> None:
    _inject(round_under_test, {"kind": "card-drawn-in-error", "card": number})


@given(parsers.parse("a card is drawn in error and exposed at decision {number:d} of the round"))
def _(round_under_test: RoundUnderTest, number: int) -> None:
    _inject(round_under_test, {"kind": "exposed-card-drawn-in-error", "decision": number})


@given("the dealer accidentally draws a card for himself when he stands")
def _(round_under_test: RoundUnderTest) -> None:
    _inject(round_under_test, {"kind": "dealer-draws-on-seventeen"})


@given(parsers.parse("the dealer misses dealing his {which} card to himself"))
def _(round_under_test: RoundUnderTest, which: str) -> None:
    cards = {"first": 1, "second": 2}
    if which not in cards:
        raise ValueError(f"{which!r}: the dealer misses his 'first' or 'second' card")
    _inject(round_under_test, {"kind": "dealer-misses-card", "dealer_card": cards[which]})


@given(parsers.parse("the shoe holds too few cards to complete the round from card {number:d} on"))
def _(round_under_test: RoundUnderTest, number: int) -> None:
    _inject(round_under_test, {"kind": "insufficient-cards", "card": number})


@given(parsers.parse("box {box:d} is dealt no cards"))
def _(round_under_test: RoundUnderTest, box: int) -> None:
    _inject(round_under_test, {"kind": "no-cards-to-box", "box": box})


@given(parsers.parse("box {box:d} is dealt only one card"))
def _(round_under_test: RoundUnderTest, box: int) -> None:
    _inject(round_under_test, {"kind": "one-card-to-box", "box": box})


@given("the round is drawn from the inappropriate side of the double shoe")
def _(round_under_test: RoundUnderTest) -> None:
    _inject(round_under_test, {"kind": "wrong-side-of-double-shoe"})


@given(parsers.parse("the dealer fails to deal the card requested at decision {number:d}"))
def _(round_under_test: RoundUnderTest, number: int) -> None:
    _inject(round_under_test, {"kind": "requested-card-not-dealt", "decision": number})


@given(parsers.parse("the dealer inserts his hole card into a card reader device that {shows}"))
def _(round_under_test: RoundUnderTest, shows: str) -> None:
    devices = {"lets a player learn it": True, "lets no player learn it": False}
    if shows not in devices:
        raise ValueError(f"{shows!r}: the device {' or '.join(devices)}")
    _inject(
        round_under_test,
        {"kind": "hole-card-into-reader", "reader_reveals": devices[shows]},
    )


@given("the card reader device malfunctions")
def _(round_under_test: RoundUnderTest) -> None:
    _inject(round_under_test, {"kind": "card-reader-malfunction"})


# The face up card of multiple action blackjack (2.15(l), (m); protocol 1.4) -------------------

_LATER = {"second": 2, "third": 3}  # the dealer's hands his face up card moves to (2.18(g), (h))
_WHICH = "(?P<which>second|third)"


@given(
    parsers.re(
        r"the dealer fails to move his original face up card to the area of the layout for his "
        rf"{_WHICH} hand"
    )
)
def _(round_under_test: RoundUnderTest, which: str) -> None:
    _inject(round_under_test, {"kind": "up-card-not-moved", "dealer_hand": _LATER[which]})


@given(
    parsers.re(
        r"the dealer places his original face up card in the discard rack before his "
        rf"{_WHICH} hand is complete"
    )
)
def _(round_under_test: RoundUnderTest, which: str) -> None:
    _inject(round_under_test, {"kind": "up-card-discarded", "dealer_hand": _LATER[which]})


def _as_if_moved(round_under_test: RoundUnderTest) -> None:
    """2.15(l), (m) as `suite.harness.irregularity_checks.up_card_as_if_moved` judges them: the
    round is the one in which the card was moved, replayed on the same game."""
    problems = up_card_as_if_moved(played_round(round_under_test))
    assert not problems, "; ".join(problems)


@then(
    parsers.re(
        r"the round continues as if the original face up card was moved to the area of the "
        rf"dealer's {_WHICH} hand"
    )
)
def _(round_under_test: RoundUnderTest, which: str) -> None:
    _as_if_moved(round_under_test)


@then(
    parsers.re(
        r"the original face up card recovered from the discard rack begins the dealer's "
        rf"{_WHICH} hand and play resumes as if it had never left the layout"
    )
)
def _(round_under_test: RoundUnderTest, which: str) -> None:
    hands = {
        h["hand"]: h["cards"] for h in round_under_test.play_out()["final_hands"] if h["box"] == 0
    }
    up, hand = hands.get(1, [])[:1], hands.get(_LATER[which])
    assert hand is not None, f"the game reports no {which} hand of the dealer"
    assert hand[:1] == up, (
        f"the dealer's {which} hand is {' '.join(hand)}; it does not begin with his original "
        f"face up card {' '.join(up)}"
    )
    _as_if_moved(round_under_test)


def _card_unused(round_under_test: RoundUnderTest, text: str, what: str) -> None:
    """The card was taken from the shoe (it is among the cards dealt) and no hand holds it: the
    protocol shows a card burned or set aside as a card dealt that is in no hand."""
    (card,) = parse_cards(text)
    outcome = round_under_test.play_out()
    dealt = Counter(outcome["cards_dealt"])[card]
    holders = [
        "the dealer" if h["box"] == 0 else f"box {h['box']} hand {h['hand']}"
        for h in outcome["final_hands"]
        if card in h["cards"]
    ]
    assert dealt, f"{card} never left the shoe ({' '.join(outcome['cards_dealt'])}); it is {what}"
    assert len(holders) < dealt, f"{card} is {what}, yet {', '.join(holders)} holds it"


@then(parsers.parse('the card "{card}" is not used in the game'))
def _(round_under_test: RoundUnderTest, card: str) -> None:
    _card_unused(round_under_test, card, "not to be used in the game")


@then(parsers.parse('the card "{card}" is burned'))
def _(round_under_test: RoundUnderTest, card: str) -> None:
    _card_unused(round_under_test, card, "to be burned")


@then(parsers.parse("box {box:d} is a dead hand and its wagers are returned"))
def _(round_under_test: RoundUnderTest, box: int) -> None:
    entries = [e for e in round_under_test.play_out()["ledger"] if e["box"] == box]
    assert entries, f"no wager of box {box} is settled; its dead hand's wager is to be returned"
    for entry in entries:
        assert entry["result"] == "dead" and Decimal(entry["net"]) == 0, (
            f"expected a dead hand, the wager returned; the game settled {show_entry(entry)}"
        )
        round_under_test.checked.add((entry["box"], entry["player"], entry["hand"], entry["kind"]))


def _asked(round_under_test: RoundUnderTest, box: int, kind: str) -> Prompt:
    prompt = round_under_test.prompt
    assert prompt is not None, f"the round is complete; box {box} is asked nothing"
    assert prompt["box"] == box and prompt["kind"] == kind, (
        f"the game asks box {prompt['box']} hand {prompt['hand']} {prompt['kind']} "
        f"({', '.join(prompt['legal'])}), not box {box} {kind}"
    )
    return prompt


@then(parsers.parse("box {box:d} is offered the exposed card"))
def _(round_under_test: RoundUnderTest, box: int) -> None:
    prompt = _asked(round_under_test, box, "exposed-card")
    assert set(prompt["legal"]) == {"accept-card", "refuse-card"}, (
        f"box {box} may {', '.join(prompt['legal'])}; 2.15(c) lets it accept or refuse the card"
    )


@then(parsers.parse("box {box:d} is offered its missed card later or a dead hand"))
def _(round_under_test: RoundUnderTest, box: int) -> None:
    prompt = _asked(round_under_test, box, "missed-card")
    assert set(prompt["legal"]) == {"deal-later", "dead-hand"}, (
        f"box {box} may {', '.join(prompt['legal'])}; the player's option is the card later or "
        "a dead hand"
    )


@then(
    parsers.re(
        rf"box (?P<number>\d+) is asked no decision after it decides to (?P<words>{DECISION})"
    )
)
def _(round_under_test: RoundUnderTest, number: str, words: str) -> None:
    box, decision = int(number), decision_token(words)
    round_under_test.play_out()
    decisions = round_under_test.decisions
    made = [i for i, d in enumerate(decisions) if d.prompt["box"] == box and d.token == decision]
    assert made, f"box {box} never decided {decision!r}"
    later = [d.prompt for d in decisions[made[0] + 1 :] if d.prompt["box"] == box]
    assert not later, (
        f"after {decision!r}, box {box} hand {later[0]['hand']} is asked {later[0]['kind']} "
        f"({', '.join(later[0]['legal'])})"
    )


@then("no decision is asked in the round")
def _(round_under_test: RoundUnderTest) -> None:
    round_under_test.play_out()
    assert not round_under_test.seen, (
        f"the game asks box {round_under_test.seen[0]['box']} {round_under_test.seen[0]['kind']}"
    )


# Property scenarios -----------------------------------------------------------------------------

IRREGULARITY_WORDS = {
    "a card found face up in the shoe": "card-face-up-in-shoe",
    "a card drawn in error without its face exposed": "card-drawn-in-error",
    "a card drawn in error and exposed to the players": "exposed-card-drawn-in-error",
    "a dealer who accidentally draws a card when he stands": "dealer-draws-on-seventeen",
    "a dealer who misses his first or second card": "dealer-misses-card",
    "too few cards in the shoe to complete it": "insufficient-cards",
    "a box dealt no cards": "no-cards-to-box",
    "a box dealt only one card": "one-card-to-box",
    "a requested card the dealer fails to deal": "requested-card-not-dealt",
    "a draw from the inappropriate side of the double shoe": "wrong-side-of-double-shoe",
    "a hole card inserted into the card reader device": "hole-card-into-reader",
    "a card reader device that malfunctions": "card-reader-malfunction",
    # 1.4, in rounds of multiple action blackjack
    "a face up card not moved to the dealer's second or third hand": "up-card-not-moved",
    "a face up card placed in the discard rack before the dealer's second or third hand": (
        "up-card-discarded"
    ),
}


@given(parsers.parse("each round has {irregularity}, placed where it can happen"))
def _(property_setup: PropertySetup, irregularity: str) -> None:
    if irregularity not in IRREGULARITY_WORDS:
        raise ValueError(
            f"{irregularity!r}: the irregularities are {', '.join(IRREGULARITY_WORDS)}"
        )
    property_setup.irregularity = IRREGULARITY_WORDS[irregularity]


@given("rounds in which the dealer's first two cards total 17 to 21")
def _(property_setup: PropertySetup) -> None:
    property_setup.situation = "dealer-stands-on-17-to-21"


_UP_CARD_PROPERTIES = "|".join(map(re.escape, UP_CARD_CHECKS))


@then(parsers.re(rf"in every multiple action round, (?P<words>{_UP_CARD_PROPERTIES})"))
def _(
    certification: Certification,
    property_setup: PropertySetup,
    request: pytest.FixtureRequest,
    words: str,
) -> None:
    kind = property_setup.irregularity
    if kind not in ("up-card-not-moved", "up-card-discarded"):
        raise ValueError(
            "the multiple action rounds have a face up card not moved or placed in the discard "
            f"rack, not {kind!r}"
        )
    clause, problems_of = UP_CARD_CHECKS[words]

    def check(played: PlayedRound) -> None:
        problems = problems_of(played)
        if problems:
            raise violation_of(clause, problems, played)

    run_up_card_property(
        certification, kind, check, scenario=request.node.name, nodeid=request.node.nodeid
    )
