"""The craps features' words: the wagers by the names 19:47-1.2(a) gives them, and each house
option of a craps table in one phrase (docs/ADAPTERS.md "Craps (1.5)").

    Pass Bet, Don't Pass Bet, Come Bet, Don't Come Bet,
    Place Bet to Win on 6, Place Bet to Lose against 4,
    Four the Hardway, Six the Hardway, Eight the Hardway, Ten the Hardway,
    Field Bet, Any Seven, Any Craps, Craps Two, Craps Three, Craps Twelve, 11 in One Roll,
    C and E, Horn Bet, Horn High Bet on 12

A posted-odds phrase names the wager, and for a wager posted per total or per number the total:
`the table posts 6 to 5 on the Place Bet to Win on 6`, `the table posts 3 to 1 on the Field Bet
on 12`. The odds are the table's: the payout odds of craps (19:47-1.4 and later sections) are in
no source (I-craps-posted-odds).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

__all__ = [
    "HOUSE_PHRASES",
    "WAGER_PATTERN",
    "WagerWords",
    "posted_odds_option",
    "wager_words",
]

# The rule's name of each wager of 1.2(a) -> its protocol name.
_NAMES: Mapping[str, str] = {
    "Pass Bet": "pass-bet",
    "Don't Pass Bet": "dont-pass-bet",
    "Come Bet": "come-bet",
    "Don't Come Bet": "dont-come-bet",
    "Place Bet to Win": "place-bet-to-win",
    "Place Bet to Lose": "place-bet-to-lose",
    "Four the Hardway": "four-the-hardway",
    "Six the Hardway": "six-the-hardway",
    "Eight the Hardway": "eight-the-hardway",
    "Ten the Hardway": "ten-the-hardway",
    "Field Bet": "field-bet",
    "Any Seven": "any-seven",
    "Any Craps": "any-craps",
    "Craps Two": "craps-two",
    "Craps Three": "craps-three",
    "Craps Twelve": "craps-twelve",
    "11 in One Roll": "11-in-one-roll",
    "C and E": "c-and-e",
    "Horn Bet": "horn-bet",
    "Horn High Bet": "horn-high-bet",
}
_NUMBERED = {"place-bet-to-win": "on", "place-bet-to-lose": "against", "horn-high-bet": "on"}
_PER_TOTAL = {"field-bet", "c-and-e", "horn-bet"}
_NAME_ALTERNATIVES = "|".join(re.escape(name) for name in sorted(_NAMES, key=len, reverse=True))
# A wager as a step says it: its name, and "on N" / "against N" where the wager takes a number.
WAGER_PATTERN = rf"(?:{_NAME_ALTERNATIVES})(?: (?:on|against) \d+)?"


@dataclass(frozen=True)
class WagerWords:
    """A wager said in the rule's words: its protocol name, a place bet's number, a Horn High
    Bet's high total, or the total a per-total posting names (`total`)."""

    wager: str
    number: int | None = None
    high_total: int | None = None
    total: int | None = None
    text: str = ""

    def placement(self) -> dict[str, object]:
        fields: dict[str, object] = {"wager": self.wager}
        if self.number is not None:
            fields["number"] = self.number
        if self.high_total is not None:
            fields["high_total"] = self.high_total
        return fields


def wager_words(text: str) -> WagerWords:
    """`Place Bet to Win on 6` -> place-bet-to-win, number 6; `Horn High Bet on 12` ->
    horn-high-bet, high total 12; `Field Bet on 12` -> field-bet, total 12."""
    found = re.fullmatch(rf"({_NAME_ALTERNATIVES})(?: (on|against) (\d+))?", text.strip())
    if found is None:
        raise ValueError(f"{text!r} is not a wager of 19:47-1.2(a): {', '.join(_NAMES)}")
    wager = _NAMES[found.group(1)]
    value = int(found.group(3)) if found.group(3) else None
    if wager in _NUMBERED and value is None:
        raise ValueError(f"{text!r}: say the number, e.g. '{found.group(1)} {_NUMBERED[wager]} 6'")
    if wager in ("place-bet-to-win", "place-bet-to-lose"):
        return WagerWords(wager, number=value, text=text)
    if wager == "horn-high-bet":
        return WagerWords(wager, high_total=value, text=text)
    if wager in _PER_TOTAL:
        return WagerWords(wager, total=value, text=text)
    if value is not None:
        raise ValueError(f"{text!r}: the {found.group(1)} takes no number")
    return WagerWords(wager, text=text)


_HARDWAY_TOTAL = {"four-the-hardway": 4, "six-the-hardway": 6, "eight-the-hardway": 8,
                  "ten-the-hardway": 10}  # fmt: skip
_POSTED_FIELD = {
    "pass-bet": "pass_bet",
    "dont-pass-bet": "dont_pass",
    "come-bet": "come",
    "dont-come-bet": "dont_come",
    "place-bet-to-win": "place_to_win",
    "place-bet-to-lose": "place_to_lose",
    "four-the-hardway": "hardway",
    "six-the-hardway": "hardway",
    "eight-the-hardway": "hardway",
    "ten-the-hardway": "hardway",
    "field-bet": "field_bet",
    "any-seven": "any_seven",
    "any-craps": "any_craps",
    "craps-two": "craps_two",
    "craps-three": "craps_three",
    "craps-twelve": "craps_twelve",
    "11-in-one-roll": "eleven",
    "c-and-e": "c_and_e",
    "horn-bet": "horn",
}


def posted_odds_option(
    words: WagerWords, odds: str, current: Mapping[str, object]
) -> tuple[str, object]:
    """The house option a posted-odds phrase sets, and its value: `current` (the table's
    options so far) with the wager's odds, or for a wager posted per total the odds of the one
    total named, changed. A Horn High Bet has no odds of its own (I-craps-horn-high-payout)."""
    if words.wager not in _POSTED_FIELD:
        raise ValueError(f"{words.text}: paid as a Horn Bet plus one unit, posted as those")
    option = f"posted_odds_{_POSTED_FIELD[words.wager]}"
    key = words.number or words.total or _HARDWAY_TOTAL.get(words.wager)
    value = current[option]
    if isinstance(value, list):
        if key is None:
            raise ValueError(f"{words.text}: posted per total, say the total ('on 12')")
        entries = [str(item) for item in value]
        prefix = f"{key}="
        if not any(entry.startswith(prefix) for entry in entries):
            raise ValueError(f"{words.text}: no odds are posted for {key}")
        return option, [f"{prefix}{odds}" if e.startswith(prefix) else e for e in entries]
    return option, odds


# Each house option of a craps table in one phrase, as a step says it -> (option, value).
HOUSE_PHRASES: Mapping[str, tuple[str, object]] = {
    "the layout has a designated area for the Horn High Bet": ("horn_high_area", True),
    "the layout has no designated area for the Horn High Bet": ("horn_high_area", False),
    "all place bets, to lose as well as to win, are inactive on any come out roll": (
        "place_to_lose_inactive_on_come_out",
        True,
    ),
    "place bets to lose work on a come out roll": ("place_to_lose_inactive_on_come_out", False),
    "the hardways work on a come out roll": ("hardways_work_on_come_out", True),
    "the hardways are inactive on a come out roll unless called on": (
        "hardways_work_on_come_out",
        False,
    ),
    "the craps table pays exactly to the cent": ("payout_rounding", "exact"),
    "the craps table pays down to its smallest chip": ("payout_rounding", "down-to-chip-unit"),
    "the craps table pays up to its smallest chip": ("payout_rounding", "up-to-chip-unit"),
}
