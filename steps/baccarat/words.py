"""The house options of Baccarat-Punto Banco in the words of 19:47-3.1 to 3.5, one phrase for each
value, the same in a `Given` and in a validation (DESIGN.md style point 11):

    Given the house extracts a vigorish of 4 percent
    When a baccarat table is asked for at which the house posts odds of 7 to 1 on the Tie Bet

Each phrase sets one option of the protocol (docs/ADAPTERS.md, "Baccarat-Punto Banco (1.5)"),
named as the reference engine names it; the option names are not written in the features.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from pytest_bdd.parsers import StepParser

__all__ = ["BACCARAT_PHRASES", "PROTOCOL_DEFAULTS", "baccarat_house_words", "read_phrases"]

Options = dict[str, object]

# The protocol's defaults of the options (docs/ADAPTERS.md): a table takes an option left out.
PROTOCOL_DEFAULTS: Options = {
    "decks": 8,
    "tie_odds": "8 to 1",
    "vigorish_percent": 5,
    "vigorish_rounding": "none",
    "vigorish_rounding_of": "each-win",
    "vigorish_collection": "at-payout",
    "recut_by": "last-cutter",
    "reshuffle_after_lacing": False,
}


def _fixed(**options: object) -> Callable[[re.Match[str]], Options]:
    return lambda _match: dict(options)


# (words, options they set), each citing the clause that leaves the choice to the licensee.
BACCARAT_PHRASES: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], Options]], ...] = (
    # 3.1(a): at least six decks
    (
        re.compile(r"the game is played with (?P<decks>\d+) decks"),
        lambda m: {"decks": int(m["decks"])},
    ),
    # 3.3(b): the posted odds of the Tie Bet
    (
        re.compile(r"the house posts odds of (?P<win>\d+) to (?P<stake>\d+) on the Tie Bet"),
        lambda m: {"tie_odds": f"{m['win']} to {m['stake']}"},
    ),
    # 3.3(c), (d): four or five percent, one rate for the table
    (
        re.compile(r"the house extracts a vigorish of (?P<percent>\d+) percent"),
        lambda m: {"vigorish_percent": int(m["percent"])},
    ),
    # 3.3(c): the rounding off
    (
        re.compile(r"the house rounds off the vigorish to the next highest multiple"),
        _fixed(vigorish_rounding="up-to-multiple"),
    ),
    (re.compile(r"the house does not round off the vigorish"), _fixed(vigorish_rounding="none")),
    # 3.3(c), I-baccarat-vigorish-rounding-deferred
    (
        re.compile(r"the house rounds off the vigorish of each winning wager"),
        _fixed(vigorish_rounding_of="each-win"),
    ),
    (
        re.compile(r"the house rounds off the vigorish owed when it is collected"),
        _fixed(vigorish_rounding_of="amount-collected"),
    ),
    # 3.3(c): collected at the payout or deferred
    (
        re.compile(r"the house collects the vigorish at the time the winning payout is made"),
        _fixed(vigorish_collection="at-payout"),
    ),
    (
        re.compile(r"the house defers the vigorish to a later time"),
        _fixed(vigorish_collection="deferred"),
    ),
    # 3.5(e): who recuts
    (
        re.compile(r"a recut is made by the player who last cut the cards"),
        _fixed(recut_by="last-cutter"),
    ),
    (
        re.compile(r"a recut is made by the next person entitled to cut the cards"),
        _fixed(recut_by="next-entitled"),
    ),
    # 3.5(b): the reshuffling option
    (
        re.compile(r"the casino licensee elects the reshuffling option"),
        _fixed(reshuffle_after_lacing=True),
    ),
    (
        re.compile(r"the casino licensee does not elect the reshuffling option"),
        _fixed(reshuffle_after_lacing=False),
    ),
)

_JOINS = re.compile(r", | and ")


def _one(text: str) -> Options | None:
    for pattern, options in BACCARAT_PHRASES:
        match = pattern.fullmatch(text)
        if match is not None:
            return options(match)
    return None


def read_phrases(text: str, *, single: bool = False) -> Options | None:
    """The options `text` sets: one phrase, or (unless `single`) several joined with `, ` and
    `and`; None where `text` is not such a sentence."""
    whole = _one(text)
    if whole is not None or single:
        return whole
    for split in _JOINS.finditer(text):
        head = _one(text[: split.start()])
        if head is None:
            continue
        tail = read_phrases(text[split.end() :])
        if tail is not None:
            return {**head, **tail}
    return None


class baccarat_house_words(StepParser):  # noqa: N801 - named like pytest-bdd's own parsers
    """A step parser: `template` with `{phrases}` where the phrases stand; the step receives the
    options as `options`. `single=True` takes one phrase only."""

    def __init__(self, template: str, *, single: bool = False) -> None:
        super().__init__(template)
        head, _, tail = template.partition("{phrases}")
        self._head, self._tail, self._single = head, tail, single

    def parse_arguments(self, name: str) -> dict[str, Any] | None:
        if not (name.startswith(self._head) and name.endswith(self._tail)):
            return None
        text = name[len(self._head) : len(name) - len(self._tail)]
        options = read_phrases(text, single=self._single)
        return None if options is None else {"options": options}

    def is_matching(self, name: str) -> bool:
        return self.parse_arguments(name) is not None
