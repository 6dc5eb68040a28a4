"""The one Gherkin vocabulary of the features for the house options and the decisions (DESIGN.md
style point 11): each house option is said in the rule's words, the same way in a `Given` and in
a validation, and each decision the same way wherever a step names it.

A house option's phrase is a `HousePhrase`: its words (a regular expression) and the options
they set. The `Given` steps of `steps.blackjack.table_steps` read every phrase registered with
`given=True`; a validation asks for a table by any registered phrases joined with `, ` and `and`:

    Given the dealer takes no hole card
    When a table is asked for at which the house offers surrender and the table offers the
        progressive blackjack wager

A decision is one of `DECISIONS`, in the words a lab reads (`double down for $5`, `insure for
$5`, `decline insurance`), each standing for the protocol token the adapter is sent (`double:5`,
`insure:5`, `no-insurance`; docs/ADAPTERS.md). Protocol tokens are not written in the features
(suite.features.vocabulary fails a step that writes one).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from pytest_bdd.parsers import StepParser

from suite.run.collection import example_of, scenario_of

Options = dict[str, object]

_MONEY = r"\$(?P<amount>\d+(?:\.\d\d)?)"


@dataclass(frozen=True)
class HousePhrase:
    """The words that set house options (a regular expression, or a function that gives it as
    the phrases registered so far make it), and the options they set."""

    source: str | Callable[[], str]
    options: Callable[[re.Match[str]], Options]
    given: bool

    @property
    def pattern(self) -> re.Pattern[str]:
        # re.compile keeps the patterns it compiled: reading a phrase twice compiles it once
        return re.compile(self.source if isinstance(self.source, str) else self.source())


HOUSE_PHRASES: list[HousePhrase] = []


def house_phrase(
    pattern: str | Callable[[], str],
    options: Options | Callable[[re.Match[str]], Options],
    *,
    given: bool = True,
) -> None:
    """Register a house option's phrase. `given=False` where a step module defines the `Given`
    itself (a phrase that does more than set options, or that the module of its wager owns);
    the phrase is then still read in validations."""
    read = options if callable(options) else (lambda _match, fixed=options: dict(fixed))
    HOUSE_PHRASES.append(HousePhrase(pattern, read, given))


# The side wagers and named offerings a table offers, each in the words the step module of its
# wager registers ("the WORDS wager" from its declaration, "multiple action blackjack"), as the
# name of the offering in the option `side_wagers`.
OFFERED: dict[str, str] = {}


def _offered_items() -> str:
    return "|".join(map(re.escape, sorted(OFFERED, key=len, reverse=True)))


def _offers() -> str:
    item = _offered_items()
    return rf"the table offers (?P<items>(?:{item})(?:(?:, |,? and )(?:{item}))*)"


def _offered(match: re.Match[str]) -> Options:
    words = re.split(r", and |, | and ", match["items"])
    # an item's words never hold ", " or " and " (tests/steps/test_step_patterns.py)
    return {"side_wagers": " ".join(OFFERED[w] for w in words)}


def _money(match: re.Match[str]) -> str:
    return match["amount"]


# 2.6(h), (j), (k): the dealer's second card.
for _words, _procedure in (
    ("the dealer takes no hole card", "no-hole-card"),
    ("the dealer deals a face-down hole card", "face-down"),
    ("the dealer deals a face-down hole card into a card reader", "face-down-card-reader"),
    ("the dealer deals the hole card face up", "face-up"),
):
    house_phrase(re.escape(_words), {"hole_card": _procedure})

house_phrase(r"the house offers surrender", {"surrender": True})  # 2.8
house_phrase(r"the house offers no surrender", {"surrender": False})
house_phrase(  # 2.9(b)
    r"the house offers insurance just before each player's own decisions",
    {"insurance_timing": "before-own-decisions"},
)
house_phrase(
    r"the house offers insurance once the cards are dealt", {"insurance_timing": "after-deal"}
)
house_phrase(r"the house offers the consolidated net payout", {"consolidated_net_payout": True})
house_phrase(r"the house offers no consolidated net payout", {"consolidated_net_payout": False})
house_phrase(  # 2.11(c)1, (e)
    r"the house lets a pair be split (?:up to (?P<times>\d+) times|only once)",
    lambda m: {"max_splits": int(m["times"] or 1)},
)
house_phrase(r"the house lets aces be split only once", {"aces_split_once": True})
house_phrase(r"the house lets aces be resplit like any other pair", {"aces_split_once": False})
house_phrase(r"the house offers five cards totalling 21", {"five_card_21": True})  # 2.16
house_phrase(r"the house does not offer five cards totalling 21", {"five_card_21": False})
house_phrase(r"the house pays 6-7-8 of one suit at 2 to 1", {"bonus_suited_678": True})  # 2.3(e)
house_phrase(r"the house pays no bonus on 6-7-8 of one suit", {"bonus_suited_678": False})
house_phrase(r"the house pays three sevens at 3 to 2", {"bonus_three_sevens": True})
house_phrase(r"the house pays no bonus on three sevens", {"bonus_three_sevens": False})
house_phrase(
    r"the house posts no bonus odds for five cards totalling 21",
    {"bonus_five_card_21_odds": "none"},
)
house_phrase(
    r"the house posts bonus odds of 2 to (?P<stake>\d+) for five cards totalling 21",
    lambda m: {"bonus_five_card_21_odds": f"2:{m['stake']}"},
)
house_phrase(r"the table has (?P<boxes>\d+) boxes", lambda m: {"boxes": int(m["boxes"])})
house_phrase(r"the shoe holds (?P<decks>\d+) decks?", lambda m: {"decks": int(m["decks"])})
house_phrase(  # 2.13(a)
    r"the house lets (?:up to (?P<people>\d+) people|only one person) wager on a box",
    lambda m: {"players_per_box": int(m["people"] or 1)},
)
house_phrase(  # 2.14
    r"the house lets a player wager on more than one box", {"multiple_boxes_per_player": True}
)
house_phrase(r"the house lets a player wager on only one box", {"multiple_boxes_per_player": False})
house_phrase(rf"the table minimum is {_MONEY}", lambda m: {"table_minimum": _money(m)})
house_phrase(rf"the table maximum is {_MONEY}", lambda m: {"table_maximum": _money(m)})
house_phrase(rf"the table's smallest chip is {_MONEY}", lambda m: {"chip_unit": _money(m)})
house_phrase(r"the house pays exactly to the cent", {"payout_rounding": "exact"})  # 2.3(e)
house_phrase(
    r"the house rounds payments down to a whole chip", {"payout_rounding": "down-to-chip-unit"}
)
house_phrase(
    r"the house rounds payments up to a whole chip", {"payout_rounding": "up-to-chip-unit"}
)
house_phrase(r"the table uses a double shoe", {"shoe": "double"})  # 2.2(c), 2.6(d)
# One dealing shoe (2.2(c)): a scenario whose cards are worked out shuffle by shuffle for one
# shoe is not played at a double shoe's table, where each round is dealt from the side its
# determinant card names (2.6(d)), whatever the run's table.
house_phrase(r"the cards are dealt from one shoe", {"shoe": "single"})
# The shuffle, cut, cutting card and burn of 2.5 and 2.6(c), (l): a scenario whose events are
# worked out for them is not played at a Bart Carter table (no cutting card is reinserted,
# 2.5(d)) or with a continuous shuffler (2.20), whatever the run's table.
house_phrase(r"the cards are shuffled by hand", {"shuffling": "manual"})
house_phrase(r"the table uses the Bart Carter shuffle", {"shuffling": "bart-carter"})
house_phrase(r"the table uses a continuous shuffler", {"shuffling": "continuous-shuffler"})
house_phrase(r"a recut is made by the next person entitled to cut", {"recut_by": "next-entitled"})
# 2.5(g) as the table reads it (recut_by): the recut of a scenario worked out for the last
# cutter is his at any run's table.
house_phrase(r"a recut is made by the player who last cut", {"recut_by": "last-cutter"})
house_phrase(  # 2.6(h), 2.12(c)
    r"the dealer deals his second card even when it can change no outcome",
    {"dealer_second_card_when_no_effect": "deal"},
)
house_phrase(
    r"the dealer withholds his second card when it can change no outcome",
    {"dealer_second_card_when_no_effect": "withhold"},
)
house_phrase(  # 2.7(b), I-2.7b-known-hole-card
    r"a blackjack against an ace or ten is paid after the players' cards even when the hole "
    r"card is known",
    {"blackjack_payment_when_hole_card_known": "after-players"},
)
house_phrase(
    r"a blackjack against an ace or ten is paid as soon as the hole card is known",
    {"blackjack_payment_when_hole_card_known": "immediately"},
)
house_phrase(  # 2.10(b), 2.11(d)
    r"against a dealer's blackjack the house returns the double and split wagers of busted hands",
    {"additional_wagers_on_busted_hands": "return"},
)
house_phrase(
    r"against a dealer's blackjack the house collects the double and split wagers of busted "
    r"hands",
    {"additional_wagers_on_busted_hands": "collect"},
)
# The offerings: their Given steps are the wagers' own (they do more than offer).
house_phrase(_offers, _offered, given=False)


def _split_points(text: str) -> Iterator[tuple[int, int]]:
    """Where `text` may be cut between two phrases: (end of one, start of the next)."""
    for match in re.finditer(r",? and |, ", text):
        yield match.start(), match.end()


def _merge(into: Options, more: Options) -> None:
    """Options of one more phrase: the side wagers of several phrases add up, in order."""
    for name, value in more.items():
        if name == "side_wagers" and name in into:
            into[name] = f"{into[name]} {value}"
        else:
            into[name] = value


def read_house_phrases(text: str, *, given_only: bool = False) -> Options | None:
    """The options that `text` sets: one registered phrase, or several joined with `, ` and
    `and`; None where `text` is not such a sentence."""
    phrases = [p for p in HOUSE_PHRASES if p.given or not given_only]

    def one(part: str) -> Options | None:
        for phrase in phrases:
            match = phrase.pattern.fullmatch(part)
            if match is not None:
                return phrase.options(match)
        return None

    def read(start: int) -> Options | None:
        rest = text[start:]
        whole = one(rest)
        if whole is not None:
            return whole
        for end, after in _split_points(rest):
            head = one(rest[:end])
            if head is None:
                continue
            tail = read(start + after)
            if tail is not None:
                options = dict(head)
                _merge(options, tail)
                return options
        return None

    return read(0)


class house_words(StepParser):  # noqa: N801 - named like pytest-bdd's own parsers
    """A step parser: `template` with `{phrases}` where house phrases stand (read when the step
    is first matched, so that the wagers' phrases, registered as their steps load, are known);
    the step receives the options as the argument `options`. `single=True` takes one phrase of
    those with a generic `Given`, else any registered phrases joined with `, ` and `and`."""

    def __init__(self, template: str, *, single: bool = False) -> None:
        super().__init__(template)
        head, _, tail = template.partition("{phrases}")
        self._head, self._tail, self._single = head, tail, single

    def parse_arguments(self, name: str) -> dict[str, Any] | None:
        if not (name.startswith(self._head) and name.endswith(self._tail)):
            return None
        text = name[len(self._head) : len(name) - len(self._tail)]
        if self._single:
            options = None
            for phrase in HOUSE_PHRASES:
                match = phrase.pattern.fullmatch(text)
                if match is not None:
                    options = phrase.options(match) if phrase.given else None
                    break
        else:
            options = read_house_phrases(text)
        return None if options is None else {"options": options}

    def is_matching(self, name: str) -> bool:
        return self.parse_arguments(name) is not None


# Decisions ------------------------------------------------------------------------------------

# Each decision in the words of the rules (an infinitive: "box 1 decides to double down for $5"),
# and the protocol token it stands for; `{amount}` is the amount written `$5` or `$7.50`.
DECISIONS: tuple[tuple[str, str], ...] = (
    ("hit", "hit"),
    ("stand", "stand"),
    (rf"double down for {_MONEY}", "double:{amount}"),
    ("double down", "double"),
    ("decline to double down", "no-double"),
    ("split", "split"),
    ("surrender", "surrender"),
    (rf"insure for {_MONEY}", "insure:{amount}"),
    ("insure", "insure"),
    ("decline insurance", "no-insurance"),
    ("accept the exposed card", "accept-card"),
    ("refuse the exposed card", "refuse-card"),
    ("take the missed card later", "deal-later"),
    ("take a dead hand", "dead-hand"),
    ("cover the split pair", "cover"),
    ("keep the wager on the first split hand", "keep"),
    ("move the wager to the second split hand", "move"),
)
_DECISIONS = tuple((re.compile(words), token) for words, token in DECISIONS)
DECISION = "|".join(f"(?:{words})" for words, _ in DECISIONS).replace("?P<amount>", "")
"""A regular expression for one decision's words (no group)."""


def decision_token(words: str) -> str:
    """The protocol token of a decision said in words: `double down for $5` is `double:5`."""
    for pattern, token in _DECISIONS:
        match = pattern.fullmatch(words.strip())
        if match is not None:
            return token.format(**match.groupdict())
    raise ValueError(
        f"{words!r} is not a decision of the features' vocabulary (steps.blackjack.words)"
    )


def decision_tokens(words: str, *, last: str = "and") -> list[str]:
    """The decisions of `hit, hit and stand` (`last="or"`: `hit or stand`), as tokens."""
    parts = re.split(rf",\s*|\s+{last}\s+", words.strip())
    return [decision_token(part) for part in parts if part]


def decision_list(last: str = "and") -> str:
    """A regular expression for decisions joined with `, ` and `last` (no group)."""
    return rf"(?:{DECISION})(?:(?:, | {last} )(?:{DECISION}))*"


# The When steps that give a round its decisions (steps.blackjack.round_steps), read before the
# round is dealt.
_DECIDES = re.compile(rf"(?:.+ on )?box \d+ decides to (?P<decision>{DECISION})")
_DECISIONS_ARE = re.compile(rf"the decisions are to (?P<decisions>{decision_list()})")
# When steps that give or try decisions some other way: a scenario with one of them states no
# decisions ahead (None).
_OTHER_DECISIONS = re.compile(r"\b(?:tries|insures|decides|decisions)\b")


def stated_decisions(item: pytest.Item) -> tuple[str, ...] | None:
    """The decisions a scenario states in its When steps, in order, as protocol tokens, read
    before the round is dealt; None for a test that is no scenario or a scenario that also
    decides some other way. A held shoe moved to another hole-card procedure is restacked by
    playing them (suite.harness.example_tables.restacked_for)."""
    template = scenario_of(item)
    if template is None:
        return None
    decisions: list[str] = []
    for step in template.render(example_of(item)).steps:
        if step.type != "when":
            continue
        if found := _DECIDES.fullmatch(step.name):
            decisions.append(decision_token(found["decision"]))
        elif found := _DECISIONS_ARE.fullmatch(step.name):
            decisions.extend(decision_tokens(found["decisions"]))
        elif _OTHER_DECISIONS.search(step.name):
            return None
    return tuple(decisions)
