"""Steps that read the settled round: each wager's result, the players' total, the hands.

Parser convention: `parsers.parse`, and `parsers.re` for the settlement of a wager, whose every
part is one of listed forms. A wager is named `box 1`, `box 1 hand 2`, `Ann on box 1` or
`Ann on box 1 hand 2`, then its kind (`main`, `double`, `split`, `insurance`); its settlement is
`wins $15 at 3 to 2`, `loses $10`, `is void`, `is surrendered for $5` (half the wager collected)
or `is settled in the consolidated payout`. Other phrases about a wager (the additional wagers of
2.17, `in round 1 box 1's main wager ...` of a whole shoe, when a wager is paid) are other
steps': this one matches only these forms.
"""

from __future__ import annotations

import re
from decimal import Decimal

from pytest_bdd import parsers, then

from suite.harness.round_under_test import RoundUnderTest, money, show_entry
from suite.harness.settlement_oracle import hand_total
from suite.harness.shoe_composer import parse_cards
from vendor_adapters.protocol import LedgerEntry

_WHO = re.compile(r"^(?:(?P<player>\S+) on )?box (?P<box>\d+)(?: hand (?P<hand>\d+))?$")
_DEALER = "the dealer"
_WINS = re.compile(r"^wins \$(?P<amount>[\d.,]+) at (?P<odds>\d+ to \d+)$")
_LOSES = re.compile(r"^loses \$(?P<amount>[\d.,]+)$")
_SURRENDERED = re.compile(r"^is surrendered for \$(?P<amount>[\d.,]+)$")
_VOID = "is void"
_CONSOLIDATED = "is settled in the consolidated payout"
_KINDS = ("main", "double", "split", "insurance")


def _unnamed(pattern: re.Pattern[str] | str) -> str:
    """A pattern of the forms above as a part of the step's pattern: unanchored, no groups."""
    text = pattern.pattern if isinstance(pattern, re.Pattern) else re.escape(pattern)
    return re.sub(r"\(\?P<\w+>", "(?:", text.removeprefix("^").removesuffix("$"))


# "box 1's main wager wins $15 at 3 to 2": every part one of the forms _who and _expect read.
_FORMS: tuple[re.Pattern[str] | str, ...] = (_WINS, _LOSES, _VOID, _SURRENDERED, _CONSOLIDATED)
_SETTLED = (
    rf"(?P<who>{_unnamed(_WHO)})'s (?P<kind>{'|'.join(_KINDS)}) wager "
    rf"(?P<what>{'|'.join(_unnamed(form) for form in _FORMS)})"
)


def _who(text: str) -> tuple[str | None, int, int]:
    if text.strip().lower() == _DEALER:
        return None, 0, 1
    found = _WHO.match(text.strip())
    if found is None:
        raise ValueError(f"{text!r}: write 'box N', 'box N hand H' or 'NAME on box N [hand H]'")
    return found["player"], int(found["box"]), int(found["hand"] or 1)


def _expect(entry: LedgerEntry, what: str) -> None:
    """Compare one settled wager with its settlement as the scenario words it."""
    shown = show_entry(entry)
    net = Decimal(entry["net"])
    if found := _WINS.match(what):
        want = money(found["amount"])
        assert entry["result"] == "win" and net == want and entry["odds"] == found["odds"], (
            f"expected a win of ${want:.2f} at {found['odds']}; the game settled {shown}"
        )
    elif found := _LOSES.match(what):
        want = money(found["amount"])
        assert entry["result"] == "lose" and net == -want, (
            f"expected a loss of ${want:.2f}; the game settled {shown}"
        )
    elif what == _VOID:
        assert entry["result"] == "void" and net == 0, (
            f"expected a stand-off (void, stake returned); the game settled {shown}"
        )
    elif found := _SURRENDERED.match(what):
        want = money(found["amount"])
        assert entry["result"] == "surrender" and net == -want, (
            f"expected a surrender collecting ${want:.2f}; the game settled {shown}"
        )
    elif what == _CONSOLIDATED:
        assert entry["result"] == "consolidated" and net == 0, (
            f"expected the insurance absorbed in the consolidated payout; the game settled {shown}"
        )
    else:
        raise ValueError(
            f"{what!r}: write 'wins $A at W to S', 'loses $A', 'is void', "
            "'is surrendered for $A' or 'is settled in the consolidated payout'"
        )


@then(parsers.re(_SETTLED))
def _(round_under_test: RoundUnderTest, who: str, kind: str, what: str) -> None:
    player, box, hand = _who(who)
    _expect(round_under_test.entry(box, hand, kind, player), what.strip())


@then("no other wager is settled")
def _(round_under_test: RoundUnderTest) -> None:
    extra = round_under_test.unchecked_entries()
    assert not extra, "the game also settled " + "; ".join(show_entry(e) for e in extra)


@then(parsers.parse("the players win ${amount} in all"))
def _(round_under_test: RoundUnderTest, amount: str) -> None:
    net = Decimal(round_under_test.play_out()["totals"]["player_net"])
    assert net == money(amount), f"the players' net is {net:.2f}, not +{money(amount):.2f}"


@then(parsers.parse("the players lose ${amount} in all"))
def _(round_under_test: RoundUnderTest, amount: str) -> None:
    net = Decimal(round_under_test.play_out()["totals"]["player_net"])
    assert net == -money(amount), f"the players' net is {net:.2f}, not -{money(amount):.2f}"


@then("the players break even")
def _(round_under_test: RoundUnderTest) -> None:
    net = Decimal(round_under_test.play_out()["totals"]["player_net"])
    assert net == 0, f"the players' net is {net:.2f}, not 0"


def _final_cards(round_under_test: RoundUnderTest, box: int, hand: int) -> list[str]:
    hands = round_under_test.play_out()["final_hands"]
    for final in hands:
        if final["box"] == box and final["hand"] == hand:
            return final["cards"]
    where = "the dealer" if box == 0 else f"box {box} hand {hand}"
    raise AssertionError(f"the game reports no final hand for {where}")


@then(parsers.parse("the dealer's hand totals {total:d}"))
def _(round_under_test: RoundUnderTest, total: int) -> None:
    got = _final_cards(round_under_test, 0, 1)
    assert hand_total(got) == total, f"the dealer's {' '.join(got)} totals {hand_total(got)}"


@then(parsers.parse('{who}\'s hand is "{cards}"'))
def _(round_under_test: RoundUnderTest, who: str, cards: str) -> None:
    _, box, hand = _who(who)
    got = _final_cards(round_under_test, box, hand)
    assert tuple(got) == parse_cards(cards), f"{who}'s hand is {' '.join(got)}, not {cards}"


@then(parsers.parse("box {box:d} ends with {count:d} hands"))
def _(round_under_test: RoundUnderTest, box: int, count: int) -> None:
    hands = [h for h in round_under_test.play_out()["final_hands"] if h["box"] == box]
    assert len(hands) == count, f"box {box} ends with {len(hands)} hands, not {count}"
