"""Steps of a Baccarat-Punto Banco round: the wagers, what is tried after "No More Bets", the hands
as the kit deals them, the shoe the kit stacks, and what the outcome shows.

    Given player 1 wagers $13 on the Banker's Hand
    And player 2 asks to wager $5 on a "player pair" wager
    And after "No More Bets" player 3 tries to wager $5 on the Tie Bet
    And the Player's Hand is dealt "7S KD" and the Banker's Hand "8H QC"
    When the coup is dealt and settled
    Then player 1's wager on the Banker's Hand wins $13 at 1 to 1
    And player 1 pays a vigorish of $0.75
    And player 2's "player pair" wager is refused citing 3.2(b)
    And nothing else is paid or collected

A scenario of several rounds says `in round N` (Given, Then) and `after round N` (what is owed);
a Then without it reads the last round played. The shoe's steps: `the shoe is stacked so that a
cut at 30 puts "KH 2C ..." in front of the round's cards` (the burn, then the rounds' cards), `a
cut 9 cards in from the back`, `the cut is offered to players "5, 3, 1" and made by player 3`,
`a casino supervisor requires a recut at 40 by player 1`, `the cutting card is inserted 13
cards from the back`, `round 2 begins a new shoe stacked so that ...`, `the shoe is completed
after round 2`.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any

from pytest_bdd import given, parsers, then, when

from steps.baccarat.filing import (
    BURN,
    OWED,
    POINT_COUNT,
    VIGORISH,
    payout_clause,
    result_clause,
    settled_under,
)
from steps.baccarat.oracle import odds_ratio
from steps.baccarat.scenario import WAGER_WORDS, BaccaratScenario, ShoeDraft, bare, money
from suite.harness.checks import require_under

_WAGER = "|".join(map(re.escape, WAGER_WORDS))
_MONEY = r"\$(?P<amount>[0-9][0-9,]*(?:\.[0-9]{2})?)"
_IN_ROUND = r"(?: in round (?P<round>\d+))?"
_CARDS = r'"(?P<cards>[^"]+)"'


def _number(text: str | None) -> int | None:
    return None if text is None else int(text)


def _amount(text: str) -> str:
    return f"{money(text):.2f}"


# The wagers ---------------------------------------------------------------------------------


@given(parsers.re(rf"player (?P<player>\w+) wagers {_MONEY} on the (?P<wager>{_WAGER}){_IN_ROUND}"))
def _(baccarat: BaccaratScenario, player: str, amount: str, wager: str, round: str | None) -> None:
    """A wager of 19:47-3.2(a), made before "No More Bets"."""
    baccarat.round(_number(round)).wagers.append((player, WAGER_WORDS[wager], _amount(amount)))


@given(
    parsers.re(
        rf'player (?P<player>\w+) asks to wager {_MONEY} on a "(?P<name>[a-z][a-z0-9 \'-]*)" '
        rf"wager{_IN_ROUND}"
    )
)
def _(baccarat: BaccaratScenario, player: str, amount: str, name: str, round: str | None) -> None:
    """A wager 19:47-3.2(a) does not list, asked for before "No More Bets" (3.2(b))."""
    baccarat.round(_number(round)).wagers.append((player, name, _amount(amount)))


@given(
    parsers.re(
        rf'after "No More Bets" player (?P<player>\w+) tries to wager {_MONEY} on the '
        rf"(?P<wager>{_WAGER}){_IN_ROUND}"
    )
)
def _(baccarat: BaccaratScenario, player: str, amount: str, wager: str, round: str | None) -> None:
    baccarat.round(_number(round)).late.append(
        {"action": "make", "player": player, "wager": WAGER_WORDS[wager], "amount": _amount(amount)}
    )


@given(
    parsers.re(
        rf'after "No More Bets" player (?P<player>\w+) tries to increase the wager on the '
        rf"(?P<wager>{_WAGER}) by {_MONEY}{_IN_ROUND}"
    )
)
def _(baccarat: BaccaratScenario, player: str, amount: str, wager: str, round: str | None) -> None:
    baccarat.round(_number(round)).late.append(
        {
            "action": "increase",
            "player": player,
            "wager": WAGER_WORDS[wager],
            "amount": _amount(amount),
        }
    )


@given(
    parsers.re(
        rf'after "No More Bets" player (?P<player>\w+) tries to withdraw the wager on the '
        rf"(?P<wager>{_WAGER}){_IN_ROUND}"
    )
)
def _(baccarat: BaccaratScenario, player: str, wager: str, round: str | None) -> None:
    baccarat.round(_number(round)).late.append(
        {"action": "withdraw", "player": player, "wager": WAGER_WORDS[wager]}
    )


# The hands ----------------------------------------------------------------------------------


@given(
    parsers.re(
        r'the Player\'s Hand is dealt "(?P<player>[^"]+)" and the Banker\'s Hand '
        rf'"(?P<banker>[^"]+)"{_IN_ROUND}'
    )
)
def _(baccarat: BaccaratScenario, player: str, banker: str, round: str | None) -> None:
    """The cards the kit deals each hand (forced-hands): the drawing rules are outside the
    corpus (I-baccarat-drawing-rules), so the kit never asks the game to draw."""
    draft = baccarat.round(_number(round))
    draft.player, draft.banker = tuple(player.split()), tuple(banker.split())


# The shoe -----------------------------------------------------------------------------------


def _shoe_of(baccarat: BaccaratScenario, round: int | None = None) -> ShoeDraft:
    draft = baccarat.round(round)
    if draft.shoe is None:
        draft.shoe = ShoeDraft()
    return draft.shoe


@given(
    parsers.re(
        r"the shoe is stacked so that a cut (?:at (?P<at>\d+)|(?P<back>\d+) cards in from the "
        rf"back) puts {_CARDS} in front of the round's cards"
    )
)
def _(baccarat: BaccaratScenario, at: str | None, back: str | None, cards: str) -> None:
    """A shoe the kit stacks (shoe-procedures) for the first round: after the cut, `cards` (the
    burn of 3.5(d)) and then the rounds' cards, then the rest of the decks in card order."""
    shoe = _shoe_of(baccarat, 1)
    shoe.front = tuple(cards.split())
    shoe.at = _number(at)
    shoe.from_back = _number(back)


@given(
    parsers.re(
        r"round (?P<round>\d+) begins a new shoe stacked so that a cut at (?P<at>\d+) puts "
        rf"{_CARDS} in front of its cards"
    )
)
def _(baccarat: BaccaratScenario, round: str, at: str, cards: str) -> None:
    shoe = _shoe_of(baccarat, int(round))
    shoe.front, shoe.at = tuple(cards.split()), int(at)


@given(
    parsers.re(
        r'the cut is offered to players "(?P<offered>[^"]+)" and made by '
        r"(?:player (?P<player>\w+)|(?P<dealer>the dealer))"
    )
)
def _(baccarat: BaccaratScenario, offered: str, player: str | None, dealer: str | None) -> None:
    """The order the cut is offered in (3.5(b)) and who accepts it, or the dealer."""
    shoe = _shoe_of(baccarat, 1)
    shoe.offered_to = tuple(p.strip() for p in offered.split(","))
    shoe.by = "dealer" if dealer else player


@given(
    parsers.re(
        r"a casino supervisor requires a recut at (?P<at>\d+) by "
        r"(?:player (?P<player>\w+)|(?P<dealer>the dealer))"
    )
)
def _(baccarat: BaccaratScenario, at: str, player: str | None, dealer: str | None) -> None:
    """A recut after the cut, before the burn (3.5(e))."""
    _shoe_of(baccarat, 1).recut = (int(at), "dealer" if dealer else str(player))


@given(parsers.parse("the cutting card is inserted {cards:d} cards from the back"))
def _(baccarat: BaccaratScenario, cards: int) -> None:
    _shoe_of(baccarat, 1).cutting_card = cards


@given(parsers.re(r"the shoe is completed after (?:the round|round (?P<round>\d+))"))
def _(baccarat: BaccaratScenario, round: str | None) -> None:
    baccarat.round(_number(round)).end_shoe = True


# Playing --------------------------------------------------------------------------------------


@when(parsers.re(r"the coup is dealt and settled|the coups are dealt and settled in turn"))
def _(baccarat: BaccaratScenario) -> None:
    baccarat.play()


# What the outcome shows -------------------------------------------------------------------------


def _entries(
    baccarat: BaccaratScenario, number: int | None, player: str, kind: str, wager: str | None
) -> tuple[int, list[tuple[int, dict[str, Any]]]]:
    index, outcome = baccarat.outcome(number)
    return index, [
        (position, entry)
        for position, entry in enumerate(outcome["ledger"])
        if entry["player"] == player and entry["kind"] == kind and entry["wager"] == wager
    ]


def _under(baccarat: BaccaratScenario, number: int | None, clause: str) -> str:
    """`clause`, or 3.1(c) where the round's settlement follows from a Point Count the game got
    wrong (steps.baccarat.filing.settled_under)."""
    return settled_under(baccarat.outcome(number)[1], clause)


def _settlement(
    baccarat: BaccaratScenario, number: int | None, player: str, wager: str
) -> dict[str, Any]:
    index, found = _entries(baccarat, number, player, "settlement", WAGER_WORDS[wager])
    assert len(found) == 1, (
        f"player {player}'s wager on the {wager} is settled {len(found)} times in the round: "
        f"{baccarat.outcome(number)[1]['ledger']}"
    )
    position, entry = found[0]
    baccarat.checked.add((index, position))
    return entry


@then(
    parsers.re(
        rf"player (?P<player>\w+)'s wager on the (?P<wager>{_WAGER}) wins {_MONEY} at "
        rf"(?P<odds>\d+ to \d+){_IN_ROUND}"
    )
)
def _(  # noqa: PLR0917 - pytest-bdd passes fixtures and step arguments by name
    baccarat: BaccaratScenario, player: str, wager: str, amount: str, odds: str, round: str | None
) -> None:
    entry = _settlement(baccarat, _number(round), player, wager)
    side = WAGER_WORDS[wager]
    require_under(
        entry["result"] == "win",
        _under(baccarat, _number(round), result_clause(side)),
        f"player {player}'s wager on the {wager} is settled {entry['result']}, not win",
    )
    require_under(
        money(entry["net"]) == money(amount),
        _under(baccarat, _number(round), payout_clause(side)),
        f"player {player}'s wager on the {wager} wins {entry['net']}, not {_amount(amount)}",
    )
    require_under(
        entry["odds"] is not None and odds_ratio(entry["odds"]) == odds_ratio(odds),
        payout_clause(side),
        f"player {player}'s wager on the {wager} is paid at {entry['odds']}, not {odds}",
    )


@then(
    parsers.re(
        rf"player (?P<player>\w+)'s wager on the (?P<wager>{_WAGER}) loses {_MONEY}{_IN_ROUND}"
    )
)
def _(baccarat: BaccaratScenario, player: str, wager: str, amount: str, round: str | None) -> None:
    entry = _settlement(baccarat, _number(round), player, wager)
    clause = _under(baccarat, _number(round), result_clause(WAGER_WORDS[wager]))
    require_under(
        entry["result"] == "lose",
        clause,
        f"player {player}'s wager on the {wager} is settled {entry['result']}, not lose",
    )
    require_under(
        money(entry["net"]) == -money(amount),
        clause,
        f"player {player}'s wager on the {wager} loses {entry['net']}, not -{_amount(amount)}",
    )


@then(parsers.re(rf"player (?P<player>\w+)'s wager on the (?P<wager>{_WAGER}) is void{_IN_ROUND}"))
def _(baccarat: BaccaratScenario, player: str, wager: str, round: str | None) -> None:
    entry = _settlement(baccarat, _number(round), player, wager)
    require_under(
        entry["result"] == "void" and money(entry["net"]) == 0,
        _under(baccarat, _number(round), result_clause(WAGER_WORDS[wager])),
        f"player {player}'s wager on the {wager} is settled {entry['result']} with a net of "
        f"{entry['net']}, not void with its stake returned",
    )


@then(
    parsers.re(
        rf"player (?P<player>\w+) pays (?:a vigorish of {_MONEY}|(?P<none>no vigorish)){_IN_ROUND}"
    )
)
def _(
    baccarat: BaccaratScenario,
    player: str,
    amount: str | None,
    none: str | None,
    round: str | None,
) -> None:
    """The vigorish collected from the player in the round (3.3(c)): at the payout, or an
    outstanding one collected then."""
    index, found = _entries(baccarat, _number(round), player, "vigorish", None)
    paid = -sum((money(entry["net"]) for _, entry in found), Decimal(0))
    expected = Decimal(0) if none else money(str(amount))
    require_under(
        paid == expected,
        _under(baccarat, _number(round), VIGORISH),
        f"player {player} pays a vigorish of {paid:.2f}, not {expected:.2f}",
    )
    baccarat.checked.update((index, position) for position, _ in found)


@then(
    parsers.re(
        rf"player (?P<player>\w+) owes (?:a vigorish of {_MONEY}|(?P<none>no vigorish))"
        r"(?: after round (?P<round>\d+))?"
    )
)
def _(
    baccarat: BaccaratScenario,
    player: str,
    amount: str | None,
    none: str | None,
    round: str | None,
) -> None:
    """The vigorish on the player's marker once the round is over (3.3(c))."""
    _, outcome = baccarat.outcome(_number(round))
    owed = sum((money(o["amount"]) for o in outcome["owed"] if o["player"] == player), Decimal(0))
    expected = Decimal(0) if none else money(str(amount))
    require_under(
        owed == expected,
        _under(baccarat, _number(round), OWED),
        f"player {player} owes {owed:.2f}, not {expected:.2f}",
    )


@then(
    parsers.re(
        r"the (?P<hand>Player's Hand|Banker's Hand) has a Point Count of (?P<count>\d)"
        rf"{_IN_ROUND}"
    )
)
def _(baccarat: BaccaratScenario, hand: str, count: str, round: str | None) -> None:
    index, outcome = baccarat.outcome(_number(round))
    side = WAGER_WORDS[hand]
    assert "hands" in outcome, "the round was not dealt"
    dealt = [c["card"] for c in baccarat.sent[index]["dealt"] if c["hand"] == side]
    shown = outcome["hands"][side]
    assert shown["cards"] == dealt, (
        f"the {hand} holds {shown['cards']}, not the cards dealt {dealt}"
    )
    require_under(
        shown["point_count"] == int(count),
        POINT_COUNT,
        f"the {hand} {' '.join(dealt)} has a Point Count of {shown['point_count']}, not {count}",
    )


def _refusals(baccarat: BaccaratScenario, number: int | None, what: list[str]) -> list[Any]:
    _, outcome = baccarat.outcome(number)
    return [r for r in outcome["refused"] if r["what"] in what]


def _assert_refused(
    baccarat: BaccaratScenario, number: int | None, what: list[str], clause: str, said: str
) -> None:
    assert what, f"the scenario has no {said}"
    found = _refusals(baccarat, number, what)
    refused = {r["what"] for r in found}
    missing = [w for w in what if w not in refused]
    assert not missing, (
        f"the game takes {said} ({', '.join(missing)}), which {clause} forbids; it refused "
        f"{baccarat.outcome(number)[1]['refused'] or 'nothing'}"
    )
    wrong = [r for r in found if bare(r["clause"]) != clause]
    assert not wrong, f"the game refuses {said} citing {[r['clause'] for r in wrong]}, not {clause}"


@then(
    parsers.re(
        r'player (?P<player>\w+)\'s "(?P<name>[a-z][a-z0-9 \'-]*)" wager is refused citing '
        rf"(?P<clause>\S+){_IN_ROUND}"
    )
)
def _(baccarat: BaccaratScenario, player: str, name: str, clause: str, round: str | None) -> None:
    index, _ = baccarat.outcome(_number(round))
    draft = baccarat.sent[index]
    what = [
        f"/wagers/{i}"
        for i, w in enumerate(draft["wagers"])
        if w["player"] == player and w["wager"] == name
    ]
    _assert_refused(baccarat, _number(round), what, clause, f'player {player}\'s "{name}" wager')


@then(
    parsers.re(
        r'player (?P<player>\w+)\'s wager after "No More Bets" is refused citing '
        rf"(?P<clause>\S+){_IN_ROUND}"
    )
)
def _(baccarat: BaccaratScenario, player: str, clause: str, round: str | None) -> None:
    index, _ = baccarat.outcome(_number(round))
    what = [
        f"/late/{i}"
        for i, late in enumerate(baccarat.sent[index].get("late", ()))
        if late["player"] == player
    ]
    said = f'player {player}\'s change after "No More Bets"'
    _assert_refused(baccarat, _number(round), what, clause, said)


@then(parsers.re(r"the (?P<step>cut|recut|cutting card) is refused citing (?P<clause>\S+)"))
def _(baccarat: BaccaratScenario, step: str, clause: str) -> None:
    what = "/shoe/" + step.replace(" ", "_")
    index = next(i for i, sent in enumerate(baccarat.sent) if "shoe" in sent)
    _assert_refused(baccarat, sorted(baccarat.rounds)[index], [what], clause, f"the {step}")


@then("no card is dealt")
def _(baccarat: BaccaratScenario) -> None:
    _, outcome = baccarat.outcome(None)
    assert outcome["complete"] is False and "hands" not in outcome, (
        f"the game deals the round: {outcome.get('hands')}"
    )
    assert outcome["ledger"] == [], f"the game settles wagers of a round it did not deal: {outcome}"


@then(parsers.re(rf"the cards burned are {_CARDS}"))
def _(baccarat: BaccaratScenario, cards: str) -> None:
    """The burn of 3.5(d), as the round that began the shoe reports it."""
    index = next(i for i, sent in enumerate(baccarat.sent) if "shoe" in sent)
    outcome = baccarat.outcomes[index]
    assert outcome["complete"], f"the game refused the shoe: {outcome['refused']}"
    require_under(
        outcome.get("burned") == cards.split(),
        BURN,
        f"the game burns {' '.join(outcome.get('burned') or []) or 'nothing'}, not {cards}",
    )


@then(
    parsers.re(
        r"the outstanding vigorish is collected before any wager of round (?P<round>\d+) is "
        r"settled"
    )
)
def _(baccarat: BaccaratScenario, round: str) -> None:
    """3.3(c): "all outstanding vigorish shall be collected prior to reshuffling the cards": the
    round that begins a new shoe collects it before its own settlements."""
    _, outcome = baccarat.outcome(int(round))
    kinds = [entry["kind"] for entry in outcome["ledger"]]
    require_under(
        "vigorish" in kinds, VIGORISH, f"round {round} collects no vigorish: {outcome['ledger']}"
    )
    first_settlement = kinds.index("settlement") if "settlement" in kinds else len(kinds)
    require_under(
        kinds.index("vigorish") < first_settlement,
        VIGORISH,
        f"round {round} settles a wager before it collects the outstanding vigorish",
    )


@then("nothing else is paid or collected")
def _(baccarat: BaccaratScenario) -> None:
    """Every payment and collection of every round was checked by a step above."""
    others = [
        entry
        for index, outcome in enumerate(baccarat.outcomes)
        for position, entry in enumerate(outcome["ledger"])
        if (index, position) not in baccarat.checked
    ]
    assert not others, f"the game also pays or collects: {others}"
