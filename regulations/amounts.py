"""The amount a clause fixes for a wager, read from its text in every shape the text takes, or a
refusal saying it cannot (issue 29, deliver 3).

2.17(a) of nj-2024 fixes the additional wager "in an amount of $ 1.00" (source 002 prints the
space); a paragraph of nj-2004's 2.17(a) says "The additional wager shall be $1.00." An
amendment may print:

- one amount: "$1.00", "$ 1.00", "$5" -> that amount, the least and the most alike;
- a range: "not less than $1.00 nor more than $5.00" (also "and not more than", "but not more
  than", "no less than ... and no more than ...", "between $1.00 and $5.00", "from $1.00 to
  $5.00", "$1.00 to $5.00") -> the least and the most (I-2.17a-amount-range);
- a least amount alone: "not less than $1.00", "at least $1.00", "$1.00 or more" -> the least, no
  most but the licensee's maximum of 2.17(g);
- a most alone: "not more than $5.00", "up to $5.00", "$5.00 or less" -> the most, the least
  being one chip unit (2.3(d)).

Any other shape (no dollar amount where the amount stood, a percentage, two amounts in no range
the reader knows) is an `AmountShapeError` naming the clause, the reader and the words: the engine
never guesses an amount.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from regulations.errors import KitError

__all__ = ["READER", "AmountShapeError", "PrintedAmount", "read_amount"]

READER = "the amount reader (regulations.amounts.read_amount)"

_MONEY = r"\$\s?(\d[\d,]*(?:\.\d{2})?)"
_ANY_MONEY = re.compile(_MONEY)
_LESS = r"(?:not|no)\s+less\s+than|at\s+least|a\s+minimum\s+of"
_MORE = r"(?:not|no)\s+more\s+than|up\s+to|a\s+maximum\s+of|not\s+to\s+exceed"
_SHAPES: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "range",
        re.compile(
            rf"(?:{_LESS})\s+{_MONEY},?\s+(?:nor|and|but|or)\s+(?:{_MORE}|more\s+than)\s+{_MONEY}",
            re.IGNORECASE,
        ),
    ),
    ("range", re.compile(rf"between\s+{_MONEY}\s+and\s+{_MONEY}", re.IGNORECASE)),
    ("range", re.compile(rf"(?:from\s+)?{_MONEY}\s+(?:to|through)\s+{_MONEY}", re.IGNORECASE)),
    ("least", re.compile(rf"(?:{_LESS})\s+{_MONEY}", re.IGNORECASE)),
    ("least", re.compile(rf"{_MONEY}\s+or\s+more", re.IGNORECASE)),
    ("most", re.compile(rf"(?:{_MORE})\s+{_MONEY}", re.IGNORECASE)),
    ("most", re.compile(rf"{_MONEY}\s+or\s+less", re.IGNORECASE)),
)
# Where 2.17(a) states the amount: "in an amount of ..." up to "provided" or the colon.
_AMOUNT_PHRASE = re.compile(r"\b(?:in\s+an\s+amount\s+of|shall\s+be)\s+(.*?)(?=\s+provided\b|:|$)")


class AmountShapeError(KitError):
    """A clause whose text states the amount in a shape the reader does not know."""

    def __init__(self, clause: str, edition: str, words: str, why: str) -> None:
        self.clause, self.edition, self.words = clause, edition, words
        super().__init__(
            f"{clause} in {edition}: {READER} cannot read the amount in {words!r}: {why}; the "
            "engine does not guess an amount (a reader for this shape is a change to the kit)"
        )


@dataclass(frozen=True, slots=True)
class PrintedAmount:
    """The least and the most a clause allows (None: the text sets no bound there); a fixed
    amount has both alike. `words` are the words read."""

    minimum: Decimal | None
    maximum: Decimal | None
    words: str

    @property
    def fixed(self) -> Decimal | None:
        """The one amount allowed, when the text fixes one."""
        return self.minimum if self.minimum is not None and self.minimum == self.maximum else None

    def describe(self) -> str:
        """ "$1.00", "$1.00 to $5.00", "at least $1.00", "at most $5.00"."""
        if self.fixed is not None:
            return _money(self.fixed)
        if self.minimum is not None and self.maximum is not None:
            return f"{_money(self.minimum)} to {_money(self.maximum)}"
        if self.minimum is not None:
            return f"at least {_money(self.minimum)}"
        return f"at most {_money(self.maximum)}"


def _money(amount: Decimal | None) -> str:
    return f"${amount:,.2f}"


def _decimal(text: str) -> Decimal:
    return Decimal(text.replace(",", ""))


def read_amount(text: str, clause: str, edition: str) -> PrintedAmount:
    """The amount `clause` of `edition` (its own text `text`) allows (see the module docstring).

    Raises AmountShapeError naming the clause, the reader and the words when the text states the
    amount in no shape the reader knows."""
    phrase = _AMOUNT_PHRASE.search(text)
    words = (phrase.group(1) if phrase else text).strip().rstrip(".;,")
    amounts = _ANY_MONEY.findall(words)
    if "%" in words or "percent" in words.casefold():
        raise AmountShapeError(clause, edition, words, "a percentage where an amount stood")
    if not amounts:
        raise AmountShapeError(clause, edition, words, "no dollar amount where the amount stands")
    if len(amounts) == 1 and _ANY_MONEY.fullmatch(words.strip()):
        amount = _decimal(amounts[0])
        return PrintedAmount(amount, amount, words)
    for shape, pattern in _SHAPES:
        match = pattern.fullmatch(words.strip())
        if match is None:
            continue
        values = [_decimal(v) for v in match.groups()]
        if shape == "range":
            least, most = values
            if least > most:
                raise AmountShapeError(clause, edition, words, "the least amount is above the most")
            return PrintedAmount(least, most, words)
        if shape == "least":
            return PrintedAmount(values[0], None, words)
        return PrintedAmount(None, values[0], words)
    raise AmountShapeError(
        clause,
        edition,
        words,
        f"{len(amounts)} dollar amount(s) in no shape it knows (one amount; 'not less than $X "
        "nor more than $Y'; 'between $X and $Y'; 'not less than $X'; 'not more than $Y')",
    )
