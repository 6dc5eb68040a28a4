"""Steps of 2.11 to 2.14: what a hand is offered once it may take no more cards, and wagers the
table does not allow (2.13(a), 2.14).

Parser convention: `parsers.parse`, and `parsers.re` where a phrase names decisions, in words
(steps.blackjack.words).
"""

from __future__ import annotations

from pytest_bdd import parsers, then

from steps.blackjack.words import decision_list, decision_tokens
from suite.harness.round_under_test import RoundUnderTest
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import ErrorCode


@then(
    parsers.re(
        rf"box (?P<number>\d+) is not offered to (?P<words>{decision_list('or')}) for the rest of "
        "the round"
    )
)
def _(round_under_test: RoundUnderTest, number: str, words: str) -> None:
    """From the prompt now awaited to the end of the round (a game may skip a hand that can take
    no decision, or ask it with `stand` only: docs/ADAPTERS.md); `to hit or double down` names
    several."""
    box = int(number)
    unwanted = {d.partition(":")[0] for d in decision_tokens(words, last="or")}
    round_under_test.deal_cards()
    start = len(round_under_test.seen) - (1 if round_under_test.prompt is not None else 0)
    round_under_test.play_out()
    for index in range(start, len(round_under_test.seen)):
        prompt = round_under_test.seen[index]
        offered = unwanted & {token.partition(":")[0] for token in prompt["legal"]}
        if prompt["box"] == box and offered:
            round_under_test.forbid_offered(
                box,
                offered,
                f"box {box} hand {prompt['hand']} is offered {', '.join(sorted(offered))} "
                f"({prompt['kind']}: {', '.join(prompt['legal'])})",
                answered=round_under_test.seen_after[index],
            )


@then("the wagers are refused")
def _(round_under_test: RoundUnderTest) -> None:
    shown = "; ".join(
        f"{w['player']} ${w['amount']} on box {w['box']}" for w in round_under_test.wagers
    )
    try:
        round_under_test.deal_cards()
    except AdapterRefusal as refusal:
        assert refusal.code == ErrorCode.BAD_WAGER, (
            f"the game refused the wagers ({shown}) with code {refusal.code}, "
            f"not 1006 (bad wager): {refusal}"
        )
        return
    raise AssertionError(f"the game accepted the wagers ({shown}), which the table does not allow")
