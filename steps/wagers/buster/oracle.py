# Over 500 lines: the wager's whole oracle (terms, settlement, completion, timing).
"""Buster Blackjack (13:69F-2.30) as the rule text settles it: the dealer's completed hand, the
wager it decides, the Free Bonus, and when each is settled.

The kit's oracle of the Buster Blackjack wager, written from the clauses and not from the
reference engine: from the dealer's cards, the box's cards and the house options it says

- how the dealer completes his hand while a Buster Blackjack wager is in play ((f)3: drawing
  until a hard 17 to 21, a soft 18 to 21 or a bust, where 2.12(b) stands on any 17), and which
  part of it the blackjack wagers were settled against (I-2.30-soft-17: only the hand 2.12(b)
  makes, unless the table draws to a soft 17 for every wager);
- how each Buster Blackjack wager settles: lost on the dealer's blackjack ((d)1) or a completed
  hand of 21 or less ((d)2), won on a bust ((e)) at the odds of the table's pay table of (g) for
  the number of cards, the row "8 or more" for eight and above;
- whether the Free Bonus of (h) is paid and how much: a player's blackjack, a Buster Blackjack
  wager of at least the amount (h) names and a bust of at least the cards it names, at the fixed
  amount of the table's pay table of (i) for the rows the corpus holds (no row is supplied);
- the moment: the wager is settled once the dealer's hand is complete (after his blackjack is
  known, when he has one), and every blackjack wager before the dealer draws beyond 2.12(b) for
  it ((f)3: "after the determination of all players' blackjack wagers").

The odds and amounts are read from the corpus of the round's edition through
`regulations.paytables`, and the least amounts and cards of (c) and (h) from the clauses' text,
so that an amendment changes the oracle with it.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING

from reference_impl.rules import TableRules
from reference_impl.side_wagers.buster_2_30 import tables as printed
from regulations import Corpus, load_corpus
from regulations.paytables import PrintedOdds
from suite.harness.settlement_oracle import card_value, hand_total, odds_net
from suite.wagers.registry import (
    RoundOracle,
    register_check,
    register_round_oracle,
    register_settlement_clauses,
)
from vendor_adapters.compare import compare_outcomes
from vendor_adapters.consistency import MAIN_KINDS
from vendor_adapters.protocol import FinalHand, Outcome, TranscriptEvent, Wager
from vendor_adapters.session import RoundScript

if TYPE_CHECKING:
    from suite.harness.checks import PlayedRound

__all__ = [
    "BUSTER",
    "BUSTER_CHECKS",
    "BUSTER_TIMING",
    "FREE_BONUS",
    "BusterExpectation",
    "BusterTerms",
    "buster_differences",
    "buster_terms",
    "buster_timing_problems",
    "completion_must_draw",
    "completion_problems",
    "expected_buster",
    "first_completion_card",
    "live_hands",
    "main_game_dealer_cards",
    "main_game_hands",
]

BUSTER = "buster"
FREE_BONUS = "buster-free-bonus"
_SOFT_17_OPTION = "buster_dealer_soft_17"
_WHOLE_TABLE = "whole-table"
_MAIN_KINDS = frozenset(MAIN_KINDS)
_SETTLEMENTS = frozenset({"pay", "collect", "return"})
CENT = Decimal("0.01")
_NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10,
}  # fmt: skip

Problems = list[str]


# --------------------------------------------------------------------------------------------
# The rule text


@functools.cache
def _corpus() -> Corpus:
    return load_corpus()


@dataclass(frozen=True)
class BusterTerms:
    """What 2.30 of one edition prints: the pay tables of (g) and (i), the least wager of (c),
    and the Free Bonus's least wager and cards of (h)."""

    pay_tables: Mapping[str, Mapping[int, PrintedOdds]]  # "A" -> cards -> odds
    free_bonus: Mapping[str, Mapping[int, Decimal]]  # "B1" -> cards -> amount
    least_wager: Decimal
    free_bonus_least_wager: Decimal
    free_bonus_least_cards: int

    @property
    def most_cards_row(self) -> int:
        """The row "8 or more": the largest number of cards (g) prints."""
        return max(max(rows) for rows in self.pay_tables.values())


def _text(edition: str, subsection: str) -> str:
    return _corpus().clause(f"13:69F-2.30({subsection})", edition=edition).text


def _amount_after(text: str, words: str, clause: str) -> Decimal:
    found = re.search(re.escape(words) + r"\s*\$([0-9][0-9,]*\.[0-9]{2})", text)
    if found is None:
        raise ValueError(f"2.30({clause}) no longer says {words!r} an amount: {text[:120]}")
    return Decimal(found.group(1).replace(",", ""))


def _least_cards(text: str) -> int:
    found = re.search(r"busted with at least (\w+) cards", text)
    if found is None or found.group(1).lower() not in _NUMBER_WORDS:
        raise ValueError(f"2.30(h) no longer says 'busted with at least N cards': {text[:160]}")
    return _NUMBER_WORDS[found.group(1).lower()]


@functools.cache
def buster_terms(edition: str) -> BusterTerms:
    bonus = _text(edition, "h")
    return BusterTerms(
        pay_tables=printed.buster(edition),
        free_bonus=printed.free_bonus(edition),
        least_wager=_amount_after(_text(edition, "c"), "shall be at least", "c"),
        free_bonus_least_wager=_amount_after(bonus, "wagered a minimum of", "h"),
        free_bonus_least_cards=_least_cards(bonus),
    )


# --------------------------------------------------------------------------------------------
# The dealer's hand


def _soft(cards: Sequence[str]) -> bool:
    hard = sum(card_value(card) for card in cards)
    return any(card[0] == "A" for card in cards) and hard + 10 <= 21


def completion_must_draw(cards: Sequence[str]) -> bool:
    """(f)3: the dealer draws until "a hard total of 17, 18, 19, 20, or 21", "a soft total of
    18, 19, 20, or 21" or a bust: he draws below 17 and on a soft 17."""
    total = hand_total(cards)
    return total < 17 or (total == 17 and _soft(cards))


def _blackjack(cards: Sequence[str]) -> bool:
    return len(cards) >= 2 and hand_total(cards[:2]) == 21


def _draws_to_soft_17_for_all(rules: TableRules) -> bool:
    return rules.side_option(_SOFT_17_OPTION) == _WHOLE_TABLE


def live_hands(final_hands: Sequence[FinalHand], rules: TableRules) -> bool:
    """2.12(c): whether a player's hand is left whose outcome the dealer's total can change: not
    busted nor surrendered, and not a two-card 21 (a blackjack, or a split hand's, which beats
    every 21 of three or more cards unless the hole card is dealt face up, 2.6(k))."""
    for hand in final_hands:
        if hand["box"] == 0 or hand.get("surrendered"):
            continue
        cards = hand["cards"]
        split_box = sum(1 for h in final_hands if h["box"] == hand["box"]) > 1
        two_card_21 = len(cards) == 2 and hand_total(cards) == 21
        if hand_total(cards) <= 21 and not (
            two_card_21 and not (split_box and rules.face_up_hole_card)
        ):
            return True
    return False


def main_game_dealer_cards(
    cards: Sequence[str], rules: TableRules, *, live: bool = True
) -> tuple[str, ...]:
    """The dealer's hand the blackjack wagers are settled against: at a table where the dealer
    draws to a soft 17 only for the Buster Blackjack wagers (I-2.30-soft-17, `buster-only`),
    the hand 2.12(b) stands on (the first of 17 to 21, hard or soft), or his first two cards
    when no hand is `live` (2.12(c): I-2.30-all-busted), the (f)3 cards after it being drawn
    once every blackjack wager is determined; at a table that draws so for every wager
    (`whole-table`), the completed hand."""
    cards = tuple(cards)
    if _draws_to_soft_17_for_all(rules) or _blackjack(cards):
        return cards
    if not live:
        return cards[:2]
    for count in range(2, len(cards) + 1):
        if hand_total(cards[:count]) >= 17:
            return cards[:count]
    return cards


def main_game_hands(final_hands: Sequence[FinalHand], rules: TableRules) -> list[FinalHand]:
    """The final hands with the dealer's as the blackjack wagers were settled against it."""
    live = live_hands(final_hands, rules)
    hands: list[FinalHand] = []
    for hand in final_hands:
        if hand["box"] != 0:
            hands.append(hand)
            continue
        cards = list(main_game_dealer_cards(hand["cards"], rules, live=live))
        hands.append({**hand, "cards": cards, "total": hand_total(cards)})
    return hands


def completion_problems(dealer: Sequence[str]) -> Problems:
    """(f)3: with a Buster Blackjack wager in play and no dealer's blackjack, the dealer's final
    hand is one he drew to by (f)3 and no further."""
    cards = tuple(dealer)
    if len(cards) < 2 or _blackjack(cards):
        return []
    problems: Problems = []
    for count in range(2, len(cards)):
        if not completion_must_draw(cards[:count]):
            shown = " ".join(cards[:count])
            soft = "soft " if _soft(cards[:count]) else ""
            problems.append(
                f"the dealer drew {cards[count]} on {soft}{hand_total(cards[:count])} ({shown}); "
                "(f)3 stops at a hard 17 to 21 or a soft 18 to 21"
            )
            break
    if completion_must_draw(cards):
        soft = "a soft" if _soft(cards) else "a hard"
        problems.append(
            f"the dealer stopped on {soft} {hand_total(cards)} ({' '.join(cards)}); (f)3 has him "
            "draw until a hard 17 to 21, a soft 18 to 21 or a bust"
        )
    return problems


# --------------------------------------------------------------------------------------------
# How the wager and the Free Bonus settle


@dataclass(frozen=True)
class BusterExpectation:
    """A Buster Blackjack wager as the rule text settles it, with its Free Bonus."""

    result: str  # "win", "lose" or "dead"
    odds: PrintedOdds | None
    path: str
    why: str
    free_bonus: Decimal | None = None  # the fixed amount of (i), when (h) pays one
    free_bonus_why: str = ""

    def net(self, stake: Decimal, rules: TableRules) -> Decimal:
        if self.result == "win":
            assert self.odds is not None
            return odds_net(stake, self.odds.win, self.odds.stake, rules)
        return -stake if self.result == "lose" else Decimal(0)

    def show(self, stake: Decimal, rules: TableRules) -> str:
        at = f" at {self.odds.printed}" if self.odds else ""
        return f"{self.result}{at}, net {self.net(stake, rules):.2f} on {stake:.2f} ({self.why})"


def _row(cards: int, terms: BusterTerms) -> int:
    return min(cards, terms.most_cards_row)


def _free_bonus(
    player: Sequence[FinalHand], stake: Decimal, dealer: Sequence[str], rules: TableRules
) -> tuple[Decimal | None, str]:
    """(h), (i): the fixed amount of the Free Bonus, or None, and why."""
    if FREE_BONUS not in rules.side_wagers:
        return None, "the table does not offer the Free Bonus"
    terms = buster_terms(rules.edition)
    blackjack = (
        len(player) == 1
        and len(player[0]["cards"]) == 2
        and hand_total(player[0]["cards"]) == 21
        and not player[0].get("surrendered")
    )
    if not blackjack:
        return None, "(h)(i): the player has no blackjack"
    if stake < terms.free_bonus_least_wager:
        return None, f"(h)(ii): {stake:.2f} is less than {terms.free_bonus_least_wager:.2f}"
    if len(dealer) < terms.free_bonus_least_cards:
        return None, f"(h)(iii): {len(dealer)} cards, fewer than {terms.free_bonus_least_cards}"
    table = rules.pay_table_of(FREE_BONUS)
    assert table is not None
    amounts = terms.free_bonus[table]
    row = _row(len(dealer), terms)
    if row not in amounts:
        return None, f"(i) pay table {table} prints no row of {row} cards"
    return amounts[row], f"(i) pay table {table}, {len(dealer)} cards"


def expected_buster(
    player: Sequence[FinalHand], stake: Decimal, dealer: Sequence[str], rules: TableRules
) -> BusterExpectation:
    """How a Buster Blackjack wager of `stake` on a box whose hands are `player` settles against
    the dealer's completed hand `dealer` at this table."""
    if not player or any(len(hand["cards"]) < 2 for hand in player):
        return BusterExpectation("dead", None, "2.15", "a dead hand (I-2.17-dead-hand)")
    if _blackjack(dealer):
        return BusterExpectation("lose", None, "2.30(d)1", "the dealer has a blackjack")
    total = hand_total(dealer)
    shown = f"{' '.join(dealer)} = {total}"
    if total <= 21:
        return BusterExpectation("lose", None, "2.30(d)2", f"the completed hand {shown}")
    terms = buster_terms(rules.edition)
    table = rules.pay_table_of(BUSTER)
    assert table is not None
    row = _row(len(dealer), terms)
    amount, why = _free_bonus(player, stake, dealer, rules)
    return BusterExpectation(
        "win",
        terms.pay_tables[table][row],
        "2.30(g)",
        f"a bust of {len(dealer)} cards ({shown}), pay table {table}",
        free_bonus=amount,
        free_bonus_why=why,
    )


# --------------------------------------------------------------------------------------------
# Comparing with the game


def _buster_wagers(wagers: Sequence[Wager]) -> list[tuple[int, str, Decimal]]:
    return [
        (w["box"], w["player"], Decimal(str(side["amount"])))
        for w in wagers
        for side in w.get("side_wagers", ())
        if side["kind"] == BUSTER
    ]


def _odds_ratio(text: str | None) -> Fraction | None:
    """ "250 to 1" as 250; None for no odds."""
    if not text:
        return None
    win, _, stake = text.replace(",", "").partition(" to ")
    return Fraction(win) / Fraction(stake)


def _dealer(outcome: Outcome) -> list[str]:
    return next((h["cards"] for h in outcome["final_hands"] if h["box"] == 0), [])


def buster_differences(outcome: Outcome, wagers: Sequence[Wager], rules: TableRules) -> Problems:
    """What the game settles differently from 2.30 for each Buster Blackjack wager and its Free
    Bonus, and a Free Bonus paid where none is due."""
    ledger = {(e["box"], e["player"], e["hand"], e["kind"]): e for e in outcome["ledger"]}
    dealer = _dealer(outcome)
    problems: Problems = []
    placed = _buster_wagers(wagers)
    for box, player, stake in placed:
        hands = [h for h in outcome["final_hands"] if h["box"] == box]
        want = expected_buster(hands, stake, dealer, rules)
        where = f"box {box} Buster Blackjack wager ({player}, dealer {' '.join(dealer)})"
        got = ledger.get((box, player, 1, BUSTER))
        if got is None:
            problems.append(f"{where}: not settled; {want.path} requires {want.show(stake, rules)}")
        else:
            results = {"dead", "void"} if want.result == "dead" else {want.result}
            ratio = None if want.odds is None else want.odds.ratio
            odds = got["odds"]
            same = (
                got["result"] in results
                and _odds_ratio(odds) == ratio
                and Decimal(got["stake"]) == stake
                and Decimal(got["net"]) == want.net(stake, rules)
            )
            if not same:
                at = f" at {odds}" if odds else ""
                problems.append(
                    f"{where}: {want.path} requires {want.show(stake, rules)}; the game settled "
                    f"{got['result']}{at}, net {Decimal(got['net']):.2f} on "
                    f"{Decimal(got['stake']):.2f}"
                )
        bonus = ledger.get((box, player, 1, FREE_BONUS))
        if want.free_bonus is None and bonus is not None:
            problems.append(
                f"{where}: a Free Bonus of {Decimal(bonus['net']):.2f} paid, but none is due "
                f"({want.free_bonus_why or want.why})"
            )
        elif want.free_bonus is not None and (
            bonus is None
            or bonus["result"] != "win"
            or Decimal(bonus["net"]) != want.free_bonus
            or Decimal(bonus["stake"]) != 0
        ):
            shown = "none" if bonus is None else f"{bonus['result']} net {bonus['net']}"
            problems.append(
                f"{where}: (h) and (i) require a Free Bonus of {want.free_bonus:.2f} "
                f"({want.free_bonus_why}), never staked; the game settled {shown}"
            )
    boxes = {(box, player) for box, player, _ in placed}
    problems += [
        f"box {e['box']} ({e['player']}): a Free Bonus paid without a Buster Blackjack wager"
        for e in outcome["ledger"]
        if e["kind"] == FREE_BONUS and (e["box"], e["player"]) not in boxes
    ]
    return problems


# --------------------------------------------------------------------------------------------
# When: the transcript's order


def _dealer_card_events(events: Sequence[TranscriptEvent]) -> list[int]:
    return [i for i, e in enumerate(events) if e.get("box") == 0 and e.get("card")]


def _settled(events: Sequence[TranscriptEvent], box: int, player: str, kind: str) -> int | None:
    for index, event in enumerate(events):
        note = str(event.get("note", "")).split()[:2]
        if event.get("kind") in _SETTLEMENTS and event.get("box") == box and note == [kind, player]:
            return index
    return None


def first_completion_card(
    events: Sequence[TranscriptEvent], outcome: Outcome, rules: TableRules
) -> int | None:
    """The index of the dealer's first card beyond the hand the blackjack wagers are settled
    against (`main_game_dealer_cards`): a card (f)3 alone has him draw; None if there is none."""
    cards = _dealer_card_events(events)
    live = live_hands(outcome["final_hands"], rules)
    count = len(main_game_dealer_cards(_dealer(outcome), rules, live=live))
    return cards[count] if len(cards) > count else None


def buster_timing_problems(
    events: Sequence[TranscriptEvent], outcome: Outcome, wagers: Sequence[Wager], rules: TableRules
) -> Problems:
    """(d), (e), (f)3, (h): each Buster Blackjack wager and Free Bonus settled once the dealer's
    hand is complete (once his blackjack shows, when he has one), and every blackjack wager
    settled before the dealer draws a card that only (f)3 has him draw."""
    dealer = _dealer(outcome)
    cards = _dealer_card_events(events)
    problems: Problems = []
    if _blackjack(dealer):
        anchor = cards[1] if len(cards) > 1 else None
        anchor_what = "the dealer's blackjack is known (his second card)"
    else:
        anchor = cards[-1] if cards else None
        anchor_what = "the dealer's last card"
    for box, player, _ in _buster_wagers(wagers):
        for kind, words in ((BUSTER, "Buster Blackjack wager"), (FREE_BONUS, "Free Bonus")):
            index = _settled(events, box, player, kind)
            if index is None:
                if kind == BUSTER:
                    problems.append(f"box {box}'s {words} ({player}) has no settlement event")
                continue
            if anchor is None or index < anchor:
                where = "no dealer's card" if anchor is None else f"event {anchor + 1}"
                problems.append(
                    f"box {box}'s {words} ({player}) is settled at event {index + 1}, before "
                    f"{anchor_what} ({where}); (d) and (e) decide it on the completed hand"
                )
    completion = first_completion_card(events, outcome, rules)
    if completion is not None:
        late = [
            (i, e)
            for i, e in enumerate(events)
            if i > completion
            and e.get("kind") in _SETTLEMENTS
            and str(e.get("note", "")).partition(" ")[0] in _MAIN_KINDS
        ]
        for index, event in late:
            problems.append(
                f"{event.get('note')} (box {event.get('box')}) is settled at event {index + 1}, "
                f"after the dealer drew {events[completion].get('card')} (event {completion + 1}) "
                "to complete his hand for the Buster Blackjack wagers; (f)3 completes it only "
                "after the determination of all players' blackjack wagers"
            )
    return problems


# --------------------------------------------------------------------------------------------
# The checks of the property scenarios


def _placed(played: PlayedRound) -> Problems:
    if _buster_wagers(played.script.wagers):
        return []
    return [
        "the round has no Buster Blackjack wager: the scenario's rounds must be generated with "
        "them (Given rounds ... Buster Blackjack wager ...)"
    ]


def dealer_completes_as_required(played: PlayedRound) -> Problems:
    """(f)3: the dealer's final hand, with Buster Blackjack wagers in play."""
    return _placed(played) + completion_problems(_dealer(played.outcome))


def settled_when_required(played: PlayedRound) -> Problems:
    """(d), (e), (f)3, (h), from the transcript's settlement events (protocol 1.2; not
    applicable to a game that reports none)."""
    from suite.wagers.side_wager_oracle import settlement_transcript  # noqa: PLC0415 - no import cycle

    events = settlement_transcript(played.outcome)
    return _placed(played) + buster_timing_problems(
        events, played.outcome, played.script.wagers, played.rules
    )


def _main_only(outcome: Outcome) -> Outcome:
    """The outcome of the blackjack wagers: their ledger entries and the players' hands."""
    return {
        **outcome,
        "ledger": [e for e in outcome["ledger"] if e["kind"] in _MAIN_KINDS],
        "final_hands": [h for h in outcome["final_hands"] if h["box"] != 0],
        "cards_dealt": [],
        "transcript": [],
        "totals": {"staked": "0", "returned": "0", "player_net": "0"},
    }


def no_bearing_on_blackjack_wagers(played: PlayedRound) -> Problems:
    """(a), (f)3: the same round without the Buster Blackjack wagers settles every blackjack
    wager the same and deals the players the same cards; the dealer's hand for them is the one
    2.12(b) makes (at a table that draws to a soft 17 only for the Buster wagers)."""
    problems = _placed(played)
    if _draws_to_soft_17_for_all(played.rules):
        return [
            *problems,
            "the table draws to a soft 17 for every wager (buster_dealer_soft_17 = whole-table): "
            "the Buster wagers change the blackjack wagers' dealer's hand by its choice; the "
            "scenario must fix 'the dealer draws to a soft 17 only for the Buster Blackjack "
            "wagers'",
        ]
    script = played.script
    bare: tuple[Wager, ...] = tuple(
        {key: value for key, value in w.items() if key != "side_wagers"}  # type: ignore[misc]
        for w in script.wagers
    )
    alone = played.replay(RoundScript(script.shoe, bare, script.decisions, script.irregularities))
    differences = compare_outcomes(_main_only(alone), _main_only(played.outcome))
    return problems + [f"without the Buster Blackjack wagers: {d}" for d in differences]


# The property that reads the moment of a settlement in the transcript (protocol 1.2).
BUSTER_TIMING = (
    "every Buster Blackjack wager is settled on the dealer's completed hand, after every "
    "blackjack wager"
)
# The properties of the Buster Blackjack wager: the words a feature uses after "in every round,".
BUSTER_CHECKS: Mapping[str, tuple[str, Callable[[PlayedRound], Problems]]] = {
    "the dealer completes his hand to a hard 17, a soft 18 or a bust for the Buster Blackjack "
    "wagers": ("2.30(f)3", dealer_completes_as_required),
    BUSTER_TIMING: ("2.30(d), (e), (f)3", settled_when_required),
    "the Buster Blackjack wagers have no bearing on the blackjack wagers": (
        "2.30(a), (f)3",
        no_bearing_on_blackjack_wagers,
    ),
}

register_round_oracle(BUSTER, RoundOracle(buster_differences, main_game_hands))
register_settlement_clauses(BUSTER, "2.30(d), (e), (g), (h), (i)")
for _words, (_clause, _check) in BUSTER_CHECKS.items():
    register_check(_words, _clause, _check, timing=_words == BUSTER_TIMING)
