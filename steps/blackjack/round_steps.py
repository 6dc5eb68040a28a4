"""Steps that play a round: wagers, the cards the shoe deals, the decisions, and the prompts.

Parser convention: `parsers.parse`, and `parsers.re` where a phrase names decisions; amounts
`$10` (`{amount:S}`, one word, so that `box 1 wagers $10 and $1 on ...`, a side wager, is left to
`steps.wagers.side_wager_steps`); cards in double quotes, in the notation of docs/ADAPTERS.md
(`AS KH`); decisions in words (`box 1 decides to double down for $5`, `the decisions are to
split, stand and stand`, `box 1 may decide only to hit or stand`; steps.blackjack.words).
"""

from __future__ import annotations

from pytest_bdd import given, parsers, then, when

from steps.blackjack.words import DECISION, decision_list, decision_token, decision_tokens
from suite.harness.round_under_test import RoundUnderTest, money
from vendor_adapters.protocol import ErrorCode, Wager


def _wager(box: int, player: str, amount: str, *, seated: bool = True) -> Wager:
    wager: Wager = {"box": box, "player": player, "amount": f"{money(amount):.2f}"}
    if not seated:
        wager["seated"] = False
    return wager


@given(parsers.parse("box {box:d} wagers ${amount:S}"))
def _(round_under_test: RoundUnderTest, box: int, amount: str) -> None:
    round_under_test.wagers.append(_wager(box, f"box{box}", amount))


@given(parsers.parse("{player} wagers ${amount:S} on box {box:d}, seated"))
def _(round_under_test: RoundUnderTest, player: str, amount: str, box: int) -> None:
    round_under_test.wagers.append(_wager(box, player, amount))


@given(parsers.parse("{player} wagers ${amount:S} on box {box:d}, standing behind"))
def _(round_under_test: RoundUnderTest, player: str, amount: str, box: int) -> None:
    round_under_test.wagers.append(_wager(box, player, amount, seated=False))


@given(parsers.parse('the shoe deals "{deal}"'))
def _(round_under_test: RoundUnderTest, deal: str) -> None:
    round_under_test.deal = deal


@given(parsers.parse('the shoe holds "{cards}" in dealing order'))
def _(round_under_test: RoundUnderTest, cards: str) -> None:
    round_under_test.hold(cards)


@when("the cards are dealt")
def _(round_under_test: RoundUnderTest) -> None:
    round_under_test.deal_cards()


@when(parsers.re(rf"box (?P<box>\d+) decides to (?P<words>{DECISION})"))
def _(round_under_test: RoundUnderTest, box: str, words: str) -> None:
    decision = decision_token(words)
    round_under_test.require_offer(decision, int(box))
    round_under_test.decide(decision, box=int(box))


@when(parsers.re(rf"(?P<player>\S+) on box (?P<box>\d+) decides to (?P<words>{DECISION})"))
def _(round_under_test: RoundUnderTest, player: str, box: str, words: str) -> None:
    decision = decision_token(words)
    round_under_test.require_offer(decision, int(box))
    round_under_test.decide(decision, box=int(box), player=player)


@when(parsers.re(rf"box (?P<box>\d+) tries to (?P<words>{DECISION})"))
def _(round_under_test: RoundUnderTest, box: str, words: str) -> None:
    prompt = round_under_test.prompt
    assert prompt is not None and prompt["box"] == int(box), (
        f"box {box} is not asked for a decision; the game asks {prompt}"
    )
    round_under_test.attempt(decision_token(words))


@when(parsers.re(rf"the decisions are to (?P<words>{decision_list()})"))
def _(round_under_test: RoundUnderTest, words: str) -> None:
    round_under_test.queued.extend(decision_tokens(words))


@when("the round is played")
@when("the round is played out")
def _(round_under_test: RoundUnderTest) -> None:
    round_under_test.play_out()


@then("the decision is refused as illegal")
def _(round_under_test: RoundUnderTest) -> None:
    refusal = round_under_test.last_refusal
    assert refusal is not None, (
        f"the game accepted {round_under_test.decisions[-1].token!r}, which the rules forbid"
    )
    assert refusal.code == ErrorCode.ILLEGAL_DECISION, (
        f"the game refused with code {refusal.code}, not 1003 (illegal decision): {refusal}"
    )


@then(parsers.parse("box {box:d} is asked to decide"))
def _(round_under_test: RoundUnderTest, box: int) -> None:
    prompt = round_under_test.prompt
    assert prompt is not None, f"the round is complete; box {box} is asked nothing"
    assert prompt["box"] == box, (
        f"the game asks box {prompt['box']} hand {prompt['hand']}, not box {box}"
    )


def _legal_names(round_under_test: RoundUnderTest, box: int) -> set[str]:
    round_under_test.require_same_offers()
    prompt = round_under_test.prompt
    if prompt is None or prompt["box"] != box:
        round_under_test.require_split_hand_asked(prompt, box=box)
    assert prompt is not None, f"the round is complete; box {box} is asked nothing"
    assert prompt["box"] == box, (
        f"the game asks box {prompt['box']} hand {prompt['hand']} ({prompt['kind']}), not box {box}"
    )
    return {token.partition(":")[0] for token in prompt["legal"]}


def _decision_name(words: str) -> str:
    """The decision named, without an amount: `double down for $5` is `double`."""
    return decision_token(words).partition(":")[0]


@then(parsers.re(rf"box (?P<box>\d+) may (?P<words>{DECISION})"))
def _(round_under_test: RoundUnderTest, box: str, words: str) -> None:
    number, decision = int(box), _decision_name(words)
    legal = _legal_names(round_under_test, number)
    if decision not in legal:
        # Insurance (2.9(a)) or surrender (2.8(a)) never offered is a finding under its clause
        # where the reference offers it on these cards; the box then declines it there.
        round_under_test.require_offer("no-insurance" if decision == "insure" else decision, number)
    assert decision in legal, (
        f"box {number} is offered {', '.join(sorted(legal))}, not {decision!r}"
    )


@then(parsers.re(rf"box (?P<box>\d+) may not (?P<words>{DECISION})"))
def _(round_under_test: RoundUnderTest, box: str, words: str) -> None:
    number, decision = int(box), _decision_name(words)
    if round_under_test.closed_without_asking(number):
        return  # a hand the game closed without asking is offered nothing (2.6(f))
    legal = _legal_names(round_under_test, number)
    if decision in legal:
        shown = ", ".join(sorted(legal))
        round_under_test.forbid_offered(
            number, [decision], f"box {number} is offered {decision!r} (legal: {shown})"
        )


@then(parsers.re(rf"box (?P<box>\d+) may decide only to (?P<words>{decision_list('or')})"))
def _(round_under_test: RoundUnderTest, box: str, words: str) -> None:
    number = int(box)
    legal = _legal_names(round_under_test, number)
    wanted = {d.partition(":")[0] for d in decision_tokens(words, last="or")}
    offered, allowed = ", ".join(sorted(legal)), ", ".join(sorted(wanted))
    problem = f"box {number} is offered {offered}; the rules allow {allowed}"
    if legal - wanted and wanted <= legal:
        round_under_test.forbid_offered(number, legal - wanted, problem)
    assert legal == wanted, problem


@then("the round is complete")
def _(round_under_test: RoundUnderTest) -> None:
    prompt = round_under_test.prompt
    assert prompt is None, (
        f"the game still asks box {prompt['box']} hand {prompt['hand']} ({prompt['kind']}): "
        f"{', '.join(prompt['legal'])}"
    )


@then(parsers.re(rf"box (?P<box>\d+) was never offered to (?P<words>{DECISION})"))
def _(round_under_test: RoundUnderTest, box: str, words: str) -> None:
    number, decision = int(box), _decision_name(words)
    round_under_test.play_out()
    round_under_test.require_same_offers()
    offered = [
        p
        for p in round_under_test.seen
        if p["box"] == number and decision in {t.partition(":")[0] for t in p["legal"]}
    ]
    assert not offered, (
        f"box {number} hand {offered[0]['hand']} was offered {decision!r} "
        f"({offered[0]['kind']}: {', '.join(offered[0]['legal'])})"
    )


@then(parsers.re(rf"box (?P<box>\d+) was offered to (?P<words>{DECISION})"))
def _(round_under_test: RoundUnderTest, box: str, words: str) -> None:
    number, decision = int(box), _decision_name(words)
    round_under_test.play_out()
    round_under_test.require_same_offers()
    assert any(
        p["box"] == number and decision in {t.partition(":")[0] for t in p["legal"]}
        for p in round_under_test.seen
    ), f"box {number} was never offered {decision!r}"
